from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.readyz_response_200_cache_backend import ReadyzResponse200CacheBackend
from ..models.readyz_response_200_cache_state import ReadyzResponse200CacheState
from ..types import UNSET, Unset

T = TypeVar("T", bound="ReadyzResponse200Cache")


@_attrs_define
class ReadyzResponse200Cache:
    """
    Attributes:
        backend (ReadyzResponse200CacheBackend):
        state (ReadyzResponse200CacheState):
        entries (int | Unset):
    """

    backend: ReadyzResponse200CacheBackend
    state: ReadyzResponse200CacheState
    entries: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        backend = self.backend.value

        state = self.state.value

        entries = self.entries

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "backend": backend,
                "state": state,
            }
        )
        if entries is not UNSET:
            field_dict["entries"] = entries

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        backend = ReadyzResponse200CacheBackend(d.pop("backend"))

        state = ReadyzResponse200CacheState(d.pop("state"))

        entries = d.pop("entries", UNSET)

        readyz_response_200_cache = cls(
            backend=backend,
            state=state,
            entries=entries,
        )

        readyz_response_200_cache.additional_properties = d
        return readyz_response_200_cache

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
