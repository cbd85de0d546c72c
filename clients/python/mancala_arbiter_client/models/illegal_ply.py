from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="IllegalPly")


@_attrs_define
class IllegalPly:
    """
    Attributes:
        ply (int): The refused move's ply, 0-based: how many of the record's plies were played before it (equal to the
            verdict's `plies`; docs/records.md "Ply numbers"). Verdicts of `verdict_version` 1 counted from 1.
        move (str): The move as the notation writes it.
        reason (str):
        message (str):
        line (int):
        column (int):
        legal_moves (list[str]):
    """

    ply: int
    move: str
    reason: str
    message: str
    line: int
    column: int
    legal_moves: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ply = self.ply

        move = self.move

        reason = self.reason

        message = self.message

        line = self.line

        column = self.column

        legal_moves = self.legal_moves

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ply": ply,
                "move": move,
                "reason": reason,
                "message": message,
                "line": line,
                "column": column,
                "legal_moves": legal_moves,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ply = d.pop("ply")

        move = d.pop("move")

        reason = d.pop("reason")

        message = d.pop("message")

        line = d.pop("line")

        column = d.pop("column")

        legal_moves = cast(list[str], d.pop("legal_moves"))

        illegal_ply = cls(
            ply=ply,
            move=move,
            reason=reason,
            message=message,
            line=line,
            column=column,
            legal_moves=legal_moves,
        )

        illegal_ply.additional_properties = d
        return illegal_ply

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
