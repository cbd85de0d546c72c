from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ChainLink")


@_attrs_define
class ChainLink:
    """One link of a game's hash chain (present when the game has a `game_id`): `hash` =
    SHA-256 over `prev`, the move and the new `position_hash` (link 0: over the game id, variant,
    rules version, options and start). `jws` signs the other members with the verdict keys
    (`/.well-known/jwks.json`): links whose `prev` values match prove one unbroken game; two
    valid links with the same `game_id` and `ply` but different `hash` prove a fork.

        Attributes:
            game_id (str):
            ply (int):
            prev (None | str):
            hash_ (str):
            position_hash (str):
            variant (str):
            rules_version (str):
            jws (str):
    """

    game_id: str
    ply: int
    prev: None | str
    hash_: str
    position_hash: str
    variant: str
    rules_version: str
    jws: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        ply = self.ply

        prev: None | str
        prev = self.prev

        hash_ = self.hash_

        position_hash = self.position_hash

        variant = self.variant

        rules_version = self.rules_version

        jws = self.jws

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "ply": ply,
                "prev": prev,
                "hash": hash_,
                "position_hash": position_hash,
                "variant": variant,
                "rules_version": rules_version,
                "jws": jws,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        ply = d.pop("ply")

        def _parse_prev(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        prev = _parse_prev(d.pop("prev"))

        hash_ = d.pop("hash")

        position_hash = d.pop("position_hash")

        variant = d.pop("variant")

        rules_version = d.pop("rules_version")

        jws = d.pop("jws")

        chain_link = cls(
            game_id=game_id,
            ply=ply,
            prev=prev,
            hash_=hash_,
            position_hash=position_hash,
            variant=variant,
            rules_version=rules_version,
            jws=jws,
        )

        chain_link.additional_properties = d
        return chain_link

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
