//! How a game ends: the winner and the termination, with the arimaa.com letters.

use core::fmt;
use core::str::FromStr;

use crate::Color;
use crate::error::NotationError;
use crate::piece::one_letter;

/// Why a game ended, with its arimaa.com archive letter.
///
/// The rules produce three of these ([`Termination::Goal`], [`Termination::Elimination`],
/// [`Termination::Immobilization`]: official rules, "Notes"); the others come from game
/// records (time, resignation, …), and two from rules abandoned on 2008-07-01
/// (`p` repetition lost the game, `n` both sides out of rabbits was a draw).
///
/// ```
/// use arimaa_rules::Termination;
/// assert_eq!(Termination::from_letter('g'), Some(Termination::Goal));
/// assert_eq!(Termination::Resignation.letter(), 'r');
/// assert!(Termination::Goal.is_decided_by_board());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Termination {
    /// `g`: a rabbit reached its goal rank.
    Goal,
    /// `e`: a side lost all its rabbits.
    Elimination,
    /// `m`: the side to move had no legal move (all frozen or blocked, or every move a
    /// third repetition).
    Immobilization,
    /// `t`: a player ran out of time.
    Time,
    /// `r`: a player resigned.
    Resignation,
    /// `i`: an illegal move (by a bot on the server; a third repetition counts).
    IllegalMove,
    /// `f`: forfeit.
    Forfeit,
    /// `a`: abandoned.
    Abandoned,
    /// `s`: score at a time or move limit.
    Score,
    /// `p`: third repetition lost the game (rule before 2008-07-01).
    Repetition,
    /// `n`: both sides out of rabbits, a draw (rule before 2008-07-01).
    NoRabbitsDraw,
}

impl Termination {
    /// All terminations, in the order of their letters `g e m t r i f a s p n`.
    pub const ALL: [Termination; 11] = [
        Termination::Goal,
        Termination::Elimination,
        Termination::Immobilization,
        Termination::Time,
        Termination::Resignation,
        Termination::IllegalMove,
        Termination::Forfeit,
        Termination::Abandoned,
        Termination::Score,
        Termination::Repetition,
        Termination::NoRabbitsDraw,
    ];

    /// The archive letter.
    pub const fn letter(self) -> char {
        match self {
            Termination::Goal => 'g',
            Termination::Elimination => 'e',
            Termination::Immobilization => 'm',
            Termination::Time => 't',
            Termination::Resignation => 'r',
            Termination::IllegalMove => 'i',
            Termination::Forfeit => 'f',
            Termination::Abandoned => 'a',
            Termination::Score => 's',
            Termination::Repetition => 'p',
            Termination::NoRabbitsDraw => 'n',
        }
    }

    /// The termination with archive letter `c` (lower case); `None` for others.
    pub const fn from_letter(c: char) -> Option<Termination> {
        let mut i = 0;
        while i < Termination::ALL.len() {
            if Termination::ALL[i].letter() == c {
                return Some(Termination::ALL[i]);
            }
            i += 1;
        }
        None
    }

    /// The English name used in per-game records' `Reason:` header (`Goal`, `Elimination`,
    /// `Immobilization`, `Time`, `Resignation`, `Illegal move`, …).
    pub const fn name(self) -> &'static str {
        match self {
            Termination::Goal => "Goal",
            Termination::Elimination => "Elimination",
            Termination::Immobilization => "Immobilization",
            Termination::Time => "Time",
            Termination::Resignation => "Resignation",
            Termination::IllegalMove => "Illegal move",
            Termination::Forfeit => "Forfeit",
            Termination::Abandoned => "Abandoned",
            Termination::Score => "Score",
            Termination::Repetition => "Repetition",
            Termination::NoRabbitsDraw => "No rabbits",
        }
    }

    /// Whether the final board alone shows this result (goal, elimination,
    /// immobilization), so a replay can check a recorded result.
    pub const fn is_decided_by_board(self) -> bool {
        matches!(
            self,
            Termination::Goal | Termination::Elimination | Termination::Immobilization
        )
    }
}

impl FromStr for Termination {
    type Err = NotationError;

    /// Parses an arimaa.com termination letter, `g e m t r i f a s p n` (either case, as
    /// the archive's `termination` column and the per-game `ReasonCode` header write it).
    ///
    /// # Errors
    /// [`NotationError`] for an empty text, another letter, or more than one letter.
    ///
    /// ```
    /// use arimaa_rules::Termination;
    /// assert_eq!("m".parse::<Termination>(), Ok(Termination::Immobilization));
    /// assert_eq!("R".parse::<Termination>(), Ok(Termination::Resignation));
    /// assert!("x".parse::<Termination>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Termination, NotationError> {
        one_letter(s, "a termination letter (g e m t r i f a s p n)", |c| {
            Termination::from_letter(c.to_ascii_lowercase())
        })
    }
}

impl fmt::Display for Termination {
    /// Writes the English name (`Goal`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The end of a game: who won and why.
///
/// Written as the archive writes the `result` and `termination` columns together, winner
/// letter then termination letter: `gg` (gold wins by goal), `sm` (silver by
/// immobilization); `w`/`b` are read for gold/silver.
///
/// ```
/// use arimaa_rules::{Color, Outcome, Termination};
/// let o: Outcome = "se".parse().unwrap();
/// assert_eq!(o, Outcome { winner: Color::Silver, termination: Termination::Elimination });
/// assert_eq!(o.to_string(), "se");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The side that won.
    pub winner: Color,
    /// How the game ended.
    pub termination: Termination,
}

impl fmt::Display for Outcome {
    /// Writes `gg`, `se`, …: winner letter then termination letter.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.winner.char(), self.termination.letter())
    }
}

impl FromStr for Outcome {
    type Err = NotationError;

    /// Parses a winner letter (`g`/`w`, `s`/`b`) then a termination letter.
    ///
    /// # Errors
    /// [`NotationError`] at the bad character.
    fn from_str(s: &str) -> Result<Outcome, NotationError> {
        let mut chars = s.chars();
        let winner = chars
            .next()
            .and_then(Color::from_char)
            .ok_or_else(|| NotationError::new(0, "a winner letter g or s", s))?;
        let termination = chars
            .next()
            .and_then(Termination::from_letter)
            .ok_or_else(|| {
                NotationError::new(
                    1,
                    "a termination letter (g e m t r i f a s p n)",
                    s.get(1..).unwrap_or(""),
                )
            })?;
        if chars.next().is_some() {
            return Err(NotationError::new(2, "the end of the result", &s[2..]));
        }
        Ok(Outcome {
            winner,
            termination,
        })
    }
}
