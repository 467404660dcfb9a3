//! [`ActionGame`]: a whole game (setups included) played one action at a time, with the
//! repetition rule and the result — the state behind reinforcement-learning environments.

use alloc::vec::Vec;

use super::planes::{self, PLANE_VALUES};
use super::{
    ACTIONS, ActionError, ActionSet, SETUP_ORDER, orient, setup_action, setup_action_square,
};
use crate::error::ToGameError;
use crate::outcome::{Immobilization, Outcome};
use crate::position::side_key;
use crate::repetition::Repetitions;
use crate::{Bitboard, Board, Color, Game, GameOptions, Piece, Placement, Position, Setup, Turn};

/// A game played as a sequence of actions (see [`crate::encoding`]): 16 placements per
/// side in [`SETUP_ORDER`], then steps and [`END_MOVE`](super::END_MOVE), under the full
/// rules (strict setups, no third repetition, the six end-of-move checks). Every action
/// the mask allows is legal, and the game ends exactly when the rules end it.
///
/// ```
/// use arimaa_rules::encoding::{ACTIONS, ActionGame};
/// use arimaa_rules::Color;
/// let mut game = ActionGame::new();
/// let mut mask = [false; ACTIONS];
/// // Play the first legal action until the game ends.
/// while !game.is_over() {
///     game.legal_action_mask(Color::Gold, &mut mask);
///     let action = mask.iter().position(|&m| m).unwrap();
///     game.play_action(action).unwrap();
/// }
/// assert!(game.outcome().is_some());
/// assert_eq!(game.to_game().unwrap().outcome(), game.outcome());
/// ```
///
/// # Saving and restoring (tree search)
/// `clone()` copies the game; `saved.clone_from(&game)` copies it into an existing value,
/// reusing its vectors, so a search that keeps one saved game per node level allocates
/// nothing once the vectors are long enough. [`ActionGame::reset`] starts a new game in
/// place, keeping the capacity too.
#[derive(Debug)]
pub struct ActionGame {
    start: Option<Position>,
    position: Position,
    /// During setup: how many pieces the side to set up has placed.
    setup_placed: Option<usize>,
    placements: Vec<Placement>,
    turns: Vec<Turn>,
    repetitions: Repetitions,
    /// Whether some position has occurred twice (until then no end can be a third
    /// repetition, and the mask skips the look-up).
    any_twice: bool,
    outcome: Option<Outcome>,
    actions: usize,
    /// Completed moves (setups not counted).
    moves: usize,
}

impl Clone for ActionGame {
    fn clone(&self) -> ActionGame {
        let mut g = ActionGame::new();
        g.clone_from(self);
        g
    }

    /// Copies `source` into `self`, reusing `self`'s vectors (no allocation when they are
    /// long enough).
    fn clone_from(&mut self, source: &ActionGame) {
        self.start.clone_from(&source.start);
        self.position.clone_from(&source.position);
        self.setup_placed = source.setup_placed;
        self.placements.clone_from(&source.placements);
        self.turns.clone_from(&source.turns);
        self.repetitions.clone_from(&source.repetitions);
        self.any_twice = source.any_twice;
        self.outcome = source.outcome;
        self.actions = source.actions;
        self.moves = source.moves;
    }
}

impl Default for ActionGame {
    fn default() -> ActionGame {
        ActionGame::new()
    }
}

impl ActionGame {
    /// A new game at the start of the setup phase (empty board, gold to place its elephant).
    pub fn new() -> ActionGame {
        ActionGame {
            start: None,
            position: Position::new_unchecked(Board::empty(), Color::Gold, 1),
            setup_placed: Some(0),
            placements: Vec::new(),
            turns: Vec::new(),
            repetitions: Repetitions::default(),
            any_twice: false,
            outcome: None,
            actions: 0,
            moves: 0,
        }
    }

    /// Starts a new game in place (as [`ActionGame::new`]), keeping the vectors' capacity:
    /// no allocation.
    ///
    /// ```
    /// use arimaa_rules::encoding::{ActionGame, setup_action};
    /// use arimaa_rules::Square;
    /// let mut game = ActionGame::new();
    /// let d1 = Square::from_coords(3, 0).unwrap();
    /// game.play_action(setup_action(d1)).unwrap();
    /// game.reset();
    /// assert_eq!(game.actions_played(), 0);
    /// assert!(game.is_setup_phase());
    /// ```
    pub fn reset(&mut self) {
        self.start = None;
        self.position = Position::new_unchecked(Board::empty(), Color::Gold, 1);
        self.setup_placed = Some(0);
        self.placements.clear();
        self.turns.clear();
        self.repetitions.clear();
        self.any_twice = false;
        self.outcome = None;
        self.actions = 0;
        self.moves = 0;
    }

