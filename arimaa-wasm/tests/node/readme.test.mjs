// The README's JavaScript example (tests/readme-example.mjs) runs as written and prints
// what the rules say: the silver cat on e6 can only be pushed (three ways), the push is
// pending until the elephant enters e6, and the rabbit on a8 wins by goal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

test('the README example', () => {
  const script = fileURLToPath(new URL('./readme-example.mjs', import.meta.url));
  const out = execFileSync(process.execPath, [script], { encoding: 'utf8' });
  assert.equal(out, [
    'ce6n pushStart', 'ce6e pushStart', 'ce6w pushStart',
    "{ piece: 'c', square: 'e6' }",
    'ce6n Ee5n Ra7n',
    "{ winner: 'gold', termination: 'g', reason: 'Goal' }",
    '',
  ].join('\n'));
});
