//! A position: the board, the side to move, and the state of a partly played move.
//!
//! The rules of a single step live here ([`Position::check_step`]): frozen pieces, rabbits
//! never stepping back, pushes and pulls, captures on traps after every step. A move is
//! played step by step ([`Position::play_step`], [`Position::undo_step`],
//! [`Position::end_move`]) or whole ([`Position::play`]). The end-of-move checks of the
//! official rules that need no history (goal, elimination, immobilization) are
//! [`Position::outcome_after_move`]; the repetition rules need the game's history and live
//! in [`Game`](crate::Game).
//!
//! Design: a push leaves the position in a "push pending" state that only the completing
//! step can leave; a plain step by a friendly piece leaves a "may pull" state naming the
//! square it left and its strength. This is exactly the state AEI `pyrimaa` keeps
//! (`inpush`, `last_piece`, `last_from`), so step legality agrees with it step for step.

use core::fmt;

use crate::error::{BoardError, MoveError, StepError};
use crate::outcome::{Immobilization, Outcome, Termination};
use crate::relaxed::{self, PositionOptions, Unsettled};
use crate::{
    Bitboard, Board, Capture, Color, Direction, Move, NotatedMove, Piece, PieceKind, PlayedStep,
    Square, Step, StepKind, zobrist,
};

/// What the next step of the current move must or may do, besides ordinary steps.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub(crate) enum Pending {
    /// Nothing special.
    None,
    /// An enemy `pushed` piece left `vacated`; a stronger friendly piece must step in.
    Push { vacated: Square, pushed: Piece },
    /// A friendly `puller` just stepped away from `vacated`; a weaker enemy neighbour of
    /// `vacated` may be pulled into it.
    Pull { vacated: Square, puller: Piece },
}

impl Pending {
    #[inline]
    pub(crate) fn key(self) -> u64 {
        match self {
            Pending::None => 0,
            Pending::Push { vacated, pushed } => 0x9e37_79b9_7f4a_7c15u64
                .wrapping_mul(1 + vacated.index() as u64 * 16 + pushed.index() as u64),
            Pending::Pull { vacated, puller } => 0xc2b2_ae3d_27d4_eb4fu64
                .wrapping_mul(1 + vacated.index() as u64 * 16 + puller.index() as u64),
        }
    }
}

pub(crate) const NEIGHBORS: [Bitboard; 64] = {
    let mut t = [Bitboard::EMPTY; 64];
    let mut i = 0;
    while i < 64 {
        t[i] = Bitboard(1u64 << i).neighbors();
        i += 1;
    }
    t
};

#[derive(Clone, Copy)]
struct Undo {
    played: PlayedStep,
    before: Pending,
}

/// A position of the game between the end of setup and the end of the game: the board,
/// the side to move, the move number, and the state of the move being played (steps taken
/// so far, a pending push, a possible pull).
///
/// Build one with [`Position::standard`], [`Position::new`] (checks the board can occur in
/// a game), or the notation parsers [`Position::from_short`] / [`Position::from_diagram`]
/// (also `text.parse()`). Boards that cannot occur in a game (composed problems) need an
/// explicit opt-in: [`PositionOptions`] (see [`crate::relaxed`]).
///
/// ```
/// use arimaa_rules::{Color, Position};
/// let pos = Position::standard();
/// assert_eq!(pos.side_to_move(), Color::Gold);
/// assert_eq!(pos.count_moves(), 3353); // AEI's published count for this opening
/// let after = pos.play_text("Ee2n Ee3n").unwrap();
/// assert_eq!(after.side_to_move(), Color::Silver);
/// ```
#[derive(Clone)]
pub struct Position {
    board: Board,
    side: Color,
    move_number: u32,
    start: [Bitboard; 12],
    /// The Zobrist key of `start` (kept with it: the board's key when `start` is taken).
    start_key: u64,
    undo: [Option<Undo>; 4],
    len: u8,
    pending: Pending,
    /// Pieces resting unguarded on traps (relaxed positions only, see [`crate::relaxed`]).
    pub(crate) unsettled: Unsettled,
}

