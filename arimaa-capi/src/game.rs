//! Games: the setup phase, moves, takebacks, the repetition rule and the result, game
//! records in and out. All rules are arimaa-rules' `Game`.

use core::ffi::c_char;

use arimaa_rules::{Game, GameOptions, MoveError, PlayError};

use crate::error::CapiError;
use crate::ffi::{
    Out, arg_mut, arg_ref, arg_str, boundary, boundary_value, free_box, into_c_string, into_raw,
};
use crate::list::arimaa_move_list;
use crate::outcome::{arimaa_outcome, describe};
use crate::position::new_position;
use crate::status::arimaa_status;

/// The rules of a game: `ARIMAA_GAME_STRICT` (0, today's rules), or any of the other
/// flags combined with `|` (the core's `GameOptions`: Python's `Game(handicap=,
/// lenient=)`, JavaScript's `options`). Taken by `arimaa_game_new_with_options` and
/// `arimaa_game_from_record_with_options`; a value with other bits set is refused.
#[repr(C)]
#[allow(non_camel_case_types, clippy::enum_variant_names)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum arimaa_game_options {
    /// Today's rules with full setups: no flag set.
    ARIMAA_GAME_STRICT = 0,
    /// Accept setups with fewer pieces than the full set (handicap games).
    ARIMAA_GAME_HANDICAP = 1,
    /// Check step legality only, as the arimaa.com server did before 2008-07-01 (play goes
    /// on after a goal, elimination or immobilization; no third-repetition rule). The
    /// result is still reported.
    ARIMAA_GAME_LENIENT = 2,
    /// Accept setups anywhere on the board with any number of pieces up to the full set
    /// (AEI's `strict_setup=False`), for composed positions and tests. Implies
    /// `ARIMAA_GAME_HANDICAP`.
    ARIMAA_GAME_FREE_SETUP = 4,
}

/// An `arimaa_game_options` argument as it crosses the boundary: the header declares the
/// enum, Rust reads the integer (flags combined with `|` are no enumerator, so a Rust enum
/// would be undefined behaviour). cbindgen writes it as `arimaa_game_options`
/// (`cbindgen.toml`, `[export.rename]`).
pub type GameOptionBits = u32;

/// An opaque game: the setup phase (gold places its 16 pieces on ranks 1–2, then silver on
/// ranks 7–8), then moves until the game ends, with the history, takebacks, the
/// third-repetition rule and the result. Free with `arimaa_game_free`.
///
/// Threads: not internally synchronised, and safe to share as a reader. Functions taking
/// `const struct arimaa_game *` only read it and may run at the same time on the same object
/// from any number of threads; `arimaa_game_play`, `arimaa_game_takeback`, `arimaa_game_resign` and
/// `arimaa_game_free` change or free it and must not overlap any other
/// call on the same object (lock around them if the object is shared); so must
/// `arimaa_game_headers_set` and `arimaa_game_headers_remove`. Different objects
/// may be used by different threads at the same time without restriction, and an object
/// may be created on one thread and used or freed on another.
#[allow(non_camel_case_types)]
pub struct arimaa_game {
    inner: Game,
}

impl arimaa_game {
    /// A handle for `game`.
    pub(crate) fn wrap(game: Game) -> arimaa_game {
        arimaa_game { inner: game }
    }

    /// The core game (read only).
    pub(crate) fn game(&self) -> &Game {
        &self.inner
    }
}

/// Reads option flags (validated: no Rust enum is read from C input).
fn options(bits: GameOptionBits) -> Result<GameOptions, CapiError> {
    use arimaa_game_options::*;
    let flag = |f: arimaa_game_options| bits & f as u32 != 0;
    let known =
        ARIMAA_GAME_HANDICAP as u32 | ARIMAA_GAME_LENIENT as u32 | ARIMAA_GAME_FREE_SETUP as u32;
    if bits & !known != 0 {
        return Err(CapiError::InvalidArgument {
            name: "options",
            value: u64::from(bits),
            why: "only ARIMAA_GAME_HANDICAP (1), ARIMAA_GAME_LENIENT (2) and ARIMAA_GAME_FREE_SETUP (4) may be set",
        });
    }
    Ok(GameOptions {
        handicap: flag(ARIMAA_GAME_HANDICAP),
        free_setup: flag(ARIMAA_GAME_FREE_SETUP),
        lenient: flag(ARIMAA_GAME_LENIENT),
    })
}

