"""Rate limits are keyed by what a client cannot choose: a configured API key, else its address.

A client that sends a new ``X-API-Key`` (or a new ``X-Forwarded-For``) with every request must
still reach 429; only keys the operator configured get a bucket of their own.
"""

from __future__ import annotations

from typing import Any


def statuses(client: Any, n: int, headers: Any = None) -> list[int]:
    result = []
    for i in range(n):
        h = headers(i) if callable(headers) else (headers or {})
        result.append(client.get("/v1/variants", headers=h).status_code)
    return result


def test_a_new_api_key_per_request_does_not_escape_the_limit(make_app: Any) -> None:
    client = make_app(RATE_LIMIT_ENABLED=True, RATE_LIMIT="3 per minute").test_client()
    assert statuses(client, 5, lambda i: {"X-API-Key": f"made-up-{i}"}) == [200, 200, 200, 429, 429]


def test_unknown_keys_share_the_address_bucket_and_known_keys_have_their_own(make_app: Any) -> None:
    client = make_app(
        RATE_LIMIT_ENABLED=True, RATE_LIMIT="2 per minute", RATE_LIMIT_API_KEYS="tournament-1, club-2"
    ).test_client()
    assert statuses(client, 1) == [200]  # anonymous: the address bucket
    assert statuses(client, 2, lambda i: {"X-API-Key": f"guess-{i}"}) == [200, 429]  # same bucket
    assert statuses(client, 3, {"X-API-Key": "tournament-1"}) == [200, 200, 429]
    assert statuses(client, 3, {"X-API-Key": "club-2"}) == [200, 200, 429]


def test_a_spoofed_forwarded_for_is_ignored_without_trusted_proxies(make_app: Any) -> None:
    client = make_app(RATE_LIMIT_ENABLED=True, RATE_LIMIT="2 per minute").test_client()
    assert statuses(client, 4, lambda i: {"X-Forwarded-For": f"10.0.0.{i}"}) == [200, 200, 429, 429]


def test_behind_one_trusted_proxy_each_client_address_has_its_bucket(make_app: Any) -> None:
    client = make_app(RATE_LIMIT_ENABLED=True, RATE_LIMIT="1 per minute", PROXY_HOPS=1,
                      TRUSTED_PROXIES="127.0.0.1").test_client()
    # the proxy appends the real address last; a client-supplied value before it is not trusted
    assert statuses(client, 1, {"X-Forwarded-For": "10.0.0.1"}) == [200]
    assert statuses(client, 1, {"X-Forwarded-For": "10.0.0.2"}) == [200]
    assert statuses(client, 3, lambda i: {"X-Forwarded-For": f"6.6.6.{i}, 10.0.0.1"}) == [429, 429, 429]


def test_keys_are_not_stored_in_clear(make_app: Any, redis_server: Any) -> None:
    import redis

    client = make_app(
        REDIS_URL=redis_server.url, RATE_LIMIT_ENABLED=True, RATE_LIMIT="5 per minute", RATE_LIMIT_API_KEYS="s3cret-key"
    ).test_client()
    assert statuses(client, 1, {"X-API-Key": "s3cret-key"}) == [200]
    keys = redis.Redis.from_url(redis_server.url, socket_timeout=2).keys("*")
    assert keys and not any(b"s3cret" in k for k in keys)
    assert any(b"key:" in k for k in keys)


def test_the_api_keys_come_from_the_environment(monkeypatch: Any, make_app: Any) -> None:
    monkeypatch.setenv("ARBITER_RATE_LIMIT_API_KEYS", "env-key")
    client = make_app(RATE_LIMIT_ENABLED=True, RATE_LIMIT="1 per minute").test_client()
    assert statuses(client, 2, {"X-API-Key": "env-key"}) == [200, 429]
    assert statuses(client, 1) == [200]  # the address bucket is separate


def test_a_listed_key_may_carry_a_limit_of_its_own(make_app: Any) -> None:
    # "key:limit" gives that key its own limit; a bare key and the address bucket keep ARBITER_RATE_LIMIT
    client = make_app(
        RATE_LIMIT_ENABLED=True, RATE_LIMIT="1 per minute", RATE_LIMIT_API_KEYS="league:3 per minute, club"
    ).test_client()
    assert statuses(client, 4, {"X-API-Key": "league"}) == [200, 200, 200, 429]
    assert statuses(client, 2, {"X-API-Key": "club"}) == [200, 429]
    assert statuses(client, 2) == [200, 429]


def test_settings_can_be_read_from_files(make_app: Any, monkeypatch: Any, tmp_path: Any) -> None:
    # ARBITER_<NAME>_FILE: the value is the file's content (secrets mounted as files)
    (tmp_path / "keys").write_text("league:2 per minute\n")
    monkeypatch.setenv("ARBITER_RATE_LIMIT_API_KEYS_FILE", str(tmp_path / "keys"))
    client = make_app(RATE_LIMIT_ENABLED=True, RATE_LIMIT="1 per minute").test_client()
    assert statuses(client, 3, {"X-API-Key": "league"}) == [200, 200, 429]