impl Position {
    /// A position with `side` to move at the start of a move, numbered `2` (the first move
    /// after the setups).
    ///
    /// # Errors
    /// [`BoardError::TooManyOfKind`] when a side has more of a kind than the full set
    /// (1 E, 1 M, 2 H, 2 D, 2 C, 8 R); [`BoardError::UnguardedTrap`] when a piece stands on
    /// a trap with no friendly neighbour (it would have been captured).
    pub fn new(board: Board, side: Color) -> Result<Position, BoardError> {
        Position::with_options(board, side, PositionOptions::STRICT)
    }

    pub(crate) fn new_unchecked(board: Board, side: Color, move_number: u32) -> Position {
        Position {
            unsettled: Unsettled::of(&board),
            start: *board.raw_pieces(),
            start_key: board.zobrist_key(),
            board,
            side,
            move_number,
            undo: [None; 4],
            len: 0,
            pending: Pending::None,
        }
    }

    /// The usual opening (AEI `BASIC_SETUP`): gold `DHCMECHD` on rank 2 and rabbits on rank 1,
    /// silver `dhcemchd` on rank 7 and rabbits on rank 8; gold to move, move 2.
    pub fn standard() -> Position {
        let mut board = Board::empty();
        for color in Color::ALL {
            for p in crate::Setup::standard(color).placements() {
                board.set(p.square, Some(p.piece));
            }
        }
        Position::new_unchecked(board, Color::Gold, 2)
    }

    /// The board as it stands now (after the steps taken so far in this move).
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side whose move it is.
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The largest move number the position parsers accept (the short form `12g [...]`,
    /// the diagram's move line, a [`TurnLabel`](crate::TurnLabel)): one million, far above
    /// the length of any real game, and far enough below `u32::MAX` that more than eight
    /// billion moves can be played from it. A larger number is refused with a
    /// [`NotationError`](crate::NotationError) at its column.
    pub const MAX_MOVE_NUMBER: u32 = 1_000_000;

    /// The move number: 1 is the setups, 2 the first move of each side, and so on; it goes
    /// up after each silver move and stops at `u32::MAX` (it never wraps; it is a label
    /// and does not affect the rules).
    #[inline]
    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    /// Sets the move number (shown in diagrams and move labels); it does not affect the
    /// rules. Any `u32` is kept as given (the parsers refuse numbers above
    /// [`Position::MAX_MOVE_NUMBER`]; play never wraps the number, see
    /// [`Position::move_number`]).
    pub fn set_move_number(&mut self, number: u32) {
        self.move_number = number;
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.piece_at(sq)
    }

    /// Whether the piece on `sq` is frozen (`false` for an empty square).
    pub fn is_frozen(&self, sq: Square) -> bool {
        self.board.is_frozen(sq)
    }

    /// How many steps of the current move have been played (0–4).
    #[inline]
    pub fn steps_taken(&self) -> usize {
        self.len as usize
    }

    /// How many steps the side to move may still take in this move (4–0).
    #[inline]
    pub fn steps_left(&self) -> usize {
        4 - self.len as usize
    }

    /// Whether no step of the current move has been played yet.
    #[inline]
    pub fn at_move_start(&self) -> bool {
        self.len == 0
    }

    /// The steps played so far in the current move, in order.
    pub fn played_steps(&self) -> impl Iterator<Item = PlayedStep> + '_ {
        self.undo[..self.len as usize]
            .iter()
            .flatten()
            .map(|u| u.played)
    }

    /// The steps played so far in this move with their capture tokens.
    pub fn current_move(&self) -> NotatedMove {
        let mut out = NotatedMove::default();
        for (i, p) in self.played_steps().enumerate() {
            let _ = out.mv.push(p.step);
            out.captures[i] = p.capture;
        }
        out
    }

