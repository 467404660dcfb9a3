// Every published unique-move count of positions/move_count_table.tsv (metric
// unique_moves, and unique_positions_incl_start = unique moves + 1), and every count
// recomputed with AEI pyrimaa (column aei_check), from JavaScript.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Position } from 'arimaa';
import { moveCountTable } from './data.mjs';

await init();
const rows = moveCountTable();
const position = (r) => Position.fromShort(r.short);

test('unique move counts match the published table', () => {
  let checked = 0;
  for (const r of rows) {
    if (r.uniqueMoves === null) continue;
    assert.equal(position(r).countMoves(), r.uniqueMoves, `line ${r.line}: ${r.name} ${r.side}`);
    checked += 1;
  }
  // 54 rows of the published table use these two metrics.
  assert.equal(checked, 54);
  console.log(`# move-count table: ${checked} published counts checked`);
});

test('every AEI-recomputed count matches', () => {
  let checked = 0;
  for (const r of rows.filter((r) => r.aeiCheck !== null)) {
    assert.equal(position(r).countMoves(), r.aeiCheck, `line ${r.line}: ${r.name} ${r.side}`);
    checked += 1;
  }
  assert.equal(checked, 57);
  console.log(`# move-count table: ${checked} AEI-recomputed counts checked`);
});

test('legalMoves lists as many distinct boards as the published count (rows up to 5000)', () => {
  let rowsChecked = 0;
  for (const r of rows.filter((r) => r.metric === 'unique_moves' && r.expected <= 5000)) {
    const start = position(r);
    const moves = start.legalMoves();
    assert.equal(moves.length, r.expected, `line ${r.line}: ${r.name}`);
    const boards = new Set();
    for (const m of moves) {
      const p = start.play(m.text);
      const board = p.toShort().slice(2);
      assert.ok(!boards.has(board), `${m.text} repeats a board`);
      boards.add(board);
      p.free();
    }
    assert.ok(!boards.has(start.toShort().slice(2)), 'the unchanged board is no move');
    rowsChecked += 1;
  }
  assert.ok(rowsChecked > 0);
  assert.equal(Position.standard().legalMoves({ limit: 10 }).length, 10);
});
