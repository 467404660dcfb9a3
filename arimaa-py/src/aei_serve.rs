//! `arimaa.aei.run_engine`: serve AEI on standard input and output from a Python function
//! `choose_move(game, deadline) -> Move`. The session is [`arimaa_aei::run_session`] (the
//! handshake, the game from `newgame`/`setposition`/`makemove`, the time options, `isready`
//! answered while the function thinks, `stop`, `quit`); Python only chooses moves.
//!
//! The session reads standard input with the GIL released, and the search runs on the
//! session's search thread, which takes the GIL only to call the function. The function
//! gets a copy of the game (a new `arimaa.Game`) and a [`PyDeadline`], whose
//! `should_stop()` turns true on `stop` or at the hard time limit.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use arimaa_aei::{Engine, EngineId, Search, run_session};
use arimaa_rules::{Game, NotatedMove, Turn};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::aei_errors;
use crate::game::PyGame;
use crate::turn::{PyMove, PySetup};

/// When a search must end, as `time.monotonic()` values. Given to `choose_move` by
/// `run_engine`: answer by `.time` at the latest (aim for `.target`), and return at once
/// when `should_stop()` is true (the controller sent `stop`, or `.time` has passed).
#[pyclass(module = "arimaa.aei", name = "Deadline", frozen)]
pub struct PyDeadline {
    target: Option<f64>,
    time: Option<f64>,
    hard: Option<Instant>,
    stop: Arc<AtomicBool>,
}

#[pymethods]
impl PyDeadline {
    /// The last moment to answer (`time.monotonic()` seconds: move time plus reserve, at
    /// most the turn limit, less a safety margin), or `None` without a time control.
    #[getter]
    fn time(&self) -> Option<f64> {
        self.time
    }

    /// The moment to aim for (the move time `tcmove` less a margin), or `None`.
    #[getter]
    fn target(&self) -> Option<f64> {
        self.target
    }

    /// Seconds left until `.time` (0 when passed), or `None` without a time control.
    fn remaining(&self) -> Option<f64> {
        self.hard
            .map(|h| h.saturating_duration_since(Instant::now()).as_secs_f64())
    }

    /// Whether the search must end now: the controller sent `stop` (or a new game, or
    /// `quit`), or `.time` has passed.
    fn should_stop(&self) -> bool {
        self.stop.load(Ordering::Relaxed) || self.hard.is_some_and(|h| Instant::now() >= h)
    }

    fn __repr__(&self) -> String {
        let show = |t: Option<f64>| t.map_or("None".to_string(), |t| format!("{t:.3}"));
        format!(
            "<arimaa.aei.Deadline target={} time={}>",
            show(self.target),
            show(self.time)
        )
    }
}

/// The user's function behind the session.
struct PyEngine {
    choose_move: Py<PyAny>,
    id: EngineId,
}

/// The turn `choose_move` returned: a `Move`, a `Setup`, notation text, or `None` (resign).
fn turn_from(obj: &Bound<'_, PyAny>) -> PyResult<Option<Turn>> {
    if obj.is_none() {
        return Ok(None);
    }
    if let Ok(m) = obj.cast::<PyMove>() {
        return Ok(Some(Turn::Move(NotatedMove {
            mv: m.get().0,
            ..NotatedMove::default()
        })));
    }
    if let Ok(s) = obj.cast::<PySetup>() {
        return Ok(Some(Turn::Setup(s.get().0)));
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return s
            .to_cow()?
            .parse::<Turn>()
            .map(Some)
            .map_err(|e| crate::errors::notation(obj.py(), &e));
    }
    Err(PyTypeError::new_err(format!(
        "choose_move must return a Move, a Setup, notation text or None, not {}",
        obj.get_type().name()?
    )))
}

/// `time.monotonic()` seconds at `at`.
fn monotonic_at(py: Python<'_>, at: Option<Instant>) -> PyResult<Option<f64>> {
    let Some(at) = at else { return Ok(None) };
    let now: f64 = py.import("time")?.call_method0("monotonic")?.extract()?;
    let ahead = at.saturating_duration_since(Instant::now()).as_secs_f64();
    Ok(Some(now + ahead))
}

impl PyEngine {
    /// Calls `choose_move(game, deadline)` under the GIL.
    fn call(
        &self,
        game: &Game,
        search: &Search<'_>,
        stop: &Arc<AtomicBool>,
    ) -> PyResult<Option<Turn>> {
        Python::attach(|py| {
            let deadline = PyDeadline {
                target: monotonic_at(py, search.target())?,
                time: monotonic_at(py, search.deadline())?,
                hard: search.deadline(),
                stop: Arc::clone(stop),
            };
            let game = Bound::new(py, PyGame::wrap(game.clone()))?;
            let answer = self.choose_move.call1(py, (game, deadline))?;
            turn_from(answer.bind(py))
        })
    }
}

impl Engine for PyEngine {
    fn id(&self) -> EngineId {
        self.id.clone()
    }

    /// Runs the function; the session's stop flag is mirrored into the deadline's flag
    /// (which Python holds) while it runs. An exception is printed to stderr with its
    /// traceback, logged (`log Error: ...`), and the engine resigns.
    fn choose(&mut self, game: &Game, search: &Search<'_>) -> Option<Turn> {
        let stop = Arc::new(AtomicBool::new(false));
        let done = AtomicBool::new(false);
        let result = thread::scope(|s| {
            s.spawn(|| {
                while !done.load(Ordering::Relaxed) {
                    if search.stop_flag().load(Ordering::Relaxed) {
                        stop.store(true, Ordering::Relaxed);
                    }
                    thread::sleep(Duration::from_millis(2));
                }
            });
            let r = self.call(game, search, &stop);
            done.store(true, Ordering::Relaxed);
            r
        });
        match result {
            Ok(turn) => turn,
            Err(e) => {
                search.log(&format!("Error: choose_move raised {e}; resigning"));
                Python::attach(|py| e.print(py));
                None
            }
        }
    }
}

/// Serves one AEI session on standard input and output with `choose_move(game, deadline)`
/// choosing every turn (a `Setup` during the setup phase, then `Move`s; notation text is
/// accepted too; `None` resigns). `name`, `author` and `version` are sent as the `id`
/// lines. Returns at `quit` or the end of input. Nothing else may write to standard
/// output meanwhile (use `deadline`-aware searches and stderr for debugging).
/// Raises `EngineProtocolError` when the controller does not start with `aei` or sends an
/// unknown message, `OSError` when the streams fail.
#[pyfunction]
#[pyo3(signature = (choose_move, *, name, author = "", version = None))]
pub fn run_engine(
    py: Python<'_>,
    choose_move: Py<PyAny>,
    name: &str,
    author: &str,
    version: Option<String>,
) -> PyResult<()> {
    if !choose_move.bind(py).is_callable() {
        return Err(PyTypeError::new_err("choose_move must be callable"));
    }
    // Whatever Python buffered for stdout goes out before the protocol starts.
    if let Ok(out) = py.import("sys")?.getattr("stdout") {
        if !out.is_none() {
            out.call_method0("flush")?;
        }
    }
    let engine = PyEngine {
        choose_move,
        id: EngineId {
            name: name.to_string(),
            author: author.to_string(),
            version,
        },
    };
    py.detach(|| {
        let stdin = std::io::stdin();
        run_session(engine, stdin.lock(), std::io::stdout())
    })
    .map_err(|e| aei_errors::session(&e))
}
