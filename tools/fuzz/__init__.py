"""The fuzz harness of issue 9: seed requests for every endpoint and variant, mutations, checks.

Used by ``tests/service/test_fuzz.py`` (about 2,000 requests in ``bin/test``),
``bench/fuzz_campaign.py`` (a fixed budget of mutated requests, in-process or against a live
server) and ``bench/worst_case.py`` (a search over the documented limits).

* :mod:`tools.fuzz.seeds` builds well-formed requests: every GET route, every POST operation in
  ``openapi.yaml`` (new endpoints are covered from their request schema), every variant, real
  positions from seeded random playouts, option sets drawn from each variant's option specs.
* :mod:`tools.fuzz.mutate` turns a seed into a hostile request (type swaps, deleted and
  duplicated keys, deep nesting, long arrays, option fuzzing, bit flips, truncation, wrong
  content types and methods, huge numbers). Request ``i`` of seed ``s`` is a pure function of
  ``(s, i)``: every case can be rebuilt alone.
* :mod:`tools.fuzz.harness` sends requests (Flask test client, or HTTP), checks every answer
  (never 5xx, problem+json with a ``code`` for every 4xx, CPU time and bytes recorded) and keeps
  the counts, the failures, the slowest and the biggest.
* :mod:`tools.fuzz.known` lists the known failures not fixed yet, one line each (a request that
  would hang is not sent; a known 5xx is tallied apart). Delete a line when its fix lands.
* :mod:`tools.fuzz.guard` bounds in-process requests by CPU time (a hang is recorded, not waited out).

Hand-written rather than schemathesis: schemathesis (already in ``bin/test``) generates from the
schema, so it cannot start from *real* positions deep into a game, mutate bytes below the JSON
layer, or replay one case from its number; this harness does those three things.
"""

from tools.fuzz.guard import CpuGuardTimeout, cpu_guard
from tools.fuzz.harness import (
    Campaign,
    CaseResult,
    Finding,
    HttpTarget,
    InProcessTarget,
    check_response,
    run_campaign,
)
from tools.fuzz.mutate import Request, encode, mutate
from tools.fuzz.seeds import Corpus, Seed, build_seeds, playout

__all__ = [
    "Campaign", "CaseResult", "Corpus", "CpuGuardTimeout", "Finding", "HttpTarget", "InProcessTarget", "Request", "Seed",
    "build_seeds", "check_response", "cpu_guard", "encode", "mutate", "playout", "run_campaign",
]
