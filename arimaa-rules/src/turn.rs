//! Moves (a whole turn of 1–4 steps), moves with their capture tokens, setups, and turn
//! labels (`12g`).

use core::fmt;
use core::str::FromStr;

use crate::error::{MoveError, NotationError, SetupError, StepError};
use crate::step::parse_piece_square;
use crate::{Capture, Color, Piece, Square, Step};

/// Splits `s` on ASCII white space, yielding `(byte offset, token)`.
pub(crate) fn tokens(s: &str) -> impl Iterator<Item = (usize, &str)> {
    let base = s.as_ptr() as usize;
    s.split_ascii_whitespace()
        .map(move |t| (t.as_ptr() as usize - base, t))
}

/// A move: a whole turn of one to four steps by the side to move, stored inline (no heap).
///
/// Written as its steps separated by spaces: `Ed2n Ed3n rd4n Ed4n`. Capture tokens
/// (`rc3x`) are accepted and dropped when parsing a `Move`; [`NotatedMove`] keeps them.
/// Whether a move is legal depends on the position ([`Position::play`](crate::Position::play)).
///
/// ```
/// use arimaa_rules::Move;
/// let mv: Move = "Ed2n Ed3n".parse().unwrap();
/// assert_eq!(mv.len(), 2);
/// assert_eq!(mv.to_string(), "Ed2n Ed3n");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Move {
    len: u8,
    steps: [Option<Step>; 4],
}

impl Move {
    /// The most steps in a move.
    pub const MAX_STEPS: usize = 4;

    /// A move with no steps yet (not playable until a step is added).
    pub const fn new() -> Move {
        Move {
            len: 0,
            steps: [None; 4],
        }
    }

    /// A move from a slice of steps; `None` for more than four steps.
    pub fn from_steps(steps: &[Step]) -> Option<Move> {
        if steps.len() > 4 {
            return None;
        }
        let mut m = Move::new();
        for &s in steps {
            m.push(s).ok()?;
        }
        Some(m)
    }

    /// The move made of `steps`, refused as a move would be when played: no step, or a
    /// fifth step.
    ///
    /// # Errors
    /// [`MoveError::Empty`] for no step; [`MoveError::Step`] with
    /// [`StepError::TooManySteps`](crate::StepError::TooManySteps) naming the fifth step.
    ///
    /// ```
    /// use arimaa_rules::{Move, MoveError, Refusal, Step};
    /// let e: Step = "Ee2n".parse().unwrap();
    /// assert_eq!(Move::try_from_steps(&[e]).unwrap().len(), 1);
    /// assert_eq!(Move::try_from_steps(&[]), Err(MoveError::Empty));
    /// assert_eq!(Move::try_from_steps(&[e; 5]).unwrap_err().rule().name(), "too_many_steps");
    /// ```
    pub fn try_from_steps(steps: &[Step]) -> Result<Move, MoveError> {
        if steps.is_empty() {
            return Err(MoveError::Empty);
        }
        let mut m = Move::new();
        for (index, &step) in steps.iter().enumerate() {
            m.push(step).map_err(|step| MoveError::Step {
                index,
                step,
                error: StepError::TooManySteps,
            })?;
        }
        Ok(m)
    }

    /// Appends a step.
    ///
    /// # Errors
    /// Returns the step back when the move already has four steps.
    pub fn push(&mut self, step: Step) -> Result<(), Step> {
        if self.len as usize >= 4 {
            return Err(step);
        }
        self.steps[self.len as usize] = Some(step);
        self.len += 1;
        Ok(())
    }

    /// Removes and returns the last step.
    pub fn pop(&mut self) -> Option<Step> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        self.steps[self.len as usize].take()
    }

    /// The number of steps, 0–4.
    #[inline]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the move has no steps.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The step at `index` (0-based).
    pub fn get(&self, index: usize) -> Option<Step> {
        if index < self.len() {
            self.steps[index]
        } else {
            None
        }
    }

    /// Iterates over the steps in order.
    pub fn steps(&self) -> impl Iterator<Item = Step> + '_ {
        self.steps[..self.len()].iter().flatten().copied()
    }
}

impl fmt::Display for Move {
    /// Writes the steps separated by single spaces, e.g. `Ed2n Ed3n`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.steps().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}", s)?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({:?})", alloc::format!("{}", self))
    }
}

