"""The playground shows the exact value of a covered endgame ("exact: South wins by 2"), read by
the server from an endgame database (docs/analysis.md, "Endgame databases"), in a real browser.

A Kalah database of 12 seeds is built for the test (about a second) and served through
``ARBITER_ENDGAME_DIR``; Kalah with one seed per pit starts with 12 seeds on the board, so every
position of that game is covered. Kalah(6,1) is a first-player win by 2 under the catalogue's
rules (the database and the exact solver agree: BENCHMARKS.md, "Endgame databases").
"""

from __future__ import annotations

import base64
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from service.endgames import build

from .test_playground import Session

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("gcc") is None and shutil.which("cc") is None,
                       reason="the endgame builder needs a C compiler"),
]


def _game_path(options: dict[str, Any]) -> str:
    record = {"variant": "kalah", "options": options, "first_player": 0, "moves": []}
    token = base64.urlsafe_b64encode(json.dumps(record).encode()).decode().rstrip("=")
    return f"/play/kalah#g={token}"


def test_a_covered_endgame_shows_its_exact_value(browser: Any, live_server: str, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    build("kalah", 12, tmp_path, quiet=True)
    monkeypatch.setenv("ARBITER_ENDGAME_DIR", str(tmp_path))
    s = Session(browser, live_server)
    analysed: list[dict[str, Any]] = []
    s.page.on("response", lambda r: analysed.append(r.json()) if r.url.endswith("/v1/analysis") else None)
    try:
        # the whole board's 48 seeds: no database covers it, and the page does not ask
        s.open("/play/kalah")
        assert s.page.is_hidden("#exact-value")
        assert analysed == []
        # one seed a pit: 12 seeds, South to move wins by 2 with best play
        s.page.goto("about:blank")
        s.open(_game_path({"seeds_per_pit": 1}))
        assert s.answer["position"]["pits"] == [[1] * 6, [1] * 6]
        s.page.wait_for_selector("#exact-value:not([hidden])")
        assert s.page.text_content("#exact-value") == "exact: South wins by 2"
        assert analysed[-1]["method"] == "database" and analysed[-1]["played_out"] is False
        # South sows pit 3 (D): a mistake, North to move now wins by 2
        s.play({"pit": 3})
        # expect() polls from Python: a wait_for_function string would be evaluated in the page, which
        # the playground's Content-Security-Policy (script-src 'self', no unsafe-eval) may refuse
        expect(s.page.locator("#exact-value")).to_have_text("exact: North wins by 2")
        assert s.page.is_visible("#exact-value")
        # undo: the start's value again, from the page's memory (no new request)
        asked = len(analysed)
        s.page.click("#undo")
        s.page.wait_for_selector("body[data-cursor='0'][data-busy=false]")
        assert s.page.text_content("#exact-value") == "exact: South wins by 2"
        assert len(analysed) == asked
        assert s.errors == [] and s.failed == []
    finally:
        s.close()
