//! The table a [`Bot`](crate::Bot) keeps between its searches, so that the next move of
//! a game starts from what the last ones found (most of the positions it meets were
//! searched then, a step or a turn deeper).
//!
//! One search at a time uses it: a search takes it for its whole length (without waiting:
//! [`Kept::take`] either gets it or says it is in use), and a second search of the same
//! bot meanwhile, on another thread, searches with a table of its own, new and empty, as
//! every search did before tables were kept. The table is allocated at the first search
//! that uses it, sized as a new table would be, and grown (its entries kept) when a later
//! search may reach more nodes; [`Kept::clear`] drops it, so that the next search starts
//! empty as a new bot's would. A bot that does not keep its table still holds it: each
//! search empties it in place ([`Taken::empty_table`]), which reuses its memory (no page
//! faults) and finds the same empty table a new one would be.

use core::cell::UnsafeCell;
use core::sync::atomic::{AtomicBool, Ordering};

use super::tt::Table;

/// A bot's table between searches, behind a lock that is taken without waiting.
pub(crate) struct Kept {
    /// Set while a search has the table ([`Taken`] exists).
    busy: AtomicBool,
    /// Set by [`Kept::clear`]: the table is dropped when it is next taken.
    cleared: AtomicBool,
    /// The table, once a search has allocated it; reached only through [`Taken`].
    table: UnsafeCell<Option<Table>>,
}

// SAFETY: `table` is read and written only through a `Taken`, and at most one `Taken`
// exists at a time (`busy` is set by a successful compare-exchange in `take` and cleared
// when the `Taken` is dropped; Acquire and Release order the table's accesses between
// them). A `Table` is plain memory and atomics, safe to move between threads.
unsafe impl Sync for Kept {}

impl Kept {
    /// No table yet.
    pub(crate) fn new() -> Kept {
        Kept {
            busy: AtomicBool::new(false),
            cleared: AtomicBool::new(false),
            table: UnsafeCell::new(None),
        }
    }

    /// The table for one search, or `None` when another search has it now.
    pub(crate) fn take(&self) -> Option<Taken<'_>> {
        self.busy
            .compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed)
            .ok()?;
        let mut taken = Taken { kept: self };
        if self.cleared.swap(false, Ordering::Relaxed) {
            *taken.slot() = None;
        }
        Some(taken)
    }

    /// Forgets every search: the table is dropped now, or, while a search has it, when the
    /// next search takes it.
    pub(crate) fn clear(&self) {
        self.cleared.store(true, Ordering::Relaxed);
        // Dropping the `Taken` at once: its `take` applied the clear.
        drop(self.take());
    }

    /// Whether a table is allocated (a search has used it since the last clear).
    #[cfg(test)]
    pub(crate) fn is_allocated(&self) -> bool {
        self.take().is_some_and(|mut t| t.slot().is_some())
    }
}

impl Default for Kept {
    fn default() -> Kept {
        Kept::new()
    }
}

impl core::fmt::Debug for Kept {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("Kept { .. }")
    }
}

/// The kept table, held by one search.
pub(crate) struct Taken<'k> {
    kept: &'k Kept,
}

