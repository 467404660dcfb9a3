#!/usr/bin/env bash
# The npm package's benchmark (not a test): builds the package (scripts/build.sh) and the
# native example, times the native count_moves, then runs bench/bench.mjs, which prints
# countMoves through WebAssembly beside it (opening and move-count table), random games'
# steps per second through the object API and the action API, and the .wasm's size;
# then the action API's loop natively (examples/native_actions) and the load average.
# Usage: arimaa-wasm/scripts/bench.sh [MS per position, default 200]
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$HERE/.." && pwd)
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target}
MS=${1:-200}
PKG=$CARGO_TARGET_DIR/npm/arimaa
bash "$HERE/scripts/build.sh" "$PKG" >/dev/null
TABLE=$ROOT/tests/data/positions/move_count_table.tsv
NATIVE=$(mktemp)
trap 'rm -f "$NATIVE"' EXIT
# The same profile as the .wasm: release, LTO, one codegen unit.
CARGO_PROFILE_RELEASE_LTO=true CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1 \
  cargo run --quiet --locked --release -p arimaa-wasm --example native_count \
  --manifest-path "$ROOT/Cargo.toml" -- "$MS" >"$NATIVE"
node "$HERE/bench/bench.mjs" "$PKG" "$TABLE" "$NATIVE" "$MS"
# The action API's loop natively (examples/native_actions: the same calls, no JavaScript).
CARGO_PROFILE_RELEASE_LTO=true CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1 \
  cargo run --quiet --locked --release -p arimaa-wasm --example native_actions \
  --manifest-path "$ROOT/Cargo.toml" -- 3000 |
  awk -F'\t' '{ printf "random games, action API natively (examples/native_actions, the same calls): %d steps/s (%d steps, %d games)\n", $4, $1, $3 }'
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
