//! The enumerations: `Color`, `PieceKind`, `Direction` and `Termination`, each a mirror of
//! the core enum of the same name with the core's letters and names.
//!
//! Members are upper-case (`Color.GOLD`), ordered, hashable, and pickle by name (they do
//! not compare equal to ints; `int(Color.SILVER) == 1`); their
//! `repr` (`Color.GOLD`) evaluates back to the member in the `arimaa` namespace.

use arimaa_rules::{Color, Direction, NotationError, PieceKind, Termination};
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};

use crate::errors;

/// `(getattr, (cls, name))`: pickles an enum member by its name.
fn reduce_member<'py>(
    slf: &Bound<'py, PyAny>,
    name: &'static str,
) -> PyResult<Bound<'py, PyTuple>> {
    let py = slf.py();
    let getattr = py.import("builtins")?.getattr("getattr")?;
    let args = PyTuple::new(
        py,
        [
            slf.get_type().into_any(),
            PyString::new(py, name).into_any(),
        ],
    )?;
    PyTuple::new(py, [getattr, args.into_any()])
}

/// A side: gold moves first (upper-case letters), silver second.
#[pyclass(
    module = "arimaa",
    name = "Color",
    eq,
    ord,
    hash,
    frozen,
    from_py_object,
    rename_all = "UPPERCASE"
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum PyColor {
    /// Gold.
    Gold,
    /// Silver.
    Silver,
}

impl From<Color> for PyColor {
    fn from(c: Color) -> PyColor {
        match c {
            Color::Gold => PyColor::Gold,
            Color::Silver => PyColor::Silver,
        }
    }
}

impl From<PyColor> for Color {
    fn from(c: PyColor) -> Color {
        match c {
            PyColor::Gold => Color::Gold,
            PyColor::Silver => Color::Silver,
        }
    }
}

#[pymethods]
impl PyColor {
    /// The colour of a label letter: `g`/`w` gold, `s`/`b` silver (either case).
    /// Raises `NotationError` for any other text.
    #[staticmethod]
    fn from_letter(py: Python<'_>, letter: &str) -> PyResult<PyColor> {
        let mut chars = letter.chars();
        match (chars.next().and_then(Color::from_char), chars.next()) {
            (Some(c), None) => Ok(c.into()),
            _ => Err(errors::notation(
                py,
                &NotationError::new(0, "a colour letter g, s, w or b", letter),
            )),
        }
    }

    /// The label letter: `"g"` or `"s"`.
    #[getter]
    fn letter(&self) -> String {
        Color::from(*self).char().to_string()
    }

    /// The other side.
    #[getter]
    fn opponent(&self) -> PyColor {
        Color::from(*self).opponent().into()
    }

    fn __invert__(&self) -> PyColor {
        self.opponent()
    }

    /// `"gold"` or `"silver"`.
    fn __str__(&self) -> &'static str {
        Color::from(*self).name()
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        reduce_member(slf.as_any(), slf.get().member_name())
    }
}

impl PyColor {
    /// The Python member name, `"GOLD"` or `"SILVER"`.
    pub fn member_name(self) -> &'static str {
        match self {
            PyColor::Gold => "GOLD",
            PyColor::Silver => "SILVER",
        }
    }
}

/// The six kinds of piece, weakest first (`PieceKind.RABBIT < PieceKind.ELEPHANT`).
#[pyclass(
    module = "arimaa",
    name = "PieceKind",
    eq,
    ord,
    hash,
    frozen,
    from_py_object,
    rename_all = "UPPERCASE"
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum PyPieceKind {
    /// Rabbit (`R`/`r`).
    Rabbit,
    /// Cat (`C`/`c`).
    Cat,
    /// Dog (`D`/`d`).
    Dog,
    /// Horse (`H`/`h`).
    Horse,
    /// Camel (`M`/`m`).
    Camel,
    /// Elephant (`E`/`e`).
    Elephant,
}

const KINDS: [(PyPieceKind, PieceKind, &str); 6] = [
    (PyPieceKind::Rabbit, PieceKind::Rabbit, "RABBIT"),
    (PyPieceKind::Cat, PieceKind::Cat, "CAT"),
    (PyPieceKind::Dog, PieceKind::Dog, "DOG"),
    (PyPieceKind::Horse, PieceKind::Horse, "HORSE"),
    (PyPieceKind::Camel, PieceKind::Camel, "CAMEL"),
    (PyPieceKind::Elephant, PieceKind::Elephant, "ELEPHANT"),
];

impl From<PieceKind> for PyPieceKind {
    fn from(k: PieceKind) -> PyPieceKind {
        KINDS[k.index()].0
    }
}

impl From<PyPieceKind> for PieceKind {
    fn from(k: PyPieceKind) -> PieceKind {
        KINDS[k as usize].1
    }
}

#[pymethods]
impl PyPieceKind {
    /// The lower-case letter: `"r"`, `"c"`, `"d"`, `"h"`, `"m"` or `"e"`.
    #[getter]
    fn letter(&self) -> String {
        PieceKind::from(*self).char().to_string()
    }

    /// `"rabbit"` … `"elephant"`.
    fn __str__(&self) -> &'static str {
        PieceKind::from(*self).name()
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        reduce_member(slf.as_any(), KINDS[*slf.get() as usize].2)
    }
}

/// A step direction; north is towards rank 8.
#[pyclass(
    module = "arimaa",
    name = "Direction",
    eq,
    ord,
    hash,
    frozen,
    from_py_object,
    rename_all = "UPPERCASE"
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum PyDirection {
    /// `n`, towards rank 8.
    North,
    /// `e`, towards file h.
    East,
    /// `s`, towards rank 1.
    South,
    /// `w`, towards file a.
    West,
}

