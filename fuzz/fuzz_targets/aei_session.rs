//! Fuzz target `aei_session`: runs `arimaa_fuzz::aei::check_aei_session` on each input,
//! the controller's side of an AEI session served by `arimaa_aei::run_session` (see that
//! function for the invariants; it panics when one breaks).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    arimaa_fuzz::aei::check_aei_session(data);
});
