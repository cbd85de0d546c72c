from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="JWKSetKeysItem")


@_attrs_define
class JWKSetKeysItem:
    """
    Attributes:
        kty (str):
        crv (str):
        x (str):
        kid (str):
        use (str | Unset):
        alg (str | Unset):
        retired_at (int | Unset):
    """

    kty: str
    crv: str
    x: str
    kid: str
    use: str | Unset = UNSET
    alg: str | Unset = UNSET
    retired_at: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kty = self.kty

        crv = self.crv

        x = self.x

        kid = self.kid

        use = self.use

        alg = self.alg

        retired_at = self.retired_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kty": kty,
                "crv": crv,
                "x": x,
                "kid": kid,
            }
        )
        if use is not UNSET:
            field_dict["use"] = use
        if alg is not UNSET:
            field_dict["alg"] = alg
        if retired_at is not UNSET:
            field_dict["retired_at"] = retired_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kty = d.pop("kty")

        crv = d.pop("crv")

        x = d.pop("x")

        kid = d.pop("kid")

        use = d.pop("use", UNSET)

        alg = d.pop("alg", UNSET)

        retired_at = d.pop("retired_at", UNSET)

        jwk_set_keys_item = cls(
            kty=kty,
            crv=crv,
            x=x,
            kid=kid,
            use=use,
            alg=alg,
            retired_at=retired_at,
        )

        jwk_set_keys_item.additional_properties = d
        return jwk_set_keys_item

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
