//! Property tests (proptest) over the same invariants the fuzz targets check, with
//! generated inputs instead of fuzzed ones: random legal games (generator and checker
//! agree, incremental hash equals hash from scratch, undo restores, piece counts never
//! grow, no unguarded piece stays on a trap, move notation round-trips, every generated
//! move is accepted and the moves played are generated), notation round trips of
//! generated values, and parsers fed notation-like noise.
//!
//! Case counts are kept small so the suite takes a few seconds on two cores; raise them
//! with `PROPTEST_CASES=1000 cargo test -p arimaa-tests --test properties`.

use arimaa_rules::{
    Color, Direction, Move, Outcome, Piece, Placement, Setup, Square, Step, Termination,
};
use arimaa_tests::checks::{move_text, notation, positions, random_game, records};
use proptest::prelude::*;

/// A step of any piece from any square in any direction that stays on the board.
fn any_step() -> impl Strategy<Value = Step> {
    (0usize..12, 0u8..64, 0usize..4).prop_filter_map("off the board", |(p, sq, d)| {
        Step::new(
            Piece::from_index(p).expect("12 pieces"),
            Square::new(sq).expect("64 squares"),
            Direction::ALL[d],
        )
    })
}

/// Text made of notation characters, so that parsers get past their first byte.
fn notation_noise() -> impl Strategy<Value = String> {
    proptest::string::string_regex(
        "[RCDHMErcdhmeabcdefgh12345678nsewxgsbw \\[\\]|+.:\\-\n\t]{0,120}",
    )
    .expect("valid regex")
}

/// `default` cases, or the number in `PROPTEST_CASES` when set.
fn cases(default: u32) -> ProptestConfig {
    let n = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default);
    ProptestConfig::with_cases(n)
}

proptest! {
    #![proptest_config(cases(32))]

    /// Random legal games from the standard opening, random setups and random boards
    /// (the first byte picks; see `checks::random_game`) keep every invariant.
    #[test]
    fn random_games_keep_every_invariant(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        random_game::check_random_game(&bytes);
    }
}

proptest! {
    #![proptest_config(cases(256))]

    /// A step prints as piece, square, direction and parses back to itself.
    #[test]
    fn steps_round_trip(step in any_step()) {
        let text = step.to_string();
        prop_assert_eq!(text.len(), 4);
        prop_assert_eq!(notation::round_trip::<Step>(&text, "step", true), Some(step));
        notation::check_notation(text.as_bytes());
    }

    /// A move of 1-4 steps prints as its steps and parses back to itself.
    #[test]
    fn moves_round_trip(steps in prop::collection::vec(any_step(), 1..=4)) {
        let mv = Move::from_steps(&steps).expect("at most four steps");
        let text = mv.to_string();
        prop_assert_eq!(notation::round_trip::<Move>(&text, "move", false), Some(mv));
        notation::check_notation(text.as_bytes());
    }

    /// A setup of 1-16 placements prints as its placements and parses back to itself.
    #[test]
    fn setups_round_trip(cells in prop::collection::vec((0usize..12, 0u8..64), 1..=16)) {
        let placements: Vec<Placement> = cells
            .iter()
            .map(|&(p, sq)| Placement {
                piece: Piece::from_index(p).expect("12 pieces"),
                square: Square::new(sq).expect("64 squares"),
            })
            .collect();
        let setup = Setup::new(&placements).expect("1-16 placements");
        let text = setup.to_string();
        prop_assert_eq!(notation::round_trip::<Setup>(&text, "setup", false), Some(setup));
    }

    /// A result prints as winner and termination letters and parses back to itself.
    #[test]
    fn results_round_trip(gold in any::<bool>(), t in 0usize..Termination::ALL.len()) {
        let outcome = Outcome::win(if gold { Color::Gold } else { Color::Silver }, Termination::ALL[t]);
        let text = outcome.to_string();
        prop_assert_eq!(notation::round_trip::<Outcome>(&text, "result", true), Some(outcome));
    }

    /// Notation-like noise never breaks a parser: each refuses it with an error or
    /// accepts something that round-trips.
    #[test]
    fn parsers_survive_notation_noise(text in notation_noise()) {
        let bytes = text.as_bytes();
        notation::check_notation(bytes);
        positions::check_short_form(bytes);
        positions::check_diagram(bytes);
        move_text::check_move_text(bytes);
        records::check_game_record(bytes);
        records::check_archive(bytes);
    }
}
