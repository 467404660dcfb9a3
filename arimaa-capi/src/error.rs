//! Errors: what went wrong in a call ([`CapiError`]), mapped onto an [`arimaa_status`],
//! the core's [`Rule`], a place in the caller's text and the refused step; the calling
//! thread keeps the last one (`last_error.rs`).
//!
//! The message of a failed call is `"<function>: <detail>"`, where the detail of a rule
//! error is the `Display` of the arimaa-rules error and starts with its stable rule name
//! (`"arimaa_game_play: illegal move: step 1 (Ra2n): frozen: …"`).

use arimaa_rules::Refusal;

use arimaa_rules::error::{
    FromRecordError, LastMoveError, RecordError, ReplayError, ReplayErrorKind,
};
use arimaa_rules::{MoveError, NotationError, PlayError, Rule, StepError};

use crate::status::arimaa_status;

/// Why a call failed.
#[derive(Debug, thiserror::Error)]
pub(crate) enum CapiError {
    /// A pointer argument was NULL.
    #[error("argument `{0}` is NULL")]
    NullArgument(&'static str),
    /// A text argument is not UTF-8.
    #[error("argument `{name}` is not valid UTF-8 (first bad byte at offset {offset})")]
    InvalidUtf8 {
        /// The argument.
        name: &'static str,
        /// The byte offset of the first invalid byte.
        offset: usize,
    },
    /// Text that is not notation.
    #[error("notation: {0}")]
    Notation(NotationError),
    /// A board that cannot occur in a game (reported by the short-form / diagram parsers).
    #[error("invalid position: {0}")]
    InvalidPosition(NotationError),
    /// An illegal step.
    #[error("illegal step: {0}")]
    IllegalStep(StepError),
    /// An illegal move.
    #[error("illegal move: {0}")]
    IllegalMove(MoveError),
    /// An action (machine-learning encoding) that cannot be played.
    #[error("illegal action: {0}")]
    IllegalAction(arimaa_rules::encoding::ActionError),
    /// A batched self-play call refused.
    #[error("{0}")]
    SelfPlay(arimaa_rules::encoding::SelfPlayError),
    /// An illegal setup.
    #[error("illegal setup: {0}")]
    IllegalSetup(arimaa_rules::SetupError),
    /// A record that cannot be read (with its line and column).
    #[error("invalid record: {0}")]
    Record(RecordError),
    /// A record file that cannot be opened.
    #[error("invalid record: cannot open {path}: {reason}")]
    OpenFailed {
        /// The path given.
        path: String,
        /// The system's reason.
        reason: String,
    },
    /// A text that should hold one game record holds this many.
    #[error("invalid record: expected one game record, found {0}")]
    NotOneGame(usize),
    /// A turn of a record was refused: the status of why (illegal move or setup, bad
    /// notation, a label out of order, a takeback with nothing to take back) and the
    /// replay error (label, line, column, rule).
    #[error("record turn {error}")]
    RecordTurn {
        /// The status reporting the refusal.
        status: arimaa_status,
        /// The replay error.
        error: Box<ReplayError>,
    },
    /// The game is over.
    #[error("game_over: the game is over ({0}), no more moves may be played")]
    GameOver(String),
    /// Nothing to take back (the rule `nothing_to_take_back`).
    #[error("nothing_to_take_back: {0}")]
    NothingToTakeBack(&'static str),
    /// An index past the end of a list.
    #[error("index {index} is out of range (the list has {len} entries)")]
    IndexOutOfRange {
        /// The index asked for.
        index: usize,
        /// The length of the list.
        len: usize,
    },
    /// A caller's buffer is too small.
    #[error("buffer of {given} bytes is too small, {needed} bytes are needed (text and NUL)")]
    BufferTooSmall {
        /// Bytes needed, NUL included.
        needed: usize,
        /// Bytes given.
        given: usize,
    },
    /// An integer argument with a value that is not accepted.
    #[error("argument `{name}` has the invalid value {value}: {why}")]
    InvalidArgument {
        /// The argument.
        name: &'static str,
        /// Its value.
        value: u64,
        /// What is accepted.
        why: &'static str,
    },
    /// The last move of a picture does not end on the position (or is illegal there).
    #[error("last move: {0}")]
    LastMove(arimaa_rules::svg::LastMoveError),
    /// A bot kind that is not one of the built-in bots (the text given).
    #[error(
        "argument `kind` is {0:?}: expected \"search\", \"classic\" or \"greedy\" (NULL: search)"
    )]
    UnknownBotKind(String),
    /// A panic caught at the boundary.
    #[error("internal error (panic): {0}")]
    Panic(String),
}

