//! [`ActionSet`]: a set of action ids (0–256) as five 64-bit words, the compact form of a
//! legal-action mask (40 bytes instead of 257 `bool`s): what [`SelfPlay`](super::SelfPlay)
//! keeps per game to check and draw actions, and what it expands into the `bool` masks
//! it hands out.

use super::{ACTIONS, END_MOVE};

/// A set of action ids below [`ACTIONS`]: id `a` is bit `a % 64` of word `a / 64`.
///
/// ```
/// use arimaa_rules::encoding::{ACTIONS, ActionSet, END_MOVE};
/// let mut set = ActionSet::EMPTY;
/// set.insert(44);
/// set.insert(END_MOVE);
/// assert!(set.contains(44) && !set.contains(45) && !set.contains(999));
/// assert_eq!((set.len(), set.nth(1)), (2, Some(END_MOVE)));
/// let mut mask = [false; ACTIONS];
/// set.write(&mut mask);
/// assert_eq!(mask.iter().filter(|&&m| m).count(), 2);
/// assert_eq!(ActionSet::from_mask(&mask), set);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ActionSet([u64; ACTIONS.div_ceil(64)]);

/// `BYTES[b]`: the eight `bool`s of the bits of `b`, lowest bit first.
const BYTES: [[bool; 8]; 256] = {
    let mut t = [[false; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let mut i = 0;
        while i < 8 {
            t[b][i] = b >> i & 1 == 1;
            i += 1;
        }
        b += 1;
    }
    t
};

impl ActionSet {
    /// The empty set.
    pub const EMPTY: ActionSet = ActionSet([0; ACTIONS.div_ceil(64)]);

    /// Adds `action` (ids at or above [`ACTIONS`] are ignored).
    #[inline]
    pub fn insert(&mut self, action: usize) {
        if action < ACTIONS {
            self.0[action / 64] |= 1 << (action % 64);
        }
    }

    /// Whether `action` is in the set (`false` for ids at or above [`ACTIONS`]).
    #[inline]
    pub fn contains(&self, action: usize) -> bool {
        action < ACTIONS && self.0[action / 64] >> (action % 64) & 1 == 1
    }

    /// The number of actions in the set (0–257).
    #[inline]
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The `k`-th smallest action of the set (`k` from 0), or `None` when `k >= len()`.
    pub fn nth(&self, k: usize) -> Option<usize> {
        let mut k = k as u32;
        for (w, &word) in self.0.iter().enumerate() {
            let ones = word.count_ones();
            if k < ones {
                // Skip whole bytes, then single bits.
                let (mut base, mut word) = (64 * w, word);
                while k >= (word & 0xff).count_ones() {
                    k -= (word & 0xff).count_ones();
                    word >>= 8;
                    base += 8;
                }
                for _ in 0..k {
                    word &= word - 1;
                }
                return Some(base + word.trailing_zeros() as usize);
            }
            k -= ones;
        }
        None
    }

    /// Adds the steps given by their origins: `origins[d]` holds the squares whose step in
    /// direction `d` (as [`Direction::ALL`](crate::Direction::ALL): north, east, south,
    /// west) is added, i.e. action `4 * square + d` for each of its squares.
    ///
    /// ```
    /// use arimaa_rules::encoding::ActionSet;
    /// use arimaa_rules::{Bitboard, Square};
    /// let mut set = ActionSet::EMPTY;
    /// let d2 = Bitboard::from_square(Square::from_coords(3, 1).unwrap());
    /// set.insert_origins(&[d2, Bitboard::EMPTY, Bitboard::EMPTY, Bitboard(1 << 63)]);
    /// assert_eq!((set.nth(0), set.nth(1), set.len()), (Some(44), Some(255), 2));
    /// ```
    pub fn insert_origins(&mut self, origins: &[crate::Bitboard; 4]) {
        // Word w holds squares 16w..16w+16, four actions each: spread 16 bits of each
        // direction to every fourth bit, shifted by the direction.
        fn spread(x: u64) -> u64 {
            let mut x = x & 0xffff;
            x = (x | x << 24) & 0x0000_00ff_0000_00ff;
            x = (x | x << 12) & 0x000f_000f_000f_000f;
            x = (x | x << 6) & 0x0303_0303_0303_0303;
            (x | x << 3) & 0x1111_1111_1111_1111
        }
        for (w, word) in self.0[..4].iter_mut().enumerate() {
            for (d, bits) in origins.iter().enumerate() {
                *word |= spread(bits.0 >> (16 * w)) << d;
            }
        }
    }

    /// The actions of the set, smallest first (a copy of the set is walked: the iterator
    /// borrows nothing).
    ///
    /// ```
    /// use arimaa_rules::encoding::{ActionSet, END_MOVE};
    /// let mut set = ActionSet::EMPTY;
    /// for a in [END_MOVE, 3, 200, 64] {
    ///     set.insert(a);
    /// }
    /// assert_eq!(set.iter().collect::<Vec<_>>(), [3, 64, 200, END_MOVE]);
    /// assert_eq!(set.iter().len(), 4);
    /// ```
    #[inline]
    pub fn iter(&self) -> ActionSetIter {
        ActionSetIter {
            words: self.0,
            word: 0,
        }
    }

    /// The set of the `true` entries of a mask.
    pub fn from_mask(mask: &[bool; ACTIONS]) -> ActionSet {
        let mut set = ActionSet::EMPTY;
        for (a, _) in mask.iter().enumerate().filter(|&(_, &m)| m) {
            set.insert(a);
        }
        set
    }

    /// Writes the set as a mask: `out[a]` is whether `a` is in the set (every entry is
    /// written).
    pub fn write(&self, out: &mut [bool; ACTIONS]) {
        let (steps, end) = out.split_at_mut(END_MOVE);
        for (i, eight) in steps.chunks_exact_mut(8).enumerate() {
            let byte = (self.0[i / 8] >> (8 * (i % 8))) as u8;
            eight.copy_from_slice(&BYTES[byte as usize]);
        }
        end[0] = self.contains(END_MOVE);
    }
}

impl IntoIterator for ActionSet {
    type Item = usize;
    type IntoIter = ActionSetIter;

    /// [`ActionSet::iter`].
    #[inline]
    fn into_iter(self) -> ActionSetIter {
        self.iter()
    }
}

/// The actions of an [`ActionSet`], smallest first ([`ActionSet::iter`]).
#[derive(Debug, Clone)]
pub struct ActionSetIter {
    /// The actions not yet returned.
    words: [u64; ACTIONS.div_ceil(64)],
    /// The first word that may still hold one.
    word: usize,
}

impl Iterator for ActionSetIter {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        while let Some(w) = self.words.get_mut(self.word) {
            if *w != 0 {
                let bit = w.trailing_zeros() as usize;
                *w &= *w - 1;
                return Some(64 * self.word + bit);
            }
            self.word += 1;
        }
        None
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.words.iter().map(|w| w.count_ones() as usize).sum();
        (n, Some(n))
    }
}

impl ExactSizeIterator for ActionSetIter {}

// `write` relies on the steps filling whole words and END_MOVE being the last id.
const _: () = assert!(END_MOVE % 64 == 0 && END_MOVE + 1 == ACTIONS);
