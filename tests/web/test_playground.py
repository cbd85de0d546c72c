"""The playground in a real browser (Debian's chromium, headless, through Playwright).

For a game of every board and every way to move (tests/web/catalogue.py) a complete game is
played by clicking pits (and choosing directions and round decisions through the page), with a
seeded random choice among the legal moves the API listed; after every move the board in the DOM
must show exactly the position the API returned. No console errors, no failed requests, and no
request leaves 127.0.0.1.
"""

from __future__ import annotations

import base64
import io
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import engine

from .catalogue import BROWSER_VARIANTS

pytestmark = pytest.mark.slow

AXE = Path(__file__).parent / "vendor" / "axe-core" / "axe.min.js"

# Every game is played to its end through the page with the move limit (an option every variant
# has) set through the options form to PLIES_BY_CLICKING, so the browser's time per catalogue
# entry stays bounded as the catalogue grows: a short game ends by its own rules, a long one by
# the move limit (still a rule, drawn by the page like any other end).
PLIES_BY_CLICKING = 14
# The round games decide between rounds (Giuthi's new arrangement, Nam Nam's hollows to keep). Of
# fifty seeded random games, the one whose first round decision comes earliest is clicked from the
# start, decision included, to its move limit a few plies later. (Played at random until a
# decision came, 120 plies cost half a minute a game.)
ROUND_GAMES = ("giuthi", "nam-nam")
CLICKED_AFTER_THE_DECISION = 4


def a_short_game_through_a_round_decision(variant: str) -> tuple[list[dict[str, Any]], int]:
    """The moves (the engine's, as JSON) of the seeded random game of ``variant`` whose first round
    decision comes earliest of fifty, ending by its move limit a few plies after it; and that limit."""

    def game(seed: str, options: dict[str, Any], stop_at_a_decision: bool) -> list[dict[str, Any]]:
        rules = engine.resolve_rules(variant, options)
        position = engine.new_game(rules)
        rng = random.Random(seed)
        moves: list[dict[str, Any]] = []
        while position.status is engine.Status.PLAYING and len(moves) < 1000:
            move = rng.choice(engine.legal_moves(rules, position))
            moves.append({k: v for k, v in engine.move_to_json(move).items() if k != "constraints"})
            if stop_at_a_decision and "pit" not in moves[-1]:
                break
            position = engine.apply_move(rules, position, move).position
        return moves

    def decision(moves: list[dict[str, Any]]) -> int:
        return next((i for i, move in enumerate(moves) if "pit" not in move), len(moves))

    first_decisions = {seed: decision(game(seed, {}, True)) for seed in (f"playground-{variant}-{k}" for k in range(50))}
    seed = min(first_decisions, key=first_decisions.__getitem__)
    limit = first_decisions[seed] + 1 + CLICKED_AFTER_THE_DECISION
    return game(seed, {"max_plies": limit}, False), limit


