"""``bench/move_parts.py``'s ``bare`` and ``timed`` servers answer a move exactly as the service does.

They replace functions of the service in their own process, so each is built in a subprocess here:
the answer's bytes must be the service's own, ``bare`` must write no access line, and ``timed`` must
write its windows with every step (the figures are not checked).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import sys
sys.path.insert(0, {root!r})
from bench import move_parts
move_parts.WINDOW = 2
body = open({body!r}, "rb").read()
if {stage!r} == "service":
    import service
    app = service.create_app()
else:
    app = move_parts.create_app({stage!r})
client = app.test_client()
for _ in range(4):
    answer = client.post("/v1/moves", data=body, content_type="application/json")
    assert answer.status_code == 200, answer.data
sys.stdout.buffer.write(answer.data)
"""


def _serve(stage: str) -> subprocess.CompletedProcess[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ARBITER_", "PROMETHEUS_"))}
    code = SCRIPT.format(root=str(ROOT), body=str(ROOT / "bench" / "data" / "move.json"), stage=stage)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, env=env, cwd=ROOT, timeout=120, check=True)


def test_bare_and_timed_answer_the_services_bytes(tmp_path: Path) -> None:
    from bench import move_parts

    service = _serve("service")
    bare = _serve("bare")
    timed = _serve("timed")
    assert json.loads(service.stdout)["variant"] == "oware"
    assert bare.stdout == service.stdout
    assert timed.stdout == service.stdout
    # the service writes one access line a move; bare none
    assert service.stderr.count(b'"event":"request"') == 4
    assert b'"event":"request"' not in bare.stderr
    # timed: its access lines, and a window every 2 moves with every step
    assert timed.stderr.count(b'"event":"request"') == 4
    log = tmp_path / "timed.log"
    log.write_bytes(timed.stderr)
    steps = move_parts.steps_from_log(log)
    assert steps["windows"] == 2
    assert set(steps) == {*move_parts.STEPS, "windows"}
    assert all(steps[step] >= 0 for step in move_parts.STEPS)
    assert steps["play"] > 0
