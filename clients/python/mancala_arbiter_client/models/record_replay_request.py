from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RecordReplayRequest")


@_attrs_define
class RecordReplayRequest:
    """A replay of a game record (text) instead of a move list; the answer is the same.

    Attributes:
        record (str): A game record (docs/records.md); bounded by the body limit.
        include_steps (bool | Unset):  Default: False.
        include_record (bool | Unset):  Default: False.
    """

    record: str
    include_steps: bool | Unset = False
    include_record: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        record = self.record

        include_steps = self.include_steps

        include_record = self.include_record

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "record": record,
            }
        )
        if include_steps is not UNSET:
            field_dict["include_steps"] = include_steps
        if include_record is not UNSET:
            field_dict["include_record"] = include_record

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        record = d.pop("record")

        include_steps = d.pop("include_steps", UNSET)

        include_record = d.pop("include_record", UNSET)

        record_replay_request = cls(
            record=record,
            include_steps=include_steps,
            include_record=include_record,
        )

        return record_replay_request
