"""Obridjie's comparison with Ludii's Obridje and Owela (Benguela)'s with Ludii's Owela (Benguela) rule
a differing turn (Obridjie's L-OB1, Owela's L-BE1), and the comparisons of Ludii's Oware family and of Kay, Foji,
Yovodji and Wouri a lap passing over its origin (L-OW1), and those of Muvalavala (Quioco) and Nsumbi
the captured seeds' lap ending Ludii's turn (L-MQ1, L-NS2) and Njombwa's a single stone's capture
(L-NJ1), only where the model of conformance/laps.py
(Wouri: conformance/games.py's model of Ludii's turn) reproduces both positions: these are turns of
Ludii's seeded random games (seed 1), Ludii's position after each as its trace recorded it.

Move lists and seed counts: Ludii (http://ludii.games, github.com/Ludeme/Ludii, commit 845cda6f33,
CC BY-NC-ND 4.0).
"""

from __future__ import annotations

import dataclasses

import pytest

import engine
from conformance.compare import canonical
from conformance.games import BY_KEY, LudiiGame

from .test_ruled_results import HUS_ENGINE, HUS_LUDII, HUS_START

GAME = BY_KEY["obridjie"]

CASES = [
    # North sows its hole 4 (2 seeds): its own hole 5 and South's hole 0 become four, the last seed's
    # the second. The engine takes the first in passing for North and the last for the mover (North);
    # Ludii takes each for its hole's owner. (The reading L-OB1 had before, every four to the owner of
    # the row where the lap ended, gives both to South: a difference.)
    ("successor", [3, 0, 2, 1, 0, 3, 1, 0, 11, 2, 2, 3, 12, 8], 1, 10,
     [0, 0, 2, 1, 0, 3, 1, 0, 11, 2, 0, 0, 12, 16],
     [0, 0, 2, 1, 0, 3, 1, 0, 11, 2, 0, 0, 16, 12],
     [0, 0, 2, 1, 0, 3, 1, 0, 11, 2, 0, 0, 20, 8]),
    # South sows its hole 0 (12 seeds), the last into the emptied hole itself: the engine takes the
    # three fours made in passing (South's holes 2 and 4, North's 5); Ludii looks at the lap's first
    # and last hole only (the same one) and takes none
    ("successor", [12, 2, 3, 1, 3, 1, 0, 2, 2, 2, 1, 3, 8, 8], 0, 0,
     [1, 3, 0, 2, 0, 2, 1, 3, 3, 3, 2, 0, 16, 12],
     [1, 3, 4, 2, 4, 2, 1, 3, 3, 3, 2, 4, 8, 8],
     [1, 3, 4, 2, 4, 2, 1, 3, 3, 3, 2, 0, 8, 12]),
    # South sows its hole 2 (13 seeds), then relays 2 seeds from hole 3: the engine takes South's
    # hole 0 in passing, then hole 4 in passing and the last seed's hole 5; Ludii's first lap looks at
    # holes 2 and 3 only, so hole 0 keeps its four, and its second lap takes holes 4 and 5 for South
    ("state", [3, 0, 13, 0, 2, 2, 1, 2, 11, 2, 0, 0, 8, 4], 0, 2,
     [0, 1, 1, 0, 0, 0, 2, 3, 12, 3, 1, 1, 20, 4],
     [4, 1, 1, 0, 0, 0, 2, 3, 12, 3, 1, 1, 16, 4],
     [0, 1, 1, 0, 0, 0, 2, 3, 12, 3, 1, 1, 16, 8]),
]


def _played(compared: LudiiGame, board: list[int], per_row: int, mover: int, pit: int,
            stores: list[int] | None = None) -> engine.Transition:
    """The engine's turn: ``compared``'s game with its comparison options at ply 10, the canonical
    ``board`` (two rows of ``per_row``, then the stores unless ``stores`` is given), ``mover``
    sowing canonical ``pit``."""
    rules = engine.resolve_rules(compared.variant, compared.engine_options)
    rows = (tuple(board[:per_row]), tuple(board[per_row:2 * per_row]))
    kept = stores if stores is not None else board[2 * per_row:]
    position = dataclasses.replace(engine.new_game(rules), pits=rows, to_move=mover, ply=10,
                                   **({"stores": tuple(kept)} if kept else {}))
    return engine.apply_move(rules, position, engine.Move(pit - per_row * mover))


def _record(state: list[int], mover: int) -> dict[str, object]:
    """A position as the trace records it: canonical pits, the stores, Ludii's player to move."""
    return {"pits": state[:12], "stores": state[12:], "mover": mover + 1, "over": False}


@pytest.mark.parametrize(("kind", "before", "mover", "pit", "engine_after", "ludii_after", "wrong"), CASES,
                         ids=["last-four-to-owner", "lap-of-12", "lap-of-13-relayed"])
