//! Sets of squares as 64-bit masks (bit `i` = square with index `i`, a1 = bit 0).

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use crate::{Direction, Square};

/// A set of squares, one bit per square (a1 = bit 0, h8 = bit 63).
///
/// ```
/// use arimaa_rules::{Bitboard, Square};
/// let traps = Bitboard::TRAPS;
/// assert_eq!(traps.count(), 4);
/// assert!(traps.contains(Square::F6));
/// // The four neighbours of e4:
/// let e4: Square = "e4".parse().unwrap();
/// assert_eq!(Bitboard::from_square(e4).neighbors().count(), 4);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Bitboard(pub u64);

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 64 squares.
    pub const ALL: Bitboard = Bitboard(!0);
    /// The trap squares c3, f3, c6, f6.
    pub const TRAPS: Bitboard = Bitboard((1 << 18) | (1 << 21) | (1 << 42) | (1 << 45));
    /// Rank 1 (silver's goal, gold's home rank).
    pub const RANK_1: Bitboard = Bitboard(0xff);
    /// Rank 2.
    pub const RANK_2: Bitboard = Bitboard(0xff << 8);
    /// Rank 7.
    pub const RANK_7: Bitboard = Bitboard(0xff << 48);
    /// Rank 8 (gold's goal, silver's home rank).
    pub const RANK_8: Bitboard = Bitboard(0xff << 56);

    /// The set holding only `sq`.
    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1u64 << sq.index())
    }

    /// Whether `sq` is in the set.
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1u64 << sq.index()) != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set has at least one square.
    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// The number of squares in the set (0–64).
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The lowest square in the set, or `None` when empty.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_masked(self.0.trailing_zeros()))
        }
    }

    /// The set shifted one square in `direction` (squares falling off the board are dropped).
    #[inline]
    pub const fn shift(self, direction: Direction) -> Bitboard {
        match direction {
            Direction::North => Bitboard(self.0 << 8),
            Direction::South => Bitboard(self.0 >> 8),
            Direction::East => Bitboard((self.0 & !FILE_H) << 1),
            Direction::West => Bitboard((self.0 & !FILE_A) >> 1),
        }
    }

    /// All squares orthogonally adjacent to some square of the set (not including the set
    /// itself unless a member is adjacent to another member).
    #[inline]
    pub const fn neighbors(self) -> Bitboard {
        let b = self.0;
        Bitboard((b << 8) | (b >> 8) | ((b & !FILE_H) << 1) | ((b & !FILE_A) >> 1))
    }

    /// The squares of rank `rank` (0 = rank 1 … 7 = rank 8).
    #[inline]
    pub const fn rank(rank: u8) -> Bitboard {
        Bitboard(0xffu64 << (8 * (rank as u32 & 7)))
    }
}

impl Iterator for Bitboard {
    type Item = Square;

    /// Removes and returns the lowest square.
    #[inline]
    fn next(&mut self) -> Option<Square> {
        let sq = self.first()?;
        self.0 &= self.0 - 1;
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.count() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bitboard {}

impl From<Square> for Bitboard {
    fn from(sq: Square) -> Bitboard {
        Bitboard::from_square(sq)
    }
}

macro_rules! bitop {
    ($tr:ident, $f:ident, $atr:ident, $af:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $atr for Bitboard {
            #[inline]
            fn $af(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
bitop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bitop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bitop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl fmt::Debug for Bitboard {
    /// Writes an 8×8 picture, rank 8 first, `x` for members and `.` for the rest.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            for file in 0..8 {
                let set = self.0 & (1u64 << (rank * 8 + file)) != 0;
                f.write_str(if set { "x" } else { "." })?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        Ok(())
    }
}
