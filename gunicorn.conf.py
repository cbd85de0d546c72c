"""gunicorn settings for mancala-arbiter (``gunicorn -c gunicorn.conf.py 'service:create_app()'``).

Environment (all optional): BIND (default 127.0.0.1:8000; PORT alone gives 0.0.0.0:$PORT),
WEB_CONCURRENCY (workers, default 2), GUNICORN_THREADS (default 4), GUNICORN_READ_TIMEOUT (10: seconds
a request may take to arrive, head and body), GUNICORN_WORKER_CLASS (default: service.worker's
BufferingThreadWorker; "gthread" gives gunicorn's own), GUNICORN_REQUEST_BUFFER_BYTES (65536: the
longest request head, and what each connection holds without the pool), GUNICORN_REQUEST_POOL_BYTES
(67108864: bytes of longer request bodies a worker holds while they arrive; past it 503),
GUNICORN_MAX_IDLE_CONNECTIONS (0: half of GUNICORN_WORKER_CONNECTIONS; idle kept-alive connections
per worker, the oldest closed past it), GUNICORN_WORKER_CONNECTIONS (1000), GUNICORN_TIMEOUT (30),
GUNICORN_GRACEFUL_TIMEOUT (25), GUNICORN_KEEPALIVE (75), GUNICORN_MAX_REQUESTS (0: workers are not
recycled), GUNICORN_MAX_REQUESTS_JITTER (a tenth of GUNICORN_MAX_REQUESTS), PROMETHEUS_MULTIPROC_DIR
(default: a fresh temporary directory), GUNICORN_DRAIN_SECONDS (0: on SIGTERM, /readyz answers 503
and the server keeps serving this long before its graceful stop; see ``on_starting`` below).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import types
from typing import Any

from gunicorn import glogging

# The master re-reads this file at every SIGHUP (operators, and bin/serve when the compiled kernel is
# ready). What must stay the same for the server's whole life (the metrics directory, the drain
# flag, the generated secrets) is made at the first read and kept in this holder, which the
# re-reads find in sys.modules: made again at a re-read, the new workers watched a new drain flag
# while the master's SIGTERM handler wrote the first one (/readyz 200 through the whole drain), and
# the live workers' metric files were deleted.
_master = sys.modules.get("_arbiter_gunicorn_master")
_first_read = _master is None
if _master is None:
    _master = types.ModuleType("_arbiter_gunicorn_master")
    sys.modules["_arbiter_gunicorn_master"] = _master

if _first_read:
    # prometheus_client multiprocess mode: the directory must exist and be empty before workers start,
    # and the variable must be set before anything imports prometheus_client (it reads it at import).
    _master.own_metrics_dir = not os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    _master.metrics_dir = os.environ.get("PROMETHEUS_MULTIPROC_DIR") or tempfile.mkdtemp(prefix="arbiter-metrics-")
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = _master.metrics_dir
    os.makedirs(_master.metrics_dir, exist_ok=True)
    for _entry in os.listdir(_master.metrics_dir):
        _path = os.path.join(_master.metrics_dir, _entry)
        if os.path.isdir(_path):
            shutil.rmtree(_path)
        else:
            os.remove(_path)
    _master.drain_dir = tempfile.mkdtemp(prefix="arbiter-drain-")
    # the per-client lock files of the heavy slots, seen by every worker (service/admission.py)
    _master.heavy_dir = tempfile.mkdtemp(prefix="arbiter-heavy-")
_own_metrics_dir: bool = _master.own_metrics_dir
_metrics_dir: str = _master.metrics_dir
_drain_dir: str = _master.drain_dir
# bin/serve's first start serves the pure engine while bin/build-kernel compiles the kernel into
# ARBITER_ENGINE_KERNEL, then sends HUP: gunicorn re-reads this file, and from then on the master
# and the workers it forks import the engine from the kernel (the checkout's modules are dropped).
# The secrets generated at the first read are handed to the re-imported service.server_secrets, so
# verdicts and chain links issued before the switch still verify after it.
_kernel = os.environ.get("ARBITER_ENGINE_KERNEL", "")
if _kernel and os.path.isfile(os.path.join(_kernel, ".complete")) and sys.path[0] != _kernel:
    sys.path.insert(0, _kernel)
    for _name in [name for name in sys.modules if name.partition(".")[0] in ("engine", "service")]:
        del sys.modules[_name]
from service.logs import logconfig_dict as _logconfig_dict
from service.server_secrets import adopt as _adopt
from service.server_secrets import generate_for_server as _generate_for_server

# The secrets used when none are configured (a verdict key, the cache key) are generated here, in
# the master, once: the workers are forked from it and share them, so every worker signs verdicts
# with the same key and /.well-known/jwks.json is the same from any worker (service/server_secrets.py).
if hasattr(_master, "secrets"):
    _adopt(_master.secrets)
_master.secrets = _generate_for_server()


def _int(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


if os.environ.get("BIND"):
    bind = [os.environ["BIND"]]
elif os.environ.get("PORT"):
    bind = [f"0.0.0.0:{os.environ['PORT']}"]
else:
    bind = ["127.0.0.1:8000"]

# gthread hands a connection to a thread at its first byte, and the thread then waits for the rest
# without a time limit: 8 clients sending half their headers held every thread. This worker is
# gthread that reads each request in its event loop first, under a deadline (service/worker.py).
worker_class = os.environ.get("GUNICORN_WORKER_CLASS") or "service.worker.BufferingThreadWorker"
workers = _int("WEB_CONCURRENCY", 2)
threads = _int("GUNICORN_THREADS", 4)
read_timeout = float(os.environ.get("GUNICORN_READ_TIMEOUT", "10"))
worker_connections = _int("GUNICORN_WORKER_CONNECTIONS", 1000)  # open connections per worker, idle or reading


# The event loop reads every whole request (head and body, up to the route's body limit) before a
# thread gets it. The longest head it takes (431 beyond; at least 16 KiB), which is also what each
# connection may hold without drawing on the pool:
request_buffer_bytes = _int("GUNICORN_REQUEST_BUFFER_BYTES", 64 * 1024)
# Bytes of longer requests (bodies past request_buffer_bytes) one worker holds while they arrive;
# a request that does not fit is answered 503 with Retry-After at once.
request_pool_bytes = _int("GUNICORN_REQUEST_POOL_BYTES", 64 * 1024 * 1024)
# Idle kept-alive connections per worker: past it the oldest is closed (0: half of worker_connections).
# A full worker also closes its oldest idle connection for a new one instead of leaving it in the backlog.
max_idle_connections = _int("GUNICORN_MAX_IDLE_CONNECTIONS", 0)


def post_fork(server: Any, worker: Any) -> None:
    """Hand the read deadline and buffer sizes to the worker (plain attributes: gunicorn has no settings for them)."""
    if hasattr(worker, "read_timeout"):
        worker.read_timeout = read_timeout
        worker.buffer_bytes = request_buffer_bytes
        worker.pool_bytes = request_pool_bytes
        worker.max_idle = max_idle_connections
timeout = _int("GUNICORN_TIMEOUT", 30)
graceful_timeout = _int("GUNICORN_GRACEFUL_TIMEOUT", 25)
keepalive = _int("GUNICORN_KEEPALIVE", 75)
# Worker recycling is off by default. It is a remedy for leaks, and none is known: 100,000 requests
# showed no growth, and the caches are bounded in bytes (ARBITER_LRU_MAX_BYTES). Its cost was
# measured: with max_requests 10000 +- 1000 on 16 cores every worker recycled every 10-15 s, the
# kept-alive connections of a dying worker moved to the survivors and never came back, and
# throughput fell 14-40 % with p99 doubled. If a deployment wants it anyway, set
# GUNICORN_MAX_REQUESTS large (e.g. 200000); the jitter defaults to a tenth of it so workers never
# restart together. Dead workers' metric files are folded into an archive (child_exit below).
max_requests = _int("GUNICORN_MAX_REQUESTS", 0)
max_requests_jitter = _int("GUNICORN_MAX_REQUESTS_JITTER", max_requests // 10)
control_socket_disable = True  # gunicorn >= 25 opens a control socket by default; not in containers
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None
accesslog = None  # the app writes one structured JSON access line per request
errorlog = "-"
logconfig_dict = _logconfig_dict(os.environ.get("ARBITER_LOG_LEVEL", "INFO"))


class _Logger(glogging.Logger):
    """gunicorn's logger without its access line.

    With ``logconfig_dict`` set, gunicorn builds the access-log atoms of every request (headers,
    environ, dates: about 5 % of a worker's CPU on ``POST /v1/moves``) and hands them to the
    ``gunicorn.access`` logger, which has no handler here, so nothing was ever written.
    """

    @property
    def access_log_enabled(self) -> bool:
        return False

    def access(self, resp: Any, req: Any, environ: Any, request_time: Any) -> None:
        return None


logger_class = _Logger
preload_app = False  # each worker imports the app and creates its own Redis client after fork

raw_env = [f"PROMETHEUS_MULTIPROC_DIR={_metrics_dir}", f"ARBITER_HEAVY_SHARE_DIR={_master.heavy_dir}",
           f"ARBITER_SERVER_WORKERS={workers}"]


def child_exit(server: Any, worker: Any) -> None:
    """A dead (recycled, killed) worker's metric files are folded into the archive, so they don't pile up."""
    from service.metrics import archive_dead_process

    try:
        archive_dead_process(worker.pid, _metrics_dir)
    except Exception:  # never let bookkeeping take the master down
        server.log.exception("could not archive the metric files of worker %s", worker.pid)


def on_exit(server: Any) -> None:
    """Remove the metrics directory when gunicorn created it itself."""
    if _own_metrics_dir:
        shutil.rmtree(_metrics_dir, ignore_errors=True)
    shutil.rmtree(_drain_dir, ignore_errors=True)
    shutil.rmtree(_master.heavy_dir, ignore_errors=True)


# Draining. gunicorn closes its listeners at the first SIGTERM, so a load balancer that still sends
# to the replica until its next failed health check sees refused connections. With a drain, the
# first SIGTERM only marks the server as draining (every worker's /readyz then answers 503, so the
# balancer takes the replica out within its check interval) and it keeps serving; after
# GUNICORN_DRAIN_SECONDS the master stops gracefully as usual (in-flight requests finish within
# GUNICORN_GRACEFUL_TIMEOUT, kept-alive connections are closed). A second SIGTERM stops at once
# (gracefully). Set it to the balancer's health-check interval x failures needed, plus a margin
# (docs/deploy.md, "A local cluster"); Kubernetes deployments use a preStop sleep instead.
drain_seconds = float(os.environ.get("GUNICORN_DRAIN_SECONDS", "0"))
DRAIN_FLAG = os.path.join(_drain_dir, "draining")
raw_env.append(f"ARBITER_DRAIN_FLAG={DRAIN_FLAG}")


def on_starting(server: Any) -> None:
    """With a drain set, the master's first SIGTERM starts draining instead of stopping."""
    if drain_seconds <= 0:
        return
    import signal
    import threading

    stop = server.handle_term

    def handle_term() -> None:
        if os.path.exists(DRAIN_FLAG):  # the drain is over (or a second SIGTERM): stop gracefully
            stop()
        with open(DRAIN_FLAG, "w"):
            pass
        server.log.info("draining: /readyz answers 503, stopping in %.1f s", drain_seconds)
        timer = threading.Timer(drain_seconds, os.kill, (os.getpid(), signal.SIGTERM))
        timer.daemon = True
        timer.start()

    server.handle_term = handle_term
