//! Helpers shared by the end-to-end tests: the `arimaa` binary and the shared data folder.
#![allow(dead_code)]

use std::path::PathBuf;
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

/// The shared data folder: `ARIMAA_DATA_DIR`, or `<repo>/../shared/data`. `None` (with a
/// loud message naming the variable) when it is missing, so the caller can skip.
pub fn data_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("ARIMAA_DATA_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/data"));
    if dir.is_dir() {
        Some(dir)
    } else {
        eprintln!(
            "\n*** SKIPPED: the shared data folder {} is missing; set ARIMAA_DATA_DIR to the \
             folder holding games/ and positions/ to run this test ***\n",
            dir.display()
        );
        None
    }
}

/// The text of a command's stdout.
pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The text of a command's stderr.
pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}
