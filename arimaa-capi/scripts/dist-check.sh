#!/usr/bin/env bash
# Checks the C/C++ package that dist.sh wrote into DIST_DIR, as a user would use it:
# unpacks arimaa-capi-<version>-<target>.tar.gz into a temporary prefix and, with only
# what that prefix provides (PKG_CONFIG_LIBDIR=<prefix>/lib/pkgconfig, sources copied out
# of the repository, no -I or -L into it), builds and runs
#   - examples/replay.c against the shared library (pkg-config --cflags --libs arimaa),
#   - examples/replay.c against the static library (pkg-config --static ...),
#   - the CMake project examples/cmake (C and C++) three ways: find_package(arimaa CONFIG)
#     with the package's lib/cmake/arimaa (CMAKE_PREFIX_PATH=<prefix>), the shared library
#     (arimaa::arimaa) and the static one (-DARIMAA_STATIC=ON), and pkg_check_modules
#     IMPORTED_TARGET (-DARIMAA_PKG_CONFIG=ON),
#   - examples/replay.cpp (arimaa.hpp; -Wall -Wextra -Werror -pedantic) under valgrind
#     and built with -fsanitize=address,undefined;
#   - the program of the convention table's C column (docs/guide/conventions.py
#     --c-program), which compiles only if the installed arimaa.h declares every C name of
#     docs/guide/conventions.json with its kind, and links only if libarimaa exports every
#     function;
# each replays tests/data/games/per-game/game100.txt and must print the result the record
# itself states (ResultCode/ReasonCode headers). Also checks the installed tree, the
# soname, the pkg-config metadata, and that the shared library exports only arimaa_*
# symbols, exactly the functions of the installed arimaa.h.
#
#   arimaa-capi/scripts/dist-check.sh DIST_DIR
#
# Needs gcc, g++, pkg-config, cmake, make, binutils, valgrind and python3; when running as root,
# missing ones are installed with apt-get. ARIMAA_DIST_KEEP=1 keeps the temporary
# directory. Exits non-zero when any check fails; prints a summary.
set -uo pipefail

