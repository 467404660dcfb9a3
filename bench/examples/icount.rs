//! Counts the unique moves of one group of positions once, for instruction counting:
//! `valgrind --tool=callgrind target/profiling/examples/icount opening|table|random N|row N [REPS [cold]]`
//! (built with line tables by `cargo build --profile profiling --example icount`)
//! (REPS, default 1: count the group that many times, for `/usr/bin/time` CPU figures;
//! `cold` after REPS: before each position, writes over a 64 MB buffer, as the other
//! engine's pass does in the side-by-side benchmark, and times only the counts).

use arimaa_bench::{random_cases, table_cases};
use arimaa_rules::Position;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let what = args.first().map_or("opening", String::as_str);
    let n: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(60);
    let positions: Vec<Position> = match what {
        "table" => table_cases().into_iter().map(|c| c.pos).collect(),
        "row" => table_cases()
            .into_iter()
            .filter(|c| c.name.starts_with(&format!("row {n:02}")))
            .map(|c| c.pos)
            .collect(),
        "random" => random_cases(0x00a7_1aaa, n)
            .into_iter()
            .map(|c| c.pos)
            .collect(),
        _ => vec![Position::standard()],
    };
    let reps: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let cold = args.get(3).is_some_and(|a| a == "cold");
    let mut evict = vec![0u8; if cold { 64 << 20 } else { 0 }];
    let mut elapsed = std::time::Duration::ZERO;
    let mut total = 0;
    for r in 0..reps {
        total = 0;
        for pos in &positions {
            evict
                .iter_mut()
                .for_each(|b| *b = b.wrapping_add(r as u8 | 1));
            let t = std::time::Instant::now();
            total += std::hint::black_box(pos).count_moves();
            elapsed += t.elapsed();
        }
    }
    std::hint::black_box(&evict);
    let per = elapsed / reps as u32;
    println!(
        "{} positions, {total} unique moves, {per:?} per repetition, {:.1} ns/move",
        positions.len(),
        per.as_nanos() as f64 / total.max(1) as f64
    );
}
