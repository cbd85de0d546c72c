from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.adjudicate_response_exact_value import AdjudicateResponseExactValue
    from ..models.verdict import Verdict


T = TypeVar("T", bound="AdjudicateResponse")


@_attrs_define
class AdjudicateResponse:
    """
    Attributes:
        reason (str):
        verdict (Verdict): What the rules say about one game. `status`: `valid` (over, or ended for a stated reason, and
            the Result tag agrees), `unfinished` (legal so far, Result `*`), `disputed` (legal, but the
            Result tag contradicts the rules: see `disagreement`), `illegal` (see `illegal`),
            `malformed` (see `error`: line, column, token, reason). At most 64 KiB, signed token included
            (`error` lists at most 20 violations, with `violations_total` when it lists fewer). It is also
            a JWT claims set: `iss`, `iat`, `sub`, `jti` are the registered claims (RFC 7519). Every
            member but `iat` is the same, byte for byte, each time the same record is judged under the
            same rules versions, position keys and `ARBITER_VERDICT_ISSUER`; `iat` is the time of issue.
        jws (None | str):
        exact_value (AdjudicateResponseExactValue | Unset): Best play from the stopped position, proved by the exact
            solver (`method: exact`) or read from an endgame database (`method: database`: Kalah and Oware with few seeds
            left, docs/analysis.md); not part of the signed verdict.
    """

    reason: str
    verdict: Verdict
    jws: None | str
    exact_value: AdjudicateResponseExactValue | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        verdict = self.verdict.to_dict()

        jws: None | str
        jws = self.jws

        exact_value: dict[str, Any] | Unset = UNSET
        if not isinstance(self.exact_value, Unset):
            exact_value = self.exact_value.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reason": reason,
                "verdict": verdict,
                "jws": jws,
            }
        )
        if exact_value is not UNSET:
            field_dict["exact_value"] = exact_value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.adjudicate_response_exact_value import AdjudicateResponseExactValue  # noqa: PLC0415
        from ..models.verdict import Verdict  # noqa: PLC0415

        d = dict(src_dict)
        reason = d.pop("reason")

        verdict = Verdict.from_dict(d.pop("verdict"))

        def _parse_jws(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        jws = _parse_jws(d.pop("jws"))

        _exact_value = d.pop("exact_value", UNSET)
        exact_value: AdjudicateResponseExactValue | Unset
        if isinstance(_exact_value, Unset):
            exact_value = UNSET
        else:
            exact_value = AdjudicateResponseExactValue.from_dict(_exact_value)

        adjudicate_response = cls(
            reason=reason,
            verdict=verdict,
            jws=jws,
            exact_value=exact_value,
        )

        adjudicate_response.additional_properties = d
        return adjudicate_response

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
