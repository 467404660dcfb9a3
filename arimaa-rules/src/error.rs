//! Error types, all of them here (the record reader's, which report a place in a file, are
//! in [`notation::record`](crate::notation::record)). Each names the rule that was broken
//! ([`Rule`]) and where, so that a caller can show a
//! precise message ("frozen: gold rabbit on d2 is next to the silver cat on d3 and has no
//! friend") and a program can branch on a short stable rule name ([`StepError::rule`]).

use alloc::string::String;
use core::fmt;

use crate::{Capture, Direction, Piece, PieceKind, Rule, Square, Step};

/// Text that does not follow the notation: where (line and column, both counted from 1)
/// and what was expected there.
///
/// ```
/// use arimaa_rules::Step;
/// let err = "Ed2q".parse::<Step>().unwrap_err();
/// assert_eq!(err.column, 4);
/// assert!(err.to_string().contains("direction"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotationError {
    /// The line of the input (1-based), when the input has lines.
    pub line: Option<u32>,
    /// The column (1-based, counted in bytes) where the problem starts.
    pub column: u32,
    /// What the parser expected there, e.g. `"a direction n, s, e or w"`.
    pub expected: &'static str,
    /// The text found there (shortened to 40 characters).
    pub found: String,
    /// When the text is well formed but describes a board that cannot occur in a game
    /// (a position parser's only semantic check), the rule it breaks.
    pub invalid_position: Option<PositionError>,
}

impl NotationError {
    /// An error at byte `offset` (0-based) of a one-line input.
    pub fn new(offset: usize, expected: &'static str, found: &str) -> NotationError {
        let mut shown: String = found.chars().take(40).collect();
        if found.chars().count() > 40 {
            shown.push('…');
        }
        NotationError {
            line: None,
            column: offset as u32 + 1,
            expected,
            found: shown,
            invalid_position: None,
        }
    }

    /// The same error, moved `offset` bytes to the right (for a token inside a longer line).
    pub fn shifted(mut self, offset: usize) -> NotationError {
        self.column += offset as u32;
        self
    }

    /// The same error, placed on line `line` (1-based).
    pub fn on_line(mut self, line: u32) -> NotationError {
        self.line = Some(line);
        self
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(line) = self.line {
            write!(f, "line {}, ", line)?;
        }
        write!(
            f,
            "column {}: expected {}, found ",
            self.column, self.expected
        )?;
        if self.found.is_empty() {
            f.write_str("end of input")
        } else {
            write!(f, "{:?}", self.found)
        }
    }
}

impl core::error::Error for NotationError {}

/// Why a single step is illegal in the current position (official rules, "Play" and
/// "Special Situations"; the checks and their order follow AEI `check_step`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
    /// try: [`Step::try_new`]).
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
    NoPusher {
        /// The enemy piece.
        piece: Piece,
        /// Its square.
        square: Square,
    },
}

impl StepError {
    /// The rule broken ([`Rule`]); its names: `too_many_steps`, `no_piece`, `wrong_piece`, `off_board`,
    /// `occupied`, `frozen`, `rabbit_backward`, `push_incomplete`, `push_too_weak`,
    /// `push_on_last_step`, `no_pusher`.
    pub const fn kind(&self) -> Rule {
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
            StepError::NoPusher { .. } => Rule::NoPusher,
        }
    }

    /// The short, stable name of [`Self::kind`].
    pub const fn rule(&self) -> &'static str {
        self.kind().name()
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
            StepError::NoPusher { piece, square } => write!(
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

/// Why a whole move (1–4 steps, ending the turn) is illegal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// Step number `index` (0-based) of the move, `step`, is illegal.
    Step {
        /// Which step of the move (0-based, counting the steps of the move so far).
        index: usize,
        /// The refused step itself (`Ed2n`).
        step: Step,
        /// Why.
        error: StepError,
    },
    /// A move must have at least one step.
    Empty,
    /// The move ends with a push that was not completed.
    PushIncomplete {
        /// The pushed enemy piece.
        pushed: Piece,
        /// The square it was pushed from.
        vacated: Square,
    },
    /// The move leaves the board as it was (a move may not pass the whole turn).
    NoChange,
    /// The move would make the same board with the same side to move occur for the third
    /// time (official rules, "Special Situations").
    ThirdRepetition,
    /// A capture token in the notation contradicts the board.
    CaptureMismatch {
        /// The step (0-based) the token follows.
        index: usize,
        /// The capture the token claims.
        claimed: Capture,
        /// What the step actually captured, if anything.
        actual: Option<Capture>,
    },
    /// The game is over; no more moves can be played.
    GameOver,
    /// The game is in its setup phase: a setup is expected, not a move.
    SetupExpected,
}

