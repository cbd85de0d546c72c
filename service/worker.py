"""A gunicorn worker class: gthread that reads each request in its event loop before a thread gets it.

gunicorn's ``gthread`` worker hands a connection to a thread as soon as its first byte arrives;
the thread then blocks, with no time limit, until the client has sent the rest of its headers
and body. Eight clients that send half their headers hold all 2 x 4 threads, every other request
waits, and the slow connections are never closed (gunicorn's ``timeout`` only watches the
worker's heartbeat, which the event loop keeps beating). gunicorn 27 has no header or body read
timeout setting.

:class:`BufferingThreadWorker` keeps gthread (threads for the CPU-bound requests, keep-alive,
graceful shutdown) and changes only how a request reaches a thread, the way a buffering proxy
(nginx's request buffering) does:

* New connections and kept-alive connections that become readable stay in the event loop, which
  reads what they send without blocking into a per-connection buffer. A thread is given the
  connection only when the buffer holds the whole request head and, for a body of known length
  or a chunked body, the whole body (or ``buffer_bytes`` of it; or at once for
  ``Expect: 100-continue``). The buffered bytes are handed to gunicorn's own parser, so framing
  and errors stay gunicorn's.
* Every request must arrive within ``read_timeout`` seconds of its first byte (of the accept for
  a new connection). A connection past its deadline in the event loop is answered 408 and
  closed; one whose request did not fit in the buffer reads the rest in its thread through a
  socket whose every read ends at the same deadline, so a client cannot hold a thread past it
  either. Response writes get ``write_timeout`` seconds (a client that never reads its answer).

Alternatives measured (see docs/deploy.md, "Slow clients"): gevent has no read timeout either and
runs a CPU-bound request without preemption, so one 2-second replay stalls every other connection
of its worker; a socket timeout alone still lets 200 slow connections queue ahead of normal
requests for ``200 / threads x timeout`` seconds; a buffering proxy (ingress-nginx) does the same
as this worker and is the first line in Kubernetes, but the service must not depend on it.
"""

from __future__ import annotations

import errno
import selectors
import socket
import time
from collections import deque
from functools import partial
from typing import Any

from gunicorn.workers.gthread import TConn, ThreadWorker  # type: ignore[import-untyped]

#: the answer given to a client whose request did not arrive in time
_TIMEOUT_BODY = (
    b'{"type":"about:blank","title":"Request Timeout","status":408,"code":"request-timeout",'
    b'"detail":"the request did not arrive in time"}'
)
TIMEOUT_RESPONSE = (
    b"HTTP/1.1 408 Request Timeout\r\nContent-Type: application/problem+json\r\nConnection: close\r\n"
    + b"Content-Length: %d\r\n\r\n" % len(_TIMEOUT_BODY)
    + _TIMEOUT_BODY
)


