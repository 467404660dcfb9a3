//! Move generation: legal steps, all unique moves of a position, their count, and perft.
//!
//! **Unique moves** (the AEI definition every published count uses): the distinct boards
//! reachable by one complete legal move of 1–4 steps, not counting the unchanged board,
//! ignoring game history. Each is reported once, with one canonical step sequence: the
//! shortest, and among those the first in generation order.
//!
//! The generator walks the tree of steps depth first (play step, recurse, undo step: no
//! allocation per step). Two tables keep it small: partial-move states already expanded
//! at the same depth (board + pending push/pull, compared exactly) are not expanded
//! again, and finished boards (compared exactly) are kept once. Both are open-addressing
//! tables keyed by the Zobrist hash (`table`, one implementation for both walks), kept
//! from call to call in a [`MoveGenerator`] (one per thread behind
//! [`Position::count_moves`] and [`Position::legal_moves`]).
//!
//! Layout: `steps` (legal steps, [`StepList`]), `fast` (the walk used by
//! [`Position::count_moves`], [`Position::legal_moves`] and [`Position::perft`]: lean
//! board, 4-bit-per-square keys), the reference walk in this file (on a whole
//! [`Position`]; it serves relaxed positions whose first step captures resting pieces,
//! and is the oracle of the unit tests: both give the same moves in the same order),
//! `goal` ([`Position::goal_move`]), `table` (the hash table of both walks).

mod fast;
mod goal;
pub use goal::GoalSearch;
mod steps;
mod table;
#[cfg(test)]
mod tests;

pub use steps::StepList;

use alloc::vec::Vec;

use crate::position::{Pending, side_key};
use crate::{Bitboard, Move, Position};
use steps::for_each_step;
use table::Table;

/// A board in 7 words: the squares of each kind (both colours) and the gold pieces.
#[derive(Clone, Copy)]
struct Compact([u64; 7]);

impl PartialEq for Compact {
    /// Branch-free comparison of the seven words (cheaper than a `memcmp` call here).
    #[inline]
    fn eq(&self, other: &Compact) -> bool {
        let mut diff = 0;
        for i in 0..7 {
            diff |= self.0[i] ^ other.0[i];
        }
        diff == 0
    }
}

impl Eq for Compact {}

impl Compact {
    #[inline]
    fn of(pieces: &[Bitboard; 12]) -> Compact {
        let mut w = [0u64; 7];
        let mut gold = 0;
        for k in 0..6 {
            w[k] = pieces[k].0 | pieces[6 + k].0;
            gold |= pieces[k].0;
        }
        w[6] = gold;
        Compact(w)
    }
}

/// A unique move found by the generator: the canonical steps and the resulting board's
/// Zobrist key with the opponent to move.
pub(crate) struct Found {
    pub(crate) mv: Move,
    pub(crate) key: u64,
}

/// The reference walk: its finished boards (each with the canonical steps and its Zobrist
/// key) and its partial moves by depth (board and pending push or pull, with its key).
struct Generator {
    finished: Table<Compact, (Move, u64)>,
    partial: [Table<(Compact, u64), ()>; 3],
    start: Compact,
}

impl Generator {
    fn new(pos: &Position) -> Generator {
        Generator {
            finished: Table::new(1 << 10),
            partial: [
                Table::new(1 << 10),
                Table::new(1 << 10),
                Table::new(1 << 10),
            ],
            start: Compact::of(pos.start_pieces()),
        }
    }

    fn run(&mut self, pos: &mut Position) {
        self.finished.reset();
        for t in &mut self.partial {
            t.reset();
        }
        let mut seq = Move::new();
        let mut lists = [
            StepList::new(),
            StepList::new(),
            StepList::new(),
            StepList::new(),
        ];
        self.dfs(pos, &mut seq, &mut lists);
    }

