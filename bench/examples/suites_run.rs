//! Runs the built-in search bot over the tactical suites (`bench/suites/*.tsv`) at node
//! budgets and reports the solved rate. Each move is judged by
//! `arimaa_bench::suites::judge`, the code that classified the positions.
//!
//! `--nodes 0` judges each row's stored witness instead of the bot (a check of the files:
//! every witness must be solved).
//!
//! ```text
//! cargo run --release --manifest-path bench/Cargo.toml --example suites_run -- \
//!     --nodes 10000,100000,1000000 [--suite goal,defence,two-turn] [--limit N] \
//!     [--threads 2] [--seed 1] [--dir bench/suites] [--failures 5]
//! ```

use std::path::PathBuf;
use std::time::Instant;

use arimaa_bench::suites::{Limits, Row, Suite, Tri, judge, read_suite};
use arimaa_bot::{Bot, BotKind, Budget};
use arimaa_rules::{Game, GameOptions};

struct Args {
    nodes: Vec<u64>,
    suites: Vec<Suite>,
    limit: Option<usize>,
    threads: usize,
    seed: u64,
    dir: PathBuf,
    failures: usize,
}

fn args() -> Args {
    let mut a = Args {
        nodes: vec![10_000, 100_000],
        suites: Suite::ALL.to_vec(),
        limit: None,
        threads: 2,
        seed: 1,
        dir: PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("suites"),
        failures: 5,
    };
    let mut it = std::env::args().skip(1);
    while let Some(k) = it.next() {
        let v = it.next().unwrap_or_else(|| panic!("{k} needs a value"));
        match k.as_str() {
            "--nodes" => {
                a.nodes = v
                    .split(',')
                    .map(|n| n.parse().expect("--nodes N,N"))
                    .collect()
            }
            "--suite" => {
                a.suites = v
                    .split(',')
                    .map(|s| Suite::from_name(s).unwrap_or_else(|| panic!("unknown suite {s}")))
                    .collect()
            }
            "--limit" => a.limit = Some(v.parse().expect("--limit N")),
            "--threads" => a.threads = v.parse().expect("--threads T"),
            "--seed" => a.seed = v.parse().expect("--seed S"),
            "--dir" => a.dir = v.into(),
            "--failures" => a.failures = v.parse().expect("--failures N"),
            _ => panic!("unknown option {k}"),
        }
    }
    a
}

fn main() {
    let a = args();
    println!(
        "{:<9} {:>9} {:>9} {:>7} {:>7} {:>9} {:>8}",
        "suite", "nodes", "positions", "solved", "%", "by-bound", "seconds"
    );
    let mut failures = Vec::new();
    for suite in &a.suites {
        let path = a.dir.join(format!("{}.tsv", suite.name()));
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut rows = read_suite(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        if let Some(n) = a.limit {
            rows.truncate(n);
        }
        for &nodes in &a.nodes {
            let t = Instant::now();
            let suite = *suite;
            let results = run_suite(&rows, suite, nodes, a.threads, a.seed);
            let solved = results.iter().filter(|(_, v)| *v == Tri::Yes).count();
            let bound = results.iter().filter(|(_, v)| *v == Tri::Unknown).count();
            println!(
                "{:<9} {:>9} {:>9} {:>7} {:>6.1}% {:>9} {:>8.1}",
                suite.name(),
                nodes,
                rows.len(),
                solved,
                100.0 * solved as f64 / rows.len().max(1) as f64,
                bound,
                t.elapsed().as_secs_f64()
            );
            for (row, (mv, v)) in rows.iter().zip(&results) {
                if *v != Tri::Yes
                    && failures
                        .iter()
                        .filter(|(s, n, ..): &&(Suite, u64, String, String, String, Tri)| {
                            *s == suite && *n == nodes
                        })
                        .count()
                        < a.failures
                {
                    failures.push((
                        suite,
                        nodes,
                        row.pos.to_short(),
                        mv.clone(),
                        row.witness.to_string(),
                        *v,
                    ));
                }
            }
        }
    }
    if !failures.is_empty() {
        println!("\nfirst failures (suite, nodes, position, bot move, witness, verdict):");
        for (s, n, p, mv, w, v) in &failures {
            println!("{}\t{n}\t{p}\t{mv}\t{w}\t{v:?}", s.name());
        }
    }
}

/// The bot's move on each row and the verdict, in row order, on `threads` threads.
fn run_suite(
    rows: &[Row],
    suite: Suite,
    nodes: u64,
    threads: usize,
    seed: u64,
) -> Vec<(String, Tri)> {
    let bot = Bot::new(BotKind::Search, seed);
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    let mut out = Vec::new();
                    for (i, row) in rows.iter().enumerate().filter(|(i, _)| i % threads == t) {
                        let game = Game::from_position(row.pos.clone(), GameOptions::default());
                        let budget = Budget::new().with_nodes(nodes);
                        let answer = if nodes == 0 {
                            Some(row.witness)
                        } else {
                            bot.choose(&game, &budget, &|_| {})
                        };
                        let verdict = match answer {
                            Some(mv) => {
                                (mv.to_string(), judge(suite, &row.pos, &mv, Limits::SUITES))
                            }
                            None => ("(none)".to_string(), Tri::No),
                        };
                        out.push((i, verdict));
                    }
                    out
                })
            })
            .collect();
        let mut v: Vec<(usize, (String, Tri))> = handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect();
        v.sort_by_key(|(i, _)| *i);
        v.into_iter().map(|(_, x)| x).collect()
    })
}
