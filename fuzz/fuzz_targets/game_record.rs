//! Fuzz target `game_record`: runs `arimaa_tests::checks::records::check_game_record` on each input
//! (see that function for the invariants; it panics when one breaks).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    arimaa_tests::checks::records::check_game_record(data);
});
