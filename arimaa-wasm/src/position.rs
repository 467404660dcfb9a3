//! `RawPosition`: the core's [`Position`] for the JavaScript layer's `Position` class.
//! Mutable (as chess.js): steps, moves and actions change it in place; `clone` copies.

use arimaa_rules::Refusal;
use arimaa_rules::encoding::{self, ACTIONS, planes};
use arimaa_rules::error::SetupError;
use arimaa_rules::{Board, Piece, Position, PositionOptions, Step};
use wasm_bindgen::prelude::*;

use crate::convert::{self, RawMoves, RawOutcome, RawStep, RawSteps};
use crate::error::RawError;

/// A position: board, side to move, move number and the steps taken in the current move.
#[wasm_bindgen]
#[derive(Clone)]
pub struct RawPosition {
    pub(crate) pos: Position,
}

fn options(strict: bool) -> PositionOptions {
    if strict {
        PositionOptions::STRICT
    } else {
        PositionOptions::RELAXED
    }
}

#[wasm_bindgen]
impl RawPosition {
    /// The usual opening (AEI `BASIC_SETUP`), gold to move, move 2.
    pub fn standard() -> RawPosition {
        RawPosition {
            pos: Position::standard(),
        }
    }

    /// The AEI short form (`g [<64 characters>]`); `strict` = every board check.
    #[wasm_bindgen(js_name = fromShort)]
    pub fn from_short(text: &str, strict: bool) -> Result<RawPosition, RawError> {
        Position::from_short_with(text, options(strict))
            .map(|pos| RawPosition { pos })
            .map_err(|e| RawError::from(&e))
    }

    /// A position from its pieces (`squares[i]` holds `letters[i]`, as `pieces()` lists
    /// them), silver to move if `silver` else gold, move 2; `strict` = every board check.
    /// A square given twice, a bad square name or piece letter is an error.
    #[wasm_bindgen(js_name = fromPieces)]
    pub fn from_pieces(
        squares: Vec<String>,
        letters: Vec<String>,
        silver: bool,
        strict: bool,
    ) -> Result<RawPosition, RawError> {
        if squares.len() != letters.len() {
            return Err(RawError::argument("as many piece letters as squares"));
        }
        let twice = |sq| {
            let e = SetupError::SquareTaken { square: sq };
            RawError::invalid_position(e.rule(), e.to_string())
        };
        let mut board = Board::empty();
        for (name, letter) in squares.iter().zip(&letters) {
            let sq = convert::square(name)?;
            let piece: Piece = letter.parse().map_err(|e| RawError::from(&e))?;
            if board.piece_at(sq).is_some() {
                return Err(twice(sq));
            }
            board.set(sq, Some(piece));
        }
        Position::with_options(board, convert::perspective(silver), options(strict))
            .map(|pos| RawPosition { pos })
            .map_err(|e| RawError::from(&e))
    }

    /// The AEI long diagram.
    #[wasm_bindgen(js_name = fromDiagram)]
    pub fn from_diagram(text: &str, strict: bool) -> Result<RawPosition, RawError> {
        Position::from_diagram_with(text, options(strict))
            .map(|pos| RawPosition { pos })
            .map_err(|e| RawError::from(&e))
    }

    /// A copy.
    #[wasm_bindgen(js_name = clone)]
    pub fn copy(&self) -> RawPosition {
        self.clone()
    }

    /// Same board, side to move and current-move state (the core's `==`).
    pub fn equals(&self, other: &RawPosition) -> bool {
        self.pos == other.pos
    }

    /// The AEI short form.
    #[wasm_bindgen(js_name = toShort)]
    pub fn to_short(&self) -> String {
        self.pos.to_short()
    }

    /// The AEI long diagram.
    #[wasm_bindgen(js_name = toDiagram)]
    pub fn to_diagram(&self) -> String {
        self.pos.to_diagram()
    }

    /// `"gold"` or `"silver"`.
    #[wasm_bindgen(js_name = sideToMove)]
    pub fn side_to_move(&self) -> String {
        self.pos.side_to_move().name().to_string()
    }

    /// The move number (2 for the first move after the setups).
    #[wasm_bindgen(js_name = moveNumber)]
    pub fn move_number(&self) -> u32 {
        self.pos.move_number()
    }

    /// Steps taken in the current move.
    #[wasm_bindgen(js_name = stepsTaken)]
    pub fn steps_taken(&self) -> u32 {
        self.pos.steps_taken() as u32
    }

