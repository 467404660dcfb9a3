//! The search bot's static evaluation of a board, from one side's point of view, in
//! HarLog units times 1,000 ([`material`]): about 125 for the eighth rabbit, 730 for an
//! elephant facing a full army.
//!
//! The terms, each weighted by one field of [`Weights`]:
//! - **material**, HarLog ([`material`]);
//! - **trap control**: the pieces next to each trap, the stronger weighing more; a trap
//!   is where captures happen (official rules: captures), so the side that holds the
//!   squares around it decides what can be captured there (D. Fotland, "Building a
//!   World-Champion Arimaa Program", 2004: trap control is the first positional term of
//!   bot_bomb);
//! - **frozen pieces**: a frozen piece cannot move (official rules: freezing) and loses
//!   part of its value;
//! - **threatened pieces**: a piece next to a trap with no other friendly guard, beside a
//!   stronger unfrozen enemy that could push it in; worth much more against the side to
//!   move's opponent, who moves next (Fotland, ibid.: "pieces in danger");
//! - **rabbits**: advancement toward the goal rank, rising steeply near it, and a rabbit
//!   with no enemy piece ahead of it on its file or beside that path (a goal threat:
//!   goals decide most games between programs);
//! - **goal threats**: the steps the side's nearest rabbit needs to reach its goal rank
//!   over empty squares ([`goal::distance`]), weighed by whether the side moves next (it
//!   may goal or build a second threat) or waits (its opponent must defend first);
//! - **the elephant**: its mobility (empty squares next to it) and closeness to the
//!   centre (Fotland, ibid.: elephant mobility).
//!
//! Only the board's bitboards are read (`Board::pieces`, `Board::frozen`, `Board::color`):
//! freezing and traps are the core's definitions.

pub mod goal;
pub mod material;

use arimaa_rules::{Bitboard, Board, Color, Piece, PieceKind, Square};

use crate::shared::{advance, centre_distance};

/// The weights of the evaluation's terms, in score units (see the [module
/// documentation](self)). `Weights::DEFAULT` is what the bot plays with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Weights {
    /// Per unit of trap control (the difference of the two sides' weighted pieces next to
    /// a trap, clamped to ±`TRAP_CLAMP`); pieces weigh 1 (rabbit) to 6 (elephant).
    pub trap_control: i32,
    /// A frozen piece loses this many percent of its value.
    pub frozen_percent: i32,
    /// A threatened piece of the side not to move loses this many percent of its value.
    pub threatened_percent: i32,
    /// A threatened piece of the side to move loses this many percent of its value.
    pub threatened_to_move_percent: i32,
    /// A rabbit's bonus by how many ranks it has advanced from its home rank (0–7).
    pub rabbit_advance: [i32; 8],
    /// How much of [`Weights::rabbit_advance`] stays against a full enemy army: the bonus
    /// is scaled by `(8 - officers + floor) / (8 + floor)`, `officers` the enemy's pieces
    /// other than rabbits (at most 8).
    pub rabbit_advance_floor: i32,
    /// Extra for a rabbit advanced three ranks or more (from its side) with no enemy piece
    /// ahead on its file or the two beside it, by ranks advanced (index 3 to 6 used).
    pub rabbit_free: [i32; 8],
    /// Per empty square next to the elephant.
    pub elephant_mobility: i32,
    /// Taken off per step between the elephant and the nearest centre square.
    pub elephant_centre: i32,
    /// The side to move's goal threat, by its [`goal::distance`] (index 1 to 8; 0 unused).
    pub goal_to_move: [i32; 9],
    /// The side not to move's goal threat, by its [`goal::distance`] (index 1 to 8).
    pub goal_waiting: [i32; 9],
}

/// The clamp of one trap's control difference, in piece weights.
const TRAP_CLAMP: i32 = 8;

impl Weights {
    /// The weights the bot plays with.
    pub const DEFAULT: Weights = Weights {
        trap_control: 8,
        frozen_percent: 12,
        threatened_percent: 60,
        threatened_to_move_percent: 10,
        rabbit_advance: [0, 0, 3, 8, 18, 35, 70, 0],
        rabbit_advance_floor: 2,
        rabbit_free: [0, 0, 0, 15, 40, 100, 200, 0],
        elephant_mobility: 8,
        elephant_centre: 6,
        goal_to_move: [0, 60, 60, 60, 60, 120, 70, 35, 15],
        goal_waiting: [0, 200, 180, 160, 140, 60, 35, 20, 10],
    };
}

impl Default for Weights {
    fn default() -> Weights {
        Weights::DEFAULT
    }
}