class Session:
    """One page of the playground with its error collectors and the API answers it received."""

    def __init__(self, browser: Any, base: str, *, viewport: dict[str, int] | None = None,
                 bypass_csp: bool = False, motion: bool = False) -> None:
        self.context = browser.new_context(reduced_motion="no-preference" if motion else "reduce",
                                           viewport=viewport or {"width": 1280, "height": 900}, bypass_csp=bypass_csp)
        self.page = self.context.new_page()
        self.base = base
        self.errors: list[str] = []
        self.failed: list[str] = []
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("requestfailed", lambda r: self.failed.append(r.url))

        def offline(route: Any) -> None:
            if route.request.url.startswith(base):
                route.continue_()
            else:
                self.failed.append("left the machine: " + route.request.url)
                route.abort()

        self.page.route("**/*", offline)
        self.answer: dict[str, Any] = {}

    def open(self, path: str) -> None:
        with self.page.expect_response(lambda r: r.url.endswith("/v1/games")) as info:
            self.page.goto(self.base + path)
        self.answer = info.value.json()
        self.page.wait_for_selector("body[data-ready=true]")
        self.wait_idle()

    def wait_idle(self) -> None:
        self.page.wait_for_selector("body[data-busy=false]")

    def cursor(self) -> int:
        return int(self.page.evaluate("document.body.dataset.cursor || '0'"))

    def board(self) -> tuple[list[list[int]], list[int]]:
        cells = self.page.eval_on_selector_all(
            "#board .pit", "els => els.map(e => [Number(e.dataset.seat), Number(e.dataset.pit), e.textContent])")
        stores = self.page.eval_on_selector_all(
            "#board .store", "els => els.map(e => [Number(e.dataset.seat), e.querySelector('.store-count').textContent])")
        seats = max([c[0] for c in cells] + [s[0] for s in stores]) + 1
        pits: list[list[int]] = [[] for _ in range(seats)]
        for seat, pit, text in sorted(cells):
            assert pit == len(pits[seat])
            pits[seat].append(int(text))
        return pits, [int(text) for _, text in sorted(stores)]

    def assert_board_is(self, position: dict[str, Any]) -> None:
        pits, stores = self.board()
        assert pits == position["pits"]
        assert stores == position["stores"]

    def play(self, move: dict[str, Any], settles_at: int | None = None) -> dict[str, Any]:
        """Plays ``move`` the way a person would, and returns the API's answer once the page is idle
        at history cursor ``settles_at`` (default: one move on; more when the computer answers)."""
        position = self.answer["position"]
        before = self.cursor()
        legal = self.answer["legal_moves"]
        if "pit" in move:
            seat = move.get("side", position["to_move"])
            same_pit = [m for m in legal if m.get("pit") == move["pit"] and m.get("side", position["to_move"]) == seat]
            pit = self.page.locator(f'#board .pit[data-seat="{seat}"][data-pit="{move["pit"]}"]')
            directions = {m.get("direction") for m in same_pit}
            if len(directions) > 1:
                pit.click()
                # Omweso lists a pit's usual move without a direction beside its reverse capture
                chosen = move.get("direction") or ({"cw", "ccw"} - directions).pop()
                target = self.page.locator(f'#directions button[data-direction="{chosen}"]')
            else:
                target = pit
            same_way = [m for m in same_pit if m.get("direction") == move.get("direction")]
            if len({bool(m.get("safari")) for m in same_way}) > 1:
                # Bao la Kiswahili: the page asks whether the capture stops in the house (safari).
                target.click()
                choice = "true" if move.get("safari") else "false"
                target = self.page.locator(f'#directions button[data-safari="{choice}"]')
        else:
            decisions = [{k: v for k, v in m.items() if k != "constraints"} for m in legal if "pit" not in m]
            target = self.page.locator(f'#choices button.decision[data-index="{decisions.index(move)}"]')
        with self.page.expect_response(lambda r: r.url.endswith("/v1/moves")) as info:
            target.click()
        answer: dict[str, Any] = info.value.json()
        assert info.value.status == 200, answer
        settled = before + 1 if settles_at is None else settles_at
        self.page.wait_for_selector(f"body[data-cursor='{settled}'][data-busy=false]")
        self.wait_idle()
        self.answer = answer
        return answer

    def close(self) -> None:
        self.context.close()


@pytest.fixture
def session(browser: Any, live_server: str) -> Iterator[Session]:
    s = Session(browser, live_server)
    yield s
    s.close()


def set_option(page: Any, name: str, value: int) -> None:
    if not page.locator("#settings").evaluate("d => d.open"):
        page.locator("#settings > summary").click()
    page.locator("#house-rules > summary").click()
    group = page.locator(f"details.option-group:has(#opt-{name})")
    if not group.evaluate("d => d.open"):
        group.locator("summary").click()
    page.fill(f"#opt-{name}", str(value))
    page.locator(f"#opt-{name}").dispatch_event("change")


