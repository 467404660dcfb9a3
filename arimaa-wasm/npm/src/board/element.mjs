// `<arimaa-board>`: the element's class (the npm package's `arimaa/board`; the entry
// board.mjs defines the element). It knows no rule: every step, move and setup goes to
// the package's Game, which accepts or refuses it with the rule's name and text; the
// picture is the core's SVG renderer (Position.svg), so the look, classes and
// `data-square` attributes are the core's. Here: the shadow DOM and its controls, the
// attributes and properties, the public methods, the events' types, the keyboard, and the
// redraws: one per animation frame, of what was asked for since the last one.
//
// The board keeps ONE state, after chessground's `State`: a plain object made by
// `createState` (state.mjs), the class's only private field, passed explicitly to the
// modules, which are functions of it: draw.mjs (drawing), moves.mjs (selection, steps,
// undo, end), setup.mjs (the setup phase and tray), pointer.mjs (clicks, drags, double
// clicks, touch); style.mjs holds the colours of the fills and the style sheet. Requires
// `await init()` of the package before a game or position is given to it.
//
// Its type declarations (the package's board.d.ts) are written by tsc from this file's
// JSDoc (arimaa-wasm/scripts/bundle.mjs).

import { frame, checkArrows } from './draw.mjs';
import { playText, userEnd, userUndo } from './moves.mjs';
import { cancelDrag, pointerDown, pointerMove, pointerUp } from './pointer.mjs';
import { trayClick } from './setup.mjs';
import { DRAW, checkOver, clearSelection, createState, invalidate, refuse, sync } from './state.mjs';
import { STYLE } from './style.mjs';

/** @typedef {import('../index.js').Color} Color */
/** @typedef {import('../index.js').Game} Game */
/** @typedef {import('../index.js').Outcome} Outcome */
/** @typedef {import('../index.js').Position} Position */
/** @typedef {import('../index.js').Step} Step */
/** @typedef {import('../index.js').SvgArrow} SvgArrow */

/**
 * `step`: a step was played on the board (click, drag, keyboard or `playText`).
 * @typedef {object} BoardStepDetail
 * @property {Step} step The step as the rules played it (kind, capture).
 * @property {string} text Its notation, e.g. "Ed2n".
 */
/**
 * `undo`: the last step of the current move was taken back.
 * @typedef {object} BoardUndoDetail
 * @property {Step} step The step taken back.
 */
/**
 * `move`: a move was ended.
 * @typedef {object} BoardMoveDetail
 * @property {string} label The turn's label, e.g. "2g".
 * @property {string} move The move as the game's history records it (capture tokens
 *   written): "Ed2n Ed3n rc3x".
 */
/**
 * `setup`: a side's setup was played.
 * @typedef {object} BoardSetupDetail
 * @property {string} label The turn's label, "1g" or "1s".
 * @property {string} setup The placements as the game's history records them: "Ra1 Rb1 ...".
 */
/**
 * `gameover`: the game on the board has ended (by a move on the board, or found over by
 * `refresh()` after the host played).
 * @typedef {object} BoardGameOverDetail
 * @property {Outcome} outcome The result: winner, termination letter and reason.
 */
/**
 * `refused`: the rules refused an action; nothing changed. The fields of the package's
 * `ArimaaError`.
 * @typedef {object} BoardRefusedDetail
 * @property {string} rule The rule's short name ("frozen", "push_incomplete", ...), "" when none.
 * @property {number} code The rule's stable code (`RULES[rule]`), 0 when none.
 * @property {string} message The library's text, shown in the status line (part "status").
 */
/**
 * `prompt`: the board asks the person something (several pulls onto one square: "Where
 * does the pulling piece step?"), shown in its status line; a host that shows its own
 * status line (and hides the part "status") shows this text.
 * @typedef {object} BoardPromptDetail
 * @property {string} text The question.
 */
/**
 * The events of the element (CustomEvents that bubble and cross the shadow root).
 * @typedef {HTMLElementEventMap & {
 *   step: CustomEvent<BoardStepDetail>,
 *   undo: CustomEvent<BoardUndoDetail>,
 *   move: CustomEvent<BoardMoveDetail>,
 *   setup: CustomEvent<BoardSetupDetail>,
 *   gameover: CustomEvent<BoardGameOverDetail>,
 *   refused: CustomEvent<BoardRefusedDetail>,
 *   prompt: CustomEvent<BoardPromptDetail>,
 * }} ArimaaBoardEventMap
 */

