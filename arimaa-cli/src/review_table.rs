//! The outputs of `arimaa review`: the table of moves as text, JSON lines, CSV or Parquet.
//! The rows and their columns are the core's ([`arimaa_bot::review::COLUMNS`],
//! `ReviewEntry::cells`); this module only encodes them. Each row is written (and
//! flushed, for the text formats) as soon as its move is reviewed, so an interrupted
//! review keeps every move reviewed; Parquet is written at the end (or at the
//! interruption) as one file.

use std::io::Write;

use arimaa_bot::review::{COLUMNS, Cell, ReviewEntry, Summary};
use arimaa_rules::Color;
use clap::ValueEnum;
use serde_json::Value;

use crate::error::CliError;

/// The formats of `arimaa review --format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ReviewFormat {
    /// A table for people, then each side's summary.
    Text,
    /// One JSON object per move per line (keys: the column names).
    Json,
    /// Comma-separated values with a header line.
    Csv,
    /// An Apache Parquet file (needs the `parquet` feature, on by default).
    Parquet,
}

/// Where the rows go.
pub trait ReviewSink {
    /// Writes one move's row.
    ///
    /// # Errors
    /// [`CliError::Output`] (or [`CliError::Table`]) when it cannot be written.
    fn row(&mut self, entry: &ReviewEntry) -> Result<(), CliError>;

    /// Ends the table with each side's summary (the text table prints them; the others
    /// leave them to the caller) and flushes.
    ///
    /// # Errors
    /// As [`ReviewSink::row`].
    fn finish(self: Box<Self>, summaries: &[(Summary, String)]) -> Result<(), CliError>;
}

/// A score as the text table shows it: centi-rabbits, or `win N` / `loss N` for a win or
/// a loss found N steps away.
pub fn score_text(score: i32) -> String {
    match arimaa_bot::review::decided(score) {
        Some((true, steps)) => format!("win {steps}"),
        Some((false, steps)) => format!("loss {steps}"),
        None => format!("{score:+}"),
    }
}

/// The summary line of one side: `gold (name): 30 moves, average loss 2.1%, 1
/// inaccuracy, 0 mistakes, 2 blunders`.
pub fn summary_line(s: &Summary, player: &str) -> String {
    let plural =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let side = match s.color {
        Color::Gold => "gold",
        Color::Silver => "silver",
    };
    let who = if player.is_empty() {
        side.to_string()
    } else {
        format!("{side} ({player})")
    };
    format!(
        "{who}: {}, average loss {:.1}%, {}, {}, {}",
        plural(s.moves, "move", "moves"),
        s.average_loss * 100.0,
        plural(s.inaccuracies, "inaccuracy", "inaccuracies"),
        plural(s.mistakes, "mistake", "mistakes"),
        plural(s.blunders, "blunder", "blunders"),
    )
}

/// The text table: a header line, one line per move, the summaries.
struct Text<W>(W);

impl<W: Write> Text<W> {
    fn header(mut self, title: &str) -> Result<Text<W>, CliError> {
        writeln!(self.0, "{title}")?;
        writeln!(
            self.0,
            "{:<5} {:<13} {:<22} {:<22} {:>8} {:>8} {:>6}",
            "turn", "label", "played", "best", "before", "played", "loss"
        )?;
        Ok(self)
    }
}

impl<W: Write> ReviewSink for Text<W> {
    fn row(&mut self, e: &ReviewEntry) -> Result<(), CliError> {
        let label = match e.label.symbol() {
            "" => e.label.name().to_string(),
            s => format!("{} {s}", e.label.name()),
        };
        let best = e.best.map_or_else(|| "-".to_string(), |b| b.to_string());
        writeln!(
            self.0,
            "{:<5} {:<13} {:<22} {:<22} {:>8} {:>8} {:>5.1}%",
            e.turn.to_string(),
            label,
            e.played.to_string(),
            best,
            score_text(e.score_before),
            score_text(e.score_played),
            e.loss * 100.0
        )?;
        self.0.flush()?;
        Ok(())
    }

    fn finish(mut self: Box<Self>, summaries: &[(Summary, String)]) -> Result<(), CliError> {
        writeln!(self.0)?;
        for (s, player) in summaries {
            writeln!(self.0, "{}", summary_line(s, player))?;
        }
        self.0.flush()?;
        Ok(())
    }
}

/// A cell as text (`None` for an empty cell).
fn cell_text(cell: &Cell) -> Option<String> {
    match cell {
        Cell::Null => None,
        Cell::Text(s) => Some(s.clone()),
        Cell::Int(n) => Some(n.to_string()),
        Cell::Float(f) => Some(f.to_string()),
    }
}