    /// The pending push, if the last step pushed an enemy piece: the pushed piece and the
    /// square it left (which a stronger friendly piece must enter next).
    pub fn pending_push(&self) -> Option<(Piece, Square)> {
        match self.pending {
            Pending::Push { vacated, pushed } => Some((pushed, vacated)),
            _ => None,
        }
    }

    /// The Zobrist key of the board and the side to move: equal positions (for the
    /// repetition rule) have equal keys. Steps taken in the current move are not included.
    #[inline]
    pub fn zobrist_key(&self) -> u64 {
        self.board.zobrist_key() ^ side_key(self.side)
    }

    /// A key of everything that decides how the current move may go on, for a search's
    /// transposition table: the board, the side to move, the steps taken, a pending push
    /// or a possible pull (the last step's origin and piece), and, once a step has been
    /// taken, the board at the start of the move (the move may not end on it: official
    /// rules, "a move must change the board"). At the start of a move it is
    /// [`Position::zobrist_key`], so that different move orders that reach one position
    /// share one key.
    ///
    /// Two positions with equal keys have the same legal continuations (up to a 64-bit
    /// hash collision, which a search checks by validating a stored step with
    /// [`Position::check_step`]).
    ///
    /// ```
    /// use arimaa_rules::Position;
    /// let start = Position::standard();
    /// assert_eq!(start.state_key(), start.zobrist_key());
    /// // Mid-move the state is part of the key; taken back, the key is the same again.
    /// let mut x = start.clone();
    /// x.play_step(&"Ee2n".parse().unwrap()).unwrap();
    /// assert_ne!(x.state_key(), x.zobrist_key());
    /// x.undo_step();
    /// assert_eq!(x.state_key(), start.state_key());
    /// // Two orders of the same steps: one position at the start of silver's move.
    /// let a = start.play_text("Ee2n Md2n").unwrap();
    /// let b = start.play_text("Md2n Ee2n").unwrap();
    /// assert_eq!(a.state_key(), b.state_key());
    /// ```
    #[inline]
    pub fn state_key(&self) -> u64 {
        if self.len == 0 {
            return self.zobrist_key();
        }
        self.zobrist_key()
            ^ self.pending.key()
            ^ (self.start_key.rotate_left(29) ^ 0x5851_f42d_4c95_7f2d)
                .wrapping_mul(u64::from(self.len) * 2 + 1)
    }

    /// Checks whether `step` is legal now, and if so what kind of step it is.
    ///
    /// The checks, in this order (as AEI `check_step`): the move has four steps already; no
    /// piece on the origin; the step names another piece; the destination is occupied. For
    /// a friendly piece: frozen; rabbit stepping back; with a push pending, it must enter
    /// the vacated square and be stronger than the pushed piece. For an enemy piece: no
    /// push may be pending; a weaker enemy neighbour may be pulled into the square a
    /// friendly piece just left; otherwise it is a push, which needs a stronger unfrozen
    /// friendly neighbour and at least two steps left.
    ///
    /// # Errors
    /// The [`StepError`] of the first check that fails.
    pub fn check_step(&self, step: &Step) -> Result<StepKind, StepError> {
        if self.len >= 4 {
            return Err(StepError::TooManySteps);
        }
        let (from, to) = (step.from(), step.to());
        let piece = self
            .board
            .piece_at(from)
            .ok_or(StepError::NoPiece { square: from })?;
        if piece != step.piece() {
            return Err(StepError::WrongPiece {
                square: from,
                named: step.piece(),
                found: piece,
            });
        }
        if let Some(by) = self.board.piece_at(to) {
            return Err(StepError::Occupied { square: to, by });
        }
        if piece.color == self.side {
            if self.board.is_frozen_piece(from, piece) {
                let enemy =
                    NEIGHBORS[from.index()] & self.board.stronger_enemies(piece.color, piece.kind);
                let by_square = enemy
                    .first()
                    .expect("frozen means a stronger enemy neighbour");
                let by = self.board.piece_at(by_square).expect("occupied");
                return Err(StepError::Frozen {
                    piece,
                    square: from,
                    by,
                    by_square,
                });
            }
            if piece.kind == PieceKind::Rabbit
                && step.direction() == Direction::backward_for(piece.color)
            {
                return Err(StepError::RabbitBackward {
                    piece,
                    square: from,
                });
            }
            match self.pending {
                Pending::Push { vacated, pushed } => {
                    if to != vacated {
                        Err(StepError::PushIncomplete { pushed, vacated })
                    } else if piece.kind <= pushed.kind {
                        Err(StepError::PushTooWeak {
                            piece,
                            square: from,
                            pushed,
                        })
                    } else {
                        Ok(StepKind::PushFinish)
                    }
                }
                _ => Ok(StepKind::Plain),
            }
        } else {
            match self.pending {
                Pending::Push { vacated, pushed } => {
                    Err(StepError::PushIncomplete { pushed, vacated })
                }
                Pending::Pull { vacated, puller } if to == vacated && piece.kind < puller.kind => {
                    Ok(StepKind::Pull)
                }
                _ => {
                    if self.len == 3 {
                        return Err(StepError::PushOnLastStep {
                            piece,
                            square: from,
                        });
                    }
                    if (self.pushers() & self.stronger_own(piece.kind) & NEIGHBORS[from.index()])
                        .any()
                    {
                        Ok(StepKind::PushStart)
                    } else {
                        Err(StepError::NoPushOrPull {
                            piece,
                            square: from,
                        })
                    }
                }
            }
        }
    }

