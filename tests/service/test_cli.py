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
    assert f"{folder}/a[red].mgn:1:1 " in err and f"{folder}/b.mgn:4:11 " in err  # where the error is


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
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "game.json: not a UTF-8 text file (byte 0x89 at line 1, column 1)"),
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
    assert capsys.readouterr().err == f"mancala-arbiter: {path}: not a UTF-8 text file (byte 0xff at line 1, column 1)\n"


def test_every_variant_exports_and_comes_back(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for variant in engine.variant_ids():
        [source] = sorted((CORPUS / "golden").glob(f"{variant}--random-seed-1*.mgn"))[:1]
        as_json, back = tmp_path / f"{variant}.json", tmp_path / f"{variant}.mgn"
        assert main(["export", str(source), "-o", str(as_json)]) == 0
        assert main(["export", str(as_json), "-o", str(back)]) == 0
        assert engine.parse_record(back.read_text()) == engine.parse_record(source.read_text()), variant
    capsys.readouterr()


# ---------------------------------------------------------------- the CLI keeps its word (issue 31, item 2)

OWARE_UNFINISHED = '[Variant "oware"]\n[Result "*"]\n\n1. C c *\n'
OWARE_ILLEGAL = '[Variant "oware"]\n[Result "*"]\n\n1. C c 2. C *\n'  # 2. C: pit 2 of seat 0 is empty
START = "0: 4 4 4 4 4 4 [0] | 1: 4 4 4 4 4 4 [0] | to_move 0 | ply 0 | playing"
AFTER_C = "0: 4 4 0 5 5 5 [0] | 1: 5 4 4 4 4 4 [0] | to_move 1 | ply 1 | playing"
AFTER_C_C = "0: 5 4 0 5 5 5 [0] | 1: 5 4 0 5 5 5 [0] | to_move 0 | ply 2 | playing"


def both_ways(server: LiveServer, capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """The command's answer, asserted the same in this process and with ``--server``."""
    local = run(capsys, *argv)
    assert run(capsys, *argv, "--server", server.base_url) == local
    return local


def csv_rows(text: str) -> list[dict[str, str]]:
    import csv
    import io

    return list(csv.DictReader(io.StringIO(text)))


def test_verify_with_an_empty_file_judges_the_others_the_same_with_and_without_server(
        server: LiveServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """One empty file among good ones: the server mode sent it in the batch, the server refused the
    whole batch (400: a record is a non-empty string) and the run ended with a bytes dump, exit 1."""
    folder = tmp_path / "round-3"
    folder.mkdir()
    for number in range(1, 5):
        (folder / f"game-{number}.mgn").write_text(OWARE_UNFINISHED)
    (folder / "game-5.mgn").write_text("")
    (folder / "game-6.mgn").write_text("\n  \n")
    code, out, err = both_ways(server, capsys, "verify", str(folder), "--csv", "-", "--no-progress", "-q")
    assert code == 1 and err == ""
    rows = csv_rows(out)
    assert [(Path(r["file"]).name, r["line"], r["status"], r["reason"], r["where"]) for r in rows] == [
        *[(f"game-{n}.mgn", "1", "unfinished", "", "") for n in range(1, 5)],
        ("game-5.mgn", "1", "malformed", "no record in the file", "1:1"),
        ("game-6.mgn", "1", "malformed", "no record in the file", "1:1"),
    ]


def test_a_batch_the_server_refuses_is_split_down_to_the_record_it_refuses(tmp_path: Path) -> None:
    """Whatever a server refuses with 400 costs one record, never the batch."""
    import httpx

    from arbiter_cli.games import Game
    from arbiter_cli.remote import judge_on_server, server_client
    from service import create_app

    app = create_app({"TESTING": True, "RATE_LIMIT_ENABLED": False})
    wsgi = httpx.WSGITransport(app=app)

    def handler(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/v1/adjudications" and b"REFUSED" in request.content:
            return httpx.Response(400, json={"type": "about:blank", "title": "Bad Request", "status": 400,
                                             "code": "invalid-request", "request_id": "r1",
                                             "detail": "records.1: not a record I take"})
        return wsgi.handle_request(request)

    client = server_client("http://arbiter.test")
    client.set_httpx_client(httpx.Client(base_url="http://arbiter.test", transport=httpx.MockTransport(handler)))
    games = [Game(f"{n}.mgn", 1, OWARE_UNFINISHED) for n in range(3)]
    games.insert(1, Game("refused.mgn", 1, OWARE_UNFINISHED.replace("*\n", "{REFUSED} *\n")))
    judged = list(judge_on_server(games, client))
    assert [(j.game.path, j.status, j.error) for j in judged] == [
        ("0.mgn", "unfinished", None),
        ("refused.mgn", "malformed", "refused by the server (HTTP 400): records.1: not a record I take"),
        ("1.mgn", "unfinished", None), ("2.mgn", "unfinished", None)]


def test_replay_replays_every_record_of_a_file(server: LiveServer, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """A file may hold several records (docs/records.md): each is replayed, under its own heading.
    It said "nothing may follow the result token" (line 6)."""
    games = tmp_path / "round.mgn"
    games.write_text(OWARE_UNFINISHED + "\n" + OWARE_ILLEGAL)
    code, out, err = both_ways(server, capsys, "replay", str(games))
    assert (code, out.splitlines(), err) == (1, ["game 1 of 2 (line 1)", START, AFTER_C_C,
                                                "game 2 of 2 (line 6)", START, AFTER_C_C],
                                          "illegal at ply 2 ('C', line 9, column 11): pit 2 of seat 0 is empty\n")
    code, out, err = both_ways(server, capsys, "replay", str(games), "--steps")
    assert (code, out.splitlines()) == (1, ["game 1 of 2 (line 1)", START, AFTER_C, AFTER_C_C,
                                            "game 2 of 2 (line 6)", START, AFTER_C, AFTER_C_C])
    games.write_text(OWARE_UNFINISHED + "\n" + '[Variant "oware"]\n\n1. C Q *\n')  # a malformed second record
    code, out, err = both_ways(server, capsys, "replay", str(games))
    assert (code, out.splitlines()) == (1, ["game 1 of 2 (line 1)", START, AFTER_C_C, "game 2 of 2 (line 6)"])
    assert err.startswith(f"mancala-arbiter: {games}: line 8, column 6: ") and len(err.splitlines()) == 1


def test_verify_points_at_the_error_not_at_the_record(server: LiveServer, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """The table and the CSV name the line and column of the illegal move or the malformed token in
    the file; the verdicts (--json) count lines in the record they judged, as the server signs them."""
    monkeypatch.setenv("COLUMNS", "200")
    games = tmp_path / "round.mgn"
    games.write_text(OWARE_UNFINISHED + "\n" + OWARE_ILLEGAL + "\n" + '[Variant "oware"]\n\n1. C Q *\n')
    code, out, err = both_ways(server, capsys, "verify", str(games), "--csv", "-", "--no-progress")
    assert code == 1
    assert [(r["line"], r["status"], r["where"]) for r in csv_rows(out)] == [
        ("1", "unfinished", ""), ("6", "illegal", "9:11"), ("11", "malformed", "13:6")]
    assert f"{games}:9:11 " in err and f"{games}:13:6 " in err and f"{games}:6 " not in err
    report = tmp_path / "report.json"
    for extra in ([], ["--server", server.base_url]):
        run(capsys, "verify", str(games), "--json", str(report), "--no-progress", "-q", *extra)
        entries = json.loads(report.read_text())
        assert [(e["line"], e["where"]) for e in entries] == [(1, None), (6, "9:11"), (11, "13:6")]
        assert (entries[1]["verdict"]["illegal"]["line"], entries[1]["verdict"]["illegal"]["column"]) == (4, 11)
        assert (entries[2]["verdict"]["error"]["line"], entries[2]["verdict"]["error"]["column"]) == (3, 6)


LATIN_1 = '[Variant "oware"]\n[South "Jérôme"]\n[Result "*"]\n\n1. C c *\n'.encode("latin-1")


def test_verify_reports_a_file_that_is_not_utf8_as_malformed_never_decodes_it(
        server: LiveServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """It read "J\ufffdr\ufffdme"; 4 KB of random bytes became several "games"."""
    import random

    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "a-latin-1.mgn").write_bytes(LATIN_1)
    (folder / "b-random.mgn").write_bytes(random.Random(31).randbytes(4096))
    (folder / "c-good.mgn").write_text(OWARE_UNFINISHED)
    code, out, _ = both_ways(server, capsys, "verify", str(folder), "--csv", "-", "--no-progress", "-q")
    rows = csv_rows(out)
    assert code == 1 and "\ufffd" not in out
    assert [(Path(r["file"]).name, r["status"], r["where"]) for r in rows] == [
        ("a-latin-1.mgn", "malformed", "2:10"), ("b-random.mgn", "malformed", rows[1]["where"]),
        ("c-good.mgn", "unfinished", "")]
    assert rows[0]["reason"] == "not a UTF-8 text file (byte 0xe9 at line 2, column 10)"
    assert rows[1]["reason"].startswith("not a UTF-8 text file (byte 0x")


@pytest.mark.parametrize("command", ["replay", "export"])
def test_replay_and_export_refuse_a_file_that_is_not_utf8_the_same_way(command: str, tmp_path: Path,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.mgn"
    path.write_bytes(LATIN_1)
    assert run(capsys, command, str(path)) == (
        1, "", f"mancala-arbiter: {path}: not a UTF-8 text file (byte 0xe9 at line 2, column 10)\n")


def test_export_reads_standard_input(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import io

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(OWARE_UNFINISHED.encode())))
    code, out, err = run(capsys, "export", "-")
    assert (code, err) == (0, "")
    assert json.loads(out) == {"variant": "oware", "options": {}, "moves": [{"pit": 2}, {"pit": 2}],
                               "players": ["?", "?"], "result": "*"}
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(LATIN_1)))
    assert run(capsys, "export", "-") == (
        1, "", "mancala-arbiter: -: not a UTF-8 text file (byte 0xe9 at line 2, column 10)\n")


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    import tomllib

    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out == f"mancala-arbiter {version}\n"


def test_help_imports_neither_the_service_nor_the_engine() -> None:
    """--help took 3.4 s on a quiet machine: the CLI imported the whole Flask service. The figure is
    measured in the report (BENCHMARKS.md); here, what it imports."""
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "arbiter_cli", "--help"], check=False,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.startswith("usage: mancala-arbiter")
    imported = {line.rsplit("|", 1)[1].strip().split(".")[0] for line in done.stderr.splitlines() if "|" in line}
    assert "arbiter_cli" in imported
    assert not imported & {"flask", "service", "engine", "rich", "httpx", "mancala_arbiter_client", "werkzeug"}


def test_every_argument_is_explained_in_help_and_in_the_guide() -> None:
    """``paths``, ``file``, ``--steps``, ``--no-progress`` had no help text and no mention in docs/tournaments.md."""
    import argparse
    import re

    from arbiter_cli.main import parser

    guide = (ROOT / "docs" / "tournaments.md").read_text()
    section = guide[guide.index("## The command line"):]
    commands = next(a for a in parser()._actions if isinstance(a, argparse._SubParsersAction))
    for name, sub in commands.choices.items():
        assert f"mancala-arbiter {name}" in section
        for action in sub._actions:
            if isinstance(action, argparse._HelpAction):
                continue
            assert action.help and action.help != argparse.SUPPRESS, (name, action.dest)
            for word in action.option_strings or [action.metavar or action.dest]:
                assert re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", section), (name, word)


EXIT_CODES = [  # docs/tournaments.md, "Exit codes": one row each
    (0, ["verify", "{good}"]),
    (0, ["replay", "{good}"]),
    (0, ["export", "{good}"]),
    (1, ["verify", "{illegal}"]),
    (1, ["replay", "{illegal}"]),
    (1, ["export", "{latin1}"]),
    (2, ["verify"]),
    (2, ["verify", "{missing}"]),
    (2, ["replay", "{missing}"]),
    (2, ["export", "{missing}"]),
    (2, ["verify", "{good}", "--json", "{missing}/report.json"]),
    (2, ["export", "{good}", "-o", "{missing}/game.json"]),
    (2, ["verify", "{empty_folder}"]),
    (2, ["keys"]),
    (3, ["verify", "{good}", "--server", "http://127.0.0.1:9"]),
    (3, ["replay", "{good}", "--server", "http://127.0.0.1:9"]),
    (3, ["keys", "--server", "http://127.0.0.1:9"]),
    (3, ["verify", "{good}", "--server", "{server}/no/such/path"]),
    (3, ["replay", "{good}", "--server", "{server}/no/such/path"]),
    (3, ["keys", "--server", "{server}/no/such/path"]),
]


@pytest.mark.parametrize(("code", "argv"), EXIT_CODES, ids=lambda x: " ".join(x) if isinstance(x, list) else str(x))
def test_exit_codes_are_those_the_guide_gives(code: int, argv: list[str], server: LiveServer, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """Each on one line of stderr: ``verify --json /nonexistent/x.json`` said "server unreachable" (3),
    ``verify nothere.mgn`` exited 1, a wrong ``--server`` path printed the client's raw 404 dump."""
    monkeypatch.delenv("ARBITER_VERDICT_KEYS", raising=False)
    (tmp_path / "good.mgn").write_text(OWARE_UNFINISHED)
    (tmp_path / "illegal.mgn").write_text(OWARE_ILLEGAL)
    (tmp_path / "latin1.mgn").write_bytes(LATIN_1)
    (tmp_path / "empty").mkdir()
    names = {"good": tmp_path / "good.mgn", "illegal": tmp_path / "illegal.mgn", "latin1": tmp_path / "latin1.mgn",
             "missing": tmp_path / "nothere", "empty_folder": tmp_path / "empty", "server": server.base_url}
    args = [a.format(**names) for a in argv]
    try:
        got = main([*args, "--no-progress"] if args[0] == "verify" else args)
    except SystemExit as exc:  # argparse's usage error
        got = exc.code  # type: ignore[assignment]
    _, err = capsys.readouterr()
    assert got == code, err
    if code >= 2 and argv != ["verify"]:
        assert len(err.splitlines()) == 1 and err.startswith("mancala-arbiter: ") and "Traceback" not in err, err
    if "/no/such/path" in " ".join(argv):
        assert err == f"mancala-arbiter: {server.base_url}/no/such/path: not a mancala-arbiter service " \
                      f"(HTTP 404 for {'GET /.well-known/jwks.json' if argv[0] != 'replay' else 'POST /v1/replay'})\n"
