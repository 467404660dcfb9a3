//! Rust-side checks of the binding glue, run by `cargo test -p arimaa-py` in an embedded
//! interpreter (the behaviour seen from Python is tested by `tests/*.py`).

use pyo3::prelude::*;
use pyo3::types::PyDict;

/// Runs `code` with the module imported as `arimaa` (and registered as `arimaa._arimaa`).
fn run(code: &str) {
    Python::initialize();
    Python::attach(|py| {
        let m = pyo3::wrap_pymodule!(super::arimaa_module)(py);
        let sys = py.import("sys").expect("sys");
        let modules = sys.getattr("modules").expect("sys.modules");
        modules.set_item("arimaa._arimaa", &m).expect("register");
        let globals = PyDict::new(py);
        globals.set_item("arimaa", &m).expect("globals");
        let code = std::ffi::CString::new(code).expect("no NUL");
        if let Err(e) = py.run(&code, Some(&globals), None) {
            e.print(py);
            panic!("Python check failed");
        }
    });
}

#[test]
fn exceptions_form_the_documented_hierarchy() {
    run(r#"
assert issubclass(arimaa.ArimaaError, ValueError)
for name in ("NotationError", "IllegalMoveError", "InvalidPositionError"):
    assert issubclass(getattr(arimaa, name), arimaa.ArimaaError), name
assert arimaa.NotationError.__module__ == "arimaa"
"#);
}

#[test]
fn an_occupied_destination_is_refused_with_the_core_rule() {
    // Official rules: a piece may only step onto an empty square; a2 holds a gold dog.
    run(r#"
p = arimaa.Position.standard()
try:
    p.play("Ra1n")
except arimaa.IllegalMoveError as e:
    assert e.rule == "occupied", e.rule
else:
    raise AssertionError("Ra1n was accepted")
"#);
}

#[test]
fn a_bad_step_letter_is_a_notation_error_at_its_column() {
    // "Ed2x": the direction letter (column 4) is not one of n, s, e, w.
    run(r#"
try:
    arimaa.Step.parse("Ed2x")
except arimaa.NotationError as e:
    assert e.column == 4, e.column
else:
    raise AssertionError("Ed2x was parsed")
"#);
}

#[test]
fn every_termination_letter_round_trips() {
    // The eleven archive letters of the arimaa.com game archive.
    run(r#"
letters = "gemtrifaspn"
assert [arimaa.Termination.from_letter(c).letter for c in letters] == list(letters)
"#);
}
