//! The time management of a search with a target and a deadline ([`Budget::with_target`]):
//! when to stop, between the passes of the root's iterative deepening and during them.
//!
//! The search aims at the target, scaled after each completed pass (in thousandths):
//!
//! - **less** when one move stands out: the same best move for the last
//!   [`STABLE_PASSES`] passes, the score not falling and no recent change:
//!   [`STABLE_SCALE`];
//! - **more** when the best move changes: each change adds [`CHANGE`], halved at each
//!   pass that follows (a move that became best in the last pass: 1.5 times the target,
//!   the pass before: 1.25 times), and a move that becomes best during a pass (after the
//!   first: its first move is only the best by static value) extends the time at once;
//! - **more** when the score falls from one pass to the next: [`FALL_PER_CENTI_RABBIT`]
//!   for each centi-rabbit lost beyond [`FALL_IGNORED`] (a fall of half a rabbit: 1.2
//!   times);
//! - at most [`MAX_SCALE`] (2.5 times the target), and beyond the target by no more than a
//!   third of the time between the target and the deadline (the rest of the reserve stays
//!   for the moves to come); never past the deadline, which the [`Meter`] keeps whatever
//!   the scale.
//!
//! A completed pass that ends past the scaled time stops the search; otherwise the next
//! pass runs and is stopped at the scaled time (its best move so far counts: the previous
//! best is searched first). The same approach as the chess programs' (Stockfish's best
//! move instability and falling evaluation), on Arimaa's passes of one step more each.
//!
//! [`Budget::with_target`]: crate::Budget::with_target
//! [`Meter`]: crate::budget::Meter

use core::time::Duration;

use arimaa_rules::Move;

use crate::Budget;
use crate::score::is_decided;

/// Passes with the same best move after which a move stands out.
pub(crate) const STABLE_PASSES: u32 = 3;

/// The scale, in thousandths of the target, when a move stands out.
pub(crate) const STABLE_SCALE: u32 = 900;

/// The scale added by a change of the best move (halved at each later pass).
pub(crate) const CHANGE: u32 = 500;

/// A fall of the score (centi-rabbits) that does not count: the noise between passes.
pub(crate) const FALL_IGNORED: i32 = 10;

/// The scale added per centi-rabbit of a fall beyond [`FALL_IGNORED`].
pub(crate) const FALL_PER_CENTI_RABBIT: u32 = 5;

/// The largest scale, in thousandths of the target.
pub(crate) const MAX_SCALE: u32 = 2_500;

/// The time management of one search: its limits as spans from its start, and what the
/// completed passes said.
#[derive(Debug, Clone)]
pub(crate) struct TimeManager {
    /// The clock's reading at the start.
    start: Duration,
    /// From the start to the target (at most `limit`).
    target: Duration,
    /// From the start to the deadline.
    limit: Duration,
    /// The best move and score of the last completed pass.
    last: Option<(Move, i32)>,
    /// How many completed passes in a row had that best move.
    same: u32,
    /// The weight of the recent changes of the best move (thousandths of the target).
    changes: u32,
    /// The scale from the last fall of the score (thousandths of the target).
    fall: u32,
}

impl TimeManager {
    /// The time management of a search within `budget`, when it has a deadline and a
    /// target; `None` otherwise (the search then runs to its deadline, as without one).
    pub(crate) fn new(budget: &Budget<'_>) -> Option<TimeManager> {
        let (deadline, target) = budget.managed()?;
        let now = budget.clock_now()?;
        let limit = deadline.saturating_sub(now);
        Some(TimeManager::at(
            now,
            target.saturating_sub(now).min(limit),
            limit,
        ))
    }

    /// The time management of a search started at `start`, aiming `target` after it,
    /// never more than `limit` after it.
    fn at(start: Duration, target: Duration, limit: Duration) -> TimeManager {
        TimeManager {
            start,
            target,
            limit,
            last: None,
            same: 0,
            changes: 0,
            fall: 0,
        }
    }

    /// The scale of the target now, in thousandths.
    fn scale(&self) -> u32 {
        if self.same >= STABLE_PASSES && self.changes < CHANGE / 4 && self.fall == 0 {
            return STABLE_SCALE;
        }
        (1_000 + self.changes + self.fall).min(MAX_SCALE)
    }

