//! Writing a game as a record: [`Game::to_game_record`] (headers and turns), the per-game
//! text ([`Game::to_record`]) and an archive line ([`Game::to_archive_line`]);
//! [`GameRecord::parse`] and [`parse_records`](crate::notation::record::parse_records)
//! read them back.

use alloc::string::{String, ToString};

use crate::notation::archive::ARCHIVE_FIELDS;
use crate::notation::record::{GameRecord, Headers, RecordTurn, TurnAction};
use crate::{Color, Game, Termination, Turn};

/// The per-game result headers [`Game::to_record`] adds to a finished game whose headers
/// have none of [`RESULT_HEADERS`].
const PER_GAME_RESULT: [&str; 4] = ["Result", "Reason", "ResultCode", "ReasonCode"];

/// The headers whose value the game itself decides when it is written
/// ([`Game::to_game_record`]): the per-game `Result` (`1-0`, `0-1`, `1/2-1/2`), `Reason`
/// (`Goal`, …), `ResultCode` (winner letter), `ReasonCode` (termination letter), the
/// archive's `result` and `termination`, and `PlyCount`/`plycount`.
pub const RESULT_HEADERS: [&str; 8] = [
    "Result",
    "Reason",
    "ResultCode",
    "ReasonCode",
    "result",
    "termination",
    "PlyCount",
    "plycount",
];

impl Game {
    /// The arimaa.com `plycount` of the game: the move number of its last turn played
    /// (the setups are turn 1), or, when the game ended by resignation, the move number
    /// of the turn in progress (either side may resign at any time); 0 when no turn was
    /// played. This is what the arimaa.com archive writes: every game of
    /// `allgames202602.txt` agrees (the server of 2002 sometimes wrote the next number
    /// after silver's goal).
    ///
    /// ```
    /// use arimaa_rules::Game;
    /// let mut game = Game::new();
    /// assert_eq!(game.plycount(), 0);
    /// game.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2").unwrap();
    /// game.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7").unwrap();
    /// assert_eq!(game.plycount(), 1);
    /// game.resign().unwrap(); // gold resigns at 2g
    /// assert_eq!(game.plycount(), 2);
    /// ```
    pub fn plycount(&self) -> u32 {
        if self
            .outcome()
            .is_some_and(|o| o.termination == Termination::Resignation)
        {
            return self.move_number();
        }
        self.history().last().map_or(0, |e| e.number)
    }

    /// Whether the side to move resigned (so the record ends with `<label> resign`).
    fn resigned_on_move(&self) -> bool {
        self.outcome().is_some_and(|o| {
            o.termination == Termination::Resignation && o.loser() == Some(self.side_to_move())
        })
    }

    /// The game as a record: its [`Game::headers`] in order, with `extra` headers set over
    /// them (a name already present keeps its place and takes the new value, others are
    /// added at the end), and the turns of its history (line and column 0), a resignation
    /// of the side to move as `<label> resign`, and the bare label of the side to move
    /// while the game goes on.
    ///
    /// **The game decides its result headers** ([`RESULT_HEADERS`]): a stale header never
    /// wins over the game. Where present (every occurrence, and any name that differs
    /// from one of them only in case, as `resultcode`) they are rewritten from
    /// [`Game::outcome`] in place (`ResultCode` and `result` keep the archive letters `w`/`b` when the header
    /// used them; a game without a result empties them) and `PlyCount`/`plycount` from
    /// [`Game::plycount`]; a finished game whose headers have none of the result headers
    /// gets `Result`, `Reason`, `ResultCode`, `ReasonCode` at the end. For a record
    /// replayed by the rules the result is the rules' result where the board decides it
    /// (goal, elimination, immobilization), else the recorded one (time, resignation, …),
    /// so a record whose recorded goal the board does not show is written without result.
    ///
    /// ```
    /// use arimaa_rules::Game;
    /// use arimaa_rules::notation::record::Headers;
    /// // The record says gold won by goal; the board shows no goal.
    /// let text = "Event: test\nResult: 1-0\nResultCode: w\nReasonCode: g\n\n\
    ///             1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n\
    ///             1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n";
    /// let mut game = Game::from_record(text).unwrap();
    /// let rec = game.to_game_record(&Headers::from_pairs([("Site", "here")])?);
    /// assert_eq!(rec.headers.get("Event"), Some("test"));
    /// assert_eq!(rec.headers.get("ReasonCode"), Some("")); // no result on the board
    /// assert_eq!(rec.headers.get("Site"), Some("here"));
    /// game.resign().unwrap();
    /// let rec = game.to_game_record(&Headers::new());
    /// assert_eq!(rec.headers.get("Result"), Some("0-1"));
    /// assert_eq!(rec.headers.get("ResultCode"), Some("b")); // the record's letters
    /// assert_eq!(rec.headers.get("ReasonCode"), Some("r"));
    /// # Ok::<(), arimaa_rules::error::NotationError>(())
    /// ```
    pub fn to_game_record(&self, extra: &Headers) -> GameRecord {
        let mut headers = self.headers().clone();
        for (k, v) in extra {
            headers.set_known(k, v);
        }
        self.decide_result_headers(&mut headers);
        let mut turns: alloc::vec::Vec<RecordTurn> = self
            .history()
            .iter()
            .map(|e| RecordTurn {
                number: e.number,
                color: e.color,
                action: TurnAction::Play,
                text: match &e.turn {
                    Turn::Setup(s) => s.to_string(),
                    Turn::Move(m) => m.to_string(),
                },
                line: 0,
                column: 0,
            })
            .collect();
        let next = |action| RecordTurn {
            number: self.move_number(),
            color: self.side_to_move(),
            action,
            text: String::new(),
            line: 0,
            column: 0,
        };
        if self.resigned_on_move() {
            turns.push(next(TurnAction::Resign));
        } else if self.outcome().is_none() {
            turns.push(next(TurnAction::Empty));
        }
        GameRecord {
            headers,
            turns,
            notes: alloc::vec::Vec::new(),
        }
    }

