//! The goal search: a move that puts a rabbit of the side to move on its goal rank.

use super::StepList;
use super::steps::for_each_step;
use crate::position::Pending;
use crate::{Move, Position};

impl Position {
    /// A move for the side to move that ends with one of its rabbits on its goal rank (so
    /// it wins by the first end-of-move check), continuing the current move if steps were
    /// taken; `None` if there is none. The search only follows steps while some friendly
    /// rabbit is still within reach of the goal, so it is fast in most positions; bots use
    /// it to see goal threats.
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
        let mut pos = self.clone();
        let mut seq = Move::new();
        goal_search(&mut pos, &mut seq).then_some(seq)
    }
}

/// The fewest steps any rabbit of the side to move needs to reach its goal rank.
fn goal_distance(pos: &Position) -> usize {
    let side = pos.side_to_move();
    let rabbits = pos
        .board()
        .pieces(crate::Piece::new(side, crate::PieceKind::Rabbit));
    rabbits
        .map(|sq| (sq.rank() as i32 - side.goal_rank() as i32).unsigned_abs() as usize)
        .min()
        .unwrap_or(usize::MAX)
}

fn goal_search(pos: &mut Position, seq: &mut Move) -> bool {
    if goal_distance(pos) > pos.steps_left() {
        return false;
    }
    let side = pos.side_to_move();
    let mut list = StepList::new();
    for_each_step(pos, seq, &mut list, |pos, seq| {
        let done = !matches!(pos.pending(), Pending::Push { .. }) && pos.rabbit_on_goal(side);
        done || (pos.steps_left() > 0 && goal_search(pos, seq))
    })
}
