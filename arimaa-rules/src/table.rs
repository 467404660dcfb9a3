//! Game records as table rows: one [`GameSummary`] per game, with the columns of
//! [`COLUMNS`]. This is the one place where a row is built; the CLI (`arimaa replay
//! --format jsonl|csv|parquet`) and Python (`read_games(...).to_arrow()` /
//! `.to_pandas()`) only write the cells out.
//!
//! | column | type | null when | value |
//! | --- | --- | --- | --- |
//! | `id` | text | no id | archive `id` column, or per-game `GameId` header |
//! | `gold` | text | not recorded | archive `wusername`, or per-game `Gold` / `White` |
//! | `silver` | text | not recorded | archive `busername`, or per-game `Silver` / `Black` |
//! | `gold_rating` | int32 | not recorded | archive `wrating`, or `GoldRating` / `WhiteRating` |
//! | `silver_rating` | int32 | not recorded | archive `brating`, or `SilverRating` / `BlackRating` |
//! | `time_control` | text | not recorded | archive `timecontrol` or `TimeControl`, as written (`2m/2m/100/10m/0`) |
//! | `start_time` | timestamp (s, UTC) | not recorded | archive `startts` |
//! | `plies` | uint32 | never (0 if unreadable) | turns played, both setups included, takebacks undone, up to the end or to the refused turn |
//! | `recorded_winner` | text | no result | `g` or `s` (archive `result`: `w`/`b`), `d` for a draw |
//! | `recorded_reason` | text | no result | the termination letter (`g`, `m`, `e`, `t`, `r`, …) |
//! | `rules_winner` | text | the board decides nothing | `g` or `s`: the result by the rules after the last move |
//! | `rules_reason` | text | as `rules_winner` | `g`, `e`, `m` (or `p`, `n` under the old rules) |
//! | `verdict` | text | never | `ok`, `old-rules`, `illegal`, `mismatch` ([`Verdict::name`]) or `unreadable` |
//! | `verdict_turn` | text | not `old-rules`/`illegal` | the refused turn's label (`15g`) |
//! | `verdict_rule` | text | not `old-rules`/`illegal` | the rule's stable name (`frozen`, `third_repetition`) |
//! | `message` | text | `ok` | the verdict in words (with line and column) or why the record is unreadable |
//! | `corrupt` | bool | never | the archive flags the record as corrupt (`corrupt` = 1) |
//!
//! ```
//! use arimaa_rules::notation::record::parse_records;
//! use arimaa_rules::table::{COLUMNS, Cell, GameSummary};
//! // Both setups, then gold resigns at 2w: silver wins by resignation.
//! let text = "id\twusername\tbusername\tresult\ttermination\tmovelist\n\
//!     7\tomar\tbot\tb\tr\t\
//!     1w Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\\n\
//!     1b ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\\n2w resign\n";
//! let record = &parse_records(text).unwrap()[0];
//! let row = GameSummary::new(record, Default::default());
//! assert_eq!((row.plies, row.verdict.as_str()), (2, "ok"));
//! let cells = row.cells();
//! assert_eq!(COLUMNS[1].name, "gold");
//! assert_eq!(cells[1], Cell::Text("omar"));
//! assert_eq!(cells[9], Cell::Text("r")); // recorded_reason
//! ```

use alloc::string::{String, ToString};

use crate::notation::record::{GameRecord, RecordError};
use crate::replay::{RecordOptions, Verdict, Verification};
use crate::{Color, Outcome, Rule, Turn};

/// The type of a column's cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ColumnType {
    /// UTF-8 text ([`Cell::Text`]).
    Text,
    /// A signed 32-bit integer ([`Cell::Int`]).
    Int32,
    /// An unsigned 32-bit integer ([`Cell::Int`]).
    UInt32,
    /// Seconds since 1970-01-01 00:00 UTC ([`Cell::Int`]).
    Timestamp,
    /// True or false ([`Cell::Bool`]).
    Bool,
}

impl ColumnType {
    /// The stable name: `text`, `int32`, `uint32`, `timestamp` or `bool` (the Python
    /// package maps it to an Arrow type).
    pub fn name(self) -> &'static str {
        match self {
            ColumnType::Text => "text",
            ColumnType::Int32 => "int32",
            ColumnType::UInt32 => "uint32",
            ColumnType::Timestamp => "timestamp",
            ColumnType::Bool => "bool",
        }
    }
}

/// One column of the games table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Column {
    /// The column name.
    pub name: &'static str,
    /// The cells' type.
    pub kind: ColumnType,
    /// Whether a cell may be [`Cell::Null`].
    pub nullable: bool,
}

