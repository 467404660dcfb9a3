//! The rule a failed call reports as broken, as a stable code C can branch on
//! (`arimaa_last_error_code`), so that no C caller matches message text.
//!
//! The codes are those of the core's [`Rule`] (`arimaa_rules::Rule::code`); the names
//! are the core's short names (`arimaa_rule_name`).

use core::ffi::{CStr, c_char, c_int};

use arimaa_rules::Rule;

use crate::ffi::boundary_value;

/// A rule that a call found broken: of the game, of the notation (1–28), or of the
/// library's other inputs (29 and up: action ids, records, self-play buffers, a picture's
/// last move). The values are the stable codes of arimaa-rules (`Rule::code`), the same
/// every binding reports for the same refusal; new rules are only ever added at the end.
/// `ARIMAA_RULE_NONE` (0): the last failure was one of the C boundary itself (a NULL or
/// non-UTF-8 argument, an index or argument value out of range, a small buffer, a
/// panic), or no call has failed yet.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum arimaa_rule {
    /// No rule: a failure of the C boundary itself, or no failure yet.
    ARIMAA_RULE_NONE = 0,
    /// `notation`: text that does not follow the notation.
    ARIMAA_RULE_NOTATION = 1,
    /// `too_many_steps`: a fifth step in a move.
    ARIMAA_RULE_TOO_MANY_STEPS = 2,
    /// `no_piece`: a step from an empty square.
    ARIMAA_RULE_NO_PIECE = 3,
    /// `wrong_piece`: a step names another piece than the one on its square.
    ARIMAA_RULE_WRONG_PIECE = 4,
    /// `occupied`: the destination square is occupied.
    ARIMAA_RULE_OCCUPIED = 5,
    /// `off_board`: a step that would leave the board.
    ARIMAA_RULE_OFF_BOARD = 6,
    /// `frozen`: the piece is frozen.
    ARIMAA_RULE_FROZEN = 7,
    /// `rabbit_backward`: a rabbit stepping backwards.
    ARIMAA_RULE_RABBIT_BACKWARD = 8,
    /// `push_incomplete`: a push not completed by the next step (or by the end of the move).
    ARIMAA_RULE_PUSH_INCOMPLETE = 9,
    /// `push_too_weak`: the piece completing a push is not stronger than the pushed one.
    ARIMAA_RULE_PUSH_TOO_WEAK = 10,
    /// `push_on_last_step`: a push started on the last step of a move.
    ARIMAA_RULE_PUSH_ON_LAST_STEP = 11,
    /// `no_push_or_pull`: an enemy piece moved that is neither pushed (no stronger unfrozen
    /// friendly piece next to it) nor pulled (no stronger friendly piece just stepped away
    /// from its destination).
    ARIMAA_RULE_NO_PUSH_OR_PULL = 12,
    /// `empty_move`: a move with no step.
    ARIMAA_RULE_EMPTY_MOVE = 13,
    /// `no_change`: a move that leaves the board unchanged.
    ARIMAA_RULE_NO_CHANGE = 14,
    /// `third_repetition`: a move making a position occur for the third time.
    ARIMAA_RULE_THIRD_REPETITION = 15,
    /// `capture_mismatch`: a capture token that contradicts the board.
    ARIMAA_RULE_CAPTURE_MISMATCH = 16,
    /// `game_over`: a turn after the end of the game.
    ARIMAA_RULE_GAME_OVER = 17,
    /// `setup_expected`: a move during the setup phase.
    ARIMAA_RULE_SETUP_EXPECTED = 18,
    /// `not_setup_phase`: a setup after the setup phase.
    ARIMAA_RULE_NOT_SETUP_PHASE = 19,
    /// `wrong_color`: a placement of the other side's piece.
    ARIMAA_RULE_WRONG_COLOR = 20,
    /// `outside_home_ranks`: a placement outside the side's home ranks.
    ARIMAA_RULE_OUTSIDE_HOME_RANKS = 21,
    /// `square_taken`: two placements on one square.
    ARIMAA_RULE_SQUARE_TAKEN = 22,
    /// `setup_too_many_of_kind`: a setup placing more pieces of a kind than the full set has.
    ARIMAA_RULE_SETUP_TOO_MANY_OF_KIND = 23,
    /// `missing`: fewer pieces of a kind placed than the full set has.
    ARIMAA_RULE_MISSING = 24,
    /// `empty_setup`: a setup with no placement.
    ARIMAA_RULE_EMPTY_SETUP = 25,
    /// `too_many_placements`: more than 16 placements.
    ARIMAA_RULE_TOO_MANY_PLACEMENTS = 26,
    /// `unguarded_trap`: a piece on a trap with no friendly neighbour.
    ARIMAA_RULE_UNGUARDED_TRAP = 27,
    /// `board_too_many_of_kind`: a board holding more pieces of a kind (of one side) than the
    /// full set has.
    ARIMAA_RULE_BOARD_TOO_MANY_OF_KIND = 28,
    /// `action_out_of_range`: an action id (machine-learning encoding) outside the action
    /// space.
    ARIMAA_RULE_ACTION_OUT_OF_RANGE = 29,
    /// `not_a_step`: the end-of-move action where a step action is expected.
    ARIMAA_RULE_NOT_A_STEP = 30,
    /// `dead_end`: a legal step after which the move cannot be finished (every completion
    /// leaves the board unchanged or repeats a position a third time): the legal-action mask
    /// excludes it.
    ARIMAA_RULE_DEAD_END = 31,
    /// `setup_square`: a setup action that names no free home square of the side setting up.
    ARIMAA_RULE_SETUP_SQUARE = 32,
    /// `label_out_of_order`: a record's turn label that is not the turn that comes next.
    ARIMAA_RULE_LABEL_OUT_OF_ORDER = 33,
    /// `nothing_to_take_back`: a record's takeback with no turn to take back.
    ARIMAA_RULE_NOTHING_TO_TAKE_BACK = 34,
    /// `not_one_game`: a text that should hold one game record holds none or several.
    ARIMAA_RULE_NOT_ONE_GAME = 35,
    /// `read_failed`: a record that could not be read from its source (an I/O error).
    ARIMAA_RULE_READ_FAILED = 36,
    /// `invalid_utf8`: a record that is not UTF-8 text.
    ARIMAA_RULE_INVALID_UTF8 = 37,
    /// `line_too_long`: a record line longer than the reader's limit.
    ARIMAA_RULE_LINE_TOO_LONG = 38,
    /// `too_many_turns`: a record with more turns than the reader's limit.
    ARIMAA_RULE_TOO_MANY_TURNS = 39,
    /// `field_count`: an archive line whose field count differs from the header line's.
    ARIMAA_RULE_FIELD_COUNT = 40,
    /// `missing_header`: an archive file that does not start with its header line of field
    /// names.
    ARIMAA_RULE_MISSING_HEADER = 41,
    /// `not_a_record`: a text that is neither a per-game record nor an archive.
    ARIMAA_RULE_NOT_A_RECORD = 42,
    /// `last_move_mismatch`: a last move (for a picture) that does not fit the board shown: a
    /// step that does not end on it, a capture on a trap that is taken, or a different
    /// resulting board.
    ARIMAA_RULE_LAST_MOVE_MISMATCH = 43,
    /// `buffer_size`: a self-play buffer (or action array) of the wrong length.
    ARIMAA_RULE_BUFFER_SIZE = 44,
    /// `illegal_action`: a self-play action that is not in its game's legal-action mask.
    ARIMAA_RULE_ILLEGAL_ACTION = 45,
    /// `no_such_game`: a self-play game index beyond the game count.
    ARIMAA_RULE_NO_SUCH_GAME = 46,
}

