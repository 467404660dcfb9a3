//! The 2008 policy, in one place: which rules a record is replayed under.
//!
//! On 2008-07-01 ([`RULES_2008_START`]) the arimaa.com server began enforcing the end of
//! the game (no move after a goal, elimination or immobilization) and the third-repetition
//! rule; games before it were played on with step legality only. A record is therefore
//! replayed ([`RecordRules::ByDate`], the default everywhere: Rust, Python, C, the CLI):
//! - strictly if it is dated on or after 2008-07-01;
//! - otherwise (dated before, or undated) strictly first, and, if today's rules refuse a
//!   turn only for one of the rules enforced since 2008 ([`OLD_RULES`]), again under the
//!   old rules ([`GameOptions::LENIENT`]); the refused turn is kept in
//!   [`Replay::old_rules`] and the verdict is
//!   [`Verdict::OldRules`](super::Verdict::OldRules). A record dated before 2008-07-01
//!   always ends as a lenient game (as the server then played).

use super::run::{OldRulesTurn, Replay};
use crate::GameOptions;
use crate::Refusal;
use crate::Rule;
use crate::error::ReplayError;
use crate::notation::record::GameRecord;
#[cfg(doc)]
use crate::notation::record::RULES_2008_START;

/// The rules (as the [`Refusal::rule`] of a `ReplayErrorKind`)
/// that the server enforced only from 2008-07-01: the third repetition, and a move after
/// the end of the game.
pub const OLD_RULES: [Rule; 2] = [Rule::ThirdRepetition, Rule::GameOver];

/// Which rules a record is replayed under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum RecordRules {
    /// By the record's date (the default; see the [module](self) documentation).
    #[default]
    ByDate,
    /// Today's rules, whatever the date ([`GameOptions::STRICT`]).
    Strict,
    /// The rules before 2008-07-01, whatever the date ([`GameOptions::LENIENT`]).
    Lenient,
}

/// How to replay a record: the rules, and the setup options of [`GameOptions`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct RecordOptions {
    /// Strict, lenient, or by date.
    pub rules: RecordRules,
    /// As [`GameOptions::handicap`].
    pub handicap: bool,
    /// As [`GameOptions::free_setup`].
    pub free_setup: bool,
}

impl RecordRules {
    /// The rules a binding's `lenient` option names: `None` by the record's date
    /// ([`RecordRules::ByDate`]), `Some(true)` the old rules ([`RecordRules::Lenient`]),
    /// `Some(false)` today's ([`RecordRules::Strict`]), as Python's `lenient=None/True/False`
    /// and JavaScript's `lenient: undefined/true/false` say it.
    ///
    /// ```
    /// use arimaa_rules::replay::RecordRules;
    /// assert_eq!(RecordRules::from_lenient(None), RecordRules::ByDate);
    /// assert_eq!(RecordRules::from_lenient(Some(true)), RecordRules::Lenient);
    /// assert_eq!(RecordRules::from_lenient(Some(false)), RecordRules::Strict);
    /// ```
    pub const fn from_lenient(lenient: Option<bool>) -> RecordRules {
        match lenient {
            None => RecordRules::ByDate,
            Some(true) => RecordRules::Lenient,
            Some(false) => RecordRules::Strict,
        }
    }
}

impl From<RecordRules> for RecordOptions {
    fn from(rules: RecordRules) -> RecordOptions {
        RecordOptions {
            rules,
            ..RecordOptions::default()
        }
    }
}

impl From<GameOptions> for RecordOptions {
    /// Exactly these options: [`RecordRules::Lenient`] if `lenient`, else
    /// [`RecordRules::Strict`].
    fn from(o: GameOptions) -> RecordOptions {
        RecordOptions {
            rules: if o.lenient {
                RecordRules::Lenient
            } else {
                RecordRules::Strict
            },
            handicap: o.handicap,
            free_setup: o.free_setup,
        }
    }
}

impl RecordOptions {
    fn game_options(&self, lenient: bool) -> GameOptions {
        GameOptions {
            handicap: self.handicap,
            free_setup: self.free_setup,
            lenient,
        }
    }
}

impl GameRecord {
    /// The game options of the record's date: lenient for games played before 2008-07-01
    /// ([`GameRecord::played_before_rules_change`]), strict for later games and for records
    /// that do not say when they were played. [`GameRecord::replay_with`] starts from them.
    pub fn default_options(&self) -> GameOptions {
        GameOptions {
            lenient: self.played_before_rules_change() == Some(true),
            ..GameOptions::default()
        }
    }

    /// Replays the record under `options` (by default [`RecordRules::ByDate`]; a plain
    /// [`GameOptions`] converts to exactly those rules). See the [module](self)
    /// documentation for the policy.
    ///
    /// # Errors
    /// [`ReplayError`] at the first turn refused (under the old rules, when they were
    /// tried).
    ///
    /// ```
    /// use arimaa_rules::Refusal;
    /// use arimaa_rules::notation::record::GameRecord;
    /// use arimaa_rules::replay::RecordRules;
    /// // Both elephants step out and back twice: the board after the setups comes back
    /// // after 3s and would come a third time after 5s. The record is undated, so it
    /// // replays under the old rules, and the turn today's rules refuse is kept.
    /// let rec = GameRecord::parse(
    ///     "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n\
    ///      1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n\
    ///      2g Ee2n\n2s ed7s\n3g Ee3s\n3s ed6n\n4g Ee2n\n4s ed7s\n5g Ee3s\n5s ed6n\n",
    /// )
    /// .unwrap();
    /// assert_eq!(rec.replay_with(RecordRules::Strict).unwrap_err().kind.rule().name(), "third_repetition");
    /// let replay = rec.replay_with(RecordRules::ByDate).unwrap();
    /// assert_eq!(replay.old_rules.unwrap().label, "5s");
    /// ```
    pub fn replay_with(&self, options: impl Into<RecordOptions>) -> Result<Replay, ReplayError> {
        let options = options.into();
        let strict = options.game_options(false);
        let lenient = options.game_options(true);
        match options.rules {
            RecordRules::Strict => self.replay(strict),
            RecordRules::Lenient => self.replay(lenient),
            RecordRules::ByDate => {
                let dated_before = self.played_before_rules_change();
                match self.replay(strict) {
                    Ok(r) if dated_before == Some(true) => Ok(self.replay(lenient).unwrap_or(r)),
                    Ok(r) => Ok(r),
                    Err(e)
                        if dated_before == Some(false) || !OLD_RULES.contains(&e.kind.rule()) =>
                    {
                        Err(e)
                    }
                    Err(e) => {
                        let mut r = self.replay(lenient)?;
                        r.old_rules = Some(OldRulesTurn {
                            label: e.label,
                            line: e.line,
                            column: e.column,
                            rule: e.kind.rule(),
                        });
                        Ok(r)
                    }
                }
            }
        }
    }
}
