//! `arimaa replay --format jsonl|csv|parquet`: writes one row per game. The rows and
//! their columns are the core's ([`arimaa_rules::table`]: `GameSummary::cells` in the order
//! of `COLUMNS`); this module only encodes them.
//!
//! - `jsonl`: one JSON object per line, keys = column names, `null` for an empty cell.
//! - `csv`: a header line of the column names, then one record per game; an empty cell
//!   is an empty field.
//! - `parquet` (Cargo feature `parquet`, on by default): one Parquet file (Snappy), Arrow
//!   types `utf8`, `int32`, `uint32`, `timestamp[s, UTC]`, `bool`; nullable as the column.
//!
//! In `jsonl` and `csv`, `start_time` is written as ISO 8601 UTC (`2002-11-22T19:20:26Z`).

use std::io::Write;
use std::path::{Path, PathBuf};

use arimaa_rules::table::{COLUMNS, Cell, ColumnType, GameSummary};
use clap::ValueEnum;
use serde_json::Value;

use crate::clock::Utc;
use crate::error::CliError;

/// The table formats of `arimaa replay --format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TableFormat {
    /// One JSON object per game per line.
    Jsonl,
    /// Comma-separated values with a header line.
    Csv,
    /// An Apache Parquet file (needs the `parquet` feature, on by default).
    Parquet,
}

/// Where the rows go: a writer for one table.
pub trait RowSink {
    /// Writes one row.
    ///
    /// # Errors
    /// [`CliError::Output`] (or [`CliError::Table`]) when it cannot be written.
    fn row(&mut self, row: &GameSummary) -> Result<(), CliError>;

    /// Ends the table (flushes; writes the Parquet footer).
    ///
    /// # Errors
    /// As [`RowSink::row`].
    fn finish(self: Box<Self>) -> Result<(), CliError>;
}

/// A cell as text (`None` for an empty cell): timestamps in ISO 8601 UTC.
fn cell_text(kind: ColumnType, cell: Cell<'_>) -> Option<String> {
    match (kind, cell) {
        (_, Cell::Null) => None,
        (ColumnType::Timestamp, Cell::Int(t)) => {
            let u = Utc::from_unix(u64::try_from(t).unwrap_or(0));
            Some(format!(
                "{}-{:02}-{:02}T{:02}:{:02}:{:02}Z",
                u.year, u.month, u.day, u.hour, u.minute, u.second
            ))
        }
        (_, Cell::Text(s)) => Some(s.to_string()),
        (_, Cell::Int(n)) => Some(n.to_string()),
        (_, Cell::Bool(b)) => Some(b.to_string()),
    }
}

/// JSON lines, keys in the order of the columns.
struct Jsonl<W>(W);

impl<W: Write> RowSink for Jsonl<W> {
    fn row(&mut self, row: &GameSummary) -> Result<(), CliError> {
        let mut line = String::from("{");
        for (i, (column, cell)) in COLUMNS.iter().zip(row.cells()).enumerate() {
            let value = match (column.kind, cell) {
                (_, Cell::Null) => Value::Null,
                (ColumnType::Timestamp, _) => cell_text(column.kind, cell).into(),
                (_, Cell::Text(s)) => s.into(),
                (_, Cell::Int(n)) => n.into(),
                (_, Cell::Bool(b)) => b.into(),
            };
            if i > 0 {
                line.push(',');
            }
            line.push_str(&Value::from(column.name).to_string());
            line.push(':');
            line.push_str(&value.to_string());
        }
        line.push('}');
        writeln!(self.0, "{line}")?;
        Ok(())
    }

    fn finish(mut self: Box<Self>) -> Result<(), CliError> {
        self.0.flush()?;
        Ok(())
    }
}

/// CSV with a header line.
struct Csv<W: Write>(csv::Writer<W>);

fn csv_error(e: csv::Error) -> CliError {
    match e.into_kind() {
        csv::ErrorKind::Io(e) => CliError::Output(e),
        other => CliError::Table(format!("CSV: {other:?}")),
    }
}

impl<W: Write> RowSink for Csv<W> {
    fn row(&mut self, row: &GameSummary) -> Result<(), CliError> {
        let fields = COLUMNS
            .iter()
            .zip(row.cells())
            .map(|(c, cell)| cell_text(c.kind, cell).unwrap_or_default());
        self.0.write_record(fields).map_err(csv_error)
    }

    fn finish(mut self: Box<Self>) -> Result<(), CliError> {
        self.0.flush()?;
        Ok(())
    }
}

/// A sink writing `format` to `out` (a file) or, when `out` is `None`, to `stdout`.
///
/// # Errors
/// [`CliError::Write`] when the file cannot be created; [`CliError::Table`] for Parquet
/// on a terminal or in a build without the `parquet` feature.
pub fn sink<'a>(
    format: TableFormat,
    out: Option<&Path>,
    stdout: &'a mut dyn Write,
) -> Result<Box<dyn RowSink + 'a>, CliError> {
    let writer: Box<dyn Write + Send + 'a> = match out {
        Some(path) => Box::new(std::io::BufWriter::new(
            std::fs::File::create(path).map_err(|source| CliError::Write {
                path: PathBuf::from(path),
                source,
            })?,
        )),
        None if format == TableFormat::Parquet => return parquet_stdout(),
        None => return Ok(text_sink(format, stdout)),
    };
    match format {
        TableFormat::Parquet => parquet_sink(writer),
        _ => Ok(text_sink(format, writer)),
    }
}

fn text_sink<'a, W: Write + 'a>(format: TableFormat, w: W) -> Box<dyn RowSink + 'a> {
    match format {
        TableFormat::Csv => {
            let mut writer = csv::Writer::from_writer(w);
            // The header; rows follow. A write error shows again on the first row.
            let _ = writer.write_record(COLUMNS.iter().map(|c| c.name));
            Box::new(Csv(writer))
        }
        _ => Box::new(Jsonl(w)),
    }
}

/// Parquet to standard output (the process's own handle: the writer must be `Send`),
/// refused on a terminal.
fn parquet_stdout<'a>() -> Result<Box<dyn RowSink + 'a>, CliError> {
    use std::io::IsTerminal;
    if std::io::stdout().is_terminal() {
        return Err(CliError::Table(
            "Parquet is binary: give --out FILE or redirect standard output".to_string(),
        ));
    }
    parquet_sink(Box::new(std::io::BufWriter::new(std::io::stdout())))
}

#[cfg(feature = "parquet")]
fn parquet_sink<'a>(w: Box<dyn Write + Send + 'a>) -> Result<Box<dyn RowSink + 'a>, CliError> {
    Ok(Box::new(crate::table_parquet::ParquetSink::new(w)?))
}

#[cfg(not(feature = "parquet"))]
fn parquet_sink<'a>(_: Box<dyn Write + Send + 'a>) -> Result<Box<dyn RowSink + 'a>, CliError> {
    Err(CliError::Table(
        "this build of arimaa has no Parquet support (build with `--features parquet`)".to_string(),
    ))
}
