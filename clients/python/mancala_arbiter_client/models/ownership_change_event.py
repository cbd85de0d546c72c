from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="OwnershipChangeEvent")


@_attrs_define
class OwnershipChangeEvent:
    """Nam Nam: hollows changed owners; the new `owners`, shaped like `pits`.

    Attributes:
        type_ (Literal['ownership_change']):
        owners (list[list[int]]):
    """

    type_: Literal["ownership_change"]
    owners: list[list[int]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        owners = []
        for owners_item_data in self.owners:
            owners_item = owners_item_data

            owners.append(owners_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "owners": owners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["ownership_change"], d.pop("type"))
        if type_ != "ownership_change":
            raise ValueError(f"type must match const 'ownership_change', got '{type_}'")

        owners = []
        _owners = d.pop("owners")
        for owners_item_data in _owners:
            owners_item = cast(list[int], owners_item_data)

            owners.append(owners_item)

        ownership_change_event = cls(
            type_=type_,
            owners=owners,
        )

        ownership_change_event.additional_properties = d
        return ownership_change_event

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
