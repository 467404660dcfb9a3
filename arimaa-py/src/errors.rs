//! The Python exception hierarchy and the conversion of every core error into it.
//!
//! ```text
//! ValueError
//! └── arimaa.ArimaaError          .rule, .code     every refusal
//!     ├── arimaa.NotationError        .line, .column   text that is not notation, a record that cannot be read
//!     ├── arimaa.IllegalMoveError     .step, .label, .line, .column, .game
//!     │                                                a step, move, setup or action breaks a rule
//!     └── arimaa.InvalidPositionError                  a board that cannot occur in a game
//! ```
//!
//! Every raised instance carries the core's [`Rule`] of the refusal: `.rule`, its stable
//! name (`"frozen"`), and `.code`, its stable code (the same number C's
//! `arimaa_last_error_code` reports for the same refusal). The other attributes come from
//! the core's error values (the line and column of a [`arimaa_rules::NotationError`] or
//! [`RecordError`], the turn label of a [`ReplayError`]). Their class-level defaults
//! (`""` for `rule`, `0` for `code`, `None` for the rest) are installed by
//! [`add_exceptions`] so that an exception built by hand in Python still has every
//! attribute. The message is always the core's `Display`.
//!
//! This module is a leaf: it names the core's error types and builds exceptions, and
//! knows no class of this crate (the game before a refused record turn is passed in).

use arimaa_rules::Refusal;
use arimaa_rules::Rule;
use arimaa_rules::error::{
    ActionError, BoardError, FromRecordError, LastMoveError, MoveError, PlayError, RecordError,
    RecordErrorKind, ReplayError, ReplayErrorKind, SelfPlayError, SetupError, StepError,
    ToGameError,
};
use pyo3::exceptions::{PyOSError, PyValueError};
use pyo3::prelude::*;
use pyo3::{PyTypeInfo, create_exception};

create_exception!(
    arimaa,
    ArimaaError,
    PyValueError,
    "Base class of every error raised by arimaa: a ValueError. `.rule` is the core's stable short name of the rule refused (\"frozen\", \"third_repetition\", \"notation\", ...) and `.code` its stable code (the same in C)."
);
create_exception!(
    arimaa,
    NotationError,
    ArimaaError,
    "Text that does not follow the Arimaa notation. `.line` and `.column` (1-based) say where, when known."
);
create_exception!(
    arimaa,
    IllegalMoveError,
    ArimaaError,
    "A step, move, setup or action that breaks a rule (`.rule`, `.code`). `.step` is the 0-based index of the refused step in its move, when a step was refused; `.label` the turn label (\"15g\"), `.line` and `.column` (1-based) where that turn is, when replaying a record, and `.game` the game before that turn; each `None` where it does not apply (as JavaScript's `IllegalMoveError`)."
);
create_exception!(
    arimaa,
    InvalidPositionError,
    ArimaaError,
    "A board that cannot occur in a game (too many pieces of a kind, an unguarded piece on a trap). `.rule` and `.code` name the problem."
);

/// Adds the four exception classes to the module `m` and installs the class-level
/// defaults of their attributes.
///
/// # Errors
/// Only if Python refuses to set a module or class attribute.
pub fn add_exceptions(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let base = py.get_type::<ArimaaError>();
    base.setattr("rule", "")?;
    base.setattr("code", 0)?;
    m.add("ArimaaError", base)?;
    let notation = py.get_type::<NotationError>();
    notation.setattr("line", py.None())?;
    notation.setattr("column", py.None())?;
    m.add("NotationError", notation)?;
    let illegal = py.get_type::<IllegalMoveError>();
    illegal.setattr("step", py.None())?;
    illegal.setattr("label", py.None())?;
    illegal.setattr("line", py.None())?;
    illegal.setattr("column", py.None())?;
    illegal.setattr("game", py.None())?;
    m.add("IllegalMoveError", illegal)?;
    m.add(
        "InvalidPositionError",
        py.get_type::<InvalidPositionError>(),
    )?;
    // RULES: every rule name with its stable code, read-only (JavaScript's `RULES`).
    let rules = pyo3::types::PyDict::new(py);
    for rule in Rule::ALL {
        rules.set_item(rule.name(), rule.code())?;
    }
    let proxy = py
        .import("types")?
        .getattr("MappingProxyType")?
        .call1((rules,))?;
    m.add("RULES", proxy)?;
    Ok(())
}

