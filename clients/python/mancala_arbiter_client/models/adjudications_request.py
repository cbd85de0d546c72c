from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AdjudicationsRequest")


@_attrs_define
class AdjudicationsRequest:
    """
    Attributes:
        records (list[str]): Game records (text), one game each. See `docs/records.md`.
        sign (bool | Unset): Sign every verdict (a compact JWS each). Default: True.
    """

    records: list[str]
    sign: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        records = self.records

        sign = self.sign

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "records": records,
            }
        )
        if sign is not UNSET:
            field_dict["sign"] = sign

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        records = cast(list[str], d.pop("records"))

        sign = d.pop("sign", UNSET)

        adjudications_request = cls(
            records=records,
            sign=sign,
        )

        return adjudications_request
