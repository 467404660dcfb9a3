//! `botAnalyze`, `botSetup` and `botTurn`, under the package's `Bot` class (`choose`,
//! `analyze`, `setup`, `turn`, as Python's `arimaa.Bot`): the built-in bots of
//! [`arimaa_bot`] on the calling thread (a page runs them in a Web Worker to keep
//! answering clicks), the analysis (depth, score, nodes, principal variation) with the
//! move, and the search's progress passed to a JavaScript function while it runs. A game
//! that cannot receive what is asked is refused with the core's rule, as in Python and C
//! (`game_over`, `setup_expected`, `not_setup_phase`). The time limit is read from `performance.now()`
//! (browsers, Web Workers, Node >= 16) through a wasm-bindgen import, never from
//! `std::time::Instant`, which panics on `wasm32-unknown-unknown`. The options' values are
//! checked here, before the bot runs: a bad one is an `"argument"` [`RawError`], never a
//! trap (their JavaScript types are checked by the package's JavaScript layer).

use core::sync::atomic::{AtomicBool, Ordering};
use core::time::Duration;

use arimaa_bot::{Analysis, Bot, BotKind, Budget, Clock};
use arimaa_rules::Game;
use arimaa_rules::error::{MoveError, SetupError};
use wasm_bindgen::prelude::*;

use crate::error::RawError;
use crate::game::RawGame;

/// The time to think when neither a time nor a node budget is given: the bot's own
/// default (`arimaa_bot::Bot::DEFAULT_MOVE_TIME`).
pub const DEFAULT_TIME: Duration = arimaa_bot::Bot::DEFAULT_MOVE_TIME;

/// The largest integer a JavaScript number holds exactly (`Number.MAX_SAFE_INTEGER`).
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// The largest transposition table `hashMb` allows, in MiB: the bot's own
/// ([`Bot::MAX_HASH_MB`], as Python's and C's).
pub const MAX_HASH_MB: u32 = Bot::MAX_HASH_MB;

