#!/usr/bin/env bash
# Builds the Python distributions of `arimaa` into DIST_DIR (created if missing):
#   - the wheel arimaa-<version>-cp39-abi3-manylinux2014_x86_64.manylinux_2_17_x86_64.whl
#     (one abi3 wheel for CPython >= 3.9; glibc >= 2.17: maturin --zig links against glibc
#     2.17's symbols), built like test.sh builds it, in the same virtualenv and target
#     folder, so after test.sh cargo has nothing to rebuild and this is the tested wheel;
#   - the sdist arimaa-<version>.tar.gz (maturin sdist: pyproject.toml, arimaa-py and the
#     workspace crates it needs, arimaa-rules and arimaa-aei, and the licence files).
# The build tools (maturin, ziglang) are installed into the virtualenv ARIMAA_PY_VENV
# (default arimaa-py/.venv, the one test.sh uses). Older arimaa-<version> files in DIST_DIR are
# removed first. Exits non-zero on failure. Check the result with dist-check.sh DIST_DIR.
# Usage: arimaa-py/scripts/dist.sh DIST_DIR   (from any directory)
set -euo pipefail

if [ "$#" -ne 1 ]; then
  echo "usage: $0 DIST_DIR" >&2
  exit 2
fi
mkdir -p "$1"
DIST_DIR=$(cd "$1" && pwd)
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
VENV=${ARIMAA_PY_VENV:-$PY_DIR/.venv}

step "installing the build tools (maturin, ziglang) into $VENV"
pip_install "$VENV" "${BUILD_TOOLS[@]}"

rm -f "$DIST_DIR"/arimaa-[0-9]*.whl "$DIST_DIR"/arimaa-[0-9]*.tar.gz

step "building the wheel (maturin build --release --zig --compatibility manylinux2014)"
start=$SECONDS
WHEEL=$(build_wheel "$VENV")
cp "$WHEEL" "$DIST_DIR/"
echo "wheel: $DIST_DIR/$(basename "$WHEEL") ($((SECONDS - start)) s)"

step "building the sdist (maturin sdist)"
"$VENV/bin/maturin" sdist --manifest-path "$PY_DIR/Cargo.toml" --out "$DIST_DIR"
sdists=("$DIST_DIR"/arimaa-[0-9]*.tar.gz)
[ -f "${sdists[0]}" ] || { echo "arimaa-py: maturin sdist wrote no arimaa-<version>.tar.gz" >&2; exit 1; }

step "Python distributions in $DIST_DIR"
ls -l "$DIST_DIR"/arimaa-[0-9]*.whl "$DIST_DIR"/arimaa-[0-9]*.tar.gz
