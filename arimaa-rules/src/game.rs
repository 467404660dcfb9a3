//! A game from the empty board to its end: the two setups, the moves, takebacks,
//! repetition counts and the result.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use crate::error::{MoveError, NotationError, SetupError};
use crate::movegen::Found;
use crate::notation::record::Headers;
use crate::notation::{PlayError, play_move_text};
use crate::outcome::{Immobilization, Outcome, Termination};
use crate::repetition::Repetitions;
use crate::{
    Bitboard, Board, Color, Move, NotatedMove, Piece, PieceKind, Placement, Position, Setup,
    StepKind, TurnLabel,
};

/// Why a text played during the setup phase is not a setup: no placement
/// ([`SetupError::Empty`]), more than 16 ([`SetupError::TooManyPlacements`]), a move
/// ([`MoveError::SetupExpected`]), or else the setup notation error `e`.
fn setup_text_error(text: &str, e: NotationError) -> PlayError {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    if tokens.is_empty() {
        return PlayError::Setup(SetupError::Empty);
    }
    if tokens.len() > 16 && tokens.iter().all(|t| t.parse::<Placement>().is_ok()) {
        return PlayError::Setup(SetupError::TooManyPlacements {
            count: tokens.len() as u32,
        });
    }
    if text.parse::<NotatedMove>().is_ok() {
        return PlayError::Move(MoveError::SetupExpected);
    }
    PlayError::Notation(e)
}

/// How strictly a [`Game`] applies the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct GameOptions {
    /// Accept setups with fewer pieces than the full set (handicap games). Off by default.
    pub handicap: bool,
    /// Accept setups anywhere on the board, with any number of pieces up to the full set
    /// (AEI's `strict_setup=False`), for composed positions and tests. Implies `handicap`.
    /// Off by default.
    pub free_setup: bool,
    /// Check step legality only, as the arimaa.com server did before 2008-07-01: no
    /// end-of-game enforcement (play goes on after a goal, elimination or immobilization)
    /// and no third-repetition rule. Off by default. The outcome is still reported.
    pub lenient: bool,
}

impl GameOptions {
    /// The official rules: full setups on the home ranks, end of game and repetition enforced.
    pub const STRICT: GameOptions = GameOptions {
        handicap: false,
        free_setup: false,
        lenient: false,
    };
    /// Step legality only, as the server before 2008-07-01 (see [`GameOptions::lenient`]).
    pub const LENIENT: GameOptions = GameOptions {
        handicap: false,
        free_setup: false,
        lenient: true,
    };
}

/// One turn of a game: a setup or a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Turn {
    /// The placements of one side at the start of the game.
    Setup(Setup),
    /// A move, with the capture tokens it caused.
    Move(NotatedMove),
}

impl fmt::Display for Turn {
    /// Writes the turn as the archive does (placements, or steps with capture tokens).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Turn::Setup(s) => s.fmt(f),
            Turn::Move(m) => m.fmt(f),
        }
    }
}

/// A turn of the game's history with its label.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryEntry {
    /// The move number (1 for the setups).
    pub number: u32,
    /// The side that played it.
    pub color: Color,
    /// What was played.
    pub turn: Turn,
    before: Position,
    setup_phase_before: Option<Color>,
    outcome_before: Option<Outcome>,
}

impl HistoryEntry {
    /// The label, e.g. `12g` (colour letters `g`/`s`).
    pub fn label(&self) -> String {
        self.turn_label().to_string()
    }

    /// The label as a value: move number and side.
    pub fn turn_label(&self) -> TurnLabel {
        TurnLabel {
            number: self.number,
            color: self.color,
        }
    }

    /// The position before this turn was played.
    pub fn position_before(&self) -> &Position {
        &self.before
    }
}

