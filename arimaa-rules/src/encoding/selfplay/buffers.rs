//! The caller's output buffers of a [`SelfPlay`](super::SelfPlay): borrowed ([`Buffers`]) or
//! owned ([`BufferStorage`]), with their length checks and the split of their rows between
//! threads.

use alloc::vec;
use alloc::vec::Vec;

use super::SelfPlayError;
use super::planes::PLANE_VALUES;
use crate::encoding::ACTIONS;

/// The caller's output buffers for `n` games (row `i` belongs to game `i`). Lengths must be
/// exactly as documented, else [`SelfPlayError::BufferSize`].
#[derive(Debug)]
pub struct Buffers<'a> {
    /// `[n, PLANES, 8, 8]` planes of the position to act in, from the side to move.
    pub planes: &'a mut [f32],
    /// `[n, ACTIONS]` legal-action masks, in the side to move's view.
    pub masks: &'a mut [bool],
    /// `[n]` the side to move: 0 gold, 1 silver.
    pub to_move: &'a mut [u8],
    /// `[n, 2]` rewards of gold and silver for the last action.
    pub rewards: &'a mut [f32],
    /// `[n]` whether the last action ended the game by the rules.
    pub terminated: &'a mut [bool],
    /// `[n]` whether the last action reached the move limit.
    pub truncated: &'a mut [bool],
    /// `[n]` the termination letter ([`crate::Termination::letter`]) of a terminated game,
    /// else 0.
    pub termination: &'a mut [u8],
    /// `[n, PLANES, 8, 8]` the final planes of the games that finished in this step
    /// (other rows untouched).
    pub final_planes: &'a mut [f32],
}

/// Owned buffers for `n` games, for Rust callers (see [`Buffers::storage`]).
#[derive(Debug, Clone)]
pub struct BufferStorage {
    /// See [`Buffers::planes`].
    pub planes: Vec<f32>,
    /// See [`Buffers::masks`].
    pub masks: Vec<bool>,
    /// See [`Buffers::to_move`].
    pub to_move: Vec<u8>,
    /// See [`Buffers::rewards`].
    pub rewards: Vec<f32>,
    /// See [`Buffers::terminated`].
    pub terminated: Vec<bool>,
    /// See [`Buffers::truncated`].
    pub truncated: Vec<bool>,
    /// See [`Buffers::termination`].
    pub termination: Vec<u8>,
    /// See [`Buffers::final_planes`].
    pub final_planes: Vec<f32>,
}

impl BufferStorage {
    /// Borrows every buffer.
    pub fn buffers(&mut self) -> Buffers<'_> {
        Buffers {
            planes: &mut self.planes,
            masks: &mut self.masks,
            to_move: &mut self.to_move,
            rewards: &mut self.rewards,
            terminated: &mut self.terminated,
            truncated: &mut self.truncated,
            termination: &mut self.termination,
            final_planes: &mut self.final_planes,
        }
    }
}

impl<'a> Buffers<'a> {
    /// Zeroed owned buffers of the right sizes for `n` games.
    pub fn storage(n: usize) -> BufferStorage {
        BufferStorage {
            planes: vec![0.0; n * PLANE_VALUES],
            masks: vec![false; n * ACTIONS],
            to_move: vec![0; n],
            rewards: vec![0.0; n * 2],
            terminated: vec![false; n],
            truncated: vec![false; n],
            termination: vec![0; n],
            final_planes: vec![0.0; n * PLANE_VALUES],
        }
    }

    pub(super) fn check(&self, n: usize) -> Result<(), SelfPlayError> {
        let sizes = [
            ("planes", self.planes.len(), n * PLANE_VALUES),
            ("masks", self.masks.len(), n * ACTIONS),
            ("to_move", self.to_move.len(), n),
            ("rewards", self.rewards.len(), n * 2),
            ("terminated", self.terminated.len(), n),
            ("truncated", self.truncated.len(), n),
            ("termination", self.termination.len(), n),
            ("final_planes", self.final_planes.len(), n * PLANE_VALUES),
        ];
        for (buffer, got, expected) in sizes {
            if got != expected {
                return Err(SelfPlayError::BufferSize {
                    buffer,
                    expected,
                    got,
                });
            }
        }
        Ok(())
    }

    /// Reborrows the buffers (for one call).
    pub(super) fn reborrow(&mut self) -> Buffers<'_> {
        Buffers {
            planes: self.planes,
            masks: self.masks,
            to_move: self.to_move,
            rewards: self.rewards,
            terminated: self.terminated,
            truncated: self.truncated,
            termination: self.termination,
            final_planes: self.final_planes,
        }
    }

    /// The first `k` games' rows and the rest.
    #[cfg(feature = "threads")]
    pub(super) fn split_at(self, k: usize) -> (Buffers<'a>, Buffers<'a>) {
        let (p0, p1) = self.planes.split_at_mut(k * PLANE_VALUES);
        let (m0, m1) = self.masks.split_at_mut(k * ACTIONS);
        let (t0, t1) = self.to_move.split_at_mut(k);
        let (r0, r1) = self.rewards.split_at_mut(k * 2);
        let (e0, e1) = self.terminated.split_at_mut(k);
        let (u0, u1) = self.truncated.split_at_mut(k);
        let (l0, l1) = self.termination.split_at_mut(k);
        let (f0, f1) = self.final_planes.split_at_mut(k * PLANE_VALUES);
        (
            Buffers {
                planes: p0,
                masks: m0,
                to_move: t0,
                rewards: r0,
                terminated: e0,
                truncated: u0,
                termination: l0,
                final_planes: f0,
            },
            Buffers {
                planes: p1,
                masks: m1,
                to_move: t1,
                rewards: r1,
                terminated: e1,
                truncated: u1,
                termination: l1,
                final_planes: f1,
            },
        )
    }
}
