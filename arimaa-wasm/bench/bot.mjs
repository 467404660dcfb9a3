// The bot benchmark's WebAssembly side (not a test): run by arimaa-wasm/scripts/bench-bot.sh
// after the native example (examples/native_bot.rs). For every position and node budget
// of the native run, Bot.choose (the same search bot, seed 1, nodes alone) through
// WebAssembly in Node: the best time of RUNS, the nodes per second of both sides (the
// nodes the native run spent: the same search, as the identical move shows) and whether
// the moves agree.
// Usage: node bot.mjs PACKAGE_DIR NATIVE_TSV [RUNS]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [pkg, nativePath, runsArg] = process.argv.slice(2);
const { init, Game, Position, Bot } = await import(pathToFileURL(join(pkg, 'index.mjs')).href);
await init();
const runs = Math.max(1, Number(runsArg ?? 3));
const bot = new Bot({ seed: 1 });

let agree = 0, total = 0;
const ratios = [];
console.log('position\tnodes budget\tnodes spent\tnative ms\twasm ms\tnative nodes/s\twasm nodes/s\twasm/native\tsame move');
for (const line of readFileSync(nativePath, 'utf8').trim().split('\n')) {
  const [label, short, nodes, spent, ns, nativeMove] = line.split('\t');
  const game = Game.fromPosition(Position.fromShort(short));
  let best = Infinity, move = null;
  for (let i = 0; i < runs; i += 1) {
    const t = process.hrtime.bigint();
    move = game.isOver() ? '-' : bot.choose(game, { nodes: Number(nodes) });
    best = Math.min(best, Number(process.hrtime.bigint() - t));
  }
  game.free();
  const same = move === nativeMove;
  agree += same ? 1 : 0;
  total += 1;
  const nativeRate = Number(spent) / (Number(ns) / 1e9);
  const wasmRate = Number(spent) / (best / 1e9);
  if (Number(spent) > 0) ratios.push(wasmRate / nativeRate);
  console.log([label, nodes, spent, (Number(ns) / 1e6).toFixed(1), (best / 1e6).toFixed(1),
    Math.round(nativeRate), Math.round(wasmRate), (wasmRate / nativeRate).toFixed(2),
    same ? 'yes' : `NO (native ${nativeMove}, wasm ${move})`].join('\t'));
}
const geo = Math.exp(ratios.reduce((a, r) => a + Math.log(r), 0) / ratios.length);
console.log(`same move natively and in WebAssembly: ${agree} of ${total}; WebAssembly speed / native (geometric mean): ${geo.toFixed(2)}`);
if (agree !== total) process.exitCode = 1;
