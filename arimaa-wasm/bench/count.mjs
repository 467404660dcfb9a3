// The whole-process `countMoves` workload in Node: counts the opening and every row of the
// move-count table that gives a number of unique moves, ROUNDS times, through the built
// package, and prints the total number of moves counted. The native twin is
// `cargo run --release -p arimaa-wasm --example native_count -- --rounds ROUNDS` (same
// positions, same order, same total); time the two alternately from outside (e.g.
// `/usr/bin/time`) for the ratio of WebAssembly in Node to native (docs/guide/performance.md).
// Usage: node count.mjs PACKAGE_DIR ROUNDS [TABLE]
//   (TABLE default: tests/data/positions/move_count_table.tsv of this repository)
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { moveCounts } from '../tests/node/move-counts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const [pkg, roundsArg, tableArg] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 1);
const tablePath = tableArg ?? join(here, '..', '..', 'tests', 'data', 'positions', 'move_count_table.tsv');
const { init, Position } = await import(pathToFileURL(join(pkg, 'index.mjs')).href);
await init();

const positions = [['opening', Position.standard(), 3353]];
for (const r of moveCounts(readFileSync(tablePath, 'utf8'))) {
  if (r.uniqueMoves !== null) positions.push([`line ${r.line}: ${r.name} ${r.side}`, Position.fromShort(r.short), r.uniqueMoves]);
}
let total = 0;
for (let i = 0; i < rounds; i += 1) {
  for (const [label, pos, n] of positions) {
    const got = pos.countMoves();
    if (got !== n) throw new Error(`${label}: ${got} moves counted, ${n} published`);
    total += got;
  }
}
console.log(`${total} moves counted (${rounds} rounds of ${positions.length} positions)`);
