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


# ------------------------------------------------------------------ issue 34.7: settings fail at start

MALFORMED_REDIS_URLS = [
    "redis://:pw-s3cret@127.0.0.1:notaport/0",  # the issue's: a port that is no number
    "redis://:pw-s3cret@127.0.0.1:99999/0",
    "http://:pw-s3cret@127.0.0.1:6379/0",
    "unix:///tmp/redis.sock?db=zero",
    "redis://:pw-s3cret@127.0.0.1:6379/0?socket_timeout=soon",
]


@pytest.mark.parametrize("url", MALFORMED_REDIS_URLS)
def test_a_malformed_redis_url_is_refused_at_start(make_app: Any, url: str) -> None:
    with pytest.raises(ValueError, match="ARBITER_REDIS_URL is not a Redis URL") as refused:
        make_app(REDIS_URL=url)
    assert "s3cret" not in str(refused.value)


def test_a_malformed_redis_url_file_is_refused_at_start_without_its_password(
        make_app: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "url").write_text("redis://:pw-s3cret@127.0.0.1:notaport/0\n")
    monkeypatch.setenv("ARBITER_REDIS_URL_FILE", str(tmp_path / "url"))
    with pytest.raises(ValueError, match="ARBITER_REDIS_URL is not a Redis URL") as refused:
        make_app()
    assert "s3cret" not in str(refused.value)


def test_a_well_formed_redis_url_starts_without_connecting(make_app: Any) -> None:
    # nothing listens on port 9: the URL is only parsed at start, the breaker handles the rest
    make_app(REDIS_URL="redis://:pw@127.0.0.1:9/0", REDIS_TIMEOUT=0.01)


@pytest.mark.parametrize(("name", "content"), [
    ("MAX_PITS", "s3cret-not-a-number"),
    ("RATE_LIMIT_ENABLED", "s3cret-not-a-boolean"),
    ("REDIS_TIMEOUT", "s3cret-not-a-float"),
])
def test_a_file_setting_that_does_not_parse_names_the_file_not_its_content(
        make_app: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, name: str, content: str) -> None:
    (tmp_path / "value").write_text(content + "\n")
    monkeypatch.setenv(f"ARBITER_{name}_FILE", str(tmp_path / "value"))
    with pytest.raises(ValueError) as refused:
        make_app()
    message = "".join(__import__("traceback").format_exception(refused.value))
    assert f"ARBITER_{name}_FILE {tmp_path / 'value'}" in message
    assert "s3cret" not in message


@pytest.mark.parametrize("content", [
    "s3cret-verdict-material",  # read as a list of key files: the "path" was the content
    "-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIs3cretNOTAKEYs3cret\n-----END PRIVATE KEY-----",
    '{"kty": "OKP", "crv": "Ed25519", "d": "s3cret", "x": "s3cret-x"}',
    "s3cret-a,s3cret-b",
])
def test_verdict_keys_from_a_file_never_echo_the_file(
        make_app: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, content: str) -> None:
    (tmp_path / "keys").write_text(content + "\n")
    monkeypatch.setenv("ARBITER_VERDICT_KEYS_FILE", str(tmp_path / "keys"))
    with pytest.raises(ValueError) as refused:
        make_app()
    message = "".join(__import__("traceback").format_exception(refused.value))
    assert "s3cret" not in message


def test_signing_keys_from_a_file_never_echo_the_file(
        make_app: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "keys").write_text("kid-s3cret-without-a-colon\n")
    monkeypatch.setenv("ARBITER_SIGNING_KEYS_FILE", str(tmp_path / "keys"))
    monkeypatch.setenv("ARBITER_SIGNING_KEY_ID", "kid-s3cret-without-a-colon")
    with pytest.raises(ValueError) as refused:
        make_app()
    assert "s3cret" not in "".join(__import__("traceback").format_exception(refused.value))


def test_gunicorn_refuses_to_start_on_a_malformed_redis_url_file(tmp_path: Path) -> None:
    """The server stops at start (its workers cannot boot) instead of answering 500 on every request."""
    import subprocess
    import sys

    from conftest import free_port  # tests/service/conftest.py

    (tmp_path / "url").write_text("redis://:pw-s3cret@127.0.0.1:notaport/0\n")
    env = {k: v for k, v in __import__("os").environ.items() if not k.startswith("ARBITER_")}
    env.update(BIND=f"127.0.0.1:{free_port()}", WEB_CONCURRENCY="1", ARBITER_REDIS_URL_FILE=str(tmp_path / "url"),
               PROMETHEUS_MULTIPROC_DIR=str(tmp_path / "metrics"))
    done = subprocess.run([sys.executable, "-m", "gunicorn", "-c", str(Path(__file__).resolve().parents[2] / "gunicorn.conf.py"),
                           "service:create_app()"], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "ARBITER_REDIS_URL is not a Redis URL" in done.stderr
    assert "s3cret" not in done.stderr + done.stdout


# ------------------------------------------------------------------ issue 34.10: schemathesis's configuration


def test_schemathesis_accepts_the_documented_overloaded_answer_and_loads_the_hooks() -> None:
    """``503 overloaded`` (heavy requests at capacity) is documented, so a run with workers that meets
    it is no failure; the hooks give the position-taking operations rule-valid bodies."""
    import tomllib

    root = Path(__file__).resolve().parents[2]
    settings = tomllib.loads((root / "schemathesis.toml").read_text())
    assert "503" in settings["checks"]["positive_data_acceptance"]["expected-statuses"]
    assert (root / settings["hooks"]).is_file()


def test_the_schemathesis_hooks_make_rule_valid_bodies(make_app: Any) -> None:
    import sys
    from types import SimpleNamespace

    from schemathesis.generation import GenerationMode

    sys.path.insert(0, str(Path(__file__).parent))
    import schemathesis_hooks as hooks  # tests/service/schemathesis_hooks.py

    client = make_app().test_client()
    for label in sorted(hooks.OPERATIONS):
        method, path = label.split()
        statuses = []
        for i in range(12):
            case = SimpleNamespace(operation=SimpleNamespace(method=method.lower(), path=path), body={"variant": i},
                                   meta=SimpleNamespace(generation=SimpleNamespace(mode=GenerationMode.POSITIVE)))
            fixed = hooks.map_case(None, case)
            if fixed.body != {"variant": i}:
                statuses.append(client.post(path, json=fixed.body).status_code)
        assert statuses and all(s == 200 for s in statuses), (label, statuses)
        negative = SimpleNamespace(operation=SimpleNamespace(method=method.lower(), path=path), body={"variant": 1},
                                   meta=SimpleNamespace(generation=SimpleNamespace(mode=GenerationMode.NEGATIVE)))
        assert hooks.map_case(None, negative).body == {"variant": 1}  # a negative case stays negative
