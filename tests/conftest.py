"""Whole-suite hooks.

**Hypothesis profiles**: the suite is deterministic; open-ended search lives in
scripts/fuzz_conformance.py.

* ``ci`` (the default, whatever ``CI`` says): ``derandomize=True`` seeds every property test from
  a hash of the test itself, so each run tries the same examples, and no example database is
  read or written (a run cannot pass or fail by what an earlier run found).
* ``explore``: Hypothesis's own random search with its example database, for local digging
  (``HYPOTHESIS_PROFILE=explore pytest ...``). A failure it finds becomes an explicit
  ``@example`` in the test (see ``scripts/fuzz_conformance.py``).

**A closing note on the tests skipped because a tool is missing**: a fixture that needs a program
the machine lacks skips with a reason of the form ``missing tool: NAME (install: HOW)`` (in CI it
fails instead; see tests/service/conftest.py and tests/deploy/conftest.py). At the end of the run
those skips are counted per tool and printed with the install command, and written to
``$MISSING_TOOLS_REPORT`` when set, which ``bin/test`` prints as its very last lines.

**Groups stay together**: ``bin/test`` runs ``--dist loadgroup`` so the tests marked
``xdist_group("kernel")`` or ``xdist_group("container")`` share one worker, and the compiled kernel,
the container image and the local cluster are each built once. pytest-xdist does this by adding
``@group`` to each such test's node id; pytest 9.2 made node ids read-only to it, and every group
was then silently spread over both workers (two clusters, two kernel builds at once). The
dev extra pins pytest below 9.2, and a collection that is meant to be grouped but is not stops
the run here, naming the versions, instead of running twice as long.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from pathlib import Path
from typing import Any

from hypothesis import settings

settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

def pytest_configure(config: Any) -> None:
    import pytest

    major, minor = (int(part) for part in pytest.__version__.split(".")[:2])
    if getattr(config.option, "dist", "no") == "loadgroup" and (major, minor) >= (9, 2):
        raise pytest.UsageError(
            f"pytest {pytest.__version__} breaks pytest-xdist's --dist loadgroup (the kernel and container "
            "tests would run on every worker): install the dev extra's pin (bin/setup dev)")


def pytest_collection_finish(session: Any) -> None:
    config = session.config
    if not getattr(config.option, "loadgroup", False):  # set on xdist's workers under --dist loadgroup
        return
    for item in session.items:
        if item.get_closest_marker("xdist_group") is not None and "@" not in item.nodeid:
            import pytest
            import xdist

            raise pytest.UsageError(
                f"pytest {pytest.__version__} with pytest-xdist {xdist.__version__} does not group "
                f"{item.nodeid} (xdist_group): --dist loadgroup would spread the kernel and container "
                "tests over every worker; use the versions the dev extra pins")


MISSING_TOOL = re.compile(r"missing tool: (\S+) \(install: ([^)]*)\)")


def _missing(terminalreporter: Any) -> Counter[tuple[str, str]]:
    counts: Counter[tuple[str, str]] = Counter()
    for report in terminalreporter.stats.get("skipped", []):
        longrepr = report.longrepr
        reason = longrepr[2] if isinstance(longrepr, tuple) else str(longrepr)
        match = MISSING_TOOL.search(reason)
        if match:
            counts[(match.group(1), match.group(2))] += 1
    return counts


def pytest_terminal_summary(terminalreporter: Any) -> None:
    counts = _missing(terminalreporter)
    if not counts:
        return
    lines = [
        f"SKIPPED {count} test{'s' if count != 1 else ''}: {tool} is not installed. Install it with: {install}"
        for (tool, install), count in sorted(counts.items())
    ]
    lines.append("(.ci/run installs all of them on a fresh Debian machine; with CI=true missing tools fail the run)")
    terminalreporter.section("tests skipped for missing tools")
    for line in lines:
        terminalreporter.write_line(line)
    out = os.environ.get("MISSING_TOOLS_REPORT")
    if out:
        Path(out).write_text("\n".join(lines) + "\n")
