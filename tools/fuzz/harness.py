"""Send requests, check every answer, keep the tallies.

Checks (:func:`check_response`), in order of severity:

* ``5xx``: any status >= 500 (the contract: "No 500 from any input").
* ``hang``: the in-process request ran past the hard CPU bound (:mod:`tools.fuzz.guard`), or an
  HTTP request timed out or lost its connection.
* ``bad-problem``: a 4xx that is not ``application/problem+json`` with ``type``, ``title``,
  ``status`` (equal to the HTTP status) and a non-empty string ``code``.
* ``bad-json``: a 2xx ``application/json`` answer that does not parse.
* ``slow`` and ``big`` are *records*, not failures: CPU time per request (in-process: this
  thread's CPU time, ``time.thread_time``, which other processes on a busy machine do not inflate)
  over ``slow_seconds``, and answers over ``big_bytes``.
"""

from __future__ import annotations

import heapq
import http.client
import json
import random
import time
import urllib.parse
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from tools.fuzz.guard import CpuGuardTimeout, cpu_guard
from tools.fuzz.mutate import Request, mutate, seed_request
from tools.fuzz.seeds import Corpus

FAILURE_KINDS = ("5xx", "hang", "bad-problem", "bad-json", "amplified")
#: the bound on an error body (docs/configuration.md, "Bounded answers")
ERROR_BODY_BYTES = 64 * 1024


@dataclass
class CaseResult:
    request: Request
    status: int | None  # None: no answer (hang, connection lost)
    content_type: str
    body: bytes
    cpu_s: float | None  # in-process only
    wall_s: float
    error: str = ""
    body_bytes: int = -1  # the answer's length when ``body`` holds only its start

    @property
    def size(self) -> int:
        return self.body_bytes if self.body_bytes >= 0 else len(self.body)


@dataclass(frozen=True)
class Finding:
    kind: str
    detail: str


def check_response(result: CaseResult, slow_seconds: float = 0.25, big_bytes: int = 1 << 20) -> list[Finding]:
    """Everything wrong (or worth recording) about one answer."""
    found: list[Finding] = []
    status = result.status
    if status is None:
        return [Finding("hang", result.error or "no answer")]
    if status >= 500:
        found.append(Finding("5xx", f"{status}: {result.body[:300]!r}"))
    elif 400 <= status < 500:
        problem = _problem_issue(result)
        if problem:
            found.append(Finding("bad-problem", problem))
    elif 200 <= status < 300 and result.content_type.startswith("application/json") and result.request.method != "HEAD":
        try:
            json.loads(result.body)
        except ValueError as exc:
            found.append(Finding("bad-json", str(exc)[:200]))
    if result.cpu_s is not None and result.cpu_s > slow_seconds:
        found.append(Finding("slow", f"{result.cpu_s:.3f} s CPU"))
    if result.size > big_bytes:
        found.append(Finding("big", f"{result.size} bytes"))
    if 400 <= status < 500 and result.size > ERROR_BODY_BYTES:
        found.append(Finding("amplified", f"a {status} of {result.size} bytes (> {ERROR_BODY_BYTES})"))
    elif result.request.path == "/v1/adjudications" and status == 200:
        bound = _batch_bound(result.request.body or b"")
        if result.size > bound:
            found.append(Finding("amplified", f"a batch answer of {result.size} bytes (> {bound})"))
    return found


def _batch_bound(body: bytes) -> int:
    """docs/configuration.md, "Bounded answers": a batch answer is at most its entries plus 1 KiB, an entry at most
    16 KiB plus 3 bytes per byte of its record (and at most 64 KiB)."""
    try:
        records = json.loads(body).get("records") or []
    except (ValueError, AttributeError):
        return ERROR_BODY_BYTES
    entries = sum(min(16 * 1024 + 3 * len(json.dumps(r)), 64 * 1024) for r in records) if isinstance(records, list) else 0
    return entries + 1024


