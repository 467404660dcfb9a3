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
    /// [`GameRecord::notes`] are written back between the turns they came between.
    /// [`GameRecord::parse`] reads the text back to the same headers, turns and notes (the
    /// turns' line numbers are those of the new text): every header name can be carried,
    /// as [`Headers`](super::Headers) holds only header names
    /// ([`is_header_name`](super::is_header_name)); a value reads back with its tabs and
    /// line breaks as spaces and without leading or trailing white space. Also `Display`.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::record::{Headers, parse_archive_line};
    use alloc::string::ToString;

    const SETUPS: &str = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n\
                          1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n";

    #[test]
    fn text_keeps_empty_values_notes_takebacks_and_resignations() {
        let input = alloc::format!(
            "Event: x\nSite:\n[log] bot started\n{SETUPS}2g Ee2n\n2s takeback\n\
             2g Ee2n Ee3n\n[log] thinking\n2s resign\n[log] over\n"
        );
        let rec = GameRecord::parse(&input).unwrap();
        assert_eq!(rec.notes.len(), 3);
        let expected = alloc::format!(
            "Event: x\nSite:\n\n[log] bot started\n{SETUPS}2g Ee2n\n2s takeback\n\
             2g Ee2n Ee3n\n[log] thinking\n2s resign\n[log] over\n"
        );
        assert_eq!(rec.to_text(), expected);
        assert_eq!(rec.to_string(), expected);
        let back: GameRecord = expected.parse().unwrap();
        assert_eq!(back.headers, rec.headers);
        let texts = |r: &GameRecord| r.notes.iter().map(|(_, n)| n.clone()).collect::<Vec<_>>();
        assert_eq!(texts(&back), texts(&rec));
        assert_eq!(back.notes[0].0, 4); // after the blank line
    }

    #[test]
    fn text_without_headers_or_turns_has_no_blank_line() {
        let rec = GameRecord::parse("Event: x\n").unwrap();
        assert_eq!(rec.to_text(), "Event: x\n");
        let rec = GameRecord::parse("1g Ra1\n1s ra8\n").unwrap();
        assert_eq!(rec.to_text(), "1g Ra1\n1s ra8\n");
        let rec = GameRecord::parse("Event: a\tb\n1g Ra1\n").unwrap();
        assert_eq!(rec.to_text(), "Event: a b\n\n1g Ra1\n");
    }

    #[test]
    fn archive_line_columns_aliases_and_cleaning() {
        let mut rec = GameRecord::parse(&alloc::format!(
            "GameId: 9\nWhite: w\nGold: g\nSilver: s\nGoldType: h\nResultCode: b\n\
             ReasonCode: g\nPlyCount: 2\nTimeControl: 1s/0\nExtra: lost\n{SETUPS}2g Ee2n\n2s resign\n"
        ))
        .unwrap();
        rec.headers.set("Event", "a\tb").unwrap();
        let fields = [
            "id",
            "wusername",
            "busername",
            "wtype",
            "btype",
            "event",
            "timecontrol",
            "result",
            "termination",
            "plycount",
            "movelist",
            "Extra",
            "none",
        ];
        let line = rec.archive_line(&fields);
        let values: Vec<&str> = line.split('\t').collect();
        assert_eq!(values.len(), fields.len());
        assert_eq!(
            values[..10],
            ["9", "w", "s", "h", "", "a b", "1s/0", "b", "g", "2"]
        );
        assert!(values[10].starts_with("1w Ra1 "), "{}", values[10]);
        assert!(
            values[10].ends_with("\\n2w Ee2n\\n2b resign"),
            "{}",
            values[10]
        );
        assert_eq!(values[11..], ["lost", ""]);
        // An archive column of its own name wins over a per-game alias.
        rec.headers.set("wusername", "own").unwrap();
        assert!(rec.archive_line(&["wusername"]) == "own");
        // The standard columns, in order.
        let standard = rec.to_archive_line();
        let names: Vec<String> = ARCHIVE_FIELDS.iter().map(|s| s.to_string()).collect();
        let back = parse_archive_line(&names, &standard, 2).unwrap();
        assert_eq!(back.headers.get("id"), Some("9"));
        assert_eq!(back.headers.get("wusername"), Some("own"));
        assert_eq!(back.headers.get("Extra"), None);
        assert_eq!(back.turns.len(), rec.turns.len());
    }

    #[test]
    fn headers_collection_api() {
        let mut h = Headers::from_pairs([("A", "1"), ("B", "2"), ("A", "3")]).unwrap();
        assert_eq!(h.len(), 3);
        assert!(h.contains("B") && !h.contains("b"));
        assert_eq!(h.get("A"), Some("1"));
        assert_eq!(h.get_index(2), Some(("A", "3")));
        assert_eq!(h.get_index(3), None);
        assert_eq!(h.remove("A"), Some("1".to_string()));
        assert_eq!(h.names().collect::<Vec<_>>(), ["B"]);
        assert_eq!(h.remove("A"), None);
        h.push("C".into(), "4".into()).unwrap();
        assert!(h.push("4".into(), "C".into()).is_err());
        assert_eq!(h.len(), 2);
        let pairs: Vec<&(String, String)> = (&h).into_iter().collect();
        assert_eq!(pairs.len(), 2);
        let v = h.clone().into_vec();
        assert_eq!(Headers::try_from(v.clone()), Ok(h.clone()));
        assert_eq!(h.clone().into_iter().collect::<Vec<_>>(), v);
        h.clear();
        assert!(h.is_empty());
    }
}
