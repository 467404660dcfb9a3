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
//!   bot_bomb). Each trap counts for the side that holds it, weighed apart for a side's
//!   two **home traps** (gold c3, f3; silver c6, f6) and the enemy's two: defending
//!   one's own traps and attacking the opponent's are different tasks (D. Wu, "Designing
//!   a Winning Arimaa Program", ICGA Journal 38, 2015, whose evaluation has a trap
//!   defence term of its own);
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
//! - **the wall at home**: rabbits on their side's two home ranks while the enemy still
//!   has its officers (pieces other than rabbits): they keep the enemy's rabbits from the
//!   goal and guard the home traps' squares (Wu, ibid.: rabbits are defenders first;
//!   advancing them early leaves holes);
//! - **home defence**: a rabbit that has left its home ranks while its side's home trap
//!   on that half of the board is weakly held costs, by the trap's shortfall (the enemy's
//!   pieces come through that trap's side);
//! - **pieces by rank**: a coarse piece-square table, a bonus by kind and ranks advanced
//!   for each piece other than a rabbit (piece-square tables, as in Fotland's and Wu's
//!   evaluations, ibid.);
//! - **the elephant**: its mobility (empty squares next to it), closeness to the centre
//!   (Fotland, ibid.: elephant mobility) and a blockade, three or four of its sides
//!   closed by the edge or by pieces that cannot move away (Wu, ibid., names elephant
//!   blockades among the structures sharp's evaluation knows).
//!
//! Every weight is a field of [`Weights`], read and written as text ([`weights`]):
//! `Bot::with_weights` plays with others, and `bench/texel` fits them to game results.
//!
//! Only the board's bitboards are read (`Board::pieces`, `Board::frozen`, `Board::color`):
//! freezing and traps are the core's definitions.

pub mod goal;
pub mod material;
pub mod weights;

pub use weights::{Weights, WeightsError, WeightsErrorKind};

use arimaa_rules::{Bitboard, Board, Color, Piece, PieceKind, Square};

use crate::shared::{advance, centre_distance};

/// The clamp of one trap's control difference, in piece weights.
const TRAP_CLAMP: i32 = 8;

/// The largest evaluation in absolute value: whatever the weights, an evaluation stays far
/// from the scores of won and lost games (30,000 less the steps to them).
pub const LIMIT: i32 = 20_000;

/// A side's control of one of its home traps below this (in piece weights) counts as a
/// shortfall for [`Weights::home_defence`].
const HOME_GUARD: i32 = 4;

/// The evaluation of `board` for `me` with `to_move` the side to move, in the units of
/// the [module documentation](self) (within ±[`LIMIT`]): positive when `me` stands
/// better. Not a game result: the search checks goals and eliminations first.
///
/// ```
/// use arimaa_bot::evaluation::{Weights, evaluate};
/// use arimaa_rules::{Color, Position};
/// // The usual opening is symmetric: neither side is ahead.
/// let p = Position::standard();
/// assert_eq!(evaluate(p.board(), Color::Gold, Color::Gold, &Weights::DEFAULT), 0);
/// ```
pub fn evaluate(board: &Board, me: Color, to_move: Color, w: &Weights) -> i32 {
    let counts = [
        material::counts(board, Color::Gold),
        material::counts(board, Color::Silver),
    ];
    let frozen = [board.frozen(Color::Gold), board.frozen(Color::Silver)];
    let control = trap_control(board);
    let ctx = Context {
        board,
        to_move,
        counts: &counts,
        frozen: &frozen,
        control: &control,
        w,
    };
    let gold = side(&ctx, Color::Gold);
    let silver = side(&ctx, Color::Silver);
    let traps = trap_score(&control, w);
    let goals =
        goal_threat(board, Color::Gold, to_move, w) - goal_threat(board, Color::Silver, to_move, w);
    let gold_view = (gold - silver + traps + goals).clamp(-LIMIT, LIMIT);
    match me {
        Color::Gold => gold_view,
        Color::Silver => -gold_view,
    }
}

