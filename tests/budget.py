"""Test budgets that stay flat as the catalogue grows.

The per-game tests (random games over every variant and option sample, hypothesis positions per
variant, golden playthroughs through the app) would otherwise grow the suite linearly with the
catalogue. Each such test takes a fixed total and gives every item an equal share of it, within
a floor (so a game is never checked too thinly) and a ceiling (the share the suite gave each item
when it held 53 games).
"""

from __future__ import annotations


def share(total: int, items: int, *, floor: int, ceiling: int) -> int:
    """Each of ``items`` gets ``total // items``, never below ``floor`` nor above ``ceiling``.

    >>> share(4_320, 216, floor=5, ceiling=20), share(4_320, 480, floor=5, ceiling=20)
    (20, 9)
    """
    return max(floor, min(ceiling, total // max(1, items)))


def scaled(count: int, items: int, *, base_items: int, floor: int) -> int:
    """``count`` while there are at most ``base_items`` items; beyond, the same fraction of the
    total as ``base_items`` of ``items``, never below ``floor`` (nor above ``count``).

    >>> scaled(300, 138, base_items=138, floor=30), scaled(300, 276, base_items=138, floor=30)
    (300, 150)
    """
    return min(count, max(floor, count * base_items // max(1, items)))
