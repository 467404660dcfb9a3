//! The transposition table: one entry per slot, indexed by the low bits of
//! `Position::state_key` (board, side, steps taken, pending push or pull, move-start
//! board: see the core), so that the many step orders that reach one position share their
//! result. Sized to the nodes the search can reach (at most the bot's size in MiB) and
//! allocated zeroed; nothing is allocated per node.
//!
//! The table is shared: by the threads of one search (Lazy SMP: each probes and stores
//! at once, without a lock) and by the searches of one bot (it is kept between them, see
//! `kept`). A slot is two atomic words, the key XOR the data and the data (Hyatt and
//! Mann's lockless hashing, as Crafty and Stockfish do): a slot torn by two threads
//! writing it at once holds a key that matches neither, and reads as empty. Loads and
//! stores are `Relaxed`: plain moves on x86-64 and AArch64, so one thread searches as fast
//! as with plain words.
//!
//! Each entry records the search that stored it (its generation, five bits). Every store
//! replaces what its slot holds, whatever its age or depth, as before entries were kept:
//! with one slot per key there is no other entry to replace first, and a search on a new
//! table then finds exactly what it did (a node budget gives the same move).

use alloc::alloc::{Layout, alloc_zeroed, handle_alloc_error};
use alloc::boxed::Box;

use core::sync::atomic::{AtomicU64, Ordering};

use super::order::Act;

/// How a stored score bounds the true one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (a cut-off).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

/// One slot: the key XOR the packed data, then the data (zero: empty).
type Slot = [AtomicU64; 2];

/// What a slot holds.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Entry {
    pub(crate) score: i32,
    pub(crate) depth: i32,
    pub(crate) bound: Bound,
    pub(crate) act: Option<Act>,
}

/// The fewest slots of a table sized to a search's nodes (1 MiB).
const MIN_SLOTS: usize = 1 << 16;

/// The generations an entry tells apart (five bits of its data).
const GENERATIONS: u8 = 32;

/// The table.
pub(crate) struct Table {
    slots: Box<[Slot]>,
    mask: usize,
    /// The generation of the search storing now, shifted into place in the data.
    generation: u64,
}

impl Table {
    /// A table of [`Table::slots_for`] slots, empty.
    pub(crate) fn new(mb: u32, nodes: Option<u64>) -> Table {
        Table::with_slots(Table::slots_for(mb, nodes))
    }

    /// The slots of a table of at most `mb` MiB (a power of two of 16-byte slots) and,
    /// when the search can reach at most `nodes` nodes, of no more slots than the power of
    /// two at or above `nodes` (at least [`MIN_SLOTS`]): a search fills no more, and a
    /// table much larger than it fills costs its time in page faults and cache misses
    /// (measured: 250,000-node searches ran about 20% faster in 8 MiB than in 32).
    pub(crate) fn slots_for(mb: u32, nodes: Option<u64>) -> usize {
        let bytes = (mb.max(1) as usize).saturating_mul(1 << 20);
        let wanted = nodes.map_or(usize::MAX, |n| {
            usize::try_from(n)
                .unwrap_or(usize::MAX)
                .max(MIN_SLOTS)
                .checked_next_power_of_two()
                .unwrap_or(usize::MAX)
        });
        let mut n = 1usize;
        while n < wanted && n * 2 * core::mem::size_of::<Slot>() <= bytes {
            n *= 2;
        }
        n
    }

    /// An empty table of `n` slots (a power of two), allocated zeroed: the pages a search
    /// never touches cost nothing.
    fn with_slots(n: usize) -> Table {
        let Ok(layout) = Layout::array::<Slot>(n) else {
            // More bytes than the address space: as `vec!` does.
            panic!("a transposition table of {n} slots is too large");
        };
        // SAFETY: `layout` has a non-zero size (`n` >= 1 slots of 16 bytes); a null pointer
        // (the allocation failed) goes to `handle_alloc_error`, as for any collection.
        // All-zero bytes are a valid `AtomicU64` (it has the in-memory representation of a
        // `u64`), so the `n` slots are initialized, and the box frees them with the same
        // layout (that of `[Slot]` of length `n`).
        let slots = unsafe {
            let ptr = alloc_zeroed(layout).cast::<Slot>();
            if ptr.is_null() {
                handle_alloc_error(layout);
            }
            Box::from_raw(core::ptr::slice_from_raw_parts_mut(ptr, n))
        };
        Table {
            slots,
            mask: n - 1,
            generation: 0,
        }
    }

