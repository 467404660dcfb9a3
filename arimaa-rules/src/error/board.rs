//! [`BoardError`]: why a board cannot be a position of the game.

use core::fmt;

use super::Refusal;
use crate::{Piece, Rule, Square};

/// Why a board cannot be a position of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum BoardError {
    /// A side has more pieces of a kind than the full set.
    TooManyOfKind {
        /// The piece.
        piece: Piece,
        /// How many are on the board.
        count: u32,
        /// The most allowed.
        max: u32,
    },
    /// A piece stands on a trap with no friendly neighbour: it would have been captured.
    UnguardedTrap {
        /// The piece.
        piece: Piece,
        /// The trap square.
        square: Square,
    },
}

impl Refusal for BoardError {
    /// The rule broken ([`Rule`]); its names: `board_too_many_of_kind` or `unguarded_trap`.
    fn rule(&self) -> Rule {
        match self {
            BoardError::TooManyOfKind { .. } => Rule::BoardTooManyOfKind,
            BoardError::UnguardedTrap { .. } => Rule::UnguardedTrap,
        }
    }
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.rule())?;
        match self {
            BoardError::TooManyOfKind { piece, count, max } => write!(
                f,
                "{} {}s on the board, the full set has {}",
                count,
                piece.describe(),
                max
            ),
            BoardError::UnguardedTrap { piece, square } => write!(
                f,
                "{} on trap {} has no friendly neighbour and would have been captured",
                piece.describe(),
                square
            ),
        }
    }
}

impl core::error::Error for BoardError {}
