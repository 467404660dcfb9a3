//! Fuzz target `weights`: runs `arimaa_fuzz::weights::check_weights` on each input (the
//! text format of the search bot's evaluation weights; see that function for the
//! invariants).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    arimaa_fuzz::weights::check_weights(data);
});
