//! `Game`: a whole game from the setups to the result, wrapping `arimaa_rules::Game`
//! (history, takeback, third-repetition rule, result after every move).
//!
//! ## Threads
//! `Game` is the one mutable class, so it is a frozen pyclass holding the core game in a
//! [`Mutex`]: one `Game` may be shared by any number of Python threads, and concurrent
//! calls on it are serialised (each call sees and leaves a whole game; no call ever
//! raises a borrow error or panics). The rule that keeps this free of deadlocks: the lock
//! is only taken around pure Rust work. Python arguments are converted to Rust values
//! first, the core is called under the lock (`PyGame::locked`: with the GIL released
//! when the lock is busy or the work is long), and the result is converted back to
//! Python objects after the lock is released. A poisoned lock (a panic in the core, which
//! the core's tests and fuzzing rule out) is recovered: every core `Game` method checks
//! before it changes anything, so the game it guards is whole.

use std::sync::{Mutex, MutexGuard, PoisonError, TryLockError};

use arimaa_rules::notation::record::Headers;
use arimaa_rules::replay::FromRecordError;
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
/// with fewer pieces. Safe to share between threads: calls on one game are serialised.
#[pyclass(module = "arimaa", name = "Game", frozen)]
pub struct PyGame {
    inner: Mutex<Game>,
}

/// Locks `m`, recovering the value of a poisoned lock (see the module docs).
fn lock(m: &Mutex<Game>) -> MutexGuard<'_, Game> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl PyGame {
    /// Wraps a core game.
    pub fn wrap(inner: Game) -> PyGame {
        PyGame {
            inner: Mutex::new(inner),
        }
    }

    /// Runs `f` on the game under its lock. Short work: when the lock is free it is taken
    /// with the GIL held (no thread switch); when another thread holds it, the GIL is
    /// released while waiting, so that thread (or any other) is never blocked by us.
    /// `f` must not touch Python.
    fn locked<R: Send>(&self, py: Python<'_>, f: impl FnOnce(&mut Game) -> R + Send) -> R {
        match self.inner.try_lock() {
            Ok(mut g) => f(&mut g),
            Err(TryLockError::Poisoned(p)) => f(&mut p.into_inner()),
            Err(TryLockError::WouldBlock) => py.detach(|| f(&mut lock(&self.inner))),
        }
    }

    /// Runs `f` on the game under its lock with the GIL released (long work: move
    /// generation, replays). `f` must not touch Python.
    fn locked_detached<R: Send>(&self, py: Python<'_>, f: impl FnOnce(&mut Game) -> R + Send) -> R {
        py.detach(|| f(&mut lock(&self.inner)))
    }

    /// A copy of the core game (taken under the lock).
    pub fn snapshot(&self, py: Python<'_>) -> Game {
        self.locked(py, |g| g.clone())
    }
}

/// A turn argument of `play`, read from Python before the game is locked.
enum TurnArg {
    Move(arimaa_rules::Move),
    Setup(arimaa_rules::Setup),
    Text(String),
}

fn options(handicap: bool, lenient: bool) -> GameOptions {
    GameOptions {
        handicap,
        lenient,
        ..GameOptions::default()
    }
}

/// The core's headers from a mapping (its `items()`) or an iterable of `(name, value)`
/// pairs, read before the game is locked. Raises `NotationError` for a name that is no
/// header name (the core's `is_header_name`: one ASCII word starting with a letter).
fn header_pairs(headers: Option<&Bound<'_, PyAny>>) -> PyResult<Headers> {
    let mut pairs = Vec::new();
    if let Some(h) = headers {
        let items = if h.hasattr("items")? {
            h.call_method0("items")?
        } else {
            h.clone()
        };
        for item in items.try_iter()? {
            pairs.push(item?.extract::<(String, String)>()?);
        }
        return Headers::try_from(pairs).map_err(|e| errors::notation(h.py(), &e));
    }
    Ok(Headers::new())
}

/// Maps the error of [`Game::from_record`].
fn from_record_error(py: Python<'_>, e: FromRecordError) -> PyErr {
    errors::from_record(py, e, game_object)
}

/// `game` as a Python `Game` object (`None` if Python refuses to build it): the `.game`
/// of a refused record turn's exception.
pub fn game_object(py: Python<'_>, game: Game) -> Option<Py<PyAny>> {
    Bound::new(py, PyGame::wrap(game))
        .ok()
        .map(|g| g.into_any().unbind())
}

