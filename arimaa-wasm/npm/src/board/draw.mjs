// Drawing `<arimaa-board>`, functions of its state (state.mjs): the position shown (the
// game's, a setup being arranged, or a position given read-only) drawn by the core's
// renderer (Position.svg: pieces, traps, coordinates, frozen marks, the last move's
// arrows, and the steps of a move in progress with their push and pull arrows), with the
// overlay fills (selection, destinations, a pending push, home squares) and the host's
// extra arrows; the controls and the status line (its one writer). `frame` is the one
// redraw of an animation frame: everything, the fills only (a selection: the position
// unchanged), or the status line only. Besides the DOM it writes only the drawing's
// bookkeeping in the state: `pos` (made again by a full redraw), `dirty`, `frame`,
// `renderCount`, `lastRenderMs`.

import { Position } from '../index.mjs';
import { DRAW, arrangement, canAct, invalidate, mode, position } from './state.mjs';
import { FILL } from './style.mjs';

/** @typedef {import('./state.mjs').BoardState} BoardState */

/**
 * The redraw of an animation frame: what was asked for since the last one (`s.dirty`).
 * @param {BoardState} s
 */
export function frame(s) {
  const level = s.dirty;
  s.frame = null;
  s.dirty = 0;
  if (level >= DRAW.all) render(s);
  else if (level >= DRAW.fills) renderFills(s);
  else if (level >= DRAW.status) renderStatus(s);
}

/**
 * The overlay fills: home squares of a setup, a pending push, the selection, a pull's
 * enemy piece, the destinations.
 * @param {BoardState} s
 * @returns {Array<[string, string]>}
 */
function fills(s) {
  /** @type {Array<[string, string]>} */
  const fill = [];
  const m = mode(s);
  if (m === 'setup' && s.arr) {
    for (const sq of s.arr.home) fill.push([sq, FILL.home]);
  }
  const pending = m === 'move' ? position(s).pendingPush() : null;
  if (pending) fill.push([pending.square, FILL.pending]);
  if (typeof s.selected === 'string') fill.push([s.selected, FILL.selected]);
  if (s.pullFrom) fill.push([s.pullFrom, FILL.pull]);
  for (const [sq, d] of s.dests) if (sq !== pending?.square) fill.push([sq, FILL[d.kind]]);
  return fill;
}

/**
 * The picture: the arrows of the host's override, else the steps taken in the current
 * move (drawn by the core: `moveInProgress`), else the game's last turn (a setup draws
 * none: the renderer refuses it as a move); then the host's extra arrows.
 * @param {BoardState} s
 * @param {any} pos
 * @param {any} options
 */
function svg(s, pos, options) {
  if (s.lastMove !== null) return svgWith(pos, options, s.lastMove || null);
  if (!s.view && s.game && pos.stepsTaken > 0) return pos.svg({ ...options, moveInProgress: true });
  const last = s.view ? null : s.history[s.history.length - 1];
  return svgWith(pos, options, last && !s.game.isSetupPhase() ? last.text : null);
}

/** @param {any} pos @param {any} options @param {string | null} lastMove */
function svgWith(pos, options, lastMove) {
  if (lastMove) {
    try {
      return pos.svg({ ...options, lastMove });
    } catch {
      // not a move ending here (a setup, a stale override): no arrows
    }
  }
  return pos.svg(options);
}

/**
 * Throws what the renderer throws for these extra arrows (a square that is no square
 * name: the package's NotationError), drawing them on the position shown or, when none
 * is, on the opening.
 * @param {BoardState} s
 * @param {Array<any>} arrows
 */
export function checkArrows(s, arrows) {
  const shown = position(s);
  const pos = shown ?? Position.standard();
  try {
    pos.svg({ arrows });
  } finally {
    if (pos !== shown) pos.free();
  }
}

/** @param {BoardState} s */
function options(s) {
  return { flipped: s.orientation === 'silver', coordinates: s.coordinates, frozen: true };
}

