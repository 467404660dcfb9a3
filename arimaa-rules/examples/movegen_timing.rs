//! Prints how long unique-move generation takes for the standard opening (a quick check;
//! the criterion benchmark `cargo bench -p arimaa-rules` is the measurement of record).
//!
//! Run: `cargo run --release -p arimaa-rules --example movegen_timing`

use std::time::Instant;

use arimaa_rules::Position;

fn main() {
    let pos = Position::standard();
    let runs: u32 = std::env::var("RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(500);
    let start = Instant::now();
    let mut count = 0;
    for _ in 0..runs {
        count = pos.count_moves();
    }
    println!(
        "count_moves: {} unique moves, {:?} per call",
        count,
        start.elapsed() / runs
    );
    let start = Instant::now();
    for _ in 0..runs {
        count = pos.legal_moves().len();
    }
    println!(
        "legal_moves: {} unique moves, {:?} per call",
        count,
        start.elapsed() / runs
    );
}
