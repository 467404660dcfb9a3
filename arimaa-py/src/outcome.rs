//! `Outcome`: the winner and the termination of a finished game.

use arimaa_rules::Outcome;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::enums::{PyColor, PyTermination};
use crate::errors;

/// The end of a game: `Outcome(Color.GOLD, Termination.GOAL)` or `Outcome.parse("gg")`;
/// `Outcome(None, Termination.NO_RABBITS_DRAW)` is a draw (`"dn"`, a record of the rule
/// before 2008). `str(outcome)` is the archive's winner letter then termination letter
/// (`"gg"`). Immutable, hashable; equality compares winner and termination (not the
/// immobilization detail).
#[pyclass(module = "arimaa", name = "Outcome", eq, hash, frozen, from_py_object)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PyOutcome(pub Outcome);

#[pymethods]
impl PyOutcome {
    /// `winner` won by `termination`; `None` for a draw.
    #[new]
    #[pyo3(signature = (winner, termination))]
    fn new(winner: Option<PyColor>, termination: PyTermination) -> PyOutcome {
        PyOutcome(match winner {
            Some(w) => Outcome::win(w.into(), termination.into()),
            None => Outcome::draw(termination.into()),
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

    /// The side that won; `None` for a draw.
    #[getter]
    fn winner(&self) -> Option<PyColor> {
        self.0.winner.map(PyColor::from)
    }

    /// Whether nobody won.
    fn is_draw(&self) -> bool {
        self.0.is_draw()
    }

    /// The reward of `side` for this result, as game environments give it: `1.0` for the
    /// winner, `-1.0` for the loser, `0.0` for both sides of a draw.
    fn reward(&self, side: PyColor) -> f32 {
        self.0.reward(side.into())
    }

    /// For an immobilization decided by the rules, which check: `"no_legal_move"` (every
    /// piece frozen or blocked) or `"only_repetitions"` (every move a third repetition);
    /// `None` otherwise, and for a result read from a record.
    #[getter]
    fn immobilization(&self) -> Option<&'static str> {
        self.0.immobilization.map(|i| i.name())
    }

    /// The result in words, e.g. `"gold wins by goal: a rabbit reached its goal rank"`.
    fn describe(&self) -> String {
        self.0.describe()
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
        let winner = self.winner().map_or_else(
            || "None".to_string(),
            |w| format!("Color.{}", w.member_name()),
        );
        format!(
            "Outcome({winner}, Termination.{})",
            self.termination().member_name()
        )
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let o = slf.get();
        let args = PyTuple::new(
            py,
            [
                match o.winner() {
                    Some(w) => Bound::new(py, w)?.into_any(),
                    None => py.None().into_bound(py),
                },
                Bound::new(py, o.termination())?.into_any(),
            ],
        )?;
        PyTuple::new(py, [slf.get_type().into_any(), args.into_any()])
    }
}
