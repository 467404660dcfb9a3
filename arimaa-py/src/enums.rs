//! The enumerations: `Color`, `PieceKind`, `Direction` and `Termination`, each a mirror of
//! the core enum of the same name with the core's letters and names.
//!
//! Members are upper-case (`Color.GOLD`), ordered, hashable, and pickle by name (they do
//! not compare equal to ints; `int(Color.SILVER) == 1`); their
//! `repr` (`Color.GOLD`) evaluates back to the member in the `arimaa` namespace.

use arimaa_rules::{Color, Direction, PieceKind, Termination};
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};

use crate::errors;

/// `(getattr, (cls, name))`: pickles an enum member by its name.
pub(crate) fn reduce_member<'py>(
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

/// Conversions both ways between a Python mirror enum and its core enum, and the Python
/// member names, from one list of `Variant => "MEMBER"`.
macro_rules! mirror {
    ($py:ident <=> $core:ident { $($v:ident => $name:literal),+ $(,)? }) => {
        impl From<$core> for $py {
            fn from(x: $core) -> $py {
                match x { $($core::$v => $py::$v),+ }
            }
        }

        impl From<$py> for $core {
            fn from(x: $py) -> $core {
                match x { $($py::$v => $core::$v),+ }
            }
        }

        impl $py {
            /// The Python member name, e.g. `"GOLD"`.
            pub fn member_name(self) -> &'static str {
                match self { $($py::$v => $name),+ }
            }
        }
    };
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

mirror!(PyColor <=> Color { Gold => "GOLD", Silver => "SILVER" });

#[pymethods]
impl PyColor {
    /// The colour of a label letter: `g`/`w` gold, `s`/`b` silver (either case).
    /// Raises `NotationError` for any other text.
    #[staticmethod]
    fn from_letter(py: Python<'_>, letter: &str) -> PyResult<PyColor> {
        letter
            .parse::<Color>()
            .map(PyColor::from)
            .map_err(|e| errors::notation(py, &e))
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

mirror!(PyPieceKind <=> PieceKind {
    Rabbit => "RABBIT",
    Cat => "CAT",
    Dog => "DOG",
    Horse => "HORSE",
    Camel => "CAMEL",
    Elephant => "ELEPHANT",
});

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
        reduce_member(slf.as_any(), slf.get().member_name())
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

mirror!(PyDirection <=> Direction {
    North => "NORTH",
    East => "EAST",
    South => "SOUTH",
    West => "WEST",
});

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
        reduce_member(slf.as_any(), slf.get().member_name())
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

mirror!(PyTermination <=> Termination {
    Goal => "GOAL",
    Elimination => "ELIMINATION",
    Immobilization => "IMMOBILIZATION",
    Time => "TIME",
    Resignation => "RESIGNATION",
    IllegalMove => "ILLEGAL_MOVE",
    Forfeit => "FORFEIT",
    Abandoned => "ABANDONED",
    Score => "SCORE",
    Repetition => "REPETITION",
    NoRabbitsDraw => "NO_RABBITS_DRAW",
});

#[pymethods]
impl PyTermination {
    /// The termination with archive letter `letter` (`g e m t r i f a s p n`).
    /// Raises `NotationError` for any other text.
    #[staticmethod]
    fn from_letter(py: Python<'_>, letter: &str) -> PyResult<PyTermination> {
        letter
            .parse::<Termination>()
            .map(PyTermination::from)
            .map_err(|e| errors::notation(py, &e))
    }

    /// The archive letter, e.g. `"g"`.
    #[getter]
    fn letter(&self) -> String {
        Termination::from(*self).letter().to_string()
    }

    /// Whether the final board alone shows this result (goal, elimination, immobilization).
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
