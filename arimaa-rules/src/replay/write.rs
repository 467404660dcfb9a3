//! Writing a game as a record: the per-game text ([`Game::to_record`]) and an archive line
//! ([`Game::to_archive_line`]); [`GameRecord::parse`](crate::notation::record::GameRecord::parse)
//! and [`parse_records`](crate::notation::record::parse_records) read them back.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::notation::archive::{ARCHIVE_FIELDS, clean};
#[cfg(doc)]
use crate::notation::record::GameRecord;
use crate::{Color, Game, Termination, Turn};

impl Game {
    /// of the side to move while the game goes on. [`GameRecord::parse`] reads it back, and
    /// [`GameRecord::replay`] restores the game and its result.
    pub fn to_record(&self, headers: &[(&str, &str)]) -> String {
        let mut s = String::new();
        for (k, v) in headers {
            s.push_str(&alloc::format!("{}: {}\n", k, v));
        }
        if let Some(o) = self.outcome() {
            let score = match o.winner {
                Some(Color::Gold) => "1-0",
                Some(Color::Silver) => "0-1",
                None => "1/2-1/2",
            };
            s.push_str(&alloc::format!(
                "Result: {}\nReason: {}\nResultCode: {}\nReasonCode: {}\n",
                score,
                o.termination.name(),
                o.winner.map_or('d', Color::char),
                o.termination.letter()
            ));
        }
        if !s.is_empty() {
            s.push('\n');
        }
        for e in self.history() {
            s.push_str(&e.label());
            s.push(' ');
            match &e.turn {
                Turn::Setup(x) => s.push_str(&x.to_string()),
                Turn::Move(m) => s.push_str(&m.to_string()),
            }
            s.push('\n');
        }
        match self.outcome() {
            // The side to move resigned (a result set otherwise is in the headers only).
            Some(o)
                if o.termination == Termination::Resignation
                    && o.loser() == Some(self.side_to_move()) =>
            {
                s.push_str(&alloc::format!("{} resign\n", self.next_label()));
            }
            Some(_) => {}
            None => {
                s.push_str(&self.next_label());
                s.push('\n');
            }
        }
        s
    }

    /// The game as one archive line (no line ending), in the order of [`ARCHIVE_FIELDS`].
    ///
    /// The game fills `movelist` (turns labelled `1w`, `1b`, `2w`… as the archive does,
    /// capture tokens included, a resignation as `<label> resign`, and the empty label of
    /// the side to move while the game goes on), `result` (`w`/`b`), `termination` (the
    /// result letter) and `plycount` (the last move number); `fields` gives the others by
    /// name (`id`, `wusername`, `event`, `timecontrol`, …), and a field named in neither is
    /// empty. Tabs and line breaks in values become spaces. The line reads back with
    /// [`parse_records`](crate::notation::record::parse_records) and replays to the same game.
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
                if o.termination == Termination::Resignation
                    && o.loser() == Some(self.side_to_move()) =>
            {
                turns.push(alloc::format!("{next} resign"));
            }
            Some(_) => {}
            None => turns.push(next),
        }
        let movelist = turns.join("\\n");
        let result = outcome
            .map(|o| String::from(o.winner.map_or('d', Color::old_char)))
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
