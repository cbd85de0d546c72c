"""What Redis holds is checked before it is used, and Redis may require a password and TLS.

A real redis-server started by the tests (see conftest.py), written to directly as an attacker with
network access to it would: a forged or garbled entry is a miss, counted as ``corrupt``, never an
answer, and never signed.
"""

from __future__ import annotations

import datetime
import ipaddress
import json
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis

from engine.records import format_record
from service.jws import verify
from tests.service.conftest import free_port
from tests.service.test_redis import kalah_record
from tools.sample_games import random_record

pytestmark = pytest.mark.filterwarnings("ignore:EdDSA is deprecated")

PASSWORD = "a-redis-password-for-tests"
# Redis timeouts here are generous (the default 50 ms is for production): a slow first connect on a
# loaded test machine would trip the breaker and turn an expected hit into a bypass.


def cache_count(client: Any, cache: str, result: str) -> float:
    text = client.get("/metrics").get_data(as_text=True)
    for line in text.splitlines():
        if (line.startswith("arbiter_cache_requests_total{") and f'result="{result}"' in line
                and f'cache="{cache}"' in line):
            return float(line.rsplit(" ", 1)[1])
    return 0.0


def unsigned(verdict: dict[str, Any]) -> dict[str, Any]:
    """A verdict without its signing time (``iat``), which a recomputation sets afresh."""
    return {key: value for key, value in verdict.items() if key != "iat"}


def only_key(url: str, pattern: str) -> bytes:
    found = redis.Redis.from_url(url, socket_timeout=2).keys(pattern)
    assert len(found) == 1, found
    return bytes(found[0])


# ------------------------------------------------------------------ forged entries


def test_a_forged_verdict_in_redis_is_neither_served_nor_signed(make_app: Any, redis_server: Any) -> None:
    client = make_app(REDIS_TIMEOUT=1.0, REDIS_URL=redis_server.url).test_client()
    record = format_record(random_record("oware", 3))
    genuine = client.post("/v1/adjudications", json={"records": [record]}).get_json()["verdicts"][0]
    key = only_key(redis_server.url, "arbiter:v1:*verdict:*")
    forged = dict(genuine["verdict"], status="valid", winner=1 - (genuine["verdict"].get("winner") or 0))
    forged_bytes = json.dumps(forged, sort_keys=True, separators=(",", ":")).encode()
    store = redis.Redis.from_url(redis_server.url, socket_timeout=2)
    for value in (forged_bytes, b"\0" * 32 + forged_bytes, b"x"):  # untagged, a made-up tag, too short for one
        store.set(key, value)
        r = client.post("/v1/adjudications", json={"records": [record]})
        assert r.status_code == 200
        entry = r.get_json()["verdicts"][0]
        # recomputed and signed again: the same verdict, only its signing time may have moved on a second
        assert unsigned(entry["verdict"]) == unsigned(genuine["verdict"]) and entry["verdict"]["iat"] >= genuine["verdict"]["iat"]
        jwks = client.get("/.well-known/jwks.json").get_json()
        assert json.loads(verify(entry["jws"], jwks) or b"null") == entry["verdict"]
    assert cache_count(client, "verdict", "corrupt") == 3
    # the bad entry was overwritten with a good one: the next request is a hit, byte for byte the stored one
    hits = cache_count(client, "verdict", "hit")
    assert client.post("/v1/adjudications", json={"records": [record]}).get_json()["verdicts"][0] == entry
    assert cache_count(client, "verdict", "hit") == hits + 1


