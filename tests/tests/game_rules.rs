//! End-of-game and repetition rules in positions built for them (the real records have no
//! example of these). Expected results come from the official rules,
//! <http://arimaa.com/arimaa/learn/rulesIntro.html> ("Special Situations" and "Notes").

use arimaa_rules::Refusal;
use arimaa_rules::{Color, Game, GameOptions, Outcome, Position, Termination};

/// A position from eight rank strings, rank 8 first.
fn pos(side: char, ranks: [&str; 8]) -> Position {
    Position::from_short(&format!("{} [{}]", side, ranks.concat())).unwrap()
}

fn win(winner: Color, termination: Termination) -> Option<Outcome> {
    Some(Outcome::win(winner, termination))
}

/// Silver's only piece is a rabbit that can only shuttle between a3 and b3 (a2, b2, c3 are
/// gold rabbits, c2 guards the trap; a silver rabbit never steps north).
fn shuttle() -> Game {
    let p = pos(
        'g',
        [
            "        ", "        ", "        ", "       E", "        ", "r RR    ", "RRR     ",
            "        ",
        ],
    );
    Game::from_position(p, GameOptions::STRICT)
}

#[test]
fn a_side_whose_only_moves_are_third_repetitions_loses() {
    let mut g = shuttle();
    assert_eq!(
        g.position().play_text("Eh5n").unwrap().count_moves(),
        1,
        "silver has one move"
    );
    for mv in ["Eh5n", "ra3e", "Eh6s", "rb3w", "Eh5n", "ra3e"] {
        g.play_text(mv).unwrap();
        assert_eq!(g.outcome(), None, "after {}", mv);
    }
    // Gold's Eh6s makes every silver move (only rb3w) a third occurrence of the start.
    g.play_text("Eh6s").unwrap();
    assert_eq!(g.outcome(), win(Color::Gold, Termination::Immobilization));
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.play_text("rb3w").unwrap_err().rule().name(), "game_over");
    // Take it back: the counts are restored and the game goes on.
    g.takeback().unwrap();
    assert_eq!(g.outcome(), None);
    assert!(!g.is_over());
    assert_eq!(g.next_label(), "5g");
    // The elephant on h6, the silver rabbit on b3, gold to move: the board after 2s ra3e
    // and 4s ra3e, so seen twice.
    let before_eh6s = pos(
        'g',
        [
            "        ", "        ", "       E", "        ", "        ", " rRR    ", "RRR     ",
            "        ",
        ],
    );
    assert_eq!(g.position().board(), before_eh6s.board());
    assert_eq!(g.side_to_move(), Color::Gold);
    assert_eq!(g.repetition_count(&before_eh6s), 2);
    // Replaying Eh6s ends the game again, as the first time (the counts are exact again).
    let legal: Vec<String> = g.legal_moves().iter().map(|m| m.to_string()).collect();
    assert!(legal.iter().any(|m| m == "Eh6s"), "Eh6s is legal again");
    g.play_text("Eh6s").unwrap();
    assert_eq!(g.outcome(), win(Color::Gold, Termination::Immobilization));
    // Take back Eh6s and silver's ra3e: silver to move with the rabbit on a3, whose only
    // move ra3e (hand count: a2 and the trap square c3's guards block it, north is
    // backwards for silver) now makes its board occur a second time only: legal.
    g.takeback().unwrap();
    g.takeback().unwrap();
    assert_eq!(g.next_label(), "4s");
    let legal: Vec<String> = g.legal_moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(legal, ["ra3e"]);
    g.play_text("ra3e").unwrap();
    assert_eq!(g.repetition_count(&before_eh6s), 2);
    assert_eq!(g.outcome(), None);
}

/// The sixth end-of-move check when the side to move has exactly as many one-step moves
/// as there are positions seen twice (the shortcut that skips generating the moves must
/// not fire): silver's one move, rb3w, makes the start occur for the third time, and the
/// start is the only position (gold to move) seen twice.
#[test]
fn only_repetitions_with_as_many_single_steps_as_positions_seen_twice() {
    let mut g = shuttle();
    // The elephant goes north and back, then south and back: the start (Eh5, ra3, gold
    // to move) occurs after 2s for the second time; the positions after 1s (Eh6, rb3)
    // and 3s (Eh4, rb3) occur once each.
    for mv in ["Eh5n", "ra3e", "Eh6s", "rb3w", "Eh5s", "ra3e"] {
        g.play_text(mv).unwrap();
        assert_eq!(g.outcome(), None, "after {}", mv);
    }
    assert_eq!(g.repetition_count(shuttle().position()), 2);
    g.play_text("Eh4n").unwrap();
    assert_eq!(g.outcome(), win(Color::Gold, Termination::Immobilization));
    assert!(g.is_over());
    assert!(g.legal_moves().is_empty());
}

