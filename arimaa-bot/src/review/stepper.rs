//! [`Review`]: the review under way, one move at a time.

use alloc::vec::Vec;

use arimaa_rules::{Game, Turn};

use super::entry::ReviewEntry;
use super::judge::{Played, judge};
use super::{Stopped, TurnBudget};
use crate::{Analysis, Bot};

/// A review under way: the game, the next move to review and what is known of the
/// position before it. See the module for how moves are scored and labelled.
///
/// ```
/// use arimaa_bot::review::{Review, TurnBudget};
/// use arimaa_bot::{Bot, BotKind};
/// use arimaa_rules::{Game, GameOptions, Position};
///
/// let mut game = Game::from_position(Position::standard(), GameOptions::default());
/// for text in ["Ee2n", "ed7s", "Ee3n"] {
///     game.play_text(text).unwrap();
/// }
/// let bot = Bot::new(BotKind::Search, 1).with_hash_mb(2);
/// let per_turn = TurnBudget::new().with_nodes(3_000);
/// let mut review = Review::new(&game);
/// let first = review.next_turn(&bot, &per_turn).unwrap().unwrap();
/// assert_eq!(first.turn.to_string(), "2g");
/// // Stop here; later, resume at the second move with a new review of the same game.
/// let mut later = Review::new(&game);
/// later.seek(1);
/// let rest: Vec<_> = std::iter::from_fn(|| later.next_turn(&bot, &per_turn).unwrap()).collect();
/// assert_eq!(rest.len(), 2);
/// assert_eq!(rest[1].played.to_string(), "Ee3n");
/// ```
#[derive(Debug, Clone)]
pub struct Review {
    /// The game reviewed, as given.
    game: Game,
    /// The history indices of its moves (setups left out).
    moves: Vec<usize>,
    /// The next move to review (an index into `moves`).
    next: usize,
    /// The game just before that move, once built.
    cursor: Option<Game>,
    /// The analysis of the position before that move, once made (`None` inside: none).
    before: Option<Option<Analysis>>,
}

impl Review {
    /// A review of `game`'s moves from the first.
    pub fn new(game: &Game) -> Review {
        let moves = game
            .history()
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e.turn, Turn::Move(_)))
            .map(|(i, _)| i)
            .collect();
        Review {
            game: game.clone(),
            moves,
            next: 0,
            cursor: None,
            before: None,
        }
    }

    /// The game reviewed.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The number of moves to review (setups not counted).
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the game has no move to review.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The number of the next move to review (0-based among the moves): the moves
    /// reviewed so far when the review started at the first.
    pub fn next_move(&self) -> usize {
        self.next
    }

    /// Whether every move has been reviewed.
    pub fn is_finished(&self) -> bool {
        self.next >= self.moves.len()
    }

    /// Goes to move `k` (0-based among the moves; past the end: finished): the next call
    /// of [`Review::next_turn`] reviews it. What was known of the position before is
    /// dropped, so that the entries do not depend on where a review was resumed.
    pub fn seek(&mut self, k: usize) {
        self.next = k.min(self.moves.len());
        self.cursor = None;
        self.before = None;
    }

    /// Reviews the next move with `bot`, each search within `per_turn`, and returns its
    /// entry (`None` once every move is reviewed).
    ///
    /// # Errors
    /// [`Stopped`] when the stop flag of `per_turn` was set during a search: the move is
    /// not reviewed and the review stays where it was (call again to resume).
    pub fn next_turn(
        &mut self,
        bot: &Bot,
        per_turn: &TurnBudget<'_>,
    ) -> Result<Option<ReviewEntry>, Stopped> {
        self.next_turn_with(|game| {
            let budget = per_turn.budget();
            let a = bot.analyze(game, &budget, &|_| {});
            if per_turn.stopped() {
                Err(Stopped)
            } else {
                Ok(a)
            }
        })
    }

    /// Reviews the next move with any analyst: `analyze(game)` gives the analysis of the
    /// side to move in `game` within the review's budget (its best move, its score in
    /// centi-rabbits for the side to move, the depth reached in steps, the nodes and the
    /// line; `None`: no analysis, scored 0), e.g. an AEI engine's. It is called once for
    /// each position: before the move (unless the previous call searched it as the
    /// position after its move) and after it (unless the game is over there).
    ///
    /// # Errors
    /// The analyst's error: the move is not reviewed and the review stays where it was.
    pub fn next_turn_with<E>(
        &mut self,
        mut analyze: impl FnMut(&Game) -> Result<Option<Analysis>, E>,
    ) -> Result<Option<ReviewEntry>, E> {
        let Some(&index) = self.moves.get(self.next) else {
            return Ok(None);
        };
        let entry = &self.game.history()[index];
        let turn = entry.turn_label();
        let Turn::Move(played) = entry.turn else {
            // `moves` holds move turns only.
            return Ok(None);
        };
        let cursor = match self.cursor.take() {
            Some(c) => c,
            None => self.game_before(index),
        };
        let before = match self.before.take() {
            Some(a) => a,
            None if cursor.is_over() || cursor.is_setup_phase() => None,
            None => match analyze(&cursor) {
                Ok(a) => a,
                Err(e) => {
                    self.cursor = Some(cursor);
                    return Err(e);
                }
            },
        };
        let after = {
            let mut g = cursor.clone();
            match g.play_notated(&played) {
                Ok(_) => g,
                // The game accepted this move after the same turns: cannot happen, but the
                // game's own state after it is as good.
                Err(_) => self.game_before(index + 1),
            }
        };
        let analysis_after = if after.is_over() {
            None
        } else {
            match analyze(&after) {
                Ok(a) => a,
                Err(e) => {
                    self.cursor = Some(cursor);
                    self.before = Some(before);
                    return Err(e);
                }
            }
        };
        let played_eval = match &analysis_after {
            _ if after.is_over() => Played::Over,
            Some(a) => Played::Searched(-a.score, a.depth),
            None => Played::Unknown,
        };
        let entry = judge(
            index,
            turn,
            &cursor,
            &played.mv,
            &after,
            &before,
            played_eval,
        );
        self.next += 1;
        // The position after this move is the one before the next (a move follows a move),
        // and its analysis is that move's.
        if self.moves.get(self.next) == Some(&(index + 1)) {
            self.cursor = Some(after);
            self.before = Some(analysis_after);
        }
        Ok(Some(entry))
    }

    /// The game just before history entry `index` (the game reviewed, turns taken back).
    fn game_before(&self, index: usize) -> Game {
        let mut g = self.game.clone();
        while g.history().len() > index && g.takeback().is_some() {}
        g
    }
}
