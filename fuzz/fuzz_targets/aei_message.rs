//! Fuzz target `aei_message`: runs `arimaa_fuzz::aei::check_aei_message` on each input,
//! lines parsed as AEI controller and engine messages (see that function for the
//! invariants; it panics when one breaks).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    arimaa_fuzz::aei::check_aei_message(data);
});
