//! `arimaa.aei.Engine`: drive any AEI engine process from Python, as python-chess's
//! `chess.engine` does for UCI. A thin wrapper over [`arimaa_aei::Controller`]: the
//! process, the handshake, the game sent as `newgame`/`setposition` + `makemove`s, `go`,
//! `stop` near the limit, the kill past it, and the check of `bestmove` by the rules all
//! happen in Rust.
//!
//! ## Threads
//! An `Engine` is a frozen pyclass holding its controller in a [`Mutex`]: it may be shared
//! between threads, and calls serialise (one search at a time). Arguments are converted
//! before the lock is taken; the lock is taken and the engine waited for with the GIL
//! released, so other Python threads run meanwhile; results are converted after.

use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use arimaa_aei::{
    Clock, Controller, ControllerError, EngineCommand, SearchResult, TimeControl, Timeouts,
};
use arimaa_rules::{Game, GameOptions};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyString};

use crate::aei_errors;
use crate::game::{PyGame, TurnOut};
use crate::position::PyPosition;

/// A running AEI engine process. `Engine.popen("simple_engine")` starts it and completes
/// the handshake; use it as a context manager (`with ... as engine:`) so that it quits.
/// Every failure raises an `arimaa.aei.EngineError` subclass naming the engine; the
/// process is never left behind (a failed engine is killed).
#[pyclass(module = "arimaa.aei", name = "Engine", frozen)]
pub struct PyAeiEngine {
    inner: Mutex<Option<Controller>>,
    /// The longest search without a time limit.
    unlimited: Duration,
}

fn lock(m: &Mutex<Option<Controller>>) -> MutexGuard<'_, Option<Controller>> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A finite, positive number of seconds (`what` names the argument in the error).
fn duration_of(value: f64, what: &str) -> PyResult<Duration> {
    Duration::try_from_secs_f64(value)
        .ok()
        .filter(|d| !d.is_zero())
        .ok_or_else(|| {
            PyValueError::new_err(format!(
                "{what} must be a positive number of seconds, not {value}"
            ))
        })
}

/// The game to search: a `Game` (copied) or a `Position` (a game starting there).
fn game_arg(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<Game> {
    if let Ok(g) = obj.cast::<PyGame>() {
        return Ok(g.get().snapshot(py));
    }
    if let Ok(p) = obj.cast::<PyPosition>() {
        return Ok(Game::from_position(
            p.get().0.clone(),
            GameOptions::default(),
        ));
    }
    Err(PyTypeError::new_err(format!(
        "expected a Game or a Position, not {}",
        obj.get_type().name()?
    )))
}

/// An option value as AEI text: `bool` as `1`/`0`, anything else by `str()`.
fn option_text(value: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(b) = value.cast::<PyBool>() {
        return Ok(if b.is_true() { "1" } else { "0" }.to_string());
    }
    Ok(value.str()?.to_cow()?.into_owned())
}

/// The time control of one search of at most `seconds` seconds (rounded up to whole
/// seconds, as AEI's time options are whole seconds), or none.
fn time_control(seconds: Option<f64>) -> PyResult<Option<TimeControl>> {
    seconds
        .map(|t| {
            let d = duration_of(t, "seconds")?;
            let secs = u32::try_from(d.as_secs() + u64::from(d.subsec_nanos() > 0))
                .map_err(|_| PyValueError::new_err("seconds is too large"))?;
            Ok(TimeControl::new(secs, 0))
        })
        .transpose()
}

impl PyAeiEngine {
    /// Runs `f` on the running controller with the GIL released; `EngineDiedError` when
    /// the engine has quit. A failed engine (killed by the controller) is dropped.
    fn with<R: Send>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut Controller) -> Result<R, ControllerError> + Send,
    ) -> PyResult<R> {
        let result = py.detach(|| {
            let mut guard = lock(&self.inner);
            let Some(c) = guard.as_mut() else {
                return Ok(None);
            };
            let r = f(c);
            if r.is_err() {
                *guard = None;
            }
            r.map(Some)
        });
        match result {
            Ok(Some(r)) => Ok(r),
            Ok(None) => Err(aei_errors::EngineDiedError::new_err(
                "the engine has quit (or failed earlier); start a new one with Engine.popen",
            )),
            Err(e) => Err(aei_errors::controller(py, &e)),
        }
    }

    /// One search of `game` under `tc` (announced to the engine first; no limit: the
    /// engine gets `tcmove 0`, and the controller waits the unlimited-search timeout).
    fn search(
        &self,
        py: Python<'_>,
        game: &Bound<'_, PyAny>,
        seconds: Option<f64>,
    ) -> PyResult<SearchResult> {
        let game = game_arg(py, game)?;
        if game.is_over() {
            // Nothing to search: the core's error, not the engine's.
            return Err(crate::errors::mv(py, &arimaa_rules::MoveError::GameOver));
        }
        let tc = time_control(seconds)?;
        self.with(py, move |c| {
            c.set_time_control(&tc.unwrap_or_default())?;
            let clock = tc.map(Clock::new);
            c.search(&game, clock.as_ref())
        })
    }
}

