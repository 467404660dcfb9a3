//! [`ReplayError`] (a record's turn refused) and [`FromRecordError`] (a text that is not
//! one replayable game).

use alloc::boxed::Box;
use alloc::string::String;
use core::fmt;

use super::{PlayError, RecordError};
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

impl ReplayErrorKind {
    /// The rule broken ([`Rule`]): that of the play error, [`Rule::LabelOutOfOrder`] or
    /// [`Rule::NothingToTakeBack`].
    pub const fn kind(&self) -> Rule {
        match self {
            ReplayErrorKind::Play(e) => e.kind(),
            ReplayErrorKind::LabelOutOfOrder { .. } => Rule::LabelOutOfOrder,
            ReplayErrorKind::NothingToTakeBack => Rule::NothingToTakeBack,
        }
    }

    /// The short, stable name of [`Self::kind`].
    pub const fn rule(&self) -> &'static str {
        self.kind().name()
    }
}

impl fmt::Display for ReplayErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayErrorKind::Play(e) => e.fmt(f),
            ReplayErrorKind::LabelOutOfOrder { expected } => {
                write!(f, "label_out_of_order: expected the turn {} here", expected)
            }
            ReplayErrorKind::NothingToTakeBack => {
                f.write_str("nothing_to_take_back: no turn to take back")
            }
        }
    }
}

impl ReplayError {
    /// The rule broken: that of the field `kind` ([`ReplayErrorKind::kind`]). (Like every
    /// error type here, the method `kind()` is the [`Rule`]; the field `kind` says why.)
    pub const fn kind(&self) -> Rule {
        self.kind.kind()
    }

    /// The short, stable name of [`Self::kind`].
    pub const fn rule(&self) -> &'static str {
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

impl FromRecordError {
    /// The rule broken: that of the record or replay error, or [`Rule::NotOneGame`].
    pub const fn kind(&self) -> Rule {
        match self {
            FromRecordError::Record(e) => e.kind(),
            FromRecordError::GameCount(_) => Rule::NotOneGame,
            FromRecordError::Replay(e) => e.kind.kind(),
        }
    }

    /// The short, stable name of [`Self::kind`].
    pub const fn rule(&self) -> &'static str {
        self.kind().name()
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
