// Pointer input of `<arimaa-board>` (pointer events: mouse, pen and touch): a press on a
// square is a click (select, step, swap), a press moved by 6 px or more drags the selected
// piece (a ghost follows the pointer; the release square is the click), two presses and
// releases in place within 400 ms end the move (or play the setup).
// A mixin of the element's class: its methods use the element's board (`_boardEl`), state
// (`_selected`, `_arr`, `_pos`, `_press`, `_tap`, `_stepSerial`) and its `_setupClick`,
// `_moveClick`, `_userEnd`, `_render`, `_renderSelection`, `_guard`.

/** The pointer methods over the class `Base`. */
export const Pointer = (Base) => class Pointer extends Base {
  /** Listens to the pointer events on the board (called once, by the constructor). */
  _listenPointer() {
    this._boardEl.addEventListener('pointerdown', (e) => this._guard(() => this._pointerDown(e)));
    this._boardEl.addEventListener('pointermove', (e) => this._guard(() => this._pointerMove(e)));
    this._boardEl.addEventListener('pointerup', (e) => this._guard(() => this._pointerUp(e)));
    this._boardEl.addEventListener('pointercancel', () => this._guard(() => this._cancelDrag()));
    // Double clicks are recognised from the pointer events (see _pointerUp).
    this._boardEl.addEventListener('dblclick', (e) => e.preventDefault());
  }

  _squareAt(e) {
    for (const el of this.shadowRoot.elementsFromPoint(e.clientX, e.clientY)) {
      const sq = el.getAttribute?.('data-square') ?? el.closest?.('[data-square]')?.getAttribute('data-square');
      if (sq && !el.closest('.ghost')) return sq;
    }
    return null;
  }

  _click(sq) {
    if (this._state() === 'setup') this._setupClick(sq);
    else this._moveClick(sq);
  }

  _pointerDown(e) {
    if (e.button !== 0 || !this._canAct()) return;
    const sq = this._squareAt(e);
    if (!sq) return;
    this._tap = { t: e.timeStamp, x: e.clientX, y: e.clientY, id: e.pointerId, moved: false, last: this._tap?.up };
    const wasSelected = this._selected === sq;
    const serial = this._stepSerial;
    if (!wasSelected) this._click(sq);
    // A press that played a step never starts a double click: the next quick press on
    // the square just stepped to selects the piece again (to go on with it).
    this._tap.played = this._stepSerial !== serial;
    const piece = this._state() === 'setup' ? this._arr?.board.get(sq) : this._pos?.pieceAt(sq);
    if (this._selected === sq && piece) {
      this._press = { sq, x: e.clientX, y: e.clientY, id: e.pointerId, wasSelected, dragging: false };
      this._boardEl.setPointerCapture?.(e.pointerId);
    }
  }

  _pointerMove(e) {
    const tap = this._tap;
    if (tap && tap.id === e.pointerId && Math.hypot(e.clientX - tap.x, e.clientY - tap.y) >= 6) tap.moved = true;
    const p = this._press;
    if (!p || p.id !== e.pointerId) return;
    const svg = this._boardEl.querySelector('svg');
    if (!p.dragging) {
      if (Math.hypot(e.clientX - p.x, e.clientY - p.y) < 6) return;
      const piece = svg?.querySelector(`g.piece[data-square="${p.sq}"]`);
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

  _pointerUp(e) {
    // A double click (two presses and releases in place within 400 ms) ends the move or
    // plays the setup, after what the presses did (a redraw replaces the element under
    // the pointer, so the browser's dblclick does not always fire).
    const tap = this._tap;
    if (tap && tap.id === e.pointerId && !tap.moved) {
      const last = tap.last;
      tap.up = { t: e.timeStamp, x: e.clientX, y: e.clientY, played: tap.played };
      if (last && !last.played && e.timeStamp - last.t < 400 && Math.hypot(e.clientX - last.x, e.clientY - last.y) < 10) {
        this._tap = null;
        this._press = null;
        this._clearSelection();
        this._userEnd();
        return;
      }
    }
    const p = this._press;
    if (!p || p.id !== e.pointerId) return;
    this._press = null;
    if (p.dragging) {
      p.ghost.remove();
      const target = this._squareAt(e);
      if (target && target !== p.sq) this._click(target);
      else this._render();
    } else if (p.wasSelected && this._selected === p.sq) {
      this._clearSelection();
      this._renderSelection();
    }
  }

  _cancelDrag() {
    if (this._press?.ghost) this._press.ghost.remove();
    this._press = null;
    this._render();
  }
};
