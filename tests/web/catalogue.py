"""Which games the per-game browser tests open.

A game of every board the page draws and a game of every way to move it offers (tests/kinds.py
``page_facets``: 21 boards and the ways to move, covered by 31 games of 120; tests/budget.py
``spread_facets``), and no more. The page has no game-specific code: a game is drawn from its
shape and played from its legal moves, so those games check what every game's page would, and
the browser's time grows only with a new board or a new way to move, not with the catalogue.
(Keyed by the engine's kinds of game, which also tell rules families apart, the list grew to 43
games at 120 and the browser took a third of the suite.)
"""

from __future__ import annotations

import engine
from tests.budget import spread_facets
from tests.kinds import page_facets

BROWSER_VARIANTS = spread_facets(engine.variant_ids(), facets=page_facets, budget=0)

BOARD_VARIANTS = spread_facets(BROWSER_VARIANTS, facets=lambda variant: page_facets(variant)[:1], budget=0)
"""The first of those games on each board: the desktop-size checks (tests/web/test_players.py)."""
