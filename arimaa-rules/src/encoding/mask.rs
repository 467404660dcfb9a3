//! The legal-action mask and playing an action on a [`Position`].
//!
//! A step is in the mask when it is legal ([`Position::legal_steps`]) **and** the move can
//! still be finished after it: some continuation of at most the remaining steps reaches a
//! position where the move may end. Without that check a few step sequences would be dead
//! ends (four steps that restore the board; a push started on the third step whose only
//! completions restore it; in a game, moves whose every ending is a third repetition). The
//! search stops at the first way to finish, so it usually costs one step per candidate.
//!
//! Most candidates need no search at all: when every end is acceptable (no position has
//! occurred twice in the game), a plain step leaves a position where the move may end
//! unless it restores the board of the start of the move, and only one step can do that
//! ([`Position::restoring_step`]); so the plain steps are set from bitboards
//! ([`Position::plain_step_origins`], [`ActionSet::insert_origins`]) and only that one
//! step, pushes and pulls are looked at one by one.

use super::{ACTIONS, ActionError, ActionSet, END_MOVE, flip_bitboard, orient, step_from_action};
use crate::movegen::StepList;
use crate::position::Pending;
use crate::{Bitboard, Color, Position, Step, StepKind, zobrist};

/// Whether the move can surely be finished after the legal step `step` of `kind` from
/// `p`, when every end is acceptable (no repetition to fear), without playing it.
/// `false` means "play it and search" ([`can_finish`]), never "cannot finish".
///
/// - A push start (always with two steps left, next to an unfrozen stronger friendly
///   piece, which the pushed piece's step cannot freeze or capture) can be completed; the
///   completed push changes the board unless it undoes the move's earlier steps, which
///   takes a pull and the push back (two earlier steps), so it is sure on steps 1 and 2.
/// - The first step of a move always changes the board (its square is empty afterwards).
/// - A later step leaves a board different from the start of the move (whose Zobrist key
///   is `start_key`) when the key after it, `key ^ piece@from ^ piece@to`, differs from
///   `start_key`: if the step captures nothing that key is exact; if it captures, the
///   board has fewer pieces than at the start and differs anyway.
#[inline]
fn surely_endable_after(p: &Position, start_key: u64, step: Step, kind: StepKind) -> bool {
    if kind == StepKind::PushStart {
        return p.steps_taken() < 2;
    }
    if p.steps_taken() == 0 {
        return true;
    }
    let keys = &zobrist::PIECE_SQUARE[step.piece().index()];
    p.board().zobrist_key() ^ keys[step.from().index()] ^ keys[step.to().index()] != start_key
}

/// Whether the move being played in `p` can be finished: it may end now (and `end_ok`
/// accepts the result), or some legal next step leads to a position where it can. With
/// `all_ends_ok` (`end_ok` accepts every position) a next step that surely leaves an
/// endable position ([`surely_endable_after`]) is looked for first, without playing it;
/// only when there is none are the steps played and searched.
pub(crate) fn can_finish(
    p: &mut Position,
    all_ends_ok: bool,
    end_ok: &impl Fn(&Position) -> bool,
) -> bool {
    if p.can_end_move().is_ok() && end_ok(p) {
        return true;
    }
    if p.steps_left() == 0 {
        return false;
    }
    if all_ends_ok {
        let start_key = p.start_key();
        let q: &Position = p;
        if q.visit_steps(|step, kind| surely_endable_after(q, start_key, step, kind)) {
            return true;
        }
    }
    let mut list = StepList::new();
    p.generate_steps(&mut list);
    for &(step, kind) in list.as_slice() {
        p.apply(step, kind);
        let ok = can_finish(p, all_ends_ok, end_ok);
        p.undo_step();
        if ok {
            return true;
        }
    }
    false
}