def _problem_issue(result: CaseResult) -> str:
    if result.request.method == "HEAD":
        return ""  # no body by definition
    if not result.content_type.startswith("application/problem+json"):
        return f"{result.status} with content type {result.content_type!r}"
    try:
        doc = json.loads(result.body)
    except ValueError as exc:
        return f"{result.status} problem body is not JSON: {exc}"
    if not isinstance(doc, dict):
        return f"{result.status} problem body is not an object"
    code = doc.get("code")
    if not isinstance(code, str) or not code:
        return f"{result.status} problem without a code"
    if doc.get("status") != result.status:
        return f"{result.status} problem says status {doc.get('status')!r}"
    if not isinstance(doc.get("type"), str) or not isinstance(doc.get("title"), str):
        return f"{result.status} problem without type/title"
    return ""


# ------------------------------------------------------------------ targets


class InProcessTarget:
    """The app through Flask's test client, each request under a hard CPU bound (a hang is recorded, not waited out)."""

    def __init__(self, app: Any, hard_cpu_seconds: float = 10.0) -> None:
        self.client = app.test_client()
        self.hard_cpu_seconds = hard_cpu_seconds

    def send(self, request: Request) -> CaseResult:
        kwargs: dict[str, Any] = {"method": request.method, "headers": dict(request.headers)}
        if request.body is not None:
            kwargs["data"] = request.body
        if request.content_type is not None:
            kwargs["content_type"] = request.content_type
        wall0, cpu0 = time.perf_counter(), time.thread_time()
        try:
            with cpu_guard(self.hard_cpu_seconds):
                response = self.client.open(request.path, **kwargs)
                body = response.get_data()
        except CpuGuardTimeout:
            return CaseResult(request, None, "", b"", time.thread_time() - cpu0, time.perf_counter() - wall0,
                              f"over {self.hard_cpu_seconds:g} s of CPU (killed by the harness)")
        except MemoryError:
            return CaseResult(request, None, "", b"", time.thread_time() - cpu0, time.perf_counter() - wall0,
                              "MemoryError escaped the app")
        cpu = time.thread_time() - cpu0
        return CaseResult(request, response.status_code, response.headers.get("Content-Type", ""), body, cpu,
                          time.perf_counter() - wall0)


class HttpTarget:
    """A live server (gunicorn) over HTTP/1.1 keep-alive; wall time only (the server's CPU is not ours to read)."""

    def __init__(self, url: str, timeout: float = 30.0) -> None:
        parts = urllib.parse.urlsplit(url)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.timeout = timeout
        self.conn: http.client.HTTPConnection | None = None
        self.reconnects = 0  # requests sent again because a kept-alive connection was closed

    def _connection(self) -> http.client.HTTPConnection:
        if self.conn is None:
            self.conn = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout)
        return self.conn

    def send(self, request: Request) -> CaseResult:
        """One request; if a kept-alive connection turns out closed by the server (it may close after a
        413 or an idle spell), once more on a fresh connection. A fresh connection that fails is a finding."""
        wall0 = time.perf_counter()
        reused = self.conn is not None
        try:
            return self._send(request, wall0)
        except (OSError, http.client.HTTPException):
            self.close()
            if reused:
                self.reconnects += 1
                try:
                    return self._send(request, time.perf_counter())
                except (OSError, http.client.HTTPException) as again:
                    self.close()
                    exc = again
            return CaseResult(request, None, "", b"", None, time.perf_counter() - wall0, f"{type(exc).__name__}: {exc}")

    def _send(self, request: Request, wall0: float) -> CaseResult:
        headers = dict(request.headers)
        headers.pop("Transfer-Encoding", None)  # http.client frames the body itself
        if request.content_type is not None:
            headers["Content-Type"] = request.content_type
        conn = self._connection()
        path = request.path if request.path.isascii() else urllib.parse.quote(request.path, safe="/?=&%")
        conn.request(request.method, path, body=request.body, headers=headers)
        response = conn.getresponse()
        body = response.read()
        if response.will_close:
            self.close()
        return CaseResult(request, response.status, response.getheader("Content-Type", "") or "", body, None,
                          time.perf_counter() - wall0)

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None