const fn col(name: &'static str, kind: ColumnType, nullable: bool) -> Column {
    Column {
        name,
        kind,
        nullable,
    }
}

/// The number of columns.
pub const COLUMN_COUNT: usize = 17;

/// The columns of the games table, in order (see the [module](self) documentation).
pub const COLUMNS: [Column; COLUMN_COUNT] = [
    col("id", ColumnType::Text, true),
    col("gold", ColumnType::Text, true),
    col("silver", ColumnType::Text, true),
    col("gold_rating", ColumnType::Int32, true),
    col("silver_rating", ColumnType::Int32, true),
    col("time_control", ColumnType::Text, true),
    col("start_time", ColumnType::Timestamp, true),
    col("plies", ColumnType::UInt32, false),
    col("recorded_winner", ColumnType::Text, true),
    col("recorded_reason", ColumnType::Text, true),
    col("rules_winner", ColumnType::Text, true),
    col("rules_reason", ColumnType::Text, true),
    col("verdict", ColumnType::Text, false),
    col("verdict_turn", ColumnType::Text, true),
    col("verdict_rule", ColumnType::Text, true),
    col("message", ColumnType::Text, true),
    col("corrupt", ColumnType::Bool, false),
];

/// One cell of a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cell<'a> {
    /// No value.
    Null,
    /// A [`ColumnType::Text`] value.
    Text(&'a str),
    /// A [`ColumnType::Int32`], [`ColumnType::UInt32`] or [`ColumnType::Timestamp`] value.
    Int(i64),
    /// A [`ColumnType::Bool`] value.
    Bool(bool),
}

/// One game as a table row (the [module](self) documentation gives each field's source).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameSummary {
    /// The game id.
    pub id: Option<String>,
    /// Gold's player name.
    pub gold: Option<String>,
    /// Silver's player name.
    pub silver: Option<String>,
    /// Gold's rating.
    pub gold_rating: Option<i32>,
    /// Silver's rating.
    pub silver_rating: Option<i32>,
    /// The time control as written.
    pub time_control: Option<String>,
    /// The start, in seconds since 1970-01-01 UTC.
    pub start_time: Option<u64>,
    /// Turns played (setups included), up to the end or to the refused turn.
    pub plies: u32,
    /// The recorded result.
    pub recorded: Option<Outcome>,
    /// The result by the rules after the last move, if the board decides one.
    pub rules: Option<Outcome>,
    /// [`Verdict::name`], or `unreadable`.
    pub verdict: String,
    /// The turn concerned ([`Verdict::label`]).
    pub verdict_turn: Option<String>,
    /// The rule concerned ([`Verdict::rule`]).
    pub verdict_rule: Option<&'static str>,
    /// The verdict in words, or why the record cannot be read; `None` for `ok`.
    pub message: Option<String>,
    /// Whether the archive flags the record as corrupt.
    pub corrupt: bool,
}

/// The first of `names` that the record has (case-insensitive, not empty).
fn header<'a>(record: &'a GameRecord, names: &[&str]) -> Option<&'a str> {
    names.iter().find_map(|n| record.header(n)).map(str::trim)
}

fn text(record: &GameRecord, names: &[&str]) -> Option<String> {
    header(record, names).map(ToString::to_string)
}

fn rating(record: &GameRecord, names: &[&str]) -> Option<i32> {
    header(record, names)?.parse().ok()
}

/// A lowercase ASCII letter (a colour or termination letter) as a text cell.
fn letter(c: char) -> Cell<'static> {
    const LETTERS: &str = "abcdefghijklmnopqrstuvwxyz";
    match LETTERS.find(c) {
        Some(i) => Cell::Text(&LETTERS[i..=i]),
        None => Cell::Null,
    }
}

impl GameSummary {
    /// Checks `record` under `options` ([`GameRecord::check`]; the default is the rules
    /// of its date) and summarises it.
    pub fn new(record: &GameRecord, options: RecordOptions) -> GameSummary {
        GameSummary::from_check(record, &record.check(options))
    }

    /// The summary of `record` given its check (as [`GameSummary::new`], when the caller
    /// also needs the [`Verification`]).
    pub fn from_check(record: &GameRecord, check: &Verification) -> GameSummary {
        let verdict = &check.verdict;
        let plies = check
            .game
            .history()
            .iter()
            .filter(|e| matches!(e.turn, Turn::Setup(_) | Turn::Move(_)))
            .count();
        GameSummary {
            id: record.id().map(ToString::to_string),
            gold: text(record, &["wusername", "Gold", "White"]),
            silver: text(record, &["busername", "Silver", "Black"]),
            gold_rating: rating(record, &["wrating", "GoldRating", "WhiteRating"]),
            silver_rating: rating(record, &["brating", "SilverRating", "BlackRating"]),
            time_control: text(record, &["timecontrol", "TimeControl"]),
            start_time: record.start_time(),
            plies: u32::try_from(plies).unwrap_or(u32::MAX),
            recorded: check.recorded,
            rules: check.rules_outcome,
            verdict: verdict.name().to_string(),
            verdict_turn: verdict.label().map(ToString::to_string),
            verdict_rule: verdict.rule().map(Rule::name),
            message: (*verdict != Verdict::Ok).then(|| verdict.to_string()),
            corrupt: record.is_corrupt(),
        }
    }

