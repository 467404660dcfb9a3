//! Counts the unique moves of one group of positions once, for instruction counting:
//! `valgrind --tool=callgrind target/release/examples/icount opening|table|random N|row N [REPS]`
//! (REPS, default 1: count the group that many times, for `/usr/bin/time` CPU figures).

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
    let t = std::time::Instant::now();
    let mut total = 0;
    for _ in 0..reps {
        total = positions.iter().map(Position::count_moves).sum::<usize>();
    }
    println!(
        "{} positions, {total} unique moves, {:?} per repetition",
        positions.len(),
        t.elapsed() / reps as u32
    );
}