/// A game: the setup phase (gold places its pieces on ranks 1–2, then silver on 7–8), then
/// moves until the game ends, with the full history, takebacks, the repetition rule
/// (board and side to move, compared exactly; the Zobrist key finds the bucket) and the result after every move.
///
/// ```
/// use arimaa_rules::{Color, Game};
/// let mut game = Game::new();
/// game.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2").unwrap();
/// game.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7").unwrap();
/// game.play_text("Ee2n Ee3n Md2n Md3n").unwrap();
/// assert_eq!(game.side_to_move(), Color::Silver);
/// assert_eq!(game.next_label(), "2s");
/// assert!(game.outcome().is_none());
/// game.takeback().unwrap();
/// assert_eq!(game.next_label(), "2g");
/// ```
#[derive(Debug, Clone)]
pub struct Game {
    options: GameOptions,
    position: Position,
    setup_phase: Option<Color>,
    history: Vec<HistoryEntry>,
    pub(crate) repetitions: Repetitions,
    outcome: Option<Outcome>,
    headers: Headers,
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// A new game at the start of the setup phase (empty board, gold to set up), with the
    /// default (strict, full-set) options.
    pub fn new() -> Game {
        Game::with_options(GameOptions::default())
    }

    /// A new game in its setup phase with the given options.
    pub fn with_options(options: GameOptions) -> Game {
        Game {
            options,
            position: Position::new_unchecked(Board::empty(), Color::Gold, 1),
            setup_phase: Some(Color::Gold),
            history: Vec::new(),
            repetitions: Repetitions::default(),
            outcome: None,
            headers: Headers::new(),
        }
    }

    /// A game that starts from `position` (past the setup phase), which counts as the
    /// first occurrence of that position for the repetition rule.
    pub fn from_position(position: Position, options: GameOptions) -> Game {
        let mut pos = position;
        while pos.undo_step().is_some() {}
        let mut g = Game {
            options,
            position: pos,
            setup_phase: None,
            history: Vec::new(),
            repetitions: Repetitions::default(),
            outcome: None,
            headers: Headers::new(),
        };
        g.repetitions.add(&g.position);
        g
    }

    /// The options the game was created with.
    pub fn options(&self) -> GameOptions {
        self.options
    }

    /// The current position (during setup: the pieces placed so far).
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The side whose turn it is (to set up or to move).
    pub fn side_to_move(&self) -> Color {
        self.position.side_to_move()
    }

    /// The move number of the next turn (1 during setup).
    pub fn move_number(&self) -> u32 {
        self.position.move_number()
    }

    /// The label of the next turn, e.g. `1g` (gold's setup) or `12s`.
    pub fn next_label(&self) -> String {
        self.next_turn_label().to_string()
    }

    /// The label of the next turn as a value: move number and side.
    pub fn next_turn_label(&self) -> TurnLabel {
        TurnLabel {
            number: self.move_number(),
            color: self.side_to_move(),
        }
    }

    /// Whether the game is in its setup phase.
    pub fn is_setup_phase(&self) -> bool {
        self.setup_phase.is_some()
    }

    /// The turns played so far (setups and moves), oldest first.
    pub fn history(&self) -> &[HistoryEntry] {
        &self.history
    }

    /// The position after the first `turns` turns of the history (0: the position the
    /// game started from, before any setup; `history().len()`: the current position, at
    /// the start of the move to play), from the position each history entry kept before
    /// its turn: no replay. `None` for more turns than were played.
    pub fn position_after(&self, turns: usize) -> Option<&Position> {
        let history = self.history();
        match turns.cmp(&history.len()) {
            core::cmp::Ordering::Less => Some(history[turns].position_before()),
            core::cmp::Ordering::Equal => Some(self.position()),
            core::cmp::Ordering::Greater => None,
        }
    }

