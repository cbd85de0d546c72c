"""Open-ended search for option sets the engine mishandles, with a fixed budget.

    python scripts/fuzz_conformance.py [--examples N] [--seed S]

Runs the conformance property of ``tools/rule_properties.py`` (an option set is refused with
its problems listed, or plays to an end whose outcome the codec takes back) on ``N`` random
examples (default 2000) from a random seed, or ``--seed`` to repeat a run. The suite itself
runs the same property derandomized (tests/conftest.py), so CI never passes or fails by luck;
this script is where new failures are looked for. A failure is printed, shrunk, as the
``@example(...)`` line to pin in ``tests/engine/test_conformance.py``; the exit status is 1.
"""

from __future__ import annotations

import argparse
import pathlib
import random
import sys
import traceback
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hypothesis import HealthCheck, given, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st

from tools.rule_properties import option_set_is_refused_or_playable, variant_and_options


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", type=int, default=2000, help="examples to try (the budget)")
    parser.add_argument("--seed", type=int, default=None, help="random seed (default: a fresh one)")
    args = parser.parse_args()
    run_seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    print(f"fuzz_conformance: {args.examples} examples, --seed {run_seed}", flush=True)
    last: list[tuple[tuple[str, dict[str, Any]], int]] = []

    @hypothesis_seed(run_seed)
    @settings(max_examples=args.examples, deadline=None, database=None, derandomize=False,
              suppress_health_check=list(HealthCheck))
    @given(variant_and_options(), st.integers(0, 2**32 - 1))
    def prop(choice: tuple[str, dict[str, Any]], game_seed: int) -> None:
        last.append((choice, game_seed))
        del last[:-1]
        option_set_is_refused_or_playable(choice, game_seed)

    try:
        prop()
    except Exception:  # the shrunk counterexample was the last one run  # noqa: BLE001 (a last resort: whatever went wrong is logged and answered, never a crash)
        traceback.print_exc()
        choice, game_seed = last[-1]
        print("\nfailure; pin it in tests/engine/test_conformance.py:")
        print(f"@example({choice!r}, {game_seed})")
        return 1
    print("no failure found")
    return 0


if __name__ == "__main__":
    sys.exit(main())
