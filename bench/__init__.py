"""Benchmarks (not part of the pytest suite). ``bench/run_all.sh`` runs the service benchmarks."""
