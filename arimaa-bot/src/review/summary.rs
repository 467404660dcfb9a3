//! A side's review in a few numbers.

use arimaa_rules::Color;

use super::entry::ReviewEntry;
use super::label::Label;

/// One side's moves of a review, summed up: the CLI's summary lines, Python's per-player
/// table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Summary {
    /// The side.
    pub color: Color,
    /// Its moves reviewed.
    pub moves: usize,
    /// The mean of their [`ReviewEntry::loss`] (win probability, `0..=1`; 0 without moves).
    pub average_loss: f64,
    /// Moves labelled [`Label::Best`].
    pub best: usize,
    /// Moves labelled [`Label::Good`].
    pub good: usize,
    /// Moves labelled [`Label::Inaccuracy`].
    pub inaccuracies: usize,
    /// Moves labelled [`Label::Mistake`].
    pub mistakes: usize,
    /// Moves labelled [`Label::Blunder`].
    pub blunders: usize,
}

impl Summary {
    /// The number of `color`'s moves labelled `label`.
    pub fn count(&self, label: Label) -> usize {
        match label {
            Label::Best => self.best,
            Label::Good => self.good,
            Label::Inaccuracy => self.inaccuracies,
            Label::Mistake => self.mistakes,
            Label::Blunder => self.blunders,
        }
    }
}

/// The summary of `color`'s moves among `entries`.
///
/// ```
/// use arimaa_bot::review::summarize;
/// use arimaa_rules::Color;
/// let s = summarize(&[], Color::Gold);
/// assert_eq!((s.moves, s.average_loss, s.blunders), (0, 0.0, 0));
/// ```
pub fn summarize(entries: &[ReviewEntry], color: Color) -> Summary {
    let mut s = Summary {
        color,
        moves: 0,
        average_loss: 0.0,
        best: 0,
        good: 0,
        inaccuracies: 0,
        mistakes: 0,
        blunders: 0,
    };
    let mut total = 0.0;
    for e in entries.iter().filter(|e| e.color() == color) {
        s.moves += 1;
        total += e.loss;
        match e.label {
            Label::Best => s.best += 1,
            Label::Good => s.good += 1,
            Label::Inaccuracy => s.inaccuracies += 1,
            Label::Mistake => s.mistakes += 1,
            Label::Blunder => s.blunders += 1,
        }
    }
    if s.moves > 0 {
        s.average_loss = total / s.moves as f64;
    }
    s
}
