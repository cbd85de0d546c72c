from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.position_block_provenance import PositionBlockProvenance

if TYPE_CHECKING:
    from ..models.position import Position


T = TypeVar("T", bound="PositionBlock")


@_attrs_define
class PositionBlock:
    """
    Attributes:
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
        signature (None | str): `<key id>.<base64url HMAC-SHA256>` over variant, rules_version, options and position;
            null when signing is off.
        provenance (PositionBlockProvenance): `service`: the position derives, move by move, from a position this
            service made (a new
            game, a replay without `start`) or whose signature it verified. `client`: it derives from
            a position the client sent unsigned; its signature (when signing is on) says so, and an
            instance that requires signed positions refuses it (422 `invalid-signature`).
        position_text (str): One-line text form of the position.
        position_hash (str): SHA-256 of the canonical position; compare to resynchronise.
    """

    position: Position
    signature: None | str
    provenance: PositionBlockProvenance
    position_text: str
    position_hash: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        position = self.position.to_dict()

        signature: None | str
        signature = self.signature

        provenance = self.provenance.value

        position_text = self.position_text

        position_hash = self.position_hash

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "position": position,
                "signature": signature,
                "provenance": provenance,
                "position_text": position_text,
                "position_hash": position_hash,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        position = Position.from_dict(d.pop("position"))

        def _parse_signature(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        signature = _parse_signature(d.pop("signature"))

        provenance = PositionBlockProvenance(d.pop("provenance"))

        position_text = d.pop("position_text")

        position_hash = d.pop("position_hash")

        position_block = cls(
            position=position,
            signature=signature,
            provenance=provenance,
            position_text=position_text,
            position_hash=position_hash,
        )

        position_block.additional_properties = d
        return position_block

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
