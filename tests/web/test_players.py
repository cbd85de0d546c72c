"""The playground as a player sees it: every browser game (tests/web/catalogue.py) at a 360x740
phone, and a game of each board at a 1280x900 desktop (the desktop's room depends on the board
only: the controls that come with a way to move fit beside any board there):

* every pit and button on the board, and every control, is at least 44x44 CSS px (WCAG 2.5.5);
* nothing sticks out of the page sideways, and no element is clipped (the board may scroll
  sideways inside its own frame, deliberately, where a ring of pits is wider than the phone);
* at 360 px the board comes straight after the title (the settings are collapsed);
* no option name or internal code (``snake_case``) shows outside the "Advanced" disclosure;
* every refusal shown to the player is the API's message for its code;
* axe-core finds nothing serious or critical.

One browser for the whole run (the ``browser`` fixture); one page per variant and size.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from .catalogue import BOARD_VARIANTS, BROWSER_VARIANTS
from .test_playground import Session

pytestmark = pytest.mark.slow

AXE = Path(__file__).parent / "vendor" / "axe-core" / "axe.min.js"
SIZES = {"phone": {"width": 360, "height": 740}, "desktop": {"width": 1280, "height": 900}}
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")

# every visible, interactive element and board cell, with its box and whether a clipping ancestor
# (other than the board's own scrolling frame) cuts it
MEASURE = """() => {
  const out = [];
  const frame = document.querySelector('.board-frame');
  for (const el of document.querySelectorAll('#board .pit, #board .store, button, select, summary, input')) {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height || el.closest('details:not([open])') && !el.matches('summary')) continue;
    if (el.closest('#log')) continue;
    let clipped = false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (a === frame) break;
      const s = getComputedStyle(a);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
        const b = a.getBoundingClientRect();
        if (r.left < b.left - 1 || r.right > b.right + 1 || r.top < b.top - 1 || r.bottom > b.bottom + 1) clipped = true;
      }
    }
    const name = el.id || el.getAttribute('aria-label') || el.textContent.trim().slice(0, 30);
    out.push({name, tag: el.tagName, w: r.width, h: r.height, left: r.left, right: r.right, clipped});
  }
  return out;
}"""

# the text a player can see, outside the Advanced disclosure and the export box
VISIBLE_TEXT = """() => {
  const skip = new Set([...document.querySelectorAll('#advanced, #record, #rules code')]);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const parts = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || [...skip].some((s) => s.contains(el))) continue;
    if (el.closest('details:not([open])') && !el.closest('summary')) continue;
    if (!el.getClientRects().length) continue;
    parts.push(n.textContent);
  }
  for (const o of document.querySelectorAll('select:not(#advanced select) option')) parts.push(o.textContent);
  return parts.join(' ');
}"""


def _open_everything_but_advanced(page: Any) -> None:
    page.evaluate("""() => { for (const d of document.querySelectorAll('details')) if (d.id !== 'advanced') d.open = true; }""")


@pytest.mark.parametrize("variant", BROWSER_VARIANTS)
def test_a_player_s_page_at_phone_and_desktop_size(browser: Any, live_server: str, variant: str) -> None:
    for size, viewport in SIZES.items():
        if size == "desktop" and variant not in BOARD_VARIANTS:
            continue
        s = Session(browser, live_server, viewport=viewport, bypass_csp=True)  # axe is injected as a script
        try:
            s.open(f"/play/{variant}")
            page = s.page
            s.assert_board_is(s.answer["position"])
            if size == "phone":
                # the board is the first thing after the title; the settings start collapsed
                assert not page.locator("#settings").evaluate("d => d.open")
                title_bottom = page.eval_on_selector("h1", "e => e.getBoundingClientRect().bottom")
                board_top = page.eval_on_selector("#board", "e => e.getBoundingClientRect().top")
                assert board_top - title_bottom < 120, (variant, title_bottom, board_top)
            # a refusal in the player's words: a click on a pit that is not playable
            doc = page.evaluate(f"fetch('/v1/variants/{variant}').then(r => r.json())")
            playable = {(m.get("side", s.answer["position"]["to_move"]), m["pit"])
                        for m in s.answer["legal_moves"] if "pit" in m}
            cells = page.eval_on_selector_all("#board .pit", "els => els.map(e => [Number(e.dataset.seat), Number(e.dataset.pit)])")
            # (in an opening decision, Omweso's arrangement, a tap on a pit arranges seeds: nothing to refuse)
            refused = next(((seat, pit) for seat, pit in cells if (seat, pit) not in playable), None) if playable else None
            if refused is not None:
                with page.expect_response(lambda r: r.url.endswith("/v1/moves")) as info:
                    page.click(f'#board .pit[data-seat="{refused[0]}"][data-pit="{refused[1]}"]')
                problem = info.value.json()
                page.locator("#problem").wait_for(state="visible")
                code = problem.get("reason") or problem["code"]
                assert page.text_content("#problem") == doc["messages"][code]  # the words, without the code
                assert page.get_attribute("#problem", "data-code") == code
            # only a ring of 3 or 4 seats is wider than a phone: it scrolls inside its frame, and says so
            scrolls = page.eval_on_selector("#board-frame", "f => f.scrollWidth > f.clientWidth + 1")
            seats = len(s.answer["position"]["pits"])
            assert scrolls == (size == "phone" and seats > 2), (variant, size)
            assert page.is_visible("#scroll-hint") == scrolls
            _open_everything_but_advanced(page)
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= viewport["width"], (variant, size, width)
            boxes = page.evaluate(MEASURE)
            small = [(b["name"], round(b["w"]), round(b["h"])) for b in boxes if b["w"] < 44 - 0.5 or b["h"] < 44 - 0.5]
            assert small == [], (variant, size)
            assert [b["name"] for b in boxes if b["clipped"]] == [], (variant, size)
            text = page.evaluate(VISIBLE_TEXT)
            assert SNAKE.findall(text) == [], (variant, size)
            page.add_script_tag(path=str(AXE))
            result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
            serious = [(v["id"], v["impact"], len(v["nodes"])) for v in result["violations"]
                       if v["impact"] in ("serious", "critical")]
            assert serious == [], (variant, size)
            assert s.failed == []
        finally:
            s.close()


def test_the_board_works_with_the_keyboard_alone(browser: Any, live_server: str) -> None:
    s = Session(browser, live_server, viewport=SIZES["phone"])
    try:
        s.open("/play/oware")
        s.page.focus('#board .pit[data-seat="0"][data-pit="2"]')
        with s.page.expect_response(lambda r: r.url.endswith("/v1/moves")) as info:
            s.page.keyboard.press("Enter")
        s.page.wait_for_selector("body[data-cursor='1'][data-busy=false]")
        answer = info.value.json()
        s.assert_board_is(answer["position"])
        # the move list and the last move speak the game's notation (docs/records.md: Oware's C)
        assert s.page.text_content("#log li") == "South C"
        assert s.page.text_content("#last-move") == "Last move: South C"
        assert s.page.locator("#board .pit.last-move").count() == 1
    finally:
        s.close()


def test_the_favicon_is_served(live_server: str, browser: Any) -> None:
    s = Session(browser, live_server)
    try:
        response = s.context.request.get(live_server + "/favicon.ico")
        assert response.status == 200
        assert response.headers["content-type"].startswith("image/svg+xml")
        assert response.body().startswith(b"<svg")
    finally:
        s.close()


def test_the_rules_are_html_from_the_catalogue_markdown(browser: Any, live_server: str) -> None:
    """The catalogue's Markdown as HTML (markdown-it, raw HTML off), under the strict CSP, with the
    sources listed by title, and no citation of a document the repository does not have."""
    s = Session(browser, live_server)
    try:
        s.open("/play/oware")
        s.page.locator("#rules-box > summary").click()
        assert s.page.text_content("#rules-title") == "How to play Oware (Abapa)"
        # the document's "# Oware (Abapa)" and its two "##" sections, below the page's h2
        assert s.page.locator("#rules h3").count() == 1 and s.page.locator("#rules h4").count() == 2
        assert s.page.locator("#rules h1, #rules h2").count() == 0
        assert s.page.locator("#rules li").count() >= 5
        assert s.page.locator("#rules script, #rules [onclick], #rules iframe").count() == 0
        text = s.page.text_content("#rules") or ""
        assert "RULES" ".md" not in text
        # in player words: no ruling numbers, source-document numbers or option codes
        assert "(D-3)" not in text and "(D-4)" not in text and "seed 002" not in text and "grand_slam" not in text
        assert "“Grand slam: allowed, but nothing is captured”" in text
        assert not any(t.startswith("docs/") for t in s.page.eval_on_selector_all("#sources li", "els => els.map(e => e.textContent)"))
        assert s.page.locator("#sources li").count() >= 2
        assert s.errors == [] and s.failed == []
    finally:
        s.close()


def test_captures_and_the_last_move_are_marked_on_the_board(browser: Any, live_server: str) -> None:
    """A game (from the URL) whose last move captured: the captured pits are marked where they were,
    the capturer's store shows the count taken, the pit played is marked, and the move list and
    the line under the board say it in the game's notation."""
    import base64
    import json
    import random

    from service import create_app

    client = create_app({"TESTING": True}).test_client()
    game = client.post("/v1/games", json={"variant": "oware"}).get_json()
    rng = random.Random("a capture")
    moves: list[dict[str, Any]] = []
    while True:
        move = {k: v for k, v in rng.choice(game["legal_moves"]).items() if k != "constraints"}
        moves.append(move)
        game = client.post("/v1/moves", json={"variant": "oware", "position": game["position"],
                                              "signature": game["signature"], "move": move}).get_json()
        captures = [e for e in game["events"] if e["type"] == "capture"]
        if captures:
            break
    record = {"variant": "oware", "options": {}, "first_player": 0, "moves": moves}
    token = base64.urlsafe_b64encode(json.dumps(record).encode()).decode().rstrip("=")
    s = Session(browser, live_server, viewport=SIZES["phone"])
    try:
        s.page.goto(f"{live_server}/play/oware#g={token}")
        s.page.wait_for_selector(f"body[data-cursor='{len(moves)}'][data-busy=false]")
        s.assert_board_is(game["position"])
        taken = sum(e["count"] for e in captures)
        by = captures[0]["by"]
        assert s.page.text_content(f'#board .store[data-seat="{by}"] .taken') == f"+{taken}"
        marked = s.page.eval_on_selector_all("#board .pit.captured", "els => els.map(e => [Number(e.dataset.seat), Number(e.dataset.pit)])")
        assert sorted(map(tuple, marked)) == sorted((p["seat"], p["pit"]) for e in captures for p in e["pits"])
        assert s.page.locator("#board .pit.last-move").count() == 1
        assert f"captures {taken}" in (s.page.text_content("#last-move") or "")
        letter = chr(ord("A") + moves[-1]["pit"])
        mover = "South" if len(moves) % 2 == 1 else "North"
        assert (s.page.text_content("#log li:last-child") or "").startswith(
            f"{mover} {letter if mover == 'South' else letter.lower()} — captures {taken}")
        assert s.errors == []
    finally:
        s.close()


