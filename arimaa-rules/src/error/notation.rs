//! [`NotationError`]: text that does not follow the notation (or, from the position
//! parsers, a well-formed board that breaks a [`BoardError`] rule).

use alloc::string::String;
use core::fmt;

use super::{BoardError, Refusal};
use crate::Rule;

/// Text that does not follow the notation: where (line and column, both counted from 1)
/// and what was expected there.
///
/// ```
/// use arimaa_rules::Step;
/// let err = "Ed2q".parse::<Step>().unwrap_err();
/// assert_eq!(err.column, 4);
/// assert!(err.to_string().contains("direction"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotationError {
    /// The line of the input (1-based), when the input has lines.
    pub line: Option<u32>,
    /// The column (1-based, counted in bytes) where the problem starts.
    pub column: u32,
    /// What the parser expected there, e.g. `"a direction n, s, e or w"`.
    pub expected: &'static str,
    /// The text found there (shortened to 40 characters).
    pub found: String,
    /// When the text is well formed but describes a board that cannot occur in a game
    /// (a position parser's only semantic check), why: then [`Refusal::rule`] is that
    /// error's rule, not [`Rule::Notation`].
    pub board: Option<BoardError>,
}

impl NotationError {
    /// An error at byte `offset` (0-based) of a one-line input.
    pub fn new(offset: usize, expected: &'static str, found: &str) -> NotationError {
        let mut shown: String = found.chars().take(40).collect();
        if found.chars().count() > 40 {
            shown.push('…');
        }
        NotationError {
            line: None,
            column: offset as u32 + 1,
            expected,
            found: shown,
            board: None,
        }
    }

    /// The same error, moved `offset` bytes to the right (for a token inside a longer line).
    pub fn shifted(mut self, offset: usize) -> NotationError {
        self.column += offset as u32;
        self
    }

    /// The same error, placed on line `line` (1-based).
    pub fn on_line(mut self, line: u32) -> NotationError {
        self.line = Some(line);
        self
    }
}

impl Refusal for NotationError {
    /// The rule broken: the [`BoardError`]'s rule when the text is a well-formed board
    /// that cannot occur in a game ([`NotationError::board`]), otherwise [`Rule::Notation`].
    ///
    /// ```
    /// use arimaa_rules::{Position, Refusal, Rule, Step};
    /// assert_eq!("Ed2q".parse::<Step>().unwrap_err().rule(), Rule::Notation);
    /// let two_elephants = "1g [EE                                                              ]";
    /// let err = Position::from_short(two_elephants).unwrap_err();
    /// assert_eq!(err.rule(), Rule::BoardTooManyOfKind);
    /// ```
    fn rule(&self) -> Rule {
        match &self.board {
            Some(b) => b.rule(),
            None => Rule::Notation,
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(line) = self.line {
            write!(f, "line {}, ", line)?;
        }
        write!(
            f,
            "column {}: expected {}, found ",
            self.column, self.expected
        )?;
        if self.found.is_empty() {
            f.write_str("end of input")
        } else {
            write!(f, "{:?}", self.found)
        }
    }
}

impl core::error::Error for NotationError {}
