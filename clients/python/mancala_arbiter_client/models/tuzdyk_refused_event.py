from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tuzdyk_refused_event_reason import TuzdykRefusedEventReason

T = TypeVar("T", bound="TuzdykRefusedEvent")


@_attrs_define
class TuzdykRefusedEvent:
    """The last stone made a tuzdyk count but the rules refuse the tuzdyk: `already_has` (one per player), `last_pit`
    (never the opponent's last pit), `same_number` (never the number of the opponent's tuzdyk).

        Attributes:
            type_ (Literal['tuzdyk_refused']):
            by (int):
            reason (TuzdykRefusedEventReason):
            seat (int):
            pit (int):
    """

    type_: Literal["tuzdyk_refused"]
    by: int
    reason: TuzdykRefusedEventReason
    seat: int
    pit: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        by = self.by

        reason = self.reason.value

        seat = self.seat

        pit = self.pit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "by": by,
                "reason": reason,
                "seat": seat,
                "pit": pit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["tuzdyk_refused"], d.pop("type"))
        if type_ != "tuzdyk_refused":
            raise ValueError(f"type must match const 'tuzdyk_refused', got '{type_}'")

        by = d.pop("by")

        reason = TuzdykRefusedEventReason(d.pop("reason"))

        seat = d.pop("seat")

        pit = d.pop("pit")

        tuzdyk_refused_event = cls(
            type_=type_,
            by=by,
            reason=reason,
            seat=seat,
            pit=pit,
        )

        tuzdyk_refused_event.additional_properties = d
        return tuzdyk_refused_event

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
