//! Game records: the arimaa.com archive TSV (one game per line, 29 tab-separated fields)
//! and the per-game text format (`Name: value` headers, then one turn per line): reading and
//! writing records. Replaying a record into a game, its verdict and writing games as
//! records live in [`crate::replay`] (this module does not know the game).
//!
//! Both formats share the movelist: turns labelled `1g`/`1w` (gold's setup), `1s`/`1b`,
//! `2g` …, each followed by its placements or steps and capture tokens; `<label> takeback`
//! undoes the previous turn; `<label> resign` resigns; a final label with nothing after it
//! names the side to move; a line that does not start with a digit continues the previous
//! turn. In the archive the turns of a movelist are separated by the two characters `\n`;
//! per-game files separate them by line breaks (and a line may itself hold a whole archive
//! movelist, as the `movelists/NNNNN.txt` files do).
//!
//! **Every record reads back.** A header name must be one ASCII word starting with a
//! letter ([`is_header_name`]: `Event`, `GameId`, `wusername`), as every arimaa.com header
//! and archive column is: the per-game line `Name: value` of any other name would read as
//! a turn (`1g: x`), split at the wrong `:`, break the line, or have no name. Such a name
//! is refused wherever it could enter: an archive header row naming a column so
//! ([`archive_fields`], [`ArchiveReader`], [`parse_records`]: a
//! [`RecordErrorKind::Notation`] error at the column, expecting [`HEADER_NAME`]), and
//! [`Headers::set`], [`Headers::push`] and [`Headers::from_pairs`] (a [`NotationError`]),
//! which are the only ways to put a header in a record or a [`Game`](crate::Game). So
//! [`GameRecord::to_text`] of any record, and [`Game::to_record`](crate::Game::to_record)
//! of any game, reads back to the same header names and values (values with tabs and line
//! breaks made spaces, and trimmed).
//!
//! [`GameRecord::parse`] (also `str::parse`, [`FromStr`](core::str::FromStr)) reads one
//! per-game text and [`GameRecord::to_text`] (also `Display`) writes it back;
//! [`GameRecord::to_archive_line`] writes an archive line; [`ArchiveReader`] streams an archive
//! file one game at a time from any `BufRead` (feature `std`); [`parse_records`] detects the
//! format of a whole text. The jobs are split: `parse` (texts, movelists, archive
//! lines), `read` (streaming from a `BufRead`), `write` (text and archive line) and
//! `headers` ([`Headers`]); this file holds the types and the header fields (ids,
//! recorded result, date).

mod headers;
mod parse;
#[cfg(feature = "std")]
mod read;
mod write;

pub use crate::error::{RecordError, RecordErrorKind};
pub use headers::{HEADER_NAME, Headers, check_header_name, is_header_name};
pub use parse::{archive_fields, is_archive_header, parse_archive_line, parse_records};
#[cfg(feature = "std")]
pub use read::{ArchiveReader, RecordReader};
pub use write::ARCHIVE_ALIASES;

use alloc::string::String;
use alloc::vec::Vec;

use crate::Color;
use crate::error::NotationError;
use crate::outcome::Outcome;

/// The most turns a record may have (a bound against hostile input).
pub const MAX_TURNS: usize = 10_000;
/// The longest line a reader accepts, in bytes (archive lines with server logs are long).
pub const MAX_LINE_BYTES: usize = 16 << 20;

/// 2008-07-01 00:00 UTC in seconds since 1970: games before it were played under the old
/// end-of-game rules (third repetition lost, both sides out of rabbits drew, a side out of
/// rabbits did not end the game) on a server that did not enforce the end of the game.
pub const RULES_2008_START: u64 = 1_214_870_400;

/// What a turn line of a movelist does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TurnAction {
    /// Plays its text: a setup or a move.
    Play,
    /// `takeback`: undoes the previous turn.
    Takeback,
    /// `resign`: the side of the label resigns.
    Resign,
    /// Nothing after the label (the side to move at the end of the record).
    Empty,
}

impl TurnAction {
    /// Every action, in declaration order.
    pub const ALL: [TurnAction; 4] = [
        TurnAction::Play,
        TurnAction::Takeback,
        TurnAction::Resign,
        TurnAction::Empty,
    ];

    /// The stable name: `play`, `takeback`, `resign` or `empty` (the record keywords for
    /// the two that have one).
    pub fn name(self) -> &'static str {
        match self {
            TurnAction::Play => "play",
            TurnAction::Takeback => "takeback",
            TurnAction::Resign => "resign",
            TurnAction::Empty => "empty",
        }
    }
}

impl core::str::FromStr for TurnAction {
    type Err = NotationError;

    /// The action of a [`TurnAction::name`].
    ///
    /// # Errors
    /// [`NotationError`] for any other text.
    fn from_str(s: &str) -> Result<TurnAction, NotationError> {
        TurnAction::ALL
            .into_iter()
            .find(|a| a.name() == s)
            .ok_or_else(|| NotationError::new(0, "play, takeback, resign or empty", s))
    }
}

