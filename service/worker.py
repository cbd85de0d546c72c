"""A gunicorn worker class: gthread whose event loop reads each whole request before a thread gets it.

gunicorn's ``gthread`` worker hands a connection to a thread as soon as its first byte arrives;
the thread then blocks, with no time limit, until the client has sent the rest of its headers
and body. Eight clients that send half their headers hold all 2 x 4 threads, every other request
waits, and the slow connections are never closed (gunicorn's ``timeout`` only watches the
worker's heartbeat, which the event loop keeps beating). gunicorn 27 has no header or body read
timeout setting.

:class:`BufferingThreadWorker` keeps gthread (threads for the CPU-bound requests, keep-alive,
graceful shutdown) and changes only how a request reaches a thread, the way a buffering proxy
(nginx's request buffering) does. Its rule: **no thread is given a request before the whole
request, head and body, is in memory.**

* New connections, kept-alive connections that become readable, and requests pipelined behind
  an answered one stay in the event loop. A :class:`RequestReader` per connection frames the
  request as its bytes arrive, looking at each byte a bounded number of times (never re-parsing
  from the start): the head (at most ``buffer_bytes``, else 431), then the body by
  ``Content-Length`` or chunked framing. A chunked body is decoded as it comes, so only the
  decoded body is held, and it reaches gunicorn's parser as one chunk (plus the trailers), so
  the thread's parsing is linear too. The complete request is handed to gunicorn's own parser.
* Lengths are checked against the route's body limit (``service.config.body_limit``: the app's
  ``MAX_CONTENT_LENGTH``, ``ADJUDICATIONS_MAX_BYTES`` for ``/v1/adjudications``) as soon as they
  are known: a ``Content-Length`` over the limit (``10^20`` included) is answered 413 at once, a
  malformed one 400, and a chunked body 413 the moment its decoded size passes the limit, or 400
  past one chunk per ``CHUNK_BYTES`` (64) of the limit (framing a chunk costs a hundred times
  copying its bytes; 1-byte chunks made a 256 KiB body 1.5 MB to parse); all as
  ``application/problem+json``. The connection is closed ``LINGER_SECONDS`` later (so the
  client reads the answer instead of a reset) and is never read again.
* ``Expect: 100-continue`` is answered by the loop (``HTTP/1.1 100 Continue`` once the head is
  in and its length acceptable, a 413 at once otherwise); the body is then read by the loop like
  any other, and gunicorn's own second ``100 Continue`` is swallowed.
* Every request must arrive within ``read_timeout`` seconds of its first byte (of the accept for
  a new connection); a connection past its deadline in the event loop is answered 408 and
  closed. Response writes get ``write_timeout`` seconds (a client that never reads its answer).
* Memory: each connection may hold ``buffer_bytes`` (64 KiB); bytes beyond that (long bodies:
  a replay up to 256 KiB, a batch up to 2 MiB) come from a per-worker pool of ``pool_bytes``
  (64 MiB), reserved when a ``Content-Length`` is read; a request the pool cannot hold is
  answered 503 with ``Retry-After`` at once. So a worker holds at most
  ``worker_connections x buffer_bytes + pool_bytes`` of unread requests.
* Idle connections are capped and reaped: at most ``max_idle`` kept-alive connections wait
  per worker (the oldest is closed past it), and when the worker is full (``worker_connections``)
  a new connection closes the oldest idle one (refused and lingering, kept-alive, or accepted and
  silent for ``SILENT_GRACE``) instead of waiting in the listen backlog: a new client is served.

Hand-written rather than a library: gunicorn offers no hook between "bytes arrived" and "a thread
parses them", and h11 (a sans-I/O parser) would parse each request a second time and still need
this loop; the reader only frames (lengths, chunk sizes), gunicorn's parser stays the one that
interprets the request.

Alternatives measured (see docs/deploy.md, "Slow clients"): gevent has no read timeout either and
runs a CPU-bound request without preemption, so one 2-second replay stalls every other connection
of its worker; a socket timeout alone still lets 200 slow connections queue ahead of normal
requests for ``200 / threads x timeout`` seconds; a buffering proxy (ingress-nginx) does the same
as this worker and is the first line in Kubernetes, but the service must not depend on it.
"""