// Outside a browser (Node, server-side rendering) the module loads without defining anything.
const Base = /** @type {typeof HTMLElement} */ (typeof HTMLElement === 'undefined' ? class {} : HTMLElement);
const nextFrame = globalThis.requestAnimationFrame?.bind(globalThis) ?? ((/** @type {() => void} */ f) => setTimeout(f, 16));

/** @param {import('./state.mjs').BoardState} s @param {() => any} f */
function guard(s, f) {
  try {
    return f();
  } catch (e) {
    refuse(s, e);
    return undefined;
  }
}

/**
 * Enter ends the move (or plays the steps typed in the notation field), Backspace takes
 * back a step, Escape drops the selection.
 * @param {import('./state.mjs').BoardState} s
 * @param {KeyboardEvent} e
 */
function key(s, e) {
  const origin = /** @type {HTMLElement} */ (e.composedPath()[0]);
  const input = s.dom.input;
  const inInput = origin === input;
  if (e.key === 'Enter' && origin?.tagName === 'BUTTON') return; // the button's own action
  if (e.key === 'Enter') {
    e.preventDefault();
    if (inInput && input.value.trim() !== '') {
      if (playText(s, input.value)) input.value = '';
    } else {
      userEnd(s);
    }
  } else if (e.key === 'Backspace' && !(inInput && input.value !== '')) {
    e.preventDefault();
    userUndo(s);
  } else if (e.key === 'Escape') {
    clearSelection(s);
    s.redraw(DRAW.fills);
  }
}

/**
 * `<arimaa-board>`: an Arimaa board to play, set up and replay on, drawn by the core's SVG
 * renderer in its shadow DOM (parts "board", "tray", "controls", "undo", "end", "flip",
 * "notation", "status"; attribute `data-state` = "setup" | "move" | "over" | "view").
 *
 * Input: click a piece then a highlighted square, or drag it (pointer events: mouse, pen
 * and touch). An enemy piece next to a stronger unfrozen friendly piece offers its push
 * (its own steps, red) and pull (the friendly piece's square, purple) continuations; a
 * pending push is marked and must be completed. Enter, a double click or the "End move"
 * button ends the move; Backspace or "Undo" takes back a step; steps typed in the
 * "notation" field are played by `playText`. In the setup phase the usual arrangement
 * (`Position.standard()`) is offered: click two pieces to swap them, then "Done" (or
 * Enter); handicap games (`game.options.handicap`) add a tray (part "tray") holding the
 * pieces taken off (select one, click the tray; its "Clear" button takes all), placed one
 * by one (a tray piece, then a square). A refused action shows the rule's text and changes nothing.
 *
 * Drawing: every change (a click, a property set) is drawn in the next animation frame,
 * once however many changes the frame got.
 *
 * Attributes: `orientation`, `view-only`, `coordinates="false"`, `movable-color`.
 */
export class ArimaaBoard extends Base {
  /** The attributes the element follows. */
  static get observedAttributes() {
    return ['orientation', 'view-only', 'coordinates', 'movable-color'];
  }

  /** The board's one state (state.mjs). */
  #s;

  constructor() {
    super();
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
    const q = (/** @type {string} */ sel) => /** @type {any} */ (root.querySelector(sel));
    const s = createState(this, {
      board: q('.board'),
      tray: q('.tray'),
      status: q('.status'),
      input: q('input'),
      undo: q('[part=undo]'),
      end: q('[part=end]'),
      flip: q('[part=flip]'),
    });
    // One redraw per animation frame, of the most asked for since the last one.
    s.redraw = (level) => {
      if (level > s.dirty) s.dirty = level;
      if (s.frame === null) s.frame = nextFrame(() => frame(s));
    };
    this.#s = s;
    const board = s.dom.board;
    board.addEventListener('pointerdown', (e) => guard(s, () => pointerDown(s, e)));
    board.addEventListener('pointermove', (e) => guard(s, () => pointerMove(s, e)));
    board.addEventListener('pointerup', (e) => guard(s, () => pointerUp(s, e)));
    board.addEventListener('pointercancel', () => guard(s, () => cancelDrag(s)));
    // Double clicks are recognised from the pointer events (pointer.mjs).
    board.addEventListener('dblclick', (e) => e.preventDefault());
    q('.controls').addEventListener('click', (/** @type {MouseEvent} */ e) => {
      const action = /** @type {HTMLElement} */ (e.target).closest?.('button')?.dataset.action;
      if (action === 'undo') guard(s, () => userUndo(s));
      else if (action === 'end') guard(s, () => userEnd(s));
      else if (action === 'flip') this.flip();
    });
    s.dom.tray.addEventListener('click', (e) => guard(s, () => trayClick(s, e)));
    this.addEventListener('keydown', (e) => guard(s, () => key(s, e)));
  }