/// Rebuilds a pickled game: the start (`None` = the setup phase, else the short form and
/// move number of the first position), the turns as text, the options, the result and
/// the headers (`None` in pickles from before headers: none).
#[pyfunction]
#[pyo3(name = "_game_from_state", signature = (start, move_number, turns, handicap, lenient, outcome, headers = None))]
#[allow(clippy::too_many_arguments)]
pub fn game_from_state(
    py: Python<'_>,
    start: Option<&str>,
    move_number: u32,
    turns: Vec<String>,
    handicap: bool,
    lenient: bool,
    outcome: Option<&str>,
    headers: Option<Vec<(String, String)>>,
) -> PyResult<PyGame> {
    let opts = options(handicap, lenient);
    let mut game = match start {
        None => Game::with_options(opts),
        Some(short) => {
            // Written by `__reduce__`: a game may start at an relaxed position.
            let mut pos = Position::from_short_with(short, arimaa_rules::PositionOptions::RELAXED)
                .map_err(|e| errors::notation(py, &e))?;
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
    game.set_headers(
        Headers::try_from(headers.unwrap_or_default()).map_err(|e| errors::notation(py, &e))?,
    );
    Ok(PyGame::wrap(game))
}

#[pymethods]
impl PyGame {
    /// A new game in its setup phase.
    #[new]
    #[pyo3(signature = (*, handicap = false, lenient = false))]
    fn new(handicap: bool, lenient: bool) -> PyGame {
        PyGame::wrap(Game::with_options(options(handicap, lenient)))
    }

    /// A game that starts at `position` (past the setups); it counts as the first
    /// occurrence of that position for the repetition rule.
    #[staticmethod]
    #[pyo3(signature = (position, *, handicap = false, lenient = false))]
    fn from_position(position: PyPosition, handicap: bool, lenient: bool) -> PyGame {
        PyGame::wrap(Game::from_position(position.0, options(handicap, lenient)))
    }

    /// Replays a record in the per-game text format (or an archive text holding one game).
    /// `lenient=None` uses the rules of the record's date (as `GameRecord.replay`);
    /// `True`/`False` force the old or today's rules. Raises `NotationError` or
    /// `IllegalMoveError` (with the turn label in the message). Releases the GIL while
    /// replaying.
    #[staticmethod]
    #[pyo3(signature = (text, *, handicap = false, lenient = None))]
    fn from_record(
        py: Python<'_>,
        text: &str,
        handicap: bool,
        lenient: Option<bool>,
    ) -> PyResult<PyGame> {
        let options = crate::verdict::record_options(lenient, handicap);
        py.detach(|| Game::from_record_with(text, options))
            .map(PyGame::wrap)
            .map_err(|e| from_record_error(py, e))
    }

    /// Plays one turn: during setup a `Setup` (or its text), afterwards a `Move` (or move
    /// text; capture tokens are checked). Returns what was played. Raises
    /// `IllegalMoveError` (with `.rule`) or `NotationError`; the game is unchanged on error.
    fn play(&self, py: Python<'_>, turn: &Bound<'_, PyAny>) -> PyResult<TurnOut> {
        let arg = if let Ok(m) = turn.cast::<PyMove>() {
            TurnArg::Move(m.get().0)
        } else if let Ok(s) = turn.cast::<PySetup>() {
            TurnArg::Setup(s.get().0)
        } else if let Ok(text) = turn.cast::<PyString>() {
            TurnArg::Text(text.to_cow()?.into_owned())
        } else {
            return Err(PyTypeError::new_err(format!(
                "expected a Move, a Setup or their text, not {}",
                turn.get_type().name()?
            )));
        };
        match arg {
            TurnArg::Move(m) => self.play_move(py, PyMove(m)),
            TurnArg::Setup(s) => self.play_setup(py, PySetup(s)).map(TurnOut::Setup),
            TurnArg::Text(text) => self
                .locked(py, |g| g.play_text(&text))
                .map(TurnOut::from)
                .map_err(|e| errors::play(py, &e)),
        }
    }

    /// Plays a move; returns it. Raises `IllegalMoveError` (e.g. `"setup_expected"`,
    /// `"game_over"`, `"third_repetition"`, or the rule of an illegal step).
    fn play_move(&self, py: Python<'_>, r#move: PyMove) -> PyResult<TurnOut> {
        self.locked(py, |g| g.play_move(&r#move.0))
            .map(|m| TurnOut::Move(PyMove(m.mv)))
            .map_err(|e| errors::mv(py, &e))
    }

    /// Plays the setup of the side to set up; returns it. Raises `IllegalMoveError`
    /// (e.g. `"not_setup_phase"`, `"outside_home_ranks"`, `"missing"`).
    fn play_setup(&self, py: Python<'_>, setup: PySetup) -> PyResult<PySetup> {
        self.locked(py, |g| g.play_setup(&setup.0))
            .map(|()| setup)
            .map_err(|e| errors::setup(py, &e))
    }

    /// Takes back the last turn; returns it, or `None` at the start.
    fn takeback(&self, py: Python<'_>) -> Option<TurnOut> {
        self.locked(py, |g| g.takeback().map(|e| e.turn))
            .map(TurnOut::from)
    }

    /// Records that the side to move resigns and returns the result. Raises
    /// `IllegalMoveError` (rule `"game_over"`) when the game already has a result (a
    /// resignation is a turn, refused after the end like a move).
    fn resign(&self, py: Python<'_>) -> PyResult<PyOutcome> {
        self.locked(py, Game::resign)
            .map(PyOutcome)
            .map_err(|e| errors::mv(py, &e))
    }

    /// Sets (or clears, with `None`) the result, e.g. a loss on time (Rust's
    /// `Game::set_result`).
    fn set_result(&self, py: Python<'_>, outcome: Option<PyOutcome>) {
        self.locked(py, |g| g.set_result(outcome.map(|o| o.0)));
    }

    /// The current position (during setup: the pieces placed so far): a method, as
    /// JavaScript's `Game.position()`.
    fn position(&self, py: Python<'_>) -> PyPosition {
        PyPosition(self.locked(py, |g| g.position().clone()))
    }

    /// The moves played so far (setups excluded), oldest first.
    fn moves(&self, py: Python<'_>) -> Vec<PyMove> {
        self.locked(py, |g| {
            g.history()
                .iter()
                .filter_map(|e| match e.turn {
                    Turn::Move(m) => Some(m.mv),
                    Turn::Setup(_) => None,
                })
                .collect::<Vec<_>>()
        })
        .into_iter()
        .map(PyMove)
        .collect()
    }

    /// Every turn so far as `(label, notation)` pairs, e.g. `("2g", "Ed2n Cc3x …")`,
    /// setups included, capture tokens written (JavaScript's `Game.history()`).
    fn history(&self, py: Python<'_>) -> Vec<(String, String)> {
        self.locked(py, |g| {
            g.history()
                .iter()
                .map(|e| (e.label(), e.turn.to_string()))
                .collect()
        })
    }

    /// The side whose turn it is (to set up or to move).
    #[getter]
    fn side_to_move(&self, py: Python<'_>) -> PyColor {
        self.locked(py, |g| g.side_to_move()).into()
    }

    /// The number of the next turn (1 during setup).
    #[getter]
    fn move_number(&self, py: Python<'_>) -> u32 {
        self.locked(py, |g| g.move_number())
    }

    /// The label of the next turn, e.g. `"12s"`.
    #[getter]
    fn next_label(&self, py: Python<'_>) -> String {
        self.locked(py, |g| g.next_label())
    }

    /// Whether the game is in its setup phase.
    fn is_setup_phase(&self, py: Python<'_>) -> bool {
        self.locked(py, |g| g.is_setup_phase())
    }

    /// Whether the game was created with `lenient=True`.
    #[getter]
    fn lenient(&self, py: Python<'_>) -> bool {
        self.locked(py, |g| g.options().lenient)
    }

    /// Whether the game was created with `handicap=True`.
    #[getter]
    fn handicap(&self, py: Python<'_>) -> bool {
        self.locked(py, |g| g.options().handicap)
    }

    /// The legal moves of the side to move, without those that would repeat a position a
    /// third time (strict games). Empty during setup and after the end. Releases the GIL.
    fn legal_moves(&self, py: Python<'_>) -> Vec<PyMove> {
        self.locked_detached(py, |g| g.legal_moves())
            .into_iter()
            .map(PyMove)
            .collect()
    }

    /// How many times `position`'s board with its side to move has occurred after a
    /// completed turn.
    fn repetition_count(&self, py: Python<'_>, position: PyPosition) -> u32 {
        self.locked(py, |g| g.repetition_count(&position.0))
    }

    /// The result, if the game is over (by the rules, or set by `resign`/`set_result`).
    fn outcome(&self, py: Python<'_>) -> Option<PyOutcome> {
        self.locked(py, |g| g.outcome()).map(PyOutcome)
    }

    /// Whether the game has a result.
    fn is_over(&self, py: Python<'_>) -> bool {
        self.locked(py, |g| g.is_over())
    }

    /// The pieces `color` has lost (strongest first).
    fn captured(&self, py: Python<'_>, color: PyColor) -> Vec<PyPiece> {
        self.locked(py, |g| g.captured(color.into()))
            .into_iter()
            .map(PyPiece)
            .collect()
    }

    /// The game in the per-game text format (the core's `Game::to_record`): the game's
    /// `headers` in order with `headers` given here (a mapping, or `(name, value)` pairs)
    /// set over them, as `Name: value` lines, a blank line, one line per turn, then the
    /// next label while the game goes on. The result headers (`Result`, `Reason`,
    /// `ResultCode`, `ReasonCode`, `PlyCount`, archive `result`, `termination`,
    /// `plycount`) are the game's own: a stale value never wins over the game.
    #[pyo3(signature = (headers = None))]
    fn to_record(&self, py: Python<'_>, headers: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
        let pairs = header_pairs(headers)?;
        Ok(self.locked(py, |g| g.to_record(&pairs)))
    }

    /// The game as one line of the arimaa.com archive (29 standard columns, no line
    /// ending; the core's `Game::to_archive_line`): `fields` (a mapping, or pairs) set over
    /// the game's headers; per-game names fill their columns (`White` → `wusername`);
    /// `result`, `termination`, `plycount` and `movelist` come from the game.
    #[pyo3(signature = (fields = None))]
    fn to_archive_line(
        &self,
        py: Python<'_>,
        fields: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<String> {
        let pairs = header_pairs(fields)?;
        Ok(self.locked(py, |g| g.to_archive_line(&pairs)))
    }

    /// The game's headers (players, event, site, date, time control, result, …) as a
    /// mutable ordered mapping (`arimaa.headers.Headers`, like python-chess's
    /// `Game.headers`): a live view, each read or write one locked call on the game.
    /// A game replayed from a record starts with the record's headers. Assigning a
    /// mapping (or pairs) replaces them all.
    #[getter]
    fn headers<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        slf.py()
            .import("arimaa.headers")?
            .getattr("Headers")?
            .call1((slf,))
    }

    #[setter]
    fn set_headers(&self, py: Python<'_>, headers: &Bound<'_, PyAny>) -> PyResult<()> {
        let pairs = header_pairs(Some(headers))?;
        self.locked(py, |g| g.set_headers(pairs));
        Ok(())
    }

    /// The value of header `name` (exact name), or `None` (for `Headers`).
    fn _header_get(&self, py: Python<'_>, name: &str) -> Option<String> {
        self.locked(py, |g| g.headers().get(name).map(str::to_string))
    }

    /// Sets header `name` in place or at the end (for `Headers`). Raises `NotationError`
    /// for a name that is no header name (one ASCII word starting with a letter).
    fn _header_set(&self, py: Python<'_>, name: &str, value: &str) -> PyResult<()> {
        self.locked(py, |g| g.headers_mut().set(name, value).map(|_| ()))
            .map_err(|e| errors::notation(py, &e))
    }

    /// Removes header `name`; whether it was there (for `Headers`).
    fn _header_del(&self, py: Python<'_>, name: &str) -> bool {
        self.locked(py, |g| g.headers_mut().remove(name).is_some())
    }

    /// The header pairs, in order (for `Headers`).
    fn _header_items(&self, py: Python<'_>) -> Vec<(String, String)> {
        self.locked(py, |g| g.headers().to_vec())
    }

    /// An SVG picture of the current board with the last move drawn (its steps as arrows,
    /// pushes and pulls dashed, captures marked on their trap), frozen pieces outlined
    /// dashed.
    fn _repr_svg_(&self, py: Python<'_>) -> String {
        self.locked(py, |g| {
            let options = arimaa_rules::svg::SvgOptions {
                last_move: g
                    .history()
                    .last()
                    .and_then(arimaa_rules::svg::LastMove::from_history),
                frozen: true,
                ..Default::default()
            };
            arimaa_rules::svg::board_svg(g.position(), &options)
        })
    }

    /// An independent copy of the game.
    fn copy(&self, py: Python<'_>) -> PyGame {
        PyGame::wrap(self.snapshot(py))
    }

    fn __copy__(&self, py: Python<'_>) -> PyGame {
        self.copy(py)
    }

    fn __deepcopy__(&self, py: Python<'_>, _memo: &Bound<'_, PyAny>) -> PyGame {
        self.copy(py)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        self.locked(py, |g| {
            let turns = g.history().len();
            match g.outcome() {
                Some(o) => format!("<Game over ({o}) after {turns} turns>"),
                None => format!("<Game at {} after {turns} turns>", g.next_label()),
            }
        })
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        // Everything is read in one locked call, so the pickle is one consistent game.
        let state = self.locked(py, |g| {
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
            (
                start.as_ref().map(Position::to_short),
                start.as_ref().map_or(1, Position::move_number),
                turns,
                g.options().handicap,
                g.options().lenient,
                g.outcome().map(|o| o.to_string()),
                g.headers().to_vec(),
            )
        });
        let f = py.import("arimaa._arimaa")?.getattr("_game_from_state")?;
        let args = state.into_pyobject(py)?;
        PyTuple::new(py, [f.into_any(), args.into_any()])
    }
}
