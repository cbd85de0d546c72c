from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.verdict import Verdict
    from ..models.verdict_entry_error_type_0 import VerdictEntryErrorType0


T = TypeVar("T", bound="VerdictEntry")


@_attrs_define
class VerdictEntry:
    """
    Attributes:
        index (int):
        verdict (None | Verdict):
        jws (None | str): Compact JWS (EdDSA) over the verdict's canonical JSON.
        error (None | VerdictEntryErrorType0): Set when the record was not judged: `code` `limit-exceeded` (the batch's
            CPU time ran out; or, with `limit: replay_moves` and `allowed`, the record holds more than
            `ARBITER_MAX_REPLAY_MOVES` moves), or the refusal of its `Start` position as every other endpoint refuses it
            (`invalid-signature` where signed positions are required, `limit-exceeded` for its size), and `message`.
    """

    index: int
    verdict: None | Verdict
    jws: None | str
    error: None | VerdictEntryErrorType0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.verdict import Verdict  # noqa: PLC0415
        from ..models.verdict_entry_error_type_0 import VerdictEntryErrorType0  # noqa: PLC0415

        index = self.index

        verdict: dict[str, Any] | None
        if isinstance(self.verdict, Verdict):
            verdict = self.verdict.to_dict()
        else:
            verdict = self.verdict

        jws: None | str
        jws = self.jws

        error: dict[str, Any] | None
        if isinstance(self.error, VerdictEntryErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "verdict": verdict,
                "jws": jws,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.verdict import Verdict  # noqa: PLC0415
        from ..models.verdict_entry_error_type_0 import VerdictEntryErrorType0  # noqa: PLC0415

        d = dict(src_dict)
        index = d.pop("index")

        def _parse_verdict(data: object) -> None | Verdict:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                verdict_type_0 = Verdict.from_dict(data)

                return verdict_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Verdict, data)

        verdict = _parse_verdict(d.pop("verdict"))

        def _parse_jws(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        jws = _parse_jws(d.pop("jws"))

        def _parse_error(data: object) -> None | VerdictEntryErrorType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = VerdictEntryErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VerdictEntryErrorType0, data)

        error = _parse_error(d.pop("error"))

        verdict_entry = cls(
            index=index,
            verdict=verdict,
            jws=jws,
            error=error,
        )

        verdict_entry.additional_properties = d
        return verdict_entry

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