impl Taken<'_> {
    fn slot(&mut self) -> &mut Option<Table> {
        // SAFETY: this is the only `Taken` (see `Kept`'s `Sync`), and the borrow of `self`
        // keeps the reference from outliving it.
        unsafe { &mut *self.kept.table.get() }
    }

    /// The table for a search of at most `mb` MiB that can reach `nodes` nodes
    /// (`Table::slots_for`): allocated if there is none, grown if it is smaller (its
    /// entries kept), as it is otherwise; its entries from now on are of a new generation.
    pub(crate) fn table(&mut self, mb: u32, nodes: Option<u64>) -> &mut Table {
        let wanted = Table::slots_for(mb, nodes);
        let slot = self.slot();
        let table = match slot.take() {
            None => Table::new(mb, nodes),
            Some(t) if t.len() < wanted => {
                let mut t = t.grown(wanted);
                t.next_generation();
                t
            }
            Some(mut t) => {
                t.next_generation();
                t
            }
        };
        slot.insert(table)
    }

    /// An empty table for a search of at most `mb` MiB that can reach `nodes` nodes, as
    /// a new one ([`Table::new`]) would be: the table held, emptied in place when it has
    /// that size (its memory reused: no page faults), else a new one.
    pub(crate) fn empty_table(&mut self, mb: u32, nodes: Option<u64>) -> &mut Table {
        let wanted = Table::slots_for(mb, nodes);
        let slot = self.slot();
        let reused = slot.as_ref().is_some_and(|t| t.len() == wanted);
        if !reused {
            // Dropped before the new one is allocated: never both at once.
            *slot = None;
        }
        let table = slot.get_or_insert_with(|| Table::new(mb, nodes));
        if reused {
            table.clear();
        }
        table
    }
}