def test_a_differing_turn_is_ruled_only_where_the_model_gives_both_positions(
        kind: str, before: list[int], mover: int, pit: int, engine_after: list[int], ludii_after: list[int],
        wrong: list[int]) -> None:
    after = _played(GAME, before, 6, mover, pit).position
    assert (canonical(after), after.to_move) == (engine_after, 1 - mover)
    ruled = next(r for r in GAME.ruled if r.kind == kind)
    assert ruled.name == "L-OB1"
    ply = {**_record(before, mover), "move_c": pit}
    seeds = before[pit] if kind == "successor" else 0

    def applies(ludii: list[int]) -> bool:
        return ruled.applies(seeds, pit if kind == "successor" else -1, ply,
                             {**_record(ludii, 1 - mover), "engine": engine_after})

    assert applies(ludii_after)
    assert not applies(wrong)  # a Ludii position the ruling does not give is a difference


OWELA = BY_KEY["owela-benguela"]

OWELA_CASES = [
    # South sows its F8 (2 stones), the last into its F6 (now 2), facing North's F5 (1 stone), North's
    # B5 (2) behind it: the engine sows the 3 captured stones on from South's F5, the last into the
    # empty F3; Ludii takes F6's stones and the captured ones off the board, and South's F5 holds one
    # stone, so its turn is over (a successor)
    ("successor", [0, 0, 0, 0, 0, 1, 1, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
                   0, 0, 0, 0, 0, 1, 1, 3, 0, 3, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2], 0, 8,
     [0, 0, 0, 1, 1, 2, 2, 1, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
      0, 0, 0, 0, 0, 0, 1, 3, 0, 3, 0, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2],
     [0, 0, 0, 0, 0, 1, 0, 1, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
      0, 0, 0, 0, 0, 0, 1, 3, 0, 3, 0, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2, 2]),
    # North sows its B3 (3 stones) and relays from B6, B10 and F11 to its F6 (now 2), facing South's F5
    # (2) with South's B5 (1) behind: the engine sows the 3 captured stones on from North's F5; Ludii
    # takes them and F6's off the board and its turn is over (North's F5 holds one stone), its laps
    # plies of their own (the position at South's next decision)
    ("state", [0, 0, 0, 0, 1, 2, 0, 2, 1, 5, 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 5, 1, 1, 4,
               0, 0, 0, 0, 1, 1, 4, 2, 0, 1, 0, 4, 2, 2, 0, 3, 0, 3, 3, 0, 0, 4, 1, 0], 1, 39,
     [0, 0, 0, 0, 1, 0, 0, 2, 1, 5, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 5, 1, 1, 4,
      0, 0, 0, 1, 2, 2, 5, 3, 1, 2, 1, 0, 2, 2, 0, 0, 1, 4, 0, 1, 1, 5, 0, 1],
     [0, 0, 0, 0, 1, 0, 0, 2, 1, 5, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 5, 1, 1, 4,
      0, 0, 0, 0, 1, 1, 0, 3, 1, 2, 1, 0, 2, 2, 0, 0, 1, 4, 0, 1, 1, 5, 0, 1]),
]


@pytest.mark.parametrize(("kind", "before", "mover", "pit", "engine_after", "ludii_after"), OWELA_CASES,
                         ids=["owela-successor", "owela-after-relays"])
def test_an_owela_capture_is_ruled_only_where_the_model_gives_both_boards(
        kind: str, before: list[int], mover: int, pit: int, engine_after: list[int], ludii_after: list[int]) -> None:
    played = _played(OWELA, before, 24, mover, pit)
    assert canonical(played.position)[:48] == engine_after
    ruled = next(r for r in OWELA.ruled if r.kind == kind)
    assert ruled.name == "L-BE1"
    ply = {"pits": before, "mover": mover + 1, "move_c": pit}

    def applies(ludii: list[int]) -> bool:
        after = {"pits": ludii, "mover": 2 - mover, "over": False}
        if kind == "successor":
            return ruled.applies(before[pit], pit, ply, {**after, "engine_state": engine_after})
        return ruled.applies(0, -1, after, {"engine_state": engine_after, "turn_start": ply,
                                            "engine_events": played.events})

    assert applies(ludii_after)
    # a Ludii board where the capturing hole (the mover's F6) kept its stones is a difference
    kept = list(ludii_after)
    kept[24 * mover + 6] = 2
    assert not applies(kept)


