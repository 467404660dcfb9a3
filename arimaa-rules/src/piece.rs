//! Piece kinds in strength order, and pieces (a kind of a colour).

use core::fmt;
use core::str::FromStr;

use crate::Color;
use crate::error::NotationError;

/// The six kinds of piece, weakest first, so that `a > b` means "a is stronger than b".
///
/// A piece can push, pull and freeze only enemy pieces of a strictly weaker kind
/// (official rules, [arimaa.com](http://arimaa.com/arimaa/learn/rulesIntro.html), "Play";
/// [rules summary](crate::rules), "Pieces and adjacency").
///
/// ```
/// use arimaa_rules::PieceKind;
/// assert!(PieceKind::Elephant > PieceKind::Camel);
/// assert_eq!(PieceKind::from_char('h'), Some(PieceKind::Horse));
/// assert_eq!(PieceKind::Dog.char(), 'd');
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PieceKind {
    /// Rabbit (`R`/`r`): the weakest; never steps backwards; wins by reaching the goal rank.
    Rabbit = 0,
    /// Cat (`C`/`c`).
    Cat = 1,
    /// Dog (`D`/`d`).
    Dog = 2,
    /// Horse (`H`/`h`).
    Horse = 3,
    /// Camel (`M`/`m`).
    Camel = 4,
    /// Elephant (`E`/`e`): the strongest; can never be pushed, pulled or frozen.
    Elephant = 5,
}

impl PieceKind {
    /// All kinds, weakest first.
    pub const ALL: [PieceKind; 6] = [
        PieceKind::Rabbit,
        PieceKind::Cat,
        PieceKind::Dog,
        PieceKind::Horse,
        PieceKind::Camel,
        PieceKind::Elephant,
    ];

    /// The strength index, 0 (rabbit) to 5 (elephant).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind with strength index 0–5; `None` otherwise.
    pub const fn from_index(index: usize) -> Option<PieceKind> {
        if index < 6 {
            Some(PieceKind::ALL[index])
        } else {
            None
        }
    }

    /// How many pieces of this kind a side has in the full set: 1 elephant, 1 camel,
    /// 2 horses, 2 dogs, 2 cats, 8 rabbits.
    pub const fn full_count(self) -> u32 {
        match self {
            PieceKind::Rabbit => 8,
            PieceKind::Cat | PieceKind::Dog | PieceKind::Horse => 2,
            PieceKind::Camel | PieceKind::Elephant => 1,
        }
    }

    /// The lower-case letter: `r c d h m e`.
    pub const fn char(self) -> char {
        match self {
            PieceKind::Rabbit => 'r',
            PieceKind::Cat => 'c',
            PieceKind::Dog => 'd',
            PieceKind::Horse => 'h',
            PieceKind::Camel => 'm',
            PieceKind::Elephant => 'e',
        }
    }

    /// Parses a kind letter in either case (`E`/`e` elephant ... `R`/`r` rabbit).
    pub const fn from_char(c: char) -> Option<PieceKind> {
        match c {
            'r' | 'R' => Some(PieceKind::Rabbit),
            'c' | 'C' => Some(PieceKind::Cat),
            'd' | 'D' => Some(PieceKind::Dog),
            'h' | 'H' => Some(PieceKind::Horse),
            'm' | 'M' => Some(PieceKind::Camel),
            'e' | 'E' => Some(PieceKind::Elephant),
            _ => None,
        }
    }

    /// The English name: `"rabbit"`, `"cat"`, ...
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::Rabbit => "rabbit",
            PieceKind::Cat => "cat",
            PieceKind::Dog => "dog",
            PieceKind::Horse => "horse",
            PieceKind::Camel => "camel",
            PieceKind::Elephant => "elephant",
        }
    }
}

impl fmt::Display for PieceKind {
    /// Writes the English name (`elephant`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece: a kind and a colour. Written as one letter, upper case for gold (`E`), lower
/// case for silver (`e`) (arimaa.com notation).
///
/// ```
/// use arimaa_rules::{Color, Piece, PieceKind};
/// let p = Piece::from_char('m').unwrap();
/// assert_eq!(p, Piece::new(Color::Silver, PieceKind::Camel));
/// assert_eq!(p.to_string(), "m");
/// assert_eq!(p.describe(), "silver camel");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Piece {
    /// The side the piece belongs to.
    pub color: Color,
    /// What kind of piece it is.
    pub kind: PieceKind,
}