RECV_BYTES = 64 * 1024


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
    """

    read_deadline: float = 0.0
    write_timeout: float = 30.0

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

    def sendall(self, data: Any, flags: int = 0) -> None:
        if self.gettimeout() != 0.0:
            super().settimeout(self.write_timeout)
        super().sendall(data, flags)


def _header_values(head: bytes, name: bytes) -> list[bytes]:
    values = []
    for line in head.split(b"\r\n")[1:]:
        field, sep, value = line.partition(b":")
        if sep and field.strip().lower() == name:
            values.append(value.strip().lower())
    return values


def _chunked_body_complete(body: bytes) -> bool:
    """Whether ``body`` holds a whole chunked body (size lines, data, last chunk, trailers)."""
    pos = 0
    while True:
        end = body.find(b"\r\n", pos)
        if end < 0:
            return False
        try:
            size = int(body[pos:end].split(b";", 1)[0].strip(), 16)
        except ValueError:
            return True  # malformed: gunicorn's parser will refuse it
        pos = end + 2
        if size == 0:  # the last chunk: trailer fields, then an empty line
            return body.startswith(b"\r\n", pos) or body.find(b"\r\n\r\n", pos) >= 0
        if len(body) < pos + size + 2:
            return False
        pos += size + 2


def request_ready(data: bytes, buffer_bytes: int) -> bool:
    """Whether the bytes received so far can go to a thread without it waiting on the client.

    True once the head and its body (by ``Content-Length`` or chunked framing) are complete, when
    the client waits for ``100 Continue`` before its body, when the framing is malformed (the
    parser answers 400), or when ``buffer_bytes`` are held (the thread reads the rest under the
    same deadline).
    """
    if len(data) >= buffer_bytes:
        return True
    head_end = data.find(b"\r\n\r\n")
    if head_end < 0:
        return False
    head, body = data[:head_end], data[head_end + 4:]
    if b"100-continue" in _header_values(head, b"expect"):
        return True
    encodings = _header_values(head, b"transfer-encoding")
    if encodings:
        return not encodings[-1].endswith(b"chunked") or _chunked_body_complete(body)
    lengths = _header_values(head, b"content-length")
    if len(lengths) != 1 or not lengths[0].isdigit():
        return True
    return len(body) >= int(lengths[0])


class BufferingThreadWorker(ThreadWorker):  # type: ignore[misc]
    """gthread, with every request read by the event loop under a deadline before a thread takes it."""

    #: seconds from a request's first byte (a new connection's accept) to its last
    read_timeout = 10.0
    #: seconds a response write may take
    write_timeout = 30.0
    #: bytes of a request held in the event loop; the rest is read by the thread (under the deadline)
    buffer_bytes = 64 * 1024

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.reading_conns: deque[Any] = deque()

    # ---------------------------------------------------------------- new and kept-alive connections

    def accept(self, listener: Any) -> None:
        if self.cfg.is_ssl:  # the bytes are encrypted: leave TLS connections to gthread as they are
            super().accept(listener)
            return None
        try:
            accepted, client_addr = listener.accept()
        except OSError as exc:
            if exc.errno not in (errno.EAGAIN, errno.ECONNABORTED, errno.EWOULDBLOCK):
                raise
            return None
        sock = DeadlineSocket(accepted.family, accepted.type, accepted.proto, fileno=accepted.detach())
        sock.write_timeout = self.write_timeout
        self.nr_conns += 1
        conn = TConn(self.cfg, sock, client_addr, listener.getsockname())
        self._start_reading(conn)
        return None

    def on_client_socket_readable(self, conn: Any, client: Any) -> None:
        """A kept-alive connection has a new request coming: read it in the event loop too."""
        self.poller.unregister(client)
        self.keepalived_conns.remove(conn)
        self._start_reading(conn)

    def _start_reading(self, conn: Any) -> None:
        conn.request_buffer = bytearray()
        conn.sock.read_deadline = time.monotonic() + self.read_timeout
        conn.sock.setblocking(False)
        self.reading_conns.append(conn)
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self._on_request_bytes, conn))

    def _on_request_bytes(self, conn: Any, client: Any) -> None:
        try:
            received = conn.sock.recv(max(1, min(RECV_BYTES, self.buffer_bytes - len(conn.request_buffer))))
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            received = b""
        if not received:  # the client went away
            self._stop_reading(conn)
            self._close(conn)
            return
        conn.request_buffer += received
        if request_ready(bytes(conn.request_buffer), self.buffer_bytes):
            self._stop_reading(conn)
            self._dispatch(conn)

    def _stop_reading(self, conn: Any) -> None:
        try:
            self.poller.unregister(conn.sock)
        except (OSError, KeyError, ValueError):
            pass
        self.reading_conns.remove(conn)

    def _dispatch(self, conn: Any) -> None:
        data = bytes(conn.request_buffer)
        conn.request_buffer = bytearray()
        try:
            conn.init()  # builds gunicorn's parser on this socket (plain HTTP/1.x: no I/O here)
        except Exception:
            self._close(conn)
            return
        unreader = conn.parser.unreader
        unreader.unread(unreader.take_buffered() + data)
        conn.data_ready = True
        conn.read_in_loop = True
        self.enqueue_req(conn)

    def enqueue_req(self, conn: Any) -> None:
        # A request gthread hands over directly (pipelined behind the last one) gets its own deadline.
        if isinstance(conn.sock, DeadlineSocket) and not getattr(conn, "read_in_loop", False):
            conn.sock.read_deadline = time.monotonic() + self.read_timeout
        conn.read_in_loop = False
        super().enqueue_req(conn)

    # ---------------------------------------------------------------- deadlines

    def murder_pending(self) -> None:
        super().murder_pending()
        now = time.monotonic()
        while self.reading_conns and self.reading_conns[0].sock.read_deadline <= now:
            conn = self.reading_conns[0]
            self._stop_reading(conn)
            if conn.request_buffer:  # a request had begun: say why it is dropped
                try:
                    conn.sock.send(TIMEOUT_RESPONSE)
                except OSError:
                    pass
            self._close(conn)

    def _close(self, conn: Any) -> None:
        self.nr_conns -= 1
        conn.close()
