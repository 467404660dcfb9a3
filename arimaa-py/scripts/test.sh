#!/usr/bin/env bash
# Tests the Python package `arimaa` end to end, on a fresh machine or a used one:
#   1. a virtualenv in arimaa-py/.venv (created if missing; ARIMAA_PY_VENV to put it elsewhere)
#      with maturin, pytest, mypy and hypothesis from PyPI, and AEI's own tools (`aei` 1.4.1:
#      roundrobin, analyze, simple_engine) for the AEI tests, and pyarrow, pandas and dask
#      for the tables tests and the Dask example;
#   2. builds and installs the package through its pyproject build backend (the same path
#      as `pip install ./arimaa-py`, a release build of the Rust extension);
#   3. builds the `arimaa` program (release) for the AEI tests (ARIMAA_BIN);
#   4. pytest arimaa-py/tests (the data tests read ARIMAA_DATA_DIR, default ../shared/data),
#      python -m mypy.stubtest arimaa._arimaa, mypy --strict arimaa-py/tests;
#   5. the API reference (scripts/docs.sh: pdoc, warnings as errors) in target/python-docs.
# Exits non-zero on any failure, including a pytest run that collects no test.
# Usage: arimaa-py/scripts/test.sh   (from any directory)
set -euo pipefail

PY_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$PY_DIR/.." && pwd)
VENV=${ARIMAA_PY_VENV:-$PY_DIR/.venv}
export ARIMAA_DATA_DIR="${ARIMAA_DATA_DIR:-$ROOT/../shared/data}"

step() { printf '\n==> arimaa-py: %s\n' "$*"; }

if [ ! -x "$VENV/bin/python" ]; then
  step "creating the virtualenv $VENV"
  python3 -m venv "$VENV"
fi
PY="$VENV/bin/python"
# The maturin build backend runs the `maturin` executable of the virtualenv.
export PATH="$VENV/bin:$PATH"

step "installing the test tools (maturin, pytest, mypy, hypothesis, aei) and the dependencies (numpy, extra rl)"
"$PY" -m pip install --quiet --disable-pip-version-check \
  "maturin>=1.9,<2" "pytest>=7" "mypy>=1.8" "hypothesis>=6" "aei==1.4.1" \
  "numpy>=1.22" "pettingzoo>=1.24" "open_spiel>=1.5"
# The `tables` extra (GameReader.to_arrow/to_pandas) and the Dask example's test.
"$PY" -m pip install --quiet --disable-pip-version-check \
  "pyarrow>=14" "pandas>=2" "dask[distributed]>=2024"

step "building and installing arimaa (maturin build backend, release)"
"$PY" -m pip install --quiet --disable-pip-version-check \
  --no-build-isolation --force-reinstall --no-deps "$PY_DIR"

# The AEI tests (tests/test_aei_tools.py) run the `arimaa` program under AEI's tools.
step "building the arimaa program (cargo build --release -p arimaa-cli)"
(cd "$ROOT" && cargo build --quiet --release -p arimaa-cli)
export ARIMAA_BIN="${ARIMAA_BIN:-${CARGO_TARGET_DIR:-$ROOT/target}/release/arimaa}"

# Run from the repository root so that nothing shadows the installed package.
cd "$ROOT"

step "pytest arimaa-py/tests"
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