    /// A game starting from `position` after the setups (steps already taken in it are
    /// taken back); it counts as the first occurrence of its position.
    pub fn from_position(position: Position) -> ActionGame {
        let mut pos = position;
        while pos.undo_step().is_some() {}
        let mut g = ActionGame {
            start: Some(pos.clone()),
            position: pos,
            setup_placed: None,
            ..ActionGame::new()
        };
        g.after_turn();
        g
    }

    /// The current position: during setup the pieces placed so far, with the side to set
    /// up to move; later the steps taken in the current move are part of it.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The side to act (to place a piece or to step).
    pub fn side_to_move(&self) -> Color {
        self.position.side_to_move()
    }

    /// Whether the game is in its setup phase.
    pub fn is_setup_phase(&self) -> bool {
        self.setup_placed.is_some()
    }

    /// The piece the next setup action places, during setup.
    pub fn next_setup_piece(&self) -> Option<Piece> {
        self.setup_placed
            .map(|i| Piece::new(self.side_to_move(), SETUP_ORDER[i]))
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// How many actions have been played.
    pub fn actions_played(&self) -> usize {
        self.actions
    }

    /// How many moves have been completed (setups not counted; each side's move counts
    /// one).
    pub fn moves_played(&self) -> usize {
        self.moves
    }

    /// The completed turns (setups and moves), oldest first.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// The repetition key of the position after ending the move now.
    fn end_key(p: &Position) -> u64 {
        p.board().zobrist_key() ^ side_key(p.side_to_move().opponent())
    }

    /// Whether ending the move in `p` makes a position (board and side to move) occur at
    /// most twice, as the repetition rule demands.
    fn end_ok(repetitions: &Repetitions, any_twice: bool) -> impl Fn(&Position) -> bool + '_ {
        move |p: &Position| {
            !any_twice
                || repetitions.count_in(
                    ActionGame::end_key(p),
                    p.board(),
                    p.side_to_move().opponent(),
                ) < 2
        }
    }

    fn home(color: Color) -> Bitboard {
        match color {
            Color::Gold => Bitboard::RANK_1 | Bitboard::RANK_2,
            Color::Silver => Bitboard::RANK_7 | Bitboard::RANK_8,
        }
    }

    /// Writes the legal-action mask in `perspective`'s view (flipped for silver): during
    /// setup the free home squares of the side to set up; later as
    /// [`Position::legal_action_mask`], without ends that repeat a position a third time or
    /// steps that only lead to such ends. All `false` once the game is over.
    pub fn legal_action_mask(&self, perspective: Color, out: &mut [bool; ACTIONS]) {
        self.legal_actions(perspective).write(out);
    }

    /// The legal actions as a set (the mask of [`ActionGame::legal_action_mask`] in
    /// compact form), in `perspective`'s view.
    ///
    /// ```
    /// use arimaa_rules::encoding::ActionGame;
    /// use arimaa_rules::Color;
    /// // Gold places its elephant on any of its 16 home squares.
    /// assert_eq!(ActionGame::new().legal_actions(Color::Gold).len(), 16);
    /// ```
    pub fn legal_actions(&self, perspective: Color) -> ActionSet {
        if self.is_over() {
            ActionSet::EMPTY
        } else if self.is_setup_phase() {
            let mut set = ActionSet::EMPTY;
            let free = ActionGame::home(self.side_to_move()) & !self.position.board().occupied();
            for sq in free {
                set.insert(orient(setup_action(sq), perspective));
            }
            set
        } else {
            self.position.action_mask_with(
                perspective,
                !self.any_twice,
                &ActionGame::end_ok(&self.repetitions, self.any_twice),
            )
        }
    }

