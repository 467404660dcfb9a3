//! [`ActionError`]: why an action id (machine-learning encoding) was refused.

use core::fmt;

use super::{MoveError, Refusal, StepError};
use crate::encoding::{ACTIONS, END_MOVE};
use crate::{Rule, Step};

/// Why an action was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ActionError {
    /// The id is not in `0..ACTIONS`.
    OutOfRange {
        /// The id given.
        action: usize,
    },
    /// [`END_MOVE`] where a step was expected (e.g. [`step_from_action`](crate::encoding::step_from_action)).
    NotAStep {
        /// The id given.
        action: usize,
    },
    /// The step the id names is illegal now (the step rule that refuses it).
    Step {
        /// The id given.
        action: usize,
        /// The rule the step breaks.
        error: StepError,
    },
    /// The step is legal, but no way to finish the move follows it (every completion
    /// leaves the board unchanged or, in an [`ActionGame`](crate::encoding::ActionGame), repeats a position a third
    /// time), so the mask excludes it.
    DeadEnd {
        /// The id given.
        action: usize,
        /// The step it names.
        step: Step,
    },
    /// [`END_MOVE`] while the move cannot end (the move rule that refuses it).
    End(MoveError),
    /// A setup action naming a square that is not a free home square of the side to set up.
    SetupSquare {
        /// The id given.
        action: usize,
    },
    /// The game is over.
    GameOver,
}

impl Refusal for ActionError {
    /// The rule broken ([`Rule`]): the step or move rule ([`Rule::Frozen`],
    /// [`Rule::NoChange`], [`Rule::ThirdRepetition`], …), otherwise
    /// [`Rule::ActionOutOfRange`], [`Rule::NotAStep`], [`Rule::DeadEnd`],
    /// [`Rule::SetupSquare`] or [`Rule::GameOver`].
    fn rule(&self) -> Rule {
        match self {
            ActionError::OutOfRange { .. } => Rule::ActionOutOfRange,
            ActionError::NotAStep { .. } => Rule::NotAStep,
            ActionError::Step { error, .. } => error.rule(),
            ActionError::DeadEnd { .. } => Rule::DeadEnd,
            ActionError::End(e) => e.rule(),
            ActionError::SetupSquare { .. } => Rule::SetupSquare,
            ActionError::GameOver => Rule::GameOver,
        }
    }
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::OutOfRange { action } => {
                write!(f, "action {action} is not in the action space 0..{ACTIONS}")
            }
            ActionError::NotAStep { action } => {
                write!(f, "action {action} ends the move; it is not a step")
            }
            ActionError::Step { action, error } => write!(f, "action {action}: {error}"),
            ActionError::DeadEnd { action, step } => write!(
                f,
                "action {action} ({step}) is legal but leaves no way to finish the move"
            ),
            ActionError::End(e) => write!(f, "action {END_MOVE} (end the move): {e}"),
            ActionError::SetupSquare { action } => write!(
                f,
                "setup action {action} does not name a free home square of the side to set up"
            ),
            ActionError::GameOver => f.write_str("the game is over"),
        }
    }
}

impl core::error::Error for ActionError {}
