//! Tests of the encodings against hand-worked positions and the rules' own step legality.

use crate::Refusal;
use alloc::format;
use alloc::vec::Vec;

use super::*;
use crate::{Color, Game, PieceKind, Position, Step, Termination};

fn mask_of(pos: &Position, perspective: Color) -> [bool; ACTIONS] {
    let mut m = [false; ACTIONS];
    pos.legal_action_mask(perspective, &mut m);
    m
}

/// Gold to move on the board given by its ranks, 8 first (8 characters each, space for
/// an empty square, as in the short notation).
fn gold_to_move(ranks: [&str; 8]) -> Position {
    Position::from_short(&format!("g [{}]", ranks.concat())).expect("a legal position")
}

#[test]
fn ids_round_trip_and_flip_is_an_involution() {
    for a in 0..ACTIONS {
        assert_eq!(flip_action(flip_action(a)), a);
        if let Some((sq, d)) = action_square_direction(a) {
            assert_eq!(step_action(sq, d), a);
        } else {
            assert_eq!(a, END_MOVE);
        }
    }
    // d2 north (44) is d7 south on the flipped board: 4 * 51 + 2.
    assert_eq!(flip_action(44), 206);
    assert_eq!(flip_square(Square::C3), Square::C6);
    assert_eq!(
        setup_action_square(flip_action(setup_action(Square::C3))),
        Some(Square::C6)
    );
}

#[test]
fn standard_mask_is_the_eight_steps_north() {
    let m = mask_of(&Position::standard(), Color::Gold);
    let expected: Vec<usize> = [
        "Da2n", "Hb2n", "Cc2n", "Md2n", "Ee2n", "Cf2n", "Hg2n", "Dh2n",
    ]
    .iter()
    .map(|s| s.parse::<Step>().unwrap().action())
    .collect();
    let got: Vec<usize> = (0..ACTIONS).filter(|&a| m[a]).collect();
    assert_eq!(got, expected);
    // Silver's view of gold's mask is the flipped mask.
    let s = mask_of(&Position::standard(), Color::Silver);
    for a in 0..ACTIONS {
        assert_eq!(s[flip_action(a)], m[a]);
    }
}

#[test]
fn a_fourth_step_restoring_the_board_is_masked_out() {
    let mut pos = Position::standard();
    for s in ["Ee2n", "Ee3s", "Ee2n"] {
        pos.play_action_mut(s.parse::<Step>().unwrap().action())
            .unwrap();
    }
    let back: Step = "Ee3s".parse().unwrap();
    assert!(pos.legal_steps().contains(&back));
    let m = mask_of(&pos, Color::Gold);
    assert!(!m[back.action()]);
    assert!(m[END_MOVE]);
    assert!(m["Ee3n".parse::<Step>().unwrap().action()]);
    let err = pos.play_action(back.action()).unwrap_err();
    assert_eq!(err.rule().name(), "dead_end");
}

#[test]
fn illegal_actions_name_their_rule() {
    let pos = Position::standard();
    let rule = |a| pos.play_action(a).unwrap_err().rule().name();
    assert_eq!(rule(257), "action_out_of_range");
    assert_eq!(rule(END_MOVE), "empty_move");
    assert_eq!(rule("Ra1n".parse::<Step>().unwrap().action()), "occupied");
    assert_eq!(rule(step_action(Square::C3, Direction::North)), "no_piece");
    assert_eq!(
        rule(step_action(Square::new(0).unwrap(), Direction::West)),
        "off_board"
    );
}

