"""Service benchmarks, end to end: gunicorn (the project's ``gunicorn.conf.py``), wrk and a private
redis-server, all on 127.0.0.1, every run bounded in time. Prints a summary table; ``--json`` keeps
the raw numbers. ``bench/run_all.sh`` is the entry point; see BENCHMARKS.md for what each row means.

Scenarios (each repeated ``--rounds`` times, servers alternated within a round, medians reported):

1. ``moves`` vs ``echo``: ``POST /v1/moves`` on the service against ``bench/echo_app.py`` (a bare
   Flask app that echoes the same body) under the same gunicorn config; throughput ratio, p50, p99.
2. ``replay``: ``POST /v1/replay`` of a 100-ply record with the cache bypassed (recomputed every
   time), served from a private Redis (hit), and from the in-process LRU (the no-Redis default).
3. ``redis-kill``: the Redis-backed replay load while Redis is SIGKILLed at 1/3 of the run and
   started again at 2/3; counts non-2xx responses and socket errors.
4. RSS per gunicorn worker (``VmRSS`` of ``/proc/<pid>/status``) after the load.

Nothing here talks to anything but 127.0.0.1; every child process is started in its own process
group and stopped (TERM, then KILL) by pid on exit.
"""

from __future__ import annotations

import argparse
import atexit
import json
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench"
LUA = BENCH / "wrk_post.lua"
MOVE_BODY = BENCH / "data" / "move.json"
REPLAY_BODY = BENCH / "data" / "replay100.json"
HOST = "127.0.0.1"

_children: list[subprocess.Popen[bytes]] = []
EXTRA_ENV: dict[str, str] = {}  # --env NAME=VALUE, applied to every gunicorn


@dataclass
class Placement:
    """Which CPUs the servers and wrk may run on, and how many wrk threads: on a many-core host the
    load generator gets cores of its own (``--server-cpus 0-11 --wrk-cpus 12-15 --wrk-threads 4``),
    so that it neither takes CPU from the workers nor runs short of it. Unset: anywhere, one thread."""

    server_cpus: frozenset[int] | None = None
    wrk_cpus: frozenset[int] | None = None
    wrk_threads: int = 1


PLACEMENT = Placement()


def cpu_list(text: str) -> frozenset[int]:
    """``0-11,14`` -> {0, ..., 11, 14} (the notation of taskset and /sys/devices/system/cpu/online)."""
    cpus: set[int] = set()
    for part in text.split(","):
        low, _, high = part.partition("-")
        cpus.update(range(int(low), int(high or low) + 1))
    return frozenset(cpus)


def _pinned(cpus: frozenset[int] | None) -> Any:
    """A preexec_fn that restricts the child (and whatever it forks) to ``cpus``."""
    return None if cpus is None else (lambda: os.sched_setaffinity(0, cpus))


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def spawn(args: list[str], logfile: Path, env: dict[str, str] | None = None, cwd: Path = ROOT,
          cpus: frozenset[int] | None = None) -> subprocess.Popen[bytes]:
    out = open(logfile, "ab")  # noqa: SIM115 - closed with the process
    proc = subprocess.Popen(args, stdout=out, stderr=subprocess.STDOUT, env=env, cwd=cwd, start_new_session=True,
                            preexec_fn=_pinned(cpus))  # noqa: PLW1509 (no threads yet when the child starts)
    out.close()
    _children.append(proc)
    return proc


def stop(proc: subprocess.Popen[bytes], sig: int = signal.SIGTERM, wait: float = 15.0) -> None:
    """Stop one child we started (and its process group, which only holds its own workers)."""
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            pass
        try:
            proc.wait(wait)
        except subprocess.TimeoutExpired:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            proc.wait(5)
    if proc in _children:
        _children.remove(proc)


def stop_all() -> None:
    for proc in list(reversed(_children)):
        stop(proc)


def post(url: str, body: bytes, timeout: float = 2.0) -> tuple[int, bytes]:
    req = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


def get(url: str, timeout: float = 2.0) -> bytes:
    with urllib.request.urlopen(url, timeout=timeout) as r:
        return bytes(r.read())


# ---------------------------------------------------------------------------------------- servers