/**
 * Redraws the overlay fills only (the position unchanged: a piece selected): the core
 * renderer's `rect.fill` elements for these fills replace the old ones, in place (over
 * the squares, under the marks and pieces), which costs a fraction of a redraw. Anything
 * else than a move being entered on a drawn board is redrawn whole.
 * @param {BoardState} s
 */
function renderFills(s) {
  const el = s.dom.board.querySelector('svg');
  const pos = s.pos;
  if (!el || !pos || mode(s) !== 'move') return render(s);
  const t0 = performance.now();
  const text = pos.svg({ ...options(s), fill: fills(s) });
  const rects = text.match(/<rect class="fill"[^>]*\/>/g) ?? [];
  for (const r of el.querySelectorAll('rect.fill')) r.remove();
  const squares = el.querySelectorAll('rect.square');
  squares[squares.length - 1].insertAdjacentHTML('afterend', rects.join(''));
  renderStatus(s);
  s.lastRenderMs = performance.now() - t0;
  return undefined;
}

/**
 * Redraws everything: the position made again from the game, the picture, the controls,
 * the status line.
 * @param {BoardState} s
 */
export function render(s) {
  if (!s.host.isConnected && !s.pos) return;
  s.renderCount += 1;
  const t0 = performance.now();
  const m = mode(s);
  s.host.setAttribute('data-state', m);
  invalidate(s);
  const pos = position(s);
  s.dom.board.innerHTML = pos ? svg(s, pos, { ...options(s), fill: fills(s), arrows: s.arrows ?? [] }) : '';
  renderControls(s, m);
  renderStatus(s);
  s.lastRenderMs = performance.now() - t0;
}

/**
 * The buttons' labels and states, the notation field, the handicap tray.
 * @param {BoardState} s
 * @param {string} m the mode
 */
function renderControls(s, m) {
  const act = canAct(s);
  const setup = m === 'setup';
  const { end, undo, input, tray } = s.dom;
  end.textContent = setup ? 'Done' : 'End move';
  undo.textContent = setup ? 'Reset' : 'Undo';
  end.disabled = !act;
  undo.disabled = !act;
  input.disabled = !act;
  const shown = setup && act && s.game.options.handicap;
  tray.hidden = !shown;
  if (shown) {
    const arr = arrangement(s);
    const pieces = arr.tray
      .map((letter, i) => `<button type="button" class="${arr.side}${s.selected === i ? ' selected' : ''}" data-index="${i}" data-piece="${letter}">${letter}</button>`)
      .join('');
    const hint = arr.tray.length === 0 ? '<span class="hint">Handicap: select a piece, then click here to take it off</span>' : '';
    const clear = arr.board.size > 0 ? '<button type="button" class="clear" data-action="clear" title="Every piece into the tray">Clear</button>' : '';
    tray.innerHTML = pieces + hint + clear;
  }
}

/**
 * The status line (its only writer): the message (a refusal, a question), else the
 * game's state.
 * @param {BoardState} s
 */
function renderStatus(s) {
  let text = '';
  let refused = false;
  if (s.message) {
    ({ text, refused } = s.message);
  } else if (s.game && !s.view) {
    const g = s.game;
    const side = g.sideToMove === 'gold' ? 'Gold' : 'Silver';
    const outcome = g.outcome();
    if (outcome) {
      text = outcome.winner
        ? `${outcome.winner === 'gold' ? 'Gold' : 'Silver'} wins (${outcome.reason.toLowerCase()})`
        : `Draw (${outcome.reason.toLowerCase()})`;
    } else if (g.isSetupPhase()) {
      text = `${side} sets up (${g.nextLabel}): swap two pieces, then Done`;
    } else {
      const pending = position(s)?.pendingPush();
      text = pending ? `${side} must complete the push to ${pending.square}` : `${side} to move (${g.nextLabel})`;
    }
  }
  s.dom.status.textContent = text;
  s.dom.status.classList.toggle('refused', refused);
}