if [ $# -ne 1 ]; then
    echo "usage: $0 DIST_DIR" >&2
    exit 2
fi
start=$SECONDS
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
dist=$(cd "$1" && pwd) || exit 2

# --- tools -----------------------------------------------------------------------------
declare -A package=([gcc]=gcc [g++]=g++ [pkg-config]=pkg-config [cmake]=cmake [make]=make
    [nm]=binutils [readelf]=binutils [valgrind]=valgrind [python3]=python3)
missing=()
for tool in "${!package[@]}"; do
    command -v "$tool" >/dev/null || missing+=("${package[$tool]}")
done
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "dist-check: installing ${missing[*]}"
        mapfile -t packages < <(printf '%s\n' "${missing[@]}" | sort -u)
        apt-get update -qq && apt-get install -y -qq -o DPkg::Lock::Timeout=600 \
            "${packages[@]}" >/dev/null ||
            { echo "dist-check: apt-get failed" >&2; exit 1; }
    else
        echo "dist-check: missing tools (packages: ${missing[*]})" >&2
        exit 1
    fi
fi

# --- the tarball and a clean prefix ------------------------------------------------------
shopt -s nullglob
tarballs=("$dist"/arimaa-capi-*.tar.gz)
if [ ${#tarballs[@]} -ne 1 ]; then
    echo "dist-check: expected one arimaa-capi-*.tar.gz in $dist, found ${#tarballs[@]}" >&2
    exit 1
fi
tarball=${tarballs[0]}
base=$(basename "$tarball" .tar.gz)
version=${base#arimaa-capi-}
version=${version%%-*}

tmp=$(mktemp -d)
if [ "${ARIMAA_DIST_KEEP:-0}" = 1 ]; then
    echo "dist-check: keeping $tmp"
else
    trap 'rm -rf "$tmp"' EXIT
fi
prefix=$tmp/prefix
src=$tmp/src
mkdir -p "$prefix" "$src/cmake"
tar -C "$prefix" -xzf "$tarball" || { echo "dist-check: cannot unpack $tarball" >&2; exit 1; }
cp "$root/arimaa-capi/examples/replay.c" "$root/arimaa-capi/examples/replay.cpp" "$src/"
cp "$root/arimaa-capi/examples/cmake/CMakeLists.txt" "$src/cmake/"
game=$src/game100.txt
cp "$root/tests/data/games/per-game/game100.txt" "$game"

# The result the record states: ResultCode w/b (gold/silver wins), ReasonCode the letter.
header() { sed -n "s/^$1: *//p" "$game" | tr -d '\r'; }
case $(header ResultCode) in
    w) side=gold code=g ;;
    b) side=silver code=s ;;
    *) echo "dist-check: $game has no ResultCode w/b" >&2; exit 1 ;;
esac
code=$code$(header ReasonCode)
expected="$side wins by * ($code)"

# Only the prefix: pkg-config sees no other .pc file, no compiler/linker search path is
# inherited from the environment.
export PKG_CONFIG_LIBDIR=$prefix/lib/pkgconfig PKG_CONFIG_PATH=$prefix/lib/pkgconfig
unset C_INCLUDE_PATH CPLUS_INCLUDE_PATH CPATH LIBRARY_PATH LD_LIBRARY_PATH PKG_CONFIG_SYSROOT_DIR
cd "$src" || exit 1

# --- checks ------------------------------------------------------------------------------
summary=()
failures=0
# check NAME FUNCTION: runs FUNCTION, prints its output indented, records PASS/FAIL.
check() {
    local name=$1 t0=$SECONDS log=$tmp/$1.log status
    echo "== $name"
    "$2" >"$log" 2>&1
    status=$?
    sed 's/^/   /' "$log"
    if [ $status -eq 0 ]; then
        summary+=("PASS  $name ($((SECONDS - t0)) s)")
    else
        summary+=("FAIL  $name ($((SECONDS - t0)) s)")
        failures=$((failures + 1))
    fi
}
fail() {
    echo "FAILED: $*"
    return 1
}
# The last line of $1 (a program's output) is the record's result.
result_ok() {
    local last
    last=$(printf '%s\n' "$1" | tail -n 1)
    # shellcheck disable=SC2053 # $expected is a pattern
    [[ $last == $expected ]] || fail "the last line is '$last', expected '$expected'"
}

installed_tree() {
    (cd "$prefix" && find . -mindepth 1 | sort | while read -r f; do
        if [ -L "$f" ]; then echo "$f -> $(readlink "$f")"; else echo "$f"; fi
    done)
    local f
    for f in include/arimaa.h include/arimaa.hpp lib/libarimaa.a lib/libarimaa.so \
        lib/pkgconfig/arimaa.pc lib/cmake/arimaa/arimaaConfig.cmake \
        lib/cmake/arimaa/arimaaConfigVersion.cmake; do
        [ -e "$prefix/$f" ] || fail "missing $f" || return 1
    done
    local soname
    soname=$(readelf -d "$prefix/lib/libarimaa.so" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
    echo "SONAME: $soname"
    [ -n "$soname" ] || fail "libarimaa.so has no soname" || return 1
    [ "$soname" != libarimaa.so ] || fail "the soname carries no version" || return 1
    [ -e "$prefix/lib/$soname" ] || fail "no lib/$soname for the soname" || return 1
    [ -f "$(readlink -f "$prefix/lib/libarimaa.so")" ] ||
        fail "libarimaa.so does not resolve to a file"
}

pkg_config_metadata() {
    sed 's/^/arimaa.pc: /' "$prefix/lib/pkgconfig/arimaa.pc"
    local v
    v=$(pkg-config --modversion arimaa) || fail "pkg-config finds no arimaa" || return 1
    echo "pkg-config --modversion arimaa: $v"
    [ "$v" = "$version" ] || fail "version $v, the tarball says $version" || return 1
    echo "pkg-config --cflags --libs arimaa: $(pkg-config --cflags --libs arimaa)"
    echo "pkg-config --static --libs arimaa: $(pkg-config --static --libs arimaa)"
    local libdir
    libdir=$(readlink -f "$(pkg-config --variable=libdir arimaa)")
    [ "$libdir" = "$(readlink -f "$prefix/lib")" ] ||
        fail "libdir $libdir is not the prefix's lib/ (the .pc file is not relocatable)"
}

exports_only_arimaa() {
    local exported declared others
    exported=$(nm -D --defined-only "$prefix/lib/libarimaa.so" | awk '{print $3}' | sort -u)
    declared=$(grep -o 'arimaa_[a-z0-9_]*(' "$prefix/include/arimaa.h" | tr -d '(' | sort -u)
    others=$(grep -v '^arimaa_' <<<"$exported")
    echo "nm -D --defined-only lib/libarimaa.so: $(wc -l <<<"$exported") symbols," \
        "$(grep -c '^arimaa_' <<<"$exported") named arimaa_*"
    [ -z "$others" ] || fail "exported besides arimaa_*: $(echo $others)" || return 1
    [ "$exported" = "$declared" ] || {
        diff <(echo "$declared") <(echo "$exported") | sed 's/^/header vs exported: /'
        fail "the exports are not the functions of include/arimaa.h"
        return 1
    }
    echo "= the $(wc -l <<<"$declared") functions declared in include/arimaa.h"
}

c_shared() {
    local flags out
    flags=$(pkg-config --cflags --libs arimaa) || return 1
    echo "gcc -std=c11 -Wall -Wextra -Werror -pedantic replay.c $flags -Wl,-rpath,<libdir>"
    # shellcheck disable=SC2086 # pkg-config output is a list of flags
    gcc -std=c11 -Wall -Wextra -Werror -pedantic replay.c $flags \
        -Wl,-rpath,"$(pkg-config --variable=libdir arimaa)" -o c-shared || return 1
    readelf -d c-shared | grep -q "NEEDED.*\[libarimaa.so" ||
        fail "c-shared does not load libarimaa.so" || return 1
    ldd c-shared | grep libarimaa
    out=$(./c-shared "$game") || fail "c-shared exited with $?" || return 1
    printf '%s\n' "$out" | tail -n 1
    result_ok "$out"
}

c_static() {
    local flags out
    flags=$(pkg-config --static --cflags --libs arimaa) || return 1
    # With both libraries in one directory the linker would take the .so for -larimaa.
    flags=${flags/-larimaa/-l:libarimaa.a}
    echo "gcc -std=c11 -Wall -Wextra -Werror -pedantic replay.c $flags"
    # shellcheck disable=SC2086
    gcc -std=c11 -Wall -Wextra -Werror -pedantic replay.c $flags -o c-static || return 1
    ! readelf -d c-static | grep -q "NEEDED.*libarimaa" ||
        fail "c-static loads libarimaa.so" || return 1
    out=$(./c-static "$game") || fail "c-static exited with $?" || return 1
    printf '%s\n' "$out" | tail -n 1
    result_ok "$out"
}

# cmake_consumer NAME LINKS CMAKE-OPTIONS...: the project examples/cmake configured with
# only the prefix to search (CMAKE_PREFIX_PATH), built in build-NAME; its two programs
# must print the record's result, and load libarimaa.so when LINKS is shared, not when
# it is static.
cmake_consumer() {
    local b=build-$1 links=$2 out p
    shift 2
    echo "cmake -DCMAKE_PREFIX_PATH=<prefix> $*"
    cmake -S cmake -B "$b" -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$prefix" \
        -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF "$@" >"$b.log" 2>&1 || { cat "$b.log"; return 1; }
    grep -- '-- arimaa' "$b.log"
    grep -q -- "-- arimaa $version from $prefix/" "$b.log" ||
        fail "CMake did not find arimaa $version in the prefix" || return 1
    cmake --build "$b" >>"$b.log" 2>&1 || { cat "$b.log"; return 1; }
    for p in replay replay_cpp; do
        if [ "$links" = shared ]; then
            readelf -d "$b/$p" | grep -q "NEEDED.*\[libarimaa.so" ||
                fail "$p does not load libarimaa.so" || return 1
        else
            ! readelf -d "$b/$p" | grep -q "NEEDED.*libarimaa" ||
                fail "$p loads libarimaa.so" || return 1
        fi
        out=$("$b/$p" "$game") || fail "$p (CMake) exited with $?" || return 1
        echo "$b/$p ($links): $(printf '%s\n' "$out" | tail -n 1)"
        result_ok "$out" || return 1
    done
}
cmake_package_shared() { cmake_consumer package-shared shared; }
cmake_package_static() { cmake_consumer package-static static -DARIMAA_STATIC=ON; }
cmake_pkg_config() { cmake_consumer pkg-config shared -DARIMAA_PKG_CONFIG=ON; }

# The C++ example's built-in game: a move onto an occupied square is refused.
builtin_ok() {
    printf '%s\n' "$1" | grep -qx "libarimaa $version (header $version)" ||
        fail "no version line 'libarimaa $version (header $version)'" || return 1
    printf '%s\n' "$1" | grep -qx "Ra1n refused: ARIMAA_STATUS_ILLEGAL_MOVE, rule occupied" ||
        fail "the illegal move was not refused with the rule occupied"
}

cpp_valgrind() {
    local flags out
    flags=$(pkg-config --cflags --libs arimaa) || return 1
    echo "g++ -std=c++17 -Wall -Wextra -Werror -pedantic -g replay.cpp $flags"
    # shellcheck disable=SC2086
    g++ -std=c++17 -Wall -Wextra -Werror -pedantic -g replay.cpp $flags \
        -Wl,-rpath,"$(pkg-config --variable=libdir arimaa)" -o cpp || return 1
    out=$(valgrind -q --leak-check=full --error-exitcode=1 ./cpp "$game") ||
        fail "valgrind ./cpp game100.txt exited with $?" || return 1
    printf '%s\n' "$out" | sed -n '1p;$p'
    result_ok "$out" || return 1
    out=$(valgrind -q --leak-check=full --error-exitcode=1 ./cpp) ||
        fail "valgrind ./cpp exited with $?" || return 1
    printf '%s\n' "$out" | tail -n 2
    builtin_ok "$out"
}

cpp_sanitizers() {
    local flags out
    flags=$(pkg-config --cflags --libs arimaa) || return 1
    echo "g++ -std=c++17 -Wall -Wextra -Werror -pedantic -fsanitize=address,undefined replay.cpp ..."
    # shellcheck disable=SC2086
    g++ -std=c++17 -Wall -Wextra -Werror -pedantic -g -fsanitize=address,undefined \
        -fno-omit-frame-pointer -fno-sanitize-recover=all replay.cpp $flags \
        -Wl,-rpath,"$(pkg-config --variable=libdir arimaa)" -o cpp-asan || return 1
    export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1
    out=$(./cpp-asan "$game") || fail "./cpp-asan game100.txt exited with $?" || return 1
    printf '%s\n' "$out" | tail -n 1
    result_ok "$out" || return 1
    out=$(./cpp-asan) || fail "./cpp-asan exited with $?" || return 1
    printf '%s\n' "$out" | tail -n 1
    builtin_ok "$out"
}

# The convention table's C column against the installed header and library (the rows of
# docs/guide/conventions.json, each name with its kind).
conventions_c_column() {
    local flags out
    python3 "$root/docs/guide/conventions.py" --c-program >conventions_c.c || return 1
    flags=$(pkg-config --cflags --libs arimaa) || return 1
    echo "gcc -std=c11 -Wall -Wextra -Werror -pedantic conventions_c.c $flags"
    # shellcheck disable=SC2086
    gcc -std=c11 -Wall -Wextra -Werror -pedantic conventions_c.c $flags \
        -Wl,-rpath,"$(pkg-config --variable=libdir arimaa)" -o conventions_c || return 1
    out=$(./conventions_c) || fail "conventions_c exited with $?" || return 1
    echo "$out"
}

echo "dist-check: $tarball (version $version) in $prefix"
echo "dist-check: input $root/tests/data/games/per-game/game100.txt, recorded result $code"
check installed_tree installed_tree
check pkg_config_metadata pkg_config_metadata
check exports_only_arimaa exports_only_arimaa
check c_shared_pkg_config c_shared
check c_static_pkg_config c_static
check cmake_find_package_shared cmake_package_shared
check cmake_find_package_static cmake_package_static
check cmake_pkg_check_modules cmake_pkg_config
check cpp_wrapper_valgrind cpp_valgrind
check cpp_wrapper_asan_ubsan cpp_sanitizers
check conventions_c_column conventions_c_column

echo
echo "dist-check summary ($base):"
printf '  %s\n' "${summary[@]}"
echo "  $((${#summary[@]} - failures)) passed, $failures failed, $((SECONDS - start)) s"
[ "$failures" -eq 0 ]
