//! [`RecordError`]: a game record that could not be read, with its place (line, column).

use alloc::string::String;
use core::fmt;

use super::{NotationError, Refusal};
use crate::Rule;
use crate::notation::record::{MAX_LINE_BYTES, MAX_TURNS};

/// Why a record could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum RecordErrorKind {
    /// The text does not follow the record format.
    Notation(NotationError),
    /// Reading failed.
    Io(String),
    /// The input is not UTF-8.
    InvalidUtf8,
    /// A line is longer than [`MAX_LINE_BYTES`].
    LineTooLong,
    /// A record has more than [`MAX_TURNS`] turns.
    TooManyTurns,
    /// An archive line does not have as many fields as the header line.
    FieldCount {
        /// Fields in the header line.
        expected: usize,
        /// Fields in this line.
        found: usize,
    },
    /// An archive file must start with a header line naming its fields, including `movelist`.
    MissingHeader,
    /// The text has neither a `Name: value` header nor a turn line: it is not a game record.
    NotARecord,
}

/// A record that could not be read: where (line, column; 1-based) and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    /// The input line (1-based).
    pub line: u32,
    /// The column (1-based, bytes); 0 when the whole line is concerned.
    pub column: u32,
    /// What is wrong.
    pub kind: RecordErrorKind,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}", self.line)?;
        if self.column > 0 {
            write!(f, ", column {}", self.column)?;
        }
        f.write_str(": ")?;
        match &self.kind {
            RecordErrorKind::Notation(e) => {
                write!(f, "expected {}, found {:?}", e.expected, e.found)
            }
            RecordErrorKind::Io(e) => write!(f, "read error: {}", e),
            RecordErrorKind::InvalidUtf8 => f.write_str("the text is not valid UTF-8"),
            RecordErrorKind::LineTooLong => write!(f, "line longer than {} bytes", MAX_LINE_BYTES),
            RecordErrorKind::TooManyTurns => {
                write!(f, "more than {} turns in one record", MAX_TURNS)
            }
            RecordErrorKind::FieldCount { expected, found } => {
                write!(
                    f,
                    "{} tab-separated fields, the header has {}",
                    found, expected
                )
            }
            RecordErrorKind::MissingHeader => f.write_str(
                "an archive file starts with a header line of field names including movelist",
            ),
            RecordErrorKind::NotARecord => f.write_str(
                "not a game record: no `Name: value` header and no turn line such as `1g Ra1 ...`",
            ),
        }
    }
}

impl Refusal for RecordErrorKind {
    /// The rule broken ([`Rule`]): [`Rule::Notation`] (or the board's rule, see
    /// [`NotationError`]'s [`Refusal::rule`]) for text that does not follow the format, otherwise
    /// [`Rule::ReadFailed`], [`Rule::InvalidUtf8`], [`Rule::LineTooLong`],
    /// [`Rule::TooManyTurns`], [`Rule::FieldCount`], [`Rule::MissingHeader`] or
    /// [`Rule::NotARecord`].
    fn rule(&self) -> Rule {
        match self {
            RecordErrorKind::Notation(e) => e.rule(),
            RecordErrorKind::Io(_) => Rule::ReadFailed,
            RecordErrorKind::InvalidUtf8 => Rule::InvalidUtf8,
            RecordErrorKind::LineTooLong => Rule::LineTooLong,
            RecordErrorKind::TooManyTurns => Rule::TooManyTurns,
            RecordErrorKind::FieldCount { .. } => Rule::FieldCount,
            RecordErrorKind::MissingHeader => Rule::MissingHeader,
            RecordErrorKind::NotARecord => Rule::NotARecord,
        }
    }
}

impl Refusal for RecordError {
    /// The rule broken: that of the field `kind` (a [`RecordErrorKind`], which says why).
    ///
    /// ```
    /// use arimaa_rules::{Refusal, Rule};
    /// use arimaa_rules::notation::record::GameRecord;
    /// let err = "1g Ra1 Rb1\n1x Ra7".parse::<GameRecord>().unwrap_err();
    /// assert_eq!((err.rule(), err.line, err.column), (Rule::Notation, 2, 2));
    /// ```
    fn rule(&self) -> Rule {
        self.kind.rule()
    }
}

impl RecordError {
    /// A notation error at `line`, `column` (1-based).
    pub(crate) fn notation(line: u32, column: u32, e: NotationError) -> RecordError {
        RecordError {
            line,
            column,
            kind: RecordErrorKind::Notation(e),
        }
    }
}

impl core::error::Error for RecordError {}
