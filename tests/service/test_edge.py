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

from service.worker import Refused, RequestReader

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
        sock.sendall(head + body)  # the loop holds it until the end, which never comes
        started = time.monotonic()
        response = read_response(sock, READ_TIMEOUT + 3)
        assert time.monotonic() - started <= READ_TIMEOUT + 2
        assert status(response) == 408, response[:200]
        assert json.loads(response.partition(b"\r\n\r\n")[2])["status"] == 408


def test_a_request_sent_slowly_but_in_time_is_answered(edge: LiveServer) -> None:
    request = post("/v1/moves", MOVE)
    with socket.create_connection(address(edge), timeout=5) as sock:
        for start in range(0, len(request), len(request) // 5 + 1):
            sock.sendall(request[start:start + len(request) // 5 + 1])
            time.sleep(0.2)
        response = read_response(sock, 5)
    assert status(response) == 200
    assert json.loads(response.partition(b"\r\n\r\n")[2])["position"]["stores"] == [21, 12]  # docs/rules/oware.md, example O2, as in test_api


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


def frame(data: bytes, limit: int = 64 * 1024, pieces: int = 1) -> RequestReader:
    """``data`` fed to a fresh reader in ``pieces`` roughly equal parts."""
    reader = RequestReader(64 * 1024, lambda path: limit)
    step = max(1, len(data) // pieces)
    for start in range(0, len(data), step):
        reader.feed(data[start:start + step])
    return reader


@pytest.mark.parametrize("pieces", [1, 3, 1000])
@pytest.mark.parametrize(
    ("data", "complete"),
    [
        (b"GET / HTTP/1.1\r\nHost: a\r\n", False),  # half a head
        (b"GET / HTTP/1.1\r\nHost: a\r\n\r\n", True),  # no body
        (b"POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nabc", False),
        (b"POST / HTTP/1.1\r\ncontent-length: 5\r\n\r\nabcde", True),
        (b"POST / HTTP/1.1\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\n", False),  # the loop answers 100
        (b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n", False),
        (b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n", False),
        (b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n", True),
        (b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n4;ext=1\r\nWiki\r\n0\r\nTrailer: x\r\n\r\n", True),
    ],
)
def test_request_framing(data: bytes, complete: bool, pieces: int) -> None:
    assert frame(data, pieces=pieces).complete is complete


def test_a_chunked_body_reaches_gunicorn_as_one_chunk_with_its_trailers() -> None:
    reader = frame(b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n4;x=1\r\nWiki\r\n5\r\npedia\r\n0\r\nT: 1\r\n\r\nGET /next", pieces=7)
    assert reader.complete and reader.leftover == b"GET /next"
    assert reader.request_bytes() == b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n9\r\nWikipedia\r\n0\r\nT: 1\r\n\r\n"


@pytest.mark.parametrize(
    ("data", "status"),
    [
        (b"POST / HTTP/1.1\r\nContent-Length: 100000000000000000000\r\n\r\n", 413),  # 10^20
        (b"POST / HTTP/1.1\r\nContent-Length: " + b"9" * 5000 + b"\r\n\r\n", 413),  # too long even for int()
        (b"POST / HTTP/1.1\r\nContent-Length: 65537\r\n\r\n", 413),  # one over the limit
        (b"POST / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n", 400),
        (b"POST / HTTP/1.1\r\nContent-Length: x\r\n\r\n", 400),
        (b"POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", 400),
        (b"POST / HTTP/1.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
        (b"POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n", 400),
        (b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", 400),
        (b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabcXY", 400),
        (b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n10001\r\n", 413),  # a chunk over the limit
        (b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n" + b"1000\r\n" + b"x" * 4096 + b"\r\n" + b"f001\r\n", 413),
        (b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n" + b"1\r\nx\r\n" * 1025, 400),  # too many chunks
        (b"GET / HTTP/1.1\r\nX: " + b"p" * 70_000, 431),  # a head that never ends
    ],
)
def test_impossible_requests_are_refused_as_soon_as_they_are_known(data: bytes, status: int) -> None:
    with pytest.raises(Refused) as refused:
        frame(data, limit=64 * 1024, pieces=3)
    assert refused.value.status == status
    head, _, body = refused.value.response.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 %d " % status) and b"Content-Type: application/problem+json" in head
    assert json.loads(body)["status"] == status


def test_the_body_limit_is_the_routes() -> None:
    limits = {"/v1/adjudications": 2 * 1024 * 1024}
    reader = RequestReader(64 * 1024, lambda path: limits.get(path, 256 * 1024))
    reader.feed(b"POST /v1/adjudic%61tions?x=1 HTTP/1.1\r\nContent-Length: 1000000\r\n\r\n")  # as the router decodes it
    assert not reader.complete and reader.limit == 2 * 1024 * 1024
    with pytest.raises(Refused):
        RequestReader(64 * 1024, lambda path: limits.get(path, 256 * 1024)).feed(
            b"POST /v1/replay HTTP/1.1\r\nContent-Length: 1000000\r\n\r\n")


def test_one_byte_chunks_cost_linear_work() -> None:
    """Issue 24 (c): a body sent as 1-byte chunks, 6 bytes at a time, used to be re-parsed from the start on every read."""
    def examined(chunks: int) -> int:
        head = b"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
        data = head + b"1\r\nx\r\n" * chunks + b"0\r\n\r\n"
        reader = RequestReader(64 * 1024, lambda path: 1 << 30)
        for start in range(0, len(data), 6):
            reader.feed(data[start:start + 6])
        assert reader.complete and bytes(reader.body) == b"x" * chunks
        return reader.examined

    small, large = examined(10_000), examined(100_000)
    assert large <= 10 * small + 1000  # ten times the body, ten times the work (quadratic: a hundred times)
    assert large <= 2 * len(b"1\r\nx\r\n") * 100_000  # each byte examined at most about twice


def test_the_worker_class_and_read_timeout_come_from_gunicorn_conf(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import runpy
    import tempfile

    root = Path(__file__).resolve().parents[2]
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path / "metrics"))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # its drain and heavy-slot directories
    monkeypatch.delenv("GUNICORN_WORKER_CLASS", raising=False)
    monkeypatch.setenv("GUNICORN_READ_TIMEOUT", "7.5")
    cfg = runpy.run_path(str(root / "gunicorn.conf.py"))
    assert cfg["worker_class"] == "service.worker.BufferingThreadWorker"
    assert cfg["read_timeout"] == 7.5
    assert (cfg["request_buffer_bytes"], cfg["request_pool_bytes"], cfg["max_idle_connections"]) == (65536, 64 * 1024 * 1024, 0)
    monkeypatch.setenv("GUNICORN_REQUEST_POOL_BYTES", "1000000")
    monkeypatch.setenv("GUNICORN_MAX_IDLE_CONNECTIONS", "300")
    cfg = runpy.run_path(str(root / "gunicorn.conf.py"))
    assert (cfg["request_pool_bytes"], cfg["max_idle_connections"]) == (1_000_000, 300)


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


def test_a_head_larger_than_the_buffer_is_refused_at_once(edge: LiveServer) -> None:
    fields = b"".join(b"X-Padding-%d: %s\r\n" % (i, b"p" * 8000) for i in range(9))  # 72 kB > the 64 KiB head limit
    with socket.create_connection(address(edge), timeout=5) as sock:
        sock.sendall(b"GET /v1/variants HTTP/1.1\r\nHost: arbiter\r\n" + fields)  # no blank line: the head never ends
        response = read_response(sock, 1.0)  # not at the read deadline: the loop knows enough now
    assert status(response) == 431, response[:100]
    assert json.loads(response.partition(b"\r\n\r\n")[2])["code"] == "headers-too-large"
    time.sleep(0.2)
    assert "Socket error processing request" not in edge.log.read_text()  # a slow client is not a server error


# ------------------------------------------------------------------ issue 24: nothing reaches a thread before it is whole
#
# One worker with one thread: a request that reached the thread before its body did would hold the
# only thread, and the normal request after it would wait for the read deadline (3 s here).

STARVE_TIMEOUT = 3.0
NORMAL_WITHIN = 1.0  # seconds a normal request is given: a third of the read deadline
POOL = 1_100_000  # bytes of long bodies the worker holds at once (beyond 64 KiB each)


@pytest.fixture(scope="module")
def one_thread(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    spec = importlib.util.spec_from_file_location("service_tests_conftest", Path(__file__).with_name("conftest.py"))
    assert spec is not None and spec.loader is not None
    helpers = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(helpers)
    server = helpers.start_gunicorn(
        tmp_path_factory.mktemp("one-thread"), WEB_CONCURRENCY="1", GUNICORN_THREADS="1",
        GUNICORN_READ_TIMEOUT=str(STARVE_TIMEOUT), GUNICORN_WORKER_CONNECTIONS="12", GUNICORN_MAX_IDLE_CONNECTIONS="8",
        GUNICORN_REQUEST_POOL_BYTES=str(POOL),
    )
    try:
        yield server
    finally:
        helpers.stop_gunicorn(server)


def read_head(sock: socket.socket, timeout: float) -> bytes:
    """Bytes up to the end of the first response head (an interim 100 Continue has no body)."""
    deadline = time.monotonic() + timeout
    data = b""
    while b"\r\n\r\n" not in data and time.monotonic() < deadline:
        sock.settimeout(max(0.01, deadline - time.monotonic()))
        try:
            chunk = sock.recv(1)
        except TimeoutError:
            break
        if not chunk:
            break
        data += chunk
    return data


def normal_move(server: LiveServer) -> bytes:
    return exchange(server, post("/v1/moves", MOVE), timeout=NORMAL_WITHIN)


def assert_normal_move_answered(server: LiveServer) -> None:
    response = normal_move(server)
    assert status(response) == 200, response[:200]
    assert json.loads(response.partition(b"\r\n\r\n")[2])["position"]["stores"] == [21, 12]  # as in test_api


def test_expect_100_continue_is_answered_by_the_loop_and_holds_no_thread(one_thread: LiveServer) -> None:
    """Issue 24 (a): clients that ask for 100 Continue and then send nothing."""
    head = post("/v1/moves", MOVE).split(b"\r\n\r\n")[0] + b"\r\nExpect: 100-continue\r\n\r\n"
    waiting = [socket.create_connection(address(one_thread), timeout=5) for _ in range(4)]
    try:
        for sock in waiting:
            sock.sendall(head)
        for sock in waiting:  # each one gets its 100 Continue, though only one thread exists
            assert read_head(sock, NORMAL_WITHIN) == b"HTTP/1.1 100 Continue\r\n\r\n"
        assert_normal_move_answered(one_thread)
        waiting[0].sendall(MOVE)  # the body, late but in time: one answer, no second 100 Continue
        answer = read_response(waiting[0], 5)
        assert status(answer) == 200 and b"100 Continue" not in answer
    finally:
        for sock in waiting:
            sock.close()


def test_a_stalled_body_past_64_kib_holds_no_thread(one_thread: LiveServer) -> None:
    """Issue 24 (b): 70 kB of a 200 kB body, then nothing (the loop used to hand it over at 64 KiB)."""
    request = post("/v1/replay", b"[" + b" " * 199_998 + b"]")
    stalled = [socket.create_connection(address(one_thread), timeout=5) for _ in range(2)]
    try:
        for sock in stalled:
            sock.sendall(request[:len(request) - 130_000])
        time.sleep(0.3)
        assert_normal_move_answered(one_thread)
        response = read_response(stalled[0], STARVE_TIMEOUT + 3)
        assert status(response) == 408 and json.loads(response.partition(b"\r\n\r\n")[2])["code"] == "request-timeout"
    finally:
        for sock in stalled:
            sock.close()


def one_byte_chunks(body: bytes) -> bytes:
    return (
        b"POST /v1/moves HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\nConnection: close\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n" + b"".join(b"1\r\n%c\r\n" % byte for byte in body) + b"0\r\n\r\n"
    )


def test_a_body_in_one_byte_chunks_is_answered(one_thread: LiveServer) -> None:
    """Issue 24 (c): the loop decodes the chunks as they come; gunicorn gets the body as one chunk."""
    response = exchange(one_thread, one_byte_chunks(MOVE))
    assert status(response) == 200, response[:200]
    assert json.loads(response.partition(b"\r\n\r\n")[2])["position"]["stores"] == [21, 12]


def test_a_body_in_too_many_chunks_is_refused_when_it_passes_the_count(one_thread: LiveServer) -> None:
    """A 256 KiB body may come in at most 4,096 chunks (one per 64 bytes of the limit): 1-byte chunks
    made it 1.5 MB of framing to parse."""
    request = one_byte_chunks(b" " * 5000)
    with socket.create_connection(address(one_thread), timeout=5) as sock:
        cut = request.index(b"\r\n\r\n") + 4 + 6 * 4097  # the head and 4,097 one-byte chunks, no end
        sock.sendall(request[:cut])
        response = read_response(sock, NORMAL_WITHIN)
    assert status(response) == 400, response[:200]
    assert json.loads(response.partition(b"\r\n\r\n")[2])["detail"] == (
        "a chunked body may have at most 4096 chunks (one per 64 bytes of the body limit)")
    assert_normal_move_answered(one_thread)


def test_a_chunked_body_over_the_limit_is_413_when_it_passes_the_limit(one_thread: LiveServer) -> None:
    head = (b"POST /v1/replay HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\n\r\n")
    with socket.create_connection(address(one_thread), timeout=5) as sock:
        sock.sendall(head + b"%x\r\n" % (LIMIT // 2) + b" " * (LIMIT // 2) + b"\r\n%x\r\n" % (LIMIT // 2 + 1))  # no end
        response = read_response(sock, NORMAL_WITHIN)
    assert status(response) == 413 and json.loads(response.partition(b"\r\n\r\n")[2])["code"] == "payload-too-large"


@pytest.mark.parametrize(
    ("length", "expect", "answer"),
    [
        (b"100000000000000000000", False, 413),  # 10^20
        (b"100000000000000000000", True, 413),  # refused instead of 100 Continue
        (str(LIMIT + 1).encode(), True, 413),
        (b"12x", False, 400),
        (b"-5", False, 400),
    ],
)
def test_impossible_lengths_are_refused_at_once(one_thread: LiveServer, length: bytes, expect: bool, answer: int) -> None:
    """Issue 24 (d): a Content-Length of 10^20 was held until the 408."""
    head = (
        b"POST /v1/replay HTTP/1.1\r\nHost: arbiter\r\nContent-Type: application/json\r\nContent-Length: " + length
        + (b"\r\nExpect: 100-continue" if expect else b"") + b"\r\n\r\n"
    )
    with socket.create_connection(address(one_thread), timeout=5) as sock:
        sock.sendall(head)
        response = read_response(sock, NORMAL_WITHIN)
    head_part, _, body = response.partition(b"\r\n\r\n")
    assert status(response) == answer, response[:200]
    assert b"Content-Type: application/problem+json" in head_part
    assert json.loads(body)["code"] == {413: "payload-too-large", 400: "bad-request"}[answer]


def test_a_batch_may_be_longer_than_other_bodies(one_thread: LiveServer) -> None:
    """The loop's limit is the route's: /v1/adjudications takes ARBITER_ADJUDICATIONS_MAX_BYTES (2 MiB)."""
    head = b"POST /v1/adjudications HTTP/1.1\r\nHost: a\r\nContent-Length: 1000000\r\nExpect: 100-continue\r\n\r\n"
    with socket.create_connection(address(one_thread), timeout=5) as sock:
        sock.sendall(head)
        assert read_head(sock, NORMAL_WITHIN) == b"HTTP/1.1 100 Continue\r\n\r\n"


def test_long_bodies_share_a_bounded_pool(one_thread: LiveServer) -> None:
    """Bodies are held whole; past 64 KiB each they draw on the worker's pool, and one that does not fit is 503 at once."""
    def head(path: bytes, length: int) -> bytes:
        return b"POST " + path + b" HTTP/1.1\r\nHost: a\r\nContent-Length: %d\r\nExpect: 100-continue\r\n\r\n" % length

    first = socket.create_connection(address(one_thread), timeout=5)
    try:
        first.sendall(head(b"/v1/adjudications", 1_000_000))  # about 936 kB of the pool
        assert read_head(first, NORMAL_WITHIN) == b"HTTP/1.1 100 Continue\r\n\r\n"
        with socket.create_connection(address(one_thread), timeout=5) as second:
            second.sendall(head(b"/v1/replay", 250_000))  # about 186 kB more: over the pool
            response = read_response(second, NORMAL_WITHIN)
        assert status(response) == 503 and b"\r\nRetry-After: 1\r\n" in response
        assert json.loads(response.partition(b"\r\n\r\n")[2])["code"] == "server-busy"
    finally:
        first.close()
    time.sleep(0.3)  # the first went away: its share is back
    with socket.create_connection(address(one_thread), timeout=5) as third:
        third.sendall(head(b"/v1/replay", 250_000))
        assert read_head(third, NORMAL_WITHIN) == b"HTTP/1.1 100 Continue\r\n\r\n"


def keep_alive_get(sock: socket.socket) -> bytes:
    sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: arbiter\r\n\r\n")
    return read_response(sock, 5)


def test_idle_connections_are_capped_and_a_new_client_is_served(one_thread: LiveServer) -> None:
    """Issue 24 (e): idle kept-alive connections filled the worker and new clients waited in the backlog.

    Here the worker takes 12 connections and keeps at most 8 idle ones.
    """
    idle = [socket.create_connection(address(one_thread), timeout=5) for _ in range(10)]
    silent: list[socket.socket] = []
    try:
        for sock in idle:
            assert status(keep_alive_get(sock)) == 200
        time.sleep(0.3)
        for sock in idle[:2]:  # past the cap of 8, the two oldest idle ones were closed
            sock.settimeout(2)
            assert sock.recv(10) == b""
        silent = [socket.create_connection(address(one_thread), timeout=5) for _ in range(4)]  # 8 + 4: full
        time.sleep(0.3)
        assert_normal_move_answered(one_thread)  # the oldest idle connection made room for it
        idle[2].settimeout(2)
        assert idle[2].recv(10) == b""
        assert status(keep_alive_get(idle[-1])) == 200  # the newest idle connection is still served
    finally:
        for sock in idle + silent:
            sock.close()
