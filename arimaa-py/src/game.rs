//! `Game`: a whole game from the setups to the result, wrapping `arimaa_rules::Game`
//! (history, takeback, third-repetition rule, result after every move).

use arimaa_rules::notation::record::FromRecordError;
use arimaa_rules::{Game, GameOptions, Outcome, Position, Turn};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};

use crate::enums::PyColor;
use crate::errors;
use crate::outcome::PyOutcome;
use crate::piece::PyPiece;
use crate::position::PyPosition;
use crate::turn::{PyMove, PySetup};

/// A turn handed back to Python: a `Move` or a `Setup`.
#[derive(IntoPyObject)]
pub enum TurnOut {
    /// A move (capture tokens dropped).
    Move(PyMove),
    /// A setup.
    Setup(PySetup),
}

impl From<Turn> for TurnOut {
    fn from(t: Turn) -> TurnOut {
        match t {
            Turn::Move(m) => TurnOut::Move(PyMove(m.mv)),
            Turn::Setup(s) => TurnOut::Setup(PySetup(s)),
        }
    }
}

/// A game: `Game()` starts in the setup phase (gold sets up, then silver), then moves
/// until the end. `lenient=True` applies the pre-2008 server rules (steps checked, but no
/// end-of-game enforcement and no third-repetition rule); `handicap=True` accepts setups
/// with fewer pieces.
#[pyclass(module = "arimaa", name = "Game")]
#[derive(Clone)]
pub struct PyGame {
    inner: Game,
}

impl PyGame {
    /// Wraps a core game.
    pub fn wrap(inner: Game) -> PyGame {
        PyGame { inner }
    }
}

fn options(handicap: bool, lenient: bool) -> GameOptions {
    GameOptions {
        handicap,
        lenient,
        ..GameOptions::default()
    }
}

/// Maps the error of [`Game::from_record`].
fn from_record_error(py: Python<'_>, e: FromRecordError) -> PyErr {
    match e {
        FromRecordError::Record(r) => errors::record(py, &r),
        FromRecordError::GameCount(_) => errors::notation_at(py, e.to_string(), None, None),
        FromRecordError::Replay(r) => errors::replay(py, *r),
    }
}

/// Rebuilds a pickled game: the start (`None` = the setup phase, else the short form and
/// move number of the first position), the turns as text, the options and the result.
#[pyfunction]
#[pyo3(name = "_game_from_state")]
#[allow(clippy::too_many_arguments)]
pub fn game_from_state(
    py: Python<'_>,
    start: Option<&str>,
    move_number: u32,
    turns: Vec<String>,
    handicap: bool,
    lenient: bool,
    outcome: Option<&str>,
) -> PyResult<PyGame> {
    let opts = options(handicap, lenient);
    let mut game = match start {
        None => Game::with_options(opts),
        Some(short) => {
            let mut pos = Position::from_short(short).map_err(|e| errors::notation(py, &e))?;
            pos.set_move_number(move_number);
            Game::from_position(pos, opts)
        }
    };
    for t in &turns {
        game.play_text(t).map_err(|e| errors::play(py, &e))?;
    }
    let outcome: Option<Outcome> = outcome
        .map(str::parse)
        .transpose()
        .map_err(|e| errors::notation(py, &e))?;
    game.set_result(outcome);
    Ok(PyGame { inner: game })
}

#[pymethods]
impl PyGame {
    /// A new game in its setup phase.
    #[new]
    #[pyo3(signature = (*, handicap = false, lenient = false))]
    fn new(handicap: bool, lenient: bool) -> PyGame {
        PyGame {
            inner: Game::with_options(options(handicap, lenient)),
        }
    }

    /// A game that starts at `position` (past the setups); it counts as the first
    /// occurrence of that position for the repetition rule.
    #[staticmethod]
    #[pyo3(signature = (position, *, handicap = false, lenient = false))]
    fn from_position(position: PyPosition, handicap: bool, lenient: bool) -> PyGame {
        PyGame {
            inner: Game::from_position(position.0, options(handicap, lenient)),
        }
    }

