//! The machine-learning encodings of `arimaa_rules::encoding` for Python: action ids,
//! legal-action masks and input planes as NumPy arrays, the board flip, and `ActionGame`
//! (a whole game played one action at a time, setups included). Every function converts
//! its arguments and calls the core; the definitions (ids, channels, flip) live there.

use std::sync::{Mutex, PoisonError, TryLockError};

use arimaa_rules::encoding::planes::{self, PLANE_VALUES};
use arimaa_rules::encoding::{self, ACTIONS, ActionError, ActionGame};
use arimaa_rules::{Color, Outcome, Position};
use numpy::{PyArray1, PyArrayMethods};
use pyo3::prelude::*;

use crate::enums::{PyColor, PyDirection};
use crate::errors;
use crate::game::PyGame;
use crate::outcome::PyOutcome;
use crate::piece::PyPiece;
use crate::position::PyPosition;
use crate::square::{PySquare, square_arg};
use crate::step::PyStep;

/// `IllegalMoveError` (with `.rule` and `.code`) from a refused action.
pub fn action_error(py: Python<'_>, e: &ActionError) -> PyErr {
    errors::action(py, e)
}

/// The colour of an optional `perspective` argument: gold (no flip) when `None`.
pub fn perspective(p: Option<PyColor>) -> Color {
    p.map_or(Color::Gold, Color::from)
}

/// A legal-action mask as a NumPy `bool[257]`.
pub fn mask_array<'py>(py: Python<'py>, mask: &[bool; ACTIONS]) -> Bound<'py, PyArray1<bool>> {
    PyArray1::from_slice(py, mask)
}

/// The ids set in `mask`, in increasing order.
pub fn mask_ids(mask: &[bool; ACTIONS]) -> Vec<usize> {
    (0..ACTIONS).filter(|&a| mask[a]).collect()
}

/// Planes of `n` positions (`values.len() == n * PLANE_VALUES`) as `float32[n, C, 8, 8]`,
/// or `[C, 8, 8]` when `n` is `None`.
pub fn planes_array(py: Python<'_>, values: Vec<f32>, n: Option<usize>) -> PyResult<Py<PyAny>> {
    let flat = PyArray1::from_vec(py, values);
    let c = encoding::PLANES;
    Ok(match n {
        Some(n) => flat.reshape([n, c, 8, 8])?.into_any().unbind(),
        None => flat.reshape([c, 8, 8])?.into_any().unbind(),
    })
}

/// The planes of `position` from `perspective` (outside a setup phase).
pub fn position_planes(position: &Position, perspective: Color) -> Vec<f32> {
    let mut out = vec![0.0f32; PLANE_VALUES];
    if let Ok(buf) = <&mut [f32; PLANE_VALUES]>::try_from(out.as_mut_slice()) {
        planes::write(position, perspective, false, buf);
    }
    out
}

/// The step that `action` (absolute id) names in `position`: the piece on the action's
/// square moving in its direction. Raises `IllegalMoveError` (`.rule`:
/// `"action_out_of_range"`, `"not_a_step"` for 256, `"off_board"`, `"no_piece"`); the step
/// may still be illegal in the position.
#[pyfunction]
pub fn step_from_action(py: Python<'_>, action: usize, position: PyPosition) -> PyResult<PyStep> {
    encoding::step_from_action(&position.0, action)
        .map(PyStep)
        .map_err(|e| action_error(py, &e))
}

/// The action on the flipped board (ranks mirrored, north <-> south; 256 and ids outside
/// 0..257 unchanged). An involution.
#[pyfunction]
pub fn flip_action(action: usize) -> usize {
    encoding::flip_action(action)
}

/// The square with its rank mirrored (a1 <-> a8). Takes a `Square`, name or index.
#[pyfunction]
pub fn flip_square(square: &Bound<'_, PyAny>) -> PyResult<PySquare> {
    Ok(PySquare(encoding::flip_square(square_arg(square)?)))
}

/// The action placing the next setup piece on `square` (`4 * index + 1`).
#[pyfunction]
pub fn setup_action(square: &Bound<'_, PyAny>) -> PyResult<usize> {
    Ok(encoding::setup_action(square_arg(square)?))
}

/// The square and direction of a step action (0-255) as `(Square, Direction)`; `None` for
/// 256 (end the move) and ids above it. The step may leave the board (such ids are never
/// legal).
#[pyfunction]
pub fn action_square_direction(action: usize) -> Option<(PySquare, PyDirection)> {
    encoding::action_square_direction(action).map(|(sq, d)| (PySquare(sq), d.into()))
}

