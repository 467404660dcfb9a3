// `Bot` and `Analysis` (arimaa-wasm/src/bot.rs): the built-in bots of `arimaa-bot` on the
// calling thread, asked for a move, a move with its search (an `Analysis`, with the bot's
// score of a won game, `Analysis.WIN`), a setup or the turn the game expects; and a
// game's review (`Bot.review`, over review.js's `Review`).

import { raw, ANALYSIS_WIN } from './internal.js';
import { call } from './error.js';
import { RAW, OPTIONS, ready, typeName } from './convert.js';
import { Game } from './game.js';
import { Review } from './review.js';

/** An Analysis's `decided()`, read with the rest. */
const DECIDED = Symbol('arimaa.decided');

/**
 * What the bot found (`Bot.analyze`, and each report to its `onProgress`): its move and
 * the search behind it, as Python's `arimaa.Analysis` and Rust's `arimaa_bot::Analysis`.
 * Immutable (frozen); the fields are plain data, so an analysis can be posted from a Web
 * Worker as it is (`decided()` posted beside it, being a method).
 */
export class Analysis {
  /** Not for use: an Analysis comes from `Bot.analyze()`. */
  constructor() {
    throw new TypeError('an Analysis comes from Bot.analyze()');
  }

  /**
   * The move, exactly as `Bot.choose` returns it: the text `game.play(text)` accepts.
   * @type {string}
   */
  move;
  /**
   * The depth of the last completed search, in steps (4 steps are one whole turn); 0 for
   * the classic and greedy bots.
   * @type {number}
   */
  depth;
  /**
   * How good the move is for the side to move, in centi-rabbits, the bot's one unit: 100
   * is the value of the first rabbit captured from a full army (an elephant about 580),
   * positive when the side to move is ahead. A game the search sees won scores
   * `Analysis.WIN` less the steps to the win, a lost one its negation (`decided()` says
   * which). 0 for the classic and greedy bots.
   * @type {number}
   */
  score;
  /**
   * The nodes searched (steps played and turns ended, each one node).
   * @type {number}
   */
  nodes;
  /**
   * The principal variation: `move`, then the replies the search expects, one text per
   * turn (the last may be a partial turn where the search's horizon fell).
   * @type {string[]}
   */
  pv;

  /**
   * The score of a won game reached in zero steps (30000): a win the search sees `n` steps
   * ahead scores `Analysis.WIN - n`, a loss its negation. The bot's own constant (Rust
   * `arimaa_bot::Analysis::WIN`, Python `Analysis.WIN`, C `ARIMAA_ANALYSIS_WIN`), read
   * from the module: throws before `init()`.
   *
   * @returns {number}
   */
  static get WIN() {
    ready();
    return ANALYSIS_WIN;
  }

  /**
   * Whether the score says the game is won (true: `score` is `Analysis.WIN` less the
   * steps to the win), lost (false: its negation) or neither yet (null: an evaluation),
   * within the search's horizon: Python's `Analysis.decided()`, Rust's
   * `Analysis::decided`.
   *
   * @returns {boolean | null}
   */
  decided() { return /** @type {any} */ (this)[DECIDED]; }

  /** @returns {string} */
  toString() {
    return `Analysis(move=${this.move}, depth=${this.depth}, score=${this.score}, nodes=${this.nodes})`;
  }
}

/**
 * Options of `new Bot`. A value of the wrong type is a TypeError; a number out of range
 * (negative, NaN, a fraction where an integer is needed, above the largest) or an unknown
 * kind is a RangeError.
 * @typedef {object} BotOptions
 * @property {'search' | 'classic' | 'greedy'} [kind] `"search"` (default, `bot` in the CLI): the step-based search, which uses its whole time; `"classic"` (`bot:classic`): the first built-in bot, two plies of whole moves; `"greedy"` (`bot:greedy`): the one-move bot.
 * @property {number} [seed] The seed of the bot's random tie-breaks, an integer from 0 to 2^53 - 1 (default 1, as `arimaa play`).
 * @property {number} [hashMb] The size of the search's transposition table in MiB, an integer from 1 to 4096 (the bot's `Bot::MAX_HASH_MB`, as in Python and C; default 32): the memory it takes is bounded by it and by the nodes the search can reach, allocated once per call. The search bot only.
 * @property {number | null} [maxDepth] Search at most this many steps deep (4 steps are one whole turn), an integer from 1 to 40 (the bot's `MAX_DEPTH`; default: no limit but the time or nodes): a weaker, quicker bot. The search bot only.
 */
