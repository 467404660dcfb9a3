//! Fuzz target `notation`: runs `arimaa_tests::checks::notation::check_notation` on each input
//! (see that function for the invariants; it panics when one breaks).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    arimaa_tests::checks::notation::check_notation(data);
});
