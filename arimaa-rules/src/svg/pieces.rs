//! How a picture draws its pieces: [`PieceStyle`] (animals or letters) and the drawings.
//!
//! The animals are this project's own drawings, under the crate's licence (MIT or
//! Apache-2.0): one filled silhouette per kind, a side view facing left (the elephant's
//! ear cut out) drawn as large as the circle of radius 55 around (50, 50) allows (the
//! elephant, a bulky shape, to radius 48), written once per picture in its `<defs>` as
//! `<path id="arimaa-elephant" …>` (only the kinds the picture shows) and placed on each
//! disc by a `<use href="#arimaa-elephant">`, scaled by 0.34 (a radius of at most 18.7
//! units on a disc of 20). Gold's animals
//! are solid dark ink on a gold disc, silver's white with a dark outline on a silver
//! disc: the two sides differ in lightness and drawing as well as in hue, for players who
//! do not tell the colours apart.

use alloc::string::String;
use core::fmt::{self, Write};

use crate::{Color, Piece, PieceKind};

/// How the pieces of a picture are drawn (the field [`SvgOptions::pieces`]).
///
/// [`SvgOptions::pieces`]: super::SvgOptions::pieces
///
/// ```
/// use arimaa_rules::{Position, svg::{board_svg, PieceStyle, SvgOptions}};
/// let pos = Position::standard();
/// let animals = board_svg(&pos, &SvgOptions::default());
/// assert!(animals.contains(r##"<use href="#arimaa-elephant""##));
/// let letters = SvgOptions { pieces: PieceStyle::Letters, ..SvgOptions::default() };
/// assert!(board_svg(&pos, &letters).contains(">E</text>"));
/// assert_eq!(PieceStyle::from_name("letters"), Some(PieceStyle::Letters));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum PieceStyle {
    /// Each piece an animal on a disc of its side's colour (elephant, camel, horse, dog,
    /// cat, rabbit, as the boards players use draw them): gold's dark, silver's white and
    /// outlined. The default.
    #[default]
    Animals,
    /// Each piece its notation letter (`E`, `m`) on a disc of its side's colour: the
    /// pictures of version 0.1.
    Letters,
}

impl PieceStyle {
    /// Both styles, the default first.
    pub const ALL: [PieceStyle; 2] = [PieceStyle::Animals, PieceStyle::Letters];

    /// The style's name, as the bindings and the command line take it: `"animals"` or
    /// `"letters"`.
    pub const fn name(self) -> &'static str {
        match self {
            PieceStyle::Animals => "animals",
            PieceStyle::Letters => "letters",
        }
    }

    /// The style named `name` (exactly as [`PieceStyle::name`] writes it); `None` for any
    /// other text.
    ///
    /// ```
    /// use arimaa_rules::svg::PieceStyle;
    /// assert_eq!(PieceStyle::from_name("animals"), Some(PieceStyle::Animals));
    /// assert_eq!(PieceStyle::from_name("Letters"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<PieceStyle> {
        PieceStyle::ALL.into_iter().find(|s| s.name() == name)
    }
}

