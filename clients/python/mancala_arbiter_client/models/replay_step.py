from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.accept_end_move import AcceptEndMove
    from ..models.arrange_move import ArrangeMove
    from ..models.arranged_event import ArrangedEvent
    from ..models.board_resized_event import BoardResizedEvent
    from ..models.capture_event import CaptureEvent
    from ..models.capture_nullified_event import CaptureNullifiedEvent
    from ..models.captured_resown_event import CapturedResownEvent
    from ..models.choose_hollows_move import ChooseHollowsMove
    from ..models.continue_move import ContinueMove
    from ..models.direction_reversed_event import DirectionReversedEvent
    from ..models.end_agreed_event import EndAgreedEvent
    from ..models.end_declined_event import EndDeclinedEvent
    from ..models.end_proposed_event import EndProposedEvent
    from ..models.extra_turn_event import ExtraTurnEvent
    from ..models.feed_required_event import FeedRequiredEvent
    from ..models.game_end_event import GameEndEvent
    from ..models.nyumba_event import NyumbaEvent
    from ..models.ownership_change_event import OwnershipChangeEvent
    from ..models.pass_event import PassEvent
    from ..models.pickup_event import PickupEvent
    from ..models.pit_move import PitMove
    from ..models.pits_ruined_event import PitsRuinedEvent
    from ..models.propose_end_move import ProposeEndMove
    from ..models.relay_event import RelayEvent
    from ..models.relay_stopped_event import RelayStoppedEvent
    from ..models.replay_step_history_change import ReplayStepHistoryChange
    from ..models.replay_step_position import ReplayStepPosition
    from ..models.round_end_event import RoundEndEvent
    from ..models.sow_event import SowEvent
    from ..models.stop_move import StopMove
    from ..models.take_move import TakeMove
    from ..models.turn_truncated_event import TurnTruncatedEvent
    from ..models.tuzdyk_event import TuzdykEvent
    from ..models.tuzdyk_refused_event import TuzdykRefusedEvent
    from ..models.wegue_event import WegueEvent


T = TypeVar("T", bound="ReplayStep")


