from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.event import Event
    from ..models.move import Move
    from ..models.position import Position


T = TypeVar("T", bound="ReplayStep")


@_attrs_define
class ReplayStep:
    """
    Attributes:
        position (Position): A whole game state, as this service returns it. Send it back unchanged (with its
            `signature`). Keys other than these are passed to the engine, which checks every invariant
            (shape, seed conservation, whose turn, status against the board).
        signature (None | str): `<key id>.<base64url HMAC-SHA256>` over variant, rules_version, options and position;
            null when signing is off.
        position_text (str): One-line text form of the position.
        position_hash (str): SHA-256 of the canonical position; compare to resynchronise.
        ply (int): 0-based index of the move in the record.
        move (Move): Sow `pit` (numbered from the mover's left); `direction` where the game lets the mover choose.
        events (list[Event]):
    """

    position: Position
    signature: None | str
    position_text: str
    position_hash: str
    ply: int
    move: Move
    events: list[Event]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        position = self.position.to_dict()

        signature: None | str
        signature = self.signature

        position_text = self.position_text

        position_hash = self.position_hash

        ply = self.ply

        move = self.move.to_dict()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "position": position,
                "signature": signature,
                "position_text": position_text,
                "position_hash": position_hash,
                "ply": ply,
                "move": move,
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event  # noqa: PLC0415
        from ..models.move import Move  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        position = Position.from_dict(d.pop("position"))

        def _parse_signature(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        signature = _parse_signature(d.pop("signature"))

        position_text = d.pop("position_text")

        position_hash = d.pop("position_hash")

        ply = d.pop("ply")

        move = Move.from_dict(d.pop("move"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Event.from_dict(events_item_data)

            events.append(events_item)

        replay_step = cls(
            position=position,
            signature=signature,
            position_text=position_text,
            position_hash=position_hash,
            ply=ply,
            move=move,
            events=events,
        )

        replay_step.additional_properties = d
        return replay_step

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