impl FromStr for Move {
    type Err = NotationError;

    /// Parses 1–4 steps separated by white space; capture tokens are accepted and dropped.
    ///
    /// # Errors
    /// [`NotationError`] at the column of a bad token, for an empty text, or for a fifth step.
    fn from_str(s: &str) -> Result<Move, NotationError> {
        Ok(s.parse::<NotatedMove>()?.mv)
    }
}

/// A move as the archive writes it: its steps, each followed by the capture it caused
/// (`Ed2n Cc3n Cc3x` …). Produced by [`Position::play`](crate::Position::play) and
/// [`Game`](crate::Game); when parsed from text, the captures are whatever tokens were
/// written (checked against the board when played).
///
/// ```
/// use arimaa_rules::NotatedMove;
/// let m: NotatedMove = "Md2n Cc2n Md3n Cc3x".parse().unwrap();
/// assert_eq!(m.mv.len(), 3);
/// assert_eq!(m.captures[2].unwrap().to_string(), "Cc3x");
/// assert_eq!(m.to_string(), "Md2n Cc2n Md3n Cc3x");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct NotatedMove {
    /// The steps.
    pub mv: Move,
    /// `captures[i]`: the capture written (or caused) right after step `i`.
    pub captures: [Option<Capture>; 4],
}

impl fmt::Display for NotatedMove {
    /// Writes the archive tokens: each step, then its capture token if any.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.mv.steps().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}", s)?;
            if let Some(c) = self.captures[i] {
                write!(f, " {}", c)?;
            }
        }
        Ok(())
    }
}

impl FromStr for NotatedMove {
    type Err = NotationError;

    /// Parses 1–4 steps with optional capture tokens, each capture after a step.
    ///
    /// # Errors
    /// [`NotationError`] at the column of a bad token, of a capture token not preceded by a
    /// step (or a second one after the same step), of a fifth step, or for an empty text.
    fn from_str(s: &str) -> Result<NotatedMove, NotationError> {
        let mut out = NotatedMove::default();
        for (off, tok) in tokens(s) {
            if tok.len() == 4 && tok.as_bytes()[3] == b'x' {
                let cap: Capture = tok.parse().map_err(|e: NotationError| e.shifted(off))?;
                let n = out.mv.len();
                if n == 0 || out.captures[n - 1].is_some() {
                    return Err(NotationError::new(
                        off,
                        "a step before this capture token",
                        tok,
                    ));
                }
                out.captures[n - 1] = Some(cap);
            } else {
                let step: Step = tok.parse().map_err(|e: NotationError| e.shifted(off))?;
                out.mv
                    .push(step)
                    .map_err(|_| NotationError::new(off, "at most four steps in a move", tok))?;
            }
        }
        if out.mv.is_empty() {
            return Err(NotationError::new(0, "at least one step, such as Ed2n", s));
        }
        Ok(out)
    }
}

/// Placing one piece during setup: `Ra1` (piece, square) (arimaa.com notation).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Placement {
    /// The piece placed.
    pub piece: Piece,
    /// Where.
    pub square: Square,
}

impl fmt::Display for Placement {
    /// Writes `Ra1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.piece, self.square)
    }
}

impl FromStr for Placement {
    type Err = NotationError;

    /// Parses `Ra1`.
    ///
    /// # Errors
    /// [`NotationError`] at a bad piece letter or square, or trailing characters.
    fn from_str(s: &str) -> Result<Placement, NotationError> {
        crate::notation::parse_trimmed(s, |s| {
            let (piece, square) = parse_piece_square(s, "a placement such as Ra1")?;
            if s.len() > 3 {
                return Err(NotationError::new(3, "the end of the placement", &s[3..]));
            }
            Ok(Placement { piece, square })
        })
    }
}

/// A setup: the placements of one side's pieces at the start of the game, 1–16 of them,
/// stored inline. Written as placements separated by spaces: `Ra1 Rb1 … Ee2`. Which side
/// sets up and whether the set is complete is checked when it is played
/// ([`Game::play_setup`](crate::Game::play_setup)).
///
/// ```
/// use arimaa_rules::{Color, Setup};
/// let s = Setup::standard(Color::Silver);
/// assert_eq!(s.to_string(), "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7");
/// let parsed: Setup = s.to_string().parse().unwrap();
/// assert_eq!(parsed, s);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    len: u8,
    placements: [Option<Placement>; 16],
}

