//! The one Rust reader of `positions/move_count_table.tsv`: the published move counts of
//! 68 positions (see the table's own header and `tests/data/README.md` for its sources).
//! Every Rust test and benchmark that needs the table reads it here (the conformance
//! tests, the CLI's tests and bench, `bench/`, the npm package's native benchmark);
//! `arimaa-rules`' own unit test keeps a small reader because it cannot depend on this
//! crate (see `tests/data/README.md`).
//!
//! The file: `#` comment lines, then a header line naming the columns `source`,
//! `name_or_label`, `side`, `board`, `metric`, `expected`, `aei_check` (in any order),
//! then one tab-separated row per count.

use arimaa_rules::{Color, Position};

/// What the `expected` column of a row counts (the first word of its `metric` column; the
/// rest of that column, if any, is a note).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Metric {
    /// `unique_moves`: distinct positions after a complete legal move, the start excluded
    /// (AEI pyrimaa `get_moves()`); what `Position::count_moves` returns.
    UniqueMoves,
    /// `unique_positions_incl_start`: unique moves + 1.
    UniquePositionsInclStart,
    /// `step_sequences_incl_empty`: every step/push/pull sequence, the empty one included
    /// (the nodes of the step tree, not deduplicated).
    StepSequencesInclEmpty,
    /// `move_counter`: distinct positions reached, the start included when re-reachable.
    MoveCounter,
}

impl Metric {
    /// The metric named `word` (the column's first word), if it is one of the four.
    pub fn from_word(word: &str) -> Option<Metric> {
        match word {
            "unique_moves" => Some(Metric::UniqueMoves),
            "unique_positions_incl_start" => Some(Metric::UniquePositionsInclStart),
            "step_sequences_incl_empty" => Some(Metric::StepSequencesInclEmpty),
            "move_counter" => Some(Metric::MoveCounter),
            _ => None,
        }
    }

    /// The column's word for this metric, e.g. `unique_moves`.
    pub fn word(self) -> &'static str {
        match self {
            Metric::UniqueMoves => "unique_moves",
            Metric::UniquePositionsInclStart => "unique_positions_incl_start",
            Metric::StepSequencesInclEmpty => "step_sequences_incl_empty",
            Metric::MoveCounter => "move_counter",
        }
    }
}

/// One row of the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveCountRow {
    /// The row's line in the file, from 1.
    pub line: usize,
    /// Where the count was published (column `source`).
    pub source: String,
    /// The position's name or label in that source (column `name_or_label`).
    pub name: String,
    /// The side to move (column `side`, `g` or `s`).
    pub side: Color,
    /// The board: 64 characters, a8…h8 first and h1 last, `.` empty, upper case gold
    /// (column `board`).
    pub board: String,
    /// What `expected` counts.
    pub metric: Metric,
    /// The published count (column `expected`).
    pub expected: u64,
    /// The number of unique moves recomputed with AEI pyrimaa `get_moves()`, when it was
    /// (column `aei_check`, blank otherwise).
    pub aei_check: Option<u64>,
}

impl MoveCountRow {
    /// The position in the short notation `Position::from_short` reads, e.g.
    /// `g [rrrrrrrr…RRRRRRRR]`.
    pub fn short(&self) -> String {
        let side = match self.side {
            Color::Gold => 'g',
            Color::Silver => 's',
        };
        format!("{side} [{}]", self.board)
    }

    /// The position, or why it is not one (the error names the row's line).
    pub fn position(&self) -> Result<Position, MoveCountError> {
        Position::from_short(&self.short()).map_err(|e| MoveCountError {
            line: self.line,
            message: format!("{} is not a position: {e}", self.label()),
        })
    }

    /// The published number of unique moves (`Position::count_moves`), when the row's
    /// metric gives it: `expected` for `unique_moves`, `expected - 1` for
    /// `unique_positions_incl_start`; `None` for the other metrics.
    pub fn unique_moves(&self) -> Option<u64> {
        match self.metric {
            Metric::UniqueMoves => Some(self.expected),
            Metric::UniquePositionsInclStart => self.expected.checked_sub(1),
            Metric::StepSequencesInclEmpty | Metric::MoveCounter => None,
        }
    }

    /// `name side`, e.g. `random 15 s`: the name alone repeats with the two sides.
    pub fn label(&self) -> String {
        let side = match self.side {
            Color::Gold => 'g',
            Color::Silver => 's',
        };
        format!("{} {side}", self.name)
    }
}