/// What every term of one side reads, computed once per evaluation.
struct Context<'a> {
    board: &'a Board,
    to_move: Color,
    counts: &'a [[u32; 6]; 2],
    frozen: &'a [Bitboard; 2],
    /// Gold's clamped control of each trap (the order of `Square::TRAPS`).
    control: &'a [i32; 4],
    w: &'a Weights,
}

/// The trap term from gold's point of view: each trap counts for the side that holds it
/// (its clamped control), at [`Weights::home_trap_control`] when it is that side's home
/// trap (gold: c3, f3, the first two of `Square::TRAPS`; silver: c6, f6) and
/// [`Weights::enemy_trap_control`] when it is the enemy's.
fn trap_score(control: &[i32; 4], w: &Weights) -> i32 {
    control
        .iter()
        .enumerate()
        .map(|(t, &c)| {
            let gold_home = t < 2;
            // Gold holds its home trap, or silver holds its own: the home weight.
            let home = (c > 0) == gold_home;
            c * if home {
                w.home_trap_control
            } else {
                w.enemy_trap_control
            }
        })
        .sum()
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

/// Gold's trap control less silver's at each trap (the order of `Square::TRAPS`), each
/// clamped to ±`TRAP_CLAMP`.
fn trap_control(board: &Board) -> [i32; 4] {
    let mut control = [0i32; 4];
    for (color, sign) in [(Color::Gold, 1), (Color::Silver, -1)] {
        for k in PieceKind::ALL {
            for sq in board.pieces(Piece::new(color, k)) & TRAP_NEIGHBORS {
                control[usize::from(TRAP_OF[sq.index()])] += sign * TRAP_WEIGHT[k.index()];
            }
        }
    }
    control.map(|c| c.clamp(-TRAP_CLAMP, TRAP_CLAMP))
}

/// `color`'s home trap on the half of the board of `sq` (files a–d: c3 or c6; e–h: f3 or
/// f6), as an index into `Square::TRAPS`.
fn home_trap_index(sq: Square, color: Color) -> usize {
    let east = usize::from(sq.file() >= 4);
    match color {
        Color::Gold => east,
        Color::Silver => 2 + east,
    }
}

/// Material and placement of `color`.
fn side(ctx: &Context<'_>, color: Color) -> i32 {
    let (board, w) = (ctx.board, ctx.w);
    let counts = ctx.counts;
    let (mine, theirs) = (&counts[color.index()], &counts[color.opponent().index()]);
    let mut score = material::side(mine, theirs);
    let frozen = ctx.frozen[color.index()];
    let threatened = threatened(board, color, ctx.frozen[color.opponent().index()]);
    let threat_percent = if color == ctx.to_move {
        w.threatened_to_move_percent
    } else {
        w.threatened_percent
    };
    let enemies = board.color(color.opponent());
    // The enemy's pieces other than rabbits (8 at most): the phase of the game as this
    // side's rabbits see it.
    let officers = theirs[1..].iter().sum::<u32>().min(8) as i32;
    // This side's control of each trap.
    let sign = if color == Color::Gold { 1 } else { -1 };
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
        if kind == PieceKind::Rabbit {
            // Advancing is worth more as the enemy's army thins: early on, a rabbit
            // that leaves home leaves holes for the enemy's rabbits and is itself
            // easy prey.
            let mut at_home = 0;
            let mut shortfall = 0;
            for sq in bb {
                let adv = usize::from(advance(sq, color));
                score += w.rabbit_advance[adv] * (8 - officers + w.rabbit_advance_floor)
                    / (8 + w.rabbit_advance_floor);
                if adv >= 3 && (ahead(sq, color) & enemies).is_empty() {
                    score += w.rabbit_free[adv];
                }
                if adv <= 1 {
                    at_home += 1;
                } else {
                    let held = sign * ctx.control[home_trap_index(sq, color)];
                    shortfall += (HOME_GUARD - held).clamp(0, 2 * HOME_GUARD);
                }
            }
            score += w.rabbit_home * at_home * officers / 8;
            score -= w.home_defence * shortfall * officers / (8 * HOME_GUARD);
            continue;
        }
        let table = &w.piece_rank[(kind.index() - 1) * 8..kind.index() * 8];
        for sq in bb {
            score += table[usize::from(advance(sq, color))];
        }
        if kind == PieceKind::Elephant {
            for sq in bb {
                let around = Bitboard::from_square(sq).neighbors();
                score += w.elephant_mobility * (around & board.empty_squares()).count() as i32;
                score -= w.elephant_centre * i32::from(centre_distance(sq));
                let closed = 4 - around.count() + (around & stuck(board)).count();
                if closed >= 3 {
                    score -= w.elephant_blockade * closed as i32;
                }
            }
        }
    }
    score - worst_threat * threat_percent * 2 / 300
}

