# shellcheck shell=bash disable=SC2034  # variables used by the scripts that source this file
# Shared by arimaa-py/scripts/test.sh, dist.sh and dist-check.sh (sourced, not run).
# Defines PY_DIR, ROOT, TARGET_DIR, WHEEL_DIR, BUILD_TOOLS and the functions below.

PY_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$PY_DIR/.." && pwd)
TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target}
# Where test.sh and dist.sh build the wheel: dist.sh copies the one test.sh tested.
WHEEL_DIR="$TARGET_DIR/arimaa-py-wheel"
# What building the manylinux wheel needs in a virtualenv: maturin, and zig (from PyPI's
# `ziglang`) as the linker, which links against glibc 2.17 whatever the host's glibc is.
BUILD_TOOLS=("maturin>=1.9,<2" "ziglang>=0.13,<0.18")

step() { printf '\n==> arimaa-py: %s\n' "$*"; }

# pip_install VENV ARGS...: quiet pip install into the virtualenv VENV (created if missing).
pip_install() {
  local venv=$1
  shift
  if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
  fi
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$@"
}

# build_wheel VENV: builds the abi3 wheel for manylinux_2_17 (manylinux2014) with the
# maturin and ziglang of VENV into WHEEL_DIR (emptied of older wheels first; cargo rebuilds
# only what changed) and prints its path. A release build, stripped (pyproject.toml).
build_wheel() {
  local venv=$1 wheels
  rm -f "$WHEEL_DIR"/arimaa-*.whl
  # maturin runs zig as `python -m ziglang`, with the first python on PATH.
  PATH="$venv/bin:$PATH" "$venv/bin/maturin" build --quiet --release --zig \
    --compatibility manylinux2014 --manifest-path "$PY_DIR/Cargo.toml" \
    --out "$WHEEL_DIR" >&2
  wheels=("$WHEEL_DIR"/arimaa-*.whl)
  if [ "${#wheels[@]}" -ne 1 ] || [ ! -f "${wheels[0]}" ]; then
    echo "arimaa-py: expected one wheel in $WHEEL_DIR, found: ${wheels[*]}" >&2
    return 1
  fi
  printf '%s\n' "${wheels[0]}"
}

# path_without_rust: $PATH less every directory holding cargo, rustc or rustup
# (~/.cargo/bin for a rustup install), to run the installed package with no Rust toolchain.
path_without_rust() {
  local out="" dir
  local IFS=:
  for dir in $PATH; do
    if [ -z "$dir" ] || [ -e "$dir/cargo" ] || [ -e "$dir/rustc" ] || [ -e "$dir/rustup" ]; then
      continue
    fi
    out="${out:+$out:}$dir"
  done
  printf '%s\n' "$out"
}

# smoke PYTHON: imports arimaa with no Rust toolchain on PATH, from an empty directory, and
# checks the 3353 unique moves of the standard opening position (the count the arimaa.com
# move generators agree on) and the installed version.
smoke() {
  local py=$1 empty
  empty=$(mktemp -d)
  (cd "$empty" && PATH=$(path_without_rust) "$py" -c '
import shutil, sys
import arimaa
assert shutil.which("cargo") is None and shutil.which("rustc") is None, "Rust on PATH"
assert arimaa.__file__.startswith(sys.prefix), arimaa.__file__
n = arimaa.Position.standard().count_moves()
assert n == 3353, n
print(f"arimaa {arimaa.__version__} from {arimaa.__file__}: standard position, {n} moves")
')
  local status=$?
  rm -rf "$empty"
  return "$status"
}
