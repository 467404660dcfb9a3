//! The exceptions of `arimaa.aei`: an engine that dies, stays silent, cheats or breaks the
//! protocol, converted from [`arimaa_aei::ControllerError`] (and the engine-side
//! [`arimaa_aei::SessionError`]).
//!
//! ```text
//! arimaa.ArimaaError (ValueError)
//! └── arimaa.aei.EngineError             .engine, .termination
//!     ├── EngineDiedError                cannot start, exited, closed its input
//!     ├── EngineTimeoutError             silent past a limit, or answered too late
//!     ├── EngineIllegalMoveError         .rule, .label, .text: a bestmove the rules refuse
//!     └── EngineProtocolError            a line that is not AEI, or one out of place
//! ```
//!
//! `.engine` is the engine's `id name` (its command line before it gave one) and
//! `.termination` the `arimaa.Termination` its side loses by (arimaa.com's `t`, `i`, `f`).
//! The message is the controller's `Display`, which names the engine and what it did.

use arimaa_aei::{ControllerError, SessionError};
use pyo3::exceptions::PyOSError;
use pyo3::prelude::*;
use pyo3::{PyTypeInfo, create_exception};

use crate::enums::PyTermination;
use crate::errors::ArimaaError;

create_exception!(
    arimaa.aei,
    EngineError,
    ArimaaError,
    "An AEI engine failed: `.engine` names it (its `id name`, or its command line), `.termination` is the `arimaa.Termination` its side loses by."
);
create_exception!(
    arimaa.aei,
    EngineDiedError,
    EngineError,
    "The engine process could not start, exited, or closed its input or output."
);
create_exception!(
    arimaa.aei,
    EngineTimeoutError,
    EngineError,
    "The engine did not answer within its time (it was stopped), or answered `bestmove` after its time was up."
);
create_exception!(
    arimaa.aei,
    EngineIllegalMoveError,
    EngineError,
    "The engine's `bestmove` breaks a rule: `.rule` (the core's rule name), `.label` (the turn, \"12g\"), `.text` (the bestmove text)."
);
create_exception!(
    arimaa.aei,
    EngineProtocolError,
    EngineError,
    "A line that is not an AEI message, or one out of place (from the engine; for `run_engine`, from the controller)."
);

/// Adds the five exception classes to `m` with the class-level defaults of their
/// attributes (so an instance built by hand has them too).
///
/// # Errors
/// Only if Python refuses to set a module or class attribute.
pub fn add_exceptions(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let base = py.get_type::<EngineError>();
    base.setattr("engine", "")?;
    base.setattr("termination", py.None())?;
    m.add("EngineError", base)?;
    m.add("EngineDiedError", py.get_type::<EngineDiedError>())?;
    m.add("EngineTimeoutError", py.get_type::<EngineTimeoutError>())?;
    let illegal = py.get_type::<EngineIllegalMoveError>();
    illegal.setattr("rule", "")?;
    illegal.setattr("label", "")?;
    illegal.setattr("text", "")?;
    m.add("EngineIllegalMoveError", illegal)?;
    m.add("EngineProtocolError", py.get_type::<EngineProtocolError>())?;
    Ok(())
}

/// An exception of class `T` with the controller's message, `.engine`, `.termination` and
/// `extra` attributes.
fn with_attrs<T: PyTypeInfo>(py: Python<'_>, e: &ControllerError, extra: &[(&str, &str)]) -> PyErr {
    let err = PyErr::new::<T, _>(e.to_string());
    let value = err.value(py);
    // Setting an attribute on a fresh exception instance cannot fail; if it ever did,
    // the exception is still raised, only without the attribute.
    let _ = value.setattr("engine", e.engine());
    if let Ok(t) = Bound::new(py, PyTermination::from(e.termination())) {
        let _ = value.setattr("termination", t);
    }
    for (name, v) in extra {
        let _ = value.setattr(*name, *v);
    }
    err
}

/// The `EngineError` subclass for a controller error.
pub fn controller(py: Python<'_>, e: &ControllerError) -> PyErr {
    match e {
        ControllerError::Spawn { .. }
        | ControllerError::Died { .. }
        | ControllerError::Send { .. } => with_attrs::<EngineDiedError>(py, e, &[]),
        ControllerError::Silent { .. } | ControllerError::OutOfTime { .. } => {
            with_attrs::<EngineTimeoutError>(py, e, &[])
        }
        ControllerError::IllegalMove {
            label, text, rule, ..
        } => {
            let err = with_attrs::<EngineIllegalMoveError>(
                py,
                e,
                &[("rule", rule.name()), ("label", label), ("text", text)],
            );
            // The rule's stable code, as every binding reports it.
            let _ = err.value(py).setattr("code", rule.code());
            err
        }
        ControllerError::Protocol { .. } => with_attrs::<EngineProtocolError>(py, e, &[]),
    }
}

/// The error of an engine session (`run_engine`): `OSError` for the streams,
/// `EngineProtocolError` for a controller that breaks the protocol.
pub fn session(e: &SessionError) -> PyErr {
    match e {
        SessionError::Io(_) => PyOSError::new_err(e.to_string()),
        SessionError::NoAei(_) | SessionError::Unknown(_) => {
            EngineProtocolError::new_err(e.to_string())
        }
    }
}
