//! Replays the seeds (`fuzz/corpus/capi/`) and past crashes (`fuzz/regressions/capi/`) of
//! the C API target through its check, on stable Rust without the fuzzing toolchain:
//! `cargo test --manifest-path fuzz/Cargo.toml`. (The other targets are replayed by
//! `cargo test -p arimaa-tests --test corpus_replay`.)

use std::path::{Path, PathBuf};

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

fn replay(kind: &str) -> usize {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join(kind)
        .join("capi");
    let inputs = files(&dir);
    for path in &inputs {
        let data = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
        eprintln!("replaying {}", path.display());
        arimaa_fuzz::capi::check_capi(&data);
    }
    inputs.len()
}

#[test]
fn capi_seeds_pass() {
    assert!(replay("corpus") > 0, "no seed inputs in fuzz/corpus/capi");
}

#[test]
fn capi_regressions_pass() {
    replay("regressions");
}
