//! Encodings for machine learning: a fixed step action space, a legal-action mask, a
//! board flip, and input planes — one definition shared by Rust, Python (`arimaa-py`) and
//! C.
//!
//! # Action space (257 ids)
//! - `4 * square + direction` (0–255) is the step of the piece on `square` (index a1 = 0 …
//!   h8 = 63) in `direction` (north = 0, east = 1, south = 2, west = 3, as
//!   [`Direction`]). Ids whose step leaves the board are never legal. A push or pull is
//!   its two steps, each an action (the enemy piece's step is the action of *its* square).
//! - [`END_MOVE`] = 256 ends the move (legal exactly when [`Position::can_end_move`] and,
//!   in an [`ActionGame`], the end is not a third repetition).
//! - **Setup**: during the setup phase of an [`ActionGame`] each side places its 16 pieces
//!   one per action, in the fixed order [`SETUP_ORDER`] (elephant, camel, horses, dogs,
//!   cats, rabbits); the action placing the next piece on home square `sq` is
//!   [`setup_action`]`(sq)` = `4 * sq + 1` (the id of "east from `sq`"; east is unchanged
//!   by the flip, so the flip of a setup action is the setup action of the flipped square).
//!
//! Every action sequence the mask allows is legal: a step is in the mask only if the move
//! can still be completed after it (see [`Position::legal_action_mask`]).
//!
//! # Flip
//! [`flip_square`] mirrors the ranks (a1 ↔ a8); [`flip_action`] maps `(square, direction)`
//! to `(flip_square(square), direction with north ↔ south)` and keeps [`END_MOVE`]. With
//! the colours swapped, silver sees the board as gold does: the rules are symmetric under
//! this flip (traps c3/f3 ↔ c6/f6, goal ranks swap). Both are involutions. Masks and
//! planes take a `perspective`: for [`Color::Silver`] every id and square is flipped.
//!
//! # Planes
//! See [`planes`]: [`PLANES`] channels of 8×8 `f32`, written into a caller's buffer.
//!
//! ```
//! use arimaa_rules::encoding::{self, END_MOVE};
//! use arimaa_rules::{Color, Position};
//! let pos = Position::standard();
//! let mut mask = [false; encoding::ACTIONS];
//! pos.legal_action_mask(Color::Gold, &mut mask);
//! assert!(!mask[END_MOVE]); // no step played yet
//! let ed2n = "Ed2n".parse::<arimaa_rules::Step>().unwrap();
//! assert!(mask[ed2n.action()]);
//! assert_eq!(ed2n.action(), 4 * 11); // d2 = 11, north = 0
//! let after = pos.play_action(ed2n.action()).unwrap();
//! assert_eq!(after.steps_taken(), 1);
//! assert_eq!(encoding::flip_action(encoding::flip_action(45)), 45);
//! ```

mod action_game;
mod action_set;
mod mask;
pub mod planes;
pub mod selfplay;

pub use crate::error::{ActionError, SelfPlayError, ToGameError};
pub use action_game::ActionGame;
pub use action_set::{ActionSet, ActionSetIter};
pub use planes::PLANES;
pub use selfplay::{SelfPlay, SelfPlayOptions};

use crate::error::StepError;
use crate::{Bitboard, Color, Direction, PieceKind, Position, Square, Step};

/// The number of actions: 256 steps (square × direction) and [`END_MOVE`].
pub const ACTIONS: usize = 257;

/// The action that ends the current move.
pub const END_MOVE: usize = 256;

/// The order in which each side places its pieces in the setup phase of an
/// [`ActionGame`]: strongest first, rabbits last.
pub const SETUP_ORDER: [PieceKind; 16] = [
    PieceKind::Elephant,
    PieceKind::Camel,
    PieceKind::Horse,
    PieceKind::Horse,
    PieceKind::Dog,
    PieceKind::Dog,
    PieceKind::Cat,
    PieceKind::Cat,
    PieceKind::Rabbit,
    PieceKind::Rabbit,
    PieceKind::Rabbit,
    PieceKind::Rabbit,
    PieceKind::Rabbit,
    PieceKind::Rabbit,
    PieceKind::Rabbit,
    PieceKind::Rabbit,
];

/// The action id of the step from `from` in `direction`: `4 * from + direction`.
#[inline]
pub const fn step_action(from: Square, direction: Direction) -> usize {
    4 * from.index() + direction as usize
}

/// The setup action placing the next piece on `square`: `4 * square + 1`.
#[inline]
pub const fn setup_action(square: Square) -> usize {
    4 * square.index() + 1
}

