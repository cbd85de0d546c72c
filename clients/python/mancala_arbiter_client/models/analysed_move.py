from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.analysed_move_bound import AnalysedMoveBound
from ..models.analysed_move_result_type_0 import AnalysedMoveResultType0

if TYPE_CHECKING:
    from ..models.accept_end_move import AcceptEndMove
    from ..models.arrange_move import ArrangeMove
    from ..models.choose_hollows_move import ChooseHollowsMove
    from ..models.continue_move import ContinueMove
    from ..models.pit_move import PitMove
    from ..models.propose_end_move import ProposeEndMove
    from ..models.stop_move import StopMove
    from ..models.take_move import TakeMove


T = TypeVar("T", bound="AnalysedMove")


@_attrs_define
class AnalysedMove:
    """
    Attributes:
        move (AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove | StopMove |
            TakeMove): One move. Which kinds a position allows is listed in its `legal_moves`; send one of them
            back as it is. `type` tells the kinds apart: absent (or `sow`) for a pit move, `arrange`,
            `choose_hollows`, `propose_end`, `accept_end`, `take`, `stop`, `continue`. A pit move carries no `type`, so this
            union
            has no `discriminator`: the kinds are told apart by their required keys.
        score (int): Value for the mover in seeds: the final margin when `result` is set, else the store margin at the
            horizon.
        bound (AnalysedMoveBound): `upper`: the move is worth at most `score` (not searched further).
        result (AnalysedMoveResultType0 | None): win/draw/loss when the value is a finished game (or, in round games,
            round).
    """

    move: (
        AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove | StopMove | TakeMove
    )
    score: int
    bound: AnalysedMoveBound
    result: AnalysedMoveResultType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.accept_end_move import AcceptEndMove  # noqa: PLC0415
        from ..models.arrange_move import ArrangeMove  # noqa: PLC0415
        from ..models.choose_hollows_move import ChooseHollowsMove  # noqa: PLC0415
        from ..models.pit_move import PitMove  # noqa: PLC0415
        from ..models.propose_end_move import ProposeEndMove  # noqa: PLC0415
        from ..models.stop_move import StopMove  # noqa: PLC0415
        from ..models.take_move import TakeMove  # noqa: PLC0415

        move: dict[str, Any]
        if isinstance(self.move, PitMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ArrangeMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ChooseHollowsMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ProposeEndMove):
            move = self.move.to_dict()
        elif isinstance(self.move, AcceptEndMove):
            move = self.move.to_dict()
        elif isinstance(self.move, TakeMove):
            move = self.move.to_dict()
        elif isinstance(self.move, StopMove):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()

        score = self.score

        bound = self.bound.value

        result: None | str
        if isinstance(self.result, AnalysedMoveResultType0):
            result = self.result.value
        else:
            result = self.result

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "move": move,
                "score": score,
                "bound": bound,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.accept_end_move import AcceptEndMove  # noqa: PLC0415
        from ..models.arrange_move import ArrangeMove  # noqa: PLC0415
        from ..models.choose_hollows_move import ChooseHollowsMove  # noqa: PLC0415
        from ..models.continue_move import ContinueMove  # noqa: PLC0415
        from ..models.pit_move import PitMove  # noqa: PLC0415
        from ..models.propose_end_move import ProposeEndMove  # noqa: PLC0415
        from ..models.stop_move import StopMove  # noqa: PLC0415
        from ..models.take_move import TakeMove  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_move(
            data: object,
        ) -> (
            AcceptEndMove
            | ArrangeMove
            | ChooseHollowsMove
            | ContinueMove
            | PitMove
            | ProposeEndMove
            | StopMove
            | TakeMove
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_type_0 = PitMove.from_dict(data)

                return componentsschemas_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_type_1 = ArrangeMove.from_dict(data)

                return componentsschemas_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_type_2 = ChooseHollowsMove.from_dict(data)

                return componentsschemas_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_type_3 = ProposeEndMove.from_dict(data)

                return componentsschemas_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_type_4 = AcceptEndMove.from_dict(data)

                return componentsschemas_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_type_5 = TakeMove.from_dict(data)

                return componentsschemas_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_type_6 = StopMove.from_dict(data)

                return componentsschemas_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_move_type_7 = ContinueMove.from_dict(data)

            return componentsschemas_move_type_7

        move = _parse_move(d.pop("move"))

        score = d.pop("score")

        bound = AnalysedMoveBound(d.pop("bound"))

        def _parse_result(data: object) -> AnalysedMoveResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_0 = AnalysedMoveResultType0(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnalysedMoveResultType0 | None, data)

        result = _parse_result(d.pop("result"))

        analysed_move = cls(
            move=move,
            score=score,
            bound=bound,
            result=result,
        )

        analysed_move.additional_properties = d
        return analysed_move

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
