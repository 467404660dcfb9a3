//! Fuzz target `archive`: runs `arimaa_tests::checks::records::check_archive` on each input
//! (see that function for the invariants; it panics when one breaks).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    arimaa_tests::checks::records::check_archive(data);
});
