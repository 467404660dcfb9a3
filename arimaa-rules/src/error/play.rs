//! [`PlayError`]: text played as a turn: not notation, an illegal move or an illegal setup.

use core::fmt;

use super::{MoveError, NotationError, SetupError};
use crate::Rule;

/// Anything that can go wrong when text is played: the text is not notation, the move is
/// illegal, or the setup is illegal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayError {
    /// The text does not follow the notation.
    Notation(NotationError),
    /// The move breaks a rule.
    Move(MoveError),
    /// The setup breaks a rule.
    Setup(SetupError),
}

impl PlayError {
    /// The rule broken: that of the notation, move or setup error
    /// ([`Rule::Notation`] for text that is not notation).
    pub const fn kind(&self) -> Rule {
        match self {
            PlayError::Notation(e) => e.kind(),
            PlayError::Move(e) => e.kind(),
            PlayError::Setup(e) => e.kind(),
        }
    }

    /// The short, stable name of [`Self::kind`].
    pub const fn rule(&self) -> &'static str {
        self.kind().name()
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Notation(e) => write!(f, "notation: {}", e),
            PlayError::Move(e) => e.fmt(f),
            PlayError::Setup(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for PlayError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            PlayError::Notation(e) => Some(e),
            PlayError::Move(e) => Some(e),
            PlayError::Setup(e) => Some(e),
        }
    }
}

impl From<NotationError> for PlayError {
    fn from(e: NotationError) -> PlayError {
        PlayError::Notation(e)
    }
}

impl From<MoveError> for PlayError {
    fn from(e: MoveError) -> PlayError {
        PlayError::Move(e)
    }
}

impl From<SetupError> for PlayError {
    fn from(e: SetupError) -> PlayError {
        PlayError::Setup(e)
    }
}