LAP_CASES = [
    # North sows its hole 5 (12 seeds) round the board, passing over the emptied hole: the last
    # seed falls into South's hole 0 (now 3). The engine takes those 3; Ludii's last-seed rules read
    # the skipped hole, empty, and take nothing. (A lap sown into its own hole, origin=sow_into, is
    # a difference.)
    ("oware", [1, 0, 1, 1, 3, 0, 3, 1, 10, 2, 0, 12, 6, 8], 1, 11,
     [0, 1, 2, 2, 4, 1, 4, 2, 11, 3, 1, 0, 6, 11],
     [3, 1, 2, 2, 4, 1, 4, 2, 11, 3, 1, 0, 6, 8],
     ([2, 1, 2, 2, 4, 1, 4, 2, 11, 3, 1, 1, 6, 8], 0)),
    # North sows its hole 5 (23 seeds): two rounds, the last seed again the one that passes over the
    # emptied hole (the engine takes South's hole 0, 3 seeds; Ludii nothing). Ludii's position with
    # North to move again is a difference.
    ("oware", [0, 2, 1, 1, 2, 2, 0, 0, 3, 0, 2, 23, 6, 6], 1, 11,
     [0, 4, 3, 3, 4, 4, 2, 2, 5, 2, 4, 0, 6, 9],
     [3, 4, 3, 3, 4, 4, 2, 2, 5, 2, 4, 0, 6, 6],
     ([3, 4, 3, 3, 4, 4, 2, 2, 5, 2, 4, 0, 6, 6], 1)),
    # Woli, sown clockwise: North sows its hole 0 (12 seeds), the last seed into South's hole 5 (now
    # 2): the engine takes them, Ludii nothing. The same lap sown anticlockwise is a difference.
    ("woli", [11, 1, 12, 3, 11, 0, 12, 6, 12, 1, 1, 2, 0, 0], 1, 6,
     [12, 2, 13, 4, 12, 0, 0, 7, 13, 2, 2, 3, 0, 2],
     [12, 2, 13, 4, 12, 2, 0, 7, 13, 2, 2, 3, 0, 0],
     ([12, 2, 13, 4, 12, 1, 0, 8, 13, 2, 2, 3, 0, 0], 0)),
    # Enindji: North sows its hole 2 (23 seeds), the last seed making four in its own hole 3: the
    # engine takes the four for the hole's owner, North; Ludii nothing. The four taken for South is a
    # difference.
    ("enindji", [0, 2, 0, 0, 3, 2, 2, 4, 23, 1, 1, 2, 8, 0], 1, 8,
     [2, 4, 2, 2, 5, 4, 4, 6, 0, 0, 3, 4, 8, 4],
     [2, 4, 2, 2, 5, 4, 4, 6, 0, 4, 3, 4, 8, 0],
     ([2, 4, 2, 2, 5, 4, 4, 6, 0, 0, 3, 4, 12, 0], 0)),
]


@pytest.mark.parametrize(("game", "before", "mover", "pit", "engine_after", "ludii_after", "wrong"), LAP_CASES,
                         ids=["oware-lap-of-12", "oware-lap-of-23", "woli-clockwise", "enindji-four"])
def test_a_lap_passing_over_its_origin_is_ruled_only_where_the_model_gives_both_positions(
        game: str, before: list[int], mover: int, pit: int, engine_after: list[int], ludii_after: list[int],
        wrong: tuple[list[int], int]) -> None:
    """L-OW1: a differing successor of a lap that skips its origin (its last seed the one that passes
    over it), Ludii's position and player to move as its trace recorded them."""
    compared = BY_KEY[game]
    after = _played(compared, before, 6, mover, pit).position
    assert (canonical(after), after.to_move) == (engine_after, 1 - mover)
    ruled = next(r for r in compared.ruled if r.kind == "successor")
    assert ruled.name == "L-OW1"
    ply = {**_record(before, mover), "move_c": pit}

    def applies(ludii: list[int], to_move: int) -> bool:
        return ruled.applies(before[pit], pit, ply, {**_record(ludii, to_move), "engine": engine_after})

    assert applies(ludii_after, 1 - mover)
    assert not applies(*wrong)  # a Ludii position the ruling does not give is a difference