impl Position {
    /// Writes the legal-action mask (see [`crate::encoding`]) into `out`, in
    /// `perspective`'s view (flipped for [`Color::Silver`]): `true` for each legal step
    /// after which the move can still be finished, and for [`END_MOVE`] when the move may
    /// end now ([`Position::can_end_move`]). History is not known here, so ending a move
    /// with a third repetition is allowed; [`ActionGame`](super::ActionGame) excludes it.
    ///
    /// ```
    /// use arimaa_rules::encoding::{ACTIONS, END_MOVE};
    /// use arimaa_rules::{Color, Position};
    /// let mut mask = [false; ACTIONS];
    /// Position::standard().legal_action_mask(Color::Gold, &mut mask);
    /// // Rank 2 pieces step north into rank 3 (8, but c3/f3 are traps and still legal).
    /// assert_eq!(mask.iter().filter(|&&m| m).count(), 8);
    /// assert!(!mask[END_MOVE]);
    /// ```
    pub fn legal_action_mask(&self, perspective: Color, out: &mut [bool; ACTIONS]) {
        self.legal_actions(perspective).write(out);
    }

    /// The legal actions as a set: the mask of [`Position::legal_action_mask`] in compact
    /// form (five words instead of 257 `bool`s; [`ActionSet::iter`] lists the ids in
    /// increasing order), in `perspective`'s view (flipped for [`Color::Silver`]). As
    /// there, history is not known, so ending a move with a third repetition is allowed.
    ///
    /// ```
    /// use arimaa_rules::encoding::END_MOVE;
    /// use arimaa_rules::{Color, Position, Step};
    /// let pos = Position::standard();
    /// let set = pos.legal_actions(Color::Gold);
    /// // The eight pieces of rank 2 step north (see `legal_action_mask`).
    /// assert_eq!(set.len(), 8);
    /// let ed2n: Step = "Ed2n".parse().unwrap();
    /// assert!(set.contains(ed2n.action()) && !set.contains(END_MOVE));
    /// let after = pos.play_action(ed2n.action()).unwrap();
    /// assert!(after.legal_actions(Color::Gold).contains(END_MOVE));
    /// ```
    pub fn legal_actions(&self, perspective: Color) -> ActionSet {
        self.action_mask_with(perspective, true, &|_| true)
    }

    /// The mask as a set of action ids, with `end_ok` judging each end; `all_ends_ok`
    /// promises that `end_ok` accepts every position (then most steps need no search, see
    /// [`surely_endable_after`]).
    pub(crate) fn action_mask_with(
        &self,
        perspective: Color,
        all_ends_ok: bool,
        end_ok: &impl Fn(&Position) -> bool,
    ) -> ActionSet {
        let mut set = ActionSet::EMPTY;
        // With every end acceptable and no push to complete, the plain steps are set all at
        // once from bitboards: each leaves a board where the move may end, except one that
        // restores the board of the start of the move (searched like the others below).
        let by_bitboards = all_ends_ok && !matches!(self.pending(), Pending::Push { .. });
        if by_bitboards && self.steps_left() > 0 {
            let mut origins = self.plain_step_origins();
            if let Some((piece, from, dir)) = self.restoring_step() {
                let d = dir as usize;
                if origins[d].contains(from) {
                    origins[d] &= !Bitboard::from_square(from);
                    let step = Step::new(piece, from, dir).expect("a legal step stays on board");
                    let mut p = self.clone();
                    p.apply(step, StepKind::Plain);
                    if can_finish(&mut p, true, end_ok) {
                        set.insert(orient(step.action(), perspective));
                    }
                }
            }
            if perspective == Color::Silver {
                // The flip mirrors the ranks and swaps north and south.
                let f = flip_bitboard;
                origins = [f(origins[2]), f(origins[1]), f(origins[0]), f(origins[3])];
            }
            set.insert_origins(&origins);
        }
        self.visit_finishable_steps(!by_bitboards, all_ends_ok, end_ok, |step| {
            set.insert(orient(step.action(), perspective));
            false
        });
        if self.can_end_move().is_ok() && end_ok(self) {
            set.insert(END_MOVE);
        }
        set
    }

