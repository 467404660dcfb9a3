//! A picture of a position as SVG, the same for every consumer (the CLI's `show --format
//! svg`, Python's `arimaa.svg.board` and `_repr_svg_` in Jupyter, the C API's
//! `arimaa_position_svg`).
//!
//! The board is 8×8 squares of 50 units with a 20-unit margin for the coordinates (files
//! a–h below, ranks 1–8 at the left). Unflipped, rank 8 is at the top and a1 at the bottom
//! left, as gold sees the board; [`SvgOptions::flipped`] turns the board by 180° (silver's
//! view: a8 at the bottom right). Trap squares (c3, f3, c6, f6) are shaded and, when empty,
//! crossed; each piece is a disc of its side's colour with its animal on it (gold's dark,
//! silver's white and outlined; the drawings are in [`PieceStyle`]'s module, written once
//! per picture in its `<defs>`), or with its notation letter ([`PieceStyle::Letters`]).
//!
//! Options, after python-chess's `chess.svg.board`: the last move's steps as arrows (a
//! pushed or pulled enemy piece's step dashed in its own colour, pieces captured by the
//! move marked on their trap), extra arrows, square fills, the flip, the size in pixels,
//! the coordinates, a marking of frozen pieces and the pieces' style (animals or letters).
//!
//! Every element carries a class (and squares a `data-square`), so a test or a style sheet
//! can find it: `square`/`square trap`, `trap-mark`, `fill`, `coord file`/`coord rank`,
//! `piece gold elephant` (plus `frozen`; its animal a `<use href="#arimaa-elephant">`),
//! `capture`, `arrow step`/`arrow push`/`arrow pull` (the last move, with `data-step`),
//! `arrow` (extra arrows); arrows carry `data-from` and `data-to`. The output is
//! deterministic: the same input gives the same bytes.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write};

pub use crate::error::LastMoveError;
use crate::error::MoveError;
use crate::{HistoryEntry, NotatedMove, PlayedStep, Position, Square, Step, StepKind, Turn};

mod pieces;

pub use pieces::PieceStyle;
use pieces::{Kinds, Scale, inks, write_defs, write_figure};

const CELL: u32 = 50;
const MARGIN: u32 = 20;
const FULL: u32 = 8 * CELL + 2 * MARGIN;

/// The default colour of [`Arrow`]s (a green, as python-chess).
pub const ARROW_COLOR: &str = "#15781b";
/// The colour of a friendly piece's step of the last move.
pub const STEP_COLOR: &str = "#1d5fbf";
/// The colour of a pushed enemy piece's step of the last move.
pub const PUSH_COLOR: &str = "#c62828";
/// The colour of a pulled enemy piece's step of the last move.
pub const PULL_COLOR: &str = "#7b1fa2";

/// An extra arrow from one square to another (any two squares; equal squares give a ring).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Arrow {
    /// Where the arrow starts (the centre of this square).
    pub from: Square,
    /// Where the arrow points (the centre of this square).
    pub to: Square,
    /// Any SVG/CSS colour (`#15781b`, `red`, `rgba(0,0,0,0.5)`); written escaped.
    pub color: String,
}

impl Arrow {
    /// An arrow in the default colour [`ARROW_COLOR`].
    pub fn new(from: Square, to: Square) -> Arrow {
        Arrow {
            from,
            to,
            color: String::from(ARROW_COLOR),
        }
    }
}

/// The steps of the move that led to the position shown, with their kinds (plain step,
/// push, pull) and captures: drawn as arrows and capture marks.
///
/// Build it from the position before the move ([`LastMove::replay`], exact) or from the
/// position after it and the move with its capture tokens ([`LastMove::ending_at`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct LastMove {
    steps: Vec<PlayedStep>,
}

impl LastMove {
    /// The steps as played (kinds and captures as [`Position::play_step`] reports them).
    pub fn from_played(steps: Vec<PlayedStep>) -> LastMove {
        LastMove { steps }
    }

    /// The steps of `m` played from `before` (capture tokens, if written, are checked).
    ///
    /// # Errors
    /// The [`MoveError`] of the first illegal step, a wrong capture token, or a move that
    /// cannot end ([`Position::can_end_move`]).
    ///
    /// ```
    /// use arimaa_rules::{Position, StepKind, svg::LastMove};
    /// let last = LastMove::replay(&Position::standard(), &"Ee2n Ee3n".parse().unwrap()).unwrap();
    /// assert_eq!(last.steps().len(), 2);
    /// assert!(last.steps().iter().all(|p| p.kind == StepKind::Plain));
    /// ```
    pub fn replay(before: &Position, m: &NotatedMove) -> Result<LastMove, MoveError> {
        Ok(LastMove::of(&played(before, m)?))
    }

