//! One game of a [`SelfPlay`](super::SelfPlay) ([`Slot`]: the game, its generator, its legal
//! actions and the planes its row holds) and one step of it into its rows of the buffers
//! ([`step_one`]).

use super::How;
use super::planes::{self, PLANE_VALUES, PLANES};
use crate::Bitboard;
use crate::encoding::{ACTIONS, ActionGame, ActionSet, END_MOVE, orient};
use crate::rng::SplitMix64;

/// One game of a [`SelfPlay`], its current legal actions (side to move's view) and the
/// planes its row of the planes buffer holds.
#[derive(Debug, Clone)]
pub(super) struct Slot {
    pub(super) game: ActionGame,
    pub(super) rng: SplitMix64,
    pub(super) mask: ActionSet,
    /// The planes last written into this game's row (`None` before the first write and
    /// after [`SelfPlay::restore`]): what [`planes::update`] starts from.
    pub(super) shown: Option<[Bitboard; PLANES]>,
}

impl Slot {
    pub(super) fn refresh_mask(&mut self) {
        let view = self.game.side_to_move();
        self.mask = self.game.legal_actions(view);
    }

    /// Writes the game's observation into its rows: the planes (only the changed values
    /// when `incremental` and the row holds [`Slot::shown`]), the mask and the side to move.
    pub(super) fn write_observation(
        &mut self,
        planes: &mut [f32],
        mask: &mut [bool],
        to_move: &mut u8,
        incremental: bool,
    ) {
        let view = self.game.side_to_move();
        let now = self.game.plane_bitboards(view);
        if let Ok(p) = <&mut [f32; PLANE_VALUES]>::try_from(planes) {
            match &self.shown {
                Some(old) if incremental => planes::update(old, &now, p),
                _ => planes::write_bitboards(&now, p),
            }
        }
        self.shown = Some(now);
        if let Ok(m) = <&mut [bool; ACTIONS]>::try_from(mask) {
            self.mask.write(m);
        }
        *to_move = view.index() as u8;
    }

    /// A uniformly random legal action (side to move's view), or `None` without one: the
    /// `k`-th action of the mask in index order, `k` uniform below their number.
    pub(super) fn random_action(&mut self) -> Option<u32> {
        let count = self.mask.len();
        if count == 0 {
            return None;
        }
        let k = self.rng.below(count as u64) as usize;
        self.mask.nth(k).map(|a| a as u32)
    }
}

/// The rows of one game in the output buffers.
pub(super) struct Row<'b> {
    pub(super) planes: &'b mut [f32],
    pub(super) mask: &'b mut [bool],
    pub(super) to_move: &'b mut u8,
    pub(super) rewards: &'b mut [f32],
    pub(super) terminated: &'b mut bool,
    pub(super) truncated: &'b mut bool,
    pub(super) termination: &'b mut u8,
    pub(super) final_planes: &'b mut [f32],
}

/// Plays `action` (side to move's view, known legal) in `slot` and writes its row.
pub(super) fn step_one(slot: &mut Slot, action: u32, row: Row<'_>, how: How) {
    let view = slot.game.side_to_move();
    let absolute = orient(action as usize, view);
    let result = slot.game.play_action(absolute);
    row.rewards.fill(0.0);
    *row.terminated = false;
    *row.truncated = false;
    *row.termination = 0;
    let mut finished = false;
    if let Ok(Some(outcome)) = result {
        *row.terminated = true;
        finished = true;
        *row.termination = outcome.termination.letter() as u8;
        if let Some(winner) = outcome.winner {
            row.rewards[winner.index()] = 1.0;
            row.rewards[winner.opponent().index()] = -1.0;
        }
    } else if absolute == END_MOVE && how.max_moves.is_some_and(|m| slot.game.moves_played() >= m) {
        *row.truncated = true;
        finished = true;
    }
    if finished {
        let last = slot.game.side_to_move();
        if let Ok(p) = <&mut [f32; PLANE_VALUES]>::try_from(row.final_planes) {
            slot.game.write_planes(last, p);
        }
        slot.game.reset();
    }
    slot.refresh_mask();
    slot.write_observation(row.planes, row.mask, row.to_move, how.incremental);
}
