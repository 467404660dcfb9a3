//! The search proper: negamax alpha-beta (principal variation search) over single steps
//! and the end of the move, with the transposition table, goal detection at every node
//! that starts a move, and a capture quiescence to the end of the move at the horizon.
//! A horizon at the start of a move where the opponent threatens a goal (it would have
//! one were it its turn: the core's goal search) is not stood on: a goal-defence
//! quiescence tries the steps on and around the squares of that goal until ending the move
//! leaves no goal, or finds the threat unstoppable (a loss), in the manner of the strong
//! Arimaa programs (D. Wu, "Designing a Winning Arimaa Program", ICGA Journal 38(1), 2015:
//! a quiescence that tries only the moves that stop a goal).
//!
//! A node is a [`Position`], possibly in the middle of a move. Its children are the legal
//! steps (the same side to move: the value is not negated) and, when the core allows the
//! move to end ([`Position::can_end_move`]), the pass, which ends it
//! ([`Position::end_move`]) and hands the turn over (the value is negated). Depth is
//! counted in steps: a step costs one, the pass costs the steps left in the move, so that
//! a depth of 4 is exactly one whole turn, whatever its length. The game's end after a
//! move is the core's ([`Position::outcome_after_move`]); at the root, a move the game
//! forbids as a third repetition ([`Game::repeats_third_time`]) is never chosen.

use arimaa_rules::{Bitboard, Color, Game, GoalSearch, Position, Step};

use alloc::boxed::Box;

use super::MAX_PLY;
use super::evals::Evals;
use super::goals::Goals;
use super::order::{Act, Heuristics, Picker, QUIET_BELOW};
use super::time::TimeManager;
use super::tt::{Bound, Entry, Table};
use crate::budget::Meter;
use crate::evaluation::Weights;
use crate::score::{self, INF, from_table, to_table, win_in};

/// The state of one search (of one thread of it: the table is shared).
pub(crate) struct Node<'g, 'b, 'a> {
    pub(crate) game: &'g Game,
    pub(crate) meter: Meter<'b, 'a>,
    pub(crate) table: &'g Table,
    /// The time management (the main thread of a search with a target only).
    pub(crate) time: Option<TimeManager>,
    pub(crate) goals: Goals,
    /// The evaluations of the boards met (one thread's cache).
    pub(crate) evals: Evals,
    pub(crate) heuristics: Heuristics,
    pub(crate) weights: Weights,
    /// Set when the budget ran out: every value computed since is meaningless.
    pub(crate) stopped: bool,
    /// The principal variation from each ply (triangular).
    pub(crate) pv: [[Act; MAX_PLY]; MAX_PLY],
    pub(crate) pv_len: [usize; MAX_PLY],
    /// The acts of the current line: `path[p]` leads from ply `p` to ply `p + 1`.
    pub(crate) path: [Act; MAX_PLY],
    /// The opponent's reply (its steps and the end of its move) that refuted the last
    /// root move searched: tried first after the next root moves, most of which differ
    /// from it in a step that does not change the refutation (whole-reply killers).
    pub(crate) refutation: [Act; REFUTATION_MAX],
    pub(crate) refutation_len: usize,
}

/// The most nodes one goal-defence quiescence ([`Node::defend`]) may visit.
pub(crate) const DEFENCE_NODES: u32 = 2_000;

/// The most steps the goal searches of the goal-defence quiescence may try: the threat
/// ([`Node::threat_zone`]) and the goal left after a defence ([`Node::end_value`]).
pub(crate) const DEFENCE_GOAL_LIMIT: u64 = 3_000;

/// The most acts of a remembered refutation: four steps and the end of the move.
pub(crate) const REFUTATION_MAX: usize = 5;