@pytest.mark.parametrize("variant", BROWSER_VARIANTS)
def test_a_complete_game_by_clicking(session: Session, variant: str) -> None:
    script: Iterator[dict[str, Any]] | None = None
    limit = PLIES_BY_CLICKING
    if variant in ROUND_GAMES:
        moves, limit = a_short_game_through_a_round_decision(variant)
        script = iter(moves)
    session.open(f"/play/{variant}")
    if engine.get_variant(variant).rules.max_plies > limit:
        set_option(session.page, "max_plies", limit)
        with session.page.expect_response(lambda r: r.url.endswith("/v1/games")) as info:
            session.page.click("#new-game")
        session.answer = info.value.json()
        session.page.wait_for_selector("body[data-cursor='0'][data-busy=false]")
        session.wait_idle()
        assert session.answer["options"] == {"max_plies": limit}
    assert session.page.title() == "mancala-arbiter playground"
    session.assert_board_is(session.answer["position"])
    rng = random.Random(f"playground-{variant}")
    plies = 0
    decisions = 0
    while session.answer["position"]["status"] == "playing":
        if script is not None:
            move = next(script)
        else:
            move = rng.choice(session.answer["legal_moves"])
            move = {k: v for k, v in move.items() if k != "constraints"}
        decisions += "pit" not in move
        answer = session.play(move)
        plies += 1
        session.assert_board_is(answer["position"])
        status = session.page.text_content("#status") or ""
        assert ("Game over" in status) == (answer["position"]["status"] != "playing")
        assert plies < 2000
    assert session.page.locator("#log li").count() == plies
    assert session.answer["position"]["outcome"] is not None
    if variant in ROUND_GAMES:
        assert decisions > 0, "the round decision was chosen through the page"
        assert plies == limit and next(script, None) is None  # the whole scripted game, ended by its move limit
    assert session.errors == [] and session.failed == []


def test_a_reverse_capture_is_offered_beside_the_usual_direction(session: Session) -> None:
    # Omweso R-OM5: South's B1 (3 seeds) sown clockwise ends in F3 (occupied), facing North's F6 and
    # B6 (one seed each): the pit offers both directions, the usual one without a direction.
    arrangements = [{"type": "arrange", "seeds": [0, 0, 1, 0, 0, 0, 0, 0, 3, 0, 0, 0, 7, 7, 7, 7]},
                    {"type": "arrange", "seeds": [0, 0, 0, 0, 0, 1, 0, 0, 10, 10, 10, 0, 0, 1, 0, 0]}]
    record = {"variant": "omweso", "options": {}, "first_player": 0, "moves": arrangements}
    token = base64.urlsafe_b64encode(json.dumps(record).encode()).decode().rstrip("=")
    answers: list[Any] = []
    session.page.on("response", lambda r: answers.append(r) if r.url.endswith("/v1/moves") else None)
    session.page.goto(f"{session.base}/play/omweso#g={token}")
    session.page.wait_for_selector("body[data-ready=true][data-cursor='2'][data-busy=false]")
    session.answer = answers[-1].json()
    assert {"pit": 8, "direction": "cw"} in session.answer["legal_moves"]
    session.page.click('#board .pit[data-seat="0"][data-pit="8"]')
    buttons = session.page.locator("#directions button")
    assert buttons.evaluate_all("bs => bs.map(b => b.dataset.direction)") == ["ccw", "cw"]
    # the prompt names the pit in the player's words and marks it on the board
    assert "your back-row pit 1 (marked on the board)" in (session.page.text_content("#directions p") or "")
    marked = session.page.eval_on_selector_all("#board .pit.asking", "els => els.map(e => [e.dataset.seat, e.dataset.pit])")
    assert marked == [["0", "8"]]
    session.page.keyboard.press("Escape")
    assert session.page.locator("#board .pit.asking").count() == 0
    answer = session.play({"pit": 8, "direction": "cw"})
    assert [e["count"] for e in answer["events"] if e["type"] == "capture"] == [2]
    session.assert_board_is(answer["position"])
    assert session.errors == [] and session.failed == []