impl CapiError {
    /// The status that reports this error to C.
    pub(crate) fn status(&self) -> arimaa_status {
        use arimaa_status::*;
        match self {
            CapiError::NullArgument(_) => ARIMAA_STATUS_NULL_ARGUMENT,
            CapiError::InvalidUtf8 { .. } => ARIMAA_STATUS_INVALID_UTF8,
            CapiError::Notation(_) => ARIMAA_STATUS_INVALID_NOTATION,
            CapiError::InvalidPosition(_) => ARIMAA_STATUS_INVALID_POSITION,
            CapiError::IllegalStep(_) | CapiError::IllegalMove(_) => ARIMAA_STATUS_ILLEGAL_MOVE,
            CapiError::IllegalAction(_) => ARIMAA_STATUS_ILLEGAL_MOVE,
            CapiError::SelfPlay(e) => match e {
                arimaa_rules::encoding::SelfPlayError::IllegalAction { .. } => {
                    ARIMAA_STATUS_ILLEGAL_MOVE
                }
                arimaa_rules::encoding::SelfPlayError::BufferSize { .. } => {
                    ARIMAA_STATUS_INVALID_ARGUMENT
                }
                arimaa_rules::encoding::SelfPlayError::NoSuchGame { .. } => {
                    ARIMAA_STATUS_INDEX_OUT_OF_RANGE
                }
                // A refusal added to the core later: a bad argument until it has its own.
                _ => ARIMAA_STATUS_INVALID_ARGUMENT,
            },
            CapiError::IllegalSetup(_) => ARIMAA_STATUS_ILLEGAL_SETUP,
            CapiError::Record(_) | CapiError::OpenFailed { .. } | CapiError::NotOneGame(_) => {
                ARIMAA_STATUS_INVALID_RECORD
            }
            CapiError::RecordTurn { status, .. } => *status,
            CapiError::GameOver(_) => ARIMAA_STATUS_GAME_OVER,
            CapiError::NothingToTakeBack(_) => ARIMAA_STATUS_NOTHING_TO_TAKE_BACK,
            CapiError::IndexOutOfRange { .. } => ARIMAA_STATUS_INDEX_OUT_OF_RANGE,
            CapiError::BufferTooSmall { .. } => ARIMAA_STATUS_BUFFER_TOO_SMALL,
            CapiError::InvalidArgument { .. } | CapiError::UnknownBotKind(_) => {
                ARIMAA_STATUS_INVALID_ARGUMENT
            }
            CapiError::LastMove(LastMoveError::Move(_)) => ARIMAA_STATUS_ILLEGAL_MOVE,
            CapiError::LastMove(_) => ARIMAA_STATUS_INVALID_ARGUMENT,
            CapiError::Panic(_) => ARIMAA_STATUS_PANIC,
        }
    }

    /// The core's rule this error reports as broken (the same code every binding reports
    /// for the same refusal), or `None` for the failures of the C boundary itself, which
    /// break no rule of the game or its inputs (a NULL or non-UTF-8 argument, an index,
    /// buffer or argument value out of range, a panic). Every variant is listed: a new
    /// one must be mapped here.
    pub(crate) fn rule(&self) -> Option<Rule> {
        match self {
            // The core's errors: their own rule.
            CapiError::Notation(e) | CapiError::InvalidPosition(e) => Some(e.rule()),
            CapiError::IllegalStep(e) => Some(e.rule()),
            CapiError::IllegalMove(e) => Some(e.rule()),
            CapiError::IllegalSetup(e) => Some(e.rule()),
            CapiError::IllegalAction(e) => Some(e.rule()),
            CapiError::SelfPlay(e) => Some(e.rule()),
            CapiError::Record(e) => Some(e.rule()),
            CapiError::RecordTurn { error, .. } => Some(error.rule()),
            CapiError::LastMove(e) => Some(e.rule()),
            // Refusals the C layer detects before calling the core, named by the core's rule.
            CapiError::OpenFailed { .. } => Some(Rule::ReadFailed),
            CapiError::NotOneGame(_) => Some(Rule::NotOneGame),
            CapiError::GameOver(_) => Some(Rule::GameOver),
            CapiError::NothingToTakeBack(_) => Some(Rule::NothingToTakeBack),
            // The C boundary's own failures: no rule.
            CapiError::NullArgument(_)
            | CapiError::InvalidUtf8 { .. }
            | CapiError::IndexOutOfRange { .. }
            | CapiError::BufferTooSmall { .. }
            | CapiError::InvalidArgument { .. }
            | CapiError::UnknownBotKind(_)
            | CapiError::Panic(_) => None,
        }
    }

