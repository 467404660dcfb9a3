// The page's review, in Debian chromium through playwright-core, on the BUILT `arimaa`
// binary (`arimaa web --port 0`): a record loaded (tests/data game 100, 53 moves), Review
// pressed: the progress line counts the moves ("Reviewing move k of 53") while the page
// answers a click (a step through the turns); Stop keeps what was reviewed; Review again
// runs to the end (one message per move to the worker). Then the graph (the library's
// SVG, one point per move) is clicked at its worst point (a blunder's mark, else a
// mistake's, else an inaccuracy's): the board shows that turn, the played move's arrows
// (the board's last-move arrows) and the best move's (extra arrows, the core's colour)
// are drawn, the best move's arrows are its steps as the library in node reads them, and
// the move list has the graph's mark (?!, ?, ??) at that turn. Prints (asserts nothing
// about) the review's time against the sum of its budgets ((n + 1) searches of
// ARIMAA_REVIEW_MS, default 200 ms). Writes docs/gallery/web-review.png.
// Usage: node web/tests/review.mjs [ARIMAA_BINARY]   (run by web/tests/run.sh)
import { readFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { startWeb, loadLibrary, launchChromium } from './serve.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = process.argv[2] ?? join(ROOT, 'target/debug/arimaa');
const RECORD = join(ROOT, 'tests/data/games/per-game/game100.txt');
const SHOT = join(ROOT, 'docs/gallery/web-review.png');
const VIEW = { width: 1100, height: 760 };
const REVIEW_MS = Number(process.env.ARIMAA_REVIEW_MS ?? 200);

const { server, url } = await startWeb(BIN);
// The library as the server sends it, in node: the best move's steps read independently
// of the page.
const arimaa = await loadLibrary(url, server);

const browser = await launchChromium();
const errors = [];
let failed = false;
try {
  const page = await browser.newPage({ viewport: VIEW, deviceScaleFactor: 1 });
  page.on('pageerror', (e) => errors.push(e.stack ?? String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
    if (m.text().startsWith('review:')) console.log(`page console: ${m.text()}`);
  });
  await page.goto(`${url}?seed=1&review=${REVIEW_MS}`);
  await page.waitForSelector('body[data-ready=true]', { timeout: 30_000 });
  const dataset = () => page.evaluate(() => ({ ...document.body.dataset }));

  // A record loaded.
  const text = await readFile(RECORD, 'utf8');
  const game = arimaa.Game.fromRecord(text);
  const history = game.history();
  const moves = history.filter((t) => t.kind === 'move').length;
  await page.locator('#load-box summary').click();
  await page.locator('#record-text').fill(text);
  await page.locator('#load').click();
  await page.waitForFunction(() => document.body.dataset.shown === 'start');
  assert.equal(await page.locator('#review').isVisible(), false, 'no review before Review');

  // Review, then Stop after a few moves: the page answers a click meanwhile.
  await page.locator('#review-start').click();
  await page.waitForFunction(() => /Reviewing move [3-9] of/.test(document.getElementById('review-progress').textContent), null, { timeout: 30_000 });
  assert.match(await page.locator('#review-progress').textContent(), new RegExp(`Reviewing move \\d+ of ${moves} `));
  const t0 = Date.now();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.body.dataset.shown === '1g', null, { timeout: 5_000 });
  const answered = Date.now() - t0;
  await page.locator('#review-stop').click();
  const stoppedAt = await page.locator('#review-graph g.turn').count();
  await page.waitForTimeout(3 * REVIEW_MS + 200); // an answer on its way is ignored
  assert.match(await page.locator('#review-progress').textContent(), /\(stopped\)/);
  const kept = await page.locator('#review-graph g.turn').count();
  assert.ok(kept >= 2 && kept < moves && kept === stoppedAt, `the moves reviewed before Stop stay (${stoppedAt}, then ${kept})`);
  assert.equal((await dataset()).reviewed, undefined);
  console.log(`review stopped after ${kept} of ${moves} moves; a key answered in ${answered} ms while it ran`);

  // Review again, to the end.
  const start = Date.now();
  await page.locator('#review-start').click();
  await page.waitForFunction(() => document.body.dataset.reviewed !== undefined, null, { timeout: 60_000 + moves * REVIEW_MS * 10 });
  const took = Date.now() - start;
  const d = await dataset();
  assert.equal(Number(d.reviewed), moves, 'one entry per move');
  assert.equal(await page.locator('#review-graph g.turn').count(), moves, 'one point per move');
  const budget = (moves + 1) * REVIEW_MS;
  console.log(`review of ${moves} moves at ${REVIEW_MS} ms a position: ${took} ms in the page `
    + `(${d.reviewMs} ms from Review to the last entry), budgets ${budget} ms ((n + 1) searches): `
    + `${(Number(d.reviewMs) / budget).toFixed(2)}x`);
  assert.match(await page.locator('#review-progress').textContent(), new RegExp(`Reviewed ${moves} of ${moves} moves`));
  assert.match(await page.locator('#review-summary').textContent(), /Gold: \d+ moves, .* Silver: \d+ moves/);

  // The worst point: a blunder's mark, else a mistake's, else an inaccuracy's.
  let worst = null;
  for (const label of ['blunder', 'mistake', 'inaccuracy']) {
    const marked = page.locator(`#review-graph g.turn:has(.mark.${label})`);
    if (await marked.count()) {
      worst = { label, point: marked.first() };
      break;
    }
  }
  assert.ok(worst, 'the review marked at least one move');
  const turn = await worst.point.getAttribute('data-turn');
  await worst.point.scrollIntoViewIfNeeded(); // the graph is under the board
  const box = await worst.point.locator('circle.point').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction((t) => document.body.dataset.shown === t, turn, { timeout: 5_000 });
  const index = history.findIndex((t) => t.label === turn);
  const played = history[index].text;
  const best = (await dataset()).reviewBest;
  assert.ok(best && best !== played, `a best move other than the played one (${best}, played ${played})`);

  // The arrows: the played move's (the board's last-move arrows: step, push, pull) and
  // the best move's (extra arrows), from and to as the library in node reads the moves.
  const arrows = await page.evaluate(() => [...document.querySelector('arimaa-board').shadowRoot
    .querySelectorAll('g.arrow')].map((g) => ({ cls: g.getAttribute('class'), from: g.dataset.from, to: g.dataset.to })));
  const stepsOf = (move) => {
    const g = arimaa.Game.fromPosition(game.positionAfter(index));
    const out = g.playSteps(move).map(({ from, to }) => ({ from, to }));
    g.free();
    return out;
  };
  const lastMove = arrows.filter((a) => a.cls !== 'arrow').map(({ from, to }) => ({ from, to }));
  const extra = arrows.filter((a) => a.cls === 'arrow').map(({ from, to }) => ({ from, to }));
  assert.deepEqual(lastMove, stepsOf(played), `the played move ${played} drawn as its arrows`);
  assert.deepEqual(extra, stepsOf(best), `the best move ${best} drawn as the extra arrows`);

  // The move list: the graph's mark at that turn.
  const SYMBOL = { inaccuracy: '?!', mistake: '?', blunder: '??' }; // chess's: the test's own
  const mark = page.locator(`#moves button[data-label="${turn}"] .mark`);
  assert.equal(await mark.textContent(), SYMBOL[worst.label], `the mark of ${turn} in the move list`);
  assert.equal(await page.locator('#moves button[aria-current]').getAttribute('data-label'), turn);
  const marks = await page.locator('#moves .mark').count();
  assert.equal(marks, await page.locator('#review-graph g.turn:has(.mark)').count(), 'a mark in the list for each mark of the graph');

  await page.locator('#load-box summary').click(); // the load box closed for the picture
  await page.screenshot({ path: SHOT, fullPage: true });
  console.log(`the worst point ${turn} (${worst.label}): played ${played}, best ${best}; ${marks} marks; screenshot docs/gallery/web-review.png`);
  assert.deepEqual(errors, [], 'no error in the page');
  console.log(`page test passed (the review): ${moves} moves reviewed, the worst point ${turn} clicked`);
} catch (e) {
  failed = true;
  console.error(e);
  if (errors.length) console.error(`page errors:\n${errors.join('\n')}`);
} finally {
  await browser.close();
  server.kill('SIGINT');
}
process.exit(failed ? 1 : 0);
