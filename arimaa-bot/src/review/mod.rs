//! A game reviewed by a bot (or any analyst): every move scored, the better move shown,
//! the mistakes labelled, as lichess does for chess.
//!
//! ## What an entry holds
//!
//! For each move of the game (setups are not reviewed) a [`ReviewEntry`]: the score of
//! the position before it for the side to move and the analyst's best move and line,
//! the played move's own score, the loss of win probability between the two
//! ([`win_probability`], one logistic everywhere) and a [`Label`] with its [`Reason`].
//!
//! ## The played move's score, and why the two compare
//!
//! Each position of the game is searched once, with the same budget ([`TurnBudget`]):
//! the analysis of the position before move `k` gives move `k`'s best move and
//! `score_before`; the analysis of the position after it (the opponent to move), negated,
//! is the played move's `score_played`, and is also the next move's `score_before`. This
//! is how lichess reviews a game (`Advice.scala` compares the evaluations of consecutive
//! positions), and it costs one search per position: a game of `n` moves takes `n + 1`
//! searches, so a review takes about `n + 1` times the budget.
//!
//! Both scores are the value of a position searched with the same budget, in the same
//! unit, for the same side: `score_before` is the value of the position before the move
//! (the best of its moves), `score_played` the value of the position the played move
//! leads to, one turn later along the played line, so seen at least as deep. A move the
//! analyst chose itself may still lose score once searched from the next position: that
//! is the analyst's horizon, not the player's mistake, so a move that leads to the same
//! position as the analyst's best move is labelled [`Label::Best`] with no loss.
//!
//! (The other way, the position after the move searched to the depth of the best move's
//! score less the move, gives trees of the same shape but costs a second search per move,
//! about 1.2 times the budget in all, and needs an analyst that can limit its depth. On
//! game 100 of the archive at 0.2 s a position it gave 43 of the 53 moves the same label
//! as this way and 51 the same or the next one; but in the 5 positions where the budget
//! had not reached the reply (depth 4) its one-step search compared with nothing.)
//!
//! ## Labels
//!
//! In this order:
//! 1. a move that wins the game at once (the core's end-of-move checks): best;
//! 2. the side to move had a goal this turn (the core's goal search) and did not win:
//!    blunder ([`Reason::MissedGoal`]), the goal shown as the best move;
//! 3. after the move the opponent can goal (the core's goal search) while a move that
//!    leaves it none exists (the analyst's best move, else the first the core finds):
//!    blunder ([`Reason::AllowsGoal`]), that defence shown as the best move; a goal that
//!    no move stops is not the move's fault (the game was lost before);
//! 4. a move that loses the game at once (the core's end-of-move checks: an enemy rabbit
//!    pushed onto its goal, the last own rabbit captured) while another move does not:
//!    blunder ([`Reason::Loses`]);
//! 5. the analyst's own move: best;
//! 6. otherwise by the loss of win probability, with lichess's thresholds
//!    ([`Label::by_loss`]): good, inaccuracy, mistake, blunder.
//!
//! ## Stopping and resuming
//!
//! A [`Review`] is a stepper holding its state: [`Review::next_turn`] reviews one move
//! and returns its entry; the caller may stop between moves, keep the entries, and resume
//! later with [`Review::seek`] on a new review of the same game (the first call after a
//! seek searches the position before that move again). With a node budget the entries are
//! the same however the review was cut. [`review`] runs the whole game.
//!
//! Nothing needs threads or `std`: a review runs in WebAssembly with a node budget or a
//! [`Clock`](crate::Clock) of its own.
//!
//! ```
//! use arimaa_bot::review::{review, Label, TurnBudget};
//! use arimaa_bot::{Bot, BotKind};
//! use arimaa_rules::{Game, GameOptions, Position};
//!
//! // Gold's rabbit on c7 could goal (c8 is empty); gold plays the elephant instead.
//! let board = format!("{:8}{:8}{:16}{:8}{:16}{:8}", "       r", "  R", "", "   E", "", "R");
//! let mut game = Game::from_position(
//!     Position::from_short(&format!("g [{board}]")).unwrap(),
//!     GameOptions::default(),
//! );
//! game.play_text("Ed4n").unwrap();
//! let bot = Bot::new(BotKind::Search, 1).with_hash_mb(2);
//! let entries = review(&game, &bot, &TurnBudget::new().with_nodes(2_000), &mut |_, _, _| {});
//! assert_eq!(entries.len(), 1);
//! assert_eq!(entries[0].label, Label::Blunder);
//! assert_eq!(entries[0].best.unwrap().to_string(), "Rc7n");
//! ```

mod budget;
mod entry;
mod goals;
mod graph;
mod judge;
mod label;
mod stepper;
mod summary;
mod table;
#[cfg(test)]
mod tests;
mod win;

use alloc::vec::Vec;
use core::fmt;

use arimaa_rules::Game;

use crate::Bot;
use crate::score::{is_lost, is_won};

pub use budget::TurnBudget;
pub use entry::ReviewEntry;
pub use goals::{DEFENCE_MOVES, GOAL_STEPS};
pub use graph::{GraphOptions, graph_svg};
pub use label::{BLUNDER, INACCURACY, Label, MISTAKE, Reason};
pub use stepper::Review;
pub use summary::{Summary, summarize};
pub use table::{COLUMNS, Cell, Column, ColumnType};
pub use win::{WIN_SCALE, win_probability};

/// The review was stopped: the stop flag of its [`TurnBudget`] was set during the move's
/// searches. That move was not reviewed; [`Review::next_turn`] reviews it again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stopped;

impl fmt::Display for Stopped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the review was stopped before the move's searches ended")
    }
}

impl core::error::Error for Stopped {}

/// Reviews every move of `game` with `bot`, each position searched within `per_turn`
/// (see the module: `n + 1` searches for `n` moves), and calls `progress(entry, done,
/// total)` after each move. Returns one entry per move (setups are not reviewed), in
/// order; fewer when the stop flag of `per_turn` was set (the entries so far).
///
/// Never panics: any game the core accepts can be reviewed (a lenient game's moves after
/// its end get scores from its result).
pub fn review(
    game: &Game,
    bot: &Bot,
    per_turn: &TurnBudget<'_>,
    progress: &mut dyn FnMut(&ReviewEntry, usize, usize),
) -> Vec<ReviewEntry> {
    let mut stepper = Review::new(game);
    let total = stepper.len();
    let mut out = Vec::with_capacity(total);
    while let Ok(Some(entry)) = stepper.next_turn(bot, per_turn) {
        progress(&entry, out.len() + 1, total);
        out.push(entry);
    }
    out
}

/// A score that is a win or a loss found some steps away: `Some((true, steps))` for a
/// win, `Some((false, steps))` for a loss, `None` for an evaluation (the scores of
/// [`Analysis`](crate::Analysis), [`ReviewEntry`]).
///
/// ```
/// use arimaa_bot::{Analysis, review::decided};
/// assert_eq!(decided(Analysis::WIN - 3), Some((true, 3)));
/// assert_eq!(decided(-(Analysis::WIN - 6)), Some((false, 6)));
/// assert_eq!(decided(580), None);
/// ```
pub fn decided(score: i32) -> Option<(bool, u32)> {
    let steps = |v: i32| (crate::score::WIN - v).unsigned_abs();
    if is_won(score) {
        Some((true, steps(score)))
    } else if is_lost(score) {
        Some((false, steps(-score)))
    } else {
        None
    }
}