/// Writes a new game with the default strict rules, at the start of the setup phase
/// (empty board, gold to set up), into `*out`.
///
/// Ownership: `*out` is a new game owned by the caller (`arimaa_game_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`out` NULL).
///
/// # Safety
/// `out` must be NULL or valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_new(out: *mut *mut arimaa_game) -> arimaa_status {
    boundary("arimaa_game_new", || {
        // SAFETY: `out` is NULL or valid (caller's contract).
        let out = unsafe { Out::new(out, "out")? };
        out.write(into_raw(arimaa_game { inner: Game::new() }));
        Ok(())
    })
}

/// As `arimaa_game_new` with the rules `options`: `ARIMAA_GAME_STRICT` (the same as
/// `arimaa_game_new`), or any of `ARIMAA_GAME_HANDICAP`, `ARIMAA_GAME_LENIENT` and
/// `ARIMAA_GAME_FREE_SETUP` combined with `|`.
///
/// Ownership: `*out` is a new game owned by the caller (`arimaa_game_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`out` NULL), `ARIMAA_STATUS_INVALID_ARGUMENT`
/// (unknown bits in `options`).
///
/// # Safety
/// `out` must be NULL or valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_new_with_options(
    options: GameOptionBits,
    out: *mut *mut arimaa_game,
) -> arimaa_status {
    boundary("arimaa_game_new_with_options", || {
        // SAFETY: `out` is NULL or valid (caller's contract).
        let out = unsafe { Out::new(out, "out")? };
        let game = Game::with_options(self::options(options)?);
        out.write(into_raw(arimaa_game { inner: game }));
        Ok(())
    })
}

/// Replays one game record under the rules of its date and writes the game, at its end,
/// into `*out`: today's rules for games dated from 2008-07-01; for older or undated games,
/// the rules before 2008-07-01 where today's refuse a turn only for the third repetition or
/// a move after the end (the core's `RecordRules::ByDate`, as Rust, Python and the CLI;
/// `arimaa_record_verify` says which applied). The record is either the per-game text (`Name: value` headers, then
/// one turn per line: `1g Ra1 Rb1 …`, `2g Ed2n Ed3n …`, `3s takeback`, `9g resign`) or an
/// arimaa.com archive text holding exactly one game (the header line of field names, then
/// one tab-separated game line). A recorded result that the board cannot show (time,
/// resignation, …) becomes the game's result.
///
/// Ownership: `*out` is a new game owned by the caller (`arimaa_game_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`record` or `out` NULL),
/// `ARIMAA_STATUS_INVALID_UTF8`, `ARIMAA_STATUS_INVALID_RECORD` (not exactly one game, a
/// malformed or out-of-order label, a takeback with nothing to take back),
/// `ARIMAA_STATUS_INVALID_NOTATION`, `ARIMAA_STATUS_ILLEGAL_SETUP` or
/// `ARIMAA_STATUS_ILLEGAL_MOVE` (a turn that is not notation or breaks a rule; the message
/// gives its label, line and column).
///
/// # Safety
/// `record` must be NULL or a NUL-terminated string; `out` must be NULL or valid for
/// writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_from_record(
    record: *const c_char,
    out: *mut *mut arimaa_game,
) -> arimaa_status {
    boundary("arimaa_game_from_record", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (record, out) = unsafe { (arg_str(record, "record")?, Out::new(out, "out")?) };
        let game = Game::from_record(record)?;
        out.write(into_raw(arimaa_game { inner: game }));
        Ok(())
    })
}

/// As `arimaa_game_from_record` with option bits (see `arimaa_game_new_with_options`)
/// that override the date: exactly these rules, strict unless `ARIMAA_GAME_LENIENT`
/// (the rules before 2008-07-01) is set.
///
/// Ownership: `*out` is a new game owned by the caller (`arimaa_game_free`).
///
/// Errors: as `arimaa_game_from_record`, plus `ARIMAA_STATUS_INVALID_ARGUMENT` (other
/// bits set in `options`).
///
/// # Safety
/// `record` must be NULL or a NUL-terminated string; `out` must be NULL or valid for
/// writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_from_record_with_options(
    record: *const c_char,
    options: GameOptionBits,
    out: *mut *mut arimaa_game,
) -> arimaa_status {
    boundary("arimaa_game_from_record_with_options", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (record, out) = unsafe { (arg_str(record, "record")?, Out::new(out, "out")?) };
        let game = Game::from_record_with(record, self::options(options)?)?;
        out.write(into_raw(arimaa_game { inner: game }));
        Ok(())
    })
}

