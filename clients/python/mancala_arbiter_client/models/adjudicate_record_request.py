from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.adjudicate_record_request_reason import AdjudicateRecordRequestReason
from ..types import UNSET, Unset

T = TypeVar("T", bound="AdjudicateRecordRequest")


@_attrs_define
class AdjudicateRecordRequest:
    """A game record (its moves are played first) and why it stopped.

    Attributes:
        reason (AdjudicateRecordRequestReason):
        record (str): A game record (docs/records.md); bounded by the body limit.
        sign (bool | Unset):  Default: True.
    """

    reason: AdjudicateRecordRequestReason
    record: str
    sign: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        record = self.record

        sign = self.sign

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "record": record,
            }
        )
        if sign is not UNSET:
            field_dict["sign"] = sign

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = AdjudicateRecordRequestReason(d.pop("reason"))

        record = d.pop("record")

        sign = d.pop("sign", UNSET)

        adjudicate_record_request = cls(
            reason=reason,
            record=record,
            sign=sign,
        )

        return adjudicate_record_request
