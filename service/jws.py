"""Ed25519 signatures anyone can verify: verdicts as compact JWS (RFC 7515), keys as a JWK Set.

The symmetric HMAC of ``service/signing.py`` proves to the service that it wrote a position; a
tournament needs a signature a third party can check with a public key, so verdicts are signed
with Ed25519 (``alg: EdDSA``, RFC 8037) by ``joserfc`` and every public key is published at
``GET /.well-known/jwks.json``. ``alg`` stays ``EdDSA`` although RFC 9864 now prefers the fully
specified ``Ed25519``: PyJWT 2.15 refuses ``Ed25519`` (tokens and JWKs alike) while PyJWT,
jwcrypto 1.6 and npm ``jose`` 6 all accept ``EdDSA`` (``tests/service/test_verdict_tokens.py``
runs the three on real verdicts), and one ``alg`` for verdicts, chain links and the JWKS keeps
every token issued so far verifiable. Ed25519 signatures are deterministic, so the same payload
under the same key is the same token, byte for byte. A verdict's payload is also a JWT claims set
(``claims``: ``iss``, ``iat``, ``sub``, ``jti``).

Keys (``ARBITER_VERDICT_KEYS``): a comma-separated list of files, each a PEM private key or a
JWK / JWK Set (JSON), or one inline JWK Set JSON document. Private keys can sign; the first
(or ``ARBITER_VERDICT_SIGNING_KID``) does. A key's ``kid`` is its JWK ``kid`` or else its RFC 7638
thumbprint. Rotation: add the new key, make it the signing key, and keep the old one as a
public JWK with ``"retired_at": <unix seconds>``; it stays published (so old verdicts keep
verifying) until ``retired_at + ARBITER_VERDICT_KEY_RETENTION_SECONDS``, then drops out.
Without configured keys a development key is generated and logged as such
(``service/verdict_signer.py``): once per server, in the gunicorn master before the workers fork
(``service/server_secrets.py``), so every worker signs with it; another server (replica) has another, so verdicts signed with it are only for trying the
service out.
"""

from __future__ import annotations

import base64
import hashlib
import json
import time
import warnings
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from joserfc import jws
from joserfc.errors import JoseError
from joserfc.jwk import KeySet, OKPKey
from joserfc.util import to_bytes

ALG = "EdDSA"
ALGORITHMS = [ALG]
TYP = "mancala-verdict+jws"
warnings.filterwarnings("ignore", message="EdDSA is deprecated", module="joserfc")


class KeyConfigError(ValueError):
    """``ARBITER_VERDICT_KEYS`` names something that is not an Ed25519 key."""


@dataclass(frozen=True)
class VerdictKey:
    kid: str
    key: OKPKey
    can_sign: bool
    retired_at: float | None = None

    def public_jwk(self) -> dict[str, Any]:
        data: dict[str, Any] = dict(self.key.as_dict(private=False))
        data.update(kid=self.kid, use="sig", alg=ALG)
        if self.retired_at is not None:
            data["retired_at"] = int(self.retired_at)
        return data


def _okp(data: str | bytes | Mapping[str, Any]) -> OKPKey:
    try:
        key = OKPKey.import_key(data if isinstance(data, (str, bytes)) else dict(data))
    except (JoseError, ValueError, TypeError) as exc:
        raise KeyConfigError(f"not an Ed25519 key: {exc}") from exc
    if key.as_dict(private=False).get("crv") != "Ed25519":
        raise KeyConfigError("only Ed25519 keys can sign verdicts")
    return key


def _from_jwk(data: Mapping[str, Any]) -> VerdictKey:
    clean = {k: v for k, v in data.items() if k != "retired_at"}
    key = _okp(clean)
    kid = str(data.get("kid") or key.thumbprint())
    retired = data.get("retired_at")
    return VerdictKey(kid, key, "d" in data, float(retired) if retired is not None else None)


def _from_document(text: str) -> list[VerdictKey]:
    stripped = text.strip()
    if stripped.startswith("{"):
        try:
            doc = json.loads(stripped)
        except ValueError as exc:
            raise KeyConfigError(f"not a JSON JWK or JWK Set: {exc}") from exc
        entries = doc.get("keys") if isinstance(doc, dict) and "keys" in doc else [doc]
        if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
            raise KeyConfigError("a JWK Set holds a list of JWK objects under 'keys'")
        return [_from_jwk(e) for e in entries]
    if "-----BEGIN" in stripped:
        key = _okp(to_bytes(stripped))
        return [VerdictKey(key.thumbprint(), key, "PRIVATE KEY" in stripped)]
    raise KeyConfigError("a verdict key is a PEM key, a JWK or a JWK Set")


def load_keys(spec: str) -> list[VerdictKey]:
    """Keys from ``ARBITER_VERDICT_KEYS``: inline JSON, or comma-separated file paths."""
    spec = spec.strip()
    if not spec:
        return []
    if spec.startswith("{"):
        return _from_document(spec)
    keys: list[VerdictKey] = []
    for part in spec.split(","):
        path = Path(part.strip())
        if not part.strip():
            continue
        try:
            text = path.read_text()
        except OSError as exc:
            raise KeyConfigError(f"cannot read verdict key file {path}: {exc.strerror}") from exc
        keys.extend(_from_document(text))
    return keys


