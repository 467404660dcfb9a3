//! `botMove`: the built-in bots of [`arimaa_bot`] on the calling thread (a page runs it in
//! a Web Worker to keep answering clicks). The time limit is read from `performance.now()`
//! (browsers, Web Workers, Node >= 16) through a wasm-bindgen import, never from
//! `std::time::Instant`, which panics on `wasm32-unknown-unknown`. The options are checked
//! here, before the bot runs: a bad one is an `"argument"` [`ErrorInfo`], never a trap.

use core::time::Duration;

use arimaa_bot::{Bot, BotKind, Budget, Clock};
use arimaa_rules::Game;
use wasm_bindgen::prelude::*;

use crate::error::ErrorInfo;
use crate::game::RawGame;

/// The time to think when neither a time nor a node budget is given.
pub const DEFAULT_TIME: Duration = Duration::from_millis(1000);

/// The largest integer a JavaScript number holds exactly (`Number.MAX_SAFE_INTEGER`).
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
extern "C" {
    /// `performance.now()`: milliseconds since the time origin, monotonic.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// The host's monotonic clock: `performance.now()` in WebAssembly, `Instant` natively (the
/// crate's own tests).
struct HostClock(#[cfg(not(target_arch = "wasm32"))] arimaa_bot::SystemClock);

impl HostClock {
    fn new() -> HostClock {
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

/// The checked options of `botMove`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BotOptions {
    /// The time limit (`None`: none).
    pub time: Option<Duration>,
    /// The node limit (`None`: none).
    pub nodes: Option<u64>,
    /// The bot (kind and seed).
    pub bot: Bot,
}

/// A non-negative integer option up to `Number.MAX_SAFE_INTEGER`.
fn integer(name: &str, v: f64) -> Result<u64, ErrorInfo> {
    if v.is_finite() && v >= 0.0 && v.fract() == 0.0 && v <= MAX_SAFE_INTEGER {
        Ok(v as u64)
    } else {
        Err(ErrorInfo::argument(format!(
            "{name} must be an integer from 0 to 2^53 - 1, not {}",
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

impl BotOptions {
    /// Checks the options: `time_ms` a finite number of milliseconds >= 0 (default 1000
    /// when `nodes` is not given, else no time limit), `nodes` and `seed` integers from 0
    /// to 2^53 - 1 (seed default 1), `kind` `"search"` (default), `"classic"` or `"greedy"`.
    ///
    /// # Errors
    /// An `"argument"` [`ErrorInfo`] naming the option and what it must be.
    pub fn parse(
        time_ms: Option<f64>,
        nodes: Option<f64>,
        seed: Option<f64>,
        kind: Option<String>,
    ) -> Result<BotOptions, ErrorInfo> {
        let time = match time_ms {
            Some(ms) if ms.is_finite() && ms >= 0.0 => {
                // Beyond what a Duration holds: no limit in practice.
                Some(Duration::try_from_secs_f64(ms / 1000.0).unwrap_or(Duration::MAX))
            }
            Some(ms) => {
                return Err(ErrorInfo::argument(format!(
                    "timeMs must be a finite number of milliseconds >= 0, not {}",
                    js_number(ms)
                )));
            }
            None => None,
        };
        let nodes = nodes.map(|n| integer("nodes", n)).transpose()?;
        let seed = seed.map(|s| integer("seed", s)).transpose()?.unwrap_or(1);
        let kind = match kind.as_deref() {
            None => BotKind::Search,
            Some(k) => BotKind::from_kind_name(k).ok_or_else(|| {
                ErrorInfo::argument(format!(
                    "kind must be \"search\", \"classic\" or \"greedy\", not {k:?}"
                ))
            })?,
        };
        Ok(BotOptions {
            time: time.or(if nodes.is_none() {
                Some(DEFAULT_TIME)
            } else {
                None
            }),
            nodes,
            bot: Bot::new(kind, seed),
        })
    }

    /// The bot's turn in `game` as text (placements in the setup phase, else the move's
    /// steps), or `None` when the game is over; time read from `clock`.
    pub fn turn(&self, game: &Game, clock: &dyn Clock) -> Option<String> {
        let mut budget = Budget::new();
        if let Some(t) = self.time {
            budget = budget.with_time(clock, t);
        }
        if let Some(n) = self.nodes {
            budget = budget.with_nodes(n);
        }
        self.bot.turn(game, &budget, &|_| {}).map(|t| t.to_string())
    }
}

/// The bot's turn for the side to move of `game` (steps taken with `playStep` are
/// ignored): the setup's placements in the setup phase, else the move's steps in notation
/// (what `play` accepts), `undefined` when the game is over. See [`BotOptions::parse`] for
/// the options.
///
/// # Errors
/// A bad option (an `"argument"` [`ErrorInfo`]).
#[wasm_bindgen(js_name = botMove)]
pub fn bot_move(
    game: &RawGame,
    time_ms: Option<f64>,
    nodes: Option<f64>,
    seed: Option<f64>,
    kind: Option<String>,
) -> Result<Option<String>, ErrorInfo> {
    let options = BotOptions::parse(time_ms, nodes, seed, kind)?;
    Ok(options.turn(&game.game, &HostClock::new()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use arimaa_rules::{GameOptions, Position};

    #[test]
    fn defaults_and_bad_options() {
        let o = BotOptions::parse(None, None, None, None).unwrap();
        assert_eq!(o.time, Some(DEFAULT_TIME));
        assert_eq!((o.nodes, o.bot), (None, Bot::new(BotKind::Search, 1)));
        // Nodes alone: no time limit (deterministic).
        let o = BotOptions::parse(None, Some(10.0), Some(3.0), Some("greedy".into())).unwrap();
        assert_eq!(o.time, None);
        assert_eq!((o.nodes, o.bot), (Some(10), Bot::new(BotKind::Greedy, 3)));
        for (t, n, s, k, word) in [
            (Some(-1.0), None, None, None, "timeMs"),
            (Some(f64::NAN), None, None, None, "timeMs"),
            (Some(f64::INFINITY), None, None, None, "timeMs"),
            (None, Some(1.5), None, None, "nodes"),
            (None, Some(-3.0), None, None, "nodes"),
            (None, None, Some(1e300), None, "seed"),
            (None, None, None, Some("deep".to_string()), "kind"),
        ] {
            let e = BotOptions::parse(t, n, s, k).unwrap_err();
            assert_eq!(e.kind(), "argument");
            assert!(e.message().starts_with(word), "{}", e.message());
        }
        // A huge time is accepted (no limit in practice).
        assert!(BotOptions::parse(Some(1e300), None, None, None).is_ok());
    }

    #[test]
    fn the_turn_is_text_the_game_accepts() {
        let clock = HostClock::new();
        let o = BotOptions::parse(None, Some(2_000.0), None, None).unwrap();
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
        assert_eq!(o.turn(&over, &clock), None);
    }
}
