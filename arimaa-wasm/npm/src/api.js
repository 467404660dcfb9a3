// The public API of the npm package `arimaa`, over the wasm-bindgen exports `raw`
// (arimaa-wasm/src, loaded by internal.js). index.js (ES module) and node.js (CommonJS)
// re-export it; esbuild bundles each into index.mjs / index.cjs and tsc writes index.d.ts
// and api.d.ts from the JSDoc types here (arimaa-wasm/scripts/build.sh). It converts values
// and errors only; every rule is decided by the core.
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

import { raw, SQUARES, ACTION_BUFFER, MEMORY, isLoaded } from './internal.js';
import { RULES, ACTION_SPACE } from './tables.js';

export { RULES, ACTION_SPACE };

// ---------------------------------------------------------------- types

/**
 * A side: gold moves first.
 * @typedef {'gold' | 'silver'} Color
 */
/**
 * A piece letter: upper case gold, lower case silver (Elephant, Camel, Horse, Dog, Cat, Rabbit).
 * @typedef {| 'E' | 'M' | 'H' | 'D' | 'C' | 'R' | 'e' | 'm' | 'h' | 'd' | 'c' | 'r'} PieceLetter
 */
/**
 * A step's direction: north (towards rank 8), east, south, west.
 * @typedef {'n' | 'e' | 's' | 'w'} Direction
 */
/**
 * How a step relates to the rest of its move: a plain step; the first step of a push
 * (an enemy piece pushed away, the next step must complete it); the step completing a
 * push; an enemy piece pulled into the square a stronger piece just left.
 * @typedef {'plain' | 'pushStart' | 'pushFinish' | 'pull'} StepKind
 */
/**
 * A piece removed from a trap.
 * @typedef {object} Capture
 * @property {PieceLetter} piece The captured piece.
 * @property {string} square The trap square (c3, f3, c6 or f6).
 */
/**
 * One step, as `Position.legalSteps()` lists it and `playStep()` returns it.
 * @typedef {object} Step
 * @property {string} from The square the piece leaves.
 * @property {string} to The square it enters.
 * @property {Direction} direction The direction of the step.
 * @property {PieceLetter} piece The piece that moves (an enemy piece for a push or a pull).
 * @property {StepKind} kind Its role in a push or a pull.
 * @property {Capture | null} captures The piece this step causes to be captured, if any (at most one per step).
 * @property {string} text The step in arimaa.com notation, e.g. "Ed2n" (without capture token).
 */
/**
 * A whole move (a turn of 1 to 4 steps), as `legalMoves()` and `goalMove()` list it.
 * @typedef {object} Move
 * @property {string} text The move in notation, steps separated by spaces ("Ed2n Ed3n"), without capture tokens, as `Bot.choose` writes a move (the steps carry the captures; `Game.play` and `endMove` return the text with its capture tokens, "Cc2n Cc3x").
 * @property {Step[]} steps Its steps, the same objects as `legalSteps()` gives (kind and capture of each).
 */
/**
 * How a game ended.
 * @typedef {object} Outcome
 * @property {Color | null} winner The winner, or null for a draw (rules before 2008 only).
 * @property {string} termination The arimaa.com termination letter: g goal, e elimination, m immobilization, t time, r resignation, i illegal move, f forfeit, a abandoned, s score, p repetition, n no rabbits.
 * @property {string} reason The termination's English name as per-game records write it ("Goal", "Resignation", ...).
 */
/**
 * A piece on a square, as `Position.pieces()` lists them.
 * @typedef {object} PlacedPiece
 * @property {string} square The square.
 * @property {PieceLetter} piece The piece.
 * @property {Color} color Whose piece it is.
 */
/**
 * The verdict on a game record (`GameRecord.verify()`), as the CLI's `arimaa replay`,
 * Python's `GameRecord.verify()` and C's `arimaa_record_verify` give it.
 * @typedef {object} Verdict
 * @property {'ok' | 'old-rules' | 'illegal' | 'mismatch'} verdict "ok"; "old-rules" (legal only under the rules before 2008-07-01); "illegal" (a turn is refused); "mismatch" (the recorded result is not the rules').
 * @property {string | null} label The turn concerned ("15g"), for "old-rules" and "illegal".
 * @property {string | null} rule The rule concerned, for "old-rules" and "illegal".
 * @property {number} code The rule's stable code (0 when none).
 * @property {number | null} line The input line (1-based) of the refused turn, for "illegal".
 * @property {number | null} column The column (1-based) of the refused turn's label, for "illegal".
 * @property {string} message The core's text of the verdict.
 */
/**
 * Options of `Position.fromShort` and `Position.fromDiagram`.
 * @typedef {object} ParseOptions
 * @property {boolean} [strict] true (default): refuse boards that cannot occur in a game (InvalidPositionError). false: accept them (composed problems, extra material); the rules apply unchanged.
 */
/**
 * Options of `legalMoves`.
 * @typedef {object} MovesOptions
 * @property {number} [limit] At most this many moves (all by default).
 */
/**
 * An arrow of `Position.svg`.
 * @typedef {object} SvgArrow
 * @property {string} from Where the arrow starts.
 * @property {string} to Where it points (the same square gives a ring).
 * @property {string} [color] Any SVG/CSS colour (default the core's arrow green).
 */
/**
 * Options of `Position.svg` (the core's `SvgOptions`).
 * @typedef {object} SvgOptions
 * @property {boolean} [flipped] Silver's view: the board turned by 180 degrees.
 * @property {number} [size] Width and height in pixels (default 440).
 * @property {boolean} [coordinates] Files and ranks around the board (default true).
 * @property {boolean} [frozen] Outline frozen pieces (dashed, class "frozen").
 * @property {string | null} [lastMove] The move that led to this position (capture tokens allowed), drawn as arrows.
 * @property {boolean} [moveInProgress] Draw the steps taken so far in this position's move as the last move's arrows (a push or pull dashed, captures marked), instead of `lastMove`.
 * @property {SvgArrow[]} [arrows] Extra arrows, in order.
 * @property {Record<string, string> | Map<string, string> | Array<[string, string]>} [fill] Square fills: square name to colour.
 */
/**
 * Options of `new Game` and `Game.fromPosition`.
 * @typedef {object} GameOptions
 * @property {boolean} [handicap] Accept setups with fewer pieces.
 * @property {boolean} [lenient] The server rules before 2008-07-01: no end-of-game enforcement, no third-repetition rule.
 */
/**
 * Options of record replays: `lenient` undefined = the rules of the record's date.
 * @typedef {object} RecordOptions
 * @property {boolean | null} [lenient] true / false force the old or today's rules; undefined judges by the record's date.
 * @property {boolean} [handicap] Accept setups with fewer pieces.
 */
/**
 * A turn of a game or a record.
 * @typedef {object} TurnEntry
 * @property {string} label The turn label, e.g. "2g", "15s".
 * @property {string} text The setup or move text (for records also "takeback", "resign" or "").
 */
/**
 * A turn of a game's history (`Game.history()`): a TurnEntry and whether it was a setup
 * or a move.
 * @typedef {TurnEntry & { kind: 'setup' | 'move' }} PlayedTurn
 */
