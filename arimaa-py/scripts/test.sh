#!/usr/bin/env bash
# Tests the Python package `arimaa` as users get it, the wheel, on a fresh machine or a used one:
#   1. a virtualenv in arimaa-py/.venv (created if missing; ARIMAA_PY_VENV to put it elsewhere)
#      with maturin and ziglang (the wheel's build tools), pytest, mypy and hypothesis from
#      PyPI, and AEI's own tools (`aei` 1.4.1: roundrobin, analyze, simple_engine) for the AEI
#      tests, and pyarrow, pandas and dask for the tables tests and the Dask example, each
#      at the version and hash of requirements/test.txt;
#   2. builds the release wheel, abi3 and manylinux_2_17 (maturin --zig, see scripts/lib.sh),
#      into <target>/arimaa-py-wheel/ (where scripts/dist.sh takes it from), and installs it;
#   3. builds the `arimaa` program (release) for the AEI tests (ARIMAA_BIN);
#   4. with no cargo/rustc/rustup on PATH and from the repository root (so that the installed
#      package is imported, never arimaa-py/python): pytest arimaa-py/tests (the data tests
#      read ARIMAA_DATA_DIR, default ../shared/data), python -m mypy.stubtest arimaa._arimaa,
#      mypy --strict arimaa-py/tests. ARIMAA_PY_WHEEL_TEST=1 and ARIMAA_PY_NO_RUST=1 tell
#      tests/test_installed.py to check both.
#   5. the API reference (scripts/docs.sh: pdoc, warnings as errors) in target/python-docs.
# Exits non-zero on any failure, including a pytest run that collects no test.
# Usage: arimaa-py/scripts/test.sh   (from any directory)
set -euo pipefail

# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
VENV=${ARIMAA_PY_VENV:-$PY_DIR/.venv}
export ARIMAA_DATA_DIR="${ARIMAA_DATA_DIR:-$ROOT/../shared/data}"

if [ ! -x "$VENV/bin/python" ]; then
  step "creating the virtualenv $VENV"
  python3 -m venv "$VENV"
fi
PY="$VENV/bin/python"

# Every tool and package at the version and hash pinned by requirements/test.txt (from
# requirements/test.in: maturin, ziglang, pytest, mypy, hypothesis, aei, numpy, the extra
# rl's PettingZoo, OpenSpiel and Gymnasium, the extra tables' pyarrow and pandas, Dask for
# the Dask example's test, pdoc for the API reference).
step "installing the pinned build and test tools and dependencies (requirements/test.txt, hashes required)"
pip_install "$VENV" --require-hashes -r "$PY_DIR/requirements/test.txt"

step "building the wheel (maturin build --release --zig --compatibility manylinux2014)"
start=$SECONDS
WHEEL=$(build_wheel "$VENV")
echo "built $WHEEL in $((SECONDS - start)) s"

step "installing the wheel"
"$PY" -m pip install --quiet --disable-pip-version-check --force-reinstall --no-deps "$WHEEL"

# The AEI tests (tests/test_aei_tools.py) run the `arimaa` program under AEI's tools.
step "building the arimaa program (cargo build --release -p arimaa-cli)"
(cd "$ROOT" && cargo build --quiet --release -p arimaa-cli)
export ARIMAA_BIN="${ARIMAA_BIN:-$TARGET_DIR/release/arimaa}"

# From here on, no Rust toolchain: the tests use the installed wheel alone (and the
# virtualenv's programs first, e.g. AEI's tools).
PATH="$VENV/bin:$(path_without_rust)"
export PATH
export ARIMAA_PY_WHEEL_TEST=1
if command -v cargo >/dev/null || command -v rustc >/dev/null; then
  # A system-wide toolchain (e.g. in /usr/bin) cannot be taken off PATH: say so, and
  # test_installed.py skips its no-Rust test with the reason.
  echo "arimaa-py: WARNING: cargo or rustc is still on PATH ($(command -v cargo rustc | tr '\n' ' '))" >&2
  unset ARIMAA_PY_NO_RUST
else
  export ARIMAA_PY_NO_RUST=1
fi

# Run from the repository root so that nothing shadows the installed package.
cd "$ROOT"

step "pytest arimaa-py/tests (installed wheel, no Rust on PATH)"
set +e
"$PY" -m pytest -q -rs "$PY_DIR/tests"
status=$?
set -e
if [ "$status" -eq 5 ]; then
  echo "arimaa-py: pytest collected no test" >&2
  exit 1
elif [ "$status" -ne 0 ]; then
  exit "$status"
fi

step "python -m mypy.stubtest arimaa._arimaa"
"$PY" -m mypy.stubtest arimaa._arimaa

step "mypy --strict arimaa-py/tests"
"$PY" -m mypy --strict --cache-dir "$VENV/.mypy_cache" "$PY_DIR/tests"

# The API reference (pdoc, from the docstrings and the stubs), every warning an error.
step "API reference (arimaa-py/scripts/docs.sh)"
ARIMAA_PY_VENV="$VENV" "$PY_DIR/scripts/docs.sh" "${CARGO_TARGET_DIR:-$ROOT/target}/python-docs"

step "all Python checks passed"
