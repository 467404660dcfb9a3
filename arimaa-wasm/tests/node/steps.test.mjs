// The step-level rule cases of positions/aei_step_generation_cases.txt (AEI pyrimaa's
// board tests, MIT), from JavaScript: each refused step with its rule, the exact lists of
// legal steps, pushes, pulls and captures, and the moves from the opening.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { init, Position, IllegalMoveError, RULES } from 'arimaa';
import { table } from './data.mjs';

await init();
const cases = table('positions/aei_step_generation_cases.txt');

/** The diagram following `## <section>`. */
function casePosition(section) {
  const start = cases.indexOf(`## ${section}`);
  assert.ok(start >= 0, section);
  const body = cases.slice(start).split('\n').slice(1, 14).join('\n');
  return Position.fromDiagram(body);
}

/** "a2-a3" (AEI's form) as step text, with the piece on the origin (a gold rabbit if empty). */
function stepText(pos, fromTo) {
  const [from, to] = fromTo.split('-');
  const df = to.charCodeAt(0) - from.charCodeAt(0);
  const dr = Number(to[1]) - Number(from[1]);
  const dir = dr === 1 ? 'n' : dr === -1 ? 's' : df === 1 ? 'e' : 'w';
  return (pos.pieceAt(from) ?? 'R') + from + dir;
}

function rule(pos, fromTo) {
  const copy = pos.clone();
  try {
    copy.playStep(stepText(pos, fromTo));
  } catch (e) {
    assert.ok(e instanceof IllegalMoveError, `${fromTo}: ${e}`);
    assert.equal(e.code, RULES[e.rule]);
    assert.equal(e.step, pos.stepsTaken);
    assert.equal(copy.toShort(), pos.toShort(), 'unchanged after a refusal');
    return e.rule;
  }
  assert.fail(`${fromTo} was accepted`);
}

const play = (pos, fromTo) => pos.playStep(stepText(pos, fromTo));
const legal = (pos, kinds) =>
  new Set(pos.legalSteps().filter((s) => !kinds || kinds.includes(s.kind)).map((s) => `${s.from}-${s.to}`));
const set = (list) => new Set(list.split(' '));

let checked = 0;
function count(n = 1) { checked += n; }

test('CHECK_STEP_POS: single-step errors', () => {
  const pos = casePosition('CHECK_STEP_POS');
  assert.equal(rule(pos, 'a3-a4'), 'no_piece');
  assert.equal(rule(pos, 'a1-a2'), 'occupied');
  assert.equal(rule(pos, 'b6-a6'), 'frozen');
  assert.equal(rule(pos, 'h3-h2'), 'rabbit_backward');
  assert.equal(rule(pos, 'f6-g6'), 'no_push_or_pull');
  count(5);
});

test('CHECK_STEP_POS: the push sequence', () => {
  const pos = casePosition('CHECK_STEP_POS');
  const push = pos.legalSteps('e5').find((s) => s.to === 'd5');
  assert.equal(push.kind, 'pushStart');
  play(pos, 'e5-d5');
  assert.deepEqual(pos.pendingPush(), { piece: 'm', square: 'e5' });
  assert.equal(rule(pos, 'f5-e5'), 'push_too_weak');
  assert.equal(rule(pos, 'a2-a3'), 'push_incomplete');
  assert.equal(rule(pos, 'g5-g4'), 'push_incomplete');
  assert.equal(pos.canEndMove(), false);
  assert.equal(play(pos, 'e4-e5').kind, 'pushFinish');
  assert.equal(pos.pendingPush(), null);
  assert.equal(pos.canEndMove(), true);
  count(5);
});

test('CHECK_STEP_POS: no push on the last step, no fifth step', () => {
  const pos = casePosition('CHECK_STEP_POS');
  for (const s of ['a2-a3', 'a3-a4', 'a4-a5']) play(pos, s);
  assert.equal(rule(pos, 'e5-d5'), 'push_on_last_step');
  play(pos, 'a5-a6');
  assert.equal(pos.legalSteps().length, 0);
  assert.equal(rule(pos, 'b2-b3'), 'too_many_steps');
  count(2);
});

