"""Boards the trace tool cannot number canonically: read from Ludii's own site numbers.

LudiiTrace numbers a plain two-row board with stores canonically (``pits``, ``stores``,
``legal_c``, ``move_c``); for every other board it prints only Ludii's sites (``board``: the seeds
on every site, ``legal`` and ``move.from``: sites). A :class:`SiteMap` turns such a record into the
canonical one the comparison walks (conformance/compare.py), where canonical pit ``c`` is the
engine's seat ``c // P`` pit ``c % P`` (``P`` the pits of one seat, as ``compare.canonical`` lists
``position.pits``).

Four-row boards (docs/conformance.md, "Board-site mapping"): Ludii's ``mancalaBoard 4 n`` numbers
its sites row by row from the first player's side, each row from that player's left: sites
0…n-1 the first player's back (outer) row, n…2n-1 their front (inner) row, 2n…3n-1 the second
player's front row, 3n…4n-1 their back row. The engine lists a seat's pits front row first, each
row from the seat's own left (docs/rules/bao-kujifunza.md "Position JSON"), so

* seat 0 front F c = site n + c, back B c = site c;
* seat 1 front F c = site 3n - 1 - c, back B c = site 4n - 1 - c (the second player's left is the
  first player's right).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

import engine
from engine import three_row

from .compare import REVERSE

Record = dict[str, Any]


@dataclass(frozen=True)
class SiteMap:
    sites: tuple[int, ...]
    """Ludii's site of each canonical pit."""
    stores: str = "none"
    """What stands for the engine's stores: ``none`` (the pits alone are compared), ``hands``
    (the seeds in each player's hand) or ``score`` (Ludii's scores)."""

    @property
    def canon_of(self) -> dict[int, int]:
        return {site: c for c, site in enumerate(self.sites)}

    def site(self, canonical_pit: int) -> int:
        return self.sites[canonical_pit]

    def _state(self, rec: Record) -> None:
        board = rec["board"]
        rec["pits"] = [board[s] for s in self.sites]
        if self.stores == "hands":
            rec["stores"] = list(rec.get("hands") or [0, 0])
        elif self.stores == "score":
            rec["stores"] = list(rec.get("score") or [0, 0])
        else:
            rec["stores"] = []
        if "hands" in rec:  # not read as captured seeds (compare._ludii_state); kept for a ruling's test
            rec["held"] = rec.pop("hands")

    def record(self, rec: Record) -> Record:
        """The canonical record of one of Ludii's plies (or end lines)."""
        rec = copy.copy(rec)
        canon = self.canon_of
        if "board" in rec:
            self._state(rec)
        if "legal" in rec:
            # a site listed twice: its second move is sown against the game's direction (Omweso's
            # reverse captures, listed after all the game's own moves)
            seen: set[int] = set()
            legal_c = []
            for s in rec["legal"]:
                c = canon.get(s, -1)
                legal_c.append(c + REVERSE if c >= 0 and s in seen else c)
                seen.add(s)
            rec["legal_c"] = legal_c
        if "move" in rec:
            chosen = rec.get("chosen")
            rec["move_c"] = (rec["legal_c"][chosen] if chosen is not None and "legal_c" in rec
                             else canon.get(rec["move"]["from"], -1))
        if "legal_next" in rec:
            nexts = []
            for nxt in rec["legal_next"]:
                nxt = copy.copy(nxt)
                self._state(nxt)
                nexts.append(nxt)
            rec["legal_next"] = nexts
        return rec


def four_row(columns: int, stores: str = "none") -> SiteMap:
    """The engine's four-row seats on Ludii's ``mancalaBoard 4 columns`` (module docstring)."""
    n = columns
    seat0 = [n + c for c in range(n)] + [c for c in range(n)]
    seat1 = [3 * n - 1 - c for c in range(n)] + [4 * n - 1 - c for c in range(n)]
    return SiteMap(tuple(seat0 + seat1), stores)


def two_row(columns: int, stores: str = "none") -> SiteMap:
    """A two-row board without stores (``mancalaBoard 2 n store:None``): sites 0…n-1 the first
    player's row from their left, n…2n-1 the second player's row left to right as the first player
    sees it, so the second player's pit c (from their own left) is site 2n - 1 - c."""
    n = columns
    return SiteMap(tuple(list(range(n)) + [2 * n - 1 - c for c in range(n)]), stores)


def three_row_board(rules: engine.Rules, stores: str = "none") -> SiteMap:
    """A three-row board (``mancalaBoard 3 n store:None``, Ludii's Rab'e and Gabata games): Ludii
    numbers its sites row by row from the first player's side, each row left to right as the first
    player sees it (site ``row * n + column``), which is the engine's ``three_row.cell`` of each
    pit: so the first player's pits 0…5 are sites 0…5, its middle half 6, 7, 8 sites 11, 10, 9; the
    second player's pits 0…5 are sites 17…12 and its middle half 6, 7, 8 sites 6, 7, 8 (Ludii's
    track ``0,E,N1,W2,17,W,S1,E2``, the engine's ring)."""
    n = three_row.columns(rules)
    sites = [row * n + column for seat in (0, 1) for row, column in
             (three_row.cell(rules, seat, pit) for pit in range(rules.pits_per_side))]
    return SiteMap(tuple(sites), stores)
