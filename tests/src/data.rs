//! The one data locator of every Rust test (conformance, CLI, C programs); the Python
//! tests follow the same policy in `arimaa-py/tests/conftest.py` (see `tests/data/README.md`).
//!
//! Two kinds of data:
//! - **the tables**, vendored in this repository under `tests/data/` (positions,
//!   edge cases, per-game movelists, about 170 KB, with their provenance): always present,
//!   so a bare clone proves conformance. [`table`] and [`read_table`] find them; a missing
//!   table is a broken checkout and fails the test. The move-count table has its one
//!   typed reader here, [`move_counts`] ([`MoveCountRow`], errors naming the line).
//! - **the archives** (`games/archive/`, a few MB), read from the folder named by
//!   `ARIMAA_DATA_DIR`, by default `../shared/data` next to the repository. [`archive`]
//!   finds it or says why not.
//!
//! A test that needs something that may be missing (the archives, valgrind, gcc, `nm`)
//! runs as a [`Trial`] under `libtest-mimic` (`harness = false`), so that a skip is part
//! of the normal test output: `test name ... ignored, <reason>` and counted in
//! `N ignored`. With `ARIMAA_REQUIRE_DATA=1` (set by `.ci/run`) a missing data folder
//! fails the test instead. Under the standard harness an `eprintln!` of a passing test
//! is captured and never seen, hence this design.

use std::path::{Path, PathBuf};

mod move_counts;

pub use libtest_mimic::{Arguments, Completion, Failed, Trial};
pub use move_counts::{
    Metric, MoveCountError, MoveCountRow, move_counts, parse_move_counts, unique_move_positions,
};

/// The environment variable naming the folder of the archives.
pub const DATA_DIR_VAR: &str = "ARIMAA_DATA_DIR";
/// The environment variable that turns a missing data folder into a failure (`1`).
pub const REQUIRE_VAR: &str = "ARIMAA_REQUIRE_DATA";

/// The folder of the vendored tables: `<repo>/tests/data`.
pub fn tables_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data")
}

/// The path of the vendored table `relative` (e.g. `positions/move_count_table.tsv`).
///
/// Panics when the file is missing: the tables are part of the repository.
pub fn table(relative: &str) -> PathBuf {
    let path = tables_dir().join(relative);
    assert!(
        path.is_file(),
        "vendored table {} is missing: the checkout is incomplete",
        path.display()
    );
    path
}

/// The text of the vendored table `relative`; panics when it cannot be read.
pub fn read_table(relative: &str) -> String {
    let path = table(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The folder that should hold `games/archive/`: `$ARIMAA_DATA_DIR`, or `../shared/data`
/// next to the repository.
pub fn archive_root() -> PathBuf {
    match std::env::var_os(DATA_DIR_VAR) {
        Some(d) => PathBuf::from(d),
        None => {
            let repo = Path::new(env!("CARGO_MANIFEST_DIR"))
                .parent()
                .expect("tests/ lives in the repository");
            repo.parent().unwrap_or(repo).join("shared/data")
        }
    }
}

/// Whether `ARIMAA_REQUIRE_DATA=1`: a missing data folder must fail, not skip.
pub fn data_required() -> bool {
    std::env::var(REQUIRE_VAR).is_ok_and(|v| v == "1")
}

/// The archive file `games/archive/<name>`, or the reason it cannot be used (the folder
/// and the variable to set), e.g. `data folder not found: /x/games/archive/a.txt (set
/// ARIMAA_DATA_DIR)`.
pub fn archive(name: &str) -> Result<PathBuf, String> {
    let path = archive_root().join("games/archive").join(name);
    if path.is_file() {
        Ok(path)
    } else {
        Err(format!(
            "data folder not found: {} (set {DATA_DIR_VAR})",
            path.display()
        ))
    }
}

/// The text of the archive file `games/archive/<name>`, or why it is missing.
pub fn read_archive(name: &str) -> Result<String, String> {
    let path = archive(name)?;
    std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// What a trial's body returns: `Ok(())` when it ran, `Err(Skip)` when something it
/// needs is missing (then it is ignored with the reason, or fails when required).
pub type Ran = Result<(), Skip>;

/// Why a trial did not run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skip {
    /// Shown after `ignored, ` in the test output.
    pub reason: String,
    /// Whether `ARIMAA_REQUIRE_DATA=1` turns this skip into a failure (missing data: yes;
    /// a missing tool such as valgrind: no).
    pub is_data: bool,
}

impl Skip {
    /// A skip because data is missing (fails under `ARIMAA_REQUIRE_DATA=1`).
    pub fn data(reason: impl Into<String>) -> Self {
        Skip {
            reason: reason.into(),
            is_data: true,
        }
    }

    /// A skip because a tool is missing (always only a visible skip).
    pub fn tool(reason: impl Into<String>) -> Self {
        Skip {
            reason: reason.into(),
            is_data: false,
        }
    }
}

impl From<String> for Skip {
    /// A reason from [`archive`] or [`read_archive`]: missing data.
    fn from(reason: String) -> Self {
        Skip::data(reason)
    }
}

/// A trial named `name` running `body`: passes when it returns `Ok`, fails when it
/// panics, and is ignored with the reason (or fails, see [`Skip::is_data`]) when it
/// returns `Err(Skip)`.
pub fn trial(name: impl Into<String>, body: impl FnOnce() -> Ran + Send + 'static) -> Trial {
    Trial::ignorable_test(name, move || match body() {
        Ok(()) => Ok(Completion::Completed),
        Err(skip) if skip.is_data && data_required() => {
            Err(Failed::from(format!("{REQUIRE_VAR}=1 but {}", skip.reason)))
        }
        Err(skip) => Ok(Completion::ignored_with(skip.reason)),
    })
}

/// A trial that needs nothing optional (it can only pass or fail).
pub fn plain(name: impl Into<String>, body: fn()) -> Trial {
    trial(name, move || {
        body();
        Ok(())
    })
}

/// Runs `trials` as the test binary's `main` does under libtest (same arguments and
/// output), and exits with its status.
pub fn run(trials: Vec<Trial>) -> ! {
    libtest_mimic::run(&Arguments::from_args(), trials).exit()
}

/// Whether the program `name` can be started (`name --version` runs).
pub fn has_program(name: &str) -> bool {
    std::process::Command::new(name)
        .arg("--version")
        .output()
        .is_ok()
}

/// `path` as text, for command lines.
pub fn path_text(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}