/**
 * Options of `new Bot`. A value of the wrong type is a TypeError; a number out of range
 * (negative, NaN, a fraction where an integer is needed, above the largest) or an unknown
 * kind is a RangeError.
 * @typedef {object} BotOptions
 * @property {'search' | 'classic' | 'greedy'} [kind] `"search"` (default, `bot` in the CLI): the step-based search, which uses its whole time; `"classic"` (`bot:classic`): the first built-in bot, two plies of whole moves; `"greedy"` (`bot:greedy`): the one-move bot.
 * @property {number} [seed] The seed of the bot's random tie-breaks, an integer from 0 to 2^53 - 1 (default 1, as `arimaa play`).
 * @property {number} [hashMb] The size of the search's transposition table in MiB, an integer from 1 to 4096 (the bot's `Bot::MAX_HASH_MB`, as in Python and C; default 32): the memory it takes is bounded by it and by the nodes the search can reach, allocated once per call. The search bot only.
 * @property {number | null} [maxDepth] Search at most this many steps deep (4 steps are one whole turn), an integer from 1 to 40 (the bot's `MAX_DEPTH`; default: no limit but the time or nodes): a weaker, quicker bot. The search bot only.
 */
/**
 * The limits of one search (`Bot.choose`, `analyze`, `turn`). A value of the wrong type
 * is a TypeError, one out of range (0 included) a RangeError.
 * @typedef {object} BotLimits
 * @property {number} [timeMs] The time to think, in milliseconds (a finite number > 0; read from `performance.now()`). Default 1000 when `nodes` is not given; with `nodes` alone there is no time limit. The bot answers at its first check past the time (only the generation of one move list, not interruptible, can make it late).
 * @property {number} [nodes] At most this many nodes (steps the search plays and turns it ends, each one node), an integer from 1 to 2^53 - 1. Without `timeMs` the answer is deterministic: the same game, seed, nodes and `hashMb` give the same move on every platform, as in Rust `arimaa-bot`.
 */
/**
 * The progress callback of `Bot.analyze`'s limits.
 * @typedef {object} BotProgressOptions
 * @property {(analysis: BotAnalysis) => void} [onProgress] Called on the calling thread each time the search reports (the best move or the depth changed; the search bot after each completed depth), with the analysis so far. An exception it throws stops the search (it is not called again) and is rethrown by `analyze`. In a Web Worker, `postMessage` from here reaches the page while the search goes on.
 */
/**
 * The limits of `Bot.analyze`: those of `choose` and a progress callback.
 * @typedef {BotLimits & BotProgressOptions} BotAnalyzeOptions
 */
/**
 * What the bot found: its turn and the search behind it.
 * @typedef {object} BotAnalysis
 * @property {string} move The move, exactly as `Bot.choose` returns it: the text `game.play(text)` accepts.
 * @property {number} depth The depth of the last completed search, in steps (4 steps are one whole turn); 0 for the classic and greedy bots.
 * @property {number} score How good the move is for the side to move, in centi-rabbits, the bot's one unit: 100 is the value of the first rabbit captured from a full army (an elephant about 580), positive when the side to move is ahead. A won game is 30000 less the number of steps to the win, a lost one its negation (so `Math.abs(score) >= 29000` means the search sees the end). 0 for the classic and greedy bots.
 * @property {number} nodes The nodes searched (steps played and turns ended, each one node).
 * @property {string[]} pv The principal variation: `move`, then the replies the search expects, one text per turn (the last may be a partial turn where the search's horizon fell).
 */

// ---------------------------------------------------------------- errors

/**
 * Base class of every error thrown for an input the rules refuse (wrong argument types
 * are `TypeError`s, unusable values `RangeError`s).
 */
export class ArimaaError extends Error {
  /**
   * @param {string} message
   * @param {{rule?: string, code?: number, line?: number | null, column?: number | null, step?: number | null, label?: string | null}} [info]
   */
  constructor(message, info = {}) {
    super(message);
    this.name = 'ArimaaError';
    /**
     * The core's short rule name ("frozen", "notation", "square_taken", ...).
     * @readonly
     * @type {string}
     */
    this.rule = info.rule ?? '';
    /**
     * The rule's stable code (`RULES[rule]`, as Rust `Rule::code`, Python and C).
     * @readonly
     * @type {number}
     */
    this.code = info.code ?? 0;
  }
}

/** Text that does not follow the notation. */
export class NotationError extends ArimaaError {
  /**
   * @param {string} message
   * @param {{rule?: string, code?: number, line?: number | null, column?: number | null, step?: number | null, label?: string | null}} [info]
   */
  constructor(message, info = {}) {
    super(message, { rule: 'notation', code: info.code ?? RULES.notation ?? 0, ...info });
    this.name = 'NotationError';
    /**
     * The line (1-based), when the input has lines.
     * @readonly
     * @type {number | null}
     */
    this.line = info.line ?? null;
    /**
     * The column (1-based, in bytes of the UTF-8 text).
     * @readonly
     * @type {number | null}
     */
    this.column = info.column ?? null;
  }
}

/** A step, move, setup or action that breaks a rule (`rule` names it). */
export class IllegalMoveError extends ArimaaError {
  /**
   * @param {string} message
   * @param {{rule?: string, code?: number, line?: number | null, column?: number | null, step?: number | null, label?: string | null}} [info]
   */
  constructor(message, info = {}) {
    super(message, info);
    this.name = 'IllegalMoveError';
    /**
     * The 0-based index of the refused step in its move, when a step was refused.
     * @readonly
     * @type {number | null}
     */
    this.step = info.step ?? null;
    /**
     * The turn label of a refused turn of a record ("15g").
     * @readonly
     * @type {string | null}
     */
    this.label = info.label ?? null;
    /**
     * The line (1-based) of a refused turn of a record.
     * @readonly
     * @type {number | null}
     */
    this.line = info.line ?? null;
    /**
     * The column (1-based) of a refused turn's label in a record.
     * @readonly
     * @type {number | null}
     */
    this.column = info.column ?? null;
  }
}

/**
 * A board that cannot occur in a game: rule "board_too_many_of_kind", "unguarded_trap",
 * or "square_taken" (`fromPieces` given one square twice).
 */
export class InvalidPositionError extends ArimaaError {
  /**
   * @param {string} message
   * @param {{rule?: string, code?: number, line?: number | null, column?: number | null, step?: number | null, label?: string | null}} [info]
   */
  constructor(message, info = {}) {
    super(message, info);
    this.name = 'InvalidPositionError';
  }
}

const opt = (v) => (v === undefined ? null : v);

// The Error subclass of a thrown wasm ErrorInfo (anything else is rethrown as it is; a
// WebAssembly trap, which the tests show no input reaches, becomes an ArimaaError).
function convertError(e) {
  if (e instanceof raw.ErrorInfo) {
    const info = {
      rule: e.rule, code: e.code, line: opt(e.line), column: opt(e.column),
      step: opt(e.step), label: opt(e.label),
    };
    const kind = e.kind, message = e.message;
    e.free();
    switch (kind) {
      case 'notation': return new NotationError(message, info);
      case 'illegal_move': return new IllegalMoveError(message, info);
      case 'invalid_position': return new InvalidPositionError(message, info);
      // A value the binding cannot use (a negative time, an unknown bot kind): no rule.
      default: return new RangeError(message);
    }
  }
  if (typeof WebAssembly !== 'undefined' && e instanceof WebAssembly.RuntimeError) {
    return new Error(`internal error in the WebAssembly module: ${e.message}`, { cause: e });
  }
  return e;
}

function call(f) {
  try {
    return f();
  } catch (e) {
    throw convertError(e);
  }
}

// ---------------------------------------------------------------- tables from the core

