from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.readyz_response_200_engine_build import ReadyzResponse200EngineBuild

T = TypeVar("T", bound="ReadyzResponse200Engine")


@_attrs_define
class ReadyzResponse200Engine:
    """Which build of the rules engine's kernel answers: `compiled` (the mypyc build the container image ships),
    `interpreted` (the pure-Python source, where no compiler was available), `mixed` (a partial build; should not
    happen).

        Attributes:
            build (ReadyzResponse200EngineBuild):
    """

    build: ReadyzResponse200EngineBuild
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        build = self.build.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "build": build,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        build = ReadyzResponse200EngineBuild(d.pop("build"))

        readyz_response_200_engine = cls(
            build=build,
        )

        readyz_response_200_engine.additional_properties = d
        return readyz_response_200_engine

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
