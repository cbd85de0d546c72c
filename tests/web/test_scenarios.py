"""The playground played as a person would, at a 360x740 phone (by touch) and a 1280x800 desktop:
a few scenarios, each through several features, rather than a loop over the catalogue.

* the options panel is one input per option and always shows the game in play (after "New game",
  after a reload of the game's URL), and it is short on a phone with no choice cut off;
* Omweso's arrangement is made by tapping seeds from pit to pit (the taps are counted);
* Bao's direction prompt names the pit in words and marks it; its stores are drawn as reserves;
* boards fit their shape: En Gehé's 2x40 wraps to fit a desktop screen, 2x6 and 2x7 boards stay
  horizontal on a phone, a ring is scrolled to the seat to move, the moves list follows the game;
* the game picker groups the games by region and finds one by any of its names (an alias such as
  Ludii's "Mweso" too);
* axe-core finds nothing serious or critical on the pages these scenarios leave open.
"""

from __future__ import annotations

import base64
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .test_playground import Session

pytestmark = pytest.mark.slow

AXE = Path(__file__).parent / "vendor" / "axe-core" / "axe.min.js"
PHONE = {"width": 360, "height": 740}
DESKTOP = {"width": 1280, "height": 800}

# the text width of every option of every visible select, against the room the select has for it
SELECT_ROOM = """() => {
  const canvas = document.createElement('canvas').getContext('2d');
  const out = [];
  for (const select of document.querySelectorAll('#settings select')) {
    if (!select.getClientRects().length || select.closest('#advanced')) continue;
    const style = getComputedStyle(select);
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    for (const option of select.options) {
      const width = canvas.measureText(option.textContent).width;
      if (width > room) out.push([select.id, option.textContent, Math.round(width), Math.round(room)]);
    }
  }
  return out;
}"""


def serious_violations(page: Any) -> list[tuple[str, str, int]]:
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [(v["id"], v["impact"], len(v["nodes"])) for v in result["violations"] if v["impact"] in ("serious", "critical")]


def token(variant: str, moves: list[dict[str, Any]], options: dict[str, Any] | None = None) -> str:
    record = {"variant": variant, "options": options or {}, "first_player": 0, "moves": moves}
    return base64.urlsafe_b64encode(json.dumps(record).encode()).decode().rstrip("=")


@pytest.fixture
def phone(browser: Any, live_server: str) -> Iterator[Session]:
    s = Session(browser, live_server, viewport=PHONE, bypass_csp=True)  # axe is injected as a script
    yield s
    s.close()


@pytest.fixture
def desktop(browser: Any, live_server: str) -> Iterator[Session]:
    s = Session(browser, live_server, viewport=DESKTOP, bypass_csp=True)
    yield s
    s.close()


def new_game(s: Session) -> dict[str, Any]:
    with s.page.expect_response(lambda r: r.url.endswith("/v1/games")) as info:
        s.page.click("#new-game")
    s.answer = info.value.json()
    s.page.wait_for_selector("body[data-cursor='0'][data-busy=false]")
    # the cursor was 0 before the click too: wait until the page has drawn this game (its record,
    # and in the same step its URL, name the new game's variant, without moves)
    s.page.wait_for_function("""variant => {
      const r = JSON.parse(document.querySelector('#record').value || '{}');
      return r.variant === variant && (r.moves || []).length === 0;
    }""", arg=s.answer["variant"])
    return s.answer


