//! Step-by-step play for C engines: the legal next steps of a partly played move, playing
//! and taking back one step, and ending the move. A position object holds the move in
//! progress; the rules (frozen pieces, pushes and pulls, captures, at most four steps, a
//! move must change the board) are those of arimaa-rules' `Position`.

use core::ffi::c_char;

use arimaa_rules::Step;

use crate::error::CapiError;
use crate::ffi::{Out, arg_mut, arg_ref, arg_str, boundary, into_c_string, into_raw};
use crate::list::arimaa_step_list;
use crate::position::arimaa_position;
use crate::status::arimaa_status;

/// Writes the legal next steps of the move in progress in `pos` into `*out`: plain steps
/// of unfrozen friendly pieces, pushes and pulls of enemy pieces, or, while a push is
/// pending, only the steps that complete it. Empty once four steps have been taken.
///
/// Ownership: `*out` is a new list owned by the caller (`arimaa_step_list_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` or `out` NULL).
///
/// # Safety
/// `pos` must be NULL or a live position; `out` must be NULL or valid for writing one
/// pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_legal_steps(
    pos: *const arimaa_position,
    out: *mut *mut arimaa_step_list,
) -> arimaa_status {
    boundary("arimaa_position_legal_steps", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (pos, out) = unsafe { (arg_ref(pos, "pos")?, Out::new(out, "out")?) };
        let steps = pos.inner.legal_steps().steps().collect();
        out.write(into_raw(arimaa_step_list { steps }));
        Ok(())
    })
}

/// Plays one step given as notation (`"Ed2n"`; for pushes and pulls the enemy piece's
/// step, e.g. `"rd5w"`) in the move in progress, removing any piece left unguarded on a
/// trap. The move does not end: call `arimaa_position_end_move`.
///
/// The step text is parsed as Rust and Python parse it: ASCII white space around it is
/// ignored, and an error's column counts in `step` as given.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` or `step` NULL),
/// `ARIMAA_STATUS_INVALID_UTF8`, `ARIMAA_STATUS_INVALID_NOTATION` (not one step),
/// `ARIMAA_STATUS_ILLEGAL_MOVE` (the message names the rule: `too_many_steps`,
/// `no_piece`, `wrong_piece`, `occupied`, `frozen`, `rabbit_backward`,
/// `push_incomplete`, `push_too_weak`, `push_on_last_step`, `no_push_or_pull`). On error `pos`
/// is unchanged.
///
/// # Safety
/// `pos` must be NULL or a live position not used by another thread during the call;
/// `step` must be NULL or a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_play_step(
    pos: *mut arimaa_position,
    step: *const c_char,
) -> arimaa_status {
    boundary("arimaa_position_play_step", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (pos, text) = unsafe { (arg_mut(pos, "pos")?, arg_str(step, "step")?) };
        let step: Step = text.parse().map_err(CapiError::Notation)?;
        pos.inner.play_step(&step).map_err(CapiError::IllegalStep)?;
        Ok(())
    })
}

/// Takes back the last step of the move in progress, restoring any piece it captured.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` NULL), `ARIMAA_STATUS_NOTHING_TO_TAKE_BACK`
/// (no step taken in this move).
///
/// # Safety
/// `pos` must be NULL or a live position not used by another thread during the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_undo_step(pos: *mut arimaa_position) -> arimaa_status {
    boundary("arimaa_position_undo_step", || {
        // SAFETY: `pos` is NULL or valid (caller's contract).
        let pos = unsafe { arg_mut(pos, "pos")? };
        pos.inner
            .undo_step()
            .map(|_| ())
            .ok_or(CapiError::NothingToTakeBack(
                "no step has been taken in this move",
            ))
    })
}

/// Ends the move in progress: the other side is to move, with four fresh steps.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` NULL), `ARIMAA_STATUS_ILLEGAL_MOVE`
/// (`empty_move`: no step taken; `push_incomplete`: a push is pending; `no_change`: the
/// board is as it was at the start of the move). On error `pos` is unchanged.
///
/// # Safety
/// `pos` must be NULL or a live position not used by another thread during the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_end_move(pos: *mut arimaa_position) -> arimaa_status {
    boundary("arimaa_position_end_move", || {
        // SAFETY: `pos` is NULL or valid (caller's contract).
        let pos = unsafe { arg_mut(pos, "pos")? };
        pos.inner.end_move().map_err(CapiError::IllegalMove)?;
        Ok(())
    })
}

/// Writes the number of steps taken so far in the move in progress (0–4) into `*out`.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` or `out` NULL).
///
/// # Safety
/// `pos` must be NULL or a live position; `out` must be NULL or valid for writing one
/// `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_steps_taken(
    pos: *const arimaa_position,
    out: *mut usize,
) -> arimaa_status {
    boundary("arimaa_position_steps_taken", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (pos, out) = unsafe { (arg_ref(pos, "pos")?, Out::new(out, "out")?) };
        out.write(pos.inner.steps_taken());
        Ok(())
    })
}

/// Writes the steps taken so far in the move in progress, with their capture tokens, as
/// notation into `*out`, e.g. `"Md2n Cc2n Md3n Cc3x"`; `""` before the first step. The
/// text can be passed to `arimaa_game_play` once the move is complete.
///
/// Ownership: `*out` is a new string owned by the caller (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` or `out` NULL).
///
/// # Safety
/// `pos` must be NULL or a live position; `out` must be NULL or valid for writing one
/// pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_current_move(
    pos: *const arimaa_position,
    out: *mut *mut c_char,
) -> arimaa_status {
    boundary("arimaa_position_current_move", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (pos, out) = unsafe { (arg_ref(pos, "pos")?, Out::new(out, "out")?) };
        out.write(into_c_string(pos.inner.current_move().to_string()));
        Ok(())
    })
}
