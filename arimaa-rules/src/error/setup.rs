//! [`SetupError`]: why a setup is illegal.

use core::fmt;

use super::Refusal;
use crate::{Piece, PieceKind, Rule, Square};

/// Why a setup (the initial placement of a side's pieces) is illegal (official rules,
/// "Setup": gold on ranks 1–2, then silver on ranks 7–8).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SetupError {
    /// The game is not in its setup phase.
    NotSetupPhase,
    /// A placement puts a piece of the other side.
    WrongColor {
        /// The piece placed.
        piece: Piece,
        /// Its square.
        square: Square,
    },
    /// A placement is outside the side's two home ranks.
    OutsideHomeRanks {
        /// The piece placed.
        piece: Piece,
        /// Its square.
        square: Square,
    },
    /// Two placements use the same square.
    SquareTaken {
        /// The square.
        square: Square,
    },
    /// More pieces of a kind than the full set has.
    TooManyOfKind {
        /// The kind.
        kind: PieceKind,
        /// How many were placed.
        count: u32,
        /// The most allowed.
        max: u32,
    },
    /// Fewer pieces of a kind than the full set (handicap setups must be allowed explicitly).
    Missing {
        /// The kind.
        kind: PieceKind,
        /// How many were placed.
        count: u32,
        /// How many the full set has.
        expected: u32,
    },
    /// A setup places at least one piece, even in handicap games.
    Empty,
    /// More placements than a full set (16) can have.
    TooManyPlacements {
        /// How many were given.
        count: u32,
    },
    /// A free setup leaves a piece on a trap with no friendly neighbour (it could not stay
    /// there).
    UnguardedTrap {
        /// The piece placed.
        piece: Piece,
        /// The trap square.
        square: Square,
    },
}

impl Refusal for SetupError {
    /// The rule broken ([`Rule`]); its names: `not_setup_phase`, `wrong_color`, `outside_home_ranks`,
    /// `square_taken`, `setup_too_many_of_kind`, `missing`, `empty_setup`, `too_many_placements`,
    /// `unguarded_trap`.
    fn rule(&self) -> Rule {
        match self {
            SetupError::NotSetupPhase => Rule::NotSetupPhase,
            SetupError::WrongColor { .. } => Rule::WrongColor,
            SetupError::OutsideHomeRanks { .. } => Rule::OutsideHomeRanks,
            SetupError::SquareTaken { .. } => Rule::SquareTaken,
            SetupError::TooManyOfKind { .. } => Rule::SetupTooManyOfKind,
            SetupError::Missing { .. } => Rule::Missing,
            SetupError::Empty => Rule::EmptySetup,
            SetupError::TooManyPlacements { .. } => Rule::TooManyPlacements,
            SetupError::UnguardedTrap { .. } => Rule::UnguardedTrap,
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.rule())?;
        match self {
            SetupError::NotSetupPhase => f.write_str("the setup phase is over"),
            SetupError::WrongColor { piece, square } => {
                write!(
                    f,
                    "{} on {} belongs to the other side",
                    piece.describe(),
                    square
                )
            }
            SetupError::OutsideHomeRanks { piece, square } => write!(
                f,
                "{} on {} is outside {}'s home ranks ({})",
                piece.describe(),
                square,
                piece.color,
                if piece.color == crate::Color::Gold {
                    "1-2"
                } else {
                    "7-8"
                }
            ),
            SetupError::SquareTaken { square } => write!(f, "{} is already taken", square),
            SetupError::TooManyOfKind { kind, count, max } => {
                write!(f, "{} {}s placed, at most {} allowed", count, kind, max)
            }
            SetupError::Missing {
                kind,
                count,
                expected,
            } => write!(
                f,
                "{} {}s placed, the full set has {} (fewer pieces need a handicap game)",
                count, kind, expected
            ),
            SetupError::Empty => f.write_str("a setup places at least one piece"),
            SetupError::TooManyPlacements { count } => {
                write!(f, "{count} placements, a full set has 16")
            }
            SetupError::UnguardedTrap { piece, square } => write!(
                f,
                "{} on trap {} has no friendly neighbour and would be captured",
                piece.describe(),
                square
            ),
        }
    }
}

impl core::error::Error for SetupError {}