/**
 * The limits of one search (`Bot.choose`, `analyze`, `turn`). A value of the wrong type
 * is a TypeError, one out of range (0 included) a RangeError.
 * @typedef {object} BotLimits
 * @property {number} [timeMs] The time to think, in milliseconds (a finite number > 0; read from `performance.now()`). Default 1000 when `nodes` is not given; with `nodes` alone there is no time limit. The bot answers at its first check past the time (only the generation of one move list, not interruptible, can make it late).
 * @property {number} [nodes] At most this many nodes (steps the search plays and turns it ends, each one node), an integer from 1 to 2^53 - 1. Without `timeMs` the answer is deterministic: the same game, seed, nodes and `hashMb` give the same move on every platform, as in Rust `arimaa-bot`.
 */
/**
 * The progress callback of `Bot.analyze`'s limits.
 * @typedef {object} BotProgressOptions
 * @property {(analysis: Analysis) => void} [onProgress] Called on the calling thread each time the search reports (the best move or the depth changed; the search bot after each completed depth), with the analysis so far. An exception it throws stops the search (it is not called again) and is rethrown by `analyze`. In a Web Worker, `postMessage` from here reaches the page while the search goes on.
 */
/**
 * The limits of `Bot.analyze`: those of `choose` and a progress callback.
 * @typedef {BotLimits & BotProgressOptions} BotAnalyzeOptions
 */
// Wrong JavaScript types are TypeErrors, as everywhere in the package; the values (a
// negative time, a fraction, an unknown kind) are checked by the binding and are
// RangeErrors (no rule of the game is involved).
/**
 * The number option `name` of `options` (undefined when not given), its type checked.
 * @param {any} options
 * @param {string} name
 * @returns {number | undefined}
 */
