// A game reviewed by the built-in bot (arimaa-wasm/src/review.rs, over Rust's
// `arimaa_bot::review`): `Review`, the stepper a page runs in a Web Worker one move at a
// time (`Bot.review` in bot.js runs it to the end), its `ReviewEntry` objects (plain data,
// posted between threads as they are), the evaluation graph (`reviewGraph`, the core's
// SVG) and a side's summary (`reviewSummary`). Every score, label and reason is the
// core's; this file converts types only.

import { raw } from './internal.js';
import { call } from './error.js';
import { RAW, ready, typeName, str, optionsOf } from './convert.js';
import { Game } from './game.js';
import { Bot, botLimits } from './bot.js';

/**
 * One reviewed move (`Bot.review`, `Review.next`), as Python's `ReviewEntry` and Rust's
 * `arimaa_bot::review::ReviewEntry`: a frozen plain object (it can be posted from a Web
 * Worker as it is). Scores are in centi-rabbits for the side that moved (the unit of
 * `Analysis.score`; a won game is `Analysis.WIN` less the steps to the win).
 * @typedef {object} ReviewEntry
 * @property {number} index The move's index in `game.history()` (setups count).
 * @property {string} turn The turn's label ("12g").
 * @property {number} number The move number.
 * @property {import('./convert.js').Color} color The side that played the move.
 * @property {string} played The move played, as text `game.play` accepts.
 * @property {string | null} best The best move shown (the bot's, or the goal or defence the rules core found, see `reason`), as text; null without an analysis.
 * @property {string[]} pv The line after the best move, `best` first, one text per turn.
 * @property {number} scoreBefore The score of the position before the move, for the mover.
 * @property {number} scorePlayed The score of the move played, for the mover (the next position's analysis with the same budget, negated; a move that ends the game scores its result).
 * @property {number} winBefore The mover's win probability before the move (0 to 1, the core's one logistic).
 * @property {number} winPlayed The mover's win probability after the move played.
 * @property {number} loss The win probability lost by the move (0 to 1; 0 for the bot's own move).
 * @property {'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder'} label The label: by the rules (a goal missed or allowed, a move that loses at once: "blunder"; a win: "best"), else by `loss` with lichess's thresholds.
 * @property {'score' | 'bot_move' | 'wins' | 'missed_goal' | 'allows_goal' | 'loses'} reason Why the label was given.
 * @property {'' | '?!' | '?' | '??'} symbol The label's annotation symbol, as chess writes it (the core's `Label::symbol`): "?!" inaccuracy, "?" mistake, "??" blunder, empty for best and good.
 * @property {number} depth The depth of the analysis before the move, in steps.
 * @property {number} depthPlayed The depth of the analysis after the move, in steps.
 * @property {number} nodes The nodes of the analysis before the move.
 */
/**
 * The limits of `Bot.review`: those of each search (`BotLimits`: `timeMs` and/or
 * `nodes`, 1000 ms when neither is given; 0 refused), and a progress callback.
 * @typedef {object} ReviewOptions
 * @property {number} [timeMs] The time of each search, in milliseconds (a finite number > 0).
 * @property {number} [nodes] At most this many nodes a search, an integer from 1: alone, the review is the same on every platform.
 * @property {(done: number, total: number, entry: ReviewEntry) => void} [onProgress] Called after each move is reviewed (`done` moves of `total`); an exception it throws stops the review and is rethrown.
 */
/**
 * The size of `reviewGraph`'s picture.
 * @typedef {object} ReviewGraphOptions
 * @property {number} [width] Width in pixels (default 640; at least 120: less is raised to it).
 * @property {number} [height] Height in pixels (default 220; at least 80).
 */
/**
 * One side's moves of a review, summed up (`reviewSummary`; Rust's
 * `arimaa_bot::review::Summary`, the summary lines of `arimaa review`).
 * @typedef {object} ReviewSummary
 * @property {import('./convert.js').Color} color The side.
 * @property {number} moves Its moves reviewed.
 * @property {number} averageLoss The mean `loss` of its moves (0 to 1; 0 without moves).
 * @property {number} best Its moves labelled "best".
 * @property {number} good Its moves labelled "good".
 * @property {number} inaccuracies Its moves labelled "inaccuracy".
 * @property {number} mistakes Its moves labelled "mistake".
 * @property {number} blunders Its moves labelled "blunder".
 */

