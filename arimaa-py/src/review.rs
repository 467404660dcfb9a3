//! `Bot.review` and `ReviewEntry`: a game reviewed by a built-in bot
//! ([`arimaa_bot::review`]) for Python, and the rows of `arimaa.review_frame` /
//! `arimaa.review_table` (the core's [`COLUMNS`]) and the graph of
//! `arimaa.review_graph` (the core's [`graph_svg`]).
//!
//! The review runs one move at a time with the GIL released; between moves the GIL is
//! taken back to call the progress callback and to let Ctrl-C (`KeyboardInterrupt`)
//! through, so a long review can be interrupted.

use arimaa_bot::Bot;
use arimaa_bot::review::{COLUMNS, Cell, GraphOptions, Review, ReviewEntry, graph_svg};
use arimaa_rules::Game;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use crate::bot::Limits;
use crate::enums::PyColor;
use crate::turn::PyMove;

/// One reviewed move (`Bot.review`): the scores before it and of the move played (in
/// centi-rabbits for the side that moved), the best move and its line, the win
/// probability lost and the label. Immutable.
#[pyclass(module = "arimaa", name = "ReviewEntry", eq, frozen)]
#[derive(Clone, PartialEq)]
pub struct PyReviewEntry(pub ReviewEntry);

#[pymethods]
impl PyReviewEntry {
    /// The move's index in `game.history()` (setups count).
    #[getter]
    fn index(&self) -> usize {
        self.0.index
    }

    /// The turn's label, e.g. `"12g"`.
    #[getter]
    fn turn(&self) -> String {
        self.0.turn.to_string()
    }

    /// The move number.
    #[getter]
    fn number(&self) -> u32 {
        self.0.turn.number
    }

    /// The side that played the move.
    #[getter]
    fn color(&self) -> PyColor {
        self.0.turn.color.into()
    }

    /// The move played.
    #[getter]
    fn played(&self) -> PyMove {
        PyMove(self.0.played)
    }

    /// The best move shown (the bot's, or the goal or defence the rules core found), or
    /// `None` without an analysis.
    #[getter]
    fn best(&self) -> Option<PyMove> {
        self.0.best.map(PyMove)
    }

    /// The line after the best move, `best` first, one `Move` per turn.
    #[getter]
    fn pv<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.0.pv.iter().map(|m| PyMove(*m)))
    }

    /// The score of the position before the move, for the mover (centi-rabbits; a won
    /// game is `Analysis.WIN` less the steps to it).
    #[getter]
    fn score_before(&self) -> i32 {
        self.0.score_before
    }

    /// The score of the move played, for the mover (the next position's analysis,
    /// negated).
    #[getter]
    fn score_played(&self) -> i32 {
        self.0.score_played
    }

    /// The mover's win probability before the move (`0..1`).
    #[getter]
    fn win_before(&self) -> f64 {
        self.0.win_before()
    }

    /// The mover's win probability after the move played.
    #[getter]
    fn win_played(&self) -> f64 {
        self.0.win_played()
    }

    /// The win probability lost by the move (`0..1`; 0 for the bot's own move).
    #[getter]
    fn loss(&self) -> f64 {
        self.0.loss
    }

    /// `"best"`, `"good"`, `"inaccuracy"`, `"mistake"` or `"blunder"`.
    #[getter]
    fn label(&self) -> &'static str {
        self.0.label.name()
    }

    /// Why: `"score"`, `"bot_move"`, `"wins"`, `"missed_goal"`, `"allows_goal"` or
    /// `"loses"`.
    #[getter]
    fn reason(&self) -> &'static str {
        self.0.reason.name()
    }

    /// The depth of the analysis before the move, in steps.
    #[getter]
    fn depth(&self) -> u32 {
        self.0.depth
    }

    /// The depth of the analysis after the move, in steps.
    #[getter]
    fn depth_played(&self) -> u32 {
        self.0.depth_played
    }

    /// The nodes of the analysis before the move.
    #[getter]
    fn nodes(&self) -> u64 {
        self.0.nodes
    }

    fn __repr__(&self) -> String {
        let e = &self.0;
        format!(
            "<ReviewEntry {} played={} best={} score_before={} score_played={} loss={:.3} label='{}'>",
            e.turn,
            e.played,
            e.best.map_or_else(|| "None".to_string(), |b| b.to_string()),
            e.score_before,
            e.score_played,
            e.loss,
            e.label
        )
    }
}

/// Reviews `game` with `bot` within `limits` a search, calling `progress(entry, done,
/// total)` between moves (`None`: no callback). The GIL is released during each move.
///
/// # Errors
/// `KeyboardInterrupt` (or another signal's exception) between moves; the progress
/// callback's exception.
pub(crate) fn review_game(
    py: Python<'_>,
    bot: Bot,
    game: Game,
    limits: Limits,
    progress: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<PyReviewEntry>> {
    let mut review = Review::new(&game);
    let total = review.len();
    let mut out = Vec::with_capacity(total);
    loop {
        let entry = py.detach(|| {
            // No stop flag: the search cannot be stopped mid-move (Ctrl-C waits for it).
            review.next_turn_with(|g| Ok::<_, std::convert::Infallible>(limits.analyze(&bot, g)))
        });
        let Ok(Some(entry)) = entry else { break };
        let entry = PyReviewEntry(entry);
        if let Some(callback) = progress {
            callback.call1((entry.clone(), out.len() + 1, total))?;
        }
        out.push(entry);
        py.check_signals()?;
    }
    Ok(out)
}

/// The columns of the review table as `(name, type, nullable)`; the type is the core's
/// stable name (`text`, `int32`, `uint32`, `uint64` or `float64`).
#[pyfunction]
#[pyo3(name = "_review_columns")]
pub fn review_columns() -> Vec<(&'static str, &'static str, bool)> {
    COLUMNS
        .iter()
        .map(|c| (c.name, c.kind.name(), c.nullable))
        .collect()
}

/// The review table of `entries` as `{column: [values]}` in the order of
/// `_review_columns()`, one row per entry.
#[pyfunction]
#[pyo3(name = "_review_rows")]
pub fn review_rows<'py>(
    py: Python<'py>,
    entries: Vec<PyRef<'py, PyReviewEntry>>,
) -> PyResult<Bound<'py, PyDict>> {
    let columns: Vec<Bound<'py, PyList>> = COLUMNS.iter().map(|_| PyList::empty(py)).collect();
    for entry in &entries {
        for (list, cell) in columns.iter().zip(entry.0.cells()) {
            match cell {
                Cell::Null => list.append(py.None())?,
                Cell::Text(s) => list.append(s)?,
                Cell::Int(n) => list.append(n)?,
                Cell::Float(f) => list.append(f)?,
            }
        }
    }
    let table = PyDict::new(py);
    for (column, list) in COLUMNS.iter().zip(columns) {
        table.set_item(column.name, list)?;
    }
    Ok(table)
}

/// The evaluation graph of `entries` (in game order) as SVG text: gold's win probability
/// after each move, the inaccuracies, mistakes and blunders of both sides marked (the
/// core's `graph_svg`, as `arimaa review --graph` draws it). `width` at least 120 and
/// `height` at least 80 pixels.
#[pyfunction]
#[pyo3(signature = (entries, width = 640, height = 220))]
pub fn review_graph(entries: Vec<PyRef<'_, PyReviewEntry>>, width: u32, height: u32) -> String {
    let entries: Vec<ReviewEntry> = entries.iter().map(|e| e.0.clone()).collect();
    graph_svg(&entries, &GraphOptions { width, height })
}