impl arimaa_rule {
    /// Every value, in code order (index = code).
    pub(crate) const ALL: [arimaa_rule; 47] = {
        use arimaa_rule::*;
        [
            ARIMAA_RULE_NONE,
            ARIMAA_RULE_NOTATION,
            ARIMAA_RULE_TOO_MANY_STEPS,
            ARIMAA_RULE_NO_PIECE,
            ARIMAA_RULE_WRONG_PIECE,
            ARIMAA_RULE_OCCUPIED,
            ARIMAA_RULE_OFF_BOARD,
            ARIMAA_RULE_FROZEN,
            ARIMAA_RULE_RABBIT_BACKWARD,
            ARIMAA_RULE_PUSH_INCOMPLETE,
            ARIMAA_RULE_PUSH_TOO_WEAK,
            ARIMAA_RULE_PUSH_ON_LAST_STEP,
            ARIMAA_RULE_NO_PUSH_OR_PULL,
            ARIMAA_RULE_EMPTY_MOVE,
            ARIMAA_RULE_NO_CHANGE,
            ARIMAA_RULE_THIRD_REPETITION,
            ARIMAA_RULE_CAPTURE_MISMATCH,
            ARIMAA_RULE_GAME_OVER,
            ARIMAA_RULE_SETUP_EXPECTED,
            ARIMAA_RULE_NOT_SETUP_PHASE,
            ARIMAA_RULE_WRONG_COLOR,
            ARIMAA_RULE_OUTSIDE_HOME_RANKS,
            ARIMAA_RULE_SQUARE_TAKEN,
            ARIMAA_RULE_SETUP_TOO_MANY_OF_KIND,
            ARIMAA_RULE_MISSING,
            ARIMAA_RULE_EMPTY_SETUP,
            ARIMAA_RULE_TOO_MANY_PLACEMENTS,
            ARIMAA_RULE_UNGUARDED_TRAP,
            ARIMAA_RULE_BOARD_TOO_MANY_OF_KIND,
            ARIMAA_RULE_ACTION_OUT_OF_RANGE,
            ARIMAA_RULE_NOT_A_STEP,
            ARIMAA_RULE_DEAD_END,
            ARIMAA_RULE_SETUP_SQUARE,
            ARIMAA_RULE_LABEL_OUT_OF_ORDER,
            ARIMAA_RULE_NOTHING_TO_TAKE_BACK,
            ARIMAA_RULE_NOT_ONE_GAME,
            ARIMAA_RULE_READ_FAILED,
            ARIMAA_RULE_INVALID_UTF8,
            ARIMAA_RULE_LINE_TOO_LONG,
            ARIMAA_RULE_TOO_MANY_TURNS,
            ARIMAA_RULE_FIELD_COUNT,
            ARIMAA_RULE_MISSING_HEADER,
            ARIMAA_RULE_NOT_A_RECORD,
            ARIMAA_RULE_LAST_MOVE_MISMATCH,
            ARIMAA_RULE_BUFFER_SIZE,
            ARIMAA_RULE_ILLEGAL_ACTION,
            ARIMAA_RULE_NO_SUCH_GAME,
        ]
    };