#[test]
fn a_game_is_over_exactly_when_it_has_a_result() {
    let mut g = Game::new();
    assert!(!g.is_over(), "the setup phase");
    g.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2")
        .unwrap();
    g.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7")
        .unwrap();
    assert!(!g.is_over(), "the first move");
    g.play_text("Ee2n Ee3n Ee4n").unwrap();
    assert!(!g.is_over(), "a move that ends nothing");
    g.resign().unwrap();
    assert!(g.is_over(), "after a resignation");
    g.set_result(None);
    assert!(!g.is_over(), "the result cleared");
    // A goal: gold's rabbit on h7 steps onto h8.
    let p = pos(
        'g',
        [
            "        ", "       R", "        ", "        ", "        ", "        ", "r       ",
            "        ",
        ],
    );
    let mut g = Game::from_position(p, GameOptions::STRICT);
    assert!(!g.is_over());
    g.play_text("Rh7n").unwrap();
    assert!(g.is_over(), "after a goal");
}

/// The pieces lost: the full set (1 elephant, 1 camel, 2 horses, 2 dogs, 2 cats, 8
/// rabbits, official rules "Setup"/"Material") minus those on the board.
#[test]
fn captured_lists_the_full_set_minus_the_board() {
    let count = |pieces: &[arimaa_rules::Piece]| {
        let mut letters: Vec<String> = pieces.iter().map(|p| p.to_string()).collect();
        letters.sort_unstable();
        letters.concat()
    };
    // Gold: E and five rabbits on the board; silver: one rabbit.
    let g = shuttle();
    assert_eq!(count(&g.captured(Color::Gold)), "CCDDHHMRRR");
    assert_eq!(count(&g.captured(Color::Silver)), "ccddehhmrrrrrrr");
    // After full setups nothing is lost; a capture in play is listed.
    let mut g = Game::new();
    g.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2")
        .unwrap();
    g.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7")
        .unwrap();
    assert_eq!(count(&g.captured(Color::Gold)), "");
    assert_eq!(count(&g.captured(Color::Silver)), "");
    // Gold's cat steps onto c3 with no gold neighbour left there: Cc2n Cc3x.
    assert_eq!(g.play_text("Cc2n").unwrap().to_string(), "Cc2n Cc3x");
    assert_eq!(count(&g.captured(Color::Gold)), "C");
    assert_eq!(count(&g.captured(Color::Silver)), "");
}

#[test]
fn third_repetition_is_refused_and_second_is_not() {
    let mut g = shuttle();
    for mv in ["Eh5n", "ra3e", "Eh6s", "rb3w", "Eh5n", "ra3e", "Eh6s"] {
        g.play_text(mv).unwrap();
    }
    g.set_result(None); // look at the move itself
    assert_eq!(
        g.play_text("rb3w").unwrap_err().rule().name(),
        "third_repetition"
    );
    // Lenient games (the old server) allow it.
    let mut old = Game::from_position(shuttle().position().clone(), GameOptions::LENIENT);
    for mv in [
        "Eh5n", "ra3e", "Eh6s", "rb3w", "Eh5n", "ra3e", "Eh6s", "rb3w",
    ] {
        old.play_text(mv).unwrap();
    }
}

#[test]
fn both_sides_out_of_rabbits_in_one_move_the_mover_wins() {
    // Gold's elephant steps away and pulls the dog guarding f3 (silver's last rabbit dies),
    // then gold's last rabbit steps onto the unguarded trap c3 and dies too.
    let p = pos(
        'g',
        [
            "        ", "        ", "        ", "     E  ", "     d  ", "     r  ", "  R     ",
            "        ",
        ],
    );
    let mut g = Game::from_position(p, GameOptions::STRICT);
    let played = g.play_text("Ef5w df4n Rc2n").unwrap();
    assert_eq!(played.to_string(), "Ef5w df4n rf3x Rc2n Rc3x");
    assert_eq!(g.outcome(), win(Color::Gold, Termination::Elimination));
}

#[test]
fn an_enemy_rabbit_dragged_onto_its_goal_and_off_again_does_not_win() {
    // Gold E d1 steps east and pulls the silver rabbit d2 onto d1 (silver's goal rank) ...
    // (A silver cat on h8 keeps silver mobile.)
    let p = pos(
        'g',
        [
            "       c", "        ", "        ", "        ", "        ", "        ", "   r    ",
            "R HE    ",
        ],
    );
    let on_goal = p.play_text("Ed1e rd2s").unwrap();
    assert_eq!(
        on_goal.outcome_after_move(),
        win(Color::Silver, Termination::Goal)
    );
    // ... but pushed back north by the horse within the same move, the game goes on.
    let back = p.play_text("Ed1e rd2s rd1n Hc1e").unwrap();
    assert_eq!(back.outcome_after_move(), None);
}

