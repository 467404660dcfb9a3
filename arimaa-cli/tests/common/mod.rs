//! Helpers shared by the end-to-end tests: the `arimaa` binary and its output. Data is
//! found with the one locator, `arimaa_tests::data`.
#![allow(dead_code)]

use std::process::{Command, Output};

/// A command running the `arimaa` binary built for these tests.
pub fn arimaa() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_arimaa"));
    cmd.env_remove("NO_COLOR");
    cmd
}

/// Runs `arimaa ARGS` and returns its output.
pub fn run(args: &[&str]) -> Output {
    arimaa().args(args).output().expect("run arimaa")
}

/// The text of a command's stdout.
pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The text of a command's stderr.
pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}