impl Drop for Taken<'_> {
    fn drop(&mut self) {
        self.kept.busy.store(false, Ordering::Release);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_search_at_a_time() {
        let k = Kept::new();
        let first = k.take().expect("free");
        assert!(k.take().is_none(), "taken");
        drop(first);
        assert!(k.take().is_some(), "given back");
    }

    #[test]
    fn the_table_is_kept_grown_and_cleared() {
        let k = Kept::new();
        assert!(!k.is_allocated());
        {
            let mut t = k.take().unwrap();
            let table = t.table(32, Some(10));
            assert_eq!((table.len(), table.generation()), (1 << 16, 0));
        }
        assert!(k.is_allocated());
        {
            let mut t = k.take().unwrap();
            // A larger search: grown; a smaller one: kept as it is.
            assert_eq!(t.table(32, Some(300_000)).len(), 1 << 19);
            assert_eq!(t.table(32, Some(10)).len(), 1 << 19);
            assert_eq!(t.table(32, Some(10)).generation(), 3);
        }
        {
            // Emptied for a search of another size: a new table; of its size: the same
            // memory, empty, generation 0.
            let mut t = k.take().unwrap();
            let table = t.empty_table(32, Some(10));
            assert_eq!((table.len(), table.generation()), (1 << 16, 0));
            table.store(
                77,
                crate::search::tt::Entry {
                    score: 1,
                    depth: 2,
                    bound: crate::search::tt::Bound::Exact,
                    act: None,
                },
            );
            table.next_generation();
            let memory = table.memory();
            let again = t.empty_table(32, Some(10));
            assert_eq!(again.memory(), memory, "the same memory");
            assert!(again.probe(77).is_none());
            assert_eq!(again.generation(), 0);
            assert_eq!(t.empty_table(32, Some(300_000)).len(), 1 << 19);
        }
        k.clear();
        assert!(!k.is_allocated());
        // A clear while a search has the table: applied when it is next taken.
        let mut t = k.take().unwrap();
        t.table(1, None);
        k.clear();
        drop(t);
        assert!(!k.is_allocated());
    }

    /// Positions of `bench/suites` (made by `bench/examples/suites_make.rs`, decided by the
    /// core: see `bench/suites/README.md`): the side to move can goal (`goal.tsv`), or
    /// must stop the opponent's goal (`defence.tsv`).
    const GOALS: [&str; 3] = [
        "g [   rrrrc eHd d h  RM  H rE     rR             D   m RC    CR RRR]",
        "s [   cr  rdcr  h   EReRrrr hH dCrRR    M r R RC R   D  m     H DR ]",
        "s [ ecr hdd       c C  E     R         rM  rH RR   rhR  DRDC R H  R]",
    ];
    const DEFENCES: [&str; 8] = [
        "g [ rrrrrrcc  d dhr    m     E    HHDh     r     D ReRM C   RCRRRRR]",
        "g [   crhrrdcr  r   E de rrhR     RRRr        HC M R mR CR   DH DR ]",
        "s [ rrrrrrc   d dhr e M    RHE   H   r        m  D  R   C    CRRRRR]",
        "s [   rrrrcr Hd dhr   M  H eR      RE            D   m  C    CRRRRR]",
        "s [   rrrrc  Hd dhr eRM  H rE      R             D   m RC    CR RRR]",
        "g [rr    rr         d rech   D  rE          RRRh   C       RD R  RR]",
        "s [hr   rrcRr rc   DR RD Er  H r  r     R     e  MC  h  H          ]",
        "g [r r   r            Ec h  dR    r       C R er    D      R  R  RR]",
    ];

    fn game(short: &str) -> arimaa_rules::Game {
        let pos = arimaa_rules::Position::from_short(short).unwrap();
        arimaa_rules::Game::from_position(pos, arimaa_rules::GameOptions::default())
    }

    /// Whether `mv` solves the suite's question in `game` by the core: a goal (`goal`),
    /// or a move after which the opponent has no goal (complete goal search) or that wins.
    fn solves(game: &arimaa_rules::Game, mv: &arimaa_rules::Move, goal: bool) -> bool {
        let me = game.side_to_move();
        let after = game.position().play(mv).unwrap();
        let won = after
            .outcome_after_move()
            .is_some_and(|o| o.winner == Some(me));
        won || (!goal && after.goal_move().is_none())
    }

    #[test]
    fn a_kept_table_answers_what_the_core_decides_as_a_new_one_does() {
        use crate::{Bot, BotKind, Budget};
        let budget = Budget::new().with_nodes(60_000);
        // One bot through all the positions, each searched once before (a smaller
        // budget), so that its table holds entries of every earlier search.
        let kept = Bot::new(BotKind::Search, 1).with_hash_mb(4);
        let cases = GOALS
            .iter()
            .map(|p| (p, true))
            .chain(DEFENCES.iter().map(|p| (p, false)));
        let mut solved = 0;
        for (short, goal) in cases {
            let g = game(short);
            let fresh = Bot::new(BotKind::Search, 1).with_hash_mb(4);
            let new = fresh.analyze(&g, &budget, &|_| {}).unwrap();
            kept.analyze(&g, &Budget::new().with_nodes(20_000), &|_| {});
            let old = kept.analyze(&g, &budget, &|_| {}).unwrap();
            assert!(g.legal_moves().contains(&old.mv), "{short}: {old}");
            if goal {
                // The goal is the core's (taken before any search): the same move.
                assert_eq!(old.mv, new.mv, "{short}");
            }
            if solves(&g, &new.mv, goal) {
                solved += 1;
                assert!(solves(&g, &old.mv, goal), "{short}: new {new}, kept {old}");
            }
        }
        assert!(solved >= 8, "the new bots solved only {solved} of 11");
    }

    #[test]
    fn concurrent_searches_on_one_bot_give_legal_moves() {
        use crate::{Bot, BotKind, Budget};
        for threads in [1, 2] {
            let bot = Bot::new(BotKind::Search, 3).with_threads(threads);
            let games: alloc::vec::Vec<_> = DEFENCES.iter().take(4).map(|p| game(p)).collect();
            std::thread::scope(|s| {
                for (i, g) in games.iter().enumerate() {
                    let bot = &bot;
                    s.spawn(move || {
                        for n in 0..3u64 {
                            let budget = Budget::new().with_nodes(15_000 + 5_000 * n);
                            let a = bot.analyze(g, &budget, &|_| {}).unwrap();
                            assert!(g.legal_moves().contains(&a.mv), "game {i}: {a}");
                        }
                    });
                }
                // And a thread that clears the table meanwhile.
                s.spawn(|| {
                    for _ in 0..50 {
                        bot.clear_table();
                        std::thread::yield_now();
                    }
                });
            });
        }
    }
}
