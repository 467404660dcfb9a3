//! `Step`: one piece moving to an adjacent square, written `Ed2n`.

use arimaa_rules::Step;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::enums::PyDirection;
use crate::errors;
use crate::piece::{PyPiece, piece_arg};
use crate::square::{PySquare, square_arg};

/// A step: `Step.parse("Ed2n")` or `Step(piece, origin, direction)`. A step always stays
/// on the board; whether it is legal depends on the position. Immutable, hashable, ordered.
#[pyclass(
    module = "arimaa",
    name = "Step",
    eq,
    ord,
    hash,
    frozen,
    from_py_object
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct PyStep(pub Step);

#[pymethods]
impl PyStep {
    /// The step of `piece` (a `Piece` or letter) from `origin` (a `Square`, name or index)
    /// in `direction`. Raises `IllegalMoveError` (rule `"off_board"`) if it leaves the board.
    #[new]
    fn new(
        piece: &Bound<'_, PyAny>,
        origin: &Bound<'_, PyAny>,
        direction: PyDirection,
    ) -> PyResult<PyStep> {
        let py = piece.py();
        let (piece, square) = (piece_arg(piece)?, square_arg(origin)?);
        let direction = direction.into();
        Step::try_new(piece, square, direction)
            .map(PyStep)
            .map_err(|e| errors::step(py, &e))
    }

    /// Parses the step notation `<piece><square><direction>`, e.g. `"Ed2n"`.
    /// Raises `NotationError` with the column of the problem.
    #[staticmethod]
    pub fn parse(py: Python<'_>, text: &str) -> PyResult<PyStep> {
        text.parse()
            .map(PyStep)
            .map_err(|e| errors::notation(py, &e))
    }

    /// The piece that moves.
    #[getter]
    fn piece(&self) -> PyPiece {
        PyPiece(self.0.piece())
    }

    /// The square it leaves.
    #[getter]
    fn origin(&self) -> PySquare {
        PySquare(self.0.from())
    }

    /// The square it enters.
    #[getter]
    fn destination(&self) -> PySquare {
        PySquare(self.0.to())
    }

    /// The direction of the step.
    #[getter]
    fn direction(&self) -> PyDirection {
        self.0.direction().into()
    }

    /// The step's action id, `4 * origin.index + direction` (n 0, e 1, s 2, w 3): see
    /// `Position.legal_action_mask`.
    #[getter]
    fn action(&self) -> usize {
        self.0.action()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Step.parse('{}')", self.0)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let s = slf.get();
        let args = PyTuple::new(
            py,
            [
                Bound::new(py, s.piece())?.into_any(),
                Bound::new(py, s.origin())?.into_any(),
                Bound::new(py, s.direction())?.into_any(),
            ],
        )?;
        PyTuple::new(py, [slf.get_type().into_any(), args.into_any()])
    }
}