impl Setup {
    /// The most placements in a setup (a full set).
    pub const MAX_PLACEMENTS: usize = 16;

    /// A setup from placements; `None` for an empty slice or more than 16.
    pub fn new(placements: &[Placement]) -> Option<Setup> {
        if placements.is_empty() || placements.len() > 16 {
            return None;
        }
        let mut s = Setup {
            len: 0,
            placements: [None; 16],
        };
        for (i, &p) in placements.iter().enumerate() {
            s.placements[i] = Some(p);
        }
        s.len = placements.len() as u8;
        Some(s)
    }

    /// The setup made of `placements`, refused as a setup would be when played: none, or
    /// more than a full set.
    ///
    /// # Errors
    /// [`SetupError::Empty`] for no placement, [`SetupError::TooManyPlacements`] for more
    /// than 16.
    ///
    /// ```
    /// use arimaa_rules::{Color, Placement, Setup, SetupError};
    /// let all: Vec<Placement> = Setup::standard(Color::Gold).placements().collect();
    /// assert_eq!(Setup::try_new(&all).unwrap().len(), 16);
    /// assert_eq!(Setup::try_new(&[]), Err(SetupError::Empty));
    /// let mut more = all.clone();
    /// more.push(all[0]);
    /// assert_eq!(Setup::try_new(&more), Err(SetupError::TooManyPlacements { count: 17 }));
    /// ```
    pub fn try_new(placements: &[Placement]) -> Result<Setup, SetupError> {
        match placements.len() {
            0 => Err(SetupError::Empty),
            n if n > Setup::MAX_PLACEMENTS => {
                Err(SetupError::TooManyPlacements { count: n as u32 })
            }
            _ => Ok(Setup::new(placements).expect("1 to 16 placements")),
        }
    }

    /// The usual opening setup of AEI's `BASIC_SETUP`: rabbits on the home rank, and
    /// `D H C M E C H D` (gold, rank 2) or `d h c e m c h d` (silver, rank 7) in front.
    pub fn standard(color: Color) -> Setup {
        let (back, front, order) = match color {
            Color::Gold => (0u8, 1u8, *b"DHCMECHD"),
            Color::Silver => (7, 6, *b"dhcemchd"),
        };
        let rabbit = Piece::new(color, crate::PieceKind::Rabbit);
        let mut out = [Placement {
            piece: rabbit,
            square: Square::C3,
        }; 16];
        for file in 0..8u8 {
            out[file as usize] = Placement {
                piece: rabbit,
                square: Square::from_coords(file, back).expect("in range"),
            };
            out[8 + file as usize] = Placement {
                piece: Piece::from_char(order[file as usize] as char).expect("valid letter"),
                square: Square::from_coords(file, front).expect("in range"),
            };
        }
        Setup::new(&out).expect("16 placements")
    }

    /// The placements of `color`'s pieces on `board` in the order records write a setup
    /// (as [`Setup::standard`]): the home rank (1 for gold, 8 for silver) from file a to
    /// h, then the next rank towards the other side, and so on. `None` when `color` has no
    /// piece on the board or more than 16.
    ///
    /// ```
    /// use arimaa_rules::{Color, Position, Setup};
    /// let board = Position::standard().board().clone();
    /// assert_eq!(Setup::from_board(&board, Color::Silver), Some(Setup::standard(Color::Silver)));
    /// ```
    pub fn from_board(board: &crate::Board, color: Color) -> Option<Setup> {
        let mut out = [None; 16];
        let mut len = 0;
        for step in 0..8u8 {
            let rank = if color == Color::Gold { step } else { 7 - step };
            for file in 0..8u8 {
                let square = Square::from_coords(file, rank).expect("in range");
                if let Some(piece) = board.piece_at(square).filter(|p| p.color == color) {
                    *out.get_mut(len)? = Some(Placement { piece, square });
                    len += 1;
                }
            }
        }
        if len == 0 {
            return None;
        }
        Some(Setup {
            len: len as u8,
            placements: out,
        })
    }