# ------------------------------------------------------------------ a campaign


@dataclass
class Campaign:
    """Tallies of a run: counts, failures, and the slowest and biggest cases."""

    keep: int = 10
    requests: int = 0
    skipped: int = 0
    statuses: Counter[str] = field(default_factory=Counter)
    by_endpoint: dict[str, Counter[str]] = field(default_factory=dict)
    ops: Counter[str] = field(default_factory=Counter)
    failures: list[tuple[CaseResult, list[Finding]]] = field(default_factory=list)
    tolerated: list[tuple[str, CaseResult, list[Finding]]] = field(default_factory=list)
    slow: list[tuple[CaseResult, list[Finding]]] = field(default_factory=list)
    slowest: list[tuple[float, int, CaseResult]] = field(default_factory=list)
    biggest: list[tuple[int, int, CaseResult]] = field(default_factory=list)
    #: the largest answer bytes per request byte (requests of 1 KiB or more), and its case
    largest_ratio: tuple[float, int, str] = (0.0, -1, "")
    cpu_s: float = 0.0
    wall_s: float = 0.0

    def add(self, result: CaseResult, findings: list[Finding], known: str | None = None) -> None:
        self.requests += 1
        label = str(result.status) if result.status is not None else "no-answer"
        self.statuses[label] += 1
        self.by_endpoint.setdefault(result.request.endpoint, Counter())[label] += 1
        self.ops.update(result.request.ops)
        self.cpu_s += result.cpu_s or 0.0
        self.wall_s += result.wall_s
        failing = [f for f in findings if f.kind in FAILURE_KINDS]
        if failing and known:
            self.tolerated.append((known, _light(result), findings))
        elif failing:
            self.failures.append((_light(result), findings))
        elif any(f.kind == "slow" for f in findings) and len(self.slow) < 1000:
            self.slow.append((_light(result), findings))
        cost = result.cpu_s if result.cpu_s is not None else result.wall_s
        _keep(self.slowest, (cost, -self.requests, _light(result)), self.keep)
        _keep(self.biggest, (result.size, -self.requests, _light(result)), self.keep)
        sent = len(result.request.body or b"")
        ratio = result.size / sent if sent >= 1024 else 0.0  # small requests: the answer's constant part
        if ratio > self.largest_ratio[0]:
            self.largest_ratio = (ratio, result.request.case, (f"{result.request.method} {result.request.path} "
                                  f"{result.status}: {len(result.request.body or b'')} B -> {result.size} B"))

    @property
    def failure_counts(self) -> Counter[str]:
        return Counter(f.kind for _, fs in self.failures for f in fs if f.kind in FAILURE_KINDS)

    def summary(self) -> str:
        lines = [(f"requests: {self.requests} sent, {self.skipped} skipped; CPU {self.cpu_s:.1f} s, wall {self.wall_s:.1f} s "
                 f"({self.requests / self.wall_s if self.wall_s else 0:.0f} req/s)")]
        lines.append("status: " + ", ".join(f"{k}: {v}" for k, v in sorted(self.statuses.items())))
        lines.append(f"failures: {len(self.failures)} " + json.dumps(dict(self.failure_counts)))
        if self.tolerated:
            lines.append(f"known failures tolerated: {len(self.tolerated)} "
                         + json.dumps(dict(Counter(name for name, _, _ in self.tolerated))))
        for result, findings in self.failures[:20]:
            lines.append(f"  FAIL case {result.request.case} {result.request.method} {result.request.path} "
                         f"[{result.request.label}; {'+'.join(result.request.ops)}]: "
                         + "; ".join(f"{f.kind} {f.detail[:160]}" for f in findings))
        lines.append(f"slow (> bound): {len(self.slow)}")
        lines.append("slowest:")
        for cost, _, r in sorted(self.slowest, reverse=True):
            lines.append(f"  {cost * 1000:9.1f} ms  {r.status}  {r.size:>10} B  case {r.request.case} {r.request.method} "
                         f"{r.request.path} [{r.request.label}; {'+'.join(r.request.ops)}] body {len(r.request.body or b'')} B")
        ratio, case, what = self.largest_ratio
        lines.append(f"largest answer/request ratio (requests >= 1 KiB): {ratio:.2f} (case {case}, {what})")
        lines.append("biggest:")
        for size, _, r in sorted(self.biggest, reverse=True):
            cost = r.cpu_s if r.cpu_s is not None else r.wall_s
            lines.append(f"  {size:>10} B  {r.status}  {cost * 1000:9.1f} ms  case {r.request.case} {r.request.method} "
                         f"{r.request.path} [{r.request.label}; {'+'.join(r.request.ops)}] body {len(r.request.body or b'')} B")
        return "\n".join(lines)