test('CHECK_TRAP_STEP: the lists of legal steps', () => {
  const pos = casePosition('CHECK_TRAP_STEP');
  const single = 'b1-b2 c1-c2 d1-d2 e1-e2 f1-f2 g1-h1 a2-b2 a2-a3 g2-f2 g2-h2 g2-g3 b3-b2 b3-a3 b3-c3 b3-b4 h3-g3 h3-h4 e4-e3 e4-d4 f4-f3 f4-g4 c5-c4 c5-b5 c5-d5 c5-c6 f5-f6 g7-g6 g7-g8';
  assert.deepEqual(legal(pos, ['plain']), set(single));
  assert.equal(set(single).size, 28);
  const all = 'b1-b2 c1-c2 d1-d2 e1-e2 f1-f2 g1-h1 a2-b2 a2-a3 g2-f2 g2-h2 g2-g3 b3-b2 b3-a3 b3-c3 b3-b4 h3-g3 h3-h4 e4-e3 e4-d4 f4-f3 f4-g4 c5-c4 c5-b5 c5-d5 c5-c6 e5-d5 e5-e6 f5-f6 g5-g4 g5-h5 g5-g6 f7-f6 f7-e7 g7-g6 g7-g8 h7-h6';
  assert.deepEqual(legal(pos), set(all));
  assert.equal(set(all).size, 36);
  count(2);
});

test('CHECK_TRAP_STEP: a pushed piece captured on a trap, the push still pending', () => {
  const pos = casePosition('CHECK_TRAP_STEP');
  const listed = pos.legalSteps('f7').find((s) => s.to === 'f6');
  assert.deepEqual(listed.captures, { piece: 'h', square: 'f6' });
  const played = play(pos, 'f7-f6');
  assert.deepEqual(played.captures, { piece: 'h', square: 'f6' });
  assert.equal(pos.pieceAt('f6'), null);
  assert.deepEqual(legal(pos), set('g7-f7'));
  count(1);
});

test('CHECK_TRAP_STEP: pulls after the camel steps away', () => {
  const pos = casePosition('CHECK_TRAP_STEP');
  play(pos, 'g7-g6');
  const after = 'b1-b2 c1-c2 d1-d2 e1-e2 f1-f2 g1-h1 a2-b2 a2-a3 g2-f2 g2-h2 g2-g3 b3-b2 b3-a3 b3-c3 b3-b4 h3-g3 h3-h4 e4-e3 e4-d4 f4-f3 f4-g4 c5-c4 c5-b5 c5-d5 c5-c6 e5-d5 e5-e6 f5-f6 g5-g4 g5-h5 g6-f6 g6-h6 g6-g7 f7-g7 h7-g7';
  assert.deepEqual(legal(pos), set(after));
  assert.equal(set(after).size, 35);
  assert.deepEqual(legal(pos, ['pull']), set('f7-g7 h7-g7'));
  count(1);
});

test('moves from the opening', () => {
  const ok = ['Cc2n Cc3x Ee2n', 'Md2n Cc2n Md3n Cc3x', 'Da2n Hb2n Cc2n Hb3s Cc3x'];
  for (const m of ok) {
    const p = Position.standard();
    const q = p.play(m);
    assert.ok(q instanceof Position, 'play returns a new position');
    assert.equal(p.sideToMove, 'gold', 'play leaves its position unchanged');
    assert.equal(q.sideToMove, 'silver', m);
  }
  const p = Position.standard();
  for (const s of ['Hb2n', 'Hb3e', 'Hc3w', 'Hb3s']) p.playStep(s);
  assert.equal(p.canEndMove(), false);
  assert.throws(() => p.endMove(), (e) => e instanceof IllegalMoveError && e.rule === 'no_change');
  assert.throws(() => Position.standard().play('Hb2n Hb3n Hb4n Hb5e Hc5e'),
    (e) => e instanceof IllegalMoveError && e.rule === 'too_many_steps' && e.step === 4);
  count(5);
  console.log(`# step-level rule cases: ${checked} checked`);
});