// legalActions(): the module writes the ids into one ActionBuffer in its memory and they
// are copied out into a new Int32Array of their own (one allocation, no Vec in the module).
/** @type {Int32Array | null} */
let ACTION_VIEW = null;

function actionView() {
  // Growing the memory detaches its old ArrayBuffer, and a view of a detached buffer has
  // length 0 (cheaper to ask than `buffer`).
  if (ACTION_VIEW === null || ACTION_VIEW.length === 0) {
    ACTION_VIEW = new Int32Array(MEMORY.buffer, ACTION_BUFFER.ptr(), ACTION_SPACE.actions);
  }
  return ACTION_VIEW;
}

function ready() {
  if (!isLoaded()) {
    throw new Error('the WebAssembly module is not loaded: call `await init()` (or initSync) first');
  }
}

// Arguments: a wrong type is a TypeError (never coerced), as in the platform's own APIs.
function typeName(v) {
  return v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v;
}

function str(v, name) {
  if (typeof v !== 'string') throw new TypeError(`${name} must be a string, not ${typeName(v)}`);
  return v;
}

function optionsOf(v, name = 'options') {
  if (v === undefined) return {};
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    throw new TypeError(`${name} must be an object, not ${typeName(v)}`);
  }
  return v;
}

function flag(v, name) {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') throw new TypeError(`${name} must be a boolean, not ${typeName(v)}`);
  return v;
}

function squareName(v) { return str(v, 'square'); }

/** The step kinds by their index in RawSteps.kinds (arimaa-wasm/src/convert.rs). @type {StepKind[]} */
const KINDS = ['plain', 'pushStart', 'pushFinish', 'pull'];

/**
 * The steps of a wasm RawSteps (columns: entry `i` of each describes step `i`), freed.
 * @param {import('./wasm/web/arimaa_wasm.js').RawSteps} list
 * @returns {Step[]}
 */
function steps(list) {
  const from = list.from, to = list.to, directions = list.directions, pieces = list.pieces;
  const kinds = list.kinds, captured = list.captured, traps = list.traps;
  list.free();
  const out = new Array(from.length);
  for (let i = 0; i < from.length; i += 1) {
    const f = SQUARES[from[i]];
    const direction = /** @type {Direction} */ (String.fromCharCode(directions[i]));
    const piece = /** @type {PieceLetter} */ (String.fromCharCode(pieces[i]));
    const c = captured[i];
    out[i] = {
      from: f,
      to: SQUARES[to[i]],
      direction,
      piece,
      kind: KINDS[kinds[i]],
      captures: c === 0 ? null : { piece: /** @type {PieceLetter} */ (String.fromCharCode(c)), square: SQUARES[traps[i]] },
      text: piece + f + direction,
    };
  }
  return out;
}

/**
 * The step of a wasm RawStep (freed), or null.
 * @template {import('./wasm/web/arimaa_wasm.js').RawStep | undefined} S
 * @param {S} s
 * @returns {S extends undefined ? null : Step}
 */
function oneStep(s) {
  if (s === undefined) return /** @type {any} */ (null);
  const from = SQUARES[s.from];
  const direction = /** @type {Direction} */ (s.direction);
  const piece = /** @type {PieceLetter} */ (s.piece);
  const captured = /** @type {PieceLetter | undefined} */ (s.captured);
  const trap = s.trap;
  const out = {
    from,
    to: SQUARES[s.to],
    direction,
    piece,
    kind: KINDS[s.kind],
    captures: captured === undefined || trap === undefined ? null : { piece: captured, square: SQUARES[trap] },
    text: piece + from + direction,
  };
  s.free();
  return /** @type {any} */ (out);
}

function stepText(step) {
  if (typeof step === 'string') return step;
  if (step !== null && typeof step === 'object' && typeof step.text === 'string') return step.text;
  throw new TypeError(`step must be step text such as "Ed2n" or a Step, not ${typeName(step)}`);
}

/**
 * An outcome from the wasm layer's RawOutcome (convert.rs), or null.
 * @param {import('./wasm/web/arimaa_wasm.js').RawOutcome | undefined} o
 * @returns {Outcome | null}
 */
function outcome(o) {
  if (o === undefined) return null;
  const winner = o.winner === undefined ? null : /** @type {Color} */ (o.winner);
  const out = { winner, termination: o.termination, reason: o.reason };
  o.free();
  return out;
}

/**
 * The moves of a wasm MoveList: texts[i] the notation, counts[i] its number of steps, the
 * steps of all the moves one after the other.
 * @param {import('./wasm/web/arimaa_wasm.js').MoveList} list
 * @returns {Move[]}
 */
function moves(list) {
  const texts = list.texts, counts = list.counts, all = steps(list.steps);
  list.free();
  const out = new Array(texts.length);
  let at = 0;
  for (let m = 0; m < texts.length; m += 1) {
    out[m] = { text: texts[m], steps: all.slice(at, at + counts[m]) };
    at += counts[m];
  }
  return out;
}

/**
 * A Map of wasm RawHeaders, freed.
 * @param {import('./wasm/web/arimaa_wasm.js').RawHeader[]} headers
 * @returns {Map<string, string>}
 */
function headerMap(headers) {
  const m = new Map();
  for (const h of headers) {
    m.set(h.name, h.value);
    h.free();
  }
  return m;
}

/**
 * The wasm RawHeaders of a Map (moved into the call that takes them).
 * @param {unknown} headers
 */
function rawHeaders(headers) {
  if (!(headers instanceof Map)) throw new TypeError(`headers must be a Map, not ${typeName(headers)}`);
  /** @type {[string, string][]} */
  const pairs = [];
  for (const [k, v] of headers) pairs.push([str(k, 'a header name'), str(v, `header ${k}`)]);
  return pairs.map(([k, v]) => new raw.RawHeader(k, v));
}

/**
 * The turns of a wasm RawTurns (columns), freed.
 * @param {import('./wasm/web/arimaa_wasm.js').RawTurns} turns
 * @returns {TurnEntry[]}
 */
function turnsOf(turns) {
  const labels = turns.labels, texts = turns.texts;
  turns.free();
  return labels.map((label, i) => ({ label, text: texts[i] }));
}

function silver(perspective) {
  if (perspective === undefined || perspective === 'gold') return false;
  if (perspective === 'silver') return true;
  if (typeof perspective !== 'string') throw new TypeError(`perspective must be "gold" or "silver", not ${typeName(perspective)}`);
  throw new RangeError(`perspective must be "gold" or "silver", not ${JSON.stringify(perspective)}`);
}

function limitOf(options) {
  const limit = optionsOf(options).limit;
  if (limit === undefined || limit === null) return undefined;
  if (typeof limit !== 'number') throw new TypeError(`limit must be a number, not ${typeName(limit)}`);
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`limit must be a non-negative integer, not ${limit}`);
  return Math.min(limit, 0xffffffff);
}

function strictOf(options) {
  return flag(optionsOf(options).strict, 'strict') ?? true;
}

const RAW = Symbol('arimaa.raw');
const HEADERS = Symbol('arimaa.headers');
const OPTIONS = Symbol('arimaa.options');

// The package's objects are made by its factories (Position.standard(), Game.fromRecord(),
// ...) around a wasm object, without calling a constructor with hidden parameters.
function wrap(cls, rawObject) {
  const o = Object.create(cls.prototype);
  o[RAW] = rawObject;
  return o;
}

