//! `RawGameRecord`: one game record (the core's [`GameRecord`]) and `readGames`.

use arimaa_rules::error::{FromRecordError, RecordError, RecordErrorKind};
use arimaa_rules::notation::record::{GameRecord, parse_records};
use arimaa_rules::replay::{RecordOptions, RecordRules};
use wasm_bindgen::prelude::*;

use crate::convert::{self, RawHeader, RawOutcome, RawTurns};
use crate::error::RawError;
use crate::game::RawGame;

/// The record options of `lenient` (`undefined` = by the record's date) and `handicap`.
pub(crate) fn record_options(lenient: Option<bool>, handicap: bool) -> RecordOptions {
    RecordOptions {
        rules: RecordRules::from_lenient(lenient),
        handicap,
        ..RecordOptions::default()
    }
}

/// One game record: headers and turns, not yet checked against the rules.
#[wasm_bindgen]
pub struct RawGameRecord {
    rec: GameRecord,
}

/// The games of `text`: an arimaa.com archive (header line, one game per line) or one
/// per-game record.
#[wasm_bindgen(js_name = readGames)]
pub fn read_games(text: &str) -> Result<Vec<RawGameRecord>, RawError> {
    parse_records(text)
        .map(|v| v.into_iter().map(|rec| RawGameRecord { rec }).collect())
        .map_err(|e| RawError::from(&e))
}

/// As [`read_games`], from the bytes of a file (UTF-8; else a `NotationError`, rule
/// `invalid_utf8`, at the line of the first bad byte).
#[wasm_bindgen(js_name = readGamesBytes)]
pub fn read_games_bytes(bytes: &[u8]) -> Result<Vec<RawGameRecord>, RawError> {
    match core::str::from_utf8(bytes) {
        Ok(text) => read_games(text),
        Err(e) => {
            let lines = bytes[..e.valid_up_to()]
                .iter()
                .filter(|&&b| b == b'\n')
                .count();
            let error = RecordError {
                line: u32::try_from(lines + 1).unwrap_or(u32::MAX),
                column: 0,
                kind: RecordErrorKind::InvalidUtf8,
            };
            Err(RawError::from(&error))
        }
    }
}

#[wasm_bindgen]
impl RawGameRecord {
    /// Reads one record: the per-game format or an archive (its header line and one
    /// game line); an archive of another number of games is refused (`not_one_game`).
    pub fn parse(text: &str) -> Result<RawGameRecord, RawError> {
        let mut records = parse_records(text).map_err(|e| RawError::from(&e))?;
        if records.len() != 1 {
            return Err(RawError::from(&FromRecordError::GameCount(records.len())));
        }
        Ok(RawGameRecord {
            rec: records.remove(0),
        })
    }

    /// The game id (archive `id`, per-game `GameId`).
    pub fn id(&self) -> Option<String> {
        self.rec.id().map(str::to_string)
    }

    /// Every header, in input order.
    pub fn headers(&self) -> Vec<RawHeader> {
        convert::headers(&self.rec.headers)
    }

    /// The turns (`texts`: the setup or move, `takeback`, `resign`, or `""`; no `kinds`).
    pub fn turns(&self) -> RawTurns {
        let mut out = RawTurns::default();
        for t in &self.rec.turns {
            out.labels.push(t.label());
            out.texts.push(t.body().to_string());
        }
        out
    }

    /// The recorded result (see `convert::outcome`).
    pub fn outcome(&self) -> Option<RawOutcome> {
        convert::outcome(self.rec.recorded_outcome())
    }

    /// Whether the archive flags the record as corrupt.
    #[wasm_bindgen(js_name = isCorrupt)]
    pub fn is_corrupt(&self) -> bool {
        self.rec.is_corrupt()
    }

    /// The record in the per-game format.
    #[wasm_bindgen(js_name = toText)]
    pub fn to_text(&self) -> String {
        self.rec.to_text()
    }

    /// The record as one line of the arimaa.com archive (the core's
    /// `GameRecord::to_archive_line`).
    #[wasm_bindgen(js_name = toArchiveLine)]
    pub fn to_archive_line(&self) -> String {
        self.rec.to_archive_line()
    }

    /// Replays the record into a game.
    pub fn replay(&self, lenient: Option<bool>, handicap: bool) -> Result<RawGame, RawError> {
        self.rec
            .replay_with(record_options(lenient, handicap))
            .map(|r| RawGame::wrap(r.game))
            .map_err(|e| RawError::from(&e))
    }

    /// The core's verdict: `[name, label, rule, line, column, message]` (`""` where the
    /// verdict has none).
    pub fn verify(&self, lenient: Option<bool>, handicap: bool) -> RawVerdict {
        let v = self.rec.check(record_options(lenient, handicap)).verdict;
        RawVerdict {
            verdict: v.name().to_string(),
            label: v.label().map(str::to_string),
            rule: v.rule().map(|r| r.name().to_string()),
            code: v.rule().map_or(0, arimaa_rules::Rule::code),
            line: v.place().map(|(l, _)| l),
            column: v.place().map(|(_, c)| c),
            message: v.to_string(),
        }
    }
}

/// The verdict on a record (`RawGameRecord::verify`), for the package's `Verdict`.
#[wasm_bindgen(getter_with_clone)]
pub struct RawVerdict {
    /// `"ok"`, `"old-rules"`, `"illegal"` or `"mismatch"`.
    #[wasm_bindgen(readonly)]
    pub verdict: String,
    /// The turn concerned, for "old-rules" and "illegal".
    #[wasm_bindgen(readonly)]
    pub label: Option<String>,
    /// The rule concerned, for "old-rules" and "illegal".
    #[wasm_bindgen(readonly)]
    pub rule: Option<String>,
    /// The rule's code (0 when none).
    #[wasm_bindgen(readonly)]
    pub code: u32,
    /// The input line (1-based) of the refused turn.
    #[wasm_bindgen(readonly)]
    pub line: Option<u32>,
    /// The column (1-based) of the refused turn's label.
    #[wasm_bindgen(readonly)]
    pub column: Option<u32>,
    /// The core's text of the verdict.
    #[wasm_bindgen(readonly)]
    pub message: String,
}