    /// Rewrites the result headers present in `headers` from the game (every occurrence,
    /// and every name that differs from one of [`RESULT_HEADERS`] only in case, which the
    /// case-insensitive [`GameRecord::header`] would read back as the result); adds the
    /// per-game ones to a finished game that has none.
    fn decide_result_headers(&self, headers: &mut Headers) {
        let outcome = self.outcome();
        let canonical = |name: &str| {
            RESULT_HEADERS.into_iter().find(|n| *n == name).or_else(|| {
                RESULT_HEADERS
                    .into_iter()
                    .find(|n| n.eq_ignore_ascii_case(name))
            })
        };
        let has_result = headers
            .names()
            .filter_map(canonical)
            .any(|n| !n.eq_ignore_ascii_case("plycount"));
        let plycount = self.plycount().to_string();
        let value = |name: &str, old: &str| {
            let old_letters = matches!(old, "w" | "b");
            match (name, outcome) {
                ("PlyCount" | "plycount", _) => plycount.clone(),
                (_, None) => String::new(),
                ("Result", Some(o)) => String::from(match o.winner {
                    Some(Color::Gold) => "1-0",
                    Some(Color::Silver) => "0-1",
                    None => "1/2-1/2",
                }),
                ("Reason", Some(o)) => String::from(o.termination.name()),
                ("ResultCode", Some(o)) if !old_letters => {
                    String::from(o.winner.map_or('d', Color::char))
                }
                ("ResultCode" | "result", Some(o)) => {
                    String::from(o.winner.map_or('d', Color::old_char))
                }
                (_, Some(o)) => String::from(o.termination.letter()),
            }
        };
        for (name, old) in headers.pairs_mut() {
            if let Some(c) = canonical(name) {
                *old = value(c, old);
            }
        }
        if outcome.is_some() && !has_result {
            for name in PER_GAME_RESULT {
                headers.set_known(name, &value(name, ""));
            }
        }
    }

    /// The game in the per-game text format: [`Game::to_game_record`] with `headers` set
    /// over the game's own, written by [`GameRecord::to_text`]: `Name: value` lines, a
    /// blank line, one line per turn (labels `1g`, `1s`, `2g`…, capture tokens included),
    /// a resignation of the side to move as `<label> resign`, and the label of the side to
    /// move while the game goes on. [`GameRecord::parse`] reads it back, and
    /// [`GameRecord::replay`] restores the game, its headers and its result.
    ///
    /// ```
    /// use arimaa_rules::Game;
    /// use arimaa_rules::notation::record::Headers;
    /// let mut game = Game::new();
    /// game.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2").unwrap();
    /// game.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7").unwrap();
    /// game.resign().unwrap();
    /// let text = game.to_record(&Headers::from_pairs([("Event", "test")])?);
    /// assert!(text.starts_with("Event: test\nResult: 0-1\nReason: Resignation\nResultCode: s\nReasonCode: r\n\n1g Ra1"));
    /// assert!(text.ends_with("\n2g resign\n"));
    /// let back = Game::from_record(&text).unwrap();
    /// assert_eq!((back.outcome(), back.headers().get("Event")), (game.outcome(), Some("test")));
    /// # Ok::<(), arimaa_rules::error::NotationError>(())
    /// ```
    pub fn to_record(&self, headers: &Headers) -> String {
        self.to_game_record(headers).to_text()
    }