def test_an_illegal_click_shows_the_reason(session: Session) -> None:
    session.open("/play/kalah")
    with session.page.expect_response(lambda r: r.url.endswith("/v1/moves")) as info:
        session.page.click('#board .pit[data-seat="1"][data-pit="0"]')  # North's pit while South moves
    assert info.value.status == 422
    problem = session.page.locator("#problem")
    problem.wait_for(state="visible")
    assert problem.get_attribute("data-code") == "not-your-pit"
    assert problem.text_content() == "That pit is not yours: play one of your own pits."  # words, no code
    session.assert_board_is(session.answer["position"])  # nothing changed
    assert session.cursor() == 0
    # A legal move clears the message.
    session.play({"pit": 2})
    assert session.page.locator("#problem").is_hidden()
    # Kalah K1: South sows pit 2's 4 seeds and ends in its store: an extra turn, and pit 2 is empty.
    assert session.answer["position"]["pits"] == [[4, 4, 0, 5, 5, 5], [4, 4, 4, 4, 4, 4]]
    with session.page.expect_response(lambda r: r.url.endswith("/v1/moves")) as info:
        session.page.click('#board .pit[data-seat="0"][data-pit="2"]')
    assert info.value.status == 422
    session.page.locator("#problem").wait_for(state="visible")
    assert session.page.get_attribute("#problem", "data-code") == "empty-pit"
    assert session.errors == [] or all("422" in e for e in session.errors)


def test_undo_redo_and_a_shareable_url(session: Session, browser: Any, live_server: str) -> None:
    session.open("/play/oware")
    start = session.answer["position"]
    first = session.play({"pit": 2})
    second = session.play({"pit": 3})
    assert first["position"]["pits"] == [[4, 4, 0, 5, 5, 5], [5, 4, 4, 4, 4, 4]]
    session.page.click("#undo")
    session.page.wait_for_selector("body[data-cursor='1'][data-busy=false]")
    session.assert_board_is(first["position"])
    session.page.click("#undo")
    session.page.wait_for_selector("body[data-cursor='0'][data-busy=false]")
    session.assert_board_is(start)
    session.page.click("#redo")
    session.page.wait_for_selector("body[data-cursor='1'][data-busy=false]")
    session.assert_board_is(first["position"])
    session.page.click("#redo")
    session.page.wait_for_selector("body[data-cursor='2'][data-busy=false]")
    session.assert_board_is(second["position"])
    # The URL restores the game in a fresh page.
    url = session.page.url
    assert "#g=" in url
    other = Session(browser, live_server)
    try:
        other.page.goto(url)
        other.page.wait_for_selector("body[data-ready=true]")
        other.page.wait_for_selector("body[data-cursor='2'][data-busy=false]")
        other.assert_board_is(second["position"])
        assert other.errors == []
    finally:
        other.close()
    # Export, then import the record: the same game.
    record = json.loads(session.page.input_value("#record"))
    assert record == {"variant": "oware", "options": {}, "first_player": 0, "moves": [{"pit": 2}, {"pit": 3}]}
    session.page.click("#undo")
    session.page.wait_for_selector("body[data-cursor='1'][data-busy=false]")
    session.page.locator("details:has(#record) summary").click()
    session.page.fill("#record", json.dumps(record))
    session.page.click("#import")
    session.page.wait_for_selector("body[data-cursor='2'][data-busy=false]")
    session.assert_board_is(second["position"])


GEOMETRIES = {
    "two-rows": ("kalah", {}),
    "three-rows": ("rabe", {}),
    "ring-of-3": ("multiplayer", {}),
    "four-sides-two-empty": ("mancala-for-4", {"players": 2}),
    "bao-4x8": ("bao-kujifunza", {}),
    "hollows-with-owners": ("nam-nam", {}),
    "round-board": ("giuthi", {}),
}


