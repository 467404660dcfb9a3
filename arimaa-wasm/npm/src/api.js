// The public API of the npm package `arimaa`, over the wasm-bindgen exports `raw`
// (arimaa-wasm/src). This file is the shared body of index.mjs and index.cjs: the build
// (arimaa-wasm/scripts/build.sh) puts head.mjs or head.cjs before it and the export list
// after it. It converts values and errors only; every rule is decided by the core.

// ---------------------------------------------------------------- errors

/** Base class of every error the package throws for a refused input. */
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
      default: return new ArimaaError(message, info);
    }
  }
  if (typeof WebAssembly !== 'undefined' && e instanceof WebAssembly.RuntimeError) {
    return new ArimaaError(`internal error in the WebAssembly module: ${e.message}`);
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
// are copied into an Int32Array cut from a shared pool (as Node's Buffer cuts small
// buffers from Buffer.poolSize), so a step allocates no ArrayBuffer of its own.
let ACTION_BUFFER = null;
let MEMORY = null;
let ACTION_VIEW = null;
let POOL = new Int32Array(0);
let POOL_AT = 0;
const POOL_SIZE = 16384;

function actionView() {
  // Growing the memory detaches its old ArrayBuffer, and a view of a detached buffer has
  // length 0 (cheaper to ask than `buffer`).
  if (ACTION_VIEW === null || ACTION_VIEW.length === 0) {
    ACTION_VIEW = new Int32Array(MEMORY.buffer, ACTION_BUFFER.ptr(), ACTION_SPACE.actions);
  }
  return ACTION_VIEW;
}

function pooledInt32(n) {
  if (POOL_AT + n > POOL.length) {
    POOL = new Int32Array(Math.max(POOL_SIZE, n));
    POOL_AT = 0;
  }
  const out = POOL.subarray(POOL_AT, POOL_AT + n);
  POOL_AT += n;
  return out;
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
    throw new ArimaaError('the WebAssembly module is not loaded: call `await init()` (or initSync) first');
  }
}

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
  if (step && typeof step.text === 'string') return step.text;
  throw new TypeError('expected step text such as "Ed2n" or a step object with `text`');
}

function outcome(a) {
  return a.length === 0 ? null : { winner: a[0] === '' ? null : a[0], termination: a[1], reason: a[2] };
}

function moveObj(text) {
  return { text, steps: text === '' ? [] : text.split(' ') };
}

function moves(list) {
  return list.map(moveObj);
}

function pairs(flat) {
  const m = new Map();
  for (let i = 0; i < flat.length; i += 2) m.set(flat[i], flat[i + 1]);
  return m;
}

function flatten(headers) {
  const out = [];
  for (const [k, v] of headers) out.push(String(k), String(v));
  return out;
}

function silver(perspective) {
  if (perspective === undefined || perspective === 'gold') return false;
  if (perspective === 'silver') return true;
  throw new TypeError(`perspective must be "gold" or "silver", not ${String(perspective)}`);
}

function limitOf(options) {
  const limit = options?.limit;
  if (limit === undefined || limit === null) return undefined;
  if (!Number.isInteger(limit) || limit < 0) throw new TypeError('limit must be a non-negative integer');
  return Math.min(limit, 0xffffffff);
}

const RAW = Symbol('arimaa.raw');
const TOKEN = Symbol('arimaa.internal');

// ---------------------------------------------------------------- Position

class Position {
  constructor(token, rawPosition) {
    if (token !== TOKEN) {
      throw new TypeError('use Position.standard(), Position.fromShort() or Position.fromDiagram()');
    }
    this[RAW] = rawPosition;
  }

  static standard() {
    ready();
    return new Position(TOKEN, raw.RawPosition.standard());
  }

  static fromShort(text, options = {}) {
    ready();
    return new Position(TOKEN, call(() => raw.RawPosition.fromShort(String(text), options.strict ?? true)));
  }

