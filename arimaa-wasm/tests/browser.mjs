// The browser smoke test: Debian chromium driven by playwright-core loads the installed
// package from a static server on 127.0.0.1 through a plain <script type="module"> (no
// bundler): init() fetches the .wasm beside the module, then the page counts the opening's
// moves, plays a push and reads an error's rule.
// Usage: node browser.mjs CONSUMER_DIR   (CONSUMER_DIR/node_modules/arimaa is served)
//        node browser.mjs --vite DIST     (the page of a Vite build of vite-app/ is served)
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, extname, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const vite = process.argv[2] === '--vite';
const root = process.argv[vite ? 3 : 2];
const TYPES = { '.html': 'text/html', '.mjs': 'text/javascript', '.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json' };
// The plain page: the same smoke script as the Vite build (vite-app/main.js, served from
// CONSUMER_DIR/vite-app), its bare `arimaa` import resolved by an import map to the
// installed package's module file: no bundler.
const PAGE = `<!doctype html><meta charset="utf-8"><title>arimaa</title>
<script type="importmap">{ "imports": { "arimaa": "/node_modules/arimaa/index.mjs" } }</script>
<script type="module" src="/vite-app/main.js"></script>`;

const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
  if (!vite && (path === '/' || path === '/index.html')) {
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end(PAGE);
  }
  try {
    const file = path === '/' ? '/index.html' : path;
    const body = await readFile(join(root, file));
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;
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
