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
    /// The key with its three low bits replaced by what the search said: [`Goals::GOAL`],
    /// [`Goals::NO_GOAL`] (a complete search), [`Goals::UNFINISHED`] (within
    /// [`GOAL_LIMIT`] steps) or [`Goals::UNFINISHED_LONG`] (within more); 0 when empty.
    slots: Vec<u64>,
}

impl Goals {
    const SIZE: usize = 1 << 16;
    const GOAL: u64 = 1;
    const NO_GOAL: u64 = 2;
    const UNFINISHED: u64 = 3;
    const UNFINISHED_LONG: u64 = 4;

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
    /// one did not finish within [`GOAL_LIMIT`]: the root's moves, where a goal left to the
    /// opponent loses the game at once, are checked to the end (in all but rare positions)
    /// this way.
    pub(crate) fn within(&mut self, pos: &Position, limit: u64) -> bool {
        let key = pos.state_key();
        let slot = &mut self.slots[(key >> 3) as usize % Goals::SIZE];
        if *slot != 0 && *slot | 7 == key | 7 {
            match *slot & 7 {
                Goals::GOAL => return true,
                Goals::UNFINISHED if limit > GOAL_LIMIT => {}
                _ => return false,
            }
        }
        let state = match pos.goal_move_within(limit) {
            GoalSearch::Goal(_) => Goals::GOAL,
            GoalSearch::NoGoal => Goals::NO_GOAL,
            GoalSearch::Unfinished if limit > GOAL_LIMIT => Goals::UNFINISHED_LONG,
            GoalSearch::Unfinished => Goals::UNFINISHED,
        };
        *slot = (key & !7) | state;
        state == Goals::GOAL
    }
}
