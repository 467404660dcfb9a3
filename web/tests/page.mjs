// The page test: the BUILT `arimaa` binary started as a new user would (`arimaa web
// --port 0`, the URL read from what it prints), the page driven in Debian chromium through
// playwright-core by real mouse clicks at the squares' places on screen:
//   1. against the bot: gold's setup (Done), the bot's setup, a move, the bot's answer
//      within its time (printed), a second move, the page answering a click (flip) while
//      the bot thinks (its worker held busy 1.5 s by the test), a take back (the bot's
//      answer and gold's move), gold resigns (the result shown); the person as silver (the bot sets up first, the board turned);
//      a whole game at Hard (?hard=500): the Hint's arrows checked and its move played,
//      a click answered while the bot thinks, the thinking line after each bot move, the
//      bot's median time per move and the number of moves printed;
//   2. two people on one screen: a whole game to a goal (game-plan.mjs, checked first
//      with the library in node): setups (gold's by swapping two pieces), the steps by
//      click-click (one by drag, one typed in notation), a refused click (the rule shown,
//      the board unchanged), a move taken back and played again, a push started, shown
//      pending and undone, the result and its reason shown; each position after a move
//      equal to the library's; a turn of the move list clicked shows its position; flip by the key f; the record saved
//      (download) and checked by `arimaa replay FILE` (`ok`);
//   3. a record with an illegal turn refused (the turn and rule named); a record loaded
//      (a file of tests/data) and stepped through with the arrow key, each shown
//      position's short form equal to `arimaa show FILE --at LABEL`'s; an archive's lines
//      pasted, the second game chosen, its first and last positions compared the same way;
//   4. on 375 and 390 px wide screens, squares of at least 44 CSS px (a screenshot of the
//      375 px one, docs/gallery/web-phone.png, with the size printed); every request intercepted:
//      one that leaves 127.0.0.1:<port> fails the test; the files came gzipped
//      (Content-Encoding: gzip, the bytes embedded in the binary); the server stops on Ctrl-C;
//   5. screenshots of the opening, a pending push and a finished game written to
//      docs/gallery/web-*.png, their size and a few pixels checked (a trap square's colour
//      as the core's SVG draws it, the goal rabbit's gold).
// Prints the counts of clicks, moves and games, and the measured figures.
// Usage: node web/tests/page.mjs [ARIMAA_BINARY]   (default target/debug/arimaa; env
// CHROMIUM, default /usr/bin/chromium; ARIMAA_DATA_DIR for the archive). Run by
// web/tests/run.sh (a suite of scripts/test).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import * as plan from './game-plan.mjs';
import { startWeb, loadLibrary, launchChromium } from './serve.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = process.argv[2] ?? join(ROOT, 'target/debug/arimaa');
const RECORD = join(ROOT, 'tests/data/games/per-game/game100.txt');
const GALLERY = join(ROOT, 'docs/gallery');
const VIEW = { width: 1100, height: 760 };
const TRAP = [0xc9, 0xa2, 0x7e]; // the core's SVG: fill of class "square trap"
const GOLD = [0xe6, 0xb4, 0x22]; // the core's SVG: fill of a gold piece's disc
// Put before the served worker.js (a module: its imports are hoisted): the third request
// (the bot's second move) keeps the worker busy 1.5 s before the bot thinks, so that the
// test can click while the bot is surely thinking, however fast the bot is.
const SLOW_WORKER = `let asked = 0;
self.addEventListener('message', () => {
  asked += 1;
  if (asked === 3) { const end = performance.now() + 1500; while (performance.now() < end); }
});
`;
// The game at Hard: the bot's time per move (the page's `?hard=MS`; the page's own Hard
// is 3 s) and how many of the person's moves follow the Hint.
const HARD_MS = Number(process.env.ARIMAA_HARD_MS ?? 500);
const HINTED = 3;
const HINT_COLOR = '#ef6c00'; // web/app.js: the hint's arrows
const count = { clicks: 0, drags: 0, typed: 0, moves: 0, games: 0, screenshots: 0, positions: 0 };

