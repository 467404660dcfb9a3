// The core's tables the package exports (filled by internal.js when the module loads; a
// module of their own so that the public declarations never reach the raw layer's).

/**
 * Every rule name the errors report, with its stable code (the same codes as Rust
 * `Rule::code()`, Python and C). Filled when the module loads.
 * @type {Readonly<Record<string, number>>}
 */
export const RULES = {};

/**
 * The action encoding's sizes: `actions` ids (257: `4 * square + direction`, then
 * `endMove` = 256), and `planes` channels of 64 values in `Position.planes()`. Filled
 * when the module loads.
 * @type {Readonly<{ actions: number; endMove: number; planes: number }>}
 */
export const ACTION_SPACE = /** @type {any} */ ({});
