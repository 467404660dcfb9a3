//! The goal search: a move that puts a rabbit of the side to move on its goal rank.

use super::StepList;
use crate::position::Pending;
use crate::{Bitboard, Color, Direction, Move, Piece, PieceKind, Position, Square, Step, StepKind};

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
    /// rabbit can still score with the steps left (a lower bound counts its own steps and
    /// the steps that must clear its way or thaw it), skips, when no rabbit has a step to
    /// spare, the steps that change no square that bound reads (nor a trap next to one,
    /// where a capture could), and tries rabbit steps first, so it is fast in most
    /// positions; bots use it to see goal threats. A search that must stay bounded uses
    /// [`Position::goal_move_within`].
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
    /// tried counts one, and so does each step skipped as unable to help, so that skipping
    /// changes no answer): the time it takes is bounded by the limit, whatever the
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

/// For the side to move's rabbits: the fewest steps the nearest one needs (its distance
/// to the goal rank), and the rabbits that may still score within `steps_left` steps
/// (those with a walk whose lower bound, [`Walk`], fits). `usize::MAX` and no rabbit when
/// the side has none.
fn goal_bounds(pos: &Position, steps_left: usize) -> (usize, Bitboard) {
    let side = pos.side_to_move();
    let board = pos.board();
    let frozen = board.frozen(side);
    let pull = match pos.pending() {
        Pending::Pull { vacated, .. } => Bitboard::from_square(vacated).neighbors(),
        _ => Bitboard::EMPTY,
    };
    let mut nearest = usize::MAX;
    let mut reach = Bitboard::EMPTY;
    for sq in board.pieces(Piece::new(side, PieceKind::Rabbit)) {
        let distance = rank_distance(sq, side);
        nearest = nearest.min(distance);
        if distance <= steps_left {
            let walk = Walk {
                board,
                side,
                forward: Direction::backward_for(side).reverse(),
                frozen: frozen.contains(sq),
                pull,
                limit: steps_left,
            };
            if walk.fits(sq, None, 0, 0, 0, false) {
                reach |= Bitboard::from_square(sq);
            }
        }
    }
    (nearest, reach)
}

/// The squares whose contents a goal within `steps_left - 1` steps depends on, when no
/// rabbit of the side to move has a walk that fits within `steps_left - 1` steps now
/// (the caller checks it): a step that changes none of them leaves every rabbit's bound
/// as it is, above the steps then left, so it cannot begin a goal.
///
/// A rabbit's bound ([`Walk`]) reads its own square, its neighbours (whether it is
/// frozen) and the squares of its walks that fit within `steps_left - 1` steps: at most
/// `steps_left - 1 - d` files aside (`d` its distance), on the ranks from its own to the
/// goal rank. A step may also lower a bound by making a pull possible (an enemy on a walk
/// next to the square the step leaves), but that square is always one of these: a walk
/// past an enemy costs two steps besides its own, so it goes at most `steps_left - 2 - d`
/// files aside and every square next to it is within `steps_left - 1 - d` files, on its
/// ranks or the rabbit's, except the square behind an enemy on the rabbit's own rank.
/// Stepping aside onto that rank and then to the goal costs at least `d + 1 + 2 = 4`
/// steps with `d = 1`, while going straight costs at most `1 + 2 = 3`: never a walk of
/// a rabbit with no step to spare. A rabbit `d = steps_left` away can score only with its
/// own steps (its square is included). A rabbit on its goal rank already (a position the
/// game would have ended in) makes every square count.
fn relevant_squares(pos: &Position, steps_left: usize) -> Bitboard {
    let side = pos.side_to_move();
    let goal = usize::from(side.goal_rank());
    let mut out = Bitboard::EMPTY;
    for sq in pos.board().pieces(Piece::new(side, PieceKind::Rabbit)) {
        let d = rank_distance(sq, side);
        if d == 0 {
            return Bitboard::ALL;
        }
        if d > steps_left {
            continue;
        }
        let here = Bitboard::from_square(sq);
        out |= here;
        if d < steps_left {
            let aside = steps_left - 1 - d;
            let (file, rank) = (usize::from(sq.file()), usize::from(sq.rank()));
            let files = file.saturating_sub(aside)..=(file + aside).min(7);
            let ranks = rank.min(goal)..=rank.max(goal);
            let mut walks = 0u64;
            for r in ranks {
                for f in files.clone() {
                    walks |= 1 << (r * 8 + f);
                }
            }
            out |= Bitboard(walks) | here.neighbors();
        }
    }
    out
}

/// The squares `step` may change: its origin and destination, and the traps next to its
/// origin (a piece there may lose its last guard and be captured).
fn changed_squares(step: &Step) -> Bitboard {
    let from = Bitboard::from_square(step.from());
    from | Bitboard::from_square(step.to()) | (from.neighbors() & Bitboard::TRAPS)
}

/// How many ranks `sq` is from `side`'s goal rank.
fn rank_distance(sq: Square, side: Color) -> usize {
    (sq.rank() as i32 - side.goal_rank() as i32).unsigned_abs() as usize
}

