//! Shared helpers for the conformance tests: where the real data lives, and the check
//! functions that tests, proptest properties and fuzz targets all run.
#![warn(missing_docs)]

pub mod checks;
pub mod data;
pub mod verdicts;
