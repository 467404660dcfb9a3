#!/usr/bin/env bash
# The bot's benchmark (not a test): the search bot under the same node budgets natively
# (examples/native_bot.rs, release, LTO, one codegen unit: the .wasm's profile) and through
# WebAssembly in Node (bench/bot.mjs on the built package): time, nodes per second, the
# ratio, and whether both answer the same move (a node budget alone is deterministic).
# Usage: arimaa-wasm/scripts/bench-bot.sh [RUNS per case, default 3]
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$HERE/.." && pwd)
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target}
RUNS=${1:-3}
PKG=$CARGO_TARGET_DIR/npm/arimaa
bash "$HERE/scripts/build.sh" "$PKG" >/dev/null
NATIVE=$(mktemp)
trap 'rm -f "$NATIVE"' EXIT
CARGO_PROFILE_RELEASE_LTO=true CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1 \
  cargo run --quiet --locked --release -p arimaa-wasm --example native_bot \
  --manifest-path "$ROOT/Cargo.toml" -- "$RUNS" >"$NATIVE"
node "$HERE/bench/bot.mjs" "$PKG" "$NATIVE" "$RUNS"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