  static fromPieces(pieces, sideToMove = 'gold', options = {}) {
    ready();
    if (!Array.isArray(pieces)) throw new TypeError('pieces must be an array of {square, piece}');
    if (sideToMove !== 'gold' && sideToMove !== 'silver') {
      throw new TypeError(`sideToMove must be "gold" or "silver", not ${String(sideToMove)}`);
    }
    const squares = [], letters = [];
    for (const p of pieces) {
      if (p === null || typeof p !== 'object') throw new TypeError('pieces must be an array of {square, piece}');
      squares.push(String(p.square));
      letters.push(String(p.piece));
    }
    return new Position(TOKEN, call(() => raw.RawPosition.fromPieces(squares, letters, sideToMove === 'silver', options.strict ?? true)));
  }

  static fromDiagram(text, options = {}) {
    ready();
    return new Position(TOKEN, call(() => raw.RawPosition.fromDiagram(String(text), options.strict ?? true)));
  }

  clone() { return new Position(TOKEN, this[RAW].clone()); }
  equals(other) { return other instanceof Position && this[RAW].equals(other[RAW]); }
  free() { if (this[RAW]) { this[RAW].free(); this[RAW] = null; } }

  toShort() { return this[RAW].toShort(); }
  toString() { return this[RAW].toDiagram(); }
  get sideToMove() { return this[RAW].sideToMove(); }
  get moveNumber() { return this[RAW].moveNumber(); }
  get stepsTaken() { return this[RAW].stepsTaken(); }
  get currentMove() { return this[RAW].currentMove(); }

  pieceAt(square) { return opt(call(() => this[RAW].pieceAt(String(square)))); }

  pieces() {
    const a = this[RAW].pieces();
    const out = [];
    for (let i = 0; i < a.length; i += 2) out.push({ square: SQUARES[a[i]], piece: ch(a[i + 1]) });
    return out;
  }

  isFrozen(square) { return call(() => this[RAW].isFrozen(String(square))); }

  legalSteps(from) {
    return steps(call(() => this[RAW].legalSteps(from === undefined ? undefined : String(from))));
  }

  playStep(step) {
    const text = stepText(step);
    return stepAt(call(() => this[RAW].playStep(text)), 0);
  }

  undoStep() {
    const a = this[RAW].undoStep();
    return a.length === 0 ? null : stepAt(a, 0);
  }

  get pendingPush() {
    const a = this[RAW].pendingPush();
    return a.length === 0 ? null : { piece: ch(a[0]), square: SQUARES[a[1]] };
  }

  canEndMove() { return this[RAW].canEndMove(); }
  endMove() { return call(() => this[RAW].endMove()); }

  play(text) {
    call(() => this[RAW].play(String(text)));
    return this;
  }

  countMoves() { return this[RAW].countMoves(); }
  legalMoves(options) {
    const limit = limitOf(options);
    return moves(this[RAW].legalMoves(limit));
  }
  goalMove() {
    const m = this[RAW].goalMove();
    return m === undefined ? null : moveObj(m);
  }
  isImmobilized() { return this[RAW].isImmobilized(); }
  outcomeAfterMove() { return outcome(this[RAW].outcomeAfterMove()); }

  svg(options = {}) {
    const arrows = [];
    for (const a of options.arrows ?? []) arrows.push(String(a.from), String(a.to), a.color ?? '');
    const fill = [];
    const f = options.fill ?? {};
    const entries = f instanceof Map ? f.entries() : Array.isArray(f) ? f : Object.entries(f);
    for (const [sq, color] of entries) fill.push(String(sq), String(color));
    const size = options.size;
    if (size !== undefined && (!Number.isInteger(size) || size < 0 || size > 0xffffffff)) {
      throw new TypeError('size must be a non-negative integer');
    }
    return call(() => this[RAW].svg(
      options.flipped, size, options.coordinates, options.frozen,
      options.lastMove === undefined || options.lastMove === null ? undefined : String(options.lastMove),
      arrows, fill,
    ));
  }

  legalActionMask(perspective) { return this[RAW].legalActionMask(silver(perspective)); }
  legalActions(perspective) {
    const n = this[RAW].writeLegalActions(silver(perspective), ACTION_BUFFER);
    const view = actionView();
    const out = pooledInt32(n);
    for (let i = 0; i < n; i += 1) out[i] = view[i];
    return out;
  }
  planes(perspective) { return this[RAW].planes(silver(perspective)); }

