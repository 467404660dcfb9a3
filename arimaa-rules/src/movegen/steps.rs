//! Legal steps: the list of the steps the side to move may take next, generated from the
//! bitboards of a [`Position`] (the same rules as [`Position::check_step`], checked step
//! by step against it by the conformance tests).

use crate::position::{NEIGHBORS, Pending};
use crate::{Bitboard, Direction, Move, Piece, PieceKind, Position, Step, StepKind};

/// The legal steps of a position, stored inline (at most 136: 64 own steps, 64 pushes,
/// a few pulls). Iterates as `(Step, StepKind)`.
#[derive(Clone)]
pub struct StepList {
    len: usize,
    items: [(Step, StepKind); StepList::CAPACITY],
}

const DUMMY_STEP: Step = match Step::new(
    crate::Piece::new(crate::Color::Gold, crate::PieceKind::Rabbit),
    crate::Square::C3,
    crate::Direction::North,
) {
    Some(s) => s,
    None => panic!("c3 north is on the board"),
};

impl StepList {
    /// The capacity: more legal steps than this cannot occur.
    pub const CAPACITY: usize = 136;

    /// An empty list.
    pub fn new() -> StepList {
        StepList {
            len: 0,
            items: [(DUMMY_STEP, StepKind::Plain); StepList::CAPACITY],
        }
    }

    pub(crate) fn clear(&mut self) {
        self.len = 0;
    }

    #[inline]
    pub(crate) fn push(&mut self, step: Step, kind: StepKind) {
        if self.len < StepList::CAPACITY {
            self.items[self.len] = (step, kind);
            self.len += 1;
        }
    }

    /// The number of steps.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there is no legal step.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The steps with their kinds.
    pub fn as_slice(&self) -> &[(Step, StepKind)] {
        &self.items[..self.len]
    }

    /// Whether `step` is in the list.
    pub fn contains(&self, step: &Step) -> bool {
        self.as_slice().iter().any(|(s, _)| s == step)
    }

    /// Iterates over the steps (without kinds).
    pub fn steps(&self) -> impl Iterator<Item = Step> + '_ {
        self.as_slice().iter().map(|(s, _)| *s)
    }
}

impl Default for StepList {
    fn default() -> StepList {
        StepList::new()
    }
}

impl<'a> IntoIterator for &'a StepList {
    type Item = &'a (Step, StepKind);
    type IntoIter = core::slice::Iter<'a, (Step, StepKind)>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl Position {
    /// The legal next steps of the current move, each with its kind (at most 136; none
    /// once four steps have been taken).
    pub fn legal_steps(&self) -> StepList {
        let mut list = StepList::new();
        self.generate_steps(&mut list);
        list
    }

    /// The legal next steps that belong to a push or a pull, each with its kind: the
    /// first step of a push (the enemy piece pushed, [`StepKind::PushStart`]), the second
    /// step of a pull (the enemy piece pulled into the square the puller just left,
    /// [`StepKind::Pull`]) and, while a push is pending, its completion
    /// ([`StepKind::PushFinish`], then the only legal steps). This is
    /// [`Position::legal_steps`] without its plain steps ([`StepKind::Plain`]), in the
    /// same order, generated without them: the steps a capture search needs, as an enemy
    /// piece is captured only by a step that moves an enemy piece (official rules,
    /// [arimaa.com](http://arimaa.com/arimaa/learn/rulesIntro.html): pushing, pulling and
    /// trapping).
    ///
    /// ```
    /// use arimaa_rules::{Position, StepKind};
    /// // A gold elephant on d4 below a silver cat on d5; every other square is empty.
    /// let ranks = ["        ", "        ", "        ", "   c    ", "   E    ", "        ", "        ", "        "];
    /// let pos = Position::from_short(&format!("g [{}]", ranks.concat())).unwrap();
    /// let pushes: Vec<String> = pos.legal_push_pull_steps().steps().map(|s| s.to_string()).collect();
    /// assert_eq!(pushes, ["cd5n", "cd5e", "cd5w"]); // the cat pushed; south is the elephant
    /// // After the elephant steps east to e4, the cat can no longer be pushed (the elephant
    /// // is not beside it): the one step left is the pull of the cat into d4.
    /// let mut pos = pos;
    /// pos.play_step(&"Ed4e".parse().unwrap()).unwrap();
    /// let pull = pos.legal_push_pull_steps();
    /// assert_eq!(pull.as_slice().len(), 1);
    /// assert_eq!(pull.as_slice()[0].0.to_string(), "cd5s");
    /// assert_eq!(pull.as_slice()[0].1, StepKind::Pull);
    /// // With a push pending, its completions are the only legal steps, and all are listed.
    /// let mut pushed = Position::from_short(&format!("g [{}]", ranks.concat())).unwrap();
    /// pushed.play_step(&"cd5n".parse().unwrap()).unwrap();
    /// assert_eq!(pushed.legal_push_pull_steps().as_slice(), pushed.legal_steps().as_slice());
    /// ```
    pub fn legal_push_pull_steps(&self) -> StepList {
        let mut list = StepList::new();
        self.visit_steps_of(false, |step, kind| {
            list.push(step, kind);
            false
        });
        list
    }

    /// Writes the legal next steps into `list` (cleared first); allocates nothing.
    pub(crate) fn generate_steps(&self, list: &mut StepList) {
        list.clear();
        self.visit_steps(|step, kind| {
            list.push(step, kind);
            false
        });
    }

    /// Calls `visit` with each legal next step and its kind, in the order of
    /// [`Position::legal_steps`], until it returns `true`; returns whether it did. Stores
    /// nothing (the visitor sees each step as it is generated).
    #[inline]
    pub(crate) fn visit_steps(&self, visit: impl FnMut(Step, StepKind) -> bool) -> bool {
        self.visit_steps_of(true, visit)
    }

