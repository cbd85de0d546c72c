"""Every label of every metric has a bounded value set (issue 24, item 8).

Made-up HTTP methods, variants, paths and record tags must not add series to ``/metrics``:
out-of-set values are counted under ``other`` (service/metrics.py).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable

from flask import Flask
from flask.testing import FlaskClient
from prometheus_client.parser import text_string_to_metric_families

from engine import variant_ids
from service import metrics as service_metrics

METHODS = {"GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH"}

def labels(client: FlaskClient) -> dict[tuple[str, str], set[str]]:
    """Each (metric, label)'s values in the app's ``/metrics``."""
    found: dict[tuple[str, str], set[str]] = defaultdict(set)
    for family in text_string_to_metric_families(client.get("/metrics").get_data(as_text=True)):
        for sample in family.samples:
            for name, value in sample.labels.items():
                if name != "le":  # a histogram's buckets
                    found[family.name, name].add(value)
    return found


def series(client: FlaskClient) -> int:
    text = client.get("/metrics").get_data(as_text=True)
    return sum(len(family.samples) for family in text_string_to_metric_families(text))


def hostile_round(client: FlaskClient, tag: str, count: int) -> None:
    """``count`` requests each with a made-up method, path, variant and record ``Variant`` tag."""
    for i in range(count):
        made_up = f"{tag}{i}"
        client.open("/v1/moves", method=f"X{made_up.upper()}")
        client.open(f"/{made_up}", method="GET")
        client.post("/v1/moves", json={"variant": made_up, "move": {"pit": 0}})
        client.post("/v1/replay", json={"record": f'[Variant "{made_up}"]\n\n1. C *\n'})
        client.post("/v1/adjudications", json={"records": [f'[Variant "{made_up}"]\n[Result "*"]\n\n1. C *\n']})
        client.post("/v1/adjudicate", json={"record": f'[Variant "{made_up}"]\n\n1. C *\n', "reason": "time"})


def test_made_up_methods_variants_and_paths_add_no_series(client: FlaskClient) -> None:
    hostile_round(client, "a", 40)
    series(client)  # the first scrape adds the /metrics route's own series
    after_first = series(client)
    hostile_round(client, "b", 120)
    assert series(client) == after_first

    found = labels(client)
    methods = found["arbiter_http_requests", "method"]
    assert methods <= METHODS | {"other"} and "other" in methods
    assert found["arbiter_http_requests", "route"] <= {"/v1/moves", "/v1/replay", "/v1/adjudications",
                                                       "/v1/adjudicate", "/metrics", "<unmatched>"}
    for metric in ("arbiter_adjudications", "arbiter_illegal_moves"):
        assert found[metric, "variant"] <= set(variant_ids()) | {"unknown", "other"}
    assert all(value.isdigit() and 100 <= int(value) <= 599 for value in found["arbiter_http_requests", "status"])


def test_known_values_keep_their_own_series(client: FlaskClient) -> None:
    client.open("/v1/moves", method="PATCH")
    client.open("/v1/moves", method="BREW")
    client.post("/v1/moves", json={"variant": "oware", "move": {"pit": 0}})
    text = client.get("/metrics").get_data(as_text=True)
    assert 'arbiter_http_requests_total{method="PATCH",route="<unmatched>",status="405"} 1.0' in text
    assert 'arbiter_http_requests_total{method="other",route="<unmatched>",status="405"} 1.0' in text
    assert "BREW" not in text


def test_a_label_the_code_chooses_keeps_at_most_its_bound() -> None:
    metrics = service_metrics.Metrics()
    bound = service_metrics.MAX_LABEL_VALUES
    for i in range(bound + 50):
        metrics.cache_event(f"cache-{i}", "memory", "hit")
    counted = {sample.labels["cache"] for family in text_string_to_metric_families(metrics.exposition()[0].decode())
               for sample in family.samples if "cache" in sample.labels}
    assert len(counted) == bound + 1 and "other" in counted


def test_the_fast_lane_counts_within_the_same_sets(make_app: Callable[..., Flask]) -> None:
    app = make_app(FAST_LANE=True)
    client = app.test_client()
    for i in range(30):
        client.post("/v1/moves", json={"variant": f"v{i}", "move": {"pit": 0}})
        client.open("/v1/moves", method=f"M{i}", json={"variant": "oware", "move": {"pit": 0}})
    found = labels(client)
    assert found["arbiter_http_requests", "method"] <= {"POST", "GET", "other"}
    assert found["arbiter_http_requests", "route"] <= {"/v1/moves", "/metrics", "<unmatched>"}
