//! Strings the library hands to C.

use core::ffi::c_char;

use crate::ffi::{boundary_value, free_c_string};

/// Frees a string returned by this library (`arimaa_position_to_short`,
/// `arimaa_move_list_get`, `arimaa_game_to_record`, …). NULL is a no-op.
///
/// Ownership: takes back ownership of `s`; it must not be used afterwards. Only strings
/// from this library may be passed (not ones from `malloc`, and never the static strings
/// of `arimaa_status_name`).
///
/// # Safety
/// `s` must be NULL or a string returned by this library that has not been freed yet.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_string_free(s: *mut c_char) {
    // SAFETY: `s` is NULL or an unfreed string of this library (caller's contract).
    boundary_value("arimaa_string_free", (), || unsafe { free_c_string(s) })
}