    /// The number of placements, 1–16.
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Always `false`: a setup has at least one placement.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Iterates over the placements in the order written.
    pub fn placements(&self) -> impl Iterator<Item = Placement> + '_ {
        self.placements[..self.len()].iter().flatten().copied()
    }
}

impl fmt::Display for Setup {
    /// Writes the placements separated by single spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.placements().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}", p)?;
        }
        Ok(())
    }
}

impl FromStr for Setup {
    type Err = NotationError;

    /// Parses 1–16 placements separated by white space.
    ///
    /// # Errors
    /// [`NotationError`] at a bad placement, a 17th placement, or an empty text.
    fn from_str(s: &str) -> Result<Setup, NotationError> {
        let mut out = Setup {
            len: 0,
            placements: [None; 16],
        };
        for (off, tok) in tokens(s) {
            let p: Placement = tok.parse().map_err(|e: NotationError| e.shifted(off))?;
            if out.len() == 16 {
                return Err(NotationError::new(off, "at most 16 placements", tok));
            }
            out.placements[out.len()] = Some(p);
            out.len += 1;
        }
        if out.len == 0 {
            return Err(NotationError::new(
                0,
                "at least one placement, such as Ra1",
                s,
            ));
        }
        Ok(out)
    }
}

/// Reads a turn label at the start of `s`: an optional move number, then a side letter
/// (`g`/`s`, or the old `w`/`b`). Returns the number, the side and the bytes used; `None`
/// when `s` does not start that way (or the number does not fit in a `u32`).
pub(crate) fn label_prefix(s: &str) -> Option<(Option<u32>, Color, usize)> {
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    let number = if digits > 0 {
        Some(s[..digits].parse().ok()?)
    } else {
        None
    };
    let color = Color::from_char(s[digits..].chars().next()?)?;
    Some((number, color, digits + 1))
}

/// The label of a turn: its move number and the side that plays it, written `12g`, `3s`
/// (arimaa.com notation; old records write `w` for gold and `b` for silver, which are
/// read too). Move 1 is the two setups (`1g`, `1s`); moves proper start at `2g`.
/// Labels order as the turns are played (by number, gold before silver).
///
/// ```
/// use arimaa_rules::{Color, TurnLabel};
/// let label: TurnLabel = "12b".parse().unwrap();
/// assert_eq!(label, TurnLabel { number: 12, color: Color::Silver });
/// assert_eq!(label.to_string(), "12s");
/// assert!("12g".parse::<TurnLabel>().unwrap() < label);
/// assert_eq!("12x".parse::<TurnLabel>().unwrap_err().column, 3);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TurnLabel {
    /// The move number (1 for the setups).
    pub number: u32,
    /// The side that plays the turn.
    pub color: Color,
}

impl fmt::Display for TurnLabel {
    /// Writes `12g` (colour letters `g`/`s`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.number, self.color.char())
    }
}

impl FromStr for TurnLabel {
    type Err = NotationError;

    /// Parses a move number then a side letter `g`/`s` (or `w`/`b`), nothing else.
    ///
    /// # Errors
    /// [`NotationError`] at the missing move number or one above
    /// [`Position::MAX_MOVE_NUMBER`](crate::Position::MAX_MOVE_NUMBER), the bad side letter,
    /// or the first character after the label. White space around the label is ignored
    /// ([`notation`](crate::notation) docs).
    fn from_str(s: &str) -> Result<TurnLabel, NotationError> {
        crate::notation::parse_trimmed(s, parse_label)
    }
}

/// Parses a turn label with no white space around it.
fn parse_label(s: &str) -> Result<TurnLabel, NotationError> {
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    let Some((Some(number), color, used)) = label_prefix(s) else {
        return Err(if digits == 0 {
            NotationError::new(0, "a move number", s)
        } else if s[..digits].parse::<u32>().is_err() {
            crate::notation::move_number_too_large(0, &s[..digits])
        } else {
            NotationError::new(digits, "a side letter g, s, w or b", &s[digits..])
        });
    };
    if number > crate::Position::MAX_MOVE_NUMBER {
        return Err(crate::notation::move_number_too_large(0, &s[..digits]));
    }
    if used < s.len() {
        return Err(NotationError::new(
            used,
            "the end of the turn label",
            &s[used..],
        ));
    }
    Ok(TurnLabel { number, color })
}
