//! The machine-learning encodings of arimaa-rules (`arimaa_rules::encoding`) for C: the
//! 257 action ids (`4 * square + direction`, square a1 = 0 … h8 = 63, direction north 0,
//! east 1, south 2, west 3; 256 ends the move), the legal-action mask, the input planes
//! (23 channels of 8×8 `float`) and playing an action. A `perspective` argument is 0 for
//! gold (ids and squares as they are) or 1 for silver (the board flipped: ranks mirrored,
//! north ↔ south), so a network always sees its own side "up the board".

use core::ffi::{c_char, c_int};

use arimaa_rules::encoding::planes::{self, PLANE_VALUES};
use arimaa_rules::encoding::{self, ACTIONS, ActionError};
use arimaa_rules::{Color, Step};

use crate::error::CapiError;
use crate::ffi::{Out, arg_mut, arg_ref, arg_str, boundary, into_c_string};
use crate::position::arimaa_position;
use crate::status::arimaa_status;

/// Reads a perspective code (0 gold, 1 silver).
pub(crate) fn perspective(code: c_int) -> Result<Color, CapiError> {
    match code {
        0 => Ok(Color::Gold),
        1 => Ok(Color::Silver),
        _ => Err(CapiError::InvalidArgument {
            name: "perspective",
            value: code as u64,
            why: "0 (gold) or 1 (silver)",
        }),
    }
}

/// Checks that a caller's buffer of `len` elements holds `needed`.
fn check_len(len: usize, needed: usize) -> Result<(), CapiError> {
    if len < needed {
        return Err(CapiError::BufferTooSmall { needed, given: len });
    }
    Ok(())
}

/// Writes the legal-action mask of the move in progress in `pos` into `out[0..257]`, in
/// `perspective`'s view: 1 for each legal step after which the move can still be
/// finished, and for 256 when the move may end now; 0 elsewhere. The position has no
/// history, so an end repeating a position a third time is not excluded (the batched
/// environment `arimaa_selfplay` excludes it).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` or `out` NULL),
/// `ARIMAA_STATUS_INVALID_ARGUMENT` (`perspective` not 0 or 1),
/// `ARIMAA_STATUS_BUFFER_TOO_SMALL` (`len < ARIMAA_ACTIONS`; nothing written).
///
/// # Safety
/// `pos` must be NULL or a live position; `out` must be NULL or valid for writing `len`
/// bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_legal_action_mask_into(
    pos: *const arimaa_position,
    perspective: c_int,
    out: *mut u8,
    len: usize,
) -> arimaa_status {
    boundary("arimaa_position_legal_action_mask_into", || {
        // SAFETY: `pos` is NULL or valid (caller's contract).
        let pos = unsafe { arg_ref(pos, "pos")? };
        if out.is_null() {
            return Err(CapiError::NullArgument("out"));
        }
        let view = self::perspective(perspective)?;
        check_len(len, ACTIONS)?;
        let mut mask = [false; ACTIONS];
        pos.inner.legal_action_mask(view, &mut mask);
        // SAFETY: `out` is non-NULL and valid for `len >= ACTIONS` bytes (caller's contract).
        let out = unsafe { core::slice::from_raw_parts_mut(out, ACTIONS) };
        for (o, m) in out.iter_mut().zip(mask) {
            *o = u8::from(m);
        }
        Ok(())
    })
}

/// Writes the input planes of `pos` seen from `perspective` into `out[0..1472]`: value
/// `c * 64 + 8 * r + f` is channel `c` (0–5 own pieces rabbit…elephant, 6–11 the
/// opponent's, 12 side to move, 13–17 steps taken 0–4, 18 pending push square, 19
/// possible pull square, 20 frozen pieces, 21 traps, 22 setup phase, always 0 here) at row
/// `r` (the perspective's home rank is row 0) and file `f`.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` or `out` NULL),
/// `ARIMAA_STATUS_INVALID_ARGUMENT` (`perspective` not 0 or 1),
/// `ARIMAA_STATUS_BUFFER_TOO_SMALL` (`len < ARIMAA_PLANE_VALUES`; nothing written).
///
/// # Safety
/// `pos` must be NULL or a live position; `out` must be NULL or valid for writing `len`
/// `float`s.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_planes_into(
    pos: *const arimaa_position,
    perspective: c_int,
    out: *mut f32,
    len: usize,
) -> arimaa_status {
    boundary("arimaa_position_planes_into", || {
        // SAFETY: `pos` is NULL or valid (caller's contract).
        let pos = unsafe { arg_ref(pos, "pos")? };
        if out.is_null() {
            return Err(CapiError::NullArgument("out"));
        }
        let view = self::perspective(perspective)?;
        check_len(len, PLANE_VALUES)?;
        // SAFETY: `out` is non-NULL, aligned and valid for `len >= PLANE_VALUES` floats.
        let out = unsafe { &mut *out.cast::<[f32; PLANE_VALUES]>() };
        planes::write(&pos.inner, view, false, out);
        Ok(())
    })
}

