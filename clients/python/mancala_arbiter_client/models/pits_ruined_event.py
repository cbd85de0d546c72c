from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PitsRuinedEvent")


@_attrs_define
class PitsRuinedEvent:
    """Refill rounds (D-24): round `round` begins; each player refilled their pits from their store; `ruined` lists, per
    seat, the pit numbers out of play this round (empty when all were filled), `stores` what the stores keep.

        Attributes:
            type_ (Literal['pits_ruined']):
            round_ (int):
            ruined (list[list[int]]):
            stores (list[int]):
    """

    type_: Literal["pits_ruined"]
    round_: int
    ruined: list[list[int]]
    stores: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        round_ = self.round_

        ruined = []
        for ruined_item_data in self.ruined:
            ruined_item = ruined_item_data

            ruined.append(ruined_item)

        stores = self.stores

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "round": round_,
                "ruined": ruined,
                "stores": stores,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["pits_ruined"], d.pop("type"))
        if type_ != "pits_ruined":
            raise ValueError(f"type must match const 'pits_ruined', got '{type_}'")

        round_ = d.pop("round")

        ruined = []
        _ruined = d.pop("ruined")
        for ruined_item_data in _ruined:
            ruined_item = cast(list[int], ruined_item_data)

            ruined.append(ruined_item)

        stores = cast(list[int], d.pop("stores"))

        pits_ruined_event = cls(
            type_=type_,
            round_=round_,
            ruined=ruined,
            stores=stores,
        )

        pits_ruined_event.additional_properties = d
        return pits_ruined_event

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