#[pymethods]
impl PyAeiEngine {
    /// Starts `command` (a command line, run by the shell; `cwd` is its working folder) and
    /// completes the AEI handshake within `timeout` seconds (also the limit for `isready`).
    /// A `play` or `analyze` without `seconds` waits at most `search_timeout` seconds.
    /// Raises `EngineDiedError` when it cannot start or exits, `EngineTimeoutError` when it
    /// does not answer `aeiok`, `EngineProtocolError` for a line that is not AEI.
    #[staticmethod]
    #[pyo3(signature = (command, cwd = None, *, timeout = 10.0, search_timeout = 60.0))]
    fn popen(
        py: Python<'_>,
        command: &str,
        cwd: Option<PathBuf>,
        timeout: f64,
        search_timeout: f64,
    ) -> PyResult<PyAeiEngine> {
        let wait = duration_of(timeout, "timeout")?;
        let unlimited = duration_of(search_timeout, "search_timeout")?;
        let cmd = EngineCommand {
            command_line: command.to_string(),
            dir: cwd,
        };
        let timeouts = Timeouts {
            handshake: wait,
            ready: wait,
            unlimited_search: unlimited,
            ..Timeouts::default()
        };
        let c = py
            .detach(|| Controller::start(&cmd, timeouts))
            .map_err(|e| aei_errors::controller(py, &e))?;
        Ok(PyAeiEngine {
            inner: Mutex::new(Some(c)),
            unlimited,
        })
    }

