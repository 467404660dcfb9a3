// The browser test of <arimaa-board> (`arimaa/board`): Debian chromium driven by
// playwright-core loads the INSTALLED package from a static server on 127.0.0.1 (a page
// importing 'arimaa' and 'arimaa/board' through an import map, no bundler) and plays on
// the element by real mouse clicks, drags and keys: both setups (gold's by swapping two
// pieces), plain steps by click-click and by drag, a pull, a push (pending, refused end,
// completed), a capture on a trap, an illegal click refused with the rule shown and the
// position unchanged, undo (key), end of move by button, Enter and double click, flip,
// keyboard entry, a goal with `gameover`, view-only, a handicap setup through the tray,
// the host's extra arrows (property `arrows`).
// Every expected position is a short form written by hand from the rules (checked against
// the game and against the pieces drawn in the SVG), never read from the board. Prints
// the counts of clicks, drags and moves, and the latency from pointerdown to the
// highlight drawn on the opening and on the move-count table's largest position.
// Usage: node board.mjs CONSUMER_DIR [TABLE]  (CONSUMER_DIR/node_modules/arimaa served;
//        TABLE = positions/move_count_table.tsv, default $ARIMAA_TABLES/positions/...)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { moveCounts } from './node/move-counts.mjs';

const root = process.argv[2];
const tablePath = process.argv[3] ?? join(process.env.ARIMAA_TABLES ?? '', 'positions/move_count_table.tsv');
const PAGE = `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>arimaa-board</title><style>body { margin: 0 }</style>
<script type="importmap">{ "imports": {
  "arimaa": "/node_modules/arimaa/index.mjs", "arimaa/board": "/node_modules/arimaa/board.mjs" } }</script>
<arimaa-board></arimaa-board>
<script type="module">
import { init, Game, Position } from 'arimaa';
import { ArimaaBoard } from 'arimaa/board';
await init();
window.arimaa = { Game, Position, ArimaaBoard };
window.board = document.querySelector('arimaa-board');
window.events = [];
window.prompts = [];
document.addEventListener('prompt', (e) => window.prompts.push(e.detail.text));
for (const type of ['step', 'undo', 'move', 'setup', 'gameover', 'refused']) {
  document.addEventListener(type, (e) => {
    const d = { type, ...e.detail };
    if (d.step) d.step = d.step.text + ':' + d.step.kind;
    window.events.push(d);
  });
}
// Latency: the pointerdown's time stamp, the end of the board's handler (a listener on
// window runs after it), and the next animation frame.
window.latency = [];
window.addEventListener('pointerdown', (e) => {
  const t0 = e.timeStamp, t1 = performance.now();
  requestAnimationFrame(() => window.latency.push({ handler: t1 - t0, frame: performance.now() - t0, render: board.lastRenderMs }));
});
// The browser's Event Timing API: pointerdowns whose next paint came 16 ms or more after
// the input (the smallest threshold it allows), with their durations (8 ms granularity).
window.slow = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (e.name === 'pointerdown') window.slow.push(e.duration);
}).observe({ type: 'event', durationThreshold: 16 });
window.ready = true;
</script>`;

// The npm README's board example, exactly as the installed package's README shows it (the
// ```html block after its `tested-by ...board.mjs::readme_board_example` mark).
function readmeExample() {
  const lines = readFileSync(join(root, 'node_modules/arimaa/README.md'), 'utf8').split('\n');
  const mark = lines.findIndex((l) => l.includes('tested-by arimaa-wasm/tests/board.mjs::readme_board_example'));
  assert.ok(mark >= 0 && lines[mark + 1] === '```html', 'the README marks its board example');
  const end = lines.indexOf('```', mark + 2);
  return `<!doctype html><meta charset="utf-8"><title>README</title>\n${lines.slice(mark + 2, end).join('\n')}`;
}

const pages = { '/': () => PAGE, '/index.html': () => PAGE, '/readme.html': readmeExample };
const { url, server } = await serve(root, (path) => pages[path]?.());
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--no-first-run'],
});

const count = { clicks: 0, taps: 0, drags: 0, moves: 0, setups: 0, keys: 0 };
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const errors = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('request', (r) => { if (!r.url().startsWith(url)) errors.push(`request left 127.0.0.1: ${r.url()}`); });

