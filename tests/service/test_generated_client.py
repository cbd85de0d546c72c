"""A third-party client generated from ``openapi.yaml`` is complete and fully typed.

``openapi-python-client`` generates a client into a temporary directory; the generation must
finish with no warning (a warning means part of the contract was dropped), the client must pass
``mypy --strict``, and it must parse real responses of the app: golden games of the round and
territory variants and of Oware are played through Flask's test client and every body is read
with the generated models' ``from_dict``. Nothing may land in an ``additional_properties`` dict
(what the spec does not declare stays untyped there), each event must come out as its own class,
and ``to_dict`` must give back the very body that was parsed.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import attrs
import pytest
from flask.testing import FlaskClient
from test_contract_responses import Golden

import engine
from service import create_app

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
PACKAGE = "arbiter_client"


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, ModuleType]]:
    out = tmp_path_factory.mktemp("generated")
    config = out / "config.yaml"
    # no ruff formatting (faster, nothing to install); the image answer read as bytes, as clients/python does
    config.write_text("post_hooks: []\ncontent_type_overrides:\n  image/svg+xml: application/octet-stream\n")
    result = subprocess.run(
        [str(BIN / "openapi-python-client"), "generate", "--path", str(ROOT / "openapi.yaml"),
         "--output-path", str(out / PACKAGE), "--meta", "none", "--config", str(config)],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Warning" not in result.stdout + result.stderr, result.stdout + result.stderr
    sys.path.insert(0, str(out))
    try:
        yield out, importlib.import_module(f"{PACKAGE}.models")
    finally:
        sys.path.remove(str(out))
        for name in [m for m in sys.modules if m == PACKAGE or m.startswith(PACKAGE + ".")]:
            del sys.modules[name]


def test_the_generated_client_passes_mypy_strict(generated: tuple[Path, ModuleType]) -> None:
    out, _ = generated
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(out / ".mypy_cache"), PACKAGE],
        capture_output=True, text=True, cwd=out, timeout=300,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]


def _untyped(model: Any, where: str = "") -> list[str]:
    """Paths of every non-empty ``additional_properties`` in a parsed model tree."""
    found: list[str] = []
    if isinstance(model, list):
        for i, item in enumerate(model):
            found += _untyped(item, f"{where}[{i}]")
    elif hasattr(model, "additional_properties") and hasattr(model, "to_dict"):
        extra = model.additional_properties
        # Declared maps (options, problem errors, an option's value labels) have no declared keys: all of theirs are data.
        name = type(model).__name__  # declared maps: options (a game's, a preset's), value labels, messages by code
        if extra and not name.endswith(("Options", "ChoiceLabels", "Messages")):
            found.append(f"{where or '<root>'} ({type(model).__name__}): {sorted(extra)}")
        for field in attrs.fields(type(model)):
            if field.name != "additional_properties":
                found += _untyped(getattr(model, field.name), f"{where}.{field.name}")
    return found


def _read(models: ModuleType, name: str, body: dict[str, Any]) -> Any:
    parsed = getattr(models, name).from_dict(body)
    assert not _untyped(parsed), _untyped(parsed)
    assert parsed.to_dict() == body
    return parsed


GAMES = ["giuthi/random-seed-1.txt", "nam-nam/random-seed-1.txt", "oware/random-seed-1.txt"]


@pytest.mark.parametrize("name", GAMES)
def test_the_generated_models_type_every_field_of_a_whole_game(generated: tuple[Path, ModuleType], name: str) -> None:
    _, models = generated
    client: FlaskClient = create_app({"TESTING": True}).test_client()
    golden = Golden(ROOT / "tests" / "golden" / name)
    rules = engine.resolve_rules(golden.variant, golden.options)
    header = {"variant": golden.variant, "options": golden.options}
    game = client.post("/v1/games", json=header).get_json()
    _read(models, "GameResponse", game)
    position = game["position"]
    legal = game["legal_moves"]
    played = []
    kinds: set[str] = set()
    for text in golden.moves:
        move = {str(engine.move_from_json(rules, m)): m for m in legal}[text]
        listed = client.post("/v1/legal-moves", json={**header, "position": position}).get_json()
        _read(models, "LegalMovesResponse", listed)
        answer = client.post("/v1/moves", json={**header, "position": position, "move": move}).get_json()
        parsed = _read(models, "MoveResponse", answer)
        kinds |= {type(event).__name__ for event in parsed.events}
        kinds.add(type(parsed.move).__name__)
        played.append(move)
        position, legal = answer["position"], answer["legal_moves"]
    replay = client.post("/v1/replay", json={**header, "moves": played, "include_steps": True}).get_json()
    _read(models, "ReplayResponse", replay)
    assert {"PickupEvent", "SowEvent", "PitMove"} <= kinds
    if golden.variant == "giuthi":
        assert {"ArrangeMove", "ArrangedEvent", "RoundEndEvent", "DirectionReversedEvent"} <= kinds
    if golden.variant == "nam-nam":
        assert {"ChooseHollowsMove", "OwnershipChangeEvent", "RoundEndEvent"} <= kinds
    if golden.outcome is not None:
        assert "GameEndEvent" in kinds


def test_the_generated_models_read_the_catalogue(generated: tuple[Path, ModuleType]) -> None:
    _, models = generated
    client: FlaskClient = create_app({"TESTING": True}).test_client()
    listing = client.get("/v1/variants").get_json()
    _read(models, "VariantList", listing)
    for summary in listing["variants"]:
        _read(models, "VariantDocument", client.get(summary["href"]).get_json())


def test_an_undeclared_field_is_caught(generated: tuple[Path, ModuleType]) -> None:
    """The check above can fail: a key the spec does not declare lands in ``additional_properties``."""
    _, models = generated
    client: FlaskClient = create_app({"TESTING": True}).test_client()
    start = client.post("/v1/games", json={"variant": "kalah"}).get_json()
    answer = client.post("/v1/moves", json={"variant": "kalah", "position": start["position"], "move": {"pit": 2}}).get_json()
    answer["events"][1]["path"][0]["colour"] = "red"
    assert _untyped(models.MoveResponse.from_dict(answer)) == [".events[1].path[0] (Place): ['colour']"]
