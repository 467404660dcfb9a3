//! Helpers shared by the crate's integration tests.

use arimaa_rules::Position;
use arimaa_rules::rng::SplitMix64;

/// The positions at the start of each of the first `moves` moves of a seeded random game
/// (moves chosen by the crate's `SplitMix64` among `Position::legal_moves`), from the
/// usual opening.
pub fn random_game(seed: u64, moves: usize) -> Vec<Position> {
    let mut rng = SplitMix64::new(seed);
    let mut pos = Position::standard();
    let mut out = Vec::new();
    for _ in 0..moves {
        let list = pos.legal_moves();
        if list.is_empty() || pos.outcome_after_move().is_some() {
            break;
        }
        out.push(pos.clone());
        let mv = list[rng.below(list.len() as u64) as usize];
        pos = pos.play(&mv).unwrap();
    }
    out
}
