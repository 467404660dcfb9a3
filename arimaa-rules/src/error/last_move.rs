//! [`LastMoveError`]: why the last move of a picture could not be built.

use core::fmt;

use super::{BoardError, MoveError, Refusal};
use crate::{Rule, Step};

/// Why a [`LastMove`](crate::svg::LastMove) could not be built.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum LastMoveError {
    /// Undoing the move from the position shown: step `index` (0-based) names a piece that
    /// is not on its destination square, or its origin square is taken.
    NotThere {
        /// Which step (0-based).
        index: usize,
        /// The step (`Ed2n`).
        step: Step,
    },
    /// Undoing the move: the trap of capture token `index` is taken, so the token cannot
    /// be right (a captured piece leaves its trap empty).
    TrapTaken {
        /// Which step (0-based) the token follows.
        index: usize,
    },
    /// The board before the move, rebuilt by undoing it, is not a position
    /// ([`Position::new`](crate::Position::new)).
    Position(BoardError),
    /// The move is illegal from the position before it (the rules' reason).
    Move(MoveError),
    /// Replaying the move from the rebuilt position does not give the board shown (a
    /// capture token missing or wrong).
    DifferentBoard,
}

impl Refusal for LastMoveError {
    /// The rule broken ([`Rule`]): the board or move rule for [`LastMoveError::Position`]
    /// and [`LastMoveError::Move`], otherwise [`Rule::LastMoveMismatch`].
    fn rule(&self) -> Rule {
        match self {
            LastMoveError::NotThere { .. }
            | LastMoveError::TrapTaken { .. }
            | LastMoveError::DifferentBoard => Rule::LastMoveMismatch,
            LastMoveError::Position(e) => e.rule(),
            LastMoveError::Move(e) => e.rule(),
        }
    }
}

impl fmt::Display for LastMoveError {
    /// A sentence naming the step or rule.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LastMoveError::NotThere { index, step } => write!(
                f,
                "step {} ({step}) of the last move does not end on the board shown",
                index + 1
            ),
            LastMoveError::TrapTaken { index } => write!(
                f,
                "the capture after step {} of the last move names a trap that is taken",
                index + 1
            ),
            LastMoveError::Position(e) => write!(f, "the position before the last move: {e}"),
            LastMoveError::Move(e) => write!(f, "the last move: {e}"),
            LastMoveError::DifferentBoard => f.write_str(
                "the last move does not lead to the board shown (a capture token missing?)",
            ),
        }
    }
}

impl core::error::Error for LastMoveError {}
