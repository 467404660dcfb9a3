//! The calling thread's last error, and the pure getters C reads it with: the same fields
//! as every binding's errors (Python's and JavaScript's `ArimaaError`): `rule` (the core's
//! stable name), `code` (its number), `line` and `column` (the place in the caller's text)
//! and `step` (the refused step of a move), besides the message.
//!
//! Successful calls leave the last error as it is (like `errno`); reading it never changes
//! it, not even when the reading call itself is refused (a NULL out-parameter).

use core::cell::RefCell;
use core::ffi::c_char;

use arimaa_rules::Rule;

use crate::error::CapiError;
use crate::ffi::{Out, boundary_value, into_c_string, text_into};
use crate::rule::{arimaa_rule, static_name};
use crate::status::arimaa_status;

/// The calling thread's last error: its message, the rule it reports (if any), its place
/// `(line, column)` in the caller's text (if it has one) and the refused step (if any).
#[derive(Debug, Default)]
struct LastError {
    message: String,
    rule: Option<Rule>,
    place: Option<(u32, u32)>,
    step: Option<u32>,
}

thread_local! {
    static LAST_ERROR: RefCell<LastError> = const {
        RefCell::new(LastError { message: String::new(), rule: None, place: None, step: None })
    };
}

/// Records `message` as the calling thread's last error, with no rule, place or step (a
/// panic caught at the boundary).
pub(crate) fn set_last_error(message: String) {
    store(LastError {
        message,
        ..LastError::default()
    });
}

/// Records `error` (its message prefixed with `function`, its rule, place and step) as
/// the calling thread's last error.
pub(crate) fn set_last_error_from(function: &str, error: &CapiError) {
    store(LastError {
        message: format!("{function}: {error}"),
        rule: error.rule(),
        place: error.place(),
        step: error.step(),
    });
}

fn store(error: LastError) {
    // During thread teardown the slot may be gone; the error is then dropped.
    let _ = LAST_ERROR.try_with(|slot| {
        if let Ok(mut s) = slot.try_borrow_mut() {
            *s = error;
        }
    });
}

/// `read` applied to the calling thread's last error (`T::default()` during thread
/// teardown).
fn read<T: Default>(read: impl FnOnce(&LastError) -> T) -> T {
    LAST_ERROR
        .try_with(|slot| slot.try_borrow().map(|s| read(&s)).unwrap_or_default())
        .unwrap_or_default()
}

/// A copy of the calling thread's last error message ("" when there was none).
pub(crate) fn last_error() -> String {
    read(|e| e.message.clone())
}

/// Copies the calling thread's last error message into `*out`: UTF-8 text such as
/// `"arimaa_game_play: illegal move: step 1 (Ra2n): frozen: …"`, the function, then the
/// detail, which for a broken rule starts with the rule's stable short name; `""` when no
/// call on this thread has failed yet.
///
/// Threads: the last error is kept per thread (thread-local storage), so a failure on one
/// thread never changes what another thread reads here.
///
/// Ownership: `*out` is a new string owned by the caller (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`out` NULL; the last error is left as it was).
///
/// # Safety
/// `out` must be NULL or valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_last_error_message(out: *mut *mut c_char) -> arimaa_status {
    boundary_value(
        "arimaa_last_error_message",
        arimaa_status::ARIMAA_STATUS_PANIC,
        || {
            // SAFETY: `out` is NULL or valid for one write (caller's contract).
            let Ok(out) = (unsafe { Out::new(out, "out") }) else {
                return arimaa_status::ARIMAA_STATUS_NULL_ARGUMENT;
            };
            out.write(into_c_string(last_error()));
            arimaa_status::ARIMAA_STATUS_OK
        },
    )
}

/// As `arimaa_last_error_message`, into the caller's buffer `buf` of `len` bytes: the
/// message and a terminating NUL, and the number of bytes written, NUL excluded, into
/// `*written`. Allocates nothing.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`buf` or `written` NULL),
/// `ARIMAA_STATUS_BUFFER_TOO_SMALL` (`len` is less than the message's length + 1; nothing
/// is written). Either leaves the last error as it was.
///
/// # Safety
/// `buf` must be NULL or valid for writing `len` bytes; `written` must be NULL or valid
/// for writing one `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_last_error_message_into(
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> arimaa_status {
    boundary_value(
        "arimaa_last_error_message_into",
        arimaa_status::ARIMAA_STATUS_PANIC,
        || {
            // SAFETY: the caller's contract, passed on.
            match unsafe { text_into(&last_error(), buf, len, written) } {
                Ok(()) => arimaa_status::ARIMAA_STATUS_OK,
                Err(e) => e.status(),
            }
        },
    )
}