const DIRECTIONS: [(PyDirection, Direction, &str); 4] = [
    (PyDirection::North, Direction::North, "NORTH"),
    (PyDirection::East, Direction::East, "EAST"),
    (PyDirection::South, Direction::South, "SOUTH"),
    (PyDirection::West, Direction::West, "WEST"),
];

impl From<Direction> for PyDirection {
    fn from(d: Direction) -> PyDirection {
        DIRECTIONS[d as usize].0
    }
}

impl From<PyDirection> for Direction {
    fn from(d: PyDirection) -> Direction {
        DIRECTIONS[d as usize].1
    }
}

#[pymethods]
impl PyDirection {
    /// The notation letter: `"n"`, `"e"`, `"s"` or `"w"`.
    #[getter]
    fn letter(&self) -> String {
        Direction::from(*self).char().to_string()
    }

    /// `"north"` … `"west"`.
    fn __str__(&self) -> &'static str {
        Direction::from(*self).name()
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        reduce_member(slf.as_any(), DIRECTIONS[*slf.get() as usize].2)
    }
}

/// Why a game ended, with its arimaa.com archive letter (`Termination.GOAL.letter == "g"`).
#[pyclass(
    module = "arimaa",
    name = "Termination",
    eq,
    ord,
    hash,
    frozen,
    from_py_object,
    rename_all = "SCREAMING_SNAKE_CASE"
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum PyTermination {
    /// `g`: a rabbit reached its goal rank.
    Goal,
    /// `e`: a side lost all its rabbits.
    Elimination,
    /// `m`: the side to move had no legal move.
    Immobilization,
    /// `t`: time.
    Time,
    /// `r`: resignation.
    Resignation,
    /// `i`: an illegal move.
    IllegalMove,
    /// `f`: forfeit.
    Forfeit,
    /// `a`: abandoned.
    Abandoned,
    /// `s`: score at a time or move limit.
    Score,
    /// `p`: third repetition (a loss before 2008-07-01).
    Repetition,
    /// `n`: both sides out of rabbits (a draw before 2008-07-01).
    NoRabbitsDraw,
}

const TERMINATIONS: [(PyTermination, Termination, &str); 11] = [
    (PyTermination::Goal, Termination::Goal, "GOAL"),
    (
        PyTermination::Elimination,
        Termination::Elimination,
        "ELIMINATION",
    ),
    (
        PyTermination::Immobilization,
        Termination::Immobilization,
        "IMMOBILIZATION",
    ),
    (PyTermination::Time, Termination::Time, "TIME"),
    (
        PyTermination::Resignation,
        Termination::Resignation,
        "RESIGNATION",
    ),
    (
        PyTermination::IllegalMove,
        Termination::IllegalMove,
        "ILLEGAL_MOVE",
    ),
    (PyTermination::Forfeit, Termination::Forfeit, "FORFEIT"),
    (
        PyTermination::Abandoned,
        Termination::Abandoned,
        "ABANDONED",
    ),
    (PyTermination::Score, Termination::Score, "SCORE"),
    (
        PyTermination::Repetition,
        Termination::Repetition,
        "REPETITION",
    ),
    (
        PyTermination::NoRabbitsDraw,
        Termination::NoRabbitsDraw,
        "NO_RABBITS_DRAW",
    ),
];

impl From<Termination> for PyTermination {
    fn from(t: Termination) -> PyTermination {
        match t {
            Termination::Goal => PyTermination::Goal,
            Termination::Elimination => PyTermination::Elimination,
            Termination::Immobilization => PyTermination::Immobilization,
            Termination::Time => PyTermination::Time,
            Termination::Resignation => PyTermination::Resignation,
            Termination::IllegalMove => PyTermination::IllegalMove,
            Termination::Forfeit => PyTermination::Forfeit,
            Termination::Abandoned => PyTermination::Abandoned,
            Termination::Score => PyTermination::Score,
            Termination::Repetition => PyTermination::Repetition,
            Termination::NoRabbitsDraw => PyTermination::NoRabbitsDraw,
        }
    }
}

impl From<PyTermination> for Termination {
    fn from(t: PyTermination) -> Termination {
        TERMINATIONS[t as usize].1
    }
}

#[pymethods]
impl PyTermination {
    /// The termination with archive letter `letter` (`g e m t r i f a s p n`).
    /// Raises `NotationError` for any other text.
    #[staticmethod]
    fn from_letter(py: Python<'_>, letter: &str) -> PyResult<PyTermination> {
        let mut chars = letter.chars();
        match (
            chars.next().and_then(Termination::from_letter),
            chars.next(),
        ) {
            (Some(t), None) => Ok(t.into()),
            _ => Err(errors::notation(
                py,
                &NotationError::new(0, "a termination letter (g e m t r i f a s p n)", letter),
            )),
        }
    }

    /// The archive letter, e.g. `"g"`.
    #[getter]
    fn letter(&self) -> String {
        Termination::from(*self).letter().to_string()
    }

    /// Whether the final board alone shows this result (goal, elimination, immobilization).
    #[getter]
    fn is_decided_by_board(&self) -> bool {
        Termination::from(*self).is_decided_by_board()
    }

    /// The English name used by per-game records (`"Goal"`, `"Illegal move"` …).
    fn __str__(&self) -> &'static str {
        Termination::from(*self).name()
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        reduce_member(slf.as_any(), slf.get().member_name())
    }
}

impl PyTermination {
    /// The Python member name, e.g. `"NO_RABBITS_DRAW"`.
    pub fn member_name(self) -> &'static str {
        TERMINATIONS[self as usize].2
    }
}