    /// The length of the game: the moves played, each side's move counting one and the
    /// setups (turn 1, official rules "Setup") not at all; a resignation is no move. The
    /// same count as `ActionGame::moves_played` (the encoding layer).
    /// With [`Game::last_label`] it is how the `arimaa` program reports a game's length
    /// (`29 moves, last 16g`: the setups 1g and 1s, then 2g … 15s and 16g).
    ///
    /// ```
    /// use arimaa_rules::Game;
    /// let mut game = Game::new();
    /// game.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2").unwrap();
    /// game.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7").unwrap();
    /// assert_eq!((game.moves_played(), game.last_label().as_deref()), (0, Some("1s")));
    /// game.play_text("Ee2n").unwrap();
    /// game.play_text("ed7s").unwrap();
    /// game.play_text("Ee3n").unwrap();
    /// assert_eq!((game.moves_played(), game.last_label().as_deref()), (3, Some("3g")));
    /// ```
    pub fn moves_played(&self) -> usize {
        self.history
            .iter()
            .filter(|e| matches!(e.turn, Turn::Move(_)))
            .count()
    }

    /// The label of the last turn played (`16g`), or `None` before the first setup.
    pub fn last_label(&self) -> Option<String> {
        self.history.last().map(HistoryEntry::label)
    }

    /// The result, if the game is over: by the rules after the last move (the six
    /// end-of-move checks in the official order), or a result set by
    /// [`Game::resign`]/[`Game::set_result`].
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game has a result. In a lenient game play may go on regardless.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// How many times `position` (its board and side to move, compared exactly) has
    /// occurred after a completed turn (the position after the setups counts).
    pub fn repetition_count(&self, position: &Position) -> u32 {
        self.repetitions.count(position)
    }

    /// Whether ending the side to move's current move at `next` (the position after the
    /// move, the opponent to move) is forbidden because that position would then occur
    /// for the third time (official rules: a move may not create the same position, board
    /// and side to move, a third time). For a search that builds moves step by step and
    /// needs the game's verdict on the move it ends at the root.
    ///
    /// ```
    /// use arimaa_rules::{Game, GameOptions, Position};
    /// let mut game = Game::from_position(Position::standard(), GameOptions::default());
    /// for text in ["Ee2n", "ed7s", "Ee3s", "ed6n", "Ee2n", "ed7s", "Ee3s"] {
    ///     game.play_text(text).unwrap();
    /// }
    /// // Silver's ed6n would bring back the opening with gold to move a third time.
    /// let next = game.position().play_text("ed6n").unwrap();
    /// assert!(game.repeats_third_time(&next));
    /// assert!(game.clone().play_text("ed6n").is_err());
    /// let other = game.position().play_text("ed6w").unwrap();
    /// assert!(!game.repeats_third_time(&other));
    /// ```
    pub fn repeats_third_time(&self, next: &Position) -> bool {
        self.repetitions.count(next) >= 2
    }

    /// Whether the unique move `found` would make its position occur for the third time.
    /// The key finds the bucket; only a bucket that holds a position seen twice is
    /// checked exactly, by playing the move.
    fn is_third_repetition(&self, found: &Found) -> bool {
        self.repetitions.bucket_reaches(found.key, 2)
            && self
                .position
                .play(&found.mv)
                .is_ok_and(|next| self.repetitions.count(&next) >= 2)
    }

