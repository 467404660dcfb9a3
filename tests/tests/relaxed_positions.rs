//! Relaxed positions (`PositionOptions`, `arimaa_rules::relaxed`): extra material and
//! pieces resting on unguarded traps load only through the explicit opt-in, the strict path
//! refuses them with the same errors as before, and the rules apply unchanged from there: a
//! resting unguarded trap piece is captured by the first step (captures are checked after
//! every step, on all four traps). Expected counts are counted by hand in the comments.

use arimaa_rules::Refusal;
use arimaa_rules::{
    BoardError, Capture, Color, MoveError, Piece, Position, PositionOptions, Square, StepError,
};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn piece(c: char) -> Piece {
    Piece::from_char(c).unwrap()
}

/// A short form from (square, piece letter) pairs, gold to move.
fn short(pieces: &[(&str, char)]) -> String {
    let mut cells = [' '; 64];
    for (name, c) in pieces {
        let s = sq(name);
        let (file, rank) = (s.index() % 8, s.index() / 8);
        cells[(7 - rank) * 8 + file] = *c;
    }
    format!("g [{}]", cells.iter().collect::<String>())
}

/// Nine gold rabbits (rank 2 and h1) and a silver cat resting alone on trap c6.
fn nine_rabbits_and_cat_on_c6() -> String {
    let mut pieces: Vec<(&str, char)> = ["a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2", "h1"]
        .iter()
        .map(|s| (*s, 'R'))
        .collect();
    pieces.push(("c6", 'c'));
    short(&pieces)
}

#[test]
fn strict_parsers_refuse_extra_material_and_unguarded_traps_as_before() {
    let text = nine_rabbits_and_cat_on_c6();
    for err in [
        Position::from_short(&text).unwrap_err(),
        text.parse::<Position>().unwrap_err(),
    ] {
        // Gold is checked first: 9 rabbits where the full set has 8.
        assert_eq!(
            err.board,
            Some(BoardError::TooManyOfKind {
                piece: piece('R'),
                count: 9,
                max: 8
            })
        );
        assert_eq!(err.column, 1);
    }
    let cat_only = short(&[("c6", 'c'), ("a1", 'R')]);
    let err = Position::from_short(&cat_only).unwrap_err();
    assert_eq!(
        err.board,
        Some(BoardError::UnguardedTrap {
            piece: piece('c'),
            square: sq("c6")
        })
    );
    assert_eq!(err.board.unwrap().rule().name(), "unguarded_trap");
    let diagram = Position::with_options(
        Position::from_short_with(&text, PositionOptions::RELAXED)
            .unwrap()
            .board()
            .clone(),
        Color::Gold,
        PositionOptions::RELAXED,
    )
    .unwrap()
    .to_diagram();
    assert_eq!(
        Position::from_diagram(&diagram)
            .unwrap_err()
            .board
            .unwrap()
            .rule()
            .name(),
        "board_too_many_of_kind"
    );
    assert!(diagram.parse::<Position>().is_err());
}

#[test]
fn each_option_waives_only_its_own_check() {
    let text = nine_rabbits_and_cat_on_c6();
    let extra = PositionOptions {
        extra_material: true,
        ..PositionOptions::STRICT
    };
    let traps = PositionOptions {
        unguarded_traps: true,
        ..PositionOptions::STRICT
    };
    assert_eq!(
        Position::from_short_with(&text, extra)
            .unwrap_err()
            .board
            .unwrap()
            .rule()
            .name(),
        "unguarded_trap"
    );
    assert_eq!(
        Position::from_short_with(&text, traps)
            .unwrap_err()
            .board
            .unwrap()
            .rule()
            .name(),
        "board_too_many_of_kind"
    );
    let pos = Position::from_short_with(&text, PositionOptions::RELAXED).unwrap();
    assert_eq!(pos.board().count(piece('R')), 9);
    assert!(pos.has_unguarded_trap_pieces());
    // The diagram parser takes the same options.
    let again = Position::from_diagram_with(&pos.to_diagram(), PositionOptions::RELAXED).unwrap();
    assert_eq!(again, pos);
    assert_eq!(PositionOptions::default(), PositionOptions::STRICT);
}

