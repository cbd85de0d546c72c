"""A dead worker's metric files are folded into archive files: nothing piles up, no count is lost.

Runs prometheus_client's multiprocess mode for real in child processes (each writes its own
``counter_<pid>.db`` / ``histogram_<pid>.db``), then archives them as gunicorn's ``child_exit`` does.
"""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from prometheus_client import CollectorRegistry, generate_latest, multiprocess

from service.metrics import Metrics, archive_dead_process

CHILD = """
import sys
from service.metrics import Metrics
m = Metrics()
for _ in range(int(sys.argv[1])):
    m.request("/v1/moves", "POST", 200, 0.003)
m.cache_event("replay", "memory", "too-large")
print(__import__("os").getpid())
"""


def run_worker(directory: Path, requests: int) -> int:
    env = {**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(directory), "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    out = subprocess.run([sys.executable, "-c", CHILD, str(requests)], env=env, capture_output=True, text=True, check=True)
    return int(out.stdout.strip())


def scrape(directory: Path) -> dict[str, float]:
    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry, path=str(directory))  # type: ignore[no-untyped-call]
    samples = {}
    for line in generate_latest(registry).decode().splitlines():
        if line and not line.startswith("#"):
            name, value = line.rsplit(" ", 1)
            samples[name] = float(value)
    return samples


def test_archiving_keeps_every_count_and_removes_the_dead_files(tmp_path: Path) -> None:
    pids = [run_worker(tmp_path, n) for n in (3, 4, 5)]
    before = scrape(tmp_path)
    # a live gauge (livemax): it leaves with its workers, where the counts stay
    assert before.pop('arbiter_engine_info{build="interpreted"}') == 1.0
    assert before.pop("arbiter_verdict_key_generated") == before.pop("arbiter_verdict_signing_keys_seen") == 0.0
    assert before.pop("arbiter_heavy_requests_in_flight") == 0.0  # livesum: it leaves with its workers too
    total = 'arbiter_http_requests_total{method="POST",route="/v1/moves",status="200"}'
    assert before[total] == 12.0
    # a counter and a histogram file per worker (and its live gauge file, arbiter_engine_info)
    assert len([p for p in tmp_path.glob("*.db") if not p.name.startswith("gauge_live")]) == 6
    for pid in pids:
        assert archive_dead_process(pid, str(tmp_path)) == 2
    assert sorted(p.name for p in tmp_path.glob("*.db")) == ["counter_archive.db", "histogram_archive.db"]
    assert scrape(tmp_path) == before  # counters, histogram buckets, sums: all the same
    # more workers come and go: still two files, still every count
    for n in (1, 2):
        archive_dead_process(run_worker(tmp_path, n), str(tmp_path))
    after = scrape(tmp_path)
    assert after[total] == 15.0
    assert after['arbiter_http_request_duration_seconds_count{route="/v1/moves"}'] == 15.0
    assert after['arbiter_cache_requests_total{backend="memory",cache="replay",result="too-large"}'] == 5.0
    assert len(list(tmp_path.glob("*.db"))) == 2


def test_archiving_a_process_without_files_does_nothing(tmp_path: Path) -> None:
    assert archive_dead_process(999_999_999, str(tmp_path)) == 0
    assert archive_dead_process(1, str(tmp_path / "missing")) == 0


def test_a_scrape_while_a_worker_creates_its_metric_file_answers(tmp_path: Path, monkeypatch: Any) -> None:
    """A booting worker's ``*.db`` file exists, still empty, before prometheus_client sizes it:
    prometheus_client's own collector fails on it (a 500 from ``/metrics`` under three workers);
    the service's scrape leaves it out and keeps every count."""
    run_worker(tmp_path, 3)
    (tmp_path / "counter_999999.db").touch()  # created by open(), not yet truncated to its size
    with pytest.raises(struct.error):
        scrape(tmp_path)
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path))
    body, _ = Metrics().exposition()
    assert 'arbiter_http_requests_total{method="POST",route="/v1/moves",status="200"} 3.0' in body.decode()
