"""Rulings on how Ludii's programs end and score a game, checked exactly from Ludii's final position
(docs/conformance.md): L-AD1 Adidada, L-AO1 Aw-li On-nam Ot-tjin, L-KG1 Kanji Guti, L-CS1 Chisolo,
L-WA2 Wauri, L-HN2 ǁHus (Nama); and L-EN1, the endless relay. Each ruling must reproduce both ends, the engine's and Ludii's, from the same position;
a near miss is a difference. Literal positions from the comparison's games, Ludii's seeded games of
seed 1 (Ludii: http://ludii.games, github.com/Ludeme/Ludii, commit 845cda6f33, CC BY-NC-ND 4.0);
canonical pits: the first player's row from its left, then on round the board, then the stores."""

from __future__ import annotations

from typing import Any

from conformance.games import (
    CLEARED_AT_ONCE,
    DOUBLE_PASS_DRAW,
    NO_HOLE_LEFT,
    SCORE_WITHOUT_STORES,
    STUCK_STORE_FOR_BOTH,
)


def _engine_end(reason: str, scores: list[int], winner: int | None, to_move: int, state: list[int]) -> dict[str, Any]:
    return {"reason": reason, "scores": scores, "winner": winner, "to_move": to_move, "state": state}


def test_adidada_ludii_scores_the_rows_alone() -> None:
    """Game 0 of the L-AD1 ends: South has no seeds (the engine: `no_seeds`). The engine sweeps
    North's one seed to North, 30-18, South winning; Ludii scores the rows only, 0-1, North winning."""
    end = {"pits": [0] * 6 + [1, 0, 0, 0, 0, 0], "stores": [30, 17], "score": [0, 1], "winner": 2, "over": True}
    engine = _engine_end("no_seeds", [30, 18], 0, 0, [0] * 12 + [30, 18])
    assert SCORE_WITHOUT_STORES.applies(0, -1, engine, end)
    assert not SCORE_WITHOUT_STORES.applies(0, -1, engine, {**end, "score": [0, 2]})  # not the rows
    assert not SCORE_WITHOUT_STORES.applies(0, -1, engine, {**end, "winner": 1})  # not by Ludii's score
    other = _engine_end("no_seeds", [31, 17], 0, 0, [0] * 12 + [31, 17])  # the seed swept to South
    assert not SCORE_WITHOUT_STORES.applies(0, -1, other, end)


def test_aw_li_ludii_counts_the_stuck_players_store_for_both() -> None:
    """Game 3, after ply 93: South cannot move, 12 counters left. The engine gives them to North
    (30-24); Ludii scores South's store for both and the 12 for North: 30-42."""
    pits = [1, 0, 1, 1, 1, 0, 1, 0, 0, 0, 2, 1, 1, 0, 0, 0, 2, 1]
    end = {"pits": pits, "stores": [30, 12], "score": [30, 42], "winner": 2, "over": True}
    engine = _engine_end("no_move", [30, 24], 0, 0, [0] * 18 + [30, 24])
    assert STUCK_STORE_FOR_BOTH.applies(0, -1, engine, end)
    assert not STUCK_STORE_FOR_BOTH.applies(0, -1, {**engine, "to_move": 1}, end)  # the other player stuck
    assert not STUCK_STORE_FOR_BOTH.applies(0, -1, engine, {**end, "stores": [29, 13]})  # another position
    assert not STUCK_STORE_FOR_BOTH.applies(0, -1, engine, {**end, "score": [30, 41]})


def test_kanji_guti_ludii_calls_the_stuck_game_a_draw() -> None:
    """Game 0 of the L-KG1 ends: neither player can move, 10 counters in the central holes. Ludii's
    game is a draw (no score until the board is empty); the engine's captures, Ludii's hands, win."""
    pits = [0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0]
    end = {"pits": pits, "hands": [65, 70], "winner": 0, "over": True}
    engine = _engine_end("no_move", [65, 70], 1, 0, pits + [65, 70])
    assert DOUBLE_PASS_DRAW.applies(0, -1, engine, end)
    assert not DOUBLE_PASS_DRAW.applies(0, -1, engine, {**end, "winner": 2})  # Ludii's own winner: no draw
    moved = _engine_end("no_move", [65, 70], 1, 0, [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 9, 0, 0, 0, 65, 70])
    assert not DOUBLE_PASS_DRAW.applies(0, -1, moved, end)  # a counter in another hole


def test_chisolo_ludii_gives_the_game_to_the_player_without_counters() -> None:
    """Game 0 (75 plies): South's capture took North's last counters. The engine's North cannot
    move and loses; Ludii's South, owed a hole it cannot take, has no move: North wins."""
    pits = [0, 0, 1, 0, 0, 1, 0, 0, 1, 1] + [0] * 18
    end = {"pits": pits, "stores": [], "winner": 2, "over": True}
    engine = _engine_end("cannot_move", [33, 29], 0, 1, pits + [33, 29])
    assert NO_HOLE_LEFT.applies(0, -1, engine, end)
    assert not NO_HOLE_LEFT.applies(0, -1, {**engine, "winner": 1}, end)  # the engine's winner the same
    assert not NO_HOLE_LEFT.applies(0, -1, {**engine, "state": [0] * 28 + [33, 29]}, end)  # another board