    /// The steps taken in the current move, as text.
    #[wasm_bindgen(js_name = currentMove)]
    pub fn current_move(&self) -> String {
        self.pos.current_move().to_string()
    }

    /// The piece letter on `square`, or `undefined`.
    #[wasm_bindgen(js_name = pieceAt)]
    pub fn piece_at(&self, square: &str) -> Result<Option<String>, RawError> {
        let sq = convert::square(square)?;
        Ok(self.pos.piece_at(sq).map(|p| p.char().to_string()))
    }

    /// Every piece, a1 first.
    pub fn pieces(&self) -> RawPieces {
        let mut out = RawPieces::default();
        for (sq, p) in self.pos.board().iter() {
            out.squares.push(sq.index() as u8);
            out.letters.push(p.char() as u8);
            out.silver
                .push(u8::from(p.color == arimaa_rules::Color::Silver));
        }
        out
    }

    /// The pulls of the piece on `square` the side to move can make now (the core's
    /// `Position::pulls_of`): two steps each, the step away then the pull.
    #[wasm_bindgen(js_name = pullsOf)]
    pub fn pulls_of(&self, square: &str) -> Result<RawSteps, RawError> {
        let sq = convert::square(square)?;
        let mut out = RawSteps::default();
        for (away, pull) in self.pos.pulls_of(sq) {
            out.push(&away);
            out.push(&pull);
        }
        Ok(out)
    }

    /// The pieces of one side as setup text in the order records write it (the core's
    /// `Setup::from_board`); `undefined` when that side has no piece or more than 16.
    #[wasm_bindgen(js_name = setupText)]
    pub fn setup_text(&self, silver: bool) -> Option<String> {
        arimaa_rules::Setup::from_board(self.pos.board(), convert::perspective(silver))
            .map(|s| s.to_string())
    }

    /// The step of the piece on `from` to the next square `to` in notation (`"Ed2n"`),
    /// legal or not (the core's `Square::direction_to` and `Step`); `undefined` when
    /// `from` is empty or `to` is not next to it. The board asks the rules with it.
    #[wasm_bindgen(js_name = stepText)]
    pub fn step_text(&self, from: &str, to: &str) -> Result<Option<String>, RawError> {
        let (f, t) = (convert::square(from)?, convert::square(to)?);
        Ok(self
            .pos
            .piece_at(f)
            .zip(f.direction_to(t))
            .and_then(|(piece, d)| Step::new(piece, f, d))
            .map(|s| s.to_string()))
    }

    /// Whether the piece on `square` is frozen (`false` for an empty square).
    #[wasm_bindgen(js_name = isFrozen)]
    pub fn is_frozen(&self, square: &str) -> Result<bool, RawError> {
        Ok(self.pos.is_frozen(convert::square(square)?))
    }

    /// The legal next steps (of the piece on `from` only, if given), with the kind and
    /// the capture each would cause.
    #[wasm_bindgen(js_name = legalSteps)]
    pub fn legal_steps(&self, from: Option<String>) -> Result<RawSteps, RawError> {
        let from = from.as_deref().map(convert::square).transpose()?;
        let list = self.pos.legal_steps();
        let mut out = RawSteps::with_capacity(list.len());
        for step in list.steps() {
            if from.is_some_and(|f| f != step.from()) {
                continue;
            }
            let mut next = self.pos.clone();
            // Every listed step is legal, so this plays; a refusal would only drop it.
            if let Ok(played) = next.play_step(&step) {
                out.push(&played);
            }
        }
        Ok(out)
    }

    /// Plays one step of the current move (text such as `"Ed2n"`); returns it. Refused
    /// steps leave the position unchanged.
    #[wasm_bindgen(js_name = playStep)]
    pub fn play_step(&mut self, step: &str) -> Result<RawStep, RawError> {
        let s = convert::step(step)?;
        let index = self.pos.steps_taken();
        let played = self
            .pos
            .play_step(&s)
            .map_err(|e| RawError::from(&e).at_step(index))?;
        Ok(RawStep::from(&played))
    }

    /// Takes back the last step of the current move; returns it (`undefined` at the move
    /// start).
    #[wasm_bindgen(js_name = undoStep)]
    pub fn undo_step(&mut self) -> Option<RawStep> {
        self.pos.undo_step().map(|p| RawStep::from(&p))
    }

