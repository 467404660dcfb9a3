//! `read_games`: a lazy iterator over the games of an archive TSV file or a per-game
//! record, built on the core's `RecordReader`, and `GameRecord`, one game's header fields
//! and turns with `replay()` and `verify()` (see `verdict.rs`).

use std::fs::File;
use std::io::{BufRead, BufReader, Cursor};
use std::path::PathBuf;
use std::sync::{Mutex, PoisonError};

use arimaa_rules::Color;
use arimaa_rules::error::FromRecordError;
use arimaa_rules::notation::record::{
    GameRecord, RecordError, RecordReader, RecordTurn, TurnAction, parse_records,
};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyString, PyTuple};

use crate::enums::{PyColor, PyTermination};
use crate::errors;
use crate::game::PyGame;
use crate::outcome::PyOutcome;
use crate::verdict::{PyVerdict, record_options};

type Source = Box<dyn BufRead + Send + Sync>;

/// The iterator returned by `read_games`: yields one `GameRecord` at a time, reading the
/// input as it goes (one archive line in memory). Raises `NotationError` (with `.line`)
/// for a malformed record, `OSError` for a read error. Safe to share between threads:
/// `next()` calls are serialised (a [`Mutex`], waited on with the GIL released), so each
/// game goes to exactly one thread.
#[pyclass(module = "arimaa", name = "GameReader", frozen)]
pub struct PyGameReader {
    reader: Mutex<Option<RecordReader<Source>>>,
}

#[pymethods]
impl PyGameReader {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Option<PyGameRecord>> {
        match py.detach(|| self.next_record()) {
            None => Ok(None),
            Some(Ok(record)) => Ok(Some(PyGameRecord(record))),
            // The archive reader goes on after a bad line; a per-game record is done.
            Some(Err(e)) => Err(errors::record(py, &e)),
        }
    }

    /// Reads the remaining games into a `pyarrow.Table`, one row per game checked under
    /// the rules of its date (`arimaa.tables`; needs the `arimaa[tables]` extra).
    fn to_arrow<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        slf.py()
            .import("arimaa.tables")?
            .call_method1("to_arrow", (slf,))
    }

    /// As `to_arrow()`, as a `pandas.DataFrame`.
    fn to_pandas<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        slf.py()
            .import("arimaa.tables")?
            .call_method1("to_pandas", (slf,))
    }
}

impl PyGameReader {
    /// The next record, or `None` at the end (call with the GIL released: it waits for
    /// the lock).
    pub(crate) fn next_record(&self) -> Option<Result<GameRecord, RecordError>> {
        // A poisoned lock is recovered: the reader only ever holds whole lines.
        let mut guard = self.reader.lock().unwrap_or_else(PoisonError::into_inner);
        let next = guard.as_mut()?.next();
        if next.is_none() {
            *guard = None;
        }
        next
    }
}

/// Opens `source` for reading records.
fn open_source(source: &Bound<'_, PyAny>) -> PyResult<Source> {
    if source.is_instance_of::<PyString>() || source.hasattr("__fspath__")? {
        let path: PathBuf = source.extract()?;
        return Ok(Box::new(BufReader::new(File::open(path)?)));
    }
    if source.hasattr("read")? {
        let data = source.call_method0("read")?;
        let bytes: Vec<u8> = if let Ok(s) = data.cast::<PyString>() {
            s.to_cow()?.as_bytes().to_vec()
        } else if let Ok(b) = data.cast::<PyBytes>() {
            b.as_bytes().to_vec()
        } else {
            return Err(PyTypeError::new_err(format!(
                "read() returned {}, expected str or bytes",
                data.get_type().name()?
            )));
        };
        return Ok(Box::new(Cursor::new(bytes)));
    }
    Err(PyTypeError::new_err(format!(
        "expected a path (str or os.PathLike) or a file object, not {}",
        source.get_type().name()?
    )))
}

