"""``mancala-arbiter`` (arbiter_cli): every subcommand the same with and without ``--server``
(issue 26, item 1), lossless and never a traceback on bad input (issue 26, item 4; issue 24, item 9).

The ``--server`` runs go to a live gunicorn through the generated client, as tests/corpus does."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import engine
from arbiter_cli import games, remote
from arbiter_cli.main import main
from service.jws import generate_key
from tests.service.conftest import ROOT, LiveServer, start_gunicorn, stop_gunicorn

pytestmark = pytest.mark.filterwarnings("ignore:EdDSA is deprecated")

CORPUS = ROOT / "tests" / "corpus"
REPLAYED = [
    CORPUS / "golden" / "giuthi--random-seed-1.mgn",  # rounds, arrangements, directions
    CORPUS / "golden" / "nam-nam--complete-game.mgn",
    CORPUS / "bad" / "ended-by-agreement.mgn",  # =? and =
    CORPUS / "bad" / "illegal-oware-ply-8.mgn",
    CORPUS / "bad" / "illegal-bao-kujifunza-ply-20.mgn",
    CORPUS / "bad" / "illegal-accept-without-offer.mgn",
    CORPUS / "bad" / "stopped-on-time.mgn",
]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    work = tmp_path_factory.mktemp("cli")
    key = generate_key("cli")
    keyfile = work / "verdict-key.json"
    keyfile.write_text(json.dumps({**key.key.as_dict(private=True), "kid": key.kid}))
    live = start_gunicorn(work, ARBITER_VERDICT_KEYS=str(keyfile), ARBITER_RATE_LIMIT_ENABLED="false")
    live.keyfile = keyfile  # type: ignore[attr-defined]
    try:
        yield live
    finally:
        stop_gunicorn(live)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_installed_command_replays_with_and_without_server(server: LiveServer, tmp_path: Path) -> None:
    """As a user runs it: the console script, from another folder, with no PYTHONPATH. The generated
    client is an installed package (shipped with the CLI, pyproject.toml), not found through sys.path."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("ARBITER_") and k != "PYTHONPATH"}
    probe = subprocess.run([sys.executable, "-c", "import mancala_arbiter_client; print(mancala_arbiter_client.__file__)"],
                           check=False, cwd=tmp_path, env=env, capture_output=True, text=True)
    assert probe.returncode == 0 and Path(probe.stdout.strip()).is_relative_to(ROOT / "clients" / "python")
    command = Path(sys.executable).parent / "mancala-arbiter"
    record = CORPUS / "golden" / "oware--random-seed-1.mgn"
    both = [subprocess.run([str(command), "replay", str(record), *extra], check=False, cwd=tmp_path, env=env,
                           capture_output=True, text=True, timeout=120)
            for extra in ([], ["--server", server.base_url])]
    assert [p.returncode for p in both] == [0, 0], [p.stderr for p in both]
    assert both[1].stdout == both[0].stdout and len(both[0].stdout.splitlines()) == 2
    assert "Traceback" not in both[1].stderr


def test_the_cli_finds_nothing_through_sys_path_nor_in_tests() -> None:
    """No ``sys.path`` edits and no imports from ``tests/`` in the CLI's modules (issue 32, item 4)."""
    import ast

    for source in sorted((ROOT / "arbiter_cli").glob("*.py")):
        tree = ast.parse(source.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr == "path" and getattr(node.value, "id", None) == "sys":
                raise AssertionError(f"{source.name}:{node.lineno}: sys.path")
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else [])
            assert not [n for n in names if n.split(".")[0] == "tests"], f"{source.name}:{node.lineno}"