function botNumber(options, name) {
  const v = options[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number') throw new TypeError(`${name} must be a number, not ${typeof v}`);
  return v;
}

/**
 * The built-in bot (the bot of `arimaa play` and `arimaa aei`, Rust crate `arimaa-bot`),
 * as Python's `arimaa.Bot`: an immutable value made once with its kind, seed, table size
 * and depth limit, asked for a move (`choose`), a move with its search (`analyze`), a
 * setup (`setup`) or whichever the game expects (`turn`). Every answer is text for
 * `game.play(text)`; the game is not changed, and steps taken with `playStep` are
 * ignored. A game that cannot receive what is asked throws IllegalMoveError, as in
 * Python and C: rule "game_over" after the end, "setup_expected" for a move during the
 * setup phase, "not_setup_phase" for a setup after it. Runs on the calling thread: in a
 * page, use it in a Web Worker so that the page keeps answering.
 */
export class Bot {
  /**
   * A bot (see `BotOptions`). Throws TypeError for an option of the wrong type,
   * RangeError for a bad value (not an integer, out of range, unknown kind).
   *
   * @param {BotOptions} [options]
   */
  constructor(options = {}) {
    ready();
    if (options === null || typeof options !== 'object') {
      throw new TypeError(`options must be an object, not ${typeName(options)}`);
    }
    const kind = options.kind;
    if (kind !== undefined && kind !== null && typeof kind !== 'string') {
      throw new TypeError(`kind must be "search", "classic" or "greedy", not ${typeof kind}`);
    }
    /** @type {[string | undefined, number | undefined, number | undefined, number | undefined]} */
    const config = [
      kind ?? undefined, botNumber(options, 'seed'), botNumber(options, 'hashMb'),
      botNumber(options, 'maxDepth'),
    ];
    // The values are checked by the binding, once, here; the table size's default is the
    // bot's own (arimaa_bot::Bot::DEFAULT_HASH_MB).
    const checked = call(() => new raw.RawBotOptions(undefined, undefined, config[1], config[0], config[2], config[3]));
    const hashMb = checked.hashMb;
    checked.free();
    /** @type {any} */ (this)[OPTIONS] = Object.freeze({
      kind: config[0] ?? 'search', seed: config[1] ?? 1, hashMb, maxDepth: config[3] ?? null,
    });
    Object.freeze(this);
  }

  /**
   * The kind: "search", "classic" or "greedy".
   *
   * @returns {'search' | 'classic' | 'greedy'}
   */
  get kind() { return /** @type {any} */ (this)[OPTIONS].kind; }
  /**
   * The seed of its random tie-breaks.
   *
   * @returns {number}
   */
  get seed() { return /** @type {any} */ (this)[OPTIONS].seed; }
  /**
   * The largest transposition table, in MiB.
   *
   * @returns {number}
   */
  get hashMb() { return /** @type {any} */ (this)[OPTIONS].hashMb; }
  /**
   * The depth limit in steps, or null (none).
   *
   * @returns {number | null}
   */
  get maxDepth() { return /** @type {any} */ (this)[OPTIONS].maxDepth; }

  /**
   * Its move for the side to move, found within `timeMs` and/or `nodes`, whichever ends
   * first (1000 ms when neither is given): the move's steps ("Ed2n Ed3n"). Throws
   * IllegalMoveError ("setup_expected", "game_over"), TypeError or RangeError for a bad
   * limit.
   *
   * @param {Game} game
   * @param {BotLimits} [limits]
   * @returns {string}
   */
  choose(game, limits = {}) {
    const o = botRaw(this, game, limits);
    try {
      const a = call(() => raw.botAnalyze(game[RAW], o, undefined));
      const text = a.text;
      a.free();
      return text;
    } finally {
      o.free();
    }
  }

  /**
   * As `choose` (the same move for the same limits), with what the search found: the
   * depth, the score, the nodes and the principal variation (an `Analysis`).
   * `onProgress` follows the search while it runs. Throws as `choose` does, and rethrows
   * what `onProgress` throws.
   *
   * @param {Game} game
   * @param {BotAnalyzeOptions} [limits]
   * @returns {Analysis}
   */
  analyze(game, limits = {}) {
    const o = botRaw(this, game, limits);
    const onProgress = limits.onProgress;
    try {
      if (onProgress !== undefined && onProgress !== null && typeof onProgress !== 'function') {
        throw new TypeError(`onProgress must be a function, not ${typeof onProgress}`);
      }
      // The search calls `progress` with each report; an exception of onProgress stops
      // the search (progress answers true; onProgress is not called again, whatever the
      // search reports before it next looks at its stop flag) and is rethrown once it has
      // returned.
      /** @type {{ e: unknown } | null} */
      let thrown = null;
      const progress = onProgress ? (/** @type {import('./wasm/web/arimaa_wasm.js').RawAnalysis} */ a) => {
        if (thrown) {
          a.free();
          return true;
        }
        try {
          onProgress(botAnalysis(a));
          return false;
        } catch (e) {
          thrown = { e };
          return true;
        }
      } : undefined;
      const a = call(() => raw.botAnalyze(game[RAW], o, progress));
      if (thrown) {
        a.free();
        throw /** @type {{ e: unknown }} */ (thrown).e;
      }
      return botAnalysis(a);
    } finally {
      o.free();
    }
  }

  /**
   * Reviews every move of `game` (setups are not reviewed; the game is not changed), as
   * Python's `Bot.review` and `arimaa review`: each position searched once within
   * `limits` (those of `choose`: `timeMs` and/or `nodes`, 1000 ms when neither is given;
   * a game of n moves takes n + 1 searches), every move scored and labelled by the core
   * (`arimaa_bot::review`). Returns one `ReviewEntry` per move, in order. `onProgress(done,
   * total, entry)` is called after each move; what it throws stops the review and is
   * rethrown. With `nodes` alone the entries are the same on every platform. Runs on the
   * calling thread: a page uses `Review` in a Web Worker, one move per message. Throws
   * TypeError or RangeError for a bad limit (before any search).
   *
   * @param {Game} game
   * @param {import('./review.js').ReviewOptions} [limits]
   * @returns {import('./review.js').ReviewEntry[]}
   */
  review(game, limits = {}) {
    // Checked once before the first search: a bad limit throws even for a game
    // without moves.
    botRaw(this, game, limits).free();
    const onProgress = limits.onProgress;
    if (onProgress !== undefined && onProgress !== null && typeof onProgress !== 'function') {
      throw new TypeError(`onProgress must be a function, not ${typeof onProgress}`);
    }
    const review = new Review(game);
    try {
      const total = review.length;
      /** @type {import('./review.js').ReviewEntry[]} */
      const out = [];
      for (let e = review.next(this, limits); e !== null; e = review.next(this, limits)) {
        out.push(e);
        if (onProgress) onProgress(out.length, total, e);
      }
      return out;
    } finally {
      review.free();
    }
  }

  /**
   * Its setup for the side to set up in the setup phase: the placements ("Ra1 Rb1 ...").
   * Throws IllegalMoveError ("not_setup_phase") after the setup phase.
   *
   * @param {Game} game
   * @returns {string}
   */
  setup(game) {
    const o = botRaw(this, game, {});
    try {
      return call(() => raw.botSetup(game[RAW], o));
    } finally {
      o.free();
    }
  }

  /**
   * Its next turn in `game`: its setup during the setup phase, else its move (as
   * `choose`, with the same limits and errors): the text `game.play` accepts. Throws
   * IllegalMoveError ("game_over") when the game is over.
   *
   * @param {Game} game
   * @param {BotLimits} [limits]
   * @returns {string}
   */
  turn(game, limits = {}) {
    const o = botRaw(this, game, limits);
    try {
      return call(() => raw.botTurn(game[RAW], o));
    } finally {
      o.free();
    }
  }

  /** @returns {string} */
  toString() {
    const o = /** @type {any} */ (this)[OPTIONS];
    return `Bot(kind=${o.kind}, seed=${o.seed}, hashMb=${o.hashMb}, maxDepth=${o.maxDepth})`;
  }
}

/**
 * The wasm options of one call of `bot` on `game` with `limits`, their types checked
 * (their values are checked by the binding).
 * @param {Bot} bot
 * @param {unknown} game
 * @param {any} limits
 */
function botRaw(bot, game, limits) {
  if (!(game instanceof Game)) throw new TypeError(`game must be a Game, not ${typeName(game)}`);
  return botLimits(bot, limits);
}

/**
 * The wasm options of one search of `bot` within `limits` (the caller frees them), their
 * types checked here and their values by the binding: `Bot.choose`'s rules.
 * @internal
 * @param {Bot} bot
 * @param {any} limits
 * @returns {import('./wasm/web/arimaa_wasm.js').RawBotOptions}
 */
export function botLimits(bot, limits) {
  if (!(bot instanceof Bot)) throw new TypeError(`bot must be a Bot, not ${typeName(bot)}`);
  if (limits === null || typeof limits !== 'object') {
    throw new TypeError(`limits must be an object, not ${typeName(limits)}`);
  }
  const o = /** @type {any} */ (bot)[OPTIONS];
  const timeMs = botNumber(limits, 'timeMs'), nodes = botNumber(limits, 'nodes');
  return call(() => new raw.RawBotOptions(timeMs, nodes, o.seed, o.kind, o.hashMb, o.maxDepth ?? undefined));
}

/**
 * The Analysis of a wasm RawAnalysis, freed.
 * @param {import('./wasm/web/arimaa_wasm.js').RawAnalysis} a
 * @returns {Analysis}
 */
function botAnalysis(a) {
  const out = /** @type {any} */ (Object.create(Analysis.prototype));
  out.move = a.text;
  out.depth = a.depth;
  out.score = a.score;
  out.nodes = a.nodes;
  out.pv = Object.freeze(a.pv);
  out[DECIDED] = a.decided ?? null;
  a.free();
  return Object.freeze(out);
}
