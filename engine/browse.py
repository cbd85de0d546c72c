"""Browsing the catalogue: the facets ``GET /v1/variants`` filters by (region, board shape, seats,
family), each read from a game's ``Variant`` and its ``Rules``, never stored beside them, so a new
game is filed by its rules alone.

* **Board shape**: ``two-row`` (two sides of one row each), ``three-row`` (an outer row a side and
  a shared middle row, half of it each side's: Rab'e, engine.three_row), ``four-row`` (two rows a side: Bao,
  ǁHus, Omweso), ``multi-side`` (a board of three or four sides: a game that seats more than two).
* **Families**: the rule families a game plays, several at once (Mancala World files games by
  cycles, ranks and laps the same way): ``stores-sown`` (the mover sows their own store, Kalah's
  family), ``relay`` (multiple laps), ``count-capture`` (a count or parity made by the last seed or
  in passing is taken, Oware's family), ``cross-capture`` (the pit opposite a last seed in an
  empty pit is taken), ``beyond-capture`` (the pit beyond an empty pit is taken, Pallanguzhi's, or the
  pit after a lap's empty last pit, the Gabata of Adegrat's),
  ``column-capture`` (the opponent's front pit, or column, facing the lap's end is taken: Bao,
  ǁHus), ``no-capture`` (none of these), ``rounds`` (a match of rounds), ``opening`` (an opening
  before the main game: the first plies sown from named pits, ``opening_plies``, or Omweso's
  arranged seeds), and each family section
  in play (``engine.rules.SECTIONS``: ``bao``, ``tuzdyk``, ``omweso``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from engine.rules import SECTIONS, CaptureParity, CaptureTargets, ColumnCapture, Laps, Rounds, Rules
from engine.variant import REGIONS, Variant

BOARD_SHAPES: Final = ("two-row", "three-row", "four-row", "multi-side")

CAPTURE_FAMILIES: Final = ("count-capture", "cross-capture", "beyond-capture", "column-capture", "wegue")
FAMILIES: Final = ("stores-sown", "relay", *CAPTURE_FAMILIES, "no-capture", "rounds", "opening", *SECTIONS)
"""Every family name a filter accepts, in the order the documentation lists them."""

FILTERS: Final = ("region", "board", "seats", "family")
"""The query parameters of ``GET /v1/variants``."""


def board_shape(variant: Variant) -> str:
    if max(variant.seats) > 2 or variant.rules.seats > 2:
        return "multi-side"
    if variant.rules.middle_row_pits:
        return "three-row"
    return "four-row" if variant.rules.rows_per_side == 2 else "two-row"


def _captures(rules: Rules) -> tuple[str, ...]:
    found = []
    if rules.capture_counts or rules.capture_parity is not CaptureParity.NONE or rules.en_passant_count:
        found.append("count-capture")
    if rules.cross_capture or rules.capture_facing_empty or rules.capture_targets is CaptureTargets.FRONT_AND_BACK \
            or rules.capture_targets is CaptureTargets.FRONT_AND_BACK_EACH:
        found.append("cross-capture")
    if rules.capture_beyond_empty or rules.capture_next_after_empty:
        found.append("beyond-capture")
    if rules.column_capture is not ColumnCapture.NONE or rules.bao_captures:
        found.append("column-capture")
    if rules.wegue_count:
        found.append("wegue")  # Qelat: pits of the opponent's row marked for good
    return tuple(found) or ("no-capture",)


def families(variant: Variant) -> tuple[str, ...]:
    """The families ``variant`` belongs to, in the order of ``FAMILIES``."""
    rules = variant.rules
    found = set(_captures(rules))
    if rules.sow_own_store:
        found.add("stores-sown")
    if rules.laps is not Laps.SINGLE:
        found.add("relay")
    if rules.rounds is not Rounds.NONE:
        found.add("rounds")
    if rules.opening_plies or rules.arranged_opening():
        found.add("opening")
    found.update(name for name in SECTIONS if getattr(rules, name) is not None)
    return tuple(name for name in FAMILIES if name in found)


def matches(variant: Variant, filters: Mapping[str, object]) -> bool:
    """Whether ``variant`` passes every filter given (``FILTERS``; values already validated)."""
    region, board, seats, family = (filters.get(name) for name in FILTERS)
    return ((region is None or variant.region == region)
            and (board is None or board_shape(variant) == board)
            and (seats is None or seats in variant.seats)
            and (family is None or family in families(variant)))


__all__ = ["BOARD_SHAPES", "FAMILIES", "FILTERS", "REGIONS", "board_shape", "families", "matches"]
