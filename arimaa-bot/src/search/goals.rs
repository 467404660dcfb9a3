//! The goal cache: which positions at the start of a move have a goal for their side to
//! move (the core's `Position::goal_move_within`), remembered by key so that the search
//! asks the core once per position.

use alloc::vec;
use alloc::vec::Vec;

use arimaa_rules::{GoalSearch, Position};

use super::GOAL_LIMIT;

/// Remembers which positions at the start of a move have a goal for their side to move
/// (`Position::goal_move_within`), so that it is asked once per position.
pub(crate) struct Goals {
    /// The key with its low [`Goals::STATE_BITS`] bits replaced by what the search said:
    /// [`Goals::GOAL`], [`Goals::NO_GOAL`] (a complete search), or a search unfinished
    /// within its limit ([`Goals::unfinished`]: by the limit's bit length, so that a later
    /// search with a limit of a greater bit length is run again); 0 when empty.
    slots: Vec<u64>,
}

impl Goals {
    const SIZE: usize = 1 << 16;
    const STATE_BITS: u32 = 5;
    const STATE_MASK: u64 = (1 << Goals::STATE_BITS) - 1;
    const GOAL: u64 = 1;
    const NO_GOAL: u64 = 2;

    /// The state of a search unfinished within `limit` steps: 3 plus the limit's bit
    /// length, at most 28 (limits of 2^27 steps or more share one state).
    fn unfinished(limit: u64) -> u64 {
        3 + u64::from((u64::BITS - limit.leading_zeros()).min(28))
    }

    pub(crate) fn new() -> Goals {
        Goals {
            slots: vec![0; Goals::SIZE],
        }
    }

    /// Whether the side to move of `pos` (at the start of its move) can reach its goal
    /// rank within its move: the core's goal search within [`GOAL_LIMIT`] steps (an
    /// unfinished search counts as no goal), remembered by key.
    pub(crate) fn can_goal(&mut self, pos: &Position) -> bool {
        self.within(pos, GOAL_LIMIT)
    }

    /// As [`Goals::can_goal`], with a search of up to `limit` steps where the remembered
    /// one did not finish within a shorter limit (one of a smaller bit length): the
    /// root's moves, where a goal left to the opponent loses the game at once, are checked
    /// to the end (in all but rare positions) this way, whatever shorter searches the
    /// position met before. An unfinished search counts as no goal.
    pub(crate) fn within(&mut self, pos: &Position, limit: u64) -> bool {
        let key = pos.state_key();
        let slot = &mut self.slots[(key >> Goals::STATE_BITS) as usize % Goals::SIZE];
        if *slot != 0 && *slot | Goals::STATE_MASK == key | Goals::STATE_MASK {
            match *slot & Goals::STATE_MASK {
                Goals::GOAL => return true,
                Goals::NO_GOAL => return false,
                tried if tried >= Goals::unfinished(limit) => return false,
                _ => {}
            }
        }
        let state = match pos.goal_move_within(limit) {
            GoalSearch::Goal(_) => Goals::GOAL,
            GoalSearch::NoGoal => Goals::NO_GOAL,
            GoalSearch::Unfinished => Goals::unfinished(limit),
        };
        *slot = (key & !Goals::STATE_MASK) | state;
        state == Goals::GOAL
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arimaa_rules::Move;

    #[test]
    fn a_search_unfinished_within_a_short_limit_does_not_hide_a_goal_from_a_longer_one() {
        // From a game the search lost to bot:classic (the test `leaves_no_goal_the_bounded_
        // search_misses`): after silver's `dd4w dc4w db4w ee7s`, gold scores with `Hb7e
        // Rd7e Hc7e Re7n`, which the core's goal search finds within 3,000 steps, not
        // within 1,000.
        let before = Position::from_short(
            "s [  rr     H Rer   E   RDr   C hHr   d     R D  R dM   C  R    R R]",
        )
        .unwrap();
        let pos = before
            .play(&"dd4w dc4w db4w ee7s".parse::<Move>().unwrap())
            .unwrap();
        assert_eq!(pos.goal_move_within(1_000), GoalSearch::Unfinished);
        assert!(matches!(pos.goal_move_within(3_000), GoalSearch::Goal(_)));
        let mut goals = Goals::new();
        assert!(
            !goals.can_goal(&pos),
            "unfinished within GOAL_LIMIT: no goal"
        );
        assert!(
            !goals.within(&pos, 1_000),
            "unfinished within 1,000: no goal"
        );
        assert!(
            !goals.within(&pos, 600),
            "within a shorter limit: no goal either"
        );
        assert!(
            goals.within(&pos, 3_000),
            "a longer limit is searched again"
        );
        assert!(goals.within(&pos, 100), "a goal found is remembered");
    }
}
