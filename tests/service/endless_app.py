"""An arbiter whose engine never finishes one kind of move: the watchdog's test subject.

``create_app()`` is the real ``service.create_app()`` with ``engine.apply_move`` replaced so that a
move of pit 5 spins forever in pure Python (like the Bao sowing of issue 9 did), while every
other move is played normally. Only ``tests/service/test_deadline.py`` serves it (with gunicorn).
"""

from __future__ import annotations

from typing import Any

from flask import Flask

import engine
import service

_real_apply_move = engine.apply_move


def endless_apply_move(rules: Any, position: Any, move: Any) -> Any:
    if getattr(move, "pit", None) == 5:
        spins = 0
        while True:  # never charges a budget, never returns
            spins += 1
    return _real_apply_move(rules, position, move)


def create_app() -> Flask:
    engine.apply_move = endless_apply_move  # type: ignore[assignment]
    return service.create_app()