def test_wauri_ludii_ends_when_the_mover_empties_its_own_row() -> None:
    """Game 0, ply 81: North sows its last four counters from its row; Ludii's game is over at once,
    the engine's waits for North's turn, in the same position."""
    ply = {"pits": [0, 0, 0, 2, 1, 2, 0, 0, 0, 0, 0, 4], "stores": [18, 21], "mover": 2}
    after = [1, 1, 1, 2, 1, 2, 0, 0, 0, 0, 0, 0]
    nxt = {"pits": after, "stores": [18, 22], "mover": 2, "over": True, "engine_position": after + [18, 22]}
    assert CLEARED_AT_ONCE.applies(4, 11, ply, nxt)
    assert not CLEARED_AT_ONCE.applies(4, 11, ply, {**nxt, "over": False})
    assert not CLEARED_AT_ONCE.applies(4, 11, ply, {**nxt, "engine_position": after + [19, 21]})  # not the engine's
    assert not CLEARED_AT_ONCE.applies(4, 11, {**ply, "mover": 1}, nxt)  # South's row is not empty


def _relay_game(laps: int, boards: list[list[int]], end_type: str | None = "MoveLimit") -> tuple[Any, dict[str, Any]]:
    """A Ludii game ending in one player's relay: the turn's first ply (a choice of two moves), then
    ``laps`` plies of one legal move each, their boards taken round ``boards``."""
    from conformance.ludii import TracedGame

    start = {"ply": 0, "mover": 1, "legal": [0, 1], "board": [4, 4, 4, 4]}
    relay = [{"ply": k + 1, "mover": 1, "legal": [k % 4], "board": boards[k % len(boards)]} for k in range(laps)]
    return TracedGame(0, [start, *relay], {"over": end_type is not None, "end_type": end_type}), start


TRUNCATED = [{"type": "turn_truncated", "reason": "endless_turn", "seat": 0, "pit": 1}]


def test_an_endless_relay_is_the_engines_cut_turn_and_ludiis_last_laps() -> None:
    """L-EN1: the engine cut its turn (turn_truncated) and Ludii relays that same turn on, one lap a
    ply, to its move limit (the trace's limit: not over)."""
    from conformance.sites_walk import ENDLESS_RELAY

    traced, start = _relay_game(250, [[1, 7, 4, 4], [5, 3, 4, 4], [4, 4, 1, 7]])
    assert ENDLESS_RELAY.applies(0, -1, {"kind": "state", "engine_events": TRUNCATED, "turn_start": start}, traced)
    cut_off, start_cut = _relay_game(250, [[1, 7, 4, 4]], end_type=None)
    assert ENDLESS_RELAY.applies(0, -1, {"kind": "state", "engine_events": TRUNCATED, "turn_start": start_cut}, cut_off)
    # the engine's turn not cut by its limit: not this ruling
    assert not ENDLESS_RELAY.applies(0, -1, {"kind": "state", "engine_events": [], "turn_start": start}, traced)
    # Ludii's relay is another turn than the engine's move
    assert not ENDLESS_RELAY.applies(0, -1, {"kind": "state", "engine_events": TRUNCATED,
                                             "turn_start": traced.plies[5]}, traced)
    short, start_short = _relay_game(150, [[1, 7, 4, 4]])  # under 200 laps: not endless
    assert not ENDLESS_RELAY.applies(0, -1, {"kind": "state", "engine_events": TRUNCATED, "turn_start": start_short},
                                     short)
    won, start_won = _relay_game(250, [[1, 7, 4, 4]], end_type="NaturalEnd")  # Ludii's game ended by its rules
    assert not ENDLESS_RELAY.applies(0, -1, {"kind": "state", "engine_events": TRUNCATED, "turn_start": start_won}, won)


def test_hus_nama_the_winner_moves_once_more_in_the_engines_final_position() -> None:
    """L-HN2, Ludii's Nama game 17, ply 2801: South (every hole of its two rows under two seeds)
    cannot move; the engine's game is over, North winning. Ludii gives South a forced pass and North
    one more move from the same position."""
    from conformance.games import NAMA_END

    pits = ([0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 0, 1, 0, 0, 1, 1, 1, 0, 1, 0, 1, 1, 1, 1, 0, 0, 1, 1]
            + [3, 0, 0, 1, 1, 0, 2, 2, 7, 3, 0, 3, 4, 4, 0, 7, 3, 0, 5, 4, 1, 3, 3, 6, 1, 5, 1, 1, 2, 0, 0, 5])
    end = [{"type": "game_end", "reason": "cannot_move", "sweep": [], "scores": [0, 0], "winner": 1, "winners": [1]}]
    rec = {"ply": 2801, "mover": 2, "pits": pits}
    walk = {"engine_events": end, "engine_state": pits}
    assert NAMA_END.applies(0, -1, rec, walk)
    assert not NAMA_END.applies(0, -1, {**rec, "mover": 1}, walk)  # the loser to move
    moved = pits[:32] + [4, 0, 0, 0, 1, 0, 2, 2, 7, 3, 0, 3, 4, 4, 0, 7, 3, 0, 5, 4, 1, 3, 3, 6, 1, 5, 1, 1, 2, 0, 0, 5]
    assert not NAMA_END.applies(0, -1, {**rec, "pits": moved}, walk)  # not the engine's final position
    two = [2] + pits[1:]  # South holding a hole of two: it could move
    assert not NAMA_END.applies(0, -1, {**rec, "pits": two}, {**walk, "engine_state": two})
