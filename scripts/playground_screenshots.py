"""Screenshots of the playground for every board geometry, at a 360x740 phone and a 1280x900 desktop.

    .venv/bin/python scripts/playground_screenshots.py      # writes docs/playground/<geometry>-<size>.png

The app is served on 127.0.0.1 (werkzeug, as the browser tests do) and Debian's chromium is
driven by Playwright; each page is a game a few (seeded) moves in.
"""

from __future__ import annotations

import base64
import json
import random
import shutil
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright
from werkzeug.serving import make_server

from service import create_app

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "playground"
GEOMETRIES = {
    "two-rows": ("kalah", {}),
    "two-rows-of-9": ("togyz-kumalak", {}),
    "ring-of-3": ("multiplayer", {}),
    "four-sides-two-empty": ("mancala-for-4", {"players": 2}),
    "bao-4x8": ("bao-kujifunza", {}),
    "hus-4x8": ("hus", {}),
    "hollows-with-owners": ("nam-nam", {}),
    "round-board": ("giuthi", {}),
}
SIZES = {"360": {"width": 360, "height": 740}, "1280": {"width": 1280, "height": 900}}


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
            for name, (variant, options) in GEOMETRIES.items():
                rng = random.Random(name)
                moves: list[dict[str, object]] = []
                game = app.test_client().post("/v1/games", json={"variant": variant, "options": options}).get_json()
                for _ in range(4):
                    if game["position"]["status"] != "playing":
                        break
                    move = {k: v for k, v in rng.choice(game["legal_moves"]).items() if k != "constraints"}
                    moves.append(move)
                    body = {"variant": variant, "options": game["options"], "position": game["position"], "move": move}
                    if game.get("signature"):
                        body["signature"] = game["signature"]
                    game = app.test_client().post("/v1/moves", json=body).get_json()
                record = {"variant": variant, "options": options, "first_player": 0, "moves": moves}
                token = base64.urlsafe_b64encode(json.dumps(record).encode()).decode().rstrip("=")
                for size, viewport in SIZES.items():
                    context = browser.new_context(viewport=viewport, reduced_motion="reduce")
                    page = context.new_page()
                    page.goto(f"{base}/play/{variant}#g={token}")
                    page.wait_for_selector(f"body[data-cursor='{len(moves)}'][data-busy=false]")
                    page.screenshot(path=str(OUT / f"{name}-{size}.png"), full_page=size == "360")
                    context.close()
                print(name)
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
