//! Fuzz target `capi`: runs `arimaa_fuzz::capi::check_capi` on each input, an arbitrary
//! sequence of C API calls with arbitrary bytes as strings (see that function for the
//! invariants; it panics when one breaks). For memory errors, build with
//! AddressSanitizer: `RUSTC_BOOTSTRAP=1 cargo fuzz run capi`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    arimaa_fuzz::capi::check_capi(data);
});
