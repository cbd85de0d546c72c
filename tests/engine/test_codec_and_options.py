"""Client input is checked before use: positions, moves and options, every problem at once."""

from __future__ import annotations

import pytest

import engine
from engine import InvalidMove, InvalidOptions, InvalidPosition

from .helpers import rules


def test_a_position_round_trips_through_json() -> None:
    r = rules("oware")
    position = engine.apply_move(r, engine.new_game(r), engine.Move(2)).position
    data = engine.position_to_json(position)
    assert data == {
        "pits": [[4, 4, 0, 5, 5, 5], [5, 4, 4, 4, 4, 4]],
        "stores": [0, 0],
        "to_move": 1,
        "ply": 1,
        "status": "playing",
        "outcome": None,
        "history": [data["history"][0]],
        "last_mover": 0,
    }
    assert engine.position_from_json(r, data) == position


def test_the_text_form_is_one_line() -> None:
    r = rules("kalah")
    assert engine.position_text(engine.new_game(r)) == (
        "0: 4 4 4 4 4 4 [0] | 1: 4 4 4 4 4 4 [0] | to_move 0 | ply 0 | playing"
    )


def test_the_hash_is_the_sha256_of_the_canonical_json() -> None:
    r = rules("kalah")
    a = engine.new_game(r)
    b = engine.new_game(r, first_player=1)
    assert len(engine.position_hash(a)) == 64
    assert engine.position_hash(a) != engine.position_hash(b)
    assert engine.position_hash(a) == engine.position_hash(engine.new_game(r))


def test_every_violation_of_a_position_is_reported_at_once() -> None:
    bad = {"pits": [[4, 4, -1, 4, 4, 4], [4, 4, 4, 4, 4]], "stores": [0, 0], "to_move": 7, "extra": 1}
    with pytest.raises(InvalidPosition) as caught:
        engine.position_from_json(rules("kalah"), bad)
    codes = sorted(v.code for v in caught.value.violations)
    assert codes == ["invalid-seat", "invalid-shape", "negative-count", "unknown-field"]


def test_a_position_with_the_wrong_seed_total_is_impossible() -> None:
    data = engine.position_to_json(engine.new_game(rules("kalah")))
    data["stores"] = [5, 0]
    with pytest.raises(InvalidPosition) as caught:
        engine.position_from_json(rules("kalah"), data)
    assert [v.code for v in caught.value.violations] == ["seed-count"]


def test_a_playing_status_on_a_finished_board_is_inconsistent() -> None:
    data = {"pits": [[0] * 6, [1, 0, 0, 0, 0, 0]], "stores": [20, 27], "to_move": 0}
    with pytest.raises(InvalidPosition) as caught:
        engine.position_from_json(rules("kalah"), data)
    assert [v.code for v in caught.value.violations] == ["status-inconsistent"]


def test_a_finished_position_needs_an_outcome_matching_the_stores() -> None:
    data = {"pits": [[0] * 6, [0] * 6], "stores": [20, 28], "to_move": 0, "status": "finished",
            "outcome": {"reason": "side_empty", "scores": [20, 28], "winners": [0]}}
    with pytest.raises(InvalidPosition) as caught:
        engine.position_from_json(rules("kalah"), data)
    assert caught.value.violations[0].path == "position.outcome.winners"
    data["outcome"] = {"reason": "side_empty", "scores": [20, 28], "winners": [1]}
    assert engine.position_from_json(rules("kalah"), data).outcome is not None


def test_moves_are_checked_for_shape() -> None:
    r = rules("kalah")
    assert engine.move_from_json(r, {"pit": 3}) == engine.Move(3)
    with pytest.raises(InvalidMove) as caught:
        engine.move_from_json(r, {"pit": "3", "direction": "up", "x": 1})
    assert len(caught.value.violations) == 3
    with pytest.raises(InvalidMove):
        engine.move_from_json(r, {"pit": 6})
    with pytest.raises(InvalidMove):
        engine.move_from_json(r, [3])


