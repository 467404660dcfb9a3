//! Unique-move generation speed on every position of `move_count_table.tsv` that gives a
//! number of unique moves (the repository's `tests/data` copy, read by
//! [`arimaa_tests::data::unique_move_positions`], the table's one reader). The opening
//! alone is `cargo bench -p arimaa-rules`; this benchmark lives here because
//! `arimaa-rules` cannot depend on this crate (it depends on `arimaa-rules`).
//!
//! Run with `cargo bench -p arimaa-tests --bench count_moves`.

use std::hint::black_box;

use arimaa_tests::data;
use criterion::{Criterion, criterion_group, criterion_main};

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("count_moves/table");
    group.sample_size(10);
    for (row, pos, n) in data::unique_move_positions() {
        assert_eq!(pos.count_moves() as u64, n, "line {}", row.line);
        let name = format!("line{:02} {}", row.line, row.label());
        group.bench_function(name, |b| b.iter(|| black_box(&pos).count_moves()));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
