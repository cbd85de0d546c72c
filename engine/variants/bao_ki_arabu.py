"""Bao ki Arabu (Zanzibar; Ingrams 1931): 4×8 holes of 2, relay sowing round the own two rows, the
facing front hole and the back hole behind it captured from an empty front hole; the player who
loses all their stones loses. Hawalis without its singleton rule, on eight holes a row."""

from engine.rules import CaptureTargets, CycleSplit, Direction, EmptyMover, EndCheck, Laps, Origin, Ring, Rules, Sweep
from engine.variant import Source, Variant, agreement_text

RULES = Rules(
    seats=2,
    pits_per_side=8,
    rows_per_side=2,
    seeds_per_pit=2,
    sow_own_store=False,
    direction=Direction.CCW,
    origin=Origin.SOW_INTO,
    laps=Laps.RELAY,
    min_seeds_to_move=1,
    ring=Ring.OWN_SEAT,
    cross_capture=True,
    capture_targets=CaptureTargets.FRONT_AND_BACK,
    empty_capture=False,
    capture_includes_sowing_seed=False,
    extra_turn_on_store=False,
    empty_mover=EmptyMover.LOSES,
    end_check=EndCheck.AT_TURN_START,
    sweep=Sweep.OWNER,
    repetition_count=3,
    cycle_split=CycleSplit.DRAW,
)

TEXT = """\
# Bao ki Arabu (Zanzibar)

One of the kinds of *bao* played on the island of Zanzibar, the one said there to have come from
Arabia, recorded by W. H. Ingrams (1931, pp. 256-257). It is the four-row game of Oman (Hawalis)
on eight holes a row and without Hawalis's rule for single stones. Each player sows only round
their own two rows; captured stones leave the board, and a player who loses all their stones loses.

## Board and start

**4×8 = 32 holes, 2 stones in each** (64 in all). Each player owns the two rows nearest them: the
**front** (inner) row F, next to the opponent, and the **back** (outer) row B, columns numbered from
the player's own left. F c faces the opponent's F (7−c), and the opponent's B (7−c) lies behind it.
`stores` hold the stones each player has captured.

## Moves

* **Sowing.** Take all the stones of an own hole, any hole that holds stones (a single stone too),
  and sow them one by one **anticlockwise** round your own 16 holes: along the back row to the
  right, then along the front row to the left (B0→B7→F7→F0→B0).
* **Relay.** "When the last counter falls into an occupied hole, the counters in it are picked up
  and sowing continues." When it falls into an **empty** hole the turn ends.
* **Capture.** When the turn ends in an empty hole of **your front row**, the stones of the
  opponent's front hole facing it are captured, and then those of the opponent's back hole behind
  it, "but not if the inner row is empty" (event `capture`, kind `cross`). The capturing stone stays.
* **End.** "Play continues until one player has lost all of their counters": a player with no
  stone left at the start of their turn **loses** (reason `cannot_move`).

## Rulings

1. **The sources**: Ingrams's account as Ludii records it ("Bao Ki Arabu (Zanzibar 2)", DLP, after
   Ingrams 1931: 256-257) decides the board, the start, the sowing, the relay and the capture; no
   other account of this game was found. Ludii's other "Bao Ki Arabu (Zanzibar 1)" (3 stones a
   hole, sowing in either direction) is the other game of that name and is not this entry.
2. **The capture** (Ingrams via Ludii): the facing front hole, then the back hole behind it only
   when the front hole held stones (`capture_targets=front_and_back`, as Tsoro, Nchayo and Hawalis);
   the capturing stone is not taken (`capture_includes_sowing_seed=false`; Ludii's program moves
   the two facing holes only).
3. **Single stones** (Ludii's program; the text names no restriction): a hole of one stone may be
   played at any time and into any hole, where Hawalis plays singletons last
   (`single_seed_moves_last`, an option).
4. **The end** (Ingrams via Ludii): the player who has lost all their stones loses
   (`empty_mover=loses`). The final scores count each player's captures and the stones left on
   their side (`sweep=owner`), as Ludii's program scores them; stones leave a side only by capture,
   so the cleared player always scores less.
5. **Endless moves and games** (no source speaks of them): a relay that never ends is cut by the
   engine's turn limit and the turn then ends without a capture; the 3rd occurrence of the same
   position with the same player to move, the move limit and an agreed end are a **draw**, as for
   Hawalis. Ludii's program sows an endless relay on until its move limit ends the game
   (docs/conformance.md, L-EN1).

## Position JSON

As Hawalis on 8 columns: `pits[seat]` holds that seat's **16** holes, indices 0-7 the front row
F0…F7 and 8-15 the back row B0…B7, each from the seat's own left; `stores[seat]` the stones that
seat captured. A move is `{"pit": i}`. Records name the holes F1…F8 and B1…B8.

## Worked examples

* Opening: South plays B7 (2) → F7, F6, both holding 2: F6 now holds 3 and relays → F5, F4, F3
  (3), relay → F2, F1, F0 (3), relay → B0, B1, B2 (3), relay → B3, B4, B5 (3), relay → B6, B7
  (emptied at the start: 1), F7 (4), relay → F6, F5, F4, F3, emptied before: the turn ends in an
  empty front hole, facing North's F4 (2) with North's B4 (2) behind it: South captures 4.
* Capture: South `F 0 0 0 0 0 0 0 0 / B 0 0 0 0 0 0 1 1` plays B7 (1) → F7; F7 was empty and faces
  North's F0: its stones are taken, and those of North's B0 behind it.
"""
TEXT += agreement_text(
    RULES,
    "Ingrams's account (via Ludii) does not mention it; as for Hawalis, players may always agree to stop a game.",
)

VARIANT = Variant(
    id="bao-ki-arabu",
    name="Bao ki Arabu (Zanzibar)",
    summary="Zanzibar 4×8 game of 2 stones a hole (Ingrams 1931): relay sowing round the own two rows, the facing "
            "front hole and the back hole behind it captured from an empty front hole.",
    rules=RULES,
    region="East Africa",
    rules_version="1.0.0",
    sources=(Source("Ingrams, W. H. (1931). Zanzibar: Its History and Its People. London: Witherby, pp. 256-257"),
             Source("Ludii: Bao Ki Arabu (Zanzibar 2) (after Ingrams 1931: 256-257)",
                    "https://ludii.games/details.php?keyword=Bao%20Ki%20Arabu%20(Zanzibar%202)")),
    rules_text=TEXT,
    house_rules=frozenset({"single_seed_moves_last", "repetition_count", "cycle_split"}),
    aliases=("bao-kiarabu",),
    notation="bao",
)