def test_the_options_panel_is_the_game_in_play(desktop: Session) -> None:
    page = desktop.page
    desktop.open("/play/mancala-for-4")
    page.click("#house-rules > summary")
    # seed 004's 3 and 5 balls set the same rule: one choice, listed once
    assert page.locator("label", has_text="Faster game").count() == 1
    assert page.locator("input[data-preset]").count() == 0
    page.click("label[for=opt-three_balls]")
    seeds = page.locator("#opt-seeds_per_pit")
    assert seeds.is_disabled() and seeds.input_value() == "3"
    assert page.is_visible("#settings-note")  # not in play yet
    page.click("label[for=opt-five_balls]")
    assert not page.is_checked("#opt-three_balls") and seeds.input_value() == "5"
    page.click("label:has-text('As the rules say: 4')")
    assert not page.is_checked("#opt-five_balls") and seeds.is_enabled() and seeds.input_value() == "4"
    assert not page.is_visible("#settings-note")  # back to the game in play
    page.click("label[for=opt-five_balls]")
    answer = new_game(desktop)
    assert answer["options"] == {"seeds_per_pit": 5} and answer["position"]["pits"][0] == [5] * 6
    # after "New game" the panel still shows the game's options
    assert page.is_checked("#opt-five_balls") and seeds.input_value() == "5"
    assert not page.is_visible("#settings-note")
    # Oware's grand slam is one select (its seven conventions), not seven presets
    page.select_option("#variant", "oware")
    page.wait_for_selector("#opt-grand_slam", state="attached")
    page.wait_for_selector("#settings-note", state="visible")  # another game than the one in play
    # (its values are too long for a select on a phone: one radio button each)
    assert page.locator("#opt-grand_slam input[type=radio]").count() == 8
    page.locator("details.option-group[data-group=captures] > summary").click()
    assert page.is_checked("#opt-grand_slam-no_capture")
    page.click("label[for=opt-grand_slam-forbidden]")
    answer = new_game(desktop)
    assert answer["options"] == {"grand_slam": "forbidden"}
    assert page.is_checked("#opt-grand_slam-forbidden") and not page.is_visible("#settings-note")
    # the game's URL brings the same game and the same panel back
    page.reload()
    page.wait_for_selector("body[data-ready=true][data-busy=false]")
    assert page.is_checked("#opt-grand_slam-forbidden")
    assert page.input_value("#variant") == "oware"
    assert desktop.errors == [] and desktop.failed == []


def test_the_house_rules_panel_is_short_on_a_phone(phone: Session) -> None:
    page = phone.page
    for variant in ("oware", "pallanguzhi"):
        phone.open(f"/play/{variant}")
        page.click("#settings > summary")
        page.click("#house-rules > summary")
        height = page.eval_on_selector("#house-rules", "e => e.getBoundingClientRect().height")
        assert height < 700, (variant, height)  # it was 2,441 px for Oware before the groups folded
        # the sources' match of rounds comes first, in words
        if variant == "pallanguzhi":
            assert page.text_content("label[for=opt-match]") == "Match"
        page.evaluate("() => { for (const d of document.querySelectorAll('details.option-group')) d.open = true; }")
        assert page.evaluate(SELECT_ROOM) == [], variant
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert serious_violations(page) == []
    assert phone.errors == [] and phone.failed == []


