from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.accept_end_move import AcceptEndMove
    from ..models.arrange_move import ArrangeMove
    from ..models.choose_hollows_move import ChooseHollowsMove
    from ..models.continue_move import ContinueMove
    from ..models.game_header_options import GameHeaderOptions
    from ..models.legal_moves_response_choices_item import LegalMovesResponseChoicesItem
    from ..models.outcome import Outcome
    from ..models.pit_move import PitMove
    from ..models.propose_end_move import ProposeEndMove
    from ..models.stop_move import StopMove
    from ..models.take_move import TakeMove


T = TypeVar("T", bound="LegalMovesResponse")


@_attrs_define
class LegalMovesResponse:
    """
    Attributes:
        variant (str):
        rules_version (str):
        options (GameHeaderOptions): The options in force that differ from the variant's defaults, by canonical name
            (aliases resolved). Send them back as they are; signatures are computed over them.
        to_move (int):
        legal_moves (list[AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove |
            StopMove | TakeMove]): The legal moves, sorted; empty iff the game is finished.
        choices (list[LegalMovesResponseChoicesItem]): The legal moves grouped by pit, with what the player must still
            choose: a `direction`, and in Bao la Kiswahili `safari` (whether a capture stops in the nyumba) where a move of
            this pit may stop there or go on.
        outcome (None | Outcome):
        agreement_moves (list[AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove
            | StopMove | TakeMove] | Unset): `propose_end` / `accept_end` where the player to move may end the game by
            agreement (D-4);
            listed apart from `legal_moves` and played like them. Empty when not allowed.
    """

    variant: str
    rules_version: str
    options: GameHeaderOptions
    to_move: int
    legal_moves: list[
        AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove | StopMove | TakeMove
    ]
    choices: list[LegalMovesResponseChoicesItem]
    outcome: None | Outcome
    agreement_moves: (
        list[
            AcceptEndMove
            | ArrangeMove
            | ChooseHollowsMove
            | ContinueMove
            | PitMove
            | ProposeEndMove
            | StopMove
            | TakeMove
        ]
        | Unset
    ) = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.accept_end_move import AcceptEndMove  # noqa: PLC0415
        from ..models.arrange_move import ArrangeMove  # noqa: PLC0415
        from ..models.choose_hollows_move import ChooseHollowsMove  # noqa: PLC0415
        from ..models.outcome import Outcome  # noqa: PLC0415
        from ..models.pit_move import PitMove  # noqa: PLC0415
        from ..models.propose_end_move import ProposeEndMove  # noqa: PLC0415
        from ..models.stop_move import StopMove  # noqa: PLC0415
        from ..models.take_move import TakeMove  # noqa: PLC0415

        variant = self.variant

        rules_version = self.rules_version

        options = self.options.to_dict()

        to_move = self.to_move

        legal_moves = []
        for componentsschemas_legal_moves_item_data in self.legal_moves:
            componentsschemas_legal_moves_item: dict[str, Any]
            if isinstance(componentsschemas_legal_moves_item_data, PitMove):
                componentsschemas_legal_moves_item = componentsschemas_legal_moves_item_data.to_dict()
            elif isinstance(componentsschemas_legal_moves_item_data, ArrangeMove):
                componentsschemas_legal_moves_item = componentsschemas_legal_moves_item_data.to_dict()
            elif isinstance(componentsschemas_legal_moves_item_data, ChooseHollowsMove):
                componentsschemas_legal_moves_item = componentsschemas_legal_moves_item_data.to_dict()
            elif isinstance(componentsschemas_legal_moves_item_data, ProposeEndMove):
                componentsschemas_legal_moves_item = componentsschemas_legal_moves_item_data.to_dict()
            elif isinstance(componentsschemas_legal_moves_item_data, AcceptEndMove):
                componentsschemas_legal_moves_item = componentsschemas_legal_moves_item_data.to_dict()
            elif isinstance(componentsschemas_legal_moves_item_data, TakeMove):
                componentsschemas_legal_moves_item = componentsschemas_legal_moves_item_data.to_dict()
            elif isinstance(componentsschemas_legal_moves_item_data, StopMove):
                componentsschemas_legal_moves_item = componentsschemas_legal_moves_item_data.to_dict()
            else:
                componentsschemas_legal_moves_item = componentsschemas_legal_moves_item_data.to_dict()

            legal_moves.append(componentsschemas_legal_moves_item)

        choices = []
        for choices_item_data in self.choices:
            choices_item = choices_item_data.to_dict()
            choices.append(choices_item)

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        agreement_moves: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.agreement_moves, Unset):
            agreement_moves = []
            for componentsschemas_agreement_moves_item_data in self.agreement_moves:
                componentsschemas_agreement_moves_item: dict[str, Any]
                if isinstance(componentsschemas_agreement_moves_item_data, PitMove):
                    componentsschemas_agreement_moves_item = componentsschemas_agreement_moves_item_data.to_dict()
                elif isinstance(componentsschemas_agreement_moves_item_data, ArrangeMove):
                    componentsschemas_agreement_moves_item = componentsschemas_agreement_moves_item_data.to_dict()
                elif isinstance(componentsschemas_agreement_moves_item_data, ChooseHollowsMove):
                    componentsschemas_agreement_moves_item = componentsschemas_agreement_moves_item_data.to_dict()
                elif isinstance(componentsschemas_agreement_moves_item_data, ProposeEndMove):
                    componentsschemas_agreement_moves_item = componentsschemas_agreement_moves_item_data.to_dict()
                elif isinstance(componentsschemas_agreement_moves_item_data, AcceptEndMove):
                    componentsschemas_agreement_moves_item = componentsschemas_agreement_moves_item_data.to_dict()
                elif isinstance(componentsschemas_agreement_moves_item_data, TakeMove):
                    componentsschemas_agreement_moves_item = componentsschemas_agreement_moves_item_data.to_dict()
                elif isinstance(componentsschemas_agreement_moves_item_data, StopMove):
                    componentsschemas_agreement_moves_item = componentsschemas_agreement_moves_item_data.to_dict()
                else:
                    componentsschemas_agreement_moves_item = componentsschemas_agreement_moves_item_data.to_dict()

                agreement_moves.append(componentsschemas_agreement_moves_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "variant": variant,
                "rules_version": rules_version,
                "options": options,
                "to_move": to_move,
                "legal_moves": legal_moves,
                "choices": choices,
                "outcome": outcome,
            }
        )
        if agreement_moves is not UNSET:
            field_dict["agreement_moves"] = agreement_moves

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.accept_end_move import AcceptEndMove  # noqa: PLC0415
        from ..models.arrange_move import ArrangeMove  # noqa: PLC0415
        from ..models.choose_hollows_move import ChooseHollowsMove  # noqa: PLC0415
        from ..models.continue_move import ContinueMove  # noqa: PLC0415
        from ..models.game_header_options import GameHeaderOptions  # noqa: PLC0415
        from ..models.legal_moves_response_choices_item import LegalMovesResponseChoicesItem  # noqa: PLC0415
        from ..models.outcome import Outcome  # noqa: PLC0415
        from ..models.pit_move import PitMove  # noqa: PLC0415
        from ..models.propose_end_move import ProposeEndMove  # noqa: PLC0415
        from ..models.stop_move import StopMove  # noqa: PLC0415
        from ..models.take_move import TakeMove  # noqa: PLC0415

        d = dict(src_dict)
        variant = d.pop("variant")

        rules_version = d.pop("rules_version")

        options = GameHeaderOptions.from_dict(d.pop("options"))

        to_move = d.pop("to_move")

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for componentsschemas_legal_moves_item_data in _legal_moves:

            def _parse_componentsschemas_legal_moves_item(
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

            componentsschemas_legal_moves_item = _parse_componentsschemas_legal_moves_item(
                componentsschemas_legal_moves_item_data
            )

            legal_moves.append(componentsschemas_legal_moves_item)

        choices = []
        _choices = d.pop("choices")
        for choices_item_data in _choices:
            choices_item = LegalMovesResponseChoicesItem.from_dict(choices_item_data)

            choices.append(choices_item)

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        _agreement_moves = d.pop("agreement_moves", UNSET)
        agreement_moves: (
            list[
                AcceptEndMove
                | ArrangeMove
                | ChooseHollowsMove
                | ContinueMove
                | PitMove
                | ProposeEndMove
                | StopMove
                | TakeMove
            ]
            | Unset
        ) = UNSET
        if _agreement_moves is not UNSET:
            agreement_moves = []
            for componentsschemas_agreement_moves_item_data in _agreement_moves:

                def _parse_componentsschemas_agreement_moves_item(
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

                componentsschemas_agreement_moves_item = _parse_componentsschemas_agreement_moves_item(
                    componentsschemas_agreement_moves_item_data
                )

                agreement_moves.append(componentsschemas_agreement_moves_item)

        legal_moves_response = cls(
            variant=variant,
            rules_version=rules_version,
            options=options,
            to_move=to_move,
            legal_moves=legal_moves,
            choices=choices,
            outcome=outcome,
            agreement_moves=agreement_moves,
        )

        legal_moves_response.additional_properties = d
        return legal_moves_response

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
