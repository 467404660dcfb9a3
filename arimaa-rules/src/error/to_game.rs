//! [`ToGameError`]: a turn refused while an action game is rebuilt as a game.

use super::{MoveError, Refusal, SetupError};
use crate::Rule;

/// A turn that [`Game`](crate::Game) refused while rebuilding an
/// [`ActionGame`](crate::encoding::ActionGame) (a bug if it happens).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ToGameError {
    /// A setup refused.
    Setup(SetupError),
    /// A move refused.
    Move(MoveError),
}

impl Refusal for ToGameError {
    /// The rule broken: that of the setup or move error.
    fn rule(&self) -> Rule {
        match self {
            ToGameError::Setup(e) => e.rule(),
            ToGameError::Move(e) => e.rule(),
        }
    }
}

impl core::fmt::Display for ToGameError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ToGameError::Setup(e) => write!(f, "setup refused: {e}"),
            ToGameError::Move(e) => write!(f, "move refused: {e}"),
        }
    }
}

impl core::error::Error for ToGameError {}
