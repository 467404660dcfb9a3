//! The open-addressing hash table of both unique-move generators (the fast walk in
//! [`fast`](super::fast) and the reference walk in [`movegen`](super)): the finished boards
//! of a walk and its partial moves, each compared exactly (the key) and found by its
//! Zobrist-based hash.

use alloc::vec::Vec;

/// An insertion-ordered open-addressing set, kept from call to call (no allocation once
/// warmed up, no clearing: every call and every growth starts a new generation).
///
/// A slot is `generation << 56 | tag << 24 | entry`: the tag is the high half of the hash
/// and also picks the first slot, so a probe reads one slot word and touches the entry
/// only when the tags are equal, and the table can grow without the entries. A slot of an
/// older generation is empty. Each call starts from a table at the front of the kept
/// buffer, the smallest power of two that held the last call's entries at under half
/// load but at least `initial` slots, that grows ×4 at half load: alike consecutive
/// positions rarely grow it, and small positions after a large one work in a small,
/// cached table again.
pub(super) struct Table<K, V> {
    slots: Vec<u64>,
    /// The slots in use: `slots[..=mask]`.
    mask: usize,
    /// The current generation, 1..=255 (0 is never current: zeroed slots are empty).
    generation: u64,
    initial: usize,
    keys: Vec<K>,
    values: Vec<V>,
    /// The live slots during a growth (kept to avoid allocating).
    scratch: Vec<u64>,
}

/// Entry numbers take 24 bits: 16.7 million entries, far above the unique moves or
/// partial moves of any position (the largest known counts are under half a million).
const ENTRY_BITS: u32 = 24;
const ENTRY_MASK: u64 = (1 << ENTRY_BITS) - 1;

impl<K: Copy + Eq, V> Table<K, V> {
    /// An empty table starting each call with `n` slots (a power of two).
    pub(super) fn new(n: usize) -> Table<K, V> {
        Table {
            slots: alloc::vec![0; n],
            mask: n - 1,
            generation: 1,
            initial: n,
            keys: Vec::with_capacity(n / 2),
            values: Vec::with_capacity(n / 2),
            scratch: Vec::new(),
        }
    }

    /// Starts a new generation: every slot becomes empty (all of them are zeroed only
    /// when the 8-bit generation wraps).
    fn next_generation(&mut self) {
        if self.generation == 255 {
            self.slots.iter_mut().for_each(|s| *s = 0);
            self.generation = 1;
        } else {
            self.generation += 1;
        }
    }

    /// Empties the table for a new walk, back to its initial size.
    pub(super) fn reset(&mut self) {
        // Start with the fewest slots that held the last call's entries under half load
        // (consecutive positions are often alike: no growth, and the table is no larger
        // than they need), but not below the initial size. The slots are there: the last
        // call had more than twice its entries.
        // A table of `s` slots takes entries while `2n < s`, so the last call's `last`
        // entries lived in at least `2 * last` slots (a power of two): that many are
        // there. (`2 * last + 1` asked for twice that after a call that ended exactly at
        // half load, past the end of the slots.)
        let last = self.keys.len();
        self.keys.clear();
        self.values.clear();
        self.mask = (2 * last).next_power_of_two().max(self.initial) - 1;
        self.next_generation();
        if self.mask >= self.initial {
            self.bring_into_cache();
        }
    }

    /// Reads one slot of every cache line in use, in order, before a walk on a table
    /// larger than its initial size (its lines were likely evicted since the last call).
    /// The walk reads its slots at random, each a cache miss on a cold table; an ordered
    /// pass streams them in. Measured on the 1000 random positions of the benchmark
    /// (`bench/`): with the caches flushed before each, 45–51 ns per unique move without
    /// it and 41–44 with it; in the side-by-side run, 52.5 and 40.8. Only a speed-up: the
    /// tables are the same.
    fn bring_into_cache(&self) {
        // 8 slots of 8 bytes per 64-byte line.
        for slot in self.slots[..=self.mask].iter().step_by(8) {
            core::hint::black_box(*slot);
        }
    }

