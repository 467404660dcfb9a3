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
//!     [--threads 2] [--seed 1] [--dir bench/suites] [--failures 5] \
//!     [--judge-work 100000] [--judge-goal-steps 3000]
//! ```
//!
//! `--judge-work` and `--judge-goal-steps` set the two-turn judge's bounds (`max_work`,
//! `goal_steps`; by default those of `Limits::SUITES`, which made the file): with larger
//! ones, fewer bot moves end `Unknown` (the `by-bound` column), and a verdict the default
//! bounds reach is never changed (a bounded decision answers yes or no only when it is
//! sure).

use std::path::PathBuf;
use std::time::Instant;

use arimaa_bench::suites::{Limits, Row, Suite, Tri, judge, read_suite};
use arimaa_bot::{Bot, BotKind, Budget};
use arimaa_rules::{Game, GameOptions};

/// The command line (see the module documentation).
#[derive(clap::Parser)]
#[command(about = "Runs the search bot over the tactical suites at node budgets")]
struct Args {
    /// Node budgets, comma-separated (0: judge the stored witnesses).
    #[arg(long, value_delimiter = ',', default_values_t = [10_000u64, 100_000])]
    nodes: Vec<u64>,
    /// Suites, comma-separated: goal, defence, two-turn (default: all).
    #[arg(long = "suite", value_delimiter = ',', value_parser = parse_suite)]
    suites: Vec<Suite>,
    /// The first N positions of each suite only.
    #[arg(long)]
    limit: Option<usize>,
    /// Worker threads.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..))]
    threads: u64,
    /// The bot's seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The folder of the suite files.
    #[arg(long, default_value = concat!(env!("CARGO_MANIFEST_DIR"), "/suites"))]
    dir: PathBuf,
    /// How many failures to list per suite and budget.
    #[arg(long, default_value_t = 5)]
    failures: usize,
    /// The two-turn judge's work bound per decision (`Limits::max_work`).
    #[arg(long, default_value_t = Limits::SUITES.max_work)]
    judge_work: u64,
    /// The two-turn judge's bound on each goal search (`Limits::goal_steps`).
    #[arg(long, default_value_t = Limits::SUITES.goal_steps)]
    judge_goal_steps: u64,
}

/// A suite by its name, for `--suite`.
fn parse_suite(name: &str) -> Result<Suite, String> {
    Suite::from_name(name).ok_or_else(|| format!("{name:?}: expected goal, defence or two-turn"))
}

/// Says what is wrong with the suite file `path` and exits with status 2.
fn fail(path: &std::path::Path, e: &dyn std::fmt::Display) -> ! {
    eprintln!("error: {}: {e}", path.display());
    std::process::exit(2)
}

fn args() -> Args {
    let mut a = <Args as clap::Parser>::parse();
    if a.suites.is_empty() {
        a.suites = Suite::ALL.to_vec();
    }
    a
}

fn main() {
    let a = args();
    let limits = Limits {
        max_work: a.judge_work,
        goal_steps: a.judge_goal_steps,
        ..Limits::SUITES
    };
    println!("judge bounds: {}", limits.describe());
    println!(
        "{:<9} {:>9} {:>9} {:>7} {:>7} {:>9} {:>8}",
        "suite", "nodes", "positions", "solved", "%", "by-bound", "seconds"
    );
    let mut failures = Vec::new();
    for suite in &a.suites {
        let path = a.dir.join(format!("{}.tsv", suite.name()));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| fail(&path, &e));
        let mut rows = read_suite(&text).unwrap_or_else(|e| fail(&path, &e));
        if let Some(n) = a.limit {
            rows.truncate(n);
        }
        for &nodes in &a.nodes {
            let t = Instant::now();
            let suite = *suite;
            let results = run_suite(&rows, suite, nodes, a.threads as usize, a.seed, limits);
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

/// The bot's move on each row and the verdict (by `judge` within `limits`), in row order,
/// on `threads` threads.
fn run_suite(
    rows: &[Row],
    suite: Suite,
    nodes: u64,
    threads: usize,
    seed: u64,
    limits: Limits,
) -> Vec<(String, Tri)> {
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    let mut out = Vec::new();
                    for (i, row) in rows.iter().enumerate().filter(|(i, _)| i % threads == t) {
                        let game = Game::from_position(row.pos.clone(), GameOptions::default());
                        let budget = Budget::new().with_nodes(nodes);
                        // A new bot for each position: the bot keeps its table between
                        // searches, and the verdicts must not depend on the order.
                        let answer = if nodes == 0 {
                            Some(row.witness)
                        } else {
                            Bot::new(BotKind::Search, seed).choose(&game, &budget, &|_| {})
                        };
                        let verdict = match answer {
                            Some(mv) => (mv.to_string(), judge(suite, &row.pos, &mv, limits)),
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
