//! The native side of the package's benchmark (`arimaa-wasm/scripts/bench.sh`): times
//! `Position::count_moves` on the opening and on every `unique_moves` row of the move-count
//! table, as `bench/bench.mjs` times `countMoves` through WebAssembly in the same run.
//!
//! Usage: `cargo run --release -p arimaa-wasm --example native_count -- TABLE [MS]`
//! prints `label<TAB>count<TAB>ns per call (best of the runs within MS milliseconds)`.

use std::time::{Duration, Instant};

use arimaa_rules::Position;

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

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(table) = args.next() else {
        eprintln!("usage: native_count TABLE [MS]");
        std::process::exit(2);
    };
    let ms: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(200);
    let budget = Duration::from_millis(ms);
    let text = match std::fs::read_to_string(&table) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{table}: {e}");
            std::process::exit(1);
        }
    };
    let opening = Position::standard();
    // Warm-up on the opening before the first timing.
    best(Duration::from_millis(300), || opening.count_moves());
    let (n, ns) = best(budget, || opening.count_moves());
    println!("opening\t{n}\t{ns:.0}");
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    let header: Vec<&str> = lines.next().unwrap_or("").split('\t').collect();
    let col = |name: &str| header.iter().position(|h| *h == name);
    let (Some(label), Some(side), Some(board), Some(metric)) = (
        col("name_or_label"),
        col("side"),
        col("board"),
        col("metric"),
    ) else {
        eprintln!("{table}: unexpected header");
        std::process::exit(1);
    };
    for (i, line) in lines.enumerate() {
        let f: Vec<&str> = line.split('\t').collect();
        if f.get(metric) != Some(&"unique_moves") {
            continue;
        }
        let short = format!("{} [{}]", f[side], f[board]);
        let Ok(pos) = Position::from_short(&short) else {
            continue;
        };
        let (n, ns) = best(budget, || pos.count_moves());
        println!("row{}:{}\t{n}\t{ns:.0}", i + 1, f[label]);
    }
}
