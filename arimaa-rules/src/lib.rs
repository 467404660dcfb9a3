//! # arimaa-rules
//!
//! The complete rules of [Arimaa](http://arimaa.com): positions, steps, moves (whole turns
//! of 1–4 steps), setups, notation, move generation and game results, with no required
//! dependencies (`serde` is an optional feature; without the default `std` feature the
//! crate is `no_std` + `alloc`).
//!
//! The rules follow the official arimaa.com text,
//! [Arimaa Game Rules](http://arimaa.com/arimaa/learn/rulesIntro.html), which wins where
//! sources disagree (the crate's rules summary, [`rules`], says what it decides and cites
//! each rule); notation follows arimaa.com
//! ([move notation](http://arimaa.com/arimaa/learn/notation.html)) and the AEI position
//! formats. Step legality and "unique moves" agree with AEI `pyrimaa`, the
//! reference implementation behind every published move count.
//!
//! ## A tour
//!
//! ```
//! use arimaa_rules::{Color, Game, Position, Step, Termination};
//!
//! // Positions: the usual opening, or any board in the AEI short form.
//! let pos = Position::standard();
//! assert_eq!(pos.count_moves(), 3353);
//!
//! // Step by step, with the rule named when a step is refused.
//! let mut p = pos.clone();
//! let err = p.play_step(&"Ra1n".parse::<Step>().unwrap()).unwrap_err();
//! assert_eq!(err.rule(), "occupied");
//! p.play_step(&"Ee2n".parse().unwrap()).unwrap();
//! assert_eq!(p.steps_left(), 3);
//! p.end_move().unwrap();
//! assert_eq!(p.side_to_move(), Color::Silver);
//!
//! // Whole moves in notation.
//! let after = pos.play_text("Ee2n Ee3n Ee4n Ee5n").unwrap();
//! assert_eq!(after.to_short().len(), 68);
//!
//! // Games: setups, moves, takebacks, repetition and the result.
//! let mut game = Game::new();
//! game.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2").unwrap();
//! game.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7").unwrap();
//! game.play_text("Ee2n Ee3n Ee4n Ee5n").unwrap();
//! assert_eq!(game.next_label(), "2s");
//! assert!(game.outcome().is_none());
//!
//! // Results carry the arimaa.com letters.
//! assert_eq!(Termination::Goal.letter(), 'g');
//! ```
//!
//! ## Map of the crate
//! - Pieces and the board: [`Color`], [`PieceKind`], [`Piece`], [`Square`],
//!   [`Direction`], [`Bitboard`], [`Board`], [`zobrist`].
//! - Turns: [`Step`] (`Ed2n`), [`Capture`] (`rc3x`), [`Move`] (1–4 steps),
//!   [`NotatedMove`] (with capture tokens), [`Placement`] (`Ra1`), [`Setup`],
//!   [`TurnLabel`] (`12g`).
//! - Rules: [`Position`] (step legality, play/undo a step, end a move, end-of-move
//!   checks), [`movegen`] (legal steps, unique moves, count, perft), [`Game`] (setup
//!   phase, history, takeback, third repetition, result), [`Outcome`] / [`Termination`] /
//!   [`Immobilization`].
//! - Long counts: [`perft`] (perft by root move on threads, move counts of many
//!   positions, with progress and a stop flag).
//! - Text: [`notation`] (short form, long diagram, game records: archive TSV and per-game
//!   files). Records and games: [`replay`] (replay under the 2008 policy, the verdict
//!   `GameRecord::verify`, `Game::from_record`, writing games as records), [`table`] (a
//!   record as a table row, for `arimaa replay --format parquet` and pandas).
//! - Machine learning: [`encoding`] (257 step action ids, legal-action masks, the board
//!   flip, input planes, [`encoding::ActionGame`]: a whole game one action at a time).
//! - Errors: [`StepError`], [`MoveError`], [`SetupError`], [`PositionError`],
//!   [`NotationError`], [`PlayError`], all in [`error`], each naming its [`Rule`] (a stable
//!   code and `rule()` name).
#![cfg_attr(not(feature = "std"), no_std)]
#![forbid(unsafe_code)]
#![warn(missing_docs)]
// The docs link to items that only exist with `std` (threaded perft, archive readers); those
// links resolve in the default build, the one documented and checked with -D warnings.
#![cfg_attr(not(feature = "std"), allow(rustdoc::broken_intra_doc_links))]

extern crate alloc;

pub mod analysis;
mod bitboard;
mod board;
mod color;
pub mod encoding;
pub mod error;
mod game;
pub mod movegen;
pub mod notation;
mod outcome;
pub mod perft;
mod piece;
mod position;
mod repetition;
pub mod replay;
mod rule;
#[doc = include_str!("../RULES.md")]
pub mod rules {}
#[cfg(feature = "serde")]
mod serde_impls;
mod square;
mod step;
pub mod svg;
pub mod table;
mod turn;
pub mod zobrist;

pub use analysis::PositionOptions;
pub use bitboard::Bitboard;
pub use board::Board;
pub use color::Color;
pub use error::{MoveError, NotationError, PlayError, PositionError, SetupError, StepError};
pub use game::{Game, GameOptions, HistoryEntry, Turn};
pub use movegen::{MoveGenerator, StepList};
pub use outcome::{Immobilization, Outcome, Termination};
pub use piece::{Piece, PieceKind};
pub use position::Position;
pub use rule::Rule;
pub use square::{Direction, Square};
pub use step::{Capture, PlayedStep, Step, StepKind};
pub use turn::{Move, NotatedMove, Placement, Setup, TurnLabel};

// The crates.io README's examples run as doctests (the README is in the package).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
