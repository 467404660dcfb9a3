//! `Position::state_key` tells states apart: over every state reachable by one or two
//! steps from positions of a seeded random game (moves chosen by the crate's `SplitMix64`
//! among `Position::legal_moves`), two states the crate calls equal (`Position`'s
//! `PartialEq`: board, side, steps taken, pending push or pull, move-start board) have
//! one key, and two it calls different have different keys. At a move start the key is
//! the repetition key (`zobrist_key`).

mod common;

use common::random_game;
use std::collections::HashMap;

use arimaa_rules::Position;

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
    assert!(
        repeats > 1_000 && by_key.len() > 8_000,
        "{repeats} {}",
        by_key.len()
    );
    // One state under two keys would be missed above: no state may appear twice.
    let mut seen: HashMap<&Position, u64> = HashMap::new();
    for (k, p) in &by_key {
        if let Some(other) = seen.insert(p, *k) {
            panic!("one state, two keys: {other:#x} and {k:#x}");
        }
    }
}

/// The position after `steps` (text) from the board `short` (AEI short form).
fn after(short: &str, steps: &str) -> Position {
    let mut p = Position::from_short(short).unwrap();
    for s in steps.split_whitespace() {
        p.play_step(&s.parse().unwrap()).unwrap();
    }
    p
}

#[test]
fn the_move_start_and_the_steps_taken_are_part_of_the_key() {
    let standard = Position::standard().to_short();
    // The same board, steps taken and possible pull (the elephant left e3), from two
    // move starts: the elephant on e2, or on e3 with the dog on a3.
    let a = after(&standard, "Ee2n Ee3n");
    let ranks = [
        "rrrrrrrr", "dhcemchd", "", "", "", "D   E", " HCM CHD", "RRRRRRRR",
    ];
    let from: String = ranks.iter().map(|r| format!("{r:8}")).collect();
    let b = after(&format!("g [{from}]"), "Da3s Ee3n");
    assert_eq!(a.board(), b.board());
    assert_ne!(a, b, "different move starts");
    assert_ne!(a.state_key(), b.state_key());
    // The same board, start and possible pull (the elephant left e2), after one step or
    // after three (a horse out and back first), and after two or three.
    let one = after(&standard, "Ee2n");
    let three = after(&standard, "Hb2n Hb3s Ee2n");
    let two = after(&standard, "Hb2n Hb3s");
    let three_h = after(&standard, "Ee2n Ee3s Hb2n");
    let two_h = after(&standard, "Hb2n");
    assert_eq!(one.board(), three.board());
    assert_ne!(one, three, "one step taken, or three");
    assert_ne!(one.state_key(), three.state_key());
    assert_ne!(two.state_key(), Position::standard().state_key());
    assert_ne!(three_h.state_key(), two_h.state_key());
}