/// The evaluation of `board` for `me` with `to_move` the side to move: positive when `me`
/// stands better. Not a game result: the search checks goals and eliminations first.
pub fn evaluate(board: &Board, me: Color, to_move: Color, w: &Weights) -> i32 {
    let counts = [
        material::counts(board, Color::Gold),
        material::counts(board, Color::Silver),
    ];
    let frozen = [board.frozen(Color::Gold), board.frozen(Color::Silver)];
    let gold = side(board, Color::Gold, to_move, &counts, &frozen, w);
    let silver = side(board, Color::Silver, to_move, &counts, &frozen, w);
    let traps = trap_control(board) * w.trap_control;
    let goals =
        goal_threat(board, Color::Gold, to_move, w) - goal_threat(board, Color::Silver, to_move, w);
    let gold_view = gold - silver + traps + goals;
    match me {
        Color::Gold => gold_view,
        Color::Silver => -gold_view,
    }
}

/// The goal threat of `color`: its weight by [`goal::distance`], as the side to move or
/// the side that waits.
fn goal_threat(board: &Board, color: Color, to_move: Color, w: &Weights) -> i32 {
    let Some(d) = goal::distance(board, color) else {
        return 0;
    };
    let table = if color == to_move {
        &w.goal_to_move
    } else {
        &w.goal_waiting
    };
    table[usize::from(d)]
}

/// The strength weight of a piece next to a trap (rabbit 1 … elephant 6).
const TRAP_WEIGHT: [i32; 6] = [1, 2, 3, 4, 5, 6];

/// The squares next to the four traps (each next to exactly one trap).
const TRAP_NEIGHBORS: Bitboard = Bitboard::TRAPS.neighbors();

/// For each square next to a trap, which trap (0-3, the order of `Square::TRAPS`).
const TRAP_OF: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut i = 0;
    while i < 4 {
        let near = Bitboard::from_square(Square::TRAPS[i]).neighbors().0;
        let mut sq = 0;
        while sq < 64 {
            if near >> sq & 1 == 1 {
                t[sq] = i as u8;
            }
            sq += 1;
        }
        i += 1;
    }
    t
};

/// Gold's trap control less silver's, summed over the four traps.
fn trap_control(board: &Board) -> i32 {
    let mut control = [0i32; 4];
    for (color, sign) in [(Color::Gold, 1), (Color::Silver, -1)] {
        for k in PieceKind::ALL {
            for sq in board.pieces(Piece::new(color, k)) & TRAP_NEIGHBORS {
                control[usize::from(TRAP_OF[sq.index()])] += sign * TRAP_WEIGHT[k.index()];
            }
        }
    }
    control
        .iter()
        .map(|c| (*c).clamp(-TRAP_CLAMP, TRAP_CLAMP))
        .sum()
}

/// Material and placement of `color`.
fn side(
    board: &Board,
    color: Color,
    to_move: Color,
    counts: &[[u32; 6]; 2],
    frozen_by_color: &[Bitboard; 2],
    w: &Weights,
) -> i32 {
    let (mine, theirs) = (&counts[color.index()], &counts[color.opponent().index()]);
    let mut score = material::side(mine, theirs);
    let frozen = frozen_by_color[color.index()];
    let threatened = threatened(board, color, frozen_by_color[color.opponent().index()]);
    let threat_percent = if color == to_move {
        w.threatened_to_move_percent
    } else {
        w.threatened_percent
    };
    let enemies = board.color(color.opponent());
    // The opponent captures one piece a move at most, as a rule: the most valuable
    // threatened piece counts fully, the others a third.
    let mut worst_threat = 0;
    for kind in PieceKind::ALL {
        let bb = board.pieces(Piece::new(color, kind));
        if bb.is_empty() {
            continue;
        }
        if (bb & (frozen | threatened)).any() {
            let value = material::piece_value(kind, mine, theirs);
            score -= value * w.frozen_percent / 100 * (bb & frozen).count() as i32;
            let at_risk = (bb & threatened).count() as i32;
            if at_risk > 0 {
                worst_threat = worst_threat.max(value);
                score -= value * threat_percent / 300 * at_risk;
            }
        }
        match kind {
            PieceKind::Rabbit => {
                // Advancing is worth more as the enemy's army thins: early on, a rabbit
                // that leaves home leaves holes for the enemy's rabbits and is itself
                // easy prey. `officers`: the enemy's pieces other than rabbits (8 at most).
                let officers = theirs[1..].iter().sum::<u32>().min(8) as i32;
                for sq in bb {
                    let adv = usize::from(advance(sq, color));
                    score += w.rabbit_advance[adv] * (8 - officers + w.rabbit_advance_floor)
                        / (8 + w.rabbit_advance_floor);
                    if adv >= 3 && (ahead(sq, color) & enemies).is_empty() {
                        score += w.rabbit_free[adv];
                    }
                }
            }
            PieceKind::Elephant => {
                for sq in bb {
                    let around = Bitboard::from_square(sq).neighbors() & board.empty_squares();
                    score += w.elephant_mobility * around.count() as i32;
                    score -= w.elephant_centre * i32::from(centre_distance(sq));
                }
            }
            _ => {}
        }
    }
    score - worst_threat * threat_percent * 2 / 300
}

