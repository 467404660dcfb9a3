// Drawing `<arimaa-board>`: the position shown (the game's, a setup being arranged, or a
// position given read-only) drawn by the core's renderer (Position.svg: pieces, traps,
// coordinates, frozen marks, the last move's arrows), with the overlay fills (selection,
// destinations, a pending push, home squares) and the host's extra arrows; the controls
// and the status line. A selection only redraws the fills.
// A mixin of the element's class: its methods use the element's state and its `_state`,
// `_canAct`, `_setup`.

import { Position } from '../index.mjs';
import { ARROW, FILL } from './style.mjs';
import { positionOf } from './setup.mjs';

/** The drawing methods over the class `Base`. */
export const Drawing = (Base) => class Drawing extends Base {

  /** The position to draw, kept until the next redraw. */
  _shown() {
    if (this._view) return this._view.clone();
    if (!this._game) return null;
    const pos = this._game.position();
    if (this._state() !== 'setup' || !this._canAct()) return pos;
    const board = new Map();
    for (const { square, piece } of pos.pieces()) board.set(square, piece);
    pos.free();
    for (const [sq, letter] of this._setup().board) board.set(sq, letter);
    return positionOf(this._game.sideToMove, board);
  }

  _fills() {
    const fill = [];
    const state = this._state();
    if (state === 'setup' && this._arr) {
      for (const sq of this._arr.home) fill.push([sq, FILL.home]);
    }
    const pending = state === 'move' ? this._pos.pendingPush() : null;
    if (pending) fill.push([pending.square, FILL.pending]);
    if (typeof this._selected === 'string') fill.push([this._selected, FILL.selected]);
    if (this._pullFrom) fill.push([this._pullFrom, FILL.pull]);
    for (const [sq, d] of this._dests) if (sq !== pending?.square) fill.push([sq, FILL[d.kind]]);
    return fill;
  }

  /** The arrows: the steps taken in the current move, else the override or the game's
   * last turn (a setup draws none: the renderer refuses it as a move); then the host's
   * extra arrows (`options.arrows`, the property `arrows`). */
  _svg(options) {
    const pos = this._pos;
    if (this._lastMove !== null) return this._svgWith(pos, options, this._lastMove || null);
    if (!this._view && this._game && pos.stepsTaken > 0) {
      if (pos.canEndMove()) {
        const after = pos.clone();
        try {
          return after.svg({ ...options, lastMove: after.endMove() });
        } finally {
          after.free();
        }
      }
      // The move cannot end yet (the rules say so: a pending push, no change): its steps
      // as arrows in the colours of the renderer's last-move arrows, when the board
      // played them all.
      if (this._played.length !== pos.stepsTaken) return pos.svg(options);
      const arrows = this._played.map((s) => ({ from: s.from, to: s.to, color: ARROW[s.kind] }));
      return pos.svg({ ...options, arrows: [...arrows, ...options.arrows] });
    }
    const last = this._view ? null : this._history[this._history.length - 1];
    return this._svgWith(pos, options, last && !this._game.isSetupPhase ? last.text : null);
  }

  /** Throws what the renderer throws for these extra arrows (a square that is no square
   * name: the package's NotationError), drawing them on the position shown or, when none
   * is, on the opening. */
  _checkArrows(arrows) {
    const pos = this._pos ?? Position.standard();
    try {
      pos.svg({ arrows });
    } finally {
      if (pos !== this._pos) pos.free();
    }
  }

  _svgWith(pos, options, lastMove) {
    if (lastMove) {
      try {
        return pos.svg({ ...options, lastMove });
      } catch {
        // not a move ending here (a setup, a stale override): no arrows
      }
    }
    return pos.svg(options);
  }

  /** Redraws the overlay fills only (the position unchanged: a piece selected): the
   * core renderer's `rect.fill` elements for these fills replace the old ones, in place
   * (over the squares, under the marks and pieces), which costs a fraction of a redraw. */
  _renderSelection() {
    const svg = this._boardEl.querySelector('svg');
    if (!svg || !this._pos || this._state() !== 'move') return this._render();
    const t0 = performance.now();
    const text = this._pos.svg({ ...this._options(), fill: this._fills() });
    const fills = text.match(/<rect class="fill"[^>]*\/>/g) ?? [];
    for (const r of svg.querySelectorAll('rect.fill')) r.remove();
    const squares = svg.querySelectorAll('rect.square');
    squares[squares.length - 1].insertAdjacentHTML('afterend', fills.join(''));
    this._renderStatus();
    this.lastRenderMs = performance.now() - t0;
    return undefined;
  }

  _options() {
    return { flipped: this._orientation === 'silver', coordinates: this._coordinates, frozen: true };
  }

  _render() {
    this._scheduled = false;
    if (!this.isConnected && !this._pos) return;
    this.renderCount += 1;
    const t0 = performance.now();
    const state = this._state();
    this.setAttribute('data-state', state);
    if (this._pos) this._pos.free();
    this._pos = this._shown();
    if (this._pos) {
      this._boardEl.innerHTML = this._svg({ ...this._options(), fill: this._fills(), arrows: this._arrows ?? [] });
    } else {
      this._boardEl.innerHTML = '';
    }
    this._renderControls(state);
    this._renderStatus();
    this.lastRenderMs = performance.now() - t0;
  }

  _renderControls(state) {
    const act = this._canAct();
    const setup = state === 'setup';
    this._buttons.end.textContent = setup ? 'Done' : 'End move';
    this._buttons.undo.textContent = setup ? 'Reset' : 'Undo';
    this._buttons.end.disabled = !act;
    this._buttons.undo.disabled = !act;
    this._input.disabled = !act;
    const tray = setup && act && this._game.options.handicap;
    this._trayEl.hidden = !tray;
    if (tray) {
      const pieces = this._arr.tray
        .map((letter, i) => `<button type="button" class="${this._arr.side}${this._selected === i ? ' selected' : ''}" data-index="${i}" data-piece="${letter}">${letter}</button>`)
        .join('');
      const hint = this._arr.tray.length === 0 ? '<span class="hint">Handicap: select a piece, then click here to take it off</span>' : '';
      const clear = this._arr.board.size > 0 ? '<button type="button" class="clear" data-action="clear" title="Every piece into the tray">Clear</button>' : '';
      this._trayEl.innerHTML = pieces + hint + clear;
    }
  }

  _renderStatus() {
    const el = this._statusEl;
    let text = '';
    let refused = false;
    if (this._message) {
      ({ text, refused } = this._message);
    } else if (this._game && !this._view) {
      const g = this._game;
      const side = g.sideToMove === 'gold' ? 'Gold' : 'Silver';
      const outcome = g.outcome();
      if (outcome) {
        text = outcome.winner
          ? `${outcome.winner === 'gold' ? 'Gold' : 'Silver'} wins (${outcome.reason.toLowerCase()})`
          : `Draw (${outcome.reason.toLowerCase()})`;
      } else if (g.isSetupPhase) {
        text = `${side} sets up (${g.nextLabel}): swap two pieces, then Done`;
      } else {
        const pending = this._pos?.pendingPush();
        text = pending ? `${side} must complete the push to ${pending.square}` : `${side} to move (${g.nextLabel})`;
      }
    }
    el.textContent = text;
    el.classList.toggle('refused', refused);
  }
};
