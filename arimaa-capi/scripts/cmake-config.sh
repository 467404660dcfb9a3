#!/usr/bin/env bash
# Writes the CMake package configuration into a C install tree of arimaa-capi (the one
# `cargo cinstall` makes: include/, lib/, lib/pkgconfig/arimaa.pc, and bin/ on Windows):
#   TREE/lib/cmake/arimaa/arimaaConfig.cmake         (targets arimaa::arimaa,
#   TREE/lib/cmake/arimaa/arimaaConfigVersion.cmake   arimaa::shared, arimaa::static)
# from the templates in arimaa-capi/cmake/, with the version and, for the static library,
# the system libraries of arimaa.pc's Libs.private line (they differ per platform). The
# files find the tree relative to their own place, so it can be unpacked anywhere.
#
#   arimaa-capi/scripts/cmake-config.sh TREE VERSION
#
# Used by dist.sh (Linux, macOS), scripts/cross and the release workflow (Windows, macOS).
set -euo pipefail
if [ $# -ne 2 ]; then
    echo "usage: $0 TREE VERSION" >&2
    exit 2
fi
tree=$1 version=$2
templates=$(cd "$(dirname "${BASH_SOURCE[0]}")/../cmake" && pwd)
pc=$tree/lib/pkgconfig/arimaa.pc
[ -f "$pc" ] || { echo "cmake-config.sh: no $pc" >&2; exit 1; }

# Libs.private as a CMake list: one item per library, `-framework X` kept together.
libs=$(sed -n 's/^Libs.private: *//p' "$pc" |
    awk '{ for (i = 1; i <= NF; i++) { if ($i == "-framework" && i < NF) { printf "%s-framework %s", s, $(i + 1); i++ } else printf "%s%s", s, $i; s = ";" } }')

out=$tree/lib/cmake/arimaa
mkdir -p "$out"
for f in arimaaConfig arimaaConfigVersion; do
    sed -e "s|@VERSION@|$version|g" -e "s|@STATIC_LIBS@|$libs|g" "$templates/$f.cmake.in" >"$out/$f.cmake"
    if grep -n '@[A-Z_]*@' "$out/$f.cmake"; then
        echo "cmake-config.sh: $f.cmake has an unreplaced placeholder" >&2
        exit 1
    fi
done
echo "cmake-config.sh: $out (static libraries: ${libs:-none})"