  /** Drawn (in the next frame) when put in a document; focusable. */
  connectedCallback() {
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    this.#s.redraw(DRAW.all);
  }

  /**
   * Follows the observed attributes.
   * @param {string} name
   * @param {string | null} _old
   * @param {string | null} value
   */
  attributeChangedCallback(name, _old, value) {
    const s = this.#s;
    if (name === 'orientation') s.orientation = value === 'silver' ? 'silver' : 'gold';
    else if (name === 'view-only') s.viewOnly = value !== null;
    else if (name === 'coordinates') s.coordinates = value !== 'false';
    else if (name === 'movable-color') s.movable = value === 'gold' || value === 'silver' ? value : 'both';
    invalidate(s);
    s.redraw(DRAW.all);
  }

  /** The game played on the board (already `init()`ed, the package's `Game`), or null.
   * Setting it shows the game (and leaves a `position` shown before).
   * @returns {Game | null} */
  get game() { return this.#s.game; }
  /** @param {Game | null} game */
  set game(game) {
    const s = this.#s;
    s.game = game ?? null;
    if (s.view) s.view.free();
    s.view = null;
    s.over = game ? game.isOver() : false;
    s.message = null;
    s.arr = null;
    this.refresh();
  }

  /** Reading: a copy of the position shown. Setting: shows (a copy of) that position
   * read-only (replays: `data-state` "view"); null shows the game again.
   * @returns {Position | null} */
  get position() {
    const s = this.#s;
    if (s.view) return s.view.clone();
    return s.game ? s.game.position() : null;
  }
  /** @param {Position | null} pos */
  set position(pos) {
    const s = this.#s;
    if (s.view) s.view.free();
    s.view = pos ? pos.clone() : null;
    this.refresh();
  }

  /** "gold" (rank 1 at the bottom, the default) or "silver" (the board turned).
   * @returns {Color} */
  get orientation() { return this.#s.orientation; }
  /** @param {Color} v */
  set orientation(v) { this.setAttribute('orientation', v === 'silver' ? 'silver' : 'gold'); }

  /** When true, clicks, drags and keys are ignored (replays). Attribute `view-only`.
   * @returns {boolean} */
  get viewOnly() { return this.#s.viewOnly; }
  /** @param {boolean} v */
  set viewOnly(v) { this.toggleAttribute('view-only', Boolean(v)); }

  /** Files and ranks around the board (default true).
   * @returns {boolean} */
  get coordinates() { return this.#s.coordinates; }
  /** @param {boolean} v */
  set coordinates(v) { this.setAttribute('coordinates', v ? 'true' : 'false'); }

  /** Whose turns (setups and moves) the user may enter: "gold", "silver" or "both" (the
   * default); on the other side's turn input is ignored (e.g. while a bot thinks).
   * @returns {Color | 'both'} */
  get movableColor() { return this.#s.movable; }
  /** @param {Color | 'both'} v */
  set movableColor(v) { this.setAttribute('movable-color', v === 'gold' || v === 'silver' ? v : 'both'); }

  /** The move drawn as arrows (capture tokens allowed), overriding the default: the
   * steps of the move in progress, else the game's last move. null: the default; "": no
   * arrows. A move that does not end on the position shown draws none.
   * @returns {string | null} */
  get lastMove() { return this.#s.lastMove; }
  /** @param {string | null} v */
  set lastMove(v) {
    this.#s.lastMove = v === null || v === undefined ? null : String(v);
    this.#s.redraw(DRAW.all);
  }

  /** Extra arrows the host draws (chessground's drawable shapes), e.g. an engine's
   * suggestion: drawn by `Position.svg` (its `arrows`) after the board's own arrows (the
   * last move, or the steps of the move in progress), on every position shown until
   * changed. Setting copies them; reading gives that copy. null (the default) or [] draws
   * none. Throws the package's `NotationError` (nothing changed) for a square that is
   * no square name.
   * @returns {ReadonlyArray<SvgArrow> | null} */
  get arrows() { return this.#s.arrows; }
  /** @param {ReadonlyArray<SvgArrow> | null} v */
  set arrows(v) {
    const s = this.#s;
    const arrows = v ? Array.from(v, (a) => ({ ...a })) : null;
    if (arrows?.length) checkArrows(s, arrows);
    s.arrows = arrows;
    s.redraw(DRAW.all);
  }

  /** Milliseconds the last redraw took (the core's SVG, the DOM update).
   * @returns {number} */
  get lastRenderMs() { return this.#s.lastRenderMs; }

  /** How many times the board was drawn whole. Changes made together (in one task, or
   * in one animation frame) are drawn once, in the next animation frame.
   * @returns {number} */
  get renderCount() { return this.#s.renderCount; }

  /** Turns the board (orientation gold <-> silver).
   * @returns {void} */
  flip() { this.orientation = this.#s.orientation === 'gold' ? 'silver' : 'gold'; }

  /** Redraws from the game after the host changed it (e.g. `game.play(botText)`); fires
   * `gameover` if the game has just ended.
   * @returns {void} */
  refresh() {
    const s = this.#s;
    sync(s);
    s.redraw(DRAW.all);
    checkOver(s);
  }

  /**
   * Plays text as if entered on the board: in the setup phase a whole setup ("Ra1 Rb1
   * ..."), else one or more steps ("Ed2n", "Ed2n Ed3n"; a capture token such as "rc3x"
   * must match the capture of the step before it). Returns true when played; on a
   * refusal nothing changes (the steps of the text already played are taken back), the
   * rule's text is shown and `refused` fires. False when input is not allowed now.
   * @param {string} text
   * @returns {boolean}
   */
  playText(text) {
    const s = this.#s;
    return guard(s, () => playText(s, text)) ?? false;
  }

  /** Takes back the last step of the current move (in the setup phase: the usual
   * arrangement again); returns the step, or null.
   * @returns {Step | null} */
  undoStep() {
    const s = this.#s;
    return guard(s, () => userUndo(s)) ?? null;
  }

  /** Ends the move (in the setup phase: plays the arrangement shown); returns the move's
   * (or setup's) text, or null when refused or not allowed now.
   * @returns {string | null} */
  endMove() {
    const s = this.#s;
    return guard(s, () => userEnd(s)) ?? null;
  }

  /**
   * @template {keyof ArimaaBoardEventMap} K
   * @overload
   * @param {K} type
   * @param {(this: ArimaaBoard, ev: ArimaaBoardEventMap[K]) => unknown} listener
   * @param {boolean | AddEventListenerOptions} [options]
   * @returns {void}
   */
  /**
   * @overload
   * @param {string} type
   * @param {EventListenerOrEventListenerObject} listener
   * @param {boolean | AddEventListenerOptions} [options]
   * @returns {void}
   */
  /**
   * Listens to the board's events (typed by ArimaaBoardEventMap) and the element's.
   * @param {string} type
   * @param {any} listener
   * @param {boolean | AddEventListenerOptions} [options]
   * @returns {void}
   */
  addEventListener(type, listener, options) {
    super.addEventListener(type, listener, options);
  }

  /**
   * @template {keyof ArimaaBoardEventMap} K
   * @overload
   * @param {K} type
   * @param {(this: ArimaaBoard, ev: ArimaaBoardEventMap[K]) => unknown} listener
   * @param {boolean | EventListenerOptions} [options]
   * @returns {void}
   */
  /**
   * @overload
   * @param {string} type
   * @param {EventListenerOrEventListenerObject} listener
   * @param {boolean | EventListenerOptions} [options]
   * @returns {void}
   */
  /**
   * Stops listening.
   * @param {string} type
   * @param {any} listener
   * @param {boolean | EventListenerOptions} [options]
   * @returns {void}
   */
  removeEventListener(type, listener, options) {
    super.removeEventListener(type, listener, options);
  }
}
