from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.direction import Direction

T = TypeVar("T", bound="DirectionReversedEvent")


@_attrs_define
class DirectionReversedEvent:
    """Giuthi: the sowing turns round; the new `direction`.

    Attributes:
        type_ (Literal['direction_reversed']):
        direction (Direction): Sowing direction (clockwise or counter-clockwise, seen from above the board).
    """

    type_: Literal["direction_reversed"]
    direction: Direction
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        direction = self.direction.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "direction": direction,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["direction_reversed"], d.pop("type"))
        if type_ != "direction_reversed":
            raise ValueError(f"type must match const 'direction_reversed', got '{type_}'")

        direction = Direction(d.pop("direction"))

        direction_reversed_event = cls(
            type_=type_,
            direction=direction,
        )

        direction_reversed_event.additional_properties = d
        return direction_reversed_event

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