/// A line of the table that cannot be read, or a row that is not a position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("move_count_table.tsv line {line}: {message}")]
pub struct MoveCountError {
    /// The line, from 1 (0: the file has no header line).
    pub line: usize,
    /// What is wrong with it.
    pub message: String,
}

/// The columns, in the order [`parse_move_counts`] wants them named by the header.
const COLUMNS: [&str; 7] = [
    "source",
    "name_or_label",
    "side",
    "board",
    "metric",
    "expected",
    "aei_check",
];

/// Reads the table's text: every row after the header, with its line. Errors name the
/// first line that is wrong: a header without one of the seven columns, a row with too
/// few fields, a side other than `g`/`s`, a board that is not 64 of `.EMHDCRemhdcr`, an
/// unknown metric, a count that is not a whole number.
pub fn parse_move_counts(text: &str) -> Result<Vec<MoveCountRow>, MoveCountError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.strip_suffix('\r').unwrap_or(l)))
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty());
    let Some((header_line, header)) = lines.next() else {
        return Err(MoveCountError {
            line: 0,
            message: "no header line".into(),
        });
    };
    let names: Vec<&str> = header.split('\t').collect();
    let mut at = [0; 7];
    for (slot, column) in at.iter_mut().zip(COLUMNS) {
        *slot = names
            .iter()
            .position(|n| *n == column)
            .ok_or_else(|| MoveCountError {
                line: header_line,
                message: format!("the header has no column {column:?}"),
            })?;
    }
    let [source, name, side, board, metric, expected, aei_check] = at;
    let mut rows = Vec::new();
    for (line, text) in lines {
        let fields: Vec<&str> = text.split('\t').collect();
        let error = |message: String| MoveCountError { line, message };
        // A trailing blank aei_check may be cut off with its tab.
        let field = |i: usize| -> Result<&str, MoveCountError> {
            match fields.get(i) {
                Some(f) => Ok(*f),
                None if i == aei_check => Ok(""),
                None => Err(error(format!(
                    "{} fields, no column {:?}",
                    fields.len(),
                    names[i]
                ))),
            }
        };
        let count = |i: usize| -> Result<u64, MoveCountError> {
            let f = field(i)?;
            f.parse()
                .map_err(|_| error(format!("{}: {f:?} is not a whole number", names[i])))
        };
        let side = match field(side)? {
            "g" => Color::Gold,
            "s" => Color::Silver,
            other => return Err(error(format!("side {other:?} is neither g nor s"))),
        };
        let board = field(board)?;
        if board.chars().count() != 64 || !board.chars().all(|c| ".EMHDCRemhdcr".contains(c)) {
            return Err(error(format!(
                "board {board:?} is not 64 of the characters .EMHDCRemhdcr"
            )));
        }
        let metric_text = field(metric)?;
        let word = metric_text.split_whitespace().next().unwrap_or("");
        let metric = Metric::from_word(word)
            .ok_or_else(|| error(format!("unknown metric {metric_text:?}")))?;
        rows.push(MoveCountRow {
            line,
            source: field(source)?.to_string(),
            name: field(name)?.to_string(),
            side,
            board: board.to_string(),
            metric,
            expected: count(expected)?,
            aei_check: match field(aei_check)? {
                "" => None,
                _ => Some(count(aei_check)?),
            },
        });
    }
    Ok(rows)
}

/// The rows of the vendored `tests/data/positions/move_count_table.tsv`. Panics with the
/// reader's error (naming the line) when the table is missing or wrong: the tables are
/// part of the repository.
pub fn move_counts() -> Vec<MoveCountRow> {
    parse_move_counts(&super::read_table("positions/move_count_table.tsv"))
        .unwrap_or_else(|e| panic!("{e}"))
}