    /// The engine's `id` lines as a dict: `"name"`, `"author"` and, if sent, `"version"`.
    /// Empty after `quit`.
    #[getter]
    fn id<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let id = py.detach(|| lock(&self.inner).as_ref().map(|c| c.id().clone()));
        let d = PyDict::new(py);
        if let Some(id) = id {
            d.set_item("name", id.name)?;
            d.set_item("author", id.author)?;
            if let Some(v) = id.version {
                d.set_item("version", v)?;
            }
        }
        Ok(d)
    }

    /// The engine's name: its `id name`, or its command line if it gave none.
    #[getter]
    fn name(&self, py: Python<'_>) -> Option<String> {
        py.detach(|| lock(&self.inner).as_ref().map(|c| c.name().to_string()))
    }

    /// The engine process's id, or `None` once it has quit or failed (its process is then
    /// gone).
    #[getter]
    fn pid(&self, py: Python<'_>) -> Option<u32> {
        py.detach(|| lock(&self.inner).as_ref().map(Controller::process_id))
    }

    /// The search limit of `play`/`analyze` without `seconds`, in seconds.
    #[getter]
    fn search_timeout(&self) -> f64 {
        self.unlimited.as_secs_f64()
    }

    /// Whether the engine process is running (not quit, not failed).
    fn is_running(&self, py: Python<'_>) -> bool {
        py.detach(|| lock(&self.inner).is_some())
    }

    /// Sends `setoption name N value V` for each item of `options` (a mapping of names to
    /// values; `True`/`False` are sent as `1`/`0`, other values by `str()`), then `isready`
    /// so that the engine has taken them when this returns. Returns the `log` lines the
    /// engine sent meanwhile (warnings about unknown options, for instance).
    fn configure(&self, py: Python<'_>, options: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
        let mut pairs = Vec::new();
        for item in options.call_method0("items")?.try_iter()? {
            let (name, value): (Bound<'_, PyAny>, Bound<'_, PyAny>) = item?.extract()?;
            let name = name.cast::<PyString>()?.to_cow()?.into_owned();
            pairs.push((name, option_text(&value)?));
        }
        self.with(py, move |c| {
            for (name, value) in &pairs {
                c.set_option(name, value)?;
            }
            c.is_ready()
        })
    }

    /// Sends `isready` and waits for `readyok`; returns the `log` lines received meanwhile.
    fn ping(&self, py: Python<'_>) -> PyResult<Vec<String>> {
        self.with(py, |c| c.is_ready())
    }

    /// Has the engine choose the turn of the side to move in `game` (a `Game`, or a
    /// `Position` to search from), within `seconds` seconds (rounded up to whole
    /// seconds: sent as `tcmove`, no reserve; `stop` is sent near the limit). Returns the
    /// `Move` (or the `Setup` during the setup phase), checked by the rules, or `None` when
    /// the engine resigns. Raises `EngineTimeoutError`, `EngineIllegalMoveError`,
    /// `EngineDiedError` or `EngineProtocolError` (the engine is then stopped), and
    /// `arimaa.IllegalMoveError` (rule `"game_over"`) for a game that is over.
    #[pyo3(signature = (game, *, seconds = None))]
    fn play(
        &self,
        py: Python<'_>,
        game: &Bound<'_, PyAny>,
        seconds: Option<f64>,
    ) -> PyResult<Option<TurnOut>> {
        Ok(self.search(py, game, seconds)?.turn.map(TurnOut::from))
    }

    /// Has the engine search `game` (as `play`) and returns its `info` lines as a dict of
    /// type to value (the last line of each type wins), e.g. `{"depth": "4", "score":
    /// "120"}`. The best move itself is `play`'s answer.
    #[pyo3(signature = (game, *, seconds = None))]
    fn analyze<'py>(
        &self,
        py: Python<'py>,
        game: &Bound<'_, PyAny>,
        seconds: Option<f64>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let result = self.search(py, game, seconds)?;
        let d = PyDict::new(py);
        for (kind, value) in result.info {
            d.set_item(kind, value)?;
        }
        Ok(d)
    }

    /// Sends `quit`, waits up to two seconds for the process to exit, then kills it.
    /// Returns whether it exited by itself. Does nothing (returns `False`) if it already
    /// quit or failed.
    fn quit(&self, py: Python<'_>) -> bool {
        py.detach(|| {
            let c = lock(&self.inner).take();
            c.and_then(Controller::quit).is_some()
        })
    }

    fn __enter__(slf: Py<Self>) -> Py<Self> {
        slf
    }

    /// Quits the engine; exceptions propagate.
    fn __exit__(
        &self,
        py: Python<'_>,
        _exc_type: &Bound<'_, PyAny>,
        _exc_value: &Bound<'_, PyAny>,
        _traceback: &Bound<'_, PyAny>,
    ) -> bool {
        self.quit(py);
        false
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        match self.name(py) {
            Some(n) => format!("<arimaa.aei.Engine {n:?}>"),
            None => "<arimaa.aei.Engine (quit)>".to_string(),
        }
    }
}