  playAction(action, perspective) {
    const s = silver(perspective);
    if (!Number.isInteger(action)) throw new TypeError('action must be an integer');
    const a = action < -0x80000000 || action > 0x7fffffff ? -1 : action;
    try {
      this[RAW].playAction(a, s);
    } catch (e) {
      throw convertError(e);
    }
    return this;
  }
}

// ---------------------------------------------------------------- Game

function gameOptions(options) {
  return [Boolean(options?.handicap), Boolean(options?.lenient)];
}

class Game {
  constructor(options = {}, token, rawGame) {
    ready();
    if (token === TOKEN) {
      this[RAW] = rawGame;
    } else {
      const [handicap, lenient] = gameOptions(options);
      this[RAW] = new raw.RawGame(handicap, lenient);
    }
    /** The game's headers (Event, White, ...); toRecord() writes them. */
    this.headers = pairs(this[RAW].headers());
  }

  static fromPosition(position, options = {}) {
    if (!(position instanceof Position)) throw new TypeError('expected a Position');
    const [handicap, lenient] = gameOptions(options);
    return new Game(undefined, TOKEN, raw.RawGame.fromPosition(position[RAW], handicap, lenient));
  }

  static fromRecord(text, options = {}) {
    ready();
    const lenient = options.lenient === undefined || options.lenient === null ? undefined : Boolean(options.lenient);
    return new Game(undefined, TOKEN, call(() => raw.RawGame.fromRecord(String(text), lenient, Boolean(options.handicap))));
  }

  free() { if (this[RAW]) { this[RAW].free(); this[RAW] = null; } }

  play(text) { return call(() => this[RAW].play(String(text))); }
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

  get position() { return new Position(TOKEN, this[RAW].position()); }
  get sideToMove() { return this[RAW].sideToMove(); }
  get nextLabel() { return this[RAW].nextLabel(); }
  get isSetupPhase() { return this[RAW].isSetupPhase(); }
  get options() {
    const o = this[RAW].options();
    return { handicap: o[0] === 1, lenient: o[1] === 1 };
  }

  history() {
    const a = this[RAW].history();
    const out = [];
    for (let i = 0; i < a.length; i += 2) out.push({ label: a[i], text: a[i + 1] });
    return out;
  }
  moves() { return this[RAW].moves(); }
  outcome() { return outcome(this[RAW].outcome()); }
  isOver() { return this[RAW].isOver(); }
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

function recordOptions(options = {}) {
  const lenient = options.lenient === undefined || options.lenient === null ? undefined : Boolean(options.lenient);
  return [lenient, Boolean(options.handicap)];
}

class GameRecord {
  constructor(token, rawRecord) {
    if (token !== TOKEN) throw new TypeError('use GameRecord.parse() or readGames()');
    this[RAW] = rawRecord;
  }

  static parse(text) {
    ready();
    return new GameRecord(TOKEN, call(() => raw.RawRecord.parse(String(text))));
  }

  free() { if (this[RAW]) { this[RAW].free(); this[RAW] = null; } }

  get id() { return opt(this[RAW].id()); }
  get headers() { return pairs(this[RAW].headers()); }
  get turns() {
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
    return new Game(undefined, TOKEN, call(() => this[RAW].replay(lenient, handicap)));
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

function readGames(text) {
  ready();
  return call(() => raw.readGames(String(text))).map((r) => new GameRecord(TOKEN, r));
}

// ---------------------------------------------------------------- the built-in bot

// Wrong JavaScript types are TypeErrors, as everywhere in the package; the values (a
// negative time, a fraction, an unknown kind) are checked by the core's binding and are
// ArimaaErrors.
function botNumber(options, name) {
  const v = options[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number') throw new TypeError(`${name} must be a number, not ${typeof v}`);
  return v;
}

/** The checked arguments of the wasm botMove/botAnalyze after the game. */
function botArgs(game, options) {
  if (!(game instanceof Game)) throw new TypeError('expected a Game');
  if (options === null || typeof options !== 'object') {
    throw new TypeError(`options must be an object, not ${options === null ? 'null' : typeof options}`);
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
