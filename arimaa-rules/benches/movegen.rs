//! Unique-move generation speed: the standard opening and every position of
//! `move_count_table.tsv` (`ARIMAA_DATA_DIR`, else the repository's vendored `tests/data`,
//! else the project's data folder next to the repository).
//!
//! Run with `cargo bench -p arimaa-rules`.

use std::hint::black_box;
use std::path::PathBuf;

use arimaa_rules::Position;
use criterion::{Criterion, criterion_group, criterion_main};

/// `ARIMAA_DATA_DIR` if set, else the repository's vendored `tests/data` (it holds the
/// table), else the project's data folder next to the repository.
fn data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("ARIMAA_DATA_DIR") {
        return PathBuf::from(dir);
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let vendored = root.join("tests/data");
    if vendored.join("positions/move_count_table.tsv").is_file() {
        vendored
    } else {
        root.join("../shared/data")
    }
}

fn table_positions() -> Vec<(String, Position)> {
    let path = data_dir().join("positions/move_count_table.tsv");
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!(
            "move_count_table.tsv not found at {}: set ARIMAA_DATA_DIR",
            path.display()
        );
        return Vec::new();
    };
    let mut out = Vec::new();
    for (i, line) in text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .skip(1)
        .enumerate()
    {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 6 || f[4] != "unique_moves" {
            continue;
        }
        let short = format!("{} [{}]", f[2], f[3]);
        if let Ok(p) = Position::from_short(&short) {
            out.push((format!("row{:02} {} {}", i + 1, f[1], f[2]), p));
        }
    }
    out
}

fn bench(c: &mut Criterion) {
    let opening = Position::standard();
    c.bench_function("legal_moves/opening", |b| {
        b.iter(|| black_box(&opening).legal_moves())
    });
    c.bench_function("count_moves/opening", |b| {
        b.iter(|| black_box(&opening).count_moves())
    });
    let mut group = c.benchmark_group("count_moves/table");
    group.sample_size(10);
    for (name, pos) in table_positions() {
        group.bench_function(name, |b| b.iter(|| black_box(&pos).count_moves()));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
