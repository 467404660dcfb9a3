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

use super::flip_bitboard;
use crate::position::Pending;
use crate::{Bitboard, Color, Piece, PieceKind, Position};

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

/// The planes as one bitboard per channel, in the perspective's view: bit `8 * r + f` of
/// channel `c` is set where value `c * 64 + 8 * r + f` of [`write()`] is `1.0`. The compact
/// form of the planes (23 words instead of 1,472 floats), and what [`update`] compares.
///
/// ```
/// use arimaa_rules::encoding::planes::{self, OWN_PIECES, TRAPS};
/// use arimaa_rules::{Color, PieceKind, Position};
/// let bits = planes::bitboards(&Position::standard(), Color::Silver, false);
/// // Silver's eight rabbits stand on its home rank, row 0 of its view.
/// assert_eq!(bits[OWN_PIECES + PieceKind::Rabbit.index()].0, 0xff);
/// assert_eq!(bits[TRAPS].count(), 4);
/// ```
pub fn bitboards(position: &Position, perspective: Color, setup_phase: bool) -> [Bitboard; PLANES] {
    let view = |b: Bitboard| match perspective {
        Color::Gold => b,
        Color::Silver => flip_bitboard(b),
    };
    let all = Bitboard(!0);
    let board = position.board();
    let mut bits = [Bitboard::EMPTY; PLANES];
    for kind in PieceKind::ALL {
        bits[OWN_PIECES + kind.index()] = view(board.pieces(Piece::new(perspective, kind)));
        bits[OPPONENT_PIECES + kind.index()] =
            view(board.pieces(Piece::new(perspective.opponent(), kind)));
    }
    if position.side_to_move() == perspective {
        bits[TO_MOVE] = all;
    }
    bits[STEPS_TAKEN + position.steps_taken().min(4)] = all;
    match position.pending() {
        Pending::Push { vacated, .. } => bits[PUSH_SQUARE] = view(Bitboard::from_square(vacated)),
        Pending::Pull { vacated, .. } => bits[PULL_SQUARE] = view(Bitboard::from_square(vacated)),
        Pending::None => {}
    }
    bits[FROZEN] = view(board.frozen(Color::Gold) | board.frozen(Color::Silver));
    bits[TRAPS] = view(Bitboard::TRAPS);
    if setup_phase {
        bits[SETUP_PHASE] = all;
    }
    bits
}

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
    write_bitboards(&bitboards(position, perspective, setup_phase), out);
}

/// Writes planes given as bitboards ([`bitboards`]) into `out`: `1.0` where a bit is set,
/// `0.0` elsewhere (every value is written).
pub fn write_bitboards(bits: &[Bitboard; PLANES], out: &mut [f32; PLANE_VALUES]) {
    for (channel, values) in bits.iter().zip(out.chunks_exact_mut(64)) {
        if channel.0 == !0 {
            values.fill(1.0);
        } else {
            values.fill(0.0);
            for sq in *channel {
                values[sq.index()] = 1.0;
            }
        }
    }
}

/// Brings `out`, which holds the planes `old` (as [`write_bitboards`] wrote them), to the
/// planes `new`, writing only the values that differ (a whole channel at once when it
/// becomes all zeros or all ones). After one step of a game few values change, so this
/// touches a few cache lines instead of all 1,472 values.
///
/// ```
/// use arimaa_rules::encoding::planes::{self, PLANE_VALUES};
/// use arimaa_rules::{Color, Position};
/// let before = Position::standard();
/// let after = before.play_action("Ed2n".parse::<arimaa_rules::Step>().unwrap().action()).unwrap();
/// let (old, new) = (
///     planes::bitboards(&before, Color::Gold, false),
///     planes::bitboards(&after, Color::Gold, false),
/// );
/// let mut out = [0.0f32; PLANE_VALUES];
/// planes::write_bitboards(&old, &mut out);
/// planes::update(&old, &new, &mut out);
/// let mut full = [0.0f32; PLANE_VALUES];
/// planes::write(&after, Color::Gold, false, &mut full);
/// assert_eq!(out, full);
/// ```
pub fn update(old: &[Bitboard; PLANES], new: &[Bitboard; PLANES], out: &mut [f32; PLANE_VALUES]) {
    for ((was, now), values) in old.iter().zip(new).zip(out.chunks_exact_mut(64)) {
        let changed = *was ^ *now;
        if changed.is_empty() {
            continue;
        }
        match now.0 {
            0 => values.fill(0.0),
            u64::MAX => values.fill(1.0),
            _ => {
                for sq in changed {
                    values[sq.index()] = if now.contains(sq) { 1.0 } else { 0.0 };
                }
            }
        }
    }
}
