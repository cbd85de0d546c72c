from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.legal_moves_response_choices_item_directions_item import LegalMovesResponseChoicesItemDirectionsItem
from ..models.legal_moves_response_choices_item_needs_item import LegalMovesResponseChoicesItemNeedsItem

T = TypeVar("T", bound="LegalMovesResponseChoicesItem")


@_attrs_define
class LegalMovesResponseChoicesItem:
    """
    Attributes:
        pit (int):
        directions (list[LegalMovesResponseChoicesItemDirectionsItem]):
        needs (list[LegalMovesResponseChoicesItemNeedsItem]):
    """

    pit: int
    directions: list[LegalMovesResponseChoicesItemDirectionsItem]
    needs: list[LegalMovesResponseChoicesItemNeedsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pit = self.pit

        directions = []
        for directions_item_data in self.directions:
            directions_item = directions_item_data.value
            directions.append(directions_item)

        needs = []
        for needs_item_data in self.needs:
            needs_item = needs_item_data.value
            needs.append(needs_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pit": pit,
                "directions": directions,
                "needs": needs,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pit = d.pop("pit")

        directions = []
        _directions = d.pop("directions")
        for directions_item_data in _directions:
            directions_item = LegalMovesResponseChoicesItemDirectionsItem(directions_item_data)

            directions.append(directions_item)

        needs = []
        _needs = d.pop("needs")
        for needs_item_data in _needs:
            needs_item = LegalMovesResponseChoicesItemNeedsItem(needs_item_data)

            needs.append(needs_item)

        legal_moves_response_choices_item = cls(
            pit=pit,
            directions=directions,
            needs=needs,
        )

        legal_moves_response_choices_item.additional_properties = d
        return legal_moves_response_choices_item

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
