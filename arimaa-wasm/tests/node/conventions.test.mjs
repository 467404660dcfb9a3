// The convention table (docs/guide/conventions.json, the data of
// docs/guide/conventions.md; scripts/test.sh copies it beside this test) walked on the
// installed package: every JavaScript member exists with the stated kind (a property is
// not callable, a method is), and a member has the same kind in JavaScript and Python.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as arimaa from 'arimaa';

await arimaa.init();

const { rows } = JSON.parse(readFileSync(new URL('./conventions.json', import.meta.url), 'utf8'));
const KINDS = new Set(['method', 'property', 'static method', 'function', 'constant', 'class', 'argument']);
const isClass = (v) => typeof v === 'function' && /^class\b/.test(Function.prototype.toString.call(v));

// An instance of each class the table names a member of (a data property such as
// Game.headers, or an error's fields, exists on instances only).
const GOLD = 'Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2';
const INSTANCES = {
  Position: () => arimaa.Position.standard(),
  Game: () => new arimaa.Game(),
  GameRecord: () => arimaa.GameRecord.parse(`Event: t\n\n1g ${GOLD}\n`),
  Bot: () => new arimaa.Bot(),
  Analysis: () => {
    const g = new arimaa.Game();
    const bot = new arimaa.Bot({ kind: 'greedy' });
    g.play(bot.setup(g));
    g.play(bot.setup(g));
    return bot.analyze(g, { nodes: 10 });
  },
  ArimaaError: () => new arimaa.ArimaaError('x'),
  NotationError: () => new arimaa.NotationError('x'),
  IllegalMoveError: () => new arimaa.IllegalMoveError('x'),
};

/** The kind of the JavaScript member `name` (`Class.member`, `name`, or `Class.method({option})`). */
function kindOf(name) {
  const option = name.match(/^(\w+)\.(\w+)\(\{(\w+)\}\)$/);
  if (option) {
    // An option of a method: the method exists, and its JSDoc names the option (checked
    // against index.d.ts by the exports test; here the method and the option's type).
    const [, cls, method] = option;
    assert.equal(typeof arimaa[cls].prototype[method], 'function', name);
    return 'argument';
  }
  const parts = name.split('.');
  if (parts.length === 1) {
    const v = arimaa[name];
    assert.notEqual(v, undefined, `${name} is exported`);
    if (isClass(v)) return 'class';
    return typeof v === 'function' ? 'function' : 'constant';
  }
  const [clsName, member] = parts;
  const cls = arimaa[clsName];
  assert.ok(isClass(cls), `${clsName} is an exported class`);
  if (Object.hasOwn(cls, member)) return typeof cls[member] === 'function' ? 'static method' : 'constant';
  const d = Object.getOwnPropertyDescriptor(cls.prototype, member);
  if (d?.get) return 'property';
  if (d && typeof d.value === 'function') return 'method';
  // A data property of instances (Game.headers, an error's fields).
  const make = INSTANCES[clsName];
  assert.ok(make, `no instance of ${clsName} to look for ${member} on`);
  const instance = make();
  assert.ok(member in instance, `${name} exists`);
  return typeof instance[member] === 'function' ? 'method' : 'property';
}

const js = rows.filter((r) => r.javascript);

test('every JavaScript member of the convention table has its kind', () => {
  for (const r of js) {
    const { name, kind } = r.javascript;
    assert.ok(KINDS.has(kind), `${name}: kind ${kind}`);
    assert.equal(kindOf(name), kind, `${r.concept}: ${name}`);
  }
});

test('on an instance, a property is not callable and a method is', () => {
  for (const r of js) {
    const { name, kind } = r.javascript;
    const [clsName, member] = name.split('.');
    if (!member || !['method', 'property'].includes(kind) || !INSTANCES[clsName]) continue;
    const value = INSTANCES[clsName]()[member];
    if (kind === 'property') assert.notEqual(typeof value, 'function', name);
    else assert.equal(typeof value, 'function', name);
  }
});

test('a member has the same kind in JavaScript and Python', () => {
  const different = rows.filter((r) => r.python && r.javascript && r.python.kind !== r.javascript.kind);
  assert.deepEqual(different, []);
});

test('queries are methods, plain values getters, in every class of the package', () => {
  const query = /^(is|has)[A-Z]|^outcome$/;
  for (const r of js) {
    const member = r.javascript.name.split('.').at(-1);
    if (query.test(member)) assert.equal(r.javascript.kind, 'method', r.javascript.name);
  }
  for (const [clsName, cls] of Object.entries(arimaa)) {
    if (!isClass(cls)) continue;
    for (const [member, d] of Object.entries(Object.getOwnPropertyDescriptors(cls.prototype))) {
      if (query.test(member)) assert.equal(typeof d.value, 'function', `${clsName}.${member} is a method`);
    }
  }
});
