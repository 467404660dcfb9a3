//! `Position::state_key` tells states apart: over every state reachable by one or two
//! steps from the positions of the per-game records (boards, steps taken, pending pushes
//! and pulls, the move-start board), two states the core calls equal (`Position`'s
//! `PartialEq`: board, side, steps taken, pending push or pull, move-start board) have one
//! key, and two it calls different have different keys. At a move start the key is the
//! repetition key (`zobrist_key`).

use std::collections::HashMap;

use arimaa_rules::notation::record::GameRecord;
use arimaa_rules::{GameOptions, Position};
use arimaa_tests::data;

/// The positions before every move of the first per-game movelists (`count` games).
fn record_positions(count: usize) -> Vec<Position> {
    let list = data::read_table("games/per-game/movelists/EXPECTED.txt");
    let mut ids: Vec<&str> = list
        .lines()
        .filter_map(|l| l.split('\t').next())
        .filter(|id| id.len() == 5 && id.chars().all(|c| c.is_ascii_digit()))
        .collect();
    ids.sort();
    ids.dedup();
    let mut out = Vec::new();
    for id in ids.into_iter().take(count) {
        let text = data::read_table(&format!("games/per-game/movelists/{id}.txt"));
        let game = GameRecord::parse(&text)
            .unwrap()
            .replay(GameOptions::LENIENT)
            .unwrap()
            .game;
        out.extend(
            game.history()
                .iter()
                .map(|e| e.position_before().clone())
                .filter(|p| p.at_move_start() && p.board().occupied().count() > 0),
        );
    }
    out
}

#[test]
fn equal_states_have_one_key_and_different_states_different_keys() {
    let mut by_key: HashMap<u64, Position> = HashMap::new();
    let (mut states, mut equal) = (0usize, 0usize);
    let mut check = |p: &Position| {
        states += 1;
        match by_key.get(&p.state_key()) {
            Some(q) => {
                assert_eq!(q, p, "two different states share key {:#x}", p.state_key());
                equal += 1;
            }
            None => {
                by_key.insert(p.state_key(), p.clone());
            }
        }
    };
    for start in record_positions(4).iter().step_by(3) {
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
                if let Ok(ended) = {
                    let mut e = two.clone();
                    e.end_move().map(|_| e)
                } {
                    assert_eq!(ended.state_key(), ended.zobrist_key());
                    check(&ended);
                }
            }
        }
    }
    // Both cases occur: different step orders reach equal states.
    println!("{states} states, {} keys, {equal} repeats", by_key.len());
    assert!(equal > 1_000 && by_key.len() > 10_000, "{states} {equal} {}", by_key.len());
    // Equal states found by a different key would be missed above: count keys per state.
    let mut per_state: HashMap<&Position, u64> = HashMap::new();
    for (k, p) in &by_key {
        if let Some(other) = per_state.insert(p, *k) {
            panic!("one state, two keys: {other:#x} and {k:#x}");
        }
    }
}