from __future__ import annotations

import errno
import os
import re
import selectors
import socket
import time
from collections import deque
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any
from urllib.parse import unquote_to_bytes

from gunicorn.workers.gthread import TConn, ThreadWorker  # type: ignore[import-untyped]

from . import config


def _problem(status: int, reason: str, code: str, detail: str, extra_headers: bytes = b"") -> bytes:
    body = (
        b'{"type":"about:blank","title":"%s","status":%d,"code":"%s","detail":"%s"}'
        % (reason.encode(), status, code.encode(), detail.encode())
    )
    return (
        b"HTTP/1.1 %d %s\r\nContent-Type: application/problem+json\r\nConnection: close\r\n" % (status, reason.encode())
        + extra_headers
        + b"Content-Length: %d\r\n\r\n" % len(body)
        + body
    )


#: the answer given to a client whose request did not arrive in time
TIMEOUT_RESPONSE = _problem(408, "Request Timeout", "request-timeout", "the request did not arrive in time")
CONTINUE_RESPONSE = b"HTTP/1.1 100 Continue\r\n\r\n"

RECV_BYTES = 64 * 1024
#: the longest chunk-size line (size and extensions) read before the body is refused
MAX_CHUNK_LINE = 1024
#: a chunked body may have one chunk per CHUNK_BYTES of its body limit (at least MIN_CHUNKS): the
#: framing of a chunk costs a hundred times its bytes' copying, and 1-byte chunks made a 256 KiB body
#: 1.5 MB of framing to parse
CHUNK_BYTES = 64
MIN_CHUNKS = 1024
#: seconds a refused connection stays open after its answer (unread), so the client can read it
LINGER_SECONDS = 2.0
#: the least head limit (``buffer_bytes``): gunicorn's own longest request line and header field fit
MIN_HEAD_BYTES = 16 * 1024
#: seconds an accepted connection that has sent nothing is safe from being closed for a new one
SILENT_GRACE = 1.0
#: a chunk-size line: the size in hex, optional extensions (ignored, as gunicorn does), CRLF
_CHUNK_SIZE_LINE = re.compile(rb"([0-9A-Fa-f]{1,64})[ \t]*(?:;[^\r\n]*)?\r\n")


class Refused(Exception):
    """A request the event loop answers itself, at once, without a thread."""

    def __init__(self, status: int, reason: str, code: str, detail: str, extra_headers: bytes = b"") -> None:
        super().__init__(detail)
        self.response = _problem(status, reason, code, detail, extra_headers)
        self.status = status


def _too_large(limit: int) -> Refused:
    return Refused(413, "Content Too Large", "payload-too-large", f"the request body is larger than {limit} bytes")


def _bad_framing(detail: str) -> Refused:
    return Refused(400, "Bad Request", "bad-request", detail)


def request_path(target: bytes) -> str:
    """The path of a request target (origin or absolute form), percent-decoded as the router sees it."""
    if b"://" in target[:16]:
        target = b"/" + target.split(b"://", 1)[1].partition(b"/")[2]
    path = target.partition(b"?")[0]
    return unquote_to_bytes(path).decode("latin-1")