    /// The steps played so far in `p`'s current move ([`Position::played_steps`]), with
    /// their kinds and captures: a move in progress, drawn as the last move's arrows (a
    /// push not yet completed dashed in [`PUSH_COLOR`], a pull in [`PULL_COLOR`]). Empty
    /// when no step is taken. A board showing a move being entered draws it so (the npm
    /// package's `Position.svg({ moveInProgress: true })`).
    ///
    /// ```
    /// use arimaa_rules::{Position, StepKind, svg::LastMove};
    /// let mut p = Position::standard();
    /// p.play_step(&"Ee2n".parse().unwrap()).unwrap();
    /// let last = LastMove::in_progress(&p);
    /// assert_eq!(last.steps().len(), 1);
    /// assert_eq!(last.steps()[0].kind, StepKind::Plain);
    /// assert!(LastMove::in_progress(&Position::standard()).steps().is_empty());
    /// ```
    pub fn in_progress(p: &Position) -> LastMove {
        LastMove::of(p)
    }

    /// The steps played so far in `p`'s current move.
    fn of(p: &Position) -> LastMove {
        LastMove {
            steps: p.played_steps().collect(),
        }
    }

    /// The move `m` that ended on `after` (the side that played it is the one not to move
    /// in `after`). `m` must carry its capture tokens (`rc6x`, as records and
    /// `Game::history` write them): the position before is rebuilt by undoing the steps
    /// and restoring the captured pieces, then the move is replayed from it and must give
    /// the board of `after`.
    ///
    /// # Errors
    /// [`LastMoveError`]: a step whose piece is not where the move left it, a capture's
    /// trap taken, a rebuilt board that is no position, an illegal move, or a replay that
    /// ends on another board.
    ///
    /// ```
    /// use arimaa_rules::{Position, svg::LastMove};
    /// let after = Position::standard().play_text("Ee2n Ee3n").unwrap();
    /// let last = LastMove::ending_at(&after, &"Ee2n Ee3n".parse().unwrap()).unwrap();
    /// assert_eq!(last.steps()[1].step.to().to_string(), "e4");
    /// assert!(LastMove::ending_at(&after, &"Md2n".parse().unwrap()).is_err());
    /// ```
    pub fn ending_at(after: &Position, m: &NotatedMove) -> Result<LastMove, LastMoveError> {
        let mut board = after.board().clone();
        let steps: Vec<Step> = m.mv.steps().collect();
        for (index, step) in steps.iter().enumerate().rev() {
            if let Some(c) = m.captures[index] {
                if board.piece_at(c.square).is_some() {
                    return Err(LastMoveError::TrapTaken { index });
                }
                board.set(c.square, Some(c.piece));
            }
            if board.piece_at(step.to()) != Some(step.piece())
                || board.piece_at(step.from()).is_some()
            {
                return Err(LastMoveError::NotThere { index, step: *step });
            }
            board.set(step.to(), None);
            board.set(step.from(), Some(step.piece()));
        }
        let before = Position::new(board, after.side_to_move().opponent())
            .map_err(LastMoveError::Position)?;
        let replayed = played(&before, m).map_err(LastMoveError::Move)?;
        if replayed.board() != after.board() {
            return Err(LastMoveError::DifferentBoard);
        }
        Ok(LastMove::of(&replayed))
    }

    /// The move of a game's history entry, replayed from the position before it; `None`
    /// for a setup (or a move the game accepted only under rules this replay does not
    /// know, which cannot happen for entries of a [`Game`](crate::Game)).
    ///
    /// ```
    /// use arimaa_rules::{Game, svg::LastMove};
    /// let mut game = Game::new();
    /// game.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2").unwrap();
    /// assert_eq!(LastMove::from_history(&game.history()[0]), None);
    /// game.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7").unwrap();
    /// game.play_text("Ee2n Ee3n").unwrap();
    /// let last = LastMove::from_history(game.history().last().unwrap()).unwrap();
    /// assert_eq!(last.steps().len(), 2);
    /// ```
    pub fn from_history(entry: &HistoryEntry) -> Option<LastMove> {
        match &entry.turn {
            Turn::Move(m) => LastMove::replay(entry.position_before(), m).ok(),
            Turn::Setup(_) => None,
        }
    }

    /// The steps, in order.
    pub fn steps(&self) -> &[PlayedStep] {
        &self.steps
    }
}

/// `before` with the steps of `m` played and the move not yet ended (it could end).
fn played(before: &Position, m: &NotatedMove) -> Result<Position, MoveError> {
    let mut p = before.clone();
    p.play_notated_steps(m)?;
    p.can_end_move()?;
    Ok(p)
}