    /// The game as one archive line (no line ending), in the order of [`ARCHIVE_FIELDS`]:
    /// [`Game::to_game_record`] with `fields` set over the game's headers, written by
    /// [`GameRecord::to_archive_line`], with `result` (`w`/`b`/`d`), `termination` (the
    /// result letter) and `plycount` ([`Game::plycount`]) always from the game.
    ///
    /// The movelist has the turns labelled `1w`, `1b`, `2w`… as the archive does, capture
    /// tokens included, a resignation as `<label> resign`, and the empty label of the side
    /// to move while the game goes on. Other columns come from the headers (by their
    /// archive name, or the per-game names of
    /// [`ARCHIVE_ALIASES`](crate::notation::record::ARCHIVE_ALIASES): `White` fills
    /// `wusername`); a column named by no header is empty; headers that are no column
    /// are not written (use [`Game::to_record`] to keep them). Tabs and line breaks in
    /// values become spaces. The line reads back with
    /// [`parse_records`](crate::notation::record::parse_records) and replays to the same game.
    ///
    /// ```
    /// use arimaa_rules::Game;
    /// use arimaa_rules::notation::archive::archive_header;
    /// use arimaa_rules::notation::record::{Headers, parse_records};
    /// let mut game = Game::new();
    /// game.headers_mut().set("White", "me")?;
    /// game.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2").unwrap();
    /// game.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7").unwrap();
    /// game.resign().unwrap();
    /// let line = game.to_archive_line(&Headers::from_pairs([("id", "1")])?);
    /// let records = parse_records(&format!("{}\n{line}\n", archive_header())).unwrap();
    /// assert_eq!(records[0].header("termination"), Some("r"));
    /// assert_eq!(records[0].header("result"), Some("b"));
    /// assert_eq!(records[0].header("plycount"), Some("2"));
    /// assert_eq!(records[0].header("wusername"), Some("me"));
    /// let replay = records[0].replay(Default::default()).unwrap();
    /// assert_eq!(replay.game.outcome(), game.outcome());
    /// # Ok::<(), arimaa_rules::error::NotationError>(())
    /// ```
    pub fn to_archive_line(&self, fields: &Headers) -> String {
        let mut rec = self.to_game_record(fields);
        let outcome = self.outcome();
        let result = outcome
            .map(|o| String::from(o.winner.map_or('d', Color::old_char)))
            .unwrap_or_default();
        let termination = outcome
            .map(|o| String::from(o.termination.letter()))
            .unwrap_or_default();
        rec.headers.set_known("result", &result);
        rec.headers.set_known("termination", &termination);
        rec.headers
            .set_known("plycount", &self.plycount().to_string());
        rec.archive_line(&ARCHIVE_FIELDS)
    }
}

#[cfg(test)]
mod tests {
    use crate::notation::record::{GameRecord, Headers};
    use crate::{Color, Game, Outcome, Termination};

    const GOLD: &str = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2";
    const SILVER: &str = "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7";

    fn started() -> Game {
        let mut g = Game::new();
        g.play_text(GOLD).unwrap();
        g.play_text(SILVER).unwrap();
        g
    }

    fn headers(g: &Game, extra: &[(&str, &str)]) -> alloc::vec::Vec<(String, String)> {
        g.to_game_record(&Headers::from_pairs(extra.iter().copied()).unwrap())
            .headers
            .into_vec()
    }

    use alloc::string::String;

    fn pairs(p: &[(&str, &str)]) -> alloc::vec::Vec<(String, String)> {
        p.iter().map(|(k, v)| ((*k).into(), (*v).into())).collect()
    }

    #[test]
    fn a_replayed_record_keeps_its_headers() {
        let text = alloc::format!("B: 2\nA: 1\n\n1g {GOLD}\n1s {SILVER}\n2g\n");
        let rec = GameRecord::parse(&text).unwrap();
        let mut game = rec.replay(crate::GameOptions::default()).unwrap().game;
        assert_eq!(game.headers().to_vec(), pairs(&[("B", "2"), ("A", "1")]));
        game.headers_mut().set("C", "3").unwrap();
        assert_eq!(game.set_headers(rec.headers.clone()).get("C"), Some("3"));
        assert_eq!(
            game.to_record(&Headers::new()),
            alloc::format!("B: 2\nA: 1\n\n1g {GOLD}\n1s {SILVER}\n2g\n")
        );
        let err = GameRecord::parse(&alloc::format!("{text}3g Ra1n\n"))
            .unwrap()
            .replay(crate::GameOptions::default())
            .unwrap_err();
        assert_eq!(err.game.headers().get("A"), Some("1"));
    }

