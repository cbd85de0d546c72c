"""Test budgets that stay flat as the catalogue grows.

The per-game tests (random games over every variant and option sample, hypothesis positions per
variant, golden playthroughs through the app) would otherwise grow the suite linearly with the
catalogue. Each such test takes a fixed total and gives every item an equal share of it, within
a floor (so a game is never checked too thinly) and a ceiling (the share the suite gave each item
when it held 53 games).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import TypeVar

T = TypeVar("T")


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


def spread(items: Sequence[T], key: Callable[[T], Hashable], budget: int) -> list[T]:
    """At most ``budget`` of ``items`` (all of them while they fit), in their order: the first
    item of every ``key`` first, so each kind is kept, then the rest evenly spaced.

    >>> spread(["a1", "a2", "b1", "a3", "b2"], key=lambda s: s[0], budget=3)
    ['a1', 'a2', 'b1']
    >>> spread(["a1", "a2", "b1"], key=lambda s: s[0], budget=5)
    ['a1', 'a2', 'b1']
    """
    return spread_facets(items, lambda item: (key(item),), budget)


def spread_facets(items: Sequence[T], facets: Callable[[T], Iterable[Hashable]], budget: int) -> list[T]:
    """``spread`` where an item has several facets: the first item showing each value of each
    facet is kept (one item may cover several), then the rest evenly spaced up to ``budget``.

    >>> spread_facets(["a1", "a2", "b1", "b2"], facets=lambda s: (s[0], "n" + s[1]), budget=0)
    ['a1', 'a2', 'b1']
    """
    if len(items) <= budget:
        return list(items)
    chosen: dict[int, T] = {}
    seen: set[Hashable] = set()
    for index, item in enumerate(items):
        new = [facet for facet in facets(item) if facet not in seen]
        if new:
            seen.update(new)
            chosen[index] = item
    rest = [index for index in range(len(items)) if index not in chosen]
    room = max(0, budget - len(chosen))
    for k in range(room):
        index = rest[k * len(rest) // room]
        chosen[index] = items[index]
    return [chosen[index] for index in sorted(chosen)]
