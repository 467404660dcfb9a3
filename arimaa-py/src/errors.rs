//! The Python exception hierarchy and the conversion of every core error into it.
//!
//! ```text
//! ValueError
//! └── arimaa.ArimaaError
//!     ├── arimaa.NotationError        .line, .column   text that is not notation
//!     ├── arimaa.IllegalMoveError     .rule, .label    a step, move or setup breaks a rule
//!     └── arimaa.InvalidPositionError .rule            a board that cannot occur in a game
//! ```
//!
//! The attributes are set on each raised instance from the core's error values (the
//! column and line of [`arimaa_rules::NotationError`], the stable `rule()` name of [`StepError`],
//! [`MoveError`], [`SetupError`], [`BoardError`]); their class-level defaults (`None`,
//! or `""` for `rule`) are installed by [`add_exceptions`] so that an exception built by
//! hand in Python still has every attribute. The message is always the core's `Display`.

use arimaa_rules::notation::record::{RecordError, RecordErrorKind};
use arimaa_rules::replay::{ReplayError, ReplayErrorKind};
use arimaa_rules::{MoveError, PlayError, BoardError, SetupError, StepError};
use pyo3::exceptions::{PyOSError, PyValueError};
use pyo3::prelude::*;
use pyo3::{PyTypeInfo, create_exception};

create_exception!(
    arimaa,
    ArimaaError,
    PyValueError,
    "Base class of every error raised by arimaa: a ValueError."
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
    "A step, move or setup that breaks a rule. `.rule` is the core's stable short name (\"frozen\", \"rabbit_backward\", \"push_incomplete\", \"no_change\", \"third_repetition\", ...); `.label` is the turn label (\"15g\") when replaying a record, and `.game` the game before that turn."
);
create_exception!(
    arimaa,
    InvalidPositionError,
    ArimaaError,
    "A board that cannot occur in a game (too many pieces of a kind, an unguarded piece on a trap). `.rule` names the problem."
);

/// Adds the four exception classes to the module `m` and installs the class-level
/// defaults of their attributes.
///
/// # Errors
/// Only if Python refuses to set a module or class attribute.
pub fn add_exceptions(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("ArimaaError", py.get_type::<ArimaaError>())?;
    let notation = py.get_type::<NotationError>();
    notation.setattr("line", py.None())?;
    notation.setattr("column", py.None())?;
    m.add("NotationError", notation)?;
    let illegal = py.get_type::<IllegalMoveError>();
    illegal.setattr("rule", "")?;
    illegal.setattr("label", py.None())?;
    illegal.setattr("game", py.None())?;
    m.add("IllegalMoveError", illegal)?;
    let invalid = py.get_type::<InvalidPositionError>();
    invalid.setattr("rule", "")?;
    m.add("InvalidPositionError", invalid)?;
    Ok(())
}

/// Builds an exception of class `T` with `message` and sets `attrs` on the instance.
fn raise_with<T: PyTypeInfo>(
    py: Python<'_>,
    message: String,
    attrs: &[(&str, Py<PyAny>)],
) -> PyErr {
    let err = PyErr::new::<T, _>(message);
    let value = err.value(py);
    for (name, v) in attrs {
        // Setting an attribute on a fresh exception instance cannot fail; if it ever
        // did, the exception is still raised, only without the attribute.
        let _ = value.setattr(*name, v);
    }
    err
}

/// `NotationError` from the core's [`arimaa_rules::NotationError`] (message = its `Display`),
/// or `InvalidPositionError` when the text was well formed but its board cannot occur
/// ([`arimaa_rules::NotationError::board`]).
pub fn notation(py: Python<'_>, e: &arimaa_rules::NotationError) -> PyErr {
    match &e.board {
        Some(p) => position(py, p),
        None => notation_at(py, e.to_string(), e.line, Some(e.column)),
    }
}

/// `NotationError` with `message` at `line`/`column` (1-based; `None` = unknown).
pub fn notation_at(
    py: Python<'_>,
    message: String,
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
    raise_with::<NotationError>(py, message, &attrs)
}

/// `IllegalMoveError` with `rule` and `message`.
pub fn illegal(py: Python<'_>, rule: &str, message: String) -> PyErr {
    raise_with::<IllegalMoveError>(py, message, &[("rule", rule_obj(py, rule))])
}

fn rule_obj(py: Python<'_>, rule: &str) -> Py<PyAny> {
    pyo3::types::PyString::new(py, rule).into_any().unbind()
}

/// `IllegalMoveError` from a refused step.
pub fn step(py: Python<'_>, e: &StepError) -> PyErr {
    illegal(py, e.rule(), e.to_string())
}

/// `IllegalMoveError` from a refused move.
pub fn mv(py: Python<'_>, e: &MoveError) -> PyErr {
    illegal(py, e.rule(), e.to_string())
}

/// `IllegalMoveError` from a refused setup (a setup is a turn too).
pub fn setup(py: Python<'_>, e: &SetupError) -> PyErr {
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
    raise_with::<InvalidPositionError>(py, e.to_string(), &[("rule", rule_obj(py, e.rule()))])
}

/// `OSError` for a read failure, otherwise `NotationError` at the record's line/column.
pub fn record(py: Python<'_>, e: &RecordError) -> PyErr {
    match &e.kind {
        RecordErrorKind::Io(_) => PyOSError::new_err(e.to_string()),
        _ => notation_at(
            py,
            e.to_string(),
            Some(e.line),
            (e.column > 0).then_some(e.column),
        ),
    }
}

/// The error of a refused turn of a record: `NotationError` when the turn is not notation,
/// otherwise `IllegalMoveError` with its rule, the turn `label` and the `game` before the
/// turn. The message starts with the label and place (`15g (line 1, column 812): frozen: …`).
pub fn replay(py: Python<'_>, e: ReplayError) -> PyErr {
    let message = e.to_string();
    if let ReplayErrorKind::Play(PlayError::Notation(_)) = &e.kind {
        return notation_at(py, message, Some(e.line), Some(e.column));
    }
    let rule = e.kind.rule();
    let label = pyo3::types::PyString::new(py, &e.label).into_any().unbind();
    let mut attrs = vec![("rule", rule_obj(py, rule)), ("label", label)];
    if let Ok(game) = Bound::new(py, crate::game::PyGame::wrap(*e.game)) {
        attrs.push(("game", game.into_any().unbind()));
    }
    raise_with::<IllegalMoveError>(py, message, &attrs)
}