    /// Where in the caller's text the error is, `(line, column)` (1-based; 0 where not
    /// known): the record's line and column for a record or a refused turn of a record;
    /// the notation error's line (0 for one-line text) and column. `None` when the error
    /// has no place.
    pub(crate) fn place(&self) -> Option<(u32, u32)> {
        match self {
            CapiError::Notation(e) | CapiError::InvalidPosition(e) => {
                Some((e.line.unwrap_or(0), e.column))
            }
            CapiError::Record(e) => Some((e.line, e.column)),
            CapiError::RecordTurn { error, .. } => Some((error.line, error.column)),
            CapiError::NullArgument(_)
            | CapiError::InvalidUtf8 { .. }
            | CapiError::IllegalStep(_)
            | CapiError::IllegalMove(_)
            | CapiError::IllegalAction(_)
            | CapiError::SelfPlay(_)
            | CapiError::IllegalSetup(_)
            | CapiError::OpenFailed { .. }
            | CapiError::NotOneGame(_)
            | CapiError::GameOver(_)
            | CapiError::NothingToTakeBack(_)
            | CapiError::IndexOutOfRange { .. }
            | CapiError::BufferTooSmall { .. }
            | CapiError::InvalidArgument { .. }
            | CapiError::UnknownBotKind(_)
            | CapiError::LastMove(_)
            | CapiError::Panic(_) => None,
        }
    }

    /// The 0-based index of the refused step in its move, where a whole move was refused
    /// at one of its steps (a step breaking a rule, a capture token contradicting the
    /// board), directly or as a record's turn; `None` otherwise (as Python's and
    /// JavaScript's `IllegalMoveError.step`).
    pub(crate) fn step(&self) -> Option<u32> {
        let mv = match self {
            CapiError::IllegalMove(m) | CapiError::LastMove(LastMoveError::Move(m)) => m,
            CapiError::RecordTurn { error, .. } => match &error.kind {
                ReplayErrorKind::Play(PlayError::Move(m)) => m,
                _ => return None,
            },
            _ => return None,
        };
        match mv {
            MoveError::Step { index, .. } | MoveError::CaptureMismatch { index, .. } => {
                u32::try_from(*index).ok()
            }
            _ => None,
        }
    }

    /// The error for a panic payload (its message when it is a string).
    pub(crate) fn from_panic(payload: &(dyn core::any::Any + Send)) -> CapiError {
        let text = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic with no message".to_string());
        CapiError::Panic(text)
    }

    /// A notation error from the short-form or diagram parsers, which also report boards
    /// that cannot occur in a game as notation errors.
    pub(crate) fn from_position_text(e: NotationError) -> CapiError {
        if e.rule() != Rule::Notation {
            CapiError::InvalidPosition(e)
        } else {
            CapiError::Notation(e)
        }
    }
}

impl From<PlayError> for CapiError {
    fn from(e: PlayError) -> CapiError {
        match e {
            PlayError::Notation(n) => CapiError::Notation(n),
            PlayError::Move(m) => m.into(),
            PlayError::Setup(s) => CapiError::IllegalSetup(s),
        }
    }
}

impl From<MoveError> for CapiError {
    fn from(e: MoveError) -> CapiError {
        match e {
            MoveError::GameOver => CapiError::GameOver("strict rules".to_string()),
            other => CapiError::IllegalMove(other),
        }
    }
}

impl From<RecordError> for CapiError {
    fn from(e: RecordError) -> CapiError {
        CapiError::Record(e)
    }
}

impl From<FromRecordError> for CapiError {
    fn from(e: FromRecordError) -> CapiError {
        match e {
            FromRecordError::Record(r) => CapiError::Record(r),
            FromRecordError::GameCount(n) => CapiError::NotOneGame(n),
            FromRecordError::Replay(r) => {
                let status = match &r.kind {
                    ReplayErrorKind::Play(p) => CapiError::from(p.clone()).status(),
                    // LabelOutOfOrder, NothingToTakeBack, and any record refusal added
                    // to the core later.
                    _ => arimaa_status::ARIMAA_STATUS_INVALID_RECORD,
                };
                CapiError::RecordTurn { status, error: r }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A status that reports one rule only is named after that rule (the core's name,
    /// upper case), so that C sees one name for one refusal.
    #[test]
    fn a_status_of_one_rule_has_the_rules_name() {
        for error in [
            CapiError::GameOver(String::new()),
            CapiError::NothingToTakeBack(""),
        ] {
            let rule = error.rule().expect("a refusal of a rule");
            assert_eq!(
                format!("{:?}", error.status()),
                format!("ARIMAA_STATUS_{}", rule.name().to_ascii_uppercase())
            );
        }
    }
}