@dataclass
class Gunicorn:
    name: str
    app: str
    port: int
    env: dict[str, str]
    workdir: Path
    proc: subprocess.Popen[bytes] | None = None
    root: Path = ROOT  # source tree served (its gunicorn.conf.py, service/ and engine/); the venv is ours

    @property
    def base(self) -> str:
        return f"http://{HOST}:{self.port}"

    def start(self) -> None:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("ARBITER_", "GUNICORN_", "WEB_CONCURRENCY"))}
        env.pop("PROMETHEUS_MULTIPROC_DIR", None)
        env.update({"BIND": f"{HOST}:{self.port}", **EXTRA_ENV, **self.env})
        self.proc = spawn(
            [str(ROOT / ".venv" / "bin" / "gunicorn"), "-c", str(self.root / "gunicorn.conf.py"),
             "--chdir", str(self.root), self.app],
            self.workdir / f"{self.name}.log",
            env,
            cwd=self.root,
            cpus=PLACEMENT.server_cpus,
        )

    def wait_ready(self, path: str, body: bytes, deadline_s: float = 30.0) -> None:
        deadline = time.monotonic() + deadline_s
        last: object = None
        while time.monotonic() < deadline:
            if self.proc is not None and self.proc.poll() is not None:
                raise RuntimeError(f"{self.name}: gunicorn exited ({self.proc.returncode}); see {self.workdir}")
            try:
                status, data = post(self.base + path, body)
                if status == 200:
                    return
                last = (status, data[:200])
            except OSError as exc:
                last = exc
            time.sleep(0.1)
        raise RuntimeError(f"{self.name}: not ready after {deadline_s}s: {last}")

    def workers(self) -> list[int]:
        assert self.proc is not None
        kids = []
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            if ppid == self.proc.pid:
                kids.append(int(entry))
        return sorted(kids)

    def cpu_seconds(self) -> float:
        """CPU used so far by the master and its workers, reaped ones included (via cutime/cstime)."""
        assert self.proc is not None
        total = _cpu(self.proc.pid, children=True)
        for pid in self.workers():
            total += _cpu(pid, children=False)
        return total

    def worker_cpu(self) -> dict[int, float]:
        """CPU used so far by each live worker."""
        return {pid: _cpu(pid, children=False) for pid in self.workers()}

    def stop(self) -> None:
        if self.proc is not None:
            stop(self.proc)


_TICK = os.sysconf("SC_CLK_TCK")


def _cpu(pid: int, children: bool) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    # fields[0] is field 3 (state): utime, stime, cutime, cstime are fields 14-17
    ticks = int(fields[11]) + int(fields[12])
    if children:
        ticks += int(fields[13]) + int(fields[14])
    return ticks / _TICK


def smaps_kib(pid: int) -> dict[str, int]:
    """Pss and private memory (what one more worker really costs) from /proc/<pid>/smaps_rollup."""
    out: dict[str, int] = {}
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            name, _, rest = line.partition(":")
            if name in ("Pss", "Private_Clean", "Private_Dirty"):
                out[name] = int(rest.split()[0])
    except OSError:
        return {}
    return {"pss": out.get("Pss", 0), "private": out.get("Private_Clean", 0) + out.get("Private_Dirty", 0)}