impl<'g, 'b, 'a> Node<'g, 'b, 'a> {
    /// A new search of `game` within `meter`, storing in `table`, evaluating with
    /// `weights` (boxed: the principal variations make it large).
    pub(crate) fn new(
        game: &'g Game,
        meter: Meter<'b, 'a>,
        table: &'g Table,
        weights: Weights,
    ) -> Box<Node<'g, 'b, 'a>> {
        Box::new(Node {
            game,
            meter,
            table,
            time: None,
            goals: Goals::new(),
            evals: Evals::new(),
            heuristics: Heuristics::new(),
            weights,
            stopped: false,
            pv: [[Act::Pass; MAX_PLY]; MAX_PLY],
            pv_len: [0; MAX_PLY],
            path: [Act::Pass; MAX_PLY],
            refutation: [Act::Pass; REFUTATION_MAX],
            refutation_len: 0,
        })
    }

    /// The value of `pos` for its side to move, searched `depth` steps deep within
    /// `(alpha, beta)`. `root_turn`: no move has ended since the root (the root side's
    /// move is being built, where the game's repetition rule applies and the table may
    /// not cut the principal variation short).
    pub(crate) fn search(
        &mut self,
        pos: &mut Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        root_turn: bool,
    ) -> i32 {
        self.pv_len[ply] = 0;
        if self.stopped || !self.meter.spend() {
            self.stopped = true;
            return 0;
        }
        if pos.at_move_start() && ply > 0 && self.goals.can_goal(pos) {
            return win_in(ply + 1);
        }
        if depth <= 0 || ply + 8 >= MAX_PLY {
            return self.quiesce(pos, alpha, beta, ply);
        }
        let key = pos.state_key();
        let stored = self.table.probe(key);
        if let Some(e) = stored
            && !root_turn
            && e.depth >= depth
        {
            let v = from_table(e.score, ply);
            match e.bound {
                Bound::Exact => return v,
                Bound::Lower if v >= beta => return v,
                Bound::Upper if v <= alpha => return v,
                _ => {}
            }
        }
        // Early beta: mid-move the side may end its move now, so (outside the principal
        // variation) a static value of ending it that already reaches beta is taken.
        if !root_turn && beta - alpha == 1 && !pos.at_move_start() {
            let stand = self.stand(pos, ply, beta - 1);
            if stand >= beta {
                return stand;
            }
        }
        let refute = self.refutation_at(ply);
        let mut picker = Picker::new(
            pos,
            stored.and_then(|e| e.act),
            refute,
            &self.heuristics,
            ply,
        );
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_act = None;
        let mut searched = 0;
        while let Some((order, act)) = picker.pick() {
            let reduce = searched >= 4 && depth >= 3 && order < QUIET_BELOW;
            let v = if searched == 0 {
                self.child(pos, act, depth, alpha, beta, ply, root_turn)
            } else {
                let d = if reduce { depth - 1 } else { depth };
                let mut v = self.child(pos, act, d, alpha, alpha + 1, ply, root_turn);
                if let Some(x) = v
                    && x > alpha
                    && (x < beta || reduce)
                {
                    v = self.child(pos, act, depth, alpha, beta, ply, root_turn);
                }
                v
            };
            if self.stopped {
                return 0;
            }
            let Some(v) = v else { continue };
            searched += 1;
            if v > best {
                best = v;
                best_act = Some(act);
                if v > alpha {
                    alpha = v;
                    self.set_pv(ply, act);
                    if v >= beta {
                        if let Act::Step(s) = act
                            && order < QUIET_BELOW
                        {
                            self.heuristics.cut(s, ply, depth);
                        }
                        break;
                    }
                }
            }
        }
        if searched == 0 {
            // No step and no end: at the start of a move the side is immobilized or has
            // only third repetitions (it loses); mid-move this line cannot be completed.
            return -win_in(ply);
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(
            key,
            Entry {
                score: to_table(best, ply),
                depth,
                bound,
                act: best_act,
            },
        );
        best
    }

    /// The value of `act` at `pos` for the side to move there (`None`: not allowed, a
    /// third repetition at the root).
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        pos: &mut Position,
        act: Act,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        root_turn: bool,
    ) -> Option<i32> {
        self.path[ply] = act;
        match act {
            Act::Step(step) => {
                pos.play_step(&step).ok()?;
                let v = self.search(pos, depth - 1, alpha, beta, ply + 1, root_turn);
                pos.undo_step();
                Some(v)
            }
            Act::Pass => {
                let mover = pos.side_to_move();
                let left = pos.steps_left() as i32;
                let mut next = pos.clone();
                next.end_move().ok()?;
                if root_turn && self.game.repeats_third_time(&next) {
                    return None;
                }
                if let Some(v) = self.decided(&next, mover, ply + 1) {
                    self.pv_len[ply + 1] = 0;
                    return Some(v);
                }
                Some(-self.search(&mut next, depth - left, -beta, -alpha, ply + 1, false))
            }
        }
    }

    /// The value for `mover` of the game's end right after `mover`'s move (`next`: the
    /// opponent to move), by the core's end-of-move checks; `None` while it goes on.
    fn decided(&self, next: &Position, mover: Color, ply: usize) -> Option<i32> {
        let outcome = next.outcome_after_move()?;
        Some(if outcome.winner == Some(mover) {
            win_in(ply)
        } else {
            -win_in(ply)
        })
    }

    /// The capture quiescence: at the horizon, the side to move may end its move now
    /// (when the core allows it: the static value, unless the opponent then has a goal) or
    /// go on with steps that capture an enemy piece (and the step that completes a push).
    fn quiesce(&mut self, pos: &mut Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv_len[ply] = 0;
        if ply > 0
            && pos.at_move_start()
            && let Some(zone) = self.threat_zone(pos)
        {
            let mut left = DEFENCE_NODES;
            if let Some(v) = self.defend(pos, alpha, beta, ply, zone, &mut left) {
                return v;
            }
            if self.stopped {
                return 0;
            }
        }
        let me = pos.side_to_move();
        let stand = self.stand(pos, ply, alpha);
        let pending = pos.pending_push().is_some();
        if !pending {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
        }
        let mut best = if pending { -INF } else { stand };
        if pos.steps_left() == 0 || ply + 2 >= MAX_PLY {
            return if best == -INF { -win_in(ply) } else { best };
        }
        // Only moving an enemy piece (a push or a pull) can capture one; with a push
        // pending, only its completion is legal.
        let steps = pos.legal_push_pull_steps();
        for &(step, _) in steps.as_slice() {
            if self.stopped || !self.meter.spend() {
                self.stopped = true;
                return 0;
            }
            let Ok(played) = pos.play_step(&step) else {
                continue;
            };
            let captures = played.capture.is_some_and(|c| c.piece.color != me);
            if !captures && !pending {
                pos.undo_step();
                continue;
            }
            let v = self.quiesce(pos, alpha, beta, ply + 1);
            pos.undo_step();
            if self.stopped {
                return 0;
            }
            if self.raise(v, step, ply, &mut best, &mut alpha) && v >= beta {
                break;
            }
        }
        if best == -INF { -win_in(ply) } else { best }
    }

    /// The squares of the opponent's goal threat at `pos` (at the start of a move): were it
    /// the opponent's turn on this board, the core's goal search (within
    /// [`DEFENCE_GOAL_LIMIT`] steps, remembered by the goal cache) finds a goal; the squares
    /// its steps leave and enter, with their neighbours. `None`: no threat.
    fn threat_zone(&mut self, pos: &Position) -> Option<Bitboard> {
        let swapped = Position::new(pos.board().clone(), pos.side_to_move().opponent()).ok()?;
        if !self.goals.within(&swapped, DEFENCE_GOAL_LIMIT) {
            return None;
        }
        let GoalSearch::Goal(goal) = swapped.goal_move_within(DEFENCE_GOAL_LIMIT) else {
            return None;
        };
        let squares = goal.steps().fold(Bitboard::EMPTY, |b, s| {
            b | Bitboard::from_square(s.from()) | Bitboard::from_square(s.to())
        });
        Some(squares | squares.neighbors())
    }

    /// The goal-defence quiescence: at `pos` the opponent threatens a goal on the squares
    /// `zone` (see [`Node::threat_zone`]), so the side to move may not stand: it tries the
    /// steps that leave or enter `zone` (and the completion of a push), until ending the
    /// move leaves the opponent no goal (that end's static value is taken, no step more is
    /// tried below it) or its steps run out (a loss: the opponent goals). `None` when the
    /// defence took more than `left` nodes: the caller's quiescence answers instead.
    fn defend(
        &mut self,
        pos: &mut Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        zone: Bitboard,
        left: &mut u32,
    ) -> Option<i32> {
        self.pv_len[ply] = 0;
        let mut best = -win_in(ply + 2);
        if !pos.at_move_start() && pos.pending_push().is_none() {
            let stand = self.end_value(pos, ply);
            if stand > -score::DECIDED {
                return Some(stand);
            }
            best = best.max(stand);
        }
        if pos.steps_left() == 0 || ply + 2 >= MAX_PLY {
            return Some(best);
        }
        let pending = pos.pending_push().is_some();
        let steps = pos.legal_steps();
        for &(step, _) in steps.as_slice() {
            if !(pending || zone.contains(step.from()) || zone.contains(step.to())) {
                continue;
            }
            if *left == 0 {
                return None;
            }
            *left -= 1;
            if self.stopped || !self.meter.spend() {
                self.stopped = true;
                return None;
            }
            if pos.play_step(&step).is_err() {
                continue;
            }
            let v = self.defend(pos, alpha, beta, ply + 1, zone, left);
            pos.undo_step();
            let v = v?;
            if self.raise(v, step, ply, &mut best, &mut alpha) && v >= beta {
                break;
            }
        }
        Some(best)
    }

    /// The value for the side to move of ending its move at `pos` (mid-move, no push
    /// pending): the core's end of the game, else a loss when the opponent then has a goal
    /// (the goal search within [`DEFENCE_GOAL_LIMIT`] steps), else the evaluation; `-INF`
    /// when the move cannot end here.
    fn end_value(&mut self, pos: &Position, ply: usize) -> i32 {
        let mut next = pos.clone();
        if let Some(v) = self.end_here(&mut next, ply) {
            return v;
        }
        if self.goals.within(&next, DEFENCE_GOAL_LIMIT) {
            return -win_in(ply + 2);
        }
        self.ended_evaluation(&next)
    }

    /// Ends the move of `next` (a copy of a position in the middle of a move, at `ply`);
    /// the value of that end for the side that ended it when it is known without the
    /// evaluation: `-INF` when the move cannot end there, the game's end by the core's
    /// end-of-move checks ([`Node::decided`]); `None` while the game goes on.
    fn end_here(&self, next: &mut Position, ply: usize) -> Option<i32> {
        let mover = next.side_to_move();
        if next.end_move().is_err() {
            return Some(-INF);
        }
        self.decided(next, mover, ply + 1)
    }

    /// The evaluation of `next`, a position whose move just ended, for the side that ended
    /// it (the opponent of `next`'s side to move).
    fn ended_evaluation(&mut self, next: &Position) -> i32 {
        let mover = next.side_to_move().opponent();
        self.evals
            .evaluate(next.board(), mover, mover.opponent(), &self.weights)
    }

    /// The static value of `pos` for its side to move: at the start of a move the
    /// evaluation; mid-move the value of ending the move now (the core's end of the game,
    /// else a goal the opponent then has, else the evaluation), or `-INF` while a push is
    /// pending (the move cannot end). The opponent's goal is looked for only when the
    /// evaluation is above `alpha`: a goal only lowers the value, so at or below `alpha`
    /// the evaluation is an upper bound that fails low all the same.
    fn stand(&mut self, pos: &Position, ply: usize, alpha: i32) -> i32 {
        let me = pos.side_to_move();
        if pos.at_move_start() {
            self.evals.evaluate(pos.board(), me, me, &self.weights)
        } else if pos.can_end_move().is_ok() {
            let mut next = pos.clone();
            if let Some(v) = self.end_here(&mut next, ply) {
                return v;
            }
            let v = self.ended_evaluation(&next);
            if v > alpha && self.goals.can_goal(&next) {
                -win_in(ply + 2)
            } else {
                v
            }
        } else if pos.pending_push().is_some() {
            -INF
        } else {
            // The board is the move's start board: the move cannot end here, but other
            // steps are left; the static value stands in for them.
            self.evals
                .evaluate(pos.board(), me, me.opponent(), &self.weights)
        }
    }

    /// The remembered refutation's act for `ply` when the line from ply 1 has followed it
    /// so far.
    fn refutation_at(&self, ply: usize) -> Option<Act> {
        if ply == 0 || ply > self.refutation_len {
            return None;
        }
        (self.path[1..ply] == self.refutation[..ply - 1]).then(|| self.refutation[ply - 1])
    }

    /// Remembers the opponent's reply in the principal variation below the root move just
    /// searched (ply 1), up to and including the end of its move.
    pub(crate) fn remember_refutation(&mut self) {
        let line = &self.pv[1][..self.pv_len[1]];
        let n = line
            .iter()
            .position(|a| *a == Act::Pass)
            .map_or(line.len(), |i| i + 1)
            .min(REFUTATION_MAX);
        if n > 0 {
            self.refutation[..n].copy_from_slice(&line[..n]);
            self.refutation_len = n;
        }
    }

    /// A quiescence's bookkeeping for the value `v` of `step` at `ply`: a new `best`, and
    /// when it also beats `alpha`, the new `alpha` and principal variation. Returns whether
    /// `alpha` was raised (the caller then stops at `v >= beta`).
    fn raise(&mut self, v: i32, step: Step, ply: usize, best: &mut i32, alpha: &mut i32) -> bool {
        if v <= *best {
            return false;
        }
        *best = v;
        if v <= *alpha {
            return false;
        }
        *alpha = v;
        self.set_pv(ply, Act::Step(step));
        true
    }

    /// The principal variation at `ply`: `act`, then the one found below it.
    fn set_pv(&mut self, ply: usize, act: Act) {
        self.pv[ply][0] = act;
        let below = if ply + 1 < MAX_PLY {
            self.pv_len[ply + 1]
        } else {
            0
        };
        for i in 0..below.min(MAX_PLY - 1) {
            self.pv[ply][i + 1] = self.pv[ply + 1][i];
        }
        self.pv_len[ply] = below + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Budget;
    use crate::score::DECIDED;
    use crate::test_positions::game;

    /// The quiescence value, for silver to move at the start of its move one ply below
    /// the root, of the board `ranks` (rank 8 first).
    fn quiescence(ranks: [&str; 8]) -> i32 {
        let g = game(ranks, 's');
        let budget = Budget::new().with_nodes(100_000);
        let table = Table::new(1, None);
        let mut node = Node::new(&g, Meter::new(&budget), &table, Weights::DEFAULT);
        let mut pos = g.position().clone();
        node.quiesce(&mut pos, -INF, INF, 1)
    }

    #[test]
    fn a_goal_threat_no_move_stops_is_a_loss_at_the_horizon() {
        // Gold's rabbits b7 and g7 each reach rank 8 in a step or two (official rules:
        // goal). Silver's rabbit h8 can fill g8, but then Rg7w Rf7n scores, and the
        // elephant d4 is 6 steps from b8: every silver move leaves gold a goal.
        let v = quiescence(["       r", " R    R", "", "", "   e", "", "", "    E"]);
        assert!(v <= -DECIDED, "{v}");
    }

    #[test]
    fn a_goal_threat_a_step_stops_is_not_a_loss() {
        // Gold's rabbit b7 alone threatens b8; silver's dog c8 steps to b8 (`dc8w`), and
        // the rabbit, alone beside it, is frozen (official rules: freezing).
        let v = quiescence(["  d    r", " R", "", "", "   e", "", "", "    E"]);
        assert!(v > -DECIDED, "{v}");
    }
}
