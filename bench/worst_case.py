"""The worst request within the documented limits (issue 9): a search for the body that maximises
CPU time, response bytes and peak RSS of one request.

    .venv/bin/python -m bench.worst_case                       # the search (about 5 minutes of CPU)
    .venv/bin/python -m bench.worst_case --candidates 40 --seed 2
    .venv/bin/python -m bench.worst_case --cases cases.json   # re-measure the cases saved by --out cases.json

Every candidate runs in a child forked from a process that already built the app (so a candidate
costs its own work, not an import), under ``RLIMIT_CPU`` and ``RLIMIT_AS`` (``--cpu-limit``,
``--mem-limit-mb``): a request that never ends (issue 9 item 1: 150 MB/s) is killed by the kernel
and reported as such. The parent reads the child's CPU time and peak RSS from ``wait4`` (psutil is
not a dependency; ``resource`` is enough), the child reports the status and response bytes.

Candidates: the families below, sized to the limits (body <= 256 KiB = ``ARBITER_MAX_CONTENT_LENGTH``,
``ARBITER_MAX_REPLAY_MOVES`` moves, 10,000 history keys, 50 pits a row (``engine.rules.MAX_PITS``), every variant, options
that make boards and games large), then rounds of mutations of the current leaders (the fuzz
operators of ``tools/fuzz/mutate.py`` that grow a body: long histories, long records, options).

* ``replay``: the longest legal records found by seeded playouts (per variant, with and without
  options that lengthen games), with and without ``include_steps``, from the start or from a
  start carrying a long ``history``;
* ``errors``: bodies that are refused with one violation per item (120k bad moves, 20k unknown
  option names, a 60k-entry row, a long invalid history);
* ``board``: every seed of a large board in one pit of the mover, on the largest boards the
  options allow, moved;
* ``bao``: the endless Bao move of issue 9 item 1.

The families are a pure function of ``--seed`` and ``--playouts``; the mutation rounds follow the
measurements, so they differ once a fix changes the leaders. ``--out`` keeps the leading cases
(request and numbers) as JSON and ``--cases`` measures such a list again, so the figures before
and after a fix compare identical requests.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import select
import signal
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine
from tools.fuzz.mutate import BODY_LIMIT, TREE_OPS, Request, encode, to_bytes
from tools.fuzz.seeds import Corpus, build_seeds, playout

MAX_REPLAY_MOVES = 2000  # service/config.py default
MAX_HISTORY = 10_000  # engine/decoding.py
LONG_GAME_OPTIONS: list[dict[str, Any]] = [{}, {"seeds_per_pit": 12}, {"seeds_per_pit": 12, "pits_per_side": 9},
                                           {"max_plies": 10_000, "repetition_count": 5}]


@dataclass
class Measure:
    status: int | None
    killed: str
    cpu_s: float
    peak_rss_mib: float
    rss_growth_mib: float
    response_bytes: int
    wall_s: float


def _rss_mib() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def measure(client: Any, request: Request, cpu_limit: int, mem_limit_mb: int, wall_limit: float) -> Measure:
    """Send ``request`` in a forked child under CPU and memory rlimits; the child's CPU and peak RSS from wait4."""
    baseline = _rss_mib()
    read_end, write_end = os.pipe()
    started = time.perf_counter()
    pid = os.fork()
    if pid == 0:  # the child: limits, one request, the answer's size down the pipe
        os.close(read_end)
        code = 0
        try:
            resource.setrlimit(resource.RLIMIT_CPU, (cpu_limit, cpu_limit + 1))
            resource.setrlimit(resource.RLIMIT_AS, (mem_limit_mb << 20, mem_limit_mb << 20))
            kwargs: dict[str, Any] = {"method": request.method, "headers": request.headers}
            if request.body is not None:
                kwargs.update(data=request.body, content_type=request.content_type)
            response = client.open(request.path, **kwargs)
            os.write(write_end, json.dumps({"status": response.status_code, "bytes": len(response.get_data())}).encode())
        except MemoryError:
            os.write(write_end, b'{"error": "MemoryError"}')
            code = 3
        except BaseException as exc:  # noqa: BLE001 - the child reports anything and exits
            os.write(write_end, json.dumps({"error": repr(exc)[:200]}).encode())
            code = 4
        finally:
            os._exit(code)
    os.close(write_end)
    chunks: list[bytes] = []
    killed = ""
    while True:
        ready, _, _ = select.select([read_end], [], [], max(0.0, wall_limit - (time.perf_counter() - started)))
        if not ready:
            os.kill(pid, signal.SIGKILL)
            killed = f"wall time over {wall_limit:g} s"
            break
        chunk = os.read(read_end, 65536)
        if not chunk:
            break
        chunks.append(chunk)
    os.close(read_end)
    _, wait_status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - started
    if os.WIFSIGNALED(wait_status) and not killed:
        sig = os.WTERMSIG(wait_status)
        killed = {signal.SIGXCPU: f"SIGXCPU: over the {cpu_limit} s CPU limit",
                  signal.SIGKILL: "SIGKILL"}.get(signal.Signals(sig), f"signal {sig}")
    report = json.loads(b"".join(chunks) or b"{}")
    if "error" in report and not killed:
        killed = report["error"]
    return Measure(report.get("status"), killed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024,
                   max(0.0, usage.ru_maxrss / 1024 - baseline), int(report.get("bytes", 0)), wall)


