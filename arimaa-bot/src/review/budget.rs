//! The budget of each search of a review: the same for every position.

use core::sync::atomic::AtomicBool;
use core::time::Duration;

use crate::{Budget, Clock};

/// The limits of each search of a review: at most so many nodes, so much time on a
/// [`Clock`] counted from the start of each search, until a stop flag is set. A fresh
/// [`Budget`] is made for every position ([`TurnBudget::budget`]), so every position gets
/// the same budget. A review searches each position once (see [`Review`](super::Review)):
/// a game of `n` moves takes `n + 1` searches.
///
/// With nodes alone a review is deterministic: the same game, bot and budget give the
/// same entries on every platform, in one pass or resumed.
///
/// ```
/// use arimaa_bot::review::TurnBudget;
/// let per_turn = TurnBudget::new().with_nodes(5_000);
/// assert_eq!(per_turn.budget().nodes(), Some(5_000));
/// ```
#[derive(Clone, Copy, Default)]
pub struct TurnBudget<'a> {
    nodes: Option<u64>,
    time: Option<(&'a dyn Clock, Duration)>,
    stop: Option<&'a AtomicBool>,
}

impl core::fmt::Debug for TurnBudget<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("TurnBudget")
            .field("nodes", &self.nodes)
            .field("time", &self.time.map(|(_, t)| t))
            .field("stop", &self.stop)
            .finish()
    }
}

impl<'a> TurnBudget<'a> {
    /// No limit: each search then runs the bot's unlimited search (one whole move deep
    /// for the search bot, see [`Budget`]).
    pub const fn new() -> TurnBudget<'a> {
        TurnBudget {
            nodes: None,
            time: None,
            stop: None,
        }
    }

    /// At most `nodes` nodes a search.
    pub fn with_nodes(self, nodes: u64) -> TurnBudget<'a> {
        TurnBudget {
            nodes: Some(nodes),
            ..self
        }
    }

    /// At most `per_search` of `clock`'s time a search, counted from its start.
    pub fn with_time(self, clock: &'a dyn Clock, per_search: Duration) -> TurnBudget<'a> {
        TurnBudget {
            time: Some((clock, per_search)),
            ..self
        }
    }

    /// Until `stop` is set: the search under way ends at once and the review stops
    /// ([`Stopped`](super::Stopped)); the turn is reviewed again when resumed.
    pub fn with_stop(self, stop: &'a AtomicBool) -> TurnBudget<'a> {
        TurnBudget {
            stop: Some(stop),
            ..self
        }
    }

    /// The node limit of each search, if any.
    pub fn nodes(&self) -> Option<u64> {
        self.nodes
    }

    /// The time of each search, if any.
    pub fn time(&self) -> Option<Duration> {
        self.time.map(|(_, t)| t)
    }

    /// The budget of one search starting now.
    pub fn budget(&self) -> Budget<'a> {
        let mut b = Budget::new();
        if let Some(n) = self.nodes {
            b = b.with_nodes(n);
        }
        if let Some((clock, t)) = self.time {
            b = b.with_time(clock, t);
        }
        if let Some(stop) = self.stop {
            b = b.with_stop(stop);
        }
        b
    }

    /// Whether the stop flag is set.
    pub fn stopped(&self) -> bool {
        self.stop
            .is_some_and(|s| s.load(core::sync::atomic::Ordering::Relaxed))
    }
}
