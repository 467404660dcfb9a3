//! `bot:greedy`: the first built-in bot, a one-move greedy player, kept unchanged as a
//! sparring partner for the search bot.
//!
//! For each legal move of the game (`Game::legal_moves`, history-aware), it plays the move
//! on a copy of the position (`Position::play`) and looks at the result
//! (`Position::outcome_after_move`): a move that wins is taken at once. The other moves
//! are ranked by material (piece values), rabbit progress and a seeded random tie-break;
//! the best-ranked moves are then checked in order for a goal the opponent could score
//! on its next move, and the first safe one is played (if none of the checked moves is
//! safe, the best-ranked one). The random tie-break is seeded by the bot's seed (`--seed`
//! in the CLI), the position and the move number, so the same seed gives the same moves,
//! also after `--resume`.
//!
//! The [`Budget`] is spent one node per move played and per goal check: when it runs out
//! the best-ranked move so far is played (the first legal move if none was ranked). The
//! usual way to call it is without limit (`Budget::new()`), as the CLI does: one pass,
//! deterministic for a seed.

use alloc::vec::Vec;

use arimaa_rules::rng::SplitMix64;
use arimaa_rules::{Color, Game, Move, PieceKind, Position};

use crate::budget::{Budget, Meter};
use crate::shared::{advance, best_first};

/// How many candidate moves the goal-reply check (`Position::goal_move` for the opponent)
/// may examine per bot move (a count, not a time limit, so that the bot stays deterministic).
const SAFETY_BUDGET: usize = 1_000;

/// Piece values for the material count, indexed by `PieceKind::index()` (rabbit..elephant).
const VALUES: [i64; 6] = [100, 150, 200, 300, 500, 800];

/// The greedy move for the side to move, or `None` when it has none (the game is over or
/// in its setup phase), within `budget`.
pub(crate) fn choose(game: &Game, seed: u64, budget: &Budget<'_>) -> Option<Move> {
    let mut meter = Meter::new(budget);
    let pos = game.position();
    let me = pos.side_to_move();
    let moves = game.legal_moves();
    let mut rng =
        SplitMix64::new(seed ^ pos.zobrist_key().rotate_left(17) ^ u64::from(game.move_number()));
    let mut ranked: Vec<(i64, usize)> = Vec::with_capacity(moves.len());
    for (i, mv) in moves.iter().enumerate() {
        if !meter.spend() {
            break;
        }
        let Ok(next) = pos.play(mv) else { continue };
        let score = match next.outcome_after_move() {
            Some(o) if o.winner == Some(me) => return Some(*mv),
            Some(_) => i64::MIN / 2,
            None => evaluate(&next, me) * 16 + rng.below(16) as i64,
        };
        ranked.push((score, i));
    }
    // Best first; equal scores keep generation order, so the order is deterministic.
    best_first(&mut ranked);
    let best = ranked
        .first()
        .map(|&(_, i)| moves[i])
        .or_else(|| moves.first().copied());
    let mut budget = SAFETY_BUDGET;
    for &(_, i) in &ranked {
        // Playing the move again and checking the goal: two nodes.
        if !(meter.spend() && meter.spend()) {
            break;
        }
        let Ok(next) = pos.play(&moves[i]) else {
            continue;
        };
        let (goal, examined) = opponent_goal_move(&next);
        if goal.is_none() {
            return Some(moves[i]);
        }
        budget = budget.saturating_sub(examined);
        if budget == 0 {
            break;
        }
    }
    best
}

/// Material and rabbit progress of the board for `me`, in hundredths of a rabbit.
fn evaluate(pos: &Position, me: Color) -> i64 {
    let board = pos.board();
    let mut score = 0;
    for color in Color::ALL {
        let sign = if color == me { 1 } else { -1 };
        for kind in PieceKind::ALL {
            let piece = arimaa_rules::Piece::new(color, kind);
            let count = i64::from(board.count(piece));
            let mut value = VALUES[kind.index()];
            // The last rabbits are worth more: without rabbits a side cannot win.
            if kind == PieceKind::Rabbit && count <= 3 {
                value *= 2;
            }
            score += sign * value * count;
            if kind == PieceKind::Rabbit {
                for sq in board.pieces(piece) {
                    let progress = i64::from(advance(sq, color));
                    score += sign * progress * progress;
                }
            }
        }
    }
    score
}

/// A move of the side to move in `pos` that ends with one of its rabbits on its goal rank
/// (`Position::goal_move`), and its cost for [`SAFETY_BUDGET`] (one check).
fn opponent_goal_move(pos: &Position) -> (Option<Move>, usize) {
    (pos.goal_move(), 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn takes_a_goal_in_one() {
        // Gold rabbit on c7 with c8 empty; silver rabbit on h8, gold rabbit on a1.
        let ranks = ["       r", "  R     ", "", "", "", "", "", "R       "];
        let board: String = ranks.iter().map(|r| format!("{r:8}")).collect();
        let pos = Position::from_short(&format!("g [{board}]")).unwrap();
        let game = Game::from_position(pos.clone(), Default::default());
        let mv = choose(&game, 1, &Budget::new()).unwrap();
        let after = pos.play(&mv).unwrap();
        assert!(after.rabbit_on_goal(Color::Gold), "{mv}");
    }

    #[test]
    fn same_seed_same_move() {
        let game = Game::from_position(Position::standard(), Default::default());
        let all = Budget::new();
        assert_eq!(choose(&game, 7, &all), choose(&game, 7, &all));
        let some = Budget::new().with_nodes(100);
        let mv = choose(&game, 7, &some).unwrap();
        assert_eq!(choose(&game, 7, &some), Some(mv));
        assert!(game.legal_moves().contains(&mv), "{mv}");
    }

    #[test]
    fn captures_and_blocks_a_goal_threat() {
        // Silver threatens goal with its rabbit on a2 (a1 is empty). Gold can capture the
        // silver cat on f4 by pushing it onto the trap f3 with its elephant (cf4s Eg4w),
        // but only moves that also stop the rabbit (the dog b4 to b2 freezes it) are safe.
        // The silver horse on h8 keeps silver mobile (no win by immobilization).
        let ranks = [
            "       h", "", "", "", " D   cE ", "", "r       ", "       R",
        ];
        let board: String = ranks.iter().map(|r| format!("{r:8}")).collect();
        let pos = Position::from_short(&format!("g [{board}]")).unwrap();
        let game = Game::from_position(pos.clone(), Default::default());
        let mv = choose(&game, 3, &Budget::new()).unwrap();
        let after = pos.play(&mv).unwrap();
        assert!(
            opponent_goal_move(&after).0.is_none(),
            "{mv} lets silver score"
        );
        let cat = arimaa_rules::Piece::new(Color::Silver, PieceKind::Cat);
        assert_eq!(after.board().count(cat), 0, "{mv} does not capture the cat");
    }
}
