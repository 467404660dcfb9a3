// Moves on `<arimaa-board>`, functions of its state (state.mjs): a piece selected and its
// continuations (its legal steps, the push and pull continuations of an enemy piece, from
// Position.legalSteps and pullsOf), a click on a square during a move, steps played on
// the game (all or none), undo and the end of the move. The game accepts or refuses every
// step with the rule. They change the selection (`selected`, `dests`, `pullFrom`), the
// message and the game, and ask for a redraw; the events are fired after the change.

import {
  DRAW, canAct, checkOver, clearSelection, emit, invalidate, mode, position, refuse, sync,
} from './state.mjs';
import { playSetup, setupText } from './setup.mjs';

/** @typedef {import('./state.mjs').BoardState} BoardState */

/**
 * Selects the piece on `sq` and lists its continuations: its legal steps, and for an
 * enemy piece the pulls the rules list for it (`Position.pullsOf`: a friendly piece steps
 * away, the enemy piece follows into the square it left).
 * @param {BoardState} s
 * @param {string} sq
 */
export function select(s, sq) {
  const pos = position(s);
  clearSelection(s);
  s.selected = sq;
  /** @param {string} to @param {'step' | 'push' | 'pull'} kind @param {Array<any>} steps */
  const add = (to, kind, steps) => {
    const d = s.dests.get(to);
    if (d) d.steps.push(steps);
    else s.dests.set(to, { kind, steps: [steps] });
  };
  for (const st of pos.legalSteps(sq)) add(st.to, st.kind === 'pushStart' ? 'push' : st.kind === 'pull' ? 'pull' : 'step', [st]);
  for (const [first, pull] of pos.pullsOf(sq)) add(first.from, 'pull', [first, pull]);
}

/**
 * A click on `sq` during a move: a destination plays its steps (or, for several pulls,
 * asks where the pulling piece goes), a piece is selected, a pending push's square
 * completes it, another square asks the rules (which refuse with the reason).
 * @param {BoardState} s
 * @param {string} sq
 */
export function moveClick(s, sq) {
  const pos = position(s);
  const sel = s.selected;
  const dest = sel !== null ? s.dests.get(sq) : undefined;
  if (dest) {
    if (dest.steps.length === 1) return playSteps(s, dest.steps[0]);
    // Several pulls onto this square: choose where the pulling piece goes.
    s.pullFrom = /** @type {string} */ (sel);
    s.selected = sq;
    s.dests = new Map();
    for (const [first, second] of dest.steps) s.dests.set(first.to, { kind: 'step', steps: [[first, second]] });
    s.message = { text: 'Where does the pulling piece step?', refused: false };
    s.redraw(DRAW.fills);
    emit(s, 'prompt', { text: s.message.text });
    return undefined;
  }
  if (sel !== null && sel === sq) return undefined;
  if (pos.pieceAt(sq)) {
    select(s, sq);
    s.redraw(DRAW.fills);
    return undefined;
  }
  const pending = pos.pendingPush();
  if (sel === null && pending && pending.square === sq) {
    const finish = pos.legalSteps().filter((st) => st.kind === 'pushFinish' && st.to === sq);
    if (finish.length === 1) return playSteps(s, [finish[0]]);
  }
  const from = typeof sel === 'string' && s.pullFrom === null ? sel : null;
  const text = from ? pos.stepText(from, sq) : null;
  if (text !== null) {
    // Not a listed step: ask the rules, which refuse it with the reason.
    return playSteps(s, [text]);
  }
  clearSelection(s);
  s.redraw(DRAW.fills);
  return undefined;
}

/**
 * Plays steps (Step objects or step text) on the game, all or none (`Game.playSteps`).
 * @param {BoardState} s
 * @param {Array<any>} steps
 * @returns {boolean} whether they were played
 */
export function playSteps(s, steps) {
  let played;
  try {
    played = s.game.playSteps(steps.map((st) => (typeof st === 'string' ? st : st.text)).join(' '));
  } catch (e) {
    clearSelection(s);
    s.redraw(DRAW.all);
    refuse(s, e);
    return false;
  }
  afterSteps(s, played);
  return true;
}

/**
 * After steps played on the game: the position made again, and when a push started the
 * piece that can complete it selected (when only one can); `step` events.
 * @param {BoardState} s
 * @param {Array<any>} played
 */
export function afterSteps(s, played) {
  s.stepSerial += played.length;
  s.message = null;
  clearSelection(s);
  invalidate(s);
  const pos = position(s);
  if (pos.pendingPush()) {
    const finish = pos.legalSteps().filter((st) => st.kind === 'pushFinish');
    if (finish.length > 0 && finish.every((st) => st.from === finish[0].from)) select(s, finish[0].from);
  }
  s.redraw(DRAW.all);
  for (const step of played) emit(s, 'step', { step, text: step.text });
}

/**
 * Undo (Backspace, the button): the last step taken back (in the setup phase: the usual
 * arrangement again). Returns the step, or null.
 * @param {BoardState} s
 */
export function userUndo(s) {
  if (!canAct(s)) return null;
  if (mode(s) === 'setup') {
    s.arr = null;
    clearSelection(s);
    s.message = null;
    invalidate(s);
    s.redraw(DRAW.all);
    return null;
  }
  const step = s.game.undoStep();
  clearSelection(s);
  s.message = null;
  invalidate(s);
  s.redraw(DRAW.all);
  if (step) emit(s, 'undo', { step });
  return step;
}

/**
 * End of the move (Enter, a double click, the button; in the setup phase the arrangement
 * played). Returns the move's (or setup's) text, or null when refused or not allowed.
 * @param {BoardState} s
 * @returns {string | null}
 */
export function userEnd(s) {
  if (!canAct(s)) return null;
  if (mode(s) === 'setup') {
    const text = setupText(s);
    return playSetup(s, text) ? text : null;
  }
  const label = s.game.nextLabel;
  try {
    s.game.endMove();
  } catch (e) {
    refuse(s, e);
    return null;
  }
  s.message = null;
  sync(s);
  s.redraw(DRAW.all);
  const move = s.history[s.history.length - 1].text;
  emit(s, 'move', { label, move });
  checkOver(s);
  return move;
}

/**
 * Text played as if entered on the board: in the setup phase a whole setup, else steps
 * (`Game.playSteps`, capture tokens checked). On a refusal nothing changes (the rule
 * shown, `refused`).
 * @param {BoardState} s
 * @param {string} text
 * @returns {boolean} whether it was played
 */
export function playText(s, text) {
  if (!canAct(s)) return false;
  const tokens = String(text).trim().split(/\s+/).filter((t) => t !== '');
  if (tokens.length === 0) return false;
  if (mode(s) === 'setup') return playSetup(s, tokens.join(' '));
  let played;
  try {
    played = s.game.playSteps(tokens.join(' '));
  } catch (e) {
    refuse(s, e);
    return false;
  }
  afterSteps(s, played);
  return true;
}
