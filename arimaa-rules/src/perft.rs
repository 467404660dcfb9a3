//! Long counts that can be watched and stopped: perft split by root move ("divide"), on
//! one thread or several, and the move counts of many positions at once.
//!
//! perft is the count of [`Position::perft`] (see there for the definition: whole moves,
//! unique moves only, no history, a position won by goal or elimination is a leaf).
//! Every function here takes a stop flag, an [`AtomicBool`] that any thread (a Ctrl-C
//! handler, a GUI) may set: the count then ends promptly, after the position being
//! generated, with [`Err(Interrupted)`](Interrupted). They also report [`Progress`] to a
//! callback, so that a caller can draw a progress bar, print an estimate, or poll for
//! signals and set the flag itself.
//!
//! [`divide`] runs on the calling thread and is always available (also `no_std`); with
//! the `threads` feature (on by default; it implies `std`), [`divide_threads`] splits the
//! root moves over threads ([`std::thread::scope`]) and [`count_moves_many`] counts a list
//! of positions on threads.
//!
//! ```
//! use core::sync::atomic::AtomicBool;
//! use arimaa_rules::{Position, perft};
//! // A lone gold rabbit on a1 has 14 moves (see `Position::perft`); a silver rabbit on h8
//! // answers each of them.
//! let ranks = ["       r", "        ", "        ", "        ", "        ", "        ", "        ", "R       "];
//! let pos = Position::from_short(&format!("g [{}]", ranks.concat())).unwrap();
//! let stop = AtomicBool::new(false);
//! let mut reports = 0;
//! let divide = perft::divide(&pos, 2, &stop, |_progress| reports += 1).unwrap();
//! assert_eq!(divide.moves.len(), 14);
//! assert_eq!(divide.nodes(), pos.perft(2));
//! assert!(reports >= 14);
//! ```

use alloc::vec::Vec;
use core::fmt;
use core::sync::atomic::{AtomicBool, Ordering};

use crate::{Color, Move, Position};

/// How far a long count has come, as given to the progress callback.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// The work items finished: root moves for perft, positions for [`count_moves_many`].
    pub done: usize,
    /// The work items in all.
    pub total: usize,
    /// The nodes counted so far (for perft, including the finished parts of root moves
    /// still under way; for [`count_moves_many`], the moves of the finished positions).
    pub nodes: u64,
}

/// The count was stopped by its stop flag before the end; how far it had come.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Interrupted {
    /// How far the count had come when it stopped.
    pub progress: Progress,
}

impl fmt::Display for Interrupted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = self.progress;
        write!(
            f,
            "interrupted after {} of {} ({} nodes counted)",
            p.done, p.total, p.nodes
        )
    }
}

impl core::error::Error for Interrupted {}

/// perft split by root move: the count below each unique move of the position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Divide {
    /// The depth counted, in whole moves.
    pub depth: u32,
    /// Each unique move of the root (in the order of [`Position::legal_moves`]) with the
    /// number of nodes at `depth` below it. Empty at depth 0.
    pub moves: Vec<(Move, u64)>,
}

impl Divide {
    /// perft(depth) of the root: 1 at depth 0, else the sum over the root moves (the same
    /// number as [`Position::perft`]).
    pub fn nodes(&self) -> u64 {
        if self.depth == 0 {
            1
        } else {
            self.moves.iter().map(|(_, n)| n).sum()
        }
    }
}

/// Whether the move that led to `pos` ended the game by goal or elimination (the first
/// four end-of-move checks): such a position is a leaf of perft.
fn game_over(pos: &Position) -> bool {
    [Color::Gold, Color::Silver]
        .into_iter()
        .any(|c| pos.rabbit_on_goal(c) || !pos.has_rabbits(c))
}

