// botMove, the built-in bot of the CLI (Rust crate arimaa-bot) in WebAssembly: its text is
// accepted by the rules (game.play) in the setups and a whole game; it takes a goal in one
// whenever the rules offer one (Position.goalMove() non-null); a node budget alone gives
// the same move every time; it answers within its time (measured and printed; the only
// bound is a generous sanity one); botAnalyze gives the same turn with its depth, score,
// nodes and line, and reports its progress; options of the wrong type are TypeErrors, bad
// values RangeErrors, and the module keeps working.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Game, Position, botMove, botAnalyze, ArimaaError } from 'arimaa';
import { table, tsv } from './data.mjs';

await init();

// A gold rabbit on c7 with c8 empty, a silver rabbit on h8, a gold rabbit on a1.
const GOAL = `g [${'       r'}${'  R     '}${' '.repeat(40)}${'R       '}]`;

test('the setups and a game by the bots are accepted by the rules', () => {
  const g = new Game();
  let turns = 0;
  while (!g.isOver && turns < 40) {
    const kind = g.sideToMove === 'gold' ? 'search' : 'greedy';
    const text = botMove(g, { nodes: 3000, kind });
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
    g.play(botMove(g, { kind }));
    assert.deepEqual(g.outcome()?.winner, 'gold', kind);
    assert.equal(g.outcome()?.termination, 'g');
    // Over: no turn.
    assert.equal(botMove(g), null);
  }
});

test('a node budget alone is deterministic', () => {
  const g = new Game();
  g.play(botMove(g, { nodes: 0 }));
  g.play(botMove(g, { nodes: 0 }));
  for (const nodes of [1, 500, 5000, 20000]) {
    const a = botMove(g, { nodes, seed: 7 });
    const b = botMove(g, { nodes, seed: 7 });
    assert.equal(a, b, `${nodes} nodes`);
    // Played and taken back: the rules accept it (its steps may come in another order than
    // the one legalMoves() writes for the same board).
    g.play(a);
    g.takeback();
  }
  // The same text as native Rust for the same game, seed and budget (arimaa-bot): the
  // first move of the opening after the bot's setups, seed 7, 20,000 nodes.
  console.log(`# opening, seed 7, 20000 nodes: ${botMove(g, { nodes: 20000, seed: 7 })}`);
});

// The opening, and the position of the move-count table with the most unique moves
// (338,034: the search cannot finish there in 50 ms).
const largest = tsv(table('positions/move_count_table.tsv'))
  .filter((r) => r.metric === 'unique_moves')
  .reduce((a, r) => (Number(r.expected) > Number(a.expected) ? r : a));

