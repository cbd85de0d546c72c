from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PickupEvent")


@_attrs_define
class PickupEvent:
    """The mover lifts `count` seeds from a pit.

    Attributes:
        type_ (Literal['pickup']):
        seat (int):
        count (int):
        pit (int | Unset):
        store (bool | Unset):
    """

    type_: Literal["pickup"]
    seat: int
    count: int
    pit: int | Unset = UNSET
    store: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        count = self.count

        pit = self.pit

        store = self.store

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "count": count,
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
        type_ = cast(Literal["pickup"], d.pop("type"))
        if type_ != "pickup":
            raise ValueError(f"type must match const 'pickup', got '{type_}'")

        seat = d.pop("seat")

        count = d.pop("count")

        pit = d.pop("pit", UNSET)

        store = d.pop("store", UNSET)

        pickup_event = cls(
            type_=type_,
            seat=seat,
            count=count,
            pit=pit,
            store=store,
        )

        pickup_event.additional_properties = d
        return pickup_event

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
