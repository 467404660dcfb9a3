//! `Position`: an immutable board with the side to move (and the steps already taken in
//! the current move). Every query and every move calls `arimaa_rules::Position`; the heavy
//! ones (`legal_moves`, `count_moves`, `perft`) release the GIL so threads run in parallel.

use arimaa_rules::{Board, Move, Position, PositionOptions};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple};

use crate::encoding;
use crate::enums::PyColor;
use crate::errors;
use crate::outcome::PyOutcome;
use crate::piece::{PyPiece, piece_arg};
use crate::square::{PySquare, square_arg};
use crate::step::PyStep;
use crate::turn::PyMove;

/// A position: the board, the side to move, the move number, and the steps already taken
/// in the current move (usually none). Immutable: `play` returns a new position.
///
/// Equal positions have the same board, side to move and current-move state (the move
/// number is not compared), and the same hash.
#[pyclass(module = "arimaa", name = "Position", eq, hash, frozen, from_py_object)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyPosition(pub Position);

/// Reads a move argument: a `Move`, or move text (steps with optional capture tokens).
pub enum MoveArg {
    /// A parsed move.
    Move(Move),
    /// Text to parse and play (capture tokens are checked against the board).
    Text(String),
}

/// Extracts a [`MoveArg`].
///
/// # Errors
/// `TypeError` for anything but a `Move` or a `str`.
pub fn move_arg(obj: &Bound<'_, PyAny>) -> PyResult<MoveArg> {
    if let Ok(m) = obj.cast::<PyMove>() {
        return Ok(MoveArg::Move(m.get().0));
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(MoveArg::Text(s.to_cow()?.into_owned()));
    }
    Err(PyTypeError::new_err(format!(
        "expected a Move or move text such as 'Ed2n Ed3n', not {}",
        obj.get_type().name()?
    )))
}

/// Rebuilds a pickled position: the short form at the start of the move, the move number,
/// and the steps already taken (text, may be empty).
#[pyfunction]
#[pyo3(name = "_position_from_state")]
pub fn position_from_state(
    py: Python<'_>,
    short: &str,
    move_number: u32,
    steps: &str,
) -> PyResult<PyPosition> {
    // The state was written by `__reduce__`, so an relaxed position is read back as one.
    let mut pos = Position::from_short_with(short, PositionOptions::RELAXED)
        .map_err(|e| errors::notation(py, &e))?;
    pos.set_move_number(move_number);
    for token in steps.split_ascii_whitespace() {
        let step = token.parse().map_err(|e| errors::notation(py, &e))?;
        pos.play_step(&step).map_err(|e| errors::step(py, &e))?;
    }
    Ok(PyPosition(pos))
}

/// The board checks of `strict` (Python's keyword): every check, or none
/// ([`PositionOptions::RELAXED`]).
fn options(strict: bool) -> PositionOptions {
    if strict {
        PositionOptions::STRICT
    } else {
        PositionOptions::RELAXED
    }
}

impl PyPosition {
    /// The same position at the start of its move (steps taken undone).
    fn at_move_start(&self) -> Position {
        let mut start = self.0.clone();
        while start.undo_step().is_some() {}
        start
    }

    /// The legal-action mask of `Position.legal_action_mask`.
    fn action_mask(&self, perspective: Option<PyColor>) -> [bool; arimaa_rules::encoding::ACTIONS] {
        let mut m = [false; arimaa_rules::encoding::ACTIONS];
        self.0
            .legal_action_mask(encoding::perspective(perspective), &mut m);
        m
    }

    /// The steps taken so far in the current move, as text (`""` at the start of a move).
    fn steps_text(&self) -> String {
        self.0.current_move().mv.to_string()
    }
}

#[pymethods]
impl PyPosition {
    /// `Position()` is the usual opening; `Position("g [<64 chars>]")` reads the AEI short
    /// form (see `from_short`).
    #[new]
    #[pyo3(signature = (short = None))]
    fn new(py: Python<'_>, short: Option<&str>) -> PyResult<PyPosition> {
        match short {
            None => Ok(PyPosition(Position::standard())),
            Some(s) => PyPosition::from_short(py, s, true),
        }
    }

