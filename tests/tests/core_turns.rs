//! The accessors of moves and setups, with values read off the notation itself (a move is
//! one to four steps written in order, arimaa.com notation; a setup places one to sixteen
//! pieces).

use arimaa_rules::{Color, Move, Piece, PieceKind, Setup, Square, Step};

fn step(text: &str) -> Step {
    text.parse().unwrap()
}

#[test]
fn move_get_returns_the_steps_in_the_order_written() {
    let mv: Move = "Ed2n Ed3n rd4n Ed4n".parse().unwrap();
    let written = ["Ed2n", "Ed3n", "rd4n", "Ed4n"];
    for (i, text) in written.iter().enumerate() {
        assert_eq!(mv.get(i), Some(step(text)), "step {}", i);
    }
    // Past the fourth step (the most a move has) there is none.
    assert_eq!(mv.get(4), None);
    assert_eq!(mv.get(usize::MAX), None);

    let short: Move = "Ee2n Ee3w".parse().unwrap();
    assert_eq!(short.get(0), Some(step("Ee2n")));
    assert_eq!(short.get(1), Some(step("Ee3w")));
    assert_eq!(short.get(2), None, "a two-step move has no third step");
    assert_eq!(short.get(3), None);

    // After a pop the step removed is gone from `get` as well.
    let mut m = mv;
    assert_eq!(m.pop(), Some(step("Ed4n")));
    assert_eq!(m.get(3), None);
    assert_eq!(m.get(2), Some(step("rd4n")));
    assert_eq!(Move::new().get(0), None, "an empty move");
}

#[test]
fn a_setup_is_never_empty() {
    let one: Setup = "Ra1".parse().unwrap();
    assert_eq!(one.len(), 1);
    assert!(!one.is_empty());
    let placements: Vec<_> = one.placements().collect();
    assert_eq!(placements.len(), 1);
    assert_eq!(
        placements[0].piece,
        Piece::new(Color::Gold, PieceKind::Rabbit)
    );
    assert_eq!(placements[0].square, "a1".parse::<Square>().unwrap());

    let full = Setup::standard(Color::Silver);
    assert_eq!(full.len(), 16);
    assert!(!full.is_empty());
}

/// A move's debug form wraps its notation (steps in order, single spaces).
#[test]
fn a_move_debugs_as_its_notation() {
    let mv: Move = "Ed2n Ed3n rd4n Ed4n".parse().unwrap();
    assert_eq!(format!("{mv:?}"), "Move(\"Ed2n Ed3n rd4n Ed4n\")");
    assert_eq!(format!("{:?}", Move::new()), "Move(\"\")");
}

/// A setup holds one to sixteen placements (official rules, "Setup": 16 pieces a side):
/// sixteen, the full set, and one are accepted; seventeen are too many.
#[test]
fn a_setup_of_sixteen_placements_is_not_too_many() {
    let full: Vec<_> = Setup::standard(Color::Gold).placements().collect();
    assert_eq!(full.len(), 16);
    assert_eq!(Setup::try_new(&full).map(|s| s.len()), Ok(16));
    assert_eq!(Setup::try_new(&full[..1]).map(|s| s.len()), Ok(1));
    let mut more = full.clone();
    more.push(full[0]);
    assert_eq!(
        Setup::try_new(&more),
        Err(arimaa_rules::SetupError::TooManyPlacements { count: 17 })
    );
}
