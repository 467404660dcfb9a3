//! What a search found: the move, how deep, how good, how many nodes, and the line it
//! expects.

use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use arimaa_rules::Move;

/// The result of [`Bot::analyze`](crate::Bot::analyze).
///
/// `score` is in the evaluation's units (about 1,000 per elephant early in the game, see
/// [`evaluation`](crate::evaluation)), from the side to move's point of view; a won game
/// is [`Analysis::WIN`] less the number of steps to the win, a lost one its negation.
/// The classic and greedy bots report depth 0 and score 0.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// The move chosen (the first entry of `pv`).
    pub mv: Move,
    /// The depth of the last completed iteration, in steps (4 steps are one whole turn).
    pub depth: u32,
    /// The score of `mv` for the side to move (see above).
    pub score: i32,
    /// The nodes searched (steps played and turns ended, each one node).
    pub nodes: u64,
    /// The principal variation: `mv`, then the expected replies, one entry per turn (the
    /// last one may be a partial turn where the search's horizon fell).
    pub pv: Vec<Move>,
}

impl Analysis {
    /// The score of a won game (reached in zero steps); every evaluation is far below it.
    pub const WIN: i32 = 30_000;

    /// An analysis of a bot that reports only its move.
    pub(crate) fn of_move(mv: Move, nodes: u64) -> Analysis {
        Analysis {
            mv,
            depth: 0,
            score: 0,
            nodes,
            pv: vec![mv],
        }
    }

    /// Whether the score says the game is won (`Some(true)`), lost (`Some(false)`) or
    /// neither yet (`None`), within the search's horizon.
    pub fn decided(&self) -> Option<bool> {
        if self.score >= Analysis::WIN - 1_000 {
            Some(true)
        } else if self.score <= -(Analysis::WIN - 1_000) {
            Some(false)
        } else {
            None
        }
    }
}

impl fmt::Display for Analysis {
    /// `depth 12 score 153 nodes 80123 pv Ed2n Ed3n ... | ee7s ...` (turns separated by
    /// ` | `), the form of the CLI's and the AEI engine's info lines.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "depth {} score {} nodes {} pv",
            self.depth, self.score, self.nodes
        )?;
        for (i, m) in self.pv.iter().enumerate() {
            f.write_str(if i == 0 { " " } else { " | " })?;
            write!(f, "{m}")?;
        }
        Ok(())
    }
}
