"""La'b Akila as Culin recorded it in Damascus (1894): 2×7 holes of 7, relay sowing, a last seed
making 2 or 4 on either row takes that hole and the hole opposite, and the unbroken twos and fours
before it with theirs (count_capture_opposite)."""

from engine.rules import CountSides, CycleSplit, EmptyMover, EndCheck, Laps, MustFeed, Origin, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    pits_per_side=7,
    seeds_per_pit=7,
    sow_own_store=False,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    cross_capture=False,
    capture_counts=(2, 4),
    count_capture_sides=CountSides.ANY,
    capture_chain=True,
    capture_chain_across_rows=True,
    count_capture_opposite=True,
    last_seeds_to_capturer=1,
    extra_turn_on_store=False,
    must_feed=MustFeed.NONE,
    empty_mover=EmptyMover.PASS,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.OWN_SIDE,
)

TEXT = """\
# La'b Akila (Culin)

*La'b hakimi*, the "Rational game", or *La'b akila*, the "Intelligent game", as a lad from
Damascus showed it to Stewart Culin among the Syrians of New York (*Mancala, the National Game of
Africa*, 1896, p. 598): the "Crazy game" (*La'b madjnuni*) played with **7 shells in each** of the
2×7 holes (98 in all) and a free choice of the hole to start from. Captured shells are put aside
(`stores` hold them) and never sown.

* **Move.** Take all the shells of a non-empty hole of your own row and sow them one by one
  **anticlockwise** round both rows.
* **Relay.** When the last shell falls into an occupied hole and does not make it hold 2 or 4, take
  all the shells of that hole and sow on.
* **Capture.** When the last shell makes a hole, on either row, hold **2 or 4**, take those shells
  **and the shells of the hole opposite**; then, going back against the sowing, every hole of an
  unbroken line of holes holding 2 or 4 is taken with its opposite hole too. The turn ends.
* **Empty hole.** When the last shell falls into an empty hole, the turn ends.
* **End.** A player with no shells in their row passes. The game ends when a capture leaves at most
  one shell on the board (the capturer takes it), and the more shells captured wins.

Rulings:

* **Which source decided what**: Culin 1896 (p. 598) gives the 7 shells and the free start
  and refers the play to his *La'b madjnuni* just before it: the relay, the capture of 2 or 4 with
  the hole opposite and the line of twos and fours, as Mancala World ("La'b Madjnuni") and
  Wikipedia ("La'b Hakimi") read him and Ludii's "La'b Akila" (DLP evidence 1533) summarises him.
* **The hole opposite** (`count_capture_opposite`, a dimension of this entry): the line of
  twos and fours is read on the board as the sowing left it, then every hole of it is taken with
  the hole facing it (a hole of the line that faces another hole of the line is taken once). The
  line goes back round both rows (Ludii's backtracking sow) and stops before the hole the move
  started from.
* **Not Al-manqala**: the catalogue's [Al-manqala](al-manqala.md) (Kanaaneh 2007, Galilee),
  which Mancala World identifies with Culin's Damascus game and which keeps the names `lab-akila`
  and `lab-hakimi` as aliases, sows one lap and takes no opposite hole; this entry is Culin's own
  reading, under the id `lab-akila-culin`.
* **Ludii's program**: Ludii's "La'b Akila" sows one lap (its rules text has the relay);
  Ludii's reading is option `laps=single`, with which the conformance comparison was made
  (docs/conformance.md).
* **The end**: Culin's "the game ends when all the holes are empty" cannot always happen (a
  lone shell is never captured; Mancala World: "the exact end rules are unknown"). Ludii's reading
  decides: the game ends when at most one shell is left on the board, which only a capture can
  bring about; the engine gives that shell to the capturer (`last_seeds_to_capturer=1`), where
  Ludii's score counts it for both players (docs/conformance.md, L-LA1).
* **What the sources leave open**: a player without shells passes (Ludii); the 3rd occurrence
  of the same position with the same player to move ends the game and each player takes the
  shells on their own row; endless relays are cut by the engine's turn limit. A lap of 14 or more
  sows its starting hole like any other (Ludii).

Position: `pits[seat]` from the seat's own left; the opposite of hole *i* is the other seat's hole
6−*i*.
"""
TEXT += agreement_text(
    RULES,
    "Culin does not mention it; as in the other games of the catalogue, players may always agree to "
    "stop a game.",
)

VARIANT = Variant(
    id="lab-akila-culin",
    name="La'b Akila (Culin)",
    summary="Damascus, 1894: relay sowing, twos and fours taken on either row with the holes opposite them.",
    rules=RULES,
    region="Middle East",
    rules_version="1.0.0",
    sources=(Source("S. Culin 1896, 'Mancala, the National Game of Africa', Report of the U.S. National Museum "
                    "for 1894, pp. 595-607 (La'b madjnuni and La'b akila, p. 598)",
                    "https://www.gutenberg.org/ebooks/66220"),
             Source("Mancala World: La'b Madjnuni", "https://mancala.fandom.com/wiki/La%27b_Madjnuni"),
             Source("Ludii: La'b Akila (after Culin 1896: 598)", "https://ludii.games/details.php?keyword=La%27b%20Akila")),
    rules_text=TEXT,
    house_rules=frozenset({"laps", "must_feed", "repetition_count", "cycle_split"}),
    aliases=("lab-hakimi-culin",),
    notation="letters",
)