/// Plays the next turn given as notation: during the setup phase a setup (16 placements
/// such as `"Ra1 Rb1 … Dh2"`, gold on ranks 1–2 first, then silver on ranks 7–8),
/// afterwards a move (1–4 steps with optional capture tokens, `"Ed2n Ed3n"`). On error the
/// game is unchanged.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`game` or `notation` NULL),
/// `ARIMAA_STATUS_INVALID_UTF8`, `ARIMAA_STATUS_INVALID_NOTATION`,
/// `ARIMAA_STATUS_ILLEGAL_SETUP`, `ARIMAA_STATUS_ILLEGAL_MOVE` (the message names the
/// step and rule, or `third_repetition`), `ARIMAA_STATUS_GAME_OVER` (strict rules: the
/// game already has a result).
///
/// # Safety
/// `game` must be NULL or a live game not used by another thread during the call;
/// `notation` must be NULL or a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_play(
    game: *mut arimaa_game,
    notation: *const c_char,
) -> arimaa_status {
    boundary("arimaa_game_play", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (game, text) = unsafe { (arg_mut(game, "game")?, arg_str(notation, "notation")?) };
        match game.inner.play_text(text) {
            Ok(_) => Ok(()),
            Err(PlayError::Move(MoveError::GameOver)) => {
                Err(CapiError::GameOver(describe(game.inner.outcome())))
            }
            Err(e) => Err(e.into()),
        }
    })
}

/// Takes back the last turn (move or setup), restoring the position, repetition counts
/// and result before it.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`game` NULL), `ARIMAA_STATUS_NOTHING_TO_TAKE_BACK`
/// (no turn has been played).
///
/// # Safety
/// `game` must be NULL or a live game not used by another thread during the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_takeback(game: *mut arimaa_game) -> arimaa_status {
    boundary("arimaa_game_takeback", || {
        // SAFETY: `game` is NULL or valid (caller's contract).
        let game = unsafe { arg_mut(game, "game")? };
        game.inner
            .takeback()
            .map(|_| ())
            .ok_or(CapiError::NothingToTakeBack("no turn has been played"))
    })
}

/// Records that the side to move resigns: the other side wins by resignation (`'r'`).
///
/// A resignation is a turn of the side to move (the core's rule): it may come during the
/// setup phase, never after the end of a game (lenient games, where play goes on after
/// the end, accept it).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`game` NULL), `ARIMAA_STATUS_GAME_OVER` (the
/// game already has a result; it keeps it).
///
/// # Safety
/// `game` must be NULL or a live game not used by another thread during the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_resign(game: *mut arimaa_game) -> arimaa_status {
    boundary("arimaa_game_resign", || {
        // SAFETY: `game` is NULL or valid (caller's contract).
        let game = unsafe { arg_mut(game, "game")? };
        match game.inner.resign() {
            Ok(_) => Ok(()),
            Err(_) => Err(CapiError::GameOver(describe(game.inner.outcome()))),
        }
    })
}

/// Writes the game's result into `*out`: by the rules after the last move (goal,
/// elimination, immobilization, including a side whose only moves are third repetitions),
/// a resignation, or a result taken from a record; `over` is false while the game goes on.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`game` or `out` NULL).
///
/// # Safety
/// `game` must be NULL or a live game; `out` must be NULL or valid for writing one
/// `arimaa_outcome`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_outcome(
    game: *const arimaa_game,
    out: *mut arimaa_outcome,
) -> arimaa_status {
    boundary("arimaa_game_outcome", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (game, out) = unsafe { (arg_ref(game, "game")?, Out::new(out, "out")?) };
        out.write(game.inner.outcome().into());
        Ok(())
    })
}

/// Writes a copy of the current position into `*out` (during the setup phase: the pieces
/// placed so far, with the side to set up "to move").
///
/// Ownership: `*out` is a new position owned by the caller (`arimaa_position_free`); it
/// does not follow later changes to the game.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`game` or `out` NULL).
///
/// # Safety
/// `game` must be NULL or a live game; `out` must be NULL or valid for writing one
/// pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_position(
    game: *const arimaa_game,
    out: *mut *mut crate::position::arimaa_position,
) -> arimaa_status {
    boundary("arimaa_game_position", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (game, out) = unsafe { (arg_ref(game, "game")?, Out::new(out, "out")?) };
        out.write(new_position(game.inner.position().clone()));
        Ok(())
    })
}

