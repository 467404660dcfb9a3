//! The rules of Arimaa for JavaScript: the WebAssembly module of the npm package `arimaa`.
//!
//! Every export converts its arguments, calls [`arimaa_rules`] and converts the result:
//! no rule is decided here. The exports are the low-level layer (typed by wasm-bindgen's
//! own declarations, `wasm/web/arimaa_wasm.d.ts` in the package), which the package's
//! JavaScript (`npm/src/`, one module per file of this crate: `error.js`, `convert.js`,
//! `position.js`, `svg.js`, `game.js`, `record.js`, `bot.js`, `review.js`, re-exported by `api.js`)
//! wraps into the public `Position`, `Game`, `GameRecord`, `readGames`, `Bot` (the
//! built-in bots of `arimaa-bot` with their analysis, [`bot`]) and the `Error`
//! subclasses; its JSDoc types are checked against those declarations and written out as
//! the package's `index.d.ts` by tsc.
//!
//! Names: every class exported here is `Raw` followed by the name of what the package
//! makes of it: [`RawPosition`] → `Position`, [`RawGame`] → `Game`, [`RawGameRecord`] →
//! `GameRecord`, [`RawError`] → the `ArimaaError` subclasses, [`RawStep`] and
//! [`RawSteps`] → `Step` objects (with [`RawStepTable`]), [`RawMoves`] → `Move` objects, [`RawSvgOptions`] → `SvgOptions`,
//! [`RawBotOptions`] → `BotOptions` and `BotLimits`, [`RawAnalysis`] → `Analysis`,
//! [`RawReview`] → `Review`, [`RawReviewEntry`] → `ReviewEntry` (the game review of
//! [`review`]), and so on; the functions are camelCase (`readGames`, `botAnalyze`, `squareNames`).
//!
//! Errors: every fallible entry point returns `Result<_, RawError>` (thrown in
//! JavaScript, turned into an `ArimaaError` subclass by the layer above). Arguments are
//! checked (square names, action ids, option lists) before the core is called, so no input
//! reaches a panic; `tests/errors.test.mjs` of the package drives every entry point with
//! bad input and checks the module keeps working.
//!
//! Build (see `scripts/build.sh`): `cargo build --release --target wasm32-unknown-unknown
//! -p arimaa-wasm`, then `wasm-bindgen --target web` and `--target nodejs` at exactly the
//! pinned version of the `wasm-bindgen` dependency.

#![warn(missing_docs)]

pub mod bot;
pub mod convert;
pub mod error;
pub mod game;
pub mod position;
pub mod record;
pub mod review;
pub mod svg;

use arimaa_rules::{Rule, Square};
use wasm_bindgen::prelude::*;

pub use bot::{RawAnalysis, RawBotOptions};
pub use convert::{RawHeader, RawMoves, RawOutcome, RawStep, RawStepTable, RawSteps, RawTurns};
pub use error::RawError;
pub use game::{RawGame, RawGameOptions};
pub use position::{RawActionBuffer, RawPieces, RawPlacement, RawPosition};
pub use record::{RawGameRecord, RawVerdict};
pub use review::{RawReview, RawReviewEntry, RawReviewSummary};
pub use svg::RawSvgOptions;

/// The module's `WebAssembly.Memory` (where [`RawActionBuffer`] lives).
#[wasm_bindgen(js_name = wasmMemory)]
pub fn wasm_memory() -> JsValue {
    wasm_bindgen::memory()
}

/// The square names by index (`a1` = 0 … `h8` = 63), from the core.
#[wasm_bindgen(js_name = squareNames)]
pub fn square_names() -> Vec<String> {
    Square::all().map(|s| s.to_string()).collect()
}

/// A rule's name and its stable code.
#[wasm_bindgen(getter_with_clone)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawRule {
    /// The short name (`"frozen"`).
    #[wasm_bindgen(readonly)]
    pub name: String,
    /// The stable code ([`Rule::code`]).
    #[wasm_bindgen(readonly)]
    pub code: u32,
}

/// Every rule with its code (the core's [`Rule::ALL`]).
#[wasm_bindgen(js_name = ruleCodes)]
pub fn rule_codes() -> Vec<RawRule> {
    Rule::ALL
        .iter()
        .map(|r| RawRule {
            name: r.name().to_string(),
            code: r.code(),
        })
        .collect()
}

/// The number of action ids (257: 4 per square and direction, then the end of the move).
#[wasm_bindgen(js_name = actionCount)]
pub fn action_count() -> u32 {
    arimaa_rules::encoding::ACTIONS as u32
}

/// The number of input planes (channels of 64 values) of `RawPosition::planes`.
#[wasm_bindgen(js_name = planeCount)]
pub fn plane_count() -> u32 {
    arimaa_rules::encoding::PLANES as u32
}

/// The action id that ends the move (the core's `END_MOVE`).
#[wasm_bindgen(js_name = endMoveAction)]
pub fn end_move_action() -> u32 {
    arimaa_rules::encoding::END_MOVE as u32
}
