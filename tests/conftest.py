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
