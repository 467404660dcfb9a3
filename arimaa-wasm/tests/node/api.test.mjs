// The API against facts of the rules: the opening, a game from the setups, the
// third-repetition rule step by step, takebacks, headers and records, the pictures and the
// action encoding.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  init, initSync, Position, Game, GameRecord, readGames, ACTION_SPACE, IllegalMoveError, ArimaaError, NotationError,
  InvalidPositionError, Bot,
} from 'arimaa';

await init();
await init(); // a second call does nothing
initSync(); // loaded already: does nothing

const GOLD = 'Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2';
const SILVER = 'ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7';

test('the opening', () => {
  const p = Position.standard();
  assert.equal(p.sideToMove, 'gold');
  assert.equal(p.moveNumber, 2);
  assert.equal(p.pieceAt('e2'), 'E');
  assert.equal(p.pieceAt('d7'), 'e');
  assert.equal(p.pieceAt('e4'), null);
  assert.equal(p.pieces().length, 32);
  assert.deepEqual(p.pieces()[0], { square: 'a1', piece: 'R', color: 'gold' });
  assert.deepEqual(p.pieces().at(-1), { square: 'h8', piece: 'r', color: 'silver' });
  // 3,353 unique moves (the published count of the opening).
  assert.equal(p.countMoves(), 3353);
  // Rank 2 pieces step north onto rank 3: 8 first steps, all plain.
  const steps = p.legalSteps();
  assert.equal(steps.length, 8);
  assert.ok(steps.every((s) => s.kind === 'plain' && s.direction === 'n'));
  assert.deepEqual(p.legalSteps('e2'), [
    { from: 'e2', to: 'e3', direction: 'n', piece: 'E', kind: 'plain', captures: null, text: 'Ee2n' },
  ]);
  assert.equal(p.goalMove(), null);
  assert.equal(Position.fromShort(p.toShort()).equals(p), true);
  assert.equal(Position.fromDiagram(p.toString()).toShort(), p.toShort());
  assert.throws(() => new Position(), TypeError);
});

test('Position.fromPieces: a board from its pieces, checked as fromShort checks it', () => {
  // The opening's 32 pieces, written out by hand (AEI BASIC_SETUP), give the opening.
  const placed = [];
  for (const [rank, row] of [[1, 'RRRRRRRR'], [2, 'DHCMECHD'], [7, 'dhcemchd'], [8, 'rrrrrrrr']]) {
    for (let f = 0; f < 8; f += 1) placed.push({ square: 'abcdefgh'[f] + rank, piece: row[f] });
  }
  assert.equal(Position.fromPieces(placed).equals(Position.standard()), true);
  assert.equal(Position.fromPieces(placed, 'silver').toShort(), 's [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]');
  assert.equal(Position.fromPieces([]).toShort(), `g [${' '.repeat(64)}]`);
  // A lone rabbit on the trap c3 would have been captured: refused unless not strict.
  const err = (f) => { try { f(); } catch (e) { return e; } return null; };
  const trap = err(() => Position.fromPieces([{ square: 'c3', piece: 'R' }]));
  assert.ok(trap instanceof InvalidPositionError);
  assert.equal(trap.rule, 'unguarded_trap');
  assert.equal(Position.fromPieces([{ square: 'c3', piece: 'R' }], 'gold', { strict: false }).pieceAt('c3'), 'R');
  // Nine gold rabbits: a side has eight.
  const nine = [...'abcdefgh'].map((f) => ({ square: f + '1', piece: 'R' })).concat([{ square: 'a2', piece: 'R' }]);
  assert.equal(err(() => Position.fromPieces(nine)).rule, 'board_too_many_of_kind');
  // Bad names and letters are notation errors; a square twice, a bad side, not an array.
  assert.ok(err(() => Position.fromPieces([{ square: 'i9', piece: 'R' }])) instanceof NotationError);
  assert.ok(err(() => Position.fromPieces([{ square: 'a1', piece: 'X' }])) instanceof NotationError);
  const twice = err(() => Position.fromPieces([{ square: 'a1', piece: 'R' }, { square: 'a1', piece: 'C' }]));
  assert.ok(twice instanceof InvalidPositionError && /a1/.test(twice.message), String(twice));
  assert.equal(twice.rule, 'square_taken');
  assert.equal(twice.code, 22);
  assert.throws(() => Position.fromPieces([], 'white'), RangeError);
  assert.throws(() => Position.fromPieces([], 0), TypeError);
  assert.throws(() => Position.fromPieces('a1 R'), TypeError);
  assert.throws(() => Position.fromPieces([null]), TypeError);
});