/// The square and direction of a step action (0–255); `None` for [`END_MOVE`] and ids
/// above it. The step may leave the board (such ids are never legal).
#[inline]
pub const fn action_square_direction(action: usize) -> Option<(Square, Direction)> {
    if action >= END_MOVE {
        return None;
    }
    match Square::new((action / 4) as u8) {
        Some(sq) => Some((sq, Direction::ALL_BY_INDEX[action % 4])),
        None => None,
    }
}

/// The square a setup action places on (`action / 4` for `action % 4 == 1`); `None` for
/// other ids.
#[inline]
pub const fn setup_action_square(action: usize) -> Option<Square> {
    if action < END_MOVE && action % 4 == 1 {
        Square::new((action / 4) as u8)
    } else {
        None
    }
}

/// The square with its rank mirrored (a1 ↔ a8, e4 ↔ e5). An involution.
#[inline]
pub const fn flip_square(sq: Square) -> Square {
    match Square::from_coords(sq.file(), 7 - sq.rank()) {
        Some(s) => s,
        None => sq,
    }
}

/// [`flip_square`] applied to every square of a bitboard: rank `r` is byte `r`, so the flip
/// reverses the bytes.
///
/// ```
/// use arimaa_rules::Bitboard;
/// use arimaa_rules::encoding::flip_bitboard;
/// // a1 and h2 (bits 0 and 15) become a8 and h7 (bits 56 and 55).
/// assert_eq!(flip_bitboard(Bitboard(1 | 1 << 15)), Bitboard(1 << 56 | 1 << 55));
/// ```
#[inline]
pub const fn flip_bitboard(b: Bitboard) -> Bitboard {
    Bitboard(b.0.swap_bytes())
}

/// The direction as seen on the flipped board: north ↔ south, east and west unchanged.
#[inline]
pub const fn flip_direction(d: Direction) -> Direction {
    match d {
        Direction::North => Direction::South,
        Direction::South => Direction::North,
        other => other,
    }
}

/// The action on the flipped board (see the [module docs](self)): steps and setup
/// placements map to their mirror images, [`END_MOVE`] and ids outside the space stay.
/// An involution on `0..ACTIONS`.
#[inline]
pub const fn flip_action(action: usize) -> usize {
    match action_square_direction(action) {
        Some((sq, d)) => step_action(flip_square(sq), flip_direction(d)),
        None => action,
    }
}

/// `action` in `perspective`'s view: itself for gold, [`flip_action`] for silver (the
/// same map both ways).
#[inline]
pub const fn orient(action: usize, perspective: Color) -> usize {
    match perspective {
        Color::Gold => action,
        Color::Silver => flip_action(action),
    }
}

/// Reorders a mask (or any per-action array) to the flipped board: `out[flip_action(a)] =
/// mask[a]`.
pub fn flip_mask<T: Copy>(mask: &[T; ACTIONS], out: &mut [T; ACTIONS]) {
    for (a, v) in mask.iter().enumerate() {
        out[flip_action(a)] = *v;
    }
}

impl Direction {
    /// The directions by their number (north 0, east 1, south 2, west 3).
    const ALL_BY_INDEX: [Direction; 4] = Direction::ALL;
}

impl Step {
    /// The step's action id, `4 * origin + direction` (see [`crate::encoding`]).
    ///
    /// ```
    /// let step: arimaa_rules::Step = "Ra1e".parse().unwrap();
    /// assert_eq!(step.action(), 1);
    /// ```
    #[inline]
    pub const fn action(&self) -> usize {
        step_action(self.from(), self.direction())
    }
}

/// The step that `action` names in `position`: the piece standing on the action's square,
/// moving in its direction.
///
/// # Errors
/// [`ActionError::OutOfRange`] for ids above [`END_MOVE`], [`ActionError::NotAStep`] for
/// [`END_MOVE`], [`ActionError::Step`] with [`StepError::OffBoard`] or
/// [`StepError::NoPiece`] when the id names no step there. The step may still be illegal.
pub fn step_from_action(position: &Position, action: usize) -> Result<Step, ActionError> {
    if action > END_MOVE {
        return Err(ActionError::OutOfRange { action });
    }
    let (square, direction) =
        action_square_direction(action).ok_or(ActionError::NotAStep { action })?;
    let error = |error| ActionError::Step { action, error };
    let piece = position
        .piece_at(square)
        .ok_or_else(|| error(StepError::NoPiece { square }))?;
    Step::new(piece, square, direction)
        .ok_or_else(|| error(StepError::OffBoard { square, direction }))
}

#[cfg(test)]
mod tests;