def test_garbage_or_a_moved_entry_under_a_replay_key_is_a_counted_miss(make_app: Any, redis_server: Any) -> None:
    client = make_app(REDIS_TIMEOUT=1.0, REDIS_URL=redis_server.url).test_client()
    first, second = kalah_record(20), kalah_record(18)
    expected = client.post("/v1/replay", json={"variant": "kalah", "moves": first})
    assert expected.status_code == 200
    key = only_key(redis_server.url, "arbiter:v1:*replay:*")
    store = redis.Redis.from_url(redis_server.url, socket_timeout=2)
    store.set(key, b"win\n{not json at all")
    r = client.post("/v1/replay", json={"variant": "kalah", "moves": first})
    assert r.status_code == 200 and r.data == expected.data
    assert cache_count(client, "replay", "corrupt") == 1
    # A genuine, correctly tagged entry copied under another record's key is refused too.
    other = client.post("/v1/replay", json={"variant": "kalah", "moves": second})
    other_key = next(k for k in store.keys("arbiter:v1:*replay:*") if k != key)
    store.set(other_key, store.get(key) or b"")
    r = client.post("/v1/replay", json={"variant": "kalah", "moves": second})
    assert r.status_code == 200 and r.data == other.data
    assert cache_count(client, "replay", "corrupt") == 2


def test_servers_with_another_cache_secret_use_other_keys(make_app: Any, redis_server: Any) -> None:
    """Replicas configured alike share entries; another secret (a rotation) reads nothing of theirs as corrupt."""
    moves = kalah_record(20)
    body = {"variant": "kalah", "moves": moves}
    first = make_app(REDIS_TIMEOUT=1.0, REDIS_URL=redis_server.url, CACHE_KEY="deployment-cache-secret-1").test_client()
    twin = make_app(REDIS_TIMEOUT=1.0, REDIS_URL=redis_server.url, CACHE_KEY="deployment-cache-secret-1").test_client()
    other = make_app(REDIS_TIMEOUT=1.0, REDIS_URL=redis_server.url, CACHE_KEY="deployment-cache-secret-2").test_client()
    assert first.post("/v1/replay", json=body).status_code == 200
    assert twin.post("/v1/replay", json=body).status_code == 200
    assert cache_count(twin, "replay", "hit") == 1
    assert other.post("/v1/replay", json=body).status_code == 200
    assert (cache_count(other, "replay", "miss"), cache_count(other, "replay", "corrupt")) == (1, 0)
    # derived from the configured signing keys: the same for every replica configured with them
    signed = [make_app(REDIS_TIMEOUT=1.0, REDIS_URL=redis_server.url, SIGNING_KEYS="k1:one").test_client() for _ in range(2)]
    assert all(c.post("/v1/replay", json=body).status_code == 200 for c in signed)
    assert cache_count(signed[1], "replay", "hit") == 1


# ------------------------------------------------------------------ AUTH and TLS


