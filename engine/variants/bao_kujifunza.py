"""Bao la Kujifunza, simplified Bao Kiswahili (seed 003)."""

from engine.rules import CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Ring, Rules, Sweep
from engine.variant import MASTERS_BAO, Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=8,
    rows_per_side=2,
    seeds_per_pit=2,
    sow_own_store=False,
    direction=Direction.PLAYER_CHOICE,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    min_seeds_to_move=2,
    ring=Ring.OWN_SEAT,
    cross_capture=False,
    bao_captures=True,
    front_row_first=True,
    lose_with_empty_front_row=True,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.LOSES,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.NONE,
    repetition_count=3,
    cycle_split=CycleSplit.DRAW,
)

TEXT = """\
# Bao la Kujifunza

Beginners' Bao, "a simplified form of Bao Kiswahili played across East Africa".

## Board (a correction of the source text)

**4×8 = 32 mashimo, 2 kete each (64).** The Masters Traditional Games text says "The 48 mashimo" and "all six mashimo in the
front row"; both are errors: the capture-entry rule distinguishes 2+4+2 = 8 columns, a mtaji of
"2 - 15 kete" is one short of a lap of a 16-shimo loop, and Bao boards are 4×8. Each player owns a
**front** row F (next to the opponent) and a **back** row B, columns 0-7 from the player's own
left. F c faces the opponent's F (7−c). There are no stores (`stores` stay 0) and kete never leave
the board: "Captured kete are moved from the opponent's mashimo into the player's mashimo".

**Directions** round a player's own 16 mashimo (`direction` of the move): `cw` = F0→F7→B7→B0→F0
(the front row travelled left to right), `ccw` (anticlockwise) = B0→B7→F7→F0→B0.

## Captures and mtaji (the seed's missing "3 capturing rules", restored from acanomas.com)

A capture occurs when a lap's last kete falls into a shimo that (1) is in the mover's **front row**,
(2) **was occupied** before that kete and (3) faces an **occupied** shimo of the opponent's front
row. A **mtaji** is a shimo holding **2-15** kete that, sown in one of the two directions, makes such
a capture with its first lap.

* **If any mtaji exists the move must capture**: choose a mtaji and its capturing direction. On each
  capture the opponent's facing kete are lifted and sown into the mover's rows starting **in a
  kichwa** (an end shimo of the front row, which receives the first kete). c = the column of the
  **mover's** capturing shimo: c ∈ {0, 1} → left kichwa F0, sowing `cw`; c ∈ {6, 7} → right kichwa F7,
  sowing `ccw`; c ∈ {2…5} → keep the current direction (`cw` → F0, `ccw` → F7). Events `capture`
  (kind `bao`) and `captured_resown`. After every lap: last kete in an empty shimo → the turn is
  over; the capture conditions met → capture again; otherwise pick up all the kete of that shimo and
  sow on in the same direction from the next shimo.
* **Kutakata** (no mtaji): choose a shimo with **2 or more** kete ("Kutakata cannot be started with
  only one kete") — from the **front row if any front shimo has 2 or more**, else from the back row —
  and a direction kept for the whole turn; relay-sow until a lap ends in an empty shimo. **No
  captures** during the turn.
* No origin skip; laps of 16 or more simply continue. Endless relays: the guard of docs/rulings.md (Conventions) ends the
  turn after a lap that repeats (board, lap start, direction, kete in hand) (`turn_truncated`). Work
  bound ( a relay or a capture sown on from a kichwa each begin a lap):
  a turn also ends after its lap number 32 × the pits on the board (reason `lap_limit`) or
  after the lap with which it has sown 32 × (seeds in play + pits) seeds (reason `seed_limit`),
  both counted when the turn starts; a repeated relay inside the turn is reason `endless_turn`. The truncated lap is
  sown in full, then the turn is over: no capture follows it. On this board (32 mashimo, 64
  kete): 1,024 laps or 3,072 kete. Without it one kutakata ran for minutes.

## End

Checked for the player to move at the start of their turn: a player **loses** when all 8 front-row
mashimo are empty (reason `front_row_empty`), or when they have no mtaji and no shimo with 2 or more
kete (reason `cannot_move`). The other player wins; `scores` are the (empty) stores.
So that every game ends, the 3rd occurrence of the same position with the same player
to move ends the game as a **draw** (reason `repetition`); the seed has no draw, but it has no rule
for an endless game either.

## Position JSON

The keys every game has. `pits[seat]` holds that seat's **16** mashimo: indices 0-7 are the front row F0…F7
and indices 8-15 the back row B0…B7, each from the seat's own left. `stores` is `[0, 0]`.
A move is `{"pit": i, "direction": "cw" | "ccw"}` with i in that numbering.

## Worked examples

* B1 (mtaji from the start): P plays B7 `ccw` → two captures, each re-sown from F7 →
  P `F 2 2 3 3 3 3 1 5 / B 2 2 2 2 2 2 2 0`, Q front `2 0 2 2 2 0 2 2`.
* B2 (kutakata): P `F 0 0 0 0 0 0 2 0 / B 0 0 0 0 0 0 0 1`: no mtaji; F6 must be used; `cw` → relay
  from B7 → `F 0 0 0 0 0 0 0 1 / B 0 0 0 0 0 1 1 0`.

**Second reading.** None exists. Ludii has no Bao la Kujifunza of its own: its Bao programs play
the full game, the namua stage first with kete in hand (its East Africa program is compared as
`bao-la-kiswahili`, turn by turn). MancalaGames' `Bao` is Russ's 2×7 game, and no published engine
plays Bao la Kujifunza (searched: Ludii's four-row descriptions, MancalaGames' parameter files,
public code for Bao la Kiswahili and Bao la Kujifunza). The sources' worked examples (B1, B2
above) are the rules tests (docs/conformance.md).
"""
TEXT += agreement_text(
    RULES,
    ('The Bao texts do not'
     " mention it, but players may always agree to stop a game, and the rules sheet's Owari, the Mancala leaflet's "
     "stalemate and the Multiplayer Mancala rules' Oware all end games this way. Bao itself has no draw; an agreed "
     'end is a draw, like the repetition rule.'),
)

VARIANT = Variant(
    id="bao-kujifunza",
    name="Bao la Kujifunza",
    summary="Beginners' Bao on 4×8: compulsory captures from a mtaji, captured kete sown on from a kichwa, kutakata.",
    rules=RULES,
    region="East Africa",
    rules_version="1.0.0",
    sources=(MASTERS_BAO,
             Source("acanomas.com: Bao La Kujifunza (Spanish, with the capture rules)",
                    "http://acanomas.com/Reglamentos-Juegos-de-Tablero/86/Bao-La-Kujifunza.htm"),
             Source("Wikipedia: Bao (game)", "http://www.liquisearch.com/bao_mancala_game/rules/capture_and_sowing")),
    rules_text=TEXT,
    house_rules=frozenset({"repetition_count", "cycle_split"}),
    aliases=("bao", "bao_kujifunza", "bao-la-kujifunza"),
    notation="bao",
)
