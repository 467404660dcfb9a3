// TEMPORARY stand-in for the package's `arimaa/board` (the <arimaa-board> element being
// written on the "board" branch), keeping its contract (BRIEF-board.md) so that the page
// and its tests can be built before that branch lands. scripts/build-web uses it only
// when the package has no board.mjs. Delete once `arimaa/board` is in main.
import { Position } from './index.mjs';

const DIRS = { n: [0, 1], s: [0, -1], e: [1, 0], w: [-1, 0] };
const FILES = 'abcdefgh';

export class ArimaaBoard extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this.shadowRoot.innerHTML = `<style>:host{display:block}svg{width:100%;height:auto;display:block;touch-action:none}
      [part=controls]{display:flex;gap:.4em;margin-top:.3em}</style>
      <div part="board"></div><div part="controls"><button part="undo">Undo</button>
      <button part="end">End move</button><button part="flip">Flip</button>
      <input part="notation" placeholder="Ed2n" size="10"></div><div part="status"></div>`;
    this._game = null; this._pos = null; this._sel = null; this._swap = null;
    this._setup = null; this.movableColor = 'both'; this.orientation = 'gold';
    this.coordinates = true; this.lastMove = null; this._viewOnly = false;
    const root = this.shadowRoot;
    root.querySelector('[part=board]').addEventListener('click', (e) => this._click(e));
    root.querySelector('[part=board]').addEventListener('dblclick', () => this.endMove());
    root.querySelector('[part=undo]').addEventListener('click', () => this.undoStep());
    root.querySelector('[part=end]').addEventListener('click', () => this.endMove());
    root.querySelector('[part=flip]').addEventListener('click', () => this.flip());
    root.querySelector('[part=notation]').addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && e.target.value.trim()) { this.playText(e.target.value.trim()); e.target.value = ''; }
    });
    this.addEventListener('keydown', (e) => { if (e.key === 'Enter' && e.target === this) this.endMove(); });
  }
  get game() { return this._game; }
  set game(g) { this._game = g; this._pos = null; this._setup = null; this._sel = null; this.refresh(); }
  get position() { return this._pos ?? this._game?.position ?? null; }
  set position(p) { this._pos = p; this._sel = null; this.refresh(); }
  get viewOnly() { return this._viewOnly; }
  set viewOnly(v) { this._viewOnly = !!v; this.refresh(); }
  flip() { this.orientation = this.orientation === 'gold' ? 'silver' : 'gold'; this.refresh(); }
  _emit(type, detail) { this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })); }
  _status(text) { this.shadowRoot.querySelector('[part=status]').textContent = text; }
  _refuse(e) {
    this._status(e.message);
    this._emit('refused', { rule: e.rule ?? '', code: e.code ?? 0, message: e.message });
  }
  _movable() {
    const g = this._game;
    return g && !this._pos && !this._viewOnly && !g.isOver() &&
      (this.movableColor === 'both' || this.movableColor === g.sideToMove);
  }
  _standardSetup(color) {
    const gold = color === 'gold';
    return Position.standard().pieces().filter((p) => (p.piece === p.piece.toUpperCase()) === gold);
  }
  refresh() {
    const g = this._game;
    let state = 'view';
    if (this._pos) state = 'view';
    else if (g?.isOver()) state = 'over';
    else if (g?.isSetupPhase) state = 'setup';
    else if (g) state = 'move';
    this.dataset.state = state;
    const fill = {};
    let pos = this.position;
    if (state === 'setup' && this._movable()) {
      if (!this._setup || this._setup.color !== g.sideToMove) {
        this._setup = { color: g.sideToMove, pieces: this._standardSetup(g.sideToMove) };
      }
      const short = pos.toShort();
      const cells = short.slice(3, 67).split('');
      for (const p of this._setup.pieces) {
        const i = (8 - Number(p.square[1])) * 8 + FILES.indexOf(p.square[0]);
        cells[i] = p.piece;
      }
      pos = Position.fromShort(`${short[0]} [${cells.join('')}]`, { strict: false });
      if (this._swap) fill[this._swap] = '#9ecbff';
    }
    if (this._sel) {
      fill[this._sel] = '#9ecbff';
      for (const s of this._targets(this._sel)) fill[s] = '#b6e3a8';
    }
    const pp = pos?.pendingPush;
    if (pp) fill[pp.square] = '#f2b8b5';
    const opts = { flipped: this.orientation === 'silver', coordinates: this.coordinates, frozen: true, fill };
    let svg = '';
    try {
      svg = pos ? pos.svg({ ...opts, lastMove: this.lastMove || null }) : '';
    } catch {
      svg = pos.svg(opts);
    }
    this.shadowRoot.querySelector('[part=board]').innerHTML = svg.replace(/ width="\d+" height="\d+" font-family/, ' font-family');
    const end = this.shadowRoot.querySelector('[part=end]');
    end.textContent = state === 'setup' ? 'Done' : 'End move';
  }
  _targets(from) {
    const out = [];
    const f = FILES.indexOf(from[0]); const r = Number(from[1]);
    for (const [dx, dy] of Object.values(DIRS)) {
      const nf = f + dx; const nr = r + dy;
      if (nf >= 0 && nf < 8 && nr >= 1 && nr <= 8) out.push(FILES[nf] + nr);
    }
    return out;
  }
  _square(e) {
    const svg = this.shadowRoot.querySelector('svg');
    const box = svg.getBoundingClientRect();
    const k = 440 / box.width;
    const x = (e.clientX - box.left) * k - 20; const y = (e.clientY - box.top) * k - 20;
    if (x < 0 || y < 0 || x >= 400 || y >= 400) return null;
    let f = Math.floor(x / 50); let r = 7 - Math.floor(y / 50);
    if (this.orientation === 'silver') { f = 7 - f; r = 7 - r; }
    return FILES[f] + (r + 1);
  }
  _click(e) {
    if (!this._movable()) return;
    const sq = this._square(e);
    if (!sq) return;
    if (this._game.isSetupPhase) {
      if (!this._swap) { this._swap = sq; } else {
        const ps = this._setup.pieces;
        const a = ps.find((p) => p.square === this._swap); const b = ps.find((p) => p.square === sq);
        if (a && b) { const t = a.piece; a.piece = b.piece; b.piece = t; }
        this._swap = null;
      }
      return this.refresh();
    }
    if (this._sel && this._targets(this._sel).includes(sq)) {
      const from = this._sel; this._sel = null;
      const piece = this.position.pieceAt(from);
      const f = FILES.indexOf(sq[0]) - FILES.indexOf(from[0]);
      const dir = f > 0 ? 'e' : f < 0 ? 'w' : Number(sq[1]) > Number(from[1]) ? 'n' : 's';
      this._play(`${piece}${from}${dir}`);
      return;
    }
    this._sel = this.position.pieceAt(sq) ? sq : null;
    this.refresh();
  }
  _play(text) {
    try {
      const step = this._game.playStep(text);
      this._status('');
      this._emit('step', { step, text: step.text });
    } catch (e) { this._refuse(e); }
    this.refresh();
  }
  playText(text) {
    if (!this._movable()) return;
    if (this._game.isSetupPhase) {
      this._playSetup(text);
      return;
    }
    for (const t of text.split(/\s+/)) this._play(t);
  }
  undoStep() {
    if (!this._movable()) return;
    const step = this._game.undoStep();
    if (step) this._emit('undo', { step });
    this.refresh();
  }
  _playSetup(text) {
    const label = this._game.nextLabel;
    try {
      const setup = this._game.play(text);
      this._setup = null;
      this._emit('setup', { label, setup });
    } catch (e) { this._refuse(e); }
    this.refresh();
  }
  endMove() {
    if (!this._movable()) return;
    if (this._game.isSetupPhase) {
      this._playSetup(this._setup.pieces.map((p) => p.piece + p.square).join(' '));
      return;
    }
    const label = this._game.nextLabel;
    try {
      const move = this._game.endMove();
      this._status('');
      this._emit('move', { label, move });
      const outcome = this._game.outcome();
      if (outcome) this._emit('gameover', { outcome });
    } catch (e) { this._refuse(e); }
    this.refresh();
  }
}

if (!customElements.get('arimaa-board')) customElements.define('arimaa-board', ArimaaBoard);
