"""Kalah(6,4), with seed 003's house rules as options."""

from engine.rules import EndCheck, Origin, Rules, Sweep
from engine.variant import INSTRUCTABLES_KALAH, Sample, Source, Variant, agreement_text

RULES = Rules(
    seeds_per_pit=4,
    sow_own_store=True,
    origin=Origin.SOW_INTO,
    cross_capture=True,
    empty_capture=False,
    capture_includes_sowing_seed=True,
    extra_turn_on_store=True,
    end_check=EndCheck.IMMEDIATE,
    sweep=Sweep.OWNER,
)

TEXT = """\
# Kalah (6,4)

Two players, 2×6 pits and a store at each player's right; **4 seeds** in every pit (48).

* **Move.** Sow the seeds of an own pit one by one anticlockwise, including your own store
  and skipping your opponent's. The origin is not skipped: a 13-seed sowing drops its 13th
  seed back into the (now empty) origin (option `skip_origin`, alias of `origin=skip_turn_origin`,
  from a reader's comment on Instructables' 'How to Play Mancala'). Sowing into the own store is compulsory.
* **Extra turn.** Last seed in your own store: you move again (no limit).
* **Capture.** Last seed in an own empty pit whose opposite pit is not empty: that seed and
  all the seeds opposite go to your store. Opposite empty: nothing happens (option
  `empty_capture` for the Basic-Game reading).
* **End.** As soon as either row is empty (after any move, cancelling an extra turn), each
  player takes the seeds on their own side (`sweep=owner`; options `cleared_player`, `none`,
  `end_check=at_turn_start` for Ludii's "only when the player to move has no move").
* **Winner.** Most seeds in store; equal is a draw.
* **House rules (readers' comments on Instructables' 'How to Play Mancala').** `seeds_per_pit` 3–6, `pits_per_side`, `skip_origin`,
  `direction=cw` ("play clockwise, everything else the same": the own store is then reached
  after the opponent's row).

Worked examples: K2 capture of 5+1; K3 standard Kalah makes no capture when the
opposite pit is empty; K4 owner sweep 21–27; K5 clockwise capture.

Position: `pits[seat]` from the seat's own left; opposite of pit *i* is the other seat's pit 5−*i*.
OpenSpiel's `mancala` is this game with the default options.
"""
TEXT += agreement_text(
    RULES,
    ('The Kalah texts do '
     "not mention it, but players may always agree to stop a game, and the rules sheet's Owari, the Mancala leaflet's "
     "stalemate and the Multiplayer Mancala rules' Oware all end games this way."),
)

VARIANT = Variant(
    id="kalah",
    name="Kalah (6,4)",
    summary="Standard Kalah: stores sown, extra turns, captures of the opposite pit, owner sweep.",
    rules=RULES,
    region="Americas",
    rules_version="1.0.0",
    sources=(Source("Wikipedia: Kalah", "https://en.wikipedia.org/wiki/Kalah"),
             INSTRUCTABLES_KALAH,
             Source("Ludii Kalah.lud")),
    rules_text=TEXT,
    house_rules=frozenset({"seeds_per_pit", "pits_per_side", "empty_capture", "sweep", "origin", "direction",
                           "end_check"}),
    aliases=("kalah_6_4", "instructables_kalah"),
    samples=(
        Sample("empty-capture", 3, {"empty_capture": True}, note="Wikipedia's 'empty capture' rule (docs/rules/kalah.md)"),
        Sample("skip-origin", 4, {"skip_origin": True, "seeds_per_pit": 6},
               note="origin passed over on laps (docs/rules/kalah.md option skip_origin)"),
        Sample("clockwise", 5, {"direction": "cw"}, note="seed 003 comment: play clockwise (docs/rules/kalah.md, K5)"),
    ),
    notation="numbers",
)
