// The npm package's benchmark (not a test): run by arimaa-wasm/scripts/bench.sh, which
// builds the package and the native example first and passes the native timings here.
//   - countMoves through WebAssembly in Node on the opening and on every unique_moves row
//     of the move-count table, beside the native Rust count_moves of the same run;
//   - random games from the opening played step by step from JavaScript: through the
//     object API (legalSteps / playStep / endMove) and through the action API
//     (legalActions as a new Int32Array, and legalActionsInto a reused one / playAction),
//     steps per second.
// Usage: node bench.mjs PACKAGE_DIR TABLE NATIVE_TSV [MS]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { moveCounts } from '../tests/node/move-counts.mjs';

const [pkg, tablePath, nativePath, msArg] = process.argv.slice(2);
const { init, Position, ACTION_SPACE } = await import(pathToFileURL(join(pkg, 'index.mjs')).href);
await init();
const budget = Number(msArg ?? 200);

function best(f) {
  const start = performance.now();
  let b = Infinity, n = 0, runs = 0;
  while (runs < 3 || performance.now() - start < budget) {
    const t = process.hrtime.bigint();
    n = f();
    b = Math.min(b, Number(process.hrtime.bigint() - t));
    runs += 1;
  }
  return [n, b];
}

const native = new Map(readFileSync(nativePath, 'utf8').trim().split('\n').map((l) => {
  const [label, n, ns] = l.split('\t');
  return [label, { n: Number(n), ns: Number(ns) }];
}));

const rows = [];
const opening = Position.standard();
best(() => opening.countMoves()); // warm-up
rows.push(['opening', opening]);
for (const r of moveCounts(readFileSync(tablePath, 'utf8'))) {
  if (r.uniqueMoves !== null) rows.push([`line ${r.line}: ${r.name} ${r.side}`, Position.fromShort(r.short)]);
}

console.log('countMoves: WebAssembly in Node vs native Rust (best of runs, same machine, same run)');
console.log(['position', 'moves', 'wasm ms', 'native ms', 'wasm/native'].join('\t'));
let sumW = 0, sumN = 0, worst = 0, worstLabel = '';
for (const [label, pos] of rows) {
  const [n, ns] = best(() => pos.countMoves());
  const nat = native.get(label);
  if (!nat || nat.n !== n) throw new Error(`${label}: native count ${nat?.n} differs from ${n}`);
  sumW += ns; sumN += nat.ns;
  const ratio = ns / nat.ns;
  if (label !== 'opening' && ratio > worst) { worst = ratio; worstLabel = `${label}, ${n} moves, native ${(nat.ns / 1e3).toFixed(1)} us`; }
  if (label === 'opening' || rows.length <= 12) {
    console.log([label, n, (ns / 1e6).toFixed(3), (nat.ns / 1e6).toFixed(3), ratio.toFixed(2)].join('\t'));
  }
}
console.log(`table (${rows.length - 1} rows): wasm ${(sumW / 1e6).toFixed(1)} ms, native ${(sumN / 1e6).toFixed(1)} ms in total, ratio ${(sumW / sumN).toFixed(2)} (worst row ${worst.toFixed(2)}: ${worstLabel})`);

// A small deterministic generator (xorshift32) for the random games.
let seed = 0x9e3779b9;
const rand = (n) => {
  seed ^= seed << 13; seed >>>= 0; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0;
  return seed % n;
};

function objectGames(ms) {
  let steps = 0, games = 0, moves = 0;
  const start = performance.now();
  let p = Position.standard();
  while (performance.now() - start < ms) {
    const list = p.legalSteps();
    const canEnd = p.canEndMove();
    const choices = list.length + (canEnd ? 1 : 0);
    if (choices === 0) {
      while (p.undoStep() !== null) steps -= 0; // a dead end: start the move again
      continue;
    }
    const k = rand(choices);
    if (k < list.length) {
      p.playStep(list[k]);
      steps += 1;
    } else {
      p.endMove();
      moves += 1;
      if (p.outcomeAfterMove() !== null || p.moveNumber > 300) {
        p.free();
        p = Position.standard();
        games += 1;
      }
    }
  }
  const s = (performance.now() - start) / 1000;
  return { steps, moves, games, perSecond: steps / s };
}

// `into`: the ids written into one Int32Array of the caller's (legalActionsInto), else a
// new array each step (legalActions).
function actionGames(ms, into = false) {
  const END = ACTION_SPACE.endMove;
  let actions = 0, steps = 0, games = 0;
  const start = performance.now();
  let p = Position.standard();
  const out = new Int32Array(ACTION_SPACE.actions);
  while (performance.now() - start < ms) {
    for (let i = 0; i < 1000; i += 1) {
      let a;
      if (into) {
        a = out[rand(p.legalActionsInto(out))];
      } else {
        const ids = p.legalActions();
        a = ids[rand(ids.length)];
      }
      p.playAction(a);
      actions += 1;
      if (a !== END) {
        steps += 1;
      } else if (p.outcomeAfterMove() !== null || p.moveNumber > 300) {
        p.free();
        p = Position.standard();
        games += 1;
      }
    }
  }
  const s = (performance.now() - start) / 1000;
  return { actions, steps, games, perSecond: steps / s, actionsPerSecond: actions / s };
}

const o = objectGames(3000);
console.log(`random games, object API (legalSteps/playStep/endMove): ${Math.round(o.perSecond).toLocaleString('en')} steps/s (${o.steps} steps, ${o.moves} moves, ${o.games} games)`);
const a = actionGames(3000);
console.log(`random games, action API (legalActions Int32Array/playAction): ${Math.round(a.perSecond).toLocaleString('en')} steps/s, ${Math.round(a.actionsPerSecond).toLocaleString('en')} actions/s incl. move ends (${a.steps} steps, ${a.games} games)`);
const b = actionGames(3000, true);
console.log(`random games, action API (legalActionsInto a reused Int32Array/playAction): ${Math.round(b.perSecond).toLocaleString('en')} steps/s, ${Math.round(b.actionsPerSecond).toLocaleString('en')} actions/s incl. move ends (${b.steps} steps, ${b.games} games)`);
const wasm = readFileSync(join(pkg, 'wasm', 'web', 'arimaa_wasm_bg.wasm'));
const { gzipSync } = await import('node:zlib');
console.log(`.wasm: ${wasm.length.toLocaleString('en')} bytes raw, ${gzipSync(wasm, { level: 9 }).length.toLocaleString('en')} bytes gzipped`);
