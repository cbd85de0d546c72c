from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.adjudicate_request_reason import AdjudicateRequestReason
from ..models.variant_id import VariantId
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.options import Options
    from ..models.position import Position


T = TypeVar("T", bound="AdjudicateRequest")


@_attrs_define
class AdjudicateRequest:
    """Either `record`, or `variant` and `position` (with `options`, `rules_version`, `signature` as for a move).

    Attributes:
        reason (AdjudicateRequestReason):
        record (str | Unset):
        variant (VariantId | Unset): A variant id (see `GET /v1/variants`).
        options (Options | Unset): House rules, by name (see the variant's `options`). Unknown names or bad values are
            refused with 422 `invalid-options`.
        rules_version (str | Unset): Pin the rules version; anything but the variant's current `rules_version` is
            refused (422 `unknown-rules-version`).
        position (Position | Unset): A whole game state, as this service returns it. Send it back unchanged (with its
            `signature`). Keys other than these are passed to the engine, which checks every invariant
            (shape, seed conservation, whose turn, status against the board).
        signature (None | str | Unset): The `signature` the service returned with this position (required when the
            operator requires signed positions).
        sign (bool | Unset):  Default: True.
    """

    reason: AdjudicateRequestReason
    record: str | Unset = UNSET
    variant: VariantId | Unset = UNSET
    options: Options | Unset = UNSET
    rules_version: str | Unset = UNSET
    position: Position | Unset = UNSET
    signature: None | str | Unset = UNSET
    sign: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        record = self.record

        variant: str | Unset = UNSET
        if not isinstance(self.variant, Unset):
            variant = self.variant.value

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rules_version = self.rules_version

        position: dict[str, Any] | Unset = UNSET
        if not isinstance(self.position, Unset):
            position = self.position.to_dict()

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
            }
        )
        if record is not UNSET:
            field_dict["record"] = record
        if variant is not UNSET:
            field_dict["variant"] = variant
        if options is not UNSET:
            field_dict["options"] = options
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version
        if position is not UNSET:
            field_dict["position"] = position
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
        reason = AdjudicateRequestReason(d.pop("reason"))

        record = d.pop("record", UNSET)

        _variant = d.pop("variant", UNSET)
        variant: VariantId | Unset
        if isinstance(_variant, Unset):
            variant = UNSET
        else:
            variant = VariantId(_variant)

        _options = d.pop("options", UNSET)
        options: Options | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = Options.from_dict(_options)

        rules_version = d.pop("rules_version", UNSET)

        _position = d.pop("position", UNSET)
        position: Position | Unset
        if isinstance(_position, Unset):
            position = UNSET
        else:
            position = Position.from_dict(_position)

        def _parse_signature(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        signature = _parse_signature(d.pop("signature", UNSET))

        sign = d.pop("sign", UNSET)

        adjudicate_request = cls(
            reason=reason,
            record=record,
            variant=variant,
            options=options,
            rules_version=rules_version,
            position=position,
            signature=signature,
            sign=sign,
        )

        return adjudicate_request