RELAY_CASES = [
    # Kay: North sows its hole 5 (12 seeds), the last seed into South's hole 0 (now 2, South's hole
    # 1 holding seeds): the engine relays from it (and from South's hole 2 and North's hole 1) until a
    # last seed falls into the emptied South hole 0; Ludii's last-seed rules read the skipped hole,
    # empty, and its turn is over (a successor). North to move again is a difference.
    ("kay", "successor", [0, 1, 3, 1, 0, 1, 2, 3, 1, 3, 1, 12, 8, 12], 1, 11, [],
     [1, 3, 0, 3, 2, 3, 4, 0, 3, 5, 3, 1, 8, 12],
     [2, 2, 4, 2, 1, 2, 3, 4, 2, 4, 2, 0, 8, 12],
     ([2, 2, 4, 2, 1, 2, 3, 4, 2, 4, 2, 0, 8, 12], 1)),
    # Kay: North sows its hole 3 (2 seeds) and relays from its hole 5 (13 seeds) and South's hole 1
    # (12): that lap's last step passes over South's hole 1 and its last seed makes four in South's
    # hole 2: the engine takes it for North; Ludii's rules read the emptied hole 1 and its turn is
    # over. The engine's position is a difference.
    ("kay", "state", [6, 10, 1, 0, 2, 7, 2, 1, 0, 2, 1, 12, 4, 0], 1, 9, [2, 13, 12],
     [9, 0, 0, 2, 4, 9, 4, 3, 2, 2, 4, 1, 4, 4],
     [9, 0, 4, 2, 4, 9, 4, 3, 2, 2, 4, 1, 4, 0],
     ([9, 0, 0, 2, 4, 9, 4, 3, 2, 2, 4, 1, 4, 4], 0)),
    # Foji, sown clockwise: South sows its hole 4 (12 seeds), the last seed into its hole 3 (now 4):
    # the engine relays; Ludii's rules read the emptied hole 4, South's own, and take the hole
    # opposite it (North's hole 1, 6 seeds). Taking nothing (as Ludii's Oware) is a difference.
    ("foji", "successor", [3, 5, 1, 2, 12, 3, 0, 5, 1, 0, 10, 0, 0, 6], 0, 4, [],
     [1, 1, 6, 1, 0, 7, 1, 2, 5, 2, 0, 2, 14, 6],
     [4, 6, 2, 4, 0, 4, 1, 0, 2, 1, 11, 1, 6, 6],
     ([4, 6, 2, 4, 0, 4, 1, 6, 2, 1, 11, 1, 0, 6], 1)),
    # Yovodji: North sows its hole 0 (12 seeds), the last seed into its hole 1 (now 3): the engine
    # relays; Ludii's rules read the emptied hole 0, North's own, and take the hole opposite it
    # (South's hole 5, 8 seeds). Taking nothing is a difference.
    ("yovodji", "successor", [0, 0, 1, 0, 0, 7, 12, 1, 1, 1, 0, 2, 13, 10], 1, 6, [],
     [0, 1, 2, 1, 1, 8, 0, 0, 3, 3, 0, 4, 13, 12],
     [1, 1, 2, 1, 1, 0, 0, 3, 2, 2, 1, 3, 13, 18],
     ([1, 1, 2, 1, 1, 8, 0, 3, 2, 2, 1, 3, 13, 10], 0)),
]


@pytest.mark.parametrize(("game", "kind", "before", "mover", "pit", "laps", "engine_after", "ludii_after", "wrong"),
                         RELAY_CASES, ids=["kay-successor", "kay-after-relays", "foji-opposite-origin",
                                           "yovodji-opposite-origin"])
def test_a_relay_lap_passing_over_its_origin_is_ruled_only_where_the_model_gives_both_positions(
        game: str, kind: str, before: list[int], mover: int, pit: int, laps: list[int], engine_after: list[int],
        ludii_after: list[int], wrong: tuple[list[int], int]) -> None:
    """L-OW1 in the relay games: Ludii's last-seed rules read a lap's skipped origin where its last
    step passes over it."""
    compared = BY_KEY[game]
    after = _played(compared, before, 6, mover, pit).position
    assert (canonical(after), after.to_move) == (engine_after, 1 - mover)
    ruled = next(r for r in compared.ruled if r.kind == kind and r.name == "L-OW1")
    ply = {**_record(before, mover), "move_c": pit}

    def applies(ludii: list[int], to_move: int) -> bool:
        after = {**_record(ludii, to_move), "engine": engine_after}
        if kind == "successor":
            return ruled.applies(before[pit], pit, ply, after)
        return ruled.applies(0, -1, ply, {**after, "turn_laps": laps})

    assert applies(ludii_after, 1 - mover)
    assert not applies(*wrong)  # a Ludii position the ruling does not give is a difference


def test_a_wouri_lap_passing_over_its_origin_is_ruled_only_where_ludiis_turn_is_reproduced() -> None:
    """L-OW1 in Wouri: South sows its hole 2 (10 seeds) and relays laps of 11, 5 and 12 seeds; the
    last lap's last step passes over its starting hole. The engine plays the text's fours (South's
    store 4 → 12); Ludii's last-seed rules read the emptied starting hole and its turn is over,
    nothing taken. Ludii's program without that reading (its last seed's four taken, with every
    four of North's row) is a difference."""
    wouri = BY_KEY["wouri"]
    before, hands = [10, 2, 10, 1, 9, 0, 0, 1, 1, 0, 3, 3], [4, 4]
    engine_after = [0, 3, 1, 3, 11, 2, 2, 3, 3, 2, 1, 1, 12, 4]
    assert canonical(_played(wouri, before, 6, 0, 2, stores=hands).position) == engine_after
    ruled = next(r for r in wouri.ruled if r.kind == "state" and r.name == "L-OW1")
    start = {"pits": before, "stores": [], "hands": hands, "mover": 1, "move_c": 2}

    def applies(ludii: list[int]) -> bool:
        rec = {"pits": ludii[:12], "stores": [], "hands": ludii[12:], "mover": 2, "over": False,
               "engine": engine_after, "turn_laps": [10, 11, 5, 12]}
        return ruled.applies(0, -1, start, rec)

    assert applies([2, 5, 3, 5, 0, 4, 3, 4, 4, 3, 6, 1, 4, 4])
    assert not applies([2, 5, 3, 5, 0, 0, 0, 5, 5, 0, 6, 1, 12, 4])


RIO_KADALIS = BY_KEY["rio-kadalis"]

