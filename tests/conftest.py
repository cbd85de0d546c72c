"""Hypothesis profiles: the suite is deterministic; open-ended search lives in scripts/fuzz_conformance.py.

* ``ci`` (the default, whatever ``CI`` says): ``derandomize=True`` seeds every property test from
  a hash of the test itself, so each run tries the same examples, and no example database is
  read or written (a run cannot pass or fail by what an earlier run found).
* ``explore``: Hypothesis's own random search with its example database, for local digging
  (``HYPOTHESIS_PROFILE=explore pytest ...``). A failure it finds becomes an explicit
  ``@example`` in the test (see ``scripts/fuzz_conformance.py``).
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
