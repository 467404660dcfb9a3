// The browser smoke script (browser.mjs): loaded as it is by a plain page (an import map
// names the installed package's module), and built by Vite (scripts/test.sh: vite build,
// then browser.mjs --vite), where the bundler must carry the .wasm along and init() fetch
// it. It counts the opening's moves, plays a push and reads an error's rule.
import { init, Position, IllegalMoveError } from 'arimaa';

try {
  await init();
  const p = Position.standard();
  const count = p.countMoves();
  const q = Position.fromShort('g [       rR           c       E                                   ]');
  q.playStep('ce6n');
  const pending = q.pendingPush();
  let rule = null;
  try { Position.standard().playStep('Ra1n'); } catch (e) { rule = e instanceof IllegalMoveError ? e.rule : String(e); }
  window.result = { count, pending, rule, svg: p.svg().startsWith('<svg') };
} catch (e) {
  window.result = { error: String((e && e.stack) || e) };
}
