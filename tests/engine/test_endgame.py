"""Endgame databases (issue 37): the compiled builder equals the engine-driven reference byte for
byte, and every proved database value equals the exact solver's value (engine.analysis) on every
position the solver finishes: all boards up to a few seeds, and a seeded random sample above.
The databases are built here, small (``SMALL`` seeds, well under a second each)."""

from __future__ import annotations

import dataclasses
import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import engine
from engine.analysis import WIN, analyse
from engine.endgame import (
    GAMES,
    HEADER_BYTES,
    UNPROVED,
    Database,
    board_of,
    game_for,
    level_start,
    probe,
    rank,
    rank_moves,
    size,
)
from engine.endgame.reference import attractor_depths, boards, build_reference
from engine.position import Position
from service.endgames import build, compile_builder

SMALL = 8
REFERENCE = 5

pytestmark = pytest.mark.skipif(shutil.which("gcc") is None and shutil.which("cc") is None,
                                reason="the builder needs a C compiler")


@pytest.fixture(scope="module")
def directory(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One folder for the module: the builder is compiled once."""
    return tmp_path_factory.mktemp("endgame")


@pytest.fixture(scope="module")
def databases(directory: Path) -> dict[str, Database]:
    return {game: Database(build(game, SMALL, directory, quiet=True).read_bytes(), game) for game in GAMES}


def test_ranking_is_a_bijection_onto_the_levels() -> None:
    for seeds in range(4):
        ranks = sorted(rank(board) for board in boards(seeds))
        assert ranks == list(range(level_start(seeds), level_start(seeds + 1)))
    assert size(20) == 225_792_840  # C(32, 12): the 226M positions
    assert rank((0,) * 11 + (20,)) == level_start(20) and rank((20,) + (0,) * 11) == size(20) - 1


@pytest.mark.parametrize("game", ["kalah", "oware"])
def test_compiled_builder_equals_the_engine_driven_reference(game: str, databases: dict[str, Database]) -> None:
    reference = build_reference("kalah" if game == "kalah" else "oware", REFERENCE)
    built = bytes(databases[game].buffer)
    assert reference[HEADER_BYTES:] == built[HEADER_BYTES:HEADER_BYTES + size(REFERENCE)]


def test_the_empty_capture_builder_equals_the_reference(directory: Path, tmp_path: Path) -> None:
    """The builder's ``kalah-empty-capture`` (used to reproduce published values, bench/endgame.py)."""
    binary = compile_builder(directory)
    subprocess.run([str(binary), "kalah-empty-capture", str(REFERENCE), str(tmp_path / "ec.db")], check=True,
                   stderr=subprocess.DEVNULL)
    rules = dataclasses.replace(engine.get_variant("kalah").rules, empty_capture=True)
    reference = build_reference("kalah", REFERENCE, rules)
    built = (tmp_path / "ec.db").read_bytes()
    assert reference[HEADER_BYTES:] == built[HEADER_BYTES:]
    assert reference[HEADER_BYTES:] != build_reference("kalah", REFERENCE)[HEADER_BYTES:]


def test_the_oware_un_moves_are_exactly_the_moves_without_capture(directory: Path) -> None:
    """The builder solves Oware's levels from each settled board back to the boards that move to
    it (``oware_predecessors``: moves un-sown, grand slam and feeding checked). On every board of
    12 seeds (where a pit can hold more than a lap: the reference comparison above stops at 5),
    each move without capture is found back from its child, and nothing else is."""
    binary = compile_builder(directory)
    run = subprocess.run([str(binary), "oware-predecessors", "12", "-"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stderr.strip() == "oware-predecessors n=12 moves=3711415 predecessors=3711415 failures=0"


def test_literal_values() -> None:
    """Hand-checked boards (pits 0-5 the mover's row from its left, then the opponent's)."""
    kalah = Database(build_reference("kalah", 2))
    # one seed each, the mover's in pit 5: it goes to the store, the mover's row is empty, the
    # game ends and the opponent takes their seed: 1 - 1 = 0
    assert kalah.value((0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0)) == 0
    # the mover's seed in pit 4 lands in the empty pit 5 facing the opponent's pit 0: a capture of 2
    assert kalah.value((0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0)) == 2
    oware = Database(build_reference("oware", 3))
    # the mover's seed in pit 5 makes 2 in the opponent's pit 0: taking them would leave the
    # opponent nothing (grand slam: no capture); the opponent's 2 seeds then cannot reach the
    # mover's empty row: the opponent takes them, -2 for the mover
    assert oware.value((0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0)) == -2
    # the opponent has no seeds and the mover cannot reach them: the mover takes its seeds
    assert oware.value((1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) == 1
    # one seed each, far apart: they can chase each other for ever (no capture of 2-3 is ever
    # forced), so the value depends on the repetition rule and the history: unproved
    assert oware.value((1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0)) is None
    assert oware.value((0,) * 12) == 0


def _solver_score(rules: engine.Rules, position: Position, nodes: int) -> int | None:
    result = analyse(rules, position, exact=True, exact_seeds=99, fallback=False, nodes=nodes)
    if not result.exact:
        return None
    value = result.score
    return value - WIN if value >= WIN // 2 else value + WIN if value <= -WIN // 2 else value


def _position(board: tuple[int, ...], to_move: int, stores: tuple[int, int]) -> Position:
    rows = (board[:6], board[6:]) if to_move == 0 else (board[6:], board[:6])
    return Position(pits=rows, stores=stores, to_move=to_move)


def _check(database: Database, rules: engine.Rules, position: Position, nodes: int) -> tuple[int, int, int]:
    """(compared, differences, unproved) for one position."""
    found = probe(database, rules, position)
    if found is None:
        return 0, 0, 1
    solved = _solver_score(rules, position, nodes)
    if solved is None:
        return 0, 0, 0
    return 1, int(solved != found.score), 0


@pytest.mark.parametrize("game, most, sampled, nodes", [("kalah", 4, 8, 20_000), ("oware", 2, 5, 1_000)])
def test_every_small_board_and_a_sample_equal_the_exact_solver(game: str, most: int, sampled: int, nodes: int,
                                                               databases: dict[str, Database]) -> None:
    """Every board up to ``most`` seeds and 60 seeded random boards of ``most``+1 to ``sampled``
    seeds, with the other seat to move on odd counts. Oware is solved with ``repetition_count=1``
    (the solver finishes far more often; the database's values hold for every repetition count,
    and the random-games test below uses the real 3)."""
    rules = dataclasses.replace(engine.get_variant(game).rules, capture_majority_wins=False, repetition_count=1)
    chance = random.Random(370)
    sample = [board for seeds in range(1, most + 1) for board in boards(seeds)]
    for _ in range(60):
        seeds = chance.randint(most + 1, sampled)
        cuts = sorted(chance.randint(0, seeds) for _ in range(11))
        sample.append(tuple(b - a for a, b in zip([0, *cuts], [*cuts, seeds], strict=True)))
    compared = differences = 0
    for board in sample:
        seeds = sum(board)
        if sum(board[:6]) == 0:
            continue  # not a position the engine plays from (the game is over)
        stores = ((48 - seeds) // 2, 48 - seeds - (48 - seeds) // 2)
        done, wrong, _ = _check(databases[game], rules, _position(board, seeds % 2, stores), nodes)
        compared, differences = compared + done, differences + wrong
    assert differences == 0
    assert compared >= {"kalah": 1_500, "oware": 40}[game]


@pytest.mark.parametrize("game, most, nodes", [("kalah", SMALL, 100_000), ("oware", 5, 2_000)])
def test_positions_of_seeded_random_games_equal_the_exact_solver(game: str, most: int, nodes: int,
                                                                 databases: dict[str, Database]) -> None:
    """Positions of seeded random games, cut when at most ``most`` seeds are left. Kalah: the
    catalogue's rules. Oware: played out (no 25-seed stop, which ends most random games before
    so few seeds are left), the solver with ``repetition_count=1`` (bench/endgame.py check runs
    the real count 3 with larger node caps)."""
    rules = dataclasses.replace(engine.get_variant(game).rules, capture_majority_wins=False)
    solver_rules = rules if game == "kalah" else dataclasses.replace(rules, repetition_count=1)
    chance = random.Random(37)
    compared = 0
    for _ in range(30):
        position = engine.new_game(rules)
        while position.outcome is None and sum(map(sum, position.pits)) > most - chance.randrange(3):
            position = engine.apply_move(rules, position, chance.choice(engine.legal_moves(rules, position))).position
        if position.outcome is not None:
            continue
        found = probe(databases[game], rules, position)
        if found is None:
            continue
        assert not found.played_out
        solved = _solver_score(solver_rules, dataclasses.replace(position, history=()), nodes)
        if solved is not None:
            assert solved == found.score, position
            compared += 1
    assert compared >= {"kalah": 20, "oware": 5}[game]


def test_scope() -> None:
    oware = engine.get_variant("oware").rules
    assert game_for(oware) == ("oware", True)
    assert game_for(dataclasses.replace(oware, capture_majority_wins=False, repetition_count=1)) == ("oware", False)
    assert game_for(dataclasses.replace(engine.get_variant("kalah").rules, seeds_per_pit=3)) == ("kalah", False)
    assert game_for(dataclasses.replace(oware, grand_slam=engine.get_variant("oware").rules.grand_slam.__class__("forbidden"))) is None
    assert {v for v in engine.variant_ids() if game_for(engine.get_variant(v).rules) is not None} == {
        "kalah", "oware", "kalah-6-3", "kalah-6-5", "kalah-6-6"}
    assert game_for(engine.get_variant("awari-suriname").rules) is None


def test_rank_moves_plays_from_a_covered_position(databases: dict[str, Database]) -> None:
    rules = engine.get_variant("kalah").rules
    position = _position((0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 1), 0, (20, 24))
    ranked = rank_moves(databases["kalah"], rules, position)
    assert ranked is not None
    found = probe(databases["kalah"], rules, position)
    assert found is not None and ranked[0][1] == found.score
    assert board_of(position) == (0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 1)
    assert UNPROVED == -128


def test_positions_near_the_move_limit_are_not_covered(databases: dict[str, Database]) -> None:
    """Kalah with 8 seeds lasts at most 6·64 + 7·8 + 1 = 441 more plies (ply_margin): a position
    closer than that to the 10,000-ply limit could end by the limit instead, so it is not covered."""
    rules = engine.get_variant("kalah").rules
    board = (0, 1, 2, 0, 1, 0, 1, 0, 2, 0, 1, 0)
    assert probe(databases["kalah"], rules, _position(board, 0, (20, 20))) is not None
    assert probe(databases["kalah"], rules, dataclasses.replace(_position(board, 0, (20, 20)), ply=9_558)) is not None
    assert probe(databases["kalah"], rules, dataclasses.replace(_position(board, 0, (20, 20)), ply=9_559)) is None


def test_the_oware_game_length_bound_is_the_sum_of_the_levels_depths(directory: Path, tmp_path: Path) -> None:
    """Oware can cycle, so its bound of the plies left comes from the build: each level's depth
    (the most plies its strategies take before a capture or the end), summed over the levels. The
    builder's depths are those of its own strategies, which can only be as long as, or longer
    than, the shortest ones the reference's value iteration finds round by round (equal up to 4
    seeds); the header holds their sum, and a position closer to the move limit than that is not
    covered."""
    binary = compile_builder(directory)
    run = subprocess.run([str(binary), "oware", str(REFERENCE), str(tmp_path / "oware.db")],
                         capture_output=True, text=True, check=True)
    depths = [int(re.search(r"depth=(\d+)", line).group(1)) for line in run.stderr.splitlines()]  # type: ignore[union-attr]
    shortest = attractor_depths("oware", REFERENCE)
    assert shortest == [0, 1, 9, 28, 38, 60]
    assert depths[:5] == shortest[:5] and all(built >= least for built, least in zip(depths, shortest, strict=True))
    database = Database((tmp_path / "oware.db").read_bytes(), "oware")
    assert database.plies == sum(depths) == 145
    rules = dataclasses.replace(engine.get_variant("oware").rules, capture_majority_wins=False)
    position = _position((0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 1, 0), 0, (21, 23))
    assert probe(database, rules, dataclasses.replace(position, ply=10_000 - 146)) is not None
    assert probe(database, rules, dataclasses.replace(position, ply=10_000 - 145)) is None
    # a file without the bound (the reference's, an older builder's) gives values but covers nothing
    unbounded = Database(build_reference("oware", 3))
    assert unbounded.plies is None and unbounded.value((1,) + (0,) * 11) == 1
    assert probe(unbounded, rules, _position((0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0), 0, (21, 24))) is None


def test_an_oware_history_that_could_end_the_game_by_repetition_is_not_covered(databases: dict[str, Database]) -> None:
    rules = dataclasses.replace(engine.get_variant("oware").rules, capture_majority_wins=False)
    board = (0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 1, 0)
    position = _position(board, 0, (21, 23))
    assert probe(databases["oware"], rules, position) is not None
    once = dataclasses.replace(position, history=("a", "b", "a"))  # a key twice: a third visit ends the game
    assert probe(databases["oware"], rules, dataclasses.replace(position, history=("a", "b"))) is not None
    assert probe(databases["oware"], rules, once) is None
    assert probe(databases["oware"], dataclasses.replace(rules, repetition_count=4), once) is not None