# ------------------------------------------------------------------ candidate families


def _request(path: str, body: Any, label: str) -> Request:
    variant = body.get("variant") if isinstance(body, dict) else None
    return Request("POST", path, to_bytes(encode(body)), "application/json", {}, f"POST {path}", variant, label)


def _history(n: int, rng: random.Random) -> list[str]:
    return [f"{rng.getrandbits(64):016x}" for _ in range(n)]


def _fit_history(body: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """``body`` with as long a start history as fits the body limit (at most 10,000 keys)."""
    base = len(encode(body))
    room = (BODY_LIMIT - base - 256) // 19
    body["start"]["history"] = _history(max(0, min(MAX_HISTORY, room)), rng)
    return body


Record = tuple[str, dict[str, Any], list[dict[str, Any]]]
Stretch = tuple[str, dict[str, Any], dict[str, Any], list[dict[str, Any]]]


def longest_records(rng: random.Random, playouts: int) -> tuple[list[Record], list[Stretch]]:
    """(variant, options, record) of the longest games found, cut at MAX_REPLAY_MOVES, per variant and
    option set; and (variant, options, start, moves) of the longest quiet stretches (no store changes,
    so the repetition history only grows) found in those games."""
    found: list[Record] = []
    quiet: list[Stretch] = []
    for variant in engine.variant_ids():
        for options in LONG_GAME_OPTIONS:
            try:
                engine.resolve_rules(variant, options)
            except engine.RulesError:
                continue
            best: list[dict[str, Any]] = []
            stretch: Stretch = (variant, options, {}, [])
            for n in range(playouts):
                steps = playout(variant, 7919 * n + len(found), options, max_plies=MAX_REPLAY_MOVES)
                record = [s.move for s in steps if s.move is not None]
                if len(record) > len(best):
                    best = record
                begin = 0
                for i in range(1, len(steps)):
                    if steps[i].position["stores"] != steps[i - 1].position["stores"] or steps[i].move is None:
                        if i - 1 - begin > len(stretch[3]):
                            stretch = (variant, options, steps[begin].position, record[begin:i - 1])
                        begin = i
            found.append((variant, options, best))
            if stretch[3]:
                quiet.append(stretch)
    found.sort(key=lambda item: -len(item[2]))
    quiet.sort(key=lambda item: -len(item[3]))
    return found, quiet


def family_replay(records: list[Record], quiet: list[Stretch], rng: random.Random) -> list[Request]:
    out = []
    for variant, options, start, moves in quiet[:4]:
        quiet_header: dict[str, Any] = {"variant": variant, **({"options": options} if options else {})}
        body = _fit_history({**quiet_header, "start": dict(start), "moves": moves, "include_steps": True}, rng)
        out.append(_request("/v1/replay", body, f"replay+steps+history({len(body['start']['history'])}) "
                                                f"{variant} {json.dumps(options)} {len(moves)} quiet plies"))
    for variant, options, record in records[:8]:
        header: dict[str, Any] = {"variant": variant, **({"options": options} if options else {})}
        tag = f"{variant} {json.dumps(options)} {len(record)} plies"
        out.append(_request("/v1/replay", {**header, "moves": record}, f"replay {tag}"))
        out.append(_request("/v1/replay", {**header, "moves": record, "include_steps": True}, f"replay+steps {tag}"))
        start = engine.position_to_json(engine.new_game(engine.resolve_rules(variant, options)))
        body = _fit_history({**header, "start": dict(start), "moves": record, "include_steps": True}, rng)
        out.append(_request("/v1/replay", body, f"replay+steps+history({len(body['start']['history'])}) {tag}"))
    return out


def family_errors(rng: random.Random) -> list[Request]:
    moves = '{"variant":"kalah","moves":[' + ",".join(["0"] * ((BODY_LIMIT - 40) // 2)) + "]}"
    options = {f"o{i}": 1 for i in range((BODY_LIMIT - 60) // 13)}  # `"o12345": 1, ` is 13 bytes
    row = ",".join(["-1"] * ((BODY_LIMIT - 200) // 3))
    pits = ('{"variant":"kalah","move":{"pit":0},"position":{"pits":[[' + row + '],[4,4,4,4,4,4]],"stores":[0,0],'
            '"to_move":0,"ply":0,"status":"playing"}}')
    opening = engine.position_to_json(engine.new_game(engine.get_variant("kalah").rules))
    bad_history = {"variant": "kalah", "position": {**opening, "history": ["x" * 16] * 13_000}, "move": {"pit": 0}}
    out = [
        Request("POST", "/v1/replay", moves.encode(), "application/json", {}, "POST /v1/replay", "kalah",
                f"errors: {(BODY_LIMIT - 40) // 2} ints as moves"),
        _request("/v1/games", {"variant": "kalah", "options": options}, f"errors: {len(options)} unknown options"),
        Request("POST", "/v1/moves", pits.encode(), "application/json", {}, "POST /v1/moves", "kalah",
                "errors: a pits row of -1s up to the body limit"),
        _request("/v1/moves", bad_history, "errors: 13,000 invalid history keys"),
        Request("POST", "/v1/moves", ("[" * (BODY_LIMIT // 2 - 1) + "]" * (BODY_LIMIT // 2 - 1)).encode(), "application/json",
                {}, "POST /v1/moves", None, "errors: nesting up to the body limit"),
    ]
    return [r for r in out if len(r.body or b"") <= BODY_LIMIT]


def family_board(rng: random.Random) -> list[Request]:
    """All seeds in one pit of the mover, on the largest boards, for every variant; the move that sows them."""
    out = []
    for variant in engine.variant_ids():
        widest = {"seeds_per_pit": engine.rules.MAX_SEEDS, "pits_per_side": engine.rules.MAX_PITS}
        for options in ({}, widest, {**widest, "laps": "relay"}):
            try:
                rules = engine.resolve_rules(variant, options)
                start = engine.position_to_json(engine.new_game(rules))
            except engine.RulesError:
                continue
            total = sum(map(sum, start["pits"]))
            for pit in (0, len(start["pits"][0]) - 1):
                pits = [[0] * len(row) for row in start["pits"]]
                pits[0][pit] = total - (len(pits) - 1)
                for row in pits[1:]:
                    row[-1] = 1  # the others keep a seed, so the game is not over
                position = {**start, "pits": pits}
                move: dict[str, Any] = {"pit": pit}
                if rules.direction.value == "player_choice":
                    move["direction"] = rng.choice(["cw", "ccw"])
                body = {"variant": variant, **({"options": options} if options else {}), "position": position, "move": move}
                out.append(_request("/v1/moves", body, f"board {variant} {json.dumps(options)} all {total} seeds in pit {pit}"))
    return out


BAO_ENDLESS = {
    "variant": "bao-kujifunza",
    "position": {"pits": [[4, 1, 4, 0, 1, 0, 4, 1, 1, 4, 1, 2, 14, 4, 7, 0], [0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2]],
                 "stores": [0, 0], "to_move": 0, "ply": 0, "status": "playing", "outcome": None, "history": [],
                 "last_mover": None},
    "move": {"pit": 2, "direction": "cw"},
}


def family_bao() -> list[Request]:
    return [_request("/v1/moves", BAO_ENDLESS, "bao: the endless move of issue 9 item 1")]


GROW_OPS = ["long_history", "long_record", "options", "int_tweak", "splice", "long_array", "move", "field_swap"]


def grow(corpus: Corpus, request: Request, rng: random.Random) -> Request | None:
    """A mutation of a leader, by the fuzz operators that make bodies bigger or stranger."""
    try:
        value = json.loads(request.body or b"")
    except ValueError:
        return None
    ops = rng.sample(GROW_OPS, k=rng.choice([1, 1, 2]))
    for name in ops:
        value = TREE_OPS[name][0](corpus, value, rng)
    body = to_bytes(encode(value))
    if len(body) > BODY_LIMIT:
        return None
    return Request(request.method, request.path, body, request.content_type, dict(request.headers), request.endpoint,
                   request.variant, f"{request.label} / {'+'.join(ops)}")


# ------------------------------------------------------------------ search and report


def _score(m: Measure, key: str) -> float:
    if m.killed and ("CPU" in m.killed or "wall" in m.killed or "Memory" in m.killed or "SIGKILL" in m.killed):
        return float("inf")
    return float(getattr(m, key))


def report(measured: list[tuple[Request, Measure]], top: int) -> str:
    lines = []
    for key, unit, title in (("cpu_s", "s CPU", "CPU time"), ("response_bytes", "B", "response bytes"),
                             ("peak_rss_mib", "MiB", "peak RSS")):
        lines.append(f"top {top} by {title}:")
        ranked = sorted(measured, key=lambda item: -_score(item[1], key))
        for request, m in ranked[:top]:
            lines.append(f"  {m.cpu_s:8.2f} s CPU  {m.response_bytes:>11} B  peak {m.peak_rss_mib:7.0f} MiB "
                         f"(+{m.rss_growth_mib:6.0f})  {m.status or '-'} {m.killed[:40]:<40} {request.method} {request.path} "
                         f"{len(request.body or b''):>6} B  {request.label[:110]}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--candidates", type=int, default=60, help="mutated candidates after the families")
    parser.add_argument("--playouts", type=int, default=4, help="games per variant and option set for long records")
    parser.add_argument("--cpu-limit", type=int, default=10, help="RLIMIT_CPU seconds of each candidate")
    parser.add_argument("--mem-limit-mb", type=int, default=3072, help="RLIMIT_AS of each candidate")
    parser.add_argument("--wall-limit", type=float, default=120.0)
    parser.add_argument("--top", type=int, default=6)
    parser.add_argument("--no-bao", action="store_true", help="leave out the endless Bao move (costs --cpu-limit)")
    parser.add_argument("--board-only", action="store_true",
                        help="only the board family (every seed in one pit on the widest boards), no mutations")
    parser.add_argument("--cases", type=Path, help="measure the cases saved by --out instead of searching")
    parser.add_argument("--out", type=Path, help="save the leading cases (--top per measure) and their numbers here (JSON)")
    parser.add_argument("--config", action="append", default=[], metavar="NAME=VALUE", help="an app setting; repeatable")
    args = parser.parse_args(argv)

    import logging

    from service import create_app

    overrides: dict[str, Any] = {"TESTING": True, "LOG_LEVEL": "ERROR"}
    for item in args.config:
        name, _, value = item.partition("=")
        overrides[name] = value
    client = create_app(overrides).test_client()
    logging.getLogger().setLevel(logging.ERROR)
    client.get("/v1/variants")  # warm the process before forking: a child's cost is then its own work

    def run(request: Request) -> Measure:
        m = measure(client, request, args.cpu_limit, args.mem_limit_mb, args.wall_limit)
        print(f"  {m.cpu_s:7.2f} s  {m.response_bytes:>11} B  {m.peak_rss_mib:6.0f} MiB  {m.status or '-'} {m.killed[:30]:<30} "
              f"{request.path} {request.label[:90]}", flush=True)
        return m

    measured: list[tuple[Request, Measure]] = []
    if args.cases is not None:
        for item in json.loads(args.cases.read_text()):
            request = Request.from_json(item["request"])
            if args.no_bao and "bao: " in request.label:
                continue
            measured.append((request, run(request)))
    else:
        rng = random.Random(args.seed)
        if args.board_only:
            measured.extend((request, run(request)) for request in family_board(rng))
            print(report(measured, args.top))
            return 0
        t0 = time.process_time()
        corpus = build_seeds(args.seed, playouts_per_variant=2)
        records, quiet = longest_records(rng, args.playouts)
        print("longest records: " + ", ".join(f"{v} {json.dumps(o)}: {len(r)}" for v, o, r in records[:8]))
        print("longest quiet stretches: " + ", ".join(f"{v} {json.dumps(o)}: {len(m)}" for v, o, _, m in quiet[:4])
              + f" ({time.process_time() - t0:.1f} s CPU)")
        families = family_replay(records, quiet, rng) + family_errors(rng) + family_board(rng) + ([] if args.no_bao else family_bao())
        print(f"{len(families)} family candidates, then {args.candidates} mutations of the leaders")
        for request in families:
            measured.append((request, run(request)))
        for i in range(args.candidates):
            key = ["cpu_s", "response_bytes", "peak_rss_mib"][i % 3]
            leaders = [item for item in sorted(measured, key=lambda item: -_score(item[1], key))
                       if _score(item[1], key) != float("inf")][:4]
            candidate = grow(corpus, rng.choice(leaders)[0], rng) if leaders else None
            if candidate is not None:
                measured.append((candidate, run(candidate)))
    print(report(measured, args.top))
    if args.out is not None:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        keep: list[tuple[Request, Measure]] = []
        for key in ("cpu_s", "response_bytes", "peak_rss_mib"):  # the leaders of each measure, once each
            for item in sorted(measured, key=lambda item: -_score(item[1], key))[:args.top]:
                if all(item[0] is not kept[0] for kept in keep):
                    keep.append(item)
        args.out.write_text(json.dumps([{"request": r.to_json(), "measure": asdict(m)} for r, m in keep], indent=1))
        print(f"saved the {len(keep)} leading cases to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
