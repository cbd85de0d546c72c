#!/usr/bin/env python3
"""Write the record corpus under ``tests/corpus/`` and its expectations (``expected.json``).

* ``generated/<variant>.mgn``: seeded random games of every variant (several records per file);
* ``agreed/<variant>.mgn``: seeded random games that also play the agreement moves (``=?``, ``=``);
* ``golden/<variant>--<case>.mgn``: the golden playthroughs of ``tests/golden`` as records;
* ``bad/*.mgn``: hand-made bad records, each made bad on purpose in one way: malformed (line and
  column known), illegal at ply k (a legal game with move k replaced by a refused one), a wrong
  ``Result``, the wrong ``Variant``.

Expectations are set by construction (what each record was made to be), not by judging it, so
``tests/corpus/test_corpus.py`` checks the judge against them. Deterministic: run it twice, same bytes.

    python scripts/gen_corpus.py          # rewrite tests/corpus
    python scripts/gen_corpus.py --check  # compare only
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine
from engine.notation import RecordMove, format_move
from engine.records import Record, format_record, record_from_moves
from tools.sample_games import golden_files, golden_game, random_game

CORPUS = ROOT / "tests" / "corpus"
GAMES_PER_VARIANT = 22
MAX_PLIES = 300
PLAYERS = ("Abena", "Kwame", "Efua", "Yaw")
OPTION_SAMPLES: dict[str, list[dict[str, Any]]] = {
    "oware": [{"grand_slam": "forbidden"}, {"repetition_count": 1}],
    "kalah": [{"seeds_per_pit": 3}, {"direction": "cw"}],
    "multiplayer": [{"seats": 2}, {"seats": 4}],
    "mancala-for-4": [{"seats": 2}, {"seats": 3}],
}


def _tagged(record: Record, variant: str, n: int) -> Record:
    players = PLAYERS[: len(record.rules().players)]
    return Record(**{**record.__dict__, "players": players, "event": f"Corpus {variant}",  # type: ignore[arg-type]
                     "site": "Accra", "date": "2026.11.23", "round": str(n + 1)})


def generated() -> tuple[dict[str, str], dict[str, Any]]:
    files: dict[str, str] = {}
    expected: dict[str, Any] = {}
    for variant in engine.variant_ids():
        texts: list[str] = []
        line = 1
        samples = [{}] + OPTION_SAMPLES.get(variant, [])
        for n in range(GAMES_PER_VARIANT):
            options = samples[n % len(samples)]
            _rules, start, moves = random_game(variant, 1000 + n, options=options, first=n % 2, max_plies=MAX_PLIES)
            record = _tagged(record_from_moves(variant, moves, options=options, first_player=start.to_move),
                             variant, n)
            text = format_record(record)
            name = f"generated/{variant}.mgn"
            expected[f"{name}:{line}"] = {"status": "unfinished" if record.result == "*" else "valid",
                                          "plies": len(moves), "result": record.result}
            texts.append(text)
            line += text.count("\n") + 1
        files[f"generated/{variant}.mgn"] = "\n".join(texts)
    return files, expected


AGREED_GAMES = 3
AGREEMENT_PROBABILITY = 0.1


def agreed() -> tuple[dict[str, str], dict[str, Any]]:
    """``agreed/<variant>.mgn``: seeded games with agreement moves (``=?`` offers, ``=`` accepts,
    offers declined by playing on): many two-seat games end by agreement through the moves."""
    files: dict[str, str] = {}
    expected: dict[str, Any] = {}
    for variant in engine.variant_ids():
        texts: list[str] = []
        line = 1
        for n in range(AGREED_GAMES):
            _rules, start, moves = random_game(variant, 2000 + n, first=n % 2, max_plies=MAX_PLIES,
                                              agreement=AGREEMENT_PROBABILITY)
            record = _tagged(record_from_moves(variant, moves, first_player=start.to_move), variant, n)
            text = format_record(record)
            name = f"agreed/{variant}.mgn"
            expected[f"{name}:{line}"] = {"status": "unfinished" if record.result == "*" else "valid",
                                          "plies": len(moves), "result": record.result}
            texts.append(text)
            line += text.count("\n") + 1
        files[f"agreed/{variant}.mgn"] = "\n".join(texts)
    return files, expected


def golden() -> tuple[dict[str, str], dict[str, Any]]:
    files: dict[str, str] = {}
    expected: dict[str, Any] = {}
    for path in golden_files():
        variant, options, first, moves = golden_game(path)
        record = record_from_moves(variant, moves, options=options, first_player=first,
                                   event=f"Golden playthrough {path.stem}", tags=(("Source", f"tests/golden/{variant}/{path.name}"),))
        name = f"golden/{variant}--{path.stem}.mgn"
        files[name] = format_record(record)
        expected[f"{name}:1"] = {"status": "unfinished" if record.result == "*" else "valid", "plies": len(moves),
                                 "result": record.result}
    return files, expected


def _illegal_at(variant: str, seed: int, k: int) -> tuple[str, dict[str, Any]]:
    """A legal game whose move k (from 1; or the first later one with a refused pit) is replaced by
    a move the rules refuse there: a pit the mover may not sow. Its verdict names it as ply k - 1
    (0-based, docs/records.md "Ply numbers")."""
    rules, start, moves = random_game(variant, seed, max_plies=k + 60)
    record = record_from_moves(variant, moves, first_player=start.to_move)
    steps = engine.replay(rules, start, moves)
    for ply in range(k, len(moves) + 1):
        position = steps[ply - 2].position if ply > 1 else start
        if position.phase is not engine.Phase.PLAY:
            continue
        legal = set(engine.legal_moves(rules, position))
        original = record.moves[ply - 1]
        for pit in range(rules.pits_per_seat):
            candidate = RecordMove("sow", pit, original.seat, False, original.direction)
            if candidate.to_move(position.to_move, rules.seats) not in legal:
                bad_moves = record.moves[: ply - 1] + (candidate,) + record.moves[ply:]
                bad = Record(**{**record.__dict__, "moves": bad_moves, "result": "*"})  # type: ignore[arg-type]
                return format_record(bad), {"status": "illegal", "illegal_ply": ply - 1,
                                            "move": format_move(candidate, rules), "plies": ply - 1}
    raise RuntimeError(f"no refused pit from ply {k} of {variant} seed {seed}")


SHORT_GAME_PLIES = {"micro-wari": (2, 8, 12), "sokusowo": (2, 4, 6)}
"""Games whose random games end before ply 20 (Micro-Wari's 4 seeds: at most 19 plies in 2,000
seeded games; Sokusowó's, some 8 plies on average): the plies at which their illegal records are
made instead of 2, 8 and 20."""


def _first_illegal(variant: str, seed: int, k: int) -> tuple[str, dict[str, Any]]:
    for attempt in range(30):  # short games (Muvalavala of the Quioco: 4 in 5 end before ply 20) need more tries
        try:
            return _illegal_at(variant, seed + 100 * attempt, k)
        except RuntimeError:
            continue
    raise RuntimeError(f"no game of {variant} with a refused pit from ply {k}")


def bad() -> tuple[dict[str, str], dict[str, Any]]:
    files: dict[str, str] = {}
    expected: dict[str, Any] = {}
    head = '[Event "Bad records"]\n[Site "Accra"]\n[Date "2026.11.23"]\n[Round "1"]\n'

    def add(name: str, text: str, expect: dict[str, Any]) -> None:
        files[f"bad/{name}.mgn"] = text
        expected[f"bad/{name}.mgn:1"] = expect

    # malformed: syntax the reader refuses, with the line and column of the fault
    add("malformed-unknown-pit", head + '[Variant "oware"]\n[Result "*"]\n\n1. C c 2. Z *\n',
        {"status": "malformed", "line": 8, "column": 11})
    add("malformed-unclosed-tag", head + '[Variant "oware"\n[Result "*"]\n\n1. C *\n',
        {"status": "malformed", "line": 5, "column": 1})
    add("malformed-unknown-variant", head + '[Variant "chess"]\n[Result "*"]\n\n1. e4 *\n',
        {"status": "malformed", "line": 5, "column": 1})
    add("malformed-bad-options", head + '[Variant "kalah"]\n[Options "{\\"seeds_per_pit\\": 99}"]\n\n1. 3 *\n',
        {"status": "malformed", "line": 6, "column": 1})
    add("malformed-missing-direction", head + '[Variant "giuthi"]\n[Result "*"]\n\n1. 3 *\n',
        {"status": "malformed", "line": 8, "column": 4})
    add("malformed-unclosed-comment", head + '[Variant "kalah"]\n[Result "*"]\n\n1. 3 {oops 4 *\n',
        {"status": "malformed", "line": 8, "column": 6})
    add("malformed-result-mismatch", head + '[Variant "kalah"]\n[Result "1-0"]\n\n1. 3 0-1\n',
        {"status": "malformed", "line": 8, "column": 6})
    add("malformed-no-variant", head + '[Result "*"]\n\n1. C c *\n', {"status": "malformed", "line": 7, "column": 1})
    add("malformed-unknown-rules-version", head + '[Variant "oware"]\n[RulesVersion "0.1.0"]\n\n*\n',
        {"status": "malformed", "line": 6, "column": 1})
    add("malformed-impossible-start", head + '[Variant "oware"]\n[Start "{\\"pits\\": [[4,4,4,4,4,4],[4,4,4,4,4,4]], '
        '\\"stores\\": [1,0], \\"to_move\\": 0}"]\n\n*\n', {"status": "malformed", "line": 6, "column": 1})
    # the wrong variant: Oware letters under a Kalah tag, Kalah numbers under an Oware tag
    add("wrong-variant-letters-under-kalah", head + '[Variant "kalah"]\n[Result "*"]\n\n1. C c 2. F *\n',
        {"status": "malformed", "line": 8, "column": 4})
    add("wrong-variant-numbers-under-oware", head + '[Variant "oware"]\n[Result "*"]\n\n1. 3 3 *\n',
        {"status": "malformed", "line": 8, "column": 4})
    # illegal at ply k, for every variant
    for i, variant in enumerate(engine.variant_ids()):
        for k in SHORT_GAME_PLIES.get(variant, (2, 8, 20)):
            text, expect = _first_illegal(variant, 50 + i, k)
            add(f"illegal-{variant}-ply-{k}", text, expect)
    # a move after the end, and an accept with no offer
    _rules, _start, moves = random_game("kalah", 61)
    finished = record_from_moves("kalah", moves)
    after = Record(**{**finished.__dict__, "moves": finished.moves + (RecordMove("sow", 0),)})  # type: ignore[arg-type]
    add("illegal-move-after-the-end", format_record(after),
        {"status": "illegal", "illegal_ply": len(moves), "move": "1", "plies": len(moves)})
    add("illegal-accept-without-offer", head + '[Variant "oware"]\n[Result "1/2-1/2"]\n\n1. C c = 1/2-1/2\n',
        {"status": "illegal", "illegal_ply": 2, "move": "=", "plies": 2})
    # the proposer accepting their own offer (the engine's end-already-proposed), and an offer where
    # the options switch ending by agreement off (agreed-end-off)
    add("illegal-accept-own-offer", head + '[Variant "oware"]\n[Result "*"]\n\n1. C c 2. =? = *\n',
        {"status": "illegal", "illegal_ply": 3, "move": "=", "plies": 3})
    add("illegal-offer-with-agreed-end-off", head + '[Variant "oware"]\n[Options "{\\"agreed_end\\": false}"]\n'
        '[Result "*"]\n\n1. C =? c *\n', {"status": "illegal", "illegal_ply": 1, "move": "=?", "plies": 1})
    # a wrong Result tag: each finished game claims the other side won
    for i, variant in enumerate(("oware", "kalah", "owari", "ayoayo", "bao-kujifunza", "basic")):
        _rules, _start, moves = random_game(variant, 70 + i)
        record = record_from_moves(variant, moves)
        assert record.result != "*", variant
        wrong = "1/2-1/2" if record.result != "1/2-1/2" else "1-0"
        claimed = Record(**{**record.__dict__, "result": wrong})  # type: ignore[arg-type]
        add(f"disputed-{variant}", format_record(claimed), {"status": "disputed", "result": record.result,
                                                             "claimed": wrong})
    add("disputed-win-in-unfinished-game", head + '[Variant "oware"]\n[Result "1-0"]\n\n1. C c 1-0\n',
        {"status": "disputed", "result": "*", "claimed": "1-0"})
    # ended early for a stated reason: valid, by the variant's own rule
    # ended by agreement through the moves: South offers (=?) and still sows F, North accepts (=);
    # the engine shares the seeds left (Oware: each side keeps its own row), 19-29
    add("ended-by-agreement", head + '[Variant "oware"]\n[Result "0-1"]\n\n1. C c 2. =? F = 0-1\n',
        {"status": "valid", "result": "0-1", "plies": 5})
    add("stopped-by-agreement", head + '[Variant "oware"]\n[Result "1/2-1/2"]\n[Termination "agreement"]\n\n'
        '1. C c 1/2-1/2\n', {"status": "valid", "result": "1/2-1/2", "plies": 2})
    add("stopped-on-time", head + '[Variant "owari"]\n[Result "0-1"]\n[Termination "time"]\n'
        '[Start "{\\"pits\\": [[1,0,0,0,0,2],[3,0,0,0,0,0]], \\"stores\\": [20,22], \\"to_move\\": 0}"]\n\n0-1\n',
        {"status": "valid", "result": "0-1", "plies": 0})
    return files, expected


def build() -> dict[str, str]:
    files: dict[str, str] = {}
    expected: dict[str, Any] = {}
    for part in (generated, agreed, golden, bad):
        f, e = part()
        files.update(f)
        expected.update(e)
    files["expected.json"] = json.dumps(expected, indent=1, sort_keys=True) + "\n"
    return files


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    files = build()
    differ = [name for name, text in files.items()
              if not (CORPUS / name).exists() or (CORPUS / name).read_text() != text]
    if args.check:
        for name in differ:
            print(f"differs: tests/corpus/{name}")
        return 1 if differ else 0
    for name, text in files.items():
        path = CORPUS / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    records = sum(1 for k in json.loads(files["expected.json"]))
    print(f"{len(files) - 1} files, {records} records")
    return 0


if __name__ == "__main__":
    sys.exit(main())
