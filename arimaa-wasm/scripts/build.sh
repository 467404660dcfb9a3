#!/usr/bin/env bash
# Builds the npm package `arimaa` as a folder (default: $CARGO_TARGET_DIR/npm/arimaa),
# from any working directory:
#   1. installs what is missing: the wasm32-unknown-unknown target (rustup) and the
#      wasm-bindgen CLI at exactly the version pinned in arimaa-wasm/Cargo.toml
#      (cargo install wasm-bindgen-cli --version X --locked; no wasm-pack);
#   2. cargo build --release --target wasm32-unknown-unknown -p arimaa-wasm (LTO, one
#      codegen unit, no debug info, SIMD and bulk memory: set here, the workspace profile
#      is left alone);
#   3. wasm-bindgen --target web (ES module, init()/initSync) and --target nodejs
#      (CommonJS, loads the .wasm on require), with weak references (objects are freed
#      when collected; free() releases them at once) and its TypeScript declarations of
#      the raw layer (wasm/web/arimaa_wasm.d.ts);
#   4. scripts/bundle.mjs (esbuild and typescript from arimaa-wasm/tests, installed by
#      `npm ci` there when missing): index.mjs and index.cjs bundled from npm/src
#      (index.js / node.js + api.js + internal.js + tables.js), and index.d.ts, api.d.ts and
#      tables.d.ts written by tsc from their JSDoc (checked against wasm-bindgen's
#      declarations), and board.d.ts written by tsc from the board element's JSDoc
#      (npm/src/board/element.mjs, checked against those); the <arimaa-board> element as
#      ES modules copied as they are (npm/src/board.mjs, the entry, and its parts
#      npm/src/board/*.mjs), package.json (version = the workspace's), README.md and the
#      licence files.
# Usage: arimaa-wasm/scripts/build.sh [OUT]
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$HERE/.." && pwd)
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target}
OUT=${1:-$CARGO_TARGET_DIR/npm/arimaa}

WB_VERSION=$(sed -n 's/^wasm-bindgen = { version = "=\([0-9.]*\)".*/\1/p' "$HERE/Cargo.toml")
[ -n "$WB_VERSION" ] || { echo "build.sh: no pinned wasm-bindgen version in $HERE/Cargo.toml" >&2; exit 1; }

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  echo "==> rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi
if [ "$(wasm-bindgen --version 2>/dev/null | cut -d' ' -f2)" != "$WB_VERSION" ]; then
  echo "==> cargo install wasm-bindgen-cli --version $WB_VERSION --locked"
  cargo install wasm-bindgen-cli --version "$WB_VERSION" --locked
fi

# SIMD (128-bit, in every browser since 2021-2023 and Node >= 16.4) and bulk memory
# (memory.copy/fill): countMoves about 5% faster with SIMD; set for this target only
# (CARGO_TARGET_..._RUSTFLAGS; a RUSTFLAGS of the caller's replaces it).
WASM_RUSTFLAGS="-C target-feature=+simd128,+bulk-memory"
echo "==> cargo build --release --target wasm32-unknown-unknown -p arimaa-wasm ($WASM_RUSTFLAGS)"
CARGO_PROFILE_RELEASE_LTO=true CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1 \
CARGO_PROFILE_RELEASE_DEBUG=0 CARGO_PROFILE_RELEASE_PANIC=abort \
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="$WASM_RUSTFLAGS" \
  cargo build --locked --release --target wasm32-unknown-unknown -p arimaa-wasm \
  --manifest-path "$ROOT/Cargo.toml"
WASM=$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/arimaa_wasm.wasm

rm -rf "$OUT" && mkdir -p "$OUT/wasm"
echo "==> wasm-bindgen $WB_VERSION (web, nodejs) into $OUT"
wasm-bindgen --target web --weak-refs --out-dir "$OUT/wasm/web" "$WASM"
wasm-bindgen --target nodejs --weak-refs --out-dir "$OUT/wasm/node" "$WASM"
# Both targets give the same .wasm (only the glue differs): ship it once, the CommonJS
# glue reading the web folder's copy.
if cmp -s "$OUT/wasm/web/arimaa_wasm_bg.wasm" "$OUT/wasm/node/arimaa_wasm_bg.wasm"; then
  sed -i 's#^const wasmPath = `${__dirname}/arimaa_wasm_bg.wasm`;#const wasmPath = `${__dirname}/../web/arimaa_wasm_bg.wasm`;#' \
    "$OUT/wasm/node/arimaa_wasm.js"
  if grep -q '/../web/arimaa_wasm_bg.wasm' "$OUT/wasm/node/arimaa_wasm.js"; then
    rm "$OUT/wasm/node/arimaa_wasm_bg.wasm"
  fi
fi
echo '{ "type": "module" }' >"$OUT/wasm/web/package.json"
echo '{ "type": "commonjs" }' >"$OUT/wasm/node/package.json"

SRC=$HERE/npm/src
TOOLS=$HERE/tests
if [ ! -d "$TOOLS/node_modules/esbuild" ] || [ ! -d "$TOOLS/node_modules/typescript" ]; then
  echo "==> npm ci (build and test tools) in $TOOLS"
  (cd "$TOOLS" && npm ci --no-audit --no-fund --loglevel warn)
fi
echo "==> esbuild (index.mjs, index.cjs) and tsc (index.d.ts, board.d.ts from the JSDoc)"
node "$HERE/scripts/bundle.mjs" "$SRC" "$OUT"
cp "$HERE/npm/README.md" "$OUT/"
# The <arimaa-board> element: board.mjs (the entry) and its parts under board/, ES modules
# importing each other and ../index.mjs relatively.
cp "$SRC/board.mjs" "$OUT/"
cp -r "$SRC/board" "$OUT/"
cp -L "$ROOT/LICENSE-MIT" "$ROOT/LICENSE-APACHE" "$OUT/"
VERSION=$(sed -n 's/^version = "\(.*\)"/\1/p' "$ROOT/Cargo.toml" | head -1)
node -e '
const fs = require("fs");
const p = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
p.version = process.argv[2];
fs.writeFileSync(process.argv[3], JSON.stringify(p, null, 2) + "\n");
' "$HERE/npm/package.json" "$VERSION" "$OUT/package.json"
raw=$(wc -c <"$OUT/wasm/web/arimaa_wasm_bg.wasm")
gz=$(gzip -9 -c "$OUT/wasm/web/arimaa_wasm_bg.wasm" | wc -c)
echo "==> built $OUT (arimaa $VERSION; .wasm $raw bytes, $gz gzipped)"
