//! Replays the seeds (`fuzz/corpus/weights/`) and past crashes (`fuzz/regressions/weights/`)
//! of the `weights` target through its check, on stable Rust without the fuzzing
//! toolchain: `cargo test --manifest-path fuzz/Cargo.toml`.

use arimaa_fuzz::replay::replay;

#[test]
fn weights_seeds_and_regressions_pass() {
    let check = arimaa_fuzz::weights::check_weights;
    assert!(replay("corpus", "weights", check) > 0, "no seeds");
    replay("regressions", "weights", check);
}
