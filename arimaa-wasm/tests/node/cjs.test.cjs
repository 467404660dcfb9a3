// The CommonJS route: require('arimaa') gives the same API, loaded on require.
const { test } = require('node:test');
const assert = require('node:assert/strict');
const arimaa = require('arimaa');

test('require("arimaa") works without init', async () => {
  assert.equal(arimaa.Position.standard().countMoves(), 3353);
  await arimaa.init();
  assert.throws(() => arimaa.Position.standard().playStep('Ra1n'),
    (e) => e instanceof arimaa.IllegalMoveError && e instanceof arimaa.ArimaaError && e.rule === 'occupied' && e.code === 5);
  assert.equal(typeof require.resolve('arimaa'), 'string');
  assert.ok(require.resolve('arimaa').endsWith('index.cjs'));
});