impl fmt::Display for PieceStyle {
    /// Writes the name (`animals`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The silhouette of `kind`: an SVG path facing left, inside the circle of radius 55
/// around (50, 50), which becomes a radius of 18.7 units around the disc's centre.
const fn silhouette(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Elephant => {
            "M25 13C39 3 67 3 82 13C92 21 95 35 92 49L92 80L78 80L76 61C67 65 57 65 51 61L50 80L36 80L35 55C32 51 29 48 28 45C25 53 23 64 23 72C23 76 19 78 15 76C11 74 11 70 13 68C13 55 11 41 13 31C15 21 19 16 25 13ZM39 17C53 15 59 33 51 49C47 51 43 49 41 45C45 37 45 25 39 17Z"
        }
        PieceKind::Camel => {
            "M6 21C6 14 12 10 19 10L26 12C30 14 30 21 30 25C32 34 37 39 43 36C50 10 74 8 83 32C90 34 94 39 94 45L92 85L86 85L84 56C74 59 59 59 50 56L49 85L42 85L41 54C34 52 28 43 23 32C21 28 17 25 12 28C8 28 6 25 6 21Z"
        }
        PieceKind::Horse => {
            "M20 4L26 12C34 19 41 29 47 38C57 36 70 36 78 40C85 42 88 48 88 54C93 63 94 75 90 88C87 82 85 73 84 65L83 93L76 93L74 67C62 69 47 69 39 65L36 93L30 93L28 63C24 56 20 50 18 44C13 42 7 46 1 46C-3 46 -5 42 -3 38L13 15Z"
        }
        PieceKind::Dog => {
            "M-3 36C-3 31 2 29 8 27C13 22 15 18 18 13L20 4L27 15C31 22 33 31 40 38L74 38C79 31 84 24 86 18L91 20C90 29 86 38 84 45L85 93L77 93L73 65L47 65L44 93L36 93L33 59C27 54 22 49 20 45L4 45C-1 43 -3 40 -3 36Z"
        }
        PieceKind::Cat => {
            "M17 35C15 27 17 20 19 18L17 6L28 14C32 13 36 13 40 14L49 6L49 20C53 27 53 35 47 41C61 47 69 64 67 85L67 91L28 91C21 83 21 62 28 45C21 43 18 39 17 35ZM67 89C78 89 81 83 81 77C81 70 77 65 78 59C85 60 90 69 90 78C90 91 81 99 67 99Z"
        }
        PieceKind::Rabbit => {
            "M16 60C14 52 20 43 29 41L24 12C24 5 31 5 33 12L37 39L39 14C39 7 45 7 45 14L43 43C48 45 50 50 52 54C67 47 83 54 88 69C94 67 98 71 96 77C94 81 90 81 88 79C88 86 86 92 79 94L29 94C24 92 26 86 33 83C29 79 26 73 29 69C22 69 18 64 16 60Z"
        }
    }
}

/// The kinds a picture draws, as a set of strength indexes (bit `kind.index()`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Kinds(u8);

impl Kinds {
    /// Adds `kind`.
    pub(super) fn insert(&mut self, kind: PieceKind) {
        self.0 |= 1 << kind.index();
    }

    /// Whether `kind` is in the set.
    fn contains(self, kind: PieceKind) -> bool {
        self.0 & (1 << kind.index()) != 0
    }
}

/// Writes the `<defs>` of the animals of `kinds` (strongest first; nothing when the style
/// is [`PieceStyle::Letters`] or no kind is drawn). The path of each is moved and scaled
/// so that a `<use>` at a disc's centre puts the animal's circle (50, 50) on it.
pub(super) fn write_defs(s: &mut String, style: PieceStyle, kinds: Kinds) {
    if style == PieceStyle::Letters || kinds == Kinds::default() {
        return;
    }
    s.push_str("<defs>");
    for kind in PieceKind::ALL
        .into_iter()
        .rev()
        .filter(|k| kinds.contains(*k))
    {
        let _ = write!(
            s,
            r#"<path id="arimaa-{}" transform="translate(-17 -17) scale(.34)" fill-rule="evenodd" stroke-linejoin="round" d="{}"/>"#,
            kind.name(),
            silhouette(kind)
        );
    }
    s.push_str("</defs>");
}

/// The disc fill and ink (outline, letter, gold's animal) of a side's pieces.
pub(super) fn inks(color: Color) -> (&'static str, &'static str) {
    match color {
        Color::Gold => ("#e6b422", "#3b2a00"),
        Color::Silver => ("#b8bcc4", "#1f2430"),
    }
}

/// How big a piece's figure is drawn: on a board square or in a capture mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Scale {
    /// On a square (a disc of radius 20): a letter of 22 units, an animal within 18.7.
    Square,
    /// In a capture mark (a disc of radius 9): a letter of 12 units, an animal within 7.9.
    Mark,
}

