// `<arimaa-board>`: a board people can click, drag and type on, for the npm package
// `arimaa` (export `arimaa/board`). Shipped as board.mjs by arimaa-wasm/scripts/build.sh.
// It knows no rule: every step, move and setup goes to the package's Game, which accepts
// or refuses it with the rule's name and text; the picture is the core's SVG renderer
// (Position.svg), so the look, classes and `data-square` attributes are the core's.
// The element adds only what a person needs around them: the selection and its legal
// steps (Position.legalSteps), push and pull continuations, a drag ghost, the controls.
// Requires `await init()` of the package before a game or position is given to it.

import { Position } from './index.mjs';

const FILES = 'abcdefgh';
const DIRS = { n: [0, 1], s: [0, -1], e: [1, 0], w: [-1, 0] };
// Overlay fills (painted by the core's renderer under the pieces, at 60% opacity). The
// push and pull colours are those of the renderer's push and pull arrows.
const FILL = {
  selected: '#e0b000',
  step: '#3a9d23',
  push: '#c62828',
  pull: '#7b1fa2',
  pending: '#c62828',
  home: '#b7d7a8',
};

// The colours of the core renderer's last-move arrows (arimaa_rules::svg STEP_COLOR,
// PUSH_COLOR, PULL_COLOR), for the steps of a move that cannot end yet.
const ARROW = { plain: '#1d5fbf', pushFinish: '#1d5fbf', pushStart: '#c62828', pull: '#7b1fa2' };

const STYLE = `
:host { display: block; position: relative; max-width: 100%; outline: none;
  font: 14px/1.3 system-ui, sans-serif; color: #2b2118; -webkit-user-select: none; user-select: none; }
:host([hidden]) { display: none; }
:host(:focus-visible) .board svg { outline: 2px solid #1d5fbf; outline-offset: -2px; }
.board { touch-action: none; line-height: 0; cursor: pointer; }
:host([data-state="view"]) .board, :host([data-state="over"]) .board { cursor: default; }
.board svg { display: block; width: 100%; height: auto; }
.board .arrow, .board .ghost, .board .capture, .board .coord { pointer-events: none; }
.board .ghost { opacity: 0.9; }
.board .lifted { opacity: 0.35; }
.controls { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-top: 6px; line-height: normal; }
.controls button, .controls input, .tray button { font: inherit; min-height: 44px; min-width: 44px;
  padding: 0 12px; border: 1px solid #8b7355; border-radius: 6px; background: #f7f0de; color: inherit; }
.controls input { flex: 1 1 8em; min-width: 6em; padding: 0 8px; background: #fff; }
.controls button:disabled { opacity: 0.45; }
.tray { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 6px; min-height: 44px; line-height: normal;
  border: 1px dashed #8b7355; border-radius: 6px; padding: 4px; }
.tray[hidden] { display: none; }
.tray button { border-radius: 50%; padding: 0; font-weight: bold; font-size: 20px; }
.tray button.clear { border-radius: 6px; padding: 0 12px; font-weight: normal; font-size: inherit; margin-left: auto; }
.tray button.gold { background: #e6b422; color: #3b2a00; }
.tray button.silver { background: #b8bcc4; color: #1f2430; }
.tray .hint { align-self: center; padding: 0 6px; opacity: 0.7; }
.tray button.selected { outline: 3px solid ${FILL.selected}; }
.status { min-height: 1.3em; margin-top: 4px; }
.status.refused { color: #b71c1c; }
`;

/** The square `dir` ('n'|'s'|'e'|'w') of `sq`, or null off the board. */
function neighbour(sq, dir) {
  const f = sq.charCodeAt(0) - 97 + DIRS[dir][0];
  const r = sq.charCodeAt(1) - 49 + DIRS[dir][1];
  return f >= 0 && f < 8 && r >= 0 && r < 8 ? FILES[f] + (r + 1) : null;
}

/** The direction from `a` to the next square `b`, or null when they are not neighbours. */
function direction(a, b) {
  for (const d of 'nsew') if (neighbour(a, d) === b) return d;
  return null;
}

const isGold = (letter) => letter === letter.toUpperCase();
const colorOf = (letter) => (isGold(letter) ? 'gold' : 'silver');


/** The pieces of the usual opening (AEI's BASIC_SETUP, `Position.standard()`). */
function standardPieces() {
  const p = Position.standard();
  try {
    return p.pieces();
  } finally {
    p.free();
  }
}

/** The position of a board given as square -> letter, `side` to move, without the checks
 * of a game's boards (a setup half done). */