    /// The row of a record that cannot be read (`message` says why: a [`RecordError`],
    /// or a file that cannot be opened): verdict `unreadable`, every other cell empty.
    pub fn unreadable(message: impl Into<String>) -> GameSummary {
        GameSummary {
            verdict: "unreadable".to_string(),
            message: Some(message.into()),
            ..GameSummary::default()
        }
    }

    /// The row of a record as read: [`GameSummary::new`] or [`GameSummary::unreadable`].
    pub fn of(record: &Result<GameRecord, RecordError>, options: RecordOptions) -> GameSummary {
        match record {
            Ok(r) => GameSummary::new(r, options),
            Err(e) => GameSummary::unreadable(e.to_string()),
        }
    }

    /// The cells of the row, in the order of [`COLUMNS`].
    pub fn cells(&self) -> [Cell<'_>; COLUMN_COUNT] {
        fn text(s: &Option<String>) -> Cell<'_> {
            s.as_deref().map_or(Cell::Null, Cell::Text)
        }
        let int = |n: Option<i64>| n.map_or(Cell::Null, Cell::Int);
        let winner = |o: Option<Outcome>| {
            o.map_or(Cell::Null, |o| letter(o.winner.map_or('d', Color::char)))
        };
        let reason = |o: Option<Outcome>| o.map_or(Cell::Null, |o| letter(o.termination.letter()));
        [
            text(&self.id),
            text(&self.gold),
            text(&self.silver),
            int(self.gold_rating.map(i64::from)),
            int(self.silver_rating.map(i64::from)),
            text(&self.time_control),
            int(self.start_time.and_then(|t| i64::try_from(t).ok())),
            Cell::Int(i64::from(self.plies)),
            winner(self.recorded),
            reason(self.recorded),
            winner(self.rules),
            reason(self.rules),
            Cell::Text(&self.verdict),
            text(&self.verdict_turn),
            self.verdict_rule.map_or(Cell::Null, Cell::Text),
            text(&self.message),
            Cell::Bool(self.corrupt),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::record::parse_records;

    /// Every cell has its column's type, and only nullable columns hold nulls.
    fn assert_typed(row: &GameSummary) {
        for (column, cell) in COLUMNS.iter().zip(row.cells()) {
            let ok = match (column.kind, cell) {
                (_, Cell::Null) => column.nullable,
                (ColumnType::Text, Cell::Text(_)) | (ColumnType::Bool, Cell::Bool(_)) => true,
                (ColumnType::Int32 | ColumnType::UInt32 | ColumnType::Timestamp, Cell::Int(_)) => {
                    true
                }
                _ => false,
            };
            assert!(ok, "{}: {cell:?}", column.name);
        }
    }

    #[test]
    fn a_refused_turn_and_an_unreadable_record() {
        // Gold's rabbit a1 steps north onto its own dog on a2: refused at 2g, `occupied`.
        let text = "GameId: 9\nWhite: a\nBlack: b\nWhiteRating: 1500\n\
            1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n\
            1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n2g Ra1n\n";
        let record = &parse_records(text).unwrap()[0];
        let row = GameSummary::new(record, RecordOptions::default());
        assert_typed(&row);
        let cells = row.cells();
        assert_eq!(cells[0], Cell::Text("9"));
        assert_eq!((cells[1], cells[2]), (Cell::Text("a"), Cell::Text("b")));
        assert_eq!((cells[3], cells[4]), (Cell::Int(1500), Cell::Null));
        assert_eq!(cells[7], Cell::Int(2));
        assert_eq!(
            (cells[12], cells[13], cells[14]),
            (
                Cell::Text("illegal"),
                Cell::Text("2g"),
                Cell::Text("occupied")
            )
        );
        assert!(matches!(cells[15], Cell::Text(m) if m.contains("2g")));

        let bad = GameSummary::unreadable("line 3: not a record");
        assert_typed(&bad);
        assert_eq!(bad.cells()[12], Cell::Text("unreadable"));
        assert_eq!(bad.cells()[7], Cell::Int(0));
    }
}
