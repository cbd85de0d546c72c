from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.variant_id import VariantId
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.options import Options


T = TypeVar("T", bound="NewGameRequest")


@_attrs_define
class NewGameRequest:
    """
    Attributes:
        variant (VariantId): A variant id (see `GET /v1/variants`).
        options (Options | Unset): House rules, by name (see the variant's `options`). Unknown names or bad values are
            refused with 422 `invalid-options`.
        rules_version (str | Unset): Pin the rules version; the variant's current `rules_version` or an earlier one it
            still implements (played as that version's rules, its differences shown in the canonical `options`;
            docs/records.md); anything else is refused (422 `unknown-rules-version`).
        seats (int | Unset): Number of players, where the variant allows a choice (shorthand for options.seats).
        first_player (int | Unset): The seat that moves first (default 0).
        game_id (str | Unset): Bind the game's positions together: the answer carries link 0 of a signed hash chain
            (`chain`; see docs/tournaments.md).
    """

    variant: VariantId
    options: Options | Unset = UNSET
    rules_version: str | Unset = UNSET
    seats: int | Unset = UNSET
    first_player: int | Unset = UNSET
    game_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        variant = self.variant.value

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rules_version = self.rules_version

        seats = self.seats

        first_player = self.first_player

        game_id = self.game_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variant": variant,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version
        if seats is not UNSET:
            field_dict["seats"] = seats
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if game_id is not UNSET:
            field_dict["game_id"] = game_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.options import Options  # noqa: PLC0415

        d = dict(src_dict)
        variant = VariantId(d.pop("variant"))

        _options = d.pop("options", UNSET)
        options: Options | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = Options.from_dict(_options)

        rules_version = d.pop("rules_version", UNSET)

        seats = d.pop("seats", UNSET)

        first_player = d.pop("first_player", UNSET)

        game_id = d.pop("game_id", UNSET)

        new_game_request = cls(
            variant=variant,
            options=options,
            rules_version=rules_version,
            seats=seats,
            first_player=first_player,
            game_id=game_id,
        )

        return new_game_request
