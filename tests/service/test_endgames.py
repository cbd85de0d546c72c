"""Endgame databases in the service (issue 37): /v1/adjudicate's exact_value and /v1/analysis read
covered Kalah and Oware positions from the databases (``method: database``); without them
(``ARBITER_ENDGAME_DIR`` unset) the answers are what the solver gives, as before."""

from __future__ import annotations

import dataclasses
import time
from pathlib import Path
from typing import Any

import pytest

import engine
from engine.analysis import WIN, analyse
from service import endgames

SEEDS = 8

#: Kalah stopped with 5 seeds left (tests/service/test_tournament.py): best play loses by 4
KALAH_FIVE = {"pits": [[0, 0, 0, 0, 1, 2], [1, 0, 0, 0, 0, 1]], "stores": [20, 23], "to_move": 0, "ply": 60,
              "status": "playing"}
#: Oware, 4 seeds left, South to move (stores 21 and 23): North takes all four (-4), so South loses
#: 21 - 27 played out (the solver agrees below); with the 25-seed stop North wins as well
OWARE_FOUR = {"pits": [[0, 0, 0, 0, 1, 0], [1, 1, 0, 0, 1, 0]], "stores": [21, 23], "to_move": 0, "ply": 80,
              "status": "playing"}


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("endgames")
    endgames.build("kalah", SEEDS, directory, quiet=True)
    endgames.build("oware", SEEDS, directory, quiet=True)
    return directory


@pytest.fixture
def with_databases(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ARBITER_ENDGAME_DIR", str(folder))
    return folder


def _solver(rules: engine.Rules, position: engine.Position) -> int:
    result = analyse(rules, position, exact=True, exact_seeds=99, fallback=False, nodes=500_000)
    assert result.exact
    value = result.score
    return value - WIN if value >= WIN // 2 else value + WIN if value <= -WIN // 2 else value


def test_adjudicate_reads_a_covered_kalah_position_from_the_database(client: Any, with_databases: Path) -> None:
    r = client.post("/v1/adjudicate", json={"variant": "kalah", "reason": "time", "position": KALAH_FIVE})
    assert r.status_code == 200
    exact = r.get_json()["exact_value"]
    assert exact["method"] == "database" and exact["played_out"] is False
    assert (exact["to_move"], exact["score"], exact["result"]) == (0, -4, "loss")  # the solver's value too
    rules = engine.resolve_rules("kalah")
    position = engine.position_from_json(rules, KALAH_FIVE)
    assert exact["best_move"] in [engine.move_to_json(m) for m in engine.legal_moves(rules, position)]
    # the principal variation is legal and ends the game with the announced margin
    for move in exact["pv"]:
        position = engine.apply_move(rules, position, engine.move_from_json(rules, move)).position
    assert position.outcome is not None
    assert position.outcome.scores[0] - position.outcome.scores[1] == -4


def test_without_databases_the_solver_answers_as_before(client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ARBITER_ENDGAME_DIR", raising=False)
    r = client.post("/v1/adjudicate", json={"variant": "kalah", "reason": "time", "position": KALAH_FIVE})
    exact = r.get_json()["exact_value"]
    assert exact["method"] == "exact" and exact["score"] == -4 and "played_out" not in exact


def test_oware_with_the_25_stop_gets_the_exact_result_and_the_played_out_margin(client: Any,
                                                                                with_databases: Path) -> None:
    r = client.post("/v1/adjudicate", json={"variant": "oware", "reason": "time", "position": OWARE_FOUR})
    assert r.status_code == 200
    exact = r.get_json()["exact_value"]
    assert exact["method"] == "database" and exact["played_out"] is True
    rules = engine.resolve_rules("oware")
    position = engine.position_from_json(rules, OWARE_FOUR)
    played_out = _solver(dataclasses.replace(rules, capture_majority_wins=False, repetition_count=1), position)
    assert exact["score"] == played_out == -6 and exact["result"] == "loss"
    # /v1/analysis says so too (the playground then shows the winner without the margin)
    answer = client.post("/v1/analysis", json={"variant": "oware", "position": OWARE_FOUR, "budget": {"nodes": 1}}).get_json()
    assert (answer["method"], answer["score"], answer["played_out"]) == ("database", -6, True)


def test_analysis_plays_perfectly_from_a_covered_position(client: Any, with_databases: Path) -> None:
    body = {"variant": "kalah", "position": KALAH_FIVE, "level": 10}
    r = client.post("/v1/analysis", json=body)
    assert r.status_code == 200
    answer = r.get_json()
    assert (answer["method"], answer["exact"], answer["stopped"], answer["score"], answer["result"], answer["played_out"]) == (
        "database", True, "solved", -4, "loss", False)
    rules = engine.resolve_rules("kalah")
    position = engine.position_from_json(rules, KALAH_FIVE)
    for scored in answer["moves"]:  # every move's exact margin, as the solver finds it after that move
        assert scored["bound"] == "exact"
        child = engine.apply_move(rules, position, engine.move_from_json(rules, scored["move"])).position
        if child.outcome is not None:
            value = child.outcome.scores[0] - child.outcome.scores[1]
        else:
            value = _solver(rules, child) * (1 if child.to_move == 0 else -1)
        assert scored["score"] == value
    assert answer["move"] == answer["best_move"] == answer["moves"][0]["move"]
    # level 5 picks (seeded) among the moves within 1 seed of the best, as the search does
    level5 = client.post("/v1/analysis", json={**body, "level": 5, "seed": 3}).get_json()
    near = [m["move"] for m in answer["moves"] if m["result"] == answer["result"] and m["score"] >= answer["score"] - 1]
    assert level5["method"] == "database" and level5["move"] in near and level5["best_move"] == answer["best_move"]
    # the weak levels still search (and may err on purpose)
    weak = client.post("/v1/analysis", json={**body, "level": 2}).get_json()
    assert weak["method"] == "alpha-beta"


def test_a_position_outside_the_database_is_searched(client: Any, with_databases: Path) -> None:
    opening = {"pits": [[4] * 6, [4] * 6], "stores": [0, 0], "to_move": 0, "ply": 0, "status": "playing"}
    r = client.post("/v1/analysis", json={"variant": "kalah", "position": opening, "level": 3})
    assert r.get_json()["method"] == "alpha-beta" and "played_out" not in r.get_json()
    r = client.post("/v1/adjudicate", json={"variant": "awari-suriname", "reason": "time", "position": opening})
    assert r.status_code == 200 and r.get_json().get("exact_value", {}).get("method") != "database"


def test_the_build_plan_and_a_background_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert endgames.parse_plan("kalah:20, oware:15") == {"kalah": 20, "oware": 15}
    assert endgames.parse_plan("off") == {} and endgames.parse_plan("") == {}
    with pytest.raises(ValueError, match="not game:seeds"):
        endgames.parse_plan("chess:5")
    monkeypatch.setenv("ARBITER_ENDGAME_BUILD", "kalah:4")
    assert endgames.start_background_builds(tmp_path) == ["kalah"]
    assert endgames.start_background_builds(tmp_path) == []  # the lock: one build per game
    deadline = time.monotonic() + 120
    while not (tmp_path / "kalah-4.db").exists() and time.monotonic() < deadline:
        time.sleep(0.2)
    assert (tmp_path / "kalah-4.db").stat().st_size == 64 + 1820
    while (tmp_path / ".building-kalah").exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert endgames.start_background_builds(tmp_path) == []  # built: nothing to do
    found = endgames.Endgames(tmp_path).database(engine.resolve_rules("kalah"))
    assert found is not None and found.most == 4