/// The square a setup action places on (`action // 4` when `action % 4 == 1`); `None`
/// for other ids.
#[pyfunction]
pub fn setup_action_square(action: usize) -> Option<PySquare> {
    encoding::setup_action_square(action).map(PySquare)
}

/// The planes of many positions, `float32[N, C, 8, 8]`, each from `perspective` (gold
/// when `None`) or, with `to_move=True`, from its own side to move. Releases the GIL.
#[pyfunction]
#[pyo3(signature = (positions, perspective = None, *, to_move = false))]
pub fn planes_many(
    py: Python<'_>,
    positions: Vec<PyPosition>,
    perspective: Option<PyColor>,
    to_move: bool,
) -> PyResult<Py<PyAny>> {
    let view = self::perspective(perspective);
    let n = positions.len();
    let values = py.detach(|| {
        let mut out = vec![0.0f32; n * PLANE_VALUES];
        for (p, chunk) in positions.iter().zip(out.chunks_exact_mut(PLANE_VALUES)) {
            let side = if to_move { p.0.side_to_move() } else { view };
            if let Ok(buf) = <&mut [f32; PLANE_VALUES]>::try_from(chunk) {
                planes::write(&p.0, side, false, buf);
            }
        }
        out
    });
    planes_array(py, values, Some(n))
}

/// A whole game played one action at a time (`arimaa_rules::encoding::ActionGame`): 16
/// setup actions per side (pieces in the fixed order E, M, H, H, D, D, C, C, 8 R, each on
/// the home square of `setup_action(square)`), then steps (`4 * square + direction`) and
/// 256 to end the move. Every action the mask allows is legal (no dead ends, no third
/// repetitions); the game ends exactly when the rules end it. Ids are absolute (gold's
/// view) unless `perspective` is given: then they are in that side's view (flipped for
/// silver). Safe to share between threads: calls on one game are serialised.
#[pyclass(module = "arimaa", name = "ActionGame", frozen)]
pub struct PyActionGame {
    inner: Mutex<ActionGame>,
}

impl PyActionGame {
    /// Runs `f` on the game under its lock; the GIL is released only when the lock is
    /// busy. `f` must not touch Python.
    fn locked<R: Send>(&self, py: Python<'_>, f: impl FnOnce(&mut ActionGame) -> R + Send) -> R {
        match self.inner.try_lock() {
            Ok(mut g) => f(&mut g),
            Err(TryLockError::Poisoned(p)) => f(&mut p.into_inner()),
            Err(TryLockError::WouldBlock) => {
                py.detach(|| f(&mut self.inner.lock().unwrap_or_else(PoisonError::into_inner)))
            }
        }
    }

    /// A copy of the game (for `SelfPlay.restore`).
    pub fn snapshot(&self, py: Python<'_>) -> ActionGame {
        self.locked(py, |g| g.clone())
    }

    /// Wraps a core game.
    pub fn wrap(game: ActionGame) -> PyActionGame {
        PyActionGame {
            inner: Mutex::new(game),
        }
    }

    fn mask(&self, py: Python<'_>, perspective: Option<PyColor>) -> [bool; ACTIONS] {
        let view = self::perspective(perspective);
        self.locked(py, |g| {
            let mut m = [false; ACTIONS];
            g.legal_action_mask(view, &mut m);
            m
        })
    }
}

#[pymethods]
impl PyActionGame {
    /// A new game at the start of the setup phase (gold places its elephant first).
    #[new]
    fn new() -> PyActionGame {
        PyActionGame::wrap(ActionGame::new())
    }

    /// A game starting from `position` after the setups (its steps taken back).
    #[staticmethod]
    fn from_position(position: PyPosition) -> PyActionGame {
        PyActionGame::wrap(ActionGame::from_position(position.0))
    }

    /// The current position (during setup: the pieces placed so far), as
    /// `Game.position()`.
    fn position(&self, py: Python<'_>) -> PyPosition {
        PyPosition(self.locked(py, |g| g.position().clone()))
    }

    /// The side to act.
    #[getter]
    fn side_to_move(&self, py: Python<'_>) -> PyColor {
        self.locked(py, |g| g.side_to_move()).into()
    }

    /// Whether the game is in its setup phase.
    fn is_setup_phase(&self, py: Python<'_>) -> bool {
        self.locked(py, |g| g.is_setup_phase())
    }

    /// The piece the next setup action places, or `None` after the setups.
    fn next_setup_piece(&self, py: Python<'_>) -> Option<PyPiece> {
        self.locked(py, |g| g.next_setup_piece()).map(PyPiece)
    }

    /// The result once the game is over, else `None`.
    fn outcome(&self, py: Python<'_>) -> Option<PyOutcome> {
        self.locked(py, |g| g.outcome()).map(PyOutcome)
    }

