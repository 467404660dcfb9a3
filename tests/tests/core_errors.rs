//! Errors name what broke: a refused step of a move is named with its index and the step
//! itself, whichever way the move reaches the core (text, or a `Move` value); values that
//! cannot be built are refused by the core with the rule of a move or setup.

use arimaa_rules::Refusal;
use arimaa_rules::{
    Color, Direction, Move, MoveError, Piece, PieceKind, PlayError, Position, Setup, SetupError,
    Square, Step, StepError,
};

/// The usual opening (AEI `BASIC_SETUP`): gold's rank 2 is `D H C M E C H D`, so the gold
/// rabbit on a1 cannot step north onto the gold dog on a2.
fn occupied_a2() -> MoveError {
    MoveError::Step {
        index: 1,
        step: "Ra1n".parse().unwrap(),
        error: StepError::Occupied {
            square: sq("a2"),
            by: Piece::new(Color::Gold, PieceKind::Dog),
        },
    }
}

#[test]
fn a_refused_step_is_named_from_text_and_from_a_move() {
    let pos = Position::standard();
    let err = pos.play_text("Ee2n Ra1n").unwrap_err();
    assert_eq!(err, PlayError::Move(occupied_a2()));
    assert_eq!(
        err.to_string(),
        "step 2 (Ra1n): occupied: a2 is occupied by the gold dog"
    );
    let mv: Move = "Ee2n Ra1n".parse().unwrap();
    assert_eq!(pos.play(&mv).unwrap_err(), occupied_a2());
    // Silver's elephant steps next to gold's (on e6), then into it.
    let after = pos.play_text("Ee2n Ee3n Ee4n Ee5n").unwrap();
    let err = after.play_text("ed7s ed6e").unwrap_err();
    let PlayError::Move(MoveError::Step { index, step, error }) = err else {
        panic!("{err:?}")
    };
    assert_eq!(
        (index, step.to_string(), error.rule().name()),
        (1, "ed6e".into(), "occupied")
    );
}

#[test]
fn values_that_cannot_be_built_are_refused_with_a_rule() {
    let rabbit = Piece::new(Color::Gold, PieceKind::Rabbit);
    assert_eq!(
        Step::try_new(rabbit, sq("h8"), Direction::East),
        Err(StepError::OffBoard {
            square: sq("h8"),
            direction: Direction::East
        })
    );
    let e2n: Step = "Ee2n".parse().unwrap();
    let err = Move::try_from_steps(&[e2n; 5]).unwrap_err();
    assert_eq!(
        err,
        MoveError::Step {
            index: 4,
            step: e2n,
            error: StepError::TooManySteps
        }
    );
    assert_eq!(Move::try_from_steps(&[]), Err(MoveError::Empty));
    assert_eq!(Setup::try_new(&[]), Err(SetupError::Empty));
    let full: Vec<_> = Setup::standard(Color::Silver).placements().collect();
    assert_eq!(
        Setup::try_new(&[full.as_slice(), &full[..1]].concat())
            .unwrap_err()
            .rule()
            .name(),
        "too_many_placements"
    );
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// A text played during the setup phase that is no setup is a notation error unless it
/// has more than the sixteen placements of a full set (official rules, "Setup": each side
/// places its 16 pieces); only ASCII white space separates tokens (notation docs, "White
/// space").
#[test]
fn a_setup_text_is_too_many_placements_only_past_sixteen_placements() {
    use arimaa_rules::{Game, Rule};
    let full = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2";
    // Sixteen placements and a seventeenth: too many.
    let err = Game::new().play_text(&format!("{full} Ra1")).unwrap_err();
    assert_eq!(
        err,
        PlayError::Setup(SetupError::TooManyPlacements { count: 17 })
    );
    // Sixteen placements and a seventeenth token that is no placement: a notation error
    // at the square a9, column 66 (the sixteen take 63 bytes, then a space and the R).
    let err = Game::new().play_text(&format!("{full} Ra9")).unwrap_err();
    assert_eq!(err.rule(), Rule::Notation, "{err:?}");
    let PlayError::Notation(n) = err else {
        panic!("{err:?}")
    };
    assert_eq!(n.column, 66);
    // Sixteen placements, the last two joined by an ideographic space (U+3000, white
    // space for Unicode, not for the notation): a notation error, not sixteen placements
    // counted as too many.
    let joined = full.replace("Hg2 Dh2", "Hg2\u{3000}Dh2");
    let err = Game::new().play_text(&joined).unwrap_err();
    assert_eq!(err.rule(), Rule::Notation, "{err:?}");
}