def test_a_move_naming_the_wrong_seat_is_not_your_turn() -> None:
    with pytest.raises(engine.IllegalMove) as caught:
        engine.move_from_json(rules("kalah"), {"pit": 1, "seat": 1}, to_move=0)
    assert caught.value.reason == "not-your-turn"


def test_a_direction_cannot_be_chosen_in_a_fixed_direction_game() -> None:
    r = rules("kalah")
    with pytest.raises(engine.IllegalMove) as caught:
        engine.apply_move(r, engine.new_game(r), engine.Move(1, engine.rules.Direction.CW))
    assert caught.value.reason == "direction-not-allowed"


def test_every_bad_option_is_listed() -> None:
    with pytest.raises(InvalidOptions) as caught:
        engine.resolve_rules("kalah", {"seeds_per_pit": 99, "sweep": "sideways", "colour": "red",
                                       "empty_capture": "yes"})
    assert sorted(v.path for v in caught.value.violations) == [
        "options.colour", "options.empty_capture", "options.seeds_per_pit", "options.sweep",
    ]


def test_options_the_engine_cannot_honour_are_refused_with_the_reason() -> None:
    with pytest.raises(InvalidOptions) as caught:
        engine.resolve_rules("kalah", {"grand_slam": "capture_then_feed"})
    assert "feeding rule" in caught.value.violations[0].message


def test_skip_origin_is_an_alias_of_the_origin_dimension() -> None:
    assert engine.resolve_rules("kalah", {"skip_origin": True}).origin.value == "skip_turn_origin"
    with pytest.raises(InvalidOptions):
        engine.resolve_rules("kalah", {"skip_origin": True, "origin": "sow_into"})


def test_an_unknown_variant_lists_the_known_ones() -> None:
    with pytest.raises(engine.UnknownVariant) as caught:
        engine.get_variant("chess")
    assert "kalah" in caught.value.message


def test_a_pinned_rules_version_must_exist() -> None:
    assert engine.resolve_rules("oware", None, "1.0.0") == engine.get_variant("oware").rules
    with pytest.raises(engine.UnknownRulesVersion):
        engine.resolve_rules("oware", None, "0.9")


def test_every_variant_documents_every_option() -> None:
    for variant_id in engine.variant_ids():
        variant = engine.get_variant(variant_id)
        specs = {s.name: s.to_json() for s in variant.options}
        assert "seeds_per_pit" in specs and specs["seeds_per_pit"]["type"] == "integer"
        assert all(spec["description"] for spec in specs.values())
        assert variant.rules_text.startswith("# ")


@pytest.mark.parametrize("error", [
    engine.UnknownVariant("x", ["kalah"]),
    engine.InvalidOptions("bad", [engine.Violation("c", "p", "m")]),
    engine.IllegalMove("empty-pit", "pit 0 is empty", move={"pit": 0}, legal_moves=[{"pit": 1}]),
    engine.GameOver(),
])
def test_errors_render_their_code_and_message(error: engine.RulesError) -> None:
    data = error.to_dict()
    assert data["code"] == error.code and data["message"] == str(error)


def test_a_two_player_game_refuses_other_player_counts() -> None:
    with pytest.raises(InvalidOptions) as caught:
        engine.resolve_rules("oware", {"seats": 3, "must_feed": "none", "capture_majority_wins": False,
                                       "capture_targets": "corresponding"})
    assert "played by 2 players" in caught.value.message


def test_canonical_options_name_the_dimensions_that_differ() -> None:
    variant = engine.get_variant("kalah")
    rules = engine.resolve_rules("kalah", {"skip_origin": True, "seeds_per_pit": 4})
    assert engine.canonical_options(variant, rules) == {"origin": "skip_turn_origin"}
    assert engine.canonical_options(variant, variant.rules) == {}
