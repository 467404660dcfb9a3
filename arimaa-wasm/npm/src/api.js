// The public API of the npm package `arimaa`, over the wasm-bindgen exports `raw`
// (arimaa-wasm/src). This file is the shared body of index.mjs and index.cjs: the build
// (arimaa-wasm/scripts/build.sh) puts head.mjs or head.cjs before it and the export list
// after it. It converts values and errors only; every rule is decided by the core.

// ---------------------------------------------------------------- errors

/** Base class of every error the package throws for an input the rules refuse; `rule`
 * and `code` name the rule (wrong argument types are TypeErrors, unusable values such as a
 * negative time RangeErrors). */
class ArimaaError extends Error {
  constructor(message, info = {}) {
    super(message);
    this.name = 'ArimaaError';
    /** The core's short rule name ("frozen", "notation", ...), "" when none. */
    this.rule = info.rule ?? '';
    /** The core's stable rule code (as Rust `Rule::code`, Python and C), 0 when none. */
    this.code = info.code ?? 0;
  }
}

/** Text that does not follow the Arimaa notation; `line` and `column` are 1-based. */
class NotationError extends ArimaaError {
  constructor(message, info = {}) {
    super(message, { rule: 'notation', code: info.code ?? RULES.notation ?? 0, ...info });
    this.name = 'NotationError';
    this.line = info.line ?? null;
    this.column = info.column ?? null;
  }
}

/** A step, move, setup or action that breaks a rule; `rule` names it, `step` is the
 * 0-based index of the refused step in its move (or null), `label` the turn of a record. */
class IllegalMoveError extends ArimaaError {
  constructor(message, info = {}) {
    super(message, info);
    this.name = 'IllegalMoveError';
    this.step = info.step ?? null;
    this.label = info.label ?? null;
    this.line = info.line ?? null;
    this.column = info.column ?? null;
  }
}

