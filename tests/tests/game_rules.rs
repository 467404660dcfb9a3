//! End-of-game and repetition rules in positions built for them (the real records have no
//! example of these). Expected results come from the official rules,
//! `../shared/rules/000_*.txt` ("Special Situations" and "Notes").

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
    assert_eq!(g.play_text("rb3w").unwrap_err().rule(), "game_over");
    // Take it back: the counts are restored and the game goes on.
    g.takeback().unwrap();
    assert_eq!(g.outcome(), None);
    assert_eq!(g.next_label(), "5g");
    assert_eq!(g.legal_moves().len(), g.position().count_moves());
}

#[test]
fn third_repetition_is_refused_and_second_is_not() {
    let mut g = shuttle();
    for mv in ["Eh5n", "ra3e", "Eh6s", "rb3w", "Eh5n", "ra3e", "Eh6s"] {
        g.play_text(mv).unwrap();
    }
    g.set_result(None); // look at the move itself
    assert_eq!(g.play_text("rb3w").unwrap_err().rule(), "third_repetition");
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
