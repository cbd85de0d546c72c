"""Signatures that bind a game together: a hash chain over the moves, each link signed with Ed25519.

A signed position alone says "the service produced this position"; nothing ties it to a game, so
a client can take a position from an earlier ply and play it again with another move. With a
``game_id`` (``POST /v1/games``) every answer carries a **link**::

    hash_0 = SHA-256(canonical {game_id, variant, rules_version, options, position_hash of the start})
    hash_n = SHA-256(canonical {prev: hash_(n-1), move, position_hash after the move})

signed as a compact JWS (the verdict keys of ``service/jws.py``; payload ``{game_id, ply, prev,
hash, position_hash, variant, rules_version}``). The next move request sends the previous link's
``jws`` as ``chain``: the service verifies its own signature, that the link is for this game and
rules, and that its ``position_hash`` is the position sent; only then does it sign the next link.

What the stateless service can and cannot do:

* It **can** refuse a chain it did not sign, a chain for another position, variant or rules
  version, and a position altered after it was signed. So a sequence of links from ``ply`` 0 to
  ``n`` whose ``prev`` values match proves one unbroken game, checkable by anyone with the JWKS.
* It **cannot** refuse to extend the same link twice (it keeps no state): a client may go back to
  an earlier link and play another move. It then holds two valid links with the same ``game_id``
  and ``ply`` (or the same ``prev``) but different ``hash``: a **fork**, which anyone holding both
  detects (``fork_between``) and proves with the two tokens. Preventing forks needs a party that
  remembers the last link of each game (the tournament server, or both players exchanging links).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

import orjson

import engine

from . import jws
from .errors import ServiceError, violation

GAME_ID_PATTERN = r"^[A-Za-z0-9._:-]{1,64}$"
CHAIN_PATTERN = r"^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$"


def _digest(doc: Mapping[str, Any]) -> str:
    return hashlib.sha256(orjson.dumps(doc, option=orjson.OPT_SORT_KEYS)).hexdigest()


def genesis_hash(game_id: str, variant: str, rules_version: str, options: Mapping[str, Any], position_hash: str) -> str:
    return _digest({"game_id": game_id, "variant": variant, "rules_version": rules_version, "options": dict(options),
                    "position_hash": position_hash})


def next_hash(prev: str, move: Mapping[str, Any], position_hash: str) -> str:
    return _digest({"prev": prev, "move": dict(move), "position_hash": position_hash})


def _link(signer: jws.VerdictSigner, payload: dict[str, Any]) -> dict[str, Any]:
    token = signer.sign(orjson.dumps(payload, option=orjson.OPT_SORT_KEYS))
    return {**payload, "jws": token}


def start(signer: jws.VerdictSigner, game_id: str, variant: str, rules_version: str, options: Mapping[str, Any],
          position_hash: str) -> dict[str, Any]:
    """Link 0 of a new game."""
    return _link(signer, {"game_id": game_id, "ply": 0, "prev": None,
                          "hash": genesis_hash(game_id, variant, rules_version, options, position_hash),
                          "position_hash": position_hash, "variant": variant, "rules_version": rules_version})


def _refuse(message: str) -> ServiceError:
    return ServiceError(422, "invalid-chain", "Invalid game chain", message, [violation("invalid-chain", "chain", message)])


def extending_kids(signer: jws.VerdictSigner) -> frozenset[str]:
    """The keys whose links the service extends: the published keys that are not retired.

    A retired key (``retired_at``) stays in the JWKS for its retention so that links and verdicts
    it signed keep verifying for anyone, but the service no longer builds on them: a link signed
    with it is refused (422 ``invalid-chain``), so a retired key, if it leaked, cannot be used to
    forge a link that the service then extends with its current key for the rest of the retention.
    """
    return frozenset(key.kid for key in signer.keys if key.retired_at is None)


def verified(signer: jws.VerdictSigner, token: str, variant: str, rules_version: str, position_hash: str) -> dict[str, Any]:
    """The payload of a link the service signed for this game and this position, else 422 ``invalid-chain``."""
    header = jws.signed_header(token)
    if header is None:
        raise _refuse("the chain link's header is not the one this service signs with (alg, kid, typ only)")
    if header["kid"] not in extending_kids(signer):
        raise _refuse(f"the chain link is signed with key {header['kid']!r}, which is retired or not this "
                      "service's: a retired key still verifies old links but extends no chain")
    payload = signer.verify(token)
    if payload is None:
        raise _refuse("the chain link does not verify under this service's keys")
    try:
        link: Any = orjson.loads(payload)
    except orjson.JSONDecodeError:
        raise _refuse("the signed token is not a chain link") from None
    if not isinstance(link, dict) or not {"game_id", "ply", "hash", "position_hash"} <= set(link):
        raise _refuse("the signed token is not a chain link")
    if link.get("variant") != variant or link.get("rules_version") != rules_version:
        raise _refuse("the chain link belongs to another variant or rules version")
    if link["position_hash"] != position_hash:
        raise _refuse("the chain link was signed for another position than the one sent")
    result: dict[str, Any] = link
    return result


def extend(signer: jws.VerdictSigner, previous: Mapping[str, Any], move: Mapping[str, Any], position_hash: str,
           ply: int) -> dict[str, Any]:
    """The link after ``previous`` for ``move`` leading to the position ``position_hash``."""
    return _link(signer, {"game_id": previous["game_id"], "ply": ply, "prev": previous["hash"],
                          "hash": next_hash(str(previous["hash"]), move, position_hash), "position_hash": position_hash,
                          "variant": previous["variant"], "rules_version": previous["rules_version"]})


def attach_to_new_game(signer: jws.VerdictSigner, answer: dict[str, Any], game_id: str | None) -> dict[str, Any]:
    if game_id is not None:
        answer["chain"] = start(signer, game_id, answer["variant"], answer["rules_version"], answer["options"],
                                answer["position_hash"])
    return answer


def attach_to_move(signer: jws.VerdictSigner, answer: dict[str, Any], body: Mapping[str, Any],
                   rules: engine.Rules) -> dict[str, Any]:
    token = body.get("chain")
    if token is None:
        return answer
    before = engine.position_hash(engine.position_from_json(rules, dict(body["position"])))
    previous = verified(signer, str(token), answer["variant"], answer["rules_version"], before)
    answer["chain"] = extend(signer, previous, answer["move"], answer["position_hash"], int(previous["ply"]) + 1)
    return answer


def fork_between(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Whether two verified links of one game contradict each other (a fork)."""
    if a["game_id"] != b["game_id"]:
        return False
    same_ply = a["ply"] == b["ply"] and a["hash"] != b["hash"]
    same_parent = a.get("prev") is not None and a.get("prev") == b.get("prev") and a["hash"] != b["hash"]
    return bool(same_ply or same_parent)
