//! [`SelfPlayError`]: why a batched self-play call was refused.

use core::fmt;

use super::Refusal;
use crate::Rule;

/// Why a [`SelfPlay`](crate::encoding::SelfPlay) call was refused (nothing was changed).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SelfPlayError {
    /// A buffer (or the action array) does not have the length the game count demands.
    BufferSize {
        /// Which buffer: `"planes"`, `"masks"`, `"to_move"`, `"rewards"`, `"terminated"`,
        /// `"truncated"`, `"termination"`, `"final_planes"` or `"actions"`.
        buffer: &'static str,
        /// The length needed.
        expected: usize,
        /// The length given.
        got: usize,
    },
    /// The action of game `game` is not in its legal-action mask (or not below
    /// [`ACTIONS`](crate::encoding::ACTIONS)).
    IllegalAction {
        /// The game's index.
        game: usize,
        /// The action given (side to move's view).
        action: u32,
    },
    /// A game index beyond the game count.
    NoSuchGame {
        /// The index given.
        game: usize,
    },
}

impl Refusal for SelfPlayError {
    /// The rule broken ([`Rule`]): [`Rule::BufferSize`], [`Rule::IllegalAction`] or
    /// [`Rule::NoSuchGame`].
    fn rule(&self) -> Rule {
        match self {
            SelfPlayError::BufferSize { .. } => Rule::BufferSize,
            SelfPlayError::IllegalAction { .. } => Rule::IllegalAction,
            SelfPlayError::NoSuchGame { .. } => Rule::NoSuchGame,
        }
    }
}

impl fmt::Display for SelfPlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SelfPlayError::BufferSize {
                buffer,
                expected,
                got,
            } => write!(f, "buffer {buffer} has length {got}, expected {expected}"),
            SelfPlayError::IllegalAction { game, action } => write!(
                f,
                "action {action} of game {game} is not in its legal-action mask"
            ),
            SelfPlayError::NoSuchGame { game } => write!(f, "there is no game {game}"),
        }
    }
}

impl core::error::Error for SelfPlayError {}
