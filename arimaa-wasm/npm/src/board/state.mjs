// The one state of an `<arimaa-board>`, after chessground's `State`: a plain object made
// by `createState`, held by the element (its only private field) and passed explicitly to
// the modules, which hold no state of their own: draw.mjs reads it (and writes only the
// drawing's bookkeeping: `pos`, `dirty`, `frame`, `renderCount`, `lastRenderMs`), moves.mjs
// and setup.mjs change the selection, the arrangement and the message and play on the
// game, pointer.mjs keeps the presses. Every change that must be seen asks `s.redraw(level)`,
// which draws once in the next animation frame (element.mjs). Here too: what the state
// implies (the mode, whether the user may act, the position shown) and the small helpers
// every module uses (events, refusals, the selection cleared).

import { Position } from '../index.mjs';

/** What a redraw must repaint, the largest asked for in a frame winning: the status line,
 * the overlay fills (a selection: the position unchanged), everything. */
export const DRAW = Object.freeze({ status: 1, fills: 2, all: 3 });

/**
 * @typedef {object} Destination A square the selected piece can reach.
 * @property {'step' | 'push' | 'pull'} kind How it is marked.
 * @property {Array<Array<any>>} steps The step sequences (Step objects) that reach it:
 *   one, or several pulls to choose from.
 */

/**
 * @typedef {object} Arrangement The setup being arranged (a side's pieces on its two home
 *   ranks, and the handicap tray).
 * @property {'gold' | 'silver'} side Whose setup.
 * @property {Map<string, string>} board Square -> piece letter.
 * @property {string[]} tray The letters taken off (handicap games).
 * @property {Set<string>} home The squares the side may set up on.
 */

/**
 * @typedef {object} BoardState
 * @property {HTMLElement} host The element (events are dispatched on it).
 * @property {{ board: HTMLElement, tray: HTMLElement, status: HTMLElement,
 *   input: HTMLInputElement, undo: HTMLButtonElement, end: HTMLButtonElement,
 *   flip: HTMLButtonElement }} dom The shadow root's parts.
 * @property {(level: number) => void} redraw Asks for a redraw of at least `level` (DRAW)
 *   in the next animation frame (set by the element).
 * @property {any} game The package's Game played on the board, or null.
 * @property {any} view A Position shown read-only (owned copy), or null.
 * @property {any} pos The position shown (owned; null: to be made again by `position`).
 * @property {Array<any>} history The game's history when last synchronised.
 * @property {'gold' | 'silver'} orientation The side at the bottom.
 * @property {boolean} viewOnly Input ignored.
 * @property {boolean} coordinates Files and ranks drawn.
 * @property {'gold' | 'silver' | 'both'} movable Whose turns the user may enter.
 * @property {string | null} lastMove The host's override of the arrows.
 * @property {Array<any> | null} arrows The host's extra arrows (copies).
 * @property {string | number | null} selected A square, or a tray index during a setup.
 * @property {Map<string, Destination>} dests Where the selected piece can go.
 * @property {string | null} pullFrom The enemy square of a pull being chosen.
 * @property {Arrangement | null} arr The setup being arranged.
 * @property {boolean} over Whether the game was found over (for `gameover` once).
 * @property {{ text: string, refused: boolean } | null} message The status line's message.
 * @property {any} press A press on a piece that may become a drag.
 * @property {any} tap The last press (double clicks).
 * @property {number} stepSerial How many steps the board has played.
 * @property {number} dirty The largest DRAW level asked for since the last redraw (0: none).
 * @property {number | null} frame The pending animation frame's id.
 * @property {number} renderCount How many full redraws were made.
 * @property {number} lastRenderMs How long the last redraw took.
 */

/**
 * The state of a new board (no game, gold's view, coordinates, both sides movable).
 * @param {HTMLElement} host
 * @param {BoardState['dom']} dom
 * @returns {BoardState}
 */
export function createState(host, dom) {
  return {
    host,
    dom,
    redraw: () => {},
    game: null,
    view: null,
    pos: null,
    history: [],
    orientation: 'gold',
    viewOnly: false,
    coordinates: true,
    movable: 'both',
    lastMove: null,
    arrows: null,
    selected: null,
    dests: new Map(),
    pullFrom: null,
    arr: null,
    over: false,
    message: null,
    press: null,
    tap: null,
    stepSerial: 0,
    dirty: 0,
    frame: null,
    renderCount: 0,
    lastRenderMs: 0,
  };
}