/// Writes the figure of `piece` over its disc centred at (`cx`, `cy`): its letter or its
/// animal, in its side's ink.
pub(super) fn write_figure(
    s: &mut String,
    style: PieceStyle,
    piece: Piece,
    (cx, cy): (u32, u32),
    scale: Scale,
) {
    let (_, ink) = inks(piece.color);
    match style {
        PieceStyle::Letters => {
            let (dy, size) = match scale {
                Scale::Square => (8, 22),
                Scale::Mark => (4, 12),
            };
            let _ = write!(
                s,
                r#"<text x="{cx}" y="{}" font-size="{size}" font-weight="bold" text-anchor="middle" fill="{ink}">{}</text>"#,
                cy + dy,
                piece.char()
            );
        }
        PieceStyle::Animals => {
            let _ = write!(s, r##"<use href="#arimaa-{}""##, piece.kind.name());
            let _ = match scale {
                Scale::Square => write!(s, r#" x="{cx}" y="{cy}""#),
                Scale::Mark => write!(s, r#" transform="translate({cx} {cy}) scale(.42)""#),
            };
            let _ = match piece.color {
                Color::Gold => write!(s, r#" fill="{ink}"/>"#),
                Color::Silver => write!(s, r##" fill="#fff" stroke="{ink}" stroke-width="4"/>"##),
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::svg::{SvgOptions, board_svg, position_svg};
    use crate::{Board, Position, Square};
    use alloc::format;
    use alloc::string::ToString;
    use alloc::vec::Vec;

    /// A position holding every kind of both sides, gold to move; no piece is frozen
    /// (each has a friend beside it or no stronger enemy).
    fn twelve_kinds() -> (Position, Vec<(char, &'static str)>) {
        let pieces = alloc::vec![
            ('E', "a1"),
            ('M', "b1"),
            ('H', "c1"),
            ('D', "d1"),
            ('C', "e1"),
            ('R', "f1"),
            ('e', "a8"),
            ('m', "b8"),
            ('h', "c8"),
            ('d', "d8"),
            ('c', "e8"),
            ('r', "f8"),
        ];
        let mut board = Board::empty();
        for (c, s) in &pieces {
            board.set(s.parse().unwrap(), Piece::from_char(*c));
        }
        (Position::new(board, Color::Gold).unwrap(), pieces)
    }

    /// The centre of `square` as the module documents the board: squares of 50 units after
    /// a margin of 20, rank 8 at the top.
    fn centre(square: &str) -> (u32, u32) {
        let s: Square = square.parse().unwrap();
        (
            20 + u32::from(s.file()) * 50 + 25,
            20 + (7 - u32::from(s.rank())) * 50 + 25,
        )
    }

    #[test]
    fn every_kind_of_both_sides_is_drawn_as_its_animal() {
        let (pos, pieces) = twelve_kinds();
        let svg = position_svg(&pos);
        for (c, square) in pieces {
            let piece = Piece::from_char(c).unwrap();
            let (color, kind) = (piece.color.name(), piece.kind.name());
            let (cx, cy) = centre(square);
            let paint = if piece.color == Color::Gold {
                r##"fill="#3b2a00""##
            } else {
                r##"fill="#fff" stroke="#1f2430" stroke-width="4""##
            };
            let group = format!(r#"<g class="piece {color} {kind}" data-square="{square}">"#);
            let start = svg.find(&group).unwrap_or_else(|| panic!("{group}"));
            let end = start + svg[start..].find("</g>").unwrap();
            let drawn = &svg[start..end];
            assert!(
                drawn.contains(&format!(
                    r##"<use href="#arimaa-{kind}" x="{cx}" y="{cy}" {paint}/>"##
                )),
                "{drawn}"
            );
            assert!(!drawn.contains("<text"), "{drawn}");
        }
        assert_eq!(svg.matches(r#"<g class="piece "#).count(), 12);
        // Each animal defined once, strongest first, before the squares.
        let ids: Vec<&str> = svg
            .match_indices(r#"<path id="arimaa-"#)
            .map(|(i, _)| {
                let rest = &svg[i + 17..];
                &rest[..rest.find('"').unwrap()]
            })
            .collect();
        assert_eq!(ids, ["elephant", "camel", "horse", "dog", "cat", "rabbit"]);
        assert!(svg.find("</defs>").unwrap() < svg.find(r#"class="square"#).unwrap());
    }

    #[test]
    fn only_the_kinds_shown_are_defined() {
        // The opening's six kinds, each defined once though drawn up to 16 times.
        let opening = position_svg(&Position::standard());
        assert_eq!(opening.matches("<defs>").count(), 1);
        assert_eq!(opening.matches(r#"<path id="arimaa-"#).count(), 6);
        assert_eq!(
            opening.matches(r##"<use href="#arimaa-rabbit""##).count(),
            16
        );
        // Two elephants and a cat: two drawings.
        let mut board = Board::empty();
        for (c, s) in [('E', "d4"), ('e', "d6"), ('c', "h8")] {
            board.set(s.parse().unwrap(), Piece::from_char(c));
        }
        let svg = position_svg(&Position::new(board, Color::Silver).unwrap());
        assert!(svg.contains(r#"<defs><path id="arimaa-elephant" "#));
        assert!(svg.contains(r#"<path id="arimaa-cat" "#));
        assert_eq!(svg.matches(r#"<path id="arimaa-"#).count(), 2);
        // An empty board: no definitions at all.
        let empty = Position::new(Board::empty(), Color::Gold).unwrap();
        assert!(!position_svg(&empty).contains("defs"));
    }

    #[test]
    fn letters_give_the_pictures_of_version_0_1() {
        // The opening as version 0.1 drew it (`arimaa show --format svg`, the gallery's
        // docs/gallery/opening.svg before the animals).
        let letters = SvgOptions {
            pieces: PieceStyle::Letters,
            ..SvgOptions::default()
        };
        assert_eq!(
            board_svg(&Position::standard(), &letters),
            include_str!("opening-letters.svg")
        );
        let (pos, pieces) = twelve_kinds();
        let svg = board_svg(&pos, &letters);
        for (c, square) in pieces {
            let (cx, cy) = centre(square);
            let ink = if c.is_ascii_uppercase() {
                "#3b2a00"
            } else {
                "#1f2430"
            };
            assert!(svg.contains(&format!(r#"<text x="{cx}" y="{}" font-size="22" font-weight="bold" text-anchor="middle" fill="{ink}">{c}</text></g>"#, cy + 8)));
        }
        assert!(!svg.contains("<use") && !svg.contains("<defs"));
    }

    #[test]
    fn style_names() {
        assert_eq!(PieceStyle::default(), PieceStyle::Animals);
        assert_eq!(SvgOptions::default().pieces, PieceStyle::Animals);
        let names: Vec<String> = PieceStyle::ALL.iter().map(ToString::to_string).collect();
        assert_eq!(names, ["animals", "letters"]);
        for style in PieceStyle::ALL {
            assert_eq!(PieceStyle::from_name(style.name()), Some(style));
        }
        assert_eq!(PieceStyle::from_name("animal"), None);
        assert_eq!(PieceStyle::from_name(""), None);
    }

    /// The points of an absolute `M`/`L`/`C`/`Z` path: its ends, and 16 points along
    /// each cubic curve (de Casteljau).
    fn outline_points(path: &str) -> Vec<(f64, f64)> {
        let mut tokens = Vec::new();
        let mut number = String::new();
        for c in path.chars().chain(core::iter::once(' ')) {
            if c.is_ascii_digit() || c == '.' || (c == '-' && number.is_empty()) {
                number.push(c);
                continue;
            }
            if !number.is_empty() {
                tokens.push(core::mem::take(&mut number));
            }
            if c == '-' {
                number.push(c);
            } else if c != ' ' {
                tokens.push(c.to_string());
            }
        }
        let (mut points, mut at, mut command) = (Vec::new(), 0, "M");
        let number = |i: usize| -> f64 { tokens[i].parse().unwrap() };
        while at < tokens.len() {
            match tokens[at].as_str() {
                c @ ("M" | "L" | "C") => {
                    command = if c == "M" { "L" } else { c };
                    at += 1;
                    continue;
                }
                "Z" => {
                    at += 1;
                    continue;
                }
                _ => {}
            }
            if command == "C" {
                let p0: (f64, f64) = *points.last().unwrap();
                let [p1, p2, p3] = [0, 2, 4].map(|k| (number(at + k), number(at + k + 1)));
                for step in 1..=16 {
                    let t = f64::from(step) / 16.0;
                    let u = 1.0 - t;
                    let w = [u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t];
                    points.push((
                        w[0] * p0.0 + w[1] * p1.0 + w[2] * p2.0 + w[3] * p3.0,
                        w[0] * p0.1 + w[1] * p1.1 + w[2] * p2.1 + w[3] * p3.1,
                    ));
                }
                at += 6;
            } else {
                points.push((number(at), number(at + 1)));
                at += 2;
            }
        }
        points
    }

    #[test]
    fn every_silhouette_stays_inside_its_disc() {
        // Scaled by 0.34 around (50, 50), a point within 55 units is within 18.7 of the
        // disc's centre: clear of its edge (radius 20, an outline 2 wide). And each
        // drawing is drawn large: some point lies beyond 45 (15.3 units).
        for kind in PieceKind::ALL {
            let points = outline_points(silhouette(kind));
            assert!(points.len() > 20, "{kind}");
            let far = points
                .iter()
                .map(|(x, y)| (x - 50.0) * (x - 50.0) + (y - 50.0) * (y - 50.0))
                .fold(0.0, f64::max);
            assert!(far <= 55.5 * 55.5 && far > 45.0 * 45.0, "{kind}: {far}");
        }
    }
}
