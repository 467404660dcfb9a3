// The package's errors (arimaa-wasm/src/error.rs): the `ArimaaError` classes a refusal of
// the rules throws, and the conversion of the module's thrown `RawError` into them. A
// leaf, as error.rs is: it imports the loaded module and the rule table, nothing else of
// the package.

import { raw } from './internal.js';
import { RULES } from './tables.js';

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

/**
 * The Error subclass of a thrown wasm `RawError` (kind "notation", "illegal_move",
 * "invalid_position"; "argument", a value the binding cannot use, is a RangeError);
 * anything else is returned as it is, but a WebAssembly trap (which the tests show no
 * input reaches) becomes an Error that says so.
 * @internal
 * @param {unknown} e
 * @returns {unknown}
 */
export function convertError(e) {
  if (e instanceof raw.RawError) {
    const info = {
      rule: e.rule, code: e.code, line: e.line ?? null, column: e.column ?? null,
      step: e.step ?? null, label: e.label ?? null,
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

/**
 * `f()`, a thrown wasm error converted (`convertError`).
 * @internal
 * @template T
 * @param {() => T} f
 * @returns {T}
 */
export function call(f) {
  try {
    return f();
  } catch (e) {
    throw convertError(e);
  }
}

