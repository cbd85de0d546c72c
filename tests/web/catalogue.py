"""Which games the per-game browser tests open.

A fixed number of games, chosen so that every board shape the page draws and every kind of move
it offers is kept (seats, rows, pits per row, family sections, rounds, a direction, an opening or
holes to take, marked holes, stop holes) and the rest spread evenly (tests/budget.py): the browser's time stays flat as the
catalogue grows, and a new shape of board is always opened. The page has no game-specific code:
a game is drawn and played from its shape and its legal moves, so opening every shape (30 of
them at 81 games) and a few more games checks what every game's page would.
"""

from __future__ import annotations

import engine
from tests.budget import spread
from tests.kinds import game_kind

BROWSER_GAMES_BUDGET = 34


BROWSER_VARIANTS = spread(engine.variant_ids(), key=game_kind, budget=BROWSER_GAMES_BUDGET)
