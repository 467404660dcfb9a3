//! The transposition table: one entry per slot, indexed by the low bits of
//! `Position::state_key` (board, side, steps taken, pending push or pull, move-start
//! board: see the core), so that the many step orders that reach one position share their
//! result. Allocated once per search, sized to the nodes the search can reach (at most the
//! bot's size in MiB); nothing is allocated per node.

use alloc::vec;
use alloc::vec::Vec;

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

/// One slot: the full key (to tell positions apart), then the packed data. Plain words,
/// so that a new table is allocated zeroed (`calloc`: pages the search never touches cost
/// nothing) rather than written slot by slot.
type Slot = [u64; 2];

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

/// The table.
pub(crate) struct Table {
    slots: Vec<Slot>,
    mask: usize,
}

impl Table {
    /// A table of at most `mb` MiB (a power of two of 16-byte slots) and, when the search
    /// can reach at most `nodes` nodes, of no more slots than the power of two at or above
    /// `nodes` (at least [`MIN_SLOTS`]): a search fills no more, and a table much larger
    /// than it fills costs its time in page faults and cache misses (measured: 250,000-node
    /// searches ran about 20% faster in 8 MiB than in 32).
    pub(crate) fn new(mb: u32, nodes: Option<u64>) -> Table {
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
        Table {
            slots: vec![[0; 2]; n],
            mask: n - 1,
        }
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let [slot_key, d] = self.slots[key as usize & self.mask];
        if slot_key != key || d == 0 {
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

    /// Stores a result for `key` (always replacing: the newest search knows most).
    #[inline]
    pub(crate) fn store(&mut self, key: u64, e: Entry) {
        let bound = match e.bound {
            Bound::Exact => 0u64,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let data = u64::from(e.score as u32)
            | (e.depth.clamp(0, 255) as u64) << 32
            | bound << 40
            | 1 << 42
            | u64::from(e.act.map_or(0, Act::encode)) << 48;
        self.slots[key as usize & self.mask] = [key, data];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_is_bounded_by_the_megabytes() {
        let t = Table::new(1, None);
        assert_eq!(t.slots.len() * 16, 1 << 20);
        assert_eq!(Table::new(3, None).slots.len() * 16, 2 << 20);
    }

    #[test]
    fn size_follows_the_nodes_within_the_megabytes() {
        // 300,000 nodes: the power of two above, 2^19 slots of 16 bytes (8 MiB).
        assert_eq!(Table::new(32, Some(300_000)).slots.len(), 1 << 19);
        assert_eq!(Table::new(32, Some(1 << 19)).slots.len(), 1 << 19);
        // Never below 2^16 slots, never above the megabytes.
        assert_eq!(Table::new(32, Some(10)).slots.len(), 1 << 16);
        assert_eq!(Table::new(2, Some(10_000_000)).slots.len(), 1 << 17);
        assert_eq!(Table::new(32, Some(u64::MAX)).slots.len(), 1 << 21);
    }

    #[test]
    fn stores_and_finds() {
        let mut t = Table::new(1, None);
        let e = Entry {
            score: -29_990,
            depth: 9,
            bound: Bound::Lower,
            act: Some(Act::Pass),
        };
        t.store(12345, e);
        let got = t.probe(12345).unwrap();
        assert_eq!(
            (got.score, got.depth, got.bound, got.act),
            (-29_990, 9, Bound::Lower, Some(Act::Pass))
        );
        assert!(t.probe(12345 + (1 << 40)).is_none());
    }
}