def start_redis(executable: str, directory: Path, *args: str) -> subprocess.Popen[bytes]:
    process = subprocess.Popen(
        [executable, "--save", "", "--appendonly", "no", "--dir", str(directory), *args],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    return process


def wait_for_port(port: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError("redis-server exited")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.02)
    raise RuntimeError("redis-server did not start")


@pytest.fixture
def password_redis(redis_executable: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    port = free_port()
    process = start_redis(redis_executable, tmp_path_factory.mktemp("redis-auth"), "--port", str(port),
                          "--bind", "127.0.0.1", "--requirepass", PASSWORD)
    try:
        wait_for_port(port, process)
        yield port
    finally:
        process.terminate()
        process.wait(5)


def test_a_password_protected_redis_works_with_the_password(make_app: Any, password_redis: int,
                                                             tmp_path: Path) -> None:
    moves = kalah_record(20)
    body = {"variant": "kalah", "moves": moves}
    password_file = tmp_path / "redis-password"
    password_file.write_text(PASSWORD + "\n")
    in_url = make_app(REDIS_TIMEOUT=1.0, REDIS_URL=f"redis://:{PASSWORD}@127.0.0.1:{password_redis}/0").test_client()
    from_file = make_app(REDIS_TIMEOUT=1.0, REDIS_URL=f"redis://127.0.0.1:{password_redis}/0",
                         REDIS_PASSWORD_FILE=str(password_file)).test_client()
    assert in_url.post("/v1/replay", json=body).status_code == 200
    assert from_file.post("/v1/replay", json=body).status_code == 200
    assert cache_count(from_file, "replay", "hit") == 1
    assert from_file.get("/readyz").get_json()["cache"] == {"backend": "redis", "state": "ok"}
    # the rate limiter's store logs in with the same password
    limited = {"REDIS_TIMEOUT": 1.0, "REDIS_URL": f"redis://127.0.0.1:{password_redis}/0", "REDIS_PASSWORD_FILE": str(password_file),
               "RATE_LIMIT_ENABLED": True, "RATE_LIMIT": "2 per minute"}
    worker_a, worker_b = make_app(**limited).test_client(), make_app(**limited).test_client()
    assert worker_a.get("/v1/variants").status_code == 200 and worker_b.get("/v1/variants").status_code == 200
    assert worker_a.get("/v1/variants").status_code == 429  # counted in Redis: shared by both
    store = redis.Redis(port=password_redis, password=PASSWORD, socket_timeout=2)
    assert store.keys("LIMITS*") and store.keys("arbiter:v1:*replay:*")


def test_without_the_password_redis_is_bypassed_and_every_answer_still_comes(make_app: Any,
                                                                              password_redis: int) -> None:
    moves = kalah_record(20)
    client = make_app(REDIS_TIMEOUT=1.0, REDIS_URL=f"redis://127.0.0.1:{password_redis}/0", RATE_LIMIT_ENABLED=True).test_client()
    expected = make_app().test_client().post("/v1/replay", json={"variant": "kalah", "moves": moves})
    for _ in range(3):
        r = client.post("/v1/replay", json={"variant": "kalah", "moves": moves})
        assert r.status_code == 200 and r.data == expected.data
    assert client.get("/v1/variants").status_code == 200
    assert cache_count(client, "replay", "bypass") == 3
    ready = client.get("/readyz")
    assert ready.status_code == 200 and ready.get_json()["cache"] == {"backend": "redis", "state": "bypassed"}
    store = redis.Redis(port=password_redis, password=PASSWORD, socket_timeout=2)
    assert store.keys("*") == []


def deployed_acl_user() -> list[str]:
    """The rules of the Redis user ``arbiter`` as k8s/base/redis.yaml starts Redis (the local cluster's
    bin/cluster gives the same: tests/deploy/test_deploy_k8s.py), password placeholder included."""
    import yaml

    manifest = Path(__file__).resolve().parents[2] / "k8s" / "base" / "redis.yaml"
    (deployment,) = [doc for doc in yaml.safe_load_all(manifest.read_text()) if doc and doc["kind"] == "Deployment"]
    args: list[str] = deployment["spec"]["template"]["spec"]["containers"][0]["args"]
    start = next(i for i, arg in enumerate(args) if arg == "--user" and args[i + 1] == "arbiter") + 1
    end = next((i for i in range(start, len(args)) if args[i].startswith("--")), len(args))
    return args[start:end]


def test_an_acl_user_limited_to_the_service_keys(make_app: Any, redis_executable: str, tmp_path: Path) -> None:
    """Redis 6+ ACLs, as deployed: the user named in the URL, its password from the file, allowed only
    the keys the service writes (the cache's ``arbiter:`` and the rate limiter's ``LIMITS``) and only
    the commands the cache and the rate limiter send; everything works, FLUSHALL and CONFIG do not."""
    port = free_port()
    user = [">" + PASSWORD if rule == ">$(REDIS_PASSWORD)" else rule for rule in deployed_acl_user()]
    assert user[:2] == ["arbiter", "on"] and ">" + PASSWORD in user
    process = start_redis(redis_executable, tmp_path, "--port", str(port), "--bind", "127.0.0.1",
                          "--user", "default", "off", "--user", *user)
    try:
        wait_for_port(port, process)
        password_file = tmp_path / "redis-password"
        password_file.write_text(PASSWORD)
        config = {"REDIS_TIMEOUT": 1.0, "REDIS_URL": f"redis://arbiter@127.0.0.1:{port}/0", "REDIS_PASSWORD_FILE": str(password_file),
                  "RATE_LIMIT_ENABLED": True, "RATE_LIMIT": "4 per minute"}
        worker_a, worker_b = make_app(**config).test_client(), make_app(**config).test_client()
        body = {"variant": "kalah", "moves": kalah_record(20)}
        assert worker_a.post("/v1/replay", json=body).status_code == 200
        assert worker_b.post("/v1/replay", json=body).status_code == 200
        assert cache_count(worker_b, "replay", "hit") == 1
        ready = worker_a.get("/readyz").get_json()
        assert ready["cache"] == {"backend": "redis", "state": "ok"} and ready["verdict_keys"]["other_keys_seen"] == 0
        assert worker_a.get("/v1/variants").status_code == 200 and worker_b.get("/v1/variants").status_code == 200
        assert worker_a.get("/v1/variants").status_code == 429  # the fifth request of the client, any route
        as_arbiter = redis.Redis(port=port, username="arbiter", password=PASSWORD, socket_timeout=2)
        for refused in (("FLUSHALL",), ("CONFIG", "GET", "maxmemory"), ("KEYS", "*")):
            with pytest.raises(redis.exceptions.NoPermissionError):
                as_arbiter.execute_command(*refused)
    finally:
        process.terminate()
        process.wait(5)


def self_signed(directory: Path) -> tuple[Path, Path]:
    """A throw-away certificate for 127.0.0.1 (its own CA) and its key, made with ``cryptography``."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
        .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), critical=False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = directory / "redis.crt", directory / "redis.key"
    cert_path.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    return cert_path, key_path


def test_a_tls_redis_with_a_password(make_app: Any, redis_executable: str, tmp_path: Path) -> None:
    cert, key = self_signed(tmp_path)
    port = free_port()
    process = start_redis(redis_executable, tmp_path, "--port", "0", "--bind", "127.0.0.1", "--tls-port", str(port),
                          "--tls-cert-file", str(cert), "--tls-key-file", str(key), "--tls-ca-cert-file", str(cert),
                          "--tls-auth-clients", "no", "--requirepass", PASSWORD)
    try:
        wait_for_port(port, process)
        url = f"rediss://:{PASSWORD}@127.0.0.1:{port}/0?ssl_ca_certs={cert}"
        config = {"REDIS_TIMEOUT": 1.0, "REDIS_URL": url, "RATE_LIMIT_ENABLED": True, "RATE_LIMIT": "4 per minute"}
        worker_a, worker_b = make_app(**config).test_client(), make_app(**config).test_client()
        body = {"variant": "kalah", "moves": kalah_record(20)}
        assert worker_a.post("/v1/replay", json=body).status_code == 200
        assert worker_b.post("/v1/replay", json=body).status_code == 200
        assert cache_count(worker_b, "replay", "hit") == 1
        assert worker_b.get("/readyz").get_json()["cache"] == {"backend": "redis", "state": "ok"}
        assert worker_a.get("/v1/variants").status_code == 200 and worker_b.get("/v1/variants").status_code == 200
        # the fifth of the minute (one budget per client across routes), counted over TLS
        assert worker_a.get("/v1/variants").status_code == 429
        # A client that does not trust the certificate gets nothing from it: bypassed, answered.
        untrusted = make_app(REDIS_TIMEOUT=1.0, REDIS_URL=f"rediss://:{PASSWORD}@127.0.0.1:{port}/0").test_client()
        assert untrusted.post("/v1/replay", json=body).status_code == 200
        assert cache_count(untrusted, "replay", "bypass") == 1
    finally:
        process.terminate()
        process.wait(5)
