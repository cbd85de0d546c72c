from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.readyz_response_200_cache import ReadyzResponse200Cache
    from ..models.readyz_response_200_engine import ReadyzResponse200Engine
    from ..models.readyz_response_200_verdict_keys import ReadyzResponse200VerdictKeys


T = TypeVar("T", bound="ReadyzResponse200")


@_attrs_define
class ReadyzResponse200:
    """
    Attributes:
        status (Literal['ready']):
        variants (int):
        engine (ReadyzResponse200Engine): Which build of the rules engine's kernel answers: `compiled` (the mypyc build
            the container image ships), `interpreted` (the pure-Python source, where no compiler was available), `mixed` (a
            partial build; should not happen).
        cache (ReadyzResponse200Cache):
        verdict_keys (ReadyzResponse200VerdictKeys): The verdict signing key: `configured` (`ARBITER_VERDICT_KEYS`) or
            `generated` (one per server, shared by its workers; `generated_for: process` outside gunicorn). Each readiness
            check announces the signing `kid` in Redis; `other_keys_seen` counts the other signing keys announced there in
            the last minute (`null` without Redis or while it is bypassed). With a generated key and others seen, replicas
            sign with different keys and `warning` says so.
    """

    status: Literal["ready"]
    variants: int
    engine: ReadyzResponse200Engine
    cache: ReadyzResponse200Cache
    verdict_keys: ReadyzResponse200VerdictKeys
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        variants = self.variants

        engine = self.engine.to_dict()

        cache = self.cache.to_dict()

        verdict_keys = self.verdict_keys.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "variants": variants,
                "engine": engine,
                "cache": cache,
                "verdict_keys": verdict_keys,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.readyz_response_200_cache import ReadyzResponse200Cache  # noqa: PLC0415
        from ..models.readyz_response_200_engine import ReadyzResponse200Engine  # noqa: PLC0415
        from ..models.readyz_response_200_verdict_keys import ReadyzResponse200VerdictKeys  # noqa: PLC0415

        d = dict(src_dict)
        status = cast(Literal["ready"], d.pop("status"))
        if status != "ready":
            raise ValueError(f"status must match const 'ready', got '{status}'")

        variants = d.pop("variants")

        engine = ReadyzResponse200Engine.from_dict(d.pop("engine"))

        cache = ReadyzResponse200Cache.from_dict(d.pop("cache"))

        verdict_keys = ReadyzResponse200VerdictKeys.from_dict(d.pop("verdict_keys"))

        readyz_response_200 = cls(
            status=status,
            variants=variants,
            engine=engine,
            cache=cache,
            verdict_keys=verdict_keys,
        )

        readyz_response_200.additional_properties = d
        return readyz_response_200

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
