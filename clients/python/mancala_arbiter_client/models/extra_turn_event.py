from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ExtraTurnEvent")


@_attrs_define
class ExtraTurnEvent:
    """The last seed fell into the movers store: `seat` moves again.

    Attributes:
        type_ (Literal['extra_turn']):
        seat (int):
    """

    type_: Literal["extra_turn"]
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["extra_turn"], d.pop("type"))
        if type_ != "extra_turn":
            raise ValueError(f"type must match const 'extra_turn', got '{type_}'")

        seat = d.pop("seat")

        extra_turn_event = cls(
            type_=type_,
            seat=seat,
        )

        extra_turn_event.additional_properties = d
        return extra_turn_event

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
