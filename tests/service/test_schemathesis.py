"""schemathesis against the app in-process (every check, positive and negative data, stateful links)
and once against a live gunicorn. Both must finish with no failure."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, settings

from service import create_app

ROOT = Path(__file__).resolve().parents[2]

schema = schemathesis.openapi.from_path(ROOT / "openapi.yaml")
schema.app = create_app({"TESTING": True})

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


@schema.parametrize()
@SETTINGS
def test_in_process(case: Any) -> None:
    case.call_and_validate()


TestStateful = schema.as_state_machine().TestCase
TestStateful.settings = settings(
    max_examples=25, stateful_step_count=6, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True
)


live = schemathesis.pytest.from_fixture("live_schema")


@pytest.fixture(scope="module")
def live_schema(live_server: Any) -> Any:
    loaded = schemathesis.openapi.from_path(ROOT / "openapi.yaml")
    loaded.config.update(base_url=live_server.base_url)  # type: ignore[attr-defined]
    return loaded


@live.parametrize()
@settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
def test_live_gunicorn(case: Any) -> None:
    case.call_and_validate()
