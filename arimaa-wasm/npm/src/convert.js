// Conversions between the package's values and the module's (arimaa-wasm/src/convert.rs):
// the value types every class shares (colours, pieces, steps, moves, outcomes, turns), the
// argument checks (a wrong type is a TypeError, never coerced, as in the platform's own
// APIs), and the one reader of each shape the module returns: `step` makes every `Step`
// object of the package (for `oneStep` and `steps`: its squares, letters and notation
// from the core's table of every step, `stepBase`, its kind's name from the binding),
// `moves` every `Move`, `outcome`, `headerMap` and `turnsOf` the rest. The package's
// objects are made around a wasm object by `wrap` (no constructor with hidden
// parameters). Not part of the public API but its types, which api.js re-exports.

import { raw, SQUARES, STEP_KINDS, isLoaded } from './internal.js';

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
 * @property {string} text The step in arimaa.com notation, e.g. "Ed2n" (without capture token), as the core writes it.
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
 * Options of `legalMoves`.
 * @typedef {object} MovesOptions
 * @property {number} [limit] At most this many moves (all by default).
 */
/**
 * A turn of a game or a record.
 * @typedef {object} TurnEntry
 * @property {string} label The turn label, e.g. "2g", "15s".
 * @property {string} text The setup or move text (for records also "takeback", "resign" or "").
 */


// ---------------------------------------------------------------- the wasm objects

/** The wasm object a package object wraps. @internal */
export const RAW = Symbol('arimaa.raw');
/** A GameRecord's headers, made at the first read. @internal */
export const HEADERS = Symbol('arimaa.headers');
/** A Game's or Bot's options, read once. @internal */
export const OPTIONS = Symbol('arimaa.options');

/**
 * A package object of class `cls` around `rawObject` (the package's objects are made by
 * its factories, `Position.standard()`, `Game.fromRecord()`, ..., without calling a
 * constructor with hidden parameters).
 * @internal
 * @template T
 * @param {{ prototype: T }} cls
 * @param {unknown} rawObject
 * @returns {T}
 */
export function wrap(cls, rawObject) {
  const o = Object.create(/** @type {any} */ (cls).prototype);
  o[RAW] = rawObject;
  return o;
}

/**
 * Throws unless the module is loaded.
 * @internal
 */
export function ready() {
  if (!isLoaded()) {
    throw new Error('the WebAssembly module is not loaded: call `await init()` (or initSync) first');
  }
}

// ---------------------------------------------------------------- arguments

/**
 * `v`, `undefined` made `null` (the module's `undefined` for none).
 * @internal
 * @template T
 * @param {T | undefined} v
 * @returns {T | null}
 */
export function opt(v) {
  return v === undefined ? null : v;
}

/**
 * How an error message names the type of `v`.
 * @internal
 * @param {unknown} v
 */
export function typeName(v) {
  return v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v;
}

/**
 * `v`, a string, else a TypeError naming `name`.
 * @internal
 * @param {unknown} v
 * @param {string} name
 * @returns {string}
 */
export function str(v, name) {
  if (typeof v !== 'string') throw new TypeError(`${name} must be a string, not ${typeName(v)}`);
  return v;
}

/**
 * An options object (`{}` for undefined), else a TypeError.
 * @internal
 * @param {unknown} v
 * @param {string} [name]
 * @returns {any}
 */
export function optionsOf(v, name = 'options') {
  if (v === undefined) return {};
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    throw new TypeError(`${name} must be an object, not ${typeName(v)}`);
  }
  return v;
}

/**
 * A boolean option (undefined when not given), else a TypeError.
 * @internal
 * @param {unknown} v
 * @param {string} name
 * @returns {boolean | undefined}
 */
export function flag(v, name) {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') throw new TypeError(`${name} must be a boolean, not ${typeName(v)}`);
  return v;
}

/**
 * A square name's type checked (its value is the core's to check).
 * @internal
 * @param {unknown} v
 */
export function squareName(v) { return str(v, 'square'); }

/**
 * A perspective as the module's flag (true: silver's view); a RangeError for another
 * colour name.
 * @internal
 * @param {unknown} perspective
 * @returns {boolean}
 */
export function silver(perspective) {
  if (perspective === undefined || perspective === 'gold') return false;
  if (perspective === 'silver') return true;
  if (typeof perspective !== 'string') throw new TypeError(`perspective must be "gold" or "silver", not ${typeName(perspective)}`);
  throw new RangeError(`perspective must be "gold" or "silver", not ${JSON.stringify(perspective)}`);
}

/**
 * The `limit` of `MovesOptions` (undefined: none).
 * @internal
 * @param {unknown} options
 * @returns {number | undefined}
 */
export function limitOf(options) {
  const limit = optionsOf(options).limit;
  if (limit === undefined || limit === null) return undefined;
  if (typeof limit !== 'number') throw new TypeError(`limit must be a number, not ${typeName(limit)}`);
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`limit must be a non-negative integer, not ${limit}`);
  return Math.min(limit, 0xffffffff);
}

/**
 * The text of a step argument: step text ("Ed2n"), or a `Step`'s `text`.
 * @internal
 * @param {unknown} step
 * @returns {string}
 */
