from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.nyumba_event_action import NyumbaEventAction

T = TypeVar("T", bound="NyumbaEvent")


@_attrs_define
class NyumbaEvent:
    """Bao la Kiswahili: the house of `seat`. `taxed`: a takasa took two seeds from it; `stopped`: a takasa's lap ended in
    it, which ends the move; `safari`: the player stopped a capture in it; `destroyed`: it was emptied and its rules no
    longer apply.

        Attributes:
            type_ (Literal['nyumba']):
            seat (int):
            action (NyumbaEventAction):
    """

    type_: Literal["nyumba"]
    seat: int
    action: NyumbaEventAction
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        action = self.action.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["nyumba"], d.pop("type"))
        if type_ != "nyumba":
            raise ValueError(f"type must match const 'nyumba', got '{type_}'")

        seat = d.pop("seat")

        action = NyumbaEventAction(d.pop("action"))

        nyumba_event = cls(
            type_=type_,
            seat=seat,
            action=action,
        )

        nyumba_event.additional_properties = d
        return nyumba_event

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
