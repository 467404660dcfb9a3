//! Replays the seeds (`fuzz/corpus/aei_message/`, `fuzz/corpus/aei_session/`) and past
//! crashes (`fuzz/regressions/<target>/`) of the AEI targets through their checks, on
//! stable Rust without the fuzzing toolchain: `cargo test --manifest-path fuzz/Cargo.toml`.

use arimaa_fuzz::replay::replay;

#[test]
fn aei_message_seeds_and_regressions_pass() {
    let check = arimaa_fuzz::aei::check_aei_message;
    assert!(replay("corpus", "aei_message", check) > 0, "no seeds");
    replay("regressions", "aei_message", check);
}

#[test]
fn aei_session_seeds_and_regressions_pass() {
    let check = arimaa_fuzz::aei::check_aei_session;
    assert!(replay("corpus", "aei_session", check) > 0, "no seeds");
    replay("regressions", "aei_session", check);
}