// ---------------------------------------------------------------- Position

/**
 * A position: the board, the side to move, the move number and the steps taken in the
 * current move. Mutable: `playStep`, `endMove`, `play` and `playAction` change it;
 * `clone()` copies. Freed when collected; `free()` releases it at once.
 */
export class Position {
  /** Not for use: a Position comes from `Position.standard()`, `fromShort()`,
   * `fromDiagram()`, `fromPieces()` or `Game.position()`. */
  constructor() {
    throw new TypeError('use Position.standard(), Position.fromShort(), Position.fromDiagram() or Position.fromPieces()');
  }

  /**
   * The usual opening (AEI `BASIC_SETUP`), gold to move, move 2.
   *
   * @returns {Position}
   */
  static standard() {
    ready();
    return wrap(Position, raw.RawPosition.standard());
  }

  /**
   * Reads the AEI short form `g [<64 squares>]` (rank 8 first, space or `.` empty), with
   * an optional move number. Throws NotationError or InvalidPositionError.
   *
   * @param {string} text
   * @param {ParseOptions} [options]
   * @returns {Position}
   */
  static fromShort(text, options) {
    ready();
    const t = str(text, 'text'), strict = strictOf(options);
    return wrap(Position, call(() => raw.RawPosition.fromShort(t, strict)));
  }

  /**
   * A position from its pieces (as `pieces()` lists them), `sideToMove` (default gold)
   * at the start of move 2. Throws NotationError for a bad square name or piece letter,
   * InvalidPositionError (rule "square_taken") for a square given twice, or for a board the
   * rules refuse (with `strict`, the default: more pieces of a kind than a side has, a
   * piece alone on a trap; `strict: false` allows the latter, as `fromShort` does).
   *
   * @param {ReadonlyArray<Pick<PlacedPiece, 'square' | 'piece'>>} pieces
   * @param {Color} [sideToMove]
   * @param {ParseOptions} [options]
   * @returns {Position}
   */
  static fromPieces(pieces, sideToMove = 'gold', options) {
    ready();
    if (!Array.isArray(pieces)) throw new TypeError(`pieces must be an array of {square, piece}, not ${typeName(pieces)}`);
    if (typeof sideToMove !== 'string') throw new TypeError(`sideToMove must be "gold" or "silver", not ${typeName(sideToMove)}`);
    if (sideToMove !== 'gold' && sideToMove !== 'silver') {
      throw new RangeError(`sideToMove must be "gold" or "silver", not ${JSON.stringify(sideToMove)}`);
    }
    const strict = strictOf(options);
    const squares = [], letters = [];
    for (const p of pieces) {
      if (p === null || typeof p !== 'object') throw new TypeError(`pieces must be an array of {square, piece}, not of ${typeName(p)}`);
      squares.push(str(p.square, 'square'));
      letters.push(str(p.piece, 'piece'));
    }
    return wrap(Position, call(() => raw.RawPosition.fromPieces(squares, letters, sideToMove === 'silver', strict)));
  }

  /**
   * Reads the AEI long diagram (as `toString()` writes it). Throws NotationError or
   * InvalidPositionError.
   *
   * @param {string} text
   * @param {ParseOptions} [options]
   * @returns {Position}
   */
  static fromDiagram(text, options) {
    ready();
    const t = str(text, 'text'), strict = strictOf(options);
    return wrap(Position, call(() => raw.RawPosition.fromDiagram(t, strict)));
  }

  /**
   * A copy.
   *
   * @returns {Position}
   */
  clone() { return wrap(Position, this[RAW].clone()); }
  /**
   * Same board, side to move and current-move state (the move number is not compared).
   *
   * @param {Position} other
   * @returns {boolean}
   */
  equals(other) { return other instanceof Position && this[RAW].equals(other[RAW]); }
  /** Releases the WebAssembly memory now; the object is unusable afterwards (it is freed
   * anyway when the garbage collector takes it). */
  free() {
    if (this[RAW]) {
      this[RAW].free();
      this[RAW] = null;
    }
  }

  /**
   * The AEI short form.
   *
   * @returns {string}
   */
  toShort() { return this[RAW].toShort(); }
  /**
   * The AEI long diagram.
   *
   * @returns {string}
   */
  toString() { return this[RAW].toDiagram(); }
  /**
   * The side to move.
   *
   * @returns {Color}
   */
  get sideToMove() { return /** @type {Color} */ (this[RAW].sideToMove()); }
  /**
   * The move number (2 for the first move after the setups).
   *
   * @returns {number}
   */
  get moveNumber() { return this[RAW].moveNumber(); }
  /**
   * Steps taken in the current move (0 to 4).
   *
   * @returns {number}
   */
  get stepsTaken() { return this[RAW].stepsTaken(); }
  /**
   * The steps taken in the current move, as text ("" at the start of a move).
   *
   * @returns {string}
   */
  get currentMove() { return this[RAW].currentMove(); }

  /**
   * The Zobrist key of board + side to move (the key of the repetition rule), a 64-bit
   * bigint: Rust's `Position::zobrist_key`, Python's `Position.zobrist_key`.
   *
   * @returns {bigint}
   */
  get zobristKey() { return this[RAW].zobristKey(); }

  /**
   * The piece on `square`, or null. Throws NotationError for a bad square name.
   *
   * @param {string} square
   * @returns {PieceLetter | null}
   */
  pieceAt(square) { const t = squareName(square); return opt(call(() => this[RAW].pieceAt(t))); }

  /**
   * Every piece, a1 first.
   *
   * @returns {PlacedPiece[]}
   */
  pieces() {
    const p = this[RAW].pieces();
    const squares = p.squares, letters = p.letters, silver = p.silver;
    p.free();
    const out = new Array(squares.length);
    for (let i = 0; i < squares.length; i += 1) {
      /** @type {Color} */
      const color = silver[i] ? 'silver' : 'gold';
      out[i] = { square: SQUARES[squares[i]], piece: /** @type {PieceLetter} */ (String.fromCharCode(letters[i])), color };
    }
    return out;
  }

  /**
   * The pulls of the enemy piece on `square` that the side to move can make now: pairs
   * of steps (a stronger friendly piece next to it steps away, then the enemy piece
   * follows into the square it left, kind "pull"), with their captures. Empty for a
   * friendly piece, an empty square, or when fewer than two steps are left.
   *
   * @param {string} square
   * @returns {[Step, Step][]}
   */
  pullsOf(square) {
    const sq = squareName(square);
    const a = steps(call(() => this[RAW].pullsOf(sq)));
    /** @type {[Step, Step][]} */
    const out = [];
    for (let i = 0; i < a.length; i += 2) out.push([a[i], a[i + 1]]);
    return out;
  }

  /**
   * The pieces of `color` as setup text in the order records write a setup (the home
   * rank from a to h, then the next rank), e.g. for a setup arranged on a board; null
   * when that side has no piece here or more than 16.
   *
   * @param {Color} color
   * @returns {string | null}
   */
  setupText(color) { return opt(this[RAW].setupText(silver(color))); }

  /**
   * Whether the piece on `square` is frozen (next to a stronger enemy, no friend); false
   * for an empty square.
   *
   * @param {string} square
   * @returns {boolean}
   */
  isFrozen(square) { const t = squareName(square); return call(() => this[RAW].isFrozen(t)); }