test('answers within its time', () => {
  const cases = [
    ['the opening', Position.standard()],
    [`${largest.name_or_label} (${largest.expected} moves)`, Position.fromShort(`${largest.side} [${largest.board}]`)],
  ];
  for (const [name, pos] of cases) {
    const g = Game.fromPosition(pos);
    for (const timeMs of [50, 300, undefined]) {
      const t0 = performance.now();
      const text = botMove(g, timeMs === undefined ? {} : { timeMs });
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
  const g = new Game();
  const badValues = [
    { timeMs: -1 }, { timeMs: NaN }, { timeMs: Infinity },
    { nodes: 1.5 }, { nodes: -2 }, { nodes: 2 ** 60 }, { seed: -1 }, { seed: 0.5 },
    { kind: 'deep' }, { hashMb: 0 }, { hashMb: 1025 }, { hashMb: 1.5 }, { hashMb: -32 },
    { maxDepth: 0 }, { maxDepth: 2.5 }, { maxDepth: 2 ** 32 }, { maxDepth: NaN },
  ];
  const badTypes = [
    { timeMs: '100' }, { nodes: 10n }, { seed: '1' }, { kind: 3 }, { hashMb: '32' },
    { maxDepth: true }, { maxDepth: {} },
  ];
  for (const f of [botMove, botAnalyze]) {
    for (const options of badValues) {
      const word = Object.keys(options)[0];
      assert.throws(() => f(g, options), (e) => e instanceof RangeError && !(e instanceof ArimaaError) &&
        e.message.startsWith(word), `${f.name} ${JSON.stringify(options)}`);
    }
    for (const options of badTypes) {
      const word = Object.keys(options)[0];
      assert.throws(() => f(g, options), (e) => e instanceof TypeError && !(e instanceof ArimaaError) &&
        e.message.startsWith(word), `${f.name} ${String(Object.values(options)[0])}`);
    }
    for (const options of [5, 'fast', null, true]) {
      assert.throws(() => f(g, options), TypeError, `${f.name} ${String(options)}`);
    }
    assert.throws(() => f('not a game'), TypeError);
    assert.throws(() => f(g, { kind: 'deep' }), /kind must be "search", "classic" or "greedy"/);
  }
  assert.throws(() => botAnalyze(g, { onProgress: 'log' }), TypeError);
  // The bounds themselves are accepted.
  assert.equal(botMove(g, { nodes: 10, hashMb: 1, maxDepth: 1 }).split(' ').length, 16);
  assert.equal(botMove(g, { nodes: 10, hashMb: 1024, maxDepth: 2 ** 32 - 1 }).split(' ').length, 16);
});

/** A game after both bots' setups. */
function opening() {
  const g = new Game();
  g.play(botMove(g, { nodes: 0 }));
  g.play(botMove(g, { nodes: 0 }));
  return g;
}

test('botAnalyze: the same turn as botMove, with depth, score, nodes and line', () => {
  const g = new Game();
  // A setup: the placements, nothing searched.
  const setup = botAnalyze(g, { seed: 3 });
  assert.deepEqual(setup, { move: botMove(g, { seed: 3 }), depth: 0, score: 0, nodes: 0, pv: [setup.move] });
  const o = opening();
  for (const kind of ['search', 'classic', 'greedy']) {
    const options = { nodes: 4000, seed: 5, kind, hashMb: 4 };
    const a = botAnalyze(o, options);
    assert.equal(a.move, botMove(o, options), kind);
    assert.deepEqual(Object.keys(a), ['move', 'depth', 'score', 'nodes', 'pv']);
    for (const k of ['depth', 'score', 'nodes']) assert.ok(Number.isInteger(a[k]), `${kind} ${k} ${a[k]}`);
    assert.ok(a.nodes > 0 && a.nodes <= 4000, `${kind} nodes ${a.nodes}`);
    assert.ok(a.depth >= 0 && Math.abs(a.score) <= 30000, `${kind} ${JSON.stringify(a)}`);
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
  const won = botAnalyze(goal, { nodes: 20000 });
  goal.play(won.move);
  assert.equal(goal.outcome()?.winner, 'gold');
  console.log(`# goal in one: ${JSON.stringify(won)}`);
  if (won.depth > 0) assert.ok(won.score >= 29000, `a win scores near 30000: ${won.score}`);
  assert.equal(botAnalyze(goal), null);
});

test('botAnalyze reports its progress; an exception there stops it and is rethrown', () => {
  const o = opening();
  const seen = [];
  const a = botAnalyze(o, { nodes: 5000, onProgress: (p) => seen.push(p) });
  assert.ok(seen.length >= 1, 'at least one report');
  for (const p of seen) {
    assert.deepEqual(Object.keys(p), ['move', 'depth', 'score', 'nodes', 'pv']);
    assert.equal(p.pv[0], p.move);
  }
  // Depth never decreases from one report to the next, and the last is the answer's move.
  for (let i = 1; i < seen.length; i++) assert.ok(seen[i].depth >= seen[i - 1].depth);
  assert.equal(seen.at(-1).move, a.move);
  // A setup reports nothing.
  botAnalyze(new Game(), { onProgress: () => assert.fail('a setup is not searched') });
  // The classic bot reports each new best move as it finds it: the first report stops it
  // long before its time. (The search bot reports after each completed depth; its
  // placeholder, until the step-based search lands, reports once at its end.)
  const boom = new Error('stop here');
  let calls = 0;
  const t0 = performance.now();
  assert.throws(() => botAnalyze(o, { kind: 'classic', timeMs: 5000, onProgress: () => { calls += 1; throw boom; } }),
    (e) => e === boom);
  assert.equal(calls, 1, 'stopped at the first report');
  const took = performance.now() - t0;
  console.log(`# classic, 5000 ms, stopped by its first report after ${took.toFixed(0)} ms`);
  assert.ok(took < 2500, `stopped before its time: ${took} ms`);
  assert.equal(botMove(o, { nodes: 10 }).length > 0, true, 'the module still works');
});
