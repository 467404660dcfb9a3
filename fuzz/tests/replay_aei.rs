//! Replays the seeds (`fuzz/corpus/aei_message/`, `fuzz/corpus/aei_session/`) and past
//! crashes (`fuzz/regressions/<target>/`) of the AEI targets through their checks, on
//! stable Rust without the fuzzing toolchain: `cargo test --manifest-path fuzz/Cargo.toml`.

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

fn replay(kind: &str, target: &str, check: fn(&[u8])) -> usize {
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

#[test]
fn aei_message_seeds_and_regressions_pass() {
    let check = arimaa_fuzz::aei::check_aei_message;
    assert!(replay("corpus", "aei_message", check) > 0, "no seeds");
    replay("regressions", "aei_message", check);
}

#[test]
fn aei_session_seeds_and_regressions_pass() {
    let check = arimaa_fuzz::aei::check_aei_session;
    assert!(replay("corpus", "aei_session", check) > 0, "no seeds");
    replay("regressions", "aei_session", check);
}