@pytest.mark.parametrize("name", sorted(GEOMETRIES))
def test_screenshots_of_every_geometry_are_not_blank(browser: Any, live_server: str, tmp_path: Path, name: str) -> None:
    from PIL import Image

    variant, options = GEOMETRIES[name]
    s = Session(browser, live_server)
    try:
        record = {"variant": variant, "options": options, "first_player": 0, "moves": []}
        token = base64.urlsafe_b64encode(json.dumps(record).encode()).decode().rstrip("=")
        s.open(f"/play/{variant}#g={token}")
        rng = random.Random(name)
        for _ in range(6):  # a few moves in: mid-game
            if s.answer["position"]["status"] != "playing":
                break
            move = {k: v for k, v in rng.choice(s.answer["legal_moves"]).items() if k != "constraints"}
            s.play(move)
            s.assert_board_is(s.answer["position"])
        path = tmp_path / f"{name}.png"
        s.page.locator("#board").screenshot(path=str(path))
        image = Image.open(io.BytesIO(path.read_bytes())).convert("RGB")
        colours = image.getcolors(maxcolors=1 << 20) or []
        assert image.width > 200 and image.height > 60
        assert len(colours) > 20, "a drawn board has many colours, a blank one has one"
        seats = s.page.eval_on_selector("#board", "b => Number(b.dataset.seats)")
        assert seats == (4 if variant == "mancala-for-4" else 3 if variant == "multiplayer" else 2)
        if name == "three-rows":
            # each seat's middle half lies in the middle line, on the seat's right (engine/three_row.py):
            # South's pits 6-8 at columns 7, 6, 5 of the 3x6 holes (store columns 1 and 8), North's at 2, 3, 4
            cells = s.page.eval_on_selector_all(
                "#board .pit", "els => els.map(e => [e.dataset.seat, e.dataset.pit, e.style.gridRow, e.style.gridColumn])")
            middle = sorted((int(seat), int(pit), int(column)) for seat, pit, row, column in cells if row == "2")
            assert s.page.eval_on_selector("#board", "b => b.dataset.shape") == "flat"
            assert middle == [(0, 6, 7), (0, 7, 6), (0, 8, 5), (1, 6, 2), (1, 7, 3), (1, 8, 4)]
        assert s.errors == []
    finally:
        s.close()


def test_no_serious_accessibility_violations(browser: Any, live_server: str) -> None:
    s = Session(browser, live_server, bypass_csp=True)  # axe is injected as a script: CSP would refuse it
    try:
        s.open("/play/giuthi")
        s.page.add_script_tag(path=str(AXE))
        result = s.page.evaluate("axe.run(document, {resultTypes: ['violations']})")
        serious = [(v["id"], v["impact"], len(v["nodes"])) for v in result["violations"]
                   if v["impact"] in ("serious", "critical")]
        assert serious == []
        labels = s.page.eval_on_selector_all("#board .pit", "els => els.map(e => e.getAttribute('aria-label'))")
        assert labels[0] == "South pit 1: 6 seeds, playable"
    finally:
        s.close()


def test_a_phone_sized_screen_needs_no_sideways_scrolling(browser: Any, live_server: str) -> None:
    for variant in ("kalah", "mancala-for-4", "bao-kujifunza"):
        s = Session(browser, live_server, viewport={"width": 360, "height": 740})
        try:
            s.open(f"/play/{variant}")
            width = s.page.evaluate("document.documentElement.scrollWidth")
            assert width <= 360, (variant, width)
        finally:
            s.close()


def test_the_page_runs_under_a_strict_content_security_policy(session: Session, live_server: str) -> None:
    response = session.page.goto(live_server + "/play")
    assert response is not None
    csp = response.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "default-src 'none'" in csp and "unsafe" not in csp
    session.page.wait_for_selector("body[data-ready=true]")
    assert session.errors == []


def test_the_page_works_with_the_api_on_another_origin(browser: Any) -> None:
    """``ARBITER_PLAYGROUND_API_BASE``: the page from one server, the API (with CORS) from another."""
    import threading

    from werkzeug.serving import make_server

    from service import create_app

    api_server = make_server("127.0.0.1", 0, create_app({"TESTING": True}), threaded=True)
    api_url = f"http://127.0.0.1:{api_server.server_port}"
    page_app = create_app({"TESTING": True, "PLAYGROUND_API_BASE": api_url})
    page_server = make_server("127.0.0.1", 0, page_app, threaded=True)
    page_url = f"http://127.0.0.1:{page_server.server_port}"
    api_server.app = create_app({"TESTING": True, "CORS_ORIGINS": page_url})  # CORS needs the page origin
    threads = [threading.Thread(target=s.serve_forever, daemon=True) for s in (api_server, page_server)]
    for t in threads:
        t.start()
    s = Session(browser, "http://127.0.0.1:")
    try:
        with s.page.expect_response(lambda r: r.url == api_url + "/v1/games") as info:
            s.page.goto(page_url + "/play/kalah")
        s.answer = info.value.json()
        s.page.wait_for_selector("body[data-ready=true]")
        csp = s.page.evaluate("fetch(location.href).then(r => r.headers.get('content-security-policy'))")
        assert f"connect-src 'self' {api_url}" in csp
        answer = s.play({"pit": 0})
        assert answer["position"]["pits"] == [[0, 5, 5, 5, 5, 4], [4, 4, 4, 4, 4, 4]]
        s.assert_board_is(answer["position"])
        assert s.errors == [] and s.failed == []
    finally:
        s.close()
        api_server.shutdown()
        page_server.shutdown()