/// Writes the legal moves of the side to move into `*out`: the unique moves of the
/// position without those that would make a position occur for the third time (strict
/// rules). Empty during the setup phase and after the end of a strict game.
///
/// Ownership: `*out` is a new list owned by the caller (`arimaa_move_list_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`game` or `out` NULL).
///
/// # Safety
/// `game` must be NULL or a live game; `out` must be NULL or valid for writing one
/// pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_legal_moves(
    game: *const arimaa_game,
    out: *mut *mut arimaa_move_list,
) -> arimaa_status {
    boundary("arimaa_game_legal_moves", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (game, out) = unsafe { (arg_ref(game, "game")?, Out::new(out, "out")?) };
        out.write(into_raw(arimaa_move_list {
            moves: game.inner.legal_moves(),
        }));
        Ok(())
    })
}

/// Writes the label of the next turn into `*out`, e.g. `"1g"` (gold's setup) or `"12s"`.
///
/// Ownership: `*out` is a new string owned by the caller (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`game` or `out` NULL).
///
/// # Safety
/// `game` must be NULL or a live game; `out` must be NULL or valid for writing one
/// pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_next_label(
    game: *const arimaa_game,
    out: *mut *mut c_char,
) -> arimaa_status {
    boundary("arimaa_game_next_label", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (game, out) = unsafe { (arg_ref(game, "game")?, Out::new(out, "out")?) };
        out.write(into_c_string(game.inner.next_label()));
        Ok(())
    })
}

/// Writes the game in the per-game record format into `*out`: its headers as
/// `Name: value` lines (see `arimaa_game_headers_len`; the result headers as the game
/// decides them, added when the game is over and has none) and a blank line, then one
/// line per turn (`"1g Ra1 …"`, `"2g Ed2n …"`, capture tokens included, colour letters
/// `g`/`s`), ending with the empty label of the side to move while the game goes on.
/// Lines end with `\n`. `arimaa_game_from_record` reads it back, headers included.
///
/// Ownership: `*out` is a new string owned by the caller (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`game` or `out` NULL).
///
/// # Safety
/// `game` must be NULL or a live game; `out` must be NULL or valid for writing one
/// pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_to_record(
    game: *const arimaa_game,
    out: *mut *mut c_char,
) -> arimaa_status {
    boundary("arimaa_game_to_record", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (game, out) = unsafe { (arg_ref(game, "game")?, Out::new(out, "out")?) };
        out.write(into_c_string(game.inner.to_record(&Default::default())));
        Ok(())
    })
}

/// Writes the number of headers of `game` into `*out` (its record's metadata: players,
/// event, site, date, time control, result, …; a game from `arimaa_game_from_record`
/// starts with its record's, a new game has none).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`game` or `out` NULL).
///
/// # Safety
/// `game` must be NULL or a live game; `out` must be NULL or valid for writing one
/// `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_headers_len(
    game: *const arimaa_game,
    out: *mut usize,
) -> arimaa_status {
    boundary("arimaa_game_headers_len", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (game, out) = unsafe { (arg_ref(game, "game")?, Out::new(out, "out")?) };
        out.write(game.inner.headers().len());
        Ok(())
    })
}

/// Writes header number `index` (0-based, in the record's order) of `game`: its name into
/// `*name` and its value into `*value`.
///
/// Ownership: `*name` and `*value` are new strings owned by the caller
/// (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT`, `ARIMAA_STATUS_INDEX_OUT_OF_RANGE`
/// (`index` is not below the game's `arimaa_game_headers_len`).
///
/// # Safety
/// `game` must be NULL or a live game; `name` and `value` must be NULL or valid for
/// writing one pointer each.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_headers_at(
    game: *const arimaa_game,
    index: usize,
    name: *mut *mut c_char,
    value: *mut *mut c_char,
) -> arimaa_status {
    boundary("arimaa_game_headers_at", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (game, name, value) = unsafe {
            (
                arg_ref(game, "game")?,
                Out::new(name, "name")?,
                Out::new(value, "value")?,
            )
        };
        let headers = game.inner.headers();
        let (k, v) = headers.get_index(index).ok_or(CapiError::IndexOutOfRange {
            index,
            len: headers.len(),
        })?;
        name.write(into_c_string(k.to_string()));
        value.write(into_c_string(v.to_string()));
        Ok(())
    })
}

