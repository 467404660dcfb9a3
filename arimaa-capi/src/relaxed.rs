//! Relaxed positions: the explicit opt-in of `arimaa_rules::PositionOptions` (boards that
//! cannot occur in a game, for composed problems and endgame suites).

use core::ffi::c_char;

use arimaa_rules::{Position, PositionOptions};

use crate::error::CapiError;
use crate::ffi::{Out, arg_str, boundary};
use crate::position::{arimaa_position, new_position};
use crate::status::arimaa_status;

/// Which boards a position parser accepts besides those that can occur in a game:
/// `ARIMAA_POSITION_STRICT` (0, only those), or any of the other flags combined with `|`
/// (the core's `PositionOptions`). A value with other bits set is refused.
#[repr(C)]
#[allow(non_camel_case_types, clippy::enum_variant_names)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum arimaa_position_options {
    /// Only boards that can occur in a game: no flag set.
    ARIMAA_POSITION_STRICT = 0,
    /// Accept more pieces of a kind than the full set (1 E, 1 M, 2 H, 2 D, 2 C, 8 R per
    /// side), e.g. 3 dogs or 9 rabbits in a composed problem.
    ARIMAA_POSITION_EXTRA_MATERIAL = 1,
    /// Accept pieces resting on a trap with no friendly neighbour. The rules apply
    /// unchanged from there: such a piece is captured by the first step, after which
    /// captures are checked on all four traps (it may itself step off the trap first, or be
    /// guarded by that step).
    ARIMAA_POSITION_UNGUARDED_TRAPS = 2,
}

/// An `arimaa_position_options` argument as it crosses the boundary (an integer in Rust,
/// the enum in the header; see `GameOptionBits`).
pub type PositionOptionBits = u32;

/// Reads position option flags (validated: no Rust enum is read from C input).
fn options(bits: PositionOptionBits) -> Result<PositionOptions, CapiError> {
    use arimaa_position_options::*;
    let flag = |f: arimaa_position_options| bits & f as u32 != 0;
    let known = ARIMAA_POSITION_EXTRA_MATERIAL as u32 | ARIMAA_POSITION_UNGUARDED_TRAPS as u32;
    if bits & !known != 0 {
        return Err(CapiError::InvalidArgument {
            name: "options",
            value: u64::from(bits),
            why: "only ARIMAA_POSITION_EXTRA_MATERIAL (1) and ARIMAA_POSITION_UNGUARDED_TRAPS (2) may be set",
        });
    }
    Ok(PositionOptions {
        extra_material: flag(ARIMAA_POSITION_EXTRA_MATERIAL),
        unguarded_traps: flag(ARIMAA_POSITION_UNGUARDED_TRAPS),
    })
}

/// As `arimaa_position_from_short`, accepting the boards that `options` allows:
/// `ARIMAA_POSITION_STRICT` (the same as `arimaa_position_from_short`), or
/// `ARIMAA_POSITION_EXTRA_MATERIAL` and/or `ARIMAA_POSITION_UNGUARDED_TRAPS` combined with
/// `|`.
///
/// Ownership: `*out` is a new position owned by the caller (`arimaa_position_free`).
///
/// Errors: as `arimaa_position_from_short` (`ARIMAA_STATUS_INVALID_POSITION` only for the
/// checks not waived), plus `ARIMAA_STATUS_INVALID_ARGUMENT` (other bits set in `options`).
///
/// # Safety
/// `text` must be NULL or a NUL-terminated string; `out` must be NULL or valid for writing
/// one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_from_short_with_options(
    text: *const c_char,
    options: PositionOptionBits,
    out: *mut *mut arimaa_position,
) -> arimaa_status {
    boundary("arimaa_position_from_short_with_options", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (text, out) = unsafe { (arg_str(text, "text")?, Out::new(out, "out")?) };
        let pos = Position::from_short_with(text, self::options(options)?)
            .map_err(CapiError::from_position_text)?;
        out.write(new_position(pos));
        Ok(())
    })
}

/// As `arimaa_position_from_diagram`, accepting the boards that `options` allows (see
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
    options: PositionOptionBits,
    out: *mut *mut arimaa_position,
) -> arimaa_status {
    boundary("arimaa_position_from_diagram_with_options", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (text, out) = unsafe { (arg_str(text, "text")?, Out::new(out, "out")?) };
        let pos = Position::from_diagram_with(text, self::options(options)?)
            .map_err(CapiError::from_position_text)?;
        out.write(new_position(pos));
        Ok(())
    })
}
