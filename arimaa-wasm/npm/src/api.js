// The public API of the npm package `arimaa`, over the wasm-bindgen exports `raw`
// (arimaa-wasm/src, loaded by internal.js): this file names what the package exports,
// from one module per file of the Rust binding (error.js, convert.js, position.js,
// svg.js, game.js, record.js, bot.js, review.js, as arimaa-wasm/src/{error,convert,
// position,svg,game,record,bot,review}.rs; each wasm class `RawX` there is wrapped by the `X` here).
// index.js (ES module) and node.js (CommonJS) re-export it; esbuild bundles each into
// index.mjs / index.cjs and tsc writes index.d.ts, api.d.ts and the modules' .d.ts from
// their JSDoc (arimaa-wasm/scripts/build.sh). It converts values and errors only; every
// rule is decided by the core.
//
// Squares are names ("d2"), pieces letters ("E" gold elephant, "r" silver rabbit), colours
// "gold" / "silver", steps and moves arimaa.com notation ("Ed2n", "Ed2n Ed3n"). Every
// refusal of the rules throws an `ArimaaError` subclass with the core's rule code, an
// argument of the wrong type a `TypeError`, an unusable value (a negative time, an unknown
// perspective) a `RangeError`.
//
// The convention (docs/guide/conventions.md, the same kinds as Python's): a getter
// (`p.sideToMove`, `g.nextLabel`) is a stored plain value that does no work and allocates
// nothing: a string, number, bigint, boolean or null, or one object that is the same at
// every read (`Game.options`, `GameRecord.headers`). Queries (`isOver()`,
// `isSetupPhase()`, `outcome()`) and everything that computes or returns a new object,
// array or wasm object are methods (`g.position()`, `p.legalMoves()`, `g.history()`,
// `p.pendingPush()`). `play` returns a new position; the step-level calls (`playStep`,
// `undoStep`, `endMove`, `playAction`) change the position they are called on.
// `Game.headers` is a data property: a `Map` you edit.

export { RULES, ACTION_SPACE } from './tables.js';
export { ArimaaError, NotationError, IllegalMoveError, InvalidPositionError } from './error.js';
export { Position } from './position.js';
export { Game } from './game.js';
export { GameRecord, readGames } from './record.js';
export { Bot, Analysis } from './bot.js';
export { Review, reviewGraph, reviewSummary } from './review.js';

// The types of the API, from the modules that define them.
/** @typedef {import('./convert.js').Color} Color */
/** @typedef {import('./convert.js').PieceLetter} PieceLetter */
/** @typedef {import('./convert.js').Direction} Direction */
/** @typedef {import('./convert.js').StepKind} StepKind */
/** @typedef {import('./convert.js').Capture} Capture */
/** @typedef {import('./convert.js').Step} Step */
/** @typedef {import('./convert.js').Move} Move */
/** @typedef {import('./convert.js').Outcome} Outcome */
/** @typedef {import('./convert.js').MovesOptions} MovesOptions */
/** @typedef {import('./convert.js').TurnEntry} TurnEntry */
/** @typedef {import('./position.js').PlacedPiece} PlacedPiece */
/** @typedef {import('./position.js').ParseOptions} ParseOptions */
/** @typedef {import('./svg.js').SvgArrow} SvgArrow */
/** @typedef {import('./svg.js').SvgOptions} SvgOptions */
/** @typedef {import('./game.js').GameOptions} GameOptions */
/** @typedef {import('./game.js').PlayedTurn} PlayedTurn */
/** @typedef {import('./record.js').Verdict} Verdict */
/** @typedef {import('./record.js').RecordOptions} RecordOptions */
/** @typedef {import('./bot.js').BotOptions} BotOptions */
/** @typedef {import('./bot.js').BotLimits} BotLimits */
/** @typedef {import('./bot.js').BotProgressOptions} BotProgressOptions */
/** @typedef {import('./bot.js').BotAnalyzeOptions} BotAnalyzeOptions */
/** @typedef {import('./review.js').ReviewEntry} ReviewEntry */
/** @typedef {import('./review.js').ReviewOptions} ReviewOptions */
/** @typedef {import('./review.js').ReviewGraphOptions} ReviewGraphOptions */
/** @typedef {import('./review.js').ReviewSummary} ReviewSummary */