/// What to draw besides the position. [`SvgOptions::default`] is the plain board as gold
/// sees it, 440 pixels square, with coordinates and animals, no arrows, fills or frozen
/// marks.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SvgOptions {
    /// The move that led to the position, drawn as arrows (see [`LastMove`]).
    pub last_move: Option<LastMove>,
    /// Extra arrows, drawn after the last move's, in order.
    pub arrows: Vec<Arrow>,
    /// Square fills: each square painted in a colour (any SVG/CSS colour, escaped) under
    /// the pieces. A square named twice gets both fills, the later on top.
    pub fill: Vec<(Square, String)>,
    /// Silver's view: the board turned by 180° (a8 at the bottom right, h1 at the top left).
    pub flipped: bool,
    /// Width and height of the picture in pixels (the drawing scales; 0 is treated as 1).
    pub size: u32,
    /// Files a–h below and ranks 1–8 at the left; without them the picture is the board
    /// alone.
    pub coordinates: bool,
    /// Mark frozen pieces ([`Position::is_frozen`]) with a dashed outline and the class
    /// `frozen`.
    pub frozen: bool,
    /// How pieces are drawn: animals (the default) or letters.
    pub pieces: PieceStyle,
}

impl Default for SvgOptions {
    fn default() -> SvgOptions {
        SvgOptions {
            last_move: None,
            arrows: Vec::new(),
            fill: Vec::new(),
            flipped: false,
            size: FULL,
            coordinates: true,
            frozen: false,
            pieces: PieceStyle::Animals,
        }
    }
}

/// Renders `pos` with [`SvgOptions::default`] (see [`board_svg`]).
///
/// ```
/// use arimaa_rules::{Position, svg};
/// let svg = svg::position_svg(&Position::standard());
/// assert!(svg.starts_with("<svg"));
/// assert_eq!(svg.matches("<circle").count(), 32);
/// ```
pub fn position_svg(pos: &Position) -> String {
    board_svg(pos, &SvgOptions::default())
}