/**
 * What the board does now: 'view' (a position shown, no game, or view-only), 'over',
 * 'setup' or 'move'.
 * @param {BoardState} s
 * @returns {'view' | 'over' | 'setup' | 'move'}
 */
export function mode(s) {
  if (s.view || !s.game) return 'view';
  if (s.game.isOver()) return 'over';
  if (s.viewOnly) return 'view';
  return s.game.isSetupPhase() ? 'setup' : 'move';
}

/**
 * Whether the user may enter a setup or steps now.
 * @param {BoardState} s
 */
export function canAct(s) {
  const m = mode(s);
  if (m !== 'setup' && m !== 'move') return false;
  return s.movable === 'both' || s.movable === s.game.sideToMove;
}

/**
 * Drops the selection, its destinations and a pull being chosen.
 * @param {BoardState} s
 */
export function clearSelection(s) {
  s.selected = null;
  s.dests = new Map();
  s.pullFrom = null;
}

/**
 * Lets go of the position shown (the game or the arrangement changed): `position` makes
 * it again.
 * @param {BoardState} s
 */
export function invalidate(s) {
  if (s.pos) s.pos.free();
  s.pos = null;
}

/**
 * The position shown, made when needed and kept until `invalidate`: the view, else the
 * game's, with the arrangement of a setup being entered.
 * @param {BoardState} s
 * @returns {any} a Position, or null
 */
export function position(s) {
  if (s.pos) return s.pos;
  if (s.view) {
    s.pos = s.view.clone();
  } else if (s.game) {
    const pos = s.game.position();
    if (mode(s) !== 'setup' || !canAct(s)) {
      s.pos = pos;
    } else {
      const board = new Map();
      for (const { square, piece } of pos.pieces()) board.set(square, piece);
      pos.free();
      for (const [sq, letter] of arrangement(s).board) board.set(sq, letter);
      s.pos = positionOf(s.game.sideToMove, board);
    }
  }
  return s.pos;
}

/**
 * Reads the game again after it changed (a move ended, the host played): the selection
 * dropped, the history copied, the arrangement dropped once the setups are over.
 * @param {BoardState} s
 */
export function sync(s) {
  clearSelection(s);
  invalidate(s);
  if (s.game) {
    s.history = s.game.history();
    if (!s.game.isSetupPhase()) s.arr = null;
  }
}

/**
 * Fires a board event (bubbles, crosses the shadow root).
 * @param {BoardState} s
 * @param {string} type
 * @param {any} detail
 */
export function emit(s, type, detail) {
  s.host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/**
 * Shows a refusal's text in the status line and fires `refused` (the fields of the
 * package's ArimaaError, or of anything thrown).
 * @param {BoardState} s
 * @param {any} e
 */
export function refuse(s, e) {
  const r = { rule: e?.rule ?? '', code: e?.code ?? 0, message: String(e?.message ?? e) };
  s.message = { text: r.message, refused: true };
  s.redraw(DRAW.status);
  emit(s, 'refused', r);
}

/**
 * Fires `gameover` once when the game is found over.
 * @param {BoardState} s
 */
export function checkOver(s) {
  const over = s.game ? s.game.isOver() : false;
  if (over && !s.over) emit(s, 'gameover', { outcome: s.game.outcome() });
  s.over = over;
}

/** The pieces of the usual opening (AEI's BASIC_SETUP, `Position.standard()`). */
function standardPieces() {
  const p = Position.standard();
  try {
    return p.pieces();
  } finally {
    p.free();
  }
}

/**
 * The position of a board given as square -> letter, `side` to move, without the checks
 * of a game's boards (a setup half done).
 * @param {import('../index.js').Color} side
 * @param {Map<string, string>} board
 */
export function positionOf(side, board) {
  // the letters are the core's (checked by Position.fromPieces)
  const pieces = /** @type {any[]} */ ([...board].map(([square, piece]) => ({ square, piece })));
  return Position.fromPieces(pieces, side, { strict: false });
}

/**
 * The setup being arranged for the side to set up, made (the usual arrangement) on first
 * use or when the side changed.
 * @param {BoardState} s
 * @returns {Arrangement}
 */
export function arrangement(s) {
  const side = s.game.sideToMove;
  if (s.arr && s.arr.side === side) return s.arr;
  const board = new Map();
  for (const { square, piece, color } of standardPieces()) {
    if (color === side) board.set(square, piece);
  }
  s.arr = { side, board, tray: [], home: new Set(board.keys()) };
  return s.arr;
}
