from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.analysis_response_method import AnalysisResponseMethod
from ..models.analysis_response_result_type_0 import AnalysisResponseResultType0
from ..models.analysis_response_stopped import AnalysisResponseStopped
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.accept_end_move import AcceptEndMove
    from ..models.analysed_move import AnalysedMove
    from ..models.analysis_response_settings import AnalysisResponseSettings
    from ..models.arrange_move import ArrangeMove
    from ..models.choose_hollows_move import ChooseHollowsMove
    from ..models.continue_move import ContinueMove
    from ..models.game_header_options import GameHeaderOptions
    from ..models.pit_move import PitMove
    from ..models.propose_end_move import ProposeEndMove
    from ..models.stop_move import StopMove
    from ..models.take_move import TakeMove


T = TypeVar("T", bound="AnalysisResponse")


@_attrs_define
class AnalysisResponse:
    """
    Attributes:
        variant (str):
        rules_version (str):
        options (GameHeaderOptions): The options in force that differ from the variant's defaults, by canonical name
            (aliases resolved). Send them back as they are; signatures are computed over them.
        position_hash (str):
        to_move (int):
        best_move (AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | None | PitMove | ProposeEndMove |
            StopMove | TakeMove): The top-ranked move; null when the game is over.
        move (AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | None | PitMove | ProposeEndMove |
            StopMove | TakeMove): The move this level plays (the best move, or at levels 1-4 a seeded pick among near-best
            moves).
        score (int): Value of the position for the seat to move, in seeds (see AnalysedMove.score).
        result (AnalysisResponseResultType0 | None):
        exact (bool): True: proved by the exact solver under the real rules, repetition history included.
        depth (int): Plies of the last completed iteration (exact: length of the PV).
        nodes (int):
        method (AnalysisResponseMethod): `database`: read from an endgame database (Kalah and Oware with few seeds left,
            levels 5-10; docs/analysis.md): every move exact. In Oware with the 25-seed stop the scores are the margins with
            the game played out (the results are the same).
        stopped (AnalysisResponseStopped):
        seeds_in_play (int):
        pv (list[AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove | StopMove |
            TakeMove]):
        moves (list[AnalysedMove]):
        settings (AnalysisResponseSettings):
        played_out (bool | Unset): Only with `method: database`: true where the scores are the margins with the game
            played out (Oware with the 25-seed stop; the results are the same).
    """

    variant: str
    rules_version: str
    options: GameHeaderOptions
    position_hash: str
    to_move: int
    best_move: (
        AcceptEndMove
        | ArrangeMove
        | ChooseHollowsMove
        | ContinueMove
        | None
        | PitMove
        | ProposeEndMove
        | StopMove
        | TakeMove
    )
    move: (
        AcceptEndMove
        | ArrangeMove
        | ChooseHollowsMove
        | ContinueMove
        | None
        | PitMove
        | ProposeEndMove
        | StopMove
        | TakeMove
    )
    score: int
    result: AnalysisResponseResultType0 | None
    exact: bool
    depth: int
    nodes: int
    method: AnalysisResponseMethod
    stopped: AnalysisResponseStopped
    seeds_in_play: int
    pv: list[
        AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove | StopMove | TakeMove
    ]
    moves: list[AnalysedMove]
    settings: AnalysisResponseSettings
    played_out: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.accept_end_move import AcceptEndMove  # noqa: PLC0415
        from ..models.arrange_move import ArrangeMove  # noqa: PLC0415
        from ..models.choose_hollows_move import ChooseHollowsMove  # noqa: PLC0415
        from ..models.continue_move import ContinueMove  # noqa: PLC0415
        from ..models.pit_move import PitMove  # noqa: PLC0415
        from ..models.propose_end_move import ProposeEndMove  # noqa: PLC0415
        from ..models.stop_move import StopMove  # noqa: PLC0415
        from ..models.take_move import TakeMove  # noqa: PLC0415

        variant = self.variant

        rules_version = self.rules_version

        options = self.options.to_dict()

        position_hash = self.position_hash

        to_move = self.to_move

        best_move: dict[str, Any] | None
        if isinstance(self.best_move, PitMove):
            best_move = self.best_move.to_dict()
        elif isinstance(self.best_move, ArrangeMove):
            best_move = self.best_move.to_dict()
        elif isinstance(self.best_move, ChooseHollowsMove):
            best_move = self.best_move.to_dict()
        elif isinstance(self.best_move, ProposeEndMove):
            best_move = self.best_move.to_dict()
        elif isinstance(self.best_move, AcceptEndMove):
            best_move = self.best_move.to_dict()
        elif isinstance(self.best_move, TakeMove):
            best_move = self.best_move.to_dict()
        elif isinstance(self.best_move, StopMove):
            best_move = self.best_move.to_dict()
        elif isinstance(self.best_move, ContinueMove):
            best_move = self.best_move.to_dict()
        else:
            best_move = self.best_move

        move: dict[str, Any] | None
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
        elif isinstance(self.move, ContinueMove):
            move = self.move.to_dict()
        else:
            move = self.move

        score = self.score

        result: None | str
        if isinstance(self.result, AnalysisResponseResultType0):
            result = self.result.value
        else:
            result = self.result

        exact = self.exact

        depth = self.depth

        nodes = self.nodes

        method = self.method.value

        stopped = self.stopped.value

        seeds_in_play = self.seeds_in_play

        pv = []
        for pv_item_data in self.pv:
            pv_item: dict[str, Any]
            if isinstance(pv_item_data, PitMove):
                pv_item = pv_item_data.to_dict()
            elif isinstance(pv_item_data, ArrangeMove):
                pv_item = pv_item_data.to_dict()
            elif isinstance(pv_item_data, ChooseHollowsMove):
                pv_item = pv_item_data.to_dict()
            elif isinstance(pv_item_data, ProposeEndMove):
                pv_item = pv_item_data.to_dict()
            elif isinstance(pv_item_data, AcceptEndMove):
                pv_item = pv_item_data.to_dict()
            elif isinstance(pv_item_data, TakeMove):
                pv_item = pv_item_data.to_dict()
            elif isinstance(pv_item_data, StopMove):
                pv_item = pv_item_data.to_dict()
            else:
                pv_item = pv_item_data.to_dict()

            pv.append(pv_item)

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        settings = self.settings.to_dict()

        played_out = self.played_out

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "variant": variant,
                "rules_version": rules_version,
                "options": options,
                "position_hash": position_hash,
                "to_move": to_move,
                "best_move": best_move,
                "move": move,
                "score": score,
                "result": result,
                "exact": exact,
                "depth": depth,
                "nodes": nodes,
                "method": method,
                "stopped": stopped,
                "seeds_in_play": seeds_in_play,
                "pv": pv,
                "moves": moves,
                "settings": settings,
            }
        )
        if played_out is not UNSET:
            field_dict["played_out"] = played_out

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.accept_end_move import AcceptEndMove  # noqa: PLC0415
        from ..models.analysed_move import AnalysedMove  # noqa: PLC0415
        from ..models.analysis_response_settings import AnalysisResponseSettings  # noqa: PLC0415
        from ..models.arrange_move import ArrangeMove  # noqa: PLC0415
        from ..models.choose_hollows_move import ChooseHollowsMove  # noqa: PLC0415
        from ..models.continue_move import ContinueMove  # noqa: PLC0415
        from ..models.game_header_options import GameHeaderOptions  # noqa: PLC0415
        from ..models.pit_move import PitMove  # noqa: PLC0415
        from ..models.propose_end_move import ProposeEndMove  # noqa: PLC0415
        from ..models.stop_move import StopMove  # noqa: PLC0415
        from ..models.take_move import TakeMove  # noqa: PLC0415

        d = dict(src_dict)
        variant = d.pop("variant")

        rules_version = d.pop("rules_version")

        options = GameHeaderOptions.from_dict(d.pop("options"))

        position_hash = d.pop("position_hash")

        to_move = d.pop("to_move")

        def _parse_best_move(
            data: object,
        ) -> (
            AcceptEndMove
            | ArrangeMove
            | ChooseHollowsMove
            | ContinueMove
            | None
            | PitMove
            | ProposeEndMove
            | StopMove
            | TakeMove
        ):
            if data is None:
                return data
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_type_7 = ContinueMove.from_dict(data)

                return componentsschemas_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AcceptEndMove
                | ArrangeMove
                | ChooseHollowsMove
                | ContinueMove
                | None
                | PitMove
                | ProposeEndMove
                | StopMove
                | TakeMove,
                data,
            )

        best_move = _parse_best_move(d.pop("best_move"))

        def _parse_move(
            data: object,
        ) -> (
            AcceptEndMove
            | ArrangeMove
            | ChooseHollowsMove
            | ContinueMove
            | None
            | PitMove
            | ProposeEndMove
            | StopMove
            | TakeMove
        ):
            if data is None:
                return data
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_type_7 = ContinueMove.from_dict(data)

                return componentsschemas_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AcceptEndMove
                | ArrangeMove
                | ChooseHollowsMove
                | ContinueMove
                | None
                | PitMove
                | ProposeEndMove
                | StopMove
                | TakeMove,
                data,
            )

        move = _parse_move(d.pop("move"))

        score = d.pop("score")

        def _parse_result(data: object) -> AnalysisResponseResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_0 = AnalysisResponseResultType0(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnalysisResponseResultType0 | None, data)

        result = _parse_result(d.pop("result"))

        exact = d.pop("exact")

        depth = d.pop("depth")

        nodes = d.pop("nodes")

        method = AnalysisResponseMethod(d.pop("method"))

        stopped = AnalysisResponseStopped(d.pop("stopped"))

        seeds_in_play = d.pop("seeds_in_play")

        pv = []
        _pv = d.pop("pv")
        for pv_item_data in _pv:

            def _parse_pv_item(
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

            pv_item = _parse_pv_item(pv_item_data)

            pv.append(pv_item)

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = AnalysedMove.from_dict(moves_item_data)

            moves.append(moves_item)

        settings = AnalysisResponseSettings.from_dict(d.pop("settings"))

        played_out = d.pop("played_out", UNSET)

        analysis_response = cls(
            variant=variant,
            rules_version=rules_version,
            options=options,
            position_hash=position_hash,
            to_move=to_move,
            best_move=best_move,
            move=move,
            score=score,
            result=result,
            exact=exact,
            depth=depth,
            nodes=nodes,
            method=method,
            stopped=stopped,
            seeds_in_play=seeds_in_play,
            pv=pv,
            moves=moves,
            settings=settings,
            played_out=played_out,
        )

        analysis_response.additional_properties = d
        return analysis_response

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
