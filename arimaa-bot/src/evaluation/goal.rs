//! Goal threats seen statically: how many steps a side's nearest rabbit needs to reach its
//! goal rank if nobody else moves, walking over empty squares only.
//!
//! A rabbit never steps back toward its home rank (official rules: rabbits), so its walk
//! goes forward or sideways. The walk is a flood fill over bitboards from all the side's
//! rabbits at once:
//! - a friend next to a square means a piece other than a rabbit (the walking rabbit
//!   leaves the squares it guarded; the other rabbits are left out too);
//! - a frozen rabbit (official rules: freezing) starts one step later (a friend must come
//!   next to it, or its freezer leave);
//! - it enters empty squares only (an occupied square costs a push, a pull or a friend's
//!   step, which this bound does not count: such a walk is not seen);
//! - it never enters a trap with no friendly piece next to it (it would be captured:
//!   official rules, captures);
//! - on a square next to an enemy piece (every enemy piece but a rabbit is stronger than a
//!   rabbit) with no friendly piece next to it, it would be frozen: it may arrive there but
//!   goes no further, unless that square is on the goal rank.
//!
//! The distance is not a lower bound of the core's goal search (`Position::goal_move`,
//! which is exact): it misses walks through occupied squares and may count walks the
//! defender's next move closes. It is cheap (a few dozen bitboard operations) and tells
//! the evaluation how near a side is to a goal before the search reaches it.

use arimaa_rules::{Bitboard, Board, Color, Direction, Piece, PieceKind};

/// The farthest distance looked for, in steps: two whole moves.
pub const HORIZON: u8 = 8;

/// The fewest steps (1 to [`HORIZON`]) in which some rabbit of `color` reaches its goal
/// rank by the walk of the [module documentation](self), or `None` when none does within
/// [`HORIZON`] steps (or `color` has no rabbit). A rabbit already on its goal rank is not
/// counted: the game has ended.
pub fn distance(board: &Board, color: Color) -> Option<u8> {
    let goal = Bitboard::rank(color.goal_rank());
    let all_rabbits = board.pieces(Piece::new(color, PieceKind::Rabbit));
    let rabbits = all_rabbits & !goal;
    if rabbits.is_empty() {
        return None;
    }
    let own = board.color(color);
    let enemies = board.color(color.opponent());
    let enemy_rabbits = board.pieces(Piece::new(color.opponent(), PieceKind::Rabbit));
    // A friend next to a square, rabbits not counted: a walking rabbit leaves the squares
    // it guarded (the other rabbits are left out too, for a bound that stays cheap).
    let guarded = (own & !all_rabbits).neighbors();
    // Where a rabbit would be frozen: next to a stronger enemy, with no friend beside it.
    let freezing = (enemies & !enemy_rabbits).neighbors() & !guarded;
    let open = board.empty_squares() & !(Bitboard::TRAPS & !guarded);
    let forward = Direction::backward_for(color).reverse();
    let frozen = rabbits & board.frozen(color);
    // `reached`: squares some rabbit is on within `d` steps; `active`: those it can go on
    // from.
    let mut reached = rabbits & !frozen;
    let mut active = reached;
    let mut waiting = frozen;
    for d in 1..=HORIZON {
        let next =
            (active.shift(forward) | active.shift(Direction::East) | active.shift(Direction::West))
                & open
                & !reached;
        if (next & goal).any() {
            return Some(d);
        }
        reached = reached | next | waiting;
        active = (next & !freezing) | waiting;
        waiting = Bitboard::EMPTY;
        if active.is_empty() {
            return None;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use arimaa_rules::Position;

    fn board(ranks: [&str; 8]) -> Board {
        let b: String = ranks.iter().map(|r| format!("{r:8}")).collect();
        Position::from_short(&format!("g [{b}]"))
            .unwrap()
            .board()
            .clone()
    }

    #[test]
    fn the_usual_opening_has_no_threat() {
        // Every rabbit behind its own pieces: no walk over empty squares.
        let b = Position::standard().board().clone();
        assert_eq!(distance(&b, Color::Gold), None);
        assert_eq!(distance(&b, Color::Silver), None);
    }

    #[test]
    fn an_open_file_is_its_ranks() {
        // Gold rabbit a2: six steps to a8. Silver rabbit h5: four steps to h1.
        let b = board(["", "", "", "       r", "", "", "R", ""]);
        assert_eq!(distance(&b, Color::Gold), Some(6));
        assert_eq!(distance(&b, Color::Silver), Some(4));
    }

    #[test]
    fn beyond_two_moves_is_none() {
        // Gold rabbit a1: seven steps. Within the horizon of eight.
        let b = board(["", "", "", "", "", "", "", "R      r"]);
        assert_eq!(distance(&b, Color::Gold), Some(7));
        // Silver rabbit h1 is on its goal rank: not counted; no other silver rabbit.
        assert_eq!(distance(&b, Color::Silver), None);
    }

    #[test]
    fn a_blocker_makes_it_walk_around() {
        // Gold rabbit d6, a silver rabbit on d7 (a rabbit does not freeze a rabbit): around
        // by c6 or e6, then two steps north (c7, c8): three steps.
        let b = board(["", "   r", "   R", "", "", "", "", ""]);
        assert_eq!(distance(&b, Color::Gold), Some(3));
    }

    #[test]
    fn a_freezing_square_stops_the_walk() {
        // Gold rabbit d5, silver dog d8: d7 is next to the dog with no gold piece beside
        // it, so a rabbit stops there; d8 is occupied. Around: e5 (or d6) e6 e7 e8, four
        // steps (e7 is diagonal to d8, not next to it).
        let b = board(["   d", "", "", "   R", "", "", "", ""]);
        assert_eq!(distance(&b, Color::Gold), Some(4));
    }

    #[test]
    fn an_unguarded_trap_is_not_crossed() {
        // Gold rabbit c5, the way north through c6 (a trap with no gold piece next to it)
        // closed: b5 b6 b7 b8 or d5..d8: four steps rather than three.
        let b = board(["", "", "", "  R", "", "", "", ""]);
        assert_eq!(distance(&b, Color::Gold), Some(4));
        // With a gold cat on b6 the trap is guarded: c6 c7 c8, three steps.
        let g = board(["", "", " C", "  R", "", "", "", ""]);
        assert_eq!(distance(&g, Color::Gold), Some(3));
    }

    #[test]
    fn a_frozen_rabbit_starts_a_step_late() {
        // Gold rabbit e6 frozen by the silver horse on e5 (no gold piece beside it): e7 e8
        // after one step to thaw it: three.
        let b = board(["", "", "    R", "    h", "", "", "", ""]);
        assert!(b.is_frozen(arimaa_rules::Square::from_coords(4, 5).unwrap()));
        assert_eq!(distance(&b, Color::Gold), Some(3));
    }
}
