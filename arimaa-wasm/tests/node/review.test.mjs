// Bot.review and Review (arimaa_bot::review in WebAssembly): the labels the rules decide,
// checked against the rules' own goal search from JavaScript (Position.goalMove): a
// goal missed is a blunder whose best move is the goal; a move that lets the opponent
// goal is a blunder whose best move leaves no goal (goalMove() null after it) while the
// played one leaves one. The stepper, cut and resumed with seek, gives the same entries
// as one pass (nodes alone); the summary's counts are the entries' own; the graph has one
// point per move and a mark on each blunder; limits follow Bot.choose's rules (0 refused).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  init, Game, Position, Bot, Review, reviewGraph, reviewSummary, NotationError,
} from 'arimaa';

await init();

/** A position from its ranks, 8 first ("       r" is a silver rabbit on h8), gold to move. */
const board = (...ranks) => Position.fromShort(`g [${ranks.map((r) => r.padEnd(8)).join('')}]`);
const EMPTY = '';

// Gold's rabbit on c7 could goal (c8 empty); gold plays the elephant instead (the core's
// doctest in arimaa-bot/src/review/mod.rs).
function missedGoal() {
  const pos = board('       r', '  R', EMPTY, EMPTY, '   E', EMPTY, EMPTY, 'R');
  const g = Game.fromPosition(pos);
  g.play('Ed4n');
  return { g, pos };
}

// A silver rabbit on c2 with c1 empty; gold's elephant on e2 can freeze it (Ee2w: the
// rabbit then has no friend beside it) but gold moves a rabbit instead, and silver's
// rabbit can step onto c1.
function allowsGoal() {
  const pos = board(EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, '  r E', '       R');
  const g = Game.fromPosition(pos);
  g.play('Rh1n');
  return { g, pos };
}

const bot = new Bot({ hashMb: 2 });
const LIMITS = { nodes: 2000 };

test('a goal missed is a blunder, the goal shown as the best move', () => {
  const { g, pos } = missedGoal();
  const goal = pos.goalMove();
  assert.notEqual(goal, null, 'the rules see a goal');
  const entries = bot.review(g, LIMITS);
  assert.equal(entries.length, 1);
  const [e] = entries;
  assert.equal(e.label, 'blunder');
  assert.equal(e.reason, 'missed_goal');
  assert.equal(e.symbol, '??');
  assert.equal(e.played, 'Ed4n');
  // The best move is a goal by the rules: played on the position before, gold wins by goal.
  const g2 = Game.fromPosition(pos);
  g2.play(e.best);
  assert.deepEqual([g2.outcome()?.winner, g2.outcome()?.termination], ['gold', 'g']);
  assert.deepEqual([e.turn, e.number, e.color, e.index], [g.history()[0].label, Number.parseInt(e.turn, 10), 'gold', 0]);
  assert.ok(Object.isFrozen(e));
});

test('a move that lets the opponent goal is a blunder, the best move stops it', () => {
  const { g, pos } = allowsGoal();
  assert.equal(pos.goalMove(), null, 'gold has no goal itself');
  const entries = bot.review(g, LIMITS);
  assert.equal(entries.length, 1);
  const [e] = entries;
  assert.deepEqual([e.label, e.reason, e.played], ['blunder', 'allows_goal', 'Rh1n']);
  // The rules' goal search from JavaScript: after the played move silver has a goal,
  // after the best move none.
  const played = pos.play(e.played);
  assert.notEqual(played.goalMove(), null, 'after Rh1n silver goals');
  const best = pos.play(e.best);
  assert.equal(best.goalMove(), null, `after ${e.best} silver has no goal`);
  assert.ok(e.loss >= 0 && e.loss <= 1);
  assert.ok(e.winPlayed < 0.5, `the mover is losing after the blunder: ${e.winPlayed}`);
});

