//! The walk's board and bitboard helpers: the lean board ([`Node`]), its four bit planes
//! (the exact key of a board in the tables), and raw-`u64` forms of the bitboard operations
//! of [`Bitboard`] (the walk keeps its sets as `u64`).

use crate::{Bitboard, Direction};

/// The trap squares c3, f3, c6, f6.
pub(super) const TRAPS: u64 = Bitboard::TRAPS.0;

/// The squares next to those of `b` ([`Bitboard::neighbors`] on a raw word: the walk keeps
/// its bitboards as `u64`).
#[inline(always)]
pub(super) fn neighbors(b: u64) -> u64 {
    Bitboard(b).neighbors().0
}

/// The squares of `b` shifted one step in direction `d` (0 n, 1 e, 2 s, 3 w, the order of
/// [`Direction::ALL`]): [`Bitboard::shift`] on a raw word.
#[inline(always)]
pub(super) fn shift(b: u64, d: usize) -> u64 {
    let direction = match d {
        0 => Direction::North,
        1 => Direction::East,
        2 => Direction::South,
        _ => Direction::West,
    };
    Bitboard(b).shift(direction).0
}

/// Bit `d` set for each direction `d` whose target set is not empty.
#[inline(always)]
pub(super) fn nonempty(targets: &[u64; 4]) -> u32 {
    (targets[0] != 0) as u32
        | ((targets[1] != 0) as u32) << 1
        | ((targets[2] != 0) as u32) << 2
        | ((targets[3] != 0) as u32) << 3
}

/// The square offset of direction `d` (0 n, 1 e, 2 s, 3 w).
pub(super) const OFFSET: [i8; 4] = [8, 1, -8, -1];

/// The direction from `from` to the adjacent square `to`.
#[inline(always)]
pub(super) fn dir_to(from: u8, to: u8) -> usize {
    match to as i8 - from as i8 {
        8 => 0,
        1 => 1,
        -8 => 2,
        _ => 3,
    }
}

/// The board as four bit planes: bits 0–2 of (kind index + 1) for each square, then the
/// gold pieces. Exact (it is the whole board) and only four words to store and compare.
pub(super) type Planes = [u64; 4];

/// Whether two boards' planes differ: word by word, without a branch or a call (an
/// array's `!=` may compare through memory, which keeps the planes out of registers:
/// in WebAssembly that costs a store and a reload, and a copy that cannot forward).
#[inline(always)]
pub(super) fn differ(a: Planes, b: Planes) -> bool {
    (a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2]) | (a[3] ^ b[3]) != 0
}

/// `PLANE[p][i]`: all ones if piece index `p` sets plane `i`, else zero.
pub(super) const PLANE: [[u64; 4]; 12] = {
    let mut t = [[0; 4]; 12];
    let mut p = 0;
    while p < 12 {
        let code = p % 6 + 1;
        let mut i = 0;
        while i < 3 {
            if code >> i & 1 == 1 {
                t[p][i] = !0;
            }
            i += 1;
        }
        if p < 6 {
            t[p][3] = !0;
        }
        p += 1;
    }
    t
};

/// Puts or removes piece index `p` on the squares `bits`.
#[inline(always)]
pub(super) fn toggle(n: &mut Planes, bits: u64, p: usize) {
    let m = &PLANE[p];
    n[0] ^= bits & m[0];
    n[1] ^= bits & m[1];
    n[2] ^= bits & m[2];
    n[3] ^= bits & m[3];
}

/// The piece index on the occupied square `sq`.
#[inline(always)]
pub(super) fn piece_on(n: &Planes, sq: u8) -> usize {
    let code = (n[0] >> sq & 1) | (n[1] >> sq & 1) << 1 | (n[2] >> sq & 1) << 2;
    let silver = (!n[3] >> sq & 1) * 6;
    (silver + code - 1) as usize
}

/// The kind index of the piece on the occupied square `sq`.
#[inline(always)]
pub(super) fn kind_on(n: &Planes, sq: u8) -> usize {
    ((n[0] >> sq & 1) | (n[1] >> sq & 1) << 1 | (n[2] >> sq & 1) << 2) as usize - 1
}