def _light(result: CaseResult) -> CaseResult:
    """The result with at most 512 bytes of its (possibly huge) answer, for the lists kept."""
    return CaseResult(result.request, result.status, result.content_type, result.body[:512], result.cpu_s,
                      result.wall_s, result.error, result.size)


def _keep(heap: list[Any], item: Any, size: int) -> None:
    if len(heap) < size:
        heapq.heappush(heap, item)
    elif item[:2] > heap[0][:2]:
        heapq.heapreplace(heap, item)


def cases(corpus: Corpus, n: int, seed: int, plain_every: int = 10) -> Iterable[Request]:
    """Request ``i`` (0 <= i < n) of campaign ``seed``: a pure function of ``(seed, i)`` and the corpus.
    Each POST path and the GET routes together are drawn equally often; every ``plain_every``-th
    request is a seed sent unmutated (the answers to well-formed requests are checked too)."""
    groups: dict[str, list[Any]] = {}
    for s in corpus.seeds:  # one group per POST path, one for every GET: each group is drawn as often
        groups.setdefault(s.path if s.method == "POST" else "GET", []).append(s)
    names = sorted(groups)
    for i in range(n):
        rng = random.Random(seed * 1_000_003 + i)
        group = groups[names[rng.randrange(len(names))]]
        chosen = group[rng.randrange(len(group))]
        if plain_every and i % plain_every == 0:
            yield seed_request(chosen, i)
        else:
            yield mutate(corpus, chosen, rng, i)


def run_campaign(
    target: Any,
    corpus: Corpus,
    n: int,
    seed: int = 0,
    *,
    skip: Callable[[Request], str | None] = lambda r: None,
    known: Callable[[CaseResult], str | None] = lambda r: None,
    slow_seconds: float = 0.25,
    big_bytes: int = 1 << 20,
    keep: int = 10,
    on_failure: Callable[[CaseResult, list[Finding]], None] | None = None,
    progress: Callable[[Campaign], None] | None = None,
) -> Campaign:
    """Send ``n`` cases to ``target`` and check each. ``skip(request)`` names a reason not to send
    it (a known hang); ``known(result)`` names a known failure, tallied apart and not failing the run."""
    campaign = Campaign(keep=keep)
    for request in cases(corpus, n, seed):
        if skip(request):
            campaign.skipped += 1
            continue
        result = target.send(request)
        findings = check_response(result, slow_seconds, big_bytes)
        name = known(result) if any(f.kind in FAILURE_KINDS for f in findings) else None
        campaign.add(result, findings, name)
        if on_failure is not None and not name and any(f.kind in FAILURE_KINDS for f in findings):
            on_failure(result, findings)
        if progress is not None and campaign.requests % 1000 == 0:
            progress(campaign)
    return campaign