    /// The pending push: the pushed piece and the square it left, `undefined` when none.
    #[wasm_bindgen(js_name = pendingPush)]
    pub fn pending_push(&self) -> Option<RawPlacement> {
        self.pos.pending_push().map(|(p, sq)| RawPlacement {
            piece: p.char().to_string(),
            square: sq.to_string(),
        })
    }

    /// Whether the current move may end now.
    #[wasm_bindgen(js_name = canEndMove)]
    pub fn can_end_move(&self) -> bool {
        self.pos.can_end_move().is_ok()
    }

    /// Ends the current move; returns its text with capture tokens.
    #[wasm_bindgen(js_name = endMove)]
    pub fn end_move(&mut self) -> Result<String, RawError> {
        self.pos
            .end_move()
            .map(|m| m.to_string())
            .map_err(|e| RawError::from(&e))
    }

    /// The position after a whole move given as text (capture tokens checked), played and
    /// ended; this position is unchanged (Python's `Position.play`, C's
    /// `arimaa_position_play`).
    pub fn play(&self, text: &str) -> Result<RawPosition, RawError> {
        let pos = self.pos.play_text(text).map_err(|e| RawError::from(&e))?;
        Ok(RawPosition { pos })
    }

    /// The Zobrist key of board + side to move (the key of the repetition rule; Rust's
    /// `Position::zobrist_key`), as a JavaScript bigint.
    #[wasm_bindgen(js_name = zobristKey)]
    pub fn zobrist_key(&self) -> u64 {
        self.pos.zobrist_key()
    }

    /// The number of unique legal moves.
    #[wasm_bindgen(js_name = countMoves)]
    pub fn count_moves(&self) -> u32 {
        self.pos.count_moves() as u32
    }

    /// The unique legal moves with their steps, at most `limit`.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self, limit: Option<u32>) -> RawMoves {
        RawMoves::new(&self.pos, self.pos.legal_moves(), limit)
    }

    /// A move that reaches the goal now (a list of one), or an empty list.
    #[wasm_bindgen(js_name = goalMove)]
    pub fn goal_move(&self) -> RawMoves {
        RawMoves::new(&self.pos, self.pos.goal_move().into_iter().collect(), None)
    }

    /// Whether the side to move has no legal move.
    #[wasm_bindgen(js_name = isImmobilized)]
    pub fn is_immobilized(&self) -> bool {
        self.pos.is_immobilized()
    }

    /// The result if the move that led here ended the game (see `convert::outcome`).
    #[wasm_bindgen(js_name = outcomeAfterMove)]
    pub fn outcome_after_move(&self) -> Option<RawOutcome> {
        convert::outcome(self.pos.outcome_after_move())
    }

    /// The legal-action mask (257 bytes, 1 = legal) in gold's view, or silver's.
    #[wasm_bindgen(js_name = legalActionMask)]
    pub fn legal_action_mask(&self, silver: bool) -> Vec<u8> {
        let mut m = [false; ACTIONS];
        self.pos
            .legal_actions(convert::perspective(silver))
            .write(&mut m);
        m.iter().map(|&b| u8::from(b)).collect()
    }

    /// Writes the legal action ids, increasing, into `buffer` ;
    /// returns how many. The JavaScript layer reads them from the module's memory, so a
    /// step of a random game allocates no `Vec` here and no `ArrayBuffer` there.
    #[wasm_bindgen(js_name = writeLegalActions)]
    pub fn write_legal_actions(&self, silver: bool, buffer: &mut RawActionBuffer) -> u32 {
        let set = self.pos.legal_actions(convert::perspective(silver));
        let mut n = 0;
        for (slot, a) in buffer.ids.iter_mut().zip(set.iter()) {
            *slot = a as i32;
            n += 1;
        }
        n
    }

    /// Plays an action id (a step, or the end of the move) given in gold's or silver's
    /// view.
    #[wasm_bindgen(js_name = playAction)]
    pub fn play_action(&mut self, action: i32, silver: bool) -> Result<(), RawError> {
        let a = usize::try_from(action).unwrap_or(usize::MAX);
        let a = if a < ACTIONS {
            encoding::orient(a, convert::perspective(silver))
        } else {
            a
        };
        let index = self.pos.steps_taken();
        self.pos.play_action_mut(a).map_err(|e| {
            let info = RawError::illegal(e.rule(), e.to_string());
            match e {
                encoding::ActionError::Step { .. } | encoding::ActionError::DeadEnd { .. } => {
                    info.at_step(index)
                }
                _ => info,
            }
        })
    }

    /// The input planes (`PLANES * 64` floats) in gold's or silver's view.
    pub fn planes(&self, silver: bool) -> Vec<f32> {
        let mut out = vec![0.0f32; planes::PLANE_VALUES];
        if let Ok(buf) = <&mut [f32; planes::PLANE_VALUES]>::try_from(out.as_mut_slice()) {
            planes::write(&self.pos, convert::perspective(silver), false, buf);
        }
        out
    }
}