def rss_kib(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


@dataclass
class Redis:
    port: int
    workdir: Path
    proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        exe = shutil.which("redis-server")
        assert exe, "redis-server not found (apt-get install -y redis-server)"
        self.proc = spawn(
            [exe, "--bind", HOST, "--port", str(self.port), "--save", "", "--appendonly", "no",
             "--dir", str(self.workdir), "--maxmemory", "256mb", "--maxmemory-policy", "allkeys-lru"],
            self.workdir / "redis.log",
        )
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                with socket.create_connection((HOST, self.port), timeout=0.5) as s:
                    s.sendall(b"PING\r\n")
                    if s.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def kill(self) -> None:
        if self.proc is not None:
            stop(self.proc, signal.SIGKILL)
            self.proc = None


# ---------------------------------------------------------------------------------------- wrk


def wrk(url: str, body_file: Path, duration: float, connections: int) -> dict[str, Any]:
    env = {**os.environ, "BODY_FILE": str(body_file)}
    args = ["wrk", f"-t{PLACEMENT.wrk_threads}", f"-c{connections}", f"-d{duration:g}s", "--timeout", "5s", "-s", str(LUA), url]
    out = subprocess.run(args, env=env, capture_output=True, text=True, timeout=duration + 30, check=True,
                         preexec_fn=_pinned(PLACEMENT.wrk_cpus)).stdout
    line = [x for x in out.splitlines() if x.startswith("{")][-1]
    result: dict[str, Any] = json.loads(line)
    result["socket_errors"] = sum(result[k] for k in ("connect_errors", "read_errors", "write_errors", "timeouts"))
    return result


def cache_counts(server: Gunicorn) -> dict[str, float]:
    """arbiter_cache_requests_total{cache="replay"} by result, from the server's /metrics."""
    text = get(server.base + "/metrics").decode()
    counts: dict[str, float] = {}
    for m in re.finditer(r'^arbiter_cache_requests_total\{([^}]*)\} (\S+)$', text, re.MULTILINE):
        labels = dict(re.findall(r'(\w+)="([^"]*)"', m.group(1)))
        if labels.get("cache") == "replay":
            counts[labels["result"]] = counts.get(labels["result"], 0.0) + float(m.group(2))
    return counts


def diff(after: dict[str, float], before: dict[str, float]) -> dict[str, int]:
    return {k: int(after.get(k, 0) - before.get(k, 0)) for k in sorted(set(after) | set(before))}


# ---------------------------------------------------------------------------------------- scenarios


@dataclass
class Run:
    args: argparse.Namespace
    workdir: Path
    results: dict[str, Any] = field(default_factory=dict)

    def measure(self, server: Gunicorn, path: str, body: Path, label: str, connections: int | None = None) -> dict[str, Any]:
        a = self.args
        connections = connections or a.connections
        if a.warmup > 0:
            wrk(server.base + path, body, a.warmup, connections)
        cpu = server.cpu_seconds()
        per_worker = server.worker_cpu()
        r = wrk(server.base + path, body, a.duration, connections)
        r["server_cpu_us_per_request"] = (server.cpu_seconds() - cpu) / max(1, r["requests"]) * 1e6
        # The busiest worker's share of the workers' CPU in this round: 1/workers when the
        # connections were spread evenly, ~1.0 when one worker accepted them all (gunicorn's
        # accept race: wrk opens its connections at once and keeps them, so that round is served
        # by one worker while the other idles).
        spent = [cpu_now - per_worker[pid] for pid, cpu_now in server.worker_cpu().items() if pid in per_worker]
        r["busiest_worker_share"] = max(spent) / sum(spent) if sum(spent) > 0 else 1.0
        r["workers"] = len(spent)
        r["loadavg_1m"] = os.getloadavg()[0]
        log(f"  {label:<14} {r['rps']:8.1f} req/s  p50 {r['p50_us'] / 1000:6.2f} ms  p99 {r['p99_us'] / 1000:7.2f} ms"
            f"  server CPU {r['server_cpu_us_per_request']:5.0f} us/req  busiest worker {r['busiest_worker_share']:.2f}"
            f"  non2xx {r['non2xx']}  socket errors {r['socket_errors']}  load {r['loadavg_1m']:.1f}")
        self.results.setdefault("runs", {}).setdefault(label, []).append(r)
        return r

    def moves_vs_echo(self) -> None:
        a = self.args
        move = MOVE_BODY.read_bytes()
        svc = Gunicorn("service", "service:create_app()", free_port(), {}, self.workdir)
        echo = Gunicorn("echo", "bench.echo_app:create_app()", free_port(), {}, self.workdir)
        for s in (svc, echo):
            s.start()
        for s in (svc, echo):
            s.wait_ready("/v1/moves", move)
        log(f"moves vs echo: {a.rounds} rounds x {a.duration:g}s, {a.connections} connections")
        ratios: list[float] = []
        cpu_ratios: list[float] = []
        for i in range(a.rounds):
            order = (echo, svc) if i % 2 == 0 else (svc, echo)
            got = {s.name: self.measure(s, "/v1/moves", MOVE_BODY, f"{s.name}-moves") for s in order}
            if a.low_connections:  # the same server below saturation: latency without queueing
                self.measure(svc, "/v1/moves", MOVE_BODY, f"service-moves-c{a.low_connections}", a.low_connections)
            ratios.append(got["service"]["rps"] / got["echo"]["rps"])
            cpu_ratios.append(got["echo"]["server_cpu_us_per_request"] / got["service"]["server_cpu_us_per_request"])
        self.results["moves_echo_ratios"] = ratios
        self.results["moves_echo_cpu_ratios"] = cpu_ratios
        self.results["rss_kib"] = {
            s.name: {"master": rss_kib(s.proc.pid) if s.proc else None, "workers": [rss_kib(p) for p in s.workers()],
                     "workers_smaps": [smaps_kib(p) for p in s.workers()]}
            for s in (svc, echo)
        }
        for s in (svc, echo):
            s.stop()

    def replay_and_redis_kill(self) -> None:
        a = self.args
        replay = REPLAY_BODY.read_bytes()
        redis = Redis(free_port(), self.workdir)
        redis.start()
        url = f"redis://{HOST}:{redis.port}/0"
        servers = {
            "replay-uncached": Gunicorn("replay-uncached", "service:create_app()", free_port(),
                                        {"ARBITER_CACHE_MIN_MOVES": "1000000"}, self.workdir),
            "replay-redis": Gunicorn("replay-redis", "service:create_app()", free_port(),
                                     {"ARBITER_REDIS_URL": url}, self.workdir),
            "replay-lru": Gunicorn("replay-lru", "service:create_app()", free_port(), {}, self.workdir),
        }
        for s in servers.values():
            s.start()
        for s in servers.values():
            s.wait_ready("/v1/replay", replay)
        cached = servers["replay-redis"]
        log(f"replay 100 plies: {a.rounds} rounds x {a.duration:g}s, {a.connections} connections")
        before = cache_counts(cached)
        names = list(servers)
        ratios: list[float] = []
        cpu_ratios: list[float] = []
        for i in range(a.rounds):
            order = names[i % len(names):] + names[: i % len(names)]
            got = {n: self.measure(servers[n], "/v1/replay", REPLAY_BODY, n) for n in order}
            ratios.append(got["replay-redis"]["rps"] / got["replay-uncached"]["rps"])
            cpu_ratios.append(got["replay-uncached"]["server_cpu_us_per_request"]
                              / got["replay-redis"]["server_cpu_us_per_request"])
        self.results["redis_hit_vs_recompute_ratios"] = ratios
        self.results["redis_hit_vs_recompute_cpu_ratios"] = cpu_ratios
        self.results["redis_cache_counts"] = diff(cache_counts(cached), before)
        lru_counts = diff(cache_counts(servers["replay-lru"]), {})
        self.results["lru_cache_counts"] = lru_counts
        for n in ("replay-uncached", "replay-lru"):
            servers[n].stop()

        log(f"redis killed mid-run: {a.rounds} rounds x {a.duration:g}s (SIGKILL at 1/3, restart at 2/3)")
        for i in range(a.rounds):
            before = cache_counts(cached)
            box: dict[str, Any] = {}

            def load() -> None:
                box["r"] = wrk(cached.base + "/v1/replay", REPLAY_BODY, a.duration, a.connections)

            t = threading.Thread(target=load)
            cpu = cached.cpu_seconds()
            t.start()
            time.sleep(a.duration / 3)
            redis.kill()
            time.sleep(a.duration / 3)
            redis.start()
            t.join(a.duration + 40)
            r = box["r"]
            r["server_cpu_us_per_request"] = (cached.cpu_seconds() - cpu) / max(1, r["requests"]) * 1e6
            r["cache"] = diff(cache_counts(cached), before)
            r["loadavg_1m"] = os.getloadavg()[0]
            log(f"  redis-kill #{i + 1}  {r['rps']:8.1f} req/s  p99 {r['p99_us'] / 1000:7.2f} ms  non2xx {r['non2xx']}"
                f"  socket errors {r['socket_errors']}  cache {r['cache']}")
            self.results.setdefault("runs", {}).setdefault("redis-kill", []).append(r)
        cached.stop()
        redis.kill()


# ---------------------------------------------------------------------------------------- report


def med(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def summary(results: dict[str, Any], args: argparse.Namespace) -> str:
    runs = results.get("runs", {})

    def m(label: str, key: str) -> float:
        return med([r.get(key, float("nan")) for r in runs.get(label, [])])

    rows = []
    labels = ["echo-moves", "service-moves", f"service-moves-c{args.low_connections}", "replay-uncached",
              "replay-redis", "replay-lru", "redis-kill"]
    for label in labels:
        if label not in runs:
            continue
        rows.append(
            f"| {label} | {len(runs[label])} | {m(label, 'rps'):.0f} | {m(label, 'p50_us') / 1000:.2f} | "
            f"{m(label, 'p99_us') / 1000:.2f} | {m(label, 'server_cpu_us_per_request'):.0f} | "
            f"{sum(r['non2xx'] for r in runs[label])} | {sum(r['socket_errors'] for r in runs[label])} |"
        )
    out = [
        f"machine: {os.cpu_count()} CPUs, {platform_line()}; wrk -t1 -c{args.connections} -d{args.duration:g}s "
        f"(+{args.warmup:g}s warm-up), {args.rounds} rounds, medians"
        + (f"; gunicorn env {' '.join(args.env)}" if args.env else ""),
        "",
        "| run | n | req/s | p50 ms | p99 ms | server CPU us/req | non-2xx (sum) | socket errors (sum) |",
        "|---|---|---|---|---|---|---|---|",
        *rows,
        "",
        "| target | measured (median) | met |",
        "|---|---|---|",
    ]
    if "moves_echo_ratios" in results:
        ratio = med(results["moves_echo_ratios"])
        out.append(f"| POST /v1/moves >= 0.85x bare Flask echo | {ratio:.2f}x "
                   f"(rounds: {', '.join(f'{x:.2f}' for x in results['moves_echo_ratios'])}) | {'yes' if ratio >= 0.85 else 'NO'} |")
        cpu = med(results["moves_echo_cpu_ratios"])
        out.append(f"| same, as server CPU per request (echo/service) | {cpu:.2f}x "
                   f"(rounds: {', '.join(f'{x:.2f}' for x in results['moves_echo_cpu_ratios'])}) | {'yes' if cpu >= 0.85 else 'NO'} |")
        p99 = m("service-moves", "p99_us") / 1000
        out.append(f"| p99 <= 20 ms at {args.connections} connections | {p99:.2f} ms | {'yes' if p99 <= 20 else 'NO'} |")
    if "redis-kill" in runs:
        errs = sum(r["non2xx"] + r["socket_errors"] for r in runs["redis-kill"])
        out.append(f"| 0 errors with Redis killed | {errs} | {'yes' if errs == 0 else 'NO'} |")
    if "redis_hit_vs_recompute_ratios" in results:
        ratio = med(results["redis_hit_vs_recompute_ratios"])
        out.append(f"| Redis replay cache hit >= 2x recompute (req/s) | {ratio:.2f}x "
                   f"(cache {results.get('redis_cache_counts')}) | {'yes' if ratio >= 2 else 'NO'} |")
        cpu = med(results["redis_hit_vs_recompute_cpu_ratios"])
        out.append(f"| same, as server CPU per request | {cpu:.2f}x | {'yes' if cpu >= 2 else 'NO'} |")
    if "rss_kib" in results:
        out += ["", "| memory (MiB) | master RSS | worker VmRSS | worker Pss | worker private |", "|---|---|---|---|---|"]
        for name, r in results["rss_kib"].items():
            ws = ", ".join(f"{w / 1024:.1f}" for w in r["workers"] if w)
            pss = ", ".join(f"{m['pss'] / 1024:.1f}" for m in r.get("workers_smaps", []) if m)
            priv = ", ".join(f"{m['private'] / 1024:.1f}" for m in r.get("workers_smaps", []) if m)
            out.append(f"| {name} | {(r['master'] or 0) / 1024:.1f} | {ws} | {pss} | {priv} |")
    return "\n".join(out)


def platform_line() -> str:
    try:
        model = next(x.split(":", 1)[1].strip() for x in Path("/proc/cpuinfo").read_text().splitlines()
                     if x.startswith("model name"))
    except (OSError, StopIteration):
        model = "unknown CPU"
    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return f"{model}, {mem:.0f} GiB, Python {sys.version.split()[0]}"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--duration", type=float, default=float(os.environ.get("BENCH_DURATION", "10")))
    p.add_argument("--warmup", type=float, default=float(os.environ.get("BENCH_WARMUP", "2")))
    p.add_argument("--rounds", type=int, default=int(os.environ.get("BENCH_ROUNDS", "3")))
    p.add_argument("--connections", type=int, default=32)
    p.add_argument("--low-connections", type=int, default=4,
                   help="also measure POST /v1/moves at this many connections (0: skip)")
    p.add_argument("--only", choices=["moves", "replay"], help="run one scenario group")
    p.add_argument("--json", type=Path, help="write the raw results here")
    p.add_argument("--env", action="append", default=[], metavar="NAME=VALUE",
                   help="extra environment for every gunicorn (e.g. GUNICORN_THREADS=2); repeatable")
    args = p.parse_args()
    for tool in ("wrk", "redis-server"):
        if not shutil.which(tool):
            print(f"{tool} not found: apt-get install -y wrk redis-server", file=sys.stderr)
            return 2
    EXTRA_ENV.update(item.split("=", 1) for item in args.env)
    workdir = Path(tempfile.mkdtemp(prefix="arbiter-bench-"))
    atexit.register(shutil.rmtree, workdir, True)
    atexit.register(stop_all)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    run = Run(args, workdir)
    run.results["started"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    run.results["loadavg_start"] = os.getloadavg()
    run.results["settings"] = {k: (str(v) if isinstance(v, Path) else v) for k, v in vars(args).items()}
    t0 = time.monotonic()
    try:
        if args.only in (None, "moves"):
            run.moves_vs_echo()
        if args.only in (None, "replay"):
            run.replay_and_redis_kill()
    finally:
        stop_all()
    run.results["elapsed_s"] = round(time.monotonic() - t0, 1)
    text = summary(run.results, args)
    print(text)
    print(f"\n(elapsed {run.results['elapsed_s']} s)")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(run.results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
