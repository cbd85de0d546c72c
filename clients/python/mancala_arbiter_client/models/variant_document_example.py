from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.position_block_provenance import PositionBlockProvenance
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.accept_end_move import AcceptEndMove
    from ..models.arrange_move import ArrangeMove
    from ..models.choose_hollows_move import ChooseHollowsMove
    from ..models.continue_move import ContinueMove
    from ..models.pit_move import PitMove
    from ..models.position import Position
    from ..models.propose_end_move import ProposeEndMove
    from ..models.stop_move import StopMove
    from ..models.take_move import TakeMove


T = TypeVar("T", bound="VariantDocumentExample")


@_attrs_define
class VariantDocumentExample:
    """The starting position under the default options.

    Attributes:
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
        signature (None | str): `<key id>.<base64url HMAC-SHA256>` over variant, rules_version, options and position;
            null when signing is off.
        provenance (PositionBlockProvenance): `service`: the position derives, move by move, from a position this
            service made (a new
            game, a replay without `start`) or whose signature it verified. `client`: it derives from
            a position the client sent unsigned; its signature (when signing is on) says so, and an
            instance that requires signed positions refuses it (422 `invalid-signature`).
        position_text (str): One-line text form of the position.
        position_hash (str): SHA-256 of the canonical position; compare to resynchronise.
        legal_moves (list[AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove |
            StopMove | TakeMove]): The legal moves, sorted; empty iff the game is finished.
        agreement_moves (list[AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove
            | StopMove | TakeMove] | Unset): `propose_end` / `accept_end` where the player to move may end the game by
            agreement (D-4);
            listed apart from `legal_moves` and played like them. Empty when not allowed.
    """

    position: Position
    signature: None | str
    provenance: PositionBlockProvenance
    position_text: str
    position_hash: str
    legal_moves: list[
        AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove | StopMove | TakeMove
    ]
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
        from ..models.pit_move import PitMove  # noqa: PLC0415
        from ..models.propose_end_move import ProposeEndMove  # noqa: PLC0415
        from ..models.stop_move import StopMove  # noqa: PLC0415
        from ..models.take_move import TakeMove  # noqa: PLC0415

        position = self.position.to_dict()

        signature: None | str
        signature = self.signature

        provenance = self.provenance.value

        position_text = self.position_text

        position_hash = self.position_hash

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
                "position": position,
                "signature": signature,
                "provenance": provenance,
                "position_text": position_text,
                "position_hash": position_hash,
                "legal_moves": legal_moves,
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
        from ..models.pit_move import PitMove  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415
        from ..models.propose_end_move import ProposeEndMove  # noqa: PLC0415
        from ..models.stop_move import StopMove  # noqa: PLC0415
        from ..models.take_move import TakeMove  # noqa: PLC0415

        d = dict(src_dict)
        position = Position.from_dict(d.pop("position"))

        def _parse_signature(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        signature = _parse_signature(d.pop("signature"))

        provenance = PositionBlockProvenance(d.pop("provenance"))

        position_text = d.pop("position_text")

        position_hash = d.pop("position_hash")

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

        variant_document_example = cls(
            position=position,
            signature=signature,
            provenance=provenance,
            position_text=position_text,
            position_hash=position_hash,
            legal_moves=legal_moves,
            agreement_moves=agreement_moves,
        )

        variant_document_example.additional_properties = d
        return variant_document_example

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