def test_omweso_is_arranged_by_tapping_seeds_between_pits(browser: Any, live_server: str) -> None:
    """R-OM1: each player arranges 32 seeds on their 16 pits. Uganda's "2 in every pit", from the
    counting-out layout (4 in each back-row pit): pick a back-row pit, drop two seeds into the
    front-row pit before it, put the pit down; 8 times, then Start."""
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True, reduced_motion="reduce",
                                  bypass_csp=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(live_server + "/play/omweso")
        page.wait_for_selector("body[data-ready=true][data-busy=false]")
        assert "arrange your seeds" in (page.text_content("#status") or "")
        taps = 0

        def tap(selector: str) -> None:
            nonlocal taps
            page.tap(selector)
            taps += 1

        for column in range(8):
            back = f'#board .pit[data-seat="0"][data-pit="{8 + column}"]'
            front = f'#board .pit[data-seat="0"][data-pit="{column}"]'
            tap(back)
            if column == 0:
                assert (page.text_content("#arrange-help") or "").startswith("Taking from back-row pit 1 (4 left)")
                assert page.locator("#board .pit.picked").count() == 1
            tap(front)
            tap(front)
            tap(back)
            if column == 0:
                assert page.text_content("#arrange-totals") == "Front row 2 · back row 30 · all 32"
        shown = page.eval_on_selector_all('#board .pit[data-seat="0"]', "els => els.map(e => Number(e.dataset.count))")
        assert shown == [2] * 16
        assert page.text_content("#arrange-totals") == "Front row 16 · back row 16 · all 32"
        assert page.locator("#arrangement").count() == 0  # no box to type numbers in
        assert serious_violations(page) == []
        with page.expect_response(lambda r: r.url.endswith("/v1/moves")) as info:
            tap("#arrange-start")
        page.wait_for_selector("body[data-cursor='1'][data-busy=false]")
        answer = info.value.json()
        assert answer["move"]["seeds"] == [2] * 16 and answer["position"]["pits"][0] == [2] * 16
        assert taps == 33
        # North keeps the counting-out layout: one tap
        with page.expect_response(lambda r: r.url.endswith("/v1/moves")) as info:
            page.tap("#choices button.decision")
        page.wait_for_selector("body[data-cursor='2'][data-busy=false]")
        assert info.value.json()["position"]["pits"][1] == [0] * 8 + [4] * 8
        assert (page.text_content("#log li:first-child") or "").startswith("South ")
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        assert errors == []
    finally:
        context.close()


def test_bao_asks_the_direction_of_a_marked_pit_and_keeps_its_seeds_in_reserve(phone: Session) -> None:
    page = phone.page
    phone.open("/play/bao-la-kiswahili")
    # the namua stage: 22 seeds a player still to enter, drawn as a reserve, not a score
    assert page.get_attribute('#board .store[data-seat="0"]', "aria-label") == "South's reserve: 22 seeds still to enter"
    assert "reserve" in (page.text_content('#board .store[data-seat="0"]') or "")
    # South's front-row pit 6 (index 5, two seeds) may be entered either way
    assert {"pit": 5, "direction": "cw"} in phone.answer["legal_moves"]
    page.click('#board .pit[data-seat="0"][data-pit="5"]')
    assert page.text_content("#directions p") == "Which way do you sow your front-row pit 6 (marked on the board)?"
    marked = page.eval_on_selector_all("#board .pit.asking", "els => els.map(e => [e.dataset.seat, e.dataset.pit])")
    assert marked == [["0", "5"]]
    assert serious_violations(page) == []
    answer = phone.play({"pit": 5, "direction": "cw"})
    assert page.locator("#board .pit.asking").count() == 0
    phone.assert_board_is(answer["position"])
    assert phone.errors == [] and phone.failed == []


