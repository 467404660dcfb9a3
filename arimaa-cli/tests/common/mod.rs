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

/// The values of column `name` of an archive TSV text, one a game (read as plain text:
/// TAB-separated fields under the header line).
pub fn archive_column(text: &str, name: &str) -> Vec<String> {
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap().split('\t').collect();
    let k = header.iter().position(|h| *h == name).unwrap();
    lines
        .map(|l| l.split('\t').nth(k).unwrap().to_string())
        .collect()
}
