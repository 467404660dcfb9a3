//! Relaxed positions: the explicit opt-in of `arimaa_rules::PositionOptions` (boards that
//! cannot occur in a game, for composed problems and endgame suites).

use core::ffi::c_char;

use arimaa_rules::{Position, PositionOptions};

use crate::error::CapiError;
use crate::ffi::{Out, arg_str, boundary};
use crate::position::{arimaa_position, new_position};
use crate::status::arimaa_status;

/// Position option bit: accept more pieces of a kind than the full set (1 E, 1 M, 2 H,
/// 2 D, 2 C, 8 R per side), e.g. 3 dogs or 9 rabbits in a composed problem.
pub const ARIMAA_POSITION_EXTRA_MATERIAL: u32 = 1;

/// Position option bit: accept pieces resting on a trap with no friendly neighbour. The
/// rules apply unchanged from there: such a piece is captured by the first step, after
/// which captures are checked on all four traps (it may itself step off the trap first,
/// or be guarded by that step).
pub const ARIMAA_POSITION_UNGUARDED_TRAPS: u32 = 2;

/// Reads position option bits (validated: no Rust type is read from C input).
fn options(bits: u32) -> Result<PositionOptions, CapiError> {
    let known = ARIMAA_POSITION_EXTRA_MATERIAL | ARIMAA_POSITION_UNGUARDED_TRAPS;
    if bits & !known != 0 {
        return Err(CapiError::InvalidArgument {
            name: "options",
            value: u64::from(bits),
            why: "only ARIMAA_POSITION_EXTRA_MATERIAL (1) and ARIMAA_POSITION_UNGUARDED_TRAPS (2) may be set",
        });
    }
    Ok(PositionOptions {
        extra_material: bits & ARIMAA_POSITION_EXTRA_MATERIAL != 0,
        unguarded_traps: bits & ARIMAA_POSITION_UNGUARDED_TRAPS != 0,
    })
}

/// As `arimaa_position_from_short`, accepting the boards that the option bits allow:
/// 0 (strict, the same as `arimaa_position_from_short`), or `ARIMAA_POSITION_EXTRA_MATERIAL`
/// and/or `ARIMAA_POSITION_UNGUARDED_TRAPS` combined with `|`.
///
/// Ownership: `*out` is a new position owned by the caller (`arimaa_position_free`).
///
/// Errors: as `arimaa_position_from_short` (`ARIMAA_STATUS_INVALID_POSITION` only for the
/// checks not waived), plus `ARIMAA_STATUS_INVALID_ARGUMENT` (unknown bits in `options`).
///
/// # Safety
/// `text` must be NULL or a NUL-terminated string; `out` must be NULL or valid for writing
/// one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_from_short_with_options(
    text: *const c_char,
    options_bits: u32,
    out: *mut *mut arimaa_position,
) -> arimaa_status {
    boundary("arimaa_position_from_short_with_options", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (text, out) = unsafe { (arg_str(text, "text")?, Out::new(out, "out")?) };
        let pos = Position::from_short_with(text, options(options_bits)?)
            .map_err(CapiError::from_position_text)?;
        out.write(new_position(pos));
        Ok(())
    })
}

/// As `arimaa_position_from_diagram`, accepting the boards that the option bits allow (see
/// `arimaa_position_from_short_with_options`).
///
/// Ownership: `*out` is a new position owned by the caller (`arimaa_position_free`).
///
/// Errors: as `arimaa_position_from_short_with_options` (the message gives line and
/// column).
///
/// # Safety
/// `text` must be NULL or a NUL-terminated string; `out` must be NULL or valid for writing
/// one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_from_diagram_with_options(
    text: *const c_char,
    options_bits: u32,
    out: *mut *mut arimaa_position,
) -> arimaa_status {
    boundary("arimaa_position_from_diagram_with_options", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (text, out) = unsafe { (arg_str(text, "text")?, Out::new(out, "out")?) };
        let pos = Position::from_diagram_with(text, options(options_bits)?)
            .map_err(CapiError::from_position_text)?;
        out.write(new_position(pos));
        Ok(())
    })
}
