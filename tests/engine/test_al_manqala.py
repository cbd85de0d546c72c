"""Al-manqala (docs/rules/al-manqala.md): 2×7 houses of 7 beads, single laps anticlockwise, twos and
fours captured on either row with a chain back, feeding, 50 beads win."""

from __future__ import annotations

import engine

from .helpers import board, kinds, play, rules, text

AL_MANQALA = rules("al-manqala")


def captures(events: tuple) -> list[tuple[list[tuple[int, int]], int]]:  # type: ignore[type-arg]
    return [([(p["seat"], p["pit"]) for p in e["pits"]], e["count"]) for e in events if e["type"] == "capture"]


def test_seven_beads_in_fourteen_houses_and_a_single_lap() -> None:
    start = engine.new_game(AL_MANQALA)
    assert text(start) == "S: 7 7 7 7 7 7 7 [0] | N: 7 7 7 7 7 7 7 [0]" and AL_MANQALA.total_seeds == 98
    after = play(AL_MANQALA, start, 6)  # S6 -> N0..N6: 8s, nothing captured
    assert text(after.position) == "S: 7 7 7 7 7 7 0 [0] | N: 8 8 8 8 8 8 8 [0]"
    assert kinds(after.events) == ["pickup", "sow"]


def test_twos_and_fours_are_eaten_with_the_chain_back_across_both_rows() -> None:
    # R-AM1: S5 (3) -> S6 (2), N0 (2), N1 (4): N1, N0 and S6 taken; S5, the start, ends the chain.
    after = play(AL_MANQALA, board("S: 5 5 5 5 5 3 1 [20] | N: 1 3 5 5 5 5 5 [20]"), 5)
    assert text(after.position) == "S: 5 5 5 5 5 0 0 [28] | N: 0 0 5 5 5 5 5 [20]"
    assert captures(after.events) == [([(1, 1), (1, 0), (0, 6)], 8)]


def test_the_chain_stops_at_a_house_that_holds_neither_two_nor_four() -> None:
    after = play(AL_MANQALA, board("S: 5 5 5 5 5 3 2 [20] | N: 1 3 5 5 5 5 5 [19]"), 5)  # S6 makes 3
    assert text(after.position) == "S: 5 5 5 5 5 0 3 [26] | N: 0 0 5 5 5 5 5 [19]"
    assert captures(after.events) == [([(1, 1), (1, 0)], 6)]


def test_fifty_beads_win_at_once() -> None:
    # R-AM3: the rules document's worked example.
    after = play(AL_MANQALA, board("S: 0 0 0 0 0 0 2 [44] | N: 1 3 0 0 0 0 0 [48]"), 6)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [50] | N: 0 0 0 0 0 0 0 [48]"
    assert after.position.outcome is not None
    assert (after.position.outcome.reason, after.position.outcome.winners) == ("majority", (0,))


def test_an_empty_opponent_must_be_fed() -> None:
    position = board("S: 0 0 0 0 0 1 2 [48] | N: 0 0 0 0 0 0 0 [47]")
    assert [m.pit for m in engine.legal_moves(AL_MANQALA, position)] == [6]  # S5 stays home


def test_who_cannot_feed_loses_the_beads_left_to_the_unfed_player() -> None:
    # R-AM2: North's last bead goes to S0; South (S0 1, S1 1) cannot reach North: North takes both.
    after = play(AL_MANQALA, board("S: 0 1 0 0 0 0 0 [48] | N: 0 0 0 0 0 0 1 [47]", to_move="N"), 6)
    assert text(after.position) == "S: 0 0 0 0 0 0 0 [48] | N: 0 0 0 0 0 0 0 [49]"
    assert after.position.outcome is not None
    assert (after.position.outcome.reason, after.position.outcome.winners) == ("cannot_feed", (1,))


def test_an_agreed_end_shares_the_beads_left_in_halves() -> None:
    # R-AM4: South proposes and sows S5 (3) -> S6, N0, N1 (no two or four); North accepts: the 10
    # beads left are shared 5 and 5.
    position = board("S: 0 0 0 0 0 3 2 [40] | N: 0 0 0 0 0 4 1 [48]")
    proposed = engine.apply_move(AL_MANQALA, position, engine.move_from_json(AL_MANQALA, {"type": "propose_end"}))
    moved = play(AL_MANQALA, proposed.position, 5)
    assert text(moved.position) == "S: 0 0 0 0 0 0 3 [40] | N: 1 1 0 0 0 4 1 [48]"
    agreed = engine.apply_move(AL_MANQALA, moved.position, engine.move_from_json(AL_MANQALA, {"type": "accept_end"}))
    assert agreed.position.outcome is not None
    assert (agreed.position.outcome.reason, agreed.position.outcome.scores) == ("agreement", (45, 53))


def test_fifty_seeded_random_games_end() -> None:
    start = engine.new_game(AL_MANQALA)
    for seed in range(50):
        end, plies = engine.random_playout(AL_MANQALA, start, seed)
        assert end.outcome is not None and plies < 2000