/// The lower bound on the steps of a goal by one rabbit.
///
/// A goal move carries some rabbit R along a walk of its own steps (north-south only
/// toward the goal: a rabbit never steps back, and nobody else moves a friendly rabbit)
/// to the goal rank. Besides R's steps it needs other steps: at least one if R is
/// frozen now (a frozen piece cannot step); and every square of the walk occupied now,
/// not a trap, must be left before R enters it. A friendly piece leaves only by its own
/// step; an enemy piece only by a push or pull, one enemy step and one friendly step (a
/// step cannot both finish a push and start a pull, and a rabbit pushes or pulls
/// nothing). A step vacates one square besides a trap (a capture empties only a trap),
/// so with `e` enemy and `f` friendly such squares the move has at least `e` enemy steps
/// and `max(e, f)` friendly ones (`max(e - 1, f)` when one of the enemies stands next to
/// the square a puller just left: its pull may need no other friendly step): at least `len + max(frozen, e + max(e, f))` steps in all. A rabbit may score only if some walk that does not double back has its bound
/// within the steps left (a longer walk only adds steps and squares).
struct Walk<'b> {
    board: &'b crate::Board,
    side: Color,
    forward: Direction,
    frozen: bool,
    /// The squares next to the square a puller just left: an enemy there may be pulled
    /// with one more step (the friendly step is taken).
    pull: Bitboard,
    /// The steps left: walks whose bound exceeds this cannot be a goal.
    limit: usize,
}

impl Walk<'_> {
    /// Whether some walk from `sq` (reached by `len` steps, the last in direction
    /// `came`, past `enemies` and `friends` occupied squares, `pullable`: one of the
    /// enemies may be pulled by the pending pull) has a bound within the limit.
    fn fits(
        &self,
        sq: Square,
        came: Option<Direction>,
        len: usize,
        enemies: usize,
        friends: usize,
        pullable: bool,
    ) -> bool {
        let pulled = enemies - usize::from(pullable);
        let others = usize::from(self.frozen).max(enemies + pulled.max(friends));
        if len + others + rank_distance(sq, self.side) > self.limit {
            return false;
        }
        if sq.rank() == self.side.goal_rank() {
            return true;
        }
        [self.forward, Direction::East, Direction::West]
            .into_iter()
            .filter(|&dir| came != Some(dir.reverse()))
            .filter_map(|dir| Some((dir, sq.step(dir)?)))
            .any(|(dir, next)| {
                let (mut e, mut f, mut pull) = (enemies, friends, pullable);
                match self.board.piece_at(next) {
                    Some(p) if !next.is_trap() => {
                        if p.color == self.side {
                            f += 1;
                        } else {
                            e += 1;
                            pull |= self.pull.contains(next);
                        }
                    }
                    _ => {}
                }
                self.fits(next, Some(dir), len + 1, e, f, pull)
            })
    }
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
        let steps_left = self.pos.steps_left();
        let (distance, reach) = goal_bounds(&self.pos, steps_left);
        if reach.is_empty() {
            return Some(false);
        }
        // When no rabbit fits within one step fewer, a goal needs a step that lowers some
        // rabbit's bound: steps that change none of the squares the bounds read are
        // skipped: the search below them would end at once. Each still counts one against
        // the limit, so that every answer is the one the whole search gives.
        let relevant = match steps_left.checked_sub(1) {
            Some(fewer) if goal_bounds(&self.pos, fewer).1.is_empty() => {
                relevant_squares(&self.pos, steps_left)
            }
            _ => Bitboard::ALL,
        };
        let side = self.pos.side_to_move();
        let rabbit = Piece::new(side, PieceKind::Rabbit);
        let forward = Direction::backward_for(side).reverse();
        let mut list = StepList::new();
        self.pos.generate_steps(&mut list);
        // With exactly as many steps left as the nearest rabbit needs, every remaining
        // step must take a rabbit toward the goal: any other step leaves too few (a
        // shortcut; `goal_move_agrees_with_every_legal_move` in the conformance tests
        // checks it against the whole move list). Otherwise the forward steps of the
        // rabbits that may score go first, then other pieces' steps next to them (which
        // may unfreeze one or clear its way), their other steps, steps two squares from
        // them, and the rest: a goal is found sooner (the order changes nothing else).
        let only_forward = distance == steps_left;
        let near = reach.neighbors();
        let around = near | near.neighbors();
        let touches = |s: &Step, b: Bitboard| b.contains(s.from()) || b.contains(s.to());
        let rank = |s: &Step| -> u8 {
            let in_reach = s.piece() == rabbit && reach.contains(s.from());
            if only_forward {
                if s.piece() == rabbit && s.direction() == forward {
                    0
                } else {
                    5
                }
            } else if in_reach && s.direction() == forward {
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
        let steps = list.as_slice();
        let mut ranks = [5u8; StepList::CAPACITY];
        for (r, (step, _)) in ranks.iter_mut().zip(steps) {
            *r = rank(step);
        }
        for pass in 0..5 {
            for (&(step, kind), _) in steps.iter().zip(&ranks).filter(|(_, r)| **r == pass) {
                if self.left == 0 {
                    return None;
                }
                self.left -= 1;
                if (changed_squares(&step) & relevant).is_empty() {
                    continue;
                }
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
