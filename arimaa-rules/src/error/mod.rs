//! Error types, all of them here, one file per type. Each names the rule that was broken
//! ([`Rule`](crate::Rule)) and where, so that a caller can show a precise message ("frozen: gold
//! rabbit on d2 is next to the silver cat on d3 and has no friend") and a program can
//! branch on a value: every error type implements [`Refusal`], whose one method
//! [`Refusal::rule`] gives the [`Rule`](crate::Rule) (its stable code and name), so that
//! every binding (C, Python, JavaScript, …) reports the same code and name for the same
//! refusal. A message that starts with the rule's name (`frozen: …`) takes it from
//! [`Refusal::rule`], never from a literal. [`Rule`](crate::Rule) and the enums
//! of refusals are `#[non_exhaustive]`: a new rule (and its variant) is added without a
//! breaking change. The three that wrap one error of a fixed set ([`PlayError`],
//! [`FromRecordError`], `ToGameError`) are not.
//!
//! | type | refusal |
//! |---|---|
//! | [`NotationError`] | text that does not follow the notation (or a board that breaks a [`BoardError`] rule, from the position parsers) |
//! | [`BoardError`] | a board that cannot be a position of the game |
//! | [`StepError`] | an illegal step |
//! | [`MoveError`] | an illegal move |
//! | [`SetupError`] | an illegal setup |
//! | [`PlayError`] | text played as a turn: one of the three above |
//! | [`RecordError`] | a game record that cannot be read (line, column) |
//! | [`ReplayError`] | a record's turn refused (line, column, label) |
//! | [`FromRecordError`] | a text that is not one replayable game |
//! | [`ActionError`] | an action id (machine-learning encoding) refused |
//! | [`ToGameError`] | a turn refused while an action game is rebuilt as a game |
//! | [`SelfPlayError`] | a batched self-play call refused |
//! | [`LastMoveError`] | the last move of a picture does not fit the board shown |
//!
//! This module is a leaf: it names the data types its errors carry and nothing of the
//! code that raises them.

#[cfg(feature = "encoding")]
mod action;
mod board;
#[cfg(feature = "svg")]
mod last_move;
mod moves;
mod notation;
mod play;
mod record;
mod replay;
#[cfg(feature = "encoding")]
mod self_play;
mod setup;
mod step;
#[cfg(feature = "encoding")]
mod to_game;

#[cfg(feature = "encoding")]
#[cfg_attr(docsrs, doc(cfg(feature = "encoding")))]
pub use action::ActionError;
pub use board::BoardError;
#[cfg(feature = "svg")]
#[cfg_attr(docsrs, doc(cfg(feature = "svg")))]
pub use last_move::LastMoveError;
pub use moves::MoveError;
pub use notation::NotationError;
pub use play::PlayError;
pub use record::{RecordError, RecordErrorKind};
pub use replay::{FromRecordError, ReplayError, ReplayErrorKind};
#[cfg(feature = "encoding")]
#[cfg_attr(docsrs, doc(cfg(feature = "encoding")))]
pub use self_play::SelfPlayError;
pub use setup::SetupError;
pub use step::StepError;
#[cfg(feature = "encoding")]
#[cfg_attr(docsrs, doc(cfg(feature = "encoding")))]
pub use to_game::ToGameError;

/// A refusal: an error that names the one rule it reports as broken. Every error type of
/// this module implements it (and the two `…Kind` enums that say why a record could not be
/// read or replayed), so a program, and every binding, branches on [`Refusal::rule`]
/// (a stable code and name) and never on message text.
///
/// ```
/// use arimaa_rules::{Position, Refusal, Rule, Step};
/// let mut p = Position::standard();
/// let err = p.play_step(&"Ra1n".parse::<Step>().unwrap()).unwrap_err();
/// assert_eq!(err.rule(), Rule::Occupied);
/// assert_eq!((err.rule().code(), err.rule().name()), (5, "occupied"));
/// assert!(err.to_string().starts_with("occupied: "));
/// ```
pub trait Refusal {
    /// The rule broken (for an error that wraps another, the inner error's rule). Its
    /// [`Rule::code`](crate::Rule::code) and [`Rule::name`](crate::Rule::name) are stable:
    /// the C API, Python and JavaScript report the same ones.
    fn rule(&self) -> crate::Rule;
}