  /**
   * The step of the piece on `from` to the next square `to` in notation ("Ed2n"), legal
   * or not (the core writes it; `playStep` then accepts or refuses it); null when `from`
   * is empty or `to` is not next to it. Throws NotationError for a bad square name.
   *
   * @param {string} from
   * @param {string} to
   * @returns {string | null}
   */
  stepText(from, to) {
    const f = squareName(from), t = squareName(to);
    return opt(call(() => this[RAW].stepText(f, t)));
  }

  /**
   * The legal next steps of the current move (of the piece on `from` only, if given),
   * with the kind and capture of each.
   *
   * @param {string} [from]
   * @returns {Step[]}
   */
  legalSteps(from) {
    const f = from === undefined ? undefined : squareName(from);
    return steps(call(() => this[RAW].legalSteps(f)));
  }

  /**
   * Takes one step (text or a `Step`); returns it with its kind and capture. Throws
   * IllegalMoveError (`rule`, `step`) or NotationError; the position is unchanged then.
   *
   * @param {string | Step} step
   * @returns {Step}
   */
  playStep(step) {
    const text = stepText(step);
    return oneStep(call(() => this[RAW].playStep(text)));
  }

  /**
   * Takes back the last step of the current move; null at the start of a move.
   *
   * @returns {Step | null}
   */
  undoStep() {
    return oneStep(this[RAW].undoStep());
  }

  /**
   * The pending push: the pushed enemy piece and the square it left, which a stronger
   * friendly piece must enter next; null when no push is pending.
   *
   * @returns {Capture | null}
   */
  pendingPush() {
    const p = this[RAW].pendingPush();
    if (p === undefined) return null;
    const out = { piece: /** @type {PieceLetter} */ (p.piece), square: p.square };
    p.free();
    return out;
  }

  /**
   * Whether the current move may end now (at least one step, no pending push, the board
   * changed).
   *
   * @returns {boolean}
   */
  canEndMove() { return this[RAW].canEndMove(); }
  /**
   * Ends the current move (the other side is to move); returns its text with capture
   * tokens. Throws IllegalMoveError ("empty_move", "push_incomplete", "no_change").
   *
   * @returns {string}
   */
  endMove() { return call(() => this[RAW].endMove()); }

  /**
   * The position after a whole move given as text (capture tokens are checked), played
   * and ended: a new Position, this one unchanged (as Python's `Position.play` and C's
   * `arimaa_position_play`; the step-level `playStep`, `undoStep` and `endMove` change
   * this position). Throws IllegalMoveError or NotationError.
   *
   * @param {string} move
   * @returns {Position}
   */
  play(move) {
    const t = str(move, 'move');
    return wrap(Position, call(() => this[RAW].play(t)));
  }

  /**
   * The number of unique legal moves (distinct boards after a whole move, the unchanged
   * board excluded, no history): 3,353 at the opening.
   *
   * @returns {number}
   */
  countMoves() { return this[RAW].countMoves(); }
  /**
   * The unique legal moves (one per distinct resulting board), at most `limit`, each with
   * its steps.
   *
   * @param {MovesOptions} [options]
   * @returns {Move[]}
   */
  legalMoves(options) {
    const limit = limitOf(options);
    return moves(this[RAW].legalMoves(limit));
  }
  /**
   * A move that ends with a rabbit of the side to move on its goal rank, or null.
   *
   * @returns {Move | null}
   */
  goalMove() { return moves(this[RAW].goalMove())[0] ?? null; }
  /**
   * Whether the side to move has no legal move.
   *
   * @returns {boolean}
   */
  isImmobilized() { return this[RAW].isImmobilized(); }
  /**
   * The result if the move that led here ended the game (goal, elimination,
   * immobilization, in the official order), else null.
   *
   * @returns {Outcome | null}
   */
  outcomeAfterMove() { return outcome(this[RAW].outcomeAfterMove()); }

  /**
   * The board as a standalone SVG document (the core's renderer). Throws NotationError
   * for a bad square or move text, RangeError when `lastMove` does not end here.
   *
   * @param {SvgOptions} [options]
   * @returns {string}
   */
  svg(options) {
    const o = optionsOf(options);
    // Every argument is checked before a wasm object is made (none is left unfreed).
    /** @type {[string, string, string | undefined][]} */
    const arrowArgs = [];
    for (const a of o.arrows ?? []) {
      if (a === null || typeof a !== 'object') throw new TypeError(`arrows must be {from, to, color?} objects, not ${typeName(a)}`);
      arrowArgs.push([squareName(a.from), squareName(a.to), a.color === undefined ? undefined : str(a.color, 'color')]);
    }
    /** @type {[string, string][]} */
    const fillArgs = [];
    const f = o.fill ?? {};
    if (typeof f !== 'object') throw new TypeError(`fill must be an object, a Map or an array of pairs, not ${typeName(f)}`);
    const entries = f instanceof Map ? f.entries() : Array.isArray(f) ? f : Object.entries(f);
    for (const [sq, color] of entries) fillArgs.push([squareName(sq), str(color, 'color')]);
    const size = o.size;
    if (size !== undefined && typeof size !== 'number') throw new TypeError(`size must be a number, not ${typeName(size)}`);
    if (size !== undefined && (!Number.isInteger(size) || size < 0 || size > 0xffffffff)) {
      throw new RangeError(`size must be a non-negative integer, not ${size}`);
    }
    const lastMove = o.lastMove === undefined || o.lastMove === null ? undefined : str(o.lastMove, 'lastMove');
    const flipped = flag(o.flipped, 'flipped'), coordinates = flag(o.coordinates, 'coordinates');
    const frozen = flag(o.frozen, 'frozen');
    const arrows = arrowArgs.map(([from, to, color]) => new raw.RawArrow(from, to, color));
    const fill = fillArgs.map(([sq, color]) => new raw.RawFill(sq, color));
    if (flag(o.moveInProgress, 'moveInProgress')) {
      if (lastMove !== undefined) throw new TypeError('svg: lastMove and moveInProgress exclude each other');
      return call(() => this[RAW].svgInProgress(flipped, size, coordinates, frozen, arrows, fill));
    }
    return call(() => this[RAW].svg(flipped, size, coordinates, frozen, lastMove, arrows, fill));
  }

  /**
   * The legal-action mask: 257 bytes, 1 where the action is legal (ids `4 * square +
   * direction`, 256 ends the move; squares and directions in `perspective`'s view, silver
   * flips the ranks). A step is legal only when the move can still be finished after it.
   *
   * @param {Color} [perspective]
   * @returns {Uint8Array}
   */
  legalActionMask(perspective) { return this[RAW].legalActionMask(silver(perspective)); }
  /**
   * The legal action ids, increasing (the ones set in `legalActionMask`): a new array
   * that owns its `ArrayBuffer` (transfer it freely).
   *
   * @param {Color} [perspective]
   * @returns {Int32Array}
   */
  legalActions(perspective) {
    const n = this[RAW].writeLegalActions(silver(perspective), ACTION_BUFFER);
    return actionView().slice(0, n);
  }
  /**
   * The legal action ids, increasing, written into `out` (an `Int32Array` you own, at least
   * `ACTION_SPACE.actions` long, reused from call to call); returns how many. The same
   * ids as `legalActions()` without allocating: the fast path of a training loop (one
   * `legalActions()` array costs an `ArrayBuffer`). Throws TypeError when `out` is no
   * Int32Array, RangeError when it is too short.
   *
   * @param {Int32Array} out
   * @param {Color} [perspective]
   * @returns {number}
   */
  legalActionsInto(out, perspective) {
    if (!(out instanceof Int32Array)) throw new TypeError(`out must be an Int32Array, not ${typeName(out)}`);
    if (out.length < ACTION_SPACE.actions) {
      throw new RangeError(`out must hold ${ACTION_SPACE.actions} ids (ACTION_SPACE.actions), not ${out.length}`);
    }
    const n = this[RAW].writeLegalActions(silver(perspective), ACTION_BUFFER);
    const view = actionView();
    for (let i = 0; i < n; i += 1) out[i] = view[i];
    return n;
  }
  /**
   * The input planes, `ACTION_SPACE.planes * 64` floats (channel, rank, file), in
   * `perspective`'s view.
   *
   * @param {Color} [perspective]
   * @returns {Float32Array}
   */
  planes(perspective) { return this[RAW].planes(silver(perspective)); }

