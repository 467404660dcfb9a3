//! The root: the side to move's whole moves, each searched against the opponent's reply
//! by the step search ([`Node::search`]).
//!
//! The root moves are generated in bounded pieces, one per legal first step (the core's
//! `Position::legal_steps`, then `Position::legal_moves` from the position after that
//! step, which continues the move), so the budget is polled between pieces and no
//! generation runs unbounded; a board reached by several first steps is kept once, and
//! a move the game forbids as a third repetition (`Game::repeats_third_time`) is never
//! kept. The moves are ordered by the static value of the position they lead to (the
//! evaluation, or the core's end of the game), then searched in that order with the
//! opponent's reply `d` steps deep, alpha-beta between them (a null window against the
//! best so far, the opponent's reply that refuted the last move tried first: most root
//! moves differ from the one before in a step the refutation does not care about), for
//! `d` = 4, 5, 6, ... (iterative deepening one step at a time). A move about to become
//! the best is first checked for a goal it leaves the opponent by the core's goal search
//! with the root's limit (`ROOT_GOAL_LIMIT` steps, not the search's `GOAL_LIMIT`: a goal
//! the search's bounded check missed loses at once), and so are the first defences when
//! the opponent threatens a goal. Each pass searches the best move so far first, so that
//! a deeper pass that is stopped still answers with a move that was searched to its end.

use alloc::vec::Vec;

use arimaa_rules::{Color, Game, Move, Position};

use super::node::Node;
use super::{GOAL_LIMIT, ROOT_GOAL_LIMIT, principal_variation};
use crate::Analysis;
use crate::evaluation::{Weights, evaluate};
use crate::score::{INF, is_won, win_in};

/// One root move: the move and its last value.
#[derive(Clone, Copy)]
pub(crate) struct Candidate {
    pub(crate) mv: Move,
    pub(crate) score: i32,
}

/// The keys of the boards already kept (open addressing; grows at half load).
struct KeySet {
    slots: Vec<u64>,
    len: usize,
}

impl KeySet {
    fn new() -> KeySet {
        KeySet {
            slots: alloc::vec![0; 1 << 16],
            len: 0,
        }
    }

    /// Adds `key` (a zero key is kept as 1); `false` if it was there.
    fn insert(&mut self, key: u64) -> bool {
        let key = key.max(1);
        if 2 * (self.len + 1) > self.slots.len() {
            let bigger = alloc::vec![0; self.slots.len() * 2];
            let old = core::mem::replace(&mut self.slots, bigger);
            self.len = 0;
            for k in old.into_iter().filter(|&k| k != 0) {
                self.insert(k);
            }
        }
        let mask = self.slots.len() - 1;
        let mut i = (key as usize) & mask;
        while self.slots[i] != 0 {
            if self.slots[i] == key {
                return false;
            }
            i = (i + 1) & mask;
        }
        self.slots[i] = key;
        self.len += 1;
        true
    }
}

/// The most root moves kept (the best by their static value).
const MAX_CANDIDATES: usize = 8_192;

/// The root moves of `game` by static value, best first (a move that ends the game with a
/// win for the side to move first, with the score of a win). Each move kept is a node of
/// the budget, and the clock is read after each piece: when the budget runs out, the moves
/// generated so far (`None` if none).
pub(crate) fn candidates(node: &mut Node<'_, '_, '_>, game: &Game) -> Option<Vec<Candidate>> {
    let root = game.position();
    let me = root.side_to_move();
    let mut out: Vec<Candidate> = Vec::with_capacity(1 << 14);
    let mut seen = KeySet::new();
    let mut complete = true;
    let weights = node.weights;
    for &(step, _) in root.legal_steps().as_slice() {
        if node.meter.exhausted() {
            complete = false;
            break;
        }
        let mut first = root.clone();
        if first.play_step(&step).is_err() {
            continue;
        }
        let meter = &mut node.meter;
        let mut keep = |rest: &Move, next: Position| {
            if !seen.insert(next.zobrist_key()) || game.repeats_third_time(&next) || !meter.spend()
            {
                return;
            }
            let mut mv = Move::new();
            let _ = mv.push(step);
            for s in rest.steps() {
                let _ = mv.push(s);
            }
            out.push(Candidate {
                mv,
                score: static_value(&next, me, &weights),
            });
        };
        let mut ended = first.clone();
        if ended.end_move().is_ok() {
            keep(&Move::new(), ended);
        }
        for rest in first.legal_moves() {
            if let Ok(next) = first.play(&rest) {
                keep(&rest, next);
            }
        }
    }
    if out.is_empty() {
        return None;
    }
    out.sort_by_key(|c| core::cmp::Reverse(c.score));
    out.truncate(MAX_CANDIDATES);
    if complete {
        defences_first(node, root, &mut out);
    }
    Some(out)
}

