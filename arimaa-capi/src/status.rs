//! The status every fallible entry point returns, and its name.

use core::ffi::{c_char, c_int};

use crate::ffi::boundary_value;

/// The result of a call. `ARIMAA_STATUS_OK` (0) is success; any other value is an error,
/// and `arimaa_last_error_message` then describes it. The values are stable: new ones are
/// only ever added at the end. A status named after a rule (`GAME_OVER`,
/// `NOTHING_TO_TAKE_BACK`, `INVALID_UTF8`) has the rule's name.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum arimaa_status {
    /// Success; the out-parameters have been written.
    ARIMAA_STATUS_OK = 0,
    /// A pointer argument was NULL.
    ARIMAA_STATUS_NULL_ARGUMENT = 1,
    /// A text argument is not valid UTF-8.
    ARIMAA_STATUS_INVALID_UTF8 = 2,
    /// A text argument does not follow the notation (a step such as `Ed2n`, a move, a
    /// setup such as `Ra1 Db2 …`, a position in the short form or as a diagram).
    ARIMAA_STATUS_INVALID_NOTATION = 3,
    /// A step or move breaks a rule (frozen piece, rabbit stepping back, unfinished push,
    /// a move that changes nothing, a third repetition, …); the message names the rule.
    ARIMAA_STATUS_ILLEGAL_MOVE = 4,
    /// A setup breaks a rule (wrong side, outside the home ranks, a square used twice,
    /// missing or extra pieces); the message names the rule.
    ARIMAA_STATUS_ILLEGAL_SETUP = 5,
    /// A board that cannot occur in a game: more pieces of a kind than the full set, or a
    /// piece on a trap with no friendly neighbour.
    ARIMAA_STATUS_INVALID_POSITION = 6,
    /// A game record that cannot be replayed as one game: not one game, a malformed or
    /// out-of-order turn label, a takeback with nothing to take back.
    ARIMAA_STATUS_INVALID_RECORD = 7,
    /// The game is over (strict rules): no more moves may be played.
    ARIMAA_STATUS_GAME_OVER = 8,
    /// Nothing to take back (the rule `nothing_to_take_back`): no turn in the game, no
    /// step in the current move.
    ARIMAA_STATUS_NOTHING_TO_TAKE_BACK = 9,
    /// An index past the end of a list.
    ARIMAA_STATUS_INDEX_OUT_OF_RANGE = 10,
    /// A caller's buffer is too small for the text and its terminating NUL.
    ARIMAA_STATUS_BUFFER_TOO_SMALL = 11,
    /// An integer argument has a value the function does not accept (e.g. unknown option
    /// bits).
    ARIMAA_STATUS_INVALID_ARGUMENT = 12,
    /// An internal error (a bug in the library) was caught before it could cross into C.
    /// Objects passed to the failing call may only be freed afterwards.
    ARIMAA_STATUS_PANIC = 13,
}

impl arimaa_status {
    /// Every status, in value order.
    pub(crate) const ALL: [arimaa_status; 14] = [
        arimaa_status::ARIMAA_STATUS_OK,
        arimaa_status::ARIMAA_STATUS_NULL_ARGUMENT,
        arimaa_status::ARIMAA_STATUS_INVALID_UTF8,
        arimaa_status::ARIMAA_STATUS_INVALID_NOTATION,
        arimaa_status::ARIMAA_STATUS_ILLEGAL_MOVE,
        arimaa_status::ARIMAA_STATUS_ILLEGAL_SETUP,
        arimaa_status::ARIMAA_STATUS_INVALID_POSITION,
        arimaa_status::ARIMAA_STATUS_INVALID_RECORD,
        arimaa_status::ARIMAA_STATUS_GAME_OVER,
        arimaa_status::ARIMAA_STATUS_NOTHING_TO_TAKE_BACK,
        arimaa_status::ARIMAA_STATUS_INDEX_OUT_OF_RANGE,
        arimaa_status::ARIMAA_STATUS_BUFFER_TOO_SMALL,
        arimaa_status::ARIMAA_STATUS_INVALID_ARGUMENT,
        arimaa_status::ARIMAA_STATUS_PANIC,
    ];