    /// The squares of the pieces that may take a plain step in each direction (indexed as
    /// [`Direction::ALL`]): unfrozen pieces of the side to move with an empty square
    /// there, rabbits not backward. Whether a pending push forbids them is not checked.
    #[inline]
    pub(crate) fn plain_step_origins(&self) -> [Bitboard; 4] {
        let b = self.board();
        let side = self.side_to_move();
        let movers = b.color(side) & !b.frozen(side);
        let rabbits = b.pieces(Piece::new(side, PieceKind::Rabbit));
        let empty = b.empty_squares();
        Direction::ALL.map(|dir| {
            let m = if dir == Direction::backward_for(side) {
                movers & !rabbits
            } else {
                movers
            };
            m & empty.shift(dir.reverse())
        })
    }

    /// As [`Position::visit_steps`], leaving out the plain steps unless `plain`.
    #[inline]
    pub(crate) fn visit_steps_of(
        &self,
        plain: bool,
        mut visit: impl FnMut(Step, StepKind) -> bool,
    ) -> bool {
        if self.steps_taken() >= 4 {
            return false;
        }
        let b = self.board();
        let side = self.side_to_move();
        let own = b.color(side);
        let empty = b.empty_squares();
        let frozen = b.frozen(side);
        if let Pending::Push { vacated, pushed } = self.pending() {
            let cands = NEIGHBORS[vacated.index()]
                & own
                & !frozen
                & b.stronger_enemies(side.opponent(), pushed.kind);
            for from in cands {
                let piece = b.piece_at(from).expect("occupied");
                let dir = from.direction_to(vacated).expect("adjacent");
                if visit(
                    Step::new(piece, from, dir).expect("on board"),
                    StepKind::PushFinish,
                ) {
                    return true;
                }
            }
            return false;
        }
        // Pulls into the square the last friendly piece left.
        let mut pull_victims = Bitboard::EMPTY;
        let mut pull_target = Bitboard::EMPTY;
        if let Pending::Pull { vacated, puller } = self.pending() {
            pull_target = Bitboard::from_square(vacated);
            let mut weaker = Bitboard::EMPTY;
            for kind in PieceKind::ALL {
                if kind < puller.kind {
                    weaker |= b.pieces(Piece::new(side.opponent(), kind));
                }
            }
            pull_victims = NEIGHBORS[vacated.index()] & weaker;
            for from in pull_victims {
                let piece = b.piece_at(from).expect("occupied");
                let dir = from.direction_to(vacated).expect("adjacent");
                if visit(
                    Step::new(piece, from, dir).expect("on board"),
                    StepKind::Pull,
                ) {
                    return true;
                }
            }
        }
        // Pushes: enemy pieces next to a stronger unfrozen friendly piece, into an empty square.
        if self.steps_taken() < 3 {
            let movers = own & !frozen;
            let mut stronger_movers = Bitboard::EMPTY;
            for kind in PieceKind::ALL.iter().rev() {
                let victims =
                    b.pieces(Piece::new(side.opponent(), *kind)) & stronger_movers.neighbors();
                for from in victims {
                    let piece = Piece::new(side.opponent(), *kind);
                    for dir in Direction::ALL {
                        if let Some(to) = from.step(dir) {
                            if empty.contains(to)
                                && !(pull_victims.contains(from) && pull_target.contains(to))
                                && visit(
                                    Step::new(piece, from, dir).expect("on board"),
                                    StepKind::PushStart,
                                )
                            {
                                return true;
                            }
                        }
                    }
                }
                stronger_movers |= movers & b.pieces(Piece::new(side, *kind));
            }
        }
        // Plain steps of unfrozen friendly pieces.
        if !plain {
            return false;
        }
        let origins = self.plain_step_origins();
        for kind in PieceKind::ALL {
            let piece = Piece::new(side, kind);
            for (dir, from_set) in Direction::ALL.into_iter().zip(origins) {
                for from in from_set & b.pieces(piece) {
                    if visit(
                        Step::new(piece, from, dir).expect("on board"),
                        StepKind::Plain,
                    ) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Whether the side to move, at the start of its move, has no legal move at all (every
    /// piece frozen or blocked). With no history, having a legal first step is the same as
    /// having a legal move.
    pub fn is_immobilized(&self) -> bool {
        if self.steps_taken() == 0 {
            // A plain step is the usual witness and the cheapest to find (no push or pull
            // is pending at the start of a move); the other steps only when there is none.
            if self
                .plain_step_origins()
                .iter()
                .any(|from| *from != Bitboard::EMPTY)
            {
                return false;
            }
            return !self.visit_steps(|_, _| true);
        }
        let mut fresh = self.clone();
        while fresh.undo_step().is_some() {}
        !fresh.visit_steps(|_, _| true)
    }
}

/// Plays each legal step of `pos` in turn, appending it to `seq`, calls `visit`, then
/// takes the step back. Stops at the first step for which `visit` returns `true`, leaving
/// it played, and returns `true`; returns `false` when every step was visited.
pub(super) fn for_each_step(
    pos: &mut Position,
    seq: &mut Move,
    list: &mut StepList,
    mut visit: impl FnMut(&mut Position, &mut Move) -> bool,
) -> bool {
    pos.generate_steps(list);
    for &(step, kind) in list.as_slice() {
        pos.apply(step, kind);
        let _ = seq.push(step);
        if visit(pos, seq) {
            return true;
        }
        seq.pop();
        pos.undo_step();
    }
    false
}