export function stepText(step) {
  if (typeof step === 'string') return step;
  if (step !== null && typeof step === 'object' && typeof (/** @type {any} */ (step).text) === 'string') {
    return /** @type {any} */ (step).text;
  }
  throw new TypeError(`step must be step text such as "Ed2n" or a Step, not ${typeName(step)}`);
}

// ---------------------------------------------------------------- what the module returns

/**
 * The core's table of every step by its id (`stepTable()`: squares, letters and notation),
 * read at the first step the package makes (not when it loads).
 * @type {{ from: Uint8Array, to: Uint8Array, directions: Uint8Array, pieces: Uint8Array, texts: string[] } | null}
 */
let TABLE = null;
/**
 * The squares, letters and notation of each step id met so far (made from `TABLE` once).
 * @type {Array<Pick<Step, 'from' | 'to' | 'direction' | 'piece' | 'text'>>}
 */
const BASES = [];

/**
 * The squares, letters and notation of step `id`, as the core writes them.
 * @param {number} id
 */
function stepBase(id) {
  let b = BASES[id];
  if (b === undefined) {
    if (TABLE === null) {
      const t = raw.stepTable();
      TABLE = { from: t.from, to: t.to, directions: t.directions, pieces: t.pieces, texts: t.text.split(' ', t.from.length) };
      t.free();
    }
    b = {
      from: SQUARES[TABLE.from[id]],
      to: SQUARES[TABLE.to[id]],
      direction: /** @type {Direction} */ (String.fromCharCode(TABLE.directions[id])),
      piece: /** @type {PieceLetter} */ (String.fromCharCode(TABLE.pieces[id])),
      text: TABLE.texts[id],
    };
    BASES[id] = b;
  }
  return b;
}

/**
 * The `Step` of step `id` (its squares, letters and notation the core's: `stepBase`) with
 * its kind and capture: every `Step` of the package is made here.
 * @param {number} id
 * @param {number} kind
 * @param {number} captured
 * @param {number} trap
 * @returns {Step}
 */
function step(id, kind, captured, trap) {
  const s = stepBase(id);
  return {
    from: s.from,
    to: s.to,
    direction: s.direction,
    piece: s.piece,
    kind: STEP_KINDS[kind],
    captures: captured === 0 ? null : { piece: /** @type {PieceLetter} */ (String.fromCharCode(captured)), square: SQUARES[trap] },
    text: s.text,
  };
}

/**
 * The step of a wasm RawStep (freed), or null.
 * @internal
 * @param {import('./wasm/web/arimaa_wasm.js').RawStep | undefined} s
 * @returns {Step | null}
 */
export function oneStep(s) {
  if (s === undefined) return null;
  const out = step(s.id, s.kind, s.captured, s.trap);
  s.free();
  return out;
}

/**
 * The steps of a wasm RawSteps (columns: entry `i` of each describes step `i`), freed.
 * @internal
 * @param {import('./wasm/web/arimaa_wasm.js').RawSteps} list
 * @returns {Step[]}
 */
export function steps(list) {
  const ids = list.ids, kinds = list.kinds, captured = list.captured, traps = list.traps;
  list.free();
  const out = new Array(ids.length);
  for (let i = 0; i < ids.length; i += 1) out[i] = step(ids[i], kinds[i], captured[i], traps[i]);
  return out;
}

/**
 * The moves of a wasm RawMoves (texts[i] the notation, counts[i] its number of steps, the
 * steps of all the moves one after the other), freed.
 * @internal
 * @param {import('./wasm/web/arimaa_wasm.js').RawMoves} list
 * @returns {Move[]}
 */
export function moves(list) {
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
 * An outcome from the wasm layer's RawOutcome, freed, or null.
 * @internal
 * @param {import('./wasm/web/arimaa_wasm.js').RawOutcome | undefined} o
 * @returns {Outcome | null}
 */
export function outcome(o) {
  if (o === undefined) return null;
  const winner = o.winner === undefined ? null : /** @type {Color} */ (o.winner);
  const out = { winner, termination: o.termination, reason: o.reason };
  o.free();
  return out;
}

/**
 * A Map of wasm RawHeaders, freed.
 * @internal
 * @param {import('./wasm/web/arimaa_wasm.js').RawHeader[]} headers
 * @returns {Map<string, string>}
 */
export function headerMap(headers) {
  const m = new Map();
  for (const h of headers) {
    m.set(h.name, h.value);
    h.free();
  }
  return m;
}

/**
 * The wasm RawHeaders of a Map (moved into the call that takes them).
 * @internal
 * @param {unknown} headers
 */
export function rawHeaders(headers) {
  if (!(headers instanceof Map)) throw new TypeError(`headers must be a Map, not ${typeName(headers)}`);
  /** @type {[string, string][]} */
  const pairs = [];
  for (const [k, v] of headers) pairs.push([str(k, 'a header name'), str(v, `header ${k}`)]);
  return pairs.map(([k, v]) => new raw.RawHeader(k, v));
}

/**
 * The turns of a wasm RawTurns (columns), freed.
 * @internal
 * @param {import('./wasm/web/arimaa_wasm.js').RawTurns} turns
 * @returns {TurnEntry[]}
 */
export function turnsOf(turns) {
  const labels = turns.labels, texts = turns.texts;
  turns.free();
  return labels.map((label, i) => ({ label, text: texts[i] }));
}