test('Position.fromPieces on 3,000 random piece lists: a position with exactly those pieces, or an ArimaaError', () => {
  // Seeded (xorshift32): 0-24 pieces on random squares (repeats happen), and in one list
  // of four a bad square name or piece letter somewhere.
  let x = 0x9e3779b9;
  const rnd = (n) => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x % n; };
  const LET = [...'EMHDCRemhdcr'], BAD_SQ = ['i1', 'a9', 'a0', '', 'e22', 'E2'], BAD_LET = ['X', '', 'RR', 'x', '1'];
  let made = 0;
  for (let i = 0; i < 3000; i += 1) {
    const pieces = [];
    for (let k = rnd(25); k > 0; k -= 1) pieces.push({ square: 'abcdefgh'[rnd(8)] + (1 + rnd(8)), piece: LET[rnd(12)] });
    if (pieces.length && rnd(4) === 0) {
      const p = pieces[rnd(pieces.length)];
      if (rnd(2)) p.square = BAD_SQ[rnd(BAD_SQ.length)]; else p.piece = BAD_LET[rnd(BAD_LET.length)];
    }
    let pos;
    try {
      pos = Position.fromPieces(pieces, rnd(2) ? 'gold' : 'silver', { strict: rnd(2) === 1 });
    } catch (e) {
      assert.ok(e instanceof ArimaaError, `${JSON.stringify(pieces)}: ${e}`);
      continue;
    }
    made += 1;
    const key = (p) => `${p.square}${p.piece}`;
    assert.deepEqual(pos.pieces().map(key).sort(), pieces.map(key).sort());
    assert.equal(Position.fromShort(pos.toShort(), { strict: false }).equals(pos), true);
    pos.free();
  }
  assert.ok(made > 300, `only ${made} of 3000 random lists gave a position`);
  console.log(`fromPieces: ${made} of 3000 random lists gave a position, the others an ArimaaError`);
});

test('a cat stepping onto an unguarded trap is captured (official rules, Capturing)', () => {
  const p = Position.standard();
  p.playStep('Cc2n');
  // c3 is a trap; the cat's only friends were on c2's neighbours, none next to c3 but b3/d3 empty.
  assert.equal(p.pieceAt('c3'), null);
  assert.equal(p.endMove(), 'Cc2n Cc3x');
  assert.equal(p.sideToMove, 'silver');
});

test('one Step: every call gives the same shape, its text the notation of its piece, square and direction', () => {
  // A push, a pull and a capture in reach: a gold elephant on d4 next to a silver cat on
  // d5, a gold cat on c2 that steps onto the unguarded trap c3 (and a rabbit each).
  const p = Position.fromShort('g [       r                   c       E              C     R       ]');
  const game = Game.fromPosition(p);
  const all = [
    ...p.legalSteps(), ...p.legalMoves({ limit: 50 }).flatMap((m) => m.steps), ...p.pullsOf('d5').flat(),
    p.clone().playStep('Cc2n'), ...game.playSteps('Cc2n'), game.undoStep(),
  ];
  for (const s of all) {
    assert.deepEqual(Object.keys(s), ['from', 'to', 'direction', 'piece', 'kind', 'captures', 'text']);
    // The notation, as the rules write a step: piece letter, square, direction letter.
    assert.equal(s.text, `${s.piece}${s.from}${s.direction}`);
  }
  // Plain steps, pushes (started among the steps, finished in the moves) and pulls.
  assert.deepEqual([...new Set(all.map((s) => s.kind))].sort(), ['plain', 'pull', 'pushFinish', 'pushStart']);
  const finish = p.clone();
  finish.playStep('cd5e');
  assert.deepEqual(finish.legalSteps('d4').map((s) => [s.text, s.kind]), [['Ed4n', 'pushFinish']]);
  // The cat's step onto c3 is captured there (no friend next to the trap).
  const q = p.clone();
  assert.equal(q.undoStep(), null, 'nothing to undo');
  const cat = q.playStep('Cc2n');
  assert.deepEqual(cat, { from: 'c2', to: 'c3', direction: 'n', piece: 'C', kind: 'plain', captures: { piece: 'C', square: 'c3' }, text: 'Cc2n' });
  // undoStep gives back the step playStep gave.
  assert.deepEqual(q.undoStep(), cat);
  assert.equal(q.undoStep(), null);
  assert.deepEqual(game.undoStep(), null);
});