@_attrs_define
class ReplayStep:
    """One move of the record and what it changed. The position comes without `history`: the
    history after this step is the previous step's (the start's, before step 0) cut to
    `history_change.kept` keys, then `history_change.added` appended. `position_hash` is the
    hash of the whole position, history included. Steps are not signed: to continue from an
    intermediate step, replay the record up to it.

        Attributes:
            ply (int): 0-based index of the move in the record.
            move (AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove | StopMove |
                TakeMove): One move. Which kinds a position allows is listed in its `legal_moves`; send one of them
                back as it is. `type` tells the kinds apart: absent (or `sow`) for a pit move, `arrange`,
                `choose_hollows`, `propose_end`, `accept_end`, `take`, `stop`, `continue`. A pit move carries no `type`, so this
                union
                has no `discriminator`: the kinds are told apart by their required keys.
            events (list[ArrangedEvent | BoardResizedEvent | CapturedResownEvent | CaptureEvent | CaptureNullifiedEvent |
                DirectionReversedEvent | EndAgreedEvent | EndDeclinedEvent | EndProposedEvent | ExtraTurnEvent |
                FeedRequiredEvent | GameEndEvent | NyumbaEvent | OwnershipChangeEvent | PassEvent | PickupEvent |
                PitsRuinedEvent | RelayEvent | RelayStoppedEvent | RoundEndEvent | SowEvent | TurnTruncatedEvent | TuzdykEvent |
                TuzdykRefusedEvent | WegueEvent]):
            position (ReplayStepPosition): The position after the move, without `history`.
            history_change (ReplayStepHistoryChange):
            position_text (str): One-line text form of the position.
            position_hash (str): SHA-256 of the canonical whole position (history included).
    """

    ply: int
    move: (
        AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove | StopMove | TakeMove
    )
    events: list[
        ArrangedEvent
        | BoardResizedEvent
        | CapturedResownEvent
        | CaptureEvent
        | CaptureNullifiedEvent
        | DirectionReversedEvent
        | EndAgreedEvent
        | EndDeclinedEvent
        | EndProposedEvent
        | ExtraTurnEvent
        | FeedRequiredEvent
        | GameEndEvent
        | NyumbaEvent
        | OwnershipChangeEvent
        | PassEvent
        | PickupEvent
        | PitsRuinedEvent
        | RelayEvent
        | RelayStoppedEvent
        | RoundEndEvent
        | SowEvent
        | TurnTruncatedEvent
        | TuzdykEvent
        | TuzdykRefusedEvent
        | WegueEvent
    ]
    position: ReplayStepPosition
    history_change: ReplayStepHistoryChange
    position_text: str
    position_hash: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.accept_end_move import AcceptEndMove  # noqa: PLC0415
        from ..models.arrange_move import ArrangeMove  # noqa: PLC0415
        from ..models.arranged_event import ArrangedEvent  # noqa: PLC0415
        from ..models.board_resized_event import BoardResizedEvent  # noqa: PLC0415
        from ..models.capture_event import CaptureEvent  # noqa: PLC0415
        from ..models.capture_nullified_event import CaptureNullifiedEvent  # noqa: PLC0415
        from ..models.captured_resown_event import CapturedResownEvent  # noqa: PLC0415
        from ..models.choose_hollows_move import ChooseHollowsMove  # noqa: PLC0415
        from ..models.direction_reversed_event import DirectionReversedEvent  # noqa: PLC0415
        from ..models.end_agreed_event import EndAgreedEvent  # noqa: PLC0415
        from ..models.end_declined_event import EndDeclinedEvent  # noqa: PLC0415
        from ..models.end_proposed_event import EndProposedEvent  # noqa: PLC0415
        from ..models.extra_turn_event import ExtraTurnEvent  # noqa: PLC0415
        from ..models.feed_required_event import FeedRequiredEvent  # noqa: PLC0415
        from ..models.game_end_event import GameEndEvent  # noqa: PLC0415
        from ..models.nyumba_event import NyumbaEvent  # noqa: PLC0415
        from ..models.ownership_change_event import OwnershipChangeEvent  # noqa: PLC0415
        from ..models.pass_event import PassEvent  # noqa: PLC0415
        from ..models.pickup_event import PickupEvent  # noqa: PLC0415
        from ..models.pit_move import PitMove  # noqa: PLC0415
        from ..models.pits_ruined_event import PitsRuinedEvent  # noqa: PLC0415
        from ..models.propose_end_move import ProposeEndMove  # noqa: PLC0415
        from ..models.relay_event import RelayEvent  # noqa: PLC0415
        from ..models.round_end_event import RoundEndEvent  # noqa: PLC0415
        from ..models.sow_event import SowEvent  # noqa: PLC0415
        from ..models.stop_move import StopMove  # noqa: PLC0415
        from ..models.take_move import TakeMove  # noqa: PLC0415
        from ..models.turn_truncated_event import TurnTruncatedEvent  # noqa: PLC0415
        from ..models.tuzdyk_event import TuzdykEvent  # noqa: PLC0415
        from ..models.tuzdyk_refused_event import TuzdykRefusedEvent  # noqa: PLC0415
        from ..models.wegue_event import WegueEvent  # noqa: PLC0415

        ply = self.ply

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

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, PickupEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SowEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RelayEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DirectionReversedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaptureEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CaptureNullifiedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExtraTurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PassEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FeedRequiredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TurnTruncatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameEndEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoundEndEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BoardResizedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ArrangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OwnershipChangeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CapturedResownEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EndProposedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EndDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EndAgreedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TuzdykEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TuzdykRefusedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, WegueEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PitsRuinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, NyumbaEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        position = self.position.to_dict()

        history_change = self.history_change.to_dict()

        position_text = self.position_text

        position_hash = self.position_hash

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ply": ply,
                "move": move,
                "events": events,
                "position": position,
                "history_change": history_change,
                "position_text": position_text,
                "position_hash": position_hash,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.accept_end_move import AcceptEndMove  # noqa: PLC0415
        from ..models.arrange_move import ArrangeMove  # noqa: PLC0415
        from ..models.arranged_event import ArrangedEvent  # noqa: PLC0415
        from ..models.board_resized_event import BoardResizedEvent  # noqa: PLC0415
        from ..models.capture_event import CaptureEvent  # noqa: PLC0415
        from ..models.capture_nullified_event import CaptureNullifiedEvent  # noqa: PLC0415
        from ..models.captured_resown_event import CapturedResownEvent  # noqa: PLC0415
        from ..models.choose_hollows_move import ChooseHollowsMove  # noqa: PLC0415
        from ..models.continue_move import ContinueMove  # noqa: PLC0415
        from ..models.direction_reversed_event import DirectionReversedEvent  # noqa: PLC0415
        from ..models.end_agreed_event import EndAgreedEvent  # noqa: PLC0415
        from ..models.end_declined_event import EndDeclinedEvent  # noqa: PLC0415
        from ..models.end_proposed_event import EndProposedEvent  # noqa: PLC0415
        from ..models.extra_turn_event import ExtraTurnEvent  # noqa: PLC0415
        from ..models.feed_required_event import FeedRequiredEvent  # noqa: PLC0415
        from ..models.game_end_event import GameEndEvent  # noqa: PLC0415
        from ..models.nyumba_event import NyumbaEvent  # noqa: PLC0415
        from ..models.ownership_change_event import OwnershipChangeEvent  # noqa: PLC0415
        from ..models.pass_event import PassEvent  # noqa: PLC0415
        from ..models.pickup_event import PickupEvent  # noqa: PLC0415
        from ..models.pit_move import PitMove  # noqa: PLC0415
        from ..models.pits_ruined_event import PitsRuinedEvent  # noqa: PLC0415
        from ..models.propose_end_move import ProposeEndMove  # noqa: PLC0415
        from ..models.relay_event import RelayEvent  # noqa: PLC0415
        from ..models.relay_stopped_event import RelayStoppedEvent  # noqa: PLC0415
        from ..models.replay_step_history_change import ReplayStepHistoryChange  # noqa: PLC0415
        from ..models.replay_step_position import ReplayStepPosition  # noqa: PLC0415
        from ..models.round_end_event import RoundEndEvent  # noqa: PLC0415
        from ..models.sow_event import SowEvent  # noqa: PLC0415
        from ..models.stop_move import StopMove  # noqa: PLC0415
        from ..models.take_move import TakeMove  # noqa: PLC0415
        from ..models.turn_truncated_event import TurnTruncatedEvent  # noqa: PLC0415
        from ..models.tuzdyk_event import TuzdykEvent  # noqa: PLC0415
        from ..models.tuzdyk_refused_event import TuzdykRefusedEvent  # noqa: PLC0415
        from ..models.wegue_event import WegueEvent  # noqa: PLC0415

        d = dict(src_dict)
        ply = d.pop("ply")

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

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                ArrangedEvent
                | BoardResizedEvent
                | CapturedResownEvent
                | CaptureEvent
                | CaptureNullifiedEvent
                | DirectionReversedEvent
                | EndAgreedEvent
                | EndDeclinedEvent
                | EndProposedEvent
                | ExtraTurnEvent
                | FeedRequiredEvent
                | GameEndEvent
                | NyumbaEvent
                | OwnershipChangeEvent
                | PassEvent
                | PickupEvent
                | PitsRuinedEvent
                | RelayEvent
                | RelayStoppedEvent
                | RoundEndEvent
                | SowEvent
                | TurnTruncatedEvent
                | TuzdykEvent
                | TuzdykRefusedEvent
                | WegueEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_0 = PickupEvent.from_dict(data)

                    return componentsschemas_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_1 = SowEvent.from_dict(data)

                    return componentsschemas_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_2 = RelayEvent.from_dict(data)

                    return componentsschemas_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_3 = DirectionReversedEvent.from_dict(data)

                    return componentsschemas_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_4 = CaptureEvent.from_dict(data)

                    return componentsschemas_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_5 = CaptureNullifiedEvent.from_dict(data)

                    return componentsschemas_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_6 = ExtraTurnEvent.from_dict(data)

                    return componentsschemas_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_7 = PassEvent.from_dict(data)

                    return componentsschemas_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_8 = FeedRequiredEvent.from_dict(data)

                    return componentsschemas_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_9 = TurnTruncatedEvent.from_dict(data)

                    return componentsschemas_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_10 = GameEndEvent.from_dict(data)

                    return componentsschemas_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_11 = RoundEndEvent.from_dict(data)

                    return componentsschemas_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_12 = BoardResizedEvent.from_dict(data)

                    return componentsschemas_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_13 = ArrangedEvent.from_dict(data)

                    return componentsschemas_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_14 = OwnershipChangeEvent.from_dict(data)

                    return componentsschemas_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_15 = CapturedResownEvent.from_dict(data)

                    return componentsschemas_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_16 = EndProposedEvent.from_dict(data)

                    return componentsschemas_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_17 = EndDeclinedEvent.from_dict(data)

                    return componentsschemas_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_18 = EndAgreedEvent.from_dict(data)

                    return componentsschemas_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_19 = TuzdykEvent.from_dict(data)

                    return componentsschemas_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_20 = TuzdykRefusedEvent.from_dict(data)

                    return componentsschemas_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_21 = WegueEvent.from_dict(data)

                    return componentsschemas_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_22 = PitsRuinedEvent.from_dict(data)

                    return componentsschemas_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_23 = NyumbaEvent.from_dict(data)

                    return componentsschemas_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_24 = RelayStoppedEvent.from_dict(data)

                return componentsschemas_event_type_24

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        position = ReplayStepPosition.from_dict(d.pop("position"))

        history_change = ReplayStepHistoryChange.from_dict(d.pop("history_change"))

        position_text = d.pop("position_text")

        position_hash = d.pop("position_hash")

        replay_step = cls(
            ply=ply,
            move=move,
            events=events,
            position=position,
            history_change=history_change,
            position_text=position_text,
            position_hash=position_hash,
        )

        replay_step.additional_properties = d
        return replay_step

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
