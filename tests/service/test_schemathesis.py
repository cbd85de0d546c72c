"""schemathesis against the app in-process (every check, positive and negative data, stateful links)
and once against a live gunicorn. Both must finish with no failure."""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import schemathesis
from hypothesis import HealthCheck, settings

from service import create_app
from tests.openapi_spec import openapi_spec

CASES: Counter[str] = Counter()  # printed at the end of the run by conftest.py

ROOT = Path(__file__).resolve().parents[2]

schema = schemathesis.openapi.from_dict(openapi_spec())  # parsed by libyaml (tests/openapi_spec.py)
schema.app = create_app({"TESTING": True})

# schemathesis's in-process (WSGI) transport sends requests' default "Accept-Encoding: gzip, deflate"
# (and br) but does not decode the answer; the live run below goes through requests, which does.
IN_PROCESS: dict[str, Any] = {"headers": {"Accept-Encoding": "identity"}}

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


@schema.parametrize()
@SETTINGS
def test_in_process(case: Any) -> None:
    CASES["in-process " + case.operation.label] += 1
    case.call_and_validate(**IN_PROCESS)


class Workflow(schema.as_state_machine()):  # type: ignore[misc]
    def get_call_kwargs(self, case: Any) -> dict[str, Any]:
        return IN_PROCESS

    def after_call(self, response: Any, case: Any) -> None:
        CASES["in-process stateful step " + case.operation.label] += 1


TestStateful = Workflow.TestCase
TestStateful.settings = settings(
    max_examples=25, stateful_step_count=6, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True
)


def test_live_gunicorn(live_server: Any) -> None:
    """The schemathesis CLI (examples, coverage, fuzzing and stateful phases; every check) over HTTP."""
    st = Path(sys.executable).with_name("st")
    result = subprocess.run(
        [str(st), "--config-file", str(ROOT / "schemathesis.toml"), "run", str(ROOT / "openapi.yaml"), "--url", live_server.base_url, "--checks", "all",
         "--max-examples", "15", "--seed", "1", "--no-color"],
        capture_output=True, text=True, timeout=240, cwd=ROOT,
    )
    summary = result.stdout[result.stdout.find("SUMMARY"):]
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]
    match = re.search(r"(\d+) generated, (\d+) passed", summary)
    assert match is not None and match.group(1) == match.group(2), summary
    links = re.search(r"API Links:\s+(\d+) covered", result.stdout)
    assert links is not None and int(links.group(1)) >= 2, result.stdout[-3000:]
    CASES["live gunicorn (st run)"] += int(match.group(1))