/**
 * The ReviewEntry of a wasm RawReviewEntry, freed.
 * @param {import('./wasm/web/arimaa_wasm.js').RawReviewEntry} e
 * @returns {ReviewEntry}
 */
function entryOf(e) {
  /** @type {ReviewEntry} */
  const out = {
    index: e.index, turn: e.turn, number: e.number,
    color: /** @type {import('./convert.js').Color} */ (e.color), played: e.played,
    best: e.best ?? null, pv: /** @type {string[]} */ (Object.freeze(e.pv)), scoreBefore: e.scoreBefore,
    scorePlayed: e.scorePlayed, winBefore: e.winBefore, winPlayed: e.winPlayed, loss: e.loss,
    label: /** @type {ReviewEntry['label']} */ (e.label),
    reason: /** @type {ReviewEntry['reason']} */ (e.reason),
    symbol: /** @type {ReviewEntry['symbol']} */ (e.symbol),
    depth: e.depth, depthPlayed: e.depthPlayed, nodes: e.nodes,
  };
  e.free();
  return Object.freeze(out);
}

/** A number field of an entry given back, its type checked. @param {any} e @param {string} name */
function num(e, name) {
  const v = e[name];
  if (typeof v !== 'number') throw new TypeError(`entry.${name} must be a number, not ${typeName(v)}`);
  return v;
}

/**
 * The wasm entries of `entries` (ReviewEntry objects, e.g. posted from a worker), made
 * again by the core from their fields (the caller hands them to the binding, which takes
 * them).
 * @param {unknown} entries
 * @returns {import('./wasm/web/arimaa_wasm.js').RawReviewEntry[]}
 */
function rawEntries(entries) {
  if (!Array.isArray(entries)) throw new TypeError(`entries must be an array of ReviewEntry, not ${typeName(entries)}`);
  /** @type {import('./wasm/web/arimaa_wasm.js').RawReviewEntry[]} */
  const out = [];
  try {
    for (const e of entries) {
      if (e === null || typeof e !== 'object') throw new TypeError(`entries must be ReviewEntry objects, not ${typeName(e)}`);
      const pv = e.pv ?? [];
      if (!Array.isArray(pv)) throw new TypeError(`entry.pv must be an array of moves, not ${typeName(pv)}`);
      const args = /** @type {const} */ ([
        num(e, 'index'), str(e.turn, 'entry.turn'), str(e.played, 'entry.played'),
        e.best === null || e.best === undefined ? undefined : str(e.best, 'entry.best'),
        pv.map((m) => str(m, 'entry.pv')), num(e, 'depth'), num(e, 'depthPlayed'), num(e, 'nodes'),
        num(e, 'scoreBefore'), num(e, 'scorePlayed'), num(e, 'loss'), str(e.label, 'entry.label'),
        str(e.reason, 'entry.reason'),
      ]);
      out.push(call(() => raw.RawReviewEntry.parse(...args)));
    }
    return out;
  } catch (err) {
    for (const r of out) r.free();
    throw err;
  }
}

/**
 * A review under way, one move at a time, as Rust's `arimaa_bot::review::Review`: made
 * from a game (copied: later changes to the game do not change the review), it reviews
 * the next move at each `next(bot, limits)` and returns its entry, `null` once every move
 * is reviewed. Stop between two moves whenever you like and keep the entries; resume
 * later with `seek(k)` on a new review of the same game (with `nodes` alone the entries
 * are the same however the review was cut). A page runs it in a Web Worker, one move per
 * message, so that it keeps answering clicks. `free()` releases its memory at once
 * (else the garbage collector does).
 */
export class Review {
  /**
   * A review of `game`'s moves from the first (setups are not reviewed). Throws TypeError
   * for a value that is not a Game.
   *
   * @param {Game} game
   */
  constructor(game) {
    ready();
    if (!(game instanceof Game)) throw new TypeError(`game must be a Game, not ${typeName(game)}`);
    /** @type {any} */ (this)[RAW] = new raw.RawReview(game[RAW]);
  }

  /** Releases the review's memory now (it is unusable after). */
  free() {
    const r = /** @type {any} */ (this)[RAW];
    if (r) {
      r.free();
      /** @type {any} */ (this)[RAW] = null;
    }
  }

  /**
   * The number of moves to review (setups not counted).
   *
   * @returns {number}
   */
  get length() { return /** @type {any} */ (this)[RAW].length; }

