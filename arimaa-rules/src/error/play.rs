//! [`PlayError`]: text played as a turn: not notation, an illegal move or an illegal setup.

use core::fmt;

use super::{MoveError, NotationError, Refusal, SetupError};
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

impl Refusal for PlayError {
    /// The rule broken: that of the notation, move or setup error
    /// ([`Rule::Notation`] for text that is not notation).
    fn rule(&self) -> Rule {
        match self {
            PlayError::Notation(e) => e.rule(),
            PlayError::Move(e) => e.rule(),
            PlayError::Setup(e) => e.rule(),
        }
    }
}

impl fmt::Display for PlayError {
    /// The inner error's message (a notation error's after the rule's name, `notation: `,
    /// which a [`NotationError`] does not write itself).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Notation(e) => write!(f, "{}: {}", self.rule(), e),
            PlayError::Move(e) => e.fmt(f),
            PlayError::Setup(e) => e.fmt(f),
        }
    }
}

/// No [`source`](core::error::Error::source): the message already is the inner error's
/// (Rust API guidelines, C-GOOD-ERR: an error prints its source or returns it, not both,
/// or a reporter that walks the chain prints it twice).
impl core::error::Error for PlayError {}

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