RIO_KADALIS_CASES = [
    # South sows its hole 5 (13 seeds) once round the board to North's N0 (its second seed there,
    # now four): the engine takes South's S1, made four in passing, for South and the last seed's
    # four for the mover; Ludii takes the last seed's four, then looks at S5 and N0 only (the 13th
    # step folds the lap's range), so S1 keeps its four (a successor: Ludii's turn is over). Wrong:
    # L-OB1's reading of the range (N0's four to its owner, North)
    ("successor", [0, 3, 0, 2, 0, 13, 2, 0, 1, 1, 0, 2, 4, 20], 0, 5,
     [1, 0, 1, 3, 1, 1, 0, 1, 2, 2, 1, 3, 12, 20],
     [1, 4, 1, 3, 1, 1, 0, 1, 2, 2, 1, 3, 8, 20],
     [1, 4, 1, 3, 1, 1, 0, 1, 2, 2, 1, 3, 4, 24]),
    # South sows its hole 4 (13 seeds) once round the board, the last into S5 (now three), and relays
    # on: the engine takes South's S2 when the first lap makes it four; Ludii's first lap looks at S4
    # only (the 13th step folds its range), so S2 keeps its four and a later seed makes it five (the
    # position at North's next decision). Wrong: the engine's own position
    ("state", [1, 0, 3, 0, 13, 1, 2, 1, 0, 0, 1, 2, 8, 16], 0, 4,
     [3, 0, 1, 0, 2, 1, 0, 3, 0, 2, 0, 0, 12, 24],
     [3, 0, 5, 0, 2, 1, 0, 3, 0, 2, 0, 0, 8, 24],
     [3, 0, 1, 0, 2, 1, 0, 3, 0, 2, 0, 0, 12, 24]),
]


@pytest.mark.parametrize(("kind", "before", "mover", "pit", "engine_after", "ludii_after", "wrong"),
                         RIO_KADALIS_CASES, ids=["rio-kadalis-lap-of-13", "rio-kadalis-after-relays"])
def test_a_rio_kadalis_four_left_by_a_long_lap_is_ruled_only_where_the_model_gives_both_positions(
        kind: str, before: list[int], mover: int, pit: int, engine_after: list[int], ludii_after: list[int],
        wrong: list[int]) -> None:
    after = _played(RIO_KADALIS, before, 6, mover, pit).position
    assert (canonical(after), after.to_move) == (engine_after, 1 - mover)
    ruled = next(r for r in RIO_KADALIS.ruled if r.kind == kind)
    assert ruled.name == "L-RK1"
    ply = {"pits": before[:12], "stores": [], "hands": before[12:], "mover": mover + 1, "over": False, "move_c": pit}

    def applies(ludii: list[int]) -> bool:
        rec = {"pits": ludii[:12], "stores": [], "hands": ludii[12:], "mover": 2 - mover, "over": False}
        if kind == "successor":
            return ruled.applies(before[pit], pit, ply, {**rec, "engine_state": engine_after})
        return ruled.applies(0, -1, rec, {"engine_state": engine_after, "turn_start": ply, "engine_events": ()})

    assert applies(ludii_after)
    assert not applies(wrong)  # a Ludii position the ruling does not give is a difference


RABE = BY_KEY["rabe"]

RABE_CASES = [
    # North sows its hole 4 (6 counters) and relays on; a lap takes a four for North, and its last
    # counter falls into an occupied hole: the engine relays on, Ludii's turn is over (South to move).
    # Wrong: that four given to South
    ("L-RB1", [1, 6, 6, 6, 2, 1, 6, 6, 1, 6, 6, 0, 6, 1, 6, 6, 6, 0, 0, 0], 1, 13,
     [3, 0, 8, 1, 0, 3, 8, 8, 3, 0, 1, 2, 8, 2, 2, 9, 9, 1, 0, 4],
     [3, 0, 8, 1, 0, 3, 8, 8, 3, 8, 0, 1, 7, 1, 1, 8, 8, 0, 0, 4],
     [3, 0, 8, 1, 0, 3, 8, 8, 3, 8, 0, 1, 7, 1, 1, 8, 8, 0, 4, 0]),
    # North sows its hole 0 (1 counter) into its hole 1 (now 18) and relays a full circle from it,
    # the last counter into the emptied hole 1 itself: the engine takes North's hole 2, made four in
    # passing; Ludii looks at hole 1 only when the lap is over (18 steps: past the full circle), so
    # hole 2 keeps its four. Wrong: a four taken in passing (as L-RB1 alone)
    ("L-RB3", [0, 1, 2, 0, 1, 0, 1, 1, 1, 1, 17, 3, 0, 2, 0, 0, 1, 1, 24, 16], 1, 9,
     [1, 2, 3, 1, 2, 1, 2, 2, 2, 1, 1, 0, 1, 3, 1, 1, 2, 2, 24, 20],
     [1, 2, 3, 1, 2, 1, 2, 2, 2, 1, 1, 4, 1, 3, 1, 1, 2, 2, 24, 16],
     [1, 2, 3, 1, 2, 1, 2, 2, 2, 1, 1, 0, 1, 3, 1, 1, 2, 2, 24, 20]),
]