    /// Plays `action` (absolute ids; use [`orient`] to convert from a perspective).
    /// Returns the result when this action ended the game.
    ///
    /// # Errors
    /// [`ActionError::GameOver`] after the end; [`ActionError::SetupSquare`] for a setup
    /// action that is not a free home square; otherwise as [`Position::play_action`], with
    /// [`MoveError::ThirdRepetition`](crate::MoveError::ThirdRepetition) for an end that repeats a position a third time. The
    /// game is unchanged on error.
    pub fn play_action(&mut self, action: usize) -> Result<Option<Outcome>, ActionError> {
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        if action >= ACTIONS {
            return Err(ActionError::OutOfRange { action });
        }
        if let Some(placed) = self.setup_placed {
            self.place(action, placed)?;
        } else {
            let played = (action == super::END_MOVE).then(|| self.position.current_move());
            self.position.play_action_with(
                action,
                !self.any_twice,
                &ActionGame::end_ok(&self.repetitions, self.any_twice),
            )?;
            if let Some(m) = played {
                self.turns.push(Turn::Move(m));
                self.moves += 1;
                self.after_turn();
            }
        }
        self.actions += 1;
        Ok(self.outcome)
    }

    fn place(&mut self, action: usize, placed: usize) -> Result<(), ActionError> {
        let color = self.side_to_move();
        let square = setup_action_square(action)
            .filter(|&sq| {
                ActionGame::home(color).contains(sq) && self.position.piece_at(sq).is_none()
            })
            .ok_or(ActionError::SetupSquare { action })?;
        let piece = Piece::new(color, SETUP_ORDER[placed]);
        let mut board = self.position.board().clone();
        board.set(square, Some(piece));
        self.placements.push(Placement { piece, square });
        if placed + 1 < SETUP_ORDER.len() {
            self.position = Position::new_unchecked(board, color, 1);
            self.setup_placed = Some(placed + 1);
            return Ok(());
        }
        let setup = Setup::new(&self.placements).ok_or(ActionError::SetupSquare { action })?;
        self.placements.clear();
        self.turns.push(Turn::Setup(setup));
        match color {
            Color::Gold => {
                self.position = Position::new_unchecked(board, Color::Silver, 1);
                self.setup_placed = Some(0);
            }
            Color::Silver => {
                self.position = Position::new_unchecked(board, Color::Gold, 2);
                self.setup_placed = None;
                self.after_turn();
            }
        }
        Ok(())
    }

    /// Counts the position reached by a completed turn and applies the six end-of-move
    /// checks: the first five of [`Position::outcome_after_move`], then the sixth (every
    /// move of the side to move would repeat a position a third time).
    fn after_turn(&mut self) {
        self.repetitions.add(&self.position);
        self.any_twice |= self.repetitions.count(&self.position) >= 2;
        // Until some position occurred twice every end is acceptable, so a side with a
        // legal first step (not immobilized, checked first) can finish a move.
        self.outcome = self.position.outcome_after_move().or_else(|| {
            (self.any_twice
                && !self.position.any_finishable_step(
                    false,
                    &ActionGame::end_ok(&self.repetitions, self.any_twice),
                ))
            .then(|| {
                Outcome::immobilized(
                    self.side_to_move().opponent(),
                    Immobilization::OnlyRepetitions,
                )
            })
        });
    }

    /// Writes the planes (see [`planes`]) of the current position from `perspective`.
    pub fn write_planes(&self, perspective: Color, out: &mut [f32; PLANE_VALUES]) {
        planes::write(&self.position, perspective, self.is_setup_phase(), out);
    }

    /// The planes of the current position from `perspective` as one bitboard per channel
    /// ([`planes::bitboards`]).
    pub fn plane_bitboards(&self, perspective: Color) -> [Bitboard; planes::PLANES] {
        planes::bitboards(&self.position, perspective, self.is_setup_phase())
    }

    /// The game as a [`Game`] (record, history, takebacks), replayed from the turns
    /// completed so far (steps of an unfinished move are left out).
    ///
    /// # Errors
    /// Never for a game built by actions; the error type is the replay's.
    pub fn to_game(&self) -> Result<Game, ToGameError> {
        let mut game = match &self.start {
            Some(p) => Game::from_position(p.clone(), GameOptions::default()),
            None => Game::new(),
        };
        for turn in &self.turns {
            match turn {
                Turn::Setup(s) => game.play_setup(s).map_err(ToGameError::Setup)?,
                Turn::Move(m) => {
                    game.play_notated(m).map_err(ToGameError::Move)?;
                }
            }
        }
        Ok(game)
    }
}