/// The deepest `maxDepth`, in steps: the bot's own ([`Bot::MAX_DEPTH`]); a deeper one is
/// refused, not clamped.
pub const MAX_DEPTH: u32 = Bot::MAX_DEPTH;

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
extern "C" {
    /// `performance.now()`: milliseconds since the time origin, monotonic.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

#[wasm_bindgen]
extern "C" {
    /// A JavaScript function the package's layer passes to [`bot_analyze`]: called with
    /// the analysis so far (a [`RawAnalysis`]) each time the search reports (the best move
    /// or the depth changed); it returns `true` to stop the search (it threw: the layer
    /// rethrows once the search has returned).
    #[wasm_bindgen(js_name = Function)]
    pub type ProgressFn;

    /// `f.call(undefined, analysis)`.
    #[wasm_bindgen(method, js_name = call)]
    fn call1(this: &ProgressFn, this_arg: &JsValue, analysis: RawAnalysis) -> bool;
}

/// The host's monotonic clock: `performance.now()` in WebAssembly, `Instant` natively (the
/// crate's own tests).
pub(crate) struct HostClock(#[cfg(not(target_arch = "wasm32"))] arimaa_bot::SystemClock);

impl HostClock {
    pub(crate) fn new() -> HostClock {
        #[cfg(target_arch = "wasm32")]
        return HostClock();
        #[cfg(not(target_arch = "wasm32"))]
        return HostClock(arimaa_bot::SystemClock::new());
    }
}

impl Clock for HostClock {
    #[cfg(target_arch = "wasm32")]
    fn now(&self) -> Duration {
        // A NaN, negative or huge reading (none expected) counts as zero or the maximum.
        Duration::try_from_secs_f64(performance_now() / 1000.0).unwrap_or(Duration::ZERO)
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn now(&self) -> Duration {
        self.0.now()
    }
}

/// The checked options of the raw `botAnalyze`, `botSetup` and `botTurn`, under the
/// package's `BotOptions` and `BotLimits` (made by [`RawBotOptions::parse`], its
/// constructor; no field is visible there but `hashMb`).
#[wasm_bindgen]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawBotOptions {
    /// The time limit (`None`: none).
    #[wasm_bindgen(skip)]
    pub time: Option<Duration>,
    /// The node limit (`None`: none).
    #[wasm_bindgen(skip)]
    pub nodes: Option<u64>,
    /// The bot (kind, seed, table size, depth limit).
    #[wasm_bindgen(skip)]
    pub bot: Bot,
}

/// What [`RawBotOptions::analyze`] answers: the setup's placements (depth, score and nodes
/// 0, the setup alone as its line) or the move's [`Analysis`], as text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// The turn as `game.play` accepts it.
    pub text: String,
    /// The depth completed, in steps (0 for a setup and the classic and greedy bots).
    pub depth: u32,
    /// The score for the side to move, in centi-rabbits (see [`Analysis`]).
    pub score: i32,
    /// The nodes searched.
    pub nodes: u64,
    /// The principal variation, one text per turn, starting with `text`.
    pub pv: Vec<String>,
    /// Whether the score says the game is won (`Some(true)`), lost (`Some(false)`) or
    /// neither yet (`None`): [`Analysis::decided`].
    pub decided: Option<bool>,
}

impl Answer {
    fn of(a: &Analysis) -> Answer {
        Answer {
            text: a.mv.to_string(),
            depth: a.depth,
            score: a.score,
            nodes: a.nodes,
            pv: a.pv.iter().map(ToString::to_string).collect(),
            decided: a.decided(),
        }
    }

    /// As the JavaScript layer reads it.
    fn raw(self) -> RawAnalysis {
        RawAnalysis {
            text: self.text,
            depth: self.depth,
            score: self.score,
            // Exact up to 2^53 nodes (years of search).
            nodes: self.nodes as f64,
            pv: self.pv,
            decided: self.decided,
        }
    }
}

/// What the bot found, for JavaScript (the package's `Analysis`): an [`Answer`] with
/// numbers as numbers.
#[wasm_bindgen(getter_with_clone)]
#[derive(Clone, Debug, PartialEq)]
pub struct RawAnalysis {
    /// The turn as `game.play` accepts it.
    #[wasm_bindgen(readonly)]
    pub text: String,
    /// The depth completed, in steps.
    #[wasm_bindgen(readonly)]
    pub depth: u32,
    /// The score for the side to move.
    #[wasm_bindgen(readonly)]
    pub score: i32,
    /// The nodes searched.
    #[wasm_bindgen(readonly)]
    pub nodes: f64,
    /// The principal variation, one text per turn, starting with `text`.
    #[wasm_bindgen(readonly)]
    pub pv: Vec<String>,
    /// `true` when the score says the game is won, `false` lost, `undefined` neither yet
    /// ([`Analysis::decided`]).
    #[wasm_bindgen(readonly)]
    pub decided: Option<bool>,
}

/// The score of a won game reached in zero steps, in the bot's scores (the package's
/// `Analysis.WIN`): `arimaa-bot`'s [`Analysis::WIN`], as Python's `Analysis.WIN` and C's
/// `ARIMAA_ANALYSIS_WIN`. A win the search sees `n` steps ahead scores `WIN - n`.
#[wasm_bindgen(js_name = analysisWin)]
pub fn analysis_win() -> i32 {
    Analysis::WIN
}

/// An integer option from `min` (0 or 1) up to `Number.MAX_SAFE_INTEGER`.
fn integer(name: &str, v: f64, min: u8) -> Result<u64, RawError> {
    if v.is_finite() && v >= f64::from(min) && v.fract() == 0.0 && v <= MAX_SAFE_INTEGER {
        Ok(v as u64)
    } else {
        Err(RawError::argument(format!(
            "{name} must be an integer from {min} to 2^53 - 1, not {}",
            js_number(v)
        )))
    }
}

/// An integer option from `min` to `max`.
fn bounded(name: &str, v: f64, min: u32, max: u32) -> Result<u32, RawError> {
    if v.is_finite() && v.fract() == 0.0 && v >= f64::from(min) && v <= f64::from(max) {
        Ok(v as u32)
    } else {
        Err(RawError::argument(format!(
            "{name} must be an integer from {min} to {max}, not {}",
            js_number(v)
        )))
    }
}

/// A number as JavaScript writes it in a message (`NaN`, `-Infinity`, `1.5`).
fn js_number(v: f64) -> String {
    if v.is_nan() {
        "NaN".into()
    } else if v.is_infinite() {
        if v > 0.0 { "Infinity" } else { "-Infinity" }.into()
    } else {
        format!("{v}")
    }
}

#[wasm_bindgen]
impl RawBotOptions {
    /// Checks the options: `time_ms` a finite number of milliseconds > 0 (default 1000
    /// when `nodes` is not given, else no time limit; 0 is refused, as in Python and C),
    /// `nodes` an integer from 1 and `seed` one from 0, to 2^53 - 1 (seed default 1),
    /// `kind` `"search"` (default), `"classic"` or `"greedy"`, `hash_mb` an integer from 1
    /// to [`MAX_HASH_MB`] (default [`Bot::DEFAULT_HASH_MB`]), `max_depth` an integer
    /// number of steps from 1 to [`MAX_DEPTH`] (default: no limit).
    ///
    /// # Errors
    /// An `"argument"` [`RawError`] naming the option and what it must be.
    #[wasm_bindgen(constructor)]
    pub fn parse(
        time_ms: Option<f64>,
        nodes: Option<f64>,
        seed: Option<f64>,
        kind: Option<String>,
        hash_mb: Option<f64>,
        max_depth: Option<f64>,
    ) -> Result<RawBotOptions, RawError> {
        let time = match time_ms {
            Some(ms) if ms.is_finite() && ms > 0.0 => {
                // Beyond what a Duration holds: no limit in practice.
                Some(Duration::try_from_secs_f64(ms / 1000.0).unwrap_or(Duration::MAX))
            }
            Some(ms) => {
                return Err(RawError::argument(format!(
                    "timeMs must be a finite number of milliseconds > 0, not {}",
                    js_number(ms)
                )));
            }
            None => None,
        };
        let nodes = nodes.map(|n| integer("nodes", n, 1)).transpose()?;
        let seed = seed
            .map(|s| integer("seed", s, 0))
            .transpose()?
            .unwrap_or(1);
        let kind = match kind.as_deref() {
            None => BotKind::Search,
            Some(k) => BotKind::from_kind_name(k).ok_or_else(|| {
                RawError::argument(format!(
                    "kind must be \"search\", \"classic\" or \"greedy\", not {k:?}"
                ))
            })?,
        };
        let hash_mb = hash_mb
            .map(|m| bounded("hashMb", m, 1, MAX_HASH_MB))
            .transpose()?
            .unwrap_or(Bot::DEFAULT_HASH_MB);
        let max_depth = max_depth
            .map(|d| bounded("maxDepth", d, 1, MAX_DEPTH))
            .transpose()?;
        Ok(RawBotOptions {
            time: time.or(if nodes.is_none() {
                Some(DEFAULT_TIME)
            } else {
                None
            }),
            nodes,
            bot: Bot::new(kind, seed)
                .with_hash_mb(hash_mb)
                .with_max_depth(max_depth),
        })
    }
}

#[wasm_bindgen]
impl RawBotOptions {
    /// The transposition table's size in MiB (the bot's `Bot::DEFAULT_HASH_MB` when not
    /// given), read by the package's `Bot.hashMb`.
    #[wasm_bindgen(getter = hashMb)]
    pub fn hash_mb(&self) -> u32 {
        self.bot.hash_mb()
    }
}

impl RawBotOptions {
    /// The bot's turn in `game` as text: placements in the setup phase, else the move's
    /// steps (as [`RawBotOptions::analyze`]); time read from `clock`.
    ///
    /// # Errors
    /// `game_over` when the game is over.
    pub fn turn(&self, game: &Game, clock: &dyn Clock) -> Result<String, RawError> {
        if game.is_setup_phase() {
            return self.setup(game);
        }
        self.analyze(game, clock, None, &|_| false).map(|a| a.text)
    }

    /// The bot's setup in `game`'s setup phase, as text.
    ///
    /// # Errors
    /// `not_setup_phase` after the setup phase.
    pub fn setup(&self, game: &Game) -> Result<String, RawError> {
        if !game.is_setup_phase() {
            return Err(RawError::from(&SetupError::NotSetupPhase));
        }
        Ok(self.bot.setup(game).to_string())
    }

    /// The bot's move in `game` with what the search found ([`Answer`]); time read from
    /// `clock`. `progress` gets each report of the search and returns `true` to stop it
    /// (the best move so far is answered); `stop`, when given, is the flag it sets (else
    /// one of this call's own).
    ///
    /// # Errors
    /// `setup_expected` in the setup phase, `game_over` when the game is over (the core's
    /// `Game::check_can_move`).
    pub fn analyze(
        &self,
        game: &Game,
        clock: &dyn Clock,
        stop: Option<&AtomicBool>,
        progress: &dyn Fn(&Analysis) -> bool,
    ) -> Result<Answer, RawError> {
        game.check_can_move().map_err(|e| RawError::from(&e))?;
        let own = AtomicBool::new(false);
        let stop = stop.unwrap_or(&own);
        let mut budget = Budget::new().with_stop(stop);
        if let Some(t) = self.time {
            budget = budget.with_time(clock, t);
        }
        if let Some(n) = self.nodes {
            budget = budget.with_nodes(n);
        }
        let report = |a: &Analysis| {
            if progress(a) {
                stop.store(true, Ordering::Relaxed);
            }
        };
        self.bot
            .analyze(game, &budget, &report)
            .map(|a| Answer::of(&a))
            // A game that may receive a move always has one (no legal move ends a game by
            // the rules); reported as the end of the game regardless.
            .ok_or_else(|| RawError::from(&MoveError::GameOver))
    }
}

/// The bot's turn for the side to move of `game` (steps taken with `playStep` are
/// ignored): the setup's placements in the setup phase, else the move's steps in notation
/// (what `play` accepts). Throws `game_over` when the game is over.
#[wasm_bindgen(js_name = botTurn)]
pub fn bot_turn(game: &RawGame, options: &RawBotOptions) -> Result<String, RawError> {
    options.turn(&game.game, &HostClock::new())
}

/// The bot's setup (placements) in the setup phase; `not_setup_phase` after it.
#[wasm_bindgen(js_name = botSetup)]
pub fn bot_setup(game: &RawGame, options: &RawBotOptions) -> Result<String, RawError> {
    options.setup(&game.game)
}

/// The bot's move with the analysis ([`RawAnalysis`]); `setup_expected` in the setup
/// phase, `game_over` after the end. `progress`, when given, is called with each report
/// of the search (see [`ProgressFn`]); when it returns `true` the search stops and
/// answers its best move so far.
#[wasm_bindgen(js_name = botAnalyze)]
pub fn bot_analyze(
    game: &RawGame,
    options: &RawBotOptions,
    progress: Option<ProgressFn>,
) -> Result<RawAnalysis, RawError> {
    let report = |a: &Analysis| match &progress {
        None => false,
        Some(f) => f.call1(&JsValue::UNDEFINED, Answer::of(a).raw()),
    };
    options
        .analyze(&game.game, &HostClock::new(), None, &report)
        .map(Answer::raw)
}

#[cfg(test)]
mod tests {
    use super::*;
    use arimaa_rules::{GameOptions, Position};

    #[test]
    fn defaults_and_bad_options() {
        let o = RawBotOptions::parse(None, None, None, None, None, None).unwrap();
        assert_eq!(o.time, Some(DEFAULT_TIME));
        assert_eq!((o.nodes, &o.bot), (None, &Bot::new(BotKind::Search, 1)));
        // Nodes alone: no time limit (deterministic).
        let o = RawBotOptions::parse(
            None,
            Some(10.0),
            Some(3.0),
            Some("greedy".into()),
            None,
            None,
        )
        .unwrap();
        assert_eq!(o.time, None);
        assert_eq!((o.nodes, &o.bot), (Some(10), &Bot::new(BotKind::Greedy, 3)));
        assert_eq!(o.bot.hash_mb(), Bot::DEFAULT_HASH_MB);
        assert_eq!(o.bot.max_depth(), None);
        let o = RawBotOptions::parse(None, None, None, None, Some(1.0), Some(9.0)).unwrap();
        assert_eq!((o.bot.hash_mb(), o.bot.max_depth()), (1, Some(9)));
        let o = RawBotOptions::parse(None, None, None, None, Some(4096.0), Some(40.0)).unwrap();
        assert_eq!(
            (o.bot.hash_mb(), o.bot.max_depth()),
            (MAX_HASH_MB, Some(MAX_DEPTH))
        );
        type Case = (
            Option<f64>,
            Option<f64>,
            Option<f64>,
            Option<String>,
            Option<f64>,
            Option<f64>,
        );
        let bad: [(Case, &str); 16] = [
            ((Some(-1.0), None, None, None, None, None), "timeMs"),
            ((Some(0.0), None, None, None, None, None), "timeMs"),
            ((None, Some(0.0), None, None, None, None), "nodes"),
            ((None, None, None, None, None, Some(41.0)), "maxDepth"),
            ((Some(f64::NAN), None, None, None, None, None), "timeMs"),
            (
                (Some(f64::INFINITY), None, None, None, None, None),
                "timeMs",
            ),
            ((None, Some(1.5), None, None, None, None), "nodes"),
            ((None, Some(-3.0), None, None, None, None), "nodes"),
            ((None, None, Some(1e300), None, None, None), "seed"),
            (
                (None, None, None, Some("deep".to_string()), None, None),
                "kind",
            ),
            ((None, None, None, None, Some(0.0), None), "hashMb"),
            ((None, None, None, None, Some(4097.0), None), "hashMb"),
            ((None, None, None, None, Some(2.5), None), "hashMb"),
            ((None, None, None, None, None, Some(0.0)), "maxDepth"),
            ((None, None, None, None, None, Some(f64::NAN)), "maxDepth"),
            (
                (None, None, None, None, None, Some(4_294_967_296.0)),
                "maxDepth",
            ),
        ];
        for ((t, n, s, k, h, d), word) in bad {
            let e = RawBotOptions::parse(t, n, s, k, h, d).unwrap_err();
            assert_eq!(e.kind(), "argument");
            assert!(e.message().starts_with(word), "{}", e.message());
        }
        // A huge time is accepted (no limit in practice).
        assert!(RawBotOptions::parse(Some(1e300), None, None, None, None, None).is_ok());
    }

    #[test]
    fn the_turn_is_text_the_game_accepts() {
        let clock = HostClock::new();
        let o = RawBotOptions::parse(None, Some(2_000.0), None, None, None, None).unwrap();
        let mut game = Game::new();
        for _ in 0..4 {
            let text = o.turn(&game, &clock).unwrap();
            game.play_text(&text).unwrap();
        }
        let over = {
            let board = format!("{:8}{:8}{:40}{:8}", "       r", "  R", "", "R");
            let pos = Position::from_short(&format!("g [{board}]")).unwrap();
            let mut g = Game::from_position(pos, GameOptions::default());
            let text = o.turn(&g, &clock).unwrap();
            g.play_text(&text).unwrap();
            g
        };
        assert!(over.is_over());
        assert_eq!(o.turn(&over, &clock).unwrap_err().rule(), "game_over");
        assert_eq!(o.setup(&over).unwrap_err().rule(), "not_setup_phase");
    }

    #[test]
    fn the_analysis_and_its_progress() {
        let clock = HostClock::new();
        let o =
            RawBotOptions::parse(None, Some(5_000.0), Some(3.0), None, Some(1.0), None).unwrap();
        let mut game = Game::new();
        // A setup is not searched: refused (`setup_expected`), as in Python.
        let e = o
            .analyze(&game, &clock, None, &|_| panic!("no search"))
            .unwrap_err();
        assert_eq!(e.rule(), "setup_expected");
        game.play_text(&o.setup(&game).unwrap()).unwrap();
        game.play_text(&o.turn(&game, &clock).unwrap()).unwrap();
        // A move: the same text as `turn`, the line starting with it, reports seen.
        let reports = core::cell::Cell::new(0);
        let a = o
            .analyze(&game, &clock, None, &|_| {
                reports.set(reports.get() + 1);
                false
            })
            .unwrap();
        assert!(reports.get() >= 1);
        assert_eq!(a.text, o.turn(&game, &clock).unwrap());
        assert_eq!(a.pv[0], a.text);
        assert!(a.nodes > 0 && a.nodes <= 5_000, "{a:?}");
        let raw = a.clone().raw();
        assert_eq!(
            (
                raw.text,
                raw.depth,
                raw.score,
                raw.nodes,
                raw.pv,
                raw.decided
            ),
            (
                a.text.clone(),
                a.depth,
                a.score,
                a.nodes as f64,
                a.pv.clone(),
                a.decided
            )
        );
        // A report answering true sets the stop flag.
        let stop = AtomicBool::new(false);
        o.analyze(&game, &clock, Some(&stop), &|_| true).unwrap();
        assert!(stop.load(Ordering::Relaxed));
    }
}
