//! Checks of the fuzz targets that cannot live in `arimaa-tests` (which does not depend on
//! `arimaa-capi`, `arimaa-aei` or `arimaa-bot`): the C API call-sequence check run by
//! target `capi`, the AEI checks of targets `aei_message` and `aei_session`, and the
//! bot's weights text of target `weights`. All other targets call
//! `arimaa_tests::checks` directly. [`replay`] replays a target's corpus in the tests.

pub mod aei;
pub mod capi;
pub mod replay;
pub mod weights;
