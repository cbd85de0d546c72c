from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chain_link import ChainLink
    from ..models.event import Event
    from ..models.game_header_options import GameHeaderOptions
    from ..models.move import Move
    from ..models.outcome import Outcome
    from ..models.position import Position


T = TypeVar("T", bound="MoveResponse")


@_attrs_define
class MoveResponse:
    """
    Attributes:
        variant (str):
        rules_version (str):
        options (GameHeaderOptions): The options in force that differ from the variant's defaults, by canonical name
            (aliases resolved). Send them back as they are; signatures are computed over them.
        position (Position): A whole game state, as this service returns it. Send it back unchanged (with its
            `signature`). Keys other than these are passed to the engine, which checks every invariant
            (shape, seed conservation, whose turn, status against the board).
        signature (None | str): `<key id>.<base64url HMAC-SHA256>` over variant, rules_version, options and position;
            null when signing is off.
        position_text (str): One-line text form of the position.
        position_hash (str): SHA-256 of the canonical position; compare to resynchronise.
        move (Move): Sow `pit` (numbered from the mover's left); `direction` where the game lets the mover choose.
        events (list[Event]):
        legal_moves (list[Move]): The legal moves, sorted; empty iff the game is finished.
        outcome (None | Outcome):
        chain (ChainLink | Unset): One link of a game's hash chain (present when the game has a `game_id`): `hash` =
            SHA-256 over `prev`, the move and the new `position_hash` (link 0: over the game id, variant,
            rules version, options and start). `jws` signs the other members with the verdict keys
            (`/.well-known/jwks.json`): links whose `prev` values match prove one unbroken game; two
            valid links with the same `game_id` and `ply` but different `hash` prove a fork.
    """

    variant: str
    rules_version: str
    options: GameHeaderOptions
    position: Position
    signature: None | str
    position_text: str
    position_hash: str
    move: Move
    events: list[Event]
    legal_moves: list[Move]
    outcome: None | Outcome
    chain: ChainLink | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome  # noqa: PLC0415

        variant = self.variant

        rules_version = self.rules_version

        options = self.options.to_dict()

        position = self.position.to_dict()

        signature: None | str
        signature = self.signature

        position_text = self.position_text

        position_hash = self.position_hash

        move = self.move.to_dict()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        legal_moves = []
        for componentsschemas_legal_moves_item_data in self.legal_moves:
            componentsschemas_legal_moves_item = componentsschemas_legal_moves_item_data.to_dict()
            legal_moves.append(componentsschemas_legal_moves_item)

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        chain: dict[str, Any] | Unset = UNSET
        if not isinstance(self.chain, Unset):
            chain = self.chain.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "variant": variant,
                "rules_version": rules_version,
                "options": options,
                "position": position,
                "signature": signature,
                "position_text": position_text,
                "position_hash": position_hash,
                "move": move,
                "events": events,
                "legal_moves": legal_moves,
                "outcome": outcome,
            }
        )
        if chain is not UNSET:
            field_dict["chain"] = chain

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chain_link import ChainLink  # noqa: PLC0415
        from ..models.event import Event  # noqa: PLC0415
        from ..models.game_header_options import GameHeaderOptions  # noqa: PLC0415
        from ..models.move import Move  # noqa: PLC0415
        from ..models.outcome import Outcome  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        variant = d.pop("variant")

        rules_version = d.pop("rules_version")

        options = GameHeaderOptions.from_dict(d.pop("options"))

        position = Position.from_dict(d.pop("position"))

        def _parse_signature(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        signature = _parse_signature(d.pop("signature"))

        position_text = d.pop("position_text")

        position_hash = d.pop("position_hash")

        move = Move.from_dict(d.pop("move"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Event.from_dict(events_item_data)

            events.append(events_item)

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for componentsschemas_legal_moves_item_data in _legal_moves:
            componentsschemas_legal_moves_item = Move.from_dict(componentsschemas_legal_moves_item_data)

            legal_moves.append(componentsschemas_legal_moves_item)

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        _chain = d.pop("chain", UNSET)
        chain: ChainLink | Unset
        if isinstance(_chain, Unset):
            chain = UNSET
        else:
            chain = ChainLink.from_dict(_chain)

        move_response = cls(
            variant=variant,
            rules_version=rules_version,
            options=options,
            position=position,
            signature=signature,
            position_text=position_text,
            position_hash=position_hash,
            move=move,
            events=events,
            legal_moves=legal_moves,
            outcome=outcome,
            chain=chain,
        )

        move_response.additional_properties = d
        return move_response

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
