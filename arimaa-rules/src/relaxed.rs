//! Relaxed positions: boards that cannot occur in a game but that endgame test suites and
//! composed problems use (more pieces of a kind than the full set, a piece resting on an
//! unguarded trap), accepted only on explicit request.
//!
//! Design (after shakmaty's `BoardError::ignore_too_much_material` and friends): strict
//! is the default everywhere ([`Position::new`], [`Position::from_short`],
//! [`Position::from_diagram`], `str::parse`); [`PositionOptions`] passed to
//! [`Position::with_options`], [`Position::from_short_with`] or
//! [`Position::from_diagram_with`] opts in to each relaxation separately.
//!
//! From there the rules apply unchanged. Extra material needs nothing special. A piece
//! resting on a trap with no friendly neighbour is still on the board at the start of the
//! move (it may move off the trap, push, pull, freeze and guard), and it is captured by
//! the first step after which captures are checked, like every unguarded trap piece
//! (official rules: "captures are checked after every step, on all four traps"). Normal
//! positions never need that all-traps check (only the trap next to the square a piece
//! left can lose its guard), so the position carries a flag, `Unsettled`, tested once
//! per applied step; the all-traps check runs only for the first step of a position that
//! was loaded with resting unguarded pieces.
//!
//! Such first-step captures are not written as capture tokens of the move (a token names
//! the one piece a step captured, and this step may capture pieces on several traps):
//! [`Position::settled_captures`] lists them.

use crate::error::BoardError;
use crate::position::Position;
use crate::{Bitboard, Board, Capture, Color, Piece, PieceKind};

/// Which boards a position may be built from. The default ([`PositionOptions::STRICT`])
/// accepts only boards that can occur in a game; each field opts in to one relaxation.
///
/// ```
/// use arimaa_rules::{Position, PositionOptions, Refusal};
/// // Nine gold rabbits and a silver cat resting alone on trap c6.
/// let text = "g [                  c                             RRRRRRRR       R]";
/// assert_eq!(
///     Position::from_short(text).unwrap_err().board.unwrap().rule().name(),
///     "board_too_many_of_kind"
/// );
/// let pos = Position::from_short_with(text, PositionOptions::RELAXED).unwrap();
/// // Gold's first step is checked for captures on all four traps: the cat is captured.
/// let after = pos.play_text("Rh1w").unwrap();
/// assert_eq!(after.piece_at("c6".parse().unwrap()), None);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PositionOptions {
    /// Accept more pieces of a kind than the full set (1 E, 1 M, 2 H, 2 D, 2 C, 8 R per
    /// side): composed problems with 3 dogs or 9 rabbits. Off by default
    /// ([`BoardError::TooManyOfKind`]).
    pub extra_material: bool,
    /// Accept pieces resting on a trap with no friendly neighbour; they are captured by
    /// the first step (see the [module docs](self)). Off by default
    /// ([`BoardError::UnguardedTrap`]).
    pub unguarded_traps: bool,
}

impl PositionOptions {
    /// Only boards that can occur in a game (the default).
    pub const STRICT: PositionOptions = PositionOptions {
        extra_material: false,
        unguarded_traps: false,
    };
    /// Every relaxation: extra material and unguarded trap pieces.
    pub const RELAXED: PositionOptions = PositionOptions {
        extra_material: true,
        unguarded_traps: true,
    };

    /// Checks `board` against these options.
    ///
    /// # Errors
    /// [`BoardError::TooManyOfKind`] (unless `extra_material`), then
    /// [`BoardError::UnguardedTrap`] (unless `unguarded_traps`), gold checked first.
    pub fn check(self, board: &Board) -> Result<(), BoardError> {
        for color in Color::ALL {
            if !self.extra_material {
                for kind in PieceKind::ALL {
                    let piece = Piece::new(color, kind);
                    let count = board.count(piece);
                    if count > kind.full_count() {
                        return Err(BoardError::TooManyOfKind {
                            piece,
                            count,
                            max: kind.full_count(),
                        });
                    }
                }
            }
            if !self.unguarded_traps {
                if let Some(square) = board.unguarded_on_traps(color).first() {
                    if let Some(piece) = board.piece_at(square) {
                        return Err(BoardError::UnguardedTrap { piece, square });
                    }
                }
            }
        }
        Ok(())
    }
}

/// Whether pieces rest unguarded on traps at the start of the current move (only in
/// positions built with [`PositionOptions::unguarded_traps`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Unsettled {
    /// Every trap piece is guarded (every position of a game).
    #[default]
    No,
    /// No step taken yet, and some trap holds an unguarded piece.
    Pending,
    /// The first step of this move captured these resting pieces; undoing it puts them
    /// back and returns to `Pending`.
    Settled([Option<Capture>; 4]),
}

impl Unsettled {
    /// The state of a new position on `board`.
    pub(crate) fn of(board: &Board) -> Unsettled {
        let unguarded =
            board.unguarded_on_traps(Color::Gold) | board.unguarded_on_traps(Color::Silver);
        if unguarded.any() {
            Unsettled::Pending
        } else {
            Unsettled::No
        }
    }
}

/// Removes every piece left unguarded on a trap (both colours, all four traps) from
/// `board`; returns them.
pub(crate) fn capture_unguarded(board: &mut Board) -> [Option<Capture>; 4] {
    let mut out = [None; 4];
    let unguarded: Bitboard =
        board.unguarded_on_traps(Color::Gold) | board.unguarded_on_traps(Color::Silver);
    for (slot, square) in out.iter_mut().zip(unguarded) {
        if let Some(piece) = board.piece_at(square) {
            board.remove(square, piece);
            *slot = Some(Capture { piece, square });
        }
    }
    out
}

/// Puts back the pieces [`capture_unguarded`] removed.
pub(crate) fn restore(board: &mut Board, captures: &[Option<Capture>; 4]) {
    for c in captures.iter().flatten() {
        board.put(c.square, c.piece);
    }
}

impl Position {
    /// A position with `side` to move at the start of a move, numbered `2`, accepting the
    /// boards `options` allows ([`Position::new`] is `with_options(…, STRICT)`).
    ///
    /// # Errors
    /// The [`BoardError`] of [`PositionOptions::check`].
    pub fn with_options(
        board: Board,
        side: Color,
        options: PositionOptions,
    ) -> Result<Position, BoardError> {
        options.check(&board)?;
        Ok(Position::new_unchecked(board, side, 2))
    }

    /// The pieces that rested unguarded on traps when this move started and were captured
    /// by its first step (empty in every position of a game; see the
    /// [module docs](crate::relaxed)).
    pub fn settled_captures(&self) -> impl Iterator<Item = Capture> + '_ {
        let caps: &[Option<Capture>] = match &self.unsettled {
            Unsettled::Settled(c) => c,
            _ => &[],
        };
        caps.iter().flatten().copied()
    }

    /// Whether pieces rest unguarded on traps, to be captured by the next step (only in
    /// positions built with [`PositionOptions::unguarded_traps`], before their first step).
    pub fn has_unguarded_trap_pieces(&self) -> bool {
        self.unsettled == Unsettled::Pending
    }
}