test('a game: setups, moves, takeback, headers, record', () => {
  const g = new Game();
  assert.equal(g.isSetupPhase(), true);
  assert.deepEqual(g.options, { handicap: false, lenient: false });
  assert.deepEqual(new Game({ handicap: true }).options, { handicap: true, lenient: false });
  assert.deepEqual(new Game({ lenient: true }).options, { handicap: false, lenient: true });
  assert.equal(g.play(GOLD), GOLD);
  g.play(SILVER);
  assert.equal(g.nextLabel, '2g');
  g.playStep('Ee2n');
  assert.equal(g.currentMove, 'Ee2n');
  assert.deepEqual(g.undoStep().text, 'Ee2n');
  g.playStep('Ee2n');
  g.playStep('Ee3n');
  assert.equal(g.endMove(), 'Ee2n Ee3n');
  assert.equal(g.position().pieceAt('e4'), 'E');
  assert.deepEqual(g.history().map((h) => h.label), ['1g', '1s', '2g']);
  assert.equal(g.takeback(), 'Ee2n Ee3n');
  assert.equal(g.nextLabel, '2g');
  assert.equal(g.legalMoves().length, 3353);
  assert.equal(g.legalMoves({ limit: 3 }).length, 3);
  g.headers.set('Event', 'test');
  const o = g.resign();
  assert.deepEqual(o, { winner: 'silver', termination: 'r', reason: 'Resignation' });
  assert.ok(g.isOver());
  assert.throws(() => g.playStep('Ee2n'), (e) => e instanceof IllegalMoveError && e.rule === 'game_over');
  const text = g.toRecord();
  assert.ok(text.startsWith('Event: test\n'), text);
  const back = Game.fromRecord(text);
  assert.deepEqual(back.outcome(), o);
  assert.equal(back.headers.get('Event'), 'test');
  const rec = GameRecord.parse(text);
  assert.equal(rec.headers.get('Event'), 'test');
  assert.deepEqual(rec.turns().map((t) => t.label), ['1g', '1s', '2g']);
  assert.equal(rec.verify().verdict, 'ok');
});

test('records: parse and readGames read both formats, from text or bytes; toArchiveLine', () => {
  const g = new Game();
  g.play(GOLD);
  g.play(SILVER);
  g.play('Ee2n Ee3n');
  g.headers.set('GameId', '7');
  const rec = GameRecord.parse(g.toRecord());
  const line = rec.toArchiveLine();
  assert.equal(line.split('\t').length, 29);
  const header = ['id', 'wplayerid', 'bplayerid', 'wusername', 'busername', 'wtitle', 'btitle', 'wcountry',
    'bcountry', 'wrating', 'brating', 'wratingk', 'bratingk', 'wtype', 'btype', 'event', 'site', 'timecontrol',
    'postal', 'startts', 'endts', 'result', 'termination', 'plycount', 'mode', 'rated', 'corrupt', 'movelist',
    'events'].join('\t');
  const archive = `${header}\n${line}\n`;
  const back = GameRecord.parse(archive);
  assert.equal(back.id, '7');
  assert.deepEqual(back.turns(), rec.turns());
  assert.equal(back.headers, back.headers, 'the same Map at each read');
  assert.throws(() => GameRecord.parse(`${archive}${line}\n`), (e) => e instanceof NotationError && e.rule === 'not_one_game');
  const bytes = new TextEncoder().encode(`${archive}${line}\n`);
  for (const source of [archive + line + '\n', bytes, bytes.buffer]) {
    assert.deepEqual(readGames(source).map((r) => r.id), ['7', '7']);
  }
  assert.throws(() => readGames(new Uint8Array([0x31, 0x0a, 0xff])), (e) => e instanceof NotationError && e.rule === 'invalid_utf8' && e.line === 2);
  assert.throws(() => readGames(12), TypeError);
});

