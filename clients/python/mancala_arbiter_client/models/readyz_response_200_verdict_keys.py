from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.readyz_response_200_verdict_keys_generated_for import ReadyzResponse200VerdictKeysGeneratedFor
from ..models.readyz_response_200_verdict_keys_source import ReadyzResponse200VerdictKeysSource
from ..types import UNSET, Unset

T = TypeVar("T", bound="ReadyzResponse200VerdictKeys")


@_attrs_define
class ReadyzResponse200VerdictKeys:
    """The verdict signing key: `configured` (`ARBITER_VERDICT_KEYS`) or `generated` (one per server, shared by its
    workers; `generated_for: process` outside gunicorn). Each readiness check announces the signing `kid` in Redis;
    `other_keys_seen` counts the other signing keys announced there in the last minute (`null` without Redis or while it
    is bypassed). With a generated key and others seen, replicas sign with different keys and `warning` says so.

        Attributes:
            source (ReadyzResponse200VerdictKeysSource):
            kid (str):
            other_keys_seen (int | None):
            generated_for (ReadyzResponse200VerdictKeysGeneratedFor | Unset):
            warning (str | Unset):
    """

    source: ReadyzResponse200VerdictKeysSource
    kid: str
    other_keys_seen: int | None
    generated_for: ReadyzResponse200VerdictKeysGeneratedFor | Unset = UNSET
    warning: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        source = self.source.value

        kid = self.kid

        other_keys_seen: int | None
        other_keys_seen = self.other_keys_seen

        generated_for: str | Unset = UNSET
        if not isinstance(self.generated_for, Unset):
            generated_for = self.generated_for.value

        warning = self.warning

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "source": source,
                "kid": kid,
                "other_keys_seen": other_keys_seen,
            }
        )
        if generated_for is not UNSET:
            field_dict["generated_for"] = generated_for
        if warning is not UNSET:
            field_dict["warning"] = warning

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = ReadyzResponse200VerdictKeysSource(d.pop("source"))

        kid = d.pop("kid")

        def _parse_other_keys_seen(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        other_keys_seen = _parse_other_keys_seen(d.pop("other_keys_seen"))

        _generated_for = d.pop("generated_for", UNSET)
        generated_for: ReadyzResponse200VerdictKeysGeneratedFor | Unset
        if isinstance(_generated_for, Unset):
            generated_for = UNSET
        else:
            generated_for = ReadyzResponse200VerdictKeysGeneratedFor(_generated_for)

        warning = d.pop("warning", UNSET)

        readyz_response_200_verdict_keys = cls(
            source=source,
            kid=kid,
            other_keys_seen=other_keys_seen,
            generated_for=generated_for,
            warning=warning,
        )

        readyz_response_200_verdict_keys.additional_properties = d
        return readyz_response_200_verdict_keys

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
