//! `Piece`: a kind and a colour, written as one letter (`E` gold elephant, `r` silver
//! rabbit).

use arimaa_rules::{Color, Piece, PieceKind};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};

use crate::enums::{PyColor, PyPieceKind};
use crate::errors;

/// A piece: `Piece(PieceKind.ELEPHANT, Color.GOLD)` or `Piece.parse("E")`.
/// `str(piece)` is its letter. Immutable, hashable, ordered (gold first, then by strength).
#[pyclass(
    module = "arimaa",
    name = "Piece",
    eq,
    ord,
    hash,
    frozen,
    from_py_object
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct PyPiece(pub Piece);

/// Parses a piece letter (`EMHDCR` gold, `emhdcr` silver).
///
/// # Errors
/// `NotationError` for any other text.
pub fn parse_piece(py: Python<'_>, letter: &str) -> PyResult<Piece> {
    letter.parse().map_err(|e| errors::notation(py, &e))
}

/// Reads a piece argument: a `Piece` or its letter.
///
/// # Errors
/// `NotationError` for a bad letter, `TypeError` for anything else.
pub fn piece_arg(obj: &Bound<'_, PyAny>) -> PyResult<Piece> {
    if let Ok(p) = obj.cast::<PyPiece>() {
        return Ok(p.get().0);
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return parse_piece(obj.py(), &s.to_cow()?);
    }
    Err(PyTypeError::new_err(format!(
        "expected a Piece or a piece letter such as 'E', not {}",
        obj.get_type().name()?
    )))
}

#[pymethods]
impl PyPiece {
    /// The piece of `kind` and `color`.
    #[new]
    fn new(kind: PyPieceKind, color: PyColor) -> PyPiece {
        PyPiece(Piece::new(Color::from(color), PieceKind::from(kind)))
    }

    /// The piece with notation letter `letter`. Raises `NotationError` otherwise.
    #[staticmethod]
    fn parse(py: Python<'_>, letter: &str) -> PyResult<PyPiece> {
        parse_piece(py, letter).map(PyPiece)
    }

    /// What kind of piece it is.
    #[getter]
    fn kind(&self) -> PyPieceKind {
        self.0.kind.into()
    }

    /// The side it belongs to.
    #[getter]
    fn color(&self) -> PyColor {
        self.0.color.into()
    }

    /// The notation letter (same as `str(piece)`).
    #[getter]
    fn letter(&self) -> String {
        self.0.to_string()
    }

    /// A description such as `"gold elephant"`.
    fn describe(&self) -> String {
        self.0.describe()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("Piece.parse('{}')", self.0)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let p = slf.get();
        let args = PyTuple::new(
            py,
            [
                Bound::new(py, p.kind())?.into_any(),
                Bound::new(py, p.color())?.into_any(),
            ],
        )?;
        PyTuple::new(py, [slf.get_type().into_any(), args.into_any()])
    }
}
