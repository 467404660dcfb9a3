// The page: a game against the built-in bot (in a Web Worker, worker.js; levels Easy,
// Medium, Hard; its depth and score shown as it thinks; a hint for the person, drawn as
// arrows) or between two people on one screen, on the <arimaa-board> element; the move
// list, each turn clickable; a record loaded (pasted or opened) and stepped through; the
// record saved; a loaded record or a finished game reviewed by the bot in the worker, one
// move per message (its progress, the library's evaluation graph under the board, a click
// on a point showing that turn with the best move's arrows beside the played one's, the
// marks ?!, ? and ?? in the move list, each side's summary).
// Every rule is the library's (the npm package `arimaa`, WebAssembly): this file only
// routes clicks, turns and texts between the board, the game and the worker.
import { init, Game, Analysis, readGames, reviewGraph, reviewSummary } from 'arimaa';
import 'arimaa/board';

const $ = (id) => document.getElementById(id);
const board = $('board');
const status = $('status');
const list = $('moves');
const thinking = $('thinking');
const NAMES = { gold: 'Gold', silver: 'Silver' };

// On a phone the board takes the screen's width; without the coordinates around it its
// squares are at least 44 CSS px (the usual least touch target) on a 375 px screen (with
// them, 43 px): there the files and ranks are left out.
const narrow = matchMedia('(max-width: 400px)');
const fitBoard = () => { board.coordinates = !narrow.matches; };
narrow.addEventListener('change', fitBoard);
fitBoard();
const HINT_COLOR = '#ef6c00'; // the hint's arrows: orange, unlike the last move's (blue, red, purple)
const params = new URLSearchParams(location.search);

// The levels: the bot's time per move (`?easy=MS`, `?medium=MS`, `?hard=MS` in the page's
// address set another, e.g. for a quicker test) and a depth limit in steps (Easy); each
// option shows its time next to its name.
for (const o of $('level').options) {
  const ms = Number.parseInt(params.get(o.value) ?? '', 10);
  if (Number.isSafeInteger(ms) && ms > 0) o.dataset.ms = String(ms);
  o.textContent = `${o.textContent.replace(/ \(.*/, '')} (${Number(o.dataset.ms) / 1000} s)`;
}

const state = {
  mode: 'human', // 'human' (two people), 'bot' (a person against the bot), 'replay'
  human: 'gold', // the person's colour against the bot
  timeMs: 1000, // the bot's time per move (the level's)
  maxDepth: undefined, // the level's depth limit in steps, if any
  seed: 1,
  game: null, // the game played, or the loaded record replayed
  record: null, // the loaded GameRecord (replay mode)
  turns: [], // the turns of the game shown ({label, text})
  cursor: null, // index of the turn shown (-1: before the setups); null: the live game
  request: 0, // the id of the bot request awaited (0: none)
  asked: 0, // performance.now() when the bot was asked
  hint: 0, // the id of the hint request awaited (0: none)
  hintFor: '', // the record of the game the hint shown (or awaited) is for
  thinkingFor: 'gold', // the side the bot (or the hint) is searching for
  review: null, // the review: {id, entries, byIndex, total, running, started, budgetMs, busyMs}
  reviewArrows: false, // whether the board shows a reviewed move's best move
};

const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
worker.onmessage = (e) => {
  if (e.data.review) reviewed(e.data);
  else if (e.data.progress) progressed(e.data);
  else if (e.data.id === state.hint) hintAnswered(e.data);
  else botAnswered(e.data);
};
worker.onerror = (e) => say(`The bot's worker failed: ${e.message}`);

function say(text) {
  status.textContent = text;
}

// ---- The bot's figures in words: the one place of the score's wording (the thinking
// line and its explanation).

/** The thinking line's explanation (its `title`). */
const THINKING_HELP = "The bot's search: how many steps deep it looked (4 steps are one turn), its score "
  + 'in rabbits for the side named (1.0 is the value of the first rabbit captured from a full army, '
  + 'an elephant about 5.8), or the steps within which it sees a side win, and the positions it searched';