def test_a_move_is_animated_from_its_events_when_motion_is_welcome(browser: Any, live_server: str) -> None:
    s = Session(browser, live_server, motion=True)
    try:
        s.open("/play/oware")
        with s.page.expect_response(lambda r: r.url.endswith("/v1/moves")) as info:
            s.page.click('#board .pit[data-seat="0"][data-pit="2"]')
        # While the events play, the sown pits light up one after another.
        s.page.wait_for_selector("#board .pit.sown", timeout=5000)
        s.page.wait_for_selector("body[data-cursor='1'][data-busy=false]")
        s.assert_board_is(info.value.json()["position"])
        assert s.page.locator("#board .pit.sown").count() == 0
        assert s.errors == []
    finally:
        s.close()


def test_ending_a_game_by_agreement_from_the_page(session: Session) -> None:
    """Seed 000's Owari: "the players may agree to end the game"; the offers come from
    ``agreement_moves``, never from ``legal_moves``. The page offers the proposal once both players
    have moved, after the board's controls, and sends it only after a confirmation."""
    session.open("/play/oware")
    assert [m["type"] for m in session.answer["agreement_moves"]] == ["propose_end"]
    assert session.page.locator("button.agreement").count() == 0  # not from ply 0
    session.play({"pit": 2})
    session.play({"pit": 3})
    session.page.click('#agreement button.agreement[data-type="propose_end"]')
    question = session.page.text_content("#agreement p") or ""
    assert question.startswith("End the game now?") and "each keeps the seeds on their side" in question
    session.page.click("#agreement button:not(.agreement)")  # "No, keep playing": nothing is sent
    assert session.cursor() == 2
    session.page.click('#agreement button.agreement[data-type="propose_end"]')
    with session.page.expect_response(lambda r: r.url.endswith("/v1/moves")) as info:
        session.page.click('#agreement button[data-confirm="propose_end"]')
    proposed = info.value.json()
    assert [e["type"] for e in proposed["events"]] == ["end_proposed"]
    session.page.wait_for_selector("body[data-cursor='3'][data-busy=false]")
    session.answer = proposed
    assert proposed["position"]["to_move"] == 0  # the proposer still makes a move
    assert session.page.text_content("#log li:last-child") == "South proposes ending the game"
    session.play({"pit": 0})
    assert [m["type"] for m in session.answer["agreement_moves"]] == ["accept_end"]
    assert (session.page.text_content("#choices p") or "").startswith("South proposes ending the game now")
    with session.page.expect_response(lambda r: r.url.endswith("/v1/moves")) as info:
        session.page.click('#choices button.agreement[data-type="accept_end"]')
    ended = info.value.json()
    session.page.wait_for_selector("body[data-cursor='5'][data-busy=false]")
    assert ended["position"]["outcome"]["reason"] == "agreement"
    assert (session.page.text_content("#status") or "").endswith(": the players agreed to end it")
    session.assert_board_is(ended["position"])
    assert session.page.locator("button.agreement").count() == 0


