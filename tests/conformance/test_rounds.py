"""A round of Ludii's match ended between two laps of a turn (Hufesay's L-HF1, Bosh's L-BS1,
Gabata (Adegrat)'s L-GA1): ruled only where the model of conformance/rounds.py gives the engine's
position without the ruling and Ludii's with it, Ludii's refill of its next round included where
its trace shows it. These are turns of Ludii's seeded random games (seed 1), Ludii's position
after each as its trace recorded it.

Move lists and seed counts: Ludii (http://ludii.games, github.com/Ludeme/Ludii, commit 845cda6f33,
CC BY-NC-ND 4.0).
"""

from __future__ import annotations

from typing import Any

from conformance.compare import canonical
from conformance.games import BY_KEY, LudiiGame

from .test_laps import _played


def _applies(game: LudiiGame, name: str, kind: str, before: list[int], mover: int, pit: int,
             engine_after: list[int], ludii_after: list[int], ludii_mover: int) -> bool:
    """Whether ``game``'s ruling ``name`` of ``kind`` counts Ludii's position ``ludii_after`` (2×n
    canonical pits, then the hands) with ``ludii_mover`` (a seat) to move, after ``mover`` sowed
    canonical ``pit`` from ``before`` and the engine's turn gave ``engine_after``."""
    ruled = next(r for r in game.ruled if r.name == name and r.kind == kind)
    row = len(before) - 2
    ply: dict[str, Any] = {"pits": before[:row], "stores": before[row:], "mover": mover + 1, "over": False,
                           "move_c": pit}
    ludii = {"pits": ludii_after[:row], "stores": ludii_after[row:], "mover": ludii_mover + 1, "over": False}
    if kind == "successor":
        return ruled.applies(before[pit], pit, ply, {**ludii, "engine_state": engine_after})
    return ruled.applies(0, -1, ludii, {"engine_state": engine_after, "turn_start": ply, "engine_events": ()})


HUFESAY = BY_KEY["hufesay"]


def test_a_hufesay_round_ended_after_a_lap_is_ruled_only_with_the_models_hands_and_player() -> None:
    """L-HF1, Ludii's game of seed 1 (ply 94): North sows its hole 11 (3 counters) into South's holes
    0, 1, 2; hole 2 then holds 3: the engine relays on (from hole 2, then 5, 7 …, North capturing
    1 at the end), Ludii's lap left North's row empty: its round is over, South taking its row's 12
    (28–20), and its program sets the player with more counters, South, to move. Wrong: the same
    hands with North to move, or the engine's relay read as Ludii's round."""
    before = [2, 1, 2, 3, 0, 1, 0, 0, 0, 0, 0, 3, 16, 20]
    played = _played(HUFESAY, before, 6, 1, 11)
    engine_after = canonical(played.position)
    assert (engine_after, played.position.to_move) == ([3, 2, 0, 4, 0, 0, 1, 1, 0, 0, 0, 0, 16, 21], 0)
    ludii = [0] * 12 + [28, 20]
    assert _applies(HUFESAY, "L-HF1", "successor", before, 1, 11, engine_after, ludii, 0)
    assert not _applies(HUFESAY, "L-HF1", "successor", before, 1, 11, engine_after, ludii, 1)
    assert not _applies(HUFESAY, "L-HF1", "successor", before, 1, 11, engine_after, engine_after, 0)


def test_a_hufesay_round_ended_after_a_lap_is_ruled_only_with_ludiis_refill() -> None:
    """L-HF1, Ludii's game of seed 1 (ply 185): South sows its hole 5 (its only counter) into North's
    hole 6, which relays: the engine's turn goes on (6, then 8 …, South capturing 1), Ludii's round
    is over, South's row empty: 28–20, South (more counters) to move, and its plies between rounds,
    read as the turn's laps, put South's 28 four by four from its leftmost hole along the track
    (its six holes and North's first); the trace shows North to move, to refill its own. Wrong:
    South's seventh four in North's last hole (laid clockwise), or the empty board with South to move."""
    before = [0, 0, 0, 0, 0, 1, 1, 0, 2, 0, 0, 1, 28, 15]
    played = _played(HUFESAY, before, 6, 0, 5)
    engine_after = canonical(played.position)
    assert engine_after == [1, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 29, 15]
    refilled = [4, 4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0, 20]
    assert _applies(HUFESAY, "L-HF1", "state", before, 0, 5, engine_after, refilled, 1)
    clockwise = [4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 4, 0, 20]
    assert not _applies(HUFESAY, "L-HF1", "state", before, 0, 5, engine_after, clockwise, 1)
    assert not _applies(HUFESAY, "L-HF1", "state", before, 0, 5, engine_after, [0] * 12 + [28, 20], 0)


BOSH = BY_KEY["bosh"]


def test_a_bosh_round_ended_after_a_lap_is_ruled_only_with_the_models_hands_and_player() -> None:
    """L-BS1, Ludii's game of seed 1 (ply 35): South sows its hole 4 (its only stone) into North's
    hole 5; the next hole, 6, holds 2: the engine relays on from it (South taking 4 at the turn's
    end), Ludii's round is over, South's row empty: each player takes their row, 7–33, and
    South, whose lap relayed, moves again, to place four stones of its hand (a choice of holes, so
    the trace shows the empty board). Wrong: North to move, or the rows given the other way."""
    before = [0, 0, 0, 0, 1, 0, 2, 8, 0, 13, 7, 9]
    engine_after = canonical(_played(BOSH, before, 5, 0, 4).position)
    assert engine_after == [0, 1, 7, 2, 1, 5, 2, 0, 0, 2, 11, 9]
    assert _applies(BOSH, "L-BS1", "state", before, 0, 4, engine_after, [0] * 10 + [7, 33], 0)
    assert not _applies(BOSH, "L-BS1", "state", before, 0, 4, engine_after, [0] * 10 + [7, 33], 1)
    assert not _applies(BOSH, "L-BS1", "state", before, 0, 4, engine_after, [0] * 10 + [33, 7], 0)


