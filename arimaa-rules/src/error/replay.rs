//! [`ReplayError`] (a record's turn refused) and [`FromRecordError`] (a text that is not
//! one replayable game).

use alloc::boxed::Box;
use alloc::string::String;
use core::fmt;

use super::{PlayError, RecordError, Refusal};
use crate::{Game, Rule};

/// A record whose replay stopped at an illegal turn.
#[derive(Debug, Clone)]
pub struct ReplayError {
    /// The label of the turn in our notation (`g`/`s`), e.g. `15g` for a record's `15w`.
    pub label: String,
    /// The input line (1-based).
    pub line: u32,
    /// The column (1-based) of the turn's label.
    pub column: u32,
    /// Why the turn was refused.
    pub kind: ReplayErrorKind,
    /// The game as it stood before the refused turn.
    pub game: Box<Game>,
}

/// Why a turn of a record was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ReplayErrorKind {
    /// The setup or move is not notation or breaks a rule.
    Play(PlayError),
    /// The label is not the turn that comes next.
    LabelOutOfOrder {
        /// The label expected next (our notation).
        expected: String,
    },
    /// A takeback with nothing to take back.
    NothingToTakeBack,
}

impl Refusal for ReplayErrorKind {
    /// The rule broken ([`Rule`]): that of the play error, [`Rule::LabelOutOfOrder`] or
    /// [`Rule::NothingToTakeBack`].
    fn rule(&self) -> Rule {
        match self {
            ReplayErrorKind::Play(e) => e.rule(),
            ReplayErrorKind::LabelOutOfOrder { .. } => Rule::LabelOutOfOrder,
            ReplayErrorKind::NothingToTakeBack => Rule::NothingToTakeBack,
        }
    }
}

impl fmt::Display for ReplayErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayErrorKind::Play(e) => e.fmt(f),
            ReplayErrorKind::LabelOutOfOrder { expected } => {
                write!(f, "{}: expected the turn {} here", self.rule(), expected)
            }
            ReplayErrorKind::NothingToTakeBack => {
                write!(f, "{}: no turn to take back", self.rule())
            }
        }
    }
}

impl Refusal for ReplayError {
    /// The rule broken: that of the field `kind` (a [`ReplayErrorKind`], which says why).
    fn rule(&self) -> Rule {
        self.kind.rule()
    }
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} (line {}, column {}): {}",
            self.label, self.line, self.column, self.kind
        )
    }
}

impl core::error::Error for ReplayError {}

/// Why [`Game::from_record`] failed.
#[derive(Debug, Clone)]
pub enum FromRecordError {
    /// The text is not a record.
    Record(RecordError),
    /// The text holds this many games instead of one.
    GameCount(usize),
    /// A turn of the record was refused.
    Replay(alloc::boxed::Box<ReplayError>),
}

impl Refusal for FromRecordError {
    /// The rule broken: that of the record or replay error, or [`Rule::NotOneGame`].
    fn rule(&self) -> Rule {
        match self {
            FromRecordError::Record(e) => e.rule(),
            FromRecordError::GameCount(_) => Rule::NotOneGame,
            FromRecordError::Replay(e) => e.rule(),
        }
    }
}

impl fmt::Display for FromRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FromRecordError::Record(e) => e.fmt(f),
            FromRecordError::GameCount(n) => write!(f, "expected one game record, found {}", n),
            FromRecordError::Replay(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for FromRecordError {}
