"""How long ``mancala-arbiter --help`` takes, beside what the command paid before it left the
``service`` package (issue 31, item 2: ``--help`` took 3.4 s on a quiet machine because the CLI
imported the whole Flask service): ``python -c "import service"``.

Wall time of fresh processes (the interpreter's start included), median and best of ``--rounds``;
``python -c pass`` is the floor.

    .venv/bin/python bench/cli_start.py            # table on stdout
    .venv/bin/python bench/cli_start.py --rounds 5
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

COMMAND = Path(sys.executable).parent / "mancala-arbiter"
CASES = {
    "python -c pass (the floor)": [sys.executable, "-c", "pass"],
    "mancala-arbiter --help": [str(COMMAND), "--help"],
    "mancala-arbiter --version": [str(COMMAND), "--version"],
    'python -c "import service" (what --help imported before)': [sys.executable, "-c", "import service"],
}


def timed(argv: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, timeout=120)
    return time.perf_counter() - started


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--rounds", type=int, default=11)
    rounds = options.parse_args().rounds
    print("| command | median s | best s |\n|---|---|---|")
    for name, argv in CASES.items():
        timed(argv)  # bytecode compiled, files in the page cache
        times = [timed(argv) for _ in range(rounds)]
        print(f"| {name} | {statistics.median(times):.3f} | {min(times):.3f} |")


if __name__ == "__main__":
    main()
