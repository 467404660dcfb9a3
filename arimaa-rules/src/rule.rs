//! The rules an error can name: one stable code and one stable short name per rule, shared
//! by every error type ([`StepError`](crate::StepError), [`MoveError`](crate::MoveError),
//! [`SetupError`](crate::SetupError), [`PositionError`](crate::PositionError),
//! [`PlayError`](crate::PlayError)), so that programs (and the C API's
//! `arimaa_last_error_rule`) branch on a value, never on message text.

use core::fmt;

/// Declares `Rule` with its stable codes and names from one list.
macro_rules! rules {
    ($( $(#[$doc:meta])* $v:ident = $code:literal, $name:literal; )+) => {
        /// A rule of the game (or of the notation) that an error reports as broken.
        ///
        /// Each has a stable code (never reused; new rules are added at the end) and a stable
        /// short name, the `rule()` of the error types.
        ///
        /// ```
        /// use arimaa_rules::{Position, Rule, Step};
        /// let mut p = Position::standard();
        /// let err = p.play_step(&"Ra1n".parse::<Step>().unwrap()).unwrap_err();
        /// assert_eq!(err.kind(), Rule::Occupied);
        /// assert_eq!((Rule::Occupied.code(), Rule::Occupied.name()), (5, "occupied"));
        /// assert_eq!(Rule::from_code(5), Some(Rule::Occupied));
        /// ```
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
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
    /// An enemy piece moved with nothing to push or pull it.
    NoPusher = 12, "no_pusher";
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
    /// More pieces of a kind placed than the full set has.
    TooMany = 23, "too_many";
    /// Fewer pieces of a kind placed than the full set has.
    Missing = 24, "missing";
    /// A setup with no placement.
    EmptySetup = 25, "empty_setup";
    /// More than 16 placements.
    TooManyPlacements = 26, "too_many_placements";
    /// A piece on a trap with no friendly neighbour.
    UnguardedTrap = 27, "unguarded_trap";
    /// More pieces of a kind on a board than the full set has.
    TooManyPieces = 28, "too_many_pieces";
}

impl fmt::Display for Rule {
    /// Writes the short name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
