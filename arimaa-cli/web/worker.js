// The bot's thread: the page's main thread stays free for clicks while the bot thinks.
// Asked {id, record, timeMs, seed}: rebuilds the game from its record (the per-game
// format of Game.toRecord, which carries every turn, so the rules' history such as
// repetitions is the page's), and answers {id, text, ms}: the bot's setup or move as
// text for game.play, null when the game is over; or {id, error} (the library's message).
// Imported by relative path: a worker does not see the page's import map.
import * as arimaa from './arimaa/index.mjs';

const ready = arimaa.init();

self.onmessage = async (e) => {
  const { id, record, timeMs, seed } = e.data;
  let game = null;
  try {
    await ready;
    const start = performance.now();
    const [rec] = arimaa.readGames(record);
    game = rec.replay();
    rec.free();
    const text = arimaa.botMove(game, { timeMs, seed });
    self.postMessage({ id, text, ms: performance.now() - start });
  } catch (err) {
    self.postMessage({ id, error: String(err?.message ?? err) });
  } finally {
    game?.free();
  }
};
