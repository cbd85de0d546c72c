"""The record corpus (scripts/gen_corpus.py) verified end to end by ``mancala-arbiter verify``:
in-process, and against a live gunicorn through the generated client with every signature checked."""

from __future__ import annotations

import csv
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import engine
from arbiter_cli.main import main
from service.jws import generate_key
from tests.service.conftest import start_gunicorn, stop_gunicorn

pytestmark = pytest.mark.filterwarnings("ignore:EdDSA is deprecated")

CORPUS = Path(__file__).resolve().parent
EXPECTED: dict[str, dict[str, Any]] = json.loads((CORPUS / "expected.json").read_text())


def _check(report: list[dict[str, Any]]) -> None:
    root = str(CORPUS) + "/"
    found = {f"{r['file'].removeprefix(root)}:{r['line']}": r for r in report}
    assert set(found) == set(EXPECTED)
    for key, expect in EXPECTED.items():
        verdict = found[key]["verdict"]
        assert verdict is not None, key
        assert verdict["status"] == expect["status"], (key, verdict)
        if "plies" in expect:
            assert verdict["plies"] == expect["plies"], key
        if "result" in expect:
            assert verdict["result"] == expect["result"], key
        if "claimed" in expect:
            assert verdict["claimed_result"] == expect["claimed"], key
        if expect["status"] == "illegal":
            assert (verdict["illegal"]["ply"], verdict["illegal"]["move"]) == (expect["illegal_ply"], expect["move"]), key
        if expect["status"] == "malformed":
            assert (verdict["error"]["line"], verdict["error"]["column"]) == (expect["line"], expect["column"]), key


def test_the_corpus_covers_every_variant_and_every_kind_of_bad_record() -> None:
    assert len(EXPECTED) >= 300
    statuses = Counter(e["status"] for e in EXPECTED.values())
    assert {"valid", "unfinished", "illegal", "malformed", "disputed"} <= set(statuses)
    for variant in engine.variant_ids():
        assert (CORPUS / "generated" / f"{variant}.mgn").exists()
        assert list((CORPUS / "golden").glob(f"{variant}--*.mgn"))
        # an illegal move at ply 8 (at ply 4 where a game is shorter: scripts/gen_corpus.py SHORT_GAME_PLIES)
        assert list((CORPUS / "bad").glob(f"illegal-{variant}-ply-[48].mgn"))


def test_verify_in_process(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report, table = tmp_path / "report.json", tmp_path / "report.csv"
    code = main(["verify", str(CORPUS), "--json", str(report), "--csv", str(table), "--no-progress"])
    assert code == 1  # the bad records
    _check(json.loads(report.read_text()))
    rows = list(csv.DictReader(table.open()))
    assert len(rows) == len(EXPECTED)
    assert {r["status"] for r in rows} == {"valid", "unfinished", "illegal", "malformed", "disputed"}
    assert "games needing the arbiter" in capsys.readouterr().err
    good = main(["verify", str(CORPUS / "golden"), "-q", "--no-progress"])
    assert good == 0


def test_verify_against_a_live_gunicorn(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    key = generate_key("corpus")
    keyfile = tmp_path / "verdict-key.json"
    keyfile.write_text(json.dumps({**key.key.as_dict(private=True), "kid": key.kid}))
    server = start_gunicorn(tmp_path, ARBITER_VERDICT_KEYS=str(keyfile), ARBITER_RATE_LIMIT_ENABLED="false")
    try:
        report = tmp_path / "server.json"
        code = main(["verify", str(CORPUS), "--server", server.base_url, "--json", str(report), "--no-progress", "-q"])
        assert code == 1
        entries = json.loads(report.read_text())
        assert all(e["jws"] and e["error"] is None for e in entries)  # every verdict came signed and verified
        _check(entries)
        capsys.readouterr()
        assert main(["keys", "--server", server.base_url]) == 0
        assert [k["kid"] for k in json.loads(capsys.readouterr().out)["keys"]] == ["corpus"]
        assert main(["replay", str(CORPUS / "bad" / "stopped-on-time.mgn"), "--server", server.base_url]) == 0
        start, last = capsys.readouterr().out.splitlines()  # positions, as a local replay prints them
        assert start == last and "| ply 0 |" in start
        assert main(["replay", str(CORPUS / "bad" / "illegal-oware-ply-8.mgn"), "--server", server.base_url]) == 1
        capsys.readouterr()
        in_process = tmp_path / "local.json"
        main(["verify", str(CORPUS), "--json", str(in_process), "--no-progress", "-q"])
        # the server's verdicts are the in-process ones plus the claims it adds when it issues them
        claims = {"iss", "iat", "sub", "jti"}
        assert all(claims <= set(e["verdict"]) for e in entries)
        assert [e["verdict"] for e in json.loads(in_process.read_text())] == [
            {k: v for k, v in e["verdict"].items() if k not in claims} for e in entries]
    finally:
        stop_gunicorn(server)


def test_export_round_trip(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = CORPUS / "golden" / "giuthi--random-seed-1.mgn"
    as_json = tmp_path / "game.json"
    assert main(["export", str(source), "-o", str(as_json)]) == 0
    body = json.loads(as_json.read_text())
    assert body["variant"] == "giuthi" and all("direction" in m or "type" in m for m in body["moves"])
    back = tmp_path / "game.mgn"
    assert main(["export", str(as_json), "-o", str(back)]) == 0
    original = engine.parse_record(source.read_text())
    again = engine.parse_record(back.read_text())
    assert again.moves == original.moves and again.variant == original.variant
    capsys.readouterr()
    assert main(["replay", str(back)]) == 0
    golden = (CORPUS.parent / "golden" / "giuthi" / "random-seed-1.txt").read_text()
    last_position = [line for line in golden.splitlines() if line.startswith("position: ")][-1]
    assert capsys.readouterr().out.splitlines()[-1] == last_position.removeprefix("position: ")


def test_the_console_script_and_keys(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    import tomllib

    project = tomllib.loads((CORPUS.parents[1] / "pyproject.toml").read_text())
    assert project["project"]["scripts"]["mancala-arbiter"] == "arbiter_cli.main:main"
    key = generate_key("director-2026")
    keyfile = tmp_path / "k.json"
    keyfile.write_text(json.dumps({**key.key.as_dict(private=True), "kid": key.kid}))
    monkeypatch.setenv("ARBITER_VERDICT_KEYS", str(keyfile))
    assert main(["keys"]) == 0
    jwks = json.loads(capsys.readouterr().out)
    assert [k["kid"] for k in jwks["keys"]] == ["director-2026"] and "d" not in jwks["keys"][0]
    monkeypatch.delenv("ARBITER_VERDICT_KEYS")
    assert main(["keys"]) == 2
