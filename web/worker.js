// The bot's thread: the page's main thread stays free for clicks while the bot thinks.
// Asked {id, record, timeMs, maxDepth, seed, hint}: rebuilds the game from its record (the
// per-game format of Game.toRecord, which carries every turn, so the rules' history such
// as repetitions is the page's) and asks the bot (a Bot of the seed and depth limit) for
// the side to move: its setup (bot.setup) in the setup phase, else its move with the
// search behind it (bot.analyze). While the search runs it posts {id, progress: {move,
// depth, score, nodes, decided, ms}} at each report (the page shows them as they come:
// this thread is busy, the page's is not). Then it answers {id, text, depth, score,
// nodes, decided, pv, ms, arrows}: the bot's setup or move as text for game.play, the
// analysis (zeros and null for a setup; `decided` is the Analysis's `decided()`), and for
// a move its steps as the library plays them ({from, to, kind} each: the page draws a
// hint's arrows from them, knowing no notation); or {id, error} (the library's message,
// e.g. when the game is over). Requests are answered one at a time, in order.
// Imported by relative path: a worker does not see the page's import map.
import * as arimaa from './arimaa/index.mjs';

const ready = arimaa.init();

/** The steps of `text` (a move) played on `game`, as the library reports them
 * (`Game.playSteps`: the library reads the notation). */
function stepsOf(game, text) {
  if (game.isSetupPhase()) return [];
  return game.playSteps(text).map(({ from, to, kind }) => ({ from, to, kind }));
}

// The review of a game (the page's Review button), one move per message so that the page
// can stop it between two moves: {id, review: 'next', record, timeMs, seed} reviews the
// next move of the review `id` (made from `record` at its first message: a Review of the
// library, kept here between messages) and answers {id, review: 'entry', entry, done,
// total, ms}: the library's ReviewEntry (plain data), the moves reviewed so far and in
// all, the time this move took; entry null once every move is reviewed (the review is
// then dropped). {id, review: 'stop'} drops it. {id, review: 'entry', error} on failure.
let reviewing = null; // {id, review, bot, game}

function dropReview() {
  reviewing?.review.free();
  reviewing?.game.free();
  reviewing = null;
}

function reviewStep({ id, review, record, timeMs, seed }) {
  if (review === 'stop') {
    if (reviewing?.id === id) dropReview();
    return;
  }
  try {
    if (reviewing?.id !== id) {
      dropReview();
      const [rec] = arimaa.readGames(record);
      const game = rec.replay();
      rec.free();
      reviewing = { id, game, review: new arimaa.Review(game), bot: new arimaa.Bot({ seed }) };
    }
    const start = performance.now();
    const entry = reviewing.review.next(reviewing.bot, { timeMs });
    const { length: total, nextMove: done } = reviewing.review;
    self.postMessage({ id, review: 'entry', entry, done, total, ms: performance.now() - start });
    if (entry === null) dropReview();
  } catch (err) {
    dropReview();
    self.postMessage({ id, review: 'entry', error: String(err?.message ?? err) });
  }
}

self.onmessage = async (e) => {
  if (e.data.review) {
    await ready;
    return reviewStep(e.data);
  }
  const { id, record, timeMs, maxDepth, seed } = e.data;
  let game = null;
  try {
    await ready;
    const start = performance.now();
    const [rec] = arimaa.readGames(record);
    game = rec.replay();
    rec.free();
    const onProgress = (a) => self.postMessage({
      id, progress: { move: a.move, depth: a.depth, score: a.score, nodes: a.nodes, decided: a.decided(), ms: performance.now() - start },
    });
    const bot = new arimaa.Bot({ maxDepth, seed });
    const setup = game.isSetupPhase() ? bot.setup(game) : null;
    const a = setup !== null
      ? { move: setup, depth: 0, score: 0, nodes: 0, pv: [setup], decided: () => null }
      : bot.analyze(game, { timeMs, onProgress });
    const ms = performance.now() - start;
    self.postMessage({ id, ms, text: a.move, depth: a.depth, score: a.score, nodes: a.nodes, decided: a.decided(), pv: a.pv, arrows: stepsOf(game, a.move) });
  } catch (err) {
    self.postMessage({ id, error: String(err?.message ?? err) });
  } finally {
    game?.free();
  }
};
