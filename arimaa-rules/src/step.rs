//! Steps (`Ed2n`), capture tokens (`rc3x`) and what playing a step did.

use core::fmt;
use core::str::FromStr;

use crate::error::{NotationError, StepError};
use crate::{Direction, Piece, Square};

/// One step: a piece moves from its square to an orthogonally adjacent square.
/// Written `<piece><square><direction>`, e.g. `Ed2n` (gold elephant d2 → d3) (arimaa.com
/// notation). A `Step` always stays on the board; whether it is legal depends on the
/// position ([`Position::check_step`](crate::Position::check_step)).
///
/// ```
/// use arimaa_rules::{Direction, Step};
/// let step: Step = "Ed2n".parse().unwrap();
/// assert_eq!(step.from().to_string(), "d2");
/// assert_eq!(step.to().to_string(), "d3");
/// assert_eq!(step.direction(), Direction::North);
/// assert_eq!(step.to_string(), "Ed2n");
/// assert!("Ea1s".parse::<Step>().is_err()); // leaves the board
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Step {
    piece: Piece,
    from: Square,
    to: Square,
    direction: Direction,
}

impl Step {
    /// The step of `piece` from `from` in `direction`; `None` if it would leave the board.
    pub const fn new(piece: Piece, from: Square, direction: Direction) -> Option<Step> {
        match from.step(direction) {
            Some(to) => Some(Step {
                piece,
                from,
                to,
                direction,
            }),
            None => None,
        }
    }

    /// As [`Step::new`], with the reason when the step would leave the board.
    ///
    /// # Errors
    /// [`StepError::OffBoard`] naming the square and direction.
    ///
    /// ```
    /// use arimaa_rules::{Direction, Piece, Refusal, Square, Step, StepError};
    /// let rabbit = Piece::from_char('R').unwrap();
    /// let a1: Square = "a1".parse().unwrap();
    /// let err = Step::try_new(rabbit, a1, Direction::South).unwrap_err();
    /// assert_eq!(err, StepError::OffBoard { square: a1, direction: Direction::South });
    /// assert_eq!(err.rule().name(), "off_board");
    /// ```
    pub const fn try_new(
        piece: Piece,
        from: Square,
        direction: Direction,
    ) -> Result<Step, StepError> {
        match Step::new(piece, from, direction) {
            Some(step) => Ok(step),
            None => Err(StepError::OffBoard {
                square: from,
                direction,
            }),
        }
    }

    /// The piece that moves.
    #[inline]
    pub const fn piece(&self) -> Piece {
        self.piece
    }

    /// The square it leaves (the origin).
    #[inline]
    pub const fn from(&self) -> Square {
        self.from
    }

    /// The square it enters (the destination).
    #[inline]
    pub const fn to(&self) -> Square {
        self.to
    }

    /// The direction of the step.
    #[inline]
    pub const fn direction(&self) -> Direction {
        self.direction
    }
}

impl fmt::Display for Step {
    /// Writes the step notation, e.g. `Ed2n`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}{}", self.piece, self.from, self.direction)
    }
}

impl fmt::Debug for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

pub(crate) fn parse_piece_square(
    s: &str,
    what: &'static str,
) -> Result<(Piece, Square), NotationError> {
    let b = s.as_bytes();
    let piece = b
        .first()
        .and_then(|&c| Piece::from_char(c as char))
        .ok_or_else(|| NotationError::new(0, "a piece letter (EMHDCR gold, emhdcr silver)", s))?;
    if b.len() < 3 {
        return Err(NotationError::new(b.len(), what, ""));
    }
    let square = Square::from_bytes(b[1], b[2])
        .ok_or_else(|| NotationError::new(1, "a square a1-h8", s.get(1..3).unwrap_or(s)))?;
    Ok((piece, square))
}

impl FromStr for Step {
    type Err = NotationError;

    /// Parses `Ed2n`: a piece letter, a square, a direction letter `n`/`s`/`e`/`w`.
    ///
    /// # Errors
    /// [`NotationError`] with the column of the bad character: an unknown piece letter,
    /// a bad square, a missing or unknown direction, trailing characters, or a step that
    /// leaves the board.
    fn from_str(s: &str) -> Result<Step, NotationError> {
        crate::notation::parse_trimmed(s, parse_step)
    }
}

/// Parses a step token with no white space around it.
fn parse_step(s: &str) -> Result<Step, NotationError> {
    let (piece, from) = parse_piece_square(s, "a step such as Ed2n")?;
    let b = s.as_bytes();
    let direction = b
        .get(3)
        .and_then(|&c| Direction::from_char(c as char))
        .ok_or_else(|| {
            NotationError::new(3, "a direction n, s, e or w", s.get(3..).unwrap_or(""))
        })?;
    if b.len() > 4 {
        return Err(NotationError::new(4, "the end of the step", &s[4..]));
    }
    Step::new(piece, from, direction)
        .ok_or_else(|| NotationError::new(3, "a direction that stays on the board", &s[3..]))
}

/// A piece removed from a trap, written `rc3x` (piece, trap square, `x`), placed right after
/// the step that caused it (arimaa.com notation).
///
/// ```
/// use arimaa_rules::Capture;
/// let c: Capture = "rc3x".parse().unwrap();
/// assert_eq!(c.square.to_string(), "c3");
/// assert_eq!(c.to_string(), "rc3x");
/// assert!("rd4x".parse::<Capture>().is_err()); // not a trap
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Capture {
    /// The captured piece.
    pub piece: Piece,
    /// The trap square it was removed from.
    pub square: Square,
}

impl fmt::Display for Capture {
    /// Writes `rc3x`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}x", self.piece, self.square)
    }
}

impl FromStr for Capture {
    type Err = NotationError;

    /// Parses `rc3x`: a piece letter, a trap square (c3, f3, c6, f6), `x`.
    ///
    /// # Errors
    /// [`NotationError`] at the bad character; a square that is not a trap is an error.
    fn from_str(s: &str) -> Result<Capture, NotationError> {
        crate::notation::parse_trimmed(s, parse_capture)
    }
}

/// Parses a capture token with no white space around it.
fn parse_capture(s: &str) -> Result<Capture, NotationError> {
    let (piece, square) = parse_piece_square(s, "a capture such as rc3x")?;
    if !square.is_trap() {
        return Err(NotationError::new(
            1,
            "a trap square (c3, f3, c6, f6)",
            &s[1..3],
        ));
    }
    let b = s.as_bytes();
    if b.get(3) != Some(&b'x') {
        return Err(NotationError::new(
            3,
            "x (capture)",
            s.get(3..).unwrap_or(""),
        ));
    }
    if b.len() > 4 {
        return Err(NotationError::new(4, "the end of the capture", &s[4..]));
    }
    Ok(Capture { piece, square })
}

/// How a legal step relates to the rest of the move (official rules, push and pull).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum StepKind {
    /// A friendly piece steps on its own.
    Plain,
    /// An enemy piece is pushed away; the next step must complete the push.
    PushStart,
    /// A stronger friendly piece enters the square the pushed enemy piece left.
    PushFinish,
    /// An enemy piece follows into the square a stronger friendly piece just left.
    Pull,
}

/// A step that was played, with its kind and the capture it caused.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct PlayedStep {
    /// The step.
    pub step: Step,
    /// Its role in a push or pull.
    pub kind: StepKind,
    /// The piece it caused to be removed from a trap, if any (at most one per step).
    pub capture: Option<Capture>,
}
