from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.direction import Direction
from ..types import UNSET, Unset

T = TypeVar("T", bound="RelayEvent")


@_attrs_define
class RelayEvent:
    """Relay sowing: the last seed fell into an occupied pit, whose `count` seeds are lifted and sown on.

    Attributes:
        type_ (Literal['relay']):
        seat (int):
        count (int):
        direction (Direction): Sowing direction (clockwise or counter-clockwise, seen from above the board).
        pit (int | Unset):
        store (bool | Unset):
    """

    type_: Literal["relay"]
    seat: int
    count: int
    direction: Direction
    pit: int | Unset = UNSET
    store: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        count = self.count

        direction = self.direction.value

        pit = self.pit

        store = self.store

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "count": count,
                "direction": direction,
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
        type_ = cast(Literal["relay"], d.pop("type"))
        if type_ != "relay":
            raise ValueError(f"type must match const 'relay', got '{type_}'")

        seat = d.pop("seat")

        count = d.pop("count")

        direction = Direction(d.pop("direction"))

        pit = d.pop("pit", UNSET)

        store = d.pop("store", UNSET)

        relay_event = cls(
            type_=type_,
            seat=seat,
            count=count,
            direction=direction,
            pit=pit,
            store=store,
        )

        relay_event.additional_properties = d
        return relay_event

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
