"""Bao la Kiswahili, the full game (issue 28.3): namua and mtaji stages, the nyumba, takasa."""

from engine.rules import BaoRules, CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Ring, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=8,
    rows_per_side=2,
    seeds_per_pit=2,
    start_pits=(0, 0, 0, 0, 6, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0),
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
    bao=BaoRules(start_store=22, nyumba=4, takasa=True, takasia=True),
)

TEXT = """\
# Bao la Kiswahili

The full Bao of Zanzibar and the Swahili coast, as Alex de Voogt recorded it from the Zanzibar Bao
masters (1991-1995), "the official rules as Alex de Voogt describes them" (Nierse): the **namua** stage (seeds entered
from the store one a turn) and the **mtaji** stage, the **nyumba** (house), takasa moves and the
kichwa rules. The beginners' game without the namua stage is `bao-kujifunza`.

## Board and start

4×8 = 32 mashimo, 32 kete a player (64). Each player owns a **front** row F (next to the
opponent) and a **back** row B, columns 0-7 from the player's own left; F c faces the opponent's
F (7−c). The **nyumba** is F4, "the hole immediately to the right of center in the player's inner
row" (Ludii; "the fifth hole counted from the left", awale.info). The **kichwa** are F0 and F7;
the **kimbi** are F0, F1 and F6, F7 (the kichwa and the pits next to them). Start (decided
by de Voogt as in Nierse's gamecabinet article and Ludii's `Bao` start, which agree): 6 kete in
the nyumba, 2 in each of the two pits to its right (F5, F6), **22 in the store** (`stores`: the
kete still to be entered). Directions as in `bao-kujifunza`: `cw` = F0→F7→B7→B0 (the front row
travelled left to right), `ccw` the reverse. Captured kete are never taken off the board. Columns
here count from 0, as the JSON pit numbers do; the record notation counts from 1 (the nyumba is
`F5` there).

## Namua stage (while the mover's store holds kete)

Every move enters **one kete from the store** into an **occupied front-row pit**:

* **Capture**, compulsory when possible: the pit entered was occupied and the opponent's
  facing pit is occupied. The facing kete are captured and sown on into the mover's rows from a
  kichwa, which receives the first kete: a capture in the left kimbi (F0, F1) from F0 sowing `cw`;
  in the right kimbi (F6, F7) from F7 sowing `ccw`; in F2-F5 the player **chooses** the kichwa:
  the move's `direction` `cw` = from F0, `ccw` = from F7. The sowing goes on as a mtaji capture
  (below): a lap ending in an occupied front pit facing an occupied pit captures again, in a
  kimbi from its kichwa, else keeping the direction; ending in another occupied pit, its kete are
  lifted and sown on; ending in an empty pit, the move is over.
* **Safari**: when a lap of a capturing move ends in the mover's **functional nyumba** and
  captures nothing there, the player chooses to stop (`"safari": true`, notation mark `s`) or to
  lift the house and sow on (the house is then emptied and no longer stands). The legal moves
  list both.
* **Takasa** (no capture possible): the entered pit's kete are lifted and sown in the
  chosen direction, relay sowing, **no captures**; a lap ending in the mover's functional nyumba
  ends the move. Restrictions: a pit holding 2 or more is used where one exists (single kete only
  when only single kete are left); the functional nyumba is not used while another front pit is
  occupied; when it is the only one, the kete is entered and the house is **taxed**: only **2**
  kete are lifted and sown left or right (`nyumba` event `taxed`). A takasa from a kichwa sows
  into the back row only when that kichwa is the only occupied front pit.

**The nyumba**: the house "is the house, as long as it has at least six counters in it and
it has not been emptied" (Ludii's summary of de Voogt 1995). A house emptied (lifted, or captured
by the opponent) no longer stands, for the rest of the game (position field `nyumba`, per seat;
event `nyumba` `destroyed`); a standing house holding fewer than 6 is an ordinary pit until it
holds 6 again. A lap "ends in the functional nyumba" when the house held 6 or more before that
last kete.

## Mtaji stage (the mover's store is empty)

The rules of `bao-kujifunza` (docs/rules/bao-kujifunza.md): a **mtaji** is a pit of 2-15 kete
whose first lap, in one direction, ends in an occupied front pit facing an occupied pit; if any
exists the move must capture, captured kete sown on from a kichwa (kimbi: the nearest kichwa;
F2-F5: keeping the direction). Otherwise a takasa (kutakata) from a pit of 2 or more, front row
first, relay sowing, no captures. The house has no special rules in this stage (Ludii's
summary: "The rules for the house mentioned above during the Namua stage no longer apply"), its
`nyumba` flag is kept but no longer read; a kichwa that is the only occupied front pit sows along
the front row. Endless relays: the guard and work bound of `bao-kujifunza`.

## End

Checked for the player to move at the start of their turn: a player whose front row is empty, or
who has no legal move, **loses** (reasons `front_row_empty`, `cannot_move`). As in
`bao-kujifunza`, the 3rd occurrence of a position with the same player to move is a draw
(`repetition`); none can occur in the namua stage (every move empties the store by one).

## Rulings where the sources differ

* Start: de Voogt (gamecabinet diagram: `0 0 0 0 6 2 2 0` in the mover's front row, 22
  kete off the board) and Ludii's `Bao` agree; the "26 in hand, 6 in the nyumba" of some tutorial
  sites is not followed.
* A namua capture needs the entered pit to have been occupied (Ludii's summary of de Voogt:
  "Players place counters into an occupied hole"); Ludii's `Bao Kiswahili (East Africa)` code
  captures from any front pit; not followed. The kichwa choice in F2-F5 is the move's direction.
* The taxed nyumba gives **2** kete (abstractstrategygames' de Voogt summary: "take out two
  seeds and sow them"; Ludii's `Bao Kiswahili (East Africa)` code: 2); Ludii's `Bao` code sows 1,
  not followed. The safari choice is offered for capturing moves; a takasa lap ending in the
  functional nyumba ends the move (Ludii's summary).
* Single kete: "Players cannot place a counter in holes with single counters unless only
  holes in the front row with single counters exist" (Ludii's summary); its further clause "or the
  house is still present" is not followed (it would void the rule for the whole namua stage).
* A namua takasa from a kichwa into the back row only when it is the only occupied front
  pit (Ludii's summary, as written).
* Mtaji: the house rules end with the namua stage and a lone kichwa sows along the front
  row (Ludii's summary of de Voogt 1995).
* End as in `bao-kujifunza`, with its repetition draw (no source has a draw).
* *Takasia* (Ludii's summary of de Voogt 1995, mtaji stage only): "When a player sows in
  such a way that they do not capture and the opponent is unable to capture on their next turn but
  the player will be able to capture on their own following move, the opponent cannot sow from
  this hole", except "if the hole in question is the house …; if it is the only occupied hole in
  the front row; or if it is the only hole in the front row with greater than one counter". Read
  as: after a mtaji takasa (position field `takasia`: the last move was one), the player to move,
  having no capture, may not take a takasa from a front-row pit that a capture of the opponent
  (a mtaji of the opponent in this position) would take. A restriction that would leave no
  front-row move lets the back row be played, and one that would leave no move is lifted (the
  source does not say; the game must go on). The repetition rule compares boards (stores
  included) and the player to move, not the `nyumba` and `takasia` fields.

## Independent implementations

Ludii's `Bao` and `Bao Kiswahili (East Africa)` programs (a second reading; their rules texts
summarize de Voogt 1995) differ from this entry: the East Africa program captures in the namua
stage from any front pit facing seeds, `Bao` sows 1 kete from the taxed house, and
neither program has the singleton, kichwa or takasia restrictions of their own summary (the single kete, kichwa and
takasia rules above). MancalaGames has no four-row Bao la Kiswahili (its `Bao (Tanzanian)` is Russ's two-row
game). Compared turn by turn with the East Africa program (docs/conformance.md, 200 of its random
games): it captures from an empty front pit (ruling L-BK1; its own text forbids it in the namua
stage only), sows the captured kete from the pit after the kichwa, not from the kichwa (L-BK2),
and keeps the house rules in the mtaji stage (L-BK3), so the turns both readings play alike are
few (40 agreed, none differing otherwise). Neither program keeps the
takasia: nothing in them carries over from one turn to the next but the house's status, so no
move is ever forbidden by the previous one; this entry follows the summary (the takasia ruling
above).

## Position JSON and notation

As `bao-kujifunza`, plus `stores` (kete still in each store), `nyumba` (`[true, true]` at the
start: whether each seat's house still stands; left out, a house stands where its pit holds kete)
and `takasia` (whether the last move was a mtaji-stage takasa; false when left out). A move is `{"pit": i, "direction": "cw"|"ccw"}`,
plus `"safari": true` to stop a capture in the nyumba; in records `F5>` / `F5>s`.
"""
TEXT += agreement_text(
    RULES,
    ('Players may always agree to stop a game; an agreed end is a '
     "draw, like the repetition rule (as in bao-kujifunza)."),
)

