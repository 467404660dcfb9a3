//! A review as table rows: the one place a row is built. The CLI (`arimaa review --format
//! json|csv|parquet`) and Python (`arimaa.review_frame`) only write the cells out.
//!
//! | column | type | null when | value |
//! | --- | --- | --- | --- |
//! | `index` | uint32 | never | the move's index in the game's history (setups count) |
//! | `turn` | text | never | the turn's label (`12g`) |
//! | `side` | text | never | `g` or `s` |
//! | `played` | text | never | the move played (`Ed2n Ed3n`) |
//! | `best` | text | no analysis | the best move shown |
//! | `pv` | text | never (empty without analysis) | the line after the best move, as AEI's `info pv` |
//! | `score_before` | int32 | never | centi-rabbits, the position before, for the mover |
//! | `score_played` | int32 | never | centi-rabbits, the played move, for the mover |
//! | `win_before` | float64 | never | `win_probability(score_before)` |
//! | `win_played` | float64 | never | `win_probability(score_played)` |
//! | `loss` | float64 | never | the win probability lost (`0..=1`) |
//! | `label` | text | never | `best`, `good`, `inaccuracy`, `mistake`, `blunder` |
//! | `reason` | text | never | `score`, `bot_move`, `wins`, `missed_goal`, `allows_goal`, `loses` |
//! | `depth` | uint32 | never | the analysis's depth in steps |
//! | `depth_played` | uint32 | never | the depth of the analysis after the move, in steps |
//! | `nodes` | uint64 | never | the analysis's nodes |

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::entry::ReviewEntry;

/// The type of a column's cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ColumnType {
    /// UTF-8 text ([`Cell::Text`]).
    Text,
    /// A signed 32-bit integer ([`Cell::Int`]).
    Int32,
    /// An unsigned 32-bit integer ([`Cell::Int`]).
    UInt32,
    /// An unsigned 64-bit integer ([`Cell::Int`]).
    UInt64,
    /// A 64-bit float ([`Cell::Float`]).
    Float64,
}

impl ColumnType {
    /// The stable name: `text`, `int32`, `uint32`, `uint64` or `float64` (Python maps it
    /// to an Arrow type).
    pub fn name(self) -> &'static str {
        match self {
            ColumnType::Text => "text",
            ColumnType::Int32 => "int32",
            ColumnType::UInt32 => "uint32",
            ColumnType::UInt64 => "uint64",
            ColumnType::Float64 => "float64",
        }
    }
}

/// One column of the review table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Column {
    /// The name (snake_case).
    pub name: &'static str,
    /// The type of its cells.
    pub kind: ColumnType,
    /// Whether a cell may be empty ([`Cell::Null`]).
    pub nullable: bool,
}

const fn column(name: &'static str, kind: ColumnType, nullable: bool) -> Column {
    Column {
        name,
        kind,
        nullable,
    }
}

/// The columns of the review table, in order (see the module for their meaning).
pub const COLUMNS: [Column; 16] = [
    column("index", ColumnType::UInt32, false),
    column("turn", ColumnType::Text, false),
    column("side", ColumnType::Text, false),
    column("played", ColumnType::Text, false),
    column("best", ColumnType::Text, true),
    column("pv", ColumnType::Text, false),
    column("score_before", ColumnType::Int32, false),
    column("score_played", ColumnType::Int32, false),
    column("win_before", ColumnType::Float64, false),
    column("win_played", ColumnType::Float64, false),
    column("loss", ColumnType::Float64, false),
    column("label", ColumnType::Text, false),
    column("reason", ColumnType::Text, false),
    column("depth", ColumnType::UInt32, false),
    column("depth_played", ColumnType::UInt32, false),
    column("nodes", ColumnType::UInt64, false),
];

/// One cell of a row.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    /// No value.
    Null,
    /// Text.
    Text(String),
    /// An integer (of the column's integer type).
    Int(i64),
    /// A float.
    Float(f64),
}

impl ReviewEntry {
    /// The entry's row, one cell per column of [`COLUMNS`], in order.
    ///
    /// ```
    /// use arimaa_bot::review::{COLUMNS, Cell, Label, Reason, ReviewEntry};
    /// use arimaa_rules::{Color, TurnLabel};
    /// let e = ReviewEntry {
    ///     index: 2,
    ///     turn: TurnLabel { number: 2, color: Color::Gold },
    ///     played: "Ee2n Ee3n".parse().unwrap(),
    ///     best: Some("Ed2n".parse().unwrap()),
    ///     pv: vec!["Ed2n".parse().unwrap()],
    ///     depth: 8,
    ///     depth_played: 4,
    ///     nodes: 5_000,
    ///     score_before: 10,
    ///     score_played: -5,
    ///     loss: 0.015,
    ///     label: Label::Good,
    ///     reason: Reason::Score,
    /// };
    /// let cells = e.cells();
    /// assert_eq!(cells.len(), COLUMNS.len());
    /// assert_eq!(COLUMNS[1].name, "turn");
    /// assert_eq!(cells[1], Cell::Text("2g".into()));
    /// assert_eq!(cells[11], Cell::Text("good".into()));
    /// ```
    pub fn cells(&self) -> Vec<Cell> {
        let text = |s: String| Cell::Text(s);
        alloc::vec![
            Cell::Int(self.index as i64),
            text(self.turn.to_string()),
            text(self.turn.color.char().to_string()),
            text(self.played.to_string()),
            self.best.map_or(Cell::Null, |b| text(b.to_string())),
            text(self.pv_text()),
            Cell::Int(i64::from(self.score_before)),
            Cell::Int(i64::from(self.score_played)),
            Cell::Float(self.win_before()),
            Cell::Float(self.win_played()),
            Cell::Float(self.loss),
            text(self.label.name().to_string()),
            text(self.reason.name().to_string()),
            Cell::Int(i64::from(self.depth)),
            Cell::Int(i64::from(self.depth_played)),
            Cell::Int(i64::try_from(self.nodes).unwrap_or(i64::MAX)),
        ]
    }
}
