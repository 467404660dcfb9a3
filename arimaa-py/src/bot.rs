//! `Bot` and `Analysis`: the built-in bots of [`arimaa_bot`] (the step-based searcher,
//! the classic two-ply bot, the greedy one-move bot) for Python.
//!
//! ## Threads
//! A `Bot`'s settings are immutable (its kind, seed, table size, depth limit, threads);
//! it also keeps the search bot's transposition table from one call to the next
//! (`arimaa_bot::Bot`: one search at a time uses it, a concurrent one a new table of its
//! own; `clear_table` empties it). One bot may serve any number of Python threads at
//! once. Each call copies the game first (under the game's lock, see [`crate::game`]),
//! then searches that copy on the calling thread with the GIL released
//! ([`Python::detach`]), so other Python threads run while the bot thinks and the game
//! may even change meanwhile without affecting the search. With `threads` above 1 the
//! search also runs helper threads of its own (Lazy SMP), outside Python.
//!
//! ## Budgets
//! A search ends at the first of `seconds` (a deadline on the system's monotonic clock,
//! [`arimaa_bot::SystemClock`]) and `nodes` (deterministic for a new bot or a cleared
//! table with one thread: the same game, seed, settings and node budget give the same
//! move on every machine); with neither, one second.

use std::time::Duration;

use arimaa_bot::{Analysis, Bot, BotKind, Budget, SystemClock};
use arimaa_rules::{Game, SetupError};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt, PyList, PyTuple};

use crate::errors;
use crate::game::PyGame;
use crate::turn::{PyMove, PySetup};

/// The largest transposition table a `Bot` accepts, in MiB (4 GiB): the table is
/// allocated at the start of each search, and a size the machine cannot allocate would
/// abort the interpreter.
pub const MAX_HASH_MB: u64 = arimaa_bot::Bot::MAX_HASH_MB as u64;

/// The deepest depth limit a `Bot` accepts, in steps (10 whole turns): the bot's own
/// limit (`arimaa_bot::Bot::MAX_DEPTH`); a deeper one is refused, not clamped.
pub const MAX_DEPTH: u64 = arimaa_bot::Bot::MAX_DEPTH as u64;

/// The most threads a `Bot` accepts: the bot's own limit (`arimaa_bot::Bot::MAX_THREADS`);
/// more, or 0, is refused, not clamped.
pub const MAX_THREADS: u64 = arimaa_bot::Bot::MAX_THREADS as u64;

/// An `int` argument as given: its value when it fits a `u64`, else its text (negative
/// or too large; refused with the argument's name by [`IntArg::within`]). Anything but an
/// `int` (a `bool` included) is a `TypeError` while the arguments are read (Python notes
/// which argument).
#[derive(Clone)]
struct IntArg(Result<u64, String>);

impl<'a, 'py> FromPyObject<'a, 'py> for IntArg {
    type Error = PyErr;

    fn extract(obj: pyo3::Borrowed<'a, 'py, PyAny>) -> PyResult<IntArg> {
        if obj.is_instance_of::<PyBool>() || !obj.is_instance_of::<PyInt>() {
            return Err(PyTypeError::new_err(format!(
                "expected an int, not {}",
                obj.get_type().name()?
            )));
        }
        Ok(IntArg(obj.extract::<u64>().map_err(|_| obj.to_string())))
    }
}

impl IntArg {
    /// The value when it is in `min..=max`, else `ValueError` naming the argument `name`.
    fn within(&self, name: &str, min: u64, max: u64) -> PyResult<u64> {
        match &self.0 {
            Ok(v) if (min..=max).contains(v) => Ok(*v),
            Ok(v) => Err(out_of_range(name, min, max, &v.to_string())),
            Err(text) => Err(out_of_range(name, min, max, text)),
        }
    }
}

/// `ValueError`: the argument `name` given as `given` is not in `min..=max`.
fn out_of_range(name: &str, min: u64, max: u64, given: &str) -> PyErr {
    PyValueError::new_err(format!(
        "{name} must be between {min} and {max}, not {given}"
    ))
}

