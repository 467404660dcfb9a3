//! Writing records: the per-game text ([`GameRecord::to_text`], `Display`) and an archive
//! line ([`GameRecord::to_archive_line`], [`GameRecord::archive_line`]); reading a per-game
//! text with `str::parse` ([`FromStr`]).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write as _};
use core::str::FromStr;

use super::{GameRecord, RecordError, RecordTurn, TurnAction};
use crate::notation::archive::{ARCHIVE_FIELDS, clean};

/// Per-game header names that fill an archive column when the record has no header of the
/// column's own name ([`GameRecord::archive_line`]): the names of the arimaa.com per-game
/// format (`GameId`, `White`, `Black`, `ResultCode`, `ReasonCode`) and of the `arimaa`
/// program's logs (`Gold`, `Silver`, `GoldType`, `SilverType`, `TimeControl`, `Event`,
/// `Site`).
pub const ARCHIVE_ALIASES: [(&str, &[&str]); 11] = [
    ("id", &["GameId"]),
    ("wusername", &["White", "Gold"]),
    ("busername", &["Black", "Silver"]),
    ("wtype", &["WhiteType", "GoldType"]),
    ("btype", &["BlackType", "SilverType"]),
    ("event", &["Event"]),
    ("site", &["Site"]),
    ("timecontrol", &["TimeControl"]),
    ("result", &["ResultCode"]),
    ("termination", &["ReasonCode"]),
    ("plycount", &["PlyCount"]),
];

impl RecordTurn {
    /// The turn as one movelist entry with the label's colour letter given: `12g Ee2n`,
    /// `3w takeback`, `20b resign`, or the bare label.
    fn entry(&self, color: char) -> String {
        let mut s = alloc::format!("{}{}", self.number, color);
        if self.action != TurnAction::Empty {
            s.push(' ');
            s.push_str(self.body());
        }
        s
    }
}

impl GameRecord {
    /// The record in the per-game text format: one `Name: value` line per header, in order
    /// (an empty value as `Name:`), a blank line, then one line per turn (`2g Ee2n Ee3n`,
    /// `5s takeback`, `30g resign`, a bare final label) with our colour letters `g`/`s`;
    /// [`GameRecord::notes`] are written back between the turns they came between. Line
    /// breaks in a value become spaces. [`GameRecord::parse`] reads the text back to the
    /// same headers, turns and notes (the turns' line numbers are those of the new
    /// text). A header name reads back only if it is one word (letters, digits, `_`, `-`,
    /// starting with a letter), as every arimaa.com header is. Also `Display`.
    ///
    /// ```
    /// use arimaa_rules::notation::record::GameRecord;
    /// let rec: GameRecord = "Event: test\nWhite: me\n1w Ra1 Rb1\n1b ra8\n2w resign\n".parse().unwrap();
    /// assert_eq!(rec.to_text(), "Event: test\nWhite: me\n\n1g Ra1 Rb1\n1s ra8\n2g resign\n");
    /// let again: GameRecord = rec.to_text().parse().unwrap();
    /// assert_eq!((again.headers, again.turns.len()), (rec.headers, 3));
    /// ```
    pub fn to_text(&self) -> String {
        alloc::format!("{self}")
    }

    /// The record as one line of the standard arimaa.com archive ([`ARCHIVE_FIELDS`], the
    /// 29 columns of [`archive_header`](crate::notation::archive::archive_header)); no
    /// line ending. See [`GameRecord::archive_line`].
    ///
    /// ```
    /// use arimaa_rules::notation::archive::archive_header;
    /// use arimaa_rules::notation::record::{GameRecord, parse_records};
    /// let rec = GameRecord::parse("GameId: 7\nWhite: me\n1g Ra1 Rb1\n1s ra8\n2g resign\n").unwrap();
    /// let line = rec.to_archive_line();
    /// let back = &parse_records(&format!("{}\n{line}\n", archive_header())).unwrap()[0];
    /// assert_eq!((back.header("id"), back.header("wusername")), (Some("7"), Some("me")));
    /// let turns = |r: &GameRecord| r.turns.iter().map(|t| t.label() + " " + t.body()).collect::<Vec<_>>();
    /// assert_eq!(turns(back), ["1g Ra1 Rb1", "1s ra8", "2g resign"]);
    /// ```
    pub fn to_archive_line(&self) -> String {
        self.archive_line(&ARCHIVE_FIELDS)
    }

    /// The record as one archive line whose columns are `fields`, in that order (the
    /// field names of the file's header line, e.g. [`ArchiveReader::fields`](super::ArchiveReader::fields)); no line
    /// ending.
    ///
    /// Column `movelist` holds the turns, labelled with the archive's colour letters
    /// (`1w`, `1b`, `2w` …) and separated by the two characters `\n`. Any other column
    /// holds the header of exactly that name; failing that, for the standard columns, the
    /// per-game header of [`ARCHIVE_ALIASES`] (`White` → `wusername`, `GameId` → `id`, …);
    /// else it is empty. Headers that fill no column are not written (an archive has only
    /// its columns: write [`GameRecord::to_text`] to keep every header), nor are
    /// [`GameRecord::notes`]. Tabs and line breaks in values become spaces.
    pub fn archive_line<S: AsRef<str>>(&self, fields: &[S]) -> String {
        let mut out = String::new();
        for (i, field) in fields.iter().enumerate() {
            let field = field.as_ref();
            if i > 0 {
                out.push('\t');
            }
            if field == "movelist" {
                let turns: Vec<String> = self
                    .turns
                    .iter()
                    .map(|t| t.entry(t.color.old_char()))
                    .collect();
                out.push_str(&clean(&turns.join("\\n")));
                continue;
            }
            let aliases = ARCHIVE_ALIASES
                .iter()
                .find(|(column, _)| *column == field)
                .map_or(&[][..], |(_, names)| *names);
            let value = self
                .headers
                .get(field)
                .or_else(|| aliases.iter().find_map(|a| self.headers.get(a)));
            out.push_str(&clean(value.unwrap_or("")));
        }
        out
    }
}

impl fmt::Display for GameRecord {
    /// Writes [`GameRecord::to_text`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in self.headers.iter() {
            let value = clean(value);
            if value.is_empty() {
                writeln!(f, "{name}:")?;
            } else {
                writeln!(f, "{name}: {value}")?;
            }
        }
        let has_body = !self.turns.is_empty() || !self.notes.is_empty();
        if !self.headers.is_empty() && has_body {
            f.write_char('\n')?;
        }
        let mut notes = self.notes.iter().peekable();
        for t in &self.turns {
            while let Some((_, note)) = notes.next_if(|(line, _)| *line < t.line) {
                writeln!(f, "{}", clean(note))?;
            }
            writeln!(f, "{}", t.entry(t.color.char()))?;
        }
        for (_, note) in notes {
            writeln!(f, "{}", clean(note))?;
        }
        Ok(())
    }
}

impl FromStr for GameRecord {
    type Err = RecordError;

    /// [`GameRecord::parse`]: one per-game text, as [`GameRecord::to_text`] writes it.
    ///
    /// # Errors
    /// As [`GameRecord::parse`].
    fn from_str(text: &str) -> Result<GameRecord, RecordError> {
        GameRecord::parse(text)
    }
}
