// What the page's browser tests (page.mjs, review.mjs) share: the BUILT `arimaa web` started
// on a free port, the library loaded in node from what that server sends, and Debian
// chromium launched through playwright-core.
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import assert from 'node:assert/strict';
import { chromium } from '../../arimaa-wasm/tests/node_modules/playwright-core/index.mjs';

/**
 * Starts `BIN web --port 0` and resolves to `{ server, url }` once it prints its URL
 * (`http://127.0.0.1:PORT/`); rejects when it exits first or prints none within 10 s.
 * @param {string} bin
 */
export async function startWeb(bin) {
  const server = spawn(bin, ['web', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/http:\/\/127\.0\.0\.1:\d+\//);
      if (m) resolve(m[0]);
    });
    server.on('exit', (code) => reject(new Error(`arimaa web exited (${code}) before printing its URL: ${out}`)));
    setTimeout(() => reject(new Error(`no URL printed by arimaa web within 10 s: ${out}`)), 10_000);
  });
  return { server, url };
}

/**
 * The library as the server sends it (the package's module, its glue and the .wasm,
 * gzipped to a client that accepts it, as node's fetch does), written to a temporary
 * folder, imported from there and initialised: the page's own library, read in node.
 * Kills `server` when that fails.
 * @param {string} url the server's URL
 * @param {import('node:child_process').ChildProcess} server
 */
export async function loadLibrary(url, server) {
  try {
    const lib = await mkdtemp(join(tmpdir(), 'arimaa-lib-'));
    await writeFile(join(lib, 'package.json'), '{ "type": "module" }\n');
    for (const f of ['index.mjs', 'wasm/web/arimaa_wasm.js', 'wasm/web/arimaa_wasm_bg.wasm']) {
      const r = await fetch(new URL(`arimaa/${f}`, url));
      assert.equal(r.status, 200, `GET /arimaa/${f}`);
      await mkdir(dirname(join(lib, f)), { recursive: true });
      await writeFile(join(lib, f), Buffer.from(await r.arrayBuffer()));
    }
    const arimaa = await import(join(lib, 'index.mjs'));
    await arimaa.init();
    return arimaa;
  } catch (e) {
    server.kill('SIGKILL');
    throw e;
  }
}

/** Debian chromium (or $CHROMIUM), headless, with no network of its own. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--no-first-run'],
  });
}
