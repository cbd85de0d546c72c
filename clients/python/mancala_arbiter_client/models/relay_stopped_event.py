from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RelayStoppedEvent")


@_attrs_define
class RelayStoppedEvent:
    """Option `stop_holes`: the mover stopped (move `stop`) in the stop hole where the relay lap ended, its `count` seeds
    left there; the turn passes.

        Attributes:
            type_ (Literal['relay_stopped']):
            seat (int):
            pit (int):
            count (int):
    """

    type_: Literal["relay_stopped"]
    seat: int
    pit: int
    count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        pit = self.pit

        count = self.count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "pit": pit,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["relay_stopped"], d.pop("type"))
        if type_ != "relay_stopped":
            raise ValueError(f"type must match const 'relay_stopped', got '{type_}'")

        seat = d.pop("seat")

        pit = d.pop("pit")

        count = d.pop("count")

        relay_stopped_event = cls(
            type_=type_,
            seat=seat,
            pit=pit,
            count=count,
        )

        relay_stopped_event.additional_properties = d
        return relay_stopped_event

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