/// perft(depth) of `pos`, polling `stop` at every position generated; `leaf` is called
/// with the count of each position generated at the last level. `None` if stopped.
fn count(pos: &Position, depth: u32, stop: &AtomicBool, leaf: &mut dyn FnMut(u64)) -> Option<u64> {
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    match depth {
        0 => {
            leaf(1);
            Some(1)
        }
        1 => {
            let n = pos.count_moves() as u64;
            leaf(n);
            Some(n)
        }
        _ => {
            let mut total = 0;
            for mv in pos.legal_moves() {
                total += below(pos, &mv, depth - 1, stop, leaf)?;
            }
            Some(total)
        }
    }
}

/// perft(depth) of `pos` on the calling thread, never stopped: the recursion behind
/// [`Position::perft`] (one recursion for it, [`divide`] and `divide_threads`).
pub(crate) fn perft(pos: &Position, depth: u32) -> u64 {
    count(pos, depth, &AtomicBool::new(false), &mut |_| {})
        .expect("a count whose stop flag is never set runs to the end")
}

/// The nodes `depth` moves below the move `mv` of `pos`: 1 at depth 0; 0 deeper if the
/// move ended the game by goal or elimination (a leaf); else perft(depth) of the position
/// it leads to. `None` if stopped.
fn below(
    pos: &Position,
    mv: &Move,
    depth: u32,
    stop: &AtomicBool,
    leaf: &mut dyn FnMut(u64),
) -> Option<u64> {
    if depth == 0 {
        leaf(1);
        return Some(1);
    }
    match pos.play(mv) {
        Ok(next) if !game_over(&next) => count(&next, depth, stop, leaf),
        _ => Some(0),
    }
}

/// perft(depth) of `pos` split by root move, on the calling thread.
///
/// `progress` is called after every position generated at the last level (often: rate-limit
/// in the callback) and after every root move; `stop` is polled at every position generated.
///
/// # Errors
/// [`Interrupted`] when `stop` was set before the count ended.
///
/// ```
/// use core::sync::atomic::AtomicBool;
/// use arimaa_rules::{Position, perft};
/// let stop = AtomicBool::new(true); // already set: nothing is counted
/// let err = perft::divide(&Position::standard(), 2, &stop, |_| {}).unwrap_err();
/// assert_eq!((err.progress.done, err.progress.total), (0, 3353));
/// ```
pub fn divide(
    pos: &Position,
    depth: u32,
    stop: &AtomicBool,
    mut progress: impl FnMut(Progress),
) -> Result<Divide, Interrupted> {
    let roots = if depth == 0 {
        Vec::new()
    } else {
        pos.legal_moves()
    };
    let total = roots.len();
    let mut moves = Vec::with_capacity(total);
    let mut nodes = 0u64;
    for mv in roots {
        let done = moves.len();
        let n = below(pos, &mv, depth - 1, stop, &mut |n| {
            nodes += n;
            progress(Progress { done, total, nodes });
        });
        let Some(n) = n else {
            let progress = Progress { done, total, nodes };
            return Err(Interrupted { progress });
        };
        moves.push((mv, n));
        progress(Progress {
            done: moves.len(),
            total,
            nodes,
        });
    }
    Ok(Divide { depth, moves })
}

#[cfg(feature = "threads")]
pub use threads::{PROGRESS_INTERVAL, available_threads, count_moves_many, divide_threads};

#[cfg(feature = "threads")]
mod threads {
    use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
    use std::sync::mpsc;
    use std::thread;
    use std::time::Duration;
    use std::vec::Vec;

    use super::{Divide, Interrupted, Progress, below};
    use crate::Position;

    /// The longest time between two calls of the progress callback of [`divide_threads`]
    /// and [`count_moves_many`] (100 ms).
    #[cfg_attr(docsrs, doc(cfg(feature = "threads")))]
    pub const PROGRESS_INTERVAL: Duration = Duration::from_millis(100);

