//! Shared helpers for the conformance tests: where the real data lives, and the check
//! functions that tests, proptest properties and fuzz targets all run.
#![warn(missing_docs)]

pub mod checks;
pub mod data;
pub mod verdicts;

/// The ```` ```rust ```` blocks of the repository's `README.md`, run as doctests
/// (`cargo test -p arimaa-tests --doc`), so that the README's Rust examples compile and
/// pass. The other blocks (Python, shell, config) are run or checked by
/// `arimaa-py/tests/test_readme.py`, which also fails on a block that is neither run nor
/// marked `<!-- readme-test: skip (reason) -->`. This crate is never published, so
/// including a file from outside it is fine here (the published crates must not).
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