@pytest.mark.parametrize(("name", "before", "mover", "pit", "engine_after", "ludii_after", "wrong"),
                         RABE_CASES, ids=["rabe-no-relay-after-a-four", "rabe-lap-of-a-full-circle"])
def test_a_rabe_turn_is_ruled_only_where_the_model_gives_both_positions(
        name: str, before: list[int], mover: int, pit: int, engine_after: list[int], ludii_after: list[int],
        wrong: list[int]) -> None:
    after = _played(RABE, before, 9, mover, pit).position
    assert canonical(after) == engine_after
    ruled = next(r for r in RABE.ruled if r.name == name and r.kind == "state")
    ply = {"pits": before[:18], "stores": [], "hands": before[18:], "mover": mover + 1, "over": False, "move_c": pit}

    def applies(ludii: list[int]) -> bool:
        rec = {"pits": ludii[:18], "stores": [], "hands": ludii[18:], "mover": 2 - mover, "over": False}
        return ruled.applies(0, -1, rec, {"engine_state": engine_after, "turn_start": ply, "engine_events": ()})

    assert applies(ludii_after)
    assert not applies(wrong)  # a Ludii position the ruling does not give is a difference
    assert not applies(engine_after)


def test_a_rabe_round_ended_between_laps_is_ruled_only_with_ludiis_refill() -> None:
    """L-RB2: North sows its hole 7 (1 counter) and relays from its hole 8, emptying its nine holes;
    the engine relays on (South's holes 0, 1 … relay), Ludii's round is over there (48–24 with each
    player's own holes); its program sets North (fewer counters) to refill, plies read as the turn's
    laps: North's 24 into its six holes from its leftmost, South's hand four into the hole
    corresponding to each, and South is shown to move. Wrong: a refill one counter off the model's
    totals, the empty board with South to move, South's fours not facing North's."""
    before = [0, 1, 0, 1, 0, 1, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 40, 24]
    engine_after = canonical(_played(RABE, before, 9, 1, 16).position)
    assert engine_after == [1, 0, 1, 0, 1, 0, 1, 0, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 40, 24]
    ruled = next(r for r in RABE.ruled if r.name == "L-RB2" and r.kind == "state")
    ply = {"pits": before[:18], "stores": before[18:], "mover": 2, "over": False, "move_c": 16}
    refilled = [4, 4, 4, 4, 4, 4, 0, 0, 0, 4, 4, 4, 4, 4, 4, 0, 0, 0]

    def applies(board: list[int], hands: list[int]) -> bool:
        rec = {"pits": board, "stores": hands, "mover": 1, "over": False, "legal_c": [0, 1, 2, 3, 4, 5]}
        return ruled.applies(0, -1, rec, {"engine_state": engine_after, "turn_start": ply, "engine_events": ()})

    assert applies(refilled, [24, 0])
    assert not applies(refilled, [25, 0])  # a Ludii position the ruling does not give is a difference
    assert not applies([0] * 18, [48, 24])  # North refills first: its plies are read as the turn's laps
    assert not applies([0, 4, 4, 4, 4, 4, 4, 0, 0, 4, 4, 4, 4, 4, 4, 0, 0, 0], [24, 0])


def test_a_hus_capture_is_ruled_only_where_the_model_gives_both_boards() -> None:
    """L-HU1: ǁHus (Damara), Ludii's game 1 of seed 1, its last turn: North sows its F4 (canonical
    pit 28, 2 seeds), the last into its occupied F2 (now 3), and South's F9 and B9 facing it are
    both occupied (3 seeds). The engine sows the 3 captured seeds on from North's F1 and relays
    from B0, B2 and B4, F2 keeping its 3; Ludii's program takes F2's 3 and the captured 3 into
    North's hand and its next hole, F1 (empty), ends the turn. A Ludii board where F2 kept its
    seeds is a difference."""
    hus = BY_KEY["hus"]
    played = _played(hus, HUS_START, 24, 1, 28)
    assert canonical(played.position)[:48] == HUS_ENGINE
    ply = {"pits": HUS_START, "mover": 2, "move_c": 28}
    for ruled in (r for r in hus.ruled if r.name == "L-HU1"):

        def applies(ludii: list[int], kind: str = ruled.kind) -> bool:
            after = {"pits": ludii, "mover": 1, "over": False}
            if kind == "successor":
                return ruled.applies(2, 28, ply, {**after, "engine_state": HUS_ENGINE})
            return ruled.applies(0, -1, after, {"engine_state": HUS_ENGINE, "turn_start": ply,
                                                "engine_events": played.events})

        assert applies(HUS_LUDII)
        kept = list(HUS_LUDII)
        kept[24 + 2] = 3  # F2 kept its seeds
        assert not applies(kept)


NAMA_BEFORE = [0, 0, 0, 0, 0, 1, 1, 1, 0, 4, 4, 0, 3, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2,
               0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 3, 3, 2, 2, 2, 2]
