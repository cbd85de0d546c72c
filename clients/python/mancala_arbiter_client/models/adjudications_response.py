from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.adjudications_response_counts import AdjudicationsResponseCounts
    from ..models.verdict_entry import VerdictEntry


T = TypeVar("T", bound="AdjudicationsResponse")


@_attrs_define
class AdjudicationsResponse:
    """
    Attributes:
        complete (bool):
        count (int):
        counts (AdjudicationsResponseCounts):
        kid (str):
        jwks_uri (str):
        verdicts (list[VerdictEntry]):
    """

    complete: bool
    count: int
    counts: AdjudicationsResponseCounts
    kid: str
    jwks_uri: str
    verdicts: list[VerdictEntry]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        complete = self.complete

        count = self.count

        counts = self.counts.to_dict()

        kid = self.kid

        jwks_uri = self.jwks_uri

        verdicts = []
        for verdicts_item_data in self.verdicts:
            verdicts_item = verdicts_item_data.to_dict()
            verdicts.append(verdicts_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "complete": complete,
                "count": count,
                "counts": counts,
                "kid": kid,
                "jwks_uri": jwks_uri,
                "verdicts": verdicts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.adjudications_response_counts import AdjudicationsResponseCounts  # noqa: PLC0415
        from ..models.verdict_entry import VerdictEntry  # noqa: PLC0415

        d = dict(src_dict)
        complete = d.pop("complete")

        count = d.pop("count")

        counts = AdjudicationsResponseCounts.from_dict(d.pop("counts"))

        kid = d.pop("kid")

        jwks_uri = d.pop("jwks_uri")

        verdicts = []
        _verdicts = d.pop("verdicts")
        for verdicts_item_data in _verdicts:
            verdicts_item = VerdictEntry.from_dict(verdicts_item_data)

            verdicts.append(verdicts_item)

        adjudications_response = cls(
            complete=complete,
            count=count,
            counts=counts,
            kid=kid,
            jwks_uri=jwks_uri,
            verdicts=verdicts,
        )

        adjudications_response.additional_properties = d
        return adjudications_response

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
