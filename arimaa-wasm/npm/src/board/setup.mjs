// The setup phase of `<arimaa-board>`: the arrangement offered (the usual one,
// `Position.standard()`), two pieces swapped by clicking, the tray of a handicap game
// (pieces taken off and placed one by one), the arrangement played as a setup. The rules
// (the package's Game) accept or refuse the setup; the board only arranges pieces.
// A mixin of the element's class: its methods use the element's state (`_game`, `_arr`:
// { side, board: Map square -> letter, tray: letters, home: Set of squares }, `_selected`:
// a square or a tray index) and its `_render`, `_refuse`, `_emit` and `refresh`.

import { Position } from '../index.mjs';

/** The pieces of the usual opening (AEI's BASIC_SETUP, `Position.standard()`). */
export function standardPieces() {
  const p = Position.standard();
  try {
    return p.pieces();
  } finally {
    p.free();
  }
}

/** The position of a board given as square -> letter, `side` to move, without the checks
 * of a game's boards (a setup half done). */
export function positionOf(side, board) {
  const pieces = [...board].map(([square, piece]) => ({ square, piece }));
  return Position.fromPieces(pieces, side, { strict: false });
}

/** The setup methods over the class `Base`. */
export const Setup = (Base) => class Setup extends Base {
  _setup() {
    const side = this._game.sideToMove;
    if (this._arr && this._arr.side === side) return this._arr;
    const board = new Map();
    for (const { square, piece, color } of standardPieces()) {
      if (color === side) board.set(square, piece);
    }
    this._arr = { side, board, tray: [], home: new Set(board.keys()) };
    return this._arr;
  }

  /** The arrangement as setup text in the order records write setups (the rules':
   * `Position.setupText`); '' when the tray holds every piece. */
  _setupText() {
    const arr = this._setup();
    const pos = positionOf(arr.side, arr.board);
    try {
      return pos.setupText(arr.side) ?? '';
    } finally {
      pos.free();
    }
  }

  _playSetup(text) {
    const label = this._game.nextLabel;
    try {
      this._game.play(text);
    } catch (e) {
      this._refuse(e);
      return false;
    }
    this._arr = null;
    this._message = null;
    this.refresh();
    const history = this._game.history();
    this._emit('setup', { label, setup: history[history.length - 1].text });
    return true;
  }

  _setupClick(sq) {
    const arr = this._setup();
    const sel = this._selected;
    if (sel === null) {
      if (arr.board.has(sq)) this._selected = sq;
    } else if (sel === sq) {
      this._selected = null;
    } else if (typeof sel === 'number') {
      if (arr.home.has(sq)) {
        const letter = arr.tray.splice(sel, 1)[0];
        if (arr.board.has(sq)) arr.tray.push(arr.board.get(sq));
        arr.board.set(sq, letter);
      }
      this._selected = null;
    } else if (arr.home.has(sq)) {
      const a = arr.board.get(sel);
      const b = arr.board.get(sq);
      arr.board.delete(sel);
      arr.board.delete(sq);
      if (a) arr.board.set(sq, a);
      if (b) arr.board.set(sel, b);
      this._selected = null;
    } else {
      this._selected = arr.board.has(sq) ? sq : null;
    }
    this._message = null;
    this._render();
  }

  _trayClick(e) {
    if (this._state() !== 'setup' || !this._canAct()) return;
    const arr = this._setup();
    const button = e.target.closest?.('button');
    if (button?.dataset.action === 'clear') {
      // Every piece into the tray, to place them one by one.
      for (const [sq, letter] of [...arr.board].sort((a, b) => a[0].localeCompare(b[0]))) {
        arr.tray.push(letter);
        arr.board.delete(sq);
      }
      this._selected = null;
    } else if (typeof this._selected === 'string') {
      arr.tray.push(arr.board.get(this._selected));
      arr.board.delete(this._selected);
      this._selected = null;
    } else if (button) {
      const i = Number(button.dataset.index);
      this._selected = this._selected === i ? null : i;
    }
    this._render();
  }
};
