//! Writing games in the arimaa.com archive TSV (the format [`super::record`] reads): a
//! header line of the 29 field names, then one line per game with the `movelist` field
//! holding the turns separated by the two characters `\n`.

use alloc::string::String;
use alloc::vec::Vec;

use crate::{Game, Termination, Turn};

/// The 29 fields of an arimaa.com archive line, in the archive's order.
pub const ARCHIVE_FIELDS: [&str; 29] = [
    "id",
    "wplayerid",
    "bplayerid",
    "wusername",
    "busername",
    "wtitle",
    "btitle",
    "wcountry",
    "bcountry",
    "wrating",
    "brating",
    "wratingk",
    "bratingk",
    "wtype",
    "btype",
    "event",
    "site",
    "timecontrol",
    "postal",
    "startts",
    "endts",
    "result",
    "termination",
    "plycount",
    "mode",
    "rated",
    "corrupt",
    "movelist",
    "events",
];

/// The header line of an archive file (the field names separated by tabs), without a line
/// ending.
///
/// ```
/// use arimaa_rules::notation::archive::archive_header;
/// use arimaa_rules::notation::record::is_archive_header;
/// assert!(is_archive_header(&archive_header()));
/// ```
pub fn archive_header() -> String {
    ARCHIVE_FIELDS.join("\t")
}

/// A field value with its tabs and line breaks made spaces (they would split the line).
fn clean(value: &str) -> String {
    value.replace(['\t', '\n', '\r'], " ")
}

impl Game {
    /// The game as one archive line (no line ending), in the order of [`ARCHIVE_FIELDS`].
    ///
    /// The game fills `movelist` (turns labelled `1w`, `1b`, `2w`… as the archive does,
    /// capture tokens included, a resignation as `<label> resign`, and the empty label of
    /// the side to move while the game goes on), `result` (`w`/`b`), `termination` (the
    /// result letter) and `plycount` (the last move number); `fields` gives the others by
    /// name (`id`, `wusername`, `event`, `timecontrol`, …), and a field named in neither is
    /// empty. Tabs and line breaks in values become spaces. The line reads back with
    /// [`parse_records`](super::record::parse_records) and replays to the same game.
    ///
    /// ```
    /// use arimaa_rules::Game;
    /// use arimaa_rules::notation::archive::archive_header;
    /// use arimaa_rules::notation::record::parse_records;
    /// let mut game = Game::new();
    /// game.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2").unwrap();
    /// game.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7").unwrap();
    /// game.resign();
    /// let line = game.to_archive_line(&[("id", "1"), ("wusername", "me")]);
    /// let records = parse_records(&format!("{}\n{line}\n", archive_header())).unwrap();
    /// assert_eq!(records[0].header("termination"), Some("r"));
    /// assert_eq!(records[0].header("result"), Some("b"));
    /// let replay = records[0].replay(Default::default()).unwrap();
    /// assert_eq!(replay.game.outcome(), game.outcome());
    /// ```
    pub fn to_archive_line(&self, fields: &[(&str, &str)]) -> String {
        let outcome = self.outcome();
        let mut turns: Vec<String> = self
            .history()
            .iter()
            .map(|e| {
                let text = match &e.turn {
                    Turn::Setup(s) => alloc::format!("{s}"),
                    Turn::Move(m) => alloc::format!("{m}"),
                };
                alloc::format!("{}{} {}", e.number, e.color.old_char(), text)
            })
            .collect();
        let next = alloc::format!("{}{}", self.move_number(), self.side_to_move().old_char());
        match outcome {
            Some(o)
                if o.termination == Termination::Resignation && o.winner != self.side_to_move() =>
            {
                turns.push(alloc::format!("{next} resign"));
            }
            Some(_) => {}
            None => turns.push(next),
        }
        let movelist = turns.join("\\n");
        let result = outcome
            .map(|o| String::from(o.winner.old_char()))
            .unwrap_or_default();
        let termination = outcome
            .map(|o| String::from(o.termination.letter()))
            .unwrap_or_default();
        let plycount = alloc::format!("{}", self.move_number());
        let values: Vec<String> = ARCHIVE_FIELDS
            .iter()
            .map(|&name| match name {
                "movelist" => movelist.clone(),
                "result" => result.clone(),
                "termination" => termination.clone(),
                "plycount" => plycount.clone(),
                _ => fields
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| clean(v))
                    .unwrap_or_default(),
            })
            .collect();
        values.join("\t")
    }
}