/// An integer argument `name` in `min..=max`: `TypeError` for anything but an `int` (a
/// `bool` included), `ValueError` outside the range (never `OverflowError`).
fn int_arg(value: &Bound<'_, PyAny>, name: &str, min: u64, max: u64) -> PyResult<u64> {
    let arg: IntArg = value
        .extract()
        .map_err(|e: PyErr| PyTypeError::new_err(format!("{name}: {}", e.value(value.py()))))?;
    arg.within(name, min, max)
}

/// The name of `kind` as `Bot(kind=...)` takes it (`"search"`, `"classic"`, `"greedy"`).
fn kind_name(kind: BotKind) -> &'static str {
    BotKind::NAMES
        .into_iter()
        .find(|n| BotKind::from_kind_name(n) == Some(kind))
        .unwrap_or("search")
}

/// The limits of one search, read from Python before the GIL is released (also each
/// search of `Bot.review`).
#[derive(Clone, Copy)]
pub(crate) struct Limits {
    time: Option<Duration>,
    nodes: Option<u64>,
}

impl Limits {
    /// `seconds` (a positive finite number) and `nodes` (an int from 1); one second when
    /// neither is given.
    pub(crate) fn read(
        seconds: Option<&Bound<'_, PyAny>>,
        nodes: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Limits> {
        let nodes = nodes
            .filter(|n| !n.is_none())
            .map(|n| int_arg(n, "nodes", 1, u64::MAX))
            .transpose()?;
        let seconds = seconds.filter(|s| !s.is_none());
        let time = match seconds {
            None if nodes.is_some() => None,
            None => Some(arimaa_bot::Bot::DEFAULT_MOVE_TIME),
            Some(s) => {
                if s.is_instance_of::<PyBool>() {
                    return Err(PyTypeError::new_err("seconds must be a number, not bool"));
                }
                let value: f64 = s.extract().map_err(|_| {
                    PyTypeError::new_err(format!(
                        "seconds must be a number, not {}",
                        s.get_type()
                            .name()
                            .map(|n| n.to_string())
                            .unwrap_or_default()
                    ))
                })?;
                let d = Duration::try_from_secs_f64(value)
                    .ok()
                    .filter(|d| !d.is_zero())
                    .ok_or_else(|| {
                        PyValueError::new_err(format!(
                            "seconds must be a positive number of seconds, not {value}"
                        ))
                    })?;
                Some(d)
            }
        };
        Ok(Limits { time, nodes })
    }

    /// Runs `bot` on `game` within these limits on this thread (no Python).
    pub(crate) fn analyze(self, bot: &Bot, game: &Game) -> Option<Analysis> {
        let clock = SystemClock::new();
        let mut budget = Budget::new();
        if let Some(t) = self.time {
            budget = budget.with_time(&clock, t);
        }
        if let Some(n) = self.nodes {
            budget = budget.with_nodes(n);
        }
        bot.analyze(game, &budget, &|_| {})
    }
}

/// A built-in bot: `Bot(kind="search", seed=1, hash_mb=32, max_depth=None, threads=1)`.
///
/// `kind` is `"search"` (the step-based searcher, the default), `"classic"` (the first
/// built-in bot: two plies of whole moves) or `"greedy"` (one move deep). `seed` decides
/// its random tie-breaks; `hash_mb` (1-4096) is the largest transposition table in MiB,
/// `max_depth` (1-40 steps, 4 steps a turn, or `None`) a depth limit and `threads`
/// (1-64) the threads a search uses (all three used by the search kind only). Its
/// settings are immutable: hashable, picklable (equality and hash compare the settings),
/// and safe to share between threads (each call searches its own copy of the game with
/// the GIL released). The search kind can keep its transposition table from one call to the
/// next (off by default: each call starts empty; the Rust `with_kept_table`) (the next move of a game starts from what the last ones found), so a later answer
/// also depends on the earlier calls; `clear_table()` (or a new `Bot`) starts afresh.
#[pyclass(module = "arimaa", name = "Bot", eq, hash, frozen)]
#[derive(Clone, PartialEq, Eq)]
pub struct PyBot(pub Bot);

impl std::hash::Hash for PyBot {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        let b = &self.0;
        (b.kind(), b.seed(), b.hash_mb(), b.max_depth(), b.threads()).hash(state);
    }
}

