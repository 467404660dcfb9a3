// `<arimaa-board>`: the element's class (the npm package's `arimaa/board`; the entry
// board.mjs defines the element). It knows no rule: every step, move and setup goes to
// the package's Game, which accepts or refuses it with the rule's name and text; the
// picture is the core's SVG renderer (Position.svg), so the look, classes and
// `data-square` attributes are the core's. Here: the shadow DOM and its controls, the
// attributes and properties, the public methods, the events, the keyboard. The parts:
// style.mjs (colours, style sheet), draw.mjs (drawing),
// setup.mjs (the setup phase and tray), moves.mjs (selection, steps, undo, end),
// pointer.mjs (clicks, drags, double clicks, touch). Requires `await init()` of the
// package before a game or position is given to it.

import { Drawing } from './draw.mjs';
import { Moves } from './moves.mjs';
import { Pointer } from './pointer.mjs';
import { Setup } from './setup.mjs';
import { STYLE } from './style.mjs';

/** The fields of a refusal (an ArimaaError of the package, or anything thrown). */
function refusal(e) {
  return { rule: e?.rule ?? '', code: e?.code ?? 0, message: String(e?.message ?? e) };
}

// Outside a browser (Node, server-side rendering) the module loads without defining anything.
const Base = typeof HTMLElement === 'undefined' ? class {} : HTMLElement;

export class ArimaaBoard extends Pointer(Moves(Setup(Drawing(Base)))) {
  static get observedAttributes() {
    return ['orientation', 'view-only', 'coordinates', 'movable-color'];
  }

  constructor() {
    super();
    /** How many times the board was drawn (tests count the renders of one host change). */
    this.renderCount = 0;
    this._scheduled = false; // a redraw asked for by a property change, not yet done
    this._game = null;
    this._view = null; // a Position shown read-only
    this._pos = null; // the shown position (owned copy)
    this._history = [];
    this._orientation = 'gold';
    this._viewOnly = false;
    this._coordinates = true;
    this._movable = 'both';
    this._lastMove = null;
    this._arrows = null; // the host's extra arrows (copies)
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
    this._listenPointer();
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
    this._schedule();
  }

  // ------------------------------------------------------------ properties

  /** The game played on the board (a `Game` of the package), or null. */
  get game() { return this._game; }
  set game(game) {
    this._game = game ?? null;
    this._view = null;
    this._over = game ? game.isOver : false;
    this._message = null;
    this._arr = null;
    this.refresh();
  }

  /** The position shown: a copy of the one given to `position`, else the game's. */
  get position() {
    if (this._view) return this._view.clone();
    return this._game ? this._game.position() : null;
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
    this._schedule();
  }

  /** Extra arrows the host draws, e.g. an engine's suggestion (`{ from, to, color? }`, as
   * Position.svg's `arrows`), after the board's own; null (the default) or [] for none.
   * Setting copies them and throws the renderer's error (nothing changed) for a square
   * that is no square name. */
  get arrows() { return this._arrows; }
  set arrows(v) {
    const arrows = v ? Array.from(v, (a) => ({ ...a })) : null;
    if (arrows?.length) this._checkArrows(arrows);
    this._arrows = arrows;
    this._schedule();
  }

  // ------------------------------------------------------------ methods

  /** Turns the board (orientation gold <-> silver). */
  flip() { this.orientation = this._orientation === 'gold' ? 'silver' : 'gold'; }

  /** Redraws from the game, after the host changed it (e.g. `game.play(botMove)`). */
  refresh() {
    this._sync();
    this._schedule();
    this._checkOver();
  }

  /** Asks for a redraw once the present task's property changes are made: a host that
   * sets `position`, `lastMove` and `viewOnly` in one go gets one render (a microtask, so
   * the board is drawn before the next event or frame). A user action on the board
   * draws at once (`_guard` first draws what is pending). */
  _schedule() {
    if (this._scheduled) return;
    this._scheduled = true;
    queueMicrotask(() => {
      if (this._scheduled) this._render();
    });
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
    const over = this._game ? this._game.isOver : false;
    if (over && !this._over) this._emit('gameover', { outcome: this._game.outcome() });
    this._over = over;
  }

  /**
   * Plays `text` as if it were entered on the board: during the setup phase a whole setup
   * (`Ra1 Rb1 ...`), else one or more steps (`Ed2n`, `Ed2n Ed3n`; capture tokens such as
   * `rc3x` are checked by the rules against the step before them: `Game.playSteps`).
   * Returns true when played; on a refusal nothing changes, the rule's message is shown
   * and a `refused` event fired.
   */
  playText(text) {
    return this._guard(() => {
      if (!this._canAct()) return false;
      const tokens = String(text).trim().split(/\s+/).filter((t) => t !== '');
      if (tokens.length === 0) return false;
      if (this._state() === 'setup') return this._playSetup(tokens.join(' '));
      let played;
      try {
        played = this._game.playSteps(tokens.join(' '));
      } catch (e) {
        this._refuse(e);
        return false;
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
    if (this._game.isOver) return 'over';
    if (this._viewOnly) return 'view';
    return this._game.isSetupPhase ? 'setup' : 'move';
  }

  _canAct() {
    const state = this._state();
    if (state !== 'setup' && state !== 'move') return false;
    return this._movable === 'both' || this._movable === this._game.sideToMove;
  }

  _guard(f) {
    if (this._scheduled) this._render();
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

  // ------------------------------------------------------------ keyboard

  /** Enter ends the move (or plays the steps typed in the notation field), Backspace
   * takes back a step, Escape drops the selection. */
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
}
