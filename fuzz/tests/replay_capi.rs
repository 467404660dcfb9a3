//! Replays the seeds (`fuzz/corpus/capi/`) of the C API target through its check, on
//! stable Rust without the fuzzing toolchain: `cargo test --manifest-path fuzz/Cargo.toml`.
//! (The other targets are replayed by `cargo test -p arimaa-tests --test corpus_replay`.)
//!
//! The `capi` target has no past findings yet, so there is no regression test: a test
//! over an empty `fuzz/regressions/capi/` would pass having replayed nothing. A finding
//! gets its minimized input in `fuzz/regressions/capi/<name>` and a named test here that
//! replays it and states what was wrong (`fuzz/README.md`).

use arimaa_fuzz::replay::replay;

#[test]
fn capi_seeds_pass() {
    assert!(
        replay("corpus", "capi", arimaa_fuzz::capi::check_capi) > 0,
        "no seed inputs in fuzz/corpus/capi"
    );
}