/// When the best move by static value leaves the opponent a goal (the core's goal search,
/// up to [`ROOT_GOAL_LIMIT`] steps), the opponent threatens one: the moves after which it
/// has none go first (in their order), so that the search meets a defence before its time
/// runs out. The first [`VERIFIED`] defences are checked with the root's limit, the others
/// with the search's ([`GOAL_LIMIT`]). When the budget runs out during the sorting, the
/// moves not yet looked at keep their place after the defences found.
fn defences_first(node: &mut Node<'_, '_, '_>, root: &Position, out: &mut Vec<Candidate>) {
    // The clock is read before each search: one may take up to `ROOT_GOAL_LIMIT` steps.
    let goal_after = |node: &mut Node<'_, '_, '_>, mv: &Move, limit: u64| -> Option<bool> {
        if !node.meter.spend() || node.meter.exhausted() {
            return None;
        }
        Some(
            root.play(mv)
                .is_ok_and(|next| node.goals.within(&next, limit)),
        )
    };
    match out.first() {
        Some(c) if goal_after(node, &c.mv, ROOT_GOAL_LIMIT) == Some(true) => {}
        _ => return,
    }
    let mut safe = Vec::new();
    let mut rest = Vec::new();
    for c in out.drain(..) {
        let limit = if safe.len() < VERIFIED {
            ROOT_GOAL_LIMIT
        } else {
            GOAL_LIMIT
        };
        // Once the budget is out, `goal_after` says `None` at once: the rest keep their order.
        match goal_after(node, &c.mv, limit) {
            Some(false) => safe.push(c),
            _ => rest.push(c),
        }
    }
    safe.extend(rest);
    *out = safe;
}

/// How many defences [`defences_first`] checks with the root's goal limit.
const VERIFIED: usize = 8;

/// The value for `me` of `next` (after `me`'s move, the opponent to move) without search:
/// a win or loss by the core's end-of-move checks, else the evaluation.
fn static_value(next: &Position, me: Color, weights: &Weights) -> i32 {
    match next.outcome_after_move() {
        Some(o) if o.winner == Some(me) => win_in(4),
        Some(_) => -win_in(4),
        None => evaluate(next.board(), me, me.opponent(), weights),
    }
}

/// One pass over the root moves with the opponent's reply searched `reply` steps deep;
/// the best move goes first. Returns the analysis of the pass, or of its best move so far
/// when the budget ran out during it (`complete` false), or `None` when not even the first
/// move was searched to its end.
pub(crate) fn pass(
    node: &mut Node<'_, '_, '_>,
    game: &Game,
    cands: &mut [Candidate],
    reply: u32,
) -> Option<(Analysis, bool)> {
    let root = game.position();
    let mut alpha = -INF;
    let mut best: Option<(usize, Vec<Move>)> = None;
    for (i, cand) in cands.iter_mut().enumerate() {
        let Ok(mut next) = root.play(&cand.mv) else {
            continue;
        };
        let v = if let Some(v) = decided(&next, root.side_to_move()) {
            v
        } else if best.is_none() {
            -node.search(&mut next, reply as i32, -INF, -alpha, 1, false)
        } else {
            // A null window against the best so far: most moves fail low at once, on the
            // reply that refuted the previous one (tried first, see
            // `Node::remember_refutation`); one that does not is searched in full.
            let v = -node.search(&mut next, reply as i32, -alpha - 1, -alpha, 1, false);
            if v > alpha && !node.stopped {
                -node.search(&mut next, reply as i32, -INF, -alpha, 1, false)
            } else {
                v
            }
        };
        if node.stopped {
            break;
        }
        if v <= alpha {
            // The opponent's reply that refuted this move (the table of the next root move
            // holds nothing yet: its positions are new) is tried first after the next ones.
            node.remember_refutation();
        }
        // A move about to become the best is checked for a goal it leaves the opponent
        // with the root's limit: the search's bounded goal search may not have finished.
        // So is one the search found lost later than at once: among lost moves, the one
        // that gives the opponent its goal now must not look like a longer defence.
        let v = if (v > alpha || best.is_none())
            && v > -win_in(2)
            && node.goals.within(&next, ROOT_GOAL_LIMIT)
        {
            // As the search scores it: the opponent's win one ply after the move.
            -win_in(2)
        } else {
            v
        };
        cand.score = v;
        if v > alpha || best.is_none() {
            if best.is_some()
                && let Some(t) = node.time.as_mut()
            {
                // Another move than the last pass's best (searched first): more time.
                t.best_changed();
                node.meter.set_cutoff(t.cutoff());
            }
            alpha = v;
            let reply_pv = principal_variation(&next, &node.pv[1][..node.pv_len[1]])
                .map(|(_, pv)| pv)
                .unwrap_or_default();
            let mut pv = Vec::with_capacity(reply_pv.len() + 1);
            pv.push(cand.mv);
            pv.extend(reply_pv);
            best = Some((i, pv));
            if is_won(alpha) {
                break;
            }
        }
    }
    let (i, pv) = best?;
    cands[..=i].rotate_right(1);
    let a = Analysis {
        mv: cands[0].mv,
        depth: 4 + reply,
        score: crate::score::reported(alpha),
        nodes: node.meter.total(),
        pv,
    };
    Some((a, !node.stopped))
}

/// The value for the mover of a root move that ends the game (`next`: after it).
fn decided(next: &Position, me: Color) -> Option<i32> {
    next.outcome_after_move().map(|o| {
        if o.winner == Some(me) {
            win_in(4)
        } else {
            -win_in(4)
        }
    })
}
