from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.position_directions_item_type_0 import PositionDirectionsItemType0
from ..models.position_phase import PositionPhase
from ..models.position_status import PositionStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.outcome import Outcome


T = TypeVar("T", bound="ReplayStepPosition")


@_attrs_define
class ReplayStepPosition:
    """The position after the move, without `history`.

    Attributes:
        pits (list[list[int]]): One row per seat, each numbered from that seat's own left.
        stores (list[int]): One store per seat.
        to_move (int): The seat to move.
        ply (int): Moves played so far. The rules read it in a game's first plies: an opening's moves are sown from the
            pits option `opening_pits` names while `ply` < `opening_plies` (the legal moves list only those), and the first
            `no_capture_plies` capture nothing.
        status (PositionStatus):
        outcome (None | Outcome | Unset):
        history (list[str] | Unset): Keys of earlier positions, for the repetition rule.
        last_mover (int | None | Unset):
        round_ (int | Unset): Matches of rounds (Giuthi, Nam Nam, refill matches) only: the round being played, from 1.
        round_starter (int | Unset): Matches of rounds only: the seat that moved first in this round.
        phase (PositionPhase | Unset): Matches of rounds, Omweso's opening and holes chosen after a capture: what the
            player to
            move has to do. `play`: sow
            (an ordinary move); `arrange`: Giuthi, the round's loser chooses the board size and places
            its seeds, or in Omweso's first two plies each player places its own (an `arrange`
            move; a game without rounds has `phase` only while it is `arrange` or `take`); `choose_hollows`: Nam Nam, the
            round's winner chooses which of the
            loser's hollows it takes (a `choose_hollows` move); `take`: games with option
            `capture_chosen_holes` (Tsoro (Additional Capture), Msuwa), after a capture that earns them
            the capturer takes `takes_left` more holes of the opponent's, one `take` move a ply, before
            the turn passes; `relay_choice`: games with option `stop_holes` (Musoro Tsoro), a relay lap
            ended in the mover's occupied stop hole `relay_pit`: the mover plays `stop` (the turn
            passes) or `continue` (the relay goes on from it).
        owners (list[list[int]] | Unset): Territory games (Nam Nam) only: the seat that owns each hollow, shaped like
            `pits`.
        end_proposed_by (list[int] | Unset): A pending proposal to end the game by agreement (D-4): the seats that have
            proposed or accepted so far, in order. Absent when none is pending.
        tuzdyk (list[int | None] | Unset): Games with tuzdyks (togyz-kumalak, toguz-korgool) only: per seat, the pit
            number of its tuzdyk in the opponent's row, or null while it has none.
        wegue (list[list[int | None]] | Unset): Games with wegues (qelat; closed holes: nambayi, embeli) only: shaped
            like `pits`, the seat that owns each pit as its wegue or closed it (made in the opponent's row, so never the
            row's own seat, except the pit opposite a new wegue with `wegue_pair`: Leyla), or null for a pit that is no
            wegue. A closed hole (`wegue_sowing=closed`) holds no seed.
        directions (list[None | PositionDirectionsItemType0] | Unset): Games with a kept direction (option
            `direction_kept`: namudilakunze, chisolo) only: per seat the way it sows, `cw` or `ccw` kept for the rest of the
            game, `player_choice` while its next move chooses (that move names its `direction`), or null before its first
            move where the choice is its second move (that first move is sown in the game's `direction`). Absent in other
            games; left out, the start's.
        ruined (list[list[int]] | Unset): Refill rounds (`rounds=refill`, D-24) only: per seat, the pit numbers of its
            row that are out of play this round (ruined, burnt; they hold no seeds and sowing skips them), increasing.
            Absent while every pit is in play.
        nyumba (list[bool] | Unset): Games with a house (bao-la-kiswahili) only: per seat, whether its nyumba still
            stands (it has never been emptied). Left out, a house stands where its pit holds seeds.
        takasia (bool | Unset): Games with the takasia rule (bao-la-kiswahili) only: whether the last move was a mtaji-
            stage takasa (a move that captured nothing). False when left out.
        takes_left (int | Unset): Phase `take` only (option `capture_chosen_holes`): the holes of the opponent's the
            player to move still takes after a capture, this one included (fewer are taken when the opponent's holes run
            out). Absent in every other phase.
        relay_pit (int | Unset): Phase `relay_choice` only (option `stop_holes`): the mover's stop hole (numbered in the
            mover's row as the position lists it) where the relay lap ended; `continue` sows on from it. Absent in every
            other phase.
    """

    pits: list[list[int]]
    stores: list[int]
    to_move: int
    ply: int
    status: PositionStatus
    outcome: None | Outcome | Unset = UNSET
    history: list[str] | Unset = UNSET
    last_mover: int | None | Unset = UNSET
    round_: int | Unset = UNSET
    round_starter: int | Unset = UNSET
    phase: PositionPhase | Unset = UNSET
    owners: list[list[int]] | Unset = UNSET
    end_proposed_by: list[int] | Unset = UNSET
    tuzdyk: list[int | None] | Unset = UNSET
    wegue: list[list[int | None]] | Unset = UNSET
    directions: list[None | PositionDirectionsItemType0] | Unset = UNSET
    ruined: list[list[int]] | Unset = UNSET
    nyumba: list[bool] | Unset = UNSET
    takasia: bool | Unset = UNSET
    takes_left: int | Unset = UNSET
    relay_pit: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome  # noqa: PLC0415

        pits = []
        for pits_item_data in self.pits:
            pits_item = pits_item_data

            pits.append(pits_item)

        stores = self.stores

        to_move = self.to_move

        ply = self.ply

        status = self.status.value

        outcome: dict[str, Any] | None | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        elif isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        history: list[str] | Unset = UNSET
        if not isinstance(self.history, Unset):
            history = self.history

        last_mover: int | None | Unset
        if isinstance(self.last_mover, Unset):
            last_mover = UNSET
        else:
            last_mover = self.last_mover

        round_ = self.round_

        round_starter = self.round_starter

        phase: str | Unset = UNSET
        if not isinstance(self.phase, Unset):
            phase = self.phase.value

        owners: list[list[int]] | Unset = UNSET
        if not isinstance(self.owners, Unset):
            owners = []
            for owners_item_data in self.owners:
                owners_item = owners_item_data

                owners.append(owners_item)

        end_proposed_by: list[int] | Unset = UNSET
        if not isinstance(self.end_proposed_by, Unset):
            end_proposed_by = self.end_proposed_by

        tuzdyk: list[int | None] | Unset = UNSET
        if not isinstance(self.tuzdyk, Unset):
            tuzdyk = []
            for tuzdyk_item_data in self.tuzdyk:
                tuzdyk_item: int | None
                tuzdyk_item = tuzdyk_item_data
                tuzdyk.append(tuzdyk_item)

        wegue: list[list[int | None]] | Unset = UNSET
        if not isinstance(self.wegue, Unset):
            wegue = []
            for wegue_item_data in self.wegue:
                wegue_item = []
                for wegue_item_item_data in wegue_item_data:
                    wegue_item_item: int | None
                    wegue_item_item = wegue_item_item_data
                    wegue_item.append(wegue_item_item)

                wegue.append(wegue_item)

        directions: list[None | str] | Unset = UNSET
        if not isinstance(self.directions, Unset):
            directions = []
            for directions_item_data in self.directions:
                directions_item: None | str
                if isinstance(directions_item_data, PositionDirectionsItemType0):
                    directions_item = directions_item_data.value
                else:
                    directions_item = directions_item_data
                directions.append(directions_item)

        ruined: list[list[int]] | Unset = UNSET
        if not isinstance(self.ruined, Unset):
            ruined = []
            for ruined_item_data in self.ruined:
                ruined_item = ruined_item_data

                ruined.append(ruined_item)

        nyumba: list[bool] | Unset = UNSET
        if not isinstance(self.nyumba, Unset):
            nyumba = self.nyumba

        takasia = self.takasia

        takes_left = self.takes_left

        relay_pit = self.relay_pit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pits": pits,
                "stores": stores,
                "to_move": to_move,
                "ply": ply,
                "status": status,
            }
        )
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if history is not UNSET:
            field_dict["history"] = history
        if last_mover is not UNSET:
            field_dict["last_mover"] = last_mover
        if round_ is not UNSET:
            field_dict["round"] = round_
        if round_starter is not UNSET:
            field_dict["round_starter"] = round_starter
        if phase is not UNSET:
            field_dict["phase"] = phase
        if owners is not UNSET:
            field_dict["owners"] = owners
        if end_proposed_by is not UNSET:
            field_dict["end_proposed_by"] = end_proposed_by
        if tuzdyk is not UNSET:
            field_dict["tuzdyk"] = tuzdyk
        if wegue is not UNSET:
            field_dict["wegue"] = wegue
        if directions is not UNSET:
            field_dict["directions"] = directions
        if ruined is not UNSET:
            field_dict["ruined"] = ruined
        if nyumba is not UNSET:
            field_dict["nyumba"] = nyumba
        if takasia is not UNSET:
            field_dict["takasia"] = takasia
        if takes_left is not UNSET:
            field_dict["takes_left"] = takes_left
        if relay_pit is not UNSET:
            field_dict["relay_pit"] = relay_pit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome import Outcome  # noqa: PLC0415

        d = dict(src_dict)
        pits = []
        _pits = d.pop("pits")
        for pits_item_data in _pits:
            pits_item = cast(list[int], pits_item_data)

            pits.append(pits_item)

        stores = cast(list[int], d.pop("stores"))

        to_move = d.pop("to_move")

        ply = d.pop("ply")

        status = PositionStatus(d.pop("status"))

        def _parse_outcome(data: object) -> None | Outcome | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome | Unset, data)

        outcome = _parse_outcome(d.pop("outcome", UNSET))

        history = cast(list[str], d.pop("history", UNSET))

        def _parse_last_mover(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        last_mover = _parse_last_mover(d.pop("last_mover", UNSET))

        round_ = d.pop("round", UNSET)

        round_starter = d.pop("round_starter", UNSET)

        _phase = d.pop("phase", UNSET)
        phase: PositionPhase | Unset
        if isinstance(_phase, Unset):
            phase = UNSET
        else:
            phase = PositionPhase(_phase)

        _owners = d.pop("owners", UNSET)
        owners: list[list[int]] | Unset = UNSET
        if _owners is not UNSET:
            owners = []
            for owners_item_data in _owners:
                owners_item = cast(list[int], owners_item_data)

                owners.append(owners_item)

        end_proposed_by = cast(list[int], d.pop("end_proposed_by", UNSET))

        _tuzdyk = d.pop("tuzdyk", UNSET)
        tuzdyk: list[int | None] | Unset = UNSET
        if _tuzdyk is not UNSET:
            tuzdyk = []
            for tuzdyk_item_data in _tuzdyk:

                def _parse_tuzdyk_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                tuzdyk_item = _parse_tuzdyk_item(tuzdyk_item_data)

                tuzdyk.append(tuzdyk_item)

        _wegue = d.pop("wegue", UNSET)
        wegue: list[list[int | None]] | Unset = UNSET
        if _wegue is not UNSET:
            wegue = []
            for wegue_item_data in _wegue:
                wegue_item = []
                _wegue_item = wegue_item_data
                for wegue_item_item_data in _wegue_item:

                    def _parse_wegue_item_item(data: object) -> int | None:
                        if data is None:
                            return data
                        return cast(int | None, data)

                    wegue_item_item = _parse_wegue_item_item(wegue_item_item_data)

                    wegue_item.append(wegue_item_item)

                wegue.append(wegue_item)

        _directions = d.pop("directions", UNSET)
        directions: list[None | PositionDirectionsItemType0] | Unset = UNSET
        if _directions is not UNSET:
            directions = []
            for directions_item_data in _directions:

                def _parse_directions_item(data: object) -> None | PositionDirectionsItemType0:
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        directions_item_type_0 = PositionDirectionsItemType0(data)

                        return directions_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(None | PositionDirectionsItemType0, data)

                directions_item = _parse_directions_item(directions_item_data)

                directions.append(directions_item)

        _ruined = d.pop("ruined", UNSET)
        ruined: list[list[int]] | Unset = UNSET
        if _ruined is not UNSET:
            ruined = []
            for ruined_item_data in _ruined:
                ruined_item = cast(list[int], ruined_item_data)

                ruined.append(ruined_item)

        nyumba = cast(list[bool], d.pop("nyumba", UNSET))

        takasia = d.pop("takasia", UNSET)

        takes_left = d.pop("takes_left", UNSET)

        relay_pit = d.pop("relay_pit", UNSET)

        replay_step_position = cls(
            pits=pits,
            stores=stores,
            to_move=to_move,
            ply=ply,
            status=status,
            outcome=outcome,
            history=history,
            last_mover=last_mover,
            round_=round_,
            round_starter=round_starter,
            phase=phase,
            owners=owners,
            end_proposed_by=end_proposed_by,
            tuzdyk=tuzdyk,
            wegue=wegue,
            directions=directions,
            ruined=ruined,
            nyumba=nyumba,
            takasia=takasia,
            takes_left=takes_left,
            relay_pit=relay_pit,
        )

        replay_step_position.additional_properties = d
        return replay_step_position

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
