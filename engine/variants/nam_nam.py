"""Oware Nam Nam (seed 001)."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, Laps, Origin, Rounds, RoundStarter, Rules, Sweep
from engine.variant import MANCALA_LEAFLET, Sample, Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=False,
    capture_counts=(4,),
    count_capture_sides=CountSides.ANY,
    capture_chain=False,
    en_passant_count=4,
    last_seeds_to_capturer=4,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
    rounds=Rounds.TERRITORY,
    round_starter=RoundStarter.ALTERNATE,
    max_rounds=30,
)

TEXT = """\
# Oware Nam Nam

Two players, 2×6 hollows, **4 seeds** each (48). Stores hold this round's captures only and are
never sown. "The objective is to capture the opponent's hollows in addition to seeds. Hollows are
won by capturing progressively more seeds in each round."

## Ownership

Every hollow has an **owner**, at first the player on whose side it is. A player moves from a
non-empty hollow **they own**, on either side: `{"pit": i}` for a hollow on the own row,
`{"pit": i, "side": s}` for pit i of seat s's row.

## Sowing

Anticlockwise, one seed per hollow, starting with the next hollow. A lap that comes round **does**
drop a seed into the hollow the seeds came from: the seed's main game excludes it ("The player does
not sow any seeds into … the hollow where the seeds came from"), and its Nam Nam cancels that ("When
sowing seeds, players **also** drop one seed into the hollow where the seeds came from").
Option `origin=first_seed_into_origin` (the other reading): the first seed goes back into the
origin, and a single seed moves on to the next hollow.

* **En-passant fours.** "At any time during a turn, if a seed is sown into a hollow with 3 seeds
  already in it, the seeds can be captured by the player who owns that hollow. If a fifth seed is
  played into that hollow, the chance is lost." The engine takes them **automatically** the moment a
  seed that is not the last of its lap makes a hollow exactly 4 (the owner would always take
  them); a hollow passed again later is then empty. Event `capture` with kind `enpassant`.
* **The last seed of a lap** into an empty hollow: the turn ends. Making 4: the **mover** captures
  the four, "even if that hollow is owned by the opponent", and the turn ends (kind `final4`).
  Otherwise: "the player takes up all the seeds in that hollow and starts sowing again from the next
  hollow" (relay).
* **Last eight.** "When eight seeds remain, the player who captures the next 4 takes the last 4 and
  the round ends": after any capture, if at most 4 seeds are left in play (hollows and hand), the
  capturer takes them and the round ends at once (kind `last_seeds`). Seeds in play are always a
  multiple of 4.
* **Endless turns** (docs/rulings.md, Conventions): a relay that repeats (board, stores, lap start, direction, seeds
  in hand) inside one turn ends after that lap (`turn_truncated`). Work bound: a turn also ends after its lap number
  32 × the pits on the board (reason `lap_limit`) or
  after the lap with which it has sown 32 × (seeds in play + pits) seeds (reason `seed_limit`),
  both counted when the turn starts; a repeated relay inside the turn is reason `endless_turn`. The truncated lap is
  sown in full (en-passant captures included), then the turn ends as after any
  last lap: the capture rules apply where it ended.

## No move, end of a round

"If a player's hollows are all empty, they miss a turn" (event `pass`). Option
`must_feed=leave_seeds` (the oware.org version): when the other player's hollows are all empty the
mover must leave them at least one seed; if no move can, the round ends and the seeds left go to
the owner of the hollow holding them (reason `cannot_feed`). Repetition between turns:
the 3rd occurrence of the same position ends the round, the seeds left going to the owner of the
hollow holding them.

## Next round

W and L are the seeds captured this round. "At the end of one round, the player with the most seeds
puts four seeds in each of their hollows, then chooses which of the opponent's hollows to own by
placing four seeds each": the winner owns all 6 home hollows plus W/4 − 6 hollows of the opponent's
row **of the winner's choice**; the loser owns the remaining L/4. Every hollow starts the next
round with 4 seeds and the stores start empty. The round decision is
`{"type": "choose_hollows", "hollows": [h, …]}` (pit numbers of the loser's row), listed in full by
the legal-moves operation. W = L = 24 resets ownership to the home rows with no decision. After a
repetition ending the counts need not be multiples of 4; the loser then owns
⌊L/4⌋ hollows and the winner all the others.

The **round starter alternates** (oware.org "Each player takes it in turns to start").
The **match ends** when a player owns no hollow (captured fewer than 4 in a round); the other wins
(oware.org "when one person's farm is completely harvested"). A bound so that every
match ends (the sources give none): after `max_rounds` = 30 rounds the match ends, the winner of the
last round winning it.

## Position JSON

The keys every game has plus `round`, `round_starter`, `phase` (`play` or `choose_hollows`) and `owners`: one
row per seat, shaped like `pits`, giving the owner seat of each hollow. Between rounds (`phase:
"choose_hollows"`, `to_move` = the round's winner) the hollows are empty, the stores hold the
round's captures and `round` is the number of the round being set up.

## Worked examples

* NN1 from the start, S0: four relays, no capture → `S: 2 7 1 6 1 6 | N: 6 6 0 1 6 6`.
* NN2 `S: 0 0 0 3 0 5 | N: 0 3 1 2 0 2`, S5: N1 becomes 4 with a non-final seed → **N** captures 4;
  the lap ends in empty N4 → `S: 0 0 0 3 0 0 | N: 1 0 2 3 1 2`.
* NN3 (eight left) `S: 0 0 0 0 1 2 | N: 3 0 0 0 0 2`, S5: N0 becomes 4 with the first seed → N
  captures 4, 4 remain in play → N takes them and the round ends (N +8).
* Under `first_seed_into_origin`: NN1 → `S: 3 1 6 1 6 6 | N: 6 0 1 6 6 6`; NN2 → N +4; NN3 → S
  captures the final four and the last four (S +8).

**Second reading.** Ludii has no Nam Nam. MancalaGames' `NamNam` parameters (after Russ) are
compared ply by ply both ways with option `must_feed=leave_seeds` (its `mustshare`), the first
round of each match: the rounds after it, in which hollows change owners, are not compared yet
(docs/conformance.md). They differ only where a move leaves the opponent without seeds: MancalaGames
ends the round, this entry has that player miss a turn, as the leaflet says (MG-NN1).
"""
TEXT += agreement_text(
    RULES,
    ('The Nam Nam texts do'
     " not mention it, but players may always agree to stop a game, and the rules sheet's Owari, the Mancala leaflet's "
     "stalemate and the Multiplayer Mancala rules' Oware all end games this way."),
    'the seeds left go to the owner of the hollow holding them (`cycle_split=own_side`)',
)

VARIANT = Variant(
    id="nam-nam",
    name="Oware Nam Nam",
    summary="Relay sowing with fours captured by the hollow's owner; rounds in which hollows change owners.",
    rules=RULES,
    region="West Africa",
    rules_version="1.0.0",
    sources=(MANCALA_LEAFLET,
             Source("Oware Society: Nam-Nam", "http://oware.org/nam_nam.asp"),
             Source("MancalaGames NamNam.txt, NumNum.txt (Russ p54)")),
    rules_text=TEXT,
    house_rules=frozenset({"origin", "must_feed", "max_rounds"}),
    aliases=("oware-nam-nam", "nam_nam"),
    samples=(
        Sample("complete-game", 22, note="a seed whose random match ends within the ply cap (seed 1 does not)"),
    ),
    notation="letters",
)
