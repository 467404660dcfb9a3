#!/usr/bin/env bash
# Installs the packed npm package TGZ into a fresh folder WORK (no registry needed: the
# package has no dependencies) and checks that both import routes load it, with no Rust
# toolchain on PATH. Used by scripts/test.sh and scripts/dist-check.sh.
# Usage: install-check.sh TGZ WORK
set -euo pipefail
TGZ=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") WORK=$2
mkdir -p "$WORK"
NODE_DIR=$(dirname "$(command -v node)")
NPM_DIR=$(dirname "$(command -v npm)")
export PATH="$NODE_DIR:$NPM_DIR:/usr/bin:/bin"
if command -v cargo >/dev/null 2>&1 || command -v rustc >/dev/null 2>&1; then
  echo "install-check: a Rust toolchain is still on PATH ($PATH)" >&2
  exit 1
fi
cd "$WORK"
[ -f package.json ] || echo '{ "name": "arimaa-consumer", "private": true }' >package.json
npm install --offline --no-audit --no-fund --loglevel warn "$TGZ"
esm=$(node --input-type=module -e "import { init, Position } from 'arimaa'; await init(); console.log(Position.standard().countMoves());")
cjs=$(node -e "console.log(require('arimaa').Position.standard().countMoves())")
# arimaa/board resolves to its module (which loads in Node without defining the element).
board=$(node --input-type=module -e "const m = await import('arimaa/board'); console.log(typeof m.ArimaaBoard);")
echo "installed $(basename "$TGZ") in $WORK: import -> $esm, require -> $cjs (the opening's published count: 3353), arimaa/board -> $board"
[ "$esm" = 3353 ] && [ "$cjs" = 3353 ] && [ "$board" = function ]
