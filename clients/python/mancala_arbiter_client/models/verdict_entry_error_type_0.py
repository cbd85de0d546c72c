from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="VerdictEntryErrorType0")


@_attrs_define
class VerdictEntryErrorType0:
    """Set when the record was not judged: `code` `limit-exceeded` (the batch's CPU time ran out; or, with `limit:
    replay_moves` and `allowed`, the record holds more than `ARBITER_MAX_REPLAY_MOVES` moves), or the refusal of its
    `Start` position as every other endpoint refuses it (`invalid-signature` where signed positions are required,
    `limit-exceeded` for its size), and `message`.

        Attributes:
            code (str | Unset):
            message (str | Unset):
            limit (str | Unset):
            allowed (int | Unset):
    """

    code: str | Unset = UNSET
    message: str | Unset = UNSET
    limit: str | Unset = UNSET
    allowed: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message

        limit = self.limit

        allowed = self.allowed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if code is not UNSET:
            field_dict["code"] = code
        if message is not UNSET:
            field_dict["message"] = message
        if limit is not UNSET:
            field_dict["limit"] = limit
        if allowed is not UNSET:
            field_dict["allowed"] = allowed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code", UNSET)

        message = d.pop("message", UNSET)

        limit = d.pop("limit", UNSET)

        allowed = d.pop("allowed", UNSET)

        verdict_entry_error_type_0 = cls(
            code=code,
            message=message,
            limit=limit,
            allowed=allowed,
        )

        verdict_entry_error_type_0.additional_properties = d
        return verdict_entry_error_type_0

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
