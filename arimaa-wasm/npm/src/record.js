// `GameRecord` and `readGames` (arimaa-wasm/src/record.rs): game records as the
// arimaa.com archives and per-game files hold them, read, written, replayed and verified.

import { raw } from './internal.js';
import { call } from './error.js';
import { RAW, HEADERS, wrap, ready, opt, typeName, str, optionsOf, flag, outcome, headerMap, turnsOf } from './convert.js';
import { wrapGame } from './game.js';

/** @typedef {import('./convert.js').Outcome} Outcome */
/** @typedef {import('./convert.js').TurnEntry} TurnEntry */
/** @typedef {import('./game.js').Game} Game */

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
 * Options of record replays: `lenient` undefined = the rules of the record's date.
 * @typedef {object} RecordOptions
 * @property {boolean | null} [lenient] true / false force the old or today's rules; undefined judges by the record's date.
 * @property {boolean} [handicap] Accept setups with fewer pieces.
 */
/**
 * `[lenient, handicap]` of `RecordOptions` (lenient undefined: by the record's date).
 * @internal
 * @param {unknown} options
 * @returns {[boolean | undefined, boolean]}
 */
export function recordOptions(options) {
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
    return wrap(GameRecord, call(() => raw.RawGameRecord.parse(t)));
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

