"""The engine replays the games compared with Ludii (docs/conformance.md), without Java, and the
games compared with MancalaGames (``data/mg-*``, the second reading of games Ludii does not describe)
and with a published engine (``data/pe-*``, conformance/published.py).

Each ``data/<game>.jsonl.gz`` holds games played both ways by conformance/run.py: Ludii's seeded
random games and the engine's own replayed through Ludii. A game's ``moves`` are canonical pits
(the first player's row from their left, then on round the board) and ``states`` Ludii's seeds
(canonical pits, then the two stores) before each of those moves: the engine must hold exactly
those seeds at every ply, find the move legal, and, where the whole game agreed, end it with the
recorded result and Ludii's winner. Four-row games number their pits seat by seat (a seat's front
row, then its back row; docs/conformance.md "Board-site mapping"); an Omweso game opens with the
two arrangements Ludii's placings made (lists of seeds) and marks a reverse sowing by adding 1000;
``{"resync": …}`` marks where, after a ruled turn, the comparison took Ludii's position. Move lists and seed counts: Ludii (http://ludii.games,
github.com/Ludeme/Ludii, commit 845cda6f33, CC BY-NC-ND 4.0).
"""

from __future__ import annotations

import dataclasses
import gzip
import json
import pathlib
import re
from typing import Any

import pytest

import engine
from conformance.compare import REVERSE, STOP, arrangement, engine_state, move_pit
from conformance.games import GAMES
from conformance.mancalagames import CLOCKWISE
from engine.position import BaoState, Phase
from engine.rules import Direction
from tests.budget import scaled, spread

DATA = pathlib.Path(__file__).parent / "data"
DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "conformance.md"
FILES = sorted(DATA.glob("*.jsonl.gz"))
LUDII_FILES = [path for path in FILES if not path.name.startswith(("mg-", "pe-"))]
FILES_AT_21_GAMES = 21
"""Every recorded game of every file was replayed while 21 games had data; as more games get
theirs, each file replays the same share of its games that keeps the total flat, both ways and
evenly spaced (tests/budget.py), at least 40 of them."""


