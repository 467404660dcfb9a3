//! What the search tries at a node and in which order: the table's action first, then the
//! step of the reply that refuted the last root move (when the line follows it so far),
//! steps that push or pull an enemy piece onto a trap, other pushes and pulls (by the
//! victim's strength), the two killers of the ply, ending the move, then the rest by the
//! history heuristic.
//! The stages are the ordering scores of [`stage`], highest first.

use arimaa_rules::{Direction, Piece, Position, Square, Step, StepKind};

/// The ordering score of each stage of [`Picker`], highest first. The quiet steps by
/// history score below [`stage::END_OF_MOVE`] (their counters are capped at
/// [`stage::HISTORY_MAX`], which equals it).
pub(crate) mod stage {
    /// The transposition table's action.
    pub(crate) const TABLE: i32 = 1 << 28;
    /// The step of the remembered refutation of the last root move.
    pub(crate) const REFUTATION: i32 = 1 << 27;
    /// Added to [`PUSH_PULL`] for a push or pull whose step goes onto a trap.
    pub(crate) const TRAP_CAPTURE: i32 = 1 << 24;
    /// The step that completes a push.
    pub(crate) const PUSH_FINISH: i32 = 1 << 23;
    /// A push or a pull, plus [`VICTIM`] times the index of the moved piece's kind.
    pub(crate) const PUSH_PULL: i32 = 1 << 22;
    /// Per index of the kind of the piece a push or pull moves (`PieceKind::index`).
    pub(crate) const VICTIM: i32 = 16;
    /// The ply's first killer (the second scores one less).
    pub(crate) const KILLER: i32 = 1 << 21;
    /// Ending the move.
    pub(crate) const END_OF_MOVE: i32 = 1 << 20;
    /// The highest history counter of a quiet step (its ordering score).
    pub(crate) const HISTORY_MAX: i32 = END_OF_MOVE;

    // Each stage above the next, whatever the piece or the trap.
    const _: () = assert!(
        TABLE > REFUTATION
            && REFUTATION > TRAP_CAPTURE + PUSH_PULL + 5 * VICTIM
            && TRAP_CAPTURE > PUSH_FINISH
            && PUSH_FINISH > PUSH_PULL + 5 * VICTIM
            && PUSH_PULL > KILLER
            && KILLER - 1 > END_OF_MOVE
    );
}

/// One action of the search: a step, or ending the move (passing the rest of the turn).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Act {
    /// A step of the side to move.
    Step(Step),
    /// The end of the move.
    Pass,
}

impl Act {
    /// A 16-bit code (never 0): 1 for the pass, else the step's piece, origin and
    /// direction.
    pub(crate) fn encode(self) -> u16 {
        match self {
            Act::Pass => 1,
            Act::Step(s) => {
                let dir = Direction::ALL
                    .iter()
                    .position(|&d| d == s.direction())
                    .unwrap_or(0);
                2 + (s.piece().index() as u16) * 256 + (s.from().index() as u16) * 4 + dir as u16
            }
        }
    }

    /// The action of a code from [`Act::encode`] (`None` for 0 or an invalid code).
    pub(crate) fn decode(code: u16) -> Option<Act> {
        match code {
            0 => None,
            1 => Some(Act::Pass),
            c => {
                let c = c - 2;
                let piece = Piece::from_index(usize::from(c / 256))?;
                let from = Square::new((c % 256 / 4) as u8)?;
                Step::new(piece, from, Direction::ALL[usize::from(c % 4)]).map(Act::Step)
            }
        }
    }
}

/// The killers of each ply and the history counters.
pub(crate) struct Heuristics {
    killers: [[Option<Step>; 2]; super::MAX_PLY],
    /// By piece, origin and direction.
    history: [[[i32; 4]; 64]; 12],
}

impl Heuristics {
    pub(crate) fn new() -> Heuristics {
        Heuristics {
            killers: [[None; 2]; super::MAX_PLY],
            history: [[[0; 4]; 64]; 12],
        }
    }

    /// Records a step that caused a cut-off at `ply`, searched `depth` steps deep.
    pub(crate) fn cut(&mut self, step: Step, ply: usize, depth: i32) {
        let k = &mut self.killers[ply];
        if k[0] != Some(step) {
            k[1] = k[0];
            k[0] = Some(step);
        }
        let h = self.slot(step);
        *h = (*h + depth * depth).min(stage::HISTORY_MAX);
    }

    fn slot(&mut self, s: Step) -> &mut i32 {
        let dir = Direction::ALL
            .iter()
            .position(|&d| d == s.direction())
            .unwrap_or(0);
        &mut self.history[s.piece().index()][s.from().index()][dir]
    }