test('the position hash: zobristKey, a 64-bit bigint, equal for equal positions', () => {
  const a = Position.standard().play('Ee2n Ee3n');
  const b = Position.standard().play('Ee2n Ee3n');
  assert.equal(typeof a.zobristKey, 'bigint');
  assert.equal(a.zobristKey, b.zobristKey);
  assert.notEqual(a.zobristKey, Position.standard().zobristKey);
  assert.ok(a.zobristKey >= 0n && a.zobristKey < 2n ** 64n);
});

test('third repetition: the game refuses the move that repeats a position a third time', () => {
  // Official rules ("Special Situations"): a move may not make the same position, with the
  // same side to move, occur for the third time.
  const g = new Game();
  g.play(GOLD);
  g.play(SILVER);
  // The opening (gold to move) occurs once after the setups, twice after one round trip.
  for (const m of ['Ee2n', 'ed7s', 'Ee3s', 'ed6n', 'Ee2n', 'ed7s', 'Ee3s']) g.play(m);
  g.playStep('ed6n');
  assert.throws(() => g.endMove(), (e) => e instanceof IllegalMoveError && e.rule === 'third_repetition');
  assert.equal(g.currentMove, 'ed6n', 'the step stays after a refused end');
  assert.ok(!g.legalMoves().some((m) => m.text === 'ed6n'));
  g.undoStep();
  assert.ok(g.position().legalMoves().some((m) => m.text === 'ed6n'), 'the position alone ignores history');
});

test('a goal ends the game; no step after it', () => {
  const start = Position.fromShort('g [' + ' '.repeat(8) + 'R' + ' '.repeat(54) + 'r]');
  const g = Game.fromPosition(start);
  g.playStep('Ra7n');
  g.endMove();
  assert.deepEqual(g.outcome(), { winner: 'gold', termination: 'g', reason: 'Goal' });
  assert.throws(() => g.playStep('ra1n'), (e) => e.rule === 'game_over');
  assert.equal(g.legalMoves().length, 0);
});

test('svg', () => {
  const p = Position.standard();
  const svg = p.svg();
  assert.ok(svg.startsWith('<svg'));
  assert.equal(svg.match(/<circle/g).length, 32);
  const after = Position.standard().play('Ee2n Ee3n');
  const s2 = after.svg({ lastMove: 'Ee2n Ee3n', size: 300, flipped: true, arrows: [{ from: 'a1', to: 'b1' }], fill: { d4: 'red' } });
  assert.ok(s2.includes('width="300"'));
  assert.equal(s2.match(/class="arrow step"/g).length, 2);
});

test('the action encoding', () => {
  assert.deepEqual({ ...ACTION_SPACE }, { actions: 257, endMove: 256, planes: 23 });
  const p = Position.standard();
  const mask = p.legalActionMask();
  assert.ok(mask instanceof Uint8Array && mask.length === 257);
  const ids = p.legalActions();
  assert.ok(ids instanceof Int32Array);
  assert.equal(ids.length, 8);
  assert.equal(mask.reduce((a, b) => a + b, 0), 8);
  // Ee2n: square e2 = index 12, north = 0: id 4 * 12 + 0 = 48.
  assert.ok(ids.includes(48));
  p.playAction(48);
  assert.equal(p.pieceAt('e3'), 'E');
  p.playAction(ACTION_SPACE.endMove);
  assert.equal(p.sideToMove, 'silver');
  const planes = p.planes('silver');
  assert.ok(planes instanceof Float32Array);
  assert.equal(planes.length, 23 * 64);
  // Silver's own elephant stands on d7: row 1 (rank 7 from silver), column 3, channel 5.
  assert.equal(planes[5 * 64 + 8 * 1 + 3], 1);
});

