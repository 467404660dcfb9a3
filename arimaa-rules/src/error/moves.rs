//! [`MoveError`]: why a whole move is illegal.

use core::fmt;

use super::{Refusal, StepError};
use crate::{Capture, Piece, Rule, Square, Step};

/// Why a whole move (1–4 steps, ending the turn) is illegal.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveError {
    /// Step number `index` (0-based) of the move, `step`, is illegal.
    Step {
        /// Which step of the move (0-based, counting the steps of the move so far).
        index: usize,
        /// The refused step itself (`Ed2n`).
        step: Step,
        /// Why.
        error: StepError,
    },
    /// A move must have at least one step.
    Empty,
    /// The move ends with a push that was not completed.
    PushIncomplete {
        /// The pushed enemy piece.
        pushed: Piece,
        /// The square it was pushed from.
        vacated: Square,
    },
    /// The move leaves the board as it was (a move may not pass the whole turn).
    NoChange,
    /// The move would make the same board with the same side to move occur for the third
    /// time (official rules, "Special Situations").
    ThirdRepetition,
    /// A capture token in the notation contradicts the board.
    CaptureMismatch {
        /// The step (0-based) the token follows.
        index: usize,
        /// The capture the token claims.
        claimed: Capture,
        /// What the step actually captured, if anything.
        actual: Option<Capture>,
    },
    /// The game is over; no more moves can be played.
    GameOver,
    /// The game is in its setup phase: a setup is expected, not a move.
    SetupExpected,
}

impl Refusal for MoveError {
    /// The rule broken ([`Rule`]); its names: the step's rule for [`MoveError::Step`], otherwise
    /// `empty_move`, `push_incomplete`, `no_change`, `third_repetition`,
    /// `capture_mismatch`, `game_over`, `setup_expected`.
    fn rule(&self) -> Rule {
        match self {
            MoveError::Step { error, .. } => error.rule(),
            MoveError::Empty => Rule::EmptyMove,
            MoveError::PushIncomplete { .. } => Rule::PushIncomplete,
            MoveError::NoChange => Rule::NoChange,
            MoveError::ThirdRepetition => Rule::ThirdRepetition,
            MoveError::CaptureMismatch { .. } => Rule::CaptureMismatch,
            MoveError::GameOver => Rule::GameOver,
            MoveError::SetupExpected => Rule::SetupExpected,
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Step { index, step, error } => {
                write!(f, "step {} ({}): {}", index + 1, step, error)
            }
            MoveError::Empty => write!(f, "{}: a move needs at least one step", self.rule()),
            MoveError::PushIncomplete { pushed, vacated } => write!(
                f,
                "{}: the {} was pushed from {} but no stronger piece stepped into {}",
                self.rule(),
                pushed.describe(),
                vacated,
                vacated
            ),
            MoveError::NoChange => {
                write!(f, "{}: the move leaves the board unchanged", self.rule())
            }
            MoveError::ThirdRepetition => write!(
                f,
                "{}: the move makes the same position, same side to move, occur for the third time",
                self.rule()
            ),
            MoveError::CaptureMismatch {
                index,
                claimed,
                actual,
            } => {
                write!(
                    f,
                    "{}: step {} is followed by {} but ",
                    self.rule(),
                    index + 1,
                    claimed
                )?;
                match actual {
                    Some(c) => write!(f, "it captured {}", c),
                    None => f.write_str("it captured nothing"),
                }
            }
            MoveError::GameOver => write!(f, "{}: the game is over", self.rule()),
            MoveError::SetupExpected => write!(
                f,
                "{}: the game is in its setup phase; place the pieces first",
                self.rule()
            ),
        }
    }
}

impl core::error::Error for MoveError {}
