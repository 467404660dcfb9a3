#!/usr/bin/env bash
# Builds the C/C++ package of arimaa-capi into DIST_DIR:
#   arimaa-capi-<version>-<target triple>.tar.gz
# which unpacks to include/ (arimaa.h, arimaa.hpp), lib/ (libarimaa.so.* with its soname
# links, libarimaa.a), lib/pkgconfig/arimaa.pc and the CMake package lib/cmake/arimaa/
# (arimaaConfig.cmake, arimaaConfigVersion.cmake: targets arimaa::arimaa, arimaa::shared,
# arimaa::static; written by cmake-config.sh). The .pc file (prefix=${pcfiledir}/../..)
# and the CMake files are relocatable, so the tree works wherever it is unpacked.
#
#   arimaa-capi/scripts/dist.sh DIST_DIR
#
# Uses cargo-c (`cargo cinstall`, as rustls-ffi does); when it is missing it is installed
# once with `cargo install cargo-c --version $CARGO_C_VERSION --locked` into ~/.cargo/bin
# (about 10 minutes on 2 cores). The release build goes to the workspace's target/
# (target/<triple>/release), so later runs only relink.
set -euo pipefail

# The newest cargo-c that builds with the workspace's toolchain (0.10.26 needs rustc 1.97).
CARGO_C_VERSION=0.10.24

if [ $# -ne 1 ]; then
    echo "usage: $0 DIST_DIR" >&2
    exit 2
fi
start=$SECONDS
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
mkdir -p "$1"
dist=$(cd "$1" && pwd)
cd "$root"

if ! cargo cinstall --version >/dev/null 2>&1; then
    echo "dist.sh: cargo-c is missing; cargo install cargo-c --version $CARGO_C_VERSION --locked"
    cargo install cargo-c --version "$CARGO_C_VERSION" --locked
fi

version=$(cargo pkgid -p arimaa-capi | sed 's/.*[#@]//')
triple=$(rustc -vV | sed -n 's/^host: //p')
name="arimaa-capi-$version-$triple"

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
# --prefix only names the place in the .pc file (rewritten below); the files go to
# --destdir. --libdir keeps lib/ (not lib64/ or a multiarch directory).
cargo cinstall --release --locked -p arimaa-capi \
    --prefix=/usr/local --libdir=/usr/local/lib --destdir="$stage"
tree="$stage/usr/local"

# Relocatable pkg-config file: cargo-c writes prefix=/usr/local; the tree's own place is
# two directories above lib/pkgconfig/.
pc="$tree/lib/pkgconfig/arimaa.pc"
sed -i 's|^prefix=.*|prefix=${pcfiledir}/../..|' "$pc"
grep -q '^prefix=${pcfiledir}/../..$' "$pc"
# The CMake package configuration, from arimaa-capi/cmake/*.cmake.in.
bash arimaa-capi/scripts/cmake-config.sh "$tree" "$version"

for f in include/arimaa.h include/arimaa.hpp lib/libarimaa.a lib/libarimaa.so \
    lib/pkgconfig/arimaa.pc lib/cmake/arimaa/arimaaConfig.cmake \
    lib/cmake/arimaa/arimaaConfigVersion.cmake; do
    [ -e "$tree/$f" ] || { echo "dist.sh: the install lacks $f" >&2; exit 1; }
done
# The headers are the checked-in ones, byte for byte.
cmp "$tree/include/arimaa.h" arimaa-capi/include/arimaa.h
cmp "$tree/include/arimaa.hpp" arimaa-capi/include/arimaa.hpp

# The release profile has no debug info, but the standard library's (shipped with it) is
# still in the static library; the package ships without it (symbols stay), as
# distributions do.
strip --strip-debug "$tree/lib/libarimaa.a" "$(readlink -f "$tree/lib/libarimaa.so")"

# A reproducible archive: sorted names, root-owned, files dated by the last commit.
mtime=$(git log -1 --format=%ct 2>/dev/null || echo 0)
tarball="$dist/$name.tar.gz"
tar -C "$tree" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$mtime" \
    -cf - include lib | gzip -n >"$tarball"

echo "dist.sh: $tarball"
tar -tvzf "$tarball"
echo "dist.sh: done in $((SECONDS - start)) s"
