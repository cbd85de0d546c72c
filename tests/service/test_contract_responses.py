"""Every response of every golden playthrough matches ``openapi.yaml``, with no undeclared property.

Each ``tests/golden/<variant>/<case>.txt`` game is played again through the real app (Flask's
test client): ``POST /v1/games``, then at every ply ``POST /v1/legal-moves`` and ``POST /v1/moves``
with the golden move, and at the end ``POST /v1/replay`` with ``include_steps``. Each body is
checked against its response schema by a strict JSON Schema 2020-12 validator
(``contract_strict.py``: an undeclared key anywhere is an error), so a field the engine starts
sending cannot go undocumented. The bodies are also checked against the golden text (positions,
events, outcome), so the playthrough really is the golden one.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from contract_strict import errors, validator
from flask.testing import FlaskClient

import engine
from service import create_app
from tests.budget import scaled

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = sorted((ROOT / "tests" / "golden").glob("*/*.txt"))
GOLDEN_FILES_AT_53_GAMES = 138
"""Every ply of every golden game went one by one through ``/v1/legal-moves`` and ``/v1/moves``
while the catalogue had 53 games (138 golden files); as it grows, each game sends the same share
of its plies that keeps the total flat (tests/budget.py), at least its first 30. Every ply still
goes through ``/v1/replay``."""

VALIDATORS = {name: validator(name) for name in (
    "GameResponse", "MoveResponse", "LegalMovesResponse", "ReplayResponse", "VariantList", "VariantDocument",
)}


class Golden:
    """One golden file: options, first player, and per ply the position text, move text and events."""

    def __init__(self, path: Path) -> None:
        self.variant = path.parent.name
        self.options: dict[str, Any] = {}
        self.first_player_index = 0
        self.positions: list[str] = []
        self.moves: list[str] = []
        self.events: list[list[dict[str, Any]]] = []
        self.outcome: dict[str, Any] | None = None
        for line in path.read_text().splitlines():
            if line.startswith("# options: "):
                self.options = json.loads(line.removeprefix("# options: "))
            elif line.startswith("# moves: "):
                self.first_player_index = int(line.rsplit(" ", 1)[1])
            elif line.startswith("position: "):
                self.positions.append(line.removeprefix("position: "))
            elif line.startswith("move: "):
                self.moves.append(line.removeprefix("move: "))
                self.events.append([])
            elif line.startswith("event: "):
                self.events[-1].append(json.loads(line.removeprefix("event: ")))
            elif line.startswith("outcome: "):
                self.outcome = json.loads(line.removeprefix("outcome: "))


@pytest.fixture(scope="module")
def client() -> FlaskClient:
    return create_app({"TESTING": True}).test_client()


def _valid(schema: str, body: Any, where: str) -> None:
    found = errors(VALIDATORS[schema], body)
    assert not found, f"{where}: {schema} does not describe the response:\n" + "\n".join(found)


def _post(client: FlaskClient, path: str, body: dict[str, Any], schema: str, where: str) -> dict[str, Any]:
    response = client.post(path, json=body)
    assert response.status_code in (200, 201), (where, response.get_json())
    data: dict[str, Any] = response.get_json()
    _valid(schema, data, where)
    return data


def test_the_catalogue_responses_match_the_spec(client: FlaskClient) -> None:
    listing = client.get("/v1/variants").get_json()
    _valid("VariantList", listing, "/v1/variants")
    for summary in listing["variants"]:
        _valid("VariantDocument", client.get(summary["href"]).get_json(), summary["href"])


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_golden_playthrough_response_matches_the_spec(client: FlaskClient, path: Path) -> None:
    golden = Golden(path)
    rules = engine.resolve_rules(golden.variant, golden.options)
    first = rules.players[golden.first_player_index % len(rules.players)]
    header = {"variant": golden.variant, "options": golden.options}
    game = _post(client, "/v1/games", {**header, "first_player": first}, "GameResponse", f"{path.name} start")
    header["options"] = game["options"]
    start = game["position"], game["signature"]
    position, signature = start
    legal = game["legal_moves"]
    played: list[dict[str, Any]] = []
    for ply, (text, events) in enumerate(zip(golden.moves, golden.events)):
        where = f"{path.parent.name}/{path.name} ply {ply}"
        assert engine.position_text(engine.position_from_json(rules, position)) == golden.positions[ply], where
        by_text = {str(engine.move_from_json(rules, m)): m for m in legal}
        move = by_text[text]
        played.append(move)
        if ply >= scaled(len(golden.moves), len(GOLDEN), base_items=GOLDEN_FILES_AT_53_GAMES, floor=30):
            # Past the golden's share of the budget the engine walks on (cheaply); the replay
            # below still sends every ply's events through the app and the spec.
            after = engine.apply_move(rules, engine.position_from_json(rules, position), engine.move_from_json(rules, move))
            assert json.loads(json.dumps(list(after.events))) == events, where
            position, legal = engine.position_to_json(after.position), [engine.move_to_json(m) for m in after.legal_moves]
            continue
        listed = _post(client, "/v1/legal-moves", {**header, "position": position, "signature": signature},
                       "LegalMovesResponse", where)
        assert listed["legal_moves"] == legal, where
        answer = _post(client, "/v1/moves", {**header, "position": position, "signature": signature, "move": move},
                       "MoveResponse", where)
        assert answer["events"] == events, where
        position, signature, legal = answer["position"], answer["signature"], answer["legal_moves"]
    replay = _post(client, "/v1/replay", {**header, "start": start[0], "start_signature": start[1], "moves": played, "include_steps": True}, "ReplayResponse",
                   f"{path.name} replay")
    if golden.outcome is not None:
        assert replay["position"]["outcome"] == golden.outcome
    assert replay["position"] == position
    assert len(replay["steps"]) == len(played)
    assert [step["events"] for step in replay["steps"]] == golden.events