#[test]
fn setup_phase_places_the_fixed_order_on_home_squares() {
    let mut g = ActionGame::new();
    let mut m = [false; ACTIONS];
    g.legal_action_mask(Color::Gold, &mut m);
    assert_eq!(m.iter().filter(|&&x| x).count(), 16);
    assert_eq!(
        g.next_setup_piece(),
        Some(crate::Piece::new(Color::Gold, crate::PieceKind::Elephant))
    );
    // Silver sees its home squares where gold sees its own: the same 16 ids.
    for i in 0..32 {
        let color = g.side_to_move();
        g.legal_action_mask(color, &mut m);
        let own: Vec<usize> = (0..ACTIONS).filter(|&a| m[a]).collect();
        assert_eq!(own.len(), 16 - i % 16);
        assert!(
            own.iter()
                .all(|&a| setup_action_square(a).unwrap().rank() < 2)
        );
        g.play_action(orient(own[0], color)).unwrap();
    }
    assert!(!g.is_setup_phase());
    // Each piece on the lowest free id: gold E a1, M b1, H c1 d1, D e1 f1, C g1 h1 and the
    // rabbits on rank 2; silver the same seen from its side (a8 …, then rank 7).
    assert_eq!(
        g.position().to_short(),
        "g [emhhddccrrrrrrrr                                RRRRRRRREMHHDDCC]"
    );
}

#[test]
fn random_games_agree_with_game() {
    // Uniformly random legal actions (xorshift, fixed seeds); Game replays the turns and
    // must reach the same result by its own end-of-move checks.
    for seed in 1..=6u64 {
        let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut g = ActionGame::new();
        let mut m = [false; ACTIONS];
        while !g.is_over() {
            let color = g.side_to_move();
            g.legal_action_mask(color, &mut m);
            let legal: Vec<usize> = (0..ACTIONS).filter(|&a| m[a]).collect();
            assert!(!legal.is_empty(), "a legal action while the game goes on");
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let a = legal[(rng % legal.len() as u64) as usize];
            g.play_action(orient(a, color)).unwrap();
        }
        let outcome = g.outcome().unwrap();
        let game: Game = g.to_game().unwrap();
        assert_eq!(game.outcome(), Some(outcome));
        assert_ne!(outcome.termination, Termination::Resignation);
    }
}

#[test]
fn third_repetition_ends_are_masked() {
    // Both elephants shuffle one square forward and back. The start position occurs at the
    // start and after the first cycle; ending the second cycle would be its third time.
    let mut g = ActionGame::from_position(Position::standard());
    let step = |g: &mut ActionGame, text: &str| {
        g.play_action(text.parse::<Step>().unwrap().action())
            .unwrap();
    };
    for text in ["Ee2n", "ed7s", "Ee3s", "ed6n", "Ee2n", "ed7s", "Ee3s"] {
        step(&mut g, text);
        g.play_action(END_MOVE).unwrap();
    }
    let game = g.to_game().unwrap();
    assert_eq!(game.repetition_count(&Position::standard()), 2);
    step(&mut g, "ed6n");
    let mut m = [false; ACTIONS];
    g.legal_action_mask(Color::Silver, &mut m);
    assert!(!m[END_MOVE]);
    assert_eq!(
        g.play_action(END_MOVE).unwrap_err().rule().name(),
        "third_repetition"
    );
    // Another step still finishes the move.
    assert!(m[flip_action("hb7s".parse::<Step>().unwrap().action())]);
}

/// The mask as defined, by brute force: every legal step played and searched.
fn reference_mask(pos: &Position) -> [bool; ACTIONS] {
    let mut out = [false; ACTIONS];
    let mut p = pos.clone();
    let mut list = crate::movegen::StepList::new();
    pos.generate_steps(&mut list);
    for &(step, kind) in list.as_slice() {
        p.apply(step, kind);
        if mask::can_finish(&mut p, false, &|_| true) {
            out[step.action()] = true;
        }
        p.undo_step();
    }
    out[END_MOVE] = pos.can_end_move().is_ok();
    out
}