function positionOf(side, board) {
  const pieces = [...board].map(([square, piece]) => ({ square, piece }));
  return Position.fromPieces(pieces, side, { strict: false });
}

/** The fields of a refusal (an ArimaaError of the package, or anything thrown). */
function refusal(e) {
  return { rule: e?.rule ?? '', code: e?.code ?? 0, message: String(e?.message ?? e) };
}

// Outside a browser (Node, server-side rendering) the module loads without defining anything.
const Base = typeof HTMLElement === 'undefined' ? class {} : HTMLElement;

export class ArimaaBoard extends Base {
  static get observedAttributes() {
    return ['orientation', 'view-only', 'coordinates', 'movable-color'];
  }

  constructor() {
    super();
    this._game = null;
    this._view = null; // a Position shown read-only
    this._pos = null; // the shown position (owned copy)
    this._history = [];
    this._orientation = 'gold';
    this._viewOnly = false;
    this._coordinates = true;
    this._movable = 'both';
    this._lastMove = null;
    this._selected = null; // a square, or a tray index during setup
    this._dests = new Map(); // square -> { kind, steps: [[first, second?], ...] }
    this._pullFrom = null; // the enemy square of a pull being chosen
    this._played = []; // the steps of the move in progress played on the board
    this._press = null;
    this._tap = null;
    this._stepSerial = 0; // how many steps the board has played (a double click never starts on one)
    this._arr = null; // setup: { side, board: Map square -> letter, tray: letters, home: Set }
    this._over = false;
    this._message = null;
    /** Milliseconds the last redraw took (SVG from the core + DOM update). */
    this.lastRenderMs = 0;

    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>${STYLE}</style>
<div class="board" part="board" role="group" aria-label="Arimaa board"></div>
<div class="tray" part="tray" hidden></div>
<div class="controls" part="controls">
  <button type="button" part="undo" data-action="undo" title="Undo a step (Backspace)">Undo</button>
  <button type="button" part="end" data-action="end" title="End the move (Enter, double click)">End move</button>
  <button type="button" part="flip" data-action="flip" title="Flip the board">Flip</button>
  <input part="notation" type="text" autocomplete="off" autocapitalize="off" spellcheck="false"
    placeholder="Ed2n" aria-label="Steps in notation (Enter plays them)">
</div>
<div class="status" part="status" role="status" aria-live="polite"></div>`;
    this._boardEl = root.querySelector('.board');
    this._trayEl = root.querySelector('.tray');
    this._statusEl = root.querySelector('.status');
    this._input = root.querySelector('input');
    this._buttons = {
      undo: root.querySelector('[part=undo]'),
      end: root.querySelector('[part=end]'),
      flip: root.querySelector('[part=flip]'),
    };
    this._boardEl.addEventListener('pointerdown', (e) => this._guard(() => this._pointerDown(e)));
    this._boardEl.addEventListener('pointermove', (e) => this._guard(() => this._pointerMove(e)));
    this._boardEl.addEventListener('pointerup', (e) => this._guard(() => this._pointerUp(e)));
    this._boardEl.addEventListener('pointercancel', () => this._guard(() => this._cancelDrag()));
    // Double clicks are recognised from the pointer events (see _pointerUp).
    this._boardEl.addEventListener('dblclick', (e) => e.preventDefault());
    root.querySelector('.controls').addEventListener('click', (e) => {
      const action = e.target.closest?.('button')?.dataset.action;
      if (action === 'undo') this._guard(() => this._userUndo());
      else if (action === 'end') this._guard(() => this._userEnd());
      else if (action === 'flip') this.flip();
    });
    this._trayEl.addEventListener('click', (e) => this._guard(() => this._trayClick(e)));
    this.addEventListener('keydown', (e) => this._guard(() => this._key(e)));
  }

  connectedCallback() {
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    this._render();
  }

  attributeChangedCallback(name, _old, value) {
    if (name === 'orientation') this._orientation = value === 'silver' ? 'silver' : 'gold';
    else if (name === 'view-only') this._viewOnly = value !== null;
    else if (name === 'coordinates') this._coordinates = value !== 'false';
    else if (name === 'movable-color') this._movable = ['gold', 'silver'].includes(value) ? value : 'both';
    this._render();
  }

  // ------------------------------------------------------------ properties

  /** The game played on the board (a `Game` of the package), or null. */
  get game() { return this._game; }
  set game(game) {
    this._game = game ?? null;
    this._view = null;
    this._over = game ? game.isOver() : false;
    this._message = null;
    this._arr = null;
    this.refresh();
  }

  /** The position shown: a copy of the one given to `position`, else the game's. */
  get position() {
    if (this._view) return this._view.clone();
    return this._game ? this._game.position : null;
  }
  set position(pos) {
    this._view = pos ? pos.clone() : null;
    this.refresh();
  }

  /** 'gold' (gold's view, rank 1 at the bottom) or 'silver' (the board turned). */
  get orientation() { return this._orientation; }
  set orientation(v) { this.setAttribute('orientation', v === 'silver' ? 'silver' : 'gold'); }

  /** Whether clicks, drags and keys are ignored (replays). */
  get viewOnly() { return this._viewOnly; }
  set viewOnly(v) { this.toggleAttribute('view-only', Boolean(v)); }

  /** Files and ranks around the board (default true). */
  get coordinates() { return this._coordinates; }
  set coordinates(v) { this.setAttribute('coordinates', v ? 'true' : 'false'); }

  /** Whose turns the user may enter: 'gold', 'silver' or 'both' (default). */
  get movableColor() { return this._movable; }
  set movableColor(v) { this.setAttribute('movable-color', ['gold', 'silver'].includes(v) ? v : 'both'); }

  /** The move drawn as arrows, overriding the game's last turn (null: the game's; '': none). */
  get lastMove() { return this._lastMove; }
  set lastMove(v) {
    this._lastMove = v === null || v === undefined ? null : String(v);
    this._render();
  }

  // ------------------------------------------------------------ methods

  /** Turns the board (orientation gold <-> silver). */
  flip() { this.orientation = this._orientation === 'gold' ? 'silver' : 'gold'; }

  /** Redraws from the game, after the host changed it (e.g. `game.play(botMove)`). */
  refresh() {
    this._sync();
    this._render();
    this._checkOver();
  }

  _sync() {
    this._clearSelection();
    this._played = [];
    if (this._game) {
      this._history = this._game.history();
      if (!this._game.isSetupPhase) this._arr = null;
    }
  }

  /** Fires `gameover` once when the game is found over. */
  _checkOver() {
    const over = this._game ? this._game.isOver() : false;
    if (over && !this._over) this._emit('gameover', { outcome: this._game.outcome() });
    this._over = over;
  }

  /**
   * Plays `text` as if it were entered on the board: during the setup phase a whole setup
   * (`Ra1 Rb1 ...`), else one or more steps (`Ed2n`, `Ed2n Ed3n`; capture tokens such as
   * `rc3x` are checked against the step before them). Returns true when played; on a
   * refusal nothing changes, the rule's message is shown and a `refused` event fired.
   */
  playText(text) {
    return this._guard(() => {
      if (!this._canAct()) return false;
      const tokens = String(text).trim().split(/\s+/).filter((t) => t !== '');
      if (tokens.length === 0) return false;
      if (this._state() === 'setup') return this._playSetup(tokens.join(' '));
      const played = [];
      for (const token of tokens) {
        const last = played[played.length - 1];
        if (last?.captures && token === `${last.captures.piece}${last.captures.square}x`) continue;
        try {
          played.push(this._game.playStep(token));
        } catch (e) {
          for (let i = 0; i < played.length; i += 1) this._game.undoStep();
          this._refuse(e);
          return false;
        }
      }
      this._afterSteps(played);
      return true;
    }) ?? false;
  }

  /** Takes back the last step of the current move (in the setup phase: the standard
   * arrangement again). Returns the step taken back, or null. */
  undoStep() {
    return this._guard(() => this._userUndo()) ?? null;
  }

  /** Ends the move (in the setup phase: plays the arrangement shown). Returns the move's
   * text, or null when refused (the rule shown, a `refused` event). */
  endMove() {
    return this._guard(() => this._userEnd()) ?? null;
  }

  // ------------------------------------------------------------ state

  _state() {
    if (this._view || !this._game) return 'view';
    if (this._game.isOver()) return 'over';
    if (this._viewOnly) return 'view';
    return this._game.isSetupPhase ? 'setup' : 'move';
  }

  _canAct() {
    const state = this._state();
    if (state !== 'setup' && state !== 'move') return false;
    return this._movable === 'both' || this._movable === this._game.sideToMove;
  }

  _guard(f) {
    try {
      return f();
    } catch (e) {
      this._refuse(e);
      return undefined;
    }
  }

  _emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  _refuse(e) {
    const r = refusal(e);
    this._message = { text: r.message, refused: true };
    this._renderStatus();
    this._emit('refused', r);
  }

  _clearSelection() {
    this._selected = null;
    this._dests = new Map();
    this._pullFrom = null;
  }

  // ------------------------------------------------------------ setup phase

  _setup() {
    const side = this._game.sideToMove;
    if (this._arr && this._arr.side === side) return this._arr;
    const board = new Map();
    for (const { square, piece } of standardPieces()) {
      if (colorOf(piece) === side) board.set(square, piece);
    }
    this._arr = { side, board, tray: [], home: new Set(board.keys()) };
    return this._arr;
  }

  /** The arrangement as setup text, the back rank first (as records write setups). */
  _setupText() {
    const arr = this._setup();
    const key = (sq) => {
      const rank = sq.charCodeAt(1) - 49;
      return (arr.side === 'gold' ? rank : 7 - rank) * 8 + (sq.charCodeAt(0) - 97);
    };
    return [...arr.board]
      .sort((a, b) => key(a[0]) - key(b[0]))
      .map(([sq, letter]) => letter + sq)
      .join(' ');
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

  // ------------------------------------------------------------ moves

  /** Selects the piece on `sq` and lists its continuations: its legal steps, and for an
   * enemy piece the pulls of the friendly pieces next to it (a friendly step away, then
   * the enemy piece into the square it left: offered when the rules list that pull). */
  _select(sq) {
    const pos = this._pos;
    this._clearSelection();
    this._selected = sq;
    const add = (to, kind, steps) => {
      const d = this._dests.get(to);
      if (d) d.steps.push(steps);
      else this._dests.set(to, { kind, steps: [steps] });
    };
    for (const s of pos.legalSteps(sq)) add(s.to, s.kind === 'pushStart' ? 'push' : s.kind === 'pull' ? 'pull' : 'step', [s]);
    const letter = pos.pieceAt(sq);
    if (letter && colorOf(letter) !== pos.sideToMove) {
      for (const first of pos.legalSteps()) {
        if (first.kind !== 'plain' || !direction(first.from, sq)) continue;
        const q = pos.clone();
        q.playStep(first);
        const pull = q.legalSteps(sq).find((t) => t.kind === 'pull' && t.to === first.from);
        q.free();
        if (pull) add(first.from, 'pull', [first, pull]);
      }
    }
  }

  _moveClick(sq) {
    const pos = this._pos;
    const sel = this._selected;
    const dest = sel !== null ? this._dests.get(sq) : undefined;
    if (dest) {
      if (dest.steps.length === 1) return this._playSteps(dest.steps[0]);
      // Several pulls onto this square: choose where the pulling piece goes.
      this._pullFrom = sel;
      this._selected = sq;
      this._dests = new Map();
      for (const [first, second] of dest.steps) this._dests.set(first.to, { kind: 'step', steps: [[first, second]] });
      this._message = { text: 'Where does the pulling piece step?', refused: false };
      return this._render();
    }
    const letter = pos.pieceAt(sq);
    if (sel !== null && sel === sq) return undefined;
    if (letter) {
      this._select(sq);
      return this._renderSelection();
    }
    const pending = pos.pendingPush;
    if (sel === null && pending && pending.square === sq) {
      const finish = pos.legalSteps().filter((s) => s.kind === 'pushFinish' && s.to === sq);
      if (finish.length === 1) return this._playSteps([finish[0]]);
    }
    const from = sel !== null && this._pullFrom === null ? sel : null;
    const d = from ? direction(from, sq) : null;
    if (d && pos.pieceAt(from)) {
      // Not a listed step: ask the rules, which refuse it with the reason.
      return this._playSteps([`${pos.pieceAt(from)}${from}${d}`]);
    }
    this._clearSelection();
    return this._renderSelection();
  }

  _playSteps(steps) {
    const played = [];
    for (const s of steps) {
      try {
        played.push(this._game.playStep(s));
      } catch (e) {
        for (let i = 0; i < played.length; i += 1) this._game.undoStep();
        this._clearSelection();
        this._render();
        this._refuse(e);
        return false;
      }
    }
    this._afterSteps(played);
    return true;
  }

  _afterSteps(played) {
    this._stepSerial += played.length;
    this._played.push(...played);
    this._message = null;
    this._clearSelection();
    this._render();
    // A push started: select the piece that can complete it, when only one can.
    const pending = this._pos.pendingPush;
    if (pending) {
      const finish = this._pos.legalSteps().filter((s) => s.kind === 'pushFinish');
      if (finish.length > 0 && finish.every((s) => s.from === finish[0].from)) {
        this._select(finish[0].from);
        this._render();
      }
    }
    for (const step of played) this._emit('step', { step, text: step.text });
  }

  _userUndo() {
    if (!this._canAct()) return null;
    if (this._state() === 'setup') {
      this._arr = null;
      this._clearSelection();
      this._message = null;
      this._render();
      return null;
    }
    const step = this._game.undoStep();
    this._played.pop();
    this._clearSelection();
    this._message = null;
    this._render();
    if (step) this._emit('undo', { step });
    return step;
  }

  _userEnd() {
    if (!this._canAct()) return null;
    if (this._state() === 'setup') {
      const text = this._setupText();
      return this._playSetup(text) ? text : null;
    }
    const label = this._game.nextLabel;
    try {
      this._game.endMove();
    } catch (e) {
      this._refuse(e);
      return null;
    }
    this._message = null;
    this._sync();
    this._render();
    const move = this._history[this._history.length - 1].text;
    this._emit('move', { label, move });
    this._checkOver();
    return move;
  }

  _key(e) {
    const origin = e.composedPath()[0];
    const inInput = origin === this._input;
    if (e.key === 'Enter' && origin?.tagName === 'BUTTON') return; // the button's own action
    if (e.key === 'Enter') {
      e.preventDefault();
      if (inInput && this._input.value.trim() !== '') {
        if (this.playText(this._input.value)) this._input.value = '';
      } else {
        this._userEnd();
      }
    } else if (e.key === 'Backspace' && !(inInput && this._input.value !== '')) {
      e.preventDefault();
      this._userUndo();
    } else if (e.key === 'Escape') {
      this._clearSelection();
      this._render();
    }
  }

  // ------------------------------------------------------------ pointer input

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

  // ------------------------------------------------------------ drawing

  /** The position to draw, kept until the next redraw. */
  _shown() {
    if (this._view) return this._view.clone();
    if (!this._game) return null;
    const pos = this._game.position;
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
    const pending = state === 'move' ? this._pos.pendingPush : null;
    if (pending) fill.push([pending.square, FILL.pending]);
    if (typeof this._selected === 'string') fill.push([this._selected, FILL.selected]);
    if (this._pullFrom) fill.push([this._pullFrom, FILL.pull]);
    for (const [sq, d] of this._dests) if (sq !== pending?.square) fill.push([sq, FILL[d.kind]]);
    return fill;
  }

  /** The arrows: the steps taken in the current move, else the override or the game's
   * last turn (a setup draws none: the renderer refuses it as a move). */
  _svg(options) {
    const pos = this._pos;
    if (this._lastMove !== null) return this._svgWith(pos, options, this._lastMove || null);
    if (!this._view && this._game && pos.stepsTaken > 0) {
      const after = pos.clone();
      try {
        const text = after.endMove();
        return after.svg({ ...options, lastMove: text });
      } catch {
        // The move cannot end yet (a pending push): its steps as arrows in the colours of
        // the renderer's last-move arrows, when the board played them all.
        if (this._played.length !== pos.stepsTaken) return pos.svg(options);
        const arrows = this._played.map((s) => ({ from: s.from, to: s.to, color: ARROW[s.kind] }));
        return pos.svg({ ...options, arrows });
      } finally {
        after.free();
      }
    }
    const last = this._view ? null : this._history[this._history.length - 1];
    return this._svgWith(pos, options, last && !this._game.isSetupPhase ? last.text : null);
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
    if (!this.isConnected && !this._pos) return;
    const t0 = performance.now();
    const state = this._state();
    this.setAttribute('data-state', state);
    if (this._pos) this._pos.free();
    this._pos = this._shown();
    if (this._pos) {
      this._boardEl.innerHTML = this._svg({ ...this._options(), fill: this._fills() });
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
        .map((letter, i) => `<button type="button" class="${colorOf(letter)}${this._selected === i ? ' selected' : ''}" data-index="${i}" data-piece="${letter}">${letter}</button>`)
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
        const pending = this._pos?.pendingPush;
        text = pending ? `${side} must complete the push to ${pending.square}` : `${side} to move (${g.nextLabel})`;
      }
    }
    el.textContent = text;
    el.classList.toggle('refused', refused);
  }
}

if (typeof customElements !== 'undefined' && !customElements.get('arimaa-board')) {
  customElements.define('arimaa-board', ArimaaBoard);
}