/** The squares of a short form "g [64 cells]" as square -> letter (rank 8 first). */
function board(short) {
  const cells = short.slice(short.indexOf('[') + 1, short.indexOf(']'));
  const out = {};
  for (let i = 0; i < 64; i += 1) {
    const c = cells[i];
    if (c !== ' ' && c !== '.') out['abcdefgh'[i % 8] + (8 - Math.floor(i / 8))] = c;
  }
  return out;
}

const shadow = (sel) => page.locator(`arimaa-board >> ${sel}`);
// The board draws what changed in the next animation frame: the readers below wait for
// it (a frame requested now runs after the board's, requested earlier).
const frame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
async function center(sq) {
  await frame();
  const b = await shadow(`rect.square[data-square="${sq}"]`).boundingBox();
  return [b.x + b.width / 2, b.y + b.height / 2];
}
async function click(sq) {
  const [x, y] = await center(sq);
  await page.mouse.click(x, y);
  count.clicks += 1;
}
async function drag(from, to) {
  const [x1, y1] = await center(from);
  const [x2, y2] = await center(to);
  await page.mouse.move(x1, y1);
  await page.mouse.down();
  await page.mouse.move((x1 + x2) / 2, (y1 + y2) / 2, { steps: 4 });
  await page.mouse.move(x2, y2, { steps: 4 });
  await page.mouse.up();
  count.drags += 1;
}
async function button(part) {
  await shadow(`[part="${part}"]`).click();
  count.clicks += 1;
}
async function key(k) {
  await page.keyboard.press(k);
  count.keys += 1;
}
const evaluate = async (f, arg) => {
  await frame();
  return page.evaluate(f, arg);
};
const events = async () => evaluate(() => window.events.splice(0));
const state = () => evaluate(() => board.dataset.state);
const status = async () => {
  await frame();
  return shadow('[part="status"]').textContent();
};
const fills = () => evaluate(() => [...board.shadowRoot.querySelectorAll('rect.fill')].map((r) => r.dataset.square).sort());

/** The game's position and the pieces drawn both equal `short` (side and board). */
async function expectPosition(short, what) {
  const got = await evaluate(() => {
    const drawn = {};
    // The piece a player sees, from the drawing's classes (`piece gold elephant`): the
    // animal drawn (the default), or the letter when letters are drawn.
    const LETTER = { elephant: 'e', camel: 'm', horse: 'h', dog: 'd', cat: 'c', rabbit: 'r' };
    for (const g of board.shadowRoot.querySelectorAll('g.piece')) {
      const kind = Object.keys(LETTER).find((k) => g.classList.contains(k));
      const letter = kind ? LETTER[kind] : g.querySelector('text').textContent.toLowerCase();
      drawn[g.dataset.square] = g.classList.contains('gold') ? letter.toUpperCase() : letter;
    }
    const p = board.game.position();
    const cells = {};
    for (const { square, piece } of p.pieces()) cells[square] = piece;
    return { side: p.sideToMove, drawn, cells };
  });
  const side = short.startsWith('g') ? 'gold' : 'silver';
  assert.deepEqual({ side: got.side, cells: got.cells }, { side, cells: board(short) }, `${what}: the game's position`);
  assert.deepEqual(got.drawn, board(short), `${what}: the pieces drawn`);
}

