//! `arimaa.svg.board`: the core's picture ([`arimaa_rules::svg::board_svg`]) with its
//! options. The pure-Python wrapper `arimaa/svg.py` converts squares and moves to text;
//! this function parses them and calls the core.

use arimaa_rules::svg::{Arrow, LastMove, PieceStyle, SvgOptions, board_svg};
use arimaa_rules::{NotatedMove, Square};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::errors;
use crate::position::PyPosition;

/// A square name (`e4`), or `NotationError`.
fn square(py: Python<'_>, name: &str) -> PyResult<Square> {
    name.parse().map_err(|e| errors::notation(py, &e))
}

/// The picture of `position` as SVG text (see `arimaa.svg.board`).
///
/// `last_move`: the move that ended on `position`, as text with its capture tokens;
/// `arrows`: `(from, to, colour)` triples of square names; `fill`: `(square,
/// colour)` pairs; `size` in pixels; `pieces`: a [`PieceStyle`] name (`"animals"`,
/// `"letters"`).
///
/// # Errors
/// `NotationError` for a bad square or move text; `IllegalMoveError` (with `.rule`) when
/// the move is illegal before `position`, `InvalidPositionError` when undoing it gives no
/// position, `ArimaaError` when it does not end on `position`; `ValueError` for another
/// `pieces` name.
#[pyfunction]
#[pyo3(name = "_svg_board", signature = (position, last_move, arrows, fill, flipped, size, coordinates, frozen, pieces))]
#[allow(clippy::too_many_arguments)]
pub fn svg_board(
    py: Python<'_>,
    position: &PyPosition,
    last_move: Option<&str>,
    arrows: Vec<(String, String, String)>,
    fill: Vec<(String, String)>,
    flipped: bool,
    size: u32,
    coordinates: bool,
    frozen: bool,
    pieces: &str,
) -> PyResult<String> {
    let pieces = PieceStyle::from_name(pieces).ok_or_else(|| {
        PyValueError::new_err(format!(
            "unknown pieces {pieces:?}: expected one of {}",
            PieceStyle::ALL
                .map(|s| format!("{:?}", s.name()))
                .join(", ")
        ))
    })?;
    let last_move = match last_move {
        None => None,
        Some(text) => {
            let m: NotatedMove = text.parse().map_err(|e| errors::notation(py, &e))?;
            Some(LastMove::ending_at(&position.0, &m).map_err(|e| errors::last_move(py, &e))?)
        }
    };
    let arrows = arrows
        .iter()
        .map(|(from, to, color)| {
            Ok(Arrow {
                from: square(py, from)?,
                to: square(py, to)?,
                color: color.clone(),
            })
        })
        .collect::<PyResult<Vec<_>>>()?;
    let fill = fill
        .iter()
        .map(|(sq, color)| Ok((square(py, sq)?, color.clone())))
        .collect::<PyResult<Vec<_>>>()?;
    let options = SvgOptions {
        last_move,
        arrows,
        fill,
        flipped,
        size,
        coordinates,
        frozen,
        pieces,
    };
    Ok(board_svg(&position.0, &options))
}