#[test]
fn the_fast_mask_equals_the_brute_force_search_over_random_games() {
    use crate::rng::SplitMix64;
    let mut rng = SplitMix64::new(17);
    let mut positions = 0;
    let mut dead_ends = 0;
    for _ in 0..30 {
        let mut game = ActionGame::new();
        while !game.is_over() && game.actions_played() < 1500 {
            let mut mask = [false; ACTIONS];
            game.legal_action_mask(Color::Gold, &mut mask);
            if !game.is_setup_phase() {
                let pos = game.position();
                assert_eq!(
                    pos.start_key() == pos.board().zobrist_key(),
                    pos.steps_taken() == 0 || pos.board().raw_pieces() == pos.start_pieces()
                );
                let mut fast = [false; ACTIONS];
                pos.legal_action_mask(Color::Gold, &mut fast);
                let slow = reference_mask(pos);
                assert_eq!(fast, slow, "{pos:?}");
                // Silver's view is the flip of the same mask.
                let (mut fast_silver, mut flipped) = ([false; ACTIONS], [false; ACTIONS]);
                pos.legal_action_mask(Color::Silver, &mut fast_silver);
                flip_mask(&slow, &mut flipped);
                assert_eq!(fast_silver, flipped, "{pos:?}");
                dead_ends +=
                    pos.legal_steps().len() - slow[..END_MOVE].iter().filter(|&&m| m).count();
                positions += 1;
            }
            let legal: Vec<usize> = (0..ACTIONS).filter(|&a| mask[a]).collect();
            let a = legal[rng.below(legal.len() as u64) as usize];
            game.play_action(a).unwrap();
        }
    }
    assert!(
        positions > 10_000 && dead_ends > 0,
        "{positions} positions, {dead_ends} dead ends"
    );
}

#[test]
fn legal_actions_are_the_actions_that_play_over_random_games() {
    // The set's ids, in order, are exactly the ids `play_action` accepts (the mask's
    // definition: a legal step that leaves a way to finish the move, or a permitted end),
    // in both views; the mask is the same set.
    use crate::rng::SplitMix64;
    let mut rng = SplitMix64::new(29);
    let mut positions = 0;
    for _ in 0..6 {
        let mut pos = Position::standard();
        while pos.outcome_after_move().is_none() && pos.move_number() < 120 {
            let set = pos.legal_actions(Color::Gold);
            let accepted: Vec<usize> = (0..ACTIONS)
                .filter(|&a| pos.play_action(a).is_ok())
                .collect();
            assert_eq!(set.iter().collect::<Vec<_>>(), accepted, "{pos:?}");
            assert_eq!(set.iter().len(), accepted.len());
            assert_eq!(ActionSet::from_mask(&mask_of(&pos, Color::Gold)), set);
            let silver: Vec<usize> = pos.legal_actions(Color::Silver).into_iter().collect();
            let mut flipped: Vec<usize> = accepted.iter().map(|&a| flip_action(a)).collect();
            flipped.sort_unstable();
            assert_eq!(silver, flipped);
            positions += 1;
            let a = accepted[rng.below(accepted.len() as u64) as usize];
            pos.play_action_mut(a).unwrap();
        }
    }
    assert!(positions > 1_000, "{positions} positions");
}

#[test]
fn only_third_repetitions_end_an_action_game_by_immobilization() {
    // As tests/tests/core_outcome.rs check 6: silver's rabbit can only shuttle a3-b3,
    // gold's elephant h5-h6; after seven moves silver's only move repeats the start.
    let p = gold_to_move([
        "        ", "        ", "        ", "       E", "        ", "r RR    ", "RRR     ",
        "        ",
    ]);
    let mut g = ActionGame::from_position(p);
    for (i, text) in ["Eh5n", "ra3e", "Eh6s", "rb3w", "Eh5n", "ra3e", "Eh6s"]
        .iter()
        .enumerate()
    {
        assert!(g.outcome().is_none());
        g.play_action(text.parse::<Step>().unwrap().action())
            .unwrap();
        let outcome = g.play_action(END_MOVE).unwrap();
        assert_eq!(outcome.is_some(), i == 6, "move {i}");
    }
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.winner, o.termination, o.immobilization),
        (
            Some(Color::Gold),
            Termination::Immobilization,
            Some(crate::Immobilization::OnlyRepetitions)
        )
    );
    assert_eq!(g.moves_played(), 7);
}

