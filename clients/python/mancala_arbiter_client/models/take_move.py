from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TakeMove")


@_attrs_define
class TakeMove:
    """Phase `take` (option `capture_chosen_holes`, docs/rulings.md "Holes chosen after a capture"):
    take the seeds of the opponent's hole `pit`, numbered in the opponent's row as the position
    lists it (front row from the opponent's left, then the back row), into the mover's store.
    `legal_moves` lists one per occupied hole, with `side` (the opponent's seat). Refused with `take-required` (another
    kind of
    move in phase `take`), `invalid-take` (an empty hole, or `side` not the opponent) or
    `no-take` (a `take` outside phase `take`).

        Attributes:
            type_ (Literal['take']):
            pit (int):
            side (int | Unset): Optional: the seat whose hole is taken (the opponent).
            seat (int | Unset): Optional: the seat making the move.
    """

    type_: Literal["take"]
    pit: int
    side: int | Unset = UNSET
    seat: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        pit = self.pit

        side = self.side

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "pit": pit,
            }
        )
        if side is not UNSET:
            field_dict["side"] = side
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["take"], d.pop("type"))
        if type_ != "take":
            raise ValueError(f"type must match const 'take', got '{type_}'")

        pit = d.pop("pit")

        side = d.pop("side", UNSET)

        seat = d.pop("seat", UNSET)

        take_move = cls(
            type_=type_,
            pit=pit,
            side=side,
            seat=seat,
        )

        take_move.additional_properties = d
        return take_move

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
