// The declared API and the run-time API are the same: every value export that the
// package's type declarations name (index.d.ts and what it re-exports, board.d.ts; all
// written by tsc from the sources' JSDoc) exists at run time under ESM
// and CommonJS, and every run-time export is declared; the same for the public methods
// and getters of the classes (the board element's too). A name added to one side only
// fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as esm from 'arimaa';

const require = createRequire(import.meta.url);
const cjs = require('arimaa');
const PKG = dirname(require.resolve('arimaa/package.json'));
/** A declaration file with the files it re-exports appended (`export * from './api.js'`,
 * `export { Position } from './position.js'`). */
function dts(file, seen = new Set()) {
  if (seen.has(file)) return '';
  seen.add(file);
  let text = readFileSync(join(PKG, file), 'utf8');
  for (const m of text.matchAll(/^export (?:\*|\{[^}]*\}) from ["']\.\/([\w/.-]+)\.js["'];?$/gm)) {
    text += `\n${dts(`${m[1]}.d.ts`, seen)}`;
  }
  return text;
}

/** The names a declaration file exports itself or re-exports by name, following
 * `export * from` only (a module re-exported by name may export more: its helpers). */
function publicText(file) {
  const text = readFileSync(join(PKG, file), 'utf8');
  let out = text.replace(/^export (?:\*|\{[^}]*\}) from .*$/gm, '');
  for (const m of text.matchAll(/^export (\*|\{[^}]*\}) from ["']\.\/([\w/.-]+)\.js["'];?$/gm)) {
    out += m[1] === '*' ? `\n${publicText(`${m[2]}.d.ts`)}` : `\n${m[0]}`;
  }
  return out;
}

/** The value exports (`export function|class|const|let`, `export declare ...`) of a .d.ts. */
function valueExports(text) {
  const names = new Set();
  for (const m of text.matchAll(/^export\s+(?:declare\s+)?(?:abstract\s+)?(?:function|class|const|let|var)\s+([A-Za-z_$][\w$]*)/gm)) {
    names.add(m[1]);
  }
  for (const m of text.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of m[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name && !name.startsWith('type ')) names.add(name);
    }
  }
  return names;
}

/** The members a class of a .d.ts declares (methods, getters, properties; static ones
 * prefixed with `static `), private ones and the constructor left out. */
function classMembers(text, cls) {
  const start = text.search(new RegExp(`^export\\s+(?:declare\\s+)?class\\s+${cls}\\b`, 'm'));
  assert.ok(start >= 0, `class ${cls} declared`);
  const body = text.slice(text.indexOf('{', start) + 1);
  const members = new Set();
  let depth = 0;
  for (const line of body.split('\n')) {
    if (depth === 0 && /^\s*}/.test(line)) break; // the end of the class
    const m = depth === 0 && /^\s*(static\s+)?(?:readonly\s+)?(?:get\s+|set\s+)?([A-Za-z_$][\w$]*)\s*[(:?<]/.exec(line);
    if (m && !/^\s*(private|protected)\b/.test(line) && m[2] !== 'constructor') {
      members.add((m[1] ? 'static ' : '') + m[2]);
    }
    for (const ch of line) {
      if (ch === '{') depth += 1;
      if (ch === '}') depth -= 1;
    }
  }
  return members;
}

/** What a class has at run time: its prototype's members and its own static ones. */
function runtimeMembers(cls) {
  const out = new Set();
  for (const k of Object.getOwnPropertyNames(cls.prototype)) if (k !== 'constructor') out.add(k);
  for (const k of Object.getOwnPropertyNames(cls)) {
    if (!['length', 'name', 'prototype'].includes(k)) out.add(`static ${k}`);
  }
  return out;
}

const sorted = (s) => [...s].sort();

test('index.d.ts declares exactly what index.mjs and index.cjs export', () => {
  const declared = valueExports(publicText('index.d.ts'));
  assert.ok(declared.size >= 10, sorted(declared).join(' '));
  assert.deepEqual(sorted(Object.keys(esm)), sorted(declared), 'ESM exports = declared');
  assert.deepEqual(sorted(Object.keys(cjs)), sorted(declared), 'CommonJS exports = declared');
});

test('each class has at run time exactly the members index.d.ts declares', async () => {
  await esm.init();
  const text = dts('index.d.ts');
  // The instance data properties: `Game.headers` (a Map, set by the constructor) and an
  // Analysis's fields, read on instances.
  const game = new esm.Game();
  const bot = new esm.Bot({ kind: 'greedy' });
  game.play(bot.setup(game));
  game.play(bot.setup(game));
  const instances = { Game: game, Analysis: bot.analyze(game, { nodes: 10 }) };
  for (const cls of ['Position', 'Game', 'GameRecord', 'Bot', 'Analysis', 'Review']) {
    const declared = classMembers(text, cls);
    const actual = runtimeMembers(esm[cls]);
    for (const k of Object.keys(instances[cls] ?? {})) actual.add(k);
    assert.deepEqual(sorted(actual), sorted(declared), cls);
  }
});

test('every class of the raw layer is Raw + the name of what the package makes of it', () => {
  // wasm-bindgen's declarations of the module's exports (arimaa-wasm/src): one naming rule.
  const raw = readFileSync(join(PKG, 'wasm', 'web', 'arimaa_wasm.d.ts'), 'utf8');
  const classes = [...raw.matchAll(/^export class (\w+)/gm)].map((m) => m[1]);
  assert.ok(classes.length >= 15, classes.join(' '));
  assert.deepEqual(classes.filter((c) => !/^Raw[A-Z]/.test(c)), []);
  // Each public class wraps the raw class of its name.
  for (const cls of ['Position', 'Game', 'GameRecord', 'Analysis', 'Review', 'ReviewEntry']) assert.ok(classes.includes(`Raw${cls}`), cls);
});

test('board.d.ts declares the class board.mjs exports, with exactly its members', async () => {
  const text = dts('board.d.ts');
  const declared = valueExports(text);
  assert.deepEqual(sorted(declared), ['ArimaaBoard']);
  // Outside a browser the entry loads without defining the element (its class is still
  // exported, over a stand-in for HTMLElement): its members are those declared.
  const board = await import('arimaa/board');
  assert.deepEqual(sorted(Object.keys(board)), ['ArimaaBoard']);
  assert.deepEqual(sorted(runtimeMembers(board.ArimaaBoard)), sorted(classMembers(text, 'ArimaaBoard')), 'ArimaaBoard');
  // Written by tsc from the board's JSDoc: no type of its internal modules leaks.
  assert.match(text, /written by tsc/);
  assert.doesNotMatch(text, /state\.mjs|BoardState/);
});
