from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TurnTruncatedEvent")


@_attrs_define
class TurnTruncatedEvent:
    """A turn that would never end (`endless_turn`) or passed the lap limit (`lap_limit`) stops at this place.

    Attributes:
        type_ (Literal['turn_truncated']):
        reason (str):
        seat (int):
        pit (int | Unset):
        store (bool | Unset):
    """

    type_: Literal["turn_truncated"]
    reason: str
    seat: int
    pit: int | Unset = UNSET
    store: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        reason = self.reason

        seat = self.seat

        pit = self.pit

        store = self.store

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "reason": reason,
                "seat": seat,
            }
        )
        if pit is not UNSET:
            field_dict["pit"] = pit
        if store is not UNSET:
            field_dict["store"] = store

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["turn_truncated"], d.pop("type"))
        if type_ != "turn_truncated":
            raise ValueError(f"type must match const 'turn_truncated', got '{type_}'")

        reason = d.pop("reason")

        seat = d.pop("seat")

        pit = d.pop("pit", UNSET)

        store = d.pop("store", UNSET)

        turn_truncated_event = cls(
            type_=type_,
            reason=reason,
            seat=seat,
            pit=pit,
            store=store,
        )

        turn_truncated_event.additional_properties = d
        return turn_truncated_event

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
