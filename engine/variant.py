"""One entry of the catalogue: ``Variant`` (a game's rules, citation, rules text, version and the
per-game facts its tests and generators read), its ``Source``s and golden ``Sample``s, and the
agreement paragraph every rules text ends with. Each module of ``engine/variants/`` builds one."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from engine.options import OptionSpec, Variation, option_specs
from engine.rules import CycleSplit, Rounds, Rules


@dataclass(frozen=True, slots=True)
class Source:
    title: str
    url: str = ""


#: The published texts the first games were written from (anonymous leaflets and sheets, undated,
#: named by their own titles), cited by the variants that follow them.
RULES_SHEET = Source("'Basic Game', 'Owari', 'Ayoayo', 'Giuthi': a mancala board's rules sheet (anonymous, undated)")
MANCALA_LEAFLET = Source("'Mancala', a boxed game's rules leaflet, with its 'Variation - Oware Nam Nam' "
                         "(anonymous, undated)")
MULTIPLAYER_RULES = Source("'Multiplayer Mancala': rules for 2, 3 and 4 players, with a two-player Oware "
                           "(anonymous, undated)")
MASTERS_BAO = Source("Masters Traditional Games: 'Bao la Kujifunza', rules for friendly play (undated)")
INSTRUCTABLES_KALAH = Source("YummyPancakes: 'How to Play Mancala', Instructables, with its readers' comments (undated)")
SS_MANCALA_FOR_4 = Source("S&S Worldwide: 'W13648 Mancala for 4 – Instructions' (undated)",
                          "https://ru.scribd.com/document/437476500/w13648-Mancala-for-4-Instructions-Game-Play-s-Amp-s-Worldwide")


@dataclass(frozen=True, slots=True)
class Sample:
    """A seeded sample game of a variant under some options, played into the golden files
    (``scripts/regen_golden.py``; every variant also gets the default samples there)."""

    name: str
    seed: int
    """Seed of the move chooser."""
    options: Mapping[str, Any] = field(default_factory=dict)
    first_player: int = 0
    """Index into ``rules.players`` (the seats taking part), so 1 is always the second player."""
    note: str = ""
    """Where the options come from (a rules document, a ruling)."""
    max_plies: int = 300
    """The game is cut off (and says so) after this many plies."""


#: Where a game is played (or, for the modern commercial and leaflet games, ``Modern``): each
#: catalogue entry names one, and ``GET /v1/variants`` gives it.
REGIONS = ("West Africa", "Central Africa", "East Africa", "Southern Africa", "North Africa", "Middle East",
           "Europe", "Central Asia", "South Asia", "Southeast Asia", "East Asia", "Oceania", "Americas",
           "Caribbean", "Modern", "Horn of Africa", "Great Lakes", "Indian Ocean")


@dataclass(frozen=True, slots=True)
class Variant:
    """One game of the catalogue."""

    id: str
    name: str
    summary: str
    rules: Rules
    rules_version: str
    sources: tuple[Source, ...]
    rules_text: str
    """The human rules in Markdown: what players read (no project history, no ruling ids; the
    rulings behind it are listed in docs/rules/<id>.md, from docs/rulings.md)."""
    house_rules: frozenset[str] = frozenset()
    """Option names this game's rules document (docs/rules/) lists as its house rules."""
    seats: tuple[int, ...] = (2,)
    """Player counts the game allows."""
    aliases: tuple[str, ...] = ()
    region: str = ""
    """Where the game is played, one of ``REGIONS``."""
    variations: tuple[Variation, ...] = ()
    """Named variations of the source (the Multiplayer Mancala rules' V1-V10, Mancala for 4's), each an option that sets
    several rule dimensions at once."""
    players_option: str = "seats"
    """The option that sets the number of players. Where it is not ``seats`` (Mancala for 4:
    ``players``), the board's sides are fixed and ``seats`` is read as the number of players."""
    seatings: tuple[tuple[int, int, tuple[int, ...]], ...] = ()
    """``(players, sides of the board, active seats)`` for every player count; empty: ``n``
    players play on an ``n``-sided board, every seat active. Any other seating is refused."""
    earlier_versions: tuple[tuple[str, tuple[tuple[str, Any], ...]], ...] = ()
    """Earlier ``rules_version``s still resolvable, each with the options (rule dimensions) that give
    its rules under the current ones: a record or request pinned to one replays as it did then
    (its canonical options show the difference; docs/records.md, "Rules versions")."""
    notation: str = ""
    """The notation its records are written in under its own rules (``letters``, ``numbers`` or
    ``bao``; ``engine.notation.notation_of`` decides it from the rules, the tests hold it to this)."""
    samples: tuple[Sample, ...] = field(default=(), compare=False, hash=False)
    """Option samples for the golden files (``scripts/regen_golden.py``): house rules of this game
    worth playing through, each with its seed."""

    def version_options(self, rules_version: object) -> Mapping[str, Any] | None:
        """The options that give ``rules_version``'s rules (empty for the current version), or
        ``None`` when this engine does not know that version."""
        if rules_version is None or rules_version == self.rules_version:
            return {}
        for version, changes in self.earlier_versions:
            if version == rules_version:
                return dict(changes)
        return None

    @property
    def options(self) -> tuple[OptionSpec, ...]:
        """One option per rule dimension (every ``Rules`` field, by its name)."""
        specs = option_specs(self.rules, self.house_rules)
        if self.players_option == "seats":
            return specs
        note = (f"Number of players ({', '.join(map(str, self.seats))}): the same as option "
                f"`{self.players_option}`; the board always has {self.rules.seats} sides.")
        return tuple(replace(spec, description=note, default=max(self.seats), minimum=min(self.seats),
                             maximum=max(self.seats)) if spec.name == "seats" else spec for spec in specs)

    def seating(self, players: int) -> tuple[int, tuple[int, ...]]:
        """Sides of the board and active seats (empty: every seat) for ``players`` players."""
        for count, sides, active in self.seatings:
            if count == players:
                return sides, active
        return players, ()

    @property
    def variation_options(self) -> tuple[OptionSpec, ...]:
        """The named variations, accepted as options too; each stands for several dimensions
        and comes back (in canonical options) as the dimensions it sets."""
        return tuple(v.spec() for v in self.variations)


