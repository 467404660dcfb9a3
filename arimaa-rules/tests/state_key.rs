//! `Position::state_key` tells states apart: over every state reachable by one or two
//! steps from positions of a seeded random game (moves chosen by the crate's `SplitMix64`
//! among `Position::legal_moves`), two states the crate calls equal (`Position`'s
//! `PartialEq`: board, side, steps taken, pending push or pull, move-start board) have
//! one key, and two it calls different have different keys. At a move start the key is
//! the repetition key (`zobrist_key`).

use std::collections::HashMap;

use arimaa_rules::Position;
use arimaa_rules::rng::SplitMix64;

/// The positions at the start of each of the first `moves` moves of a seeded random game.
fn random_game(seed: u64, moves: usize) -> Vec<Position> {
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

#[test]
fn equal_states_have_one_key_and_different_states_different_keys() {
    let mut by_key: HashMap<u64, Position> = HashMap::new();
    let mut repeats = 0usize;
    let mut check = |p: &Position| match by_key.get(&p.state_key()) {
        Some(q) => {
            assert_eq!(q, p, "two different states share key {:#x}", p.state_key());
            repeats += 1;
        }
        None => {
            by_key.insert(p.state_key(), p.clone());
        }
    };
    for start in random_game(7, 24).iter().step_by(2) {
        assert_eq!(start.state_key(), start.zobrist_key());
        check(start);
        for &(first, _) in start.legal_steps().as_slice() {
            let mut one = start.clone();
            one.play_step(&first).unwrap();
            check(&one);
            for &(second, _) in one.legal_steps().as_slice() {
                let mut two = one.clone();
                two.play_step(&second).unwrap();
                check(&two);
                let mut ended = two.clone();
                if ended.end_move().is_ok() {
                    assert_eq!(ended.state_key(), ended.zobrist_key());
                    check(&ended);
                }
            }
        }
    }
    assert!(repeats > 1_000 && by_key.len() > 8_000, "{repeats} {}", by_key.len());
    // One state under two keys would be missed above: no state may appear twice.
    let mut seen: HashMap<&Position, u64> = HashMap::new();
    for (k, p) in &by_key {
        if let Some(other) = seen.insert(p, *k) {
            panic!("one state, two keys: {other:#x} and {k:#x}");
        }
    }
}