def test_the_board_shows_the_computer_thinking(browser: Any, live_server: str) -> None:
    """While the analysis request for the computer's move is out, the status says so."""
    s = Session(browser, live_server)
    held: list[Any] = []
    try:
        s.open("/play/kalah")
        s.page.route("**/v1/analysis", lambda route: held.append(route))
        s.page.select_option("#opponent", "1")
        assert s.page.text_content("#status") == "South: your move"
        s.page.click('#board .pit[data-seat="0"][data-pit="0"]')
        s.page.wait_for_selector("body[data-thinking=true]")
        assert s.page.text_content("#status") == "North is thinking"
        assert held, "the analysis request is held"
        held[0].continue_()
        s.page.wait_for_selector("body[data-cursor='2'][data-busy=false][data-thinking=false]")
        assert s.page.text_content("#status") == "South: your move"
    finally:
        s.close()


def test_a_move_by_touch_on_a_phone(browser: Any, live_server: str) -> None:
    """A touch screen (Playwright's mobile emulation, 360x740): a tap on a pit plays it; on the
    turned board of Togyz Kumalak (2x9) every pit is still a 44 px target."""
    context = browser.new_context(viewport=SIZES["phone"], has_touch=True, is_mobile=True, reduced_motion="reduce")
    page = context.new_page()
    try:
        with page.expect_response(lambda r: r.url.endswith("/v1/games")) as info:
            page.goto(live_server + "/play/togyz-kumalak")
        page.wait_for_selector("body[data-ready=true][data-busy=false]")
        assert info.value.json()["position"]["to_move"] == 0
        assert page.get_attribute("#board", "data-turned") == "true"
        with page.expect_response(lambda r: r.url.endswith("/v1/moves")) as moved:
            page.tap('#board .pit[data-seat="0"][data-pit="0"]')
        page.wait_for_selector("body[data-cursor='1'][data-busy=false]")
        answer = moved.value.json()
        shown = page.eval_on_selector_all('#board .pit[data-seat="0"]', "els => els.map(e => Number(e.dataset.count))")
        assert shown == answer["position"]["pits"][0]
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
    finally:
        context.close()