impl MoveError {
    /// The rule broken ([`Rule`]); its names: the step's rule for [`MoveError::Step`], otherwise
    /// `empty_move`, `push_incomplete`, `no_change`, `third_repetition`,
    /// `capture_mismatch`, `game_over`, `setup_expected`.
    pub const fn kind(&self) -> Rule {
        match self {
            MoveError::Step { error, .. } => error.kind(),
            MoveError::Empty => Rule::EmptyMove,
            MoveError::PushIncomplete { .. } => Rule::PushIncomplete,
            MoveError::NoChange => Rule::NoChange,
            MoveError::ThirdRepetition => Rule::ThirdRepetition,
            MoveError::CaptureMismatch { .. } => Rule::CaptureMismatch,
            MoveError::GameOver => Rule::GameOver,
            MoveError::SetupExpected => Rule::SetupExpected,
        }
    }

    /// The short, stable name of [`Self::kind`].
    pub const fn rule(&self) -> &'static str {
        self.kind().name()
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Step { index, step, error } => {
                write!(f, "step {} ({}): {}", index + 1, step, error)
            }
            MoveError::Empty => f.write_str("empty_move: a move needs at least one step"),
            MoveError::PushIncomplete { pushed, vacated } => write!(
                f,
                "push_incomplete: the {} was pushed from {} but no stronger piece stepped into {}",
                pushed.describe(),
                vacated,
                vacated
            ),
            MoveError::NoChange => f.write_str("no_change: the move leaves the board unchanged"),
            MoveError::ThirdRepetition => f.write_str(
                "third_repetition: the move makes the same position, same side to move, occur for the third time",
            ),
            MoveError::CaptureMismatch { index, claimed, actual } => {
                write!(f, "capture_mismatch: step {} is followed by {} but ", index + 1, claimed)?;
                match actual {
                    Some(c) => write!(f, "it captured {}", c),
                    None => f.write_str("it captured nothing"),
                }
            }
            MoveError::GameOver => f.write_str("game_over: the game is over"),
            MoveError::SetupExpected => {
                f.write_str("setup_expected: the game is in its setup phase; place the pieces first")
            }
        }
    }
}

impl core::error::Error for MoveError {}

/// Why a setup (the initial placement of a side's pieces) is illegal (official rules,
/// "Setup": gold on ranks 1–2, then silver on ranks 7–8).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// The game is not in its setup phase.
    NotSetupPhase,
    /// A placement puts a piece of the other side.
    WrongColor {
        /// The piece placed.
        piece: Piece,
        /// Its square.
        square: Square,
    },
    /// A placement is outside the side's two home ranks.
    OutsideHomeRanks {
        /// The piece placed.
        piece: Piece,
        /// Its square.
        square: Square,
    },
    /// Two placements use the same square.
    SquareTaken {
        /// The square.
        square: Square,
    },
    /// More pieces of a kind than the full set has.
    TooMany {
        /// The kind.
        kind: PieceKind,
        /// How many were placed.
        count: u32,
        /// The most allowed.
        max: u32,
    },
    /// Fewer pieces of a kind than the full set (handicap setups must be allowed explicitly).
    Missing {
        /// The kind.
        kind: PieceKind,
        /// How many were placed.
        count: u32,
        /// How many the full set has.
        expected: u32,
    },
    /// A setup places at least one piece, even in handicap games.
    Empty,
    /// More placements than a full set (16) can have.
    TooManyPlacements {
        /// How many were given.
        count: u32,
    },
    /// A free setup leaves a piece on a trap with no friendly neighbour (it could not stay
    /// there).
    UnguardedTrap {
        /// The piece placed.
        piece: Piece,
        /// The trap square.
        square: Square,
    },
}

impl SetupError {
    /// The rule broken ([`Rule`]); its names: `not_setup_phase`, `wrong_color`, `outside_home_ranks`,
    /// `square_taken`, `too_many`, `missing`, `empty_setup`, `too_many_placements`,
    /// `unguarded_trap`.
    pub const fn kind(&self) -> Rule {
        match self {
            SetupError::NotSetupPhase => Rule::NotSetupPhase,
            SetupError::WrongColor { .. } => Rule::WrongColor,
            SetupError::OutsideHomeRanks { .. } => Rule::OutsideHomeRanks,
            SetupError::SquareTaken { .. } => Rule::SquareTaken,
            SetupError::TooMany { .. } => Rule::TooMany,
            SetupError::Missing { .. } => Rule::Missing,
            SetupError::Empty => Rule::EmptySetup,
            SetupError::TooManyPlacements { .. } => Rule::TooManyPlacements,
            SetupError::UnguardedTrap { .. } => Rule::UnguardedTrap,
        }
    }

