from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.variant_summary_region import VariantSummaryRegion
from ..types import UNSET, Unset

T = TypeVar("T", bound="VariantSummary")


@_attrs_define
class VariantSummary:
    """
    Attributes:
        id (str):
        name (str):
        summary (str):
        seats (list[int]):
        region (VariantSummaryRegion): Where the game is played (`Modern` for the commercial and leaflet games of the
            catalogue).
        rules_version (str):
        href (str):
        player_name (str | Unset): The game's name for players: the same as `name` (kept for the clients that read it).
    """

    id: str
    name: str
    summary: str
    seats: list[int]
    region: VariantSummaryRegion
    rules_version: str
    href: str
    player_name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        summary = self.summary

        seats = self.seats

        region = self.region.value

        rules_version = self.rules_version

        href = self.href

        player_name = self.player_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "summary": summary,
                "seats": seats,
                "region": region,
                "rules_version": rules_version,
                "href": href,
            }
        )
        if player_name is not UNSET:
            field_dict["player_name"] = player_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        summary = d.pop("summary")

        seats = cast(list[int], d.pop("seats"))

        region = VariantSummaryRegion(d.pop("region"))

        rules_version = d.pop("rules_version")

        href = d.pop("href")

        player_name = d.pop("player_name", UNSET)

        variant_summary = cls(
            id=id,
            name=name,
            summary=summary,
            seats=seats,
            region=region,
            rules_version=rules_version,
            href=href,
            player_name=player_name,
        )

        variant_summary.additional_properties = d
        return variant_summary

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