def test_a_game_against_the_computer_uses_the_analysis_endpoint(session: Session) -> None:
    """Opponents "Computer, level 1": after each of South's moves the page asks ``/v1/analysis``
    for North's move at that level and plays it through ``/v1/moves``."""
    session.open("/play/kalah")
    session.page.select_option("#opponent", "1")
    analysed: list[dict[str, Any]] = []
    session.page.on("response", lambda r: analysed.append({"status": r.status}) if r.url.endswith("/v1/analysis") else None)
    # 4 seeds into pits 1-4: North to move, and the computer answers at once, so the page comes to
    # rest two moves on (the state between the two may be too short-lived to observe)
    answer = session.play({"pit": 0}, settles_at=2)
    assert answer["position"]["to_move"] == 1
    assert analysed and all(a["status"] == 200 for a in analysed)
    record = json.loads(session.page.input_value("#record"))
    assert record["moves"][0] == {"pit": 0} and len(record["moves"]) == 2
    assert session.errors == []


def test_export_and_import_a_game_record_in_the_text_notation(session: Session) -> None:
    """The tournament record format (docs/records.md) round-trips through the page: Oware's
    letters, A-F for South and a-f for North."""
    session.open("/play/oware")
    session.play({"pit": 2})
    session.play({"pit": 3})
    session.page.locator("details:has(#record) summary").click()
    with session.page.expect_response(lambda r: r.url.endswith("/v1/replay")):
        session.page.click("#export")
    session.page.wait_for_selector("#download:not([hidden])")
    text = session.page.input_value("#record")
    assert '[Variant "oware"]' in text and "1. C d *" in text
    session.page.click("#undo")
    session.page.wait_for_selector("body[data-cursor='1'][data-busy=false]")
    session.page.fill("#record", text)
    session.page.click("#import")
    session.page.wait_for_selector("body[data-cursor='2'][data-busy=false]")
    assert json.loads(session.page.input_value("#record"))["moves"] == [{"pit": 2}, {"pit": 3}]
    # South sowed C (pit 2: 4 seeds to D E F a), North d (pit 3: e f A B).
    session.assert_board_is({"pits": [[5, 5, 0, 5, 5, 5], [5, 4, 4, 0, 5, 5]], "stores": [0, 0]})
    assert session.errors == []


def test_a_ruined_pit_is_shown_out_of_play(session: Session, live_server: str) -> None:
    # Pallanguzhi's match (R-P6, D-24): play seeded moves until a round begins with pits out of
    # play, open that game from its shareable URL, and find exactly those pits drawn as ruined.
    rules = engine.resolve_rules("pallanguzhi", {"match": True})
    position = engine.new_game(rules)
    rng = random.Random(3)
    moves = []
    while not position.ruined:
        move = rng.choice(engine.legal_moves(rules, position))
        moves.append({"pit": move.pit})
        position = engine.apply_move(rules, position, move).position
    record = {"variant": "pallanguzhi", "options": {"match": True}, "first_player": 0, "moves": moves}
    encoded = base64.urlsafe_b64encode(json.dumps(record).encode()).decode().rstrip("=")
    with session.page.expect_response(lambda r: r.url.endswith("/v1/games")):
        session.page.goto(f"{live_server}/play/pallanguzhi#g={encoded}")
    session.page.wait_for_selector("body[data-ready=true]")
    session.page.wait_for_selector(f"body[data-cursor='{len(moves)}'][data-busy=false]")
    shown = session.page.eval_on_selector_all(
        "#board .pit.ruined", "els => els.map(e => [Number(e.dataset.seat), Number(e.dataset.pit), e.ariaLabel])")
    expected = [(seat, pit) for seat, row in enumerate(position.ruined) for pit in row]
    assert [(seat, pit) for seat, pit, _ in shown] == expected and expected
    assert all("out of play this round" in label for _, _, label in shown)
    session.assert_board_is(engine.position_to_json(position))
    # ... and the page says why, under the board and in the moves list: round 1 ended with South's
    # row empty, 40-44 (North won it); South's 40 fill six pits of 6 and keep 4, so pit 7 is out of play
    note = session.page.text_content("#round-note") or ""
    assert note == ("Round 1 is over, a side ran out of seeds: North wins 40–44. Round 2: each player fills "
                    "their pits from the left, 6 seeds a pit, from their store; too few seeds to fill South's "
                    "pit 7: out of play this round (hatched).")
    assert session.page.is_visible("#round-note")
    assert "round 1 is over, a side ran out of seeds: North wins 40–44" in (session.page.text_content("#log li:last-child") or "")
    assert session.errors == [] and session.failed == []
