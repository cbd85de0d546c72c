from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ReplayStepHistoryChange")


@_attrs_define
class ReplayStepHistoryChange:
    """
    Attributes:
        kept (int): Keys of the previous history kept (all of them, or 0 when a capture or a new round cleared it).
        added (list[str]): Keys appended after the kept ones (one per ply without a capture).
    """

    kept: int
    added: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kept = self.kept

        added = self.added

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kept": kept,
                "added": added,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kept = d.pop("kept")

        added = cast(list[str], d.pop("added"))

        replay_step_history_change = cls(
            kept=kept,
            added=added,
        )

        replay_step_history_change.additional_properties = d
        return replay_step_history_change

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