/// The pieces of `color` that the opponent could plausibly capture in its next move (a
/// cheap static test, not a search; four steps a move):
/// - a piece next to an empty trap that no other friendly piece guards, with a stronger
///   unfrozen enemy piece at most three squares from it (steps to come next to it, then
///   two to push it in);
/// - a piece on a trap with a single friendly guard, where that guard has a stronger
///   unfrozen enemy piece at most three squares from it (pushing or pulling the guard
///   away captures the piece on the trap).
fn threatened(board: &Board, color: Color, enemy_frozen: Bitboard) -> Bitboard {
    let own = board.color(color);
    let enemy = color.opponent();
    let free_enemies = board.color(enemy) & !enemy_frozen;
    // A stronger unfrozen enemy piece within three squares of `sq`, for a piece of `kind`.
    let attacked = |sq: Square, kind: PieceKind| {
        let pushers = board.stronger_enemies(color, kind) & free_enemies;
        (Bitboard(WITHIN_THREE[sq.index()]) & pushers).any()
    };
    let mut out = Bitboard::EMPTY;
    for &t in &Square::TRAPS {
        let trap = Bitboard::from_square(t);
        let guards = trap.neighbors() & own;
        if (trap & own).any() {
            // A piece on the trap, held by its only guard.
            if single(guards)
                && let Some(g) = guards.first()
                && let Some(guard) = board.piece_at(g)
                && attacked(g, guard.kind)
            {
                out |= trap;
            }
            continue;
        }
        if (trap & board.occupied()).any() || !single(guards) {
            continue;
        }
        if let Some(sq) = guards.first()
            && let Some(piece) = board.piece_at(sq)
            && attacked(sq, piece.kind)
        {
            out |= Bitboard::from_square(sq);
        }
    }
    out
}

/// Whether `bb` holds exactly one square.
fn single(bb: Bitboard) -> bool {
    bb.0 != 0 && bb.0 & (bb.0 - 1) == 0
}

/// The squares at most three steps from each square (orthogonal steps).
const WITHIN_THREE: [u64; 64] = {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut around = Bitboard(1 << sq);
        let mut i = 0;
        while i < 3 {
            around = Bitboard(around.0 | around.neighbors().0);
            i += 1;
        }
        t[sq] = around.0;
        sq += 1;
    }
    t
};

/// The squares ahead of `sq` toward `color`'s goal rank on its file and the two beside it.
fn ahead(sq: Square, color: Color) -> Bitboard {
    Bitboard(AHEAD[color.index()][sq.index()])
}

