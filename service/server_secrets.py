"""Secrets the service generates when none are configured: once per server, never once per worker.

Without ``ARBITER_VERDICT_KEYS`` the service still signs verdicts and chain links (Ed25519), and
without a configured cache key it still tags what it stores in Redis (HMAC, ``service/cache.py``).
Both need a secret. Generated in each gunicorn worker, every worker had its own verdict key:
``/.well-known/jwks.json`` showed only the answering worker's key, a verdict verified against a
freshly fetched JWKS 6 times in 20, and 32 of 40 valid chain links were refused ``invalid-chain``.

``gunicorn.conf.py`` calls :func:`generate_for_server` in the master, before any worker is forked.
Workers are forked from the master (``preload_app`` stays off: only this module's bytes are
inherited, no app and no Redis connection), so every worker, and every worker started later to
replace one, holds the same secrets. A reload (SIGHUP) keeps them: ``gunicorn.conf.py`` keeps the
first read's secrets for the master's life and hands them to this module when the switch to the
compiled kernel imports it again (:func:`adopt`). They are never written to a file, the environment or a log.
A process that is not a gunicorn worker (tests, ``flask run``, a bare ``gunicorn`` without
``gunicorn.conf.py``) generates them at first use: it is a server of its own.

Several servers (replicas, pods) each generate their own: a verdict signed by one does not verify
under another's JWKS. That is what configured keys are for; ``/readyz``, the start-up log and
``arbiter_verdict_keys_seen`` say so (``service/ops.py``).
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from typing import Literal

from .jws import VerdictKey, generate_key

#: ``server``: generated in the gunicorn master, shared by all its workers; ``process``: this process only.
Scope = Literal["server", "process"]


@dataclass(frozen=True)
class Generated:
    verdict_key: VerdictKey
    cache_secret: bytes
    scope: Scope


_generated: Generated | None = None
_lock = threading.Lock()


def _generate(scope: Scope) -> Generated:
    return Generated(verdict_key=generate_key(), cache_secret=os.urandom(32), scope=scope)


def generate_for_server() -> Generated:
    """Generate this server's secrets (idempotent). Call it in the gunicorn master before the workers fork."""
    global _generated
    with _lock:
        if _generated is None:
            _generated = _generate("server")
        return _generated


def adopt(previous: object) -> None:
    """Take over the secrets of an earlier import of this module (a :class:`Generated` of its own classes).

    ``gunicorn.conf.py`` calls it when a reload re-imports ``service`` from the compiled kernel:
    generated afresh, the server's verdict key changed and every verdict and chain link issued
    before the switch stopped verifying."""
    global _generated
    old_key = getattr(previous, "verdict_key")  # noqa: B009 (the previous module's Generated, typed object)
    with _lock:
        _generated = Generated(verdict_key=VerdictKey(old_key.kid, old_key.key, old_key.can_sign, old_key.retired_at),
                               cache_secret=bytes(getattr(previous, "cache_secret")),  # noqa: B009
                               scope="server")


def generated() -> Generated:
    """This server's generated secrets: the master's when forked from it, else this process's own."""
    global _generated
    with _lock:
        if _generated is None:
            _generated = _generate("process")
        return _generated