    /// `lists`: one scratch step list per remaining depth (no allocation or initialisation
    /// per node).
    fn dfs(&mut self, pos: &mut Position, seq: &mut Move, lists: &mut [StepList]) {
        let Some((list, deeper)) = lists.split_first_mut() else {
            return;
        };
        for_each_step(pos, seq, list, |pos, seq| {
            let pending = pos.pending();
            let key = Compact::of(pos.board().raw_pieces());
            if !matches!(pending, Pending::Push { .. }) && key != self.start {
                let len = seq.len();
                let hash = pos.board().zobrist_key();
                let (idx, inserted) = self.finished.find_or_insert(hash, key, || (*seq, hash));
                let found = &mut self.finished.value_mut(idx).0;
                if !inserted && found.len() > len {
                    *found = *seq;
                }
            }
            let taken = pos.steps_taken();
            if taken < 4 {
                let hash = pos.board().zobrist_key() ^ pending.key();
                let (_, inserted) =
                    self.partial[taken - 1].find_or_insert(hash, (key, pending.key()), || ());
                if inserted {
                    self.dfs(pos, seq, deeper);
                }
            }
            false
        });
    }
}

/// A reusable unique-move generator: the tables of the walk (finished boards, partial
/// moves), kept from call to call, so that after the first few calls generating moves
/// allocates nothing (the list returned by [`MoveGenerator::legal_moves`] aside) and
/// touches memory that is already mapped and in cache.
///
/// [`Position::count_moves`] and [`Position::legal_moves`] use one per thread (with the
/// `std` feature; without it, a new one per call). Keep your own for a loop on one thread
/// when you want to control its memory: it starts under 1 MB and keeps the largest
/// size a position needed (a few tens of MB for the largest known positions, 338,000
/// moves); drop it to free that memory.
///
/// ```
/// use arimaa_rules::{MoveGenerator, Position};
/// let mut generator = MoveGenerator::new();
/// let pos = Position::standard();
/// assert_eq!(generator.count_moves(&pos), 3353);
/// assert_eq!(generator.legal_moves(&pos).len(), 3353);
/// ```
pub struct MoveGenerator {
    tables: fast::Tables,
}

impl Default for MoveGenerator {
    fn default() -> MoveGenerator {
        MoveGenerator::new()
    }
}

impl core::fmt::Debug for MoveGenerator {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("MoveGenerator").finish_non_exhaustive()
    }
}

impl MoveGenerator {
    /// A generator with its tables presized for a few thousand moves.
    pub fn new() -> MoveGenerator {
        MoveGenerator {
            tables: fast::Tables::new(),
        }
    }

    /// The number of unique moves of `pos`: the same as [`Position::count_moves`].
    pub fn count_moves(&mut self, pos: &Position) -> usize {
        fast::count(&mut self.tables, pos).unwrap_or_else(|| pos.count_moves_reference())
    }

    /// The unique moves of `pos`: the same as [`Position::legal_moves`] (the same moves in
    /// the same order).
    pub fn legal_moves(&mut self, pos: &Position) -> Vec<Move> {
        let mut out = Vec::new();
        self.legal_moves_into(pos, &mut out);
        out
    }

    /// Appends the unique moves of `pos` to `out` (as [`MoveGenerator::legal_moves`]), so
    /// that a caller reusing `out` allocates nothing.
    pub fn legal_moves_into(&mut self, pos: &Position, out: &mut Vec<Move>) {
        if !fast::moves(&mut self.tables, pos, out, |l| l.mv) {
            out.extend(pos.unique_moves_reference().into_iter().map(|f| f.mv));
        }
    }

    /// The unique moves with the repetition key of the position each leads to.
    pub(crate) fn unique_moves(&mut self, pos: &Position) -> Vec<Found> {
        let next = side_key(pos.side_to_move().opponent());
        let mut out = Vec::new();
        if fast::moves(&mut self.tables, pos, &mut out, |l| Found {
            mv: l.mv,
            key: l.hash ^ next,
        }) {
            out
        } else {
            pos.unique_moves_reference()
        }
    }
}

