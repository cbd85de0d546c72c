"""Which engine build answers is visible in /readyz and in the arbiter_engine_info metric.

The suite runs the checkout's pure source: both say ``interpreted``. The compiled build's side is
checked where it runs: tests/engine/test_compiled.py (byte-identical answers) and the container
smoke test (tests/deploy, the image reports ``compiled``)."""

from __future__ import annotations

from flask.testing import FlaskClient

from engine.build import kernel_build
from service import create_app


def test_the_pure_source_reports_interpreted() -> None:
    assert kernel_build() == "interpreted"


def test_readyz_and_metrics_name_the_engine_build() -> None:
    client: FlaskClient = create_app().test_client()
    assert client.get("/readyz").get_json()["engine"] == {"build": "interpreted"}
    metrics = client.get("/metrics").get_data(as_text=True)
    assert 'arbiter_engine_info{build="interpreted"} 1.0' in metrics
    assert 'build="compiled"' not in metrics