/// The rows whose metric gives the number of unique moves ([`MoveCountRow::unique_moves`]),
/// each with its position and that number: what a benchmark or a count test walks.
pub fn unique_move_positions() -> Vec<(MoveCountRow, Position, u64)> {
    move_counts()
        .into_iter()
        .filter_map(|row| {
            let n = row.unique_moves()?;
            let pos = row.position().unwrap_or_else(|e| panic!("{e}"));
            Some((row, pos, n))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = "source\tname_or_label\tside\tboard\tmetric\texpected\taei_check";

    fn board() -> String {
        format!("{}{}{}", "r".repeat(8), ".".repeat(48), "R".repeat(8))
    }

    #[test]
    fn the_vendored_table_reads_whole() {
        let rows = move_counts();
        // 68 rows (tests/data/README.md), 54 of them giving unique moves, 57 recomputed.
        assert_eq!(rows.len(), 68);
        assert_eq!(
            rows.iter().filter(|r| r.unique_moves().is_some()).count(),
            54
        );
        assert_eq!(rows.iter().filter(|r| r.aei_check.is_some()).count(), 57);
        // The first row: the opening of howdah's tests, line 13 of the file.
        assert_eq!(rows[0].line, 13);
        assert_eq!(rows[0].unique_moves(), Some(3353));
        assert_eq!(rows[0].position().unwrap().count_moves(), 3353);
    }

    #[test]
    fn columns_are_found_by_name_and_a_blank_check_is_none() {
        let text = format!(
            "# a comment\n\
             aei_check\tmetric\texpected\tboard\tside\tname_or_label\tsource\n\
             \tunique_positions_incl_start\t80\t{b}\ts\tx\ty\n",
            b = board()
        );
        let rows = parse_move_counts(&text).unwrap();
        assert_eq!(rows.len(), 1);
        let r = &rows[0];
        assert_eq!(
            (r.line, r.side, r.expected, r.aei_check),
            (3, Color::Silver, 80, None)
        );
        assert_eq!(r.unique_moves(), Some(79));
        assert_eq!((r.name.as_str(), r.source.as_str()), ("x", "y"));
    }

    #[test]
    fn errors_name_the_line() {
        let good = format!("s\tn\tg\t{}\tunique_moves\t5\t5", board());
        let cases = [
            (format!("{HEADER}\n{good}\nx\ty"), 3, "fields"),
            (
                format!("{HEADER}\n\n{}", good.replace("\tg\t", "\tw\t")),
                3,
                "side",
            ),
            (
                format!("#\n{HEADER}\n{}", good.replace("\t5\t", "\tfive\t")),
                3,
                "whole",
            ),
            (
                format!("{HEADER}\n{}", good.replace("unique_moves", "perft")),
                2,
                "metric",
            ),
            (
                format!("{HEADER}\n{}", good.replace("rrrr", "rrr")),
                2,
                "board",
            ),
            (HEADER.replace("side", "colour"), 1, "side"),
            ("# only comments\n".to_string(), 0, "header"),
        ];
        for (text, line, word) in cases {
            let e = parse_move_counts(&text).unwrap_err();
            assert_eq!(e.line, line, "{e}");
            assert!(e.to_string().contains(word), "{e}");
            assert!(
                e.to_string()
                    .starts_with(&format!("move_count_table.tsv line {line}: "))
            );
        }
    }

    proptest::proptest! {
        /// Rows written out are read back as written, and no text makes the reader panic.
        #[test]
        fn rows_written_are_read_back(
            counts in proptest::collection::vec((0u64..1_000_000, proptest::option::of(0u64..1_000_000), proptest::bool::ANY), 0..8),
            noise in "\\PC*",
        ) {
            let mut text = format!("# comment\n{HEADER}\n");
            for (i, (n, check, gold)) in counts.iter().enumerate() {
                let side = if *gold { "g" } else { "s" };
                let check = check.map(|c| c.to_string()).unwrap_or_default();
                text += &format!("src {i}\trow {i}\t{side}\t{}\tunique_moves note\t{n}\t{check}\n", board());
            }
            let rows = parse_move_counts(&text).unwrap();
            proptest::prop_assert_eq!(rows.len(), counts.len());
            for (i, (row, (n, check, gold))) in rows.iter().zip(&counts).enumerate() {
                proptest::prop_assert_eq!(row.line, i + 3);
                proptest::prop_assert_eq!(row.expected, *n);
                proptest::prop_assert_eq!(row.aei_check, *check);
                proptest::prop_assert_eq!(row.side == Color::Gold, *gold);
                proptest::prop_assert_eq!(row.metric, Metric::UniqueMoves);
                proptest::prop_assert_eq!(&row.name, &format!("row {i}"));
            }
            let _ = parse_move_counts(&(text + &noise));
        }
    }
}
