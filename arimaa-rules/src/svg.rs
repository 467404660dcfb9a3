//! A picture of a position as SVG, the same for every consumer (the CLI's export, Python's
//! `_repr_svg_` in Jupyter, the C API).
//!
//! The board is 8×8 squares of 50 units with a 20-unit margin for the coordinates
//! (files a–h below, ranks 1–8 at the left, rank 8 at the top, as gold sees the board).
//! Trap squares are shaded; each piece is a disc (gold or silver) with its letter.
//! Pieces that are frozen get a dashed outline.

use alloc::string::String;
use core::fmt::Write;

use crate::{Color, Position, Square};

const CELL: u32 = 50;
const MARGIN: u32 = 20;

/// Renders `pos` as a standalone SVG document (UTF-8 text, 440×440 user units, no
/// external resources). Deterministic: the same position gives the same bytes.
///
/// ```
/// use arimaa_rules::{Position, svg};
/// let svg = svg::position_svg(&Position::standard());
/// assert!(svg.starts_with("<svg"));
/// assert_eq!(svg.matches("<circle").count(), 32);
/// ```
pub fn position_svg(pos: &Position) -> String {
    let size = 8 * CELL + 2 * MARGIN;
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" width="{size}" height="{size}" font-family="sans-serif">"#
    );
    let _ = write!(
        s,
        r##"<rect width="{size}" height="{size}" fill="#f4ecd8"/>"##
    );
    for sq in Square::all() {
        let (x, y) = corner(sq);
        let fill = if sq.is_trap() {
            "#c9a27e"
        } else if (sq.file() + sq.rank()) % 2 == 0 {
            "#e8dcc0"
        } else {
            "#f7f0de"
        };
        let _ = write!(
            s,
            r##"<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#8b7355" stroke-width="0.5"/>"##
        );
        if sq.is_trap() && pos.piece_at(sq).is_none() {
            let (cx, cy) = (x + CELL / 2, y + CELL / 2);
            let _ = write!(
                s,
                r##"<path d="M{} {} l14 14 M{} {} l-14 14" stroke="#7a4e2d" stroke-width="2"/>"##,
                cx - 7,
                cy - 7,
                cx + 7,
                cy - 7
            );
        }
    }
    for (i, c) in "abcdefgh".chars().enumerate() {
        let x = MARGIN + i as u32 * CELL + CELL / 2;
        let _ = write!(
            s,
            r#"<text x="{x}" y="{}" font-size="12" text-anchor="middle">{c}</text>"#,
            size - 5
        );
    }
    for rank in 0..8u32 {
        let y = MARGIN + (7 - rank) * CELL + CELL / 2 + 4;
        let _ = write!(
            s,
            r#"<text x="10" y="{y}" font-size="12" text-anchor="middle">{}</text>"#,
            rank + 1
        );
    }
    for (sq, piece) in pos.board().iter() {
        let (x, y) = corner(sq);
        let (cx, cy) = (x + CELL / 2, y + CELL / 2);
        let (fill, ink) = match piece.color {
            Color::Gold => ("#e6b422", "#3b2a00"),
            Color::Silver => ("#b8bcc4", "#1f2430"),
        };
        let dash = if pos.is_frozen(sq) {
            r#" stroke-dasharray="4 3""#
        } else {
            ""
        };
        let _ = write!(
            s,
            r#"<circle cx="{cx}" cy="{cy}" r="20" fill="{fill}" stroke="{ink}" stroke-width="2"{dash}/>"#
        );
        let _ = write!(
            s,
            r#"<text x="{cx}" y="{}" font-size="22" font-weight="bold" text-anchor="middle" fill="{ink}">{}</text>"#,
            cy + 8,
            piece.char()
        );
    }
    s.push_str("</svg>");
    s
}

/// The top-left corner of `sq` in SVG units (rank 8 at the top).
fn corner(sq: Square) -> (u32, u32) {
    (
        MARGIN + sq.file() as u32 * CELL,
        MARGIN + (7 - sq.rank() as u32) * CELL,
    )
}
