#!/usr/bin/env bash
# Builds the Python API reference of `arimaa` (HTML, pdoc) from the docstrings of the
# package and of the Rust extension, with the types of its stubs (`_arimaa.pyi`), into
# OUTDIR (default: target/python-docs, which git ignores). Every pdoc warning is an error
# (`python -W error`), and the result is checked: one page per public module, and the
# stubs' types on the extension's methods (e.g. `Position.count_moves(self) -> int`).
#
# Uses the virtualenv of scripts/test.sh (ARIMAA_PY_VENV, default arimaa-py/.venv); installs
# pdoc there, and the package `arimaa` itself when it is not installed yet.
# Usage: arimaa-py/scripts/docs.sh [OUTDIR]   (from any directory)
set -euo pipefail

PY_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$PY_DIR/.." && pwd)
VENV=${ARIMAA_PY_VENV:-$PY_DIR/.venv}
OUT=${1:-$ROOT/target/python-docs}

if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
fi
PY="$VENV/bin/python"
export PATH="$VENV/bin:$PATH"

"$PY" -m pip install --quiet --disable-pip-version-check "pdoc==16.0.0"
# Outside the repository, so that the installed package is the one documented.
if ! (cd / && "$PY" -c "import arimaa") 2>/dev/null; then
  "$PY" -m pip install --quiet --disable-pip-version-check "maturin>=1.9,<2" "numpy>=1.22"
  "$PY" -m pip install --quiet --disable-pip-version-check --no-build-isolation --no-deps "$PY_DIR"
fi

mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
# Replace an earlier build, never a folder of something else.
if [ -n "$(ls -A "$OUT")" ] && [ ! -f "$OUT/index.html" ]; then
  echo "docs.sh: $OUT is not empty and holds no earlier build (index.html)" >&2
  exit 1
fi
rm -rf "${OUT:?}"/*
(cd / && "$PY" -W error "$PY_DIR/scripts/pdoc_arimaa.py" "$OUT")

# The pages exist and the stubs' types reached the extension's classes.
for page in arimaa.html arimaa/aei.html arimaa/tables.html arimaa/envs.html \
  arimaa/envs/pettingzoo.html arimaa/envs/openspiel.html; do
  [ -s "$OUT/$page" ] || { echo "docs.sh: $OUT/$page is missing" >&2; exit 1; }
done
"$PY" - "$OUT/arimaa.html" <<'PYCHECK'
import html, re, sys
text = re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", "", open(sys.argv[1]).read())))
for expected in (
    "def count_moves(self) -> int:",                          # Position.count_moves, from the stub
    "def read_games( source: Union[str, os.PathLike[str]",    # a function of the extension
    "The number of unique legal moves",                       # the Rust docstring
):
    if expected not in text:
        sys.exit(f"docs.sh: {sys.argv[1]} lacks {expected!r}")
PYCHECK
echo "arimaa-py: API reference in $OUT/index.html"
