"""HMAC signatures over positions, bound to the variant, its rules version and the resolved options.

A signature is ``<kid>.<base64url(HMAC-SHA256(secret, canonical))>`` where ``canonical`` is the
sorted-key JSON of ``{"variant", "rules_version", "options", "position"}``; so a position signed for
one variant or option set does not verify under another. One key signs, every configured key
verifies (rotation: add the new key, make it the signing key, drop the old one later).

A signature also states the position's provenance. ``SERVICE``: the position derives, move by
move, from positions this service made (a variant's start) or whose signature it verified.
``CLIENT``: it derives from a position a client sent unsigned (accepted because the instance does
not require signatures), so the service vouches for the moves it played, not for the start. A
``CLIENT`` signature covers ``{"provenance": "client", ...}`` as well; a ``SERVICE`` one covers
exactly the document above (so signatures made before provenance existed still verify, as
``SERVICE``). An instance that requires signed positions refuses ``CLIENT`` ones.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from collections.abc import Mapping
from typing import Any, Literal

import orjson

Provenance = Literal["service", "client"]
SERVICE: Provenance = "service"
CLIENT: Provenance = "client"


def canonical(
    variant: str,
    rules_version: str,
    options: Mapping[str, Any],
    position: Mapping[str, Any],
    provenance: Provenance = SERVICE,
) -> bytes:
    """The signed bytes: sorted-key JSON of the game, the position and (for ``CLIENT``) the provenance."""
    doc: dict[str, Any] = {"variant": variant, "rules_version": rules_version, "options": dict(options),
                           "position": dict(position)}
    if provenance != SERVICE:
        doc["provenance"] = provenance
    return orjson.dumps(doc, option=orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS)


class Signer:
    """Signs with ``signing_kid``; verifies with any key in ``keys``."""

    def __init__(self, keys: Mapping[str, bytes], signing_kid: str) -> None:
        if not keys:
            raise ValueError("signing needs at least one key")
        if signing_kid not in keys:
            raise ValueError(f"signing key id {signing_kid!r} is not among the configured keys")
        self._keys = dict(keys)
        self.signing_kid = signing_kid

    @property
    def fingerprint(self) -> str:
        """Digest of the whole key set (which key signs, which verify), to key caches of signed answers."""
        digest = hashlib.blake2b(digest_size=16)
        digest.update(self.signing_kid.encode() + b"\0")
        for kid in sorted(self._keys):
            digest.update(kid.encode() + b"\0" + self._keys[kid] + b"\0")
        return digest.hexdigest()

    def _mac(self, kid: str, message: bytes) -> str:
        digest = hmac.new(self._keys[kid], message, hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()

    def sign(self, message: bytes) -> str:
        return f"{self.signing_kid}.{self._mac(self.signing_kid, message)}"

    def verify(self, message: bytes, signature: str) -> bool:
        kid, _, mac = signature.partition(".")
        if kid not in self._keys or not mac:
            return False
        return hmac.compare_digest(self._mac(kid, message), mac)
