#!/usr/bin/env bash
# The npm package's test suite, on the artifact a user gets:
#   1. the test tools (typescript, playwright-core, vite) into arimaa-wasm/tests/node_modules
#      (npm ci from the committed package-lock.json), chromium through apt if missing;
#   2. scripts/dist.sh: the wasm target and wasm-bindgen CLI if missing, the build, npm pack;
#   3. the tarball installed into a fresh folder with no Rust toolchain on PATH, then there:
#      `node --test` (move-count table, step rule cases, archives replayed, errors and rule
#      codes, the API, ESM and CommonJS, the README example), the TypeScript consumer
#      compiled with `tsc --strict` and run, and the browser smoke test (chromium,
#      playwright-core, a static server on 127.0.0.1, a plain <script type="module">),
#      then the same page built by Vite (tests/vite-app) in chromium, and the board element
#      `arimaa/board` played by mouse and keyboard in chromium (tests/board.mjs).
# Data: ARIMAA_TABLES = <repo>/tests/data; archives from ARIMAA_DATA_DIR (default
# ../shared/data next to the repository; missing = visible skips, failures under
# ARIMAA_REQUIRE_DATA=1). Chromium missing and not installable: the browser test is
# skipped visibly (a failure under ARIMAA_REQUIRE_BROWSER=1).
# Usage: arimaa-wasm/scripts/test.sh
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$HERE/.." && pwd)
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target}
TOOLS=$HERE/tests

if [ ! -x "$TOOLS/node_modules/.bin/tsc" ] || [ ! -d "$TOOLS/node_modules/playwright-core" ] ||
  [ ! -d "$TOOLS/node_modules/vite" ]; then
  echo "==> npm ci (test tools) in $TOOLS"
  (cd "$TOOLS" && npm ci --no-audit --no-fund --loglevel warn)
fi
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$CHROMIUM" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "==> apt-get install -y chromium"
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >/dev/null || true
fi

PACK=$CARGO_TARGET_DIR/npm/pack
bash "$HERE/scripts/dist.sh" "$PACK"
TGZ=$(ls "$PACK"/arimaa-[0-9]*.tgz | head -1)

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
bash "$HERE/scripts/install-check.sh" "$TGZ" "$WORK"
mkdir -p "$WORK/spec" "$WORK/ts"
cp "$TOOLS"/node/* "$WORK/spec/"
# The convention table the convention test walks (docs/guide/conventions.md is written from it).
cp "$ROOT/docs/guide/conventions.json" "$WORK/spec/"
# The README's JavaScript example, exactly as the README shows it (the block after its
# `tested-by ...readme.test.mjs::readme_js_example` mark), is what readme.test.mjs runs.
awk '/readme-test: tested-by arimaa-wasm\/tests\/node\/readme.test.mjs::readme_js_example/ {m=1; next}
     m && /^```js$/ {on=1; next}
     on && /^```$/ {exit}
     on {print}' "$ROOT/README.md" >"$WORK/spec/readme-example.mjs"
[ -s "$WORK/spec/readme-example.mjs" ] || { echo "no JavaScript example found in README.md"; exit 1; }
cp "$TOOLS"/ts/* "$WORK/ts/"
cp -r "$TOOLS/vite-app" "$WORK/vite-app"
echo '{ "type": "module" }' >"$WORK/ts/package.json"

NODE_DIR=$(dirname "$(command -v node)")
run() { env PATH="$NODE_DIR:/usr/bin:/bin" "$@"; }
export ARIMAA_TABLES=$ROOT/tests/data
export ARIMAA_DATA_DIR=${ARIMAA_DATA_DIR:-$ROOT/../shared/data}

echo "==> node --test (the installed package, no Rust on PATH)"
(cd "$WORK" && run node --expose-gc --test spec/)

echo "==> tsc --strict (a TypeScript consumer of index.d.ts), then run"
(cd "$WORK/ts" && run node "$TOOLS/node_modules/typescript/bin/tsc" -p . && run node out/consumer.js)

echo "==> browser smoke test"
if [ -x "$CHROMIUM" ]; then
  CHROMIUM=$CHROMIUM run node "$TOOLS/browser.mjs" "$WORK"
  echo "==> <arimaa-board> in chromium (clicks, drags, keys; tests/board.mjs)"
  CHROMIUM=$CHROMIUM run node "$TOOLS/board.mjs" "$WORK"
  echo "==> vite build (tests/vite-app on the installed package), then in chromium"
  (cd "$WORK/vite-app" && run node "$TOOLS/node_modules/vite/bin/vite.js" build)
  CHROMIUM=$CHROMIUM run node "$TOOLS/browser.mjs" --vite "$WORK/vite-app/dist"
elif [ "${ARIMAA_REQUIRE_BROWSER:-0}" = 1 ]; then
  echo "browser smoke test FAILED: $CHROMIUM not found"; exit 1
else
  echo "SKIPPED [1] browser smoke test: $CHROMIUM not found (apt-get install chromium)"
fi
