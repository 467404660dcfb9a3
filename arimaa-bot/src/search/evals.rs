//! The evaluation cache: the static evaluation of the boards this search has evaluated,
//! remembered by key, so that a board met again (reached by another order of the same
//! steps, at another depth, or below another root move) is evaluated once. The value
//! remembered is the evaluation's own, so the search finds what it would without the
//! cache, sooner.

use alloc::vec;
use alloc::vec::Vec;

use arimaa_rules::{Board, Color};

use crate::evaluation::{Weights, evaluate};

/// What a board's key is combined with when silver is to move (the evaluation weighs
/// some terms by the side to move): a fixed constant, 2^64 divided by the golden ratio.
const SILVER_TO_MOVE: u64 = 0x9e37_79b9_7f4a_7c15;

/// One remembered evaluation: the key with its lowest bit set (0: empty) and gold's value.
#[derive(Clone, Copy)]
struct Slot {
    tag: u64,
    gold: i32,
}

/// Remembers [`evaluate`]'s value of boards by their Zobrist key and side to move, one
/// board a slot (a new one replaces the old), for one search thread and one set of
/// weights. Two boards whose keys agree in 63 bits (about one chance in 2^63 a lookup)
/// would share a value, as they would share an entry of the transposition table.
pub(crate) struct Evals {
    slots: Vec<Slot>,
}

impl Evals {
    /// The slots: 2^14 of 16 bytes, 256 KiB (measured at 1,000,000 nodes: about as many
    /// hits as 2^16 or 2^18, and faster per node, the slots staying in the processor's
    /// cache).
    const SIZE: usize = 1 << 14;

    /// An empty cache.
    pub(crate) fn new() -> Evals {
        Evals {
            slots: vec![Slot { tag: 0, gold: 0 }; Evals::SIZE],
        }
    }

    /// `evaluate(board, me, to_move, weights)`, from the cache when this board was
    /// evaluated with the same side to move before (with the same `weights`: one cache
    /// serves one bot's search). The cache holds gold's view; silver's is its negation,
    /// as in [`evaluate`].
    pub(crate) fn evaluate(
        &mut self,
        board: &Board,
        me: Color,
        to_move: Color,
        weights: &Weights,
    ) -> i32 {
        let key = board.zobrist_key()
            ^ match to_move {
                Color::Gold => 0,
                Color::Silver => SILVER_TO_MOVE,
            };
        let tag = key | 1;
        let slot = &mut self.slots[(key >> 32) as usize % Evals::SIZE];
        let gold = if slot.tag == tag {
            slot.gold
        } else {
            let v = evaluate(board, Color::Gold, to_move, weights);
            *slot = Slot { tag, gold: v };
            v
        };
        match me {
            Color::Gold => gold,
            Color::Silver => -gold,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_positions::game;

    #[test]
    fn a_remembered_value_is_the_evaluations_for_either_side() {
        // Gold a rabbit from its goal (a6), silver four steps from its own (h5), silver's
        // cat frozen next to the gold elephant: asked twice for each view and side to
        // move, every answer, first or remembered, is the evaluation's own.
        let g = game(["", "", "R", "   E   r", "   c", "", "", "    e"], 'g');
        let board = g.position().board();
        let w = Weights::DEFAULT;
        let mut evals = Evals::new();
        for _ in 0..2 {
            for me in [Color::Gold, Color::Silver] {
                for to_move in [Color::Gold, Color::Silver] {
                    assert_eq!(
                        evals.evaluate(board, me, to_move, &w),
                        evaluate(board, me, to_move, &w),
                        "{me:?} with {to_move:?} to move"
                    );
                }
            }
        }
        // The side to move is part of the key: the goal threats weigh more for the side
        // to move, so the two values differ on this board.
        assert_ne!(
            evaluate(board, Color::Gold, Color::Gold, &w),
            evaluate(board, Color::Gold, Color::Silver, &w)
        );
    }
}
