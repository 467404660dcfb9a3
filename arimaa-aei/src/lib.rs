//! # arimaa-aei
//!
//! The Arimaa Engine Interface (AEI), both ways: write an engine that any AEI controller
//! (AEI's `roundrobin`, `analyze`, `gameroom`) can run, or drive any AEI engine (sharp,
//! OpFor, AEI's `simple_engine`, ...) from Rust. The protocol text is AEI's
//! `AEI_PROTOCOL.md`; the time-control notation is arimaa.com's, as AEI's `pyrimaa` reads it.
//!
//! - [`message`]: the messages of both directions, parsed from and printed to lines.
//! - [`time_control`]: [`TimeControl`] (`3s/30s/100/60s/10m`) and [`Clock`].
//! - [`engine`]: [`run_session`] serves AEI for a type implementing [`Engine`].
//! - [`controller`]: [`Controller`] starts an engine process and drives it.
//!
//! Every rule (legal moves, setups, positions) is `arimaa-rules`'; this crate only speaks
//! the protocol.
//!
//! ```
//! use arimaa_aei::{ControllerMessage, TimeControl};
//! let m: ControllerMessage = "go ponder".parse().unwrap();
//! assert_eq!(m, ControllerMessage::Go { ponder: true });
//! let tc: TimeControl = "30s/5m/100/10m".parse().unwrap();
//! assert_eq!(tc.options()[1], ("tcreserve", 300));
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod controller;
pub mod engine;
pub mod message;
pub mod time_control;

pub use controller::{Controller, ControllerError, EngineCommand, Phase, SearchResult, Timeouts};
pub use engine::{Engine, EngineId, Search, SessionError, run_session};
pub use message::{BestMove, ControllerMessage, EngineMessage, IdKind, MessageError};
pub use time_control::{Clock, Flag, GameLimit, TimeControl, TimeControlError, limit_winner};

// The crates.io README's examples run as doctests (the README is in the package).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