/** A board that cannot occur in a game (too many pieces, an unguarded piece on a trap). */
class InvalidPositionError extends ArimaaError {
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

let SQUARES = null;
/** Every rule name with its stable code, from the core (filled when the module loads). */
const RULES = {};
/** The action encoding's sizes, from the core (filled when the module loads). */
const ACTION_SPACE = {};
const KINDS = ['plain', 'pushStart', 'pushFinish', 'pull'];

// legalActions(): the module writes the ids into one ActionBuffer in its memory and they
// are copied out into a new Int32Array of their own (one allocation, no Vec in the module).
let ACTION_BUFFER = null;
let MEMORY = null;
let ACTION_VIEW = null;

function actionView() {
  // Growing the memory detaches its old ArrayBuffer, and a view of a detached buffer has
  // length 0 (cheaper to ask than `buffer`).
  if (ACTION_VIEW === null || ACTION_VIEW.length === 0) {
    ACTION_VIEW = new Int32Array(MEMORY.buffer, ACTION_BUFFER.ptr(), ACTION_SPACE.actions);
  }
  return ACTION_VIEW;
}

function loadTables() {
  SQUARES = raw.squareNames();
  ACTION_BUFFER = new raw.ActionBuffer();
  MEMORY = raw.wasmMemory();
  const r = raw.ruleCodes();
  for (let i = 0; i < r.length; i += 2) RULES[r[i]] = Number(r[i + 1]);
  Object.freeze(RULES);
  ACTION_SPACE.actions = raw.actionCount();
  ACTION_SPACE.endMove = raw.endMoveAction();
  ACTION_SPACE.planes = raw.planeCount();
  Object.freeze(ACTION_SPACE);
}

function ready() {
  if (SQUARES === null) {
    throw new Error('the WebAssembly module is not loaded: call `await init()` (or initSync) first');
  }
}

// Arguments: a wrong type is a TypeError (never coerced), as in the platform's own APIs.
function typeName(v) {
  return v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v;
}

function text(v, name) {
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

function square(v) { return text(v, 'square'); }

const ch = String.fromCharCode;

function stepAt(a, i) {
  const from = SQUARES[a[i]];
  const direction = ch(a[i + 2]);
  const piece = ch(a[i + 3]);
  return {
    from,
    to: SQUARES[a[i + 1]],
    direction,
    piece,
    kind: KINDS[a[i + 4]],
    captures: a[i + 5] ? { piece: ch(a[i + 5]), square: SQUARES[a[i + 6]] } : null,
    text: piece + from + direction,
  };
}

function steps(a) {
  const out = [];
  for (let i = 0; i < a.length; i += 7) out.push(stepAt(a, i));
  return out;
}

function stepText(step) {
  if (typeof step === 'string') return step;
  if (step !== null && typeof step === 'object' && typeof step.text === 'string') return step.text;
  throw new TypeError(`step must be step text such as "Ed2n" or a Step, not ${typeName(step)}`);
}

function outcome(a) {
  return a.length === 0 ? null : { winner: a[0] === '' ? null : a[0], termination: a[1], reason: a[2] };
}

// A wasm MoveList: texts[i] the notation, steps [n, 7 * n numbers, ...] per move.
function moves(list) {
  const texts = list.texts, a = list.steps;
  list.free();
  const out = new Array(texts.length);
  let at = 0;
  for (let m = 0; m < texts.length; m += 1) {
    const n = a[at];
    at += 1;
    const st = new Array(n);
    for (let k = 0; k < n; k += 1, at += 7) st[k] = stepAt(a, at);
    out[m] = { text: texts[m], steps: st };
  }
  return out;
}

function pairs(flat) {
  const m = new Map();
  for (let i = 0; i < flat.length; i += 2) m.set(flat[i], flat[i + 1]);
  return m;
}

function flatten(headers) {
  const out = [];
  if (!(headers instanceof Map)) throw new TypeError(`headers must be a Map, not ${typeName(headers)}`);
  for (const [k, v] of headers) out.push(text(k, 'a header name'), text(v, `header ${k}`));
  return out;
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
const OPTIONS = Symbol('arimaa.options');

// The package's objects are made by its factories (Position.standard(), Game.fromRecord(),
// ...) around a wasm object, without calling a constructor with hidden parameters.
function wrap(cls, rawObject) {
  const o = Object.create(cls.prototype);
  o[RAW] = rawObject;
  return o;
}

// ---------------------------------------------------------------- Position

class Position {
  /** Not for use: a Position comes from `Position.standard()`, `fromShort()`,
   * `fromDiagram()`, `fromPieces()` or `Game.position()`. */
  constructor() {
    throw new TypeError('use Position.standard(), Position.fromShort(), Position.fromDiagram() or Position.fromPieces()');
  }

  static standard() {
    ready();
    return wrap(Position, raw.RawPosition.standard());
  }

  static fromShort(short, options) {
    ready();
    const t = text(short, 'text'), strict = strictOf(options);
    return wrap(Position, call(() => raw.RawPosition.fromShort(t, strict)));
  }

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
      squares.push(text(p.square, 'square'));
      letters.push(text(p.piece, 'piece'));
    }
    return wrap(Position, call(() => raw.RawPosition.fromPieces(squares, letters, sideToMove === 'silver', strict)));
  }

  static fromDiagram(diagram, options) {
    ready();
    const t = text(diagram, 'text'), strict = strictOf(options);
    return wrap(Position, call(() => raw.RawPosition.fromDiagram(t, strict)));
  }

  clone() { return wrap(Position, this[RAW].clone()); }
  equals(other) { return other instanceof Position && this[RAW].equals(other[RAW]); }
  free() { if (this[RAW]) { this[RAW].free(); this[RAW] = null; } }

  toShort() { return this[RAW].toShort(); }
  toString() { return this[RAW].toDiagram(); }
  get sideToMove() { return this[RAW].sideToMove(); }
  get moveNumber() { return this[RAW].moveNumber(); }
  get stepsTaken() { return this[RAW].stepsTaken(); }
  get currentMove() { return this[RAW].currentMove(); }

  pieceAt(sq) { const t = square(sq); return opt(call(() => this[RAW].pieceAt(t))); }

  pieces() {
    const a = this[RAW].pieces();
    const out = [];
    for (let i = 0; i < a.length; i += 2) out.push({ square: SQUARES[a[i]], piece: ch(a[i + 1]) });
    return out;
  }

  isFrozen(sq) { const t = square(sq); return call(() => this[RAW].isFrozen(t)); }

  legalSteps(from) {
    const f = from === undefined ? undefined : square(from);
    return steps(call(() => this[RAW].legalSteps(f)));
  }

  playStep(step) {
    const text = stepText(step);
    return stepAt(call(() => this[RAW].playStep(text)), 0);
  }

  undoStep() {
    const a = this[RAW].undoStep();
    return a.length === 0 ? null : stepAt(a, 0);
  }

  pendingPush() {
    const a = this[RAW].pendingPush();
    return a.length === 0 ? null : { piece: ch(a[0]), square: SQUARES[a[1]] };
  }

  canEndMove() { return this[RAW].canEndMove(); }
  endMove() { return call(() => this[RAW].endMove()); }

  play(move) {
    const t = text(move, 'move');
    return call(() => this[RAW].play(t));
  }

  countMoves() { return this[RAW].countMoves(); }
  legalMoves(options) {
    const limit = limitOf(options);
    return moves(this[RAW].legalMoves(limit));
  }
  goalMove() { return moves(this[RAW].goalMove())[0] ?? null; }
  isImmobilized() { return this[RAW].isImmobilized(); }
  outcomeAfterMove() { return outcome(this[RAW].outcomeAfterMove()); }

  svg(options) {
    const o = optionsOf(options);
    const arrows = [];
    for (const a of o.arrows ?? []) {
      if (a === null || typeof a !== 'object') throw new TypeError(`arrows must be {from, to, color?} objects, not ${typeName(a)}`);
      arrows.push(square(a.from), square(a.to), a.color === undefined ? '' : text(a.color, 'color'));
    }
    const fill = [];
    const f = o.fill ?? {};
    if (typeof f !== 'object') throw new TypeError(`fill must be an object, a Map or an array of pairs, not ${typeName(f)}`);
    const entries = f instanceof Map ? f.entries() : Array.isArray(f) ? f : Object.entries(f);
    for (const [sq, color] of entries) fill.push(square(sq), text(color, 'color'));
    const size = o.size;
    if (size !== undefined && typeof size !== 'number') throw new TypeError(`size must be a number, not ${typeName(size)}`);
    if (size !== undefined && (!Number.isInteger(size) || size < 0 || size > 0xffffffff)) {
      throw new RangeError(`size must be a non-negative integer, not ${size}`);
    }
    const lastMove = o.lastMove === undefined || o.lastMove === null ? undefined : text(o.lastMove, 'lastMove');
    const flipped = flag(o.flipped, 'flipped'), coordinates = flag(o.coordinates, 'coordinates');
    const frozen = flag(o.frozen, 'frozen');
    return call(() => this[RAW].svg(flipped, size, coordinates, frozen, lastMove, arrows, fill));
  }

  legalActionMask(perspective) { return this[RAW].legalActionMask(silver(perspective)); }
  legalActions(perspective) {
    const n = this[RAW].writeLegalActions(silver(perspective), ACTION_BUFFER);
    return actionView().slice(0, n);
  }
  planes(perspective) { return this[RAW].planes(silver(perspective)); }

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
  g.headers = pairs(rawGame.headers());
  return g;
}

class Game {
  /** A new game in its setup phase. */
  constructor(options) {
    ready();
    const [handicap, lenient] = gameOptions(options);
    this[RAW] = new raw.RawGame(handicap, lenient);
    /** The game's headers (Event, White, ...); toRecord() writes them. */
    this.headers = new Map();
  }