    /// Whether some move can be played and finished from here (`end_ok` judging each end).
    /// With `all_ends_ok` (see [`Position::action_mask_with`]) most steps need no search.
    pub(crate) fn any_finishable_step(
        &self,
        all_ends_ok: bool,
        end_ok: &impl Fn(&Position) -> bool,
    ) -> bool {
        self.steps_left() > 0 && self.visit_finishable_steps(true, all_ends_ok, end_ok, |_| true)
    }

    /// Calls `visit` with each legal step (plain steps only when `plain`) after which the
    /// move can still be finished (`end_ok` judging each end; with `all_ends_ok` most
    /// steps need no search, see [`surely_endable_after`]), in generation order, until
    /// `visit` returns `true`; returns whether it did.
    fn visit_finishable_steps(
        &self,
        plain: bool,
        all_ends_ok: bool,
        end_ok: &impl Fn(&Position) -> bool,
        mut visit: impl FnMut(Step) -> bool,
    ) -> bool {
        let start_key = self.start_key();
        let mut scratch: Option<Position> = None;
        self.visit_steps_of(plain, |step, kind| {
            let finishable = (all_ends_ok && surely_endable_after(self, start_key, step, kind))
                || {
                    let p = scratch.get_or_insert_with(|| self.clone());
                    p.apply(step, kind);
                    let ok = can_finish(p, all_ends_ok, end_ok);
                    p.undo_step();
                    ok
                };
            finishable && visit(step)
        })
    }

    /// Plays `action` (absolute ids; see [`crate::encoding`]) and returns the new
    /// position: a step, or [`END_MOVE`] to hand the turn to the other side.
    ///
    /// ```
    /// use arimaa_rules::encoding::END_MOVE;
    /// use arimaa_rules::{Color, Position, Refusal, Step};
    /// let pos = Position::standard();
    /// let step: Step = "Ed2n".parse().unwrap();
    /// let after = pos.play_action(step.action()).unwrap().play_action(END_MOVE).unwrap();
    /// assert_eq!(after.side_to_move(), Color::Silver);
    /// let err = pos.play_action(END_MOVE).unwrap_err();
    /// assert_eq!(err.rule().name(), "empty_move");
    /// ```
    ///
    /// # Errors
    /// [`ActionError`]: out of range, the step's rule (no piece, frozen, …), a dead end (the
    /// mask excludes it), or the end-of-move rule; the position is not changed.
    pub fn play_action(&self, action: usize) -> Result<Position, ActionError> {
        let mut next = self.clone();
        next.play_action_mut(action)?;
        Ok(next)
    }

    /// Like [`Position::play_action`], in place.
    ///
    /// # Errors
    /// As [`Position::play_action`]; on error `self` is unchanged.
    pub fn play_action_mut(&mut self, action: usize) -> Result<(), ActionError> {
        self.play_action_with(action, true, &|_| true)
    }

    /// Plays `action` with `end_ok` judging each end (`all_ends_ok`: it accepts every
    /// position, as in [`Position::action_mask_with`]).
    pub(crate) fn play_action_with(
        &mut self,
        action: usize,
        all_ends_ok: bool,
        end_ok: &impl Fn(&Position) -> bool,
    ) -> Result<(), ActionError> {
        if action == END_MOVE {
            self.can_end_move().map_err(ActionError::End)?;
            if !end_ok(self) {
                return Err(ActionError::End(crate::MoveError::ThirdRepetition));
            }
            self.pass_turn();
            return Ok(());
        }
        let step = step_from_action(self, action)?;
        let kind = self
            .check_step(&step)
            .map_err(|error| ActionError::Step { action, error })?;
        let sure = all_ends_ok && surely_endable_after(self, self.start_key(), step, kind);
        self.apply(step, kind);
        if !sure && !can_finish(self, all_ends_ok, end_ok) {
            self.undo_step();
            return Err(ActionError::DeadEnd { action, step });
        }
        Ok(())
    }
}
