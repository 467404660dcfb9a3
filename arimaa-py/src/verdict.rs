//! `Verdict` and `VerdictKind`: the core's verdict on a game record
//! (`arimaa_rules::replay::Verdict`, from `GameRecord.verify()`), as a typed value.

use arimaa_rules::replay::{RecordOptions, RecordRules, Verdict, VerdictKind};
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::enums::reduce_member;
use crate::outcome::PyOutcome;

/// The record options of the Python keywords: `lenient=None` is the rules of the record's
/// date (the core's `RecordRules::ByDate`), `True`/`False` force the old or today's rules.
pub(crate) fn record_options(lenient: Option<bool>, handicap: bool) -> RecordOptions {
    RecordOptions {
        rules: RecordRules::from_lenient(lenient),
        handicap,
        ..RecordOptions::default()
    }
}

/// Which verdict a record got: `OK`, `OLD_RULES` (legal only under the rules before
/// 2008-07-01), `ILLEGAL` or `MISMATCH` (recorded result against the rules').
#[pyclass(
    module = "arimaa",
    name = "VerdictKind",
    eq,
    ord,
    hash,
    frozen,
    from_py_object
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum PyVerdictKind {
    /// Every turn legal and the recorded result agrees where the board decides it.
    #[pyo3(name = "OK")]
    Ok,
    /// Today's rules refuse a turn that the rules before 2008-07-01 accepted.
    #[pyo3(name = "OLD_RULES")]
    OldRules,
    /// A turn breaks the rules.
    #[pyo3(name = "ILLEGAL")]
    Illegal,
    /// The recorded result is one the board decides, and the rules disagree.
    #[pyo3(name = "MISMATCH")]
    Mismatch,
}

impl From<VerdictKind> for PyVerdictKind {
    fn from(k: VerdictKind) -> PyVerdictKind {
        match k {
            VerdictKind::Ok => PyVerdictKind::Ok,
            VerdictKind::OldRules => PyVerdictKind::OldRules,
            VerdictKind::Illegal => PyVerdictKind::Illegal,
            VerdictKind::Mismatch => PyVerdictKind::Mismatch,
        }
    }
}

impl PyVerdictKind {
    fn member_name(self) -> &'static str {
        match self {
            PyVerdictKind::Ok => "OK",
            PyVerdictKind::OldRules => "OLD_RULES",
            PyVerdictKind::Illegal => "ILLEGAL",
            PyVerdictKind::Mismatch => "MISMATCH",
        }
    }

    fn core(self) -> VerdictKind {
        match self {
            PyVerdictKind::Ok => VerdictKind::Ok,
            PyVerdictKind::OldRules => VerdictKind::OldRules,
            PyVerdictKind::Illegal => VerdictKind::Illegal,
            PyVerdictKind::Mismatch => VerdictKind::Mismatch,
        }
    }
}

#[pymethods]
impl PyVerdictKind {
    /// The stable name: `"ok"`, `"old-rules"`, `"illegal"` or `"mismatch"` (as
    /// `arimaa replay` prints it).
    fn __str__(&self) -> &'static str {
        self.core().name()
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        reduce_member(slf.as_any(), slf.get().member_name())
    }
}

/// The verdict on a game record, from `GameRecord.verify()`: `kind`, and for
/// `OLD_RULES`/`ILLEGAL` the turn `label` and `rule`; for `ILLEGAL` the `line` and
/// `column`; for `MISMATCH` the `recorded` result and the `rules_outcome`.
/// `str(verdict)` is the line `arimaa replay` prints.
#[pyclass(module = "arimaa", name = "Verdict", eq, frozen)]
#[derive(Clone, PartialEq)]
pub struct PyVerdict(pub Verdict);

#[pymethods]
impl PyVerdict {
    /// Which verdict it is.
    #[getter]
    fn kind(&self) -> PyVerdictKind {
        self.0.kind().into()
    }

    /// The turn concerned (our notation, e.g. `"36g"`), or `None`.
    #[getter]
    fn label(&self) -> Option<&str> {
        self.0.label()
    }

    /// The rule concerned (a stable name such as `"frozen"`), or `None`.
    #[getter]
    fn rule(&self) -> Option<&'static str> {
        self.0.rule().map(arimaa_rules::Rule::name)
    }

    /// The input line (1-based) of the refused turn, or `None`.
    #[getter]
    fn line(&self) -> Option<u32> {
        self.0.place().map(|p| p.0)
    }

    /// The column (1-based) of the refused turn's label, or `None`.
    #[getter]
    fn column(&self) -> Option<u32> {
        self.0.place().map(|p| p.1)
    }

    /// For `MISMATCH`: the recorded result; else `None`.
    #[getter]
    fn recorded(&self) -> Option<PyOutcome> {
        match &self.0 {
            Verdict::Mismatch { recorded, .. } => Some(PyOutcome(*recorded)),
            _ => None,
        }
    }

    /// For `MISMATCH`: the result by the rules (or `None` when the board decides none).
    #[getter]
    fn rules_outcome(&self) -> Option<PyOutcome> {
        match &self.0 {
            Verdict::Mismatch { rules, .. } => rules.map(PyOutcome),
            _ => None,
        }
    }

    /// Whether the record fails the check (`ILLEGAL` or `MISMATCH`).
    #[getter]
    fn fails(&self) -> bool {
        self.0.fails()
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("<Verdict {}>", self.0)
    }
}
