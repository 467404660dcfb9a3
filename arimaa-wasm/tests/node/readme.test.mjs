// The README's JavaScript example (extracted from README.md into readme-example.mjs by
// scripts/test.sh) runs as written and prints what the rules say: the only steps of the
// silver cat on e6 are the first steps of the elephant's three pushes (north, east, west:
// south is the elephant's square; a pull would start with the elephant's own step), the
// push is pending until the elephant enters e6, and the gold rabbit on a8 wins by goal.
// The npm README (the installed package's README.md) shows the same example.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./readme-example.mjs', import.meta.url));

test('readme_js_example', () => {
  const out = execFileSync(process.execPath, [script], { encoding: 'utf8' });
  assert.equal(out, [
    'ce6n pushStart', 'ce6e pushStart', 'ce6w pushStart',
    "{ piece: 'c', square: 'e6' }",
    'ce6n Ee5n Ra7n',
    "{ winner: 'gold', termination: 'g', reason: 'Goal' }",
    '',
  ].join('\n'));
});

test('the npm README shows the same example', () => {
  const require = createRequire(import.meta.url);
  const pkg = dirname(require.resolve('arimaa/package.json'));
  const npmReadme = readFileSync(join(pkg, 'README.md'), 'utf8');
  assert.ok(npmReadme.includes(readFileSync(script, 'utf8')), 'the npm README differs from the README example');
});