    /// Replays a record in the per-game text format (or an archive text holding one game).
    /// Raises `NotationError` or `IllegalMoveError` (with the turn label in the message).
    /// Releases the GIL while replaying.
    #[staticmethod]
    #[pyo3(signature = (text, *, handicap = false, lenient = false))]
    fn from_record(py: Python<'_>, text: &str, handicap: bool, lenient: bool) -> PyResult<PyGame> {
        py.detach(|| Game::from_record_with(text, options(handicap, lenient)))
            .map(|inner| PyGame { inner })
            .map_err(|e| from_record_error(py, e))
    }

    /// Plays one turn: during setup a `Setup` (or its text), afterwards a `Move` (or move
    /// text; capture tokens are checked). Returns what was played. Raises
    /// `IllegalMoveError` (with `.rule`) or `NotationError`; the game is unchanged on error.
    fn play(&mut self, py: Python<'_>, turn: &Bound<'_, PyAny>) -> PyResult<TurnOut> {
        if let Ok(m) = turn.cast::<PyMove>() {
            return self.play_move(py, *m.get());
        }
        if let Ok(s) = turn.cast::<PySetup>() {
            return self.play_setup(py, *s.get()).map(TurnOut::Setup);
        }
        if let Ok(text) = turn.cast::<PyString>() {
            return self
                .inner
                .play_text(&text.to_cow()?)
                .map(TurnOut::from)
                .map_err(|e| errors::play(py, &e));
        }
        Err(PyTypeError::new_err(format!(
            "expected a Move, a Setup or their text, not {}",
            turn.get_type().name()?
        )))
    }

