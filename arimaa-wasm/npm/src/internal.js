// The package's link to the WebAssembly module: the wasm-bindgen exports (`raw`), set once
// by the entry that loads them (index.js: the web glue after `init()`; node.js: the
// nodejs glue on require), and the tables read from the core at that moment (RULES and
// ACTION_SPACE of tables.js, which api.js re-exports; the square names, the step kinds'
// names and the bot's win score, which the modules of the package read). Not part of the
// public API.

import { RULES, ACTION_SPACE } from './tables.js';

/** @typedef {typeof import('./wasm/web/arimaa_wasm.js')} Raw */

/** The wasm-bindgen exports (arimaa-wasm/src), once loaded. @type {Raw} */
export let raw = /** @type {any} */ (null);
/** The square names by index (a1 = 0 ... h8 = 63), from the core. @type {string[] | null} */
export let SQUARES = null;
/** The step kinds' names by their index in RawStep.kind, from the binding. @type {import('./convert.js').StepKind[] | null} */
export let STEP_KINDS = null;
/** The bot's score of a won game (arimaa-bot's `Analysis::WIN`), from the binding. @type {number} */
export let ANALYSIS_WIN = 0;
/** @type {import('./wasm/web/arimaa_wasm.js').RawActionBuffer | null} */
export let ACTION_BUFFER = null;
/** @type {WebAssembly.Memory | null} */
export let MEMORY = null;

/** Whether the module is loaded. */
export function isLoaded() {
  return SQUARES !== null;
}

/**
 * Takes the loaded wasm-bindgen exports and reads the core's tables (once).
 * @param {Raw} glue
 */
export function load(glue) {
  if (SQUARES !== null) return;
  raw = glue;
  ACTION_BUFFER = new raw.RawActionBuffer();
  STEP_KINDS = /** @type {import('./convert.js').StepKind[]} */ (raw.stepKindNames());
  ANALYSIS_WIN = raw.analysisWin();
  MEMORY = /** @type {WebAssembly.Memory} */ (raw.wasmMemory());
  const rules = /** @type {Record<string, number>} */ (RULES);
  for (const r of raw.ruleCodes()) {
    rules[r.name] = r.code;
    r.free();
  }
  Object.freeze(RULES);
  const space = /** @type {{ actions: number; endMove: number; planes: number }} */ (ACTION_SPACE);
  space.actions = raw.actionCount();
  space.endMove = raw.endMoveAction();
  space.planes = raw.planeCount();
  Object.freeze(ACTION_SPACE);
  SQUARES = raw.squareNames();
}
