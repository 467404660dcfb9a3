#!/usr/bin/env bash
# The npm package `arimaa` as DIST/arimaa-<version>.tgz: scripts/build.sh (which installs
# the wasm target and the pinned wasm-bindgen CLI when missing), then `npm pack`.
# Usage: arimaa-wasm/scripts/dist.sh DIST   (called by ./scripts/dist)
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DIST=${1:?usage: dist.sh DIST}
mkdir -p "$DIST" && DIST=$(cd "$DIST" && pwd)
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$(cd "$HERE/.." && pwd)/target}
PKG=$CARGO_TARGET_DIR/npm/arimaa
bash "$HERE/scripts/build.sh" "$PKG"
rm -f "$DIST"/arimaa-[0-9]*.tgz
(cd "$PKG" && npm pack --pack-destination "$DIST" --loglevel warn >/dev/null)
ls "$DIST"/arimaa-[0-9]*.tgz
tar -tzf "$DIST"/arimaa-[0-9]*.tgz | sed 's/^/  /'
