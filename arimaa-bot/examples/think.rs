//! Thinks about a position for a while and prints each completed iteration, then the
//! nodes per second: `cargo run --release -p arimaa-bot --example think -- [SECONDS |
//! NODESn] [SHORT-POSITION] [THREADSt]` (one second by default, or a node budget such as
//! `200000n`; the usual opening by default; a position in the AEI short form, e.g.
//! `"g [rrrrrrrr...]"`; one thread by default, or e.g. `2t`: `Bot::with_threads`, the
//! nodes of all threads counted). Also prints the process's CPU time: on a busy machine,
//! nodes per CPU second is the rate the search would have alone.

use std::time::{Duration, Instant};

use arimaa_bot::{Bot, BotKind, Budget, SystemClock};
use arimaa_rules::{Game, GameOptions, Position};

fn main() {
    // `THREADSt` may come anywhere; the others in their order.
    let (threads, mut args): (Vec<String>, Vec<String>) = std::env::args().skip(1).partition(|a| {
        a.strip_suffix('t')
            .is_some_and(|n| n.parse::<u32>().is_ok())
    });
    let threads: u32 = threads
        .last()
        .and_then(|t| t.trim_end_matches('t').parse().ok())
        .unwrap_or(1);
    args.reverse();
    let limit = args.pop().unwrap_or_else(|| "1".into());
    let nodes: Option<u64> = limit.strip_suffix('n').and_then(|n| n.parse().ok());
    let seconds: f64 = limit.parse().unwrap_or(1.0);
    let pos = match args.pop() {
        Some(text) => Position::from_short(&text).expect("an AEI short position"),
        None => Position::standard(),
    };
    let game = Game::from_position(pos, GameOptions::default());
    let clock = SystemClock::new();
    let budget = match nodes {
        Some(n) => Budget::new().with_nodes(n),
        None => Budget::new().with_time(&clock, Duration::from_secs_f64(seconds)),
    };
    let started = Instant::now();
    let bot = Bot::new(BotKind::Search, 1).with_threads(threads);
    let a = bot
        .analyze(&game, &budget, &|a| {
            println!("{:>7.3}s {a}", started.elapsed().as_secs_f64())
        })
        .expect("a move");
    let t = started.elapsed().as_secs_f64();
    let cpu = cpu_seconds();
    println!(
        "best {} after {t:.3}s ({threads} thread{}): {} nodes, {:.0} nodes/s; {cpu:.3} s of CPU, {:.0} nodes per CPU second",
        a.mv,
        if threads == 1 { "" } else { "s" },
        a.nodes,
        a.nodes as f64 / t,
        a.nodes as f64 / cpu.max(1e-9)
    );
}

/// The CPU time this process has used (user and system), from `/proc/self/stat` on Linux;
/// 0 elsewhere.
fn cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // After the command's closing parenthesis: fields 3.. ; utime and stime are 14 and 15,
    // in clock ticks (100 a second on Linux).
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i - 3)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(14) + ticks(15)) / 100.0
}
