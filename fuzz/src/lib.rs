//! Checks of the fuzz targets that cannot live in `arimaa-tests` (which does not depend on
//! `arimaa-capi`): the C API call-sequence check run by target `capi`. All other targets
//! call `arimaa_tests::checks` directly.

pub mod capi;
