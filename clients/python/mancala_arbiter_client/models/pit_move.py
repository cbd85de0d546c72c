from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.pit_move_direction import PitMoveDirection
from ..types import UNSET, Unset

T = TypeVar("T", bound="PitMove")


@_attrs_define
class PitMove:
    """Sow `pit` (numbered from the mover's left); `direction` where the game lets the mover choose.

    Attributes:
        pit (int):
        direction (PitMoveDirection | Unset): The sowing direction, where the game lets the mover choose (Giuthi), for a
            reverse capture against the game's direction (Omweso: `cw`), and in games with a kept direction
            (`direction_kept`: Namudilakunze) the way the move is sown: the choice at the choosing move, the seat's kept way
            otherwise (`legal_moves` always name it; left out, the seat's way).
        side (int | Unset): Territory games (Nam Nam): the seat whose row holds the hollow, when the mover sows a hollow
            it owns on another seat's row.
        safari (bool | Unset): Bao la Kiswahili, namua stage: a capture whose sowing ends in the mover's functional
            nyumba stops there (true) instead of sowing on from it; listed in `legal_moves` where that choice exists.
        seat (int | Unset): Optional: the seat making the move (checked against `to_move`).
        type_ (Literal['sow'] | Unset): Optional; a pit move is the default kind.
    """

    pit: int
    direction: PitMoveDirection | Unset = UNSET
    side: int | Unset = UNSET
    safari: bool | Unset = UNSET
    seat: int | Unset = UNSET
    type_: Literal["sow"] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pit = self.pit

        direction: str | Unset = UNSET
        if not isinstance(self.direction, Unset):
            direction = self.direction.value

        side = self.side

        safari = self.safari

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pit": pit,
            }
        )
        if direction is not UNSET:
            field_dict["direction"] = direction
        if side is not UNSET:
            field_dict["side"] = side
        if safari is not UNSET:
            field_dict["safari"] = safari
        if seat is not UNSET:
            field_dict["seat"] = seat
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pit = d.pop("pit")

        _direction = d.pop("direction", UNSET)
        direction: PitMoveDirection | Unset
        if isinstance(_direction, Unset):
            direction = UNSET
        else:
            direction = PitMoveDirection(_direction)

        side = d.pop("side", UNSET)

        safari = d.pop("safari", UNSET)

        seat = d.pop("seat", UNSET)

        type_ = cast(Literal["sow"] | Unset, d.pop("type", UNSET))
        if type_ != "sow" and not isinstance(type_, Unset):
            raise ValueError(f"type must match const 'sow', got '{type_}'")

        pit_move = cls(
            pit=pit,
            direction=direction,
            side=side,
            safari=safari,
            seat=seat,
            type_=type_,
        )

        pit_move.additional_properties = d
        return pit_move

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