/// Writes the value of the header named exactly `name` (case-sensitive) into `*value`, or
/// NULL when the game has no such header.
///
/// Ownership: `*value`, when not NULL, is a new string owned by the caller
/// (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT`, `ARIMAA_STATUS_INVALID_UTF8` (`name`).
///
/// # Safety
/// `game` must be NULL or a live game; `name` must be NULL or a NUL-terminated string;
/// `value` must be NULL or valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_headers_get(
    game: *const arimaa_game,
    name: *const c_char,
    value: *mut *mut c_char,
) -> arimaa_status {
    boundary("arimaa_game_headers_get", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (game, name, value) = unsafe {
            (
                arg_ref(game, "game")?,
                arg_str(name, "name")?,
                Out::new(value, "value")?,
            )
        };
        value.write(
            game.inner
                .headers()
                .get(name)
                .map_or(core::ptr::null_mut(), |v| into_c_string(v.to_string())),
        );
        Ok(())
    })
}

/// Sets header `name` of `game` to `value`: an existing header of that name keeps its
/// place, a new one goes at the end. `arimaa_game_to_record` writes the headers back (the
/// result headers `Result`, `Reason`, `ResultCode`, `ReasonCode`, `PlyCount`, `result`,
/// `termination`, `plycount` are written as the game decides them). `name` must be one
/// ASCII word starting with a letter (letters, digits, `_`, `-`), so that the record reads
/// back; any other name is refused and the headers are unchanged.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT`, `ARIMAA_STATUS_INVALID_UTF8`,
/// `ARIMAA_STATUS_INVALID_NOTATION` (a name that is no header name).
///
/// # Safety
/// `game` must be NULL or a live game not used by another call at the same time; `name`
/// and `value` must be NULL or NUL-terminated strings.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_headers_set(
    game: *mut arimaa_game,
    name: *const c_char,
    value: *const c_char,
) -> arimaa_status {
    boundary("arimaa_game_headers_set", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (game, name, value) = unsafe {
            (
                arg_mut(game, "game")?,
                arg_str(name, "name")?,
                arg_str(value, "value")?,
            )
        };
        game.inner
            .headers_mut()
            .set(name, value)
            .map_err(CapiError::Notation)?;
        Ok(())
    })
}

/// Removes every header named exactly `name` from `game`; writes into `*removed` whether
/// there was one.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT`, `ARIMAA_STATUS_INVALID_UTF8`.
///
/// # Safety
/// `game` must be NULL or a live game not used by another call at the same time; `name`
/// must be NULL or a NUL-terminated string; `removed` must be NULL or valid for writing
/// one `bool`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_headers_remove(
    game: *mut arimaa_game,
    name: *const c_char,
    removed: *mut bool,
) -> arimaa_status {
    boundary("arimaa_game_headers_remove", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (game, name, removed) = unsafe {
            (
                arg_mut(game, "game")?,
                arg_str(name, "name")?,
                Out::new(removed, "removed")?,
            )
        };
        removed.write(game.inner.headers_mut().remove(name).is_some());
        Ok(())
    })
}

/// Frees a game. NULL is a no-op.
///
/// # Safety
/// `game` must be NULL or a game from this library not yet freed; it must not be used
/// afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_game_free(game: *mut arimaa_game) {
    // SAFETY: `game` is NULL or an unfreed game (caller's contract).
    boundary_value("arimaa_game_free", (), || unsafe { free_box(game) })
}

#[cfg(test)]
mod tests {
    use super::*;

    use arimaa_game_options::*;

    #[test]
    fn option_flags_map_to_game_options() {
        let o = options(ARIMAA_GAME_HANDICAP as u32 | ARIMAA_GAME_LENIENT as u32).unwrap();
        assert!(o.handicap && o.lenient && !o.free_setup);
        assert!(options(ARIMAA_GAME_FREE_SETUP as u32).unwrap().free_setup);
        assert_eq!(
            options(ARIMAA_GAME_STRICT as u32).unwrap(),
            GameOptions::default()
        );
    }

    #[test]
    fn unknown_option_bits_are_an_invalid_argument() {
        let e = options(8).unwrap_err();
        assert_eq!(e.status(), arimaa_status::ARIMAA_STATUS_INVALID_ARGUMENT);
    }
}