/// Room for every action id (`ACTIONS` of them) in the module's memory, written by
/// [`RawPosition::write_legal_actions`] and read by the JavaScript layer at
/// [`RawActionBuffer::ptr`] (one buffer for the whole module).
#[wasm_bindgen]
pub struct RawActionBuffer {
    ids: Box<[i32; ACTIONS]>,
}

impl Default for RawActionBuffer {
    fn default() -> RawActionBuffer {
        RawActionBuffer::new()
    }
}

#[wasm_bindgen]
impl RawActionBuffer {
    /// A buffer of `ACTIONS` zeros.
    #[wasm_bindgen(constructor)]
    pub fn new() -> RawActionBuffer {
        RawActionBuffer {
            ids: Box::new([0; ACTIONS]),
        }
    }

    /// The byte address of the ids in the module's memory (`wasmMemory().buffer`).
    pub fn ptr(&self) -> usize {
        self.ids.as_ptr() as usize
    }
}

impl RawActionBuffer {
    /// The ids (the first `n` are those [`RawPosition::write_legal_actions`] returned `n`
    /// for), for Rust callers such as the native benchmark.
    pub fn ids(&self) -> &[i32] {
        &self.ids[..]
    }
}

/// The pieces on a board as columns (entry `i` of each field describes piece `i`), as
/// [`RawSteps`] writes steps.
#[wasm_bindgen(getter_with_clone)]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RawPieces {
    /// The squares, as indices (a1 = 0 … h8 = 63).
    #[wasm_bindgen(readonly)]
    pub squares: Vec<u8>,
    /// The piece letters, as character codes.
    #[wasm_bindgen(readonly)]
    pub letters: Vec<u8>,
    /// 1 for a silver piece, 0 for a gold one.
    #[wasm_bindgen(readonly)]
    pub silver: Vec<u8>,
}

/// A piece on a square (a pending push: the pushed piece and the square it left).
#[wasm_bindgen(getter_with_clone)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawPlacement {
    /// The piece letter.
    #[wasm_bindgen(readonly)]
    pub piece: String,
    /// The square's name.
    #[wasm_bindgen(readonly)]
    pub square: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_carry_their_kind_and_capture() {
        // A gold rabbit alone next to c3 steps into the trap and is captured.
        let board = format!("{:8}{:40}{:8}{:8}", "       r", "", "  R", "E");
        let mut p = RawPosition::from_short(&format!("g [{board}]"), false).unwrap();
        let pieces = p.pieces();
        assert_eq!(
            (pieces.squares, pieces.letters, pieces.silver),
            (vec![0, 10, 63], b"ERr".to_vec(), vec![0, 0, 1])
        );
        let legal = p.legal_steps(Some("c2".into())).unwrap();
        assert_eq!(legal.len(), legal.kinds.len());
        // Rc2n: the rabbit onto c3, captured there.
        let rc2n = convert::step_id("Rc2n".parse().unwrap());
        let at = legal.ids.iter().position(|&id| id == rc2n).unwrap();
        assert_eq!(
            (legal.captured[at], legal.traps[at], legal.kinds[at]),
            (b'R', 18, 0)
        );
        let s = p.play_step("Rc2n").unwrap();
        assert_eq!((s.id, s.kind, s.captured, s.trap), (rc2n, 0, b'R', 18));
        assert_eq!(p.undo_step(), Some(s));
        assert_eq!(p.undo_step(), None);
        assert_eq!(p.pending_push(), None);
        // Moves: each one's steps, in order.
        let list = p.legal_moves(Some(3));
        let total: usize = list.counts.iter().map(|&n| usize::from(n)).sum();
        assert_eq!((list.texts.len(), list.steps.len()), (3, total));
    }
}
