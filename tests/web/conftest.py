"""Browser fixtures: the real app served over loopback, and Debian's chromium driven by Playwright.

Outside CI a missing chromium or playwright skips these tests (with the install line); with
``CI=true`` it fails them, as for redis-server and podman.
"""

from __future__ import annotations

import os
import shutil
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from werkzeug.serving import make_server

from service import create_app

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def _missing(what: str) -> None:
    message = f"{what} (install: apt-get install chromium; pip install playwright)"
    if os.environ.get("CI") == "true":
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="session")
def live_server() -> Iterator[str]:
    """The app on 127.0.0.1 with a threaded werkzeug server (the browser needs a real socket)."""
    app = create_app({"TESTING": True, "LOG_LEVEL": "WARNING"})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(5)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if CHROMIUM is None:
        _missing("chromium is not installed")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("playwright is not installed")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        try:
            yield browser
        finally:
            browser.close()