// Arms a watch in the page for the next click on Flip: from the click's handling (a
// capture listener, before the page's own) to the first animation frame at which the
// square a1 has moved on screen, in ms and frames (1: drawn in the frame right after the
// click). `flipFrame` waits for it and reads it back.
async function watchFlip(page) {
  await page.evaluate(() => {
    const a1 = () => document.querySelector('arimaa-board').shadowRoot
      .querySelector('rect.square[data-square=a1]').getBoundingClientRect().y;
    const y0 = a1();
    window.flipFrame = null;
    document.getElementById('flip').addEventListener('click', () => {
      const t0 = performance.now();
      let frames = 0;
      // Read after the frame's callbacks (the board draws in its own, requested after
      // this capture listener's): what that frame paints.
      const check = () => {
        frames += 1;
        setTimeout(() => {
          if (a1() !== y0) window.flipFrame = { ms: performance.now() - t0, frames };
          else if (frames < 600) requestAnimationFrame(check);
        }, 0);
      };
      requestAnimationFrame(check);
    }, { once: true, capture: true });
  });
}

// The board draws what changed in the next animation frame: a frame requested now runs
// after the board's (requested earlier), so what it reads is drawn.
const frame = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));

/** Where the board draws the square `sq` now (after the pending frame). */
async function squareBox(page, sq) {
  await frame(page);
  return page.locator(`arimaa-board rect.square[data-square=${sq}]`).boundingBox();
}

async function flipFrame(page) {
  await page.waitForFunction(() => window.flipFrame !== null, null, { timeout: 10_000 });
  return page.evaluate(() => window.flipFrame);
}

// ---- `arimaa web` as a new user starts it.
const { server, url } = await startWeb(BIN);
console.log(`arimaa web printed ${url}`);
const origin = new URL(url).origin;

// ---- The plan, checked with the library in node: the package's module, its glue and the
// .wasm as the server sends them (gzipped to a client that accepts it, as node's fetch
// does), written to a temporary folder and imported from there.
const arimaa = await loadLibrary(url, server);
const expected = []; // the short form after each move of the plan
try {
  const g = new arimaa.Game();
  g.play(plan.GOLD_SETUP);
  expected.push(g.position().toShort());
  g.play(plan.SILVER_SETUP);
  expected.push(g.position().toShort());
  for (const [label, steps] of plan.MOVES) {
    assert.equal(g.nextLabel, label);
    assert.equal(g.play(steps.join(' ')).replace(/ [a-zA-Z][a-h][1-8]x/g, ''), steps.join(' '));
    expected.push(g.position().toShort());
  }
  const o = g.outcome();
  assert.deepEqual({ winner: o.winner, termination: o.termination }, plan.RESULT);
  g.free();
} catch (e) {
  server.kill('SIGKILL');
  throw e;
}

