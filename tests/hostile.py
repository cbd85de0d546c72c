"""Hostile inputs for the bound tests of issue 24 (items 1 and 5): records built from hostile parts
(many or long tags, unknown option names by the hundred, long option values, escapes, control and
astral characters, long or many move tokens and comments), and option maps and moves of the same
kind for the JSON endpoints. Hypothesis strategies; the tests that use them are derandomized."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

NASTY = st.sampled_from(["x", "\\", '"', "\\\\", '\\"', "\x01", "\u00e9", "\U0001f600", " ", "{", "}", ";", "]", "["])


def nasty_text(most: int) -> st.SearchStrategy[str]:
    """A text of up to ``most`` characters: a few hostile pieces repeated."""
    return st.builds(lambda parts, times: "".join(parts) * times,
                     st.lists(NASTY, min_size=1, max_size=6), st.integers(1, max(1, most // 6)))


def escape(value: str) -> str:
    """``value`` as a tag value (quotes and backslashes escaped, no line break)."""
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")


@st.composite
def options_tags(draw: st.DrawFn) -> str:
    kind = draw(st.sampled_from(["unknown", "values", "garbage", "long"]))
    if kind == "unknown":
        options: Any = {f"{draw(nasty_text(40))}{i}": i for i in range(draw(st.integers(1, 400)))}
    elif kind == "values":
        value = draw(st.one_of(nasty_text(3000), st.lists(st.integers(-5, 30), max_size=500),
                               st.dictionaries(st.text(max_size=5), st.integers(), max_size=20)))
        options = {name: value for name in draw(st.lists(
            st.sampled_from(["seats", "grand_slam", "capture_counts", "skip_origin", "agreed_end", "nope"]),
            min_size=1, max_size=6, unique=True))}
    elif kind == "garbage":
        return f'[Options "{escape(draw(nasty_text(3000)))}"]\n'
    else:
        options = {f"k{i}": 0 for i in range(draw(st.integers(200, 3000)))}
    return f'[Options "{escape(json.dumps(options, ensure_ascii=False))}"]\n'


@st.composite
def hostile_records(draw: st.DrawFn, big: int = 600_000) -> str:
    """A record text; ``big`` caps its longest parts (a route's body limit)."""
    head = []
    variant = draw(st.sampled_from(["oware", "kalah", "bao-kujifunza", "giuthi", "NOPE", "long"]))
    head.append(f'[Variant "{escape(draw(nasty_text(big)))}"]\n' if variant == "long"
                else f'[Variant "{variant}"]\n')
    for name in draw(st.lists(st.sampled_from(["Event", "Round", "South", "North", "Seat3", "Annotator", "Result",
                                               "Start", "FirstPlayer", "Termination", "Many"]), max_size=6)):
        if name == "Many":
            head.extend(f'[T{i} "v"]\n' for i in range(draw(st.integers(1, 200))))
        else:
            size = draw(st.sampled_from([50, 300, big // 2]))
            head.append(f'[{name} "{escape(draw(nasty_text(size)))}"]\n')
    if draw(st.booleans()):
        head.append(draw(options_tags()))
    moves = draw(st.sampled_from(["", "1. C c 2. F f *", "C c " * 3000, "x" * (big // 3), "{" + "y" * 5000 + "}",
                                  "{}" * 12_000, "=? = " * 2000, "1-0-1-0-1-0 *", "arrange:" + "1-" * 3000 + "1",
                                  "1. 3 3 2. 4 *", "1. F1> B2< *"]))
    return "".join(head) + "\n" + moves + "\n"


def hostile_options() -> st.SearchStrategy[dict[str, Any]]:
    """An ``options`` object for the JSON endpoints: unknown names (up to the 256 read), long or
    mistyped values of real options."""
    unknown = st.builds(lambda name, count: {f"{name}{i}": i for i in range(count)}, nasty_text(60),
                        st.integers(1, 300))
    values = st.builds(lambda names, value: dict.fromkeys(names, value),
                       st.lists(st.sampled_from(["seats", "grand_slam", "capture_counts", "skip_origin",
                                                 "agreed_end", "max_plies", "pits_per_side", "nope"]), min_size=1, max_size=8,
                                unique=True),
                       st.one_of(nasty_text(20_000), st.lists(st.integers(-5, 30), max_size=2000),
                                 st.integers(), st.none(), st.dictionaries(st.text(max_size=5), st.integers(),
                                                                           max_size=20)))
    return st.one_of(unknown, values)


def hostile_moves() -> st.SearchStrategy[list[dict[str, Any]]]:
    """A replay's ``moves``: made-up kinds, fields and values, long strings, long lists."""
    move = st.fixed_dictionaries({"pit": st.one_of(st.integers(-3, 20), nasty_text(5000))}, optional={
        "kind": st.one_of(st.sampled_from(["sow", "arrange", "choose_hollows", "propose_end"]), nasty_text(3000)),
        "direction": st.one_of(st.sampled_from(["cw", "ccw"]), nasty_text(3000)),
        "seeds": st.lists(st.integers(-2, 40), max_size=3000),
        "made_up": nasty_text(3000),
    })
    return st.lists(move, min_size=1, max_size=40)
