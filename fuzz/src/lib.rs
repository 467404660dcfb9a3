//! Checks of the fuzz targets that cannot live in `arimaa-tests` (which does not depend on
//! `arimaa-capi` or `arimaa-aei`): the C API call-sequence check run by target `capi`, and
//! the AEI checks of targets `aei_message` and `aei_session`. All other targets call
//! `arimaa_tests::checks` directly. [`replay`] replays a target's corpus in the tests.

pub mod aei;
pub mod capi;
pub mod replay;
