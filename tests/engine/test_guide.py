"""Player words for the catalogue (engine/guide.py): labels, what applies to which game, presets,
and a message for every refusal code the code base can give."""

from __future__ import annotations

import enum
import re
from pathlib import Path

import pytest

import engine
from engine import guide
from engine.options import DIMENSIONS

ROOT = Path(__file__).resolve().parents[2]


def applying(variant_id: str) -> set[str]:
    variant = engine.get_variant(variant_id)
    return {spec.name for spec in variant.options if guide.applies(variant, spec.name)}


def test_every_rule_dimension_has_a_label_a_group_and_plain_words() -> None:
    groups = {key for key, _ in guide.GROUPS}
    for name, dimension in DIMENSIONS.items():  # every option: core dimensions and section fields
        group, label, help_text = guide.words(name)
        assert group in groups and label and help_text.endswith(".")
        assert "_" not in label + help_text, name
        hint = dimension.hint
        if isinstance(hint, type) and issubclass(hint, enum.Enum):
            assert set(guide.choice_labels(name)) == {m.value for m in hint}, name


def test_only_the_options_of_the_game_apply() -> None:
    oware = applying("oware")
    assert {"grand_slam", "capture_chain", "seeds_per_pit", "max_plies", "capture_counts"} <= oware
    assert not {"tuzdyk_count", "tuzdyk_in_last_pit", "column_capture", "front_row_first", "bao_captures",
                "empty_capture", "rows_per_side", "board_sizes"} & oware
    kalah = applying("kalah")
    assert {"empty_capture", "extra_turn_on_store", "origin", "direction"} <= kalah
    assert not {"capture_chain", "grand_slam", "tuzdyk_count"} & kalah
    togyz = applying("togyz-kumalak")
    assert {"tuzdyk_count", "tuzdyk_in_last_pit", "tuzdyk_same_number"} <= togyz
    assert {"board_sizes", "max_rounds", "match_loss_seeds"} <= applying("giuthi")
    assert "seats" in applying("multiplayer") and "seats" not in applying("oware")
    for variant_id in engine.variant_ids():
        assert len(applying(variant_id)) < len(DIMENSIONS) // 2, variant_id


@pytest.mark.parametrize("variant_id", engine.variant_ids())
def test_every_preset_is_a_game_the_engine_accepts(variant_id: str) -> None:
    variant = engine.get_variant(variant_id)
    for preset in guide.presets(variant):
        rules = engine.resolve_rules(variant_id, preset["options"])
        assert rules != variant.rules or preset["id"] == "v1_touch_move", preset
        assert "_" not in preset["label"] + preset["description"], preset


def test_the_named_house_rules_are_presets() -> None:
    kalah = {p["id"]: p for p in guide.presets(engine.get_variant("kalah"))}
    assert kalah["empty_capture-on"]["options"] == {"empty_capture": True}
    oware = {p["id"] for p in guide.presets(engine.get_variant("oware"))}
    assert {"grand_slam-capture_all", "grand_slam-forbidden", "grand_slam-leave_leftmost"} <= oware
    multiplayer = {p["id"]: p for p in guide.presets(engine.get_variant("multiplayer"))}
    assert multiplayer["v2_three_stones"]["options"] == {"v2_three_stones": True}


def test_names_for_players_carry_no_source_code() -> None:
    names = {v: guide.player_name(engine.get_variant(v)) for v in engine.variant_ids()}
    assert names["owari"] == "Owari" and names["bao-kujifunza"] == "Bao la Kujifunza"
    assert all("seed" not in name for name in names.values())
    assert len(set(names.values())) == len(names)


# every literal the code base refuses with: problem codes, illegal-move reasons, violation codes
_CODE_SOURCES = [
    (r'code = "([a-z]+(?:-[a-z]+)+)"', "engine/errors.py"),
    (r'IllegalMove\(\s*"([a-z-]+)"', "engine/*.py"),
    (r'refuse\(\s*"([a-z-]+)"', "engine/rounds.py"),
    (r'return "([a-z]+(?:-[a-z]+)+)", ', "engine/legality.py"),
    (r'ServiceError\(\s*\d+,\s*"([a-z-]+)"', "service/*.py"),
    (r'\d{3}: "([a-z-]+)"', "service/errors.py"),
    (r'problem\(\s*\d+,\s*"([a-z-]+)"', "service/*.py"),
]


def test_every_refusal_code_has_a_message_for_players() -> None:
    found: set[str] = set()
    for pattern, glob in _CODE_SOURCES:
        for path in ROOT.glob(glob):
            found |= set(re.findall(pattern, path.read_text(encoding="utf-8")))
    assert {"not-your-pit", "empty-pit", "must-feed", "illegal-move", "game-over", "rate-limited"} <= found
    # 499 client-gone is written only to the log and metrics: its client has closed the connection
    never_read = {"client-gone"}
    missing = sorted(found - set(guide.MESSAGES) - never_read)
    assert missing == []
    assert all(message.endswith((".", "!")) and "_" not in message for message in guide.MESSAGES.values())