def load(path: pathlib.Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        lines = [json.loads(line) for line in f]
    return lines[0], lines[1:]


@pytest.mark.parametrize("path", FILES, ids=[p.name.split(".")[0] for p in FILES])
def test_the_engine_replays_every_compared_game_seed_for_seed(path: pathlib.Path) -> None:
    head, games = load(path)
    if head.get("reading") == "MancalaGames":  # data/mg-*: a game Ludii does not describe
        assert "MancalaGames" in head["credit"] and "GPL-3.0" in head["credit"]
    elif head.get("reading") == "published engine":  # data/pe-*: conformance/published.py
        assert path.name.startswith("pe-") and "commit" in head["credit"]
    else:
        assert "Ludii" in head["credit"] and "845cda6f33" in head["credit"]
    rules = engine.resolve_rules(head["variant"], head["options"] or None)
    twin = _replayed_twin(path, rules, games)
    if twin is not None:  # the same rules and the same games: replayed once, under the twin's name
        assert twin != path.name
        return
    plies = 0
    if head.get("reading") in ("MancalaGames", "published engine"):
        games = _sample(games)
    else:
        keep = scaled(len(games), len(LUDII_FILES), base_items=FILES_AT_21_GAMES, floor=40)
        games = spread(games, key=lambda game: game["from"], budget=keep)
    for game in games:
        position = engine.new_game(rules)
        for ply, (move, state) in enumerate(zip(game["moves"], game["states"], strict=True)):
            where = f"{game['from']} game {game['g']} ply {ply}"
            if isinstance(move, dict) and "resync" in move:  # after a ruled turn: Ludii's position
                assert move["resync"] == state, where
                per_seat = len(position.pits[0])
                bao = position.bao
                if "nyumba" in move and bao is not None:
                    bao = BaoState(nyumba=tuple(move["nyumba"]), takasia=False if bao.takasia is not None else None)
                position = dataclasses.replace(
                    position, pits=(tuple(state[:per_seat]), tuple(state[per_seat:2 * per_seat])),
                    stores=tuple(state[2 * per_seat:]) or position.stores, to_move=move["to_move"],
                    status=engine.Status.PLAYING, outcome=None, history=(), bao=bao,
                    ply=move.get("ply", position.ply),  # the turns played, where the data records them
                    phase=Phase(move["phase"]) if "phase" in move else position.phase,  # Makonn: arranged
                    directions=(tuple(None if d is None else Direction(d) for d in move["directions"])
                                if "directions" in move else position.directions))  # direction_kept
                continue
            assert engine_state(position, state, head["mirror"]) == state, where
            if isinstance(move, dict):  # a Bao turn: pit, direction, safari
                n = len(position.pits[0])
                chosen = engine.Move(move["pit"] - position.to_move * n, Direction(move["direction"]),
                                     safari=move.get("safari", False))
                position = engine.apply_move(rules, position, chosen).position
                plies += 1
                continue
            if isinstance(move, list):  # an arrangement (Omweso's opening): the seat's seeds
                position = engine.apply_move(rules, position, arrangement(position, move)).position
                continue
            # the canonical pit back to the mover's pit; apply_move refuses an illegal one
            reverse = Direction(head["reverse"]) if head.get("reverse") else None
            n = len(position.pits[0])
            if reverse is not None and position.phase is not Phase.TAKE:  # Omweso's reverse sowings: pit + REVERSE
                pit = move % REVERSE - position.to_move * n
                assert 0 <= pit < n, where
                way = reverse if move >= REVERSE else None
                if way is None and position.directions and position.directions[position.to_move] is Direction.PLAYER_CHOICE:
                    way = Direction.CW if reverse is Direction.CCW else Direction.CCW  # a kept direction's choice
                chosen = engine.Move(n - 1 - pit if head["mirror"] else pit, way)
                assert move_pit(position, chosen, head["mirror"], reverse) == move
            elif position.phase is Phase.RELAY_CHOICE:  # stop_holes: Ludii's Pass (STOP) or the relay's Select
                chosen = engine.Move(kind=engine.MoveKind.STOP if move == STOP else engine.MoveKind.CONTINUE)
                assert move_pit(position, chosen, head["mirror"]) == move, where
            else:
                # a pit sown clockwise by choice is kept as its canonical pit + 100 (conformance/mancalagames.py)
                clockwise = move >= CLOCKWISE
                move -= CLOCKWISE if clockwise else 0
                # a pit on the other side: a move from a hole the mover owns there (pit_owners, Kanji Guti)
                seat, pit = divmod(move, n)
                assert 0 <= seat < len(position.pits), where
                side = None if seat == position.to_move else seat
                direction = None
                choosing = bool(position.directions) and position.directions[position.to_move] is Direction.PLAYER_CHOICE
                if rules.direction is Direction.PLAYER_CHOICE or choosing:  # choosing: a kept direction's choice
                    direction = Direction.CW if clockwise else Direction.CCW
                # phase take (capture_chosen_holes): a hole of the opponent's, Ludii's Remove ply
                kind = engine.MoveKind.TAKE if position.phase is Phase.TAKE else engine.MoveKind.SOW
                chosen = engine.Move(n - 1 - pit if head["mirror"] else pit, direction, side=side, kind=kind)
                assert move_pit(position, chosen, head["mirror"]) == move
            position = engine.apply_move(rules, position, chosen).position
            plies += 1
        if game["agreed"]:
            assert position.outcome is not None, f"{game['from']} game {game['g']}"
            outcome = position.outcome
            assert game["engine_end"] == {"scores": list(outcome.scores), "winner": outcome.winner,
                                          "reason": outcome.reason}
            ludii_winner = game["ludii_winner"]
            assert outcome.winner == (ludii_winner - 1 if ludii_winner > 0 else None)
    assert plies > 0


def _replayed_twin(path: pathlib.Path, rules: engine.Rules, games: list[dict[str, Any]]) -> str | None:
    """An earlier data file (by name) with the same rules and the very same games and seeds
    (Toguz Korgool is Togyz Kumalak under its Kyrgyz name, compared with the same Ludii program):
    replaying it again would test nothing new."""
    for other in FILES:
        if other.name >= path.name:
            return None
        with gzip.open(other, "rt", encoding="utf-8") as f:
            head = json.loads(f.readline())
        if engine.resolve_rules(head["variant"], head["options"] or None) != rules:
            continue
        _, theirs = load(other)
        if [(g["moves"], g["states"]) for g in theirs] == [(g["moves"], g["states"]) for g in games]:
            return other.name
    return None


MG_PLIES = 1_000
"""MancalaGames data (all 200 games each way kept) is replayed up to this many plies each way, whole
games from the first: enough to pin the engine to every kind of move the comparison saw, at a cost
that stays small as games are added (the full comparison is conformance/mancalagames.py's)."""


def _sample(games: list[dict[str, Any]]) -> list[dict[str, Any]]:
    chosen: list[dict[str, Any]] = []
    plies: dict[str, int] = {}
    for game in games:
        if plies.get(game["from"], 0) < MG_PLIES:
            chosen.append(game)
            plies[game["from"]] = plies.get(game["from"], 0) + len(game["moves"])
    return chosen


def _doc_rows() -> dict[str, str]:
    """docs/conformance.md's comparison table: game → its Ludii description cell."""
    rows = {}
    text = DOC.read_text(encoding="utf-8")
    results = text.split("<!-- results: python -m conformance.report -->", 1)[1].split("<!-- end of results -->", 1)[0]
    for line in results.splitlines():
        m = re.match(r"\|\s*`([a-z0-9+=_-]+)`\s*\|([^|]*)\|", line)
        if m:
            rows[m.group(1)] = m.group(2).strip()
    return rows


def test_every_game_whose_row_names_a_ludii_description_has_conformance_data() -> None:
    rows = _doc_rows()
    named = {key for key, lud in rows.items() if ".lud" in lud}
    assert named, "docs/conformance.md has no comparison table"
    assert named == {g.key for g in GAMES}
    missing = sorted(key for key in named if not (DATA / f"{key}.jsonl.gz").exists())
    assert not missing, f"no conformance data for {missing}: run conformance/run.py"


def test_every_compared_game_is_a_catalogue_game_with_its_options() -> None:
    for game in GAMES:
        assert game.variant in engine.variant_ids()
        engine.resolve_rules(game.variant, game.engine_options)  # the options are valid