/// Builds an exception of class `T` with `message`, the `rule` (`.rule`, `.code`) and the
/// other `attrs`, set on the instance.
fn raise_with<T: PyTypeInfo>(
    py: Python<'_>,
    message: String,
    rule: Rule,
    attrs: &[(&str, Py<PyAny>)],
) -> PyErr {
    let err = PyErr::new::<T, _>(message);
    set_rule(py, &err, rule, attrs);
    err
}

/// Sets `.rule`, `.code` and `attrs` on the instance of `err`.
fn set_rule(py: Python<'_>, err: &PyErr, rule: Rule, attrs: &[(&str, Py<PyAny>)]) {
    let value = err.value(py);
    // Setting an attribute on a fresh exception instance cannot fail; if it ever did,
    // the exception is still raised, only without the attribute.
    let _ = value.setattr("rule", rule.name());
    let _ = value.setattr("code", rule.code());
    for (name, v) in attrs {
        let _ = value.setattr(*name, v);
    }
}

/// `NotationError` from the core's [`arimaa_rules::NotationError`] (message = its `Display`),
/// or `InvalidPositionError` when the text was well formed but its board cannot occur
/// (its [`rule`](arimaa_rules::Refusal::rule) is then the board's rule).
pub fn notation(py: Python<'_>, e: &arimaa_rules::NotationError) -> PyErr {
    match &e.board {
        Some(b) => position(py, b),
        None => notation_at(py, e.to_string(), e.rule(), e.line, Some(e.column)),
    }
}

/// `NotationError` for `rule` with `message` at `line`/`column` (1-based; `None` =
/// unknown).
pub fn notation_at(
    py: Python<'_>,
    message: String,
    rule: Rule,
    line: Option<u32>,
    column: Option<u32>,
) -> PyErr {
    let attrs = [
        ("line", line.into_pyobject(py).map(|o| o.unbind())),
        ("column", column.into_pyobject(py).map(|o| o.unbind())),
    ];
    let attrs: Vec<(&str, Py<PyAny>)> = attrs
        .into_iter()
        .filter_map(|(k, v)| v.ok().map(|v| (k, v)))
        .collect();
    raise_with::<NotationError>(py, message, rule, &attrs)
}

/// `IllegalMoveError` for `rule` with `message`.
pub fn illegal(py: Python<'_>, rule: Rule, message: String) -> PyErr {
    raise_with::<IllegalMoveError>(py, message, rule, &[])
}

/// `IllegalMoveError` from a refused step.
pub fn step(py: Python<'_>, e: &StepError) -> PyErr {
    illegal(py, e.rule(), e.to_string())
}

/// `IllegalMoveError` from a refused move (`.step`: the index of the refused step).
pub fn mv(py: Python<'_>, e: &MoveError) -> PyErr {
    raise_with::<IllegalMoveError>(py, e.to_string(), e.rule(), &move_attrs(py, e))
}

/// The `step` attribute of a refused move: the index of its refused step, if any.
fn move_attrs(py: Python<'_>, e: &MoveError) -> Vec<(&'static str, Py<PyAny>)> {
    match e {
        MoveError::Step { index, .. } | MoveError::CaptureMismatch { index, .. } => {
            let Ok(i) = index.into_pyobject(py);
            vec![("step", i.into_any().unbind())]
        }
        _ => Vec::new(),
    }
}

/// `IllegalMoveError` from a refused setup (a setup is a turn too).
pub fn setup(py: Python<'_>, e: &SetupError) -> PyErr {
    illegal(py, e.rule(), e.to_string())
}

/// `IllegalMoveError` from a refused action id.
pub fn action(py: Python<'_>, e: &ActionError) -> PyErr {
    illegal(py, e.rule(), e.to_string())
}

/// `IllegalMoveError` from a turn refused while an action game is rebuilt as a game.
pub fn to_game(py: Python<'_>, e: &ToGameError) -> PyErr {
    illegal(py, e.rule(), e.to_string())
}

