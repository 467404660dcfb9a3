//! The `arimaa` program as a library (the binary is `src/main.rs`): play Arimaa in the
//! terminal, replay and check game records, list the moves of a position, show boards and
//! count move trees.
//!
//! This crate is a thin shell around `arimaa-rules`: it reads arguments and text, calls
//! the core for every rule, notation and outcome, and prints. Modules: [`cli`] (arguments),
//! [`source`] (reading positions and records), [`inspect`] (`moves`, `show`), [`perft`],
//! [`replay`] (checking records) with [`table`] (its
//! `--format jsonl|csv|parquet` rows), [`play`] (the game loop) with [`board_view`] (drawing the
//! board), [`log`] (the crash-safe game log), [`clock`] (dates for the log); the built-in
//! bots and their setups come from the `arimaa-bot` crate; AEI (through `arimaa-aei`):
//! [`player`] (human, bot or `aei:<command line>`), [`runner`] (machine turns under a
//! clock), [`match_cmd`] (`match`) with [`match_stats`] (Elo and its interval, median
//! times) and [`openings`] (its `--openings` files), [`analyze`] (`analyze`), [`aei_engine`] (`aei`); [`review`] (`review`: a game reviewed by the bot
//! of `arimaa-bot`'s `review` or by an AEI engine, [`review_aei`]) with [`review_table`] (its
//! text, JSON lines, CSV and Parquet outputs); [`web`] (`web`: the page, built in, served
//! on 127.0.0.1).

#![warn(missing_docs)]

pub mod aei_engine;
pub mod analyze;
pub mod board_view;
pub mod cli;
pub mod clock;
pub mod error;
pub mod inspect;
pub mod log;
pub mod match_cmd;
pub mod match_stats;
pub mod openings;
pub mod perft;
pub mod play;
pub mod player;
pub mod replay;
pub mod review;
pub mod review_aei;
#[cfg(feature = "parquet")]
pub mod review_parquet;
pub mod review_table;
pub mod runner;
pub mod source;
pub mod table;
#[cfg(feature = "parquet")]
pub mod table_parquet;
pub mod web;
