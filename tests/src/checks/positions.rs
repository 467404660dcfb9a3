//! The two position formats of AEI: the short form `g [<64 squares>]` and the long
//! diagram. Whatever parses must be a position that can occur in a game (piece counts
//! within the full set, no unguarded piece on a trap), must round-trip through both
//! formats, and must pass every per-position invariant ([`super::invariants`]).

use arimaa_rules::{Color, PieceKind, Position};

use super::invariants::{check_position, check_text_forms, piece_counts};
use super::notation::check_error_column;

/// Panics unless `pos` is a position a game can reach: no more pieces of a kind than the
/// full set, at the start of a move, and every per-position invariant holds.
pub fn check_parsed_position(pos: &Position, source: &str) {
    let counts = piece_counts(pos.board());
    for color in Color::ALL {
        for kind in PieceKind::ALL {
            let piece = arimaa_rules::Piece::new(color, kind);
            assert!(
                counts[piece.index()] <= kind.full_count(),
                "{:?} parses to a board with {} of {}",
                source,
                counts[piece.index()],
                piece.describe()
            );
        }
    }
    assert!(pos.at_move_start(), "{:?} parses to a partial move", source);
    check_position(pos);
    check_text_forms(pos);
}

/// The check of fuzz target `short_form`: `Position::from_short` on the input (and on
/// each line of it).
pub fn check_short_form(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(super::bounded(data)) else {
        return;
    };
    short_form(text);
    for line in text.lines().take(8) {
        short_form(line);
    }
}

fn short_form(text: &str) {
    match Position::from_short(text) {
        Ok(pos) => {
            check_parsed_position(&pos, text);
            let diagram = Position::from_diagram(&pos.to_diagram()).expect("checked above");
            assert_eq!(
                diagram, pos,
                "short form and diagram disagree on {:?}",
                text
            );
        }
        Err(e) => check_error_column(&e, text, "short form"),
    }
}

/// The check of fuzz target `diagram`: `Position::from_diagram` on the input.
pub fn check_diagram(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(super::bounded(data)) else {
        return;
    };
    match Position::from_diagram(text) {
        Ok(pos) => {
            check_parsed_position(&pos, text);
            let short = Position::from_short(&pos.to_short()).expect("checked above");
            assert_eq!(short, pos, "diagram and short form disagree on:\n{}", text);
        }
        Err(e) => {
            let lines = text.lines().count() as u32;
            if let Some(line) = e.line {
                assert!(
                    line >= 1 && line <= lines + 1,
                    "diagram error on line {} of a {}-line text: {}",
                    line,
                    lines,
                    e
                );
            }
            assert!(e.column >= 1, "diagram error column 0: {}", e);
        }
    }
}