    /// The number of slots.
    pub(crate) fn len(&self) -> usize {
        self.slots.len()
    }

    /// The same entries in a table of `n` slots (more than now, a power of two): each
    /// goes to its slot in the larger table (no two collide, since the index keeps the
    /// key's low bits).
    pub(crate) fn grown(self, n: usize) -> Table {
        let mut bigger = Table::with_slots(n);
        bigger.generation = self.generation;
        for [k, d] in self.slots.iter() {
            let (k, d) = (k.load(Ordering::Relaxed), d.load(Ordering::Relaxed));
            if d != 0 {
                let [nk, nd] = &bigger.slots[(k ^ d) as usize & bigger.mask];
                nk.store(k, Ordering::Relaxed);
                nd.store(d, Ordering::Relaxed);
            }
        }
        bigger
    }

    /// Empties the table in place, as a new one of its size (generation 0): the memory is
    /// written, not given back and asked for again, so the pages a search touched cost no
    /// page fault the next time (measured: a fresh 32 MiB table cost a 0.25-second search
    /// 16 ms of system time with one thread and 104 ms with two, which fault at once).
    pub(crate) fn clear(&mut self) {
        for [k, d] in self.slots.iter_mut() {
            *k.get_mut() = 0;
            *d.get_mut() = 0;
        }
        self.generation = 0;
    }

    /// A new search will store in this table: its entries are of the next generation.
    pub(crate) fn next_generation(&mut self) {
        let g = ((self.generation >> GENERATION_SHIFT) as u8 + 1) % GENERATIONS;
        self.generation = u64::from(g) << GENERATION_SHIFT;
    }

    /// Where the slots are in memory (to tell a reused table from a new one).
    #[cfg(test)]
    pub(crate) fn memory(&self) -> *const Slot {
        self.slots.as_ptr()
    }

    /// The generation of the entries the search stores now (0 to 31).
    #[cfg(test)]
    pub(crate) fn generation(&self) -> u8 {
        (self.generation >> GENERATION_SHIFT) as u8
    }

    /// The entry stored for `key`, if any (a slot torn by two writers reads as empty).
    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let [k, d] = &self.slots[key as usize & self.mask];
        let d = d.load(Ordering::Relaxed);
        if k.load(Ordering::Relaxed) ^ d != key || d == 0 {
            return None;
        }
        Some(Entry {
            score: (d & 0xffff_ffff) as u32 as i32,
            depth: ((d >> 32) & 0xff) as i32,
            bound: match (d >> 40) & 3 {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
            act: Act::decode(((d >> 48) & 0xffff) as u16),
        })
    }

    /// Stores a result for `key`, replacing the slot's entry (the newest search knows
    /// most; an entry of an earlier search is as replaceable as one of this search).
    #[inline]
    pub(crate) fn store(&self, key: u64, e: Entry) {
        let bound = match e.bound {
            Bound::Exact => 0u64,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let data = u64::from(e.score as u32)
            | (e.depth.clamp(0, 255) as u64) << 32
            | bound << 40
            | 1 << 42
            | self.generation
            | u64::from(e.act.map_or(0, Act::encode)) << 48;
        let [k, d] = &self.slots[key as usize & self.mask];
        k.store(key ^ data, Ordering::Relaxed);
        d.store(data, Ordering::Relaxed);
    }
}

/// Where the generation sits in an entry's data (bits 43 to 47).
const GENERATION_SHIFT: u32 = 43;

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(score: i32, depth: i32) -> Entry {
        Entry {
            score,
            depth,
            bound: Bound::Lower,
            act: Some(Act::Pass),
        }
    }

