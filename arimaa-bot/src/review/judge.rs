//! The entry of one move: its scores, the rules core's verdicts on goals, its label.

use alloc::vec;

use arimaa_rules::{Color, Game, Move, TurnLabel};

use super::entry::ReviewEntry;
use super::goals;
use super::label::{Label, Reason};
use super::win::win_probability;
use crate::Analysis;
use crate::score::{is_lost, is_won, win_in};

/// What is known of the played move's score.
pub(crate) enum Played {
    /// The game is over after it: scored by the result.
    Over,
    /// A search's score for the mover, and its depth in steps.
    Searched(i32, u32),
    /// No analysis.
    Unknown,
}

/// The score of a game that is over, for `mover`: a win or a loss `steps` steps away, 0
/// for a draw or no result.
fn decided_score(game: &Game, mover: Color, steps: usize) -> i32 {
    match game.outcome().map(|o| o.winner) {
        Some(Some(w)) if w == mover => win_in(steps),
        Some(Some(_)) => -win_in(steps),
        _ => 0,
    }
}

/// The win probability lost from `before` to `played` (never negative).
fn loss_between(before: i32, played: i32) -> f64 {
    let d = win_probability(before) - win_probability(played);
    if d > 0.0 { d } else { 0.0 }
}

/// The entry of the move `played` from `cursor` to `after`, given the analysis before and
/// what is known of the played move (see the module [`review`](super) for the order of
/// the rules).
pub(crate) fn judge(
    index: usize,
    turn: TurnLabel,
    cursor: &Game,
    played: &Move,
    after: &Game,
    before: &Option<Analysis>,
    played_eval: Played,
) -> ReviewEntry {
    let mover = cursor.side_to_move();
    let mut best = before.as_ref().map(|a| a.mv);
    let mut pv = before.as_ref().map_or_else(vec::Vec::new, |a| a.pv.clone());
    let mut score_before = match before {
        Some(a) => a.score,
        None if cursor.is_over() => decided_score(cursor, mover, 0),
        None => 0,
    };
    let (mut score_played, depth_played) = match played_eval {
        Played::Over => (decided_score(after, mover, played.len()), 0),
        Played::Searched(score, depth) => (score, depth),
        Played::Unknown => (0, 0),
    };
    let same_as_best = best.is_some_and(|b| {
        cursor
            .position()
            .play(&b)
            .is_ok_and(|p| &p == after.position())
    });
    let live = !cursor.is_over();
    let wins = live && goals::won_by(after, mover);
    let loses = live && goals::won_by(after, mover.opponent());
    let missed = if live && !wins {
        goals::goal_now(cursor)
    } else {
        None
    };
    let allowed = if live && !wins && missed.is_none() {
        goals::goal_now(after)
    } else {
        None
    };
    let (label, reason) = if wins {
        (Label::Best, Reason::Wins)
    } else if let Some(goal) = missed {
        // The best move shown is a goal: the analyst's if it takes one, else the core's.
        let analyst_goals = best.is_some_and(|b| {
            let mut g = cursor.clone();
            g.play_move(&b).is_ok() && goals::won_by(&g, mover)
        });
        if !analyst_goals {
            best = Some(goal);
            pv = vec![goal];
        }
        if !is_won(score_before) {
            score_before = win_in(goal.len());
        }
        (Label::Blunder, Reason::MissedGoal)
    } else if let Some(goal) = allowed
        && let Some(defence) = goals::defence(cursor, best.as_ref())
    {
        if best != Some(defence) {
            best = Some(defence);
            pv = vec![defence];
        }
        // The opponent's goal, as a search from the position after scores it.
        if !is_lost(score_played) {
            score_played = -win_in(goal.len());
        }
        (Label::Blunder, Reason::AllowsGoal)
    } else if loses && let Some(other) = goals::not_losing(cursor, best.as_ref()) {
        if best != Some(other) {
            best = Some(other);
            pv = vec![other];
        }
        (Label::Blunder, Reason::Loses)
    } else if same_as_best {
        (Label::Best, Reason::BotMove)
    } else {
        (
            Label::by_loss(loss_between(score_before, score_played)),
            Reason::Score,
        )
    };
    let loss = if label == Label::Best {
        0.0
    } else {
        loss_between(score_before, score_played)
    };
    ReviewEntry {
        index,
        turn,
        played: *played,
        best,
        pv,
        depth: before.as_ref().map_or(0, |a| a.depth),
        depth_played,
        nodes: before.as_ref().map_or(0, |a| a.nodes),
        score_before,
        score_played,
        loss,
        label,
        reason,
    }
}
