// The error classes and rule codes: one refusal of each kind through the JavaScript API,
// its class, rule name, code (the core's, RULES) and place; every entry point given bad
// input throws an ArimaaError or a TypeError, never a WebAssembly trap, and the module
// keeps working after each; a loop creating a million positions keeps memory flat.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  init, Position, Game, GameRecord, readGames, RULES,
  ArimaaError, NotationError, IllegalMoveError, InvalidPositionError,
} from 'arimaa';

await init();

function throwsWith(f, cls, props) {
  let caught;
  try { f(); } catch (e) { caught = e; }
  assert.ok(caught instanceof cls, `expected ${cls.name}, got ${caught}`);
  assert.ok(caught instanceof ArimaaError && caught instanceof Error);
  assert.equal(caught.name, cls.name);
  for (const [k, v] of Object.entries(props)) assert.equal(caught[k], v, `${k} of ${caught.message}`);
  assert.equal(caught.code, RULES[caught.rule] ?? 0, 'code = RULES[rule]');
  return caught;
}

test('RULES are the core codes', () => {
  // The codes of the core's Rule (arimaa-rules/src/rule.rs), stable across languages.
  assert.equal(RULES.notation, 1);
  assert.equal(RULES.occupied, 5);
  assert.equal(RULES.frozen, 7);
  assert.equal(RULES.third_repetition, 15);
  assert.equal(RULES.board_too_many_of_kind, 28);
});

test('NotationError: line and column', () => {
  throwsWith(() => Position.standard().playStep('Ed2q'), NotationError, { rule: 'notation', column: 4 });
  throwsWith(() => Position.fromShort('x [ ]'), NotationError, { rule: 'notation', column: 1 });
  const e = throwsWith(() => GameRecord.parse('1g Ra1 Rb1\n2x Ed2n\n'), NotationError, { rule: 'notation' });
  assert.equal(e.line, 2);
});

test('IllegalMoveError: rule and step index', () => {
  const p = Position.standard();
  throwsWith(() => p.playStep('Ra1n'), IllegalMoveError, { rule: 'occupied', step: 0 });
  p.playStep('Md2n');
  throwsWith(() => p.playStep('Ra4n'), IllegalMoveError, { rule: 'no_piece', step: 1 });
  throwsWith(() => Position.standard().play('Ee2n Ra1n'), IllegalMoveError, { rule: 'occupied', step: 1 });
  throwsWith(() => Position.standard().endMove(), IllegalMoveError, { rule: 'empty_move' });
  throwsWith(() => new Game().play('Ee2n'), IllegalMoveError, { rule: 'setup_expected' });
  throwsWith(() => new Game().playStep('Ee2n'), IllegalMoveError, { rule: 'setup_expected' });
  throwsWith(() => Position.standard().playAction(9999), IllegalMoveError, { rule: 'action_out_of_range' });
  throwsWith(() => Position.standard().playAction(-1), IllegalMoveError, { rule: 'action_out_of_range' });
});

test('InvalidPositionError: rule', () => {
  // Nine gold rabbits: the full set has eight.
  throwsWith(() => Position.fromShort('g [RRRRRRRRR' + ' '.repeat(55) + ']'), InvalidPositionError,
    { rule: 'board_too_many_of_kind' });
  // A gold cat alone on trap c3: it would have been captured.
  throwsWith(() => Position.fromShort('g [' + ' '.repeat(42) + 'C' + ' '.repeat(21) + ']'), InvalidPositionError,
    { rule: 'unguarded_trap' });
  assert.equal(Position.fromShort('g [' + ' '.repeat(42) + 'C' + ' '.repeat(21) + ']', { strict: false }).pieceAt('c3'), 'C');
});

test('a record refusal carries the turn label', () => {
  const text = '1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n'
    + '1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n2g Ra1n\n';
  throwsWith(() => Game.fromRecord(text), IllegalMoveError, { rule: 'occupied', label: '2g', line: 3 });
  assert.equal(readGames(text)[0].verify().verdict, 'illegal');
});

test('bad input everywhere: errors, never a trap, and the module keeps working', () => {
  const bad = [
    () => Position.fromShort(''), () => Position.fromShort('g ['.padEnd(200, 'Z')),
    () => Position.fromDiagram('nonsense'), () => Position.standard().pieceAt('z9'),
    () => Position.standard().pieceAt(''), () => Position.standard().isFrozen('a0'),
    () => Position.standard().legalSteps('i1'), () => Position.standard().playStep(''),
    () => Position.standard().playStep('Xa1n'), () => Position.standard().playStep({}),
    () => Position.standard().play(''), () => Position.standard().play('Ed2n Ed3n Ed4n Ed5n Ed6n'),
    () => Position.standard().playAction(257), () => Position.standard().playAction(2 ** 40),
    () => Position.standard().playAction(1.5), () => Position.standard().playAction(256),
    () => Position.standard().legalActions('purple'),
    () => Position.standard().svg({ lastMove: 'Ed2n' }), () => Position.standard().svg({ arrows: [{ from: 'a1', to: 'q' }] }),
    () => Position.standard().svg({ size: -1 }), () => Position.standard().svg({ fill: { zz: 'red' } }),
    () => Position.standard().legalMoves({ limit: -1 }),
    () => new Game().play(''), () => new Game().endMove(), () => { const g = new Game(); g.resign(); g.play('x'); },
    () => Game.fromRecord(''), () => Game.fromRecord('\u0000\u0001'), () => GameRecord.parse('1g'),
    () => readGames('id\tmovelist\n1\t1w Ra1\\n1b ra8\\n2w Ra1n\n'),
  ];
  for (const f of bad) {
    let caught = null;
    try { f(); } catch (e) { caught = e; }
    if (caught !== null) {
      assert.ok(caught instanceof ArimaaError || caught instanceof TypeError || caught instanceof RangeError, `${f}: ${caught}`);
      if (caught instanceof ArimaaError) assert.ok(caught.code > 0 && RULES[caught.rule] === caught.code, `${f}: a rule code`);
      assert.ok(!(caught instanceof WebAssembly.RuntimeError), `${f}`);
    }
    // Still working after each.
    assert.equal(Position.standard().countMoves(), 3353);
  }
});

test('a million positions keep memory flat', async () => {
  // Half are freed at once, half left to the garbage collector (wasm-bindgen's weak
  // references free them when collected; finalizers run between event-loop turns).
  const used = () => process.memoryUsage().rss;
  const p = Position.standard();
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  const batch = async () => {
    for (let i = 0; i < 10_000; i += 1) {
      const q = p.clone();
      if (i % 2 === 0) q.free();
    }
    globalThis.gc?.();
    await tick();
  };
  for (let b = 0; b < 10; b += 1) await batch();
  const before = used();
  for (let b = 0; b < 100; b += 1) await batch();
  const after = used();
  console.log(`# memory: rss ${(before / 2 ** 20).toFixed(0)} MB -> ${(after / 2 ** 20).toFixed(0)} MB over 1,000,000 positions`);
  assert.ok(after - before < 64 * 2 ** 20, `rss grew by ${after - before} bytes`);
  assert.equal(p.countMoves(), 3353);
});