    /// Plays the setup of the side to set up.
    ///
    /// # Errors
    /// [`SetupError`]: not in the setup phase, a piece of the other side, a square outside
    /// the home ranks or used twice, more of a kind than the full set, or (unless
    /// [`GameOptions::handicap`]) fewer pieces than the full set.
    pub fn play_setup(&mut self, setup: &Setup) -> Result<(), SetupError> {
        let color = self.setup_phase.ok_or(SetupError::NotSetupPhase)?;
        let home = match color {
            Color::Gold => Bitboard::RANK_1 | Bitboard::RANK_2,
            Color::Silver => Bitboard::RANK_7 | Bitboard::RANK_8,
        };
        let mut board = self.position.board().clone();
        let mut counts = [0u32; 6];
        // (Only a free setup can reach a trap square.)
        for p in setup.placements() {
            if p.piece.color != color {
                return Err(SetupError::WrongColor {
                    piece: p.piece,
                    square: p.square,
                });
            }
            if !home.contains(p.square) && !self.options.free_setup {
                return Err(SetupError::OutsideHomeRanks {
                    piece: p.piece,
                    square: p.square,
                });
            }
            if board.piece_at(p.square).is_some() {
                return Err(SetupError::SquareTaken { square: p.square });
            }
            let kind = p.piece.kind;
            counts[kind.index()] += 1;
            if counts[kind.index()] > kind.full_count() {
                return Err(SetupError::TooManyOfKind {
                    kind,
                    count: counts[kind.index()],
                    max: kind.full_count(),
                });
            }
            board.set(p.square, Some(p.piece));
        }
        if !self.options.handicap && !self.options.free_setup {
            for kind in PieceKind::ALL.iter().rev() {
                if counts[kind.index()] < kind.full_count() {
                    return Err(SetupError::Missing {
                        kind: *kind,
                        count: counts[kind.index()],
                        expected: kind.full_count(),
                    });
                }
            }
        }
        if let Some(square) = board.unguarded_on_traps(color).first() {
            let piece = board.piece_at(square).expect("occupied");
            return Err(SetupError::UnguardedTrap { piece, square });
        }
        let before = self.position.clone();
        self.history.push(HistoryEntry {
            number: 1,
            color,
            turn: Turn::Setup(*setup),
            before,
            setup_phase_before: self.setup_phase,
            outcome_before: self.outcome,
        });
        let mut next = Position::new_unchecked(board, color.opponent(), 1);
        match color {
            Color::Gold => self.setup_phase = Some(Color::Silver),
            Color::Silver => {
                next.set_move_number(2);
                self.setup_phase = None;
            }
        }
        self.position = next;
        if self.setup_phase.is_none() {
            self.repetitions.add(&self.position);
            // A handicap game can start with a side without rabbits.
            self.outcome = self.rules_outcome();
        }
        Ok(())
    }

    /// Plays a move (1–4 steps) for the side to move.
    ///
    /// # Errors
    /// [`MoveError::SetupExpected`] during setup, [`MoveError::GameOver`] after the end
    /// (strict games), the step or end-of-move error of [`Position::play`], or
    /// [`MoveError::ThirdRepetition`] (strict games). The game is unchanged on error.
    pub fn play_move(&mut self, mv: &Move) -> Result<NotatedMove, MoveError> {
        self.play_notated(&NotatedMove {
            mv: *mv,
            captures: [None; 4],
        })
    }

    /// Plays a move given with capture tokens (checked against the board when written).
    ///
    /// # Errors
    /// As [`Game::play_move`], plus [`MoveError::CaptureMismatch`].
    pub fn play_notated(&mut self, m: &NotatedMove) -> Result<NotatedMove, MoveError> {
        self.check_can_move()?;
        let mut next = self.position.clone();
        let played = next.play_notated_mut(m)?;
        self.commit(next, played)
    }

    /// Whether the side to move may play a move now: the checks [`Game::play_move`] makes
    /// before it looks at the move (a user interface playing a move step by step asks this
    /// before the first step). The rules: the setup phase comes first (each side's first
    /// turn is its setup), and no turn follows the end of the game, except in lenient
    /// games ([`GameOptions::lenient`]).
    ///
    /// # Errors
    /// [`MoveError::SetupExpected`] during the setup phase, [`MoveError::GameOver`] once
    /// the game has a result (strict games). Nothing is changed.
    ///
    /// ```
    /// use arimaa_rules::{Game, MoveError, Position, GameOptions};
    /// let mut game = Game::new();
    /// assert_eq!(game.check_can_move(), Err(MoveError::SetupExpected));
    /// let mut game = Game::from_position(Position::standard(), GameOptions::default());
    /// assert_eq!(game.check_can_move(), Ok(()));
    /// game.resign().unwrap();
    /// assert_eq!(game.check_can_move(), Err(MoveError::GameOver));
    /// ```
    pub fn check_can_move(&self) -> Result<(), MoveError> {
        if self.setup_phase.is_some() {
            return Err(MoveError::SetupExpected);
        }
        if self.outcome.is_some() && !self.options.lenient {
            return Err(MoveError::GameOver);
        }
        Ok(())
    }

