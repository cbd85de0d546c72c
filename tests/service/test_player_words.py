"""The variant documents carry the player words every client needs (issue 27): option labels,
groups, what applies, presets, the refusal messages, and names without source codes."""

from __future__ import annotations

from flask.testing import FlaskClient


def test_the_oware_document_speaks_to_players(client: FlaskClient) -> None:
    doc = client.get("/v1/variants/owari").get_json()
    assert doc["name"] == "Owari" and doc["player_name"] == "Owari"
    options = {o["name"]: o for o in doc["options"]}
    grand_slam = options["grand_slam"]
    assert grand_slam["label"] == "Grand slam" and grand_slam["group"] == "captures" and grand_slam["applies"]
    assert grand_slam["choice_labels"]["no_capture"] == "Allowed, but nothing is captured"
    assert grand_slam["help"] == "What happens when a move would capture every seed on the opponent's side."
    assert not options["tuzdyk_count"]["applies"] and not options["column_capture"]["applies"]
    assert [g["id"] for g in doc["groups"]] == ["board", "sowing", "captures", "turns", "ending", "rounds"]
    presets = {p["id"]: p for p in doc["presets"]}
    assert presets["grand_slam-forbidden"] == {
        "id": "grand_slam-forbidden", "label": "Grand slam: not allowed",
        "description": "What happens when a move would capture every seed on the opponent's side.",
        "options": {"grand_slam": "forbidden"}}
    assert doc["messages"]["not-your-pit"] == "That pit is not yours: play one of your own pits."


def test_a_refusal_code_is_a_key_of_the_messages(client: FlaskClient) -> None:
    game = client.post("/v1/games", json={"variant": "kalah"}).get_json()
    body = {"variant": "kalah", "position": game["position"], "signature": game["signature"], "move": {"pit": 0, "side": 1}}
    problem = client.post("/v1/moves", json=body).get_json()
    messages = client.get("/v1/variants/kalah").get_json()["messages"]
    assert problem["reason"] in messages and problem["code"] in messages


def test_the_list_names_games_for_players(client: FlaskClient) -> None:
    names = {v["id"]: v["player_name"] for v in client.get("/v1/variants").get_json()["variants"]}
    assert names["bao-kujifunza"] == "Bao la Kujifunza" and names["multiplayer"] == "Multiplayer mancala"
    assert not any("seed" in name for name in names.values())


def test_the_favicon_is_an_svg_board(client: FlaskClient) -> None:
    response = client.get("/favicon.ico")
    assert response.status_code == 200 and response.mimetype == "image/svg+xml"
    assert response.data.startswith(b"<svg")