    /// The status's name as a NUL-terminated static string, e.g. `c"ARIMAA_STATUS_OK"`.
    pub(crate) const fn name(self) -> &'static core::ffi::CStr {
        match self {
            arimaa_status::ARIMAA_STATUS_OK => c"ARIMAA_STATUS_OK",
            arimaa_status::ARIMAA_STATUS_NULL_ARGUMENT => c"ARIMAA_STATUS_NULL_ARGUMENT",
            arimaa_status::ARIMAA_STATUS_INVALID_UTF8 => c"ARIMAA_STATUS_INVALID_UTF8",
            arimaa_status::ARIMAA_STATUS_INVALID_NOTATION => c"ARIMAA_STATUS_INVALID_NOTATION",
            arimaa_status::ARIMAA_STATUS_ILLEGAL_MOVE => c"ARIMAA_STATUS_ILLEGAL_MOVE",
            arimaa_status::ARIMAA_STATUS_ILLEGAL_SETUP => c"ARIMAA_STATUS_ILLEGAL_SETUP",
            arimaa_status::ARIMAA_STATUS_INVALID_POSITION => c"ARIMAA_STATUS_INVALID_POSITION",
            arimaa_status::ARIMAA_STATUS_INVALID_RECORD => c"ARIMAA_STATUS_INVALID_RECORD",
            arimaa_status::ARIMAA_STATUS_GAME_OVER => c"ARIMAA_STATUS_GAME_OVER",
            arimaa_status::ARIMAA_STATUS_NOTHING_TO_TAKE_BACK => {
                c"ARIMAA_STATUS_NOTHING_TO_TAKE_BACK"
            }
            arimaa_status::ARIMAA_STATUS_INDEX_OUT_OF_RANGE => c"ARIMAA_STATUS_INDEX_OUT_OF_RANGE",
            arimaa_status::ARIMAA_STATUS_BUFFER_TOO_SMALL => c"ARIMAA_STATUS_BUFFER_TOO_SMALL",
            arimaa_status::ARIMAA_STATUS_INVALID_ARGUMENT => c"ARIMAA_STATUS_INVALID_ARGUMENT",
            arimaa_status::ARIMAA_STATUS_PANIC => c"ARIMAA_STATUS_PANIC",
        }
    }
}

/// The name of a status as a static string, e.g. `"ARIMAA_STATUS_ILLEGAL_MOVE"`, or
/// `"ARIMAA_STATUS_UNKNOWN"` for a value that is not a status.
///
/// Takes an `int` rather than `arimaa_status` so that any value a C program passes is
/// safe (an `arimaa_status` converts implicitly).
///
/// Ownership: the returned string is static; never free it.
///
/// # Safety
/// Always safe to call.
#[unsafe(no_mangle)]
pub extern "C" fn arimaa_status_name(status: c_int) -> *const c_char {
    boundary_value(
        "arimaa_status_name",
        c"ARIMAA_STATUS_UNKNOWN".as_ptr(),
        || {
            usize::try_from(status)
                .ok()
                .and_then(|i| arimaa_status::ALL.get(i))
                .map_or(c"ARIMAA_STATUS_UNKNOWN", |s| s.name())
                .as_ptr()
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_are_numbered_in_order_and_named_after_themselves() {
        for (i, s) in arimaa_status::ALL.iter().enumerate() {
            assert_eq!(*s as usize, i);
            assert_eq!(s.name().to_str().unwrap(), format!("{s:?}"));
        }
    }

    #[test]
    fn unknown_values_have_the_unknown_name() {
        for v in [-1, 14, c_int::MAX, c_int::MIN] {
            // SAFETY: the result is a static NUL-terminated string.
            let name = unsafe { core::ffi::CStr::from_ptr(arimaa_status_name(v)) };
            assert_eq!(name.to_str().unwrap(), "ARIMAA_STATUS_UNKNOWN");
        }
    }
}
