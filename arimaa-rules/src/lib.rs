//! # arimaa-rules
//!
//! The complete rules of [Arimaa](http://arimaa.com): positions, steps, moves (whole turns
//! of 1–4 steps), setups, notation, move generation and game results, with no required
//! dependencies (`serde` is an optional feature; without the default `std` feature the
//! crate is `no_std` + `alloc`). The layers on top of the rules (SVG boards, the
//! machine-learning encoding, the export table, counts on threads) are default features
//! that can be turned off (see the [map](#map-of-the-crate)).
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
//! use arimaa_rules::{Color, Game, Position, Refusal, Step, Termination};
//!
//! // Positions: the usual opening, or any board in the AEI short form.
//! let pos = Position::standard();
//! assert_eq!(pos.count_moves(), 3353);
//!
//! // Step by step, with the rule named when a step is refused.
//! let mut p = pos.clone();
//! let err = p.play_step(&"Ra1n".parse::<Step>().unwrap()).unwrap_err();
//! assert_eq!(err.rule().name(), "occupied");
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
//! The rules are always built (also `no_std` + `alloc`); the layers on top of them are
//! Cargo features, all on by default and each off-able (`default-features = false` gives
//! the rules alone, e.g. for a small WebAssembly build).
//! - Pieces and the board: [`Color`], [`PieceKind`], [`Piece`], [`Square`],
//!   [`Direction`], [`Bitboard`], [`Board`], [`zobrist`].
//! - Turns: [`Step`] (`Ed2n`), [`Capture`] (`rc3x`), [`Move`] (1–4 steps),
//!   [`NotatedMove`] (with capture tokens), [`Placement`] (`Ra1`), [`Setup`],
//!   [`TurnLabel`] (`12g`).
//! - Rules: [`Position`] (step legality, play/undo a step, end a move, end-of-move
//!   checks), [`movegen`] (legal steps, unique moves, count, perft), [`Game`] (setup
//!   phase, history, takeback, third repetition, result), [`Outcome`] / [`Termination`] /
//!   [`Immobilization`].
//! - Long counts: [`perft`] (perft split by root move with progress and a stop flag, on
//!   the calling thread; with feature `threads`: on threads, and the move counts of many
//!   positions).
//! - Text: [`notation`] (short form, long diagram, game records: archive TSV and per-game
//!   files; streaming readers over `BufRead` with feature `std`). Records and games:
//!   [`replay`] (replay under the 2008 policy, the verdict `GameRecord::verify`,
//!   `Game::from_record`, writing games as records).
//! - Errors: [`StepError`], [`MoveError`], [`SetupError`], [`BoardError`],
//!   [`NotationError`], [`PlayError`], all in [`error`], each naming its [`Rule`] (a stable
//!   code and name) by [`Refusal::rule`].
//!
//! The layers, by feature:
//!
//! | Feature | Adds | Needs |
//! |---|---|---|
//! | `std` | archive readers over `std::io::BufRead` ([`notation::record::ArchiveReader`], [`notation::record::RecordReader`]), a move generator kept per thread (without `std`, each call makes its own) | |
//! | `svg` | [`svg`]: SVG boards (last move, arrows, coordinates) | `alloc` only |
//! | `encoding` | [`encoding`]: 257 step action ids, legal-action masks, the board flip, input planes, [`encoding::ActionGame`] (a whole game one action at a time), batched [`encoding::SelfPlay`] | `alloc` only |
//! | `table` | [`table`]: a record as a table row, the export schema of `arimaa replay --format` (Parquet, pandas) | `alloc` only |
//! | `threads` | `perft::divide_threads`, `perft::count_moves_many`; `SelfPlay` on threads | `std` (implied) |
//! | `serde` (off by default) | types with a natural string form serialize as that string | the `serde` crate |
#![cfg_attr(not(feature = "std"), no_std)]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![warn(missing_docs)]
// The docs link to items that only exist with a layer (the `svg`, `encoding`, `table`
// modules, the threaded perft, the archive readers of `std`); those links resolve in the
// default build, the one documented and checked with -D warnings.
#![cfg_attr(
    not(all(
        feature = "std",
        feature = "svg",
        feature = "encoding",
        feature = "table",
        feature = "threads"
    )),
    allow(rustdoc::broken_intra_doc_links)
)]

extern crate alloc;

mod bitboard;
mod board;
mod color;
#[cfg(feature = "encoding")]
#[cfg_attr(docsrs, doc(cfg(feature = "encoding")))]
pub mod encoding;
pub mod error;
mod game;
pub mod movegen;
pub mod notation;
mod outcome;
pub mod perft;
mod piece;
mod position;
pub mod relaxed;
mod repetition;
pub mod replay;
pub mod rng;
mod rule;
#[doc = include_str!("../RULES.md")]
pub mod rules {}
#[cfg(feature = "serde")]
mod serde_impls;
mod square;
mod step;
#[cfg(feature = "svg")]
#[cfg_attr(docsrs, doc(cfg(feature = "svg")))]
pub mod svg;
#[cfg(feature = "table")]
#[cfg_attr(docsrs, doc(cfg(feature = "table")))]
pub mod table;
mod turn;
pub mod zobrist;

pub use bitboard::Bitboard;
pub use board::Board;
pub use color::Color;
pub use error::{BoardError, MoveError, NotationError, PlayError, Refusal, SetupError, StepError};
pub use game::{Game, GameOptions, HistoryEntry, Turn};
pub use movegen::{GoalSearch, MoveGenerator, StepList};
pub use outcome::{Immobilization, Outcome, Termination};
pub use piece::{Piece, PieceKind};
pub use position::Position;
pub use relaxed::PositionOptions;
pub use rule::Rule;
pub use square::{Direction, Square};
pub use step::{Capture, PlayedStep, Step, StepKind};
pub use turn::{Move, NotatedMove, Placement, Setup, TurnLabel};

// The crates.io README's examples run as doctests (the README is in the package).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