/// Runs `f` with this thread's generator (taken out of its slot while `f` runs, so a
/// nested call, e.g. from a destructor, gets a new one; without `std`, always a new one).
#[cfg(feature = "std")]
fn with_generator<T>(f: impl FnOnce(&mut MoveGenerator) -> T) -> T {
    std::thread_local! {
        static GENERATOR: core::cell::Cell<Option<MoveGenerator>> =
            const { core::cell::Cell::new(None) };
    }
    let mut generator = GENERATOR
        .try_with(core::cell::Cell::take)
        .ok()
        .flatten()
        .unwrap_or_default();
    let out = f(&mut generator);
    // During thread teardown the slot may be gone: the generator is then dropped.
    let _ = GENERATOR.try_with(|slot| slot.set(Some(generator)));
    out
}

/// Without `std`: a new generator for each call.
#[cfg(not(feature = "std"))]
fn with_generator<T>(f: impl FnOnce(&mut MoveGenerator) -> T) -> T {
    f(&mut MoveGenerator::new())
}

impl Position {
    /// All unique moves (see the [module docs](crate::movegen)): one per distinct board
    /// reachable by a legal move, the unchanged board excluded, history ignored. Continues
    /// the current move if steps were already taken (the returned moves are then the
    /// remaining steps). The order is deterministic (generation order).
    ///
    /// Uses this thread's [`MoveGenerator`] (no allocation but the returned list).
    ///
    /// ```
    /// use arimaa_rules::Position;
    /// let moves = Position::standard().legal_moves();
    /// assert_eq!(moves.len(), 3353);
    /// ```
    pub fn legal_moves(&self) -> Vec<Move> {
        with_generator(|g| g.legal_moves(self))
    }

    /// The unique moves with the repetition key of the position each leads to.
    pub(crate) fn unique_moves(&self) -> Vec<Found> {
        with_generator(|g| g.unique_moves(self))
    }

    /// The reference generator (every step played and undone on a whole [`Position`]);
    /// the fast one must give the same moves in the same order.
    fn unique_moves_reference(&self) -> Vec<Found> {
        let mut pos = self.clone();
        let mut g = Generator::new(&pos);
        g.run(&mut pos);
        let next = side_key(self.side_to_move().opponent());
        g.finished
            .drain_values()
            .map(|(mv, hash)| Found {
                mv,
                key: hash ^ next,
            })
            .collect()
    }

    /// The number of unique moves, without building the list of moves (with this
    /// thread's [`MoveGenerator`]: no allocation once warmed up).
    ///
    /// ```
    /// use arimaa_rules::Position;
    /// assert_eq!(Position::standard().count_moves(), 3353);
    /// ```
    pub fn count_moves(&self) -> usize {
        with_generator(|g| g.count_moves(self))
    }

    /// [`Position::count_moves`] by the reference generator.
    fn count_moves_reference(&self) -> usize {
        let mut pos = self.clone();
        let mut g = Generator::new(&pos);
        g.run(&mut pos);
        g.finished.len()
    }

    /// perft over whole moves ([rules summary](crate::rules), "Counting moves"):
    /// `perft(0) = 1`; `perft(1)` is the number of unique moves; `perft(n)` sums
    /// `perft(n-1)` over the positions reached by the unique moves, with no history. A position where the move just played ended the
    /// game by goal or elimination is a leaf: it counts 1 at depth 0 and 0 deeper
    /// (an immobilized side has no moves, so it counts 0 deeper as well).
    ///
    /// ```
    /// use arimaa_rules::Position;
    /// // A lone gold rabbit on a1 (and a silver one on h8). Counted by hand, its moves end on
    /// // 1 step: a2, b1; 2 steps: a3, b2, c1; 3: a4, b3, c2, d1; 4: a5, b4, d2, e1, and c3,
    /// // where it is captured: 14 distinct boards.
    /// let ranks = ["       r", "        ", "        ", "        ", "        ", "        ", "        ", "R       "];
    /// let pos = Position::from_short(&format!("g [{}]", ranks.concat())).unwrap();
    /// assert_eq!(pos.perft(1), 14);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        crate::perft::perft(self, depth)
    }
}