    /// The usual opening (AEI `BASIC_SETUP`), gold to move, move 2.
    #[staticmethod]
    fn standard() -> PyPosition {
        PyPosition(Position::standard())
    }

    /// Parses the AEI short form: optional move number, side `g`/`s` (or `w`/`b`), then
    /// the 64 squares in brackets, rank 8 first (space or `.` = empty). Raises
    /// `NotationError` with the column, or `InvalidPositionError` (`.rule`
    /// `"board_too_many_of_kind"` / `"unguarded_trap"`) for a board that cannot occur in a game.
    /// `strict=False` accepts such boards (composed problems, endgame suites: extra
    /// material, pieces resting on unguarded traps); the rules apply unchanged from there,
    /// so a piece resting unguarded on a trap is captured by the first step.
    #[staticmethod]
    #[pyo3(signature = (text, *, strict = true))]
    fn from_short(py: Python<'_>, text: &str, strict: bool) -> PyResult<PyPosition> {
        Position::from_short_with(text, options(strict))
            .map(PyPosition)
            .map_err(|e| errors::notation(py, &e))
    }

    /// Parses the AEI long diagram (as `str(position)` writes it). Raises `NotationError`
    /// with line and column, or `InvalidPositionError`; `strict=False` as in `from_short`.
    #[staticmethod]
    #[pyo3(signature = (text, *, strict = true))]
    fn from_diagram(py: Python<'_>, text: &str, strict: bool) -> PyResult<PyPosition> {
        Position::from_diagram_with(text, options(strict))
            .map(PyPosition)
            .map_err(|e| errors::notation(py, &e))
    }

    /// Whether pieces rest unguarded on traps, to be captured by the next step (only in
    /// positions loaded with `strict=False`, before their first step).
    fn has_unguarded_trap_pieces(&self) -> bool {
        self.0.has_unguarded_trap_pieces()
    }

    /// The position with `pieces` (a mapping of square → piece; squares as `Square`, name
    /// or index, pieces as `Piece` or letter) and `side_to_move` to move, move 2. Raises
    /// `InvalidPositionError` for a board that cannot occur (too many pieces of a kind, an
    /// unguarded piece on a trap); `strict=False` accepts it (see `from_short`).
    #[staticmethod]
    #[pyo3(signature = (pieces, side_to_move = PyColor::Gold, *, strict = true))]
    fn from_pieces(
        pieces: &Bound<'_, PyAny>,
        side_to_move: PyColor,
        strict: bool,
    ) -> PyResult<PyPosition> {
        let py = pieces.py();
        if !pieces.hasattr("items")? {
            return Err(PyTypeError::new_err(format!(
                "expected a mapping of squares to pieces, not {}",
                pieces.get_type().name()?
            )));
        }
        let mut board = Board::empty();
        for item in pieces.call_method0("items")?.try_iter()? {
            let (square, piece): (Bound<'_, PyAny>, Bound<'_, PyAny>) = item?.extract()?;
            board.set(square_arg(&square)?, Some(piece_arg(&piece)?));
        }
        Position::with_options(board, side_to_move.into(), options(strict))
            .map(PyPosition)
            .map_err(|e| errors::position(py, &e))
    }

    /// The AEI short form `g [<64 chars>]` (rank 8 first, space = empty square).
    fn to_short(&self) -> String {
        self.0.to_short()
    }

    /// The AEI long diagram (also `str(position)`).
    fn to_diagram(&self) -> String {
        self.0.to_diagram()
    }

    /// The side to move.
    #[getter]
    fn side_to_move(&self) -> PyColor {
        self.0.side_to_move().into()
    }

    /// The move number (2 for the first move after the setups).
    #[getter]
    fn move_number(&self) -> u32 {
        self.0.move_number()
    }

    /// Steps already taken in the current move (0–4).
    #[getter]
    fn steps_taken(&self) -> usize {
        self.0.steps_taken()
    }

    /// Steps still available in the current move.
    #[getter]
    fn steps_left(&self) -> usize {
        self.0.steps_left()
    }

    /// The steps taken so far in the current move, or `None` at the start of a move.
    #[getter]
    fn current_move(&self) -> Option<PyMove> {
        let m = self.0.current_move().mv;
        (!m.is_empty()).then_some(PyMove(m))
    }