    /// When the search should stop, on the budget's clock: the target scaled, within the
    /// limits (see the module).
    pub(crate) fn cutoff(&self) -> Duration {
        let scale = self.scale();
        let scaled = (self.target / 1_000)
            .checked_mul(scale)
            .unwrap_or(Duration::MAX);
        let span = if scale > 1_000 {
            let reserve = self.limit.saturating_sub(self.target) / 3;
            scaled.min(self.target.saturating_add(reserve))
        } else {
            scaled
        };
        self.start.saturating_add(span.min(self.limit))
    }

    /// A pass ended with `mv` best at `score` (as reported: centi-rabbits) when the
    /// clock read `now`: whether the next pass should run (the new cutoff is
    /// [`TimeManager::cutoff`]).
    pub(crate) fn completed(&mut self, mv: Move, score: i32, now: Duration) -> bool {
        self.changes /= 2;
        match self.last {
            Some((last, _)) if last == mv => self.same += 1,
            Some(_) => {
                self.same = 1;
                self.changes += CHANGE;
            }
            None => self.same = 1,
        }
        self.fall = match self.last {
            Some((_, before)) if !is_decided(before) && !is_decided(score) => {
                let lost = before - score - FALL_IGNORED;
                if lost > 0 {
                    (lost as u32).saturating_mul(FALL_PER_CENTI_RABBIT)
                } else {
                    0
                }
            }
            _ => 0,
        };
        self.last = Some((mv, score));
        now < self.cutoff()
    }