  /**
   * Plays an action id (a step, or 256 to end the move) given in `perspective`'s view.
   * Throws IllegalMoveError (the step or move rule, or "dead_end", "action_out_of_range").
   *
   * @param {number} action
   * @param {Color} [perspective]
   */
  playAction(action, perspective) {
    const s = silver(perspective);
    if (typeof action !== 'number') throw new TypeError(`action must be a number, not ${typeName(action)}`);
    // A fraction or a number out of range is an id the encoding does not have: the core
    // refuses it ("action_out_of_range"), as it refuses 257.
    const a = !Number.isInteger(action) || action < -0x80000000 || action > 0x7fffffff ? -1 : action;
    try {
      this[RAW].playAction(a, s);
    } catch (e) {
      throw convertError(e);
    }
  }
}

// ---------------------------------------------------------------- Game

function gameOptions(options) {
  const o = optionsOf(options);
  return [flag(o.handicap, 'handicap') ?? false, flag(o.lenient, 'lenient') ?? false];
}

// A Game around a wasm RawGame: its headers as a Map, its options read once.
function wrapGame(rawGame) {
  const g = wrap(Game, rawGame);
  g.headers = headerMap(rawGame.headers());
  return g;
}

/**
 * A game from the setups (or a given position) to the result: the game's rules (third
 * repetition, end of game) apply to every move, played whole (`play`) or step by step
 * (`playStep` ... `endMove`).
 */
export class Game {
  /**
   * A new game in its setup phase (gold sets up, then silver).
   *
   * @param {GameOptions} [options]
   */
  constructor(options) {
    ready();
    const [handicap, lenient] = gameOptions(options);
    // Typed `any` (as the wrapped objects of the other classes): the public declarations
    // do not reach the raw layer's.
    this[RAW] = /** @type {any} */ (new raw.RawGame(handicap, lenient));
    /**
     * The game's headers (Event, White, ...), written by `toRecord()`: a Map you edit.
     * @type {Map<string, string>}
     */
    this.headers = new Map();
  }

  /**
   * A game that starts at `position` (past the setups).
   *
   * @param {Position} position
   * @param {GameOptions} [options]
   * @returns {Game}
   */
  static fromPosition(position, options) {
    ready();
    if (!(position instanceof Position)) throw new TypeError(`position must be a Position, not ${typeName(position)}`);
    const [handicap, lenient] = gameOptions(options);
    return wrapGame(raw.RawGame.fromPosition(position[RAW], handicap, lenient));
  }

  /**
   * Replays a per-game record (or an archive text holding one game). Throws
   * NotationError or IllegalMoveError (with `label`).
   *
   * @param {string} text
   * @param {RecordOptions} [options]
   * @returns {Game}
   */
  static fromRecord(text, options) {
    ready();
    const t = str(text, 'text');
    const [lenient, handicap] = recordOptions(options);
    return wrapGame(call(() => raw.RawGame.fromRecord(t, lenient, handicap)));
  }

  /** Releases the WebAssembly memory now; the object is unusable afterwards (it is freed
   * anyway when the garbage collector takes it). */
  free() {
    if (this[RAW]) {
      this[RAW].free();
      this[RAW] = null;
    }
  }

  /**
   * Plays one turn: a setup ("Ra1 Rb1 ...") during the setup phase, else a move (capture
   * tokens checked). Steps taken with `playStep` are dropped first. Returns the turn as
   * played. Throws IllegalMoveError or NotationError; the game is unchanged then.
   *
   * @param {string} text
   * @returns {string}
   */
  play(text) { const t = str(text, 'text'); return call(() => this[RAW].play(t)); }
  /**
   * Takes one step of the current move. Throws IllegalMoveError (the step's rule, or
   * "setup_expected", "game_over").
   *
   * @param {string | Step} step
   * @returns {Step}
   */
  playStep(step) {
    const text = stepText(step);
    return oneStep(call(() => this[RAW].playStep(text)));
  }
  /**
   * Takes the steps written in `text` ("Ed2n", "Cc2n Cc3x": capture tokens allowed,
   * each checked against the capture its step causes) into the current move, all or
   * none; returns them. Throws NotationError or IllegalMoveError (the step's rule with
   * its index in the move, "capture_mismatch", "setup_expected", "game_over"); the game
   * is unchanged then.
   *
   * @param {string} text
   * @returns {Step[]}
   */
  playSteps(text) {
    const t = str(text, 'text');
    return steps(call(() => this[RAW].playSteps(t)));
  }
  /**
   * Takes back the last step of the current move; null when none is taken.
   *
   * @returns {Step | null}
   */
  undoStep() {
    return oneStep(this[RAW].undoStep());
  }
  /**
   * Ends the move made of the steps taken, with the game's rules; returns its text.
   * Throws IllegalMoveError ("empty_move", "push_incomplete", "no_change",
   * "third_repetition", ...); the steps stay then.
   *
   * @returns {string}
   */
  endMove() { return call(() => this[RAW].endMove()); }
  /**
   * The steps taken in the current move, as text.
   *
   * @returns {string}
   */
  get currentMove() { return this[RAW].currentMove(); }
  /**
   * Takes back the steps taken, or else the last turn; returns its text, or null at the
   * start.
   *
   * @returns {string | null}
   */
  takeback() { return opt(this[RAW].takeback()); }
  /**
   * The side to move resigns; returns the result. Throws IllegalMoveError ("game_over").
   *
   * @returns {Outcome}
   */
  resign() { return outcome(call(() => this[RAW].resign())); }

  /**
   * The current position, with the steps taken: a new copy at each call, yours to
   * change (freed when collected).
   *
   * @returns {Position}
   */
  position() { return wrap(Position, this[RAW].position()); }
  /**
   * The position after the first `turns` turns of `history()` (0: before the first
   * setup; `history().length`: the start of the move to play, without the steps taken),
   * kept by the game: no replay. A new copy, yours; null past the end of the history.
   *
   * @param {number} turns
   * @returns {Position | null}
   */
  positionAfter(turns) {
    if (typeof turns !== 'number') throw new TypeError(`turns must be a number, not ${typeName(turns)}`);
    if (!Number.isInteger(turns) || turns < 0) throw new RangeError(`turns must be a non-negative integer, not ${turns}`);
    const p = this[RAW].positionAfter(Math.min(turns, 0xffffffff));
    return p === undefined ? null : wrap(Position, p);
  }
  /**
   * Whose turn it is (to set up or to move).
   *
   * @returns {Color}
   */
  get sideToMove() { return /** @type {Color} */ (this[RAW].sideToMove()); }
  /**
   * The label of the next turn ("12s").
   *
   * @returns {string}
   */
  get nextLabel() { return this[RAW].nextLabel(); }
  /**
   * Whether the game is in its setup phase.
   *
   * @returns {boolean}
   */
  isSetupPhase() { return this[RAW].isSetupPhase(); }
  /**
   * The options the game was created with (one frozen object).
   *
   * @returns {Readonly<{ handicap: boolean, lenient: boolean }>}
   */
  get options() {
    // Fixed at creation: read once, the same frozen object at every read.
    if (this[OPTIONS] === undefined) {
      const o = this[RAW].options();
      this[OPTIONS] = Object.freeze({ handicap: o.handicap, lenient: o.lenient });
      o.free();
    }
    return this[OPTIONS];
  }

