//! The label of a reviewed move and why it was given.
//!
//! The thresholds are lichess's, on the loss of win probability (lila,
//! `modules/analyse/src/main/Advice.scala`,
//! <https://github.com/lichess-org/lila/blob/master/modules/analyse/src/main/Advice.scala>:
//! `.3` blunder, `.2` mistake, `.1` inaccuracy on the drop of *winning chances*, which run
//! from -1 to 1 and are `2p - 1` for a win probability `p`; the same thresholds on `p`
//! itself are halved: 0.15, 0.10, 0.05).

use core::fmt;

/// The loss of win probability from which a move is an inaccuracy (lichess's 0.1 of
/// winning chances).
pub const INACCURACY: f64 = 0.05;

/// The loss of win probability from which a move is a mistake (lichess's 0.2).
pub const MISTAKE: f64 = 0.10;

/// The loss of win probability from which a move is a blunder (lichess's 0.3).
pub const BLUNDER: f64 = 0.15;

/// How good a played move was, from best to worst.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Label {
    /// The bot's own choice (the same position after it), or a move that wins at once.
    Best,
    /// Any other move losing less than [`INACCURACY`] of win probability.
    Good,
    /// A loss of at least [`INACCURACY`] and less than [`MISTAKE`].
    Inaccuracy,
    /// A loss of at least [`MISTAKE`] and less than [`BLUNDER`].
    Mistake,
    /// A loss of at least [`BLUNDER`], or a goal missed or allowed, or a move that loses
    /// at once ([`Reason`]).
    Blunder,
}

impl Label {
    /// Every label, best first.
    pub const ALL: [Label; 5] = [
        Label::Best,
        Label::Good,
        Label::Inaccuracy,
        Label::Mistake,
        Label::Blunder,
    ];

    /// The stable name: `best`, `good`, `inaccuracy`, `mistake` or `blunder` (the CLI's
    /// tables, Python's `label`).
    pub fn name(self) -> &'static str {
        match self {
            Label::Best => "best",
            Label::Good => "good",
            Label::Inaccuracy => "inaccuracy",
            Label::Mistake => "mistake",
            Label::Blunder => "blunder",
        }
    }

    /// The label of [`Label::name`] `name`, else `None`.
    pub fn from_name(name: &str) -> Option<Label> {
        Label::ALL.into_iter().find(|l| l.name() == name)
    }

    /// The annotation symbol chess uses for it (`?!`, `?`, `??`; empty for best and good).
    pub fn symbol(self) -> &'static str {
        match self {
            Label::Best | Label::Good => "",
            Label::Inaccuracy => "?!",
            Label::Mistake => "?",
            Label::Blunder => "??",
        }
    }

    /// The label of a move (not the bot's own) that lost `loss` of win probability (`0..=1`):
    /// lichess's thresholds ([`INACCURACY`], [`MISTAKE`], [`BLUNDER`]).
    ///
    /// ```
    /// use arimaa_bot::review::Label;
    /// assert_eq!(Label::by_loss(0.0), Label::Good);
    /// assert_eq!(Label::by_loss(0.049), Label::Good);
    /// assert_eq!(Label::by_loss(0.05), Label::Inaccuracy);
    /// assert_eq!(Label::by_loss(0.12), Label::Mistake);
    /// assert_eq!(Label::by_loss(0.15), Label::Blunder);
    /// ```
    pub fn by_loss(loss: f64) -> Label {
        if loss >= BLUNDER {
            Label::Blunder
        } else if loss >= MISTAKE {
            Label::Mistake
        } else if loss >= INACCURACY {
            Label::Inaccuracy
        } else {
            Label::Good
        }
    }
}

impl fmt::Display for Label {
    /// Writes [`Label::name`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a move got its label: the rules core's goal search, or the scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The loss of win probability between the two scores ([`Label::by_loss`]).
    Score,
    /// The played move is the bot's best move (the same position after it).
    BotMove,
    /// The played move ends the game with a win for its side (the core's end-of-move
    /// checks, `Position::outcome_after_move`).
    Wins,
    /// The side to move could goal this turn (the core's `Position::goal_move_within`)
    /// and the played move did not win: a blunder, the goal shown as the best move.
    MissedGoal,
    /// After the played move the opponent can goal next turn (the core's goal search)
    /// while another move (the best move shown) would have left it none: a blunder.
    AllowsGoal,
    /// The played move ends the game with a loss for its side (the core's end-of-move
    /// checks: e.g. an enemy rabbit pushed onto its goal) while the best move shown does
    /// not: a blunder.
    Loses,
}

impl Reason {
    /// Every reason, in the order of the enum.
    pub const ALL: [Reason; 6] = [
        Reason::Score,
        Reason::BotMove,
        Reason::Wins,
        Reason::MissedGoal,
        Reason::AllowsGoal,
        Reason::Loses,
    ];

    /// The stable name: `score`, `bot_move`, `wins`, `missed_goal`, `allows_goal` or
    /// `loses`.
    pub fn name(self) -> &'static str {
        match self {
            Reason::Score => "score",
            Reason::BotMove => "bot_move",
            Reason::Wins => "wins",
            Reason::MissedGoal => "missed_goal",
            Reason::AllowsGoal => "allows_goal",
            Reason::Loses => "loses",
        }
    }

    /// The reason of [`Reason::name`] `name`, else `None`.
    pub fn from_name(name: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.name() == name)
    }

    /// Whether the rules core decided the label (a goal missed or allowed, a win), not
    /// the scores.
    pub fn is_decided_by_rules(self) -> bool {
        matches!(
            self,
            Reason::Wins | Reason::MissedGoal | Reason::AllowsGoal | Reason::Loses
        )
    }
}

impl fmt::Display for Reason {
    /// Writes [`Reason::name`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thresholds_are_lichess_halved() {
        // lichess: .1, .2, .3 on winning chances 2p - 1, so half of each on p.
        for (chances, ours) in [(0.1, INACCURACY), (0.2, MISTAKE), (0.3, BLUNDER)] {
            assert!((chances / 2.0 - ours).abs() < 1e-12);
        }
        assert_eq!(Label::by_loss(0.099_999), Label::Inaccuracy);
        assert_eq!(Label::by_loss(0.149_999), Label::Mistake);
        assert_eq!(Label::by_loss(1.0), Label::Blunder);
        for l in Label::ALL {
            assert_eq!(Label::from_name(l.name()), Some(l));
        }
        assert!(Label::Best < Label::Blunder);
    }

    #[test]
    fn reasons_by_their_documented_names() {
        let names = [
            "score",
            "bot_move",
            "wins",
            "missed_goal",
            "allows_goal",
            "loses",
        ];
        for (r, name) in Reason::ALL.into_iter().zip(names) {
            assert_eq!(r.name(), name);
            assert_eq!(Reason::from_name(name), Some(r));
        }
        assert_eq!(Reason::from_name("Score"), None);
    }
}
