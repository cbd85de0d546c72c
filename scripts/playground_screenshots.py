"""Screenshots of the playground for every board geometry, at a 360x740 phone and a 1280x800 desktop,
and of a Pallanguzhi match's second round, Omweso's arrangement, Bao's reserve and the house rules.

    .venv/bin/python scripts/playground_screenshots.py      # writes docs/playground/<geometry>-<size>.png
    .venv/bin/python scripts/playground_screenshots.py --panel-heights   # prints the house-rules panel's height at 360 px

The app is served on 127.0.0.1 (werkzeug, as the browser tests do) and Debian's chromium is
driven by Playwright; each page is a game a few (seeded) moves in (the openings: none).
"""

from __future__ import annotations

import base64
import json
import random
import shutil
import sys
import threading
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright
from werkzeug.serving import make_server

from service import create_app

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "playground"
GEOMETRIES: dict[str, tuple[str, dict[str, object], int]] = {
    # name: (variant, options, plies played before the picture)
    "two-rows": ("kalah", {}, 4),
    "two-rows-of-9": ("togyz-kumalak", {}, 4),
    "three-rows": ("rabe", {}, 4),
    "two-rows-of-40": ("en-gehe", {}, 4),
    "ring-of-3": ("multiplayer", {}, 4),
    "four-sides-two-empty": ("mancala-for-4", {"players": 2}, 4),
    "bao-4x8": ("bao-kujifunza", {}, 4),
    "bao-namua-reserve": ("bao-la-kiswahili", {}, 0),
    "omweso-arrangement": ("omweso", {}, 0),
    "hus-4x8": ("hus", {}, 4),
    "hollows-with-owners": ("nam-nam", {}, 4),
    "round-board": ("giuthi", {}, 4),
}
# a match of rounds a round in: the refill, the pits out of play and the words under the board
MATCH = "pallanguzhi-match-round-2"
# the settings with the house rules open (the panel's length on a phone)
PANEL = "oware-house-rules"
SIZES = {"360": {"width": 360, "height": 740}, "1280": {"width": 1280, "height": 800}}


def seeded(app: object, variant: str, options: dict[str, object], plies: int, seed: str) -> list[dict[str, object]]:
    """``plies`` seeded moves through the API (fewer if the game ends)."""
    client = app.test_client()  # type: ignore[attr-defined]
    rng = random.Random(seed)
    moves: list[dict[str, object]] = []
    game = client.post("/v1/games", json={"variant": variant, "options": options}).get_json()
    for _ in range(plies):
        if game["position"]["status"] != "playing":
            break
        move = {k: v for k, v in rng.choice(game["legal_moves"]).items() if k != "constraints"}
        moves.append(move)
        body = {"variant": variant, "options": game["options"], "position": game["position"], "move": move}
        if game.get("signature"):
            body["signature"] = game["signature"]
        game = client.post("/v1/moves", json=body).get_json()
    return moves


def match_moves() -> list[dict[str, object]]:
    """Pallanguzhi's match (docs/rules/pallanguzhi.md), seeded moves until a round starts with pits out of play."""
    import engine

    rules = engine.resolve_rules("pallanguzhi", {"match": True})
    position = engine.new_game(rules)
    rng = random.Random(3)
    moves: list[dict[str, object]] = []
    while not position.ruined:
        move = rng.choice(engine.legal_moves(rules, position))
        moves.append({"pit": move.pit})
        position = engine.apply_move(rules, position, move).position
    return moves


PANEL_GAMES = ("oware", "kalah", "omweso", "bao-la-kiswahili", "en-gehe", "togyz-kumalak", "mancala-for-4",
               "multiplayer", "pallanguzhi")


def panel_heights(browser: Any, base: str) -> None:
    """The "House rules and options" panel's height at 360x740, opened as a player opens it, per game."""
    for variant in PANEL_GAMES:
        context = browser.new_context(viewport=SIZES["360"], reduced_motion="reduce")
        page = context.new_page()
        page.goto(f"{base}/play/{variant}")
        page.wait_for_selector("body[data-ready=true][data-busy=false]")
        page.click("#settings > summary")
        page.click("#house-rules > summary")
        height = page.eval_on_selector("#house-rules", "e => e.getBoundingClientRect().height")
        print(f"{variant}: {round(height)} px")
        context.close()


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    app = create_app({"TESTING": True, "LOG_LEVEL": "WARNING"})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}"
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, headless=True, args=["--no-sandbox"])
            if "--panel-heights" in sys.argv:
                panel_heights(browser, base)
                return
            pictures = [(name, variant, options, seeded(app, variant, options, plies, name), False)
                        for name, (variant, options, plies) in GEOMETRIES.items()]
            pictures.append((MATCH, "pallanguzhi", {"match": True}, match_moves(), False))
            pictures.append((PANEL, "oware", {}, [], True))
            for name, variant, options, moves, panel in pictures:
                record = {"variant": variant, "options": options, "first_player": 0, "moves": moves}
                token = base64.urlsafe_b64encode(json.dumps(record).encode()).decode().rstrip("=")
                for size, viewport in SIZES.items():
                    if panel and size != "360":
                        continue
                    context = browser.new_context(viewport=viewport, reduced_motion="reduce")
                    page = context.new_page()
                    page.goto(f"{base}/play/{variant}#g={token}")
                    page.wait_for_selector(f"body[data-cursor='{len(moves)}'][data-busy=false]")
                    if panel:
                        page.evaluate("() => { for (const id of ['settings', 'house-rules']) document.getElementById(id).open = true; }")
                    page.screenshot(path=str(OUT / f"{name}-{size}.png"), full_page=size == "360")
                    context.close()
                print(name)
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
