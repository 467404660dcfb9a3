// The browser smoke test: Debian chromium driven by playwright-core loads the installed
// package from a static server on 127.0.0.1 through a plain <script type="module"> (no
// bundler): init() fetches the .wasm beside the module, then the page counts the opening's
// moves, plays a push and reads an error's rule.
// Usage: node browser.mjs CONSUMER_DIR   (CONSUMER_DIR/node_modules/arimaa is served)
//        node browser.mjs --vite DIST     (the page of a Vite build of vite-app/ is served)
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const vite = process.argv[2] === '--vite';
const root = process.argv[vite ? 3 : 2];
// The plain page: the same smoke script as the Vite build (vite-app/main.js, served from
// CONSUMER_DIR/vite-app), its bare `arimaa` import resolved by an import map to the
// installed package's module file: no bundler.
const PAGE = `<!doctype html><meta charset="utf-8"><title>arimaa</title>
<script type="importmap">{ "imports": { "arimaa": "/node_modules/arimaa/index.mjs" } }</script>
<script type="module" src="/vite-app/main.js"></script>`;

const { url, server } = await serve(root, (path) =>
  !vite && (path === '/' || path === '/index.html') ? PAGE : undefined);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--no-first-run'],
});
let failed = false;
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForFunction(() => window.result !== undefined, null, { timeout: 30_000 });
  const result = await page.evaluate(() => window.result);
  const version = browser.version();
  const want = { count: 3353, pending: { piece: 'c', square: 'e6' }, rule: 'occupied', svg: true };
  if (JSON.stringify(result) !== JSON.stringify(want) || errors.length > 0) {
    console.error(`browser smoke test FAILED (chromium ${version}): got ${JSON.stringify(result)}, want ${JSON.stringify(want)}; page errors: ${errors.join('; ')}`);
    failed = true;
  } else {
    console.log(`browser smoke test${vite ? ' (Vite build)' : ''} passed (chromium ${version}, ${url}): ${JSON.stringify(result)}`);
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
