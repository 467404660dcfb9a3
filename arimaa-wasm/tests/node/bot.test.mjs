// Bot, the built-in bot of the CLI (Rust crate arimaa-bot) in WebAssembly, shaped as
// Python's arimaa.Bot: its text is accepted by the rules (game.play) in the setups and a
// whole game; it takes a goal in one whenever the rules offer one (Position.goalMove()
// non-null); a finished game is refused (game_over), a move asked in the setup phase
// (setup_expected) and a setup after it (not_setup_phase), as in Python and C; a node
// budget alone gives the same move every time; it answers within its time (measured and
// printed; the only bound is a generous sanity one); analyze gives the same move with its
// depth, score, nodes and line, and reports its progress; options of the wrong type are
// TypeErrors, bad values (0 limits, depths past 40) RangeErrors, and the module keeps
// working.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Game, Position, Bot, Analysis, ArimaaError, IllegalMoveError } from 'arimaa';
import { moveCountTable } from './data.mjs';

await init();

// A gold rabbit on c7 with c8 empty, a silver rabbit on h8, a gold rabbit on a1.
const GOAL = `g [${'       r'}${'  R     '}${' '.repeat(40)}${'R       '}]`;

test('the setups and a game by the bots are accepted by the rules', () => {
  const g = new Game();
  let turns = 0;
  while (!g.isOver() && turns < 40) {
    const kind = g.sideToMove === 'gold' ? 'search' : 'greedy';
    const text = new Bot({ kind }).turn(g, { nodes: 3000 });
    assert.equal(typeof text, 'string');
    g.play(text); // throws if the rules refuse it
    turns += 1;
    if (turns <= 2) assert.equal(text.split(' ').length, 16, `a setup: ${text}`);
  }
  assert.ok(g.history().length === turns);
});

test('a goal in one is taken (the rules: goalMove() is non-null)', () => {
  const pos = Position.fromShort(GOAL);
  assert.notEqual(pos.goalMove(), null);
  for (const kind of ['search', 'greedy']) {
    const g = Game.fromPosition(pos);
    const bot = new Bot({ kind });
    g.play(bot.choose(g));
    assert.deepEqual(g.outcome()?.winner, 'gold', kind);
    assert.equal(g.outcome()?.termination, 'g');
    // Over: every call is refused with the core's rule, as in Python and C.
    for (const f of [() => bot.turn(g), () => bot.choose(g), () => bot.analyze(g)]) {
      assert.throws(f, (e) => e instanceof IllegalMoveError && e.rule === 'game_over');
    }
    assert.throws(() => bot.setup(g), (e) => e instanceof IllegalMoveError && e.rule === 'not_setup_phase');
  }
  // A move asked in the setup phase.
  const bot = new Bot();
  for (const f of [() => bot.choose(new Game()), () => bot.analyze(new Game())]) {
    assert.throws(f, (e) => e instanceof IllegalMoveError && e.rule === 'setup_expected');
  }
});

test('a node budget alone is deterministic', () => {
  const g = opening();
  const bot = new Bot({ seed: 7 });
  for (const nodes of [1, 500, 5000, 20000]) {
    const a = bot.choose(g, { nodes });
    const b = new Bot({ seed: 7 }).turn(g, { nodes });
    assert.equal(a, b, `${nodes} nodes`);
    // Played and taken back: the rules accept it (its steps may come in another order than
    // the one legalMoves() writes for the same board).
    g.play(a);
    g.takeback();
  }
  // The same text as native Rust for the same game, seed and budget (arimaa-bot): the
  // first move of the opening after the bot's setups, seed 7, 20,000 nodes.
  console.log(`# opening, seed 7, 20000 nodes: ${bot.choose(g, { nodes: 20000 })}`);
});

// The opening, and the position of the move-count table with the most unique moves
// (338,034: the search cannot finish there in 50 ms).
const largest = moveCountTable()
  .filter((r) => r.metric === 'unique_moves')
  .reduce((a, r) => (r.expected > a.expected ? r : a));

test('answers within its time', () => {
  const cases = [
    ['the opening', Position.standard()],
    [`${largest.name} (${largest.expected} moves)`, Position.fromShort(largest.short)],
  ];
  for (const [name, pos] of cases) {
    const g = Game.fromPosition(pos);
    for (const timeMs of [50, 300, undefined]) {
      const t0 = performance.now();
      const text = new Bot().choose(g, timeMs === undefined ? {} : { timeMs });
      const took = performance.now() - t0;
      const limit = timeMs ?? 1000;
      console.log(`# ${name}, timeMs ${limit}: answered ${text} in ${took.toFixed(1)} ms`);
      // Legal: the game accepts it (a copy, so that every call sees the same position).
      Game.fromPosition(pos).play(text);
      assert.ok(took < 5 * limit + 1000, `took ${took} ms for ${limit} ms`);
    }
  }
});