VARIANT = Variant(
    id="bao-la-kiswahili",
    name="Bao la Kiswahili",
    summary="Full Bao of Zanzibar on 4×8: namua stage from the store, nyumba (house) with safari and tax, mtaji captures from a kichwa, takasa.",
    rules=RULES,
    region="East Africa",
    rules_version="1.0.0",
    sources=(Source("A. de Voogt, Limits of the Mind (1995), the Zanzibar rules, as summarized by R. Nierse",
                    "http://www.gamecabinet.com/rules/Bao.html"),
             Source("Ludii: Bao (de Voogt 1995: 35-51), rules summary and code",
                    "https://github.com/Ludeme/Ludii/blob/master/Common/res/lud/board/sow/four_rows/Bao.lud"),
             Source("Ludii: Bao Kiswahili (East Africa)",
                    "https://github.com/Ludeme/Ludii/blob/master/Common/res/lud/board/sow/four_rows/Bao%20Kiswahili%20(East%20Africa).lud"),
             Source("abstractstrategygames.blogspot.com: Bao expert level (nyumba rules)",
                    "http://abstractstrategygames.blogspot.com/2010/10/bao-expert-level-3.html"),
             Source("awale.info: Bao (board and special holes)", "http://www.awale.info/?page_id=43&lang=en")),
    rules_text=TEXT,
    house_rules=frozenset({"repetition_count", "cycle_split"}),
    aliases=("bao_la_kiswahili", "bao-kiswahili", "zanzibar-bao"),
    notation="bao",
)
