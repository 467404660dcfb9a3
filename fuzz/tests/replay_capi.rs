//! Replays the seeds (`fuzz/corpus/capi/`) and past crashes (`fuzz/regressions/capi/`) of
//! the C API target through its check, on stable Rust without the fuzzing toolchain:
//! `cargo test --manifest-path fuzz/Cargo.toml`. (The other targets are replayed by
//! `cargo test -p arimaa-tests --test corpus_replay`.)

use arimaa_fuzz::replay::replay;

#[test]
fn capi_seeds_pass() {
    assert!(
        replay("corpus", "capi", arimaa_fuzz::capi::check_capi) > 0,
        "no seed inputs in fuzz/corpus/capi"
    );
}

#[test]
fn capi_regressions_pass() {
    replay("regressions", "capi", arimaa_fuzz::capi::check_capi);
}
