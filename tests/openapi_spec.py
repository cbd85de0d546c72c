"""openapi.yaml as the tests read it, parsed by libyaml where PyYAML has it.

PyYAML's pure-Python parser takes 0.9 s for the contract's 320 KB; libyaml's takes 0.1 s, and a
dozen test modules read the contract in every worker (at collection, most of them). The loaders
build the same Python objects (only the parser differs).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]

SafeLoader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load_yaml(text: str) -> Any:
    """``yaml.safe_load`` through libyaml's parser."""
    return yaml.load(text, Loader=SafeLoader)


def openapi_spec() -> dict[str, Any]:
    """A fresh parse of the repository's openapi.yaml (callers may change theirs)."""
    spec: dict[str, Any] = load_yaml((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    return spec