    /// Four times the slots (fewer, larger rehashes: big positions grow fast).
    #[cold]
    fn grow(&mut self) {
        let old = self.generation;
        self.scratch.clear();
        self.scratch.extend(
            self.slots[..=self.mask]
                .iter()
                .copied()
                .filter(|s| s >> 56 == old),
        );
        let n = (self.mask + 1) * 4;
        if self.slots.len() < n {
            self.slots.resize(n, 0);
        }
        self.next_generation();
        self.mask = n - 1;
        let fresh = self.generation << 56;
        for &s in &self.scratch {
            let mut j = (s >> ENTRY_BITS) as u32 as usize & self.mask;
            while self.slots[j] >> 56 == self.generation {
                j = (j + 1) & self.mask;
            }
            self.slots[j] = fresh | (s & !(0xff << 56));
        }
    }

    /// Finds the entry of `key` or inserts it with `make()`; returns (entry, inserted).
    #[inline(always)]
    pub(super) fn find_or_insert(
        &mut self,
        hash: u64,
        key: K,
        make: impl FnOnce() -> V,
    ) -> (usize, bool) {
        let tag = hash >> 32;
        loop {
            let want = self.generation << 32 | tag;
            let mask = self.mask;
            let mut j = tag as usize & mask;
            loop {
                let s = self.slots[j];
                let high = s >> ENTRY_BITS;
                if high == want {
                    let i = (s & ENTRY_MASK) as usize;
                    if self.keys[i] == key {
                        return (i, false);
                    }
                } else if high >> 32 != self.generation {
                    break;
                }
                j = (j + 1) & mask;
            }
            let n = self.keys.len();
            if n * 2 < mask + 1 {
                debug_assert!(n < 1 << ENTRY_BITS);
                self.slots[j] = want << ENTRY_BITS | n as u64;
                self.keys.push(key);
                // (Counting records nothing: no list of zero-sized values to keep.)
                if core::mem::size_of::<V>() != 0 {
                    self.values.push(make());
                }
                return (n, true);
            }
            self.grow();
        }
    }

    /// Inserts each key of `batch` not in the table yet (as [`Table::find_or_insert`],
    /// in order, the value made by `make(hash)`), after reading the first slot of each:
    /// those loads depend on nothing but the hashes, so their cache misses overlap, where
    /// the probes one after the other would each wait for the last (the tables of large
    /// positions are far larger than the caches). Only a speed-up: the entries are the
    /// same.
    #[inline(always)]
    pub(super) fn insert_all(&mut self, batch: &[(u64, K)], make: impl Fn(u64) -> V) {
        let mut touched = 0;
        for &(hash, _) in batch {
            touched ^= self.slots[(hash >> 32) as usize & self.mask];
        }
        core::hint::black_box(touched);
        for &(hash, key) in batch {
            self.find_or_insert(hash, key, || make(hash));
        }
    }

    /// The number of entries.
    #[inline(always)]
    pub(super) fn len(&self) -> usize {
        self.keys.len()
    }

    /// The value of entry `i` (0..[`Table::len`]), in insertion order.
    #[inline(always)]
    pub(super) fn value_mut(&mut self, i: usize) -> &mut V {
        &mut self.values[i]
    }

    /// Removes the values, in insertion order (the keys stay until the next
    /// [`Table::reset`]; zero-sized values are not stored, so there are none of those).
    pub(super) fn drain_values(&mut self) -> alloc::vec::Drain<'_, V> {
        self.values.drain(..)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A call that ends with the table exactly at half load (4 entries in 8 slots: the
    /// fourth insertion needs `2 · 3 < 8`, no growth) must start the next call within the
    /// slots it has. Found by a game of the search bot against `bot:classic`, where the
    /// classic bot's move list ended at 4,096 boards in 8,192 slots and the next call
    /// indexed slot 16,383.
    #[test]
    fn a_call_ending_at_half_load_resets_within_its_slots() {
        let mut t: Table<u64, ()> = Table::new(8);
        for k in 0..4u64 {
            let hash = k.wrapping_mul(0x9e37_79b9_7f4a_7c15);
            assert_eq!(t.find_or_insert(hash, k, || ()), (k as usize, true));
        }
        assert_eq!(t.slots.len(), 8, "no growth");
        t.reset();
        assert_eq!(t.mask, 7);
        for k in 0..40u64 {
            let hash = k.wrapping_mul(0x9e37_79b9_7f4a_7c15);
            assert_eq!(t.find_or_insert(hash, k, || ()).0, k as usize);
        }
        t.reset();
        assert_eq!(
            t.mask + 1,
            128,
            "40 entries need 128 slots at under half load"
        );
        assert!(t.slots.len() >= 128);
    }
}