/// Renders `pos` as a standalone SVG document (UTF-8 text, no external resources) with
/// the given options. Deterministic: the same input gives the same bytes.
///
/// ```
/// use arimaa_rules::{Position, svg::{board_svg, LastMove, SvgOptions}};
/// let before = Position::standard();
/// let m = "Ee2n Ee3n".parse().unwrap();
/// let options = SvgOptions {
///     last_move: Some(LastMove::replay(&before, &m).unwrap()),
///     flipped: true,
///     size: 300,
///     ..SvgOptions::default()
/// };
/// let svg = board_svg(&before.play_text("Ee2n Ee3n").unwrap(), &options);
/// assert!(svg.contains(r#"width="300""#));
/// assert_eq!(svg.matches(r#"class="arrow step""#).count(), 2);
/// assert!(svg.contains(r#"data-from="e3" data-to="e4""#));
/// ```
pub fn board_svg(pos: &Position, options: &SvgOptions) -> String {
    let mut s = String::new();
    let view = if options.coordinates {
        alloc::format!("0 0 {FULL} {FULL}")
    } else {
        alloc::format!("{MARGIN} {MARGIN} {} {}", 8 * CELL, 8 * CELL)
    };
    let size = options.size.max(1);
    let _ = write!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" class="arimaa-board" viewBox="{view}" width="{size}" height="{size}" font-family="sans-serif"><rect class="background" width="{FULL}" height="{FULL}" fill="#f4ecd8"/>"##
    );
    let mut kinds = Kinds::default();
    for (_, piece) in pos.board().iter() {
        kinds.insert(piece.kind);
    }
    for played in options.last_move.iter().flat_map(LastMove::steps) {
        if let Some(c) = played.capture {
            kinds.insert(c.piece.kind);
        }
    }
    write_defs(&mut s, options.pieces, kinds);
    let geo = Geometry {
        flipped: options.flipped,
    };
    for sq in Square::all() {
        let (x, y) = geo.corner(sq);
        let (class, fill) = if sq.is_trap() {
            ("square trap", "#c9a27e")
        } else if (sq.file() + sq.rank()) % 2 == 0 {
            ("square", "#e8dcc0")
        } else {
            ("square", "#f7f0de")
        };
        let _ = write!(
            s,
            r##"<rect class="{class}" data-square="{sq}" x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#8b7355" stroke-width="0.5"/>"##
        );
    }
    for (sq, color) in &options.fill {
        let (x, y) = geo.corner(*sq);
        let _ = write!(
            s,
            r#"<rect class="fill" data-square="{sq}" x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{}" fill-opacity="0.6"/>"#,
            Escaped(color)
        );
    }
    for sq in Square::TRAPS {
        if pos.piece_at(sq).is_none() {
            let (cx, cy) = geo.center(sq);
            let _ = write!(
                s,
                r##"<path class="trap-mark" data-square="{sq}" d="M{} {} l14 14 M{} {} l-14 14" stroke="#7a4e2d" stroke-width="2"/>"##,
                cx - 7,
                cy - 7,
                cx + 7,
                cy - 7
            );
        }
    }
    if options.coordinates {
        for col in 0..8u8 {
            let file = if geo.flipped { 7 - col } else { col };
            let x = MARGIN + u32::from(col) * CELL + CELL / 2;
            let _ = write!(
                s,
                r#"<text class="coord file" x="{x}" y="{}" font-size="12" text-anchor="middle">{}</text>"#,
                FULL - 5,
                char::from(b'a' + file)
            );
        }
        for row in 0..8u8 {
            let rank = if geo.flipped { row } else { 7 - row };
            let y = MARGIN + u32::from(row) * CELL + CELL / 2 + 4;
            let _ = write!(
                s,
                r#"<text class="coord rank" x="10" y="{y}" font-size="12" text-anchor="middle">{}</text>"#,
                rank + 1
            );
        }
    }
    for (sq, piece) in pos.board().iter() {
        let (cx, cy) = geo.center(sq);
        let (fill, ink) = inks(piece.color);
        let frozen = options.frozen && pos.is_frozen(sq);
        let (extra, dash) = if frozen {
            (" frozen", r#" stroke-dasharray="4 3""#)
        } else {
            ("", "")
        };
        let _ = write!(
            s,
            r#"<g class="piece {} {}{extra}" data-square="{sq}"><circle cx="{cx}" cy="{cy}" r="20" fill="{fill}" stroke="{ink}" stroke-width="2"{dash}/>"#,
            piece.color.name(),
            piece.kind.name(),
        );
        write_figure(&mut s, options.pieces, piece, (cx, cy), Scale::Square);
        s.push_str("</g>");
    }
    if let Some(last) = &options.last_move {
        for played in last.steps() {
            if let Some(c) = played.capture {
                let (x, y) = geo.corner(c.square);
                let (fill, ink) = inks(c.piece.color);
                let (cx, cy) = (x + CELL - 10, y + 10);
                let _ = write!(
                    s,
                    r##"<g class="capture" data-square="{}" data-piece="{}"><rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="#b71c1c" stroke-width="3"/><circle cx="{cx}" cy="{cy}" r="9" fill="{fill}" stroke="{ink}"/>"##,
                    c.square,
                    c.piece,
                    x + 2,
                    y + 2,
                    CELL - 4,
                    CELL - 4,
                );
                write_figure(&mut s, options.pieces, c.piece, (cx, cy), Scale::Mark);
                let _ = write!(
                    s,
                    r##"<path d="M{} {} l14 14" stroke="#b71c1c" stroke-width="2.5"/></g>"##,
                    cx - 7,
                    cy - 7
                );
            }
        }
        for played in last.steps() {
            let (class, color, dashed) = match played.kind {
                StepKind::PushStart => ("arrow push", PUSH_COLOR, true),
                StepKind::Pull => ("arrow pull", PULL_COLOR, true),
                StepKind::Plain | StepKind::PushFinish => ("arrow step", STEP_COLOR, false),
            };
            let step = played.step;
            let _ = write!(s, r#"<g class="{class}" data-step="{step}""#);
            arrow(&mut s, &geo, step.from(), step.to(), color, dashed);
        }
    }
    for a in &options.arrows {
        s.push_str(r#"<g class="arrow""#);
        arrow(&mut s, &geo, a.from, a.to, &a.color, false);
    }
    s.push_str("</svg>");
    s
}

/// Writes the rest of an arrow group opened by the caller (`<g class=".."`): its
/// `data-from`/`data-to`, a shaft and a head (or a ring when `from == to`).
fn arrow(s: &mut String, geo: &Geometry, from: Square, to: Square, color: &str, dashed: bool) {
    let color = Escaped(color);
    let _ = write!(s, r#" data-from="{from}" data-to="{to}">"#);
    let (x1, y1) = geo.center(from);
    let (x2, y2) = geo.center(to);
    let (x1, y1, x2, y2) = (f64::from(x1), f64::from(y1), f64::from(x2), f64::from(y2));
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = sqrt(dx * dx + dy * dy);
    if len < 1.0 {
        let _ = write!(
            s,
            r#"<circle cx="{x1}" cy="{y1}" r="22" fill="none" stroke="{color}" stroke-width="5" stroke-opacity="0.8"/></g>"#
        );
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    // The shaft starts and the tip stops short of the centres (clear of the pieces'
    // letters); the shaft ends where the head begins.
    let (x1, y1) = (x1 + ux * 10.0, y1 + uy * 10.0);
    let (tx, ty) = (x2 - ux * 12.0, y2 - uy * 12.0);
    let (bx, by) = (tx - ux * 14.0, ty - uy * 14.0);
    let (px, py) = (-uy * 10.0, ux * 10.0);
    let dash = if dashed {
        r#" stroke-dasharray="6 4""#
    } else {
        ""
    };
    let _ = write!(
        s,
        r#"<line x1="{x1:.1}" y1="{y1:.1}" x2="{bx:.1}" y2="{by:.1}" stroke="{color}" stroke-width="7" stroke-linecap="round" stroke-opacity="0.8"{dash}/><polygon points="{tx:.1},{ty:.1} {:.1},{:.1} {:.1},{:.1}" fill="{color}" fill-opacity="0.8"/></g>"#,
        bx + px,
        by + py,
        bx - px,
        by - py
    );
}

/// Square root by Newton's method (`core` has no `f64::sqrt` without `std`); exact
/// enough for drawing, and the same bytes on every platform.
fn sqrt(x: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    let mut g = if x > 1.0 { x } else { 1.0 };
    for _ in 0..64 {
        g = 0.5 * (g + x / g);
    }
    g
}

/// Where squares are drawn (rank 8 at the top, or the board turned by 180°).
struct Geometry {
    flipped: bool,
}

impl Geometry {
    /// The top-left corner of `sq` in SVG units.
    fn corner(&self, sq: Square) -> (u32, u32) {
        let (col, row) = if self.flipped {
            (7 - u32::from(sq.file()), u32::from(sq.rank()))
        } else {
            (u32::from(sq.file()), 7 - u32::from(sq.rank()))
        };
        (MARGIN + col * CELL, MARGIN + row * CELL)
    }

    /// The centre of `sq` in SVG units.
    fn center(&self, sq: Square) -> (u32, u32) {
        let (x, y) = self.corner(sq);
        (x + CELL / 2, y + CELL / 2)
    }
}

/// Text written escaped for an XML attribute value.
struct Escaped<'a>(&'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.chars() {
            match c {
                '&' => f.write_str("&amp;")?,
                '<' => f.write_str("&lt;")?,
                '>' => f.write_str("&gt;")?,
                '"' => f.write_str("&quot;")?,
                '\'' => f.write_str("&apos;")?,
                c => f.write_char(c)?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Board, Color, Game, Piece};
    use alloc::format;
    use alloc::string::ToString;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn m(text: &str) -> NotatedMove {
        text.parse().unwrap()
    }

    /// A position of the pieces `(letter, square)`, `side` to move.
    fn position(pieces: &[(char, &str)], side: Color) -> Position {
        let mut board = Board::empty();
        for (c, s) in pieces {
            board.set(sq(s), Piece::from_char(*c));
        }
        Position::new(board, side).unwrap()
    }

    #[test]
    fn geometry_puts_rank_8_on_top_or_turns_the_board() {
        let plain = Geometry { flipped: false };
        let flipped = Geometry { flipped: true };
        // Squares of 50 after a margin of 20.
        assert_eq!(plain.corner(sq("a8")), (20, 20));
        assert_eq!(plain.corner(sq("h1")), (370, 370));
        assert_eq!(plain.corner(sq("b7")), (70, 70));
        assert_eq!(flipped.corner(sq("a8")), (370, 370));
        assert_eq!(flipped.corner(sq("h1")), (20, 20));
        assert_eq!(flipped.corner(sq("b7")), (320, 320));
        assert_eq!(plain.center(sq("e2")), (245, 345));
    }

    #[test]
    fn sqrt_and_escaping() {
        assert_eq!(sqrt(2500.0), 50.0);
        assert_eq!(sqrt(0.25), 0.5);
        assert!((sqrt(2.0) * sqrt(2.0) - 2.0).abs() < 1e-12);
        assert!((sqrt(1e6 + 1.0) - 1000.0005).abs() < 1e-6);
        assert_eq!(sqrt(0.0), 0.0);
        assert_eq!(sqrt(-4.0), 0.0);
        assert_eq!(
            Escaped(r#"a&b<c>d"e'f"#).to_string(),
            "a&amp;b&lt;c&gt;d&quot;e&apos;f"
        );
    }

    #[test]
    fn default_picture_pieces_traps_and_coordinates() {
        let svg = position_svg(&Position::standard());
        assert!(svg.starts_with(
            r#"<svg xmlns="http://www.w3.org/2000/svg" class="arimaa-board" viewBox="0 0 440 440" width="440" height="440""#
        ));
        assert!(svg.ends_with("</svg>"));
        assert!(svg.contains(
            r##"<g class="piece gold elephant" data-square="e2"><circle cx="245" cy="345" r="20" fill="#e6b422" stroke="#3b2a00" stroke-width="2"/>"##
        ));
        assert!(svg.contains(r##"<g class="piece silver camel" data-square="e7"><circle cx="245" cy="95" r="20" fill="#b8bcc4""##));
        // The animals: gold's dark, silver's white and outlined, at the squares' centres.
        assert!(svg.contains(
            r##"stroke-width="2"/><use href="#arimaa-elephant" x="245" y="345" fill="#3b2a00"/></g>"##
        ));
        assert!(svg.contains(r##"<use href="#arimaa-camel" x="245" y="95" fill="#fff" stroke="#1f2430" stroke-width="4"/></g>"##));
        assert!(!svg.contains("<text x="));
        assert_eq!(svg.matches(r#"class="square trap""#).count(), 4);
        assert_eq!(svg.matches(r#"class="square""#).count(), 60);
        assert!(svg.contains(
            r##"data-square="c3" x="120" y="270" width="50" height="50" fill="#c9a27e""##
        ));
        assert!(svg.contains(
            r##"data-square="a1" x="20" y="370" width="50" height="50" fill="#e8dcc0""##
        ));
        assert!(svg.contains(
            r##"data-square="b1" x="70" y="370" width="50" height="50" fill="#f7f0de""##
        ));
        assert!(svg.contains(
            r#"<path class="trap-mark" data-square="c3" d="M138 288 l14 14 M152 288 l-14 14""#
        ));
        assert!(svg.contains(r#"<text class="coord file" x="45" y="435" font-size="12" text-anchor="middle">a</text>"#));
        assert!(svg.contains(
            r#"<text class="coord rank" x="10" y="49" font-size="12" text-anchor="middle">8</text>"#
        ));
        assert!(svg.contains(r#"<text class="coord rank" x="10" y="399" font-size="12" text-anchor="middle">1</text>"#));
        assert!(svg.contains(
            r#"class="coord file" x="395" y="435" font-size="12" text-anchor="middle">h</text>"#
        ));
        assert!(
            !svg.contains("frozen") && !svg.contains("arrow") && !svg.contains("class=\"fill\"")
        );
    }

    #[test]
    fn options_flip_size_coordinates_fill_frozen() {
        // A gold rabbit on d4 beside a silver cat on d5 and no friend: frozen.
        let pos = position(
            &[('R', "d4"), ('c', "d5"), ('C', "c3"), ('D', "c2")],
            Color::Gold,
        );
        let options = SvgOptions {
            flipped: true,
            size: 0,
            coordinates: false,
            frozen: true,
            fill: alloc::vec![(sq("e4"), "#ff0".into())],
            ..SvgOptions::default()
        };
        let svg = board_svg(&pos, &options);
        assert!(svg.contains(r#"viewBox="20 20 400 400" width="1" height="1""#));
        assert!(!svg.contains("coord"));
        assert!(svg.contains(r##"<g class="piece gold rabbit frozen" data-square="d4"><circle cx="245" cy="195" r="20" fill="#e6b422" stroke="#3b2a00" stroke-width="2" stroke-dasharray="4 3"/>"##));
        assert!(
            svg.contains(
                r#"<g class="piece silver cat" data-square="d5"><circle cx="245" cy="245""#
            )
        );
        assert!(svg.contains(r#"<g class="piece gold cat" data-square="c3">"#));
        assert!(svg.contains(r##"<rect class="fill" data-square="e4" x="170" y="170" width="50" height="50" fill="#ff0" fill-opacity="0.6"/>"##));
        // c3 is taken: three trap marks.
        assert_eq!(svg.matches("trap-mark").count(), 3);
        assert!(!svg.contains(r#"trap-mark" data-square="c3""#));
        let flipped_coords = board_svg(
            &pos,
            &SvgOptions {
                flipped: true,
                ..SvgOptions::default()
            },
        );
        assert!(
            flipped_coords
                .contains(r#"x="45" y="435" font-size="12" text-anchor="middle">h</text>"#)
        );
        assert!(
            flipped_coords
                .contains(r#"x="95" y="435" font-size="12" text-anchor="middle">g</text>"#)
        );
        assert!(
            flipped_coords
                .contains(r#"x="395" y="435" font-size="12" text-anchor="middle">a</text>"#)
        );
        assert!(
            flipped_coords
                .contains(r#"x="10" y="49" font-size="12" text-anchor="middle">1</text>"#)
        );
        assert!(!flipped_coords.contains("frozen"));
    }

    #[test]
    fn last_move_arrows_push_pull_and_capture() {
        // Gold: the elephant d4 pushes the silver dog d5 east to e5 and steps in; then the
        // horse b3 steps onto the trap c3 and is captured (no gold neighbour).
        let before = position(
            &[
                ('E', "d4"),
                ('d', "d5"),
                ('H', "b3"),
                ('M', "a1"),
                ('r', "a8"),
            ],
            Color::Gold,
        );
        let last = LastMove::replay(&before, &m("dd5e Ed4n Hb3e")).unwrap();
        let kinds: Vec<StepKind> = last.steps().iter().map(|p| p.kind).collect();
        assert_eq!(
            kinds,
            [StepKind::PushStart, StepKind::PushFinish, StepKind::Plain]
        );
        let after = before.play_text("dd5e Ed4n Hb3e").unwrap();
        assert_eq!(
            LastMove::ending_at(&after, &m("dd5e Ed4n Hb3e Hc3x")),
            Ok(last.clone())
        );
        let options = SvgOptions {
            last_move: Some(last),
            ..SvgOptions::default()
        };
        let svg = board_svg(&after, &options);
        // d5 → e5 (push): from (195,195) to (245,195), u = (1,0).
        assert!(svg.contains(r##"<g class="arrow push" data-step="dd5e" data-from="d5" data-to="e5"><line x1="205.0" y1="195.0" x2="219.0" y2="195.0" stroke="#c62828" stroke-width="7" stroke-linecap="round" stroke-opacity="0.8" stroke-dasharray="6 4"/><polygon points="233.0,195.0 219.0,205.0 219.0,185.0" fill="#c62828" fill-opacity="0.8"/></g>"##));
        assert!(svg.contains(r##"<g class="arrow step" data-step="Ed4n" data-from="d4" data-to="d5"><line x1="195.0" y1="235.0" x2="195.0" y2="221.0" stroke="#1d5fbf""##));
        // d4 → d5: u = (0,-1), the head's corners 10 units either side.
        assert!(svg.contains(r##"<polygon points="195.0,207.0 205.0,221.0 185.0,221.0" fill="#1d5fbf" fill-opacity="0.8"/></g>"##));
        assert!(svg.contains(r#"data-step="Hb3e" data-from="b3" data-to="c3""#));
        assert!(svg.contains(r##"<g class="capture" data-square="c3" data-piece="H"><rect x="122" y="272" width="46" height="46" fill="none" stroke="#b71c1c" stroke-width="3"/><circle cx="160" cy="280" r="9" fill="#e6b422" stroke="#3b2a00"/><use href="#arimaa-horse" transform="translate(160 280) scale(.42)" fill="#3b2a00"/><path d="M153 273 l14 14" stroke="#b71c1c" stroke-width="2.5"/></g>"##));
        // The captured horse's drawing is defined though no horse is left on the board.
        assert!(svg.contains(r#"<path id="arimaa-horse""#));
        let letters = board_svg(
            &after,
            &SvgOptions {
                pieces: PieceStyle::Letters,
                ..options
            },
        );
        assert!(letters.contains(r##"<g class="capture" data-square="c3" data-piece="H"><rect x="122" y="272" width="46" height="46" fill="none" stroke="#b71c1c" stroke-width="3"/><circle cx="160" cy="280" r="9" fill="#e6b422" stroke="#3b2a00"/><text x="160" y="284" font-size="12" font-weight="bold" text-anchor="middle" fill="#3b2a00">H</text><path d="M153 273 l14 14" stroke="#b71c1c" stroke-width="2.5"/></g>"##));
        assert_eq!(svg.matches("class=\"arrow").count(), 3);
        // The arrows come after the pieces (drawn on top).
        assert!(svg.rfind("class=\"piece").unwrap() < svg.find("class=\"arrow").unwrap());
    }

    #[test]
    fn move_in_progress_a_push_not_yet_completed() {
        // Gold: the elephant d4 pushes the silver dog d5 east to e5; the push is pending
        // (the elephant must still step into d5), so the move cannot end.
        let mut p = position(
            &[('E', "d4"), ('d', "d5"), ('M', "a1"), ('r', "a8")],
            Color::Gold,
        );
        assert!(LastMove::in_progress(&p).steps().is_empty());
        let played = p.play_step(&"dd5e".parse().unwrap()).unwrap();
        assert_eq!(played.kind, StepKind::PushStart);
        assert!(p.can_end_move().is_err());
        let last = LastMove::in_progress(&p);
        assert_eq!(last.steps(), [played]);
        let svg = board_svg(
            &p,
            &SvgOptions {
                last_move: Some(last),
                ..SvgOptions::default()
            },
        );
        // The pushed dog's step: dashed, in the push colour (as when the move has ended).
        assert!(svg.contains(r##"<g class="arrow push" data-step="dd5e" data-from="d5" data-to="e5"><line x1="205.0" y1="195.0" x2="219.0" y2="195.0" stroke="#c62828" stroke-width="7" stroke-linecap="round" stroke-opacity="0.8" stroke-dasharray="6 4"/><polygon points="233.0,195.0 219.0,205.0 219.0,185.0" fill="#c62828" fill-opacity="0.8"/></g>"##));
        assert_eq!(svg.matches("class=\"arrow").count(), 1);
        // The elephant completes the push: both steps, the second a plain arrow.
        p.play_step(&"Ed4n".parse().unwrap()).unwrap();
        let kinds: Vec<StepKind> = LastMove::in_progress(&p)
            .steps()
            .iter()
            .map(|s| s.kind)
            .collect();
        assert_eq!(kinds, [StepKind::PushStart, StepKind::PushFinish]);
    }

    #[test]
    fn pull_arrow_and_extra_arrows() {
        // Silver: the elephant e5 steps west, pulling the gold rabbit e4 north into e5.
        let before = position(&[('e', "e5"), ('R', "e4"), ('E', "a1")], Color::Silver);
        let last = LastMove::replay(&before, &m("ee5w Re4n")).unwrap();
        assert_eq!(last.steps()[1].kind, StepKind::Pull);
        let after = before.play_text("ee5w Re4n").unwrap();
        let svg = board_svg(
            &after,
            &SvgOptions {
                last_move: Some(last),
                arrows: alloc::vec![
                    Arrow::new(sq("a1"), sq("a1")),
                    Arrow {
                        from: sq("a1"),
                        to: sq("b1"),
                        color: "x\"y".into()
                    }
                ],
                ..SvgOptions::default()
            },
        );
        assert!(svg.contains(r##"<g class="arrow pull" data-step="Re4n" data-from="e4" data-to="e5"><line x1="245.0" y1="235.0" x2="245.0" y2="221.0" stroke="#7b1fa2""##));
        assert!(svg.contains(r##"<g class="arrow" data-from="a1" data-to="a1"><circle cx="45" cy="395" r="22" fill="none" stroke="#15781b" stroke-width="5" stroke-opacity="0.8"/></g>"##));
        assert!(svg.contains(r#"<g class="arrow" data-from="a1" data-to="b1"><line x1="55.0" y1="395.0" x2="69.0" y2="395.0" stroke="x&quot;y""#));
        // The pulled step is dashed, the elephant's is not.
        let pull = &svg[svg.find("arrow pull").unwrap()..];
        assert!(pull[..pull.find("</g>").unwrap()].contains("stroke-dasharray"));
        let step = &svg[svg.find("arrow step").unwrap()..];
        assert!(!step[..step.find("</g>").unwrap()].contains("stroke-dasharray"));
    }

    #[test]
    fn ending_at_refuses_what_cannot_have_ended_there() {
        let after = Position::standard().play_text("Ee2n Ee3n").unwrap();
        assert_eq!(
            LastMove::ending_at(&after, &m("Ee2n Md2n")),
            Err(LastMoveError::NotThere {
                index: 1,
                step: "Md2n".parse().unwrap()
            })
        );
        // The origin is taken: e3 is free but the elephant's origin e2 must be empty.
        let after = Position::standard().play_text("Ee2n").unwrap();
        assert!(matches!(
            LastMove::ending_at(&after, &m("Ee2n Ee3s")),
            Err(LastMoveError::NotThere { index: 1, .. })
        ));
        // The dog's step would end on a2 (where a dog stands) but its origin a1 is taken.
        assert_eq!(
            LastMove::ending_at(&Position::standard(), &m("Da1n")),
            Err(LastMoveError::NotThere {
                index: 0,
                step: "Da1n".parse().unwrap()
            })
        );
        let after = Position::standard().play_text("Md2n Cc2n").unwrap();
        assert_eq!(
            LastMove::ending_at(&after, &m("Md2n Cc2n Rc3x")),
            Err(LastMoveError::TrapTaken { index: 1 })
        );
        let after = Position::standard().play_text("Ee2n Ee3n").unwrap();
        assert!(matches!(
            LastMove::ending_at(&after, &m("Ee2n Ee3n rc6x")),
            Err(LastMoveError::Position(_))
        ));
        // An incomplete push cannot end a move.
        let before = position(&[('E', "d4"), ('d', "d5"), ('r', "a8")], Color::Gold);
        assert!(matches!(
            LastMove::replay(&before, &m("dd5e")),
            Err(MoveError::PushIncomplete { .. })
        ));
        // Steps are numbered from 1 in the messages; a move error is quoted whole.
        assert_eq!(
            LastMoveError::TrapTaken { index: 0 }.to_string(),
            "the capture after step 1 of the last move names a trap that is taken"
        );
        assert_eq!(
            LastMoveError::DifferentBoard.to_string(),
            "the last move does not lead to the board shown (a capture token missing?)"
        );
        assert_eq!(
            LastMoveError::Move(MoveError::Empty).to_string(),
            format!("the last move: {}", MoveError::Empty)
        );
        assert_eq!(
            LastMoveError::TrapTaken { index: 1 }.to_string(),
            "the capture after step 2 of the last move names a trap that is taken"
        );
        assert_eq!(
            LastMoveError::NotThere {
                index: 0,
                step: "Ee2n".parse().unwrap()
            }
            .to_string(),
            "step 1 (Ee2n) of the last move does not end on the board shown"
        );
    }

    #[test]
    fn from_history_replays_moves_not_setups() {
        let mut game = Game::new();
        game.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2")
            .unwrap();
        assert_eq!(LastMove::from_history(&game.history()[0]), None);
        game.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7")
            .unwrap();
        game.play_text("Ee2n Ee3n").unwrap();
        let last = LastMove::from_history(game.history().last().unwrap()).unwrap();
        let steps: Vec<String> = last.steps().iter().map(|p| p.step.to_string()).collect();
        assert_eq!(steps, ["Ee2n", "Ee3n"]);
        assert_eq!(LastMove::from_played(last.steps().to_vec()), last);
    }
}