let failed = false;
const t0 = Date.now();
try {
  await page.goto(url);
  await page.waitForFunction(() => window.ready === true, null, { timeout: 30_000 });

  // ---- setups: gold swaps its elephant (e2) and its horse (b2), silver takes the usual one
  await evaluate(() => { board.game = new window.arimaa.Game(); });
  assert.equal(await state(), 'setup');
  const square = await shadow('rect.square[data-square="a1"]').boundingBox();
  assert.ok(square.width >= 44, `a square is ${square.width} px wide on a 390 px viewport`);
  await click('b2');
  assert.equal((await fills()).filter((s) => s === 'b2').length, 2, 'b2: a home square, selected');
  await click('e2');
  await button('end'); // "Done"
  count.setups += 1;
  assert.deepEqual(await events(), [{ type: 'setup', label: '1g', setup: 'Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Eb2 Cc2 Md2 He2 Cf2 Hg2 Dh2' }]);
  assert.equal(await state(), 'setup');
  await key('Enter'); // silver's "Done"
  count.setups += 1;
  assert.deepEqual(await events(), [{ type: 'setup', label: '1s', setup: 'ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7' }]);
  assert.equal(await state(), 'move');
  await expectPosition('g [rrrrrrrrdhcemchd                                DECMHCHDRRRRRRRR]', 'after the setups');

  // ---- flip: a1 goes from the bottom left to the top right, and back
  const [ax, ay] = await center('a1');
  await button('flip');
  const [bx, by] = await center('a1');
  assert.ok(bx > ax + 300 && by < ay - 300, `a1 moved from ${ax},${ay} to ${bx},${by}`);
  await button('flip');
  assert.deepEqual(await center('a1'), [ax, ay]);

  // ---- 2g: Eb2n by click-click, Eb3n by drag, Eb4n typed, Hg2n then undone (Backspace),
  // ended by the button
  await click('b2');
  const dests = await fills();
  assert.deepEqual(dests, ['b2', 'b3'], 'the elephant selected, its one legal step shown');
  await click('b3');
  await drag('b3', 'b4');
  await shadow('[part="notation"]').fill('Eb4n');
  await shadow('[part="notation"]').press('Enter');
  count.keys += 1;
  await click('g2');
  await click('g3');
  await key('Backspace');
  assert.deepEqual(await events(), [
    { type: 'step', step: 'Eb2n:plain', text: 'Eb2n' },
    { type: 'step', step: 'Eb3n:plain', text: 'Eb3n' },
    { type: 'step', step: 'Eb4n:plain', text: 'Eb4n' },
    { type: 'step', step: 'Hg2n:plain', text: 'Hg2n' },
    { type: 'undo', step: 'Hg2n:plain' },
  ]);
  await button('end');
  count.moves += 1;
  assert.deepEqual(await events(), [{ type: 'move', label: '2g', move: 'Eb2n Eb3n Eb4n' }]);
  await expectPosition('s [rrrrrrrrdhcemchd         E                      D CMHCHDRRRRRRRR]', 'after 2g');
  assert.equal(await evaluate(() => board.shadowRoot.querySelectorAll('g.arrow.step').length), 3, 'the last move drawn as three arrows');

  // ---- the host's extra arrows (`arrows`): drawn after the last move's, between the
  // squares' centres as the squares are drawn (both orientations); a bad square refused
  const extra = () => evaluate(() => {
    const all = [...board.shadowRoot.querySelectorAll('g[class^="arrow"]')];
    const i = all.findIndex((g) => g.getAttribute('class') === 'arrow');
    if (i < 0) return null;
    const b = all[i].getBoundingClientRect();
    return { index: i, of: all.length, from: all[i].dataset.from, to: all[i].dataset.to, x: b.x + b.width / 2, top: b.top, bottom: b.bottom, left: b.left, right: b.right };
  });
  await evaluate(() => { board.arrows = [{ from: 'd2', to: 'd4', color: '#00897b' }]; });
  for (const side of ['gold', 'silver']) {
    if (side === 'silver') await button('flip');
    const a = await extra();
    assert.ok(a, `${side}: an extra arrow drawn`);
    assert.deepEqual([a.index, a.of, a.from, a.to], [3, 4, 'd2', 'd4'], `${side}: after the three arrows of 2g`);
    const [[x2, y2], [, y3], [x4, y4]] = [await center('d2'), await center('d3'), await center('d4')];
    assert.ok(Math.abs(a.x - x2) < 1.5 && Math.abs(x4 - x2) < 0.5, `${side}: on the d file (${a.x} vs ${x2})`);
    // from d2 over d3 to d4: the tail in d2's square short of its centre, the tip in d4's
    // short of its centre (the renderer keeps the ends off the pieces' letters)
    const [tip, tail] = side === 'gold' ? [a.top, a.bottom] : [a.bottom, a.top];
    const half = Math.abs(y3 - y2) / 2;
    assert.ok((tip - y3) * (tip - y4) < 0 && Math.abs(tip - y4) < half, `${side}: the tip in d4 (${tip}; d3 ${y3}, d4 ${y4})`);
    assert.ok((tail - y3) * (tail - y2) < 0 && Math.abs(tail - y2) < half, `${side}: the tail in d2 (${tail}; d3 ${y3}, d2 ${y2})`);
  }
  await button('flip');
  assert.deepEqual(await evaluate(() => board.arrows), [{ from: 'd2', to: 'd4', color: '#00897b' }]);
  const badArrow = await evaluate(() => {
    try {
      board.arrows = [{ from: 'd2', to: 'd9' }];
      return 'accepted';
    } catch (e) {
      return e.name;
    }
  });
  assert.equal(badArrow, 'NotationError', 'an arrow to d9 refused');
  assert.equal((await extra())?.to, 'd4', 'the arrows unchanged after the refusal');
  await evaluate(() => { board.arrows = null; });
  assert.equal(await extra(), null, 'no extra arrow after arrows = null');
  // Property changes made together are drawn once, in the next animation frame.
  const drawn = await evaluate(() => {
    const n = board.renderCount;
    board.arrows = [{ from: 'd2', to: 'd4' }];
    board.lastMove = '';
    board.orientation = 'silver';
    board.orientation = 'gold';
    board.arrows = null;
    board.lastMove = null;
    const before = board.renderCount - n; // nothing drawn yet
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve([before, board.renderCount - n]))));
  });
  assert.deepEqual(drawn, [0, 1], `six property changes drew the board ${drawn[1]} times (${drawn[0]} at once), over two frames`);

  // ---- 2s: dh7s by click-click, ended by Enter
  await click('h7');
  await click('h6');
  await key('Enter');
  count.moves += 1;
  assert.deepEqual((await events()).map((e) => e.type + ' ' + (e.move ?? e.text)), ['step dh7s', 'move dh7s']);
  await expectPosition('g [rrrrrrrrdhcemch        d E                      D CMHCHDRRRRRRRR]', 'after 2s');

  // ---- 3g: Eb5n, then the pull of the silver horse b7: selecting it offers b6 (the
  // elephant's square); the elephant may go to a6, b5 or c6, so the board asks where: a6.
  // He2n, then the move ended by a double click.
  await click('b5');
  // The step onto b6, then at once a second press there (a double click): the elephant is
  // selected again to go on, and the move does not end (a press that played a step never
  // starts a double click).
  const [ex, ey] = await center('b6');
  await page.mouse.dblclick(ex, ey);
  count.clicks += 2;
  assert.equal(await evaluate(() => board.game.currentMove), 'Eb5n', 'the move goes on after a quick second press');
  assert.ok((await fills()).includes('b6'), 'the elephant on b6 selected again');
  await page.waitForTimeout(450);
  await click('b6'); // deselected
  await click('b7');
  assert.deepEqual(await fills(), ['b6', 'b7'], 'the horse selected, the pull onto b6 offered');
  await click('b6');
  assert.deepEqual(await fills(), ['a6', 'b5', 'b6', 'b7', 'c6'], 'the pulling elephant: a6, b5 (back) or c6 (the trap)');
  assert.deepEqual(await evaluate(() => window.prompts.splice(0)), ['Where does the pulling piece step?'], 'a prompt event');
  await click('a6');
  await click('e2');
  await click('e3');
  const [dx, dy] = await center('e5');
  await page.mouse.dblclick(dx, dy);
  count.clicks += 2;
  count.moves += 1;
  assert.deepEqual((await events()).map((e) => e.type + ' ' + (e.step ?? e.move)), [
    'step Eb5n:plain', 'step Eb6w:plain', 'step hb7s:pull', 'step He2n:plain', 'move Eb5n Eb6w hb7s He2n']);
  await expectPosition('s [rrrrrrrrd cemch Eh     d                    H   D CM CHDRRRRRRRR]', 'after 3g (a pull)');
  // the horse b6 is frozen: next to the gold elephant, no silver piece next to it
  assert.deepEqual(await evaluate(() => [...board.shadowRoot.querySelectorAll('g.piece.frozen')].map((g) => g.dataset.square)), ['b6']);
  assert.equal(await evaluate(() => board.shadowRoot.querySelectorAll('g.arrow.pull').length), 1, 'the pull drawn as a pull');

  // ---- 3s: hg7s, with the Undo button used once on the way
  await click('g7');
  await click('g6');
  await button('undo');
  await click('g7');
  await click('g6');
  await button('end');
  count.moves += 1;
  assert.deepEqual((await events()).map((e) => e.type + ' ' + (e.rule ?? e.step ?? e.move)), [
    'step hg7s:plain', 'undo hg7s:plain', 'step hg7s:plain', 'move hg7s']);
  await expectPosition('g [rrrrrrrrd cemc  Eh    hd                    H   D CM CHDRRRRRRRR]', 'after 3s');

  // ---- 4g: an illegal click: the silver cat c7 has no stronger gold piece next to it
  const before = await evaluate(() => board.game.position().toShort());
  await click('c7');
  await click('b7');
  const [refused] = await events();
  assert.equal(refused.type, 'refused');
  assert.equal(refused.rule, 'no_push_or_pull');
  assert.equal(await status(), refused.message, 'the rule\'s text shown');
  assert.equal(await evaluate(() => board.game.position().toShort()), before, 'the position unchanged');
  await expectPosition('g [rrrrrrrrd cemc  Eh    hd                    H   D CM CHDRRRRRRRR]', 'after the refusal');
  // the push of the horse b6 to b5 (pending, completed by the elephant a6 -> b6), then
  // the cat c2 steps onto the trap c3 and is captured (no gold piece next to c3)
  await click('b6');
  assert.deepEqual(await fills(), ['a6', 'b5', 'b6', 'b7', 'c6'], 'the horse: pushes to b5, b7, c6, the pull to a6');
  await click('b5');
  assert.deepEqual(await fills(), ['a6', 'b6'], 'pending push b6 marked, the elephant selected');
  assert.deepEqual(await evaluate(() => [...board.shadowRoot.querySelectorAll('g.arrow')].map((a) => a.dataset.from + a.dataset.to)), ['b6b5'], 'the push drawn');
  // drawn by the core (Position.svg's moveInProgress) as it draws a push of a last move:
  // class "arrow push", the step, a dashed line
  assert.deepEqual(await evaluate(() => [...board.shadowRoot.querySelectorAll('g.arrow')].map((a) => [a.getAttribute('class'), a.dataset.step, a.querySelector('line').getAttribute('stroke-dasharray')])),
    [['arrow push', 'hb6s', '6 4']], 'the pending push drawn by the core, dashed');
  assert.match(await status(), /push/);
  await button('end');
  const [incomplete] = await events().then((e) => e.filter((x) => x.type === 'refused'));
  assert.equal(incomplete.rule, 'push_incomplete');
  await click('b6');
  await click('c2');
  await click('c3');
  await button('end');
  count.moves += 1;
  assert.deepEqual((await events()).map((e) => e.type + ' ' + (e.step ?? e.move)), [
    'step Ea6e:pushFinish', 'step Cc2n:plain', 'move hb6s Ea6e Cc2n Cc3x']);
  await expectPosition('s [rrrrrrrrd cemc   E    hd h                  H   D  M CHDRRRRRRRR]', 'after 4g (push, capture)');
  assert.equal(await evaluate(() => board.shadowRoot.querySelectorAll('g.capture[data-square="c3"]').length), 1, 'the capture marked');

  // ---- view-only: clicks change nothing
  await evaluate(() => { board.viewOnly = true; });
  assert.equal(await state(), 'view');
  await click('h8');
  await click('h7');
  assert.deepEqual(await events(), []);
  assert.deepEqual(await fills(), []);
  await evaluate(() => { board.viewOnly = false; });
  // silver to move, the user plays gold only (a bot's turn): input ignored
  await evaluate(() => { board.movableColor = 'gold'; });
  assert.equal(await state(), 'move');
  await click('h8');
  await click('h7');
  assert.equal(await evaluate(() => board.playText('rh8s')), false);
  assert.deepEqual(await events(), []);
  assert.deepEqual(await fills(), []);
  await evaluate(() => { board.movableColor = 'both'; });

  // ---- a position shown read-only (a replay), then the game again
  await evaluate(() => { window.game = board.game; board.position = window.arimaa.Position.standard(); });
  assert.equal(await state(), 'view');
  assert.equal(await evaluate(() => board.shadowRoot.querySelectorAll('g.piece').length), 32);
  await click('e2');
  assert.deepEqual(await fills(), []);
  await evaluate(() => { board.game = window.game; });
  await expectPosition('s [rrrrrrrrd cemc   E    hd h                  H   D  M CHDRRRRRRRR]', 'the game shown again');

  // ---- a goal: gold pushes the cat e6 north, then the rabbit a7 reaches a8 (dragged)
  await evaluate(() => {
    const { Game, Position } = window.arimaa;
    board.game = Game.fromPosition(Position.fromShort('g [       rR           c       E                                   ]'));
  });
  await click('e6');
  assert.deepEqual(await fills(), ['d6', 'e5', 'e6', 'e7', 'f6'], 'the cat: three pushes, the pull to e5');
  await click('e7');
  await click('e6');
  await drag('a7', 'a8');
  await button('end');
  count.moves += 1;
  assert.deepEqual((await events()).map((e) => e.type + ' ' + (e.step ?? e.move ?? e.outcome?.reason)), [
    'step ce6n:pushStart', 'step Ee5n:pushFinish', 'step Ra7n:plain', 'move ce6n Ee5n Ra7n', 'gameover Goal']);
  assert.equal(await state(), 'over');
  assert.match(await status(), /Gold wins/);
  await click('e6');
  assert.deepEqual(await events(), [], 'no input after the end');

  // ---- a handicap game: gold takes its rabbit b1 off (into the tray) and sets up 15 pieces
  await evaluate(() => { board.game = new window.arimaa.Game({ handicap: true }); });
  await click('b1');
  await shadow('[part="tray"]').click();
  count.clicks += 1;
  await frame();
  assert.equal(await shadow('[part="tray"] button[data-piece]').count(), 1);
  await button('end');
  // silver clears its arrangement and places two pieces from the tray: e8 then the elephant d7
  await shadow('[part="tray"] button.clear').click();
  await frame();
  assert.equal(await shadow('[part="tray"] button[data-piece]').count(), 16);
  await shadow('[part="tray"] button[data-piece="r"]').first().click();
  await click('e8');
  await shadow('[part="tray"] button[data-piece="e"]').click();
  await click('d7');
  count.clicks += 3;
  await button('end');
  count.setups += 2;
  assert.deepEqual((await events()).map((e) => e.setup), [
    'Ra1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2', 're8 ed7']);
  await expectPosition(`g [${'    r   ' + '   e    ' + ' '.repeat(32) + 'DHCMECHD' + 'R RRRRRR'}]`, 'after the handicap setups');

  // ---- latency: pointerdown -> highlight, on the opening and on the table's largest position
  const largest = moveCounts(readFileSync(tablePath, 'utf8')).filter((r) => r.uniqueMoves !== null)
    .reduce((a, b) => (b.expected > a.expected ? b : a));
  const figures = {};
  for (const [name, short] of [['opening', null], [`largest (${largest.expected} moves)`, largest.short]]) {
    await evaluate((s) => {
      const { Game, Position } = window.arimaa;
      board.game = Game.fromPosition(s ? Position.fromShort(s) : Position.standard());
    }, short);
    await page.waitForTimeout(100);
    await evaluate(() => { window.latency = []; window.slow = []; });
    // every piece in turn, the side to move's (its steps) and the other's (pushes, pulls)
    const squares = await evaluate(() => board.game.position().pieces().map((p) => p.square));
    for (let i = 0; i < 20; i += 1) {
      const [x, y] = await center(squares[i % squares.length]);
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.up();
      count.clicks += 1;
    }
    await page.waitForFunction(() => window.latency.length >= 20);
    await page.waitForTimeout(200);
    const [lat, slow] = await evaluate(() => [window.latency, window.slow]);
    assert.deepEqual(await events(), [], 'selections only: nothing played, nothing refused');
    const stat = (k) => {
      const v = lat.map((l) => l[k]).sort((a, b) => a - b);
      return `median ${v[v.length >> 1].toFixed(1)} ms, max ${v[v.length - 1].toFixed(1)} ms`;
    };
    figures[name] = `render ${stat('render')}; pointerdown to handler done ${stat('handler')}; to the next animation frame ${stat('frame')}; `
      + `painted 16 ms or more after the input (Event Timing): ${slow.length} of ${lat.length}${slow.length ? ` (median ${slow.sort((a, b) => a - b)[slow.length >> 1]} ms, max ${slow[slow.length - 1]} ms)` : ''}`;
  }
  // the floor of the same measure: presses on the page below the board, which no code handles
  await evaluate(() => { window.latency = []; window.slow = []; });
  for (let i = 0; i < 20; i += 1) {
    await page.mouse.move(20 + i * 10, 800);
    await page.mouse.down();
    await page.mouse.up();
  }
  await page.waitForFunction(() => window.latency.length >= 20);
  await page.waitForTimeout(200);
  const floor = await evaluate(() => window.slow.slice().sort((a, b) => a - b));
  figures['a press on the page outside the board (the floor)'] = `painted 16 ms or more after the input (Event Timing): ${floor.length} of 20${floor.length ? ` (median ${floor[floor.length >> 1]} ms, max ${floor[floor.length - 1]} ms)` : ''}`;
  await events();

  // ---- touch: a tap-tap step and a touch drag on a phone-sized screen
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const tp = await phone.newPage();
  tp.on('pageerror', (e) => errors.push(String(e)));
  await tp.goto(url);
  await tp.waitForFunction(() => window.ready === true);
  await tp.evaluate(() => { board.game = window.arimaa.Game.fromPosition(window.arimaa.Position.standard()); });
  const at = async (sq) => {
    await tp.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
    const b = await tp.locator(`arimaa-board >> rect.square[data-square="${sq}"]`).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  for (const sq of ['e2', 'e3']) {
    const p = await at(sq);
    await tp.touchscreen.tap(p.x, p.y);
    count.taps += 1;
  }
  const cdp = await phone.newCDPSession(tp);
  const [from, to] = [await at('e3'), await at('e4')];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= 5; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x, y: from.y + ((to.y - from.y) * i) / 5 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  count.drags += 1;
  assert.deepEqual(await tp.evaluate(() => window.events.map((e) => e.type + ' ' + e.step)), ['step Ee2n:plain', 'step Ee3n:plain'], 'touch: a tap-tap step and a touch drag');
  assert.equal(await tp.evaluate(() => board.game.position().pieceAt('e4')), 'E');
  await phone.close();

  // ---- the README's example: both setups by "Done", Ee2n, then an empty move refused
  const readme = await browser.newPage({ viewport: { width: 800, height: 900 } });
  const logged = [];
  readme.on('console', (m) => logged.push(m.text()));
  readme.on('pageerror', (e) => errors.push(String(e)));
  await readme.goto(`${url}readme.html`);
  await readme.locator('arimaa-board >> rect.square[data-square="e2"]').waitFor();
  const clickOn = async (sel) => { await readme.locator(`arimaa-board >> ${sel}`).click({ force: true }); count.clicks += 1; };
  await clickOn('[part="end"]');
  await clickOn('[part="end"]');
  await clickOn('rect.square[data-square="e2"]');
  await clickOn('rect.square[data-square="e3"]');
  await clickOn('[part="end"]');
  await clickOn('[part="end"]');
  count.setups += 2;
  count.moves += 1;
  assert.deepEqual(logged, ['2g Ee2n', 'refused: empty_move: a move needs at least one step']);
  assert.deepEqual(errors, []);
  console.log(`board test passed (chromium ${browser.version()}, ${url}) in ${((Date.now() - t0) / 1000).toFixed(1)} s: `
    + `${count.clicks} clicks, ${count.taps} taps, ${count.drags} drags (${count.drags - 1} mouse, 1 touch), ${count.keys} keys, ${count.moves} moves, ${count.setups} setups`);
  for (const [name, f] of Object.entries(figures)) console.log(`  highlight latency, ${name}: ${f}`);
} catch (e) {
  failed = true;
  console.error(`board test FAILED: ${e.stack ?? e}`);
  console.error(`  page errors: ${errors.join('; ') || 'none'}; status: ${await status().catch(() => '?')}`);
  await page.screenshot({ path: '/tmp/board-failure.png' }).catch(() => {});
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
