"""The large fuzz campaign of issue 9: a fixed budget of mutated requests across every endpoint
and variant, in-process (Flask's test client, the default) or against a live server (``--url``).

    .venv/bin/python -m bench.fuzz_campaign --requests 100000 --seed 1
    .venv/bin/python -m bench.fuzz_campaign --requests 20000 --url http://127.0.0.1:8000 --skip-known
    .venv/bin/python -m bench.fuzz_campaign --seed 1 --case 4242        # rebuild and resend one case
    .venv/bin/python -m bench.fuzz_campaign --resend .bench-out/fuzz-.../case-4242.json

Prints the counts by status (and by endpoint), the failures (5xx, hangs, malformed problems), the
slowest requests (in-process: CPU time of the request's thread) and the biggest answers. Every
failing request is saved as JSON (method, path, headers, body) under ``--out`` for reproduction.

In-process, each request runs under a hard CPU bound (``--hard-cpu``, default 10 s; a request past
it is recorded as a hang and abandoned) and the whole process under an address-space limit
(``--max-memory-mb``), so a runaway request (issue 9 item 1 eats 150 MB/s) cannot take the machine
down. Against a live server nothing bounds the server: ``--skip-known`` leaves out the requests of
``tools/fuzz/known.py`` (the endless Bao move would hold a worker thread forever).

Request ``i`` of seed ``s`` is a pure function of ``(s, i)`` and ``--playouts``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.fuzz import CaseResult, Finding, HttpTarget, InProcessTarget, build_seeds, check_response, run_campaign
from tools.fuzz.harness import cases
from tools.fuzz.known import known_failure, skip_reason
from tools.fuzz.mutate import Request


def _target(args: argparse.Namespace) -> Any:
    if args.url:
        return HttpTarget(args.url, timeout=args.timeout)
    import logging

    from service import create_app

    overrides: dict[str, Any] = {"TESTING": True, "LOG_LEVEL": "ERROR"}
    for item in args.config:
        name, _, value = item.partition("=")
        overrides[name] = value
    app = create_app(overrides)
    logging.getLogger().setLevel(logging.ERROR)
    return InProcessTarget(app, hard_cpu_seconds=args.hard_cpu)


def _save(out: Path, result: CaseResult, findings: list[Finding]) -> None:
    out.mkdir(parents=True, exist_ok=True)
    record = {"request": result.request.to_json(), "status": result.status, "error": result.error,
              "findings": [f"{f.kind}: {f.detail}" for f in findings], "cpu_s": result.cpu_s, "wall_s": result.wall_s,
              "response_bytes": result.size, "response_head": result.body[:2000].decode("utf-8", "replace")}
    (out / f"case-{result.request.case}.json").write_text(json.dumps(record, indent=1))


def _show(result: CaseResult) -> None:
    print(json.dumps(result.request.to_json())[:3000])
    cost = f"{result.cpu_s * 1000:.1f} ms CPU" if result.cpu_s is not None else f"{result.wall_s * 1000:.1f} ms"
    print(f"-> {result.status} {result.content_type} {result.size} B, {cost} {result.error}")
    print(result.body[:2000].decode("utf-8", "replace"))
    for finding in check_response(result):
        print(f"   {finding.kind}: {finding.detail}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--requests", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--playouts", type=int, default=3, help="seeded games per variant the seeds come from")
    parser.add_argument("--max-items", type=int, default=60_000, help="longest array a mutation builds")
    parser.add_argument("--url", help="a live server (e.g. gunicorn) instead of the in-process app")
    parser.add_argument("--timeout", type=float, default=30.0, help="--url: seconds before a request counts as a hang")
    parser.add_argument("--hard-cpu", type=float, default=10.0, help="in-process: CPU seconds before a request counts as a hang")
    parser.add_argument("--max-memory-mb", type=int, default=4096, help="in-process: RLIMIT_AS of this process")
    parser.add_argument("--slow", type=float, default=0.25, help="record requests over this many seconds")
    parser.add_argument("--big", type=int, default=1 << 20, help="record answers over this many bytes")
    parser.add_argument("--skip-known", action="store_true", help="leave out the known hangs of tools/fuzz/known.py")
    parser.add_argument("--config", action="append", default=[], metavar="NAME=VALUE",
                        help="in-process: an app setting (e.g. SIGNING_KEYS=k1:secret); repeatable")
    parser.add_argument("--keep", type=int, default=10, help="how many slowest / biggest to print")
    parser.add_argument("--out", type=Path, help="folder for failing requests (default .bench-out/fuzz-<time>)")
    parser.add_argument("--json", type=Path, help="write the tallies here")
    parser.add_argument("--case", type=int, help="rebuild case N of --seed, send it, print it, and stop")
    parser.add_argument("--resend", type=Path, help="send a saved case-N.json again and print the answer")
    args = parser.parse_args(argv)

    if not args.url and args.max_memory_mb:
        limit = args.max_memory_mb << 20
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    t0 = time.process_time()
    corpus = build_seeds(args.seed, playouts_per_variant=args.playouts)
    corpus.max_items = args.max_items
    print(f"seeds: {len(corpus.seeds)} requests over {len({s.endpoint for s in corpus.seeds})} endpoints and "
          f"{len(corpus.variants)} variants (built in {time.process_time() - t0:.1f} s CPU); POST paths from "
          f"openapi.yaml: {', '.join(corpus.post_paths)}")
    target = _target(args)

    if args.resend is not None:
        data = json.loads(args.resend.read_text())
        _show(target.send(Request.from_json(data.get("request", data))))
        return 0
    if args.case is not None:
        request = next(r for r in cases(corpus, args.case + 1, args.seed) if r.case == args.case)
        _show(target.send(request))
        return 0

    out = args.out or ROOT / ".bench-out" / time.strftime("fuzz-%Y%m%dT%H%M%SZ", time.gmtime())
    started = time.perf_counter()

    def progress(c: Any) -> None:
        if c.requests % 10_000 == 0:
            rate = c.requests / (time.perf_counter() - started)
            print(f"  ... {c.requests} requests, {rate:.0f}/s, failures {len(c.failures)}", flush=True)

    campaign = run_campaign(
        target, corpus, args.requests, args.seed,
        skip=skip_reason if args.skip_known else (lambda r: None),
        known=known_failure, slow_seconds=args.slow, big_bytes=args.big, keep=args.keep,
        on_failure=lambda result, findings: _save(out, result, findings), progress=progress,
    )
    elapsed = time.perf_counter() - started
    print(campaign.summary())
    print(f"elapsed {elapsed:.1f} s wall: {campaign.requests / elapsed:.0f} requests/s "
          f"({'in-process' if not args.url else args.url}, pid {os.getpid()}, peak RSS "
          f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MiB)")
    if args.url:
        print(f"requests sent again on a fresh connection (the server had closed a kept-alive one): {target.reconnects}")
    print("by endpoint of the seed (method and path mutations send some elsewhere):")
    for endpoint, counts in sorted(campaign.by_endpoint.items()):
        print(f"  {endpoint:28} " + ", ".join(f"{k}: {v}" for k, v in sorted(counts.items())))
    print("operators: " + ", ".join(f"{k}: {v}" for k, v in campaign.ops.most_common()))
    if campaign.failures:
        print(f"failing requests saved in {out}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({
            "requests": campaign.requests, "skipped": campaign.skipped, "seed": args.seed, "elapsed_s": elapsed,
            "requests_per_s": campaign.requests / elapsed, "statuses": dict(campaign.statuses),
            "failures": dict(campaign.failure_counts), "tolerated": len(campaign.tolerated), "slow": len(campaign.slow),
            "slowest": [{"cost_s": c, "status": r.status, "bytes": r.size, "case": r.request.case}
                        for c, _, r in sorted(campaign.slowest, reverse=True)],
            "largest_ratio": {"ratio": campaign.largest_ratio[0], "case": campaign.largest_ratio[1],
                              "what": campaign.largest_ratio[2]},
            "biggest": [{"bytes": b, "status": r.status, "case": r.request.case}
                        for b, _, r in sorted(campaign.biggest, reverse=True)],
        }, indent=1))
    return 1 if campaign.failures else 0


if __name__ == "__main__":
    sys.exit(main())
