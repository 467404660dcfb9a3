//! What a board program asks the rules while a person enters a move: steps typed as text
//! (capture tokens checked, all or none), the pulls of an enemy piece, the position after
//! any turn of a game, the setup shown as a record writes it. Expected values from the
//! rules: a piece on a trap without a friendly neighbour is captured; a pull is a stronger
//! friendly piece's step away from a neighbouring enemy piece, then the enemy piece into
//! the square it left; a setup is written home rank first, files a to h.

use arimaa_rules::{
    Board, Color, Game, MoveError, NotatedMove, Piece, Position, Setup, Square, StepKind,
};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn notated(text: &str) -> NotatedMove {
    text.parse().unwrap()
}

fn position(pieces: &[(&str, char)], side: Color) -> Position {
    let mut board = Board::default();
    for &(s, c) in pieces {
        board.set(sq(s), Some(Piece::from_char(c).unwrap()));
    }
    Position::new(board, side).unwrap()
}

#[test]
fn steps_as_text_check_capture_tokens_all_or_none() {
    // The opening: the gold cat on c2 steps onto the trap c3, where no gold piece is next
    // to it (b3, d3, c4 empty, c2 just left): it is captured.
    let mut pos = Position::standard();
    pos.play_steps_notated(&notated("Cc2n Cc3x")).unwrap();
    assert_eq!(pos.steps_taken(), 1);
    assert_eq!(pos.piece_at(sq("c3")), None);
    assert_eq!(pos.piece_at(sq("c2")), None);

    // Without the token the same capture happens; a wrong token is refused.
    let mut pos = Position::standard();
    pos.play_steps_notated(&notated("Ee2n")).unwrap();
    let before = pos.clone();
    let err = pos
        .play_steps_notated(&notated("Ee3n Cc2n Dc3x"))
        .unwrap_err();
    assert!(
        matches!(err, MoveError::CaptureMismatch { index: 2, .. }),
        "{err:?}"
    );
    assert_eq!(pos, before, "nothing played on a refusal");
    // An illegal step after a legal one: refused with its index in the move, all undone.
    let err = pos.play_steps_notated(&notated("Ee3n Rb1n")).unwrap_err();
    assert!(matches!(err, MoveError::Step { index: 2, .. }), "{err:?}");
    assert_eq!(pos, before);
    // The move is not ended: four steps in all, then a fifth is refused.
    pos.play_steps_notated(&notated("Ee3n Ee4n Ee5n")).unwrap();
    assert_eq!(pos.steps_taken(), 4);
    assert_eq!(pos.side_to_move(), Color::Gold);
    assert!(pos.play_steps_notated(&notated("Ee6n")).is_err());
}

#[test]
fn pulls_of_an_enemy_piece() {
    // Gold elephant d4, silver rabbit d5: the elephant steps west, east or south, the
    // rabbit follows into d4.
    let pos = position(
        &[("d4", 'E'), ("d5", 'r'), ("a1", 'R'), ("h8", 'e')],
        Color::Gold,
    );
    let mut pulls: Vec<String> = pos
        .pulls_of(sq("d5"))
        .iter()
        .map(|(a, b)| format!("{} {}", a.step, b.step))
        .collect();
    pulls.sort();
    assert_eq!(pulls, ["Ed4e rd5s", "Ed4s rd5s", "Ed4w rd5s"]);
    for (first, second) in pos.pulls_of(sq("d5")) {
        assert_eq!((first.kind, second.kind), (StepKind::Plain, StepKind::Pull));
        let mut next = pos.clone();
        assert_eq!(next.play_step(&first.step), Ok(first));
        assert_eq!(next.play_step(&second.step), Ok(second));
    }
    // A pull onto a trap: the gold dog on the trap c3 (held by the rabbit on b3) steps
    // east or south, the silver cat on c4 follows onto c3, where no silver piece is next
    // to it: captured.
    let trap = position(
        &[("c3", 'D'), ("b3", 'R'), ("c4", 'c'), ("h8", 'r')],
        Color::Gold,
    );
    let mut pulls: Vec<String> = trap
        .pulls_of(sq("c4"))
        .iter()
        .map(|(a, b)| format!("{} {} {}", a.step, b.step, b.capture.unwrap()))
        .collect();
    pulls.sort();
    assert_eq!(pulls, ["Dc3e cc4s cc3x", "Dc3s cc4s cc3x"]);
    // No pull of a friendly piece, of an empty square, of an enemy piece as strong.
    assert!(pos.pulls_of(sq("d4")).is_empty());
    assert!(pos.pulls_of(sq("c6")).is_empty());
    let equal = position(
        &[("d4", 'E'), ("d5", 'e'), ("a1", 'R'), ("h8", 'r')],
        Color::Gold,
    );
    assert!(equal.pulls_of(sq("d5")).is_empty());
    // A gold rabbit next to the silver rabbit is not stronger.
    let weak = position(
        &[("d4", 'R'), ("d5", 'r'), ("h8", 'e'), ("a1", 'E')],
        Color::Gold,
    );
    assert!(weak.pulls_of(sq("d5")).is_empty());
    // A pull needs two steps: none after three steps taken.
    let mut late = pos.clone();
    late.play_steps_notated(&notated("Ra1n Ra2n Ra3n")).unwrap();
    assert!(late.pulls_of(sq("d5")).is_empty());
}

#[test]
fn position_after_any_turn() {
    let mut game = Game::new();
    let start = game.position().clone();
    game.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2")
        .unwrap();
    game.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7")
        .unwrap();
    let after_setups = game.position().clone();
    game.play_text("Ee2n Ee3n").unwrap();
    assert_eq!(game.position_after(0), Some(&start));
    assert_eq!(game.position_after(2), Some(&after_setups));
    assert_eq!(game.position_after(2), Some(&Position::standard()));
    assert_eq!(game.position_after(3), Some(game.position()));
    assert_eq!(
        game.position_after(3).unwrap().piece_at(sq("e4")),
        Some(Piece::from_char('E').unwrap())
    );
    assert_eq!(game.position_after(4), None);
}

#[test]
fn setup_from_a_board_in_record_order() {
    let board = Position::standard().board().clone();
    assert_eq!(
        Setup::from_board(&board, Color::Gold),
        Some(Setup::standard(Color::Gold))
    );
    assert_eq!(
        Setup::from_board(&board, Color::Silver)
            .unwrap()
            .to_string(),
        "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7"
    );
    // A handicap setup: fewer pieces, any order given, written home rank first.
    let mut part = Board::default();
    part.set(sq("h2"), Some(Piece::from_char('E').unwrap()));
    part.set(sq("c1"), Some(Piece::from_char('R').unwrap()));
    part.set(sq("a2"), Some(Piece::from_char('D').unwrap()));
    part.set(sq("d8"), Some(Piece::from_char('r').unwrap()));
    assert_eq!(
        Setup::from_board(&part, Color::Gold).unwrap().to_string(),
        "Rc1 Da2 Eh2"
    );
    assert_eq!(
        Setup::from_board(&part, Color::Silver).unwrap().to_string(),
        "rd8"
    );
    assert_eq!(Setup::from_board(&Board::default(), Color::Gold), None);
}