/// Reads the games of `source`: a path (`str` or `os.PathLike`) or an open file object
/// (text or binary). The format is detected from the first line: an arimaa.com archive TSV
/// file (header line naming its fields, one game per line) is streamed game by game; any
/// other text is one per-game record (`Name: value` headers, one turn per line, or an
/// archive movelist). Raises `FileNotFoundError`/`OSError`, or `NotationError` if the
/// first line cannot be read.
#[pyfunction]
pub fn read_games(py: Python<'_>, source: &Bound<'_, PyAny>) -> PyResult<PyGameReader> {
    let input = open_source(source)?;
    let reader = py
        .detach(|| RecordReader::new(input))
        .map_err(|e| errors::record(py, &e))?;
    Ok(PyGameReader {
        reader: Mutex::new(Some(reader)),
    })
}

/// A turn of a pickled record: number, colour letter, action, text, line, column.
type TurnState = (u32, char, String, String, u32, u32);

/// Rebuilds a pickled record from its parts (headers, turns, notes), as `__reduce__`
/// wrote them.
#[pyfunction]
#[pyo3(name = "_record_from_state")]
pub fn record_from_state(
    headers: Vec<(String, String)>,
    turns: Vec<TurnState>,
    notes: Vec<(u32, String)>,
) -> PyResult<PyGameRecord> {
    let turns = turns
        .into_iter()
        .map(|(number, color, action, text, line, column)| {
            let action: TurnAction = action.parse().map_err(|e| {
                errors::ArimaaError::new_err(format!("a pickled record's turn action: {e}"))
            })?;
            let color = Color::from_char(color).ok_or_else(|| {
                errors::ArimaaError::new_err(format!(
                    "unknown colour {color:?} in a pickled record"
                ))
            })?;
            Ok(RecordTurn {
                number,
                color,
                action,
                text,
                line,
                column,
            })
        })
        .collect::<PyResult<Vec<_>>>()?;
    let headers = headers.try_into().map_err(|e| {
        errors::ArimaaError::new_err(format!("a pickled record's header name: {e}"))
    })?;
    Ok(PyGameRecord(GameRecord {
        headers,
        turns,
        notes,
    }))
}

/// One game record: its header fields and turns, not yet checked against the rules.
/// Picklable, so records can be sent to worker processes to be replayed.
#[pyclass(module = "arimaa", name = "GameRecord", frozen)]
pub struct PyGameRecord(GameRecord);

#[pymethods]
impl PyGameRecord {
    /// The game id: the archive `id` column or the per-game `GameId` header.
    #[getter]
    fn id(&self) -> Option<&str> {
        self.0.id()
    }

    /// The recorded result (archive `result` and `termination` columns, or the per-game
    /// `ResultCode`/`ReasonCode` headers), or `None`.
    fn outcome(&self) -> Option<PyOutcome> {
        self.0.recorded_outcome().map(PyOutcome)
    }

    /// The recorded winner, or `None`.
    #[getter]
    fn result(&self) -> Option<PyColor> {
        self.0
            .recorded_outcome()
            .and_then(|o| o.winner.map(PyColor::from))
    }

    /// The recorded termination, or `None`.
    #[getter]
    fn termination(&self) -> Option<PyTermination> {
        self.0.recorded_outcome().map(|o| o.termination.into())
    }