  /**
   * Every turn so far, setups included, capture tokens written.
   *
   * @returns {PlayedTurn[]}
   */
  history() {
    const h = this[RAW].history();
    const labels = h.labels, texts = h.texts, kinds = h.kinds;
    h.free();
    return labels.map((label, i) => ({ label, text: texts[i], kind: /** @type {'setup' | 'move'} */ (kinds[i]) }));
  }
  /**
   * The result, or null while the game goes on.
   *
   * @returns {Outcome | null}
   */
  outcome() { return outcome(this[RAW].outcome()); }
  /**
   * Whether the game has a result.
   *
   * @returns {boolean}
   */
  isOver() { return this[RAW].isOver(); }
  /**
   * The legal moves of the side to move from the start of its turn (steps taken with
   * `playStep` are not part of them: `position().legalSteps()` continues those), without
   * third repetitions; empty during setup and after the end.
   *
   * @param {MovesOptions} [options]
   * @returns {Move[]}
   */
  legalMoves(options) {
    const limit = limitOf(options);
    return moves(this[RAW].legalMoves(limit));
  }
  /**
   * The game in the per-game record format (headers, a blank line, one turn per line).
   *
   * @returns {string}
   */
  toRecord() {
    const headers = rawHeaders(this.headers);
    call(() => this[RAW].setHeaders(headers));
    return this[RAW].toRecord();
  }
}

// ---------------------------------------------------------------- records

function recordOptions(options) {
  const o = optionsOf(options);
  return [flag(o.lenient, 'lenient'), flag(o.handicap, 'handicap') ?? false];
}

/** One game record: headers and turns, not yet checked against the rules. */
export class GameRecord {
  /** Not for use: a GameRecord comes from `GameRecord.parse()` or `readGames()`. */
  constructor() {
    throw new TypeError('use GameRecord.parse() or readGames()');
  }

  /**
   * Reads one record: the per-game format (as `toText()` writes it) or an archive (its
   * header line and one game line, as `toArchiveLine()` writes the game line). Throws
   * NotationError (line, column; rule "not_one_game" for an archive of another number of
   * games).
   *
   * @param {string} text
   * @returns {GameRecord}
   */
  static parse(text) {
    ready();
    const t = str(text, 'text');
    return wrap(GameRecord, call(() => raw.RawRecord.parse(t)));
  }

  /** Releases the WebAssembly memory now; the object is unusable afterwards (it is freed
   * anyway when the garbage collector takes it). */
  free() {
    if (this[RAW]) {
      this[RAW].free();
      this[RAW] = null;
    }
  }

  /**
   * The game id (archive `id`, per-game `GameId`), or null.
   *
   * @returns {string | null}
   */
  get id() { return opt(this[RAW].id()); }
  /**
   * Every header as written, in input order (archive columns other than `movelist`, or
   * the per-game `Name: value` lines): a Map, made at the first read and the same at
   * every read after (as `Game.headers`; Python's `GameRecord.headers`).
   *
   * @returns {Map<string, string>}
   */
  get headers() {
    const self = /** @type {any} */ (this);
    if (!self[HEADERS]) self[HEADERS] = headerMap(this[RAW].headers());
    return self[HEADERS];
  }
  /**
   * The turn lines in record order.
   *
   * @returns {TurnEntry[]}
   */
  turns() {
    return turnsOf(this[RAW].turns());
  }
  /**
   * Whether the archive flags the record as corrupt.
   *
   * @returns {boolean}
   */
  isCorrupt() { return this[RAW].isCorrupt(); }
  /**
   * The recorded result, or null.
   *
   * @returns {Outcome | null}
   */
  outcome() { return outcome(this[RAW].outcome()); }
  /**
   * The record in the per-game format.
   *
   * @returns {string}
   */
  toText() { return this[RAW].toText(); }
  /**
   * The record in the per-game format.
   *
   * @returns {string}
   */
  toString() { return this[RAW].toText(); }
  /**
   * The record as one line of the arimaa.com archive (its 29 standard columns, no line
   * ending): each column from the header of its name or its per-game alias (`White` is
   * `wusername`, `GameId` is `id`, ...); headers that are no column are not written.
   *
   * @returns {string}
   */
  toArchiveLine() { return this[RAW].toArchiveLine(); }

  /**
   * Replays the record into a Game. Throws IllegalMoveError (with `label`) or NotationError.
   *
   * @param {RecordOptions} [options]
   * @returns {Game}
   */
  replay(options) {
    const [lenient, handicap] = recordOptions(options);
    return wrapGame(call(() => this[RAW].replay(lenient, handicap)));
  }

  /**
   * The verdict on the record; never throws for a rule.
   *
   * @param {RecordOptions} [options]
   * @returns {Verdict}
   */
  verify(options) {
    const [lenient, handicap] = recordOptions(options);
    const v = this[RAW].verify(lenient, handicap);
    const out = {
      verdict: /** @type {Verdict['verdict']} */ (v.verdict),
      label: opt(v.label),
      rule: opt(v.rule),
      code: v.code,
      line: opt(v.line),
      column: opt(v.column),
      message: v.message,
    };
    v.free();
    return out;
  }
}

/**
 * The games of `source`: an arimaa.com archive (a header line, one game per line) or one
 * per-game record, as text or as the bytes of a file (a `Uint8Array`, e.g. from
 * `fs.readFileSync` or `await file.bytes()`, or an `ArrayBuffer`; UTF-8, else a
 * NotationError with rule "invalid_utf8"), as Python's `read_games` takes a path or a
 * file. Throws NotationError.
 *
 * @param {string | Uint8Array | ArrayBuffer} source
 * @returns {GameRecord[]}
 */
export function readGames(source) {
  ready();
  if (typeof source === 'string') {
    return call(() => raw.readGames(source)).map((r) => wrap(GameRecord, r));
  }
  if (source instanceof Uint8Array || source instanceof ArrayBuffer) {
    const bytes = source instanceof Uint8Array ? source : new Uint8Array(source);
    return call(() => raw.readGamesBytes(bytes)).map((r) => wrap(GameRecord, r));
  }
  throw new TypeError(`source must be a string, a Uint8Array or an ArrayBuffer, not ${typeName(source)}`);
}

// ---------------------------------------------------------------- the built-in bot