    /// A move other than the last pass's best became best during the running pass: more
    /// time at once (the new cutoff is [`TimeManager::cutoff`]). Not during the first pass,
    /// whose first move is only the best by static value.
    pub(crate) fn best_changed(&mut self) {
        if self.last.is_none() {
            return;
        }
        self.same = 0;
        self.changes = self.changes.saturating_add(CHANGE).min(MAX_SCALE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: Duration = Duration::from_millis(1);

    fn mv(text: &str) -> Move {
        text.parse().unwrap()
    }

    #[test]
    fn aims_at_the_target_before_any_pass() {
        let t = TimeManager::at(MS * 5_000, MS * 900, MS * 30_000);
        assert_eq!(t.cutoff(), MS * 5_900);
    }

    #[test]
    fn a_move_that_stands_out_takes_less() {
        let mut t = TimeManager::at(Duration::ZERO, MS * 1_000, MS * 30_000);
        let a = mv("Ed2n");
        for score in [10, 12, 11] {
            assert!(t.completed(a, score, MS * 100));
        }
        // Three passes with the same best move and no fall: 0.9 of the target.
        assert_eq!(t.cutoff(), MS * 900);
        assert!(!t.completed(a, 11, MS * 950), "past the shortened time");
    }

    #[test]
    fn a_change_of_the_best_move_takes_more_and_fades() {
        let mut t = TimeManager::at(Duration::ZERO, MS * 1_000, MS * 30_000);
        assert!(t.completed(mv("Ed2n"), 0, MS * 10));
        assert!(t.completed(mv("Ed2w"), 0, MS * 20));
        assert_eq!(t.cutoff(), MS * 1_500);
        assert!(t.completed(mv("Ed2w"), 0, MS * 30));
        assert_eq!(t.cutoff(), MS * 1_250);
        // During a pass: at once.
        t.best_changed();
        assert_eq!(t.cutoff(), MS * 1_750);
        // Not during the first pass (its first move was only the best by static value).
        let mut t = TimeManager::at(Duration::ZERO, MS * 1_000, MS * 30_000);
        t.best_changed();
        assert_eq!(t.cutoff(), MS * 1_000);
    }

    #[test]
    fn a_falling_score_takes_more() {
        let mut t = TimeManager::at(Duration::ZERO, MS * 1_000, MS * 30_000);
        assert!(t.completed(mv("Ed2n"), 50, MS * 10));
        // 60 centi-rabbits lost, 10 ignored: 250 thousandths more.
        assert!(t.completed(mv("Ed2n"), -10, MS * 20));
        assert_eq!(t.cutoff(), MS * 1_250);
        // A win or a loss found is no fall to think about.
        let mut t = TimeManager::at(Duration::ZERO, MS * 1_000, MS * 30_000);
        assert!(t.completed(mv("Ed2n"), 50, MS * 10));
        assert!(t.completed(mv("Ed2n"), -29_990, MS * 20));
        assert_eq!(t.cutoff(), MS * 1_000);
    }

    #[test]
    fn never_past_the_deadline_nor_beyond_a_third_of_the_reserve() {
        // Target 1 s, deadline 1.3 s: at most 1.1 s however unstable.
        let mut t = TimeManager::at(Duration::ZERO, MS * 1_000, MS * 1_300);
        for i in 0..8 {
            t.completed(mv(if i % 2 == 0 { "Ed2n" } else { "Ed2w" }), -100 * i, MS);
            assert!(t.cutoff() <= MS * 1_100, "{:?}", t.cutoff());
        }
        assert_eq!(t.cutoff(), MS * 1_100);
        // No reserve at all: the target is the deadline.
        let mut t = TimeManager::at(Duration::ZERO, MS * 1_000, MS * 1_000);
        t.completed(mv("Ed2n"), 0, MS);
        t.best_changed();
        assert_eq!(t.cutoff(), MS * 1_000);
        // The scale never passes 2.5.
        let mut t = TimeManager::at(Duration::ZERO, MS * 1_000, MS * 100_000);
        t.completed(mv("Ed2n"), 0, MS);
        for _ in 0..10 {
            t.best_changed();
        }
        assert_eq!(t.cutoff(), MS * 2_500);
    }

    #[test]
    fn a_target_beyond_the_deadline_is_the_deadline() {
        let t = TimeManager::at(MS * 10, MS * 500, MS * 200);
        assert_eq!(t.cutoff(), MS * 210);
    }

    /// A clock that moves by `step` at every reading: time proportional to the search's
    /// polls (one every `POLL` nodes), the same on every machine.
    struct Ticking {
        now: core::cell::Cell<Duration>,
        step: Duration,
    }

    impl crate::Clock for Ticking {
        fn now(&self) -> Duration {
            let t = self.now.get() + self.step;
            self.now.set(t);
            t
        }
    }

    /// The clock's reading when the search bot stops, searching `short` with a target and
    /// a deadline `target` and `deadline` after the start.
    fn stops_at(short: &str, target: Duration, deadline: Duration) -> (Duration, Duration) {
        use crate::{Bot, BotKind, Clock};
        use arimaa_rules::{Game, GameOptions, Position};
        let g = Game::from_position(Position::from_short(short).unwrap(), GameOptions::default());
        let clock = Ticking {
            now: core::cell::Cell::new(Duration::ZERO),
            step: MS,
        };
        let start = clock.now();
        let budget = Budget::new()
            .with_deadline(&clock, start + deadline)
            .with_target(start + target);
        let a = Bot::new(BotKind::Search, 1)
            .with_hash_mb(2)
            .analyze(&g, &budget, &|_| {})
            .unwrap();
        assert!(g.legal_moves().contains(&a.mv), "{a}");
        (start, clock.now())
    }

    const OPENING: &str = "g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]";

    #[test]
    fn the_search_never_passes_the_deadline() {
        // A target before the deadline, at it, beyond it; quiet and sharp positions (the
        // latter from bench/suites/defence.tsv: the best move changes, the score falls).
        for short in [
            OPENING,
            "s [   rrrrcr Hd dhr   M  H eR      RE            D   m  C    CRRRRR]",
            "g [rr    rr         d rech   D  rE          RRRh   C       RD R  RR]",
        ] {
            for (target, deadline) in [(300, 400), (200, 200), (600, 300), (100, 250)] {
                let (start, end) = stops_at(short, MS * target, MS * deadline);
                // The reading that saw the deadline, then this test's own.
                assert!(
                    end - start <= MS * (deadline + 2),
                    "{short}: {:?}",
                    end - start
                );
            }
        }
    }

    #[test]
    fn the_search_aims_at_its_target() {
        // Target 0.2 s, deadline 2 s: at least 0.9 of the target (one move stands out),
        // at most the target and a third of the 1.8 s beyond it.
        let (start, end) = stops_at(OPENING, MS * 200, MS * 2_000);
        let used = end - start;
        assert!(used >= MS * 180, "{used:?}");
        assert!(used <= MS * 802, "{used:?}");
    }
}
