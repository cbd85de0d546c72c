from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AnalysisResponseSettings")


@_attrs_define
class AnalysisResponseSettings:
    """
    Attributes:
        level (int | None | Unset):
        nodes (int | None | Unset):
        ms (int | Unset):
        multipv (int | Unset):
        seed (int | Unset):
    """

    level: int | None | Unset = UNSET
    nodes: int | None | Unset = UNSET
    ms: int | Unset = UNSET
    multipv: int | Unset = UNSET
    seed: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        level: int | None | Unset
        if isinstance(self.level, Unset):
            level = UNSET
        else:
            level = self.level

        nodes: int | None | Unset
        if isinstance(self.nodes, Unset):
            nodes = UNSET
        else:
            nodes = self.nodes

        ms = self.ms

        multipv = self.multipv

        seed = self.seed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if level is not UNSET:
            field_dict["level"] = level
        if nodes is not UNSET:
            field_dict["nodes"] = nodes
        if ms is not UNSET:
            field_dict["ms"] = ms
        if multipv is not UNSET:
            field_dict["multipv"] = multipv
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_level(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        level = _parse_level(d.pop("level", UNSET))

        def _parse_nodes(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        nodes = _parse_nodes(d.pop("nodes", UNSET))

        ms = d.pop("ms", UNSET)

        multipv = d.pop("multipv", UNSET)

        seed = d.pop("seed", UNSET)

        analysis_response_settings = cls(
            level=level,
            nodes=nodes,
            ms=ms,
            multipv=multipv,
            seed=seed,
        )

        analysis_response_settings.additional_properties = d
        return analysis_response_settings

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
