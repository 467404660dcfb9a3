//! [`Game::from_record`]: a record text straight to a game, under the rules of the
//! record's date unless told otherwise.

use alloc::boxed::Box;

use super::policy::RecordOptions;
use crate::Game;
use crate::error::FromRecordError;
use crate::notation::record::parse_records;

impl Game {
    /// Parses a record (per-game text, or an archive text holding exactly one game) and
    /// replays it under the rules of its date ([`RecordRules::ByDate`](super::RecordRules),
    /// see [`GameRecord::replay_with`](crate::notation::record::GameRecord::replay_with)).
    ///
    /// # Errors
    /// A [`RecordError`](crate::error::RecordError) or [`ReplayError`](crate::error::ReplayError), as text via [`FromRecordError`].
    ///
    /// ```
    /// use arimaa_rules::{Game, Termination};
    /// let text = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n\
    ///             1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n\
    ///             2g resign\n";
    /// let game = Game::from_record(text).unwrap();
    /// assert_eq!(game.outcome().unwrap().termination, Termination::Resignation);
    /// ```
    pub fn from_record(text: &str) -> Result<Game, FromRecordError> {
        Game::from_record_with(text, RecordOptions::default())
    }

    /// As [`Game::from_record`] with the given rules:
    /// [`RecordRules::Strict`](super::RecordRules::Strict) or
    /// [`RecordRules::Lenient`](super::RecordRules::Lenient) override the date, and a
    /// [`GameOptions`](crate::GameOptions) is taken as it is (strict unless `lenient`).
    ///
    /// # Errors
    /// As [`Game::from_record`].
    pub fn from_record_with(
        text: &str,
        options: impl Into<RecordOptions>,
    ) -> Result<Game, FromRecordError> {
        let mut records = parse_records(text).map_err(FromRecordError::Record)?;
        if records.len() != 1 {
            return Err(FromRecordError::GameCount(records.len()));
        }
        let rec = records.remove(0);
        Ok(rec
            .replay_with(options)
            .map_err(|e| FromRecordError::Replay(Box::new(e)))?
            .game)
    }
}