NAMA_ENGINE = [0, 0, 0, 0, 0, 0, 1, 1, 0, 4, 4, 0, 3, 0, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2,
               0, 0, 0, 0, 0, 0, 0, 1, 3, 3, 3, 3, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 3, 3, 2, 2, 2, 2]
NAMA_LUDII = [0, 0, 0, 0, 0, 0, 1, 1, 0, 4, 4, 0, 3, 0, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 2, 0, 2, 2, 2, 2, 2,
              0, 0, 0, 0, 0, 0, 0, 0, 3, 3, 4, 3, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 2, 2, 3, 3, 2, 2, 2, 2]


def test_a_nama_capture_is_ruled_only_where_the_model_gives_both_boards() -> None:
    """L-HN1: ǁHus after Schultze against Ludii's Hus (Nama), game 0 of seed 1 (its fifth ply): North
    sows its F12 (canonical pit 44, 2 seeds), the last into its occupied F10 (now 3); South's F5 (1)
    and B5 (2) facing it are both occupied. The engine sows the 3 captured seeds on from F9 and the
    lap ends in the empty F7; Ludii's program moves both into F10 and sows on only the 2 its count
    names (the back hole's), F10 keeping 4, and the turn is over. Ludii boards that sow all 3 (the
    text's) or none are differences."""
    nama = BY_KEY["hus-nama"]
    played = _played(nama, NAMA_BEFORE, 32, 1, 44)
    assert canonical(played.position)[:64] == NAMA_ENGINE
    ruled = next(r for r in nama.ruled if r.kind == "successor")
    assert ruled.name == "L-HN1"
    ply = {"pits": NAMA_BEFORE, "mover": 2, "move_c": 44}

    def applies(ludii: list[int]) -> bool:
        return ruled.applies(2, 44, ply, {"pits": ludii, "mover": 1, "over": False, "engine_state": NAMA_ENGINE})

    assert applies(NAMA_LUDII)
    assert not applies(NAMA_ENGINE)  # all 3 sown on (the text's reading)
    sown_none = list(NAMA_LUDII)
    sown_none[40:43] = [2, 2, 6]
    assert not applies(sown_none)


QUIOCO_BEFORE = [1, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2]
QUIOCO_ENGINE = [3, 4, 1, 3, 3, 3, 0, 4, 4, 1, 3, 3, 0, 2, 0, 2, 2, 0, 0, 2, 0, 2, 2, 0]
QUIOCO_LUDII = [2, 3, 0, 2, 2, 2, 2, 3, 3, 3, 2, 2, 1, 2, 2, 2, 2, 0, 1, 2, 2, 2, 2, 0]


def test_a_quioco_captured_lap_is_ruled_only_where_the_model_gives_both_boards() -> None:
    """L-MQ1: Muvalavala (Quioco) against Ludii's program, a successor of an early ply of one of
    Ludii's seeded games (seed 1): South sows its F2 (2 stones), the last into its occupied F0 (now 2), and North's F5
    and B5 facing it hold 2 each. Both sow the 4 captured stones on from South's B0, the lap ending
    in B3 (now 3); Ludii's turn is over there, North to move, and the engine's relays on from B3.
    Ludii boards where the capturing hole lost its stones (Owela's reading) or the turn went on (the
    engine's, the rules text's) are differences."""
    quioco = BY_KEY["muvalavala-quioco"]
    played = _played(quioco, QUIOCO_BEFORE, 12, 0, 2)
    assert canonical(played.position)[:24] == QUIOCO_ENGINE
    ply = {"pits": QUIOCO_BEFORE, "mover": 1, "move_c": 2}
    for ruled in (r for r in quioco.ruled if r.name == "L-MQ1"):

        def applies(ludii: list[int], kind: str = ruled.kind) -> bool:
            after = {"pits": ludii, "mover": 2, "over": False}
            if kind == "successor":
                return ruled.applies(2, 2, ply, {**after, "engine_state": QUIOCO_ENGINE})
            return ruled.applies(0, -1, after, {"engine_state": QUIOCO_ENGINE, "turn_start": ply,
                                                "engine_events": played.events})

        assert applies(QUIOCO_LUDII)
        emptied = list(QUIOCO_LUDII)
        emptied[0] = 0  # F0's stones taken off with the captured ones
        assert not applies(emptied)
        assert not applies(QUIOCO_ENGINE)


