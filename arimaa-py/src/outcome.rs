//! `Outcome`: the winner and the termination of a finished game.

use arimaa_rules::Outcome;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::enums::{PyColor, PyTermination};
use crate::errors;

/// The end of a game: `Outcome(Color.GOLD, Termination.GOAL)` or `Outcome.parse("gg")`.
/// `str(outcome)` is the archive's winner letter then termination letter (`"gg"`).
/// Immutable, hashable.
#[pyclass(module = "arimaa", name = "Outcome", eq, hash, frozen, from_py_object)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PyOutcome(pub Outcome);

#[pymethods]
impl PyOutcome {
    /// `winner` won by `termination`.
    #[new]
    fn new(winner: PyColor, termination: PyTermination) -> PyOutcome {
        PyOutcome(Outcome {
            winner: winner.into(),
            termination: termination.into(),
        })
    }

    /// Parses a winner letter (`g`/`w`, `s`/`b`) then a termination letter, e.g. `"gg"`.
    /// Raises `NotationError`.
    #[staticmethod]
    fn parse(py: Python<'_>, text: &str) -> PyResult<PyOutcome> {
        text.parse()
            .map(PyOutcome)
            .map_err(|e| errors::notation(py, &e))
    }

    /// The side that won.
    #[getter]
    fn winner(&self) -> PyColor {
        self.0.winner.into()
    }

    /// How the game ended.
    #[getter]
    fn termination(&self) -> PyTermination {
        self.0.termination.into()
    }

    /// The termination's archive letter, e.g. `"g"`.
    #[getter]
    fn letter(&self) -> String {
        self.0.termination.letter().to_string()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!(
            "Outcome(Color.{}, Termination.{})",
            self.winner().member_name(),
            self.termination().member_name()
        )
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let o = slf.get();
        let args = PyTuple::new(
            py,
            [
                Bound::new(py, o.winner())?.into_any(),
                Bound::new(py, o.termination())?.into_any(),
            ],
        )?;
        PyTuple::new(py, [slf.get_type().into_any(), args.into_any()])
    }
}
