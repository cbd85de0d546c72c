"""Which build of the engine's kernel this process runs.

``scripts/compile_engine.py`` compiles :data:`KERNEL_MODULES` (everything a move touches) with
mypyc into C extension modules next to the same ``.py`` source; Python imports an extension in
preference to a ``.py`` file of the same name, so ``import engine`` from such a copy runs the
compiled kernel. The search (``analysis``) is compiled too: 2.3-4× the nodes per second (docs/analysis.md). The catalogue, options and
records stay interpreted in both builds. The service
reports the answer in ``/readyz`` and as the ``arbiter_engine_info`` metric.
"""

from __future__ import annotations

from importlib import import_module
from importlib.machinery import EXTENSION_SUFFIXES
from typing import Literal

#: the modules scripts/compile_engine.py compiles
KERNEL_MODULES = ("board", "table", "sowing", "capture", "legality", "ending", "game", "rounds", "bao", "four_row",
                  "rules", "position", "events", "encoding", "decoding", "tuzdyk", "wegue", "analysis")

Build = Literal["compiled", "interpreted", "mixed"]


def kernel_build() -> Build:
    """``compiled`` when every kernel module is a C extension, ``interpreted`` when none is."""
    compiled = [str(import_module(f"engine.{name}").__file__).endswith(tuple(EXTENSION_SUFFIXES))
                for name in KERNEL_MODULES]
    if all(compiled):
        return "compiled"
    return "interpreted" if not any(compiled) else "mixed"