#[test]
fn a_cloned_game_is_an_independent_equal_copy() {
    let mut g = ActionGame::from_position(Position::standard());
    for text in ["Ee2n", "Ee3n"] {
        g.play_action(text.parse::<Step>().unwrap().action())
            .unwrap();
    }
    g.play_action(END_MOVE).unwrap();
    g.play_action(flip_action(44)).unwrap(); // silver's ed7s (d2 north in its view)
    let copy = g.clone();
    assert_eq!(copy.actions_played(), g.actions_played());
    assert_eq!(copy.moves_played(), 1);
    assert_eq!(copy.position(), g.position());
    assert_eq!(copy.turns(), g.turns());
    let mut a = [false; ACTIONS];
    let mut b = [false; ACTIONS];
    g.legal_action_mask(Color::Silver, &mut a);
    copy.legal_action_mask(Color::Silver, &mut b);
    assert_eq!(a, b);
    g.reset();
    assert_eq!(
        copy.moves_played(),
        1,
        "the copy does not follow the original"
    );
    assert_eq!(g.moves_played(), 0);
}

#[test]
fn the_restoring_step_is_the_one_step_back_to_the_start_board() {
    let play = |steps: &[&str]| {
        let mut p = Position::standard();
        for s in steps {
            p.play_step(&s.parse::<Step>().unwrap()).unwrap();
        }
        p
    };
    let step = |text: &str| {
        let s: Step = text.parse().unwrap();
        Some((s.piece(), s.from(), s.direction()))
    };
    // No step taken: the board is the start board, nothing to restore.
    assert_eq!(Position::standard().restoring_step(), None);
    // One piece one square away (gold's elephant starts on e2): it steps back.
    assert_eq!(play(&["Ee2n"]).restoring_step(), step("Ee3s"));
    assert_eq!(play(&["Ee2n", "Ee3n"]).restoring_step(), None); // two squares away
    // Two pieces moved (of two kinds, or two of one kind): no single step restores.
    assert_eq!(play(&["Ee2n", "Md2n"]).restoring_step(), None);
    assert_eq!(play(&["Da2n", "Dh2n"]).restoring_step(), None);
    // Back next to its start after a detour: one away again.
    assert_eq!(
        play(&["Ee2n", "Ee3n", "Ee4s"]).restoring_step(),
        step("Ee3s")
    );
}

#[test]
fn action_sets_ignore_ids_beyond_the_action_space() {
    let mut set = ActionSet::EMPTY;
    set.insert(ACTIONS);
    set.insert(ACTIONS + 70);
    assert!(set.is_empty() && set.nth(0).is_none());
    assert_eq!(set.len(), 0);
    assert!(!set.contains(ACTIONS) && !set.contains(usize::MAX));
    set.insert(END_MOVE);
    assert_eq!(
        (set.len(), set.nth(0), set.nth(1)),
        (1, Some(END_MOVE), None)
    );
    assert!(!set.is_empty());
    let mut mask = [false; ACTIONS];
    mask[3] = true;
    mask[END_MOVE] = true;
    set.insert(3);
    assert_eq!(ActionSet::from_mask(&mask), set);
}

