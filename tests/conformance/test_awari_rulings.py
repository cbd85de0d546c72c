"""Awari's comparison with Ludii's Awari rules the end of a player who must feed and cannot (L-AW1)
only where the model (conformance/games.py ``_awari_cannot_feed_end``) gives, from the same final
position, the engine's end without the ruling and Ludii's with it: Ludii's game 25 of seed 1 as its
trace recorded it (canonical pits, then the seeds each player captured).

Move lists and seed counts: Ludii (http://ludii.games, github.com/Ludeme/Ludii, commit 845cda6f33,
CC BY-NC-ND 4.0).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import engine
from conformance.compare import canonical
from conformance.games import AWARI_OPTIONS, CANNOT_FEED_DRAW

# Ply 132: South sows its hole 5 (1 seed) into North's hole 0, making two, and captures it; North,
# to move, holds 2 and 1 in its holes 2 and 3 and cannot reach South's empty row. The engine ends
# the game (reason cannot_feed), North winning on captures 25 to 20; Ludii's North has no legal
# move, both players pass and Ludii ends the game as a draw with no score.
BEFORE, HANDS = [0, 0, 0, 0, 0, 1, 1, 0, 2, 1, 0, 0], [18, 25]
FINAL = [0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0, 20, 25]


def _engine_end() -> dict[str, Any]:
    rules = engine.resolve_rules("awari-suriname", AWARI_OPTIONS)
    position = dataclasses.replace(engine.new_game(rules), pits=(tuple(BEFORE[:6]), tuple(BEFORE[6:])),
                                   stores=tuple(HANDS), to_move=0, ply=10)
    after = engine.apply_move(rules, position, engine.Move(pit=5)).position
    assert after.outcome is not None
    return {"reason": after.outcome.reason, "scores": list(after.outcome.scores), "winner": after.outcome.winner,
            "to_move": after.to_move, "state": canonical(after)}


def _draw(engine_end: dict[str, Any], **ludii: Any) -> bool:
    end = {"over": True, "winner": 0, "mover": 1, "pits": FINAL[:12], "stores": [], "hands": FINAL[12:],
           "score": [0, 0], **ludii}
    return CANNOT_FEED_DRAW.applies(0, -1, engine_end, end)


def test_a_player_who_cannot_feed_is_ruled_only_where_the_model_gives_both_ends() -> None:
    engine_end = _engine_end()
    assert engine_end == {"reason": "cannot_feed", "scores": [20, 25], "winner": 1, "to_move": 1, "state": FINAL}
    assert _draw(engine_end)
    assert not _draw(engine_end, winner=2)  # Ludii's North winning: not the draw of both passing
    assert not _draw(engine_end, pits=[0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0])  # another final position
    # North's hole 5 holding a seed reaches South's row: the model does not end the game there
    fed = [0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 0, 1, 20, 24]
    assert not _draw({**engine_end, "state": fed}, pits=fed[:12], hands=fed[12:])
