#!/usr/bin/env bash
# Checks DIST/arimaa-<version>.tgz: installed into a fresh folder with no Rust toolchain on
# PATH, `import` and `require` both count the opening's 3353 moves.
# Usage: arimaa-wasm/scripts/dist-check.sh DIST   (called by ./scripts/dist-check)
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DIST=${1:?usage: dist-check.sh DIST}
TGZ=$(ls "$DIST"/arimaa-[0-9]*.tgz 2>/dev/null | head -1)
[ -n "$TGZ" ] || { echo "no arimaa-<version>.tgz in $DIST: run ./scripts/dist first"; exit 1; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
bash "$HERE/scripts/install-check.sh" "$TGZ" "$WORK"
