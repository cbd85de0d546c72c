#!/usr/bin/env bash
# Service benchmarks end to end (about 5 minutes with the defaults): starts and stops its own
# gunicorns and redis-server on 127.0.0.1, runs wrk, prints a summary table.
#   bench/run_all.sh                       # 3 rounds x 10 s per measurement
#   BENCH_ROUNDS=1 BENCH_DURATION=3 bench/run_all.sh   # smoke run, < 1 minute
# Needs: bin/setup (the venv), and Debian's wrk and redis-server (apt-get install -y wrk redis-server).
# Raw numbers go to .bench-out/service-<UTC time>.json (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
bin/setup
for tool in wrk redis-server; do
  command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install -y wrk redis-server" >&2; exit 2; }
done
stamp=$(date -u +%Y%m%dT%H%M%SZ)
# Hard bound on the whole run, whatever happens inside.
exec timeout --signal=TERM --kill-after=30 600 \
  .venv/bin/python -m bench.service_bench --json ".bench-out/service-$stamp.json" "$@"
