//! The native side of the package's `countMoves` benchmark (`arimaa-wasm/scripts/bench.sh`):
//! times `Position::count_moves` on the opening and on every row of the move-count table
//! that gives a number of unique moves (read by `arimaa_tests::data`, the table's one
//! reader), as `bench/bench.mjs` times `countMoves` through WebAssembly in the same run.
//!
//! Usage: `cargo run --release -p arimaa-wasm --example native_count -- [MS]` prints
//! `label<TAB>count<TAB>ns per call` (best of the runs within MS milliseconds, default 200),
//! the label `opening` or `line N: NAME SIDE`.
//!
//! `-- --rounds N` instead counts the opening and every row N times and prints the total
//! number of moves counted: a whole-process workload, the same as `bench/count.mjs`'s in
//! Node, to time both from outside (e.g. `/usr/bin/time`, alternating the two).

use std::time::{Duration, Instant};

use arimaa_rules::Position;
use arimaa_tests::data;

/// The best time of one call of `f`, over repeated runs within `budget`.
fn best(budget: Duration, mut f: impl FnMut() -> usize) -> (usize, f64) {
    let start = Instant::now();
    let mut best = f64::INFINITY;
    let mut n = 0;
    let mut runs = 0;
    while runs < 3 || start.elapsed() < budget {
        let t = Instant::now();
        n = std::hint::black_box(f());
        best = best.min(t.elapsed().as_nanos() as f64);
        runs += 1;
    }
    (n, best)
}

/// The opening and the table's positions, each with its label and published count.
fn positions() -> Vec<(String, Position, u64)> {
    let mut out = vec![("opening".to_string(), Position::standard(), 3353)];
    for (row, pos, n) in data::unique_move_positions() {
        out.push((format!("line {}: {}", row.line, row.label()), pos, n));
    }
    out
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |s: Option<&String>, default: u64| match s {
        None => default,
        Some(s) => s.parse().unwrap_or_else(|_| {
            eprintln!("usage: native_count [MS] | native_count --rounds N");
            std::process::exit(2);
        }),
    };
    let positions = positions();
    if args.first().is_some_and(|a| a == "--rounds") {
        let rounds = number(args.get(1), 1);
        let mut total = 0u64;
        for _ in 0..rounds {
            for (label, pos, n) in &positions {
                let got = std::hint::black_box(pos).count_moves() as u64;
                assert_eq!(got, *n, "{label}");
                total += got;
            }
        }
        println!(
            "{total} moves counted ({rounds} rounds of {} positions)",
            positions.len()
        );
        return;
    }
    let budget = Duration::from_millis(number(args.first(), 200));
    // Warm-up on the opening before the first timing.
    let opening = Position::standard();
    best(Duration::from_millis(300), || opening.count_moves());
    for (label, pos, _) in &positions {
        let (n, ns) = best(budget, || pos.count_moves());
        println!("{label}\t{n}\t{ns:.0}");
    }
}
