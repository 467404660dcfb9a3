//! The goal search: a move that puts a rabbit of the side to move on its goal rank.

use super::StepList;
use crate::position::Pending;
use crate::{Direction, Move, Piece, PieceKind, Position, Step, StepKind};

/// The answer of [`Position::goal_move_within`]: a goal, none, or not known within the
/// limit it was given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GoalSearch {
    /// A move (continuing the current move) that ends with a rabbit of the side to move
    /// on its goal rank.
    Goal(Move),
    /// There is none: the search was complete.
    NoGoal,
    /// The limit was reached before the search could say.
    Unfinished,
}

impl Position {
    /// A move for the side to move that ends with one of its rabbits on its goal rank (so
    /// it wins by the first end-of-move check), continuing the current move if steps were
    /// taken; `None` if there is none. The search only follows steps while some friendly
    /// rabbit is still within reach of the goal, and tries rabbit steps first, so it is
    /// fast in most positions; bots use it to see goal threats. A search that must stay
    /// bounded uses [`Position::goal_move_within`].
    ///
    /// ```
    /// use arimaa_rules::Position;
    /// // The gold rabbit on d6 needs two steps north; nothing is in its way.
    /// let ranks = ["        ", "        ", "   R    ", "        ", "    e   ", "        ", "        ", "       r"];
    /// let pos = Position::from_short(&format!("g [{}]", ranks.concat())).unwrap();
    /// let mv = pos.goal_move().unwrap();
    /// assert_eq!(mv.to_string(), "Rd6n Rd7n");
    /// assert_eq!(Position::standard().goal_move(), None);
    /// ```
    pub fn goal_move(&self) -> Option<Move> {
        match self.goal_move_within(u64::MAX) {
            GoalSearch::Goal(mv) => Some(mv),
            _ => None,
        }
    }

    /// As [`Position::goal_move`], playing at most `limit` steps in its search (each step
    /// tried counts one): the time it takes is bounded by the limit, whatever the
    /// position. [`GoalSearch::Unfinished`] when the limit was reached first. The same
    /// position and limit always give the same answer.
    ///
    /// ```
    /// use arimaa_rules::{GoalSearch, Position};
    /// let ranks = ["        ", "        ", "   R    ", "        ", "    e   ", "        ", "        ", "       r"];
    /// let pos = Position::from_short(&format!("g [{}]", ranks.concat())).unwrap();
    /// assert!(matches!(pos.goal_move_within(100), GoalSearch::Goal(_)));
    /// assert_eq!(pos.goal_move_within(1), GoalSearch::Unfinished);
    /// assert_eq!(Position::standard().goal_move_within(100), GoalSearch::NoGoal);
    /// ```
    pub fn goal_move_within(&self, limit: u64) -> GoalSearch {
        let mut search = Search {
            pos: self.clone(),
            seq: Move::new(),
            left: limit,
        };
        match search.run() {
            Some(true) => GoalSearch::Goal(search.seq),
            Some(false) => GoalSearch::NoGoal,
            None => GoalSearch::Unfinished,
        }
    }
}

/// The fewest steps any rabbit of the side to move needs to reach its goal rank.
fn goal_distance(pos: &Position) -> usize {
    let side = pos.side_to_move();
    let rabbits = pos.board().pieces(Piece::new(side, PieceKind::Rabbit));
    rabbits
        .map(|sq| (sq.rank() as i32 - side.goal_rank() as i32).unsigned_abs() as usize)
        .min()
        .unwrap_or(usize::MAX)
}

/// A depth-first goal search with a budget of steps.
struct Search {
    pos: Position,
    seq: Move,
    left: u64,
}

impl Search {
    /// `Some(true)`: a goal, left played in `pos` and `seq`; `Some(false)`: none from here;
    /// `None`: out of budget.
    fn run(&mut self) -> Option<bool> {
        let distance = goal_distance(&self.pos);
        if distance > self.pos.steps_left() {
            return Some(false);
        }
        let side = self.pos.side_to_move();
        let rabbit = Piece::new(side, PieceKind::Rabbit);
        let forward = Direction::backward_for(side).reverse();
        let mut list = StepList::new();
        self.pos.generate_steps(&mut list);
        // With exactly as many steps left as the nearest rabbit needs, every remaining
        // step must take a rabbit toward the goal: any other step leaves too few (a
        // shortcut; `goal_move_agrees_with_every_legal_move` in the conformance tests
        // checks it against the whole move list). Otherwise the forward steps of the
        // rabbits within reach go first, then other pieces' steps next to them (which may
        // unfreeze one or clear its way), their other steps, steps two squares from them,
        // and the rest: a goal is found sooner (the order changes nothing else).
        let only_forward = distance == self.pos.steps_left();
        // The rabbits within reach, and the squares one and two steps around them: a
        // step there may unfreeze a rabbit or clear its way. (With `only_forward`, a step
        // of any rabbit forward: the ranks say whether it can still arrive.)
        let steps_left = self.pos.steps_left();
        let reach = self
            .pos
            .board()
            .pieces(rabbit)
            .filter(|sq| {
                (sq.rank() as i32 - side.goal_rank() as i32).unsigned_abs() as usize <= steps_left
            })
            .fold(crate::Bitboard::EMPTY, |b, sq| {
                b | crate::Bitboard::from_square(sq)
            });
        let near = reach.neighbors();
        let around = near | near.neighbors();
        let touches = |s: &Step, b: crate::Bitboard| b.contains(s.from()) || b.contains(s.to());
        let rank = |s: &Step| {
            let in_reach = s.piece() == rabbit && reach.contains(s.from());
            if in_reach && s.direction() == forward {
                0
            } else if !in_reach && touches(s, near) {
                1
            } else if in_reach {
                2
            } else if touches(s, around) {
                3
            } else {
                4
            }
        };
        for pass in 0..5 {
            if only_forward && pass > 0 {
                break;
            }
            let keep = |s: &Step| {
                if only_forward {
                    s.piece() == rabbit && s.direction() == forward
                } else {
                    rank(s) == pass
                }
            };
            for &(step, kind) in list.as_slice() {
                if !keep(&step) {
                    continue;
                }
                if self.left == 0 {
                    return None;
                }
                self.left -= 1;
                if self.try_step(step, kind, side)? {
                    return Some(true);
                }
            }
        }
        Some(false)
    }

    /// Plays `step`, looks for a goal after it, and takes it back unless one was found.
    fn try_step(&mut self, step: Step, kind: StepKind, side: crate::Color) -> Option<bool> {
        self.pos.apply(step, kind);
        let _ = self.seq.push(step);
        let done =
            !matches!(self.pos.pending(), Pending::Push { .. }) && self.pos.rabbit_on_goal(side);
        let found = if done {
            Some(true)
        } else if self.pos.steps_left() > 0 {
            self.run()
        } else {
            Some(false)
        };
        if found != Some(true) {
            self.seq.pop();
            self.pos.undo_step();
        }
        found
    }
}