/// Writes the step that `action` (an absolute id, gold's view) names in `pos` as notation
/// into `*out`, e.g. `"Ed2n"`: the piece standing on the action's square moving in its
/// direction (the step may still be illegal).
///
/// Ownership: `*out` is a new string owned by the caller (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` or `out` NULL),
/// `ARIMAA_STATUS_ILLEGAL_MOVE` (`action_out_of_range` above 256, `not_a_step` for 256,
/// `off_board`, `no_piece`).
///
/// # Safety
/// `pos` must be NULL or a live position; `out` must be NULL or valid for writing one
/// pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_action_step(
    pos: *const arimaa_position,
    action: u32,
    out: *mut *mut c_char,
) -> arimaa_status {
    boundary("arimaa_position_action_step", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (pos, out) = unsafe { (arg_ref(pos, "pos")?, Out::new(out, "out")?) };
        let step = encoding::step_from_action(&pos.inner, action as usize)
            .map_err(CapiError::IllegalAction)?;
        out.write(into_c_string(step.to_string()));
        Ok(())
    })
}

/// Writes the action id (absolute, gold's view) of the step `step` (notation, e.g.
/// `"Ed2n"`) into `*out`: `4 * square + direction` of its origin square. The text is
/// parsed as Rust and Python parse it: ASCII white space around the step is ignored, and
/// an error's column counts in `step` as given (the notation module docs of arimaa-rules).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`step` or `out` NULL),
/// `ARIMAA_STATUS_INVALID_UTF8`, `ARIMAA_STATUS_INVALID_NOTATION` (not one step).
///
/// # Safety
/// `step` must be NULL or a NUL-terminated string; `out` must be NULL or valid for
/// writing one `uint32_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_step_action(step: *const c_char, out: *mut u32) -> arimaa_status {
    boundary("arimaa_step_action", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (text, out) = unsafe { (arg_str(step, "step")?, Out::new(out, "out")?) };
        let step: Step = text.parse().map_err(CapiError::Notation)?;
        out.write(step.action() as u32);
        Ok(())
    })
}

/// The action `action` as seen from the other side (ranks mirrored, north ↔ south; 256
/// and ids above it unchanged). Applying it twice gives `action` back.
#[unsafe(no_mangle)]
pub extern "C" fn arimaa_flip_action(action: u32) -> u32 {
    encoding::flip_action(action as usize) as u32
}

/// Plays `action` (an absolute id, gold's view) in the move in progress in `pos`: a step,
/// or 256 to end the move. A step must be in the legal-action mask (legal, and the move
/// can still be finished after it).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` NULL), `ARIMAA_STATUS_ILLEGAL_MOVE` (the
/// message names the rule: `action_out_of_range`, `no_piece`, `frozen`, …, `dead_end`
/// for a legal step that cannot be completed, or the end-of-move rules `empty_move`,
/// `push_incomplete`, `no_change`). On error `pos` is unchanged.
///
/// # Safety
/// `pos` must be NULL or a live position not used by another thread during the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_play_action(
    pos: *mut arimaa_position,
    action: u32,
) -> arimaa_status {
    boundary("arimaa_position_play_action", || {
        // SAFETY: `pos` is NULL or valid (caller's contract).
        let pos = unsafe { arg_mut(pos, "pos")? };
        pos.inner
            .play_action_mut(action as usize)
            .map_err(CapiError::IllegalAction)
    })
}

impl From<ActionError> for CapiError {
    fn from(e: ActionError) -> CapiError {
        CapiError::IllegalAction(e)
    }
}
