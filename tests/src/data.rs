//! Finding `../shared/data` (real game records and published move counts).
//!
//! Tests read the data from `ARIMAA_DATA_DIR`, or by default from `../shared/data`
//! relative to the repository root. When it is missing, data tests print a loud message
//! naming the variable and skip (a user's fresh clone has no `shared/`; CI always has it).

use std::path::PathBuf;

/// The data folder, or `None` (after printing why) when it does not exist.
pub fn data_dir() -> Option<PathBuf> {
    let dir = match std::env::var_os("ARIMAA_DATA_DIR") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/data"),
    };
    if dir.join("README.md").exists() {
        Some(dir)
    } else {
        eprintln!(
            "\n*** SKIPPED: Arimaa data folder not found at {}.\n*** Set ARIMAA_DATA_DIR to the shared/data folder to run the data tests.\n",
            dir.display()
        );
        None
    }
}

/// Reads a file below the data folder; `None` (after the loud message) when the folder is missing.
pub fn read(relative: &str) -> Option<String> {
    let dir = data_dir()?;
    let path = dir.join(relative);
    Some(
        std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {}", path.display(), e)),
    )
}
