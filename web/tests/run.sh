#!/usr/bin/env bash
# The page's browser tests (web/tests/page.mjs; web/tests/review.mjs, the game review) on the `arimaa` binary as built by cargo,
# which serves the bundle checked in under arimaa-cli/web/ (scripts/build-web --check tells
# whether that bundle is up to date). Installs the test tools (playwright-core, in
# arimaa-wasm/tests/node_modules from its package-lock.json) and Debian's chromium when
# missing; without chromium the test is skipped visibly by name (a failure under
# ARIMAA_REQUIRE_BROWSER=1). Usage: web/tests/run.sh   (run by scripts/test)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target}
TOOLS=$ROOT/arimaa-wasm/tests
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$CHROMIUM" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "==> apt-get install -y chromium"
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >/dev/null || true
fi
if [ ! -x "$CHROMIUM" ]; then
  if [ "${ARIMAA_REQUIRE_BROWSER:-0}" = 1 ]; then
    echo "page test FAILED: $CHROMIUM not found"; exit 1
  fi
  echo "SKIPPED [1] web page test (web/tests/page.mjs): $CHROMIUM not found (apt-get install chromium)"
  exit 0
fi
if [ ! -d "$TOOLS/node_modules/playwright-core" ]; then
  echo "==> npm ci (test tools) in $TOOLS"
  (cd "$TOOLS" && npm ci --no-audit --no-fund --loglevel warn)
fi
echo "==> cargo build -p arimaa-cli (the binary a user runs: arimaa web)"
cargo build --locked -q -p arimaa-cli --bin arimaa --manifest-path "$ROOT/Cargo.toml"
echo "==> the page in chromium (web/tests/page.mjs)"
CHROMIUM=$CHROMIUM node "$ROOT/web/tests/page.mjs" "$CARGO_TARGET_DIR/debug/arimaa"
echo "==> the review in chromium (web/tests/review.mjs)"
CHROMIUM=$CHROMIUM node "$ROOT/web/tests/review.mjs" "$CARGO_TARGET_DIR/debug/arimaa"