/** A score of the bot (an `Analysis`'s `score` for the side to move, in centi-rabbits,
 * the bot's one unit, and its `decided()`: whether it is a win or a loss it sees,
 * `Analysis.WIN` less the steps to it) in words for `side`, the side to move: "+1.2
 * rabbits for Silver", or "Silver wins within 5 steps". */
function scoreText({ score, decided }, side) {
  if (decided !== null && decided !== undefined) {
    const winner = decided ? side : side === 'gold' ? 'silver' : 'gold';
    const steps = Analysis.WIN - Math.abs(score);
    return `${NAMES[winner]} wins within ${steps} step${steps === 1 ? '' : 's'}`;
  }
  const r = score / 100;
  return `${r >= 0 ? '+' : '−'}${Math.abs(r).toFixed(1)} rabbits for ${NAMES[side]}`;
}

/** "depth 9 · +1.2 rabbits for Silver · 120k nodes" (depth and score only when
 * the bot reports a search: the classic and greedy bots report none). */
function analysisText(analysis, side) {
  const { depth, nodes } = analysis;
  const n = nodes >= 1e6 ? `${(nodes / 1e6).toFixed(1)}M` : nodes >= 1e3 ? `${Math.round(nodes / 1e3)}k` : String(nodes);
  return [depth > 0 ? `depth ${depth}` : '', depth > 0 ? scoreText(analysis, side) : '', `${n} node${nodes === 1 ? '' : 's'}`]
    .filter(Boolean).join(' · ');
}

function think(text) {
  thinking.textContent = text;
}

// ---- What the board shows.

/** The position after turn `index` (-1: before the first setup) of the turns shown, as
 * the game kept it (`Game.positionAfter`: no replay), and whether that turn was a move
 * (not a setup: the game's history says which). */
function positionAfter(index) {
  return { pos: state.game.positionAfter(index + 1), move: index >= 0 && state.turns[index].kind === 'move' };
}

function show() {
  const live = state.cursor === null;
  let pos;
  if (live) {
    board.viewOnly = false;
    if (board.game !== state.game) board.game = state.game;
    else board.position = null; // back from a view: the game's position
    board.lastMove = null; // the board's default: the game's last turn as arrows
    if (state.reviewArrows) showBest(null);
    pos = state.game.position();
  } else {
    const after = positionAfter(state.cursor);
    pos = after.pos;
    board.position = pos;
    board.lastMove = after.move ? state.turns[state.cursor].text : ''; // '': no arrows
    board.viewOnly = true;
    showBest(state.review?.byIndex.get(state.cursor) ?? null);
  }
  document.body.dataset.short = pos.toShort();
  document.body.dataset.shown = live ? 'live' : state.cursor < 0 ? 'start' : state.turns[state.cursor].label;
  board.movableColor = state.mode === 'bot' ? state.human : 'both';
  drawList();
  markGraph();
  describe();
}

function drawList() {
  list.replaceChildren(...state.turns.map((t, i) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.dataset.index = String(i);
    b.dataset.label = t.label;
    b.textContent = `${t.label} ${t.text}`;
    // A reviewed move's mark (the library's symbol of its label: ?!, ? or ??).
    const e = state.review?.byIndex.get(i);
    if (e?.symbol) {
      const mark = document.createElement('span');
      mark.className = `mark ${e.label}`;
      mark.textContent = e.symbol;
      mark.title = `${e.label}${e.best ? `: best ${e.best}` : ''}`;
      b.append(mark);
      b.dataset.mark = e.symbol;
    }
    const current = state.cursor === null ? i === state.turns.length - 1 : i === state.cursor;
    if (current) b.setAttribute('aria-current', 'true');
    li.append(b);
    return li;
  }));
  // The current turn scrolled into the list's view (the list only: not the window).
  const li = list.querySelector('[aria-current]')?.parentElement;
  if (li && (li.offsetTop < list.scrollTop || li.offsetTop + li.offsetHeight > list.scrollTop + list.clientHeight)) {
    list.scrollTop = li.offsetTop - list.clientHeight / 2;
  }
}

