//! The games table for Python: `GameReader.to_arrow()` / `.to_pandas()` (in
//! `python/arimaa/tables.py`) build a `pyarrow.Table` from the columns given here. The rows
//! are the core's ([`arimaa_rules::table::GameSummary`]), the schema its
//! [`COLUMNS`]; this module only converts cells to Python values.

use arimaa_rules::notation::record::{GameRecord, RecordError};
use arimaa_rules::table::{COLUMNS, Cell, GameSummary};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use crate::records::PyGameReader;

/// The columns of the games table as `(name, type, nullable)`; the type is the core's
/// stable name (`text`, `int32`, `uint32`, `timestamp` (seconds, UTC) or `bool`).
#[pyfunction]
#[pyo3(name = "_table_columns")]
pub fn table_columns() -> Vec<(&'static str, &'static str, bool)> {
    COLUMNS
        .iter()
        .map(|c| (c.name, c.kind.name(), c.nullable))
        .collect()
}

fn cell<'py>(py: Python<'py>, cell: Cell<'_>) -> PyResult<Bound<'py, PyAny>> {
    Ok(match cell {
        Cell::Null => py.None().into_bound(py),
        Cell::Text(s) => s.into_pyobject(py)?.into_any(),
        Cell::Int(n) => n.into_pyobject(py)?.into_any(),
        Cell::Bool(b) => b.into_pyobject(py)?.to_owned().into_any(),
    })
}

/// Reads the rest of `reader` and returns the games table as `{column: [values]}` in the
/// order of `_table_columns()`: one row per game (a record that cannot be read is a row
/// with verdict `unreadable`), each checked under the rules of its date. Releases the GIL
/// while replaying.
#[pyfunction]
#[pyo3(name = "_table_rows")]
pub fn table_rows<'py>(py: Python<'py>, reader: &PyGameReader) -> PyResult<Bound<'py, PyDict>> {
    let rows: Vec<GameSummary> = py.detach(|| {
        let mut rows = Vec::new();
        while let Some(record) = reader.next_record() {
            let record: Result<GameRecord, RecordError> = record;
            rows.push(GameSummary::of(&record, Default::default()));
        }
        rows
    });
    let columns: Vec<Bound<'py, PyList>> = COLUMNS.iter().map(|_| PyList::empty(py)).collect();
    for row in &rows {
        for (list, c) in columns.iter().zip(row.cells()) {
            list.append(cell(py, c)?)?;
        }
    }
    let table = PyDict::new(py);
    for (column, list) in COLUMNS.iter().zip(columns) {
        table.set_item(column.name, list)?;
    }
    Ok(table)
}
