#!/usr/bin/env bash
# Checks the Python distributions that dist.sh wrote into DIST_DIR, as the package index
# and users would take them:
#   1. exactly one arimaa wheel (tagged cp39-abi3 and manylinux) and one sdist, of the
#      workspace's Cargo version;
#   2. `twine check --strict` on both; `auditwheel show` on the wheel (printed), whose
#      manylinux tag must be one of the wheel's own tags; the licence files
#      (LICENSE-MIT, LICENSE-APACHE) in the wheel's .dist-info/licenses/ and at the sdist's
#      root, as the License-File metadata of each names them;
#   3. a fresh virtualenv with only the wheel (and its dependency numpy) installed: a smoke
#      test with no Rust toolchain on PATH (import arimaa; the standard position has 3353
#      moves);
#   4. the sdist unpacked in a temporary folder outside the repository and built into a
#      wheel by pip (build isolation, so maturin comes from PyPI as for any user), installed
#      into another fresh virtualenv, and the same smoke test. Its cargo target folder is
#      <target>/arimaa-py-sdist (kept between runs for the crates.io dependencies; the
#      sdist's own crates are always compiled from the sdist, which is checked).
# twine and auditwheel are installed into the virtualenv ARIMAA_PY_DIST_TOOLS_VENV (default
# arimaa-py/.venv-dist-tools). Exits non-zero on any failure.
# Usage: arimaa-py/scripts/dist-check.sh DIST_DIR   (from any directory)
set -euo pipefail

if [ "$#" -ne 1 ] || [ ! -d "$1" ]; then
  echo "usage: $0 DIST_DIR   (a folder written by dist.sh)" >&2
  exit 2
