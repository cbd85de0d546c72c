from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ArrangeMove")


@_attrs_define
class ArrangeMove:
    """Giuthi, phase `arrange` (D-12): the round's loser chooses the board size (`pits_per_side`)
    and places every seed it holds (`seeds`, from its own left); the winner mirrors the
    arrangement. `legal_moves` lists one example per board size, with `constraints`.
    Omweso, phase `arrange` (the opening, docs/rules/omweso.md R-OM1): the player to move places
    all the seeds on its own pits, `seeds` listing its 16 pits in position order (front row,
    then back row; `pits_per_side`, if sent, is that count, 16); `legal_moves` lists one
    example, with `constraints`.

        Attributes:
            type_ (Literal['arrange']):
            seeds (list[int]):
            pits_per_side (int | Unset): Optional; must equal the number of `seeds`.
            seat (int | Unset): Optional: the seat making the move.
            constraints (str | Unset): In `legal_moves` only (ignored on input): what every arrangement of this size must
                meet.
    """

    type_: Literal["arrange"]
    seeds: list[int]
    pits_per_side: int | Unset = UNSET
    seat: int | Unset = UNSET
    constraints: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seeds = self.seeds

        pits_per_side = self.pits_per_side

        seat = self.seat

        constraints = self.constraints

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seeds": seeds,
            }
        )
        if pits_per_side is not UNSET:
            field_dict["pits_per_side"] = pits_per_side
        if seat is not UNSET:
            field_dict["seat"] = seat
        if constraints is not UNSET:
            field_dict["constraints"] = constraints

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["arrange"], d.pop("type"))
        if type_ != "arrange":
            raise ValueError(f"type must match const 'arrange', got '{type_}'")

        seeds = cast(list[int], d.pop("seeds"))

        pits_per_side = d.pop("pits_per_side", UNSET)

        seat = d.pop("seat", UNSET)

        constraints = d.pop("constraints", UNSET)

        arrange_move = cls(
            type_=type_,
            seeds=seeds,
            pits_per_side=pits_per_side,
            seat=seat,
            constraints=constraints,
        )

        arrange_move.additional_properties = d
        return arrange_move

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