@pytest.mark.parametrize("steps", [False, True], ids=["last", "steps"])
@pytest.mark.parametrize("record", REPLAYED, ids=lambda p: p.stem)
def test_replay_prints_the_same_with_and_without_server(server: LiveServer, record: Path, steps: bool,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    flags = ["--steps"] if steps else []
    local = run(capsys, "replay", str(record), *flags)
    remote = run(capsys, "replay", str(record), *flags, "--server", server.base_url)
    assert remote == local
    code, out, err = local
    assert "| ply 0 |" in out.splitlines()[0] and "{" not in out
    assert code == (1 if "illegal" in record.stem else 0) and (err.startswith("illegal at ply ") == (code == 1))


def test_replay_of_an_illegal_record_names_its_ply_from_zero(server: LiveServer, capsys: pytest.CaptureFixture[str]) -> None:
    record = CORPUS / "bad" / "illegal-oware-ply-8.mgn"
    for extra in ([], ["--server", server.base_url]):
        code, out, err = run(capsys, "replay", str(record), "--steps", *extra)
        assert code == 1 and len(out.splitlines()) == 8  # the start and the 7 legal moves
        assert err.startswith("illegal at ply 7 (")  # the 8th move: plies count from 0 (docs/records.md)


def test_a_malformed_record_is_the_same_one_line_either_way(server: LiveServer, tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.mgn"
    bad.write_text('[Variant "oware"]\n\n1. C Q *\n')
    local = run(capsys, "replay", str(bad))
    assert local == run(capsys, "replay", str(bad), "--server", server.base_url)
    assert local[0] == 1 and local[1] == "" and local[2].startswith(f"mancala-arbiter: {bad}: line 3, column 6: ")
    assert len(local[2].splitlines()) == 1


def test_verify_reports_the_same_with_and_without_server(server: LiveServer, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    games = [CORPUS / "golden" / "kalah--random-seed-1.mgn", CORPUS / "bad" / "illegal-oware-ply-8.mgn",
             CORPUS / "bad" / "disputed-kalah.mgn"]
    reports = []
    for extra in ([], ["--server", server.base_url]):
        csv_path = tmp_path / f"report{len(reports)}.csv"
        code, out, err = run(capsys, "verify", *map(str, games), "--csv", str(csv_path), "--no-progress", *extra)
        assert code == 1 and out == ""
        reports.append((csv_path.read_text(), err))
    assert reports[0] == reports[1]
    assert "games needing the arbiter" in reports[0][1]


def test_keys_prints_the_same_with_and_without_server(server: LiveServer, monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("ARBITER_VERDICT_KEYS", str(server.keyfile))  # type: ignore[attr-defined]
    local = run(capsys, "keys")
    assert local == run(capsys, "keys", "--server", server.base_url)
    assert local[0] == 0 and [k["kid"] for k in json.loads(local[1])["keys"]] == ["cli"]


# ---------------------------------------------------------------- rich markup, batch sizes


def test_record_text_and_file_names_are_never_markup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("COLUMNS", "1000")  # one line a row, to read the cells whole
    folder = tmp_path / "[bold]games[link=https:"
    folder.mkdir()
    (folder / "a[red].mgn").write_text('[Variant "[/x][link=https://example.org]"]\n\n1. C *\n')
    (folder / "b.mgn").write_text('[Variant "oware"]\n[Result "*"]\n\n1. C c 2. C *\n')
    code = main(["verify", str(folder), "--no-progress"])
    err = capsys.readouterr().err
    assert code == 1
    assert "Variant: '[/x][link=https://example.org]' is not one of" in err
    assert f"{folder}/a[red].mgn:1 " in err and f"{folder}/b.mgn:1 " in err


def test_batches_are_sized_by_the_encoded_request() -> None:
    # 300,000 control characters: 300 KB as read, 1.8 MB as JSON (\u0001 each).
    escaped = games.Game("escaped.mgn", 1, '[Variant "oware"]\n\n{' + "\x01" * 300_000 + "} 1. C *\n")
    plain = games.Game("plain.mgn", 1, '[Variant "oware"]\n\n1. C *\n')
    huge = games.Game("huge.mgn", 1, '[Variant "oware"]\n\n{' + "\x01" * 400_000 + "} 1. C *\n")
    batches = list(remote.batches([escaped, plain, escaped, huge, plain]))
    sent = [b for b in batches if isinstance(b, list)]
    assert [[g.path for g in b] for b in sent] == [["escaped.mgn", "plain.mgn"], ["escaped.mgn", "plain.mgn"]]
    for batch in sent:
        body = json.dumps({"records": [g.text for g in batch], "sign": True}, ensure_ascii=False,
                          separators=(",", ":")).encode()
        assert len(body) <= remote.REQUEST_BYTES
    [refused] = [b for b in batches if isinstance(b, games.Judged)]
    assert refused.game is huge and refused.status == "too-large" and "2400" in refused.error  # type: ignore[operator]


def test_a_record_too_large_to_send_is_its_own_error_not_an_abort(server: LiveServer, tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "1-escaped.mgn").write_text('[Variant "oware"]\n[Result "*"]\n\n{' + "\x01" * 300_000 + "} 1. C *\n")
    (folder / "2-huge.mgn").write_text('[Variant "oware"]\n[Result "*"]\n\n{' + "\x01" * 400_000 + "} 1. C *\n")
    (folder / "3-plain.mgn").write_text('[Variant "oware"]\n[Result "*"]\n\n1. C c *\n')
    report = tmp_path / "report.json"
    code = main(["verify", str(folder), "--server", server.base_url, "--json", str(report), "--no-progress", "-q"])
    capsys.readouterr()
    entries = {Path(e["file"]).name: e for e in json.loads(report.read_text())}
    assert code == 1
    assert entries["2-huge.mgn"]["status"] == "too-large" and entries["2-huge.mgn"]["verdict"] is None
    assert entries["3-plain.mgn"]["status"] == "unfinished" and entries["3-plain.mgn"]["jws"]
    assert entries["1-escaped.mgn"]["verdict"] is not None  # judged: sent in a request of its own


# ---------------------------------------------------------------- export


def test_export_is_lossless_both_ways_with_players_and_tags(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = ('[Event "Accra open"]\n[Site "Accra"]\n[Date "2026.11.23"]\n[Round "3"]\n[South "Kofi"]\n[North "Ama"]\n'
            '[Result "*"]\n[Variant "oware"]\n[RulesVersion "1.0.0"]\n[Options "{}"]\n[FirstPlayer "North"]\n'
            '[Annotator "Efua"]\n\n1. c {the usual opening} 1... C 2. f *\n')
    source = tmp_path / "game.mgn"
    source.write_text(text)
    as_json, back, again = tmp_path / "game.json", tmp_path / "back.mgn", tmp_path / "again.json"
    assert main(["export", str(source), "-o", str(as_json)]) == 0
    doc = json.loads(as_json.read_text())
    assert doc["players"] == ["Kofi", "Ama"] and doc["first_player"] == 1
    assert doc["tags"] == {"Event": "Accra open", "Site": "Accra", "Date": "2026.11.23", "Round": "3",
                           "Annotator": "Efua"}
    assert doc["comments"] == [{"before": 1, "text": "the usual opening"}]
    assert main(["export", str(as_json), "-o", str(back)]) == 0
    assert back.read_text() == text
    assert main(["export", str(back), "-o", str(again)]) == 0
    assert again.read_text() == as_json.read_text()


@pytest.mark.parametrize(("content", "error"), [
    (b'{"moves":[1]}', "game.json: $: a game needs variant"),
    (b'{"variant": "oware", "moves": [1]}', "game.json: $.moves[0]: must be an object"),
    (b'{"variant": "oware", "moves": [{"pit": 2}, {"pit": 2}, {"pit": 2}]}',
     "game.json: $.moves[2]: pit 2 of seat 0 is empty"),
    (b'{"variant": "oware",\n "moves": [1,]}', "game.json:2:14: not valid JSON: Expecting value"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "game.json: not a UTF-8 text file (byte 0x89 at offset 0)"),
    (b'[Variant "oware"]\n\n1. C c 2. C *\n', "game.json: line 3, column 11: ply 2 ('C'): pit 2 of seat 0 is empty"),
    (b'[Variant "oware"]\n\n1. C Q *\n', "game.json: line 3, column 6: "),
])
def test_export_of_bad_input_is_one_line_with_the_file_and_where(tmp_path: Path, content: bytes, error: str,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(content)
    assert main(["export", str(path)]) == 1
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1
    assert err.startswith(f"mancala-arbiter: {tmp_path}/{error}"), err


def test_replay_of_a_binary_file_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.mgn"
    path.write_bytes(b"\xff\xfe\x00binary")
    assert main(["replay", str(path)]) == 1
    assert capsys.readouterr().err == f"mancala-arbiter: {path}: not a UTF-8 text file (byte 0xff at offset 0)\n"


def test_every_variant_exports_and_comes_back(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for variant in engine.variant_ids():
        [source] = sorted((CORPUS / "golden").glob(f"{variant}--random-seed-1*.mgn"))[:1]
        as_json, back = tmp_path / f"{variant}.json", tmp_path / f"{variant}.mgn"
        assert main(["export", str(source), "-o", str(as_json)]) == 0
        assert main(["export", str(as_json), "-o", str(back)]) == 0
        assert engine.parse_record(back.read_text()) == engine.parse_record(source.read_text()), variant
    capsys.readouterr()
