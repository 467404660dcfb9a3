// The package `arimaa` as CommonJS (index.cjs, bundled by esbuild from this file and
// api.js): wasm-bindgen's nodejs glue reads and instantiates the .wasm synchronously on
// require, so the module is ready at once.
import * as glue from './wasm/node/arimaa_wasm.js';
import { load } from './internal.js';

export * from './api.js';

load(/** @type {any} */ (glue));

/**
 * Loaded on require already: resolves at once (kept so code runs unchanged in ESM and CJS).
 * @param {unknown} [input]
 * @returns {Promise<void>}
 */
export async function init(input) {} // eslint-disable-line no-unused-vars

/**
 * Loaded on require already: does nothing.
 * @param {unknown} [input]
 * @returns {void}
 */
export function initSync(input) {} // eslint-disable-line no-unused-vars