    #[test]
    fn plycount_counts_turns_and_resignations() {
        let mut g = Game::new();
        assert_eq!(g.plycount(), 0);
        g.play_text(GOLD).unwrap();
        assert_eq!(g.plycount(), 1);
        g.play_text(SILVER).unwrap();
        g.play_text("Ee2n").unwrap();
        assert_eq!(g.plycount(), 2);
        g.play_text("ed7s").unwrap();
        assert_eq!(g.plycount(), 2);
        // A loss on time at 3g: the last turn played counts.
        g.set_result(Some(Outcome::win(Color::Silver, Termination::Time)));
        assert_eq!(g.plycount(), 2);
        // A resignation (by either side) is a turn of its own: 3g.
        g.set_result(Some(Outcome::win(Color::Gold, Termination::Resignation)));
        assert_eq!(g.plycount(), 3);
        let mut forfeit = Game::new();
        forfeit.set_result(Some(Outcome::win(Color::Gold, Termination::Forfeit)));
        assert_eq!(forfeit.plycount(), 0);
    }

    #[test]
    fn result_headers_present_are_rewritten_in_place() {
        let mut g = started();
        g.set_headers(
            pairs(&[
                ("result", "w"),
                ("Event", "e"),
                ("termination", "g"),
                ("PlyCount", "9"),
                ("plycount", "9"),
            ])
            .try_into()
            .unwrap(),
        );
        // No result: emptied (plycount is the game's), nothing added.
        assert_eq!(
            headers(&g, &[]),
            pairs(&[
                ("result", ""),
                ("Event", "e"),
                ("termination", ""),
                ("PlyCount", "1"),
                ("plycount", "1"),
            ])
        );
        g.resign().unwrap();
        assert_eq!(
            headers(&g, &[("Event", "f")]),
            pairs(&[
                ("result", "b"),
                ("Event", "f"),
                ("termination", "r"),
                ("PlyCount", "2"),
                ("plycount", "2"),
            ])
        );
    }

    #[test]
    fn per_game_result_headers_are_added_or_rewritten() {
        let mut g = started();
        g.set_headers(pairs(&[("PlyCount", "7")]).try_into().unwrap());
        // Only a plycount: the per-game result headers are added once there is a result.
        assert_eq!(headers(&g, &[]), pairs(&[("PlyCount", "1")]));
        g.set_result(Some(Outcome::win(Color::Gold, Termination::Time)));
        assert_eq!(
            headers(&g, &[]),
            pairs(&[
                ("PlyCount", "1"),
                ("Result", "1-0"),
                ("Reason", "Time"),
                ("ResultCode", "g"),
                ("ReasonCode", "t"),
            ])
        );
        g.set_headers(
            pairs(&[("ResultCode", "b"), ("Result", "x")])
                .try_into()
                .unwrap(),
        );
        assert_eq!(
            headers(&g, &[]),
            pairs(&[("ResultCode", "w"), ("Result", "1-0")])
        );
        g.set_result(Some(Outcome::draw(Termination::NoRabbitsDraw)));
        g.set_headers(
            pairs(&[("ResultCode", "s"), ("Result", "x"), ("Reason", "y")])
                .try_into()
                .unwrap(),
        );
        assert_eq!(
            headers(&g, &[]),
            pairs(&[
                ("ResultCode", "d"),
                ("Result", "1/2-1/2"),
                ("Reason", "No rabbits")
            ])
        );
    }

    #[test]
    fn turns_end_with_the_side_to_move_or_its_resignation() {
        let mut g = started();
        let labels = |g: &Game| {
            g.to_game_record(&Headers::new())
                .turns
                .iter()
                .map(|t| alloc::format!("{} {}", t.label(), t.body()))
                .collect::<alloc::vec::Vec<_>>()
        };
        assert_eq!(labels(&g)[2], "2g ");
        g.set_result(Some(Outcome::win(Color::Silver, Termination::Resignation)));
        assert_eq!(labels(&g)[2], "2g resign");
        // A result not by the side to move's resignation: no third line.
        g.set_result(Some(Outcome::win(Color::Gold, Termination::Resignation)));
        assert_eq!(labels(&g).len(), 2);
        let line = g.to_archive_line(&Headers::new());
        let rec = GameRecord::parse_movelist(line.split('\t').nth(27).unwrap(), 1, 1).unwrap();
        assert_eq!(rec.turns.len(), 2);
    }
}
