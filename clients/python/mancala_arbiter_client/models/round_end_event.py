from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.seat_count import SeatCount


T = TypeVar("T", bound="RoundEndEvent")


@_attrs_define
class RoundEndEvent:
    """A round of a match ends (Giuthi, Nam Nam): the seeds swept and each seats holding.

    Attributes:
        type_ (Literal['round_end']):
        round_ (int):
        reason (str):
        sweep (list[SeatCount]):
        scores (list[int]):
    """

    type_: Literal["round_end"]
    round_: int
    reason: str
    sweep: list[SeatCount]
    scores: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        round_ = self.round_

        reason = self.reason

        sweep = []
        for sweep_item_data in self.sweep:
            sweep_item = sweep_item_data.to_dict()
            sweep.append(sweep_item)

        scores = self.scores

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "round": round_,
                "reason": reason,
                "sweep": sweep,
                "scores": scores,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_count import SeatCount  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["round_end"], d.pop("type"))
        if type_ != "round_end":
            raise ValueError(f"type must match const 'round_end', got '{type_}'")

        round_ = d.pop("round")

        reason = d.pop("reason")

        sweep = []
        _sweep = d.pop("sweep")
        for sweep_item_data in _sweep:
            sweep_item = SeatCount.from_dict(sweep_item_data)

            sweep.append(sweep_item)

        scores = cast(list[int], d.pop("scores"))

        round_end_event = cls(
            type_=type_,
            round_=round_,
            reason=reason,
            sweep=sweep,
            scores=scores,
        )

        round_end_event.additional_properties = d
        return round_end_event

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