// Wrong JavaScript types are TypeErrors, as everywhere in the package; the values (a
// negative time, a fraction, an unknown kind) are checked by the binding and are
// RangeErrors (no rule of the game is involved).
function botNumber(options, name) {
  const v = options[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number') throw new TypeError(`${name} must be a number, not ${typeof v}`);
  return v;
}

/**
 * The built-in bot (the bot of `arimaa play` and `arimaa aei`, Rust crate `arimaa-bot`),
 * as Python's `arimaa.Bot`: an immutable value made once with its kind, seed, table size
 * and depth limit, asked for a move (`choose`), a move with its search (`analyze`), a
 * setup (`setup`) or whichever the game expects (`turn`). Every answer is text for
 * `game.play(text)`; the game is not changed, and steps taken with `playStep` are
 * ignored. A game that cannot receive what is asked throws IllegalMoveError, as in
 * Python and C: rule "game_over" after the end, "setup_expected" for a move during the
 * setup phase, "not_setup_phase" for a setup after it. Runs on the calling thread: in a
 * page, use it in a Web Worker so that the page keeps answering.
 */
export class Bot {
  /**
   * A bot (see `BotOptions`). Throws TypeError for an option of the wrong type,
   * RangeError for a bad value (not an integer, out of range, unknown kind).
   *
   * @param {BotOptions} [options]
   */
  constructor(options = {}) {
    ready();
    if (options === null || typeof options !== 'object') {
      throw new TypeError(`options must be an object, not ${typeName(options)}`);
    }
    const kind = options.kind;
    if (kind !== undefined && kind !== null && typeof kind !== 'string') {
      throw new TypeError(`kind must be "search", "classic" or "greedy", not ${typeof kind}`);
    }
    /** @type {[string | undefined, number | undefined, number | undefined, number | undefined]} */
    const config = [
      kind ?? undefined, botNumber(options, 'seed'), botNumber(options, 'hashMb'),
      botNumber(options, 'maxDepth'),
    ];
    // The values are checked by the binding, once, here; the table size's default is the
    // bot's own (arimaa_bot::Bot::DEFAULT_HASH_MB).
    const checked = call(() => new raw.RawBotOptions(undefined, undefined, config[1], config[0], config[2], config[3]));
    const hashMb = checked.hashMb;
    checked.free();
    /** @type {any} */ (this)[OPTIONS] = Object.freeze({
      kind: config[0] ?? 'search', seed: config[1] ?? 1, hashMb, maxDepth: config[3] ?? null,
    });
    Object.freeze(this);
  }

  /**
   * The kind: "search", "classic" or "greedy".
   *
   * @returns {'search' | 'classic' | 'greedy'}
   */
  get kind() { return /** @type {any} */ (this)[OPTIONS].kind; }
  /**
   * The seed of its random tie-breaks.
   *
   * @returns {number}
   */
  get seed() { return /** @type {any} */ (this)[OPTIONS].seed; }
  /**
   * The largest transposition table, in MiB.
   *
   * @returns {number}
   */
  get hashMb() { return /** @type {any} */ (this)[OPTIONS].hashMb; }
  /**
   * The depth limit in steps, or null (none).
   *
   * @returns {number | null}
   */
  get maxDepth() { return /** @type {any} */ (this)[OPTIONS].maxDepth; }

  /**
   * Its move for the side to move, found within `timeMs` and/or `nodes`, whichever ends
   * first (1000 ms when neither is given): the move's steps ("Ed2n Ed3n"). Throws
   * IllegalMoveError ("setup_expected", "game_over"), TypeError or RangeError for a bad
   * limit.
   *
   * @param {Game} game
   * @param {BotLimits} [limits]
   * @returns {string}
   */
  choose(game, limits = {}) {
    const o = botRaw(this, game, limits);
    try {
      const a = call(() => raw.botAnalyze(game[RAW], o, undefined));
      const text = a.text;
      a.free();
      return text;
    } finally {
      o.free();
    }
  }

  /**
   * As `choose` (the same move for the same limits), with what the search found: the
   * depth, the score, the nodes and the principal variation (`BotAnalysis`).
   * `onProgress` follows the search while it runs. Throws as `choose` does, and rethrows
   * what `onProgress` throws.
   *
   * @param {Game} game
   * @param {BotAnalyzeOptions} [limits]
   * @returns {BotAnalysis}
   */
  analyze(game, limits = {}) {
    const o = botRaw(this, game, limits);
    const onProgress = limits.onProgress;
    try {
      if (onProgress !== undefined && onProgress !== null && typeof onProgress !== 'function') {
        throw new TypeError(`onProgress must be a function, not ${typeof onProgress}`);
      }
      // The search calls `progress` with each report; an exception of onProgress stops
      // the search (progress answers true; onProgress is not called again, whatever the
      // search reports before it next looks at its stop flag) and is rethrown once it has
      // returned.
      /** @type {{ e: unknown } | null} */
      let thrown = null;
      const progress = onProgress ? (/** @type {import('./wasm/web/arimaa_wasm.js').RawAnalysis} */ a) => {
        if (thrown) {
          a.free();
          return true;
        }
        try {
          onProgress(botAnalysis(a));
          return false;
        } catch (e) {
          thrown = { e };
          return true;
        }
      } : undefined;
      const a = call(() => raw.botAnalyze(game[RAW], o, progress));
      if (thrown) {
        a.free();
        throw /** @type {{ e: unknown }} */ (thrown).e;
      }
      return botAnalysis(a);
    } finally {
      o.free();
    }
  }

  /**
   * Its setup for the side to set up in the setup phase: the placements ("Ra1 Rb1 ...").
   * Throws IllegalMoveError ("not_setup_phase") after the setup phase.
   *
   * @param {Game} game
   * @returns {string}
   */
  setup(game) {
    const o = botRaw(this, game, {});
    try {
      return call(() => raw.botSetup(game[RAW], o));
    } finally {
      o.free();
    }
  }

  /**
   * Its next turn in `game`: its setup during the setup phase, else its move (as
   * `choose`, with the same limits and errors): the text `game.play` accepts. Throws
   * IllegalMoveError ("game_over") when the game is over.
   *
   * @param {Game} game
   * @param {BotLimits} [limits]
   * @returns {string}
   */
  turn(game, limits = {}) {
    const o = botRaw(this, game, limits);
    try {
      return call(() => raw.botTurn(game[RAW], o));
    } finally {
      o.free();
    }
  }

  /** @returns {string} */
  toString() {
    const o = /** @type {any} */ (this)[OPTIONS];
    return `Bot(kind=${o.kind}, seed=${o.seed}, hashMb=${o.hashMb}, maxDepth=${o.maxDepth})`;
  }
}

/**
 * The wasm options of one call of `bot` on `game` with `limits`, their types checked
 * (their values are checked by the binding).
 * @param {Bot} bot
 * @param {unknown} game
 * @param {any} limits
 */
function botRaw(bot, game, limits) {
  if (!(game instanceof Game)) throw new TypeError(`game must be a Game, not ${typeName(game)}`);
  if (limits === null || typeof limits !== 'object') {
    throw new TypeError(`limits must be an object, not ${typeName(limits)}`);
  }
  const o = /** @type {any} */ (bot)[OPTIONS];
  const timeMs = botNumber(limits, 'timeMs'), nodes = botNumber(limits, 'nodes');
  return call(() => new raw.RawBotOptions(timeMs, nodes, o.seed, o.kind, o.hashMb, o.maxDepth ?? undefined));
}

/**
 * A BotAnalysis of a wasm RawAnalysis, freed.
 * @param {import('./wasm/web/arimaa_wasm.js').RawAnalysis} a
 * @returns {BotAnalysis}
 */
function botAnalysis(a) {
  const out = { move: a.text, depth: a.depth, score: a.score, nodes: a.nodes, pv: a.pv };
  a.free();
  return out;
}