NSUMBI_CASES = [
    # South sows its F3 (2 seeds), the last into its occupied F1 (now 3); North's F6 (3) and B6 (2)
    # facing it are both occupied. Both sow the 5 captured seeds from the lap's own first hole, F3,
    # to B0 (now 3, canonical 8); Ludii's turn is over there, the engine relays on from B0.
    ([2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 3, 3, 2, 2, 2, 2, 2, 3, 3, 0, 2, 2, 2, 2, 2, 2, 2, 2], 0, 3, 8,
     [4, 0, 5, 2, 3, 4, 0, 5, 1, 4, 4, 1, 3, 1, 2, 6, 2, 0, 0, 2, 2, 3, 0, 0, 2, 0, 0, 2, 2, 2, 0, 2],
     [3, 4, 4, 1, 2, 2, 2, 2, 3, 2, 2, 2, 2, 0, 3, 3, 2, 2, 2, 2, 2, 3, 0, 0, 2, 2, 2, 2, 2, 2, 0, 2]),
    # North sows its F4 (2 seeds), the last into its F2 (now 3), and takes South's F5 (4) and B5 (3),
    # sown from F4 to B1 (now 4, canonical 25): Ludii's turn is over; the engine's relays on, 626
    # laps, until its bound on the seeds a turn sows ends it (engine/sowing.py TurnLimit).
    ([4, 0, 2, 3, 4, 4, 1, 3, 3, 0, 3, 2, 0, 3, 1, 3, 2, 2, 2, 0, 2, 3, 6, 1, 0, 3, 0, 0, 1, 1, 3, 2], 1, 20, 25,
     [0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 1, 7, 1, 7, 1, 6, 1, 6, 5, 4, 0, 11, 0, 1, 4],
     [4, 0, 2, 3, 4, 0, 1, 3, 3, 0, 3, 2, 0, 0, 1, 3, 3, 3, 4, 2, 1, 3, 6, 1, 1, 4, 0, 0, 1, 1, 3, 2]),
]


@pytest.mark.parametrize(("before", "mover", "pit", "last", "engine_after", "ludii_after"), NSUMBI_CASES,
                         ids=["captured-lap-relays", "engine-turn-cut"])
def test_an_nsumbi_captured_lap_is_ruled_only_where_the_model_gives_both_boards(
        before: list[int], mover: int, pit: int, last: int, engine_after: list[int], ludii_after: list[int]) -> None:
    """L-NS2: Nsumbi against Ludii's program, successors of plies of Ludii's seeded games (seed 1)
    where the captured seeds' lap ends in an occupied hole. Ludii boards where the captured seeds
    were sown from the hole after the lap's first (Omweso's) or the turn went on (the engine's)
    are differences."""
    nsumbi = BY_KEY["nsumbi"]
    played = _played(nsumbi, before, 16, mover, pit)
    assert canonical(played.position)[:32] == engine_after
    cut = [e["reason"] for e in played.events if e["type"] == "turn_truncated"]
    assert cut == (["seed_limit"] if pit == 20 else [])  # the second case's turn is cut
    ply = {"pits": before, "mover": mover + 1, "move_c": pit}
    for ruled in (r for r in nsumbi.ruled if r.name == "L-NS2"):

        def applies(ludii: list[int], kind: str = ruled.kind) -> bool:
            after = {"pits": ludii, "mover": 2 - mover, "over": False}
            if kind == "successor":
                return ruled.applies(2, pit, ply, {**after, "engine_state": engine_after})
            return ruled.applies(0, -1, after, {"engine_state": engine_after, "turn_start": ply,
                                                "engine_events": played.events})

        assert applies(ludii_after)
        assert not applies(engine_after)
        shifted = list(ludii_after)  # sown from the hole after the lap's first: one hole further on
        shifted[pit] -= 1
        shifted[last + 1] += 1
        assert not applies(shifted)


NJOMBWA_BEFORE = [1, 0, 0, 1, 0, 1, 0, 0, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 2, 0, 0, 0, 0, 0, 1, 0, 1, 1, 3]
NJOMBWA_ENGINE = [1, 0, 1, 0, 0, 1, 0, 0, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 3]
NJOMBWA_LUDII = [1, 0, 1, 0, 0, 1, 0, 0, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 2, 0, 0, 0, 0, 0, 1, 0, 1, 1, 3]


def test_a_njombwa_single_stone_is_ruled_only_where_the_model_gives_both_boards() -> None:
    """L-NJ1: Njombwa (two counters) against Ludii's program, a successor of a ply of one of Ludii's
    seeded games (seed 1): South, no hole holding two, sows the single stone of its F3 into its
    empty F2, facing North's F5 (2) and B5 (1). The engine takes the 3; Ludii's program takes
    nothing, North to move. Ludii boards that took the facing front hole only, or with South to
    move again, are differences, and so is a move of two stones."""
    njombwa = BY_KEY["njombwa"]
    played = _played(njombwa, NJOMBWA_BEFORE, 16, 0, 3)
    assert canonical(played.position)[:32] == NJOMBWA_ENGINE
    (ruled,) = (r for r in njombwa.ruled if r.name == "L-NJ1")
    ply = {"pits": NJOMBWA_BEFORE, "mover": 1, "move_c": 3}

    def applies(ludii: list[int], mover: int = 2, seeds: int = 1) -> bool:
        return ruled.applies(seeds, 3, ply, {"pits": ludii, "mover": mover, "over": False,
                                             "engine_state": NJOMBWA_ENGINE})

    assert applies(NJOMBWA_LUDII)
    front_only = list(NJOMBWA_LUDII)
    front_only[21] = 0
    assert not applies(front_only)
    assert not applies(NJOMBWA_LUDII, mover=1)
    assert not applies(NJOMBWA_LUDII, seeds=2)