#[test]
fn mover_goal_is_checked_before_opponent_goal() {
    // Gold's rabbit reaches h8 while gold's move also leaves a silver rabbit on a1.
    let p = pos(
        'g',
        [
            "        ", "       R", "        ", "        ", "        ", "        ", "r       ",
            "E       ",
        ],
    );
    let after = p.play_text("Ea1e ra2s Rh7n").unwrap();
    assert_eq!(
        after.outcome_after_move(),
        win(Color::Gold, Termination::Goal)
    );
}

#[test]
fn a_side_with_no_move_loses_by_immobilization() {
    // Silver's only piece, a rabbit on a2 (north is backwards, a1 is taken), is frozen by
    // gold's cat stepping to b2.
    let p = pos(
        'g',
        [
            "        ", "        ", "        ", "        ", "        ", " C      ", "r       ",
            "R       ",
        ],
    );
    let mut g = Game::from_position(p, GameOptions::STRICT);
    g.play_text("Cb3s").unwrap();
    assert_eq!(g.outcome(), win(Color::Gold, Termination::Immobilization));
}

/// The usual opening played as a game: gold's setup, silver's, then moves.
fn opening_game() -> Game {
    let mut g = Game::new();
    g.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2")
        .unwrap();
    g.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7")
        .unwrap();
    g
}

/// The length of a game counts the moves, not the two setups (official rules, "Setup":
/// the setups are turn 1, `1g` and `1s`; moves start at `2g`), and the last label names the
/// last turn played.
#[test]
fn moves_played_and_last_label_count_moves_after_the_setups() {
    let mut g = Game::new();
    assert_eq!((g.moves_played(), g.last_label()), (0, None));
    g.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2")
        .unwrap();
    assert_eq!(
        (g.moves_played(), g.last_label().as_deref()),
        (0, Some("1g"))
    );
    let mut g = opening_game();
    assert_eq!(
        (g.moves_played(), g.last_label().as_deref()),
        (0, Some("1s"))
    );
    for (mv, label) in [("Ee2n", "2g"), ("ed7s", "2s"), ("Ee3n", "3g")] {
        g.play_text(mv).unwrap();
        assert_eq!(g.last_label().as_deref(), Some(label));
    }
    assert_eq!(g.moves_played(), 3);
}

/// A game keeps the options it was made with.
#[test]
fn a_game_keeps_its_options() {
    let free = GameOptions {
        handicap: true,
        free_setup: true,
        lenient: false,
    };
    for options in [GameOptions::STRICT, GameOptions::LENIENT, free] {
        assert_eq!(Game::with_options(options).options(), options);
        assert_eq!(
            Game::from_position(Position::standard(), options).options(),
            options
        );
    }
}

/// `play_move` plays the move given: Ee2n from the opening puts the elephant on e3, silver
/// to move, and returns the move played.
#[test]
fn play_move_plays_the_move_given() {
    let mut g = opening_game();
    let mv: arimaa_rules::Move = "Ee2n Ee3n".parse().unwrap();
    let played = g.play_move(&mv).unwrap();
    assert_eq!(played.to_string(), "Ee2n Ee3n");
    assert_eq!(g.side_to_move(), Color::Silver);
    assert_eq!(
        g.position(),
        &Position::standard().play_text("Ee2n Ee3n").unwrap()
    );
}

/// A move may not bring back a position (board and side to move) a third time (official
/// rules, "Special Situations"): after the opening occurred twice with silver's ed6n
/// ending the cycle, a third ed6n would bring it a third time; a position seen once is no
/// such repetition.
#[test]
fn repeats_third_time_is_true_only_for_a_position_seen_twice() {
    let mut g = Game::from_position(Position::standard(), GameOptions::STRICT);
    let first = g.position().play_text("Ee2n").unwrap();
    assert!(!g.repeats_third_time(&first), "never seen");
    for text in ["Ee2n", "ed7s", "Ee3s", "ed6n"] {
        g.play_text(text).unwrap();
    }
    // The opening (gold to move) was seen twice: at the start and now.
    assert_eq!(g.repetition_count(&Position::standard()), 2);
    // After Ee2n: seen once, so bringing it back is its second time.
    assert!(!g.repeats_third_time(&first));
    for text in ["Ee2n", "ed7s", "Ee3s"] {
        g.play_text(text).unwrap();
    }
    let back = g.position().play_text("ed6n").unwrap();
    assert_eq!(back.board(), Position::standard().board());
    assert!(g.repeats_third_time(&back));
    let other = g.position().play_text("ed6w").unwrap();
    assert!(!g.repeats_third_time(&other));
}