  /**
   * The number of the next move to review, 0-based among the moves (the moves reviewed
   * so far when the review started at the first).
   *
   * @returns {number}
   */
  get nextMove() { return /** @type {any} */ (this)[RAW].nextMove; }

  /**
   * Whether every move has been reviewed.
   *
   * @returns {boolean}
   */
  isFinished() { return /** @type {any} */ (this)[RAW].isFinished(); }

  /**
   * Goes to move `k` (0-based among the moves; past the end: finished): the next `next`
   * reviews it, searching the position before it again. Throws TypeError for a value
   * that is not a number, RangeError for one that is not an integer >= 0.
   *
   * @param {number} k
   * @returns {void}
   */
  seek(k) {
    if (typeof k !== 'number') throw new TypeError(`k must be a number, not ${typeName(k)}`);
    if (!Number.isInteger(k) || k < 0) throw new RangeError(`k must be an integer >= 0, not ${k}`);
    /** @type {any} */ (this)[RAW].seek(Math.min(k, 0xffffffff));
  }

  /**
   * Reviews the next move with `bot`, each search within `limits` (those of
   * `Bot.choose`: `timeMs` and/or `nodes`, 1000 ms when neither is given), and returns
   * its entry; null once every move is reviewed. Throws TypeError or RangeError for a bad
   * limit.
   *
   * @param {Bot} bot
   * @param {import('./bot.js').BotLimits} [limits]
   * @returns {ReviewEntry | null}
   */
  next(bot, limits = {}) {
    const o = botLimits(bot, limits);
    try {
      const e = /** @type {any} */ (this)[RAW].nextTurn(o);
      return e === undefined ? null : entryOf(e);
    } finally {
      o.free();
    }
  }

  /** @returns {string} */
  toString() {
    return `Review(${this.nextMove}/${this.length} moves reviewed)`;
  }
}

/**
 * The evaluation graph of a review's entries (in game order, as `Bot.review` gives them,
 * or as many as are reviewed so far) as standalone SVG text, drawn by the core (Rust
 * `arimaa_bot::review::graph_svg`, Python `review_graph`, `arimaa review --graph`): gold's
 * win probability after each move, the inaccuracies, mistakes and blunders of both sides
 * marked (a disc for gold, a diamond for silver), the board's colours. Each move is a
 * `<g class="turn gold|silver" data-turn="12g" data-index="i">` holding a transparent
 * `rect.hit` column to click. Throws TypeError for entries of the wrong shape,
 * NotationError for a move or turn label the core cannot read, RangeError for an unknown
 * label or reason or a bad size.
 *
 * @param {readonly ReviewEntry[]} entries
 * @param {ReviewGraphOptions} [options]
 * @returns {string}
 */
export function reviewGraph(entries, options) {
  ready();
  const o = optionsOf(options);
  const size = (/** @type {string} */ name, /** @type {number} */ dflt) => {
    const v = o[name] ?? dflt;
    if (typeof v !== 'number') throw new TypeError(`${name} must be a number, not ${typeName(v)}`);
    if (!Number.isInteger(v) || v < 0 || v > 0xffffffff) throw new RangeError(`${name} must be a non-negative integer, not ${v}`);
    return v;
  };
  const width = size('width', 640), height = size('height', 220);
  const list = rawEntries(entries);
  return raw.reviewGraph(list, width, height);
}

/**
 * One side's moves among a review's entries, summed up by the core (Rust
 * `arimaa_bot::review::summarize`, the summary lines of `arimaa review`): how many, their
 * mean loss of win probability, and how many of each label. Throws as `reviewGraph` for
 * bad entries, RangeError for a colour other than "gold" and "silver".
 *
 * @param {readonly ReviewEntry[]} entries
 * @param {import('./convert.js').Color} color
 * @returns {ReviewSummary}
 */
export function reviewSummary(entries, color) {
  ready();
  const c = str(color, 'color');
  const list = rawEntries(entries);
  // The binding takes the entries (they are freed with the call, thrown or not).
  const s = call(() => raw.reviewSummary(list, c));
  /** @type {ReviewSummary} */
  const out = {
    color: /** @type {import('./convert.js').Color} */ (s.color), moves: s.moves,
    averageLoss: s.averageLoss, best: s.count('best'), good: s.count('good'),
    inaccuracies: s.count('inaccuracy'), mistakes: s.count('mistake'), blunders: s.count('blunder'),
  };
  s.free();
  return Object.freeze(out);
}