    /// The number of threads the machine can run at once
    /// ([`std::thread::available_parallelism`]; 1 if unknown).
    #[cfg_attr(docsrs, doc(cfg(feature = "threads")))]
    pub fn available_threads() -> usize {
        thread::available_parallelism().map_or(1, usize::from)
    }

    /// perft(depth) of `pos` split by root move, the root moves shared out among `threads`
    /// threads (0 = [`available_threads`]) with [`std::thread::scope`].
    ///
    /// `progress` is called on the calling thread (which only waits and reports) after every
    /// root move and at least every [`PROGRESS_INTERVAL`]; it may set `stop`, which every
    /// thread polls at every position it generates, so a stop ends the count within the
    /// generation of one position (well under a second for any real position).
    ///
    /// # Errors
    /// [`Interrupted`] when `stop` was set before the count ended.
    ///
    /// ```
    /// use core::sync::atomic::AtomicBool;
    /// use arimaa_rules::{Position, perft};
    /// let pos = Position::from_short("g [re                                                      RE      ]").unwrap();
    /// let stop = AtomicBool::new(false);
    /// let divide = perft::divide_threads(&pos, 2, 2, &stop, |_| {}).unwrap();
    /// assert_eq!(divide.moves.len(), 79);
    /// assert_eq!(divide.nodes(), pos.perft(2));
    /// ```
    #[cfg_attr(docsrs, doc(cfg(feature = "threads")))]
    pub fn divide_threads(
        pos: &Position,
        depth: u32,
        threads: usize,
        stop: &AtomicBool,
        progress: impl FnMut(Progress),
    ) -> Result<Divide, Interrupted> {
        let roots = if depth == 0 {
            Vec::new()
        } else {
            pos.legal_moves()
        };
        let nodes = AtomicU64::new(0);
        let counts = parallel(roots.len(), threads, stop, &nodes, progress, |i| {
            below(pos, &roots[i], depth - 1, stop, &mut |n| {
                nodes.fetch_add(n, Ordering::Relaxed);
            })
        })?;
        Ok(Divide {
            depth,
            moves: roots.into_iter().zip(counts).collect(),
        })
    }

    /// The number of unique moves of each position ([`Position::count_moves`]), in order,
    /// counted on `threads` threads (0 = [`available_threads`]).
    ///
    /// `progress` is called on the calling thread after every position and at least every
    /// [`PROGRESS_INTERVAL`]; `stop` is polled between positions.
    ///
    /// # Errors
    /// [`Interrupted`] when `stop` was set before every position was counted.
    ///
    /// ```
    /// use core::sync::atomic::AtomicBool;
    /// use arimaa_rules::{Position, perft};
    /// let positions = vec![Position::standard(); 3];
    /// let counts = perft::count_moves_many(&positions, 0, &AtomicBool::new(false), |_| {}).unwrap();
    /// assert_eq!(counts, [3353, 3353, 3353]);
    /// ```
    #[cfg_attr(docsrs, doc(cfg(feature = "threads")))]
    pub fn count_moves_many(
        positions: &[Position],
        threads: usize,
        stop: &AtomicBool,
        progress: impl FnMut(Progress),
    ) -> Result<Vec<usize>, Interrupted> {
        let nodes = AtomicU64::new(0);
        parallel(positions.len(), threads, stop, &nodes, progress, |i| {
            if stop.load(Ordering::Relaxed) {
                return None;
            }
            let n = positions[i].count_moves();
            nodes.fetch_add(n as u64, Ordering::Relaxed);
            Some(n)
        })
    }