    fn history(&self, s: Step) -> i32 {
        let dir = Direction::ALL
            .iter()
            .position(|&d| d == s.direction())
            .unwrap_or(0);
        self.history[s.piece().index()][s.from().index()][dir]
    }
}

/// The most actions at a node: 136 steps and the pass.
pub(crate) const MAX_ACTS: usize = 137;

/// The actions of a node with their ordering scores, picked best first.
pub(crate) struct Picker {
    acts: [(i32, Act); MAX_ACTS],
    len: usize,
    next: usize,
}

impl Picker {
    /// The actions of `pos` (its legal steps, and the pass when the move may end now),
    /// scored for `ply`.
    pub(crate) fn new(
        pos: &Position,
        tt: Option<Act>,
        refute: Option<Act>,
        h: &Heuristics,
        ply: usize,
    ) -> Picker {
        let mut p = Picker {
            acts: [(0, Act::Pass); MAX_ACTS],
            len: 0,
            next: 0,
        };
        let killers = h.killers[ply];
        for &(step, kind) in pos.legal_steps().as_slice() {
            let act = Act::Step(step);
            let score = if Some(act) == tt {
                stage::TABLE
            } else if Some(act) == refute {
                stage::REFUTATION
            } else {
                match kind {
                    StepKind::PushStart | StepKind::Pull => {
                        let trap = if step.to().is_trap() {
                            stage::TRAP_CAPTURE
                        } else {
                            0
                        };
                        trap + stage::PUSH_PULL + step.piece().kind.index() as i32 * stage::VICTIM
                    }
                    StepKind::PushFinish => stage::PUSH_FINISH,
                    StepKind::Plain if Some(step) == killers[0] => stage::KILLER,
                    StepKind::Plain if Some(step) == killers[1] => stage::KILLER - 1,
                    StepKind::Plain => h.history(step),
                }
            };
            p.acts[p.len] = (score, act);
            p.len += 1;
        }
        if pos.can_end_move().is_ok() {
            let score = if tt == Some(Act::Pass) {
                stage::TABLE
            } else if refute == Some(Act::Pass) {
                stage::REFUTATION
            } else {
                stage::END_OF_MOVE
            };
            p.acts[p.len] = (score, Act::Pass);
            p.len += 1;
        }
        p
    }

    /// How many actions there are.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// The best action not yet picked, with its ordering score.
    pub(crate) fn pick(&mut self) -> Option<(i32, Act)> {
        if self.next >= self.len {
            return None;
        }
        let mut best = self.next;
        for i in self.next + 1..self.len {
            if self.acts[i].0 > self.acts[best].0 {
                best = i;
            }
        }
        self.acts.swap(self.next, best);
        self.next += 1;
        Some(self.acts[self.next - 1])
    }
}

/// The ordering score from which an action counts as quiet (a plain step below the
/// killers): late quiet actions may be searched less deep.
pub(crate) const QUIET_BELOW: i32 = stage::END_OF_MOVE;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        let pos = Position::standard();
        for &(step, _) in pos.legal_steps().as_slice() {
            let a = Act::Step(step);
            assert_eq!(Act::decode(a.encode()), Some(a));
        }
        assert_eq!(Act::decode(Act::Pass.encode()), Some(Act::Pass));
        assert_eq!(Act::decode(0), None);
    }

    #[test]
    fn the_table_action_comes_first_and_every_step_once() {
        let pos = Position::standard();
        let steps = pos.legal_steps();
        let tt = Act::Step(steps.as_slice()[5].0);
        let mut p = Picker::new(&pos, Some(tt), None, &Heuristics::new(), 0);
        assert_eq!(p.len(), steps.len(), "no pass at the start of a move");
        assert_eq!(p.pick().map(|x| x.1), Some(tt));
        let mut n = 1;
        while p.pick().is_some() {
            n += 1;
        }
        assert_eq!(n, steps.len());
    }

    #[test]
    fn the_refutation_comes_after_the_table_action() {
        let pos = Position::standard();
        let steps = pos.legal_steps();
        let tt = Act::Step(steps.as_slice()[2].0);
        let refute = Act::Step(steps.as_slice()[6].0);
        let h = Heuristics::new();
        let mut p = Picker::new(&pos, Some(tt), Some(refute), &h, 1);
        assert_eq!(p.pick().map(|x| x.1), Some(tt));
        assert_eq!(p.pick().map(|x| x.1), Some(refute));
        let mut p = Picker::new(&pos, None, Some(refute), &h, 1);
        assert_eq!(p.pick().map(|x| x.1), Some(refute));
    }
}