test('legalActions: the ids set in the mask, each array owning its buffer', () => {
  // A random game through the action API: each list is the mask's set, and every list
  // handed out earlier still holds its ids.
  let seed = 12345;
  const rand = (n) => { seed = (seed * 1103515245 + 12345) >>> 0; return (seed >>> 8) % n; };
  let p = Position.standard();
  const kept = [];
  for (let i = 0; i < 3000; i += 1) {
    if (p.outcomeAfterMove() !== null) p = Position.standard(); // a new game
    const ids = p.legalActions();
    const mask = p.legalActionMask();
    assert.deepEqual([...ids], [...mask.keys()].filter((a) => mask[a] === 1));
    kept.push([ids, [...ids]]);
    p.playAction(ids[rand(ids.length)]);
  }
  // Growing the module's memory (a long move list) moves nothing already handed out.
  assert.equal(Position.standard().legalMoves().length, 3353);
  for (const [ids, copy] of kept) assert.deepEqual([...ids], copy);
  // Each array is the whole of its own ArrayBuffer: transferring one (to a worker)
  // leaves every other result as it was, and no result exposes another.
  for (const [ids] of kept) assert.equal(ids.buffer.byteLength, ids.length * 4);
  // legalActionsInto: the same ids in a buffer of the caller's, no allocation.
  const out = new Int32Array(ACTION_SPACE.actions);
  const q = Position.standard();
  const n = q.legalActionsInto(out);
  assert.deepEqual([...out.subarray(0, n)], [...q.legalActions()]);
  assert.throws(() => q.legalActionsInto([]), TypeError);
  assert.throws(() => q.legalActionsInto(new Int32Array(8)), RangeError);
  const [[first], [second, copy2]] = kept;
  const moved = structuredClone(first, { transfer: [first.buffer] });
  assert.equal(first.length, 0, 'the transferred array is detached');
  assert.equal(moved.length, 8);
  assert.deepEqual([...second], copy2, 'another result is untouched');
});

test('the convention: getters are cheap state (primitives or one frozen object), the rest methods', () => {
  // Every getter of every class, read twice: a string, number, bigint, boolean or null,
  // or the same frozen object at each read (Game.options); the one exception is a
  // record's headers, the same Map at each read (Game.headers is a Map too); never a new
  // object or a wasm object.
  const g = new Game();
  g.play(GOLD);
  const objects = [
    [Position.standard(), Position], [g, Game], [GameRecord.parse(g.toRecord()), GameRecord],
    [new Bot({ maxDepth: 8 }), Bot],
  ];
  for (const [o, cls] of objects) {
    const getters = Object.entries(Object.getOwnPropertyDescriptors(cls.prototype)).filter(([, d]) => d.get);
    assert.ok(getters.length >= 2, cls.name);
    for (const [name] of getters) {
      const a = o[name], b = o[name];
      const primitive = a === null || ['string', 'number', 'bigint', 'boolean'].includes(typeof a);
      const same = a === b && (Object.isFrozen(a) || (cls === GameRecord && name === 'headers'));
      assert.ok(primitive || same, `${cls.name}.${name}`);
    }
  }
  assert.equal(g.options, g.options);
  // What allocates is a method: a copy of the position, the lists, the pending push.
  assert.ok(g.position() instanceof Position && g.position() !== g.position());
  assert.equal(typeof Position.prototype.pendingPush, 'function');
  assert.ok(Object.getOwnPropertyDescriptor(GameRecord.prototype, 'headers').get, 'headers: a property, as Python');
  assert.equal(typeof GameRecord.prototype.turns, 'function');
  assert.equal(Game.prototype.moves, undefined, 'history() is what was played; legalMoves() what may be');
});