    /// The side to move's pieces that are not frozen.
    #[inline]
    fn pushers(&self) -> Bitboard {
        self.board.color(self.side) & !self.board.frozen(self.side)
    }

    /// The side to move's pieces stronger than `kind`.
    #[inline]
    fn stronger_own(&self, kind: PieceKind) -> Bitboard {
        self.board.stronger_enemies(self.side.opponent(), kind)
    }

    /// Plays `step` if it is legal, removing any piece left unguarded on a trap.
    ///
    /// # Errors
    /// The [`StepError`] of [`Position::check_step`]; the position is then unchanged.
    pub fn play_step(&mut self, step: &Step) -> Result<PlayedStep, StepError> {
        let kind = self.check_step(step)?;
        Ok(self.apply(*step, kind))
    }

    /// Applies a step already known to be legal and of `kind`.
    #[inline]
    pub(crate) fn apply(&mut self, step: Step, kind: StepKind) -> PlayedStep {
        let (from, to, piece) = (step.from(), step.to(), step.piece());
        self.board.shift(from, to, piece);
        // Only a trap next to the square the piece left can lose its guard (or receive it).
        let near_trap = Bitboard::TRAPS & NEIGHBORS[from.index()];
        let capture = if near_trap.any() {
            let own = self.board.color(piece.color);
            (near_trap & own & !own.neighbors()).first().map(|sq| {
                let p = self.board.piece_at(sq).expect("occupied trap");
                self.board.remove(sq, p);
                Capture {
                    piece: p,
                    square: sq,
                }
            })
        } else {
            None
        };
        if matches!(self.unsettled, Unsettled::Pending) {
            self.settle();
        }
        let before = self.pending;
        self.pending = match kind {
            StepKind::Plain => Pending::Pull {
                vacated: from,
                puller: piece,
            },
            StepKind::PushStart => Pending::Push {
                vacated: from,
                pushed: piece,
            },
            StepKind::PushFinish | StepKind::Pull => Pending::None,
        };
        let played = PlayedStep {
            step,
            kind,
            capture,
        };
        self.undo[self.len as usize] = Some(Undo { played, before });
        self.len += 1;
        played
    }

    /// The first step of a move from an relaxed position with pieces resting unguarded
    /// on traps: captures are checked on all four traps (see [`crate::relaxed`]).
    #[cold]
    fn settle(&mut self) {
        self.unsettled = Unsettled::Settled(relaxed::capture_unguarded(&mut self.board));
    }