ADEGRAT = BY_KEY["gabata-adegrat"]


def test_a_gabata_adegrat_round_ended_after_a_lap_is_ruled_only_with_ludiis_first_refill() -> None:
    """L-GA1, Ludii's game of seed 1 (ply 38): South sows its hole 5 (2 counters) into North's holes
    6 and 7; 7 now holds 2 and the next hole, 8, holds 7: the engine relays on from 8, Ludii's round
    is over, South's row empty: North takes the 12 left (13–23), and South, whose lap relayed,
    moves again: its first three counters into its leftmost hole; the trace shows North to place
    its three. Wrong: South's three in its rightmost hole, or the empty board with South to move."""
    before = [0, 0, 0, 0, 0, 2, 1, 1, 7, 0, 0, 1, 13, 11]
    engine_after = canonical(_played(ADEGRAT, before, 6, 0, 5).position)
    assert engine_after == [1, 1, 1, 1, 0, 0, 2, 2, 0, 1, 1, 2, 13, 11]
    refilling = [3] + [0] * 11 + [10, 23]
    assert _applies(ADEGRAT, "L-GA1", "state", before, 0, 5, engine_after, refilling, 1)
    rightmost = [0] * 5 + [3] + [0] * 6 + [10, 23]
    assert not _applies(ADEGRAT, "L-GA1", "state", before, 0, 5, engine_after, rightmost, 1)
    assert not _applies(ADEGRAT, "L-GA1", "state", before, 0, 5, engine_after, [0] * 12 + [13, 23], 0)


def test_a_gabata_adegrat_round_ended_where_the_engines_game_ends_is_ruled_only_with_ludiis_refill() -> None:
    """L-GA1 (kind ``end``), Ludii's game of seed 1 (ply 52): North sows its hole 11 (1 counter)
    into South's hole 0, now 2, and the next hole, 1, holds 2: the engine relays on until North's
    turn ends and its game with it, 18–18; Ludii's round is over after the first lap, North's row
    empty: South takes the 5 left (19–17), and North, whose lap relayed, puts its first three into
    its leftmost hole (canonical 6); the trace shows South to place. Wrong: North's three in its
    rightmost hole (canonical 11)."""
    before = [1, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 14, 17]
    played = _played(ADEGRAT, before, 6, 1, 11).position
    assert played.outcome is not None and list(played.outcome.scores) == [18, 18]
    engine_after = canonical(played)
    refilling = [0] * 6 + [3] + [0] * 5 + [19, 14]
    assert _applies(ADEGRAT, "L-GA1", "end", before, 1, 11, engine_after, refilling, 0)
    rightmost = [0] * 11 + [3] + [19, 14]
    assert not _applies(ADEGRAT, "L-GA1", "end", before, 1, 11, engine_after, rightmost, 0)


RABE = BY_KEY["rabe"]


def test_a_rabe_round_ended_after_a_lap_is_ruled_only_with_the_player_ludii_sets_to_refill() -> None:
    """L-RB2, Ludii's game of seed 1 (ply 466): South sows its hole 8 (2 counters) into North's holes
    9 and 10; 10 then holds 3: the engine relays on, Ludii's round is over, South's nine holes
    empty: 40–32 with each player's own holes, and its program sets North (fewer counters) to move,
    to refill: the empty board with North to move. Wrong: South to move (the turn's mover)."""
    before = [0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2, 0, 0, 1, 0, 2, 1, 0, 40, 24]
    engine_after = canonical(_played(RABE, before, 9, 0, 8).position)
    assert engine_after == [1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 1, 0, 2, 1, 40, 24]
    ended = [0] * 18 + [40, 32]
    assert _applies(RABE, "L-RB2", "successor", before, 0, 8, engine_after, ended, 1)
    assert not _applies(RABE, "L-RB2", "successor", before, 0, 8, engine_after, ended, 0)


def test_a_bosh_round_ended_where_the_engines_game_ends_is_ruled_only_with_ludiis_hands() -> None:
    """L-BS1 (kind ``end``), Ludii's game 0 of seed 1 (ply 67): South sows its hole 4 (its only
    stone) into North's hole 5 and the next hole, 6, holds 1: the engine relays on and its game
    ends with the turn, 20–20; Ludii's round is over after the first lap, South's row empty: 19–21,
    South to move again. The walk compares the hands at such a round end (conformance/sites_walk.py);
    the engine's scores read as Ludii's are a difference."""
    before = [0, 0, 0, 0, 1, 0, 1, 3, 0, 1, 19, 15]
    played = _played(BOSH, before, 5, 0, 4).position
    assert played.outcome is not None and list(played.outcome.scores) == [20, 20]
    engine_after = canonical(played)
    assert _applies(BOSH, "L-BS1", "end", before, 0, 4, engine_after, [0] * 10 + [19, 21], 0)
    assert not _applies(BOSH, "L-BS1", "end", before, 0, 4, engine_after, [0] * 10 + [20, 20], 0)