test('legalMoves and legalSteps give the same kind of objects; play returns what was played', () => {
  const p = Position.standard();
  const [m] = p.legalMoves({ limit: 1 });
  // The first move of the list: the cat onto the unguarded trap c3, captured there (the
  // step says so; the text is the steps', as Bot.choose writes a move).
  assert.deepEqual(m, {
    text: 'Cc2n',
    steps: [{ from: 'c2', to: 'c3', direction: 'n', piece: 'C', kind: 'plain', captures: { piece: 'C', square: 'c3' }, text: 'Cc2n' }],
  });
  const first = p.legalSteps().find((s) => s.text === 'Cc2n');
  assert.deepEqual(m.steps[0], first);
  // A push from the move list: its steps carry their kinds.
  const pos = Position.fromShort('g [' + ' '.repeat(36) + 'c' + ' '.repeat(7) + 'E' + ' '.repeat(19) + ']');
  const push = pos.legalMoves().find((mv) => mv.steps[0]?.kind === 'pushStart');
  assert.equal(push.steps[1].kind, 'pushFinish');
  // play on a Position: a new position (as Python's and C's); on a Game: the turn as
  // played, capture tokens written.
  const played = Position.standard().play(m.text);
  assert.ok(played instanceof Position && played.sideToMove === 'silver');
  assert.equal(played.pieceAt('c3'), null);
  const g = new Game();
  assert.equal(g.play(GOLD), GOLD);
  g.play(SILVER);
  assert.equal(g.play('Cc2n'), 'Cc2n Cc3x');
  assert.deepEqual(g.history().at(-1), { label: '2g', text: 'Cc2n Cc3x', kind: 'move' });
  assert.equal(g.history()[0].kind, 'setup');
  // Game.legalMoves lists whole moves from the start of the turn: steps taken are not
  // part of them (Game.position() has them, and its legalSteps continue them).
  const before = g.legalMoves().map((mv) => mv.text);
  g.playStep('ed7s');
  assert.deepEqual(g.legalMoves().map((mv) => mv.text), before);
  assert.ok(before.some((t) => t.startsWith('hb7s')));
  assert.equal(g.position().stepsTaken, 1);
});

test('wrong argument types are TypeErrors; refusals ArimaaErrors with a rule code', () => {
  const p = Position.standard();
  const g = new Game();
  for (const f of [
    () => Position.fromShort(p.toShort(), null), () => Position.fromShort(5), () => Position.fromDiagram(null),
    () => Position.fromShort(p.toShort(), { strict: 'no' }), () => p.pieceAt(12), () => p.isFrozen(null),
    () => p.legalSteps(3), () => p.playStep(48), () => p.play(null), () => p.svg(null), () => p.svg({ size: '3' }),
    () => p.legalMoves(null), () => p.legalMoves({ limit: '3' }), () => p.playAction('48'),
    () => new Game(null), () => new Game({ handicap: 1 }), () => Game.fromPosition(p.toShort()),
    () => Game.fromRecord(null), () => Game.fromRecord('', 3), () => g.play(undefined), () => g.playStep(null),
    () => GameRecord.parse(1), () => readGames({}),
  ]) {
    assert.throws(f, (e) => e instanceof TypeError, String(f));
  }
  // No hidden constructor parameters: extra arguments to `new Game` change nothing.
  const extra = new Game({}, Symbol('x'), 42);
  assert.equal(extra.isSetupPhase(), true);
  assert.ok(Game.length <= 1, "new Game(options) only");
  assert.throws(() => new Position(), TypeError);
  assert.throws(() => new GameRecord(), TypeError);
});

test('stepText: the core writes the step between two squares, legal or not', () => {
  const p = Position.standard();
  assert.equal(p.stepText('e2', 'e3'), 'Ee2n');
  assert.equal(p.stepText('d7', 'd6'), 'ed7s');
  assert.equal(p.stepText('a1', 'a2'), 'Ra1n', 'written although a2 is taken');
  assert.throws(() => p.playStep(p.stepText('a1', 'a2')), (e) => e instanceof IllegalMoveError && e.rule === 'occupied');
  assert.equal(p.stepText('e2', 'e4'), null, 'not next to it');
  assert.equal(p.stepText('e2', 'f3'), null, 'diagonal');
  assert.equal(p.stepText('e4', 'e5'), null, 'no piece on e4');
  assert.throws(() => p.stepText('e2', 'z9'), NotationError);
  assert.throws(() => p.stepText('e2', 3), TypeError);
});

