"""Responses are compressed (brotli, gzip) for clients that accept it; small ones are not; ETags and
304s stay right (service/compression.py)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import brotli  # type: ignore[import-untyped]
import pytest
from flask.testing import FlaskClient

from service.compression import MIN_BYTES

DATA = Path(__file__).resolve().parents[2] / "bench" / "data"
BOTH = {"Accept-Encoding": "gzip, br"}
DECODE = {"gzip": gzip.decompress, "br": brotli.decompress}


def _replay() -> dict[str, Any]:
    return {**json.loads((DATA / "replay100.json").read_text()), "include_steps": True}


def test_a_variant_document_is_sent_compressed_to_a_client_that_accepts_it(client: FlaskClient) -> None:
    plain = client.get("/v1/variants/oware")
    assert plain.headers.get("Content-Encoding") is None and len(plain.data) > 10_000
    for accept, encoding in (("gzip", "gzip"), ("gzip, br", "br"), ("br;q=0.5, gzip", "gzip"), ("*", "br")):
        packed = client.get("/v1/variants/oware", headers={"Accept-Encoding": accept})
        assert packed.status_code == 200 and packed.headers["Content-Encoding"] == encoding, accept
        assert DECODE[encoding](packed.data) == plain.data
        assert int(packed.headers["Content-Length"]) == len(packed.data) < len(plain.data) / 3
        assert "Accept-Encoding" in packed.headers["Vary"]
        # A compressed representation has its own strong ETag (RFC 9110 8.8.3).
        assert packed.headers["ETag"] == plain.headers["ETag"][:-1] + f':{encoding}"'
    assert "Accept-Encoding" in plain.headers["Vary"]


@pytest.mark.parametrize("accept", ["", "identity", "gzip;q=0", "compress"])
def test_no_compression_unless_the_client_accepts_an_encoding_we_have(client: FlaskClient, accept: str) -> None:
    response = client.get("/v1/variants/oware", headers={"Accept-Encoding": accept})
    assert response.headers.get("Content-Encoding") is None
    assert response.get_json()["id"] == "oware"


def test_revalidating_a_compressed_copy_is_a_304(client: FlaskClient) -> None:
    first = client.get("/v1/variants/oware", headers=BOTH)
    again = client.get("/v1/variants/oware", headers={**BOTH, "If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304 and again.data == b""
    assert again.headers["ETag"] == first.headers["ETag"]
    assert "Accept-Encoding" in again.headers["Vary"]
    # The identity copy's ETag still revalidates for a client that takes no encoding ...
    plain = client.get("/v1/variants/oware")
    assert client.get("/v1/variants/oware", headers={"If-None-Match": plain.headers["ETag"]}).status_code == 304
    # ... and a br copy's ETag does not match the gzip representation.
    other = client.get("/v1/variants/oware", headers={"Accept-Encoding": "gzip", "If-None-Match": first.headers["ETag"]})
    assert other.status_code == 200 and other.headers["Content-Encoding"] == "gzip"


def test_a_compressed_document_is_the_same_bytes_every_time(client: FlaskClient) -> None:
    bodies = {client.get("/v1/variants/kalah", headers=BOTH).data for _ in range(3)}
    assert len(bodies) == 1


def test_a_single_move_stays_uncompressed(client: FlaskClient) -> None:
    move = json.loads((DATA / "move.json").read_text())
    response = client.post("/v1/moves", json=move, headers=BOTH)
    assert response.status_code == 200 and len(response.data) < MIN_BYTES
    assert response.headers.get("Content-Encoding") is None
    assert response.get_json()["events"][0]["type"] == "pickup"


def test_a_replay_with_steps_is_compressed(client: FlaskClient) -> None:
    plain = client.post("/v1/replay", json=_replay())
    assert len(plain.data) > 40_000
    for encoding in ("gzip", "br"):
        packed = client.post("/v1/replay", json=_replay(), headers={"Accept-Encoding": encoding})
        assert packed.headers["Content-Encoding"] == encoding
        assert json.loads(DECODE[encoding](packed.data)) == plain.get_json()
        assert len(packed.data) < len(plain.data) / 4  # steps carry only what changed (issue 9), so less repeats


def test_errors_are_not_compressed(client: FlaskClient) -> None:
    bad = {**_replay(), "moves": [{"pit": 0}] * 3 + [{"pit": 99}]}
    response = client.post("/v1/replay", json=bad, headers=BOTH)
    assert response.status_code == 422 and response.headers.get("Content-Encoding") is None
    assert response.get_json()["code"] in ("illegal-move", "malformed-move")


def test_the_contract_is_compressed_with_an_etag_per_representation(client: FlaskClient) -> None:
    yaml_br = client.get("/openapi.yaml", headers=BOTH)
    text_br = client.get("/openapi.yaml", headers={**BOTH, "Accept": "text/plain"})
    assert yaml_br.headers["Content-Encoding"] == text_br.headers["Content-Encoding"] == "br"
    assert brotli.decompress(yaml_br.data).startswith(b"openapi: 3.1.0")
    assert yaml_br.headers["ETag"] != text_br.headers["ETag"]
    assert set(map(str.strip, yaml_br.headers["Vary"].split(","))) == {"Accept", "Accept-Encoding"}


def test_head_reports_the_compressed_length(client: FlaskClient) -> None:
    get = client.get("/v1/variants/oware", headers=BOTH)
    head = client.head("/v1/variants/oware", headers=BOTH)
    assert head.status_code == 200 and head.data == b""
    assert head.headers["Content-Length"] == get.headers["Content-Length"]
    assert head.headers["Content-Encoding"] == "br"
