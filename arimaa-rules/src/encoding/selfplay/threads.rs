//! The thread splitter of a [`SelfPlay`](super::SelfPlay): the games of one call stepped on
//! scoped threads, contiguous parts of at least [`MIN_GAMES_PER_THREAD`] games (see the
//! [module docs](super#threads-and-determinism)).

use super::buffers::Buffers;
use super::planes::PLANE_VALUES;
use super::slot::{Row, Slot, step_one};
use super::{How, Source};
use crate::encoding::{ACTIONS, END_MOVE};

/// The action array of one call: read (given) or written (random).
pub(super) enum Actions<'a> {
    Read(&'a [u32]),
    Write(&'a mut [u32]),
}

impl<'a> Actions<'a> {
    #[cfg(feature = "threads")]
    pub(super) fn split_at(self, k: usize) -> (Actions<'a>, Actions<'a>) {
        match self {
            Actions::Read(a) => {
                let (x, y) = a.split_at(k);
                (Actions::Read(x), Actions::Read(y))
            }
            Actions::Write(a) => {
                let (x, y) = a.split_at_mut(k);
                (Actions::Write(x), Actions::Write(y))
            }
        }
    }
}

/// The fewest games worth a thread of their own: spawning and joining a scoped thread
/// costs 15–50 microseconds, as much as stepping 50–150 games (about 330 ns each), so a
/// part of 256 games spends most of its time stepping.
#[cfg(feature = "threads")]
#[cfg_attr(docsrs, doc(cfg(feature = "threads")))]
pub const MIN_GAMES_PER_THREAD: usize = 256;

/// Steps the games of `slots` (rows of `out` and `actions` alike), over at most `threads`
/// threads, each with at least [`MIN_GAMES_PER_THREAD`] games.
pub(super) fn run(
    slots: &mut [Slot],
    actions: Actions<'_>,
    out: Buffers<'_>,
    threads: usize,
    how: How,
) {
    #[cfg(feature = "threads")]
    if threads > 1 && slots.len() >= 2 * MIN_GAMES_PER_THREAD {
        let k = slots.len() / threads.min(slots.len() / MIN_GAMES_PER_THREAD);
        if k > 0 && k < slots.len() {
            let (s0, s1) = slots.split_at_mut(k);
            let (a0, a1) = actions.split_at(k);
            let (o0, o1) = out.split_at(k);
            std::thread::scope(|scope| {
                scope.spawn(move || run(s0, a0, o0, 1, how));
                run(s1, a1, o1, threads - 1, how);
            });
            return;
        }
    }
    let _ = threads;
    let mut actions = actions;
    for (i, slot) in slots.iter_mut().enumerate() {
        let action = match (&mut actions, how.source) {
            (Actions::Write(a), Source::Random) => {
                let chosen = slot.random_action().unwrap_or(END_MOVE as u32);
                a[i] = chosen;
                chosen
            }
            (Actions::Read(a), _) => a[i],
            (Actions::Write(a), Source::Given) => a[i],
        };
        let row = Row {
            planes: &mut out.planes[i * PLANE_VALUES..(i + 1) * PLANE_VALUES],
            mask: &mut out.masks[i * ACTIONS..(i + 1) * ACTIONS],
            to_move: &mut out.to_move[i],
            rewards: &mut out.rewards[2 * i..2 * i + 2],
            terminated: &mut out.terminated[i],
            truncated: &mut out.truncated[i],
            termination: &mut out.termination[i],
            final_planes: &mut out.final_planes[i * PLANE_VALUES..(i + 1) * PLANE_VALUES],
        };
        step_one(slot, action, row, how);
    }
}