/// The stable name of the rule broken by the calling thread's last failed call, e.g.
/// `"frozen"` after `arimaa_game_play` refused a frozen piece's step (Python's and
/// JavaScript's `ArimaaError.rule`); `""` when that failure was one of the C boundary
/// itself (a NULL or non-UTF-8 argument, an index or argument value out of range, a small
/// buffer, a panic) or no call has failed.
///
/// Ownership: the returned string is static; never free it.
///
/// # Safety
/// Always safe to call.
#[unsafe(no_mangle)]
pub extern "C" fn arimaa_last_error_rule() -> *const c_char {
    boundary_value("arimaa_last_error_rule", c"".as_ptr(), || {
        read(|e| e.rule).map_or(c"".as_ptr(), |r| static_name(r).as_ptr())
    })
}

/// The code of the rule broken by the calling thread's last failed call, e.g.
/// `ARIMAA_RULE_FROZEN`, so that a C program branches on a value, never on message text:
/// the same number Rust's `Rule::code`, Python's and JavaScript's `ArimaaError.code` give
/// for the same refusal. `ARIMAA_RULE_NONE` when `arimaa_last_error_rule` is `""`.
///
/// # Safety
/// Always safe to call.
#[unsafe(no_mangle)]
pub extern "C" fn arimaa_last_error_code() -> arimaa_rule {
    boundary_value(
        "arimaa_last_error_code",
        arimaa_rule::ARIMAA_RULE_NONE,
        || arimaa_rule::from_rule(read(|e| e.rule)),
    )
}

/// The line (1-based) in the caller's text of the calling thread's last error: the line
/// of a record that cannot be read (`arimaa_record_parse`, `arimaa_record_reader_next`,
/// …) or of a record's refused turn (`arimaa_game_from_record`, `arimaa_record_replay`),
/// or of a notation error in a text of several lines (a diagram). 0 when the error has no
/// line (one-line text, or an error that is not about text) or no call has failed yet.
///
/// # Safety
/// Always safe to call.
#[unsafe(no_mangle)]
pub extern "C" fn arimaa_last_error_line() -> u32 {
    boundary_value("arimaa_last_error_line", 0, || {
        read(|e| e.place).map_or(0, |(line, _)| line)
    })
}

/// The column (1-based, counted in bytes) in the caller's text of the calling thread's
/// last error: where a notation error starts, the column of a record error (0 when its
/// whole line is concerned) or of a refused turn's label. 0 when the error has no place
/// or no call has failed yet.
///
/// # Safety
/// Always safe to call.
#[unsafe(no_mangle)]
pub extern "C" fn arimaa_last_error_column() -> u32 {
    boundary_value("arimaa_last_error_column", 0, || {
        read(|e| e.place).map_or(0, |(_, column)| column)
    })
}

/// The 0-based index, in its move, of the step at which the calling thread's last failed
/// call refused a whole move (a step breaking a rule, a capture token contradicting the
/// board; `arimaa_position_play`, `arimaa_game_play`, a record's refused turn): `1` for
/// the second step. -1 when the error is not about one step of a move (Python's and
/// JavaScript's `IllegalMoveError.step` are then `None`/`null`) or no call has failed yet.
///
/// # Safety
/// Always safe to call.
#[unsafe(no_mangle)]
pub extern "C" fn arimaa_last_error_step() -> i32 {
    boundary_value("arimaa_last_error_step", -1, || {
        read(|e| e.step)
            .and_then(|s| i32::try_from(s).ok())
            .unwrap_or(-1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use arimaa_rules::Position;
    use core::ffi::CStr;

    #[test]
    fn a_refused_step_of_a_move_is_recorded_with_its_rule_and_index() {
        // The usual opening has the elephant on e2 (e3 empty) and a dog on a2: the second
        // step of this move, Ra1n, goes onto an occupied square.
        let error = CapiError::from(
            Position::standard()
                .play_text("Ee2n Ra1n")
                .expect_err("a2 holds a dog"),
        );
        set_last_error_from("arimaa_test", &error);
        assert_eq!(arimaa_last_error_step(), 1);
        // SAFETY: a static NUL-terminated string.
        let rule = unsafe { CStr::from_ptr(arimaa_last_error_rule()) };
        assert_eq!(rule.to_str().unwrap(), "occupied");
        assert_eq!(arimaa_last_error_code(), arimaa_rule::ARIMAA_RULE_OCCUPIED);
        assert_eq!(
            (arimaa_last_error_line(), arimaa_last_error_column()),
            (0, 0)
        );
    }

    #[test]
    fn a_boundary_failure_has_no_rule_place_or_step() {
        set_last_error_from("arimaa_test", &CapiError::NullArgument("out"));
        // SAFETY: a static NUL-terminated string.
        let rule = unsafe { CStr::from_ptr(arimaa_last_error_rule()) };
        assert_eq!(rule.to_bytes(), b"");
        assert_eq!(arimaa_last_error_code(), arimaa_rule::ARIMAA_RULE_NONE);
        assert_eq!(arimaa_last_error_step(), -1);
        assert_eq!(last_error(), "arimaa_test: argument `out` is NULL");
    }
}