    /// Every header field as written (archive columns other than `movelist`, or the
    /// per-game `Name: value` lines), in input order: a new `dict` at each read (as
    /// `Game.headers`, a property; `record.headers.get(name)` reads one).
    #[getter]
    fn headers<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for (k, v) in &self.0.headers {
            d.set_item(k, v)?;
        }
        Ok(d)
    }

    /// Whether the archive flags the record as corrupt (`corrupt` column = 1).
    fn is_corrupt(&self) -> bool {
        self.0.is_corrupt()
    }

    /// The turn lines as `(label, text)` pairs in record order; `text` is the setup or
    /// move, `"takeback"`, `"resign"`, or `""` for a bare label.
    fn turns(&self) -> Vec<(String, String)> {
        self.0
            .turns
            .iter()
            .map(|t| (t.label(), t.body().to_string()))
            .collect()
    }

    /// When the game started, in seconds since 1970-01-01 UTC (archive `startts`), or `None`.
    #[getter]
    fn start_time(&self) -> Option<u64> {
        self.0.start_time()
    }

    /// Replays the record into a `Game`: labels checked, takebacks applied, every setup
    /// and move played by the rules, a resignation or recorded non-board result set.
    /// `lenient=None` uses the rules of the game's date (the core's `RecordRules::ByDate`:
    /// today's rules from 2008-07-01; for older or undated games the old rules, i.e. no
    /// end-of-game enforcement nor third-repetition rule, where today's refuse a turn for
    /// those only); `True`/`False` force the old or today's rules. Raises `IllegalMoveError` (`.rule`, `.label`, `.game` =
    /// the game before the refused turn; the message starts with the label) or
    /// `NotationError`. Releases the GIL.
    #[pyo3(signature = (*, lenient = None, handicap = false))]
    fn replay(&self, py: Python<'_>, lenient: Option<bool>, handicap: bool) -> PyResult<PyGame> {
        let options = record_options(lenient, handicap);
        py.detach(|| self.0.replay_with(options))
            .map(|r| PyGame::wrap(r.game))
            .map_err(|e| errors::replay(py, e, crate::game::game_object))
    }

    /// The verdict on the record (the core's `GameRecord::check`, as `arimaa replay`):
    /// `lenient=None` judges by the record's date, `True`/`False` under the old or today's
    /// rules. Never raises for a rule: an illegal turn is a `Verdict` of kind `ILLEGAL`.
    /// Releases the GIL.
    #[pyo3(signature = (*, lenient = None, handicap = false))]
    fn verify(&self, py: Python<'_>, lenient: Option<bool>, handicap: bool) -> PyVerdict {
        let options = record_options(lenient, handicap);
        PyVerdict(py.detach(|| self.0.check(options).verdict))
    }

    /// Reads one record: the per-game text format (`Name: value` headers, then one turn
    /// per line, as `str(record)` writes it) or an archive (its header line and one game
    /// line, as `to_archive_line` writes the game line). Raises `NotationError` (with
    /// `.line`, `.column`) for text that is not a record, and (rule `not_one_game`) for an
    /// archive of more or fewer than one game.
    #[staticmethod]
    fn parse(py: Python<'_>, text: &str) -> PyResult<PyGameRecord> {
        let mut records = parse_records(text).map_err(|e| errors::record(py, &e))?;
        if records.len() != 1 {
            let e = FromRecordError::GameCount(records.len());
            return Err(errors::from_record(py, e, crate::game::game_object));
        }
        Ok(PyGameRecord(records.remove(0)))
    }

    /// The record in the per-game text format: every header in order as `Name: value`,
    /// a blank line, one turn per line (labels `1g`, `1s`, …); `GameRecord.parse` reads it
    /// back to the same headers and turns. The same as `str(record)`.
    fn to_text(&self) -> String {
        self.0.to_text()
    }

    /// The record as one line of the arimaa.com archive (the 29 standard columns, no line
    /// ending): each column from the header of its name, or the per-game name of the
    /// core's `ARCHIVE_ALIASES` (`White` → `wusername`, `GameId` → `id`, …); headers that
    /// are no column are not written.
    fn to_archive_line(&self) -> String {
        self.0.to_archive_line()
    }

    fn __str__(&self) -> String {
        self.0.to_text()
    }

    fn __len__(&self) -> usize {
        self.0.turns.len()
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let f = py.import("arimaa._arimaa")?.getattr("_record_from_state")?;
        let turns: Vec<TurnState> = self
            .0
            .turns
            .iter()
            .map(|t| {
                (
                    t.number,
                    t.color.char(),
                    t.action.name().to_string(),
                    t.text.clone(),
                    t.line,
                    t.column,
                )
            })
            .collect();
        let args = (self.0.headers.to_vec(), turns, self.0.notes.clone()).into_pyobject(py)?;
        PyTuple::new(py, [f.into_any(), args.into_any()])
    }

    fn __repr__(&self) -> String {
        format!(
            "<GameRecord id={} turns={}>",
            self.0.id().unwrap_or("?"),
            self.0.turns.len()
        )
    }
}
