"""Dongjintian against Ludii's program: ruling L-DJ1 checked exactly (docs/conformance.md): Ludii's
program stops a capture chain after four holes, where its text (after Eagle 1995) and the engine go
on "until there are two occupied or two empty holes in a row". Literal positions from the
comparison's games, Ludii's seeded games of seed 1 (Ludii: http://ludii.games,
github.com/Ludeme/Ludii, commit 845cda6f33, CC BY-NC-ND 4.0); canonical pits: South's five from its
left, North's five, then the two stores."""

from __future__ import annotations

from typing import Any

from conformance.directions import _took_more


def _chain(*holes: tuple[int, int], by: int = 0) -> list[dict[str, Any]]:
    return [{"type": "capture", "kind": "beyond", "by": by, "pits": [{"seat": s, "pit": p} for s, p in holes]}]


# South's chain takes five holes: North's 4, South's 1 and 3, North's 0 and 2. Ludii stops after the
# fourth: North's hole 2 (canonical 7) keeps its 4 seeds, South's store 4 less.
ENGINE = [0] * 10 + [27, 23]
LUDII = [0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 23, 23]
FIVE = _chain((1, 4), (0, 1), (0, 3), (1, 0), (1, 2))


def test_ludii_stops_the_chain_after_its_fourth_hole() -> None:
    assert _took_more(ENGINE, LUDII, 0, FIVE)


def test_a_chain_cut_elsewhere_is_a_difference() -> None:
    assert not _took_more(ENGINE, LUDII, 0, _chain((1, 4), (0, 1), (0, 3), (1, 2)))  # four holes only
    assert not _took_more(ENGINE, [0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 23, 23], 0, FIVE)  # North's 0 left, not its 2
    assert not _took_more(ENGINE, [0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 23, 22], 0, FIVE)  # North's store differs too
    assert not _took_more(ENGINE, LUDII, 1, FIVE)  # the seeds in the other player's store
