"""The HTTP edge under a real gunicorn (gunicorn.conf.py): slow clients, read deadlines, chunked bodies.

Raw sockets, because an HTTP client library would not send half a request, stall in a body, or
frame an over-long body in chunks. The read timeout is set to 2 s here (10 s by default).
"""

from __future__ import annotations

import importlib.util
import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from svc_positions import CHAIN

from service.worker import _chunked_body_complete, request_ready

READ_TIMEOUT = 2.0
LIMIT = 256 * 1024  # ARBITER_MAX_CONTENT_LENGTH's default
LiveServer = Any  # tests/service/conftest.py's LiveServer: base_url, process, log
HALF_HEAD = b"POST /v1/moves HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\n"


@pytest.fixture(scope="module")
def edge(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    # this directory's conftest.py by path: "conftest" may name another directory's in a mixed run
    spec = importlib.util.spec_from_file_location("service_tests_conftest", Path(__file__).with_name("conftest.py"))
    assert spec is not None and spec.loader is not None
    helpers = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(helpers)
    start_gunicorn, stop_gunicorn = helpers.start_gunicorn, helpers.stop_gunicorn
    server = start_gunicorn(tmp_path_factory.mktemp("edge"), GUNICORN_READ_TIMEOUT=str(READ_TIMEOUT))
    try:
        yield server
    finally:
        stop_gunicorn(server)


def address(server: LiveServer) -> tuple[str, int]:
    host, port = server.base_url.removeprefix("http://").split(":")
    return host, int(port)


def read_response(sock: socket.socket, timeout: float) -> bytes:
    """One whole response (by Content-Length), or what came before the server closed / time ran out."""
    deadline = time.monotonic() + timeout
    data = b""
    while True:
        head, sep, body = data.partition(b"\r\n\r\n")
        if sep:
            length = next((int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length:")), None)
            if length is not None and len(body) >= length:
                return data
        left = deadline - time.monotonic()
        if left <= 0:
            return data
        sock.settimeout(left)
        try:
            chunk = sock.recv(65536)
        except TimeoutError:
            return data
        if not chunk:
            return data
        data += chunk


def exchange(server: LiveServer, request: bytes, timeout: float = 5.0) -> bytes:
    with socket.create_connection(address(server), timeout=timeout) as sock:
        sock.sendall(request)
        return read_response(sock, timeout)


def post(path: str, body: bytes, *, keep_alive: bool = False) -> bytes:
    connection = b"keep-alive" if keep_alive else b"close"
    return (
        b"POST " + path.encode() + b" HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\n"
        b"Connection: " + connection + b"\r\nContent-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body
    )


MOVE = json.dumps({"variant": "oware", "position": CHAIN, "move": {"pit": 5}}).encode()


def status(response: bytes) -> int:
    return int(response.split(b" ", 2)[1]) if response.startswith(b"HTTP/1.1 ") else 0


# ------------------------------------------------------------------ slow clients


def test_200_half_open_connections_do_not_delay_normal_requests_and_are_closed(edge: LiveServer) -> None:
    slow = []
    try:
        for _ in range(200):
            sock = socket.create_connection(address(edge), timeout=5)
            sock.sendall(HALF_HEAD)  # half the headers, then nothing
            slow.append(sock)
        time.sleep(0.3)  # they are all accepted, and (with gthread) hold every thread
        for _ in range(10):
            started = time.monotonic()
            response = exchange(edge, post("/v1/moves", MOVE), timeout=1.0)
            assert status(response) == 200, response[:200]
            assert time.monotonic() - started < 1.0
            assert exchange(edge, b"GET /v1/variants/kalah HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n", 1.0).startswith(b"HTTP/1.1 200")
        # past the read deadline every slow connection is answered 408 and closed
        answers = [read_response(sock, READ_TIMEOUT + 3) for sock in slow]
        assert all(status(a) == 408 for a in answers), {a[:40] for a in answers}
        assert json.loads(answers[0].partition(b"\r\n\r\n")[2])["code"] == "request-timeout"
        for sock in slow[:20]:
            sock.settimeout(1)
            assert sock.recv(10) == b""  # closed by the server
    finally:
        for sock in slow:
            sock.close()


def test_a_client_that_stalls_in_its_body_gets_408(edge: LiveServer) -> None:
    with socket.create_connection(address(edge), timeout=5) as sock:
        sock.sendall(post("/v1/moves", MOVE)[:-20])  # all but the last 20 bytes of the body
        started = time.monotonic()
        response = read_response(sock, READ_TIMEOUT + 3)
        assert status(response) == 408
        assert READ_TIMEOUT - 0.5 <= time.monotonic() - started <= READ_TIMEOUT + 2


def test_a_body_larger_than_the_buffer_that_stalls_still_ends_at_the_deadline(edge: LiveServer) -> None:
    body = b'{"variant": "kalah", "moves": [' + b'{"pit": 2}, ' * 10_000  # 120 kB, more than the 64 KiB held in the loop
    with socket.create_connection(address(edge), timeout=5) as sock:
        head = post("/v1/replay", body + b"{}]}").split(b"\r\n\r\n")[0] + b"\r\n\r\n"
        sock.sendall(head + body)  # the thread gets it, reads past the buffer, and waits for the end
        started = time.monotonic()
        response = read_response(sock, READ_TIMEOUT + 3)
        assert time.monotonic() - started <= READ_TIMEOUT + 2
        assert status(response) == 408, response[:200]  # from the app: its body read timed out
        assert json.loads(response.partition(b"\r\n\r\n")[2])["status"] == 408


def test_a_request_sent_slowly_but_in_time_is_answered(edge: LiveServer) -> None:
    request = post("/v1/moves", MOVE)
    with socket.create_connection(address(edge), timeout=5) as sock:
        for start in range(0, len(request), len(request) // 5 + 1):
            sock.sendall(request[start:start + len(request) // 5 + 1])
            time.sleep(0.2)
        response = read_response(sock, 5)
    assert status(response) == 200
    assert json.loads(response.partition(b"\r\n\r\n")[2])["position"]["stores"] == [21, 12]  # RULES.md O2, as in test_api


def test_keep_alive_serves_several_requests_and_a_stalled_next_request_gets_408(edge: LiveServer) -> None:
    with socket.create_connection(address(edge), timeout=5) as sock:
        for _ in range(3):
            sock.sendall(post("/v1/moves", MOVE, keep_alive=True))
            assert status(read_response(sock, 5)) == 200
        sock.sendall(HALF_HEAD)
        assert status(read_response(sock, READ_TIMEOUT + 3)) == 408


def test_expect_100_continue_is_not_held_back(edge: LiveServer) -> None:
    head = post("/v1/moves", MOVE).split(b"\r\n\r\n")[0] + b"\r\nExpect: 100-continue\r\n\r\n"
    with socket.create_connection(address(edge), timeout=5) as sock:
        sock.sendall(head)
        interim = read_response(sock, 1.0)
        assert interim.startswith(b"HTTP/1.1 100"), interim
        sock.sendall(MOVE)
        final = read_response(sock, 5)
        if final.startswith(b"HTTP/1.1 100"):  # both in one read: skip the interim answer
            final = final.split(b"\r\n\r\n", 1)[1]
    assert status(final) == 200


# ------------------------------------------------------------------ chunked bodies over the limit


def chunked(body: bytes, size: int = 8192) -> bytes:
    out = b"".join(b"%x\r\n%s\r\n" % (len(body[i:i + size]), body[i:i + size]) for i in range(0, len(body), size))
    return (
        b"POST /v1/replay HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\n"
        b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + out + b"0\r\n\r\n"
    )


def padded_replay(size: int) -> bytes:
    """A valid replay body of exactly ``size`` bytes (whitespace pads it)."""
    body = json.dumps({"variant": "kalah", "moves": [{"pit": 2}]}).encode()
    return body[:-1] + b" " * (size - len(body)) + b"}"


def test_a_chunked_body_of_exactly_the_limit_is_accepted(edge: LiveServer) -> None:
    assert status(exchange(edge, chunked(padded_replay(LIMIT)))) == 200


def test_a_chunked_body_over_the_limit_is_413_not_truncated(edge: LiveServer) -> None:
    response = exchange(edge, chunked(padded_replay(LIMIT) + b"junk"))
    assert status(response) == 413, response[:300]
    assert json.loads(response.partition(b"\r\n\r\n")[2])["code"] == "payload-too-large"
    # with Content-Length the same body was always 413
    assert status(exchange(edge, post("/v1/replay", padded_replay(LIMIT) + b"junk"))) == 413


def test_a_chunked_body_over_the_limit_is_413_in_process(client: Any) -> None:
    import io

    def send(body: bytes) -> Any:
        return client.post(
            "/v1/replay", input_stream=io.BytesIO(body), headers={"Transfer-Encoding": "chunked", "Content-Type": "application/json"},
            environ_overrides={"wsgi.input_terminated": True},  # what gunicorn sets for chunked bodies
        )

    assert send(padded_replay(LIMIT)).status_code == 200
    r = send(padded_replay(LIMIT) + b"junk")
    assert r.status_code == 413 and r.get_json()["code"] == "payload-too-large"
    assert send(padded_replay(LIMIT) + b" ").status_code == 413  # even whitespace: the limit is the limit


# ------------------------------------------------------------------ when the event loop hands a request over


@pytest.mark.parametrize(
    ("data", "ready"),
    [
        (b"GET / HTTP/1.1\r\nHost: a\r\n", False),  # half a head
        (b"GET / HTTP/1.1\r\nHost: a\r\n\r\n", True),  # no body
        (b"POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nabc", False),
        (b"POST / HTTP/1.1\r\ncontent-length: 5\r\n\r\nabcde", True),
        (b"POST / HTTP/1.1\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\n", True),  # the client waits for us
        (b"POST / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n", True),  # malformed: gunicorn says 400
        (b"POST / HTTP/1.1\r\nContent-Length: x\r\n\r\n", True),
        (b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n", False),
        (b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n", True),
    ],
)
def test_request_ready(data: bytes, ready: bool) -> None:
    assert request_ready(data, 64 * 1024) is ready


def test_a_request_is_handed_over_when_the_buffer_is_full() -> None:
    assert request_ready(b"POST / HTTP/1.1\r\nContent-Length: 100\r\n\r\n" + b"x" * 10, 40)
    assert not request_ready(b"GET / HTTP/1.1\r\nHost: a", 40)


@pytest.mark.parametrize(
    ("body", "complete"),
    [
        (b"", False),
        (b"4\r\nWiki\r\n5\r\npedia\r\n", False),
        (b"4\r\nWiki\r\n5\r\npedia\r\n0\r\n", False),
        (b"4\r\nWiki\r\n5\r\npedia\r\n0\r\n\r\n", True),
        (b"4;ext=1\r\nWiki\r\n0\r\nTrailer: x\r\n\r\n", True),  # extensions and trailers
        (b"4\r\nWi", False),
        (b"zz\r\n", True),  # malformed: gunicorn refuses it
    ],
)
def test_chunked_framing(body: bytes, complete: bool) -> None:
    assert _chunked_body_complete(body) is complete


def test_the_worker_class_and_read_timeout_come_from_gunicorn_conf(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import runpy

    root = Path(__file__).resolve().parents[2]
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path / "metrics"))
    monkeypatch.delenv("GUNICORN_WORKER_CLASS", raising=False)
    monkeypatch.setenv("GUNICORN_READ_TIMEOUT", "7.5")
    cfg = runpy.run_path(str(root / "gunicorn.conf.py"))
    assert cfg["worker_class"] == "service.worker.BufferingThreadWorker"
    assert cfg["read_timeout"] == 7.5


def test_pipelined_requests_are_all_answered(edge: LiveServer) -> None:
    with socket.create_connection(address(edge), timeout=5) as sock:
        sock.sendall(post("/v1/moves", MOVE, keep_alive=True) * 2 + post("/v1/moves", MOVE))
        data = b""
        deadline = time.monotonic() + 5
        while data.count(b"HTTP/1.1 200") < 3 and time.monotonic() < deadline:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    assert data.count(b"HTTP/1.1 200") == 3


def test_a_head_larger_than_the_buffer_that_stalls_is_closed_at_the_deadline_quietly(edge: LiveServer) -> None:
    fields = b"".join(b"X-Padding-%d: %s\r\n" % (i, b"p" * 8000) for i in range(9))  # 72 kB > the 64 KiB buffer
    with socket.create_connection(address(edge), timeout=5) as sock:
        sock.sendall(b"GET /v1/variants HTTP/1.1\r\nHost: arbiter\r\n" + fields)  # no blank line: the head never ends
        started = time.monotonic()
        sock.settimeout(READ_TIMEOUT + 3)
        assert sock.recv(100) == b""  # closed by the thread that was reading it
        assert time.monotonic() - started <= READ_TIMEOUT + 2
    time.sleep(0.2)
    assert "Socket error processing request" not in edge.log.read_text()  # a slow client is not a server error
