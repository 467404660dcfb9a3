//! How often each position has occurred in a game, for the repetition rule (official
//! rules, "Special Situations": a move may not make the same board with the same side to
//! move occur for the third time).
//!
//! A position is identified exactly by its board and side to move. Its Zobrist key
//! ([`Position::zobrist_key`]) only picks the bucket: two different boards whose keys
//! collide are counted apart.

use alloc::vec::Vec;

use crate::{Board, Color, Position};

/// One distinct position and how many times it occurred.
#[derive(Debug, Clone)]
struct Occurrence {
    board: Board,
    side: Color,
    count: u32,
}

impl Occurrence {
    fn is(&self, board: &Board, side: Color) -> bool {
        self.side == side && self.board == *board
    }
}

/// The occurrence counts of the positions reached after completed turns.
///
/// Two vectors, no map: `index` holds `(key, slot in occurrences)` sorted by key (a
/// binary search finds a bucket), `occurrences` the distinct positions in the order they
/// first occurred. A position taken back to zero occurrences keeps its (zero) entry, so
/// [`Repetitions::clear`] and replaying keep the capacity: a game replayed into a cleared
/// table allocates nothing once it has been as long before.
#[derive(Debug, Default)]
pub(crate) struct Repetitions {
    index: Vec<(u64, u32)>,
    occurrences: Vec<Occurrence>,
}

impl Clone for Repetitions {
    fn clone(&self) -> Repetitions {
        Repetitions {
            index: self.index.clone(),
            occurrences: self.occurrences.clone(),
        }
    }

    fn clone_from(&mut self, source: &Repetitions) {
        self.index.clone_from(&source.index);
        self.occurrences.clone_from(&source.occurrences);
    }
}

impl Repetitions {
    /// The entries of the bucket of `key`: its range in `index`.
    fn bucket(&self, key: u64) -> &[(u64, u32)] {
        let start = self.index.partition_point(|&(k, _)| k < key);
        let len = self.index[start..]
            .iter()
            .take_while(|&&(k, _)| k == key)
            .count();
        &self.index[start..start + len]
    }

    /// The occurrences filed under `key`.
    fn in_bucket(&self, key: u64) -> impl Iterator<Item = &Occurrence> {
        self.bucket(key)
            .iter()
            .map(|&(_, i)| &self.occurrences[i as usize])
    }

    /// Forgets every position, keeping the capacity.
    #[cfg(feature = "encoding")] // used by `ActionGame::reset`
    pub(crate) fn clear(&mut self) {
        self.index.clear();
        self.occurrences.clear();
    }

    /// How many times `pos` (its board and side to move) has occurred.
    pub(crate) fn count(&self, pos: &Position) -> u32 {
        self.count_in(pos.zobrist_key(), pos.board(), pos.side_to_move())
    }

    /// How many times the board `board` with `side` to move, whose Zobrist key is `key`,
    /// has occurred.
    pub(crate) fn count_in(&self, key: u64, board: &Board, side: Color) -> u32 {
        self.in_bucket(key)
            .find(|o| o.is(board, side))
            .map_or(0, |o| o.count)
    }

    /// Whether some position with Zobrist key `key` occurred at least `n` times (a cheap
    /// test before the exact one).
    pub(crate) fn bucket_reaches(&self, key: u64, n: u32) -> bool {
        self.in_bucket(key).any(|o| o.count >= n)
    }

    /// How many distinct positions with `side` to move occurred at least `n` times.
    pub(crate) fn reaching(&self, n: u32, side: Color) -> usize {
        self.occurrences
            .iter()
            .filter(|o| o.count >= n && o.side == side)
            .count()
    }

    /// Counts one more occurrence of `pos`.
    pub(crate) fn add(&mut self, pos: &Position) {
        self.add_in(pos.zobrist_key(), pos.board(), pos.side_to_move());
    }

    fn add_in(&mut self, key: u64, board: &Board, side: Color) {
        let start = self.index.partition_point(|&(k, _)| k < key);
        let mut at = start;
        while at < self.index.len() && self.index[at].0 == key {
            let o = &mut self.occurrences[self.index[at].1 as usize];
            if o.is(board, side) {
                o.count += 1;
                return;
            }
            at += 1;
        }
        let slot = self.occurrences.len() as u32;
        self.occurrences.push(Occurrence {
            board: board.clone(),
            side,
            count: 1,
        });
        self.index.insert(at, (key, slot));
    }

    /// Takes back one occurrence of `pos` (after a takeback).
    pub(crate) fn remove(&mut self, pos: &Position) {
        let (board, side) = (pos.board(), pos.side_to_move());
        let slot = self
            .bucket(pos.zobrist_key())
            .iter()
            .map(|&(_, i)| i as usize)
            .find(|&i| self.occurrences[i].is(board, side));
        if let Some(i) = slot {
            let o = &mut self.occurrences[i];
            o.count = o.count.saturating_sub(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Move, Refusal};

    /// The usual opening after both setups, gold to move.
    fn opening() -> Position {
        Position::standard()
    }

    #[test]
    fn a_colliding_key_does_not_count_as_the_same_position() {
        let pos = opening();
        let mut reps = Repetitions::default();
        // A different board filed under the same key, as a Zobrist collision would.
        let other = pos.play_text("Ee2n").unwrap();
        assert_ne!(other.board(), pos.board());
        reps.add_in(pos.zobrist_key(), other.board(), pos.side_to_move());
        reps.add_in(pos.zobrist_key(), other.board(), pos.side_to_move());
        assert!(reps.bucket_reaches(pos.zobrist_key(), 2));
        assert_eq!(reps.count(&pos), 0, "the hash alone must not decide");
        reps.add(&pos);
        assert_eq!(reps.count(&pos), 1);
        reps.remove(&pos);
        assert_eq!(reps.count(&pos), 0);
        assert!(reps.bucket_reaches(pos.zobrist_key(), 2));
    }

    #[test]
    fn a_game_refuses_only_the_exact_third_occurrence_despite_a_collision() {
        let mut game = Game::from_position(opening(), Default::default());
        // Ee2n, then silver Ed7s, gold back Ee3s, silver back Ed6n: the opening again.
        let cycle = ["Ee2n", "ed7s", "Ee3s", "ed6n"];
        // File two fake occurrences of another board under the key of the board after
        // Ee2n: with the hash alone, Ee2n would already be a third repetition.
        let after = opening().play_text("Ee2n").unwrap();
        let fake = opening().play_text("Md2n").unwrap();
        for _ in 0..2 {
            game.repetitions
                .add_in(after.zobrist_key(), fake.board(), after.side_to_move());
        }
        // The move list (Game::legal_moves, the sixth end-of-move check) looks in the
        // bucket first, then compares exactly: Ee2n is no repetition at all yet.
        let ee2n = "Ee2n".parse::<Move>().unwrap();
        assert!(
            game.legal_moves().contains(&ee2n),
            "a collision is no repetition"
        );
        for mv in cycle {
            game.play_move(&mv.parse::<Move>().unwrap()).unwrap();
        }
        // The opening occurred twice now; Ee2n makes the position after it occur a second
        // time (legal), the cycle's end a third time (illegal).
        for mv in &cycle[..3] {
            game.play_move(&mv.parse::<Move>().unwrap()).unwrap();
        }
        let err = game
            .play_move(&cycle[3].parse::<Move>().unwrap())
            .unwrap_err();
        assert_eq!(err.rule().name(), "third_repetition");
        assert_eq!(game.repetition_count(&opening()), 2);
    }
}
