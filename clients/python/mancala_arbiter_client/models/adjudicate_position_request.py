from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.adjudicate_position_request_reason import AdjudicatePositionRequestReason
from ..models.variant_id import VariantId
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.options import Options
    from ..models.position import Position


T = TypeVar("T", bound="AdjudicatePositionRequest")


@_attrs_define
class AdjudicatePositionRequest:
    """A position (with `options`, `rules_version`, `signature` as for a move) and why the game stopped there.

    Attributes:
        reason (AdjudicatePositionRequestReason):
        variant (VariantId): A variant id (see `GET /v1/variants`).
        position (Position): A whole game state, as this service returns it. Send it back unchanged (with its
            `signature`). Games in rounds add `round`, `round_starter`, `phase`; territory games
            `owners`; games with tuzdyks (togyz-kumalak, toguz-korgool) `tuzdyk` (per seat, the pit
            number of its tuzdyk in the opponent's row, or null); games with wegues (qelat; closed holes: nambayi, embeli)
            `wegue`
            (shaped like `pits`: the seat owning each pit as its wegue, or null); a refill round with pits out of play
            (option `match` of pallanguzhi, congkak, ohvalhu) `ruined`; bao-la-kiswahili `nyumba` and `takasia`
            (its `stores` hold the seeds still to be entered). Keys other than these are passed to the engine, which checks
            every invariant
            (shape, seed conservation, whose turn, status against the board).
        options (Options | Unset): House rules, by name (see the variant's `options`). Unknown names or bad values are
            refused with 422 `invalid-options`.
        rules_version (str | Unset): Pin the rules version; the variant's current `rules_version` or an earlier one it
            still implements (played as that version's rules, its differences shown in the canonical `options`;
            docs/records.md); anything else is refused (422 `unknown-rules-version`).
        signature (None | str | Unset): The `signature` the service returned with this position (required when the
            operator requires signed positions).
        sign (bool | Unset):  Default: True.
    """

    reason: AdjudicatePositionRequestReason
    variant: VariantId
    position: Position
    options: Options | Unset = UNSET
    rules_version: str | Unset = UNSET
    signature: None | str | Unset = UNSET
    sign: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        variant = self.variant.value

        position = self.position.to_dict()

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rules_version = self.rules_version

        signature: None | str | Unset
        if isinstance(self.signature, Unset):
            signature = UNSET
        else:
            signature = self.signature

        sign = self.sign

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "variant": variant,
                "position": position,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version
        if signature is not UNSET:
            field_dict["signature"] = signature
        if sign is not UNSET:
            field_dict["sign"] = sign

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.options import Options  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        reason = AdjudicatePositionRequestReason(d.pop("reason"))

        variant = VariantId(d.pop("variant"))

        position = Position.from_dict(d.pop("position"))

        _options = d.pop("options", UNSET)
        options: Options | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = Options.from_dict(_options)

        rules_version = d.pop("rules_version", UNSET)

        def _parse_signature(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        signature = _parse_signature(d.pop("signature", UNSET))

        sign = d.pop("sign", UNSET)

        adjudicate_position_request = cls(
            reason=reason,
            variant=variant,
            position=position,
            options=options,
            rules_version=rules_version,
            signature=signature,
            sign=sign,
        )

        return adjudicate_position_request
