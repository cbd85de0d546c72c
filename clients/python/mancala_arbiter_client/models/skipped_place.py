from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SkippedPlace")


@_attrs_define
class SkippedPlace:
    """A place the sowing passed over, and why (`origin`: the pit the seeds were lifted from, which the rules skip on a
    full lap; `closed`: a closed hole (`wegue_sowing=closed`: Nambayi, Embeli), whose seed went to the closer's store,
    out of play, listed on the `path`, or which its row's own player passed by).

        Attributes:
            seat (int):
            reason (str):
            pit (int | Unset):
            store (bool | Unset):
    """

    seat: int
    reason: str
    pit: int | Unset = UNSET
    store: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        reason = self.reason

        pit = self.pit

        store = self.store

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "reason": reason,
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
        seat = d.pop("seat")

        reason = d.pop("reason")

        pit = d.pop("pit", UNSET)

        store = d.pop("store", UNSET)

        skipped_place = cls(
            seat=seat,
            reason=reason,
            pit=pit,
            store=store,
        )

        skipped_place.additional_properties = d
        return skipped_place

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
