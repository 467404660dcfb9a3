//! Positions: building them from notation, writing them out, whole moves, unique-move
//! generation and the end-of-move result. Step-by-step play is in `step.rs`.

use core::ffi::{c_char, c_int};

use arimaa_rules::Position;

use crate::error::CapiError;
use crate::ffi::{
    Out, arg_ref, arg_str, boundary, boundary_value, free_box, into_c_string, into_raw,
};
use crate::list::arimaa_move_list;
use crate::outcome::{arimaa_outcome, color_code};
use crate::status::arimaa_status;

/// An opaque position: the board, the side to move, the move number, and the state of a
/// partly played move (steps taken, a pending push). Every function that returns one
/// returns a new object owned by the caller; free it with `arimaa_position_free`.
///
/// Threads: not internally synchronised, and safe to share as a reader. Functions taking
/// `const struct arimaa_position *` only read it and may run at the same time on the same object
/// from any number of threads; `arimaa_position_play_step`, `arimaa_position_undo_step`,
/// `arimaa_position_end_move` and `arimaa_position_free` change or free it and must not overlap any other
/// call on the same object (lock around them if the object is shared). Different objects
/// may be used by different threads at the same time without restriction, and an object
/// may be created on one thread and used or freed on another.
#[allow(non_camel_case_types)]
pub struct arimaa_position {
    pub(crate) inner: Position,
}

/// Hands a new position object to C.
pub(crate) fn new_position(inner: Position) -> *mut arimaa_position {
    into_raw(arimaa_position { inner })
}

/// Writes the usual opening into `*out`: gold `DHCMECHD` on rank 2 and rabbits on rank 1,
/// silver `dhcemchd` on rank 7 and rabbits on rank 8, gold to move, move 2.
///
/// Ownership: `*out` is a new position owned by the caller (`arimaa_position_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`out` NULL).
///
/// # Safety
/// `out` must be NULL or valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_standard(out: *mut *mut arimaa_position) -> arimaa_status {
    boundary("arimaa_position_standard", || {
        // SAFETY: `out` is NULL or valid (caller's contract).
        let out = unsafe { Out::new(out, "out")? };
        out.write(new_position(Position::standard()));
        Ok(())
    })
}

/// Parses a position in the AEI short form into `*out`: an optional move number, the side
/// to move (`g`/`s`, or `w`/`b`), then the 64 squares in brackets, rank 8 first, files a–h,
/// with a space or `.` for an empty square, e.g.
/// `"g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]"`.
///
/// Ownership: `*out` is a new position owned by the caller (`arimaa_position_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`text` or `out` NULL),
/// `ARIMAA_STATUS_INVALID_UTF8`, `ARIMAA_STATUS_INVALID_NOTATION` (the message gives the
/// column and what was expected), `ARIMAA_STATUS_INVALID_POSITION` (more pieces of a kind
/// than the full set, or a piece on a trap with no friendly neighbour).
///
/// # Safety
/// `text` must be NULL or a NUL-terminated string; `out` must be NULL or valid for writing
/// one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_from_short(
    text: *const c_char,
    out: *mut *mut arimaa_position,
) -> arimaa_status {
    boundary("arimaa_position_from_short", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (text, out) = unsafe { (arg_str(text, "text")?, Out::new(out, "out")?) };
        let pos = Position::from_short(text).map_err(CapiError::from_position_text)?;
        out.write(new_position(pos));
        Ok(())
    })
}

/// Parses a position drawn as the AEI long diagram (as `arimaa_position_to_diagram`
/// writes it) into `*out`.
///
/// Ownership: `*out` is a new position owned by the caller (`arimaa_position_free`).
///
/// Errors: as `arimaa_position_from_short` (the message gives line and column).
///
/// # Safety
/// `text` must be NULL or a NUL-terminated string; `out` must be NULL or valid for writing
/// one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_from_diagram(
    text: *const c_char,
    out: *mut *mut arimaa_position,
) -> arimaa_status {
    boundary("arimaa_position_from_diagram", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (text, out) = unsafe { (arg_str(text, "text")?, Out::new(out, "out")?) };
        let pos = Position::from_diagram(text).map_err(CapiError::from_position_text)?;
        out.write(new_position(pos));
        Ok(())
    })
}

