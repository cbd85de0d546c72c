#!/bin/sh
# Regenerate the typed Python client in clients/python from openapi.yaml (openapi-python-client).
# tests/service/test_client_sync.py regenerates into a temporary directory and diffs.
# clients/python-templates overrides two of the generator's templates: the README (written by
# hand: install, configure, play a game) and setup.py (the licence).
#   scripts/gen_client.sh             # rewrite clients/python
#   scripts/gen_client.sh OUTPUT_DIR  # write elsewhere (the sync test)
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:-"$ROOT/clients/python"}
BIN=$(dirname "$(command -v python3)")
if [ -x "$ROOT/.venv/bin/openapi-python-client" ]; then BIN="$ROOT/.venv/bin"; fi
PATH="$BIN:$PATH" "$BIN/openapi-python-client" generate \
    --path "$ROOT/openapi.yaml" \
    --config "$ROOT/clients/openapi-python-client.yaml" \
    --custom-template-path "$ROOT/clients/python-templates" \
    --meta setup \
    --output-path "$OUT" \
    --overwrite
rm -rf "$OUT/.ruff_cache"
