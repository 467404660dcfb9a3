//! The rules an error can name: one stable code and one stable short name per rule, shared
//! by every error type of [`crate::error`] (each gives its rule by
//! [`Refusal::rule`](crate::Refusal::rule)), so that programs
//! (and the bindings: C's `arimaa_last_error_rule`, Python's `.rule` and `.code`) branch on
//! a value, never on message text. Rules 1–28 are those of the game and its notation;
//! 29 and up are refusals of the library's other inputs (action ids, records, self-play
//! buffers, a picture's last move).

use core::fmt;

/// Declares `Rule` with its stable codes and names from one list.
macro_rules! rules {
    ($( $(#[$doc:meta])* $v:ident = $code:literal, $name:literal; )+) => {
        /// A rule of the game (or of the notation) that an error reports as broken.
        ///
        /// Each has a stable code (never reused; new rules are added at the end, so the enum
        /// is `#[non_exhaustive]`) and a stable short name; every error type gives its rule
        /// by [`Refusal::rule`](crate::Refusal::rule).
        ///
        /// ```
        /// use arimaa_rules::{Position, Refusal, Rule, Step};
        /// let mut p = Position::standard();
        /// let err = p.play_step(&"Ra1n".parse::<Step>().unwrap()).unwrap_err();
        /// assert_eq!(err.rule(), Rule::Occupied);
        /// assert_eq!((Rule::Occupied.code(), Rule::Occupied.name()), (5, "occupied"));
        /// assert_eq!(Rule::from_code(5), Some(Rule::Occupied));
        /// ```
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[non_exhaustive]
        pub enum Rule {
            $( $(#[$doc])* $v = $code, )+
        }

        impl Rule {
            /// Every rule, in code order.
            pub const ALL: &'static [Rule] = &[$(Rule::$v),+];

            /// The stable code (1 and up; 0 is "no rule" in the C API).
            pub const fn code(self) -> u32 {
                self as u32
            }

            /// The rule with code `code`, if any.
            pub const fn from_code(code: u32) -> Option<Rule> {
                match code {
                    $( $code => Some(Rule::$v), )+
                    _ => None,
                }
            }

            /// The stable short name, e.g. `"frozen"`.
            pub const fn name(self) -> &'static str {
                match self {
                    $( Rule::$v => $name, )+
                }
            }
        }
    };
}

rules! {
    /// Text that does not follow the notation.
    Notation = 1, "notation";
    /// A fifth step in a move.
    TooManySteps = 2, "too_many_steps";
    /// A step from an empty square.
    NoPiece = 3, "no_piece";
    /// A step names another piece than the one on its square.
    WrongPiece = 4, "wrong_piece";
    /// The destination square is occupied.
    Occupied = 5, "occupied";
    /// A step that would leave the board.
    OffBoard = 6, "off_board";
    /// The piece is frozen.
    Frozen = 7, "frozen";
    /// A rabbit stepping backwards.
    RabbitBackward = 8, "rabbit_backward";
    /// A push not completed by the next step (or by the end of the move).
    PushIncomplete = 9, "push_incomplete";
    /// The piece completing a push is not stronger than the pushed one.
    PushTooWeak = 10, "push_too_weak";
    /// A push started on the last step of a move.
    PushOnLastStep = 11, "push_on_last_step";
    /// An enemy piece moved that is neither pushed (no stronger unfrozen friendly piece
    /// next to it) nor pulled (no stronger friendly piece just stepped away from its
    /// destination).
    NoPushOrPull = 12, "no_push_or_pull";
    /// A move with no step.
    EmptyMove = 13, "empty_move";
    /// A move that leaves the board unchanged.
    NoChange = 14, "no_change";
    /// A move making a position occur for the third time.
    ThirdRepetition = 15, "third_repetition";
    /// A capture token that contradicts the board.
    CaptureMismatch = 16, "capture_mismatch";
    /// A turn after the end of the game.
    GameOver = 17, "game_over";
    /// A move during the setup phase.
    SetupExpected = 18, "setup_expected";
    /// A setup after the setup phase.
    NotSetupPhase = 19, "not_setup_phase";
    /// A placement of the other side's piece.
    WrongColor = 20, "wrong_color";
    /// A placement outside the side's home ranks.
    OutsideHomeRanks = 21, "outside_home_ranks";
    /// Two placements on one square.
    SquareTaken = 22, "square_taken";
    /// A setup placing more pieces of a kind than the full set has.
    SetupTooManyOfKind = 23, "setup_too_many_of_kind";
    /// Fewer pieces of a kind placed than the full set has.
    Missing = 24, "missing";
    /// A setup with no placement.
    EmptySetup = 25, "empty_setup";
    /// More than 16 placements.
    TooManyPlacements = 26, "too_many_placements";
    /// A piece on a trap with no friendly neighbour.
    UnguardedTrap = 27, "unguarded_trap";
    /// A board holding more pieces of a kind (of one side) than the full set has.
    BoardTooManyOfKind = 28, "board_too_many_of_kind";
    /// An action id (machine-learning encoding) outside the action space.
    ActionOutOfRange = 29, "action_out_of_range";
    /// The end-of-move action where a step action is expected.
    NotAStep = 30, "not_a_step";
    /// A legal step after which the move cannot be finished (every completion leaves the
    /// board unchanged or repeats a position a third time): the legal-action mask excludes it.
    DeadEnd = 31, "dead_end";
    /// A setup action that names no free home square of the side setting up.
    SetupSquare = 32, "setup_square";
    /// A record's turn label that is not the turn that comes next.
    LabelOutOfOrder = 33, "label_out_of_order";
    /// A takeback with nothing to take back (a record's takeback, or a binding's takeback
    /// of a turn or of a step, at the start).
    NothingToTakeBack = 34, "nothing_to_take_back";
    /// A text that should hold one game record holds none or several.
    NotOneGame = 35, "not_one_game";
    /// A record that could not be read from its source (an I/O error).
    ReadFailed = 36, "read_failed";
    /// A record that is not UTF-8 text.
    InvalidUtf8 = 37, "invalid_utf8";
    /// A record line longer than the reader's limit.
    LineTooLong = 38, "line_too_long";
    /// A record with more turns than the reader's limit.
    TooManyTurns = 39, "too_many_turns";
    /// An archive line whose field count differs from the header line's.
    FieldCount = 40, "field_count";
    /// An archive file that does not start with its header line of field names.
    MissingHeader = 41, "missing_header";
    /// A text that is neither a per-game record nor an archive.
    NotARecord = 42, "not_a_record";
    /// A last move (for a picture) that does not fit the board shown: a step that does
    /// not end on it, a capture on a trap that is taken, or a different resulting board.
    LastMoveMismatch = 43, "last_move_mismatch";
    /// A self-play buffer (or action array) of the wrong length.
    BufferSize = 44, "buffer_size";
    /// A self-play action that is not in its game's legal-action mask.
    IllegalAction = 45, "illegal_action";
    /// A self-play game index beyond the game count.
    NoSuchGame = 46, "no_such_game";
}

impl fmt::Display for Rule {
    /// Writes the short name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::Rule;
    use alloc::format;

    #[test]
    fn a_rule_displays_as_its_stable_name() {
        // The names are the published codes' names (`docs/guide/rules-decisions.md`, the
        // C header's `arimaa_rule_name`): a frozen piece, a push onto a last step.
        assert_eq!(format!("{}", Rule::Frozen), "frozen");
        assert_eq!(format!("{}", Rule::PushOnLastStep), "push_on_last_step");
    }
}
