//! How a game ends: the winner and the termination, with the arimaa.com letters.

use alloc::string::String;
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

/// Which of the two immobilization checks ended a game (official rules, "Notes", checks 5
/// and 6 of the end of a move; both are written `m` in records).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Immobilization {
    /// Check 5: the side to move has no legal move (every piece frozen or blocked).
    NoLegalMove,
    /// Check 6: every legal move of the side to move would make a position occur for the
    /// third time.
    OnlyRepetitions,
}

impl Immobilization {
    /// A short, stable name: `no_legal_move` or `only_repetitions`.
    pub const fn name(self) -> &'static str {
        match self {
            Immobilization::NoLegalMove => "no_legal_move",
            Immobilization::OnlyRepetitions => "only_repetitions",
        }
    }
}

/// The end of a game: who won (nobody, for a draw) and why, and for an immobilization
/// decided by the rules, which kind.
///
/// The current rules have no draws ([rules summary](crate::rules), "Conflicts decided", 2:
/// both sides out of rabbits in one move, the mover wins); a draw comes
/// only from a record of the rule abandoned on 2008-07-01, [`Termination::NoRabbitsDraw`].
///
/// Written as the archive writes the `result` and `termination` columns together, winner
/// letter then termination letter: `gg` (gold wins by goal), `sm` (silver by
/// immobilization); `w`/`b` are read for gold/silver; a draw is written `dn`.
///
/// Two outcomes are equal when winner and termination are (the result as a record writes
/// it): the [`Outcome::immobilization`] detail, which records do not carry, is not
/// compared.
///
/// ```
/// use arimaa_rules::{Color, Immobilization, Outcome, Termination};
/// let o: Outcome = "se".parse().unwrap();
/// assert_eq!(o, Outcome::win(Color::Silver, Termination::Elimination));
/// assert_eq!(o.to_string(), "se");
/// let draw: Outcome = "dn".parse().unwrap();
/// assert_eq!((draw.winner, draw.is_draw()), (None, true));
/// let m = Outcome::immobilized(Color::Gold, Immobilization::NoLegalMove);
/// assert_eq!(m, "gm".parse().unwrap());
/// assert_eq!(m.describe(), "gold wins by immobilization: silver has no legal move");
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Outcome {
    /// The side that won; `None` for a draw.
    pub winner: Option<Color>,
    /// How the game ended.
    pub termination: Termination,
    /// For [`Termination::Immobilization`] decided by the rules: which check. `None`
    /// otherwise, and for a result read from a record.
    pub immobilization: Option<Immobilization>,
}

impl Outcome {
    /// `winner` won by `termination`. A [`Termination::NoRabbitsDraw`] is a draw whatever
    /// `winner` is (the rule before 2008-07-01 had no winner).
    pub const fn win(winner: Color, termination: Termination) -> Outcome {
        match termination {
            Termination::NoRabbitsDraw => Outcome::draw(termination),
            _ => Outcome {
                winner: Some(winner),
                termination,
                immobilization: None,
            },
        }
    }

    /// A draw by `termination`.
    pub const fn draw(termination: Termination) -> Outcome {
        Outcome {
            winner: None,
            termination,
            immobilization: None,
        }
    }

    /// `winner` won by immobilization of the kind `kind`.
    pub const fn immobilized(winner: Color, kind: Immobilization) -> Outcome {
        Outcome {
            winner: Some(winner),
            termination: Termination::Immobilization,
            immobilization: Some(kind),
        }
    }

    /// Whether nobody won.
    pub const fn is_draw(&self) -> bool {
        self.winner.is_none()
    }

    /// The side that lost; `None` for a draw.
    pub fn loser(&self) -> Option<Color> {
        self.winner.map(Color::opponent)
    }

    /// The reward of `side` for this result, as game environments give it (zero-sum,
    /// terminal): `1.0` for the winner, `-1.0` for the loser, `0.0` for both sides of a
    /// draw.
    ///
    /// ```
    /// use arimaa_rules::{Color, Outcome, Termination};
    /// let goal = Outcome::win(Color::Silver, Termination::Goal);
    /// assert_eq!((goal.reward(Color::Gold), goal.reward(Color::Silver)), (-1.0, 1.0));
    /// let draw = Outcome::draw(Termination::NoRabbitsDraw);
    /// assert_eq!((draw.reward(Color::Gold), draw.reward(Color::Silver)), (0.0, 0.0));
    /// ```
    pub fn reward(&self, side: Color) -> f32 {
        match self.winner {
            None => 0.0,
            Some(w) if w == side => 1.0,
            Some(_) => -1.0,
        }
    }

    /// The result in words: `gold wins by goal`, `silver wins by immobilization: gold has
    /// no legal move`, `silver wins by resignation: gold resigned`, `draw: both sides lost
    /// all their rabbits`.
    pub fn describe(&self) -> String {
        let (Some(winner), Some(loser)) = (self.winner, self.loser()) else {
            return match self.termination {
                Termination::NoRabbitsDraw => "draw: both sides lost all their rabbits".into(),
                t => alloc::format!("draw by {}", t.name().to_lowercase()),
            };
        };
        let why = match (self.termination, self.immobilization) {
            (Termination::Goal, _) => "goal: a rabbit reached its goal rank".into(),
            (Termination::Elimination, _) => {
                alloc::format!("elimination: {loser} has no rabbits left")
            }
            (Termination::Immobilization, Some(Immobilization::NoLegalMove)) => {
                alloc::format!("immobilization: {loser} has no legal move")
            }
            (Termination::Immobilization, Some(Immobilization::OnlyRepetitions)) => alloc::format!(
                "immobilization: every move {loser} has would repeat a position for the third time"
            ),
            (Termination::Resignation, _) => alloc::format!("resignation: {loser} resigned"),
            (t, _) => t.name().to_lowercase(),
        };
        alloc::format!("{winner} wins by {why}")
    }
}

impl PartialEq for Outcome {
    /// Winner and termination; the immobilization detail is not compared.
    fn eq(&self, other: &Outcome) -> bool {
        self.winner == other.winner && self.termination == other.termination
    }
}

impl Eq for Outcome {}

impl core::hash::Hash for Outcome {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.winner.hash(state);
        self.termination.hash(state);
    }
}

impl fmt::Display for Outcome {
    /// Writes `gg`, `se`, …: winner letter then termination letter; `d` for a draw.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let winner = self.winner.map_or('d', Color::char);
        write!(f, "{}{}", winner, self.termination.letter())
    }
}

impl FromStr for Outcome {
    type Err = NotationError;

    /// Parses a winner letter (`g`/`w`, `s`/`b`, or `d` for a draw) then a termination
    /// letter. The pre-2008 `n` (no rabbits) is a draw whatever the winner letter.
    ///
    /// # Errors
    /// [`NotationError`] at the bad character.
    fn from_str(s: &str) -> Result<Outcome, NotationError> {
        crate::notation::parse_trimmed(s, parse_outcome)
    }
}

/// Parses an outcome with no white space around it.
fn parse_outcome(s: &str) -> Result<Outcome, NotationError> {
    let mut chars = s.chars();
    let winner = match chars.next() {
        Some('d' | 'D') => None,
        c => Some(
            c.and_then(Color::from_char)
                .ok_or_else(|| NotationError::new(0, "a winner letter g or s (d: draw)", s))?,
        ),
    };
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
    Ok(match winner {
        Some(w) => Outcome::win(w, termination),
        None => Outcome::draw(termination),
    })
}
