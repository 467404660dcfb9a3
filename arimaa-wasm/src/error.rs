//! The error value every entry point throws: [`RawError`], built from the core's error
//! types. A leaf: it imports the core's errors and nothing of this crate.
//!
//! The JavaScript layer (`npm/src/error.js`) catches a `RawError` and throws the matching
//! `Error` subclass: `kind` `"notation"` → `NotationError`, `"illegal_move"` →
//! `IllegalMoveError`, `"invalid_position"` → `InvalidPositionError`, `"argument"` →
//! `RangeError` (a value this binding cannot use, e.g. a negative time or an unknown bot
//! kind: no rule of the game is involved, so no `ArimaaError` and no rule code).
//! The rule name and code come from the core (`Refusal::rule` of its errors, the codes of
//! [`Rule`]); the message is the core's `Display`.

use arimaa_rules::Refusal;
use arimaa_rules::Rule;
use arimaa_rules::error::{
    BoardError, FromRecordError, MoveError, PlayError, RecordError, RecordErrorKind, ReplayError,
    ReplayErrorKind, SetupError, StepError,
};
use wasm_bindgen::prelude::*;

/// What went wrong, as the JavaScript layer reads it (see the module documentation).
#[wasm_bindgen]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawError {
    kind: &'static str,
    rule: String,
    code: u32,
    message: String,
    line: Option<u32>,
    column: Option<u32>,
    step: Option<u32>,
    label: Option<String>,
}

#[wasm_bindgen]
impl RawError {
    /// `"notation"`, `"illegal_move"`, `"invalid_position"` or `"argument"`.
    #[wasm_bindgen(getter)]
    pub fn kind(&self) -> String {
        self.kind.to_string()
    }

    /// The core's short rule name (`"frozen"`, `"notation"`, ...), `""` when none.
    #[wasm_bindgen(getter)]
    pub fn rule(&self) -> String {
        self.rule.clone()
    }

    /// The core's stable rule code ([`Rule::code`]), 0 when the refusal has no [`Rule`].
    #[wasm_bindgen(getter)]
    pub fn code(&self) -> u32 {
        self.code
    }

    /// The core's message.
    #[wasm_bindgen(getter)]
    pub fn message(&self) -> String {
        self.message.clone()
    }

    /// The line (1-based) of a notation or record error, when known.
    #[wasm_bindgen(getter)]
    pub fn line(&self) -> Option<u32> {
        self.line
    }

    /// The column (1-based) of a notation or record error, when known.
    #[wasm_bindgen(getter)]
    pub fn column(&self) -> Option<u32> {
        self.column
    }

    /// The index (0-based) of the refused step in its move, when a step was refused.
    #[wasm_bindgen(getter)]
    pub fn step(&self) -> Option<u32> {
        self.step
    }

    /// The turn label (`"15g"`) of a refused turn of a record.
    #[wasm_bindgen(getter)]
    pub fn label(&self) -> Option<String> {
        self.label.clone()
    }
}

impl RawError {
    fn new(kind: &'static str, rule: Option<Rule>, message: String) -> RawError {
        RawError {
            kind,
            rule: rule.map_or("", Rule::name).to_string(),
            code: rule.map_or(0, Rule::code),
            message,
            line: None,
            column: None,
            step: None,
            label: None,
        }
    }

    /// An argument this binding cannot convert (no rule of the game is involved).
    pub fn argument(message: impl Into<String>) -> RawError {
        RawError::new("argument", None, message.into())
    }

    /// A board the rules refuse (`rule`: a core error's `Refusal::rule`).
    pub fn invalid_position(rule: Rule, message: String) -> RawError {
        RawError::new("invalid_position", Some(rule), message)
    }

    /// A refusal of `rule` (a core error's `Refusal::rule`) reported as an illegal move.
    pub fn illegal(rule: Rule, message: String) -> RawError {
        RawError::new("illegal_move", Some(rule), message)
    }