    /// The Zobrist key of board + side to move (the key of the repetition rule; Rust's
    /// `Position::zobrist_key`, JavaScript's `zobristKey`).
    #[getter]
    fn zobrist_key(&self) -> u64 {
        self.0.zobrist_key()
    }

    /// The piece on `square` (a `Square`, name or index), or `None`.
    fn piece_at(&self, square: &Bound<'_, PyAny>) -> PyResult<Option<PyPiece>> {
        Ok(self.0.piece_at(square_arg(square)?).map(PyPiece))
    }

    /// Whether the piece on `square` is frozen (next to a stronger enemy, no friend).
    /// `False` for an empty square.
    fn is_frozen(&self, square: &Bound<'_, PyAny>) -> PyResult<bool> {
        Ok(self.0.is_frozen(square_arg(square)?))
    }

    /// Every piece on the board, as a dict square → piece (a1 first).
    fn piece_map<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for (sq, piece) in self.0.board().iter() {
            d.set_item(PySquare(sq), PyPiece(piece))?;
        }
        Ok(d)
    }

    /// The legal next steps of the current move (pushes, pulls and plain steps).
    fn legal_steps(&self) -> Vec<PyStep> {
        self.0.legal_steps().steps().map(PyStep).collect()
    }

    /// The unique legal moves: one move per distinct board reachable by a whole legal move,
    /// the unchanged board excluded, no game history (AEI `get_moves` semantics). Releases
    /// the GIL while generating.
    fn legal_moves(&self, py: Python<'_>) -> Vec<PyMove> {
        let moves = py.detach(|| self.0.legal_moves());
        moves.into_iter().map(PyMove).collect()
    }

    /// The number of unique legal moves (`len(legal_moves())`, faster). Releases the GIL.
    fn count_moves(&self, py: Python<'_>) -> usize {
        py.detach(|| self.0.count_moves())
    }

    /// The number of move sequences of `depth` whole moves (unique moves at each level,
    /// stopping at finished games). `perft(1) == count_moves()`. Releases the GIL and
    /// shares the root moves among `threads` threads (default: every core); Ctrl-C raises
    /// `KeyboardInterrupt` within a fraction of a second. Raises `ValueError` for
    /// `threads=0`.
    #[pyo3(signature = (depth, threads = None))]
    fn perft(&self, py: Python<'_>, depth: u32, threads: Option<usize>) -> PyResult<u64> {
        crate::counting::perft(py, self, depth, threads)
    }

    /// Plays a whole move (a `Move`, or text such as `"Ed2n Ed3n"` whose capture tokens
    /// are checked) and returns the new position. Raises `IllegalMoveError` (with `.rule`)
    /// or `NotationError`; this position is unchanged.
    fn play(&self, py: Python<'_>, r#move: &Bound<'_, PyAny>) -> PyResult<PyPosition> {
        match move_arg(r#move)? {
            MoveArg::Move(m) => self.0.play(&m).map_err(|e| errors::mv(py, &e)),
            MoveArg::Text(t) => self.0.play_text(&t).map_err(|e| errors::play(py, &e)),
        }
        .map(PyPosition)
    }

    /// Takes one step of the current move and returns the position after it (the move is
    /// not ended). Raises `IllegalMoveError` naming the rule.
    fn play_step(&self, py: Python<'_>, step: &Bound<'_, PyAny>) -> PyResult<PyPosition> {
        let step = match step.cast::<PyStep>() {
            Ok(s) => s.get().0,
            Err(_) => PyStep::parse(py, &step.extract::<String>()?)?.0,
        };
        let mut next = self.0.clone();
        next.play_step(&step).map_err(|e| errors::step(py, &e))?;
        Ok(PyPosition(next))
    }

    /// The legal-action mask, NumPy `bool[257]` (ids `4 * square + direction`, 256 = end
    /// the move), in `perspective`'s view (gold, i.e. unflipped, if `None`; silver flips
    /// ranks). A step is allowed only when the move can still be finished after it.
    #[pyo3(signature = (perspective = None))]
    fn legal_action_mask<'py>(
        &self,
        py: Python<'py>,
        perspective: Option<PyColor>,
    ) -> Bound<'py, numpy::PyArray1<bool>> {
        encoding::mask_array(py, &self.action_mask(perspective))
    }

    /// The ids allowed by `legal_action_mask(perspective)`, increasing.
    #[pyo3(signature = (perspective = None))]
    fn legal_actions(&self, perspective: Option<PyColor>) -> Vec<usize> {
        encoding::mask_ids(&self.action_mask(perspective))
    }

    /// Plays an action (in `perspective`'s view; gold's if `None`): a step, or 256 to end
    /// the move. Returns the new position. Raises `IllegalMoveError` with `.rule` (the
    /// step or move rule, `"dead_end"`, `"action_out_of_range"`).
    #[pyo3(signature = (action, perspective = None))]
    fn play_action(
        &self,
        py: Python<'_>,
        action: usize,
        perspective: Option<PyColor>,
    ) -> PyResult<PyPosition> {
        let a = arimaa_rules::encoding::orient(action, encoding::perspective(perspective));
        self.0
            .play_action(a)
            .map(PyPosition)
            .map_err(|e| encoding::action_error(py, &e))
    }

    /// The input planes, NumPy `float32[C, 8, 8]` (`C = arimaa.PLANES`, channels in the
    /// README), seen from `perspective` (gold if `None`).
    #[pyo3(signature = (perspective = None))]
    fn planes(&self, py: Python<'_>, perspective: Option<PyColor>) -> PyResult<Py<PyAny>> {
        let values = encoding::position_planes(&self.0, encoding::perspective(perspective));
        encoding::planes_array(py, values, None)
    }

    /// Ends the current move and returns the position with the other side to move.
    /// Raises `IllegalMoveError` (`"empty_move"`, `"push_incomplete"`, `"no_change"`).
    fn end_move(&self, py: Python<'_>) -> PyResult<PyPosition> {
        let mut next = self.0.clone();
        next.end_move().map_err(|e| errors::mv(py, &e))?;
        Ok(PyPosition(next))
    }

    /// The result if the move that led here ended the game (goal, elimination,
    /// immobilization, checked in the official order), else `None`.
    fn outcome_after_move(&self) -> Option<PyOutcome> {
        self.0.outcome_after_move().map(PyOutcome)
    }

    /// Whether a rabbit of `color` stands on that colour's goal rank.
    fn rabbit_on_goal(&self, color: PyColor) -> bool {
        self.0.rabbit_on_goal(color.into())
    }

    /// Whether `color` has at least one rabbit (`False` means eliminated).
    fn has_rabbits(&self, color: PyColor) -> bool {
        self.0.has_rabbits(color.into())
    }

    /// A move for the side to move that ends with one of its rabbits on its goal rank
    /// (a winning move), or `None` if there is none. Releases the GIL.
    fn goal_move(&self, py: Python<'_>) -> Option<PyMove> {
        py.detach(|| self.0.goal_move()).map(PyMove)
    }

    /// Whether the side to move has no legal move at all.
    fn is_immobilized(&self) -> bool {
        self.0.is_immobilized()
    }

    /// An SVG picture of the board (Jupyter displays it), frozen pieces outlined dashed.
    fn _repr_svg_(&self) -> String {
        let options = arimaa_rules::svg::SvgOptions {
            frozen: true,
            ..Default::default()
        };
        arimaa_rules::svg::board_svg(&self.0, &options)
    }

    /// A copy (positions are immutable, so this is the same value).
    fn copy(&self) -> PyPosition {
        self.clone()
    }

    fn __copy__(&self) -> PyPosition {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyPosition {
        self.clone()
    }

    /// The long diagram.
    fn __str__(&self) -> String {
        self.0.to_diagram()
    }

    fn __repr__(&self) -> String {
        let mut s = format!("Position('{}')", self.at_move_start().to_short());
        for step in self.0.current_move().mv.steps() {
            s.push_str(&format!(".play_step(Step.parse('{step}'))"));
        }
        s
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let p = slf.get();
        let f = py
            .import("arimaa._arimaa")?
            .getattr("_position_from_state")?;
        let args = (
            p.at_move_start().to_short(),
            p.0.move_number(),
            p.steps_text(),
        )
            .into_pyobject(py)?;
        PyTuple::new(py, [f.into_any(), args.into_any()])
    }
}