#[test]
fn three_dogs_have_their_plain_steps() {
    // Gold dogs on a1 (n, e), h1 (n, w) and d4 (n, s, e, w), nothing else: 8 steps.
    let pos = Position::from_short_with(
        &short(&[("a1", 'D'), ("h1", 'D'), ("d4", 'D')]),
        PositionOptions {
            extra_material: true,
            ..PositionOptions::STRICT
        },
    )
    .unwrap();
    assert_eq!(pos.legal_steps().len(), 8);
    assert!(!pos.has_unguarded_trap_pieces());
}

#[test]
fn a_crowded_board_generates_without_overflow() {
    // 32 gold rabbits on ranks 1-4, 16 silver rabbits on ranks 7-8: only the eight rank-4
    // rabbits can step (north to rank 5).
    let mut pieces = Vec::new();
    let names: Vec<String> = (1..=8)
        .flat_map(|r| "abcdefgh".chars().map(move |f| format!("{f}{r}")))
        .collect();
    for name in &names {
        let rank = name[1..].parse::<u32>().unwrap();
        if rank <= 4 {
            pieces.push((name.as_str(), 'R'));
        } else if rank >= 7 {
            pieces.push((name.as_str(), 'r'));
        }
    }
    let pos = Position::from_short_with(&short(&pieces), PositionOptions::RELAXED).unwrap();
    assert_eq!(pos.legal_steps().len(), 8);
    assert!(pos.count_moves() > 8);
}

#[test]
fn a_resting_unguarded_piece_is_captured_by_the_first_step_and_restored_by_undo() {
    let pos =
        Position::from_short_with(&nine_rabbits_and_cat_on_c6(), PositionOptions::RELAXED).unwrap();
    let mut p = pos.clone();
    let played = p.play_step(&"Rh1w".parse().unwrap()).unwrap();
    // The step itself captured nothing near h1; the resting cat was captured on c6.
    assert_eq!(played.capture, None);
    assert_eq!(p.piece_at(sq("c6")), None);
    assert_eq!(
        p.settled_captures().collect::<Vec<_>>(),
        vec![Capture {
            piece: piece('c'),
            square: sq("c6")
        }]
    );
    assert!(!p.has_unguarded_trap_pieces());
    // A second step does not settle again; undoing it keeps the cat captured.
    p.play_step(&"Rg1n".parse().unwrap()).unwrap_err();
    p.play_step(&"Rg1e".parse().unwrap()).unwrap();
    p.undo_step().unwrap();
    assert_eq!(p.piece_at(sq("c6")), None);
    // Undoing the first step puts the cat back.
    p.undo_step().unwrap();
    assert_eq!(p, pos);
    assert_eq!(p.piece_at(sq("c6")), Some(piece('c')));
    assert!(p.has_unguarded_trap_pieces());
    // After a whole move the next side starts from a settled board.
    let after = pos.play_text("Rh1w").unwrap();
    assert_eq!(after.piece_at(sq("c6")), None);
    assert!(!after.has_unguarded_trap_pieces());
    assert_eq!(after.settled_captures().count(), 0);
}

#[test]
fn every_trap_and_both_colours_are_checked_after_the_first_step() {
    // Gold rabbit alone on f3, silver dog alone on c6, silver horse alone on f6; gold
    // elephant e1 (not next to any trap); silver rabbit h8 so silver has a rabbit.
    let text = short(&[
        ("f3", 'R'),
        ("c6", 'd'),
        ("f6", 'h'),
        ("e1", 'E'),
        ("h8", 'r'),
    ]);
    let pos = Position::from_short_with(&text, PositionOptions::RELAXED).unwrap();
    let mut p = pos.clone();
    p.play_step(&"Ee1w".parse().unwrap()).unwrap();
    let mut captured: Vec<Square> = p.settled_captures().map(|c| c.square).collect();
    captured.sort_by_key(|s| s.index());
    assert_eq!(captured, vec![sq("f3"), sq("c6"), sq("f6")]);
    p.undo_step();
    assert_eq!(p, pos);
}

