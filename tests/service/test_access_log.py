"""The access line (``service.logs.access``): written straight to plain JSON streams, it is the same
line the structlog chain writes, and any other logging set-up still gets the ordinary path."""

from __future__ import annotations

import io
import json
import logging
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from service import create_app, logs

BODY = (Path(__file__).resolve().parents[2] / "bench" / "data" / "move.json").read_bytes()


@pytest.fixture()
def stream() -> Iterator[io.StringIO]:
    """The access logger writing through one plain stream handler with the JSON formatter (as
    gunicorn's logconfig_dict sets up the root) into a buffer, not propagating (so pytest's own
    capture handlers stay out of it)."""
    app = create_app()
    buffer = io.StringIO()
    config = logs.formatter_config()
    factory = config.pop("()")
    handler = logging.StreamHandler(buffer)
    handler.setFormatter(factory(**config))
    logger = logging.getLogger("service.access")
    saved = logger.handlers[:]  # pytest's capture handlers, when it put some here
    logger.handlers[:] = [handler]
    logger.propagate = False
    stream.client = app.test_client()  # type: ignore[attr-defined]
    try:
        yield buffer
    finally:
        logger.handlers[:] = saved
        logger.propagate = True
        logger.setLevel(logging.NOTSET)


def access_lines(buffer: io.StringIO) -> list[str]:
    return [line for line in buffer.getvalue().splitlines() if '"logger":"service.access"' in line]


def normalised(line: str) -> str:
    line = re.sub(r'"timestamp":"[^"]*"', '"timestamp":"T"', line)
    return re.sub(r'"duration_ms":[0-9.e-]+', '"duration_ms":0', line)


def plain_only() -> None:
    """Drop the capture handlers pytest adds for the test's call phase: only the plain stream stays."""
    logger = logging.getLogger("service.access")
    logger.handlers[:] = [h for h in logger.handlers if type(h) is logging.StreamHandler]


def post(body: bytes = BODY, request_id: str = "acc-1") -> Any:
    return stream.client.post("/v1/moves", data=body, content_type="application/json",  # type: ignore[attr-defined]
                              headers={"X-Request-ID": request_id})


class NoStructlog:
    def info(self, *args: Any, **kwargs: Any) -> None:
        raise AssertionError("the access line took the structlog path")


def test_the_direct_line_is_the_structlog_line(stream: io.StringIO, monkeypatch: pytest.MonkeyPatch) -> None:
    plain_only()
    with monkeypatch.context() as patch:
        patch.setattr(logs, "_access_struct", NoStructlog())
        assert post().status_code == 200
        assert post(b"{", "acc-2").status_code == 400
    direct = access_lines(stream)
    for handler in logging.getLogger("service.access").handlers:
        handler.addFilter(lambda record: True)  # a filter: the ordinary structlog path
    stream.seek(0)
    stream.truncate()
    assert post().status_code == 200
    assert post(b"{", "acc-2").status_code == 400
    chained = access_lines(stream)
    assert len(direct) == len(chained) == 2
    assert [normalised(line) for line in direct] == [normalised(line) for line in chained]
    first = json.loads(direct[0])
    assert first | {"timestamp": "T", "duration_ms": 0} == {
        "event": "request", "level": "info", "logger": "service.access", "method": "POST", "path": "/v1/moves",
        "request_id": "acc-1", "route": "/v1/moves", "status": 200, "variant": "oware",
        "timestamp": "T", "duration_ms": 0}
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z", first["timestamp"])
    assert json.loads(direct[1])["status"] == 400 and json.loads(direct[1])["variant"] is None


def test_a_level_above_info_silences_the_access_line(stream: io.StringIO) -> None:
    plain_only()
    logging.getLogger("service.access").setLevel(logging.WARNING)
    assert post().status_code == 200
    logging.getLogger("service.access").setLevel(logging.NOTSET)
    assert access_lines(stream) == []
    assert post().status_code == 200
    assert len(access_lines(stream)) == 1


def test_generated_request_ids_are_uuid4_hex() -> None:
    import uuid

    from service import new_request_id

    ids = {new_request_id() for _ in range(500)}
    assert len(ids) == 500
    for value in ids:
        parsed = uuid.UUID(hex=value)
        assert parsed.hex == value and parsed.version == 4 and parsed.variant == uuid.RFC_4122


def test_a_response_carries_the_generated_request_id_of_its_access_line(stream: io.StringIO) -> None:
    plain_only()
    response = post(request_id="")  # no usable X-Request-ID: the service draws one
    assert response.status_code == 200
    (line,) = access_lines(stream)
    assert json.loads(line)["request_id"] == response.headers["X-Request-ID"]
    assert re.fullmatch(r"[0-9a-f]{32}", response.headers["X-Request-ID"])
