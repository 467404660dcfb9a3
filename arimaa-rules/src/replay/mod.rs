//! Records meet games: replaying a [`GameRecord`](crate::notation::record::GameRecord)
//! into a [`Game`](crate::Game) ([`run`]), the 2008 policy that picks the rules for it
//! ([`policy`]), the verdict on a record ([`verdict`]: `GameRecord::verify`),
//! [`Game::from_record`](crate::Game::from_record), and writing a game as a record
//! ([`Game::to_record`](crate::Game::to_record),
//! [`Game::to_archive_line`](crate::Game::to_archive_line)).
//!
//! This module depends on both [`crate::notation`] (the record formats) and the game;
//! neither of them depends on it, so the notation never imports the game.

mod from_record;
pub mod policy;
pub mod run;
pub mod verdict;
mod write;

pub use crate::error::{FromRecordError, ReplayError, ReplayErrorKind};
pub use policy::{OLD_RULES, RecordOptions, RecordRules};
pub use run::{OldRulesTurn, Replay};
pub use verdict::{Verdict, VerdictKind, Verification};
pub use write::RESULT_HEADERS;