def test_bao_captures_are_marked_without_a_store_count(browser: Any, live_server: str) -> None:
    """Bao's captured seeds are sown on from a kichwa, not stored (``CaptureEvent.kind`` ``bao``):
    the captured pits are marked, no store claims them, and the store shows what the API says."""
    import base64
    import json

    from service import create_app

    client = create_app({"TESTING": True}).test_client()
    game = client.post("/v1/games", json={"variant": "bao-kujifunza"}).get_json()
    move = {k: v for k, v in game["legal_moves"][0].items() if k != "constraints"}
    after = client.post("/v1/moves", json={"variant": "bao-kujifunza", "position": game["position"],
                                           "signature": game["signature"], "move": move}).get_json()
    captures = [e for e in after["events"] if e["type"] == "capture"]
    assert captures and {e["kind"] for e in captures} == {"bao"}
    record = {"variant": "bao-kujifunza", "options": {}, "first_player": 0, "moves": [move]}
    token = base64.urlsafe_b64encode(json.dumps(record).encode()).decode().rstrip("=")
    s = Session(browser, live_server)
    try:
        s.page.goto(f"{live_server}/play/bao-kujifunza#g={token}")
        s.page.wait_for_selector("body[data-cursor='1'][data-busy=false]")
        s.assert_board_is(after["position"])
        assert s.page.locator("#board .pit.captured").count() == len({(p["seat"], p["pit"]) for e in captures for p in e["pits"]})
        assert s.page.locator("#board .store .taken").count() == 0
        assert (s.page.text_content("#log li") or "").startswith("South F")
    finally:
        s.close()