impl PyBot {
    /// The game to play: a copy of `game` that may receive a move (`IllegalMoveError`,
    /// rule `setup_expected` or `game_over`, otherwise).
    fn movable(py: Python<'_>, game: &PyGame) -> PyResult<Game> {
        let game = game.snapshot(py);
        game.check_can_move().map_err(|e| errors::mv(py, &e))?;
        Ok(game)
    }

    /// Searches `game` within `limits` with the GIL released.
    fn search(&self, py: Python<'_>, game: &PyGame, limits: Limits) -> PyResult<Analysis> {
        let game = PyBot::movable(py, game)?;
        // A clone shares the bot's kept table.
        let bot = self.0.clone();
        py.detach(|| limits.analyze(&bot, &game))
            // A game that may receive a move always has one: no legal move ends a game by
            // the rules (immobilization). Reported as the end of the game regardless.
            .ok_or_else(|| errors::mv(py, &arimaa_rules::MoveError::GameOver))
    }
}

#[pymethods]
impl PyBot {
    /// A bot of `kind` (`"search"`, `"classic"` or `"greedy"`). Raises `ValueError` for
    /// another kind or a number out of range (`threads` 0 included), `TypeError` for an
    /// argument of the wrong type.
    #[new]
    #[pyo3(
        signature = (kind = "search".to_string(), seed = IntArg(Ok(1)), hash_mb = IntArg(Ok(u64::from(Bot::DEFAULT_HASH_MB))), max_depth = None, threads = IntArg(Ok(1))),
        text_signature = "(kind='search', seed=1, hash_mb=32, max_depth=None, threads=1)"
    )]
    fn new(
        kind: String,
        seed: IntArg,
        hash_mb: IntArg,
        max_depth: Option<&Bound<'_, PyAny>>,
        threads: IntArg,
    ) -> PyResult<PyBot> {
        let name = kind;
        let kind = BotKind::from_kind_name(&name).ok_or_else(|| {
            PyValueError::new_err(format!(
                "unknown bot kind {name:?}: expected one of {}",
                BotKind::NAMES.map(|n| format!("{n:?}")).join(", ")
            ))
        })?;
        let seed = seed.within("seed", 0, u64::MAX)?;
        let hash_mb = hash_mb.within("hash_mb", 1, MAX_HASH_MB)?;
        let threads = threads.within("threads", 1, MAX_THREADS)?;
        let max_depth = max_depth
            .filter(|d| !d.is_none())
            .map(|d| int_arg(d, "max_depth", 1, MAX_DEPTH))
            .transpose()?;
        // All fit a u32: checked against MAX_HASH_MB, MAX_DEPTH and MAX_THREADS above.
        let bot = Bot::new(kind, seed)
            .with_hash_mb(u32::try_from(hash_mb).unwrap_or(Bot::DEFAULT_HASH_MB))
            .with_max_depth(max_depth.and_then(|d| u32::try_from(d).ok()))
            .with_threads(u32::try_from(threads).unwrap_or(1));
        Ok(PyBot(bot))
    }

    /// The kind: `"search"`, `"classic"` or `"greedy"`.
    #[getter]
    fn kind(&self) -> &'static str {
        kind_name(self.0.kind())
    }

    /// The player name: `"bot"`, `"bot:classic"` or `"bot:greedy"` (as the `arimaa`
    /// program and its AEI engine name the bots).
    #[getter]
    fn name(&self) -> &'static str {
        self.0.name()
    }

    /// The seed of the random tie-breaks.
    #[getter]
    fn seed(&self) -> u64 {
        self.0.seed()
    }

    /// The transposition table's size in MiB.
    #[getter]
    fn hash_mb(&self) -> u32 {
        self.0.hash_mb()
    }

    /// The depth limit in steps, or `None`.
    #[getter]
    fn max_depth(&self) -> Option<u32> {
        self.0.max_depth()
    }

    /// The threads a search uses (1-64): above 1, helper threads search the same moves
    /// sharing the table (Lazy SMP), so a node budget no longer gives the same move on
    /// every run.
    #[getter]
    fn threads(&self) -> u32 {
        self.0.threads()
    }

    /// Forgets what the bot's searches found (its kept transposition table): the next
    /// search starts as a new bot's would (with one thread and a node budget, the same
    /// move as a new `Bot` with these settings). Call it between games.
    fn clear_table(&self) {
        self.0.clear_table();
    }

    /// The move for the side to move of `game` (a `Game`, left unchanged: play the move
    /// yourself), found within `seconds` (a positive number) and/or `nodes` (an int from
    /// 1), whichever ends first; with neither, one second. The GIL is released while the
    /// bot thinks.
    ///
    /// Raises `IllegalMoveError` (an `ArimaaError`, so a `ValueError`) with rule
    /// `"setup_expected"` during the setup phase (use `setup` or `turn`) and `"game_over"`
    /// once the game has a result; `TypeError` or `ValueError` for a bad argument.
    #[pyo3(signature = (game, seconds = None, nodes = None))]
    fn choose(
        &self,
        py: Python<'_>,
        game: PyRef<'_, PyGame>,
        seconds: Option<&Bound<'_, PyAny>>,
        nodes: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyMove> {
        let limits = Limits::read(seconds, nodes)?;
        Ok(PyMove(self.search(py, &game, limits)?.mv))
    }

    /// Like `choose`, with what the search found: an `Analysis` (the move, the depth
    /// reached in steps, the score, the nodes searched and the expected line).
    #[pyo3(signature = (game, seconds = None, nodes = None))]
    fn analyze(
        &self,
        py: Python<'_>,
        game: PyRef<'_, PyGame>,
        seconds: Option<&Bound<'_, PyAny>>,
        nodes: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyAnalysis> {
        let limits = Limits::read(seconds, nodes)?;
        Ok(PyAnalysis(self.search(py, &game, limits)?))
    }

    /// The setup of the side to set up in `game`'s setup phase: gold's usual setup, or
    /// silver's chosen knowing gold's. Raises `IllegalMoveError` (rule
    /// `"not_setup_phase"`) after the setup phase.
    fn setup(&self, py: Python<'_>, game: PyRef<'_, PyGame>) -> PyResult<PySetup> {
        let game = game.snapshot(py);
        if !game.is_setup_phase() {
            return Err(errors::setup(py, &SetupError::NotSetupPhase));
        }
        Ok(PySetup(self.0.setup(&game)))
    }

    /// The bot's next turn in `game`: its `Setup` during the setup phase, else its `Move`
    /// (as `choose`, with the same limits and errors).
    #[pyo3(signature = (game, seconds = None, nodes = None))]
    fn turn(
        &self,
        py: Python<'_>,
        game: PyRef<'_, PyGame>,
        seconds: Option<&Bound<'_, PyAny>>,
        nodes: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<crate::game::TurnOut> {
        let limits = Limits::read(seconds, nodes)?;
        let copy = game.snapshot(py);
        if copy.is_setup_phase() {
            return Ok(crate::game::TurnOut::Setup(PySetup(self.0.setup(&copy))));
        }
        Ok(crate::game::TurnOut::Move(PyMove(
            self.search(py, &game, limits)?.mv,
        )))
    }

    /// Reviews every move of `game` (a `Game`, left unchanged; setups are not reviewed):
    /// a list of `ReviewEntry`, one per move in order. Each position is searched once
    /// within `seconds` and/or `nodes` (as `analyze`; with neither, one second), so a
    /// game of n moves takes about n + 1 times that. `progress(entry, done, total)`, when
    /// given, is called after each move. The GIL is released while the bot thinks;
    /// Ctrl-C stops the review between two moves (`KeyboardInterrupt`).
    ///
    /// Each entry holds the score of the position before the move and the played move's
    /// (the next position's analysis, negated; centi-rabbits for the side that moved),
    /// the best move and its line, the win probability lost (`1 / (1 + exp(-score /
    /// 550))`) and a label: `best` (the bot's own move), `good`, `inaccuracy` (a loss from
    /// 0.05), `mistake` (0.10), `blunder` (0.15: lichess's thresholds); a goal missed or
    /// allowed, and a move that loses at once, are blunders by the rules. `review_frame`
    /// makes a pandas DataFrame of the list. Raises `TypeError` or `ValueError` for a bad
    /// argument.
    #[pyo3(signature = (game, seconds = None, nodes = None, progress = None))]
    fn review(
        &self,
        py: Python<'_>,
        game: PyRef<'_, PyGame>,
        seconds: Option<&Bound<'_, PyAny>>,
        nodes: Option<&Bound<'_, PyAny>>,
        progress: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<crate::review::PyReviewEntry>> {
        let limits = Limits::read(seconds, nodes)?;
        let progress = progress.filter(|p| !p.is_none());
        if let Some(p) = progress
            && !p.is_callable()
        {
            return Err(PyTypeError::new_err("progress must be callable or None"));
        }
        let game = game.snapshot(py);
        crate::review::review_game(py, self.0.clone(), game, limits, progress)
    }

    fn __repr__(&self) -> String {
        let b = &self.0;
        let depth = b.max_depth().map_or("None".to_string(), |d| d.to_string());
        format!(
            "Bot(kind='{}', seed={}, hash_mb={}, max_depth={depth}, threads={})",
            kind_name(b.kind()),
            b.seed(),
            b.hash_mb(),
            b.threads()
        )
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let b = &slf.get().0;
        let args = (
            kind_name(b.kind()),
            b.seed(),
            b.hash_mb(),
            b.max_depth(),
            b.threads(),
        )
            .into_pyobject(py)?;
        PyTuple::new(py, [slf.get_type().into_any(), args.into_any()])
    }
}

/// What a search found (`Bot.analyze`): `move`, `depth` (the last completed iteration, in
/// steps: 4 steps are one turn), `score` (centi-rabbits, the bot's one unit: 100 is
/// the first rabbit captured from a full army, an elephant about 580; from the side to
/// move's view; a won game is `Analysis.WIN` less the steps to
/// the win), `nodes` and `pv` (the expected line, `move` first, one `Move` per turn; the
/// last may be a partial turn). The classic and greedy bots report depth 0 and score 0.
/// Immutable; `str()` is the info line of the `arimaa` program.
#[pyclass(module = "arimaa", name = "Analysis", eq, frozen)]
#[derive(Clone, PartialEq)]
pub struct PyAnalysis(pub Analysis);

#[pymethods]
impl PyAnalysis {
    /// The score of a won game reached in zero steps (every evaluation is far below it).
    #[classattr]
    const WIN: i32 = Analysis::WIN;

    /// The move chosen.
    #[getter]
    #[pyo3(name = "move")]
    fn mv(&self) -> PyMove {
        PyMove(self.0.mv)
    }

    /// The depth of the last completed iteration, in steps.
    #[getter]
    fn depth(&self) -> u32 {
        self.0.depth
    }

    /// The score of `move` for the side to move.
    #[getter]
    fn score(&self) -> i32 {
        self.0.score
    }

    /// The nodes searched.
    #[getter]
    fn nodes(&self) -> u64 {
        self.0.nodes
    }

    /// The principal variation, `move` first.
    #[getter]
    fn pv<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.0.pv.iter().map(|m| PyMove(*m)))
    }

    /// Whether the score says the game is won (`True`), lost (`False`) or neither yet
    /// (`None`) within the search's horizon.
    fn decided(&self) -> Option<bool> {
        self.0.decided()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        let pv: Vec<String> = self
            .0
            .pv
            .iter()
            .map(|m| format!("Move.parse('{m}')"))
            .collect();
        format!(
            "<Analysis move=Move.parse('{}') depth={} score={} nodes={} pv=[{}]>",
            self.0.mv,
            self.0.depth,
            self.0.score,
            self.0.nodes,
            pv.join(", ")
        )
    }
}
