"""The engine README's quick start runs as a doctest (python-chess style)."""

from __future__ import annotations

import doctest
import pathlib

import pytest

import engine

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_engine_readme_quick_start_runs() -> None:
    result = doctest.testfile(str(ROOT / "engine" / "README.md"), module_relative=False)
    assert result.failed == 0 and result.attempted > 0


def test_first_player_must_be_a_seat() -> None:
    with pytest.raises(engine.InvalidOptions):
        engine.new_game(engine.resolve_rules("kalah"), first_player=2)
    assert engine.new_game(engine.resolve_rules("kalah"), first_player=1).to_move == 1