/// The pieces with no empty square next to them: they can neither step aside nor be
/// pushed away (a push needs an empty square for the pushed piece).
fn stuck(board: &Board) -> Bitboard {
    board.occupied() & !board.empty_squares().neighbors()
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
        assert_eq!(trap_control(p.board()), [2, 0, 0, -3]);
        // Clamped at 8 a trap: gold elephant, camel, horse around c3 (15) against nothing.
        let q = pos(["", "", "", "", "  M", " H E", "", ""], 'g');
        assert_eq!(trap_control(q.board()), [8, 0, 0, 0]);
    }

    /// `eval(w) - eval(zero)` for gold, `w` the zero weights with one field set: the term
    /// of that field alone (every term is linear in its weight).
    fn term(p: &Position, name: &str, index: usize, value: i32) -> i32 {
        let mut zero = Weights::DEFAULT;
        for (field, n) in Weights::fields() {
            for k in 0..n {
                zero.set(field, k, 0).unwrap();
            }
        }
        let mut w = zero;
        w.set(name, index, value).unwrap();
        evaluate(p.board(), Color::Gold, p.side_to_move(), &w)
            - evaluate(p.board(), Color::Gold, p.side_to_move(), &zero)
    }

    #[test]
    fn home_and_enemy_traps_by_hand() {
        // c3 (gold's home): the gold elephant d3, 6 for gold. c6 (silver's home): the
        // silver camel c7, 5 for silver. f6 (silver's home): the gold horse f5, 4 for gold.
        let p = pos(["       r", "  m", "", "     H", "", "   E", "", "R"], 'g');
        assert_eq!(term(&p, "home_trap_control", 0, 1), 6 - 5);
        assert_eq!(term(&p, "enemy_trap_control", 0, 1), 4);
        // Both at 8: the unsplit trap control of before, 8 times the sum (6 - 5 + 4).
        let mut eight = Weights::DEFAULT;
        eight.home_trap_control = 8;
        eight.enemy_trap_control = 8;
        let both = evaluate(p.board(), Color::Gold, Color::Gold, &eight);
        let mut w = eight;
        w.home_trap_control = 0;
        w.enemy_trap_control = 0;
        assert_eq!(
            both - evaluate(p.board(), Color::Gold, Color::Gold, &w),
            8 * 5
        );
    }

    #[test]
    fn the_wall_at_home_counts_by_the_enemy_officers() {
        // Gold rabbits a1, b2 at home, c4 not; silver's rabbits on rank 6 (not at home).
        let full = pos(["dhcemchd", "", "rrrrrrrr", "", "  R", "", " R", "R"], 's');
        assert_eq!(term(&full, "rabbit_home", 0, 10), 10 * 2);
        // Four silver officers: half the bonus.
        let half = pos(["  cem  d", "", "rrrrrrrr", "", "  R", "", " R", "R"], 's');
        assert_eq!(term(&half, "rabbit_home", 0, 10), 10 * 2 * 4 / 8);
    }

    #[test]
    fn home_defence_by_hand() {
        // Gold rabbit b4 (west: c3, nobody near it, a shortfall of 4) and g5 (east: f3, the
        // silver dog e3 holds it by 3, a shortfall of 7); silver has 8 officers and no
        // rabbit (its own term is nothing): 32 * (4 + 7) * 8 / 32.
        let p = pos(["dhcemch", "", "", "      R", " R", "    d", "", ""], 'g');
        assert_eq!(term(&p, "home_defence", 0, 32), -32 * 11 * 8 / 32);
        // A gold elephant on d3 holds c3 by 6: only g5 costs.
        let q = pos(["dhcemch", "", "", "      R", " R", "   Ed", "", ""], 'g');
        assert_eq!(term(&q, "home_defence", 0, 32), -32 * 7 * 8 / 32);
    }

    #[test]
    fn an_elephant_blockade_by_hand() {
        // The gold elephant a1: two sides on the edge, b1 and a2 held by rabbits that
        // cannot move or be pushed (no empty square next to them): 4 sides closed.
        let shut = pos(["       e", "       r", "", "", "", "R", "RR", "ERR"], 'g');
        assert_eq!(term(&shut, "elephant_blockade", 0, 10), -40);
        // a3 empty: a2 can go, 3 sides closed.
        let three = pos(["       e", "       r", "", "", "", "", "RR", "ERR"], 'g');
        assert_eq!(term(&three, "elephant_blockade", 0, 10), -30);
        // b2 empty too: b1 and a2 can go; 2 sides, no blockade.
        let open = pos(["       e", "       r", "", "", "", "", "R", "ERR"], 'g');
        assert_eq!(term(&open, "elephant_blockade", 0, 10), 0);
    }

    #[test]
    fn pieces_by_rank_by_hand() {
        // The gold camel d5 has advanced 4 ranks: entry 3 * 8 + 4 of the table (cat 0..8,
        // dog, horse, camel 24..32); the silver camel a8 none (its home rank: entry 24).
        let p = pos(["m      r", "", "", "   M", "", "", "", "R"], 'g');
        assert_eq!(term(&p, "piece_rank", 28, 7), 7);
        assert_eq!(term(&p, "piece_rank", 24, 7), -7);
        assert_eq!(term(&p, "piece_rank", 36, 7), 0);
    }

    #[test]
    fn the_bot_searches_with_its_weights() {
        use crate::{Bot, BotKind, Budget};
        use arimaa_rules::{Game, GameOptions};
        // The same search, one step deep, with the elephant's mobility worth far more:
        // the score it reports differs.
        let game = Game::from_position(Position::standard(), GameOptions::default());
        let bot = Bot::new(BotKind::Search, 1).with_max_depth(Some(1));
        let mut w = Weights::DEFAULT;
        w.elephant_mobility = 500;
        let budget = Budget::new().with_nodes(2_000);
        let a = bot.analyze(&game, &budget, &|_| {}).unwrap();
        let budget = Budget::new().with_nodes(2_000);
        let b = bot
            .with_weights(w)
            .analyze(&game, &budget, &|_| {})
            .unwrap();
        assert!(b.score > a.score + 100, "{} {}", a.score, b.score);
    }

    proptest::proptest! {
        #[test]
        fn any_weights_any_board_stay_within_the_limit(
            cells in proptest::collection::vec(0usize..20, 64),
            extreme in proptest::collection::vec(proptest::bool::ANY, 85),
            gold in proptest::bool::ANY,
        ) {
            // Random boards (mostly empty squares), every weight at one end of its range.
            let letters = b"RCDHMErcdhme";
            let board: String = cells
                .iter()
                .map(|&c| if c < 12 { letters[c] as char } else { ' ' })
                .collect();
            let Ok(p) = Position::from_short(&format!("g [{board}]")) else {
                return Ok(());
            };
            let mut w = Weights::DEFAULT;
            let mut k = 0;
            for (name, n) in Weights::fields() {
                for i in 0..n {
                    let r = if name == "rabbit_advance_floor" {
                        Weights::FLOOR_RANGE
                    } else {
                        Weights::RANGE
                    };
                    w.set(name, i, if extreme[k] { *r.start() } else { *r.end() }).unwrap();
                    k += 1;
                }
            }
            let to_move = if gold { Color::Gold } else { Color::Silver };
            let v = evaluate(p.board(), Color::Gold, to_move, &w);
            proptest::prop_assert!(v.abs() <= LIMIT);
            proptest::prop_assert_eq!(v, -evaluate(p.board(), Color::Silver, to_move, &w));
        }
    }
}
