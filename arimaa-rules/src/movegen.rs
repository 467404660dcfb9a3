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
//! tables keyed by the Zobrist hash.
//!
//! Layout: `steps` (legal steps, [`StepList`]), `fast` (the walk used by
//! [`Position::count_moves`], [`Position::legal_moves`] and [`Position::perft`]: lean
//! board, 4-bit-per-square keys), the reference walk in this file (on a whole
//! [`Position`]; it serves analysis positions whose first step captures resting pieces,
//! and is the oracle of the unit tests: both give the same moves in the same order),
//! `goal` ([`Position::goal_move`]).

mod fast;
mod goal;
mod steps;
#[cfg(test)]
mod tests;

pub use steps::StepList;

use alloc::vec::Vec;

use crate::position::{Pending, side_key};
use crate::{Bitboard, Move, Position};
use steps::for_each_step;

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

struct Entry<V> {
    hash: u64,
    key: Compact,
    tag: u64,
    value: V,
}

/// An insertion-ordered open-addressing set keyed by (hash, compact board, tag).
struct Table<V> {
    slots: Vec<u32>,
    entries: Vec<Entry<V>>,
}

impl<V> Table<V> {
    fn new() -> Table<V> {
        Table {
            slots: alloc::vec![0; 1024],
            entries: Vec::new(),
        }
    }

    fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = 0);
        self.entries.clear();
    }

    fn grow(&mut self) {
        let n = self.slots.len() * 2;
        self.slots = alloc::vec![0; n];
        let mask = n - 1;
        for (i, e) in self.entries.iter().enumerate() {
            let mut j = (e.hash as usize) & mask;
            while self.slots[j] != 0 {
                j = (j + 1) & mask;
            }
            self.slots[j] = i as u32 + 1;
        }
    }

    /// Finds the entry for the key, or inserts `make()`; returns (index, inserted).
    #[inline]
    fn find_or_insert(
        &mut self,
        hash: u64,
        key: Compact,
        tag: u64,
        make: impl FnOnce() -> V,
    ) -> (usize, bool) {
        if self.entries.len() * 2 >= self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut j = (hash as usize) & mask;
        loop {
            let s = self.slots[j];
            if s == 0 {
                self.entries.push(Entry {
                    hash,
                    key,
                    tag,
                    value: make(),
                });
                self.slots[j] = self.entries.len() as u32;
                return (self.entries.len() - 1, true);
            }
            let e = &self.entries[s as usize - 1];
            if e.hash == hash && e.tag == tag && e.key == key {
                return (s as usize - 1, false);
            }
            j = (j + 1) & mask;
        }
    }
}

/// A unique move found by the generator: the canonical steps and the resulting board's
/// Zobrist key with the opponent to move.
pub(crate) struct Found {
    pub(crate) mv: Move,
    pub(crate) key: u64,
}

struct Generator {
    finished: Table<Move>,
    partial: [Table<()>; 3],
    start: Compact,
}

impl Generator {
    fn new(pos: &Position) -> Generator {
        Generator {
            finished: Table::new(),
            partial: [Table::new(), Table::new(), Table::new()],
            start: Compact::of(pos.start_pieces()),
        }
    }

    fn run(&mut self, pos: &mut Position) {
        self.finished.clear();
        for t in &mut self.partial {
            t.clear();
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
                let (idx, inserted) =
                    self.finished
                        .find_or_insert(pos.board().zobrist_key(), key, 0, || *seq);
                if !inserted && self.finished.entries[idx].value.len() > len {
                    self.finished.entries[idx].value = *seq;
                }
            }
            let taken = pos.steps_taken();
            if taken < 4 {
                let hash = pos.board().zobrist_key() ^ pending.key();
                let (_, inserted) =
                    self.partial[taken - 1].find_or_insert(hash, key, pending.key(), || ());
                if inserted {
                    self.dfs(pos, seq, deeper);
                }
            }
            false
        });
    }
}

impl Position {
    /// All unique moves (see the [module docs](crate::movegen)): one per distinct board
    /// reachable by a legal move, the unchanged board excluded, history ignored. Continues
    /// the current move if steps were already taken (the returned moves are then the
    /// remaining steps). The order is deterministic (generation order).
    ///
    /// ```
    /// use arimaa_rules::Position;
    /// let moves = Position::standard().legal_moves();
    /// assert_eq!(moves.len(), 3353);
    /// ```
    pub fn legal_moves(&self) -> Vec<Move> {
        self.unique_moves().into_iter().map(|f| f.mv).collect()
    }

    /// The unique moves with the repetition key of the position each leads to.
    pub(crate) fn unique_moves(&self) -> Vec<Found> {
        let next = side_key(self.side_to_move().opponent());
        match fast::moves(self) {
            Some(list) => list
                .into_iter()
                .map(|l| Found {
                    mv: l.mv,
                    key: l.hash ^ next,
                })
                .collect(),
            None => self.unique_moves_reference(),
        }
    }

    /// The reference generator (every step played and undone on a whole [`Position`]);
    /// the fast one must give the same moves in the same order.
    fn unique_moves_reference(&self) -> Vec<Found> {
        let mut pos = self.clone();
        let mut g = Generator::new(&pos);
        g.run(&mut pos);
        let next = side_key(self.side_to_move().opponent());
        g.finished
            .entries
            .into_iter()
            .map(|e| Found {
                mv: e.value,
                key: e.hash ^ next,
            })
            .collect()
    }

    /// The number of unique moves, without building the list of moves.
    ///
    /// ```
    /// use arimaa_rules::Position;
    /// assert_eq!(Position::standard().count_moves(), 3353);
    /// ```
    pub fn count_moves(&self) -> usize {
        fast::count(self).unwrap_or_else(|| self.count_moves_reference())
    }

    /// [`Position::count_moves`] by the reference generator.
    fn count_moves_reference(&self) -> usize {
        let mut pos = self.clone();
        let mut g = Generator::new(&pos);
        g.run(&mut pos);
        g.finished.entries.len()
    }

    /// perft over whole moves (`../shared/DESIGN.md`): `perft(0) = 1`; `perft(1)` is the
    /// number of unique moves; `perft(n)` sums `perft(n-1)` over the positions reached by
    /// the unique moves, with no history. A position where the move just played ended the
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