/// [`ahead`] for each side and square: the files `f-1..=f+1`, the ranks beyond `r` (gold:
/// above, silver: below).
const AHEAD: [[u64; 64]; 2] = {
    let mut t = [[0u64; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let (file, rank) = (sq % 8, sq / 8);
        let mut r = 0;
        while r < 8 {
            let mut f = 0;
            while f < 8 {
                if f + 1 >= file && f <= file + 1 {
                    let bit = 1u64 << (r * 8 + f);
                    if r > rank {
                        t[0][sq] |= bit;
                    }
                    if r < rank {
                        t[1][sq] |= bit;
                    }
                }
                f += 1;
            }
            r += 1;
        }
        sq += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;
    use arimaa_rules::Position;

    fn pos(ranks: [&str; 8], side: char) -> Position {
        let board: String = ranks.iter().map(|r| format!("{r:8}")).collect();
        Position::from_short(&format!("{side} [{board}]")).unwrap()
    }

    fn eval(p: &Position, me: Color) -> i32 {
        evaluate(p.board(), me, p.side_to_move(), &Weights::DEFAULT)
    }

    #[test]
    fn the_usual_opening_is_even() {
        // The usual opening is symmetric: neither side is ahead.
        let pos = Position::standard();
        assert_eq!(
            evaluate(pos.board(), Color::Gold, Color::Gold, &Weights::DEFAULT),
            0
        );
    }

    #[test]
    fn material_counts_for_the_side_that_has_it() {
        // Gold has a camel more; everything else is mirrored.
        let p = pos(["rrrrrrrr", "", "", "", "", "", "   M", "RRRRRRRR"], 's');
        assert!(eval(&p, Color::Gold) > 300, "{}", eval(&p, Color::Gold));
        assert_eq!(eval(&p, Color::Gold), -eval(&p, Color::Silver));
    }

    #[test]
    fn a_threatened_piece_counts_against_the_side_not_to_move() {
        // The gold dog on c4 is next to the empty trap c3, with no other gold piece next
        // to c3, and the silver camel on d4 can push it in (Dc4s Md4w: the dog is lost).
        let p = pos(["r", "", "", "", "  Dm", "", "", "R"], 's');
        let q = pos(["r", "", "", "", "  Dm", "", "", "R"], 'g');
        let dog = Bitboard::from_square(Square::from_coords(2, 3).unwrap());
        assert_eq!(
            threatened(p.board(), Color::Gold, p.board().frozen(Color::Silver)),
            dog
        );
        assert!(eval(&p, Color::Gold) < eval(&q, Color::Gold));
    }

    #[test]
    fn advancing_a_rabbit_pays_more_as_the_enemy_army_thins() {
        // Gold's rabbit on h4 rather than h1 (next to no trap), silver to move, silver's eight rabbits on
        // rank 8 (so no goal square is free: no goal threat either way): against silver's
        // eight pieces other than rabbits on rank 7, and against its rabbits alone.
        let gain = |officers: &str| {
            let up = pos(["rrrrrrrr", officers, "", "", "       R", "", "", "E"], 's');
            let home = pos(["rrrrrrrr", officers, "", "", "", "", "", "E      R"], 's');
            eval(&up, Color::Gold) - eval(&home, Color::Gold)
        };
        assert!(
            gain("dhcemchd") < gain(""),
            "{} {}",
            gain("dhcemchd"),
            gain("")
        );
    }

    #[test]
    fn a_free_rabbit_near_the_goal_is_worth_a_piece() {
        // The gold rabbit on d7 with nothing ahead, against the same rabbit on d3, silver
        // to move: silver must stop a goal next turn.
        let near = pos(["", "   R", "", "", "", "", "", "   r"], 's');
        let far = pos(["", "", "", "", "", "   R", "", "   r"], 's');
        assert!(eval(&near, Color::Gold) - eval(&far, Color::Gold) >= 200);
        // Gold to move: the goal itself is the search's (the core's goal search at the
        // start of a move); the evaluation still prefers the near rabbit.
        let near = pos(["", "   R", "", "", "", "", "", "   r"], 'g');
        let far = pos(["", "", "", "", "", "   R", "", "   r"], 'g');
        assert!(eval(&near, Color::Gold) > eval(&far, Color::Gold));
    }

    #[test]
    fn ahead_by_hand() {
        // A gold rabbit on b6: files a-c, ranks 7-8 = a7 b7 c7 a8 b8 c8.
        let b6 = Square::from_coords(1, 5).unwrap();
        assert_eq!(ahead(b6, Color::Gold).count(), 6);
        // A silver rabbit on h2: files g-h, rank 1.
        let h2 = Square::from_coords(7, 1).unwrap();
        assert_eq!(ahead(h2, Color::Silver).count(), 2);
    }

    #[test]
    fn the_tables_agree_with_coordinates() {
        // Each table against a count by file and rank (Manhattan distance for the steps).
        for i in 0..64u8 {
            let sq = Square::new(i).unwrap();
            let (f, r) = (i32::from(sq.file()), i32::from(sq.rank()));
            for j in 0..64u8 {
                let other = Square::new(j).unwrap();
                let (g, s) = (i32::from(other.file()), i32::from(other.rank()));
                let bit = |bb: u64| bb >> j & 1 == 1;
                assert_eq!(
                    bit(WITHIN_THREE[i as usize]),
                    (f - g).abs() + (r - s).abs() <= 3
                );
                let beside = (f - g).abs() <= 1;
                assert_eq!(ahead(sq, Color::Gold).contains(other), beside && s > r);
                assert_eq!(ahead(sq, Color::Silver).contains(other), beside && s < r);
            }
        }
        for (t, &trap) in Square::TRAPS.iter().enumerate() {
            for sq in Bitboard::from_square(trap).neighbors() {
                assert_eq!(usize::from(TRAP_OF[sq.index()]), t);
            }
        }
        assert_eq!(TRAP_NEIGHBORS.count(), 16);
    }

    #[test]
    fn trap_control_by_hand() {
        // c3: gold elephant d3 (6) and rabbit b3 (1) against the silver camel c4 (5): +2.
        // f6: the silver dog f7 (3) alone: -3. c6 and f3: empty.
        let p = pos(["", "     d", "", "", "  m", " R E", "", ""], 'g');
        assert_eq!(trap_control(p.board()), 2 - 3);
        // Clamped at 8 a trap: gold elephant, camel, horse around c3 (15) against nothing.
        let q = pos(["", "", "", "", "  M", " H E", "", ""], 'g');
        assert_eq!(trap_control(q.board()), 8);
    }
}
