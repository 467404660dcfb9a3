//! The two kinds of turn: `Move` (a whole turn of 1–4 steps, `"Ed2n Ed3n"`) and `Setup`
//! (the placements of one side at the start, `"Ra1 Rb1 … Ee2"`).

use arimaa_rules::{Move, Placement, Setup};
use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::types::{PyIterator, PyTuple};

use crate::enums::PyColor;
use crate::errors;
use crate::piece::{PyPiece, piece_arg};
use crate::square::{PySquare, square_arg};
use crate::step::PyStep;

/// A move: a whole turn of one to four steps. `Move.parse("Ed2n Ed3n")` (capture tokens
/// such as `rc3x` are accepted and dropped) or `Move([step, ...])`. Whether it is legal
/// depends on the position. Immutable, hashable, ordered; `len(move)` is its step count.
#[pyclass(
    module = "arimaa",
    name = "Move",
    eq,
    ord,
    hash,
    frozen,
    from_py_object,
    sequence
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct PyMove(pub Move);

#[pymethods]
impl PyMove {
    /// The move made of `steps` (an iterable of `Step`). Raises `IllegalMoveError` for no
    /// step (rule `"empty_move"`) or more than four (rule `"too_many_steps"`).
    #[new]
    fn new(steps: &Bound<'_, PyAny>) -> PyResult<PyMove> {
        let py = steps.py();
        let mut list = Vec::new();
        for item in steps.try_iter()? {
            list.push(item?.extract::<PyStep>()?.0);
        }
        Move::try_from_steps(&list)
            .map(PyMove)
            .map_err(|e| errors::mv(py, &e))
    }

    /// Parses 1–4 steps separated by spaces. Raises `NotationError` with the column.
    #[staticmethod]
    fn parse(py: Python<'_>, text: &str) -> PyResult<PyMove> {
        text.parse()
            .map(PyMove)
            .map_err(|e| errors::notation(py, &e))
    }

    /// The steps, in order.
    #[getter]
    fn steps<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.0.steps().map(PyStep).collect::<Vec<_>>())
    }

    fn __len__(&self) -> usize {
        self.0.len()
    }

    fn __getitem__(&self, index: isize) -> PyResult<PyStep> {
        let len = self.0.len() as isize;
        let i = if index < 0 { index + len } else { index };
        usize::try_from(i)
            .ok()
            .and_then(|i| self.0.get(i))
            .map(PyStep)
            .ok_or_else(|| PyIndexError::new_err("step index out of range"))
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyIterator>> {
        self.steps(py)?.try_iter()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Move.parse('{}')", self.0)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let args = PyTuple::new(py, [slf.get().steps(py)?])?;
        PyTuple::new(py, [slf.get_type().into_any(), args.into_any()])
    }
}

/// A setup: the placements of one side's pieces at the start of the game, e.g.
/// `Setup.parse("Ra1 Rb1 ... Ee2")` or `Setup([(piece, square), ...])`. Which side may set
/// up and whether the set is complete is checked when a `Game` plays it. Immutable, hashable.
#[pyclass(module = "arimaa", name = "Setup", eq, hash, frozen, from_py_object)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PySetup(pub Setup);

#[pymethods]
impl PySetup {
    /// The setup made of `placements`: an iterable of `(piece, square)` pairs (a `Piece`
    /// or letter, a `Square` or name). Raises `IllegalMoveError` (rule `"empty_setup"`)
    /// for none, rule `"too_many_placements"` for more than 16.
    #[new]
    fn new(placements: &Bound<'_, PyAny>) -> PyResult<PySetup> {
        let py = placements.py();
        let mut out = Vec::new();
        for item in placements.try_iter()? {
            let (piece, square): (Bound<'_, PyAny>, Bound<'_, PyAny>) = item?.extract()?;
            out.push(Placement {
                piece: piece_arg(&piece)?,
                square: square_arg(&square)?,
            });
        }
        Setup::try_new(&out)
            .map(PySetup)
            .map_err(|e| errors::setup(py, &e))
    }

    /// Parses 1–16 placements such as `Ra1` separated by spaces. Raises `NotationError`.
    #[staticmethod]
    fn parse(py: Python<'_>, text: &str) -> PyResult<PySetup> {
        text.parse()
            .map(PySetup)
            .map_err(|e| errors::notation(py, &e))
    }

    /// The usual opening setup of `color` (AEI's `BASIC_SETUP`).
    #[staticmethod]
    fn standard(color: PyColor) -> PySetup {
        PySetup(Setup::standard(color.into()))
    }

    /// The placements as `(piece, square)` pairs, in the order written.
    #[getter]
    fn placements<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let pairs = self
            .0
            .placements()
            .map(|p| {
                PyTuple::new(
                    py,
                    [
                        PyPiece(p.piece).into_pyobject(py)?.into_any(),
                        PySquare(p.square).into_pyobject(py)?.into_any(),
                    ],
                )
            })
            .collect::<PyResult<Vec<_>>>()?;
        PyTuple::new(py, pairs)
    }

    fn __len__(&self) -> usize {
        self.0.len()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Setup.parse('{}')", self.0)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let args = PyTuple::new(py, [slf.get().placements(py)?])?;
        PyTuple::new(py, [slf.get_type().into_any(), args.into_any()])
    }
}
