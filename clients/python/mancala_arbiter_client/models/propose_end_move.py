from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ProposeEndMove")


@_attrs_define
class ProposeEndMove:
    """The player to move proposes to end the game by agreement (D-4; listed in `agreement_moves` where allowed); the
    opponents answer with `accept_end`, or decline by playing an ordinary move.

        Attributes:
            type_ (Literal['propose_end']):
            seat (int | Unset): Optional: the seat making the move.
    """

    type_: Literal["propose_end"]
    seat: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["propose_end"], d.pop("type"))
        if type_ != "propose_end":
            raise ValueError(f"type must match const 'propose_end', got '{type_}'")

        seat = d.pop("seat", UNSET)

        propose_end_move = cls(
            type_=type_,
            seat=seat,
        )

        propose_end_move.additional_properties = d
        return propose_end_move

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