    /// Takes back the last step of the current move (restoring any piece it captured).
    /// Returns it, or `None` when no step has been played in this move.
    pub fn undo_step(&mut self) -> Option<PlayedStep> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let u = self.undo[self.len as usize].take()?;
        if let Unsettled::Settled(captures) = &self.unsettled {
            // Only the first step of a move settles (see `settle`).
            if self.len == 0 {
                relaxed::restore(&mut self.board, captures);
                self.unsettled = Unsettled::Pending;
            }
        }
        let s = u.played.step;
        if let Some(c) = u.played.capture {
            self.board.put(c.square, c.piece);
        }
        self.board.shift(s.to(), s.from(), s.piece());
        self.pending = u.before;
        Some(u.played)
    }

    /// The one plain step (as its piece, origin and direction) that could make the board
    /// equal to the board at the start of the move: when the board differs from it only by
    /// one piece standing one square away from where it started, that piece stepping back.
    /// `None` when no single step can restore the start board (every other step leaves a
    /// board that differs from it, so the move may end after it).
    #[cfg(feature = "encoding")] // used by the encoding's legal-action mask
    pub(crate) fn restoring_step(&self) -> Option<(Piece, Square, Direction)> {
        let now = self.board.raw_pieces();
        let mut found = None;
        for (p, (&was, &is)) in self.start.iter().zip(now).enumerate() {
            if was == is {
                continue;
            }
            let (from, to) = ((is & !was).first()?, (was & !is).first()?);
            if found.is_some() || (was ^ is).count() != 2 {
                return None;
            }
            found = Some((Piece::from_index(p)?, from, from.direction_to(to)?));
        }
        found
    }

    /// The Zobrist key of the board at the start of the current move.
    #[cfg(feature = "encoding")] // used by the encoding's legal-action mask
    pub(crate) fn start_key(&self) -> u64 {
        self.start_key
    }

    /// Whether the move can end now.
    ///
    /// # Errors
    /// [`MoveError::Empty`] before the first step; [`MoveError::PushIncomplete`] while a
    /// push is pending; [`MoveError::NoChange`] when the board equals the board at the start
    /// of the move.
    pub fn can_end_move(&self) -> Result<(), MoveError> {
        if self.len == 0 {
            return Err(MoveError::Empty);
        }
        if let Pending::Push { vacated, pushed } = self.pending {
            return Err(MoveError::PushIncomplete { pushed, vacated });
        }
        if self.board.raw_pieces() == &self.start {
            return Err(MoveError::NoChange);
        }
        Ok(())
    }

    /// Ends the current move: the other side is to move, with four fresh steps. Returns the
    /// move played, with its capture tokens.
    ///
    /// # Errors
    /// As [`Position::can_end_move`]; the position is then unchanged.
    pub fn end_move(&mut self) -> Result<NotatedMove, MoveError> {
        self.can_end_move()?;
        let played = self.current_move();
        self.pass_turn();
        Ok(played)
    }

    /// Hands the turn to the other side without any check.
    #[inline]
    pub(crate) fn pass_turn(&mut self) {
        self.side = self.side.opponent();
        if self.side == Color::Gold {
            // Saturating: a number set near u32::MAX stops there rather than wrapping to 0
            // (or panicking in a debug build).
            self.move_number = self.move_number.saturating_add(1);
        }
        self.start = *self.board.raw_pieces();
        self.start_key = self.board.zobrist_key();
        self.undo = [None; 4];
        self.len = 0;
        self.pending = Pending::None;
        self.unsettled = Unsettled::No;
    }

    /// Plays a whole move (continuing the current move if steps were already taken) and
    /// returns the new position, with the other side to move.
    ///
    /// # Errors
    /// [`MoveError::Step`] naming the first illegal step and its rule, or an end-of-move
    /// error of [`Position::can_end_move`].
    pub fn play(&self, mv: &Move) -> Result<Position, MoveError> {
        let mut next = self.clone();
        next.play_mut(mv)?;
        Ok(next)
    }

    /// Like [`Position::play`] but in place; returns the move with its capture tokens.
    ///
    /// # Errors
    /// As [`Position::play`]; on error `self` is unchanged.
    pub fn play_mut(&mut self, mv: &Move) -> Result<NotatedMove, MoveError> {
        self.play_notated_mut(&NotatedMove {
            mv: *mv,
            captures: [None; 4],
        })
    }

    /// Plays a move given with capture tokens: each written token must be the capture its
    /// step really caused (tokens may be omitted).
    ///
    /// # Errors
    /// As [`Position::play`], plus [`MoveError::CaptureMismatch`]; on error `self` is
    /// unchanged.
    pub fn play_notated_mut(&mut self, m: &NotatedMove) -> Result<NotatedMove, MoveError> {
        let saved = self.len;
        let result = self.play_notated_inner(m);
        if result.is_err() {
            while self.len > saved {
                self.undo_step();
            }
        }
        result
    }

    /// Plays the steps of `m` into the move in progress without ending it, all or none:
    /// each step as [`Position::play_step`] checks it, each written capture token against
    /// the capture its step caused (tokens may be omitted). For entering part of a move
    /// as text (`"Ed2n"`, `"Md2n Cc2n Md3n Cc3x"`).
    ///
    /// # Errors
    /// [`MoveError::Step`] (its index counted from the move's first step) or
    /// [`MoveError::CaptureMismatch`]; `self` is then unchanged.
    pub fn play_steps_notated(&mut self, m: &NotatedMove) -> Result<(), MoveError> {
        let saved = self.len;
        let result = self.play_notated_steps(m);
        if result.is_err() {
            while self.len > saved {
                self.undo_step();
            }
        }
        result
    }

    /// The pulls of the piece on `square` that the side to move can make now, as played
    /// (kinds and captures): each a legal step of a friendly piece next to `square`
    /// (stronger than it, to an empty square) and the step of the piece on `square` into
    /// the square just left, a [`StepKind::Pull`]. Empty when `square` holds no enemy
    /// piece or fewer than two steps are left.
    pub fn pulls_of(&self, square: Square) -> alloc::vec::Vec<(PlayedStep, PlayedStep)> {
        let mut out = alloc::vec::Vec::new();
        let Some(piece) = self.piece_at(square) else {
            return out;
        };
        if piece.color == self.side {
            return out;
        }
        for (first, kind) in self.legal_steps().as_slice() {
            let Some(back) = square.direction_to(first.from()) else {
                continue;
            };
            if *kind != StepKind::Plain {
                continue;
            }
            let Some(second) = Step::new(piece, square, back) else {
                continue;
            };
            let mut next = self.clone();
            let Ok(away) = next.play_step(first) else {
                continue;
            };
            if let Ok(pull) = next.play_step(&second) {
                if pull.kind == StepKind::Pull {
                    out.push((away, pull));
                }
            }
        }
        out
    }

    fn play_notated_inner(&mut self, m: &NotatedMove) -> Result<NotatedMove, MoveError> {
        self.play_notated_steps(m)?;
        self.end_move()
    }

    /// Plays the steps of `m` (checking each written capture token) without ending the
    /// move; on error the steps already played stay played (callers undo them).
    pub(crate) fn play_notated_steps(&mut self, m: &NotatedMove) -> Result<(), MoveError> {
        let first = self.len as usize;
        for (index, step) in m.mv.steps().enumerate() {
            let played = self.play_step(&step).map_err(|error| MoveError::Step {
                index: first + index,
                step,
                error,
            })?;
            if let Some(claimed) = m.captures[index] {
                if played.capture != Some(claimed) {
                    return Err(MoveError::CaptureMismatch {
                        index: first + index,
                        claimed,
                        actual: played.capture,
                    });
                }
            }
        }
        Ok(())
    }

    /// Parses a move in notation (steps with optional capture tokens, e.g. `Ed2n Ed3n`) and
    /// plays it step by step, returning the new position. Each written capture token must
    /// be the capture its step caused; an illegal step (even a fifth one) is reported with
    /// its index and rule.
    ///
    /// # Errors
    /// [`PlayError::Notation`](crate::PlayError::Notation) for text that is not a move, or
    /// [`PlayError::Move`](crate::PlayError::Move) for an illegal move.
    pub fn play_text(&self, text: &str) -> Result<Position, crate::PlayError> {
        let mut next = self.clone();
        crate::notation::play_move_text(&mut next, text)?;
        Ok(next)
    }

    pub(crate) fn pending(&self) -> Pending {
        self.pending
    }

    pub(crate) fn start_pieces(&self) -> &[Bitboard; 12] {
        &self.start
    }

    /// Whether a rabbit of `color` stands on that colour's goal rank.
    pub fn rabbit_on_goal(&self, color: Color) -> bool {
        (self.board.pieces(Piece::new(color, PieceKind::Rabbit))
            & Bitboard::rank(color.goal_rank()))
        .any()
    }

    /// Whether `color` has at least one rabbit.
    pub fn has_rabbits(&self, color: Color) -> bool {
        self.board
            .pieces(Piece::new(color, PieceKind::Rabbit))
            .any()
    }

    /// The result of the game if the move that led here ended it, by the first five
    /// end-of-move checks of the official rules, in their order (player A just moved,
    /// B = the side to move): A's rabbit on goal (A wins), B's rabbit on goal (B wins),
    /// B has no rabbits (A wins), A has no rabbits (B wins), B has no legal move (A wins,
    /// immobilization). The sixth check (B's only moves are third repetitions) needs
    /// history: see [`Game::outcome`](crate::Game::outcome). `None` while the game goes on.
    ///
    /// Meant for a position at the start of a move; steps already taken are ignored.
    ///
    /// ```
    /// use arimaa_rules::{Color, Position, Termination};
    /// // A gold rabbit on c7 with nothing in its way; a silver rabbit on c8... not in the way.
    /// let ranks = ["       r", "  R     ", "        ", "        ", "        ", "        ", "        ", "R       "];
    /// let pos = Position::from_short(&format!("g [{}]", ranks.concat())).unwrap();
    /// let after = pos.play_text("Rc7n").unwrap();
    /// let outcome = after.outcome_after_move().unwrap();
    /// assert_eq!((outcome.winner, outcome.termination), (Some(Color::Gold), Termination::Goal));
    /// ```
    pub fn outcome_after_move(&self) -> Option<Outcome> {
        let b = self.side;
        let a = b.opponent();
        let win = |winner, termination| Some(Outcome::win(winner, termination));
        if self.rabbit_on_goal(a) {
            return win(a, Termination::Goal);
        }
        if self.rabbit_on_goal(b) {
            return win(b, Termination::Goal);
        }
        if !self.has_rabbits(b) {
            return win(a, Termination::Elimination);
        }
        if !self.has_rabbits(a) {
            return win(b, Termination::Elimination);
        }
        if self.is_immobilized() {
            return Some(Outcome::immobilized(a, Immobilization::NoLegalMove));
        }
        None
    }
}

#[inline]
pub(crate) fn side_key(side: Color) -> u64 {
    match side {
        Color::Gold => 0,
        Color::Silver => zobrist::SILVER_TO_MOVE,
    }
}

impl PartialEq for Position {
    /// Positions are equal when board, side to move and the state of the current move
    /// (steps taken, pending push or pull, board at the start of the move) are equal. The
    /// move number is not compared.
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board
            && self.side == other.side
            && self.len == other.len
            && self.pending == other.pending
            && self.start == other.start
    }
}

impl Eq for Position {}

impl core::hash::Hash for Position {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.zobrist_key().hash(state);
        self.len.hash(state);
        self.pending.hash(state);
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({:?}", self.to_short())?;
        if self.len > 0 {
            write!(
                f,
                ", steps: {:?}",
                alloc::format!("{}", self.current_move())
            )?;
        }
        f.write_str(")")
    }
}

impl fmt::Display for Position {
    /// Writes the AEI long diagram (see [`Position::to_diagram`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_diagram())
    }
}