class RequestReader:
    """Incremental framing of one HTTP/1.x request, fed its bytes as they arrive.

    ``feed`` raises :class:`Refused` for a request the loop answers itself; ``complete`` says the
    whole request is in. Each byte fed is examined a bounded number of times (``examined`` counts
    them: the head's end is searched only in new bytes, chunk sizes are read once, chunk data is
    copied once), so a body sent one byte a chunk costs linear work.
    """

    def __init__(self, head_limit: int, body_limit: Callable[[str], int]) -> None:
        self.head_limit = head_limit
        self.body_limit = body_limit
        self.pending = bytearray()  # bytes not framed yet
        self.head = b""
        self.body = bytearray()
        self.trailers = b"\r\n"
        self.leftover = b""  # bytes after this request (a pipelined next one)
        self.state = "head"  # head, length, size, data, data-end, trailers, done
        self.remaining = 0  # bytes still due: of the body (length) or of the current chunk (data)
        self.limit = 0
        self.declared = 0  # Content-Length, or the decoded size a chunked body has reached
        self.chunked = False
        self.chunks = 0
        self.max_chunks = MIN_CHUNKS
        self.expects_continue = False
        self.continue_due = False  # the loop should answer 100 Continue now
        self._scan = 0  # where the next search for a line end resumes in ``pending``
        self.examined = 0

    @property
    def complete(self) -> bool:
        return self.state == "done"

    @property
    def held(self) -> int:
        """Bytes this request will hold in memory once complete (as far as is known yet)."""
        if self.state == "head":
            return len(self.pending)
        if not self.chunked:
            return len(self.head) + self.declared
        return len(self.head) + len(self.body) + len(self.pending)

    def feed(self, data: bytes) -> None:
        if self.state == "done":
            self.leftover += data
            return
        self.pending += data
        while self.state != "done":
            before = self.state, len(self.pending)
            {"head": self._head, "length": self._length, "trailers": self._trailers}.get(self.state, self._chunks)()
            if (self.state, len(self.pending)) == before:
                return  # nothing more to do until more bytes arrive
        self.leftover = bytes(self.pending)
        self.pending = bytearray()

    # ---------------------------------------------------------------- framing steps

    def _find(self, needle: bytes) -> int:
        """The position of ``needle`` in ``pending``, searching only bytes not searched before."""
        start = self._scan
        at = self.pending.find(needle, start)
        self.examined += (at + len(needle) if at >= 0 else len(self.pending)) - start
        self._scan = 0 if at >= 0 else max(0, len(self.pending) - len(needle) + 1)
        return at

    def _head(self) -> None:
        while self.pending.startswith(b"\r\n"):  # empty lines before a request line are ignored (RFC 9112 2.2)
            del self.pending[:2]
            self._scan = 0
        end = self._find(b"\r\n\r\n")
        if end < 0:
            if len(self.pending) > self.head_limit:
                raise Refused(431, "Request Header Fields Too Large", "headers-too-large",
                              f"the request head is larger than {self.head_limit} bytes")
            return
        self.head = bytes(self.pending[:end + 4])
        del self.pending[:end + 4]
        self._frame(self.head)

    def _frame(self, head: bytes) -> None:
        """Decide the body's framing from the head (RFC 9112 6.3); refuse impossible lengths now."""
        lines = head[:-4].split(b"\r\n")
        parts = lines[0].split(b" ")
        if len(parts) != 3:
            self.state = "done"  # gunicorn's parser refuses the request line (400)
            return
        lengths: list[bytes] = []
        codings: list[bytes] = []
        for line in lines[1:]:
            name, _sep, value = line.partition(b":")
            name = name.strip().lower()
            if name == b"content-length":
                lengths.append(value.strip())
            elif name == b"transfer-encoding":
                codings.extend(c.strip().lower() for c in value.split(b","))
            elif name == b"expect" and value.strip().lower() == b"100-continue" and parts[2] != b"HTTP/1.0":
                self.expects_continue = True
        limit = self.limit = self.body_limit(request_path(parts[1]))
        if codings:
            if lengths:
                raise _bad_framing("a request may not carry both Content-Length and Transfer-Encoding")
            if codings[-1] != b"chunked":
                raise _bad_framing("a request body's last transfer coding must be chunked")
            self.chunked = True
            self.max_chunks = max(MIN_CHUNKS, limit // CHUNK_BYTES)
            self.state = "size"
        elif lengths:
            if len(lengths) > 1:
                raise _bad_framing("a request may carry one Content-Length")
            text = lengths[0]
            if not text.isdigit():  # ASCII digits only: no sign, no space, no list
                raise _bad_framing("Content-Length is not a number")
            if len(text.lstrip(b"0")) > len(str(limit)):
                raise _too_large(limit)
            self.declared = self.remaining = int(text)
            if self.declared > limit:
                raise _too_large(limit)
            self.state = "length" if self.declared else "done"
        else:
            self.state = "done"
        if self.state != "done" and self.expects_continue and not self.pending:
            self.continue_due = True

    def _length(self) -> None:
        take = min(self.remaining, len(self.pending))
        self.body += self.pending[:take]
        del self.pending[:take]
        self.examined += take
        self.remaining -= take
        if not self.remaining:
            self.state = "done"

    def _chunks(self) -> None:
        """Chunk sizes, data and their CRLFs, as many as ``pending`` holds, in one pass over it."""
        buf, pos, body, limit = self.pending, 0, self.body, self.limit
        state, remaining = self.state, self.remaining
        try:
            while True:
                if state == "data":
                    take = min(remaining, len(buf) - pos)
                    body += buf[pos:pos + take]
                    pos += take
                    remaining -= take
                    if remaining:
                        break
                    state = "data-end"
                if state == "data-end":
                    if len(buf) - pos < 2:
                        break
                    if buf[pos:pos + 2] != b"\r\n":
                        raise _bad_framing("a chunk's data is not followed by CRLF")
                    pos += 2
                    state = "size"
                match = _CHUNK_SIZE_LINE.match(buf, pos)
                if match is None:  # half a size line (wait for the rest), or a line that is not one
                    seen = bytes(buf[pos:pos + MAX_CHUNK_LINE + 2])
                    self.examined += len(seen)
                    if b"\n" in seen or len(seen) > MAX_CHUNK_LINE:
                        raise _bad_framing("a chunk size is not a hexadecimal number")
                    break
                self.chunks += 1
                if self.chunks > self.max_chunks:
                    raise _bad_framing(f"a chunked body may have at most {self.max_chunks} chunks "
                                       f"(one per {CHUNK_BYTES} bytes of the body limit)")
                digits = match.group(1).lstrip(b"0")
                size = int(digits or b"0", 16) if len(digits) <= 16 else limit + 1
                if len(body) + size > limit:
                    raise _too_large(limit)
                pos = match.end()
                self.declared = len(body) + size
                if not size:
                    state = "trailers"
                    break
                remaining, state = size, "data"
        finally:
            self.examined += pos
            del buf[:pos]
            self.state, self.remaining = state, remaining

    def _trailers(self) -> None:
        if self.pending.startswith(b"\r\n"):
            del self.pending[:2]
            self.state = "done"
            return
        if len(self.pending) < 2:
            return
        end = self._find(b"\r\n\r\n")
        if end < 0:
            if len(self.pending) > self.head_limit:
                raise Refused(431, "Request Header Fields Too Large", "headers-too-large",
                              f"the trailer section is larger than {self.head_limit} bytes")
            return
        self.trailers = bytes(self.pending[:end + 4])
        del self.pending[:end + 4]
        self.state = "done"

    # ---------------------------------------------------------------- what gunicorn's parser gets

    def request_bytes(self) -> bytes:
        """The complete request, framed for gunicorn: a chunked body as one chunk and its trailers."""
        if not self.chunked:
            return self.head + bytes(self.body)
        data = b"%x\r\n%s\r\n" % (len(self.body), bytes(self.body)) if self.body else b""
        return self.head + data + b"0\r\n" + self.trailers


class ReadDeadlinePassed(TimeoutError):
    """A read past the request's deadline.

    It carries ``errno.ECONNRESET`` so that gthread's thread treats it like a client that went away
    (a debug line and the connection closed) instead of logging a traceback per slow client.
    """

    def __init__(self) -> None:
        super().__init__(errno.ECONNRESET, "the request did not arrive in time")


class DeadlineSocket(socket.socket):
    """A connection socket whose blocking reads all end at ``read_deadline`` (``time.monotonic()``).

    gunicorn switches the socket to blocking mode before reading in a thread; here "blocking"
    means: wait at most until the deadline for each read, and ``write_timeout`` for each write.
    A thread only reads bytes the loop already holds, so the deadline is a second line of defence.
    ``continue_answered`` swallows gunicorn's own ``100 Continue`` when the loop has answered it.
    """

    read_deadline: float = 0.0
    write_timeout: float = 30.0
    continue_answered: bool = False

    def setblocking(self, flag: bool) -> None:
        if flag:
            super().settimeout(self.write_timeout)
        else:
            super().setblocking(False)

    def _arm_read(self) -> None:
        if self.gettimeout() == 0.0:  # non-blocking: the event loop reads what is there
            return
        remaining = self.read_deadline - time.monotonic()
        if remaining <= 0:
            raise ReadDeadlinePassed
        super().settimeout(remaining)

    def recv(self, bufsize: int, flags: int = 0) -> bytes:
        self._arm_read()
        try:
            return super().recv(bufsize, flags)
        except TimeoutError as exc:
            raise ReadDeadlinePassed from exc

    def recv_into(self, buffer: Any, nbytes: int = 0, flags: int = 0) -> int:
        self._arm_read()
        try:
            return super().recv_into(buffer, nbytes, flags)
        except TimeoutError as exc:
            raise ReadDeadlinePassed from exc

    def send(self, data: Any, flags: int = 0) -> int:
        if self.continue_answered and bytes(data) == CONTINUE_RESPONSE:  # gunicorn's, after the loop's
            self.continue_answered = False
            return len(data)
        return super().send(data, flags)

    def sendall(self, data: Any, flags: int = 0) -> None:
        if self.gettimeout() != 0.0:
            super().settimeout(self.write_timeout)
        super().sendall(data, flags)


def _app_settings(app: Any) -> Mapping[str, Any]:
    """The limits of the loaded WSGI app (a Flask app's config), else the service's defaults and environment."""
    found = getattr(app, "config", None)
    if isinstance(found, Mapping) and "MAX_CONTENT_LENGTH" in found:
        return found
    return {**config.DEFAULTS, **config.from_environ(os.environ)}


class BufferingThreadWorker(ThreadWorker):  # type: ignore[misc]
    """gthread, with every whole request read by the event loop under a deadline before a thread takes it."""

    #: seconds from a request's first byte (a new connection's accept) to its last
    read_timeout = 10.0
    #: seconds a response write may take
    write_timeout = 30.0
    #: the longest request head, and the bytes every connection may hold without drawing on the pool
    buffer_bytes = 64 * 1024
    #: bytes of longer requests one worker holds while they arrive (beyond each one's buffer_bytes)
    pool_bytes = 64 * 1024 * 1024
    #: kept-alive idle connections per worker; 0: half of worker_connections
    max_idle = 0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.reading_conns: deque[Any] = deque()
        self.lingering_conns: deque[Any] = deque()
        self.pool_used = 0
        self.body_limit: Callable[[str], int] = lambda path: 256 * 1024

    def run(self) -> None:
        self.buffer_bytes = max(self.buffer_bytes, MIN_HEAD_BYTES)
        settings = _app_settings(self.wsgi)
        self.body_limit = lambda path: config.body_limit(settings, path, default=self.pool_bytes)
        if self.max_idle <= 0:
            self.max_idle = max(1, self.worker_connections // 2)
        super().run()

    # ---------------------------------------------------------------- new, kept-alive and pipelined requests

    def set_accept_enabled(self, enabled: bool) -> None:
        # A full worker keeps accepting while it has an idle connection to close for the new one.
        super().set_accept_enabled(enabled or (self.alive and self._idle_victim() is not None))

    def _recheck_accepting(self) -> None:
        """Accept again when a full worker has gained an idle connection it could close for a new one."""
        if self.alive and not self._accepting and self._idle_victim() is not None:
            super().set_accept_enabled(True)

    def accept(self, listener: Any) -> None:
        if self.cfg.is_ssl:  # the bytes are encrypted: leave TLS connections to gthread as they are
            super().accept(listener)
            return
        if self.nr_conns >= self.worker_connections and not self._reap_one_idle():
            super().set_accept_enabled(False)  # full, nothing idle to close: new connections wait in the backlog
            return
        try:
            accepted, client_addr = listener.accept()
        except OSError as exc:
            if exc.errno not in (errno.EAGAIN, errno.ECONNABORTED, errno.EWOULDBLOCK):
                raise
            return
        sock = DeadlineSocket(accepted.family, accepted.type, accepted.proto, fileno=accepted.detach())
        sock.write_timeout = self.write_timeout
        self.nr_conns += 1
        conn = TConn(self.cfg, sock, client_addr, listener.getsockname())
        self._start_reading(conn)
        return

    def on_client_socket_readable(self, conn: Any, client: Any) -> None:
        """A kept-alive connection has a new request coming: read it in the event loop too."""
        self.poller.unregister(client)
        self.keepalived_conns.remove(conn)
        self._start_reading(conn)

    def finish_request(self, conn: Any, fs: Any) -> None:
        pipelined = b""
        try:
            keep = not fs.cancelled() and fs.exception() is None and fs.result() is True
            if keep and not conn.is_http2 and conn.parser is not None:
                pipelined = conn.parser.unreader.take_buffered()
        except Exception:  # noqa: BLE001 (a last resort: whatever went wrong is logged and answered, never a crash)
            pipelined = b""
        if pipelined:  # the next request, read ahead: the loop reads the rest of it, not a thread
            self._start_reading(conn, pipelined)
            return
        super().finish_request(conn, fs)
        while len(self.keepalived_conns) > self.max_idle:  # over the cap: the oldest idle one goes
            self._close_keepalived(self.keepalived_conns[0])
        self._recheck_accepting()

    def _start_reading(self, conn: Any, data: bytes = b"") -> None:
        conn.reader = RequestReader(self.buffer_bytes, self.body_limit)
        conn.pool_share = 0
        conn.sock.read_deadline = time.monotonic() + self.read_timeout
        conn.sock.setblocking(False)
        self.reading_conns.append(conn)
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self._on_request_bytes, conn))
        if data:
            self._feed(conn, data)

    def _on_request_bytes(self, conn: Any, client: Any) -> None:
        try:
            received = conn.sock.recv(RECV_BYTES)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            received = b""
        if not received:  # the client went away
            self._stop_reading(conn)
            self._close(conn)
            return
        self._feed(conn, received)

    def _feed(self, conn: Any, data: bytes) -> None:
        reader = conn.reader
        try:
            reader.feed(data)
            self._charge(conn)
        except Refused as refusal:
            self._stop_reading(conn)
            self._refuse(conn, refusal.response)
            return
        if reader.complete:
            self._stop_reading(conn)
            self._dispatch(conn)
        elif reader.continue_due:
            reader.continue_due = False
            try:
                conn.sock.send(CONTINUE_RESPONSE)
            except OSError:  # 25 bytes on a connection that sent no body yet: only a dead peer fails
                self._stop_reading(conn)
                self._close(conn)

    def _charge(self, conn: Any) -> None:
        """Draw the bytes this request holds beyond ``buffer_bytes`` from the worker's pool (503 if it is spent)."""
        share = max(0, conn.reader.held - self.buffer_bytes)
        if share > conn.pool_share:
            if self.pool_used + share - conn.pool_share > self.pool_bytes:
                raise Refused(503, "Service Unavailable", "server-busy",
                              "the server holds too many large requests; retry shortly", b"Retry-After: 1\r\n")
            self.pool_used += share - conn.pool_share
            conn.pool_share = share

    def _stop_reading(self, conn: Any) -> None:
        try:
            self.poller.unregister(conn.sock)
        except (OSError, KeyError, ValueError):
            pass
        self.reading_conns.remove(conn)
        self.pool_used -= conn.pool_share
        conn.pool_share = 0

    def _dispatch(self, conn: Any) -> None:
        reader = conn.reader
        conn.reader = None
        conn.sock.continue_answered = reader.expects_continue
        try:
            conn.init()  # builds gunicorn's parser on this socket once (plain HTTP/1.x: no I/O here)
        except Exception:  # noqa: BLE001 (a last resort: whatever went wrong is logged and answered, never a crash)
            self._close(conn)
            return
        unreader = conn.parser.unreader
        unreader.unread(reader.request_bytes() + reader.leftover + unreader.take_buffered())
        conn.data_ready = True
        self.enqueue_req(conn)

    # ---------------------------------------------------------------- answers from the loop, idle connections

    def _refuse(self, conn: Any, response: bytes) -> None:
        """Answer ``response``, then keep the connection (unread, unwatched) for ``LINGER_SECONDS`` before closing.

        Closing at once, with request bytes still unread, would reset the connection, and the client
        could lose the answer before reading it. Nothing more is read from it: what the client still
        sends stops at TCP's window and costs the loop nothing.
        """
        try:
            conn.sock.send(response)
            conn.sock.shutdown(socket.SHUT_WR)
        except OSError:
            self._close(conn)
            return
        conn.linger_until = time.monotonic() + LINGER_SECONDS
        self.lingering_conns.append(conn)

    def _idle_victim(self) -> Any:
        """The connection to close for a new one: the oldest answered-and-lingering, else the oldest kept-alive,
        else the oldest accepted and silent for ``SILENT_GRACE``; None if none."""
        if self.lingering_conns:
            return self.lingering_conns[0]
        if self.keepalived_conns:
            return self.keepalived_conns[0]
        silent_since = time.monotonic() - SILENT_GRACE + self.read_timeout  # read_deadline of one accepted then
        for conn in self.reading_conns:
            if conn.sock.read_deadline > silent_since:
                break  # younger than the grace, as are all after it (the deque is in deadline order)
            if not conn.reader.pending and not conn.reader.head:
                return conn
        return None

    def _reap_one_idle(self) -> bool:
        victim = self._idle_victim()
        if victim is None:
            return False
        if self.lingering_conns and victim is self.lingering_conns[0]:
            self.lingering_conns.popleft()
            self._close(victim)
        elif victim in self.keepalived_conns:
            self._close_keepalived(victim)
        else:
            self._stop_reading(victim)
            self._close(victim)
        return True

    def _close_keepalived(self, conn: Any) -> None:
        self.keepalived_conns.remove(conn)
        try:
            self.poller.unregister(conn.sock)
        except (OSError, KeyError, ValueError):
            pass
        self._close(conn)

    def murder_pending(self) -> None:
        super().murder_pending()
        now = time.monotonic()
        while self.reading_conns and self.reading_conns[0].sock.read_deadline <= now:
            conn = self.reading_conns[0]
            began = conn.reader is not None and (conn.reader.pending or conn.reader.head)
            self._stop_reading(conn)
            if began:  # a request had begun: say why it is dropped
                try:
                    conn.sock.send(TIMEOUT_RESPONSE)
                except OSError:
                    pass
            self._close(conn)
        while self.lingering_conns and self.lingering_conns[0].linger_until <= now:
            self._close(self.lingering_conns.popleft())
        self._recheck_accepting()  # a full worker may have gained an idle connection to close

    def _close(self, conn: Any) -> None:
        self.nr_conns -= 1
        conn.close()