test('options of the wrong type are TypeErrors, bad values RangeErrors; the module keeps working', () => {
  const g = opening();
  const badOptions = [
    { seed: -1 }, { seed: 0.5 }, { kind: 'deep' }, { hashMb: 0 }, { hashMb: 4097 }, { hashMb: 1.5 },
    { hashMb: -32 }, { maxDepth: 0 }, { maxDepth: 2.5 }, { maxDepth: 41 }, { maxDepth: NaN },
  ];
  const badOptionTypes = [{ seed: '1' }, { kind: 3 }, { hashMb: '32' }, { maxDepth: true }, { maxDepth: {} }];
  for (const options of badOptions) {
    const word = Object.keys(options)[0];
    assert.throws(() => new Bot(options), (e) => e instanceof RangeError && !(e instanceof ArimaaError) &&
      e.message.startsWith(word), JSON.stringify(options));
  }
  for (const options of badOptionTypes) {
    const word = Object.keys(options)[0];
    assert.throws(() => new Bot(options), (e) => e instanceof TypeError && !(e instanceof ArimaaError) &&
      e.message.startsWith(word), String(Object.values(options)[0]));
  }
  for (const options of [5, 'fast', null, true]) assert.throws(() => new Bot(options), TypeError);
  assert.throws(() => new Bot({ kind: 'deep' }), /kind must be "search", "classic" or "greedy"/);
  // The limits of a call: 0 is refused, as in Python and C.
  const badLimits = [
    { timeMs: 0 }, { timeMs: -1 }, { timeMs: NaN }, { timeMs: Infinity },
    { nodes: 0 }, { nodes: 1.5 }, { nodes: -2 }, { nodes: 2 ** 60 },
  ];
  const badLimitTypes = [{ timeMs: '100' }, { nodes: 10n }];
  const bot = new Bot();
  for (const [name, f] of [['choose', bot.choose], ['analyze', bot.analyze], ['turn', bot.turn]]) {
    for (const limits of badLimits) {
      const word = Object.keys(limits)[0];
      assert.throws(() => f.call(bot, g, limits), (e) => e instanceof RangeError && !(e instanceof ArimaaError) &&
        e.message.startsWith(word), `${name} ${JSON.stringify(limits)}`);
    }
    for (const limits of badLimitTypes) {
      const word = Object.keys(limits)[0];
      assert.throws(() => f.call(bot, g, limits), (e) => e instanceof TypeError && !(e instanceof ArimaaError) &&
        e.message.startsWith(word), `${name} ${String(Object.values(limits)[0])}`);
    }
    for (const limits of [5, 'fast', null, true]) {
      assert.throws(() => f.call(bot, g, limits), TypeError, `${name} ${String(limits)}`);
    }
    assert.throws(() => f.call(bot, 'not a game'), TypeError);
  }
  assert.throws(() => bot.setup('not a game'), TypeError);
  assert.throws(() => bot.analyze(g, { onProgress: 'log' }), TypeError);
  // The bounds themselves are accepted, and the bot keeps them as given.
  const small = new Bot({ hashMb: 1, maxDepth: 1 });
  assert.equal(small.choose(g, { nodes: 10 }).length > 0, true);
  const large = new Bot({ hashMb: 4096, maxDepth: 40 });
  assert.deepEqual([large.kind, large.seed, large.hashMb, large.maxDepth], ['search', 1, 4096, 40]);
  assert.equal(large.choose(g, { nodes: 10 }).length > 0, true);
  assert.deepEqual([bot.kind, bot.seed, bot.hashMb, bot.maxDepth], ['search', 1, 32, null]);
  assert.ok(Object.isFrozen(bot));
});

/** A game after both bots' setups. */
function opening() {
  const g = new Game();
  const bot = new Bot();
  g.play(bot.setup(g));
  g.play(bot.setup(g));
  return g;
}