    /// Whether the game is over.
    fn is_over(&self, py: Python<'_>) -> bool {
        self.locked(py, |g| g.is_over())
    }

    /// How many actions have been played.
    #[getter]
    fn actions_played(&self, py: Python<'_>) -> usize {
        self.locked(py, |g| g.actions_played())
    }

    /// How many moves have been completed (setups not counted; each side's move counts
    /// one).
    #[getter]
    fn moves_played(&self, py: Python<'_>) -> usize {
        self.locked(py, |g| g.moves_played())
    }

    /// The legal-action mask, NumPy `bool[257]`, in `perspective`'s view (gold if `None`).
    #[pyo3(signature = (perspective = None))]
    fn legal_action_mask<'py>(
        &self,
        py: Python<'py>,
        perspective: Option<PyColor>,
    ) -> Bound<'py, PyArray1<bool>> {
        mask_array(py, &self.mask(py, perspective))
    }

    /// The legal action ids (the mask's `True` entries), increasing.
    #[pyo3(signature = (perspective = None))]
    fn legal_actions(&self, py: Python<'_>, perspective: Option<PyColor>) -> Vec<usize> {
        mask_ids(&self.mask(py, perspective))
    }

    /// Plays `action` (in `perspective`'s view; gold's if `None`). Returns the `Outcome`
    /// when this action ended the game, else `None`. Raises `IllegalMoveError` (`.rule`,
    /// e.g. `"frozen"`, `"dead_end"`, `"third_repetition"`, `"setup_square"`,
    /// `"game_over"`); the game is then unchanged.
    #[pyo3(signature = (action, perspective = None))]
    fn play_action(
        &self,
        py: Python<'_>,
        action: usize,
        perspective: Option<PyColor>,
    ) -> PyResult<Option<PyOutcome>> {
        let a = encoding::orient(action, self::perspective(perspective));
        let result: Result<Option<Outcome>, ActionError> = self.locked(py, |g| g.play_action(a));
        result
            .map(|o| o.map(PyOutcome))
            .map_err(|e| action_error(py, &e))
    }

    /// The input planes, NumPy `float32[C, 8, 8]`, from `perspective` (gold if `None`).
    #[pyo3(signature = (perspective = None))]
    fn planes(&self, py: Python<'_>, perspective: Option<PyColor>) -> PyResult<Py<PyAny>> {
        let view = self::perspective(perspective);
        let values = self.locked(py, |g| {
            let mut out = vec![0.0f32; PLANE_VALUES];
            if let Ok(buf) = <&mut [f32; PLANE_VALUES]>::try_from(out.as_mut_slice()) {
                g.write_planes(view, buf);
            }
            out
        });
        planes_array(py, values, None)
    }

    /// The game as a `Game` (history, record), rebuilt from the completed turns.
    fn to_game(&self, py: Python<'_>) -> PyResult<PyGame> {
        let game = self.locked(py, |g| g.to_game());
        game.map(PyGame::wrap).map_err(|e| errors::to_game(py, &e))
    }

    /// An independent copy.
    fn copy(&self, py: Python<'_>) -> PyActionGame {
        PyActionGame::wrap(self.locked(py, |g| g.clone()))
    }

    fn __copy__(&self, py: Python<'_>) -> PyActionGame {
        self.copy(py)
    }

    fn __deepcopy__(&self, py: Python<'_>, _memo: &Bound<'_, PyAny>) -> PyActionGame {
        self.copy(py)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        self.locked(py, |g| {
            format!(
                "<ActionGame {} actions, {:?}>",
                g.actions_played(),
                g.position()
            )
        })
    }
}

/// Registers the encoding functions, constants and `ActionGame` in the module.
///
/// # Errors
/// Only if Python refuses to add an attribute.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyActionGame>()?;
    m.add_class::<crate::selfplay::PySelfPlay>()?;
    m.add_function(wrap_pyfunction!(step_from_action, m)?)?;
    m.add_function(wrap_pyfunction!(flip_action, m)?)?;
    m.add_function(wrap_pyfunction!(flip_square, m)?)?;
    m.add_function(wrap_pyfunction!(setup_action, m)?)?;
    m.add_function(wrap_pyfunction!(action_square_direction, m)?)?;
    m.add_function(wrap_pyfunction!(setup_action_square, m)?)?;
    m.add_function(wrap_pyfunction!(planes_many, m)?)?;
    m.add("ACTIONS", ACTIONS)?;
    m.add("END_MOVE", encoding::END_MOVE)?;
    m.add("PLANES", encoding::PLANES)?;
    Ok(())
}
