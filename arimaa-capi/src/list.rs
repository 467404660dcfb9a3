//! Lists handed to C: the unique moves of a position or game, and the legal steps of a
//! partly played move. A list is a snapshot: it does not change when the position or game
//! it came from does, and it stays valid after they are freed.

use core::ffi::c_char;

use arimaa_rules::{Move, Step};

use crate::error::CapiError;
use crate::ffi::{Out, arg_ref, boundary, boundary_value, free_box, into_c_string};
use crate::status::arimaa_status;

/// An opaque list of moves (whole turns of 1–4 steps), e.g. the unique legal moves of a
/// position. Create with `arimaa_position_legal_moves` / `arimaa_game_legal_moves`, read
/// with `arimaa_move_list_len` / `arimaa_move_list_get`, free with `arimaa_move_list_free`.
///
/// Threads: not internally synchronised, and safe to share as a reader. Functions taking
/// `const struct arimaa_move_list *` only read it and may run at the same time on the same object
/// from any number of threads; only `arimaa_move_list_free` change or free it and must not overlap any other
/// call on the same object (lock around them if the object is shared). Different objects
/// may be used by different threads at the same time without restriction, and an object
/// may be created on one thread and used or freed on another.
#[allow(non_camel_case_types)]
pub struct arimaa_move_list {
    pub(crate) moves: Vec<Move>,
}

/// An opaque list of single steps, e.g. the legal next steps of a partly played move.
/// Create with `arimaa_position_legal_steps`, read with `arimaa_step_list_len` /
/// `arimaa_step_list_get`, free with `arimaa_step_list_free`.
///
/// Threads: not internally synchronised, and safe to share as a reader. Functions taking
/// `const struct arimaa_step_list *` only read it and may run at the same time on the same object
/// from any number of threads; only `arimaa_step_list_free` change or free it and must not overlap any other
/// call on the same object (lock around them if the object is shared). Different objects
/// may be used by different threads at the same time without restriction, and an object
/// may be created on one thread and used or freed on another.
#[allow(non_camel_case_types)]
pub struct arimaa_step_list {
    pub(crate) steps: Vec<Step>,
}

/// The item at `index` of `items`, written as notation.
fn item_text<T: ToString>(items: &[T], index: usize) -> Result<String, CapiError> {
    items
        .get(index)
        .map(ToString::to_string)
        .ok_or(CapiError::IndexOutOfRange {
            index,
            len: items.len(),
        })
}

/// Writes the number of moves in `list` into `*out`.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`list` or `out` NULL).
///
/// # Safety
/// `list` must be NULL or a live list from this library; `out` must be NULL or valid for
/// writing one `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_move_list_len(
    list: *const arimaa_move_list,
    out: *mut usize,
) -> arimaa_status {
    boundary("arimaa_move_list_len", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (list, out) = unsafe { (arg_ref(list, "list")?, Out::new(out, "out")?) };
        out.write(list.moves.len());
        Ok(())
    })
}

/// Writes move number `index` (0-based) of `list` as notation, e.g. `"Ed2n Ed3n"`, into
/// `*out`: steps separated by single spaces, no capture tokens.
///
/// Ownership: `*out` is a new string owned by the caller; free it with `arimaa_string_free`.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`list` or `out` NULL),
/// `ARIMAA_STATUS_INDEX_OUT_OF_RANGE` (`index` is not below the list's `arimaa_move_list_len`).
///
/// # Safety
/// `list` must be NULL or a live list from this library; `out` must be NULL or valid for
/// writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_move_list_get(
    list: *const arimaa_move_list,
    index: usize,
    out: *mut *mut c_char,
) -> arimaa_status {
    boundary("arimaa_move_list_get", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (list, out) = unsafe { (arg_ref(list, "list")?, Out::new(out, "out")?) };
        out.write(into_c_string(item_text(&list.moves, index)?));
        Ok(())
    })
}

/// Frees a move list. NULL is a no-op.
///
/// # Safety
/// `list` must be NULL or a list from this library not yet freed; it must not be used
/// afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_move_list_free(list: *mut arimaa_move_list) {
    // SAFETY: `list` is NULL or an unfreed list (caller's contract).
    boundary_value("arimaa_move_list_free", (), || unsafe { free_box(list) })
}

/// Writes the number of steps in `list` into `*out`.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`list` or `out` NULL).
///
/// # Safety
/// `list` must be NULL or a live list from this library; `out` must be NULL or valid for
/// writing one `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_step_list_len(
    list: *const arimaa_step_list,
    out: *mut usize,
) -> arimaa_status {
    boundary("arimaa_step_list_len", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (list, out) = unsafe { (arg_ref(list, "list")?, Out::new(out, "out")?) };
        out.write(list.steps.len());
        Ok(())
    })
}

/// Writes step number `index` (0-based) of `list` as notation into `*out`: piece letter
/// (upper case gold, lower case silver), square, direction `n`/`s`/`e`/`w`, e.g. `"Ed2n"`
/// or, for a silver piece being pushed or pulled, `"rd5w"`.
///
/// Ownership: `*out` is a new string owned by the caller; free it with `arimaa_string_free`.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`list` or `out` NULL),
/// `ARIMAA_STATUS_INDEX_OUT_OF_RANGE` (`index` is not below the list's `arimaa_step_list_len`).
///
/// # Safety
/// `list` must be NULL or a live list from this library; `out` must be NULL or valid for
/// writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_step_list_get(
    list: *const arimaa_step_list,
    index: usize,
    out: *mut *mut c_char,
) -> arimaa_status {
    boundary("arimaa_step_list_get", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (list, out) = unsafe { (arg_ref(list, "list")?, Out::new(out, "out")?) };
        out.write(into_c_string(item_text(&list.steps, index)?));
        Ok(())
    })
}

/// Frees a step list. NULL is a no-op.
///
/// # Safety
/// `list` must be NULL or a list from this library not yet freed; it must not be used
/// afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_step_list_free(list: *mut arimaa_step_list) {
    // SAFETY: `list` is NULL or an unfreed list (caller's contract).
    boundary_value("arimaa_step_list_free", (), || unsafe { free_box(list) })
}