test('the stepper, cut and resumed, gives the entries of one pass; progress after each move', () => {
  const g = new Game();
  const greedy = new Bot({ kind: 'greedy' });
  for (let i = 0; i < 8; i += 1) g.play(greedy.turn(g));
  const calls = [];
  const whole = bot.review(g, { ...LIMITS, onProgress: (done, total, e) => calls.push([done, total, e.turn]) });
  assert.equal(whole.length, 6, 'setups are not reviewed');
  assert.deepEqual(calls.map(([d, t]) => [d, t]), whole.map((_, i) => [i + 1, 6]));
  assert.deepEqual(calls.map((c) => c[2]), g.history().slice(2).map((t) => t.label));
  const r = new Review(g);
  assert.equal(r.length, 6);
  const first = [r.next(bot, LIMITS), r.next(bot, LIMITS)];
  assert.equal(r.nextMove, 2);
  r.free();
  const later = new Review(g);
  later.seek(2);
  const rest = [];
  for (let e = later.next(bot, LIMITS); e !== null; e = later.next(bot, LIMITS)) rest.push(e);
  assert.ok(later.isFinished());
  assert.deepEqual([...first, ...rest], whole);
  // Each entry's move is the game's, without its capture tokens (as Bot.choose writes a
  // move: "Rf6x" is no step).
  const steps = (text) => text.split(' ').filter((s) => !s.endsWith('x')).join(' ');
  assert.deepEqual(whole.map((e) => e.played), g.history().slice(2).map((t) => steps(t.text)));
  for (const e of whole) assert.ok(['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(e.label));
});

test('the summary counts the entries; the graph has a point per move, a mark per blunder', () => {
  const entries = [...bot.review(missedGoal().g, LIMITS), ...bot.review(allowsGoal().g, LIMITS)];
  const s = reviewSummary(entries, 'gold');
  assert.deepEqual(
    [s.color, s.moves, s.blunders, s.best + s.good + s.inaccuracies + s.mistakes],
    ['gold', 2, 2, 0],
  );
  assert.ok(Math.abs(s.averageLoss - (entries[0].loss + entries[1].loss) / 2) < 1e-12);
  assert.equal(reviewSummary(entries, 'silver').moves, 0);
  const svg = reviewGraph(entries, { width: 400 });
  assert.ok(svg.startsWith('<svg') && svg.endsWith('</svg>'));
  assert.match(svg, /width="400" height="220"/);
  assert.equal([...svg.matchAll(/<g class="turn gold" data-turn="2g" data-index="\d"/g)].length, 2);
  assert.equal([...svg.matchAll(/class="mark gold blunder"/g)].length, 2);
  // Posted between threads (structured clone) the entries draw the same graph.
  assert.equal(reviewGraph(structuredClone(entries), { width: 400 }), svg);
});

test('limits as Bot.choose: 0 and bad types refused; bad entries refused', () => {
  const { g } = missedGoal();
  assert.throws(() => bot.review(g, { nodes: 0 }), RangeError);
  assert.throws(() => bot.review(g, { timeMs: 0 }), RangeError);
  assert.throws(() => bot.review(g, { nodes: '5' }), TypeError);
  assert.throws(() => bot.review(g, { onProgress: 3 }), TypeError);
  assert.throws(() => bot.review('game'), TypeError);
  assert.throws(() => new Review(g).next(bot, { nodes: -1 }), RangeError);
  assert.throws(() => new Review(g).seek(-1), RangeError);
  const [e] = bot.review(g, LIMITS);
  assert.throws(() => reviewGraph([{ ...e, played: 'Ed9n' }]), NotationError);
  assert.throws(() => reviewGraph([{ ...e, label: 'great' }]), RangeError);
  assert.throws(() => reviewGraph([{ ...e, loss: '0' }]), TypeError);
  assert.throws(() => reviewSummary([e], 'red'), RangeError);
  assert.throws(() => reviewGraph([e], { width: -1 }), RangeError);
  // The module keeps working.
  assert.equal(bot.review(g, LIMITS)[0].best, e.best);
});
