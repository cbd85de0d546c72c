"""Omweso (Uganda): 4×8, each player arranges their 32 seeds, relay sowing round the own 16 pits,
column captures sown on from where the capturing lap began, reverse captures from the four
left-hand pits, the player who cannot move loses."""

from engine.rules import (
    CapturedSownFrom,
    ColumnCapture,
    CycleSplit,
    Direction,
    EmptyMover,
    EndCheck,
    Laps,
    OmwesoRules,
    Origin,
    Ring,
    Rules,
    Sweep,
)
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=8,
    rows_per_side=2,
    seeds_per_pit=4,
    start_empty_pits=(0, 1, 2, 3, 4, 5, 6, 7),
    sow_own_store=False,
    direction=Direction.CCW,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    min_seeds_to_move=2,
    ring=Ring.OWN_SEAT,
    cross_capture=False,
    column_capture=ColumnCapture.BOTH_OCCUPIED,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.LOSES,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.NONE,
    repetition_count=3,
    cycle_split=CycleSplit.DRAW,
    omweso=OmwesoRules(opening_arrangement=True, captured_sown_from=CapturedSownFrom.LAP_START,
                       reverse_capture_pits=(0, 1, 8, 9)),
)

TEXT = """\
# Omweso

The four-row game of Uganda (Luganda *omweso*, also mweso; played under other names across the
country and in Rwanda), with a national association and inter-university tournaments. As in ǁHus,
sowing never leaves the mover's own side and captured seeds come back into play on the captor's
side: no seed leaves the board, and the game is won by leaving the opponent without a move.

## Board and opening

**4×8 = 32 pits, 64 seeds, 32 a player.** Each player owns the two rows nearest them: the **front**
(inner) row F, next to the opponent, and the **back** (outer) row B, columns numbered from the
player's own left. F c faces the opponent's F (7−c), and the opponent's B (7−c) lies behind that:
the opponent's **column** facing F c. There are no stores (`stores` stay 0).

* **Counting out.** The starting position has **4 seeds in each back-row pit** and an empty front
  row, as Wikipedia counts the seeds out "to ensure that both players have exactly 32 seeds".
* **Arrangement.** The first player then "arranges all owned seeds on their side of the board
  according to preference", then the second player arranges theirs, and the first player makes the
  first sowing move (Wikipedia). Each arrangement is a move `{"type": "arrange", "seeds": [...]}`
  listing the player's **16** pits in position order (F1…F8, then B1…B8); any number per pit, all
  32 seeds, and (so that the player can move) at least one pit with 2 or more, which 32 seeds on 16
  pits always have. The position is in `phase: "arrange"` for the first two plies; `legal_moves`
  lists one example (the seeds as they lie) with the `constraints`, since the arrangements cannot
  all be listed.

## Moves

* **Sowing.** Take all the seeds of an own pit holding **2 or more** ("Sowing cannot occur with
  single counters") and sow them one by one **anticlockwise** round your own 16 pits: along the
  back row to the right, then along the front row to the left (B1→B8→F8→F1→B1). A lap of 16 or
  more seeds sows into the pit it started from.
* **Relay.** When the last seed falls into an **empty** pit the turn is over. When it falls into an
  **occupied** pit, take all its seeds (the last one too) and sow on from the next pit, unless it
  captures.
* **Capture.** When the last seed falls into an **occupied pit of your front row** and **both** of
  the opponent's pits of the column facing it (front and back) are occupied, take the seeds of both
  (event `capture`, kind `column`) and sow them round your own pits **starting with the pit after
  the one the capturing lap began from** (event `captured_resown`, naming the pit that receives the
  first seed): after a first lap, the pit after the move's own pit. The capturing
  pit keeps its seeds. That lap ends like any other: in an empty pit the turn is over, in an
  occupied one it captures again (so one turn may make two or more captures) or relays.
* **Reverse capture.** From one of the **four left-hand pits** (F1, F2, B1, B2) a player may sow
  **clockwise** instead, if that first lap captures: `{"pit": i, "direction": "cw"}` (records:
  `F2<`). The captured seeds are sown anticlockwise from the pit after the move's pit, and the
  rest of the turn is anticlockwise.
* **End.** A player who cannot move at the start of their turn (every pit empty or holding a single
  seed) **loses** (reason `cannot_move`); the other player wins. `scores` are the (empty) stores.

## Rulings

* **The arrangement, turn by turn**: Wikipedia and Mancala World have the first player arrange,
  then the second, then the first player sow; Ludii's Mweso places the seeds one by one, each
  player in turn. This entry follows Wikipedia: a whole arrangement is one move, South's first when
  South starts, and the second player sees the first arrangement. Tournaments that want the two
  arrangements made unseen can collect both before either is sent, then submit them in that order:
  the engine checks each against the seeds its player holds. The counting-out layout (4 seeds in
  each back-row pit) is Wikipedia's; Uganda's Ministry of Gender, Labour and Social Development also
  allows 2 in every pit, which is the same 32 seeds and is only a layout to arrange from.
* **16 or more seeds**: no text says what a lap of 16 or more seeds does; Ludii's program sows
  every pit of the loop, the pit of origin included, as ǁHus does. This entry does the same.
* **Where captured seeds go**: "sown starting from the pit where this capturing lap began"
  (Wikipedia); "beginning from the hole that received the first counter of the sowing that led to
  the capture" (Ludii's text after Shackell 1934); the worked game lettered a–p (the mover's front
  row a–h and back row i–p, each from the left) plays 4 seeds from m (B5): n, o, p, h, captures the
  6 seeds of A and I, "sows them anti-clockwise from the hole from which he scooped the capturing
  seeds": n, o, p, h, g, f. All three agree that the first captured seed falls into the pit after
  the capturing lap's own starting pit. A capture made by a lap of captured seeds sows again from
  the same place ("plays them again from m"). The account of Mweso on azaniansea.com starts "from the square
  next to the one last left empty on his own side of the board", the same pit. Ludii's program for
  Mweso differs from its own text after a capture: the captured seeds' lap never ends in a further
  capture or relay, and the turn goes on by relaying the capturing pit; this entry follows the
  texts and the worked game (the capturing pit keeps its seeds; the captured seeds' lap captures
  again, as C and K are taken).
* **Double captures**: every capture takes two pits, the opponent's front and back pits of a
  column, and only when both are occupied (all sources; Ludii: "Both of the opponent's holes must be
  occupied to capture"). Captures chain within a turn as the worked game shows (A and I, then C
  and K). Wikipedia's "a player can win by capturing on both ends of the board in one turn" is not
  defined further in any source found (which pits count as an end, whether a relay in between
  breaks it): this entry has no such instant win, and a game is won by leaving the opponent
  without a move only.
  Compared with Ludii's Mweso move by move (docs/conformance.md), rule by rule: both pits
  occupied — agrees (its text and program); no instant win, the player left without a move loses
  — agrees; captures chaining in a turn — Ludii's program chains them only through relays of the
  capturing pit, its captured seeds' lap never capturing again (ruling L-OM1; this entry follows
  the texts and the worked game).
* **Reverse captures**: the four left-hand pits and "if this results in a capture" (Wikipedia,
  Ludii's text and program, the worked game: "playing the 3 seeds from i clockwise round to c to
  capture the 2 seeds in FN"); the capture must be made by the first lap. Wikipedia also lets the
  player choose, when re-entering reverse-captured seeds, to sow them clockwise again if that
  captures at once, and to reverse a relay lap that ends in a left-hand pit if that captures at
  once. This entry plays the choice Wikipedia always allows — anticlockwise — and does not offer
  the two mid-turn clockwise choices (a move here is one choice of pit and direction). Ludii's
  program sows the reverse-captured seeds anticlockwise too, but then goes on clockwise. Compared
  with it move by move (docs/conformance.md), rule by rule: the four left-hand pits — agrees; the
  captured seeds sown anticlockwise — agrees; the rest of the turn anticlockwise — differs (Ludii
  relays clockwise, L-OM1); the first lap must capture — Ludii's program also lists a clockwise
  move whose last seed reaches an empty front pit facing two occupied pits, which captures nothing
  (its own text asks for a capture: L-OM2); Wikipedia's mid-turn clockwise choices — Ludii offers
  neither, as here.
* **Single seeds, the end**: a move needs 2 seeds, and the player who cannot move loses
  (Wikipedia, Ludii, Uganda's Ministry: "The player who can no longer play any tokens loses").
  Option `min_seeds_to_move=1` lets single seeds move.
* **Endless games**: no source has a draw or a repetition rule (tournament games are annulled
  after three minutes a move, a clock rule outside the engine). So that every game ends, the 3rd
  occurrence of the same position with the same player to move ends the game as a **draw** (reason
  `repetition`), as in ǁHus, and so does the move limit. Endless relays are cut by
  the engine's turn limit: a turn ends after its lap number 32 × the pits on the board (reason `lap_limit`) or after
  the lap with which it has sown 32 × (seeds in play + pits) seeds (reason `seed_limit`), both
  counted when the turn starts; a repeated state inside the turn is reason `endless_turn`. The
  truncated lap is sown in full and ends the turn: no capture follows it. On this board (32 pits,
  64 seeds): 1,024 laps or 3,072 seeds.

## Position JSON

As ǁHus: `pits[seat]` holds that seat's **16** pits, indices 0-7 the front row F1…F8 and 8-15 the
back row B1…B8, each from the seat's own left; `stores` is `[0, 0]`. During the opening the
position has `phase: "arrange"` (absent once play begins). A move is `{"pit": i}` (anticlockwise)
or, for a reverse capture, `{"pit": i, "direction": "cw"}`. Records name the pits F1…F8 and B1…B8,
a reverse capture with `<` (`B1<`), and an arrangement `arrange:0-0-0-0-0-0-0-0-4-4-4-4-4-4-4-4`.

## Worked examples

* Double capture (the worked game's first move, literal): South `F 0 0 0 0 0 1 0 1 / B 0 0 0 0 4 0 0 0`,
  North `F 3 0 3 0 2 0 0 0 / B 3 9 3 9 0 9 9 8`. South plays B5 (m): B6, B7, B8, F8 (h, occupied);
  North's F1 and B1 (A, I: 6 seeds) are captured and sown from B6: B6, B7, B8, F8, F7, F6 (f,
  occupied); North's F3 and B3 (C, K: 6) are captured and sown again from B6 to F6; North's column
  facing F6 is now empty, so F6 (3 seeds) relays: F5, F4, F3 — F3 was empty, the turn is over. South
  `F 0 0 1 1 1 0 2 4 / B 0 0 0 0 0 3 3 3`, North `F 0 0 0 0 2 0 0 0 / B 0 9 0 9 0 9 9 8`.
* Reverse capture (the worked game's "3 seeds from i clockwise round to c"): South
  `F 0 0 1 0 0 0 0 0 / B 3 0 0 0 0 0 0 0`, North's F6 and B6 (F, N) one seed each. South plays B1
  clockwise (`B1<`): F1, F2, F3 (c, occupied) captures North's F6 and B6 (2 seeds), sown
  anticlockwise from B2: B2, B3 — B3 was empty. South `F 1 1 2 0 0 0 0 0 / B 0 1 1 0 0 0 0 0`.
"""
TEXT += agreement_text(
    RULES,
    ("The Omweso sources do not mention it; as for ǁHus, players may always agree to stop "
     "a game. Omweso has no draw; an agreed end is a draw, like a repetition."),
)

