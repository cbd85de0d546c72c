"""Build a mypyc-compiled copy of the engine (the same source, compiled to C extensions).

    python scripts/compile_engine.py DEST      # writes DEST/engine, 20 s to 2 min on 2 cores

``PYTHONPATH=DEST`` makes ``import engine`` load the copy (extension modules win over ``.py``
files); mypyc also writes one shared library into DEST itself, which the compiled modules load.
The repository's ``engine/`` stays the pure-Python source of truth. Production runs the compiled
copy: the Dockerfile's build stage runs this script and ships DEST, and ``bin/serve`` uses
``bin/build-kernel``, which runs it when a C compiler is present. ``engine.build.kernel_build()``
says which build a process runs. ``tests/engine/test_compiled.py`` checks that the compiled copy
plays exactly the same games and gives byte-identical HTTP answers.

Needs mypy (its ``mypyc``, next to the interpreter or on PATH), a C compiler and Python's headers.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

sys.path.insert(0, str(ROOT))
from engine.build import KERNEL_MODULES as KERNEL


def compile_engine(dest: Path) -> Path:
    dest.mkdir(parents=True, exist_ok=True)
    target = dest / "engine"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(ROOT / "engine", target, ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    mypyc = Path(sys.executable).with_name("mypyc")
    command = [str(mypyc) if mypyc.exists() else shutil.which("mypyc") or "mypyc", *[f"engine/{name}.py" for name in KERNEL]]
    subprocess.run(command, cwd=dest, check=True, stdout=subprocess.DEVNULL,
                   env={**os.environ, "MYPYC_OPT_LEVEL": "3"})
    shutil.rmtree(dest / "build", ignore_errors=True)
    return target


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: compile_engine.py DEST")
    print(compile_engine(Path(sys.argv[1]).resolve()))
