// `Position` (arimaa-wasm/src/position.rs, its picture in svg.rs and svg.js): a board, the
// side to move, the move number and the steps taken in the current move; the step-level
// calls change it, `play` gives a new one.

import { raw, SQUARES, ACTION_BUFFER, MEMORY } from './internal.js';
import { ACTION_SPACE } from './tables.js';
import { call, convertError } from './error.js';
import {
  RAW, wrap, ready, opt, typeName, str, optionsOf, flag, squareName, silver, limitOf, stepText,
  oneStep, steps, moves, outcome,
} from './convert.js';
import { svgOptions } from './svg.js';

/** @typedef {import('./convert.js').Color} Color */
/** @typedef {import('./convert.js').PieceLetter} PieceLetter */
/** @typedef {import('./convert.js').Capture} Capture */
/** @typedef {import('./convert.js').Step} Step */
/** @typedef {import('./convert.js').Move} Move */
/** @typedef {import('./convert.js').Outcome} Outcome */
/** @typedef {import('./convert.js').MovesOptions} MovesOptions */
/** @typedef {import('./svg.js').SvgOptions} SvgOptions */

/**
 * A piece on a square, as `Position.pieces()` lists them.
 * @typedef {object} PlacedPiece
 * @property {string} square The square.
 * @property {PieceLetter} piece The piece.
 * @property {Color} color Whose piece it is.
 */
/**
 * Options of `Position.fromShort` and `Position.fromDiagram`.
 * @typedef {object} ParseOptions
 * @property {boolean} [strict] true (default): refuse boards that cannot occur in a game (InvalidPositionError). false: accept them (composed problems, extra material); the rules apply unchanged.
 */

/**
 * The `strict` of `ParseOptions` (default true).
 * @param {unknown} options
 * @returns {boolean}
 */
function strictOf(options) {
  return flag(optionsOf(options).strict, 'strict') ?? true;
}

// legalActions(): the module writes the ids into one RawActionBuffer in its memory and
// they are copied out into a new Int32Array of their own (one allocation, no Vec in the
// module).
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

/**
 * A position: the board, the side to move, the move number and the steps taken in the
 * current move. Mutable: the step-level calls `playStep`, `undoStep`, `endMove` and
 * `playAction` change it; `play` returns a new one, `clone()` copies. Freed when
 * collected; `free()` releases it at once.
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
      /** @type {any} */ (this)[RAW] = null;
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
    const o = svgOptions(options);
    try {
      return call(() => this[RAW].svg(o));
    } finally {
      o.free();
    }
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