test('analyze: the same move as choose, with depth, score, nodes and line', () => {
  const g = new Game();
  // A setup: the placements, nothing searched; turn gives the same.
  const setup = new Bot({ seed: 3 }).setup(g);
  assert.equal(setup.split(' ').length, 16);
  assert.equal(new Bot({ seed: 3 }).turn(g), setup);
  const o = opening();
  for (const kind of ['search', 'classic', 'greedy']) {
    const bot = new Bot({ seed: 5, kind, hashMb: 4 });
    const a = bot.analyze(o, { nodes: 4000 });
    assert.equal(a.move, bot.choose(o, { nodes: 4000 }), kind);
    assert.equal(a.move, bot.turn(o, { nodes: 4000 }), kind);
    assert.ok(a instanceof Analysis && Object.isFrozen(a));
    assert.deepEqual(Object.keys(a), ['move', 'depth', 'score', 'nodes', 'pv']);
    for (const k of ['depth', 'score', 'nodes']) assert.ok(Number.isInteger(a[k]), `${kind} ${k} ${a[k]}`);
    assert.ok(a.nodes > 0 && a.nodes <= 4000, `${kind} nodes ${a.nodes}`);
    assert.ok(a.depth >= 0 && Math.abs(a.score) <= Analysis.WIN, `${kind} ${JSON.stringify(a)}`);
    // Right after the setups no side can win within two of its turns (a rabbit needs 6
    // steps to its goal rank), beyond what 4000 nodes search: an evaluation.
    assert.equal(a.decided(), null, kind);
    assert.ok(Array.isArray(a.pv) && a.pv.length >= 1 && a.pv.every((t) => typeof t === 'string'));
    assert.equal(a.pv[0], a.move);
    // The line is played by the rules, turn after turn (its last entry may be a partial
    // turn: its steps are legal).
    const line = Game.fromRecord(o.toRecord());
    a.pv.forEach((t, i) => {
      if (i < a.pv.length - 1) line.play(t);
      else for (const s of t.split(' ')) line.playStep(s);
    });
    console.log(`# ${kind}, 4000 nodes: depth ${a.depth} score ${a.score} nodes ${a.nodes} pv ${a.pv.join(' | ')}`);
  }
  // A goal in one: the search sees the win (score near +30000) once it searches.
  const goal = Game.fromPosition(Position.fromShort(GOAL));
  const won = new Bot().analyze(goal, { nodes: 20000 });
  goal.play(won.move);
  assert.equal(goal.outcome()?.winner, 'gold');
  console.log(`# goal in one: ${JSON.stringify(won)}`);
  // Decided: a win within one turn, at most 4 steps (the rules' longest move), scores
  // Analysis.WIN less at most 4.
  assert.equal(Analysis.WIN, 30000);
  if (won.depth > 0) {
    assert.equal(won.decided(), true);
    assert.ok(won.score < Analysis.WIN && won.score >= Analysis.WIN - 4, `a win in one turn scores Analysis.WIN - 1..4: ${won.score}`);
  }
  assert.throws(() => new Bot().analyze(goal), (e) => e instanceof IllegalMoveError && e.rule === 'game_over');
});

test('analyze reports its progress; an exception there stops it and is rethrown', () => {
  const o = opening();
  const seen = [];
  const a = new Bot().analyze(o, { nodes: 5000, onProgress: (p) => seen.push(p) });
  assert.ok(seen.length >= 1, 'at least one report');
  for (const p of seen) {
    assert.ok(p instanceof Analysis);
    assert.deepEqual(Object.keys(p), ['move', 'depth', 'score', 'nodes', 'pv']);
    // The opening is far from any end: an evaluation, not a decided score.
    assert.equal(p.decided(), null);
    assert.equal(p.pv[0], p.move);
  }
  // Depth never decreases from one report to the next, and the last is the answer's move.
  for (let i = 1; i < seen.length; i++) assert.ok(seen[i].depth >= seen[i - 1].depth);
  assert.equal(seen.at(-1).move, a.move);
  // The classic bot reports each new best move as it finds it: the first report stops it
  // long before its time. (The search bot reports after each completed depth; its
  // placeholder, until the step-based search lands, reports once at its end.)
  const boom = new Error('stop here');
  let calls = 0;
  const t0 = performance.now();
  assert.throws(() => new Bot({ kind: 'classic' }).analyze(o, { timeMs: 5000, onProgress: () => { calls += 1; throw boom; } }),
    (e) => e === boom);
  assert.equal(calls, 1, 'stopped at the first report');
  const took = performance.now() - t0;
  console.log(`# classic, 5000 ms, stopped by its first report after ${took.toFixed(0)} ms`);
  assert.ok(took < 2500, `stopped before its time: ${took} ms`);
  assert.equal(new Bot().choose(o, { nodes: 10 }).length > 0, true, 'the module still works');
});