const browser = await launchChromium();
const outside = [];
const errors = [];
let requests = 0;
let failed = false;
try {
  const context = await browser.newContext({ viewport: VIEW, deviceScaleFactor: 1, acceptDownloads: true });
  // Every request of the page and its worker: only the server's own origin is let through.
  await context.route('**/*', async (route) => {
    const u = route.request().url();
    requests += 1;
    if (new URL(u).origin !== origin) {
      outside.push(u);
      return route.abort();
    }
    if (new URL(u).pathname !== '/worker.js') return route.continue();
    const response = await route.fetch();
    return route.fulfill({ response, body: SLOW_WORKER + (await response.text()) });
  });
  // The Content-Encoding of each file the browser got (it accepts gzip: the embedded bytes).
  const encodings = new Map();
  context.on('response', (r) => encodings.set(new URL(r.url()).pathname, r.headers()['content-encoding']));
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.stack ?? String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${url}?seed=1`); // the bot's seed fixed: the same screenshots each run
  await page.waitForSelector('body[data-ready=true]', { timeout: 30_000 });

  const short = () => page.evaluate(() => document.body.dataset.short);
  const statusText = () => page.locator('#status').textContent();
  // One owner of the status text: the page's line shows, the board's is left out.
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('arimaa-board')
    .shadowRoot.querySelector('[part=status]')).display), 'none', "the board's status line is hidden");
  assert.equal(await page.locator('#status').isVisible(), true);
  // One status line on screen: one visible text names the turn ("Gold to set up (1g)"),
  // in the page or the board's shadow DOM.
  const turnLines = () => page.evaluate(() => [document, document.querySelector('arimaa-board').shadowRoot]
    .flatMap((root) => [...root.querySelectorAll('*')])
    .filter((e) => e.children.length === 0 && e.checkVisibility() && /\(\d+[gs]\)/.test(e.textContent)).length);
  assert.equal(await turnLines(), 1, 'one status line names the turn');
  // The thinking line's explanation: the score's unit, in rabbits.
  assert.match(await page.locator('#thinking').getAttribute('title'), /in rabbits/);
  const state = async () => {
    await frame(page);
    return page.locator('arimaa-board').getAttribute('data-state');
  };
  let squareClicks = 0;
  // A click on a square where the board shows it now (flip moves it): left and right of
  // its middle in turn, so that two clicks on one square (a step to e3, then the step
  // from e3) are not a double click (which ends the move), as a person's would not be.
  async function clickSquare(sq) {
    const box = await squareBox(page, sq);
    assert.ok(box, `square ${sq} not on screen`);
    squareClicks += 1;
    const dx = squareClicks % 2 === 0 ? 0.3 : 0.7;
    await page.mouse.click(box.x + box.width * dx, box.y + box.height / 2);
    count.clicks += 1;
  }
  async function clickPart(part) {
    await page.locator(`arimaa-board [part=${part}]`).click();
    count.clicks += 1;
  }
  async function playStep(text) { // "Ra2n": the piece's square, then the square it enters
    const from = text.slice(1, 3);
    const d = { n: [0, 1], s: [0, -1], e: [1, 0], w: [-1, 0] }[text[3]];
    const to = String.fromCharCode(from.charCodeAt(0) + d[0]) + (Number(from[1]) + d[1]);
    await clickSquare(from);
    await clickSquare(to);
  }
  async function dragStep(text) { // press on the piece, move by small steps, release
    const from = await squareBox(page, text.slice(1, 3));
    const d = { n: [0, -1], s: [0, 1], e: [1, 0], w: [-1, 0] }[text[3]]; // gold's view
    const x = from.x + from.width / 2;
    const y = from.y + from.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + d[0] * from.width, y + d[1] * from.height, { steps: 8 });
    await page.mouse.up();
    count.drags += 1;
  }
  async function endTurn() {
    await clickPart('end');
    count.moves += 1;
  }
  /** The hint's arrows as the board draws them: [from, to] of each <g class="arrow">
   * whose line has the hint's colour. */
  const hintArrows = async () => {
    await frame(page);
    return page.evaluate((color) => [...document.querySelector('arimaa-board').shadowRoot
      .querySelectorAll('g.arrow')].filter((g) => g.querySelector(`line[stroke="${color}"]`))
      .map((g) => [g.dataset.from, g.dataset.to]), HINT_COLOR);
  };
  const squaresOf = (text) => text.split(' ').map((st) => { // "Ra2n" -> ["a2", "a3"]
    const d = { n: [0, 1], s: [0, -1], e: [1, 0], w: [-1, 0] }[st[3]];
    return [st.slice(1, 3), String.fromCharCode(st.charCodeAt(1) + d[0]) + (Number(st[2]) + d[1])];
  });
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  // A whole game at Hard (the bot's time ?hard=HARD_MS): gold's setup, then each of the
  // person's moves by clicks, the first HINTED ones the Hint's suggestion (its arrows on
  // the board checked against its text, then played by clicking its steps), the rest the
  // first legal move the library lists (a weak player, so that the bot wins in a few dozen
  // turns); the bot's depth and score line shown while it thinks and after; while the
  // bot thinks (its first move, held 1.5 s by SLOW_WORKER) a click on Flip is answered.
  // Prints the bot's median time per move and the number of moves.
  async function hardGame() {
    await page.goto(`${url}?seed=2&hard=${HARD_MS}`);
    await page.waitForSelector('body[data-ready=true]', { timeout: 30_000 });
    await page.selectOption('#level', 'hard');
    assert.equal(await page.locator('#level option:checked').textContent(), `Hard (${HARD_MS / 1000} s)`);
    await page.locator('#new').click();
    count.clicks += 1;
    count.games += 1;
    await endTurn(); // gold's setup
    const turns = () => page.locator('#moves button').count();
    const over = () => page.evaluate(() => document.body.dataset.result !== '');
    const waitBot = (n) => page.waitForFunction((n) => document.body.dataset.result !== '' ||
      (document.querySelectorAll('#moves button').length >= n && !document.getElementById('status').textContent.includes('thinking')),
    n, { timeout: 20 * HARD_MS + 10_000 });
    await waitBot(2);
    const botMs = [];
    let held = null;
    let hints = 0;
    let clickMs = null;
    let lines = 0, wins = 0;
    for (let i = 0; i < 150 && !(await over()); i++) {
      const before = await turns();
      let steps;
      if (hints < HINTED) {
        await page.locator('#hint').click();
        count.clicks += 1;
        await page.waitForFunction(() => document.body.dataset.hint, null, { timeout: 20 * HARD_MS + 10_000 });
        const text = await page.evaluate(() => document.body.dataset.hint);
        assert.deepEqual(await hintArrows(), squaresOf(text), `the hint ${text} drawn as its arrows`);
        assert.match(await page.locator('#thinking').textContent(), new RegExp(`^Hint for Gold: ${text} \\(`));
        assert.equal(await turns(), before, 'a hint plays nothing');
        if (hints === 0) await shot('web-hint.png');
        steps = text.split(' ');
        hints += 1;
      } else {
        const pos = arimaa.Position.fromShort(await short());
        steps = pos.legalMoves({ limit: 1 })[0].steps.map((s) => s.text);
        pos.free();
      }
      for (const st of steps) await playStep(st);
      assert.deepEqual(await hintArrows(), [], 'the hint is gone once a step is taken');
      await endTurn();
      if (await over()) break;
      if (i === 0) {
        // The bot's first move (the worker's third request, held 1.5 s): a click on
        // Flip is drawn while it thinks, and the thinking line says so.
        assert.match(await statusText(), /thinking \(Hard, /);
        assert.match(await page.locator('#thinking').textContent(), /^The bot \(Silver\) is thinking/);
        await watchFlip(page);
        await page.locator('#flip').click();
        count.clicks += 1;
        clickMs = await flipFrame(page);
        assert.equal(clickMs.frames, 1, `the flip was drawn ${clickMs.frames} frames after the click`);
        assert.match(await statusText(), /thinking/, 'the flip was drawn while the bot thought');
        await page.locator('#flip').click(); // back to gold's view, for playStep's drags
        count.clicks += 1;
      }
      await waitBot(before + 2);
      const ms = Number(await page.evaluate(() => document.body.dataset.botMs));
      if (i === 0) held = ms;
      else botMs.push(ms);
      const line = await page.locator('#thinking').textContent();
      assert.match(line, /^The bot \(Silver\) played [a-zA-Z][a-h][1-8][nsewx]( [a-zA-Z][a-h][1-8][nsewx])* after \d+\.\d s: .*nodes?$/, line);
      // The count and its word agree: "1 node", "2 nodes", "120k nodes".
      assert.match(line, / (1 node|(?:[02-9]|\d{2,}|\d+k|\d+\.\dM) nodes)$/, line);
      // With a depth, the score: in rabbits, or a win the bot sees (Analysis.WIN less the
      // steps to it), the steps and their word agreeing.
      if (/: depth \d+ · /.test(line)) {
        assert.match(line, / · (?:[+−]\d+\.\d rabbits for (?:Gold|Silver)|(?:Gold|Silver) wins within (?:1 step|(?:[02-9]|\d{2,}) steps)) · /, line);
        if (/wins within/.test(line)) wins += 1;
      }
      lines += 1;
    }
    assert.ok(await over(), 'the game at Hard ended');
    const result = await page.evaluate(() => document.body.dataset.result);
    const moves = await turns();
    const m = median(botMs);
    assert.ok(m < 3 * HARD_MS + 1000, `the bot's median time per move ${m} ms for ${HARD_MS} ms`);
    console.log(`hard game: ${moves} turns (2 setups, ${moves - 2} moves; ${hints} hints followed), result ${result}; ` +
      `the bot's median time per move ${m} ms at Hard = ${HARD_MS} ms (${botMs.length} moves, from the page's request to the turn played; ` +
      `min ${Math.min(...botMs)}, max ${Math.max(...botMs)}; the move held 1.5 s by the test: ${held} ms), ` +
      `a click on Flip while it thought drawn in the first frame after it (${clickMs.ms.toFixed(1)} ms from the click ` +
      `to that frame); ${lines} thinking lines checked (${wins} with a win seen)`);
    await page.selectOption('#level', 'medium');
  }

  async function shot(name) {
    const file = join(GALLERY, name);
    await page.screenshot({ path: file });
    count.screenshots += 1;
    return file;
  }

  // ---- 1. Against the bot (the page's default: the person plays gold).
  count.games += 1;
  assert.equal(await state(), 'setup');
  await endTurn(); // gold's standard arrangement, as offered
  // The level's time (Medium by default), as its option shows it: "Medium (1 s)".
  const level = page.locator('#level option:checked');
  assert.equal(await level.textContent(), 'Medium (1 s)');
  const timeMs = Number(await level.getAttribute('data-ms'));
  await page.waitForFunction(() => document.body.dataset.shown === 'live' &&
    document.querySelector('arimaa-board').dataset.state === 'move', null, { timeout: 10 * timeMs });
  const setupMs = Number(await page.evaluate(() => document.body.dataset.botMs));
  await mkdir(GALLERY, { recursive: true });
  const opening = await shot('web-opening.png');
  // Each of the twelve kinds drawn as its animal (the core's SVG: a `g.piece.<side>.<kind>`
  // holding a `<use>` of that animal's drawing), as a player sees the opening.
  for (const side of ['gold', 'silver']) {
    for (const kind of ['elephant', 'camel', 'horse', 'dog', 'cat', 'rabbit']) {
      const n = await page.locator(`arimaa-board g.piece.${side}.${kind} use[href="#arimaa-${kind}"]`).count();
      assert.ok(n >= 1, `the opening draws the ${side} ${kind} as an animal (${n} found)`);
    }
  }
  const openingTraps = {};
  for (const sq of ['c3', 'f6']) openingTraps[sq] = await squareBox(page, sq);
  await playStep('Ee2n');
  await playStep('Ee3n');
  await endTurn();
  const botDone = () => page.waitForFunction(() => document.body.dataset.shown === 'live' &&
    !document.getElementById('status').textContent.includes('thinking'), null, { timeout: 10 * timeMs });
  await botDone();
  const moveMs = Number(await page.evaluate(() => document.body.dataset.botMs));
  assert.equal(await page.locator('#moves button').count(), 4, 'the move list holds 1g 1s 2g 2s');
  assert.ok(moveMs < 5 * timeMs, `the bot took ${moveMs} ms for a ${timeMs} ms budget`);
  // Gold's next move: one the library lists for the position shown, by clicks.
  const pos = arimaa.Position.fromShort(await short());
  const [next] = pos.legalMoves({ limit: 1 });
  pos.free();
  for (const s of next.steps) await playStep(s.text);
  await endTurn();
  // The bot's third answer is held 1.5 s in its worker (see SLOW_WORKER): meanwhile a
  // click on Flip is answered (the square a1 moves on screen), the bot still thinking.
  assert.match(await statusText(), /thinking/);
  await watchFlip(page);
  await page.locator('#flip').click();
  count.clicks += 1;
  const flip = await flipFrame(page);
  assert.equal(flip.frames, 1, `the flip was drawn ${flip.frames} frames after the click`);
  assert.match(await statusText(), /thinking/, 'the flip was drawn while the bot thought');
  await botDone();
  assert.equal(await page.locator('#moves button').count(), 6);
  console.log(`bot: setup answered in ${setupMs} ms, move in ${moveMs} ms (time given ${timeMs} ms; from the page's ` +
    `request to the turn played); a click on Flip while the bot thought drawn in the first frame after it (${flip.ms.toFixed(1)} ms from the click ` +
    `to that frame, measured in the page)`);

  // Take back: the bot's answer and gold's move, back to gold's turn.
  await page.locator('#takeback').click();
  count.clicks += 1;
  assert.equal(await page.locator('#moves button').count(), 4, 'taken back to 2s');
  assert.match(await statusText(), /^Gold to move \(3g\)/);
  // Gold resigns: the result and its reason shown.
  await page.locator('#resign').click();
  count.clicks += 1;
  assert.match(await statusText(), /Silver wins: resignation \(r\)/);
  assert.equal(await state(), 'over');

  // The person as silver: the bot sets gold up first, the board turned (a1 at the top).
  await page.selectOption('#color', 'silver');
  await page.locator('#new').click();
  count.clicks += 1;
  count.games += 1;
  await page.waitForFunction(() => document.querySelector('#moves button[data-label="1g"]') !== null, null, { timeout: 10 * timeMs });
  assert.equal(await state(), 'setup');
  const a1 = await squareBox(page, 'a1');
  const a8 = await squareBox(page, 'a8');
  assert.ok(a1.y < a8.y, "silver's view: rank 1 at the top");
  await page.selectOption('#color', 'gold');

  // ---- 1b. A whole game against the bot at Hard, its time shortened by ?hard=MS.
  await hardGame();

  // ---- 2. Two people on one screen, the plan to a goal.
  await page.selectOption('#opponent', 'human');
  await page.locator('#new').click();
  count.clicks += 1;
  count.games += 1;
  await clickSquare(plan.GOLD_SWAP[0]);
  await clickSquare(plan.GOLD_SWAP[1]);
  await endTurn();
  assert.equal(await short(), expected[0], 'gold setup with a2 and b1 swapped');
  await endTurn();
  assert.equal(await short(), expected[1], 'silver standard setup');
  let index = 2;
  for (const [label, steps] of plan.MOVES) {
    if (label === '3g') { // a rabbit may not step back: refused, the rule shown, nothing changed
      const before = await short();
      await playStep('Ra5s');
      assert.match(await statusText(), /Refused: .*rabbit/i);
      assert.equal(await short(), before);
    }
    if (label === '4g') { // a push started: pending, screenshot, undone
      const before = await short();
      await playStep(plan.PUSH.step);
      const pending = await page.evaluate(() => document.querySelector('arimaa-board').game.position().pendingPush());
      assert.deepEqual(pending, plan.PUSH.pending);
      await shot('web-pending-push.png');
      await clickPart('undo');
      assert.equal(await page.evaluate(() => document.querySelector('arimaa-board').game.position().toShort()), before);
    }
    for (const s of steps) {
      if (s === 'Ra1n') { // typed in notation: played as if clicked
        await page.locator('arimaa-board [part=notation]').fill(s);
        await page.locator('arimaa-board [part=notation]').press('Enter');
        count.typed += 1;
      } else if (s === 'Ee2n') { // dragged from e2 to e3
        await dragStep(s);
      } else {
        await playStep(s);
      }
    }
    await endTurn();
    assert.equal(await short(), expected[index], `the position after ${label}`);
    if (label === '2s') { // taken back, then played again
      await page.locator('#takeback').click();
      count.clicks += 1;
      assert.equal(await short(), expected[index - 1], 'the position after 2s taken back');
      for (const s of steps) await playStep(s);
      await endTurn();
      assert.equal(await short(), expected[index], `the position after ${label}, played again`);
    }
    index += 1;
  }
  assert.match(await statusText(), /Gold wins: goal \(g\)/);
  assert.equal(await page.evaluate(() => document.body.dataset.result), 'gold g');
  assert.equal(await state(), 'over');
  const finished = await shot('web-finished.png');
  // The key f flips the board (a1 moves to the top), and back.
  const a1Before = await squareBox(page, 'a1');
  await page.keyboard.press('f');
  const a1After = await squareBox(page, 'a1');
  assert.ok(a1After.y < a1Before.y, 'f flips the board');
  await page.keyboard.press('f');
  const goal = await squareBox(page, 'a8');
  // A turn of the list clicked shows the position after it, drawn once; End returns to
  // the game.
  const renders = async () => {
    await frame(page);
    return page.evaluate(() => document.querySelector('arimaa-board').renderCount);
  };
  const rendersBefore = await renders();
  await page.locator('#moves button[data-label="2s"]').click();
  count.clicks += 1;
  assert.equal(await short(), expected[3]);
  const perClick = (await renders()) - rendersBefore;
  assert.equal(perClick, 1, `one click of the move list drew the board ${perClick} times`);
  console.log(`renders per click of the move list: ${perClick}`);
  await page.keyboard.press('End');
  assert.equal(await short(), expected.at(-1));
  // The record saved (a download) and checked by the CLI.
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#save').click()]);
  count.clicks += 1;
  const saved = join(await mkdtemp(join(tmpdir(), 'arimaa-web-')), download.suggestedFilename());
  await download.saveAs(saved);
  const verdict = execFileSync(BIN, ['replay', saved], { encoding: 'utf8' });
  assert.match(verdict, /\bok\b/);
  console.log(`the saved record, by arimaa replay: ${verdict.split('\n')[0]}`);

  // ---- 3. A record with an illegal turn: refused, the turn and the rule named.
  await page.locator('#load-box summary').click();
  count.clicks += 1;
  await page.locator('#record-text').fill(`1g ${plan.GOLD_SETUP}\n1s ${plan.SILVER_SETUP}\n2g Ee2s\n`);
  await page.locator('#load').click();
  count.clicks += 1;
  assert.match(await statusText(), /Cannot load this record: 2g .*occupied/);

  // A record loaded from a file and stepped through.
  count.games += 1;
  await page.locator('#record-file').setInputFiles(RECORD);
  await page.waitForFunction(() => document.body.dataset.shown === 'start');
  const total = await page.locator('#moves button').count();
  for (let i = 0; i < total; i += 1) {
    await page.keyboard.press('ArrowRight');
    const label = await page.evaluate(() => document.body.dataset.shown);
    const want = execFileSync(BIN, ['show', RECORD, '--at', label, '--format', 'short'], { encoding: 'utf8' }).trim();
    assert.equal(await short(), want, `loaded record after ${label}`);
    count.positions += 1;
  }
  assert.match(await statusText(), /Silver wins: goal \(g\)/);

  // An archive's lines pasted (the header and three games): the second game chosen and
  // loaded, its first and last positions as `arimaa show FILE --game ID` gives them.
  const archive = join(process.env.ARIMAA_DATA_DIR ?? join(ROOT, '../shared/data'), 'games/archive/allgames202602.txt');
  let archiveText = null;
  try {
    archiveText = (await readFile(archive, 'utf8')).split('\n').slice(0, 4).join('\n') + '\n';
  } catch {
    console.log(`SKIPPED [1] web page test: pasting an archive: ${archive} not found (ARIMAA_DATA_DIR)`);
  }
  if (archiveText) {
    count.games += 1;
    const lines = archiveText.split('\n');
    const id = lines[2].split('\t')[lines[0].split('\t').indexOf('id')];
    const file = join(dirname(saved), 'archive.txt');
    await writeFile(file, archiveText);
    const parses = () => page.evaluate(() => Number(document.body.dataset.parses ?? 0));
    const parsesBefore = await parses();
    await page.locator('#record-text').fill(archiveText);
    await page.waitForFunction(() => document.querySelectorAll('#record-game option').length === 3);
    await page.selectOption('#record-game', '1');
    await page.locator('#load').click();
    count.clicks += 1;
    await page.waitForFunction(() => document.body.dataset.shown === 'start');
    assert.equal(await parses() - parsesBefore, 1, 'the pasted archive read once (chooser and Load)');
    await page.keyboard.press('End');
    const last = await page.evaluate(() => document.body.dataset.shown);
    for (const [key, at] of [['Home', '1g'], ['End', last]]) {
      await page.keyboard.press(key);
      if (key === 'Home') await page.keyboard.press('ArrowRight');
      const want = execFileSync(BIN, ['show', file, '--game', id, '--at', at, '--format', 'short'], { encoding: 'utf8' }).trim();
      assert.equal(await short(), want, `archive game ${id} after ${at}`);
      count.positions += 1;
    }
  }

  // ---- 4. Screenshots: size and pixels (decoded by the browser from the PNG files).
  async function pixels(file, points) {
    const b64 = (await readFile(file)).toString('base64');
    return page.evaluate(async ({ b64, points }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const c = new OffscreenCanvas(bmp.width, bmp.height);
      const ctx = c.getContext('2d');
      ctx.drawImage(bmp, 0, 0);
      return { w: bmp.width, h: bmp.height, px: points.map(([x, y]) => [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)]) };
    }, { b64, points });
  }
  const near = (got, want) => got.every((v, i) => Math.abs(v - want[i]) <= 8);
  const inside = (box) => [Math.round(box.x + box.width * 0.1), Math.round(box.y + box.height * 0.1)];
  const o = await pixels(opening, [inside(openingTraps.c3), inside(openingTraps.f6)]);
  const f = await pixels(finished, [[Math.round(goal.x + goal.width * 0.22), Math.round(goal.y + goal.height / 2)]]);
  const p = await pixels(join(GALLERY, 'web-pending-push.png'), []);
  for (const s of [o, f, p]) assert.deepEqual([s.w, s.h], [VIEW.width, VIEW.height]);
  assert.ok(o.px.every((px) => near(px, TRAP)), `trap squares in the opening: ${JSON.stringify(o.px)}`);
  assert.ok(near(f.px[0], GOLD), `gold rabbit on a8 in the finished game: ${JSON.stringify(f.px)}`);
  console.log(`screenshots ${VIEW.width}x${VIEW.height}: opening (traps ${JSON.stringify(o.px)}), pending push, finished (a8 ${JSON.stringify(f.px[0])}) in docs/gallery/`);

  // On a phone-sized screen the board takes the full width: squares of at least 44 CSS px
  // on a 375 px screen (the page drops the coordinates there), and on a 390 px one.
  for (const width of [375, 390]) {
    await page.setViewportSize({ width, height: 812 });
    await page.waitForFunction(() => document.querySelector('arimaa-board').coordinates === false);
    const phone = await squareBox(page, 'e2');
    assert.ok(phone.width >= 44 && phone.height >= 44, `a square is ${phone.width} x ${phone.height} px on a ${width} px screen`);
    console.log(`on a ${width} px wide screen a square is ${phone.width.toFixed(1)} CSS px wide`);
    if (width === 375) {
      // The phone as a person sees it: docs/gallery/web-phone.png (375 x 812 CSS px).
      const file = join(GALLERY, 'web-phone.png');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: file });
      count.screenshots += 1;
      const shot = await pixels(file, []);
      assert.deepEqual([shot.w, shot.h], [375, 812]);
      console.log(`screenshot 375x812 (a phone) in docs/gallery/web-phone.png: touch targets (squares) ${phone.width.toFixed(1)} x ${phone.height.toFixed(1)} CSS px`);
    }
  }

  // Ctrl-C (SIGINT) stops the server.
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(signal ?? code)));
  server.kill('SIGINT');
  const how = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 5_000))]);
  assert.equal(how, 'SIGINT', 'arimaa web stops on Ctrl-C (SIGINT)');

  assert.deepEqual(outside, [], 'requests that left 127.0.0.1');
  assert.deepEqual(errors, [], 'page errors');
  console.log(`requests: ${requests}, all to ${origin}; none elsewhere`);
  for (const path of ['/', '/app.js', '/arimaa/board.mjs', '/arimaa/wasm/web/arimaa_wasm_bg.wasm']) {
    assert.equal(encodings.get(path), 'gzip', `${path} sent gzipped to the browser`);
  }
  console.log(`sent gzipped to chromium: ${[...encodings.values()].filter((e) => e === 'gzip').length} of ${encodings.size} files`);
  console.log(`page test passed (chromium ${browser.version()}): ${count.clicks} clicks, ${count.drags} drag, ${count.typed} step typed, ${count.moves} turns ended by a click, ` +
    `${count.games} games (the bot three times, one at Hard, two people, records loaded from a file and an archive: ${count.positions} positions compared), ${count.screenshots} screenshots`);
} catch (e) {
  failed = true;
  console.error(`page test FAILED: ${e.stack ?? e}`);
  if (outside.length) console.error(`requests that left 127.0.0.1: ${outside.join(', ')}`);
  if (errors.length) console.error(`page errors: ${errors.join('; ')}`);
} finally {
  await browser.close();
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
}
process.exit(failed ? 1 : 0);
