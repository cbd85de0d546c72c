from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="EndAgreedEvent")


@_attrs_define
class EndAgreedEvent:
    """Every active seat (`seats`) agreed to end the game; a `game_end` with reason `agreement` follows.

    Attributes:
        type_ (Literal['end_agreed']):
        seats (list[int]):
    """

    type_: Literal["end_agreed"]
    seats: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seats = self.seats

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["end_agreed"], d.pop("type"))
        if type_ != "end_agreed":
            raise ValueError(f"type must match const 'end_agreed', got '{type_}'")

        seats = cast(list[int], d.pop("seats"))

        end_agreed_event = cls(
            type_=type_,
            seats=seats,
        )

        end_agreed_event.additional_properties = d
        return end_agreed_event

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
