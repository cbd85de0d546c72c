from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.adjudicate_response_exact_value_method import AdjudicateResponseExactValueMethod
from ..models.adjudicate_response_exact_value_result_type_1 import AdjudicateResponseExactValueResultType1
from ..models.adjudicate_response_exact_value_result_type_2_type_1 import AdjudicateResponseExactValueResultType2Type1
from ..models.adjudicate_response_exact_value_result_type_3_type_1 import AdjudicateResponseExactValueResultType3Type1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.accept_end_move import AcceptEndMove
    from ..models.arrange_move import ArrangeMove
    from ..models.choose_hollows_move import ChooseHollowsMove
    from ..models.continue_move import ContinueMove
    from ..models.pit_move import PitMove
    from ..models.propose_end_move import ProposeEndMove
    from ..models.stop_move import StopMove
    from ..models.take_move import TakeMove


T = TypeVar("T", bound="AdjudicateResponseExactValue")


@_attrs_define
class AdjudicateResponseExactValue:
    """Best play from the stopped position, proved by the exact solver (`method: exact`) or read from an endgame database
    (`method: database`: Kalah and Oware with few seeds left, docs/analysis.md); not part of the signed verdict.

        Attributes:
            method (AdjudicateResponseExactValueMethod):
            to_move (int):
            score (int): Final margin in seeds for the seat to move with best play on both sides.
            result (AdjudicateResponseExactValueResultType1 | AdjudicateResponseExactValueResultType2Type1 |
                AdjudicateResponseExactValueResultType3Type1 | None):
            best_move (AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove | StopMove
                | TakeMove): One move. Which kinds a position allows is listed in its `legal_moves`; send one of them
                back as it is. `type` tells the kinds apart: absent (or `sow`) for a pit move, `arrange`,
                `choose_hollows`, `propose_end`, `accept_end`, `take`, `stop`, `continue`. A pit move carries no `type`, so this
                union
                has no `discriminator`: the kinds are told apart by their required keys.
            pv (list[AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove | StopMove |
                TakeMove]):
            nodes (int):
            played_out (bool | Unset): `method: database` only. True where the rules end the game at a capture majority
                (Oware's 25): `score` is then the margin with the game played out to its end; `result` is the same either way.
    """

    method: AdjudicateResponseExactValueMethod
    to_move: int
    score: int
    result: (
        AdjudicateResponseExactValueResultType1
        | AdjudicateResponseExactValueResultType2Type1
        | AdjudicateResponseExactValueResultType3Type1
        | None
    )
    best_move: (
        AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove | StopMove | TakeMove
    )
    pv: list[
        AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove | StopMove | TakeMove
    ]
    nodes: int
    played_out: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.accept_end_move import AcceptEndMove  # noqa: PLC0415
        from ..models.arrange_move import ArrangeMove  # noqa: PLC0415
        from ..models.choose_hollows_move import ChooseHollowsMove  # noqa: PLC0415
        from ..models.pit_move import PitMove  # noqa: PLC0415
        from ..models.propose_end_move import ProposeEndMove  # noqa: PLC0415
        from ..models.stop_move import StopMove  # noqa: PLC0415
        from ..models.take_move import TakeMove  # noqa: PLC0415

        method = self.method.value

        to_move = self.to_move

        score = self.score

        result: None | str
        if isinstance(self.result, AdjudicateResponseExactValueResultType1):
            result = self.result.value
        elif isinstance(self.result, AdjudicateResponseExactValueResultType2Type1):
            result = self.result.value
        elif isinstance(self.result, AdjudicateResponseExactValueResultType3Type1):
            result = self.result.value
        else:
            result = self.result

        best_move: dict[str, Any]
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
        else:
            best_move = self.best_move.to_dict()

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

        nodes = self.nodes

        played_out = self.played_out

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "method": method,
                "to_move": to_move,
                "score": score,
                "result": result,
                "best_move": best_move,
                "pv": pv,
                "nodes": nodes,
            }
        )
        if played_out is not UNSET:
            field_dict["played_out"] = played_out

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
        method = AdjudicateResponseExactValueMethod(d.pop("method"))

        to_move = d.pop("to_move")

        score = d.pop("score")

        def _parse_result(
            data: object,
        ) -> (
            AdjudicateResponseExactValueResultType1
            | AdjudicateResponseExactValueResultType2Type1
            | AdjudicateResponseExactValueResultType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_1 = AdjudicateResponseExactValueResultType1(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_2_type_1 = AdjudicateResponseExactValueResultType2Type1(data)

                return result_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_3_type_1 = AdjudicateResponseExactValueResultType3Type1(data)

                return result_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AdjudicateResponseExactValueResultType1
                | AdjudicateResponseExactValueResultType2Type1
                | AdjudicateResponseExactValueResultType3Type1
                | None,
                data,
            )

        result = _parse_result(d.pop("result"))

        def _parse_best_move(
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

        best_move = _parse_best_move(d.pop("best_move"))

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

        nodes = d.pop("nodes")

        played_out = d.pop("played_out", UNSET)

        adjudicate_response_exact_value = cls(
            method=method,
            to_move=to_move,
            score=score,
            result=result,
            best_move=best_move,
            pv=pv,
            nodes=nodes,
            played_out=played_out,
        )

        adjudicate_response_exact_value.additional_properties = d
        return adjudicate_response_exact_value

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
