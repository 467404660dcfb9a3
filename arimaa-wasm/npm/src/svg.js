// The options of `Position.svg` (arimaa-wasm/src/svg.rs): the `SvgOptions` object given
// by name, its types checked here, converted into one wasm `RawSvgOptions` (the options
// set by name, the arrows and fills added one by one, their squares checked by the core),
// which `RawPosition.svg` takes whole.

import { raw } from './internal.js';
import { convertError } from './error.js';
import { typeName, str, optionsOf, flag, squareName } from './convert.js';

/**
 * An arrow of `Position.svg`.
 * @typedef {object} SvgArrow
 * @property {string} from Where the arrow starts.
 * @property {string} to Where it points (the same square gives a ring).
 * @property {string} [color] Any SVG/CSS colour (default the core's arrow green).
 */
/**
 * Options of `Position.svg` (the core's `SvgOptions`).
 * @typedef {object} SvgOptions
 * @property {boolean} [flipped] Silver's view: the board turned by 180 degrees.
 * @property {number} [size] Width and height in pixels (default 440).
 * @property {boolean} [coordinates] Files and ranks around the board (default true).
 * @property {boolean} [frozen] Outline frozen pieces (dashed, class "frozen").
 * @property {'animals' | 'letters'} [pieces] How pieces are drawn: animals (the default) or letters.
 * @property {string | null} [lastMove] The move that led to this position (capture tokens allowed), drawn as arrows.
 * @property {boolean} [moveInProgress] Draw the steps taken so far in this position's move as the last move's arrows (a push or pull dashed, captures marked), instead of `lastMove`.
 * @property {SvgArrow[]} [arrows] Extra arrows, in order.
 * @property {Record<string, string> | Map<string, string> | Array<[string, string]>} [fill] Square fills: square name to colour.
 */

/**
 * The wasm options of `Position.svg`'s `options` (the caller frees them). Every option's
 * type is checked before the wasm object is made; a bad square name (NotationError) frees
 * it.
 * @internal
 * @param {SvgOptions | undefined} options
 * @returns {import('./wasm/web/arimaa_wasm.js').RawSvgOptions}
 */
export function svgOptions(options) {
  const o = optionsOf(options);
  /** @type {[string, string, string | undefined][]} */
  const arrows = [];
  for (const a of o.arrows ?? []) {
    if (a === null || typeof a !== 'object') throw new TypeError(`arrows must be {from, to, color?} objects, not ${typeName(a)}`);
    arrows.push([squareName(a.from), squareName(a.to), a.color === undefined ? undefined : str(a.color, 'color')]);
  }
  /** @type {[string, string][]} */
  const fill = [];
  const f = o.fill ?? {};
  if (typeof f !== 'object') throw new TypeError(`fill must be an object, a Map or an array of pairs, not ${typeName(f)}`);
  const entries = f instanceof Map ? f.entries() : Array.isArray(f) ? f : Object.entries(f);
  for (const [sq, color] of entries) fill.push([squareName(sq), str(color, 'color')]);
  const size = o.size;
  if (size !== undefined && typeof size !== 'number') throw new TypeError(`size must be a number, not ${typeName(size)}`);
  if (size !== undefined && (!Number.isInteger(size) || size < 0 || size > 0xffffffff)) {
    throw new RangeError(`size must be a non-negative integer, not ${size}`);
  }
  const lastMove = o.lastMove === undefined || o.lastMove === null ? undefined : str(o.lastMove, 'lastMove');
  const flipped = flag(o.flipped, 'flipped'), coordinates = flag(o.coordinates, 'coordinates');
  const pieces = o.pieces === undefined ? undefined : str(o.pieces, 'pieces');
  const frozen = flag(o.frozen, 'frozen'), moveInProgress = flag(o.moveInProgress, 'moveInProgress');
  if (moveInProgress && lastMove !== undefined) throw new TypeError('svg: lastMove and moveInProgress exclude each other');
  const out = new raw.RawSvgOptions();
  try {
    if (flipped !== undefined) out.flipped = flipped;
    if (size !== undefined) out.size = size;
    if (coordinates !== undefined) out.coordinates = coordinates;
    if (frozen !== undefined) out.frozen = frozen;
    if (pieces !== undefined) out.pieces = pieces;
    if (lastMove !== undefined) out.lastMove = lastMove;
    if (moveInProgress) out.moveInProgress = true;
    for (const [from, to, color] of arrows) out.addArrow(from, to, color);
    for (const [sq, color] of fill) out.addFill(sq, color);
    return out;
  } catch (e) {
    out.free();
    throw convertError(e);
  }
}