    /// The C value of a core rule (same code), or `ARIMAA_RULE_NONE`.
    pub(crate) fn from_rule(rule: Option<Rule>) -> arimaa_rule {
        rule.and_then(|r| usize::try_from(r.code()).ok())
            .and_then(|i| arimaa_rule::ALL.get(i).copied())
            .unwrap_or(arimaa_rule::ARIMAA_RULE_NONE)
    }
}

/// Room for a rule's name and its NUL (the longest name has 22 bytes).
const NAME_ROOM: usize = 32;

/// The core's rule names, NUL-terminated, in the order of `Rule::ALL`: built at compile
/// time from `Rule::name` (a `const fn`), so they are static data, the same for every
/// thread from the start (nothing initialised lazily, which a thread checker could not
/// follow across the library).
static NAMES: [[u8; NAME_ROOM]; Rule::ALL.len()] = {
    let mut table = [[0u8; NAME_ROOM]; Rule::ALL.len()];
    let mut i = 0;
    while i < Rule::ALL.len() {
        let name = Rule::ALL[i].name().as_bytes();
        assert!(name.len() < NAME_ROOM, "a rule name longer than NAME_ROOM");
        let mut j = 0;
        while j < name.len() {
            assert!(name[j] != 0, "a rule name holding a NUL byte");
            table[i][j] = name[j];
            j += 1;
        }
        i += 1;
    }
    table
};

/// The core's short name of `rule` as a static NUL-terminated string (`"frozen"`).
pub(crate) fn static_name(rule: Rule) -> &'static CStr {
    Rule::ALL
        .iter()
        .position(|x| *x == rule)
        .and_then(|i| CStr::from_bytes_until_nul(&NAMES[i]).ok())
        .unwrap_or(c"")
}

/// The core's short name of a rule as a static string, e.g. `"frozen"` for
/// `ARIMAA_RULE_FROZEN` (the name that starts the detail of the error message); `""` for
/// `ARIMAA_RULE_NONE` or a value that is not a rule.
///
/// Takes an `int` so that any value a C program passes is safe.
///
/// Ownership: the returned string is static; never free it.
///
/// # Safety
/// Always safe to call.
#[unsafe(no_mangle)]
pub extern "C" fn arimaa_rule_name(rule: c_int) -> *const c_char {
    boundary_value("arimaa_rule_name", c"".as_ptr(), || {
        u32::try_from(rule)
            .ok()
            .and_then(Rule::from_code)
            .map_or(c"", static_name)
            .as_ptr()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c_values_are_the_core_codes_and_names() {
        for (i, c) in arimaa_rule::ALL.iter().enumerate() {
            assert_eq!(*c as usize, i);
        }
        for &r in Rule::ALL {
            let c = arimaa_rule::from_rule(Some(r));
            assert_eq!(c as u32, r.code(), "{r:?}");
            let want = format!("ARIMAA_RULE_{}", r.name().to_ascii_uppercase());
            assert_eq!(format!("{c:?}"), want);
            // SAFETY: the name is a static NUL-terminated string.
            let name = unsafe { CStr::from_ptr(arimaa_rule_name(r.code() as c_int)) };
            assert_eq!(name.to_str().unwrap(), r.name());
        }
        assert_eq!(arimaa_rule::ALL.len(), Rule::ALL.len() + 1);
        // SAFETY: static NUL-terminated strings.
        let none = unsafe { CStr::from_ptr(arimaa_rule_name(0)) };
        assert_eq!(none.to_bytes(), b"");
        // SAFETY: as above.
        let bad = unsafe { CStr::from_ptr(arimaa_rule_name(-3)) };
        assert_eq!(bad.to_bytes(), b"");
    }
}