/// Writes an independent copy of `pos` (including a partly played move) into `*out`.
///
/// Ownership: `*out` is a new position owned by the caller (`arimaa_position_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` or `out` NULL).
///
/// # Safety
/// `pos` must be NULL or a live position; `out` must be NULL or valid for writing one
/// pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_clone(
    pos: *const arimaa_position,
    out: *mut *mut arimaa_position,
) -> arimaa_status {
    boundary("arimaa_position_clone", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (pos, out) = unsafe { (arg_ref(pos, "pos")?, Out::new(out, "out")?) };
        out.write(new_position(pos.inner.clone()));
        Ok(())
    })
}

/// Writes `pos` in the AEI short form, e.g. `"g [rrrrrrrr…RRRRRRRR]"` (side to move, then
/// the 64 squares rank 8 first with a space for an empty square; no move number) into
/// `*out`. Steps already taken in the current move are on the board.
///
/// Ownership: `*out` is a new string owned by the caller (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` or `out` NULL).
///
/// # Safety
/// `pos` must be NULL or a live position; `out` must be NULL or valid for writing one
/// pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_to_short(
    pos: *const arimaa_position,
    out: *mut *mut c_char,
) -> arimaa_status {
    boundary("arimaa_position_to_short", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (pos, out) = unsafe { (arg_ref(pos, "pos")?, Out::new(out, "out")?) };
        out.write(into_c_string(pos.inner.to_short()));
        Ok(())
    })
}

/// Writes `pos` as the AEI long diagram into `*out`: a line with the move number and side
/// (`"12g"`), the board framed by `+---+` lines with rank numbers (`.` empty square, `x`
/// empty trap), and the file letters; lines end with `\n`.
///
/// Ownership: `*out` is a new string owned by the caller (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` or `out` NULL).
///
/// # Safety
/// `pos` must be NULL or a live position; `out` must be NULL or valid for writing one
/// pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_to_diagram(
    pos: *const arimaa_position,
    out: *mut *mut c_char,
) -> arimaa_status {
    boundary("arimaa_position_to_diagram", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (pos, out) = unsafe { (arg_ref(pos, "pos")?, Out::new(out, "out")?) };
        out.write(into_c_string(pos.inner.to_diagram()));
        Ok(())
    })
}

/// Writes the side to move into `*out`: 0 gold, 1 silver.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` or `out` NULL).
///
/// # Safety
/// `pos` must be NULL or a live position; `out` must be NULL or valid for writing one
/// `int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_side_to_move(
    pos: *const arimaa_position,
    out: *mut c_int,
) -> arimaa_status {
    boundary("arimaa_position_side_to_move", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (pos, out) = unsafe { (arg_ref(pos, "pos")?, Out::new(out, "out")?) };
        out.write(color_code(pos.inner.side_to_move()));
        Ok(())
    })
}

/// Writes the Zobrist key of the board and side to move into `*out` (the core's
/// `Position::zobrist_key`, Python's `Position.zobrist_key`, JavaScript's `zobristKey`):
/// positions that are equal for the repetition rule have equal keys (steps of the current
/// move are on the board; the pending push state is not included).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` or `out` NULL).
///
/// # Safety
/// `pos` must be NULL or a live position; `out` must be NULL or valid for writing one
/// `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_zobrist_key(
    pos: *const arimaa_position,
    out: *mut u64,
) -> arimaa_status {
    boundary("arimaa_position_zobrist_key", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (pos, out) = unsafe { (arg_ref(pos, "pos")?, Out::new(out, "out")?) };
        out.write(pos.inner.zobrist_key());
        Ok(())
    })
}

