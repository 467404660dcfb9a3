//! Replaying a record: each label checked, takebacks applied, every setup and move played
//! by the rules of the given [`GameOptions`], a resignation or recorded result set.

use alloc::boxed::Box;
use alloc::string::String;

use crate::error::{ReplayError, ReplayErrorKind};
use crate::notation::record::{GameRecord, TurnAction};
use crate::outcome::{Outcome, Termination};
use crate::{Color, Game, GameOptions, Rule};

/// A replayed record.
#[derive(Debug, Clone)]
pub struct Replay {
    /// The game after the last turn (its result is the rules' result, or else the
    /// recorded result).
    pub game: Game,
    /// The result by the rules after the last played move, if the board decides one.
    pub rules_outcome: Option<Outcome>,
    /// How many takebacks the record applied.
    pub takebacks: usize,
    /// The side that resigned, if the record ends with a resignation.
    pub resigned: Option<Color>,
    /// The first turn today's rules refuse, when the record was replayed under the rules
    /// before 2008-07-01 because of it ([`GameRecord::replay_with`]); `None` otherwise.
    pub old_rules: Option<OldRulesTurn>,
}

/// A turn that today's rules refuse but the rules before 2008-07-01 accepted (see
/// [`GameRecord::replay_with`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OldRulesTurn {
    /// The label of the turn in our notation, e.g. `36g`.
    pub label: String,
    /// The input line (1-based).
    pub line: u32,
    /// The column (1-based) of the turn's label.
    pub column: u32,
    /// The rule refused today: [`Rule::ThirdRepetition`] or [`Rule::GameOver`].
    pub rule: Rule,
}

impl GameRecord {
    /// Replays the record: checks each label, applies takebacks, plays every setup and
    /// move by exactly the rules of `options`, and records a resignation. The game keeps
    /// the record's headers ([`Game::headers`]).
    /// [`GameRecord::replay_with`] picks the rules by the record's date instead.
    ///
    /// # Errors
    /// [`ReplayError`] at the first refused turn, naming its label, place and rule, with
    /// the game as it stood before it.
    pub fn replay(&self, options: GameOptions) -> Result<Replay, ReplayError> {
        let mut game = Game::with_options(options);
        game.set_headers(self.headers.clone());
        let mut takebacks = 0;
        let mut resigned = None;
        for t in &self.turns {
            let fail = |game: &Game, kind| ReplayError {
                label: t.label(),
                line: t.line,
                column: t.column,
                kind,
                game: Box::new(game.clone()),
            };
            match t.action {
                TurnAction::Empty => {}
                TurnAction::Takeback => {
                    if game.takeback().is_none() {
                        return Err(fail(&game, ReplayErrorKind::NothingToTakeBack));
                    }
                    takebacks += 1;
                }
                TurnAction::Resign => {
                    // Only the side to move can resign: its label is checked like a move's.
                    if (t.number, t.color) != (game.move_number(), game.side_to_move()) {
                        let expected = game.next_label();
                        return Err(fail(&game, ReplayErrorKind::LabelOutOfOrder { expected }));
                    }
                    resigned = Some(t.color);
                }
                TurnAction::Play => {
                    if (t.number, t.color) != (game.move_number(), game.side_to_move()) {
                        let expected = game.next_label();
                        return Err(fail(&game, ReplayErrorKind::LabelOutOfOrder { expected }));
                    }
                    if let Err(e) = game.play_text(&t.text) {
                        return Err(fail(&game, ReplayErrorKind::Play(e)));
                    }
                }
            }
        }
        let rules_outcome = if game.is_setup_phase() {
            None
        } else {
            game.position().outcome_after_move()
        };
        let rules_outcome = game
            .outcome()
            .filter(|o| o.termination.is_decided_by_board())
            .or(rules_outcome);
        if game.outcome().is_none() {
            if let Some(side) = resigned {
                game.set_result(Some(Outcome::win(
                    side.opponent(),
                    Termination::Resignation,
                )));
            } else if let Some(o) = self
                .recorded_outcome()
                .filter(|o| !o.termination.is_decided_by_board())
            {
                game.set_result(Some(o));
            }
        }
        Ok(Replay {
            game,
            rules_outcome,
            takebacks,
            resigned,
            old_rules: None,
        })
    }
}
