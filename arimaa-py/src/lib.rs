//! # arimaa-py
//!
//! Python bindings for [`arimaa_rules`]: the extension module `arimaa._arimaa`, which the
//! pure-Python package `arimaa` (`python/arimaa/__init__.py`) re-exports. Built by maturin
//! as one abi3 wheel for CPython >= 3.9 (`pip install ./arimaa-py`).
//!
//! ## Design
//! - **Thin**: every class wraps one core type (`Position`, `Game`, `Move`, …) and every
//!   method converts its arguments, calls the core and converts the result. No rule,
//!   notation or record logic lives here.
//! - **Values are immutable**: `Color`, `PieceKind`, `Direction`, `Termination`, `Piece`,
//!   `Square`, `Step`, `Move`, `Setup`, `Outcome` and `Position` are frozen pyclasses: equal
//!   by value, hashable, ordered where the core orders them, picklable (`__reduce__`), with a
//!   `repr` that evaluates back to an equal object in the `arimaa` namespace. `Game` is the
//!   one mutable object (python-chess's `Board` stack, as a game record).
//! - **Errors** are the hierarchy of [`errors`]: `ArimaaError(ValueError)` with
//!   `NotationError` (`.line`, `.column`), `IllegalMoveError` (`.rule` = the core's stable
//!   rule name) and `InvalidPositionError`. Wrong argument types raise `TypeError`. No
//!   method panics on any input.
//! - **Threads**: move generation, perft, replays, record reading and the bots' searches
//!   release the GIL ([`Python::detach`]), so Python threads run them in parallel; every
//!   value pickles, so `multiprocessing` works too. Every object may be shared between
//!   threads: the values (a `Bot` among them) are immutable, and the two stateful
//!   classes, `Game` and `GameReader`, are frozen pyclasses holding their state in a
//!   `Mutex`, so concurrent calls serialise (see [`game`] for the locking rule that keeps
//!   this deadlock-free). No call raises a borrow error.
//!
//! ## Map
//! [`enums`] (Color, PieceKind, Direction, Termination), [`square`], [`piece`], [`step`],
//! [`turn`] (Move, Setup), [`outcome`], [`position`], [`game`], [`records`]
//! (`read_games`, `GameRecord`), [`table`] (`GameReader.to_arrow`/`to_pandas` columns),
//! [`errors`]; [`bot`] (`Bot`, `Analysis`: the bots of `arimaa-bot`) with [`review`]
//! (`Bot.review`, `ReviewEntry`, the rows of `review_frame`, `review_graph`); `arimaa.aei`:
//! [`aei_engine`] (drive an AEI engine), [`aei_serve`] (`run_engine`), [`aei_errors`];
//! [`encoding`] (action ids, masks and planes as NumPy arrays, `ActionGame`),
//! [`selfplay`] (`SelfPlay`, the batched environment behind `arimaa.envs.vector`). The
//! pictures (`arimaa.svg.board`, `_repr_svg_`) are the core's
//! `arimaa_rules::svg::board_svg`, the same SVG the CLI and the C API export.
//!
//! ## Building
//! `pip install ./arimaa-py` (maturin, declared in `pyproject.toml`). The crate's
//! `extension-module` feature (enabled by maturin through `pyproject.toml`) stops linking
//! libpython; without it the crate builds and tests as an ordinary workspace member.
#![warn(missing_docs)]

use pyo3::prelude::*;

pub mod aei_engine;
pub mod aei_errors;
pub mod aei_serve;
pub mod bot;
pub mod counting;
pub mod encoding;
pub mod enums;
pub mod errors;
pub mod game;
pub mod outcome;
pub mod piece;
pub mod position;
pub mod records;
pub mod review;
pub mod selfplay;
pub mod square;
pub mod step;
pub mod svg;
pub mod table;
pub mod turn;
pub mod verdict;

/// The extension module `arimaa._arimaa`: registers every class, function and exception.
#[pymodule(name = "_arimaa")]
fn arimaa_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<enums::PyColor>()?;
    m.add_class::<enums::PyPieceKind>()?;
    m.add_class::<enums::PyDirection>()?;
    m.add_class::<enums::PyTermination>()?;
    m.add_class::<square::PySquare>()?;
    m.add_class::<piece::PyPiece>()?;
    m.add_class::<step::PyStep>()?;
    m.add_class::<turn::PyMove>()?;
    m.add_class::<turn::PySetup>()?;
    m.add_class::<outcome::PyOutcome>()?;
    m.add_class::<position::PyPosition>()?;
    m.add_class::<game::PyGame>()?;
    m.add_class::<bot::PyBot>()?;
    m.add_class::<bot::PyAnalysis>()?;
    m.add_class::<review::PyReviewEntry>()?;
    m.add_function(wrap_pyfunction!(review::review_columns, m)?)?;
    m.add_function(wrap_pyfunction!(review::review_rows, m)?)?;
    m.add_function(wrap_pyfunction!(review::review_graph, m)?)?;
    m.add_class::<records::PyGameRecord>()?;
    m.add_class::<records::PyGameReader>()?;
    m.add_function(wrap_pyfunction!(records::read_games, m)?)?;
    m.add_function(wrap_pyfunction!(position::position_from_state, m)?)?;
    m.add_function(wrap_pyfunction!(game::game_from_state, m)?)?;
    m.add_function(wrap_pyfunction!(records::record_from_state, m)?)?;
    m.add_class::<verdict::PyVerdictKind>()?;
    m.add_class::<verdict::PyVerdict>()?;
    m.add_function(wrap_pyfunction!(counting::count_moves_many, m)?)?;
    m.add_function(wrap_pyfunction!(table::table_columns, m)?)?;
    m.add_function(wrap_pyfunction!(table::table_rows, m)?)?;
    m.add_function(wrap_pyfunction!(svg::svg_board, m)?)?;
    errors::add_exceptions(m)?;
    // arimaa.aei (re-exported by python/arimaa/aei.py).
    m.add_class::<aei_engine::PyAeiEngine>()?;
    m.add_class::<aei_serve::PyDeadline>()?;
    m.add_function(wrap_pyfunction!(aei_serve::run_engine, m)?)?;
    aei_errors::add_exceptions(m)?;
    encoding::register(m)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}

#[cfg(test)]
mod tests;