impl Piece {
    /// A piece of the given colour and kind.
    #[inline]
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece { color, kind }
    }

    /// A dense index 0–11: gold rabbit..elephant are 0–5, silver 6–11.
    #[inline]
    pub const fn index(self) -> usize {
        self.color.index() * 6 + self.kind.index()
    }

    /// The piece with dense index 0–11 (see [`Piece::index`]); `None` otherwise.
    pub const fn from_index(index: usize) -> Option<Piece> {
        match (
            Color::from_index(index / 6),
            PieceKind::from_index(index % 6),
        ) {
            (Some(color), Some(kind)) => Some(Piece { color, kind }),
            _ => None,
        }
    }

    /// The notation letter: upper case for gold, lower case for silver.
    pub const fn char(self) -> char {
        let c = self.kind.char();
        match self.color {
            Color::Gold => c.to_ascii_uppercase(),
            Color::Silver => c,
        }
    }

    /// Parses a notation letter (`EMHDCR` gold, `emhdcr` silver); `None` for anything else.
    pub const fn from_char(c: char) -> Option<Piece> {
        match PieceKind::from_char(c) {
            Some(kind) => Some(Piece {
                color: if c.is_ascii_uppercase() {
                    Color::Gold
                } else {
                    Color::Silver
                },
                kind,
            }),
            None => None,
        }
    }

    /// A readable description such as `"gold rabbit"`, used in error messages.
    pub fn describe(self) -> alloc::string::String {
        alloc::format!("{} {}", self.color, self.kind)
    }
}

impl fmt::Display for Piece {
    /// Writes the notation letter (`E`, `r`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        f.write_char(self.char())
    }
}

/// The single letter of `s`, or the error a one-letter parser reports (`expected` at
/// column 1 for an empty text or a wrong letter, at column 2 for a trailing character).
pub(crate) fn one_letter<T>(
    s: &str,
    expected: &'static str,
    read: impl Fn(char) -> Option<T>,
) -> Result<T, NotationError> {
    crate::notation::parse_trimmed(s, |s| one_letter_untrimmed(s, expected, read))
}

fn one_letter_untrimmed<T>(
    s: &str,
    expected: &'static str,
    read: impl Fn(char) -> Option<T>,
) -> Result<T, NotationError> {
    let mut chars = s.chars();
    let value = chars
        .next()
        .and_then(read)
        .ok_or_else(|| NotationError::new(0, expected, s))?;
    let rest = chars.as_str();
    if rest.is_empty() {
        Ok(value)
    } else {
        Err(NotationError::new(
            s.len() - rest.len(),
            "one letter only",
            rest,
        ))
    }
}

impl FromStr for PieceKind {
    type Err = NotationError;

    /// Parses one kind letter in either case: `e m h d c r` (arimaa.com notation).
    ///
    /// # Errors
    /// [`NotationError`] for an empty text, another letter, or more than one letter.
    ///
    /// ```
    /// use arimaa_rules::PieceKind;
    /// assert_eq!("M".parse::<PieceKind>(), Ok(PieceKind::Camel));
    /// assert!("x".parse::<PieceKind>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<PieceKind, NotationError> {
        one_letter(
            s,
            "a piece kind letter e, m, h, d, c or r",
            PieceKind::from_char,
        )
    }
}

impl FromStr for Piece {
    type Err = NotationError;

    /// Parses one piece letter: `EMHDCR` gold, `emhdcr` silver (arimaa.com notation).
    ///
    /// # Errors
    /// [`NotationError`] for an empty text, another letter, or more than one letter.
    ///
    /// ```
    /// use arimaa_rules::{Color, Piece, PieceKind};
    /// assert_eq!("E".parse::<Piece>(), Ok(Piece::new(Color::Gold, PieceKind::Elephant)));
    /// assert_eq!("r".parse::<Piece>(), Ok(Piece::new(Color::Silver, PieceKind::Rabbit)));
    /// let err = "Ex".parse::<Piece>().unwrap_err();
    /// assert_eq!(err.column, 2);
    /// ```
    fn from_str(s: &str) -> Result<Piece, NotationError> {
        one_letter(
            s,
            "a piece letter (EMHDCR gold, emhdcr silver)",
            Piece::from_char,
        )
    }
}
