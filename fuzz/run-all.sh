#!/usr/bin/env bash
# Runs every cargo-fuzz target (or the ones named) for SECONDS each, one after the other,
# and prints a table: target, executions, result.
#
#   fuzz/run-all.sh SECONDS [TARGET...]
#
# Needs cargo-fuzz (`cargo install cargo-fuzz`). Stable Rust: targets build with
# `-s none` (no sanitizer). FUZZ_SANITIZER=address (with RUSTC_BOOTSTRAP=1, or a nightly
# toolchain) adds AddressSanitizer, worth it for the C API target `capi`.
#
# The tracked seeds (fuzz/corpus/<target>) and past crashes (fuzz/regressions/<target>)
# are read but never written: libFuzzer grows a scratch corpus in $FUZZ_WORK (default: a
# fresh temporary folder), which also keeps the logs. A crash leaves its input in
# fuzz/artifacts/<target>/; minimize it with `cargo fuzz tmin -s none <target> <file>`,
# copy it to fuzz/regressions/<target>/ and add a named test (tests/tests/corpus_replay.rs).
set -uo pipefail

secs=${1:?usage: fuzz/run-all.sh SECONDS [TARGET...]}
shift
cd "$(dirname "$0")" || exit 1
sanitizer=${FUZZ_SANITIZER:-none}
work=${FUZZ_WORK:-$(mktemp -d -t arimaa-fuzz.XXXXXX)}
mkdir -p "$work"

if [ $# -gt 0 ]; then
    targets=("$@")
else
    mapfile -t targets < <(cargo fuzz list)
fi

cargo fuzz build -s "$sanitizer" >/dev/null 2>&1 || { echo "cargo fuzz build failed"; exit 2; }
status=0
summary=()
for t in "${targets[@]}"; do
    mkdir -p "$work/corpus/$t"
    dirs=("$work/corpus/$t" "corpus/$t")
    [ -d "regressions/$t" ] && dirs+=("regressions/$t")
    log="$work/$t.log"
    echo "== $t: ${secs}s (log: $log)"
    cargo fuzz run -s "$sanitizer" "$t" "${dirs[@]}" -- \
        -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        >"$log" 2>&1
    rc=$?
    execs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*$')
    if [ $rc -eq 0 ]; then
        result="ok"
    else
        status=1
        artifact=$(grep -o 'Test unit written to [^ ]*' "$log" | tail -1 | sed 's/Test unit written to //')
        result="FAILED (exit $rc) ${artifact:-see $log}"
    fi
    summary+=("$(printf '%-12s %12s  %s' "$t" "${execs:-?}" "$result")")
    echo "${summary[-1]}"
done

echo
printf '%-12s %12s  %s\n' target executions result
printf '%s\n' "${summary[@]}"
echo "logs and grown corpora: $work"
exit $status