/// The planes as bitboards, from the rules' standard setup (gold: rabbits on rank 1,
/// `DHCMECHD` on rank 2; silver: rabbits on rank 8, `dhcemchd` on rank 7).
#[test]
fn plane_bitboards_of_hand_checked_positions() {
    use crate::Bitboard;
    use planes::{FROZEN, OPPONENT_PIECES, OWN_PIECES, SETUP_PHASE, STEPS_TAKEN, TO_MOVE, TRAPS};
    let all = Bitboard(!0);
    let sq = |i: u32| Bitboard(1 << i);
    let (rabbit, elephant) = (PieceKind::Rabbit.index(), PieceKind::Elephant.index());
    let start = Position::standard();
    let gold = planes::bitboards(&start, Color::Gold, false);
    assert_eq!(gold[OWN_PIECES + rabbit], Bitboard(0xff)); // rank 1
    assert_eq!(gold[OWN_PIECES + elephant], sq(12)); // e2
    assert_eq!(gold[OPPONENT_PIECES + rabbit], Bitboard(0xff << 56)); // rank 8
    assert_eq!(gold[OPPONENT_PIECES + elephant], sq(51)); // d7
    assert_eq!(
        (gold[TO_MOVE], gold[STEPS_TAKEN], gold[STEPS_TAKEN + 1]),
        (all, all, Bitboard::EMPTY)
    );
    assert_eq!(gold[TRAPS], sq(18) | sq(21) | sq(42) | sq(45)); // c3 f3 c6 f6
    assert_eq!(
        (gold[FROZEN], gold[SETUP_PHASE]),
        (Bitboard::EMPTY, Bitboard::EMPTY)
    );
    // Silver's view: its rank 8 is row 0, its elephant on d7 is row 1, gold is to move.
    let silver = planes::bitboards(&start, Color::Silver, true);
    assert_eq!(silver[OWN_PIECES + rabbit], Bitboard(0xff));
    assert_eq!(silver[OWN_PIECES + elephant], sq(11));
    assert_eq!(silver[OPPONENT_PIECES + elephant], sq(52)); // e2 seen from silver: row 6
    assert_eq!(
        (silver[TO_MOVE], silver[SETUP_PHASE]),
        (Bitboard::EMPTY, all)
    );
    assert_eq!(silver[TRAPS], gold[TRAPS]);
    // One step taken: channel 14; the elephant on e3.
    let mut one = start.clone();
    one.play_step(&"Ee2n".parse::<Step>().unwrap()).unwrap();
    let after = planes::bitboards(&one, Color::Gold, false);
    assert_eq!(
        (after[STEPS_TAKEN], after[STEPS_TAKEN + 1]),
        (Bitboard::EMPTY, all)
    );
    assert_eq!(after[OWN_PIECES + elephant], sq(20));
    // A gold rabbit on a4 next to a silver cat on a5 and no friend: frozen (a4 = 24; a5 =
    // 32 in silver's view). The cat, next to a weaker piece only, is not.
    let p = gold_to_move([
        "       r", "        ", "        ", "c       ", "R       ", "        ", "        ",
        "       E",
    ]);
    assert_eq!(planes::bitboards(&p, Color::Gold, false)[FROZEN], sq(24));
    assert_eq!(planes::bitboards(&p, Color::Silver, false)[FROZEN], sq(32));
}

#[test]
fn immobilization_is_judged_at_the_start_of_the_move() {
    // Mid-move (even after all four steps) gold's standard position has moves.
    let mut p = Position::standard();
    assert!(!p.is_immobilized());
    for s in ["Ee2n", "Ee3n", "Ee4n", "Md2n"] {
        p.play_step(&s.parse::<Step>().unwrap()).unwrap();
        assert!(!p.is_immobilized(), "after {s}");
    }
    // Gold's only piece, a rabbit on a1, frozen by a silver cat on a2 (b1 is taken by a
    // silver rabbit): no legal step, so no legal move.
    let stuck = Position::from_short(&format!(
        "g [{}]",
        ["        "; 6].concat() + "c       " + "Rr      "
    ))
    .unwrap();
    assert!(stuck.is_immobilized());
}

#[test]
fn action_errors_say_which_action_and_why() {
    // 257 ids (256 steps and the end of the move): 999 is outside; ending the move before
    // any step is an empty move.
    let pos = Position::standard();
    let err = pos.clone().play_action(999).unwrap_err();
    assert_eq!(err.rule(), crate::Rule::ActionOutOfRange);
    assert_eq!(
        format!("{err}"),
        "action 999 is not in the action space 0..257"
    );
    let err = pos.clone().play_action(END_MOVE).unwrap_err();
    assert_eq!(err.rule(), crate::Rule::EmptyMove);
    assert!(
        format!("{err}").starts_with("action 256 (end the move): "),
        "{err}"
    );
}
