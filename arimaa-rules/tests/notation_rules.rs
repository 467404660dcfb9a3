//! The white-space rule of the notation (module docs of `arimaa_rules::notation`), turns
//! parsed by the core, and the bound on the move number (no wrap).
//!
//! Expected columns are counted by hand in the literal texts (1-based bytes); expected
//! move numbers follow the rules' numbering (the number goes up after each silver move).

use arimaa_rules::{
    Capture, Color, Move, NotatedMove, Outcome, Piece, Placement, Position, Setup, Square, Step,
    Turn, TurnLabel,
};
use proptest::prelude::*;

const STANDARD: &str = "[rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]";

#[test]
fn a_single_token_with_white_space_around_is_the_token() {
    let step: Step = "Ed2n".parse().unwrap();
    for text in [" Ed2n", "Ed2n ", "\tEd2n\r\n", "  Ed2n  "] {
        assert_eq!(text.parse::<Step>(), Ok(step), "{text:?}");
    }
    assert_eq!(" rc3x".parse::<Capture>(), "rc3x".parse::<Capture>());
    assert_eq!(" Ra1\n".parse::<Placement>(), "Ra1".parse::<Placement>());
    assert_eq!(" 12s ".parse::<TurnLabel>(), "12s".parse::<TurnLabel>());
    assert_eq!(" e4".parse::<Square>(), "e4".parse::<Square>());
    assert_eq!(" E ".parse::<Piece>(), "E".parse::<Piece>());
    assert_eq!(" s".parse::<Color>(), Ok(Color::Silver));
    assert_eq!(" gg\n".parse::<Outcome>(), "gg".parse::<Outcome>());
    assert_eq!(" Ed2n Ed3n ".parse::<Move>(), "Ed2n Ed3n".parse::<Move>());
}

#[test]
fn only_ascii_white_space_is_white_space() {
    // A no-break space (U+00A0, two bytes) is not white space: the step starts at column 1
    // with a byte that is no piece letter.
    let err = "\u{a0}Ed2n".parse::<Step>().unwrap_err();
    assert_eq!(err.column, 1);
    assert!("Ed2n\u{a0}".parse::<Step>().is_err());
}

#[test]
fn columns_count_in_the_callers_text() {
    // "  Ed2q": the bad direction q is the sixth byte.
    let err = "  Ed2q".parse::<Step>().unwrap_err();
    assert_eq!((err.column, err.expected), (6, "a direction n, s, e or w"));
    // " Ed9n": the bad square starts at byte 3 (the d).
    assert_eq!(" Ed9n".parse::<Step>().unwrap_err().column, 3);
    // "\tEd2n  Ed3x": the capture token Ed3x (not a piece on a trap: d3 is no trap) starts
    // at byte 8, its square at byte 9.
    let err = "\tEd2n  Ed3x".parse::<NotatedMove>().unwrap_err();
    assert_eq!(err.column, 9);
    // An empty text after the white space: the error is where the text ends.
    assert_eq!("   ".parse::<Step>().unwrap_err().column, 4);
}

#[test]
fn turns_parse_in_the_core() {
    let mv = "Ee2n Ee3n".parse::<Turn>().unwrap();
    assert_eq!(mv, Turn::Move("Ee2n Ee3n".parse().unwrap()));
    let captures = "Md2n Cc2n Md3n Cc3x".parse::<Turn>().unwrap();
    assert_eq!(captures.to_string(), "Md2n Cc2n Md3n Cc3x");
    let setup = Setup::standard(Color::Gold);
    assert_eq!(setup.to_string().parse::<Turn>(), Ok(Turn::Setup(setup)));
    assert_eq!(
        format!("  {setup}\r\n").parse::<Turn>(),
        Ok(Turn::Setup(setup))
    );
    // A bad setup reports the setup parser's place (it read further than the move's):
    // "Ra1 Rb1 Rc9": the square c9 starts at byte 10.
    let err = "Ra1 Rb1 Rc9".parse::<Turn>().unwrap_err();
    assert_eq!((err.column, err.expected), (10, "a square a1-h8"));
    // A bad move reports the move parser's: "Ee2n Ee3q": q is byte 9.
    let err = "Ee2n Ee3q".parse::<Turn>().unwrap_err();
    assert_eq!((err.column, err.expected), (9, "a direction n, s, e or w"));
    assert!("".parse::<Turn>().is_err());
}

#[test]
fn the_move_number_is_bounded_when_parsed() {
    let max = Position::MAX_MOVE_NUMBER;
    let p = Position::from_short(&format!("{max}s {STANDARD}")).unwrap();
    assert_eq!(p.move_number(), 1_000_000);
    for number in ["1000001", "4294967295", "99999999999"] {
        let text = format!("  {number}s {STANDARD}");
        let err = Position::from_short(&text).unwrap_err();
        assert_eq!(err.column, 3, "{text}");
        assert_eq!(err.expected, "a move number of at most 1000000");
        assert_eq!(err.found, number);
    }
    // The diagram's move line: line 1, column 2 after one space.
    let diagram = Position::standard()
        .to_diagram()
        .replacen("2g", " 1000001g", 1);
    let err = Position::from_diagram(&diagram).unwrap_err();
    assert_eq!((err.line, err.column), (Some(1), 2));
    let err = "1000001g".parse::<TurnLabel>().unwrap_err();
    assert_eq!(err.column, 1);
    assert_eq!(
        "1000000g".parse::<TurnLabel>().unwrap().number,
        Position::MAX_MOVE_NUMBER
    );
}

#[test]
fn the_move_number_never_wraps() {
    let mut p = Position::from_short(&format!("s {STANDARD}")).unwrap();
    p.set_move_number(u32::MAX);
    let p = p.play(&"ed7s".parse().unwrap()).unwrap();
    assert_eq!((p.side_to_move(), p.move_number()), (Color::Gold, u32::MAX));
}

#[test]
fn a_short_form_among_blank_lines_names_its_line() {
    let text = format!("\n\n  g {}\n", STANDARD.replace('d', "Z"));
    let err = text.parse::<Position>().unwrap_err();
    // "  g [rrrrrrrrZ": the Z is byte 14 of line 3.
    assert_eq!((err.line, err.column), (Some(3), 14));
    let ok = format!("\r\n g {STANDARD}\r\n\r\n")
        .parse::<Position>()
        .unwrap();
    assert_eq!(ok, Position::standard());
}

proptest! {
    /// From the largest accepted move number, random legal moves count up by one after
    /// each silver move and never wrap.
    #[test]
    fn play_from_the_largest_accepted_number(choices in prop::collection::vec(any::<prop::sample::Index>(), 1..12)) {
        let mut p = Position::from_short(&format!("{}g {STANDARD}", Position::MAX_MOVE_NUMBER)).unwrap();
        let mut silver_moves = 0u32;
        for choice in choices {
            let moves = p.legal_moves();
            if moves.is_empty() || p.outcome_after_move().is_some() {
                break;
            }
            let side = p.side_to_move();
            p = p.play(&moves[choice.index(moves.len())]).unwrap();
            if side == Color::Silver {
                silver_moves += 1;
            }
            prop_assert_eq!(p.move_number(), Position::MAX_MOVE_NUMBER + silver_moves);
        }
    }
}
