//! The classic bot's static evaluation of a board, in hundredths of a rabbit, from one
//! side's point of view: material (rabbits rising in value as they become few, since a
//! side without rabbits cannot win), rabbit advancement, frozen pieces, trap control and
//! the elephant's centrality. Only the board's bitboards are read (`Board::pieces`,
//! `Board::frozen`, `Board::color`): freezing and traps are the core's definitions.

use arimaa_rules::{Bitboard, Board, Color, Piece, PieceKind, Position, Square};

use crate::shared::{advance, centre_distance};

/// The classic bot's score of a won game (a lost one is `-GAME_WON`), in this
/// evaluation's units (not the search bot's [`Analysis::WIN`](crate::Analysis::WIN)):
/// every evaluation is far below it.
pub(crate) const GAME_WON: i64 = 1_000_000;

/// Values of cat, dog, horse, camel and elephant, indexed by `PieceKind::index()`
/// (rabbits are valued by [`RABBITS`]).
const VALUES: [i64; 6] = [0, 150, 200, 300, 500, 800];

/// The value of `n` rabbits (`RABBITS[n]`): the last ones are worth much more, as a side
/// that loses all its rabbits loses the game (official rules, elimination).
const RABBITS: [i64; 9] = [0, 400, 620, 790, 930, 1050, 1160, 1260, 1360];

/// Bonus of a rabbit by how many ranks it has advanced from its home rank (0..=7).
const ADVANCE: [i64; 8] = [0, 0, 4, 10, 20, 35, 60, 0];

/// Bonus per net piece next to a trap (clamped to two pieces either way).
const TRAP_CONTROL: i64 = 12;

/// Bonus of an elephant on the four centre squares, less this per step away from them.
const CENTRE: i64 = 20;

/// The evaluation of `pos`'s board for `me`: positive when `me` stands better. Not a game
/// result: callers check goals and eliminations first (see [`GAME_WON`]).
///
pub(crate) fn evaluate(pos: &Position, me: Color) -> i64 {
    let board = pos.board();
    side(board, me) - side(board, me.opponent()) + traps(board, me)
}

/// The material and placement of one side.
fn side(board: &Board, color: Color) -> i64 {
    let frozen = board.frozen(color);
    let mut score = 0;
    for kind in PieceKind::ALL {
        let bb = board.pieces(Piece::new(color, kind));
        if kind == PieceKind::Rabbit {
            score += RABBITS[(bb.count() as usize).min(8)];
            for sq in bb {
                score += ADVANCE[usize::from(advance(sq, color))];
            }
        } else {
            score += VALUES[kind.index()] * i64::from(bb.count());
        }
        // A frozen piece cannot move: a tenth of its value (at least 10) is lost.
        let value = VALUES[kind.index()].max(100);
        score -= (value / 10) * i64::from((bb & frozen).count());
        if kind == PieceKind::Elephant {
            for sq in bb {
                score += CENTRE - 5 * i64::from(centre_distance(sq));
            }
        }
    }
    score
}

/// Trap control for `me`: for each trap, the difference of the pieces next to it.
fn traps(board: &Board, me: Color) -> i64 {
    let mine = board.color(me);
    let theirs = board.color(me.opponent());
    Square::TRAPS
        .iter()
        .map(|&t| {
            let n = Bitboard::from_square(t).neighbors();
            let d = i64::from((n & mine).count()) - i64::from((n & theirs).count());
            TRAP_CONTROL * d.clamp(-2, 2)
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(ranks: [&str; 8], side: char) -> Position {
        let board: String = ranks.iter().map(|r| format!("{r:8}")).collect();
        Position::from_short(&format!("{side} [{board}]")).unwrap()
    }

    #[test]
    fn the_usual_opening_is_even() {
        // The usual opening is symmetric: neither side is ahead.
        assert_eq!(evaluate(&Position::standard(), Color::Gold), 0);
    }

    #[test]
    fn material_counts_for_the_side_that_has_it() {
        // Gold has a camel more; everything else is mirrored.
        let p = pos(["rrrrrrrr", "", "", "", "", "", "   M", "RRRRRRRR"], 'g');
        assert!(evaluate(&p, Color::Gold) > 400);
        assert_eq!(evaluate(&p, Color::Gold), -evaluate(&p, Color::Silver));
    }

    #[test]
    fn the_last_rabbits_are_worth_more() {
        // Losing one of eight rabbits costs less than losing one of two.
        assert!(RABBITS[8] - RABBITS[7] < RABBITS[2] - RABBITS[1]);
        // Two rabbits against one is worth more than a dog.
        assert!(RABBITS[2] - RABBITS[1] > VALUES[PieceKind::Dog.index()]);
    }

    #[test]
    fn a_frozen_piece_costs() {
        // The gold horse on d4 is frozen by the silver elephant on d5 (no gold neighbour),
        // then freed by a gold rabbit on c4 (which itself is not frozen: no stronger enemy
        // next to it).
        let frozen = pos(["r", "", "", "   e", "   H", "", "", "R"], 'g');
        let free = pos(["r", "", "", "   e", "  RH", "", "", ""], 'g');
        assert!(frozen.is_frozen(Square::from_coords(3, 3).unwrap()));
        assert!(!free.is_frozen(Square::from_coords(3, 3).unwrap()));
        // Same material; the rabbit advanced, but freeing the horse is worth more.
        assert!(evaluate(&free, Color::Gold) > evaluate(&frozen, Color::Gold));
    }
}
