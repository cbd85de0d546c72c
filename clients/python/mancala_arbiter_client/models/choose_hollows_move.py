from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChooseHollowsMove")


@_attrs_define
class ChooseHollowsMove:
    """Nam Nam, phase `choose_hollows` (D-15): the round's winner names the hollows of the loser's
    row that it takes for the next round (pit numbers of the loser's row).

        Attributes:
            type_ (Literal['choose_hollows']):
            hollows (list[int]):
            seat (int | Unset): Optional: the seat making the move.
            constraints (str | Unset): In `legal_moves` only (ignored on input).
    """

    type_: Literal["choose_hollows"]
    hollows: list[int]
    seat: int | Unset = UNSET
    constraints: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        hollows = self.hollows

        seat = self.seat

        constraints = self.constraints

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "hollows": hollows,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if constraints is not UNSET:
            field_dict["constraints"] = constraints

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["choose_hollows"], d.pop("type"))
        if type_ != "choose_hollows":
            raise ValueError(f"type must match const 'choose_hollows', got '{type_}'")

        hollows = cast(list[int], d.pop("hollows"))

        seat = d.pop("seat", UNSET)

        constraints = d.pop("constraints", UNSET)

        choose_hollows_move = cls(
            type_=type_,
            hollows=hollows,
            seat=seat,
            constraints=constraints,
        )

        choose_hollows_move.additional_properties = d
        return choose_hollows_move

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