_SHARES = {
    CycleSplit.OWN_SIDE: "each player adds the seeds left on their own side to their store (`cycle_split=own_side`)",
    CycleSplit.HALVES: ("the seeds left are split in halves (`cycle_split=halves`; an odd seed goes to the player "
                        "with fewer seeds, and stays on the board when the stores are equal)"),
    CycleSplit.DISCARD: "the seeds left are not counted (`cycle_split=discard`)",
    CycleSplit.DRAW: "the game is a **draw** whatever the stores hold (`cycle_split=draw`)",
}


def agreement_text(rules: Rules, source: str, share: str = "") -> str:
    """The "Ending by agreement" section of a variant's rules document:
    ``source`` quotes where the game's texts speak of it; ``share`` overrides the sentence
    derived from ``cycle_split``."""
    players = "" if len(rules.players) == 2 else (
        " With more than two players every player must accept, each in turn as their move, and each "
        "one who accepts still makes their move; the last acceptance ends the game.")
    rounds = "" if rules.rounds is Rounds.NONE else (
        " In this match of rounds an agreement ends the **round**, as a repetition does (event "
        "`round_end` with reason `agreement`), and the match goes on.")
    return f"""
## Ending by agreement

{source}

* The player to move may propose to end the game (`{{"type": "propose_end"}}`, event `end_proposed`)
  and then still makes their move, so a proposal is never a free pass. The next player accepts
  (`{{"type": "accept_end"}}`) as their move, or declines by playing a move (event
  `end_declined`).{players} Agreement ends the game with events `end_agreed` (the seats, in the
  order they agreed), then `game_end` with reason `agreement`.{rounds}
* The seeds left are shared as after a repetition: {share or _SHARES[rules.cycle_split]}. The move
  limit (`max_plies`, reason `move_limit`) ends a game the same way.
* The agreement moves are listed apart from the legal moves, in `agreement_moves` (a client that
  plays from `legal_moves` never ends a game by accident); a pending proposal is the position's
  `end_proposed_by` (the seats that agreed so far, proposer first; absent when none). Option
  `agreed_end=false` switches agreements off.
"""
