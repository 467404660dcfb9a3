// Pointer input of `<arimaa-board>` (pointer events: mouse, pen and touch), functions of
// its state (state.mjs): a press on a square is a click (select, step, swap), a press
// moved by 6 px or more drags the selected piece (a ghost follows the pointer, moved in
// place without a redraw; the release square is the click), two presses and releases in
// place within 400 ms end the move (or play the setup). They keep the presses in the
// state (`press`: a press on a piece that may become a drag; `tap`: the last press, for
// double clicks) and call moves.mjs and setup.mjs for the clicks.

import { DRAW, canAct, clearSelection, mode, position } from './state.mjs';
import { moveClick, userEnd } from './moves.mjs';
import { setupClick } from './setup.mjs';

/** @typedef {import('./state.mjs').BoardState} BoardState */

/**
 * The square under the pointer (the drawn one: the picture the person sees), or null.
 * @param {BoardState} s
 * @param {PointerEvent} e
 */
function squareAt(s, e) {
  for (const el of /** @type {ShadowRoot} */ (s.host.shadowRoot).elementsFromPoint(e.clientX, e.clientY)) {
    const sq = el.getAttribute?.('data-square') ?? el.closest?.('[data-square]')?.getAttribute('data-square');
    if (sq && !el.closest('.ghost')) return sq;
  }
  return null;
}

/**
 * A click on a square: the setup's or the move's.
 * @param {BoardState} s
 * @param {string} sq
 */
export function click(s, sq) {
  if (mode(s) === 'setup') setupClick(s, sq);
  else moveClick(s, sq);
}

/**
 * A press: the square clicked at once (a piece selected shows its continuations), and a
 * press on the selected piece kept as a possible drag.
 * @param {BoardState} s
 * @param {PointerEvent} e
 */
export function pointerDown(s, e) {
  if (e.button !== 0 || !canAct(s)) return;
  const sq = squareAt(s, e);
  if (!sq) return;
  s.tap = { t: e.timeStamp, x: e.clientX, y: e.clientY, id: e.pointerId, moved: false, last: s.tap?.up };
  const wasSelected = s.selected === sq;
  const serial = s.stepSerial;
  if (!wasSelected) click(s, sq);
  // A press that played a step never starts a double click: the next quick press on the
  // square just stepped to selects the piece again (to go on with it).
  s.tap.played = s.stepSerial !== serial;
  const piece = mode(s) === 'setup' ? s.arr?.board.get(sq) : position(s)?.pieceAt(sq);
  if (s.selected === sq && piece) {
    s.press = { sq, x: e.clientX, y: e.clientY, id: e.pointerId, wasSelected, dragging: false };
    s.dom.board.setPointerCapture?.(e.pointerId);
  }
}

/**
 * A move of the pointer: past 6 px a press on the selected piece becomes a drag (the
 * drawn piece lifted, a ghost of it following the pointer).
 * @param {BoardState} s
 * @param {PointerEvent} e
 */
export function pointerMove(s, e) {
  const tap = s.tap;
  if (tap && tap.id === e.pointerId && Math.hypot(e.clientX - tap.x, e.clientY - tap.y) >= 6) tap.moved = true;
  const p = s.press;
  if (!p || p.id !== e.pointerId) return;
  const svg = /** @type {SVGSVGElement | null} */ (s.dom.board.querySelector('svg'));
  if (!svg) return;
  if (!p.dragging) {
    if (Math.hypot(e.clientX - p.x, e.clientY - p.y) < 6) return;
    const piece = svg.querySelector(`g.piece[data-square="${p.sq}"]`);
    if (!piece) return;
    p.dragging = true;
    p.ghost = piece.cloneNode(true);
    p.ghost.setAttribute('class', `${piece.getAttribute('class')} ghost`);
    piece.classList.add('lifted');
    svg.appendChild(p.ghost);
  }
  const box = svg.getBoundingClientRect();
  const scale = svg.viewBox.baseVal.width / box.width;
  p.ghost.setAttribute('transform', `translate(${(e.clientX - p.x) * scale} ${(e.clientY - p.y) * scale})`);
}

/**
 * A release: a double click ends the move, a drag clicks the release square, a press on
 * the piece already selected lets it go.
 * @param {BoardState} s
 * @param {PointerEvent} e
 */
export function pointerUp(s, e) {
  // A double click (two presses and releases in place within 400 ms) ends the move or
  // plays the setup, after what the presses did (a redraw replaces the element under the
  // pointer, so the browser's dblclick does not always fire).
  const tap = s.tap;
  if (tap && tap.id === e.pointerId && !tap.moved) {
    const last = tap.last;
    tap.up = { t: e.timeStamp, x: e.clientX, y: e.clientY, played: tap.played };
    if (last && !last.played && e.timeStamp - last.t < 400 && Math.hypot(e.clientX - last.x, e.clientY - last.y) < 10) {
      s.tap = null;
      s.press = null;
      clearSelection(s);
      s.redraw(DRAW.fills);
      userEnd(s);
      return;
    }
  }
  const p = s.press;
  if (!p || p.id !== e.pointerId) return;
  s.press = null;
  if (p.dragging) {
    p.ghost.remove();
    const target = squareAt(s, e);
    if (target && target !== p.sq) click(s, target);
    // the lifted piece drawn again (and what the click changed)
    s.redraw(DRAW.all);
  } else if (p.wasSelected && s.selected === p.sq) {
    clearSelection(s);
    s.redraw(DRAW.fills);
  }
}

/**
 * A cancelled pointer: the drag dropped.
 * @param {BoardState} s
 */
export function cancelDrag(s) {
  if (s.press?.ghost) s.press.ghost.remove();
  s.press = null;
  s.redraw(DRAW.all);
}