  static fromPosition(position, options) {
    ready();
    if (!(position instanceof Position)) throw new TypeError(`position must be a Position, not ${typeName(position)}`);
    const [handicap, lenient] = gameOptions(options);
    return wrapGame(raw.RawGame.fromPosition(position[RAW], handicap, lenient));
  }

  static fromRecord(record, options) {
    ready();
    const t = text(record, 'text');
    const [lenient, handicap] = recordOptions(options);
    return wrapGame(call(() => raw.RawGame.fromRecord(t, lenient, handicap)));
  }

  free() { if (this[RAW]) { this[RAW].free(); this[RAW] = null; } }

  play(turn) { const t = text(turn, 'turn'); return call(() => this[RAW].play(t)); }
  playStep(step) {
    const text = stepText(step);
    return stepAt(call(() => this[RAW].playStep(text)), 0);
  }
  undoStep() {
    const a = this[RAW].undoStep();
    return a.length === 0 ? null : stepAt(a, 0);
  }
  endMove() { return call(() => this[RAW].endMove()); }
  get currentMove() { return this[RAW].currentMove(); }
  takeback() { return opt(this[RAW].takeback()); }
  resign() { return outcome(call(() => this[RAW].resign())); }

  position() { return wrap(Position, this[RAW].position()); }
  get sideToMove() { return this[RAW].sideToMove(); }
  get nextLabel() { return this[RAW].nextLabel(); }
  get isSetupPhase() { return this[RAW].isSetupPhase(); }
  get options() {
    // Fixed at creation: read once, the same frozen object at every read.
    if (this[OPTIONS] === undefined) {
      const o = this[RAW].options();
      this[OPTIONS] = Object.freeze({ handicap: o[0] === 1, lenient: o[1] === 1 });
    }
    return this[OPTIONS];
  }