/// JSON lines, keys in the order of the columns.
struct Jsonl<W>(W);

impl<W: Write> ReviewSink for Jsonl<W> {
    fn row(&mut self, e: &ReviewEntry) -> Result<(), CliError> {
        let mut line = String::from("{");
        for (i, (column, cell)) in COLUMNS.iter().zip(e.cells()).enumerate() {
            let value = match cell {
                Cell::Null => Value::Null,
                Cell::Text(s) => s.into(),
                Cell::Int(n) => n.into(),
                Cell::Float(f) => f.into(),
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
        self.0.flush()?;
        Ok(())
    }

    fn finish(mut self: Box<Self>, _: &[(Summary, String)]) -> Result<(), CliError> {
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

impl<W: Write> ReviewSink for Csv<W> {
    fn row(&mut self, e: &ReviewEntry) -> Result<(), CliError> {
        let fields = e
            .cells()
            .iter()
            .map(|c| cell_text(c).unwrap_or_default())
            .collect::<Vec<_>>();
        self.0.write_record(fields).map_err(csv_error)?;
        self.0.flush()?;
        Ok(())
    }

    fn finish(mut self: Box<Self>, _: &[(Summary, String)]) -> Result<(), CliError> {
        self.0.flush()?;
        Ok(())
    }
}

/// A sink writing `format` to `out` (a file) or, when `out` is `None`, to `stdout`; a
/// text table starts with the line `title`.
///
/// # Errors
/// [`CliError::Write`] when the file cannot be created; [`CliError::Table`] for Parquet
/// on a terminal or in a build without the `parquet` feature.
pub fn sink<'a>(
    format: ReviewFormat,
    out: Option<&std::path::Path>,
    stdout: &'a mut dyn Write,
    title: &str,
) -> Result<Box<dyn ReviewSink + 'a>, CliError> {
    let writer: Box<dyn Write + Send + 'a> = match out {
        Some(path) => Box::new(std::io::BufWriter::new(
            std::fs::File::create(path).map_err(|source| CliError::Write {
                path: path.to_path_buf(),
                source,
            })?,
        )),
        None if format == ReviewFormat::Parquet => return parquet_stdout(),
        None => return text_sink(format, stdout, title),
    };
    match format {
        ReviewFormat::Parquet => parquet_sink(writer),
        _ => text_sink(format, writer, title),
    }
}

fn text_sink<'a, W: Write + 'a>(
    format: ReviewFormat,
    w: W,
    title: &str,
) -> Result<Box<dyn ReviewSink + 'a>, CliError> {
    Ok(match format {
        ReviewFormat::Csv => {
            let mut writer = csv::Writer::from_writer(w);
            writer
                .write_record(COLUMNS.iter().map(|c| c.name))
                .map_err(csv_error)?;
            Box::new(Csv(writer))
        }
        ReviewFormat::Json => Box::new(Jsonl(w)),
        _ => Box::new(Text(w).header(title)?),
    })
}

/// Parquet to standard output, refused on a terminal.
fn parquet_stdout<'a>() -> Result<Box<dyn ReviewSink + 'a>, CliError> {
    use std::io::IsTerminal;
    if std::io::stdout().is_terminal() {
        return Err(CliError::Table(
            "Parquet is binary: give --out FILE or redirect standard output".to_string(),
        ));
    }
    parquet_sink(Box::new(std::io::BufWriter::new(std::io::stdout())))
}

#[cfg(feature = "parquet")]
fn parquet_sink<'a>(w: Box<dyn Write + Send + 'a>) -> Result<Box<dyn ReviewSink + 'a>, CliError> {
    Ok(Box::new(crate::review_parquet::ReviewParquet::new(w)?))
}

#[cfg(not(feature = "parquet"))]
fn parquet_sink<'a>(_: Box<dyn Write + Send + 'a>) -> Result<Box<dyn ReviewSink + 'a>, CliError> {
    Err(CliError::Table(
        "this build of arimaa has no Parquet support (build with `--features parquet`)".to_string(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_read_as_numbers_or_wins() {
        assert_eq!(score_text(12), "+12");
        assert_eq!(score_text(-480), "-480");
        assert_eq!(score_text(0), "+0");
        assert_eq!(score_text(arimaa_bot::Analysis::WIN - 3), "win 3");
        assert_eq!(score_text(-(arimaa_bot::Analysis::WIN - 2)), "loss 2");
    }
}