/// `NotationError` or `IllegalMoveError` from played text.
pub fn play(py: Python<'_>, e: &PlayError) -> PyErr {
    match e {
        PlayError::Notation(n) => notation(py, n),
        PlayError::Move(m) => mv(py, m),
        PlayError::Setup(s) => setup(py, s),
    }
}

/// `InvalidPositionError` from a board that cannot occur in a game.
pub fn position(py: Python<'_>, e: &BoardError) -> PyErr {
    raise_with::<InvalidPositionError>(py, e.to_string(), e.rule(), &[])
}

/// `ArimaaError` from a refused self-play call (a buffer of the wrong length, an action
/// outside the mask, a game index out of range).
pub fn self_play(py: Python<'_>, e: &SelfPlayError) -> PyErr {
    raise_with::<ArimaaError>(py, e.to_string(), e.rule(), &[])
}

/// The error of a picture's last move: `IllegalMoveError` for an illegal move,
/// `InvalidPositionError` for a board before it that cannot occur, otherwise
/// `ArimaaError` (`last_move_mismatch`).
pub fn last_move(py: Python<'_>, e: &LastMoveError) -> PyErr {
    match e {
        LastMoveError::Move(m) => mv(py, m),
        LastMoveError::Position(p) => position(py, p),
        // NotThere, TrapTaken, DifferentBoard (and any added later).
        _ => raise_with::<ArimaaError>(py, e.to_string(), e.rule(), &[]),
    }
}

/// `OSError` for a read failure (with `.rule` `read_failed` and `.code`), otherwise
/// `NotationError` at the record's line/column.
pub fn record(py: Python<'_>, e: &RecordError) -> PyErr {
    match &e.kind {
        RecordErrorKind::Io(_) => {
            let err = PyOSError::new_err(e.to_string());
            set_rule(py, &err, e.rule(), &[]);
            err
        }
        // Notation, InvalidUtf8, LineTooLong, TooManyTurns, FieldCount, MissingHeader,
        // NotARecord (and any record refusal added later).
        _ => notation_at(
            py,
            e.to_string(),
            e.rule(),
            Some(e.line),
            (e.column > 0).then_some(e.column),
        ),
    }
}

/// The error of [`Game::from_record`](arimaa_rules::Game::from_record): as [`record`],
/// `NotationError` (`not_one_game`) for a text that is not one game, or as [`replay`]
/// with `game` building the game before the refused turn.
pub fn from_record(
    py: Python<'_>,
    e: FromRecordError,
    game: impl FnOnce(Python<'_>, arimaa_rules::Game) -> Option<Py<PyAny>>,
) -> PyErr {
    match e {
        FromRecordError::Record(r) => record(py, &r),
        FromRecordError::GameCount(_) => notation_at(py, e.to_string(), e.rule(), None, None),
        FromRecordError::Replay(r) => replay(py, *r, game),
    }
}

/// The error of a refused turn of a record: `NotationError` when the turn is not notation,
/// otherwise `IllegalMoveError` with its rule, the turn `label` and the `game` before the
/// turn (built by `game`, so that this module knows no class of the crate). The message
/// starts with the label and place (`15g (line 1, column 812): frozen: …`).
pub fn replay(
    py: Python<'_>,
    e: ReplayError,
    game: impl FnOnce(Python<'_>, arimaa_rules::Game) -> Option<Py<PyAny>>,
) -> PyErr {
    let message = e.to_string();
    let rule = e.rule();
    if let ReplayErrorKind::Play(PlayError::Notation(_)) = &e.kind {
        return notation_at(py, message, rule, Some(e.line), Some(e.column));
    }
    let label = pyo3::types::PyString::new(py, &e.label).into_any().unbind();
    let mut attrs = match &e.kind {
        ReplayErrorKind::Play(PlayError::Move(m)) => move_attrs(py, m),
        _ => Vec::new(),
    };
    attrs.push(("label", label));
    for (name, v) in [("line", e.line), ("column", e.column)] {
        let Ok(v) = v.into_pyobject(py);
        attrs.push((name, v.into_any().unbind()));
    }
    if let Some(game) = game(py, *e.game) {
        attrs.push(("game", game));
    }
    raise_with::<IllegalMoveError>(py, message, rule, &attrs)
}
