//! The corpus replay shared by the tests of this crate (`tests/replay_*.rs`): every file
//! of `corpus/<target>/` or `regressions/<target>/` through a target's check, on stable
//! Rust without the fuzzing toolchain.

use std::path::{Path, PathBuf};

/// The files of `dir` (none when it does not exist), sorted for a stable order.
fn files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out: Vec<PathBuf> = entries
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.is_file())
        .collect();
    out.sort();
    out
}

/// Runs `check` on every file of `<kind>/<target>/` (`kind`: `corpus` or `regressions`)
/// and returns how many there were; a failing input panics with its path printed first.
pub fn replay(kind: &str, target: &str, check: fn(&[u8])) -> usize {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join(kind)
        .join(target);
    let inputs = files(&dir);
    for path in &inputs {
        let data = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
        eprintln!("replaying {}", path.display());
        check(&data);
    }
    inputs.len()
}