VARIANT = Variant(
    id="omweso",
    name="Omweso",
    summary="Ugandan 4×8 game: each player arranges their 32 seeds, relay sowing round the own two rows, the "
            "opponent's column captured and sown on, reverse captures from the left, the player who cannot move loses.",
    rules=RULES,
    region="Great Lakes",
    rules_version="1.0.0",
    sources=(Source("Wikipedia: Omweso", "https://en.wikipedia.org/wiki/Omweso"),
             Source("Ludii: Mweso (Omweso), after Shackell 1934", "https://ludii.games/details.php?keyword=Mweso"),
             Source("Mancala World: Omweso", "https://mancala.fandom.com/wiki/Omweso"),
             Source("azaniansea.com: Mweso (called Bao in Zanzibar, or Hawalis in Oman)",
                    "http://azaniansea.com/2014/09"),
             Source("A worked game lettered a-p / A-P (Omweso Society style), copied at rilirey652.amebaownd.com",
                    "https://rilirey652.amebaownd.com/posts/31153655"),
             Source("Uganda Ministry of Gender, Labour and Social Development: Omweso (the board game)",
                    "https://mglsd.go.ug/department-of-family-and-cultural-affairs/")),
    rules_text=TEXT,
    house_rules=frozenset({"min_seeds_to_move", "repetition_count", "cycle_split"}),
    aliases=("mweso",),
    notation="bao",
)
