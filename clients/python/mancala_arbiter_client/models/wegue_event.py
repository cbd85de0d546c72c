from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="WegueEvent")


@_attrs_define
class WegueEvent:
    """Qelat: seat `by` made pit `pit` of seat `seat` (the opponent's row, or with `wegue_pair` the pit opposite in its own
    row) its wegue, a hole marked for good: never sown from, its seeds the owner's at the end. Nambayi, Embeli
    (`wegue_sowing=closed`): seat `by` closed the hole, whose seeds are sown on at once (the `relay` that follows).

        Attributes:
            type_ (Literal['wegue']):
            by (int):
            seat (int):
            pit (int):
    """

    type_: Literal["wegue"]
    by: int
    seat: int
    pit: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        by = self.by

        seat = self.seat

        pit = self.pit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "by": by,
                "seat": seat,
                "pit": pit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["wegue"], d.pop("type"))
        if type_ != "wegue":
            raise ValueError(f"type must match const 'wegue', got '{type_}'")

        by = d.pop("by")

        seat = d.pop("seat")

        pit = d.pop("pit")

        wegue_event = cls(
            type_=type_,
            by=by,
            seat=seat,
            pit=pit,
        )

        wegue_event.additional_properties = d
        return wegue_event

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
