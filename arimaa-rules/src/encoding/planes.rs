//! Input planes: the position as [`PLANES`] channels of 8×8 `f32` values, written into a
//! caller's buffer (no allocation), from a chosen side's perspective.
//!
//! Layout: value `c * 64 + 8 * r + f` is channel `c` at row `r`, column `f` (so a NumPy
//! array of shape `[PLANES, 8, 8]`). Column `f` is file a–h; row `r` is rank `r + 1` for
//! the gold perspective and rank `8 - r` for silver (the board flipped, see
//! [`super::flip_square`]), so row 0 is always the perspective's home rank.
//! "Own" means the perspective's side. Channels (`1.0` where set, else `0.0`):
//!
//! | channel | content |
//! |---|---|
//! | 0–5 | own pieces by kind: rabbit, cat, dog, horse, camel, elephant ([`PieceKind::index`]) |
//! | 6–11 | the opponent's pieces by kind, same order |
//! | 12 | all ones when the perspective's side is to move (to set up, during setup) |
//! | 13–17 | one-hot steps taken in the current move: 0, 1, 2, 3, 4 (a whole plane each) |
//! | 18 | the square a pending push must fill (the pushed piece left it) |
//! | 19 | the square a pull may fill (the last friendly step left it) |
//! | 20 | frozen pieces of either side |
//! | 21 | the four trap squares |
//! | 22 | all ones during the setup phase (see [`super::ActionGame`]) |

use super::flip_square;
use crate::position::Pending;
use crate::{Bitboard, Color, Piece, PieceKind, Position, Square};

/// The number of channels.
pub const PLANES: usize = 23;

/// The number of `f32` values of one position's planes (`PLANES * 64`).
pub const PLANE_VALUES: usize = PLANES * 64;

/// First channel of the perspective's own pieces.
pub const OWN_PIECES: usize = 0;
/// First channel of the opponent's pieces.
pub const OPPONENT_PIECES: usize = 6;
/// The side-to-move channel.
pub const TO_MOVE: usize = 12;
/// First channel of the one-hot steps taken (0–4).
pub const STEPS_TAKEN: usize = 13;
/// The pending-push square channel.
pub const PUSH_SQUARE: usize = 18;
/// The possible-pull square channel.
pub const PULL_SQUARE: usize = 19;
/// The frozen-pieces channel.
pub const FROZEN: usize = 20;
/// The trap squares channel.
pub const TRAPS: usize = 21;
/// The setup-phase channel.
pub const SETUP_PHASE: usize = 22;

/// Writes the planes of `position` seen from `perspective` into `out` (every value is
/// written). `setup_phase` sets channel [`SETUP_PHASE`].
///
/// ```
/// use arimaa_rules::encoding::planes::{self, PLANE_VALUES};
/// use arimaa_rules::{Color, Position};
/// let mut out = [0.0f32; PLANE_VALUES];
/// planes::write(&Position::standard(), Color::Silver, false, &mut out);
/// // Silver's elephant stands on d7, which is row 1 (rank 7 seen from silver), column 3.
/// assert_eq!(out[5 * 64 + 8 * 1 + 3], 1.0);
/// assert_eq!(out[planes::TO_MOVE * 64], 0.0); // gold is to move
/// ```
pub fn write(
    position: &Position,
    perspective: Color,
    setup_phase: bool,
    out: &mut [f32; PLANE_VALUES],
) {
    out.fill(0.0);
    let board = position.board();
    let at = |sq: Square| match perspective {
        Color::Gold => sq.index(),
        Color::Silver => flip_square(sq).index(),
    };
    let fill = |out: &mut [f32; PLANE_VALUES], channel: usize, bits: Bitboard| {
        for sq in bits {
            out[channel * 64 + at(sq)] = 1.0;
        }
    };
    for kind in PieceKind::ALL {
        fill(
            out,
            OWN_PIECES + kind.index(),
            board.pieces(Piece::new(perspective, kind)),
        );
        fill(
            out,
            OPPONENT_PIECES + kind.index(),
            board.pieces(Piece::new(perspective.opponent(), kind)),
        );
    }
    let whole = |out: &mut [f32; PLANE_VALUES], channel: usize| {
        out[channel * 64..(channel + 1) * 64].fill(1.0);
    };
    if position.side_to_move() == perspective {
        whole(out, TO_MOVE);
    }
    whole(out, STEPS_TAKEN + position.steps_taken().min(4));
    match position.pending() {
        Pending::Push { vacated, .. } => fill(out, PUSH_SQUARE, Bitboard::from_square(vacated)),
        Pending::Pull { vacated, .. } => fill(out, PULL_SQUARE, Bitboard::from_square(vacated)),
        Pending::None => {}
    }
    fill(
        out,
        FROZEN,
        board.frozen(Color::Gold) | board.frozen(Color::Silver),
    );
    fill(out, TRAPS, Bitboard::TRAPS);
    if setup_phase {
        whole(out, SETUP_PHASE);
    }
}
