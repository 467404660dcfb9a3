// botMove, the built-in bot of the CLI (Rust crate arimaa-bot) in WebAssembly: its text is
// accepted by the rules (game.play) in the setups and a whole game; it takes a goal in one
// whenever the rules offer one (Position.goalMove() non-null); a node budget alone gives
// the same move every time; it answers within its time (measured and printed; the only
// bound is a generous sanity one); bad options are ArimaaErrors and the module keeps
// working.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Game, Position, botMove, ArimaaError } from 'arimaa';
import { table, tsv } from './data.mjs';

await init();

// A gold rabbit on c7 with c8 empty, a silver rabbit on h8, a gold rabbit on a1.
const GOAL = `g [${'       r'}${'  R     '}${' '.repeat(40)}${'R       '}]`;

test('the setups and a game by the bots are accepted by the rules', () => {
  const g = new Game();
  let turns = 0;
  while (!g.isOver() && turns < 40) {
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
    assert.ok(g.legalMoves().some((m) => m.text === a), `${a} is a legal move`);
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

test('bad options are ArimaaErrors, and the module keeps working', () => {
  const g = new Game();
  const bad = [
    { timeMs: -1 }, { timeMs: NaN }, { timeMs: Infinity }, { timeMs: '100' },
    { nodes: 1.5 }, { nodes: -2 }, { nodes: 2 ** 60 }, { seed: -1 }, { seed: 0.5 },
    { kind: 'deep' }, { kind: 3 },
  ];
  for (const options of bad) {
    assert.throws(() => botMove(g, options), (e) => e instanceof ArimaaError && e.rule === '',
      JSON.stringify(options));
  }
  assert.throws(() => botMove(g, 5), ArimaaError);
  assert.throws(() => botMove('not a game'), TypeError);
  assert.throws(() => botMove(g, { kind: 'deep' }), /kind must be "search", "classic" or "greedy"/);
  assert.equal(botMove(g, { nodes: 10 }).split(' ').length, 16);
});
