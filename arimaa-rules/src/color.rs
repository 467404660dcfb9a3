//! The two sides: gold (moves first, home ranks 1–2) and silver (home ranks 7–8).

use core::fmt;
use core::ops::Not;
use core::str::FromStr;

use crate::error::NotationError;
use crate::piece::one_letter;

/// A side of the game.
///
/// Gold sets up first on ranks 1–2 and makes the first move; silver sets up on ranks 7–8.
/// Old records call gold `w` (white) and silver `b` (black); this crate reads both spellings
/// and writes `g`/`s` (arimaa.com notation).
///
/// ```
/// use arimaa_rules::Color;
/// assert_eq!(!Color::Gold, Color::Silver);
/// assert_eq!(Color::from_char('w'), Some(Color::Gold));
/// assert_eq!(Color::Silver.char(), 's');
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Color {
    /// Gold: moves first, upper-case letters, rabbits run towards rank 8.
    Gold = 0,
    /// Silver: moves second, lower-case letters, rabbits run towards rank 1.
    Silver = 1,
}

impl Color {
    /// Both colours, gold first.
    pub const ALL: [Color; 2] = [Color::Gold, Color::Silver];

    /// The index of the colour: 0 for gold, 1 for silver.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour with the given index (0 gold, 1 silver); `None` for any other number.
    pub const fn from_index(index: usize) -> Option<Color> {
        match index {
            0 => Some(Color::Gold),
            1 => Some(Color::Silver),
            _ => None,
        }
    }

    /// The other colour.
    #[inline]
    pub const fn opponent(self) -> Color {
        match self {
            Color::Gold => Color::Silver,
            Color::Silver => Color::Gold,
        }
    }

    /// The letter used in move labels: `'g'` or `'s'`.
    pub const fn char(self) -> char {
        match self {
            Color::Gold => 'g',
            Color::Silver => 's',
        }
    }

    /// The old letter used in archive records before the gold/silver names: `'w'` or `'b'`.
    pub const fn old_char(self) -> char {
        match self {
            Color::Gold => 'w',
            Color::Silver => 'b',
        }
    }

    /// Parses a move-label colour letter: `g`/`w` (gold) or `s`/`b` (silver), either case.
    /// Returns `None` for any other character.
    pub const fn from_char(c: char) -> Option<Color> {
        match c {
            'g' | 'G' | 'w' | 'W' => Some(Color::Gold),
            's' | 'S' | 'b' | 'B' => Some(Color::Silver),
            _ => None,
        }
    }

    /// The English name: `"gold"` or `"silver"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Gold => "gold",
            Color::Silver => "silver",
        }
    }

    /// The rank index (0 = rank 1, 7 = rank 8) this colour's rabbits must reach to win.
    pub const fn goal_rank(self) -> u8 {
        match self {
            Color::Gold => 7,
            Color::Silver => 0,
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        self.opponent()
    }
}

impl fmt::Display for Color {
    /// Writes `gold` or `silver`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Color {
    type Err = NotationError;

    /// Parses one side letter as move labels write it: `g`/`s`, or the old `w`/`b`
    /// (either case).
    ///
    /// # Errors
    /// [`NotationError`] for an empty text, another letter, or more than one letter.
    ///
    /// ```
    /// use arimaa_rules::Color;
    /// assert_eq!("s".parse::<Color>(), Ok(Color::Silver));
    /// assert_eq!("w".parse::<Color>(), Ok(Color::Gold));
    /// assert!("gold".parse::<Color>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Color, NotationError> {
        one_letter(s, "a side letter g, s, w or b", Color::from_char)
    }
}