/// Plays a whole move given as notation (1–4 steps, optional capture tokens such as
/// `"Md2n Cc2n Md3n Cc3x"`; continuing the current move if steps were already taken) and
/// writes the resulting position, the other side to move, into `*out`. `pos` is unchanged.
/// Game history is not known here: use `arimaa_game_play` for the repetition rule and
/// the end of the game.
///
/// Ownership: `*out` is a new position owned by the caller (`arimaa_position_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos`, `notation` or `out` NULL),
/// `ARIMAA_STATUS_INVALID_UTF8`, `ARIMAA_STATUS_INVALID_NOTATION`,
/// `ARIMAA_STATUS_ILLEGAL_MOVE` (the message names the step and the rule it breaks, e.g.
/// `frozen`, `rabbit_backward`, `push_incomplete`, `no_change`, `capture_mismatch`).
///
/// # Safety
/// `pos` must be NULL or a live position; `notation` must be NULL or a NUL-terminated string;
/// `out` must be NULL or valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_play(
    pos: *const arimaa_position,
    notation: *const c_char,
    out: *mut *mut arimaa_position,
) -> arimaa_status {
    boundary("arimaa_position_play", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (pos, text, out) = unsafe {
            (
                arg_ref(pos, "pos")?,
                arg_str(notation, "notation")?,
                Out::new(out, "out")?,
            )
        };
        let next = pos.inner.play_text(text)?;
        out.write(new_position(next));
        Ok(())
    })
}

/// Writes the unique legal moves of `pos` into `*out`: one move per distinct board
/// reachable by a complete legal move of 1–4 steps, the unchanged board excluded, game
/// history ignored (the AEI definition behind every published move count; 3353 for the
/// usual opening). If steps were already taken, the moves are the remaining steps.
///
/// Ownership: `*out` is a new list owned by the caller (`arimaa_move_list_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` or `out` NULL).
///
/// # Safety
/// `pos` must be NULL or a live position; `out` must be NULL or valid for writing one
/// pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_legal_moves(
    pos: *const arimaa_position,
    out: *mut *mut arimaa_move_list,
) -> arimaa_status {
    boundary("arimaa_position_legal_moves", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (pos, out) = unsafe { (arg_ref(pos, "pos")?, Out::new(out, "out")?) };
        out.write(into_raw(arimaa_move_list {
            moves: pos.inner.legal_moves(),
        }));
        Ok(())
    })
}

/// Writes the number of unique legal moves of `pos` (as `arimaa_position_legal_moves`,
/// without building the list) into `*out`.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` or `out` NULL).
///
/// # Safety
/// `pos` must be NULL or a live position; `out` must be NULL or valid for writing one
/// `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_count_moves(
    pos: *const arimaa_position,
    out: *mut u64,
) -> arimaa_status {
    boundary("arimaa_position_count_moves", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (pos, out) = unsafe { (arg_ref(pos, "pos")?, Out::new(out, "out")?) };
        out.write(pos.inner.count_moves() as u64);
        Ok(())
    })
}

/// Writes into `*out` whether the move that led to `pos` ended the game, by the five
/// end-of-move checks of the official rules that need no history, in their order: the
/// mover's rabbit on goal, the opponent's rabbit on goal, the opponent out of rabbits, the
/// mover out of rabbits, the side to move without a legal move (immobilization). The
/// third-repetition rule needs the game: see `arimaa_game_outcome`.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`pos` or `out` NULL).
///
/// # Safety
/// `pos` must be NULL or a live position; `out` must be NULL or valid for writing one
/// `arimaa_outcome`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_outcome(
    pos: *const arimaa_position,
    out: *mut arimaa_outcome,
) -> arimaa_status {
    boundary("arimaa_position_outcome", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (pos, out) = unsafe { (arg_ref(pos, "pos")?, Out::new(out, "out")?) };
        out.write(pos.inner.outcome_after_move().into());
        Ok(())
    })
}

/// Frees a position. NULL is a no-op.
///
/// # Safety
/// `pos` must be NULL or a position from this library not yet freed; it must not be used
/// afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_position_free(pos: *mut arimaa_position) {
    // SAFETY: `pos` is NULL or an unfreed position (caller's contract).
    boundary_value("arimaa_position_free", (), || unsafe { free_box(pos) })
}
