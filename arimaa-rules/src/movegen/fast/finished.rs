//! What the walk stores for each finished board ([`FinishedValue`]): nothing when
//! counting, the canonical step sequence and the board's key ([`Listed`]) when listing.

use crate::{Direction, Move, Piece, Square, Step};

/// What the walk records for each finished board: nothing when counting, the shortest
/// first-found step sequence when listing.
pub(super) trait FinishedValue: Sized {
    /// Whether the step sequences are needed.
    const LISTS: bool;
    /// The record of a board first found by `seq[..len]`, with Zobrist key `hash`.
    fn make(seq: &[u16; 4], len: usize, hash: u64) -> Self;
    /// Replaces the stored sequence by `seq` if `seq` is shorter.
    fn shorten(&mut self, seq: &[u16; 4], len: usize);
}

impl FinishedValue for () {
    const LISTS: bool = false;
    #[inline(always)]
    fn make(_: &[u16; 4], _: usize, _: u64) {}
    #[inline(always)]
    fn shorten(&mut self, _: &[u16; 4], _: usize) {}
}

/// A step packed as `piece index << 8 | from << 2 | direction`.
#[inline(always)]
pub(super) fn pack(p: usize, from: u8, d: usize) -> u16 {
    (p as u16) << 8 | (from as u16) << 2 | d as u16
}

/// A listed move: the canonical steps and the Zobrist key of the board they lead to.
pub(in crate::movegen) struct Listed {
    pub(in crate::movegen) mv: Move,
    pub(in crate::movegen) hash: u64,
}

pub(super) fn unpack(seq: &[u16; 4], len: usize) -> Move {
    let mut mv = Move::new();
    for &s in &seq[..len] {
        let piece = Piece::from_index((s >> 8) as usize).expect("piece index");
        let from = Square::new(((s >> 2) & 63) as u8).expect("square");
        let step = Step::new(piece, from, Direction::ALL[(s & 3) as usize]).expect("on board");
        let _ = mv.push(step);
    }
    mv
}

impl FinishedValue for Listed {
    const LISTS: bool = true;
    fn make(seq: &[u16; 4], len: usize, hash: u64) -> Listed {
        Listed {
            mv: unpack(seq, len),
            hash,
        }
    }

    fn shorten(&mut self, seq: &[u16; 4], len: usize) {
        if self.mv.len() > len {
            self.mv = unpack(seq, len);
        }
    }
}
