from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Outcome")


@_attrs_define
class Outcome:
    """How a finished game ended.

    Attributes:
        reason (str): Why it ended, e.g. `majority`, `cannot_feed`, `side_empty`.
        scores (list[int]):
        winner (int | None | Unset): The winning seat; null on a draw.
        winners (list[int] | Unset):
        draw (bool | Unset):
    """

    reason: str
    scores: list[int]
    winner: int | None | Unset = UNSET
    winners: list[int] | Unset = UNSET
    draw: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        scores = self.scores

        winner: int | None | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        winners: list[int] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners

        draw = self.draw

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "scores": scores,
            }
        )
        if winner is not UNSET:
            field_dict["winner"] = winner
        if winners is not UNSET:
            field_dict["winners"] = winners
        if draw is not UNSET:
            field_dict["draw"] = draw

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        scores = cast(list[int], d.pop("scores"))

        def _parse_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        winners = cast(list[int], d.pop("winners", UNSET))

        draw = d.pop("draw", UNSET)

        outcome = cls(
            reason=reason,
            scores=scores,
            winner=winner,
            winners=winners,
            draw=draw,
        )

        return outcome
