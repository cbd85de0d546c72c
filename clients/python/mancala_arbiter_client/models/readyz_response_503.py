from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.readyz_response_503_cache import ReadyzResponse503Cache
    from ..models.readyz_response_503_engine import ReadyzResponse503Engine
    from ..models.readyz_response_503_verdict_keys import ReadyzResponse503VerdictKeys


T = TypeVar("T", bound="ReadyzResponse503")


@_attrs_define
class ReadyzResponse503:
    """
    Attributes:
        status (Literal['draining']):
        variants (int | Unset):
        engine (ReadyzResponse503Engine | Unset):
        cache (ReadyzResponse503Cache | Unset):
        verdict_keys (ReadyzResponse503VerdictKeys | Unset):
    """

    status: Literal["draining"]
    variants: int | Unset = UNSET
    engine: ReadyzResponse503Engine | Unset = UNSET
    cache: ReadyzResponse503Cache | Unset = UNSET
    verdict_keys: ReadyzResponse503VerdictKeys | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        variants = self.variants

        engine: dict[str, Any] | Unset = UNSET
        if not isinstance(self.engine, Unset):
            engine = self.engine.to_dict()

        cache: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cache, Unset):
            cache = self.cache.to_dict()

        verdict_keys: dict[str, Any] | Unset = UNSET
        if not isinstance(self.verdict_keys, Unset):
            verdict_keys = self.verdict_keys.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
            }
        )
        if variants is not UNSET:
            field_dict["variants"] = variants
        if engine is not UNSET:
            field_dict["engine"] = engine
        if cache is not UNSET:
            field_dict["cache"] = cache
        if verdict_keys is not UNSET:
            field_dict["verdict_keys"] = verdict_keys

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.readyz_response_503_cache import ReadyzResponse503Cache  # noqa: PLC0415
        from ..models.readyz_response_503_engine import ReadyzResponse503Engine  # noqa: PLC0415
        from ..models.readyz_response_503_verdict_keys import ReadyzResponse503VerdictKeys  # noqa: PLC0415

        d = dict(src_dict)
        status = cast(Literal["draining"], d.pop("status"))
        if status != "draining":
            raise ValueError(f"status must match const 'draining', got '{status}'")

        variants = d.pop("variants", UNSET)

        _engine = d.pop("engine", UNSET)
        engine: ReadyzResponse503Engine | Unset
        if isinstance(_engine, Unset):
            engine = UNSET
        else:
            engine = ReadyzResponse503Engine.from_dict(_engine)

        _cache = d.pop("cache", UNSET)
        cache: ReadyzResponse503Cache | Unset
        if isinstance(_cache, Unset):
            cache = UNSET
        else:
            cache = ReadyzResponse503Cache.from_dict(_cache)

        _verdict_keys = d.pop("verdict_keys", UNSET)
        verdict_keys: ReadyzResponse503VerdictKeys | Unset
        if isinstance(_verdict_keys, Unset):
            verdict_keys = UNSET
        else:
            verdict_keys = ReadyzResponse503VerdictKeys.from_dict(_verdict_keys)

        readyz_response_503 = cls(
            status=status,
            variants=variants,
            engine=engine,
            cache=cache,
            verdict_keys=verdict_keys,
        )

        readyz_response_503.additional_properties = d
        return readyz_response_503

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