    /// The short, stable name of [`Self::kind`].
    pub const fn rule(&self) -> &'static str {
        self.kind().name()
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.rule())?;
        match self {
            SetupError::NotSetupPhase => f.write_str("the setup phase is over"),
            SetupError::WrongColor { piece, square } => {
                write!(
                    f,
                    "{} on {} belongs to the other side",
                    piece.describe(),
                    square
                )
            }
            SetupError::OutsideHomeRanks { piece, square } => write!(
                f,
                "{} on {} is outside {}'s home ranks ({})",
                piece.describe(),
                square,
                piece.color,
                if piece.color == crate::Color::Gold {
                    "1-2"
                } else {
                    "7-8"
                }
            ),
            SetupError::SquareTaken { square } => write!(f, "{} is already taken", square),
            SetupError::TooMany { kind, count, max } => {
                write!(f, "{} {}s placed, at most {} allowed", count, kind, max)
            }
            SetupError::Missing {
                kind,
                count,
                expected,
            } => write!(
                f,
                "{} {}s placed, the full set has {} (fewer pieces need a handicap game)",
                count, kind, expected
            ),
            SetupError::Empty => f.write_str("a setup places at least one piece"),
            SetupError::TooManyPlacements { count } => {
                write!(f, "{count} placements, a full set has 16")
            }
            SetupError::UnguardedTrap { piece, square } => write!(
                f,
                "{} on trap {} has no friendly neighbour and would be captured",
                piece.describe(),
                square
            ),
        }
    }
}

impl core::error::Error for SetupError {}

/// Why a board cannot be a position of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// A side has more pieces of a kind than the full set.
    TooManyPieces {
        /// The piece.
        piece: Piece,
        /// How many are on the board.
        count: u32,
        /// The most allowed.
        max: u32,
    },
    /// A piece stands on a trap with no friendly neighbour: it would have been captured.
    UnguardedTrap {
        /// The piece.
        piece: Piece,
        /// The trap square.
        square: Square,
    },
}

impl PositionError {
    /// The rule broken ([`Rule`]); its names: `too_many_pieces` or `unguarded_trap`.
    pub const fn kind(&self) -> Rule {
        match self {
            PositionError::TooManyPieces { .. } => Rule::TooManyPieces,
            PositionError::UnguardedTrap { .. } => Rule::UnguardedTrap,
        }
    }

    /// The short, stable name of [`Self::kind`].
    pub const fn rule(&self) -> &'static str {
        self.kind().name()
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::TooManyPieces { piece, count, max } => write!(
                f,
                "too_many_pieces: {} {}s on the board, the full set has {}",
                count,
                piece.describe(),
                max
            ),
            PositionError::UnguardedTrap { piece, square } => write!(
                f,
                "unguarded_trap: {} on trap {} has no friendly neighbour and would have been captured",
                piece.describe(),
                square
            ),
        }
    }
}

impl core::error::Error for PositionError {}

/// Anything that can go wrong when text is played: the text is not notation, the move is
/// illegal, or the setup is illegal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayError {
    /// The text does not follow the notation.
    Notation(NotationError),
    /// The move breaks a rule.
    Move(MoveError),
    /// The setup breaks a rule.
    Setup(SetupError),
}

impl PlayError {
    /// The rule broken: [`Rule::Notation`] for text errors, otherwise the rule of the
    /// move or setup error.
    pub const fn kind(&self) -> Rule {
        match self {
            PlayError::Notation(_) => Rule::Notation,
            PlayError::Move(e) => e.kind(),
            PlayError::Setup(e) => e.kind(),
        }
    }

    /// A short, stable rule name: `notation` for text errors, otherwise the rule of the
    /// move or setup error.
    pub const fn rule(&self) -> &'static str {
        self.kind().name()
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Notation(e) => write!(f, "notation: {}", e),
            PlayError::Move(e) => e.fmt(f),
            PlayError::Setup(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for PlayError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            PlayError::Notation(e) => Some(e),
            PlayError::Move(e) => Some(e),
            PlayError::Setup(e) => Some(e),
        }
    }
}

impl From<NotationError> for PlayError {
    fn from(e: NotationError) -> PlayError {
        PlayError::Notation(e)
    }
}

impl From<MoveError> for PlayError {
    fn from(e: MoveError) -> PlayError {
        PlayError::Move(e)
    }
}

impl From<SetupError> for PlayError {
    fn from(e: SetupError) -> PlayError {
        PlayError::Setup(e)
    }
}
