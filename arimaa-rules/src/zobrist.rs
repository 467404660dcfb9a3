//! Zobrist keys: one random 64-bit key per (piece, square), plus one for "silver to move".
//!
//! The keys are generated at compile time by SplitMix64 from a fixed seed, so hashes are the
//! same in every build, on every platform and in every language binding. A board's hash is
//! the XOR of the keys of its pieces; a position's repetition key adds
//! [`SILVER_TO_MOVE`] when silver is to move. Both are updated incrementally by
//! [`Board`](crate::Board) on every change.

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const fn generate() -> ([[u64; 64]; 12], u64) {
    let mut keys = [[0u64; 64]; 12];
    let mut state = 0x4172_696d_6161_2121; // "Arimaa!!"
    let mut p = 0;
    while p < 12 {
        let mut s = 0;
        while s < 64 {
            let (next, value) = splitmix(state);
            state = next;
            keys[p][s] = value;
            s += 1;
        }
        p += 1;
    }
    let (_, side) = splitmix(state);
    (keys, side)
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
}
