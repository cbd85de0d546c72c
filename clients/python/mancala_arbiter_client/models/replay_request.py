from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.variant_id import VariantId
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.accept_end_move import AcceptEndMove
    from ..models.arrange_move import ArrangeMove
    from ..models.choose_hollows_move import ChooseHollowsMove
    from ..models.continue_move import ContinueMove
    from ..models.options import Options
    from ..models.pit_move import PitMove
    from ..models.position import Position
    from ..models.propose_end_move import ProposeEndMove
    from ..models.stop_move import StopMove
    from ..models.take_move import TakeMove


T = TypeVar("T", bound="ReplayRequest")


@_attrs_define
class ReplayRequest:
    """
    Attributes:
        variant (VariantId): A variant id (see `GET /v1/variants`).
        moves (list[AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove | StopMove
            | TakeMove]): The record, in order. At most `ARBITER_MAX_REPLAY_MOVES` moves, and at most `ARBITER_MAX_HISTORY`
            minus the start's history keys (422 `limit-exceeded`).
        options (Options | Unset): House rules, by name (see the variant's `options`). Unknown names or bad values are
            refused with 422 `invalid-options`.
        rules_version (str | Unset): Pin the rules version; the variant's current `rules_version` or an earlier one it
            still implements (played as that version's rules, its differences shown in the canonical `options`;
            docs/records.md); anything else is refused (422 `unknown-rules-version`).
        start (None | Position | Unset): The position to replay from; null or absent means the variant's starting
            position.
        start_signature (None | str | Unset): The `signature` the service returned with this position (required when the
            operator requires signed positions).
        include_steps (bool | Unset): Also return every step: the move, its events, the position without its history,
            the history change and the hash of the whole position. Default: False.
        include_record (bool | Unset): Also return the game as a record (text; docs/records.md). Default: False.
    """

    variant: VariantId
    moves: list[
        AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove | StopMove | TakeMove
    ]
    options: Options | Unset = UNSET
    rules_version: str | Unset = UNSET
    start: None | Position | Unset = UNSET
    start_signature: None | str | Unset = UNSET
    include_steps: bool | Unset = False
    include_record: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.accept_end_move import AcceptEndMove  # noqa: PLC0415
        from ..models.arrange_move import ArrangeMove  # noqa: PLC0415
        from ..models.choose_hollows_move import ChooseHollowsMove  # noqa: PLC0415
        from ..models.pit_move import PitMove  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415
        from ..models.propose_end_move import ProposeEndMove  # noqa: PLC0415
        from ..models.stop_move import StopMove  # noqa: PLC0415
        from ..models.take_move import TakeMove  # noqa: PLC0415

        variant = self.variant.value

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, PitMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ArrangeMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ChooseHollowsMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ProposeEndMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, AcceptEndMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, TakeMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, StopMove):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rules_version = self.rules_version

        start: dict[str, Any] | None | Unset
        if isinstance(self.start, Unset):
            start = UNSET
        elif isinstance(self.start, Position):
            start = self.start.to_dict()
        else:
            start = self.start

        start_signature: None | str | Unset
        if isinstance(self.start_signature, Unset):
            start_signature = UNSET
        else:
            start_signature = self.start_signature

        include_steps = self.include_steps

        include_record = self.include_record

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variant": variant,
                "moves": moves,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version
        if start is not UNSET:
            field_dict["start"] = start
        if start_signature is not UNSET:
            field_dict["start_signature"] = start_signature
        if include_steps is not UNSET:
            field_dict["include_steps"] = include_steps
        if include_record is not UNSET:
            field_dict["include_record"] = include_record

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.accept_end_move import AcceptEndMove  # noqa: PLC0415
        from ..models.arrange_move import ArrangeMove  # noqa: PLC0415
        from ..models.choose_hollows_move import ChooseHollowsMove  # noqa: PLC0415
        from ..models.continue_move import ContinueMove  # noqa: PLC0415
        from ..models.options import Options  # noqa: PLC0415
        from ..models.pit_move import PitMove  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415
        from ..models.propose_end_move import ProposeEndMove  # noqa: PLC0415
        from ..models.stop_move import StopMove  # noqa: PLC0415
        from ..models.take_move import TakeMove  # noqa: PLC0415

        d = dict(src_dict)
        variant = VariantId(d.pop("variant"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
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

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        _options = d.pop("options", UNSET)
        options: Options | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = Options.from_dict(_options)

        rules_version = d.pop("rules_version", UNSET)

        def _parse_start(data: object) -> None | Position | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                start_type_0 = Position.from_dict(data)

                return start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Position | Unset, data)

        start = _parse_start(d.pop("start", UNSET))

        def _parse_start_signature(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        start_signature = _parse_start_signature(d.pop("start_signature", UNSET))

        include_steps = d.pop("include_steps", UNSET)

        include_record = d.pop("include_record", UNSET)

        replay_request = cls(
            variant=variant,
            moves=moves,
            options=options,
            rules_version=rules_version,
            start=start,
            start_signature=start_signature,
            include_steps=include_steps,
            include_record=include_record,
        )

        return replay_request