  history() {
    const a = this[RAW].history();
    const out = [];
    for (let i = 0; i < a.length; i += 2) out.push({ label: a[i], text: a[i + 1] });
    return out;
  }
  outcome() { return outcome(this[RAW].outcome()); }
  get isOver() { return this[RAW].isOver(); }
  legalMoves(options) {
    const limit = limitOf(options);
    return moves(this[RAW].legalMoves(limit));
  }
  toRecord() {
    call(() => this[RAW].setHeaders(flatten(this.headers)));
    return this[RAW].toRecord();
  }
}

// ---------------------------------------------------------------- records

function recordOptions(options) {
  const o = optionsOf(options);
  return [flag(o.lenient, 'lenient'), flag(o.handicap, 'handicap') ?? false];
}

class GameRecord {
  /** Not for use: a GameRecord comes from `GameRecord.parse()` or `readGames()`. */
  constructor() {
    throw new TypeError('use GameRecord.parse() or readGames()');
  }

  static parse(record) {
    ready();
    const t = text(record, 'text');
    return wrap(GameRecord, call(() => raw.RawRecord.parse(t)));
  }

  free() { if (this[RAW]) { this[RAW].free(); this[RAW] = null; } }

  get id() { return opt(this[RAW].id()); }
  headers() { return pairs(this[RAW].headers()); }
  turns() {
    const a = this[RAW].turns();
    const out = [];
    for (let i = 0; i < a.length; i += 2) out.push({ label: a[i], text: a[i + 1] });
    return out;
  }
  get isCorrupt() { return this[RAW].isCorrupt(); }
  outcome() { return outcome(this[RAW].outcome()); }
  toText() { return this[RAW].toText(); }
  toString() { return this[RAW].toText(); }

  replay(options) {
    const [lenient, handicap] = recordOptions(options);
    return wrapGame(call(() => this[RAW].replay(lenient, handicap)));
  }

  verify(options) {
    const [lenient, handicap] = recordOptions(options);
    const [verdict, label, rule, line, column, message] = this[RAW].verify(lenient, handicap);
    return {
      verdict,
      label: label || null,
      rule: rule || null,
      code: rule ? RULES[rule] ?? 0 : 0,
      line: line ? Number(line) : null,
      column: column ? Number(column) : null,
      message,
    };
  }
}

function readGames(games) {
  ready();
  const t = text(games, 'text');
  return call(() => raw.readGames(t)).map((r) => wrap(GameRecord, r));
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

/** The checked arguments of the wasm botMove/botAnalyze after the game. */
function botArgs(game, options) {
  if (!(game instanceof Game)) throw new TypeError(`game must be a Game, not ${typeName(game)}`);
  if (options === null || typeof options !== 'object') {
    throw new TypeError(`options must be an object, not ${typeName(options)}`);
  }
  const kind = options.kind;
  if (kind !== undefined && kind !== null && typeof kind !== 'string') {
    throw new TypeError(`kind must be "search", "classic" or "greedy", not ${typeof kind}`);
  }
  return [
    botNumber(options, 'timeMs'), botNumber(options, 'nodes'), botNumber(options, 'seed'),
    kind ?? undefined, botNumber(options, 'hashMb'), botNumber(options, 'maxDepth'),
  ];
}

function botMove(game, options = {}) {
  const args = botArgs(game, options);
  return opt(call(() => raw.botMove(game[RAW], ...args)));
}

const botAnalysis = (text, depth, score, nodes, pv) => ({
  move: text, depth: Number(depth), score: Number(score), nodes: Number(nodes), pv,
});

function botAnalyze(game, options = {}) {
  const args = botArgs(game, options);
  const onProgress = options.onProgress;
  if (onProgress !== undefined && onProgress !== null && typeof onProgress !== 'function') {
    throw new TypeError(`onProgress must be a function, not ${typeof onProgress}`);
  }
  // The search calls `progress` with each report; an exception of onProgress stops the
  // search (progress answers true; onProgress is not called again, whatever the search
  // reports before it next looks at its stop flag) and is rethrown once it has returned.
  let thrown = null;
  const progress = onProgress ? (text, depth, score, nodes, pv) => {
    if (thrown) return true;
    try {
      onProgress(botAnalysis(text, depth, score, nodes, pv.split('|')));
      return false;
    } catch (e) {
      thrown = { e };
      return true;
    }
  } : undefined;
  const flat = call(() => raw.botAnalyze(game[RAW], ...args, progress));
  if (thrown) throw thrown.e;
  if (flat === undefined) return null;
  const [text, depth, score, nodes, ...pv] = flat;
  return botAnalysis(text, depth, score, nodes, pv);
}