function outcomeText(o) {
  const who = o.winner ? `${NAMES[o.winner]} wins` : 'Draw';
  return `${who}: ${o.reason.toLowerCase()} (${o.termination}).`;
}

function describe() {
  const g = state.game;
  const o = state.mode === 'replay' ? (state.record?.outcome() ?? g.outcome()) : g.outcome();
  document.body.dataset.result = o ? `${o.winner ?? 'draw'} ${o.termination}` : '';
  if (state.mode === 'replay') {
    const at = state.cursor < 0 ? 'before the setups' : `after ${state.turns[state.cursor].label}`;
    const end = state.cursor === state.turns.length - 1 && o ? ` ${outcomeText(o)}` : '';
    return say(`Replay, ${at} (${state.cursor + 1}/${state.turns.length}).${end}`);
  }
  if (state.cursor !== null) {
    const at = state.cursor < 0 ? 'before the setups' : `after ${state.turns[state.cursor].label}`;
    return say(`Showing the position ${at}; ▶| or End returns to the game.`);
  }
  if (o) return say(outcomeText(o));
  const side = NAMES[g.sideToMove];
  if (state.request) return say(`The bot (${side}) is thinking (${levelName()}, ${state.timeMs / 1000} s)…`);
  if (g.isSetupPhase()) return say(`${side} to set up (${g.nextLabel}): click two pieces to swap them, then Done.`);
  const steps = g.currentMove;
  const pos = g.position();
  const push = pos.pendingPush();
  pos.free();
  const then = push ? ` A push is pending: a stronger ${side.toLowerCase()} piece must enter ${push.square}.` : '';
  return say(`${side} to move (${g.nextLabel})${steps ? `: ${steps}` : ''}.${then}`);
}

// ---- The game.

function newGame() {
  endReview(true);
  state.request = 0;
  clearHint();
  think('');
  const old = [state.game, state.record]; // freed once the board has let go of them
  state.record = null;
  state.mode = $('opponent').value === 'bot' ? 'bot' : 'human';
  state.human = $('color').value;
  const level = $('level').selectedOptions[0];
  state.timeMs = Number(level.dataset.ms);
  state.maxDepth = level.dataset.depth ? Number(level.dataset.depth) : undefined;
  // `?seed=N` in the page's address fixes the bot's seed (the same game, the same bot
  // moves, given the same time); else a new seed each game.
  const fixed = Number.parseInt(params.get('seed') ?? '', 10);
  state.seed = Number.isSafeInteger(fixed) && fixed >= 0 ? fixed : Math.floor(Math.random() * 2 ** 31);
  state.game = new Game();
  state.game.headers = new Map([
    ['Event', 'arimaa web'],
    ['White', state.mode === 'bot' && state.human === 'silver' ? 'bot' : 'human'],
    ['Black', state.mode === 'bot' && state.human === 'gold' ? 'bot' : 'human'],
  ]);
  state.turns = [];
  state.cursor = null;
  board.game = state.game;
  board.orientation = state.mode === 'bot' ? state.human : 'gold';
  old.forEach((o) => o?.free());
  show();
  askBot();
}

/** After each setup or move: the list, the result, the bot's turn. */
function turnPlayed() {
  clearHint();
  endReview(true); // the game changed: its review no longer applies
  state.turns = state.game.history();
  state.cursor = null;
  show();
  askBot();
}

