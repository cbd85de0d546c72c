"""Configuration: defaults, then ARBITER_* environment variables, then create_app() overrides; all documented."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from service import config

DOC = (Path(__file__).resolve().parents[2] / "docs" / "configuration.md").read_text()


@pytest.mark.parametrize("name", sorted(config.DEFAULTS))
def test_every_setting_is_documented(name: str) -> None:
    assert f"`ARBITER_{name}`" in DOC


def test_environment_values_are_typed(make_app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARBITER_RATE_LIMIT_ENABLED", "yes")
    monkeypatch.setenv("ARBITER_REDIS_TIMEOUT", "0.2")
    monkeypatch.setenv("ARBITER_MAX_SEATS", "3")
    app = make_app()
    assert app.config["RATE_LIMIT_ENABLED"] is True
    assert app.config["REDIS_TIMEOUT"] == 0.2
    assert app.config["MAX_SEATS"] == 3


def test_overrides_beat_the_environment(make_app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARBITER_MAX_SEATS", "3")
    assert make_app(MAX_SEATS="2").config["MAX_SEATS"] == 2


def test_bad_environment_values_fail_at_startup(make_app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARBITER_RATE_LIMIT_ENABLED", "maybe")
    with pytest.raises(ValueError):
        make_app()
