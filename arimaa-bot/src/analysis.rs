//! What a search found: the move, how deep, how good, how many nodes, and the line it
//! expects.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use arimaa_rules::{Color, Move};

use crate::score;

/// The result of [`Bot::analyze`](crate::Bot::analyze).
///
/// `score` is for the side to move, in **centi-rabbits**, the one unit of every score
/// the project shows (this type, AEI's `info score`, the page's thinking line, and the
/// Python, C and JavaScript analyses): 100 is the search bot's value of the first
/// rabbit captured from a full army (HarLog material, `G · ln(128/105)`), so an
/// elephant facing a full army is about 580 and the usual opening is 0. A won game is
/// [`Analysis::WIN`] less the number of steps to the win, a lost one its negation
/// ([`Analysis::decided`]). The classic and greedy bots report depth 0 and score 0.
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
    pub const WIN: i32 = score::WIN;

    /// An analysis that knows only its move (depth 0, score 0, no nodes), as the classic
    /// and greedy bots give.
    pub fn from_move(mv: Move) -> Analysis {
        Analysis::of_move(mv, 0)
    }

    /// The principal variation as AEI's `info pv` writes it, `side` being the side to move
    /// at the root: the turns separated by spaces, each after the first prefixed by the
    /// colour to move (`w` gold, `b` silver), e.g. `Ed2n Ed3n b ee7s ee6s w Ed4n`.
    ///
    /// ```
    /// use arimaa_bot::Analysis;
    /// use arimaa_rules::Color;
    /// let mut a = Analysis::from_move("Ed2n Ed3n".parse().unwrap());
    /// a.pv.push("ee7s ee6s".parse().unwrap());
    /// a.pv.push("Ed4n".parse().unwrap());
    /// assert_eq!(a.pv_text(Color::Gold), "Ed2n Ed3n b ee7s ee6s w Ed4n");
    /// ```
    pub fn pv_text(&self, side: Color) -> String {
        let mut out = String::new();
        let mut color = side;
        for (i, m) in self.pv.iter().enumerate() {
            if i > 0 {
                out.push(' ');
                out.push(color.old_char());
                out.push(' ');
            }
            out.push_str(&alloc::format!("{m}"));
            color = color.opponent();
        }
        out
    }

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
        score::is_decided(self.score).then_some(score::is_won(self.score))
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