    fn commit(&mut self, next: Position, played: NotatedMove) -> Result<NotatedMove, MoveError> {
        if !self.options.lenient && self.repetitions.count(&next) >= 2 {
            return Err(MoveError::ThirdRepetition);
        }
        let before = core::mem::replace(&mut self.position, next);
        self.history.push(HistoryEntry {
            number: before.move_number(),
            color: before.side_to_move(),
            turn: Turn::Move(played),
            before,
            setup_phase_before: None,
            outcome_before: self.outcome,
        });
        self.repetitions.add(&self.position);
        if !(self.options.lenient && self.outcome.is_some()) {
            self.outcome = self.rules_outcome();
        }
        Ok(played)
    }

    /// The six end-of-move checks of the official rules for the current position.
    fn rules_outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.position.outcome_after_move() {
            return Some(o);
        }
        if self.options.lenient {
            return None;
        }
        // Check 6: the side to move's only moves are third repetitions.
        let mover = self.side_to_move().opponent();
        let seen_twice = self
            .repetitions
            .reaching(2, self.position.side_to_move().opponent());
        if seen_twice == 0 {
            return None;
        }
        // Each plain first step is a whole legal move on its own, and different ones reach
        // different boards: with more of them than positions seen twice, some move is not
        // a third repetition, and the moves need not be generated.
        let plain_steps = self
            .position
            .legal_steps()
            .as_slice()
            .iter()
            .filter(|(_, kind)| *kind == StepKind::Plain)
            .count();
        if plain_steps > seen_twice {
            return None;
        }
        let moves = self.position.unique_moves();
        if moves.iter().all(|f| self.is_third_repetition(f)) {
            return Some(Outcome::immobilized(mover, Immobilization::OnlyRepetitions));
        }
        None
    }

    /// Parses and plays one turn: a setup during the setup phase, otherwise a move (steps
    /// with optional capture tokens, played step by step so an illegal step is reported
    /// with its rule). Returns what was played.
    ///
    /// # Errors
    /// [`PlayError::Setup`] or [`PlayError::Move`] for an illegal turn: during the setup
    /// phase a text with no placement is [`SetupError::Empty`], more than 16 placements
    /// [`SetupError::TooManyPlacements`] and a move [`MoveError::SetupExpected`]; after it
    /// a setup is [`SetupError::NotSetupPhase`]. [`PlayError::Notation`] for text that is
    /// neither a setup nor a move. The game is unchanged on error.
    ///
    /// ```
    /// use arimaa_rules::{Game, Refusal, Rule};
    /// let mut game = Game::new();
    /// assert_eq!(game.play_text("Ee2n").unwrap_err().rule(), Rule::SetupExpected);
    /// assert_eq!(game.play_text("").unwrap_err().rule(), Rule::EmptySetup);
    /// assert_eq!(game.play_text("Ed2q").unwrap_err().rule(), Rule::Notation);
    /// ```
    pub fn play_text(&mut self, text: &str) -> Result<Turn, PlayError> {
        if self.setup_phase.is_some() {
            let setup: Setup = text.parse().map_err(|e| setup_text_error(text, e))?;
            self.play_setup(&setup)?;
            return Ok(Turn::Setup(setup));
        }
        self.check_can_move()?;
        let mut next = self.position.clone();
        let played = play_move_text(&mut next, text).map_err(|e| match e {
            PlayError::Notation(_) if text.parse::<Setup>().is_ok() => {
                PlayError::Setup(SetupError::NotSetupPhase)
            }
            other => other,
        })?;
        Ok(Turn::Move(self.commit(next, played)?))
    }

    /// Takes back the last turn (move or setup), restoring the position, repetition counts
    /// and result before it. Returns the entry removed, or `None` at the start.
    pub fn takeback(&mut self) -> Option<HistoryEntry> {
        let entry = self.history.pop()?;
        if self.setup_phase.is_none() {
            self.repetitions.remove(&self.position);
        }
        self.position = entry.before.clone();
        self.setup_phase = entry.setup_phase_before;
        self.outcome = entry.outcome_before;
        Some(entry)
    }

    /// Records that the side to move resigns: the other side wins by resignation. Returns
    /// the result.
    ///
    /// A resignation is a turn of the side to move (it may come during the setup phase),
    /// so like a move it cannot follow the end of the game: a finished game keeps its
    /// result. Lenient games, where play goes on after the end, accept it.
    ///
    /// # Errors
    /// [`MoveError::GameOver`] when the game already has a result (strict games); the
    /// game is unchanged.
    ///
    /// ```
    /// use arimaa_rules::{Color, Game, MoveError, Termination};
    /// let mut game = Game::new();
    /// let o = game.resign().unwrap(); // gold, to set up, resigns
    /// assert_eq!((o.winner, o.termination), (Some(Color::Silver), Termination::Resignation));
    /// assert_eq!(game.resign(), Err(MoveError::GameOver));
    /// assert_eq!(game.outcome(), Some(o));
    /// ```
    pub fn resign(&mut self) -> Result<Outcome, MoveError> {
        if self.outcome.is_some() && !self.options.lenient {
            return Err(MoveError::GameOver);
        }
        let outcome = Outcome::win(self.side_to_move().opponent(), Termination::Resignation);
        self.outcome = Some(outcome);
        Ok(outcome)
    }

    /// Sets (or clears) the result, e.g. a loss on time taken from a record.
    pub fn set_result(&mut self, outcome: Option<Outcome>) {
        self.outcome = outcome;
    }

    /// The game's metadata, in order: players, ratings, event, site, date, time control,
    /// id and any other header. A game replayed from a record
    /// ([`Game::from_record`], [`GameRecord::replay`](crate::notation::record::GameRecord::replay))
    /// starts with the record's headers; a new game has none. They do not change the
    /// rules; [`Game::to_record`] and [`Game::to_archive_line`] write them back, with the
    /// result headers (`Result`, `Reason`, `ResultCode`, `ReasonCode`, `result`,
    /// `termination`, `PlyCount`, `plycount`) rewritten from the game itself
    /// ([`Game::to_game_record`]). Every name is a header name
    /// ([`is_header_name`](crate::notation::record::is_header_name)): setting any other is
    /// refused, so the record the game writes always reads back.
    ///
    /// ```
    /// use arimaa_rules::Game;
    /// use arimaa_rules::notation::record::Headers;
    /// let mut game = Game::new();
    /// game.headers_mut().set("Event", "Casual game")?;
    /// assert_eq!(game.headers().get("Event"), Some("Casual game"));
    /// assert!(game.to_record(&Headers::new()).starts_with("Event: Casual game\n"));
    /// assert!(game.headers_mut().set("1g", "x").is_err()); // would read back as a turn
    /// # Ok::<(), arimaa_rules::error::NotationError>(())
    /// ```
    pub fn headers(&self) -> &Headers {
        &self.headers
    }

    /// The game's headers, to change (see [`Game::headers`]).
    pub fn headers_mut(&mut self) -> &mut Headers {
        &mut self.headers
    }

    /// Replaces the game's headers; returns the old ones.
    pub fn set_headers(&mut self, headers: Headers) -> Headers {
        core::mem::replace(&mut self.headers, headers)
    }

    /// The legal moves of the side to move, as [`Position::legal_moves`] but without the
    /// moves that would make a position occur for the third time (strict games). Empty
    /// during setup and after the end of a strict game.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.check_can_move().is_err() {
            return Vec::new();
        }
        let lenient = self.options.lenient;
        self.position
            .unique_moves()
            .into_iter()
            .filter(|f| lenient || !self.is_third_repetition(f))
            .map(|f| f.mv)
            .collect()
    }

    /// The pieces each side has lost so far (from the full set minus the board, so handicap
    /// games show the pieces never placed as well).
    pub fn captured(&self, color: Color) -> Vec<Piece> {
        let mut out = Vec::new();
        for kind in PieceKind::ALL.iter().rev() {
            let p = Piece::new(color, *kind);
            for _ in self.position.board().count(p)..kind.full_count() {
                out.push(p);
            }
        }
        out
    }
}