    #[test]
    fn size_is_bounded_by_the_megabytes() {
        let t = Table::new(1, None);
        assert_eq!(t.len() * 16, 1 << 20);
        assert_eq!(Table::new(3, None).len() * 16, 2 << 20);
    }

    #[test]
    fn size_follows_the_nodes_within_the_megabytes() {
        // 300,000 nodes: the power of two above, 2^19 slots of 16 bytes (8 MiB).
        assert_eq!(Table::new(32, Some(300_000)).len(), 1 << 19);
        assert_eq!(Table::new(32, Some(1 << 19)).len(), 1 << 19);
        // Never below 2^16 slots, never above the megabytes.
        assert_eq!(Table::new(32, Some(10)).len(), 1 << 16);
        assert_eq!(Table::new(2, Some(10_000_000)).len(), 1 << 17);
        assert_eq!(Table::new(32, Some(u64::MAX)).len(), 1 << 21);
    }

    #[test]
    fn stores_and_finds() {
        let t = Table::new(1, None);
        t.store(12345, entry(-29_990, 9));
        let got = t.probe(12345).unwrap();
        assert_eq!(
            (got.score, got.depth, got.bound, got.act),
            (-29_990, 9, Bound::Lower, Some(Act::Pass))
        );
        assert!(t.probe(12345 + (1 << 40)).is_none());
        // An empty slot is empty for every key, zero included.
        assert!(t.probe(0).is_none() && t.probe(1).is_none());
    }

    #[test]
    fn a_torn_slot_reads_as_empty() {
        // Two writers of one slot: the key word of one and the data word of the other.
        let t = Table::new(1, None);
        let (a, b) = (7u64, 7 + (1 << 40));
        t.store(a, entry(100, 3));
        let first = t.slots[a as usize & t.mask][0].load(Ordering::Relaxed);
        t.store(b, entry(-250, 5));
        t.slots[a as usize & t.mask][0].store(first, Ordering::Relaxed);
        assert!(t.probe(a).is_none() && t.probe(b).is_none());
    }

    #[test]
    fn entries_of_earlier_generations_are_found_and_replaced() {
        let mut t = Table::new(1, None);
        t.store(99, entry(42, 6));
        t.next_generation();
        assert_eq!(t.generation(), 1);
        assert_eq!(t.probe(99).map(|e| (e.score, e.depth)), Some((42, 6)));
        // A shallower result of the new search replaces it (every store replaces).
        t.store(99, entry(17, 2));
        assert_eq!(t.probe(99).map(|e| (e.score, e.depth)), Some((17, 2)));
        for _ in 0..31 {
            t.next_generation();
        }
        assert_eq!(
            t.generation(),
            0,
            "five bits: 32 generations, then round again"
        );
    }

    #[test]
    fn a_cleared_table_is_empty_and_of_generation_zero() {
        let mut t = Table::new(1, None);
        t.next_generation();
        t.store(5, entry(300, 7));
        t.store(u64::MAX, entry(-1, 0));
        t.clear();
        assert_eq!((t.len(), t.generation()), (1 << 16, 0));
        assert!(t.probe(5).is_none() && t.probe(u64::MAX).is_none());
        assert!(
            t.slots
                .iter()
                .all(|[k, d]| k.load(Ordering::Relaxed) == 0 && d.load(Ordering::Relaxed) == 0)
        );
    }

    #[test]
    fn a_grown_table_keeps_every_entry() {
        let t = Table::new(1, Some(10));
        let keys: alloc::vec::Vec<u64> = (0..5_000u64)
            .map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15))
            .collect();
        for (i, &k) in keys.iter().enumerate() {
            t.store(k, entry(i as i32, 4));
        }
        let kept: alloc::vec::Vec<Option<i32>> =
            keys.iter().map(|&k| t.probe(k).map(|e| e.score)).collect();
        let g = t.grown(1 << 18);
        assert_eq!(g.len(), 1 << 18);
        for (&k, was) in keys.iter().zip(kept) {
            assert_eq!(g.probe(k).map(|e| e.score), was, "key {k:#x}");
        }
    }
}
