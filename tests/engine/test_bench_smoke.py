"""The playout benchmark keeps working (a very short run; the figures are not checked)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.xdist_group("kernel")  # it builds the compiled kernel too (bin/build-kernel): on the same worker
def test_bench_engine_playouts_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    spec = importlib.util.spec_from_file_location("engine_playouts", ROOT / "bench" / "engine_playouts.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = bench
    spec.loader.exec_module(bench)
    out = tmp_path / "bench.json"
    assert bench.main(["--runs", "1", "--seconds", "0.02", "--json", str(out)]) == 0
    figures = json.loads(out.read_text())
    assert set(figures) == {"kalah", "oware"}
    for game in figures.values():
        assert game["moves_per_s"]["random_playout"] > 0 and game["moves_per_s"]["apply_move"] > 0
        assert game["replay_us_per_ply"] > 0
    assert "engine.random_playout" in capsys.readouterr().out


def test_bench_replay_scaling_runs(capsys: pytest.CaptureFixture[str]) -> None:
    spec = importlib.util.spec_from_file_location("replay_scaling", ROOT / "bench" / "replay_scaling.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = bench
    spec.loader.exec_module(bench)
    assert bench.main(["--runs", "1", "--lengths", "10", "20"]) == 0
    out = capsys.readouterr().out
    assert "seeds never leave the pits" in out and "9,000 history keys" in out
    rows = [line.split() for line in out.splitlines() if line.strip().startswith(("10 ", "20 "))]
    assert [int(r[0]) for r in rows] == [10, 20] and [int(r[-1]) for r in rows] == [10, 20]