/// The walk's lean board: the pieces as bitboards, the bit planes and the Zobrist key.
#[derive(Clone, Copy)]
pub(super) struct Node {
    /// The pieces by colour (gold, silver) and kind (rabbit to elephant).
    pub(super) bb: [[u64; 6]; 2],
    /// The pieces by colour.
    pub(super) col: [u64; 2],
    pub(super) planes: Planes,
    /// The Zobrist key.
    pub(super) hash: u64,
}

impl Node {
    /// The board of `pieces` (by piece index) with Zobrist key `hash`.
    pub(super) fn of(pieces: &[Bitboard; 12], hash: u64) -> Node {
        let mut n = Node {
            bb: [[0; 6]; 2],
            col: [0; 2],
            planes: [0; 4],
            hash,
        };
        for (p, b) in pieces.iter().enumerate() {
            n.bb[p / 6][p % 6] = b.0;
            n.col[p / 6] |= b.0;
            toggle(&mut n.planes, b.0, p);
        }
        n
    }

    /// Moves or moves back a piece of `color` and `kind` between the two squares of
    /// `bits`, and removes or puts back the piece of kind `captured_kind` on `captured`
    /// (0: none); the planes and the key are set by the caller.
    #[inline(always)]
    pub(super) fn toggle(
        &mut self,
        color: usize,
        kind: usize,
        bits: u64,
        captured_kind: usize,
        captured: u64,
    ) {
        self.bb[color][kind] ^= bits;
        self.bb[color][captured_kind] ^= captured;
        self.col[color] ^= bits ^ captured;
    }
}

/// The bit of square `sq` (0..64).
#[inline(always)]
pub(super) fn square_bit(sq: u32) -> u64 {
    1 << sq
}

/// By kind, the enemy pieces (`enemy`, by kind) standing next to a stronger unfrozen
/// piece of the side to move (`own`, by kind; `movers`: its unfrozen pieces): those it
/// may push.
#[inline(always)]
pub(super) fn pushable(own: &[u64; 6], enemy: &[u64; 6], movers: u64) -> [u64; 6] {
    core::array::from_fn(|k| enemy[k] & neighbors(movers_above(own, k, movers)))
}

/// The pieces of the kinds above `kind` (0 rabbit .. 5 elephant) in `kinds` (by kind).
#[inline(always)]
pub(super) fn kinds_above(kinds: &[u64; 6], kind: usize) -> u64 {
    kinds[kind + 1..].iter().fold(0, |b, k| b | k)
}

/// The pieces of the kinds below `kind` in `kinds` (by kind).
#[inline(always)]
pub(super) fn kinds_below(kinds: &[u64; 6], kind: usize) -> u64 {
    kinds[..kind].iter().fold(0, |b, k| b | k)
}

/// The unfrozen pieces (`movers`) of the kinds above `kind` in `own` (by kind): those
/// that may push a piece of that kind, or finish its push.
#[inline(always)]
pub(super) fn movers_above(own: &[u64; 6], kind: usize, movers: u64) -> u64 {
    kinds_above(own, kind) & movers
}

#[cfg(test)]
mod tests {
    use super::differ;

    /// Equal planes do not differ; planes that differ in any one word, or in the same bit
    /// of any two words, do (checked against the arrays' own `!=`).
    #[test]
    fn differ_is_inequality_of_the_four_words() {
        let zero = [0u64; 4];
        assert!(!differ(zero, zero));
        let board = [0x0123_4567_89ab_cdef, 0xff00, 0x8000_0000_0000_0001, 0x00f0];
        assert!(!differ(board, board));
        for i in 0..4 {
            for j in i..4 {
                for bit in [0u32, 17, 63] {
                    let mut other = board;
                    other[i] ^= 1 << bit;
                    if j != i {
                        other[j] ^= 1 << bit;
                    }
                    assert_eq!(differ(board, other), board != other, "{i} {j} {bit}");
                    assert!(differ(board, other));
                }
            }
        }
    }
}