    /// The step index of a refused step, counted in its move.
    pub fn at_step(mut self, index: usize) -> RawError {
        self.step = u32::try_from(index).ok();
        self
    }
}

impl From<&arimaa_rules::NotationError> for RawError {
    fn from(e: &arimaa_rules::NotationError) -> RawError {
        if let Some(p) = &e.board {
            return p.into();
        }
        let mut out = RawError::new("notation", Some(e.rule()), e.to_string());
        out.line = e.line;
        out.column = Some(e.column);
        out
    }
}

impl From<&BoardError> for RawError {
    fn from(e: &BoardError) -> RawError {
        RawError::new("invalid_position", Some(e.rule()), e.to_string())
    }
}

impl From<&StepError> for RawError {
    fn from(e: &StepError) -> RawError {
        RawError::new("illegal_move", Some(e.rule()), e.to_string())
    }
}

impl From<&MoveError> for RawError {
    fn from(e: &MoveError) -> RawError {
        let out = RawError::new("illegal_move", Some(e.rule()), e.to_string());
        match e {
            MoveError::Step { index, .. } | MoveError::CaptureMismatch { index, .. } => {
                out.at_step(*index)
            }
            _ => out,
        }
    }
}

impl From<&SetupError> for RawError {
    fn from(e: &SetupError) -> RawError {
        RawError::new("illegal_move", Some(e.rule()), e.to_string())
    }
}

impl From<&PlayError> for RawError {
    fn from(e: &PlayError) -> RawError {
        match e {
            PlayError::Notation(n) => n.into(),
            PlayError::Move(m) => m.into(),
            PlayError::Setup(s) => s.into(),
        }
    }
}

impl From<&RecordError> for RawError {
    fn from(e: &RecordError) -> RawError {
        let mut out = RawError::new("notation", Some(e.rule()), e.to_string());
        if let RecordErrorKind::Notation(n) = &e.kind
            && let Some(p) = &n.board
        {
            out = p.into();
        }
        out.line = Some(e.line);
        out.column = (e.column > 0).then_some(e.column);
        out
    }
}

impl From<&ReplayError> for RawError {
    fn from(e: &ReplayError) -> RawError {
        let message = e.to_string();
        let mut out = match &e.kind {
            ReplayErrorKind::Play(p) => {
                let mut out = RawError::from(p);
                out.message = message;
                out
            }
            // LabelOutOfOrder, NothingToTakeBack (and any record refusal added later).
            _ => RawError::illegal(e.rule(), message),
        };
        out.line = Some(e.line);
        out.column = Some(e.column);
        out.label = Some(e.label.clone());
        out
    }
}

impl From<&FromRecordError> for RawError {
    fn from(e: &FromRecordError) -> RawError {
        match e {
            FromRecordError::Record(r) => r.into(),
            FromRecordError::GameCount(_) => {
                RawError::new("notation", Some(e.rule()), e.to_string())
            }
            FromRecordError::Replay(r) => r.as_ref().into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arimaa_rules::{Position, Step};

    #[test]
    fn a_frozen_step_carries_the_core_rule_and_its_index() {
        // Official rules: a piece next to a stronger enemy and no friend is frozen. Here
        // the gold rabbit on a7 (move 2 steps in) is frozen by the silver camel on a8.
        let p = Position::from_short(
            "g [m       R                                                       ]",
        )
        .unwrap();
        let err = p.play_text("Ra7e").unwrap_err();
        let info = RawError::from(&err);
        assert_eq!(
            (info.kind, info.rule.as_str(), info.code, info.step),
            ("illegal_move", "frozen", 7, Some(0))
        );
    }

    #[test]
    fn notation_errors_carry_their_column() {
        let err = "Ed2q".parse::<Step>().unwrap_err();
        let info = RawError::from(&err);
        assert_eq!(
            (info.kind, info.code, info.column),
            ("notation", 1, Some(4))
        );
    }
}
