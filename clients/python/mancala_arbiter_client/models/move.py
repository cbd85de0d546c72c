from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.move_direction import MoveDirection
from ..types import UNSET, Unset

T = TypeVar("T", bound="Move")


@_attrs_define
class Move:
    """Sow `pit` (numbered from the mover's left); `direction` where the game lets the mover choose.

    Attributes:
        pit (int | Unset):
        direction (MoveDirection | Unset):
        seat (int | Unset): Optional: the seat making the move (checked against `to_move`).
        type_ (str | Unset): Reserved for other move kinds.
    """

    pit: int | Unset = UNSET
    direction: MoveDirection | Unset = UNSET
    seat: int | Unset = UNSET
    type_: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pit = self.pit

        direction: str | Unset = UNSET
        if not isinstance(self.direction, Unset):
            direction = self.direction.value

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if pit is not UNSET:
            field_dict["pit"] = pit
        if direction is not UNSET:
            field_dict["direction"] = direction
        if seat is not UNSET:
            field_dict["seat"] = seat
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pit = d.pop("pit", UNSET)

        _direction = d.pop("direction", UNSET)
        direction: MoveDirection | Unset
        if isinstance(_direction, Unset):
            direction = UNSET
        else:
            direction = MoveDirection(_direction)

        seat = d.pop("seat", UNSET)

        type_ = d.pop("type", UNSET)

        move = cls(
            pit=pit,
            direction=direction,
            seat=seat,
            type_=type_,
        )

        move.additional_properties = d
        return move

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