def test_boards_fit_their_shape(desktop: Session, phone: Session, live_server: str) -> None:
    # En Gehé's 2x40 wraps into bands: the whole board and the turn line fit a desktop screen
    desktop.open("/play/en-gehe")
    page = desktop.page
    assert page.get_attribute("#board", "data-shape") == "wrapped"
    box = page.eval_on_selector("#board", "e => e.getBoundingClientRect().toJSON()")
    assert box["bottom"] <= DESKTOP["height"] and page.evaluate("document.documentElement.scrollWidth") <= 1280
    desktop.assert_board_is(desktop.answer["position"])
    # the moves list follows the game: 30 moves of Oware, the last one in view
    client_moves = seeded_moves("oware", 30)
    page.goto(f"{live_server}/play/oware#g={token('oware', client_moves)}")
    page.wait_for_selector(f"body[data-cursor='{len(client_moves)}'][data-busy=false]")
    seen = page.eval_on_selector("#log", """log => { const li = log.querySelector('li[aria-current]');
      const a = log.getBoundingClientRect(), b = li.getBoundingClientRect(); return b.top >= a.top - 1 && b.bottom <= a.bottom + 1; }""")
    assert seen and page.locator("#log li").count() == 30
    page.click("#undo")
    page.wait_for_selector(f"body[data-cursor='{len(client_moves) - 1}'][data-busy=false]")
    # 2x6 and 2x7 boards stay horizontal on a phone: the stores above and below
    for variant in ("oware", "pallanguzhi"):
        phone.open(f"/play/{variant}")
        assert phone.page.get_attribute("#board", "data-shape") == "stacked", variant
        sizes = phone.page.eval_on_selector_all("#board .pit", "els => els.map(e => e.getBoundingClientRect().width)")
        assert min(sizes) >= 44 and phone.page.evaluate("document.documentElement.scrollWidth") <= 360
        south = phone.page.eval_on_selector_all('#board .pit[data-seat="0"]', "els => els.map(e => Math.round(e.getBoundingClientRect().top))")
        assert len(set(south)) == 1, "South's row is one row across the screen"
    # a ring of 3 seats on a phone scrolls inside its frame to the seat to move
    phone.open("/play/multiplayer")
    answer = phone.play({"pit": 0})
    mover = answer["position"]["to_move"]
    assert mover != 0
    inside = phone.page.evaluate(f"""() => {{ const f = document.getElementById('board-frame').getBoundingClientRect();
      return [...document.querySelectorAll('#board .pit[data-seat="{mover}"]')].every(p => {{
        const r = p.getBoundingClientRect(); return r.left >= f.left - 1 && r.right <= f.right + 1; }}); }}""")
    assert inside
    assert desktop.errors == [] and phone.errors == []


def seeded_moves(variant: str, plies: int) -> list[dict[str, Any]]:
    import engine

    rules = engine.resolve_rules(variant, {})
    position = engine.new_game(rules)
    rng = random.Random(variant)
    moves: list[dict[str, Any]] = []
    for _ in range(plies):
        move = rng.choice(engine.legal_moves(rules, position))
        moves.append({"pit": move.pit})
        position = engine.apply_move(rules, position, move).position
    return moves


def test_the_game_picker_groups_by_region_and_finds_a_game_by_any_of_its_names(desktop: Session) -> None:
    desktop.open("/play/kalah")
    page = desktop.page
    listing = page.evaluate("fetch('/v1/variants').then(r => r.json())")["variants"]
    region_of = {v["id"]: v["region"] for v in listing}
    groups = page.eval_on_selector_all(
        "#variant optgroup", "gs => gs.map(g => [g.label, [...g.querySelectorAll('option')].map(o => o.value)])")
    assert [label for label, _ in groups] == sorted({v["region"] for v in listing})
    assert sorted(v for _, ids in groups for v in ids) == sorted(region_of)
    assert all(region_of[v] == label for label, ids in groups for v in ids)
    if not page.locator("#settings").evaluate("d => d.open"):
        page.locator("#settings > summary").click()
    # Ludii's name for Omweso (an alias the catalogue resolves), a listed name in other letters, a miss
    for typed, wanted in [("Mweso", "omweso"), ("togyz kumalak", "togyz-kumalak"), ("Bao la Kiswahili", "bao-la-kiswahili")]:
        page.fill("#find-game", typed)
        page.locator("#find-game").dispatch_event("change")
        page.wait_for_function(f"document.querySelector('#variant').value === '{wanted}'")
        name = next(v.get("player_name") or v["name"] for v in listing if v["id"] == wanted)
        page.wait_for_function(f"document.querySelector('#title').textContent === {json.dumps(name)}")
        assert page.text_content("#find-result") == f"Found: {name}."
    page.fill("#find-game", "Nothing of the kind")
    page.locator("#find-game").dispatch_event("change")
    page.wait_for_function("document.querySelector('#find-result').textContent.startsWith('No game')")
    assert page.eval_on_selector("#variant", "s => s.value") == "bao-la-kiswahili"
    # the miss was asked of the catalogue, whose 404 the browser logs: nothing else went wrong
    assert [e for e in desktop.errors if "404" not in e] == [] and len(desktop.errors) <= 1