// What a board asks while a person enters a move (the core's answers, issue 32 item 3):
// steps typed as text with capture tokens, all or none; the pulls of an enemy piece; the
// position after any turn without a replay; a setup arranged on a board as text.
test('the board\'s questions: playSteps, pullsOf, positionAfter, setupText', () => {
  const g = new Game();
  g.play(GOLD);
  g.play(SILVER);
  // The cat on c2 steps onto the trap c3 with no friend next to it: captured.
  assert.deepEqual(g.playSteps('Cc2n Cc3x').map((s) => [s.text, s.captures?.piece]), [['Cc2n', 'C']]);
  // A wrong capture token: refused with the rule, nothing played.
  assert.throws(() => g.playSteps('Ee2n Ee3n Dc3x'), (e) => e instanceof IllegalMoveError && e.rule === 'capture_mismatch');
  assert.equal(g.currentMove, 'Cc2n Cc3x');
  assert.throws(() => g.playSteps('Ee2n Rb1n'), (e) => e instanceof IllegalMoveError);
  assert.equal(g.currentMove, 'Cc2n Cc3x');
  assert.throws(() => g.playSteps('Cx9n'), NotationError);
  assert.throws(() => g.playSteps(3), TypeError);
  assert.equal(g.playSteps('Ee2n Ee3n').length, 2);
  assert.equal(g.endMove(), 'Cc2n Cc3x Ee2n Ee3n');
  assert.throws(() => new Game().playSteps('Ee2n'), (e) => e.rule === 'setup_expected');

  // Positions after each turn, from the game (no replay).
  assert.equal(g.positionAfter(0).toShort(), new Game().position().toShort());
  assert.equal(g.positionAfter(2).equals(Position.standard()), true);
  assert.equal(g.positionAfter(3).pieceAt('e4'), 'E');
  assert.equal(g.positionAfter(3).sideToMove, 'silver');
  assert.equal(g.positionAfter(4), null);
  assert.throws(() => g.positionAfter(-1), RangeError);
  assert.throws(() => g.positionAfter('1'), TypeError);

  // Pulls: the gold elephant d4 steps away, the silver rabbit d5 follows.
  const p = Position.fromPieces([
    { square: 'd4', piece: 'E' }, { square: 'd5', piece: 'r' }, { square: 'a1', piece: 'R' }, { square: 'h8', piece: 'e' },
  ]);
  const pulls = p.pullsOf('d5').map(([a, b]) => `${a.text} ${b.text} ${b.kind}`).sort();
  assert.deepEqual(pulls, ['Ed4e rd5s pull', 'Ed4s rd5s pull', 'Ed4w rd5s pull']);
  assert.deepEqual(p.pullsOf('d4'), []);
  assert.deepEqual(p.pullsOf('c6'), []);

  // A setup as records write it: home rank first, files a to h.
  const s = Position.fromPieces([
    { square: 'h2', piece: 'E' }, { square: 'c1', piece: 'R' }, { square: 'a2', piece: 'D' }, { square: 'd8', piece: 'r' },
  ], 'gold', { strict: false });
  assert.equal(s.setupText('gold'), 'Rc1 Da2 Eh2');
  assert.equal(s.setupText('silver'), 'rd8');
  assert.equal(Position.standard().setupText('silver'), SILVER);
  assert.equal(Position.fromPieces([{ square: 'd8', piece: 'r' }], 'gold', { strict: false }).setupText('gold'), null);
});

test('svg: the move in progress drawn by the core (a pending push dashed)', () => {
  // Gold: the elephant d4 pushes the silver dog d5 east; the push waits for its second step.
  const p = Position.fromPieces([
    { square: 'd4', piece: 'E' }, { square: 'd5', piece: 'd' }, { square: 'a1', piece: 'M' }, { square: 'a8', piece: 'r' },
  ]);
  assert.equal(p.svg({ moveInProgress: true }).match(/class="arrow/g), null, 'no step taken: no arrow');
  p.playStep('dd5e');
  const svg = p.svg({ moveInProgress: true, arrows: [{ from: 'a1', to: 'b1' }] });
  // The core's push arrow (arimaa_rules::svg's test move_in_progress_a_push_not_yet_completed).
  assert.ok(svg.includes('<g class="arrow push" data-step="dd5e" data-from="d5" data-to="e5"><line x1="205.0" y1="195.0" x2="219.0" y2="195.0" stroke="#c62828" stroke-width="7" stroke-linecap="round" stroke-opacity="0.8" stroke-dasharray="6 4"/>'), svg);
  assert.equal(svg.match(/class="arrow"/g).length, 1, 'the extra arrow after it');
  p.playStep('Ed4n');
  assert.equal(p.svg({ moveInProgress: true }).match(/class="arrow (step|push)"/g).length, 2);
  assert.throws(() => p.svg({ moveInProgress: true, lastMove: 'dd5e Ed4n' }), TypeError);
  assert.throws(() => p.svg({ moveInProgress: 1 }), TypeError);
});
