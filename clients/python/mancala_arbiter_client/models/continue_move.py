from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ContinueMove")


@_attrs_define
class ContinueMove:
    """Phase `relay_choice` (option `stop_holes`): lift the stop hole the relay lap ended in (`relay_pit`) and sow on, as
    any relay (event `relay`); the relay may end in a stop hole again.

        Attributes:
            type_ (Literal['continue']):
            seat (int | Unset): Optional: the seat making the move.
    """

    type_: Literal["continue"]
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
        type_ = cast(Literal["continue"], d.pop("type"))
        if type_ != "continue":
            raise ValueError(f"type must match const 'continue', got '{type_}'")

        seat = d.pop("seat", UNSET)

        continue_move = cls(
            type_=type_,
            seat=seat,
        )

        continue_move.additional_properties = d
        return continue_move

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
