// Type definitions of `arimaa/board`: the <arimaa-board> custom element (hand-written,
// checked by the package's TypeScript test with `tsc --strict`). Importing the module
// registers the element (once) and exports its class. The element knows no rule: every
// step, move and setup is played on the package's `Game`, which accepts or refuses it
// (the rule's name and text); the picture is the core's SVG renderer (`Position.svg`).
// Call (and await) the package's `init()` before giving it a game or a position.
import type { Color, Game, Outcome, Position, Step, SvgArrow } from './index.js';

/** `step`: a step was played on the board (click, drag, keyboard or `playText`). */
export interface BoardStepDetail {
  /** The step as the rules played it (kind, capture). */
  step: Step;
  /** Its notation, e.g. "Ed2n". */
  text: string;
}

/** `undo`: the last step of the current move was taken back. */
export interface BoardUndoDetail {
  /** The step taken back. */
  step: Step;
}

/** `move`: a move was ended. */
export interface BoardMoveDetail {
  /** The turn's label, e.g. "2g". */
  label: string;
  /** The move as the game's history records it (capture tokens written): "Ed2n Ed3n rc3x". */
  move: string;
}

/** `setup`: a side's setup was played. */
export interface BoardSetupDetail {
  /** The turn's label, "1g" or "1s". */
  label: string;
  /** The placements as the game's history records them: "Ra1 Rb1 ...". */
  setup: string;
}

/** `gameover`: the game on the board has ended (by a move on the board, or found over by
 * `refresh()` after the host played). */
export interface BoardGameOverDetail {
  /** The result: winner, termination letter and reason. */
  outcome: Outcome;
}

/** `refused`: the rules refused an action; nothing changed. The fields of the package's
 * `ArimaaError`. */
export interface BoardRefusedDetail {
  /** The rule's short name ("frozen", "push_incomplete", ...), "" when none. */
  rule: string;
  /** The rule's stable code (`RULES[rule]`), 0 when none. */
  code: number;
  /** The library's text, shown in the status line (part "status"). */
  message: string;
}

/** `prompt`: the board asks the person something (several pulls onto one square: "Where
 * does the pulling piece step?"), shown in its status line; a host that shows its own
 * status line (and hides the part "status") shows this text. */
export interface BoardPromptDetail {
  /** The question. */
  text: string;
}

/** The events of the element (CustomEvents that bubble and cross the shadow root). */
export interface ArimaaBoardEventMap extends HTMLElementEventMap {
  step: CustomEvent<BoardStepDetail>;
  undo: CustomEvent<BoardUndoDetail>;
  move: CustomEvent<BoardMoveDetail>;
  setup: CustomEvent<BoardSetupDetail>;
  gameover: CustomEvent<BoardGameOverDetail>;
  refused: CustomEvent<BoardRefusedDetail>;
  prompt: CustomEvent<BoardPromptDetail>;
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
 * Attributes: `orientation`, `view-only`, `coordinates="false"`, `movable-color`.
 */
export class ArimaaBoard extends HTMLElement {
  /** The game played on the board (already `init()`ed, the package's `Game`), or null.
   * Setting it shows the game (and leaves a `position` shown before). */
  game: Game | null;
  /** Reading: a copy of the position shown. Setting: shows (a copy of) that position
   * read-only (replays: `data-state` "view"); null shows the game again. */
  position: Position | null;
  /** "gold" (rank 1 at the bottom, the default) or "silver" (the board turned). */
  orientation: Color;
  /** When true, clicks, drags and keys are ignored (replays). Attribute `view-only`. */
  viewOnly: boolean;
  /** Files and ranks around the board (default true). */
  coordinates: boolean;
  /** Whose turns (setups and moves) the user may enter: "gold", "silver" or "both" (the
   * default); on the other side's turn input is ignored (e.g. while a bot thinks). */
  movableColor: Color | 'both';
  /** The move drawn as arrows (capture tokens allowed), overriding the default: the
   * steps of the move in progress, else the game's last move. null: the default; "": no
   * arrows. A move that does not end on the position shown draws none. */
  lastMove: string | null;
  /** Extra arrows the host draws (chessground's drawable shapes), e.g. an engine's
   * suggestion: drawn by `Position.svg` (its `arrows`) after the board's own arrows (the
   * last move, or the steps of the move in progress), on every position shown until
   * changed. Setting copies them; reading gives that copy. null (the default) or [] draws
   * none. Throws the package's `NotationError` (nothing changed) for a square that is
   * no square name. */
  arrows: ReadonlyArray<SvgArrow> | null;
  /** Milliseconds the last redraw took (the core's SVG, the DOM update). */
  readonly lastRenderMs: number;
  /** How many times the board was drawn. Property changes made together (in one task)
   * are drawn once, before the next event or frame. */
  readonly renderCount: number;
  /** Turns the board (orientation gold <-> silver). */
  flip(): void;
  /** Redraws from the game after the host changed it (e.g. `game.play(botText)`); fires
   * `gameover` if the game has just ended. */
  refresh(): void;
  /**
   * Plays text as if entered on the board: in the setup phase a whole setup ("Ra1 Rb1
   * ..."), else one or more steps ("Ed2n", "Ed2n Ed3n"; a capture token such as "rc3x"
   * must match the capture of the step before it). Returns true when played; on a
   * refusal nothing changes (the steps of the text already played are taken back), the
   * rule's text is shown and `refused` fires. False when input is not allowed now.
   */
  playText(text: string): boolean;
  /** Takes back the last step of the current move (in the setup phase: the usual
   * arrangement again); returns the step, or null. */
  undoStep(): Step | null;
  /** Ends the move (in the setup phase: plays the arrangement shown); returns the move's
   * (or setup's) text, or null when refused or not allowed now. */
  endMove(): string | null;

  addEventListener<K extends keyof ArimaaBoardEventMap>(
    type: K,
    listener: (this: ArimaaBoard, ev: ArimaaBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof ArimaaBoardEventMap>(
    type: K,
    listener: (this: ArimaaBoard, ev: ArimaaBoardEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'arimaa-board': ArimaaBoard;
  }
}