    /// Plays a move; returns it. Raises `IllegalMoveError` (e.g. `"setup_expected"`,
    /// `"game_over"`, `"third_repetition"`, or the rule of an illegal step).
    fn play_move(&mut self, py: Python<'_>, r#move: PyMove) -> PyResult<TurnOut> {
        self.inner
            .play_move(&r#move.0)
            .map(|m| TurnOut::Move(PyMove(m.mv)))
            .map_err(|e| errors::mv(py, &e))
    }

    /// Plays the setup of the side to set up; returns it. Raises `IllegalMoveError`
    /// (e.g. `"not_setup_phase"`, `"outside_home_ranks"`, `"missing"`).
    fn play_setup(&mut self, py: Python<'_>, setup: PySetup) -> PyResult<PySetup> {
        self.inner
            .play_setup(&setup.0)
            .map(|()| setup)
            .map_err(|e| errors::setup(py, &e))
    }

    /// Takes back the last turn; returns it, or `None` at the start.
    fn takeback(&mut self) -> Option<TurnOut> {
        self.inner.takeback().map(|e| e.turn.into())
    }

    /// Records that the side to move resigns.
    fn resign(&mut self) {
        self.inner.resign();
    }

    /// Sets (or clears, with `None`) the result, e.g. a loss on time.
    fn set_outcome(&mut self, outcome: Option<PyOutcome>) {
        self.inner.set_result(outcome.map(|o| o.0));
    }

    /// The current position (during setup: the pieces placed so far).
    #[getter]
    fn position(&self) -> PyPosition {
        PyPosition(self.inner.position().clone())
    }

    /// The moves played so far (setups excluded), oldest first.
    #[getter]
    fn moves(&self) -> Vec<PyMove> {
        self.inner
            .history()
            .iter()
            .filter_map(|e| match e.turn {
                Turn::Move(m) => Some(PyMove(m.mv)),
                Turn::Setup(_) => None,
            })
            .collect()
    }

    /// Every turn so far as `(label, notation)` pairs, e.g. `("2g", "Ed2n Cc3x …")`,
    /// setups included, capture tokens written.
    #[getter]
    fn history(&self) -> Vec<(String, String)> {
        self.inner
            .history()
            .iter()
            .map(|e| (e.label(), e.turn.to_string()))
            .collect()
    }

    /// The side whose turn it is (to set up or to move).
    #[getter]
    fn side_to_move(&self) -> PyColor {
        self.inner.side_to_move().into()
    }

    /// The number of the next turn (1 during setup).
    #[getter]
    fn move_number(&self) -> u32 {
        self.inner.move_number()
    }

    /// The label of the next turn, e.g. `"12s"`.
    #[getter]
    fn next_label(&self) -> String {
        self.inner.next_label()
    }

    /// Whether the game is in its setup phase.
    #[getter]
    fn is_setup_phase(&self) -> bool {
        self.inner.is_setup_phase()
    }

    /// Whether the game was created with `lenient=True`.
    #[getter]
    fn lenient(&self) -> bool {
        self.inner.options().lenient
    }

    /// Whether the game was created with `handicap=True`.
    #[getter]
    fn handicap(&self) -> bool {
        self.inner.options().handicap
    }

    /// The legal moves of the side to move, without those that would repeat a position a
    /// third time (strict games). Empty during setup and after the end. Releases the GIL.
    fn legal_moves(slf: &Bound<'_, Self>) -> Vec<PyMove> {
        // Copy the game and release the borrow first, so another thread may play meanwhile.
        let game = slf.borrow().inner.clone();
        let py = slf.py();
        py.detach(move || game.legal_moves())
            .into_iter()
            .map(PyMove)
            .collect()
    }

    /// How many times `position`'s board with its side to move has occurred after a
    /// completed turn.
    fn repetition_count(&self, position: PyPosition) -> u32 {
        self.inner.repetition_count(position.0.hash())
    }

    /// The result, if the game is over (by the rules, or set by `resign`/`set_outcome`).
    fn outcome(&self) -> Option<PyOutcome> {
        self.inner.outcome().map(PyOutcome)
    }

    /// Whether the game has a result.
    fn is_over(&self) -> bool {
        self.inner.is_over()
    }

    /// The pieces `color` has lost (strongest first).
    fn captured(&self, color: PyColor) -> Vec<PyPiece> {
        self.inner
            .captured(color.into())
            .into_iter()
            .map(PyPiece)
            .collect()
    }

    /// The game in the per-game text format: `headers` (a mapping, or `(name, value)`
    /// pairs, in their order) as `Name: value` lines, a blank line, one line per turn,
    /// then the next label while the game goes on.
    #[pyo3(signature = (headers = None))]
    fn to_record(&self, headers: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
        let mut pairs: Vec<(String, String)> = Vec::new();
        if let Some(h) = headers {
            let items = if h.hasattr("items")? {
                h.call_method0("items")?
            } else {
                h.clone()
            };
            for item in items.try_iter()? {
                pairs.push(item?.extract()?);
            }
        }
        let refs: Vec<(&str, &str)> = pairs
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        Ok(self.inner.to_record(&refs))
    }

    /// An SVG picture of the current board.
    fn _repr_svg_(&self) -> String {
        arimaa_rules::svg::position_svg(self.inner.position())
    }

    /// An independent copy of the game.
    fn copy(&self) -> PyGame {
        self.clone()
    }

    fn __copy__(&self) -> PyGame {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyGame {
        self.clone()
    }

    fn __repr__(&self) -> String {
        let turns = self.inner.history().len();
        match self.inner.outcome() {
            Some(o) => format!("<Game over ({o}) after {turns} turns>"),
            None => format!("<Game at {} after {turns} turns>", self.inner.next_label()),
        }
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let g = &slf.borrow().inner;
        let history = g.history();
        let start: Option<Position> = match history.first() {
            Some(e) => match e.turn {
                Turn::Setup(_) => None,
                Turn::Move(_) => Some(e.position_before().clone()),
            },
            None if g.is_setup_phase() => None,
            None => Some(g.position().clone()),
        };
        let turns: Vec<String> = history.iter().map(|e| e.turn.to_string()).collect();
        let f = py.import("arimaa._arimaa")?.getattr("_game_from_state")?;
        let args = (
            start.as_ref().map(Position::to_short),
            start.as_ref().map_or(1, Position::move_number),
            turns,
            g.options().handicap,
            g.options().lenient,
            g.outcome().map(|o| o.to_string()),
        )
            .into_pyobject(py)?;
        PyTuple::new(py, [f.into_any(), args.into_any()])
    }
}