/// One turn line of a movelist, with where it starts in the input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordTurn {
    /// The move number of the label.
    pub number: u32,
    /// The colour of the label (`g`/`w` gold, `s`/`b` silver).
    pub color: Color,
    /// What the line does.
    pub action: TurnAction,
    /// The tokens after the label (placements, or steps and capture tokens), joined by
    /// single spaces; empty unless `action` is [`TurnAction::Play`].
    pub text: String,
    /// The input line (1-based).
    pub line: u32,
    /// The column (1-based, bytes) of the label.
    pub column: u32,
}

impl RecordTurn {
    /// The label as written in our notation, e.g. `12g`.
    pub fn label(&self) -> String {
        alloc::format!("{}{}", self.number, self.color.char())
    }

    /// What follows the label: the setup or move text, `takeback`, `resign`, or nothing.
    pub fn body(&self) -> &str {
        match self.action {
            TurnAction::Play => &self.text,
            TurnAction::Takeback | TurnAction::Resign => self.action.name(),
            TurnAction::Empty => "",
        }
    }
}

/// A game record: header fields and the turns of its movelist.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameRecord {
    /// Header fields in input order: the archive columns other than `movelist`
    /// (`id`, `wusername`, `result`, `termination`, …) or the per-game `Name: value` lines.
    pub headers: Headers,
    /// The turn lines, in order (takebacks and resignations included).
    pub turns: Vec<RecordTurn>,
    /// Lines of a per-game file that are neither headers nor turns (e.g. a bot's log
    /// lines), with their line numbers; ignored by replay.
    pub notes: Vec<(u32, String)>,
}

impl GameRecord {
    /// The value of header `name` (case-insensitive), if present and not empty.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, v)| k.eq_ignore_ascii_case(name) && !v.is_empty())
            .map(|(_, v)| v.as_str())
    }

    /// The game id: the archive `id` column or the per-game `GameId` header.
    pub fn id(&self) -> Option<&str> {
        self.header("id").or_else(|| self.header("GameId"))
    }

    /// Whether the archive flags the record as corrupt (`corrupt` column = 1).
    pub fn is_corrupt(&self) -> bool {
        self.header("corrupt") == Some("1")
    }

    /// The recorded result: archive columns `result` (`w`/`b`) and `termination`, or the
    /// per-game headers `ResultCode` and `ReasonCode`. The winner is the first letter of
    /// the value (`w`/`g`, `b`/`s`, `d`), or a score `1-0`, `0-1`, `1/2-1/2`: header names
    /// are read in any case, so `Result` (the per-game score header, which
    /// [`Game::to_record`](crate::Game::to_record) writes as a score) is read for `result`,
    /// and every result this reads is one the writer carries back.
    ///
    /// ```
    /// use arimaa_rules::{Color, Termination};
    /// use arimaa_rules::notation::record::GameRecord;
    /// let rec = GameRecord::parse("Result: 0-1\ntermination: t\n").unwrap();
    /// let o = rec.recorded_outcome().unwrap();
    /// assert_eq!((o.winner, o.termination), (Some(Color::Silver), Termination::Time));
    /// ```
    pub fn recorded_outcome(&self) -> Option<Outcome> {
        let parse = |winner: &str, reason: &str| {
            let winner = match winner.trim() {
                "1-0" => 'g',
                "0-1" => 's',
                "1/2-1/2" => 'd',
                w => w.chars().next()?,
            };
            let reason = reason.trim().chars().next()?.to_ascii_lowercase();
            alloc::format!("{winner}{reason}").parse::<Outcome>().ok()
        };
        let pair = |w, r| parse(self.header(w)?, self.header(r)?);
        pair("ResultCode", "ReasonCode").or_else(|| pair("result", "termination"))
    }

    /// When the game started, in seconds since 1970-01-01 UTC: the archive `startts`
    /// column, if present.
    pub fn start_time(&self) -> Option<u64> {
        self.header("startts")?.trim().parse().ok()
    }

    /// Whether the record says the game was played before 2008-07-01 ([`RULES_2008_START`]):
    /// from the archive `startts` column, or a per-game `Date` header (`YYYY.MM.DD`,
    /// `YYYY-MM-DD` or `YYYY/MM/DD`). `None` when the record does not say.
    pub fn played_before_rules_change(&self) -> Option<bool> {
        if let Some(t) = self.start_time() {
            return Some(t < RULES_2008_START);
        }
        let date = self.header("Date")?;
        let mut parts = date
            .split(['.', '-', '/'])
            .map(|p| p.trim().parse::<u32>().ok());
        let (y, m, d) = (parts.next()??, parts.next()??, parts.next()??);
        Some((y, m, d) < (2008, 7, 1))
    }
}
