// The setup phase of `<arimaa-board>`, functions of its state (state.mjs): the arrangement
// offered (the usual one, `Position.standard()`: `arrangement` in state.mjs), two pieces
// swapped by clicking, the tray of a handicap game (pieces taken off and placed one by
// one), the arrangement played as a setup. The rules (the package's Game) accept or
// refuse the setup; the board only arranges pieces. They change the arrangement (`arr`),
// the selection (`selected`: a square or a tray index) and the message, and ask for a
// redraw.

import {
  DRAW, arrangement, canAct, checkOver, emit, invalidate, mode, positionOf, refuse, sync,
} from './state.mjs';

/** @typedef {import('./state.mjs').BoardState} BoardState */

/**
 * The arrangement as setup text in the order records write setups (the rules':
 * `Position.setupText`); '' when the tray holds every piece.
 * @param {BoardState} s
 * @returns {string}
 */
export function setupText(s) {
  const arr = arrangement(s);
  const pos = positionOf(arr.side, arr.board);
  try {
    return pos.setupText(arr.side) ?? '';
  } finally {
    pos.free();
  }
}

/**
 * Plays a setup on the game; on a refusal nothing changes (the rule shown, `refused`).
 * @param {BoardState} s
 * @param {string} text
 * @returns {boolean} whether it was played
 */
export function playSetup(s, text) {
  const label = s.game.nextLabel;
  try {
    s.game.play(text);
  } catch (e) {
    refuse(s, e);
    return false;
  }
  s.arr = null;
  s.message = null;
  sync(s);
  s.redraw(DRAW.all);
  checkOver(s);
  const history = s.game.history();
  emit(s, 'setup', { label, setup: history[history.length - 1].text });
  return true;
}

/**
 * A click on a square of the board during the setup: select a piece, swap two, place the
 * selected tray piece on a home square.
 * @param {BoardState} s
 * @param {string} sq
 */
export function setupClick(s, sq) {
  const arr = arrangement(s);
  const sel = s.selected;
  if (sel === null) {
    if (arr.board.has(sq)) s.selected = sq;
  } else if (sel === sq) {
    s.selected = null;
  } else if (typeof sel === 'number') {
    if (arr.home.has(sq)) {
      const letter = arr.tray.splice(sel, 1)[0];
      if (arr.board.has(sq)) arr.tray.push(/** @type {string} */ (arr.board.get(sq)));
      arr.board.set(sq, letter);
    }
    s.selected = null;
  } else if (arr.home.has(sq)) {
    const a = arr.board.get(sel);
    const b = arr.board.get(sq);
    arr.board.delete(sel);
    arr.board.delete(sq);
    if (a) arr.board.set(sq, a);
    if (b) arr.board.set(sel, b);
    s.selected = null;
  } else {
    s.selected = arr.board.has(sq) ? sq : null;
  }
  s.message = null;
  invalidate(s);
  s.redraw(DRAW.all);
}

/**
 * A click on the handicap tray: "Clear" (every piece into it), a selected board piece
 * taken off, a tray piece selected (or let go).
 * @param {BoardState} s
 * @param {Event} e
 */
export function trayClick(s, e) {
  if (mode(s) !== 'setup' || !canAct(s)) return;
  const arr = arrangement(s);
  const button = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (e.target).closest?.('button'));
  if (button?.dataset.action === 'clear') {
    for (const [sq, letter] of [...arr.board].sort((a, b) => a[0].localeCompare(b[0]))) {
      arr.tray.push(letter);
      arr.board.delete(sq);
    }
    s.selected = null;
  } else if (typeof s.selected === 'string') {
    arr.tray.push(/** @type {string} */ (arr.board.get(s.selected)));
    arr.board.delete(s.selected);
    s.selected = null;
  } else if (button) {
    const i = Number(button.dataset.index);
    s.selected = s.selected === i ? null : i;
  }
  invalidate(s);
  s.redraw(DRAW.all);
}
