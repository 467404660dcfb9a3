//! Fuzz target `svg`: runs `arimaa_tests::checks::svg::check_svg` on each input
//! (see that function for the invariants; it panics when one breaks).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    arimaa_tests::checks::svg::check_svg(data);
});