def test_one_limit_per_client_across_routes_and_the_headers_say_it(make_app: Any) -> None:
    """Issue 34.4: the limit counts a client's requests to every route together (each route had its own
    counter: "10 per 10 seconds" admitted 10 per route), and X-RateLimit-* describe that one counter."""
    client = make_app(RATE_LIMIT_ENABLED=True, RATE_LIMIT="4 per minute").test_client()
    answers = [client.get("/v1/variants"), client.post("/v1/games", json={"variant": "oware"}),
               client.get("/v1/variants/oware"), client.post("/v1/games", json={"variant": "oware"}),
               client.get("/v1/variants"), client.post("/v1/games", json={"variant": "oware"})]
    assert [a.status_code for a in answers] == [200, 201, 200, 201, 429, 429]
    assert [a.headers["X-RateLimit-Limit"] for a in answers] == ["4"] * 6
    assert [a.headers["X-RateLimit-Remaining"] for a in answers] == ["3", "2", "1", "0", "0", "0"]
    assert client.get("/healthz").status_code == 200  # probes are not counted


# ------------------------------------------------------------------ issue 34.3: trusted only from the balancer

BALANCER = {"REMOTE_ADDR": "10.1.0.7"}  # the trusted proxy's address
ELSEWHERE = {"REMOTE_ADDR": "10.1.0.99"}  # a peer that reaches the replica past the balancer


def _status(client: Any, environ: dict[str, str], headers: dict[str, str] | None = None) -> int:
    return int(client.get("/v1/variants", headers=headers or {}, environ_base=environ).status_code)


def test_forwarded_for_is_honoured_only_from_a_trusted_peer(make_app: Any) -> None:
    """Through the balancer each client has its own budget, and one client's exhaustion leaves the
    other's intact; a peer that is not the balancer is keyed by its own address whatever
    X-Forwarded-For or Forwarded it writes (it neither escapes its budget nor spends another's)."""
    client = make_app(RATE_LIMIT_ENABLED=True, RATE_LIMIT="2 per minute", PROXY_HOPS=1,
                      TRUSTED_PROXIES="10.1.0.0/29, 192.0.2.1").test_client()
    spender = {"X-Forwarded-For": "203.0.113.5"}
    assert [_status(client, BALANCER, spender) for _ in range(3)] == [200, 200, 429]
    assert _status(client, BALANCER, {"X-Forwarded-For": "203.0.113.6"}) == 200  # another client: intact
    forged = [{"X-Forwarded-For": f"198.51.100.{i}", "Forwarded": f"for=198.51.100.{i}"} for i in range(3)]
    assert [_status(client, ELSEWHERE, headers) for headers in forged] == [200, 200, 429]  # one bucket: its own
    # naming the other client spends neither its budget nor escapes the sender's
    assert _status(client, ELSEWHERE, {"X-Forwarded-For": "203.0.113.6"}) == 429
    assert _status(client, BALANCER, {"X-Forwarded-For": "203.0.113.6"}) == 200


def test_forwarded_is_never_read_even_from_the_balancer(make_app: Any) -> None:
    client = make_app(RATE_LIMIT_ENABLED=True, RATE_LIMIT="1 per minute", PROXY_HOPS=1,
                      TRUSTED_PROXIES="10.1.0.7").test_client()
    assert _status(client, BALANCER, {"Forwarded": "for=198.51.100.1"}) == 200
    assert _status(client, BALANCER, {"Forwarded": "for=198.51.100.2"}) == 429  # the balancer's own bucket


def test_hops_without_trusted_proxies_or_a_malformed_entry_fail_at_start(make_app: Any) -> None:
    import pytest

    with pytest.raises(ValueError, match="ARBITER_TRUSTED_PROXIES is empty"):
        make_app(PROXY_HOPS=1)
    with pytest.raises(ValueError, match="'10.0.0.300' is not an address"):
        make_app(PROXY_HOPS=1, TRUSTED_PROXIES="10.0.0.1,10.0.0.300")


def test_a_trusted_peer_is_matched_by_address_or_block_and_ipv4_mapped() -> None:
    from service.proxies import is_trusted, parse_networks

    networks = parse_networks(["10.244.0.0/16", "192.0.2.1", "2001:db8::/32"])
    assert is_trusted("10.244.3.9", networks) and is_trusted("192.0.2.1", networks)
    assert is_trusted("::ffff:10.244.0.1", networks) and is_trusted("2001:db8::5", networks)
    assert not is_trusted("10.245.0.1", networks) and not is_trusted("192.0.2.2", networks)
    assert not is_trusted("", networks) and not is_trusted("unix:socket", networks)