def generate_key(kid: str | None = None) -> VerdictKey:
    key = OKPKey.generate_key("Ed25519")
    return VerdictKey(kid or key.thumbprint(), key, True)


class VerdictSigner:
    """Signs with one private key; publishes and verifies with every key still within retention."""

    def __init__(self, keys: Iterable[VerdictKey], signing_kid: str | None = None, *,
                 retention_seconds: float = 90 * 86400, now: float | None = None) -> None:
        now = time.time() if now is None else now
        live = [k for k in keys if k.retired_at is None or k.retired_at + retention_seconds > now]
        kids = [k.kid for k in live]
        if len(set(kids)) != len(kids):
            raise KeyConfigError("two verdict keys share a kid")
        signers = [k for k in live if k.can_sign and k.retired_at is None]
        if signing_kid:
            chosen = next((k for k in signers if k.kid == signing_kid), None)
            if chosen is None:
                raise KeyConfigError(f"no private, unretired verdict key has kid {signing_kid!r}")
        elif signers:
            chosen = signers[0]
        else:
            raise KeyConfigError("verdict signing needs a private Ed25519 key")
        self.signing = chosen
        self.keys = tuple(live)
        self._public = KeySet([_okp({**k.key.as_dict(private=False), "kid": k.kid}) for k in live])

    @property
    def kid(self) -> str:
        return self.signing.kid

    def jwks(self) -> dict[str, Any]:
        return {"keys": [k.public_jwk() for k in self.keys]}

    def sign(self, payload: bytes) -> str:
        header = {"alg": ALG, "kid": self.signing.kid, "typ": TYP}
        return jws.serialize_compact(header, payload, self.signing.key, algorithms=ALGORITHMS)

    def verify(self, token: str) -> bytes | None:
        """The payload when ``token`` verifies under a published key, else ``None``."""
        return verify(token, self.jwks())


def issued_at() -> int:
    """The ``iat`` of a verdict issued now: whole seconds since the epoch (RFC 7519 NumericDate)."""
    return int(time.time())


def claims(verdict_bytes: bytes, record_sha256: str, issuer: str) -> dict[str, Any]:
    """The registered JWT claims (RFC 7519 section 4.1) a verdict carries, so that JWT libraries
    read it as what it is: ``iss`` (``ARBITER_VERDICT_ISSUER``), ``iat`` (when it was issued: the
    one member that differs between two issues of the same verdict), ``sub`` (what it is about:
    the record's SHA-256, ``record_sha256``) and ``jti`` (the verdict's id: the SHA-256 of the
    verdict's canonical bytes without these claims, so the same verdict keeps its id however
    often it is issued, and two different verdicts never share one). No ``exp``: a verdict does
    not expire; its key's retention (``retired_at``) bounds how long it can be checked."""
    return {"iss": issuer, "iat": issued_at(), "sub": record_sha256,
            "jti": hashlib.sha256(verdict_bytes).hexdigest()}


#: the protected header's members, exactly, as :meth:`VerdictSigner.sign` writes them
HEADER_MEMBERS = frozenset({"alg", "kid", "typ"})


def signed_header(token: str) -> dict[str, str] | None:
    """The protected header of ``token`` when it is one this service writes, else ``None``.

    Only ``{"alg": "EdDSA", "kid": <string>, "typ": TYP}``: any other member (``b64: false`` with
    ``crit`` of RFC 7797, whose payload is not base64url; ``zip``; ``jwk``; ``x5u`` ...) means the
    token was not produced by this service, whatever key signed it, so it is refused before its
    signature or payload is looked at. Not checked by signature: that is ``verify``'s job.
    """
    encoded = token.partition(".")[0]
    try:
        header = json.loads(base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4)))
    except (ValueError, TypeError):  # binascii.Error and UnicodeDecodeError are ValueErrors
        return None
    if (not isinstance(header, dict) or set(header) != HEADER_MEMBERS or header["alg"] != ALG
            or header["typ"] != TYP or not isinstance(header["kid"], str)):
        return None
    return header


def verify(token: str, jwks: Mapping[str, Any]) -> bytes | None:
    """Verify a compact JWS against a JWK Set document (what a third party does); ``None`` if it fails.

    A token whose protected header is not exactly the one this service writes (``signed_header``)
    fails, whatever key signed it.
    """
    if signed_header(token) is None:
        return None
    try:
        keys = KeySet.import_key_set({"keys": [{k: v for k, v in key.items() if k != "retired_at"}
                                               for key in jwks.get("keys", [])]})
        found = jws.deserialize_compact(token, keys, algorithms=ALGORITHMS)
    except (JoseError, ValueError, TypeError, KeyError):
        return None
    payload = found.payload
    return payload if isinstance(payload, bytes) else None
