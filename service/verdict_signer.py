"""The app's verdict signer: made once from the configuration, found again by every view that signs.

``ARBITER_VERDICT_KEYS`` (``service/jws.py``) or, when it is unset, the key generated for this
server (``service/server_secrets.py``). Verdicts (``service/verdicts.py``), game chain links
(``service/chain.py`` through ``service/api.py``) and the readiness check (``service/ops.py``) all
use the one signer kept in ``app.extensions["arbiter_verdicts"]``. A module of its own, so that
``jws`` (keys and tokens) does not import the generated secrets that import it, and no view
imports another view's module for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

import structlog
from flask import current_app

from .jws import VerdictSigner, load_keys
from .server_secrets import generated

log = structlog.get_logger("service.jws")  # the logger its lines have always named


def from_config(cfg: Mapping[str, Any]) -> VerdictSigner:
    """The signer of ``ARBITER_VERDICT_KEYS``, or of the key generated for this server (logged as such)."""
    keys = load_keys(str(cfg.get("VERDICT_KEYS") or ""))
    retention = float(cfg.get("VERDICT_KEY_RETENTION_SECONDS", 90 * 86400))
    if not keys:  # one generated key per server, shared by its workers (service/server_secrets.py)
        found = generated()
        log.warning("verdict-signing-dev-key", kid=found.verdict_key.kid, scope=found.scope,
                    message="ARBITER_VERDICT_KEYS is unset: verdicts are signed with a key generated for this "
                            + ("server (all its workers)" if found.scope == "server" else "process only")
                            + "; another replica has another key, so set ARBITER_VERDICT_KEYS before relying "
                              "on verdict signatures or running several replicas")
        keys = [found.verdict_key]
    return VerdictSigner(keys, str(cfg.get("VERDICT_SIGNING_KID") or "") or None, retention_seconds=retention)


def signer() -> VerdictSigner:
    """The current app's verdict signer (also signs game chain links)."""
    return cast(VerdictSigner, current_app.extensions["arbiter_verdicts"])
