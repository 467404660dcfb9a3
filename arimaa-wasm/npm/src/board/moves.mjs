// Moves on `<arimaa-board>`: a piece selected and its continuations (its legal steps, the
// push and pull continuations of an enemy piece, from Position.legalSteps), a click on a
// square during a move, steps played on the game (all or none), undo and the end of the
// move (or of the setup). The game accepts or refuses every step with the rule.
// A mixin of the element's class: its methods use the element's state (`_game`, `_pos`,
// `_selected`, `_dests`: square -> { kind, steps: [[first, second?], ...] }, `_pullFrom`,
// `_played`) and its `_render`, `_renderSelection`, `_refuse`, `_emit`, `_sync`.

/** The move methods over the class `Base`. */
export const Moves = (Base) => class Moves extends Base {
  /** Selects the piece on `sq` and lists its continuations: its legal steps, and for an
   * enemy piece the pulls the rules list for it (`Position.pullsOf`: a friendly piece
   * steps away, the enemy piece follows into the square it left). */
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
    for (const [first, pull] of pos.pullsOf(sq)) add(first.from, 'pull', [first, pull]);
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
      this._render();
      this._emit('prompt', { text: this._message.text });
      return undefined;
    }
    const letter = pos.pieceAt(sq);
    if (sel !== null && sel === sq) return undefined;
    if (letter) {
      this._select(sq);
      return this._renderSelection();
    }
    const pending = pos.pendingPush();
    if (sel === null && pending && pending.square === sq) {
      const finish = pos.legalSteps().filter((s) => s.kind === 'pushFinish' && s.to === sq);
      if (finish.length === 1) return this._playSteps([finish[0]]);
    }
    const from = sel !== null && this._pullFrom === null ? sel : null;
    const text = from ? pos.stepText(from, sq) : null;
    if (text !== null) {
      // Not a listed step: ask the rules, which refuse it with the reason.
      return this._playSteps([text]);
    }
    this._clearSelection();
    return this._renderSelection();
  }

  /** Plays steps (Step objects or step text) on the game, all or none (`Game.playSteps`). */
  _playSteps(steps) {
    let played;
    try {
      played = this._game.playSteps(steps.map((s) => (typeof s === 'string' ? s : s.text)).join(' '));
    } catch (e) {
      this._clearSelection();
      this._render();
      this._refuse(e);
      return false;
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
    const pending = this._pos.pendingPush();
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
};