function askBot() {
  const g = state.game;
  if (state.mode !== 'bot' || g.isOver() || g.sideToMove === state.human || state.request) return;
  state.request = newId();
  state.asked = performance.now();
  const side = g.sideToMove;
  state.thinkingFor = side;
  if (!g.isSetupPhase()) think(`The bot (${NAMES[side]}) is thinking…`);
  worker.postMessage({ id: state.request, record: g.toRecord(), timeMs: state.timeMs, maxDepth: state.maxDepth, seed: state.seed });
  describe();
}

const newId = () => Math.floor(Math.random() * 2 ** 31) + 1;
const levelName = () => $('level').selectedOptions[0].textContent.replace(/ \(.*/, '');

/** A report of the search while it runs: the bot's (the thinking line) or a hint's. */
function progressed({ id, progress }) {
  const text = analysisText(progress, state.thinkingFor);
  const secs = (progress.ms / 1000).toFixed(1);
  if (id === state.request) think(`The bot (${NAMES[state.thinkingFor]}) is thinking: ${text} · ${secs} s`);
  else if (id === state.hint) think(`Hint: thinking: ${text} · ${secs} s`);
}

function botAnswered({ id, text, error, ms, depth, score, nodes, decided }) {
  if (id !== state.request) return; // an answer for a game since replaced
  state.request = 0;
  const took = performance.now() - state.asked;
  document.body.dataset.botMs = String(Math.round(took));
  if (error || text == null) return say(`The bot could not move: ${error ?? 'no move'}`);
  const side = state.game.sideToMove;
  const setup = state.game.isSetupPhase();
  try {
    state.game.play(text);
  } catch (e) {
    return say(`The bot's turn ${text} was refused: ${e.message}`);
  }
  if (!setup) {
    think(`The bot (${NAMES[side]}) played ${text} after ${(ms / 1000).toFixed(1)} s: ${analysisText({ depth, score, nodes, decided }, side)}`);
    document.body.dataset.botDepth = String(depth);
  }
  console.info(`bot: ${text} (${Math.round(ms)} ms in the worker, ${Math.round(took)} ms asked to played; depth ${depth} score ${score} nodes ${nodes})`);
  turnPlayed();
}

// ---- The hint: the bot's move for the person, drawn as arrows, not played.

function clearHint() {
  state.hint = 0;
  state.hintFor = '';
  if (board.arrows?.length) board.arrows = null;
  delete document.body.dataset.hint;
  if (thinking.textContent.startsWith('Hint')) think('');
}

function askHint() {
  const g = state.game;
  if (state.mode === 'replay' || state.cursor !== null) return say('A hint is for the game: ▶| or End returns to it.');
  if (g.isOver()) return say('The game is over.');
  if (g.isSetupPhase()) return say('Set up first: the hint is for a move.');
  if (state.mode === 'bot' && (g.sideToMove !== state.human || state.request)) return say('A hint on your own turn.');
  if (g.currentMove) return say('Undo your steps first: the hint is a whole move from the start of your turn.');
  const record = g.toRecord();
  if (state.hint && state.hintFor === record) return; // already asked
  clearHint();
  state.hint = newId();
  state.hintFor = record;
  state.thinkingFor = g.sideToMove;
  think(`Hint: thinking (${state.timeMs / 1000} s)…`);
  worker.postMessage({ id: state.hint, record, timeMs: state.timeMs, maxDepth: state.maxDepth, seed: state.seed });
}

function hintAnswered({ text, error, arrows, depth, score, nodes, decided }) {
  const g = state.game;
  const id = state.hint;
  state.hint = 0;
  if (error || text == null) return think(`Hint: none (${error ?? 'no move'})`);
  // The game moved on meanwhile (a step, a move, a new game): the hint is stale.
  if (g.toRecord() !== state.hintFor || g.currentMove || state.cursor !== null) return think('');
  state.hint = id; // shown: a second click asks nothing new
  board.arrows = arrows.map(({ from, to }) => ({ from, to, color: HINT_COLOR }));
  document.body.dataset.hint = text;
  think(`Hint for ${NAMES[g.sideToMove]}: ${text} (${analysisText({ depth, score, nodes, decided }, g.sideToMove)})`);
}

// ---- The review: the bot scores every move (the library's Review, in the worker, one
// move per message), the page draws what comes back.

/** The search time of each position reviewed, in ms: `?review=MS` in the page's address,
 * else 200 (a game of n moves takes about n + 1 times that). */
const REVIEW_MS = (() => {
  const ms = Number.parseInt(params.get('review') ?? '', 10);
  return Number.isSafeInteger(ms) && ms > 0 ? ms : 200;
})();

function startReview() {
  const g = state.game;
  if (state.review?.running) return;
  if (state.mode !== 'replay' && !g.isOver()) return say('Review a loaded record or a finished game.');
  const moves = state.turns.filter((t) => t.kind === 'move').length;
  if (moves === 0) return say('No move to review.');
  endReview(true);
  state.review = {
    id: newId(), entries: [], byIndex: new Map(), total: moves, running: true,
    started: performance.now(), budgetMs: REVIEW_MS, busyMs: 0, record: g.toRecord(),
  };
  $('review').hidden = false;
  $('review-stop').hidden = false;
  $('review-start').disabled = true;
  delete document.body.dataset.reviewed;
  drawReview();
  askReview();
}

function askReview() {
  const r = state.review;
  worker.postMessage({ id: r.id, review: 'next', record: r.record, timeMs: r.budgetMs, seed: state.seed });
}

/** One move reviewed (or the end, or a failure) from the worker. */
function reviewed({ id, entry, error, ms }) {
  const r = state.review;
  if (!r || id !== r.id || !r.running) return; // a review since stopped or replaced
  if (error) {
    endReview(false);
    return say(`The review failed: ${error}`);
  }
  r.busyMs += ms;
  if (entry === null) {
    endReview(false);
    const took = performance.now() - r.started;
    document.body.dataset.reviewed = String(r.entries.length);
    document.body.dataset.reviewMs = String(Math.round(took));
    console.info(`review: ${r.entries.length} moves in ${Math.round(took)} ms (${Math.round(r.busyMs)} ms in the worker; budget ${r.budgetMs} ms a position, ${r.entries.length + 1} positions)`);
    return;
  }
  r.entries.push(entry);
  r.byIndex.set(entry.index, entry);
  drawReview();
  drawList();
  if (state.cursor === entry.index) show();
  askReview(); // the next move: one message per move, so a click is answered in between
}

/** Stops the review under way (the entries so far stay: `keep`), or drops it (`!keep`
 * false: a new game, a record loaded, a turn played). */
function endReview(drop) {
  const r = state.review;
  if (r?.running) {
    r.running = false;
    worker.postMessage({ id: r.id, review: 'stop' });
  }
  $('review-stop').hidden = true;
  $('review-start').disabled = false;
  if (drop && r) {
    state.review = null;
    $('review').hidden = true;
    $('review-graph').replaceChildren();
    delete document.body.dataset.reviewed;
    showBest(null);
    drawList();
  } else if (r) {
    drawReview();
  }
}

/** The progress line, the graph (the library's SVG) and the summary. */
function drawReview() {
  const r = state.review;
  if (!r) return;
  const done = r.entries.length;
  $('review-progress').textContent = r.running
    ? `Reviewing move ${Math.min(done + 1, r.total)} of ${r.total} (${r.budgetMs / 1000} s a position)…`
    : `Reviewed ${done} of ${r.total} moves${done < r.total ? ' (stopped)' : ''}; click a point of the graph to see that turn.`;
  $('review-graph').innerHTML = done ? reviewGraph(r.entries, { width: 640, height: 200 }) : '';
  $('review-summary').textContent = done ? ['gold', 'silver'].map((c) => {
    const s = reviewSummary(r.entries, c);
    const n = (k, one, many) => `${k} ${k === 1 ? one : many}`;
    return `${NAMES[c]}: ${n(s.moves, 'move', 'moves')}, ${n(s.inaccuracies, 'inaccuracy', 'inaccuracies')}, `
      + `${n(s.mistakes, 'mistake', 'mistakes')}, ${n(s.blunders, 'blunder', 'blunders')}, average loss ${(s.averageLoss * 100).toFixed(1)}%`;
  }).join(' · ') : '';
  markGraph();
}

/** The graph's point of the turn shown, shaded (class "shown"). */
function markGraph() {
  const svg = $('review-graph');
  for (const g of svg.querySelectorAll('g.turn.shown')) g.classList.remove('shown');
  const e = state.cursor === null ? null : state.review?.byIndex.get(state.cursor);
  if (e) svg.querySelector(`g.turn[data-turn="${e.turn}"]`)?.classList.add('shown');
}

/** The best move of a reviewed turn drawn as the board's extra arrows (the core's arrow
 * colour) beside the played move's (the board's last-move arrows); null: none. Its steps
 * are the library's, played from the position before the move. */
function showBest(entry) {
  delete document.body.dataset.reviewBest;
  if (!entry?.best || entry.best === entry.played) {
    if (state.reviewArrows) board.arrows = null;
    state.reviewArrows = false;
    if (entry) document.body.dataset.reviewBest = entry.best ?? '';
    return;
  }
  const before = state.game.positionAfter(entry.index);
  const g = Game.fromPosition(before);
  try {
    board.arrows = g.playSteps(entry.best).map(({ from, to }) => ({ from, to }));
    state.reviewArrows = true;
    document.body.dataset.reviewBest = entry.best;
  } catch (e) {
    say(`The best move ${entry.best} could not be drawn: ${e.message}`);
  } finally {
    g.free();
    before.free();
  }
}

$('review-start').addEventListener('click', startReview);
$('review-stop').addEventListener('click', () => endReview(false));
$('review-graph').addEventListener('click', (e) => {
  const point = e.target.closest('g.turn');
  const entry = point && state.review?.entries[Number(point.dataset.index)];
  if (entry) go(entry.index);
});

// ---- Stepping through the turns.

function go(cursor) {
  const last = state.turns.length - 1;
  // Past the last turn: back to the live game (a reviewed game is over: its last turn
  // stays a view, to show that move's review).
  if (state.mode !== 'replay' && cursor >= last && !(state.review && cursor === last)) state.cursor = null;
  else state.cursor = Math.max(-1, Math.min(cursor, last));
  show();
}
const current = () => (state.cursor === null ? state.turns.length - 1 : state.cursor);
$('first').addEventListener('click', () => go(-1));
$('prev').addEventListener('click', () => go(current() - 1));
$('next').addEventListener('click', () => go(current() + 1));
$('last').addEventListener('click', () => go(state.turns.length - 1));
$('flip').addEventListener('click', () => board.flip());
$('hint').addEventListener('click', askHint);
list.addEventListener('click', (e) => {
  const b = e.target.closest('button[data-index]');
  if (b) go(Number(b.dataset.index));
});
document.addEventListener('keydown', (e) => {
  const el = e.composedPath()[0];
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return;
  const keys = { ArrowLeft: () => go(current() - 1), ArrowRight: () => go(current() + 1), Home: () => go(-1), End: () => go(state.turns.length - 1), f: () => board.flip(), h: askHint };
  if (keys[e.key]) {
    e.preventDefault();
    keys[e.key]();
  }
});

// ---- Records: load and save.

function fileName() {
  const d = new Date();
  const p = (n) => String(n).padStart(2, '0');
  return `arimaa-game-${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}.txt`;
}

$('save').addEventListener('click', () => {
  const text = state.mode === 'replay' ? state.record.toText() : state.game.toRecord();
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  a.download = fileName();
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
});

$('takeback').addEventListener('click', () => {
  const g = state.game;
  if (state.mode === 'replay') return;
  state.request = 0; // a bot answer still on its way is ignored
  clearHint();
  // The steps taken, else the last turn; against the bot, back to the person's turn.
  endReview(true);
  if (g.takeback() !== null && state.mode === 'bot') {
    while (g.sideToMove !== state.human && g.takeback() !== null);
  }
  state.turns = g.history();
  state.cursor = null;
  board.refresh();
  show();
  askBot(); // the bot's setup, when it sets up first
});

$('resign').addEventListener('click', () => {
  const g = state.game;
  if (state.mode === 'replay' || g.isOver()) return;
  // The side to move resigns: against the bot, only on the person's turn.
  if (state.mode === 'bot' && g.sideToMove !== state.human) return say('Resign on your own turn.');
  state.request = 0; // a bot answer still on its way is ignored
  g.resign();
  turnPlayed();
  board.refresh();
});

/** The records' text, parsed once for the chooser and Load: its games (or the error),
 * kept until the text changes (records are freed by the garbage collector).
 * `data-parses` on the body counts the parses. */
let parsed = { text: null, games: [], error: null };
function parsedGames() {
  const text = $('record-text').value;
  if (parsed.text !== text) {
    let games = [], error = null;
    try {
      games = readGames(text);
    } catch (e) {
      error = e;
    }
    parsed = { text, games, error };
    document.body.dataset.parses = String(Number(document.body.dataset.parses ?? 0) + 1);
  }
  return parsed;
}

/** Lists the games of the pasted text in the chooser (archives hold many). */
function listGames() {
  const pick = $('record-game');
  const { games, error } = parsedGames();
  if (error) {
    pick.hidden = true;
    return;
  }
  pick.replaceChildren(...games.map((r, i) => {
    const h = r.headers;
    const o = document.createElement('option');
    o.value = String(i);
    o.textContent = `${r.id ?? i + 1}: ${h.get('White') ?? h.get('wusername') ?? '?'} - ${h.get('Black') ?? h.get('busername') ?? '?'}`;
    return o;
  }));
  pick.hidden = games.length < 2;
}

function loadRecord() {
  try {
    const { games: records, error } = parsedGames();
    if (error) throw error;
    if (records.length === 0) throw new Error('no game found in the text');
    const record = records[Number($('record-game').value) || 0] ?? records[0];
    const game = record.replay();
    endReview(true);
    const old = [state.game, state.record];
    state.request = 0;
    clearHint();
    think('');
    state.mode = 'replay';
    state.record = record;
    state.game = game;
    state.turns = game.history();
    board.game = game; // the board lets go of the old game before it is freed
    // The old record may still be one of the parsed text's: the collector frees it.
    old.forEach((o) => o && !parsed.games.includes(o) && o.free());
    go(-1);
  } catch (e) {
    say(`Cannot load this record: ${e.message}`);
  }
}

// Typing or pasting: the chooser follows once the text rests for 200 ms (not at every
// keystroke: an archive of thousands of games takes a while to read).
let typing = 0;
$('record-text').addEventListener('input', () => {
  clearTimeout(typing);
  typing = setTimeout(listGames, 200);
});
$('record-file').addEventListener('change', async (e) => {
  const file = e.target.files?.[0];
  if (!file) return;
  $('record-text').value = await file.text();
  listGames();
  loadRecord();
});
$('load').addEventListener('click', loadRecord);
$('new-game').addEventListener('submit', (e) => {
  e.preventDefault();
  newGame();
});

// ---- The board's events.
board.addEventListener('setup', turnPlayed);
board.addEventListener('move', turnPlayed);
board.addEventListener('step', () => { clearHint(); describe(); });
board.addEventListener('undo', () => { clearHint(); describe(); });
board.addEventListener('refused', (e) => say(`Refused: ${e.detail.message}`));
board.addEventListener('prompt', (e) => say(e.detail.text)); // the board's own status line is hidden

await init();
thinking.title = THINKING_HELP;
newGame();
document.body.dataset.ready = 'true';
