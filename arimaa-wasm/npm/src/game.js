// `Game` (arimaa-wasm/src/game.rs): a game from the setups (or a given position) to the
// result, the game's rules applied to every move, played whole or step by step.

import { raw } from './internal.js';
import { call } from './error.js';
import {
  RAW, OPTIONS, wrap, ready, opt, typeName, str, optionsOf, flag, limitOf, stepText, oneStep, steps, moves,
  outcome, headerMap, rawHeaders,
} from './convert.js';
import { Position } from './position.js';
import { recordOptions } from './record.js';

/** @typedef {import('./convert.js').Color} Color */
/** @typedef {import('./convert.js').Step} Step */
/** @typedef {import('./convert.js').Move} Move */
/** @typedef {import('./convert.js').Outcome} Outcome */
/** @typedef {import('./convert.js').TurnEntry} TurnEntry */
/** @typedef {import('./convert.js').MovesOptions} MovesOptions */
/** @typedef {import('./record.js').RecordOptions} RecordOptions */

/**
 * Options of `new Game` and `Game.fromPosition`.
 * @typedef {object} GameOptions
 * @property {boolean} [handicap] Accept setups with fewer pieces.
 * @property {boolean} [lenient] The server rules before 2008-07-01: no end-of-game enforcement, no third-repetition rule.
 */
/**
 * A turn of a game's history (`Game.history()`): a TurnEntry and whether it was a setup
 * or a move.
 * @typedef {TurnEntry & { kind: 'setup' | 'move' }} PlayedTurn
 */
/**
 * `[handicap, lenient]` of `GameOptions`.
 * @param {unknown} options
 * @returns {[boolean, boolean]}
 */
function gameOptions(options) {
  const o = optionsOf(options);
  return [flag(o.handicap, 'handicap') ?? false, flag(o.lenient, 'lenient') ?? false];
}

/**
 * A Game around a wasm RawGame, its headers as a Map.
 * @internal
 * @param {import('./wasm/web/arimaa_wasm.js').RawGame} rawGame
 * @returns {Game}
 */
export function wrapGame(rawGame) {
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
    // Set through `any` (as every symbol-keyed field of the package's objects): the
    // public declarations name no field of the raw layer.
    /** @type {any} */ (this)[RAW] = new raw.RawGame(handicap, lenient);
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
      /** @type {any} */ (this)[RAW] = null;
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
    const self = /** @type {any} */ (this);
    if (self[OPTIONS] === undefined) {
      const o = this[RAW].options();
      self[OPTIONS] = Object.freeze({ handicap: o.handicap, lenient: o.lenient });
      o.free();
    }
    return self[OPTIONS];
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

