from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AnalysisBudget")


@_attrs_define
class AnalysisBudget:
    """An explicit search budget; the server's caps still apply.

    Attributes:
        nodes (int | Unset): Most nodes (moves played) to search; over ARBITER_ANALYSIS_MAX_NODES: 422.
        ms (int | Unset): CPU milliseconds; over ARBITER_ANALYSIS_MAX_CPU_SECONDS: 422.
    """

    nodes: int | Unset = UNSET
    ms: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        nodes = self.nodes

        ms = self.ms

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if nodes is not UNSET:
            field_dict["nodes"] = nodes
        if ms is not UNSET:
            field_dict["ms"] = ms

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        nodes = d.pop("nodes", UNSET)

        ms = d.pop("ms", UNSET)

        analysis_budget = cls(
            nodes=nodes,
            ms=ms,
        )

        return analysis_budget
