//! [`StepError`]: why a single step is illegal.

use alloc::string::String;
use core::fmt;

use super::Refusal;
use crate::{Direction, Piece, Rule, Square};

/// Why a single step is illegal in the current position (official rules, "Play" and
/// "Special Situations"; the checks and their order follow AEI `check_step`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum StepError {
    /// The move already has four steps.
    TooManySteps,
    /// There is no piece on the square the step starts from.
    NoPiece {
        /// The empty square.
        square: Square,
    },
    /// The step names a different piece than the one on its square.
    WrongPiece {
        /// The square.
        square: Square,
        /// The piece the step names.
        named: Piece,
        /// The piece actually there.
        found: Piece,
    },
    /// The step leaves the board (only a step built from a piece, square and direction can
    /// try: [`Step::try_new`](crate::Step::try_new)).
    OffBoard {
        /// The square the step starts from.
        square: Square,
        /// The direction that leaves the board.
        direction: Direction,
    },
    /// The destination square is occupied.
    Occupied {
        /// The destination square.
        square: Square,
        /// The piece standing there.
        by: Piece,
    },
    /// The piece is frozen: next to a stronger enemy piece and no friendly piece.
    Frozen {
        /// The frozen piece.
        piece: Piece,
        /// Its square.
        square: Square,
        /// A stronger enemy piece that freezes it.
        by: Piece,
        /// That enemy piece's square.
        by_square: Square,
    },
    /// A rabbit tried to step backwards (towards its own home ranks).
    RabbitBackward {
        /// The rabbit.
        piece: Piece,
        /// Its square.
        square: Square,
    },
    /// An enemy piece was pushed and the push has not been completed: the next step must
    /// move a stronger friendly piece into the vacated square.
    PushIncomplete {
        /// The pushed enemy piece.
        pushed: Piece,
        /// The square it was pushed from, which the pusher must enter.
        vacated: Square,
    },
    /// The piece entering the vacated square is not stronger than the pushed piece.
    PushTooWeak {
        /// The piece that tried to complete the push.
        piece: Piece,
        /// Its square.
        square: Square,
        /// The pushed enemy piece.
        pushed: Piece,
    },
    /// A push cannot be started with the last step of a move (it could not be completed).
    PushOnLastStep {
        /// The enemy piece.
        piece: Piece,
        /// Its square.
        square: Square,
    },
    /// An enemy piece can be moved only by pulling (right after a stronger friendly piece
    /// stepped away from its destination) or by pushing (an unfrozen stronger friendly piece
    /// is next to it); neither applies.
    NoPushOrPull {
        /// The enemy piece.
        piece: Piece,
        /// Its square.
        square: Square,
    },
}

impl Refusal for StepError {
    /// The rule broken ([`Rule`]); its names: `too_many_steps`, `no_piece`, `wrong_piece`, `off_board`,
    /// `occupied`, `frozen`, `rabbit_backward`, `push_incomplete`, `push_too_weak`,
    /// `push_on_last_step`, `no_push_or_pull`.
    fn rule(&self) -> Rule {
        match self {
            StepError::TooManySteps => Rule::TooManySteps,
            StepError::NoPiece { .. } => Rule::NoPiece,
            StepError::WrongPiece { .. } => Rule::WrongPiece,
            StepError::OffBoard { .. } => Rule::OffBoard,
            StepError::Occupied { .. } => Rule::Occupied,
            StepError::Frozen { .. } => Rule::Frozen,
            StepError::RabbitBackward { .. } => Rule::RabbitBackward,
            StepError::PushIncomplete { .. } => Rule::PushIncomplete,
            StepError::PushTooWeak { .. } => Rule::PushTooWeak,
            StepError::PushOnLastStep { .. } => Rule::PushOnLastStep,
            StepError::NoPushOrPull { .. } => Rule::NoPushOrPull,
        }
    }
}

fn desc(p: &Piece) -> String {
    p.describe()
}

impl fmt::Display for StepError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.rule())?;
        match self {
            StepError::TooManySteps => f.write_str("a move has at most four steps"),
            StepError::NoPiece { square } => write!(f, "there is no piece on {}", square),
            StepError::WrongPiece {
                square,
                named,
                found,
            } => write!(
                f,
                "the step names a {} but the piece on {} is a {}",
                desc(named),
                square,
                desc(found)
            ),
            StepError::OffBoard { square, direction } => {
                write!(
                    f,
                    "a step {} from {} leaves the board",
                    direction.name(),
                    square
                )
            }
            StepError::Occupied { square, by } => {
                write!(f, "{} is occupied by the {}", square, desc(by))
            }
            StepError::Frozen {
                piece,
                square,
                by,
                by_square,
            } => write!(
                f,
                "{} on {} is next to the {} on {} and has no friend",
                desc(piece),
                square,
                desc(by),
                by_square
            ),
            StepError::RabbitBackward { piece, square } => write!(
                f,
                "{} on {} may not step backwards, towards its own side",
                desc(piece),
                square
            ),
            StepError::PushIncomplete { pushed, vacated } => write!(
                f,
                "the {} was pushed from {}; a stronger {} piece must step into {} first",
                desc(pushed),
                vacated,
                pushed.color.opponent(),
                vacated
            ),
            StepError::PushTooWeak {
                piece,
                square,
                pushed,
            } => write!(
                f,
                "{} on {} is not stronger than the pushed {}",
                desc(piece),
                square,
                desc(pushed)
            ),
            StepError::PushOnLastStep { piece, square } => write!(
                f,
                "the {} on {} cannot be pushed with the last step of the move",
                desc(piece),
                square
            ),
            StepError::NoPushOrPull { piece, square } => write!(
                f,
                "the {} on {} is an enemy piece and no stronger unfrozen {} piece is next to it to push it, nor did one just step away to pull it",
                desc(piece),
                square,
                piece.color.opponent()
            ),
        }
    }
}

impl core::error::Error for StepError {}
