// The package `arimaa` as an ES module (index.mjs, bundled by esbuild from this file and
// api.js; index.d.ts written by tsc from their JSDoc): the web glue of wasm-bindgen,
// loaded by `init()` or `initSync()`.
import wasmInit, { initSync as wasmInitSync } from './wasm/web/arimaa_wasm.js';
import * as glue from './wasm/web/arimaa_wasm.js';
import { isLoaded, load } from './internal.js';

export * from './api.js';

const proc = /** @type {any} */ (globalThis).process;
const isNode = proc != null && proc.versions != null && proc.versions.node != null;

/**
 * Loads the WebAssembly module; call (and await) it once before anything else. Without an
 * argument it reads the `.wasm` beside the module from disk in Node and fetches it in a
 * browser (`new URL('./wasm/web/arimaa_wasm_bg.wasm', import.meta.url)`); or pass the
 * bytes, a `Response`, a URL or a `WebAssembly.Module`. With `require()` the module is
 * loaded already and this resolves at once. A second call does nothing.
 * @param {BufferSource | WebAssembly.Module | Response | URL | string} [input]
 * @returns {Promise<void>}
 */
export async function init(input) {
  if (isLoaded()) return;
  if (input === undefined && isNode) {
    const fsName = 'node:fs/promises';
    const fs = await import(/* @vite-ignore */ fsName);
    input = await fs.readFile(new URL('./wasm/web/arimaa_wasm_bg.wasm', import.meta.url));
  }
  await wasmInit(input === undefined ? undefined : { module_or_path: /** @type {any} */ (input) });
  load(glue);
}

/**
 * Loads the WebAssembly module synchronously from its bytes or a `WebAssembly.Module`
 * (workers, bundlers). Does nothing once loaded (and under `require()`).
 * @param {BufferSource | WebAssembly.Module} [input]
 * @returns {void}
 */
export function initSync(input) {
  if (isLoaded()) return;
  if (input === undefined) throw new TypeError('initSync needs the .wasm bytes or a WebAssembly.Module');
  wasmInitSync({ module: input });
  load(glue);
}
