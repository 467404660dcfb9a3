//! Squares a1–h8 and the four step directions.

use core::fmt;
use core::str::FromStr;

use crate::Color;
use crate::error::NotationError;

/// A square of the 8×8 board, numbered a1 = 0, b1 = 1, …, h1 = 7, a2 = 8, …, h8 = 63
/// (the AEI index: `file + 8 * rank`, both counted from 0).
///
/// Files are a–h (west to east), ranks 1–8 (gold's side to silver's side). The four trap
/// squares are c3, f3, c6 and f6.
///
/// ```
/// use arimaa_rules::Square;
/// let sq: Square = "e4".parse().unwrap();
/// assert_eq!((sq.file(), sq.rank(), sq.index()), (4, 3, 28));
/// assert_eq!(sq.to_string(), "e4");
/// assert!(Square::C3.is_trap());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// c3, gold's west trap.
    pub const C3: Square = Square(18);
    /// f3, gold's east trap.
    pub const F3: Square = Square(21);
    /// c6, silver's west trap.
    pub const C6: Square = Square(42);
    /// f6, silver's east trap.
    pub const F6: Square = Square(45);
    /// The four trap squares.
    pub const TRAPS: [Square; 4] = [Square::C3, Square::F3, Square::C6, Square::F6];

    /// The square with index 0–63 (a1 = 0, h8 = 63); `None` for 64 and above.
    #[inline]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square on `file` (0 = a … 7 = h) and `rank` (0 = rank 1 … 7 = rank 8);
    /// `None` when either is above 7.
    #[inline]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// Like [`Square::new`] without the range check: the index is masked to 0–63.
    #[inline]
    pub(crate) const fn from_index_masked(index: u32) -> Square {
        Square((index & 63) as u8)
    }

    /// The index 0–63.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file 0–7 (a–h).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// The rank 0–7 (rank 1 – rank 8).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The file letter, `'a'`–`'h'`.
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    /// The rank digit, `'1'`–`'8'`.
    pub const fn rank_char(self) -> char {
        (b'1' + self.rank()) as char
    }

    /// Whether this is one of the trap squares c3, f3, c6, f6.
    #[inline]
    pub const fn is_trap(self) -> bool {
        matches!(self.0, 18 | 21 | 42 | 45)
    }

    /// The neighbouring square in `direction`, or `None` at the edge of the board.
    #[inline]
    pub const fn step(self, direction: Direction) -> Option<Square> {
        let (file, rank) = (self.file(), self.rank());
        match direction {
            Direction::North if rank < 7 => Some(Square(self.0 + 8)),
            Direction::South if rank > 0 => Some(Square(self.0 - 8)),
            Direction::East if file < 7 => Some(Square(self.0 + 1)),
            Direction::West if file > 0 => Some(Square(self.0 - 1)),
            _ => None,
        }
    }

    /// The direction from `self` to the orthogonally adjacent square `to`; `None` when the
    /// two squares are not neighbours.
    pub const fn direction_to(self, to: Square) -> Option<Direction> {
        let mut i = 0;
        while i < 4 {
            let d = Direction::ALL[i];
            if let Some(s) = self.step(d) {
                if s.0 == to.0 {
                    return Some(d);
                }
            }
            i += 1;
        }
        None
    }

    /// Iterates over all 64 squares, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0u8..64).map(Square)
    }

    /// Parses exactly two bytes `[a-h][1-8]`.
    pub(crate) const fn from_bytes(file: u8, rank: u8) -> Option<Square> {
        if file >= b'a' && file <= b'h' && rank >= b'1' && rank <= b'8' {
            Some(Square((rank - b'1') * 8 + (file - b'a')))
        } else {
            None
        }
    }
}

impl fmt::Display for Square {
    /// Writes the algebraic name, e.g. `e4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        f.write_char(self.file_char())?;
        f.write_char(self.rank_char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Square {
    type Err = NotationError;

    /// Parses `a1`–`h8` (lower-case file letter, rank digit).
    ///
    /// # Errors
    /// [`NotationError`] naming the column of the first bad character.
    fn from_str(s: &str) -> Result<Square, NotationError> {
        crate::notation::parse_trimmed(s, parse_square)
    }
}

/// Parses a square with no white space around it.
fn parse_square(s: &str) -> Result<Square, NotationError> {
    let b = s.as_bytes();
    if b.len() != 2 {
        return Err(NotationError::new(
            0,
            "a square such as e4 (file a-h, rank 1-8)",
            s,
        ));
    }
    Square::from_bytes(b[0], b[1])
        .ok_or_else(|| NotationError::new(0, "a square such as e4 (file a-h, rank 1-8)", s))
}

/// One of the four orthogonal step directions. North is towards rank 8 (silver's side),
/// as in the step notation `Ed2n` (arimaa.com).
///
/// ```
/// use arimaa_rules::Direction;
/// assert_eq!(Direction::from_char('w'), Some(Direction::West));
/// assert_eq!(Direction::North.reverse(), Direction::South);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Direction {
    /// Towards rank 8 (`n`).
    North = 0,
    /// Towards file h (`e`).
    East = 1,
    /// Towards rank 1 (`s`).
    South = 2,
    /// Towards file a (`w`).
    West = 3,
}

impl Direction {
    /// The four directions in the order n, e, s, w.
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The notation letter: `n`, `e`, `s` or `w`.
    pub const fn char(self) -> char {
        match self {
            Direction::North => 'n',
            Direction::East => 'e',
            Direction::South => 's',
            Direction::West => 'w',
        }
    }

    /// Parses a notation letter `n`/`e`/`s`/`w` (lower case only, as in the archive).
    pub const fn from_char(c: char) -> Option<Direction> {
        match c {
            'n' => Some(Direction::North),
            'e' => Some(Direction::East),
            's' => Some(Direction::South),
            'w' => Some(Direction::West),
            _ => None,
        }
    }

    /// The opposite direction.
    pub const fn reverse(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
        }
    }

    /// The direction a rabbit of `color` may never step in on its own ("backwards",
    /// towards its home ranks): south for gold, north for silver.
    pub const fn backward_for(color: Color) -> Direction {
        match color {
            Color::Gold => Direction::South,
            Color::Silver => Direction::North,
        }
    }

    /// The English name (`north` …).
    pub const fn name(self) -> &'static str {
        match self {
            Direction::North => "north",
            Direction::East => "east",
            Direction::South => "south",
            Direction::West => "west",
        }
    }
}

impl fmt::Display for Direction {
    /// Writes the notation letter (`n`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        f.write_char(self.char())
    }
}
