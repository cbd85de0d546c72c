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


T = TypeVar("T", bound="MoveRequest")


@_attrs_define
class MoveRequest:
    """
    Attributes:
        variant (VariantId): A variant id (see `GET /v1/variants`).
        position (Position): A whole game state, as this service returns it. Send it back unchanged (with its
            `signature`). Games in rounds add `round`, `round_starter`, `phase`; territory games
            `owners`; games with tuzdyks (togyz-kumalak, toguz-korgool) `tuzdyk` (per seat, the pit
            number of its tuzdyk in the opponent's row, or null); games with wegues (qelat; closed holes: nambayi, embeli)
            `wegue`
            (shaped like `pits`: the seat owning each pit as its wegue, or null); a refill round with pits out of play
            (option `match` of pallanguzhi, congkak, ohvalhu) `ruined`; bao-la-kiswahili `nyumba` and `takasia`
            (its `stores` hold the seeds still to be entered). Keys other than these are passed to the engine, which checks
            every invariant
            (shape, seed conservation, whose turn, status against the board).
        move (AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove | StopMove |
            TakeMove): One move. Which kinds a position allows is listed in its `legal_moves`; send one of them
            back as it is. `type` tells the kinds apart: absent (or `sow`) for a pit move, `arrange`,
            `choose_hollows`, `propose_end`, `accept_end`, `take`, `stop`, `continue`. A pit move carries no `type`, so this
            union
            has no `discriminator`: the kinds are told apart by their required keys.
        options (Options | Unset): House rules, by name (see the variant's `options`). Unknown names or bad values are
            refused with 422 `invalid-options`.
        rules_version (str | Unset): Pin the rules version; the variant's current `rules_version` or an earlier one it
            still implements (played as that version's rules, its differences shown in the canonical `options`;
            docs/records.md); anything else is refused (422 `unknown-rules-version`).
        signature (None | str | Unset): The `signature` the service returned with this position (required when the
            operator requires signed positions).
        chain (str | Unset): The `jws` of the previous answer's `chain` link: the answer then carries the next link (422
            `invalid-chain` when it does not verify or is for another position).
    """

    variant: VariantId
    position: Position
    move: (
        AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove | StopMove | TakeMove
    )
    options: Options | Unset = UNSET
    rules_version: str | Unset = UNSET
    signature: None | str | Unset = UNSET
    chain: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.accept_end_move import AcceptEndMove  # noqa: PLC0415
        from ..models.arrange_move import ArrangeMove  # noqa: PLC0415
        from ..models.choose_hollows_move import ChooseHollowsMove  # noqa: PLC0415
        from ..models.pit_move import PitMove  # noqa: PLC0415
        from ..models.propose_end_move import ProposeEndMove  # noqa: PLC0415
        from ..models.stop_move import StopMove  # noqa: PLC0415
        from ..models.take_move import TakeMove  # noqa: PLC0415

        variant = self.variant.value

        position = self.position.to_dict()

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

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rules_version = self.rules_version

        signature: None | str | Unset
        if isinstance(self.signature, Unset):
            signature = UNSET
        else:
            signature = self.signature

        chain = self.chain

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variant": variant,
                "position": position,
                "move": move,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version
        if signature is not UNSET:
            field_dict["signature"] = signature
        if chain is not UNSET:
            field_dict["chain"] = chain

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

        position = Position.from_dict(d.pop("position"))

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

        _options = d.pop("options", UNSET)
        options: Options | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = Options.from_dict(_options)

        rules_version = d.pop("rules_version", UNSET)

        def _parse_signature(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        signature = _parse_signature(d.pop("signature", UNSET))

        chain = d.pop("chain", UNSET)

        move_request = cls(
            variant=variant,
            position=position,
            move=move,
            options=options,
            rules_version=rules_version,
            signature=signature,
            chain=chain,
        )

        return move_request
