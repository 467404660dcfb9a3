//! `Square`: a1–h8, built from its name (`Square("e4")`) or index 0–63, and the helper
//! that lets every method taking a square accept a `Square`, a name or an index.

use arimaa_rules::Square;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyInt, PyString, PyTuple};

use crate::enums::PyDirection;
use crate::errors;

/// A square of the board: `Square("e4")`, or `Square(28)` by index (a1 = 0 … h8 = 63,
/// `file + 8 * rank`). Immutable, hashable, ordered by index.
#[pyclass(
    module = "arimaa",
    name = "Square",
    eq,
    ord,
    hash,
    frozen,
    from_py_object
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct PySquare(pub Square);

/// Reads a square argument: a `Square`, a name such as `"e4"`, or an index 0–63.
///
/// # Errors
/// `NotationError` for a bad name, `ArimaaError` for an index outside 0–63, `TypeError`
/// for anything else.
pub fn square_arg(obj: &Bound<'_, PyAny>) -> PyResult<Square> {
    let py = obj.py();
    if let Ok(sq) = obj.cast::<PySquare>() {
        return Ok(sq.get().0);
    }
    if let Ok(name) = obj.cast::<PyString>() {
        let name = name.to_cow()?;
        return name.parse().map_err(|e| errors::notation(py, &e));
    }
    if obj.is_instance_of::<PyInt>() && !obj.is_instance_of::<pyo3::types::PyBool>() {
        let index: i64 = obj.extract()?;
        return u8::try_from(index)
            .ok()
            .and_then(Square::new)
            .ok_or_else(|| {
                errors::ArimaaError::new_err(format!(
                    "a square index is 0 (a1) to 63 (h8), not {index}"
                ))
            });
    }
    Err(PyTypeError::new_err(format!(
        "expected a Square, a square name such as 'e4' or an index 0-63, not {}",
        obj.get_type().name()?
    )))
}

#[pymethods]
impl PySquare {
    /// `Square("e4")` or `Square(28)`.
    #[new]
    fn new(square: &Bound<'_, PyAny>) -> PyResult<PySquare> {
        square_arg(square).map(PySquare)
    }

    /// The square on `file` (0 = a … 7 = h) and `rank` (0 = rank 1 … 7 = rank 8).
    /// Raises `ArimaaError` when either is outside 0–7.
    #[staticmethod]
    fn from_coords(file: u8, rank: u8) -> PyResult<PySquare> {
        Square::from_coords(file, rank)
            .map(PySquare)
            .ok_or_else(|| {
                errors::ArimaaError::new_err(format!("file and rank are 0-7, not ({file}, {rank})"))
            })
    }

    /// The file, 0 (a) to 7 (h).
    #[getter]
    fn file(&self) -> u8 {
        self.0.file()
    }

    /// The rank, 0 (rank 1) to 7 (rank 8).
    #[getter]
    fn rank(&self) -> u8 {
        self.0.rank()
    }

    /// The index, 0 (a1) to 63 (h8).
    #[getter]
    fn index(&self) -> usize {
        self.0.index()
    }

    /// The name, e.g. `"e4"`.
    #[getter]
    fn name(&self) -> String {
        self.0.to_string()
    }

    /// Whether this is one of the trap squares c3, f3, c6, f6.
    fn is_trap(&self) -> bool {
        self.0.is_trap()
    }

    /// The neighbouring square in `direction`, or `None` at the edge of the board.
    fn neighbor(&self, direction: PyDirection) -> Option<PySquare> {
        self.0.step(direction.into()).map(PySquare)
    }

    fn __index__(&self) -> usize {
        self.0.index()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Square('{}')", self.0)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let args = PyTuple::new(py, [slf.get().0.to_string()])?;
        PyTuple::new(py, [slf.get_type().into_any(), args.into_any()])
    }
}
