//! What the rules core decides about a move, without scores: a goal the mover had and did
//! not take, a goal the move leaves the opponent, a move that would have left none, a
//! move that does not lose at once.
//!
//! Every answer comes from `arimaa-rules`: its goal search (`Position::goal_move_within`,
//! complete up to [`GOAL_STEPS`] steps tried: a search that reaches the bound decides
//! nothing), its end-of-move checks (`Game::outcome` after `Game::play_move`, which
//! includes the third-repetition rule) and its move list (`Game::legal_moves`).

use arimaa_rules::{Color, Game, GoalSearch, Move, Position};

/// The most steps one goal search of the review may try (each step tried counts one).
/// The goal searches of the archive's positions take far fewer (the search bot's own
/// check at the root stops at 20,000); a position that needs more is not decided by the
/// core, and its move is labelled by the scores.
pub const GOAL_STEPS: u64 = 2_000_000;

/// The bound of the goal search that sorts out the candidate defences cheaply (the search
/// bot's own bound at the root) before the full check.
const FILTER_STEPS: u64 = 20_000;

/// The most moves tried when looking for a move the analyst did not find: one that leaves
/// the opponent no goal, or one that does not lose at once (the rest of the moves are not
/// tried: the label then comes from the scores).
pub const DEFENCE_MOVES: usize = 20_000;

/// The goal move of the side to move in `game`, if it has one the game accepts (the core's
/// goal search, then `Game::play_move` on a copy: a goal that repeats a position a third
/// time is refused).
pub(crate) fn goal_now(game: &Game) -> Option<Move> {
    if game.is_over() || game.is_setup_phase() {
        return None;
    }
    match game.position().goal_move_within(GOAL_STEPS) {
        GoalSearch::Goal(mv) if game.clone().play_move(&mv).is_ok() => Some(mv),
        _ => None,
    }
}

/// Whether `mover` won the game by the move that led to `after` (the rules' outcome).
pub(crate) fn won_by(after: &Game, mover: Color) -> bool {
    after.outcome().is_some_and(|o| o.winner == Some(mover))
}

/// Whether `mv`, played in `game`, leaves the opponent no goal: the game accepts it and
/// then the mover has won or the opponent's goal search finds none (`NoGoal`, complete).
pub(crate) fn stops_goals(game: &Game, mv: &Move) -> bool {
    let mover = game.side_to_move();
    let mut after = game.clone();
    if after.play_move(mv).is_err() {
        return false;
    }
    if won_by(&after, mover) {
        return true;
    }
    !after.is_over() && after.position().goal_move_within(GOAL_STEPS) == GoalSearch::NoGoal
}

/// A move of the side to move in `game` after which the opponent has no goal: `first`
/// (the analyst's move) if it is one, else the first such move of `Game::legal_moves`
/// among the first [`DEFENCE_MOVES`]; `None` if none was found (the goal could not be
/// stopped, or the bound was reached).
pub(crate) fn defence(game: &Game, first: Option<&Move>) -> Option<Move> {
    if let Some(mv) = first.filter(|mv| stops_goals(game, mv)) {
        return Some(*mv);
    }
    let pos: &Position = game.position();
    game.legal_moves()
        .into_iter()
        .take(DEFENCE_MOVES)
        // A cheap filter first: the core's goal search on the position after the move,
        // within the bot's root bound (a move it cannot clear is not tried further).
        .filter(|mv| {
            pos.play(mv).is_ok_and(|next| {
                next.outcome_after_move().is_some()
                    || next.goal_move_within(FILTER_STEPS) == GoalSearch::NoGoal
            })
        })
        .find(|mv| stops_goals(game, mv))
}

/// A move of the side to move in `game` that does not lose the game at once (the game
/// accepts it and then the opponent has not won): `first` (the analyst's move) if it is
/// one, else the first such move of `Game::legal_moves` among the first
/// [`DEFENCE_MOVES`].
pub(crate) fn not_losing(game: &Game, first: Option<&Move>) -> Option<Move> {
    let mover = game.side_to_move();
    let safe = |mv: &Move| {
        let mut after = game.clone();
        after.play_move(mv).is_ok() && !won_by(&after, mover.opponent())
    };
    if let Some(mv) = first.filter(|mv| safe(mv)) {
        return Some(*mv);
    }
    game.legal_moves()
        .into_iter()
        .take(DEFENCE_MOVES)
        .find(|mv| safe(mv))
}
