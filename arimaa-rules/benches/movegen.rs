//! Unique-move generation speed on the standard opening. Every position of
//! `move_count_table.tsv` is `cargo bench -p arimaa-tests --bench count_moves` (the table's
//! reader is in the `arimaa-tests` crate, which depends on this one: a dev-dependency on it
//! here would be a cycle that also turns on this crate's default features in every
//! `--no-default-features` test build).
//!
//! Run with `cargo bench -p arimaa-rules`.

use std::hint::black_box;

use arimaa_rules::Position;
use criterion::{Criterion, criterion_group, criterion_main};

fn bench(c: &mut Criterion) {
    let opening = Position::standard();
    c.bench_function("legal_moves/opening", |b| {
        b.iter(|| black_box(&opening).legal_moves())
    });
    c.bench_function("count_moves/opening", |b| {
        b.iter(|| black_box(&opening).count_moves())
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