fi
DIST_DIR=$(cd "$1" && pwd)
# shellcheck source=lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
TOOLS=${ARIMAA_PY_DIST_TOOLS_VENV:-$PY_DIR/.venv-dist-tools}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/arimaa-py-dist-check.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
case "$WORK/" in
  "$ROOT"/*) echo "arimaa-py: the temporary folder $WORK is inside the repository" >&2; exit 1 ;;
esac

fail() { echo "arimaa-py dist-check: $*" >&2; exit 1; }

wheels=("$DIST_DIR"/arimaa-[0-9]*.whl)
sdists=("$DIST_DIR"/arimaa-[0-9]*.tar.gz)
if [ "${#wheels[@]}" -ne 1 ] || [ ! -f "${wheels[0]}" ]; then fail "expected one arimaa-<version>.whl in $DIST_DIR, found: ${wheels[*]}"; fi
if [ "${#sdists[@]}" -ne 1 ] || [ ! -f "${sdists[0]}" ]; then fail "expected one arimaa-<version>.tar.gz in $DIST_DIR, found: ${sdists[*]}"; fi
WHEEL=${wheels[0]}
SDIST=${sdists[0]}

step "installing twine and auditwheel into $TOOLS (requirements/dist-tools.txt, hashes required)"
pip_install "$TOOLS" --require-hashes -r "$PY_DIR/requirements/dist-tools.txt"

step "file names and metadata (version, tags, licence files)"
"$TOOLS/bin/python" - "$ROOT/Cargo.toml" "$WHEEL" "$SDIST" <<'PY'
import email.parser, re, sys, tarfile, zipfile
from pathlib import Path

cargo, wheel, sdist = map(Path, sys.argv[1:])
# The workspace version, [workspace.package] version in Cargo.toml.
section = re.search(r"^\[workspace\.package\]\n(.*?)(?=^\[)", cargo.read_text(), re.S | re.M)
version = re.search(r'^version\s*=\s*"([^"]+)"', section.group(1), re.M).group(1)
licences = ["LICENSE-MIT", "LICENSE-APACHE"]

m = re.fullmatch(r"arimaa-(?P<v>[^-]+)-cp39-abi3-(?P<plat>[^-]+)\.whl", wheel.name)
assert m, f"wheel name is not arimaa-<version>-cp39-abi3-<platform>.whl: {wheel.name}"
assert m["v"] == version, (m["v"], version)
assert all(re.fullmatch(r"manylinux(2014|_\d+_\d+)_\w+", p) for p in m["plat"].split(".")), m["plat"]
assert sdist.name == f"arimaa-{version}.tar.gz", sdist.name

def check(meta_text: str, names: set, where: str) -> None:
    meta = email.parser.Parser().parsestr(meta_text)
    assert meta["Version"] == version, (where, meta["Version"])
    assert meta["License-Expression"] == "MIT OR Apache-2.0", (where, meta["License-Expression"])
    assert sorted(meta.get_all("License-File")) == sorted(licences), (where, meta.get_all("License-File"))
    assert meta.get_all("Project-URL"), (where, "no Project-URL")
    for lic in licences:
        assert lic in names, f"{where}: {lic} missing"

with zipfile.ZipFile(wheel) as z:
    info = f"arimaa-{version}.dist-info"
    names = {n[len(info) + len("/licenses/"):] for n in z.namelist() if n.startswith(f"{info}/licenses/")}
    check(z.read(f"{info}/METADATA").decode(), names, "wheel")
    assert any(n.startswith("arimaa/_arimaa") and n.endswith(".abi3.so") for n in z.namelist())
with tarfile.open(sdist) as t:
    top = f"arimaa-{version}/"
    names = {n[len(top):] for n in t.getnames() if n.startswith(top)}
    check(t.extractfile(f"{top}PKG-INFO").read().decode(), names, "sdist")
    for crate in ("arimaa-py", "arimaa-rules", "arimaa-aei"):
        assert f"{crate}/Cargo.toml" in names and f"{crate}/src/lib.rs" in names, f"sdist lacks {crate}"
print(f"version {version}; {wheel.name} and {sdist.name} carry {', '.join(licences)}")
PY

step "twine check --strict"
"$TOOLS/bin/twine" --no-color check --strict "$WHEEL" "$SDIST"

step "auditwheel show"
show=$("$TOOLS/bin/auditwheel" show "$WHEEL")
printf '%s\n' "$show"
tag=$(printf '%s\n' "$show" | tr -d '\n' | grep -o 'consistent with the following platform tag: *"[^"]*"' |
  sed 's/.*"\(.*\)"/\1/') || true
[ -n "$tag" ] || fail "auditwheel show named no platform tag"
case "$tag" in manylinux_*) ;; *) fail "auditwheel: $tag is not a manylinux tag" ;; esac
case ".$(basename "$WHEEL" .whl | sed 's/.*-//')." in
  *".$tag."*) echo "auditwheel's tag $tag is one of the wheel's tags" ;;
  *) fail "auditwheel's tag $tag is not among the wheel's tags ($(basename "$WHEEL"))" ;;
esac

step "fresh virtualenv with the wheel alone"
python3 -m venv "$WORK/wheel-venv"
"$WORK/wheel-venv/bin/python" -m pip install --quiet --disable-pip-version-check "$WHEEL"
smoke "$WORK/wheel-venv/bin/python"

step "the sdist built into a wheel outside the repository ($WORK/sdist)"
mkdir -p "$WORK/sdist"
# Unpacked as pip would, but with the files' times set to now (--touch): cargo then compiles
# every crate of the sdist from the sdist, even when the kept target folder holds artifacts
# of an earlier run that look fresh (checked below from cargo's output).
tar -xzf "$SDIST" --touch -C "$WORK/sdist"
src=("$WORK/sdist"/arimaa-*/)
python3 -m venv "$WORK/sdist-venv"
start=$SECONDS
(cd "$WORK/sdist" && CARGO_TARGET_DIR="$TARGET_DIR/arimaa-py-sdist" \
  "$WORK/sdist-venv/bin/python" -m pip wheel -v --disable-pip-version-check --no-deps \
  --wheel-dir "$WORK/sdist/wheel" "${src[0]}") > "$WORK/sdist/build.log" 2>&1 ||
  { tail -40 "$WORK/sdist/build.log" >&2; fail "pip wheel of the sdist failed"; }
for crate in arimaa-rules arimaa-aei arimaa-py; do
  grep -q "Compiling $crate v.* ($WORK/sdist/" "$WORK/sdist/build.log" ||
    { tail -40 "$WORK/sdist/build.log" >&2; fail "pip wheel did not compile $crate from the sdist"; }
done
built=("$WORK/sdist/wheel"/arimaa-*.whl)
[ -f "${built[0]}" ] || fail "pip wheel of the sdist wrote no wheel"
echo "built $(basename "${built[0]}") from the sdist in $((SECONDS - start)) s"
"$WORK/sdist-venv/bin/python" -m pip install --quiet --disable-pip-version-check "${built[0]}"
smoke "$WORK/sdist-venv/bin/python"

step "Python distributions checked"