#[test]
fn a_step_that_guards_the_piece_saves_it_and_the_piece_itself_may_leave() {
    // Gold rabbit alone on c3, gold elephant on b4: Eb4s lands on b3, next to c3.
    let text = short(&[("c3", 'R'), ("b4", 'E'), ("h8", 'r')]);
    let pos = Position::from_short_with(&text, PositionOptions::RELAXED).unwrap();
    let mut p = pos.clone();
    p.play_step(&"Eb4s".parse().unwrap()).unwrap();
    assert_eq!(p.piece_at(sq("c3")), Some(piece('R')));
    assert_eq!(p.settled_captures().count(), 0);
    // The guard leaves again: the ordinary rule captures the rabbit on that step.
    let again = p.play_step(&"Eb3w".parse().unwrap()).unwrap();
    assert_eq!(
        again.capture,
        Some(Capture {
            piece: piece('R'),
            square: sq("c3")
        })
    );
    // The trap piece itself steps off: nothing is captured.
    let mut q = pos.clone();
    q.play_step(&"Rc3n".parse().unwrap()).unwrap();
    assert_eq!(q.piece_at(sq("c4")), Some(piece('R')));
    assert_eq!(q.board().count(piece('R')), 1);
}

/// Gold rabbits a1 and c3 (alone on the trap), silver rabbit a2 and silver cat c4 (which
/// freezes the c3 rabbit). Gold's only mobile piece is the a1 rabbit (it can neither push
/// nor pull), and its first step captures the c3 rabbit. Its destinations in 1-4 steps
/// north/east/west, with a2 and c4 occupied and stopping when frozen next to the cat:
/// a1 (b1 and back: the board changed, the c3 rabbit is gone), b1, c1, d1, e1, b2, c2, d2,
/// b3, b4, a3, and stepping onto the now empty trap c3 (captured): 12 distinct boards.
fn rabbit_and_resting_rabbit() -> Position {
    let text = short(&[("a1", 'R'), ("c3", 'R'), ("a2", 'r'), ("c4", 'c')]);
    Position::from_short_with(&text, PositionOptions::RELAXED).unwrap()
}

#[test]
fn unique_moves_of_a_relaxed_position_are_hand_counted() {
    let pos = rabbit_and_resting_rabbit();
    assert_eq!(pos.count_moves(), 12);
    let moves = pos.legal_moves();
    assert_eq!(moves.len(), 12);
    for m in &moves {
        let after = pos.play(m).unwrap();
        assert_eq!(after.piece_at(sq("c3")), None, "{m}");
    }
    // Going there and back is a move here: the capture changed the board.
    let back = pos.play_text("Ra1e Rb1w").unwrap();
    assert_eq!(back.piece_at(sq("a1")), Some(piece('R')));
    assert_eq!(back.board().count(piece('R')), 1);
    assert_eq!(pos.perft(1), 12);
}

#[test]
fn without_the_resting_piece_the_same_walk_is_no_change() {
    // The control: the same board without the c3 rabbit is a legal game board, and
    // there-and-back is refused as no change.
    let mut board = rabbit_and_resting_rabbit().board().clone();
    board.set(sq("c3"), None);
    let pos = Position::new(board, Color::Gold).unwrap();
    assert_eq!(
        pos.play_text("Ra1e Rb1w").unwrap_err().to_string(),
        arimaa_rules::PlayError::Move(MoveError::NoChange).to_string()
    );
    // A frozen piece stays frozen in an relaxed position.
    let relaxed = rabbit_and_resting_rabbit();
    assert!(matches!(
        relaxed.check_step(&"Rc3n".parse().unwrap()),
        Err(StepError::Occupied { .. })
    ));
    assert!(matches!(
        relaxed.check_step(&"Rc3w".parse().unwrap()),
        Err(StepError::Frozen { .. })
    ));
}

#[test]
fn from_str_reads_the_short_form_and_the_diagram() {
    let standard = Position::standard();
    assert_eq!(standard.to_short().parse::<Position>().unwrap(), standard);
    assert_eq!(standard.to_diagram().parse::<Position>().unwrap(), standard);
    let err = "g [".parse::<Position>().unwrap_err();
    assert_eq!(err, Position::from_short("g [").unwrap_err());
}
