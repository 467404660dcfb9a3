//! Zobrist keys: one random 64-bit key per (piece, square), plus one for "silver to move".
//!
//! The keys are generated at compile time by [`SplitMix64`] from a fixed seed, so hashes are the
//! same in every build, on every platform and in every language binding. A board's hash is
//! the XOR of the keys of its pieces; a position's repetition key adds
//! [`SILVER_TO_MOVE`] when silver is to move. Both are updated incrementally by
//! [`Board`](crate::Board) on every change.

use crate::rng::SplitMix64;

const fn generate() -> ([[u64; 64]; 12], u64) {
    let mut keys = [[0u64; 64]; 12];
    let mut rng = SplitMix64::new(0x4172_696d_6161_2121); // "Arimaa!!"
    let mut p = 0;
    while p < 12 {
        let mut s = 0;
        while s < 64 {
            keys[p][s] = rng.next_u64();
            s += 1;
        }
        p += 1;
    }
    (keys, rng.next_u64())
}

const GENERATED: ([[u64; 64]; 12], u64) = generate();

/// `PIECE_SQUARE[piece.index()][square.index()]`: the key of a piece standing on a square.
pub const PIECE_SQUARE: [[u64; 64]; 12] = GENERATED.0;

/// XORed into a position's key when silver is to move.
pub const SILVER_TO_MOVE: u64 = GENERATED.1;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct_and_nonzero() {
        let mut all: alloc::vec::Vec<u64> = PIECE_SQUARE.iter().flatten().copied().collect();
        all.push(SILVER_TO_MOVE);
        assert!(all.iter().all(|&k| k != 0));
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), 12 * 64 + 1);
    }

    /// The keys are the SplitMix64 stream seeded with "Arimaa!!" (0x4172696d61612121), in
    /// order: piece 0's 64 squares, ..., piece 11's, then silver-to-move. Values from an
    /// independent implementation of Vigna's splitmix64.c (a few lines of Python); they
    /// must never change, since hashes can be stored and compared across versions.
    #[test]
    fn keys_are_the_published_stream() {
        assert_eq!(PIECE_SQUARE[0][0], 0xc292_8696_7661_d87f);
        assert_eq!(PIECE_SQUARE[0][1], 0x8dcf_6a05_27f5_303d);
        assert_eq!(PIECE_SQUARE[11][63], 0xaeda_b09f_3a7d_2d96);
        assert_eq!(SILVER_TO_MOVE, 0x1a13_5b3e_1ede_403c);
    }
}
