//! One reviewed turn.

use alloc::string::String;
use alloc::vec::Vec;

use arimaa_rules::{Color, Move, TurnLabel};

use super::label::{Label, Reason};
use super::win::win_probability;

/// The review of one move of a game ([`Review::next_turn`](super::Review::next_turn)).
///
/// Every score is in centi-rabbits for the side that played the move (`turn.color`), the
/// unit of [`Analysis::score`](crate::Analysis::score); a won game is
/// [`Analysis::WIN`](crate::Analysis::WIN) less the steps to the win, a lost one its
/// negation.
#[derive(Debug, Clone, PartialEq)]
pub struct ReviewEntry {
    /// The index of the move in the game's history (`Game::history`; setups count).
    pub index: usize,
    /// The turn's label: move number and side (`12g`).
    pub turn: TurnLabel,
    /// The move played.
    pub played: Move,
    /// The analyst's best move in the position before the turn (a goal or a defence the
    /// rules core found instead, when [`ReviewEntry::reason`] says so); `None` when there
    /// was no analysis (the game was already over in a lenient game, or an AEI engine
    /// resigned).
    pub best: Option<Move>,
    /// The line expected after the best move, `best` first, one move per turn.
    pub pv: Vec<Move>,
    /// The depth of the analysis before the turn, in steps (0 for bots without a search).
    pub depth: u32,
    /// The depth of the analysis of the position after the move, in steps (0 when the game
    /// was over there or there was no analysis).
    pub depth_played: u32,
    /// The nodes of the analysis before the turn.
    pub nodes: u64,
    /// The score of the position before the turn (its best move's), for the mover.
    pub score_before: i32,
    /// The score of the played move for the mover: the analysis of the position after it
    /// (the opponent to move) with the same budget, negated; a game the move ended scores
    /// a win or a loss by the rules.
    pub score_played: i32,
    /// The win probability lost by the move, in `0..=1`:
    /// `max(0, win_probability(score_before) - win_probability(score_played))`, and 0
    /// when the move is the analyst's own choice or wins at once.
    pub loss: f64,
    /// The label.
    pub label: Label,
    /// Why the label was given.
    pub reason: Reason,
}

impl ReviewEntry {
    /// The side that played the move.
    pub fn color(&self) -> Color {
        self.turn.color
    }

    /// The win probability of the position before the move, for the mover
    /// ([`win_probability`] of `score_before`).
    pub fn win_before(&self) -> f64 {
        win_probability(self.score_before)
    }

    /// The win probability after the played move, for the mover.
    pub fn win_played(&self) -> f64 {
        win_probability(self.score_played)
    }

    /// Gold's score after the move (the graph's curve): `score_played` for a gold move,
    /// its negation for a silver one.
    pub fn gold_score_after(&self) -> i32 {
        match self.turn.color {
            Color::Gold => self.score_played,
            Color::Silver => -self.score_played,
        }
    }

    /// Gold's win probability after the move (the graph's point).
    pub fn gold_win_after(&self) -> f64 {
        win_probability(self.gold_score_after())
    }

    /// The line as AEI's `info pv` writes it (`Ed2n Ed3n b ee7s ee6s`), empty without one.
    pub fn pv_text(&self) -> String {
        match self.pv.first() {
            // The analysis's own writer, so that the two forms never differ.
            Some(&mv) => crate::Analysis {
                mv,
                depth: 0,
                score: 0,
                nodes: 0,
                pv: self.pv.clone(),
            }
            .pv_text(self.turn.color),
            None => String::new(),
        }
    }
}
