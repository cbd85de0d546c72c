from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ArrangedEvent")


@_attrs_define
class ArrangedEvent:
    """Giuthi: `seat` placed `seeds`; seat `mirrored_by` mirrors the arrangement. Omweso's opening: `seat` placed its own
    `seeds` (both rows, front row first), `mirrored_by` null.

        Attributes:
            type_ (Literal['arranged']):
            seat (int):
            seeds (list[int]):
            mirrored_by (int | None):
    """

    type_: Literal["arranged"]
    seat: int
    seeds: list[int]
    mirrored_by: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        seeds = self.seeds

        mirrored_by: int | None
        mirrored_by = self.mirrored_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "seeds": seeds,
                "mirrored_by": mirrored_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["arranged"], d.pop("type"))
        if type_ != "arranged":
            raise ValueError(f"type must match const 'arranged', got '{type_}'")

        seat = d.pop("seat")

        seeds = cast(list[int], d.pop("seeds"))

        def _parse_mirrored_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        mirrored_by = _parse_mirrored_by(d.pop("mirrored_by"))

        arranged_event = cls(
            type_=type_,
            seat=seat,
            seeds=seeds,
            mirrored_by=mirrored_by,
        )

        arranged_event.additional_properties = d
        return arranged_event

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