    /// Runs `work(0..total)` on `threads` scoped threads (each takes the next index when
    /// done), while the calling thread reports progress; the results in index order.
    /// `work` returns `None` when it saw `stop`.
    fn parallel<T: Send>(
        total: usize,
        threads: usize,
        stop: &AtomicBool,
        nodes: &AtomicU64,
        mut progress: impl FnMut(Progress),
        work: impl Fn(usize) -> Option<T> + Sync,
    ) -> Result<Vec<T>, Interrupted> {
        let threads = match threads {
            0 => available_threads(),
            n => n,
        }
        .clamp(1, total.max(1));
        let next = AtomicUsize::new(0);
        let mut results: Vec<Option<T>> = (0..total).map(|_| None).collect();
        let mut done = 0;
        let report = |done| Progress {
            done,
            total,
            nodes: nodes.load(Ordering::Relaxed),
        };
        thread::scope(|s| {
            let (tx, rx) = mpsc::channel();
            for _ in 0..threads {
                let tx = tx.clone();
                let (next, work) = (&next, &work);
                s.spawn(move || {
                    loop {
                        if stop.load(Ordering::Relaxed) {
                            return;
                        }
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= total {
                            return;
                        }
                        let result = work(i);
                        let stopped = result.is_none();
                        if tx.send((i, result)).is_err() || stopped {
                            return;
                        }
                    }
                });
            }
            drop(tx);
            loop {
                match rx.recv_timeout(PROGRESS_INTERVAL) {
                    Ok((i, Some(r))) => {
                        results[i] = Some(r);
                        done += 1;
                    }
                    Ok((_, None)) | Err(mpsc::RecvTimeoutError::Timeout) => {}
                    Err(mpsc::RecvTimeoutError::Disconnected) => break,
                }
                progress(report(done));
            }
        });
        if done < total {
            return Err(Interrupted {
                progress: report(done),
            });
        }
        Ok(results.into_iter().flatten().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two rabbits and two elephants (`positions/move_count_table.tsv`: 79 unique moves).
    fn small() -> Position {
        Position::from_short("g [re                                                      RE      ]")
            .unwrap()
    }

    #[test]
    fn divide_lists_every_unique_move_once() {
        let pos = small();
        let stop = AtomicBool::new(false);
        let d = divide(&pos, 1, &stop, |_| {}).unwrap();
        assert_eq!(d.moves.len(), 79);
        assert!(d.moves.iter().all(|(_, n)| *n == 1));
        assert_eq!(d.nodes(), 79);
        assert_eq!(divide(&pos, 0, &stop, |_| {}).unwrap().nodes(), 1);
    }

    #[test]
    fn a_stop_set_by_the_progress_callback_ends_the_count() {
        let pos = Position::standard();
        let stop = AtomicBool::new(false);
        let err = divide(&pos, 3, &stop, |p| {
            if p.nodes > 0 {
                stop.store(true, Ordering::Relaxed);
            }
        })
        .unwrap_err();
        assert_eq!(err.progress.total, 3353);
        assert_eq!(err.progress.done, 0);
        assert!(err.progress.nodes > 0);
    }

    #[cfg(feature = "threads")]
    #[test]
    fn threads_stop_when_the_callback_sets_the_flag() {
        let stop = AtomicBool::new(false);
        let mut calls = 0;
        let err = divide_threads(&Position::standard(), 3, 2, &stop, |_| {
            calls += 1;
            stop.store(true, Ordering::Relaxed);
        })
        .unwrap_err();
        assert!(err.progress.done < 3353);
        assert!(calls >= 1);
    }

    #[cfg(feature = "threads")]
    #[test]
    fn threads_give_the_counts_of_one_thread() {
        let pos = small();
        let stop = AtomicBool::new(false);
        let one = divide(&pos, 2, &stop, |_| {}).unwrap();
        for threads in [0, 1, 3, 200] {
            assert_eq!(
                divide_threads(&pos, 2, threads, &stop, |_| {}).unwrap(),
                one
            );
        }
        let many = count_moves_many(&[small(), Position::standard()], 2, &stop, |_| {});
        assert_eq!(many.unwrap(), [79, 3353]);
        assert_eq!(
            count_moves_many(&[], 2, &stop, |_| {}).unwrap(),
            Vec::<usize>::new()
        );
    }
}
