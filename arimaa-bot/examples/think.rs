//! Thinks about a position for a while and prints each completed iteration, then the
//! nodes per second: `cargo run --release -p arimaa-bot --example think -- [SECONDS]
//! [SHORT-POSITION]` (the usual opening by default; a position in the AEI short form,
//! e.g. `"g [rrrrrrrr...]"`).

use std::time::{Duration, Instant};

use arimaa_bot::{Bot, BotKind, Budget, SystemClock};
use arimaa_rules::{Game, GameOptions, Position};

fn main() {
    let mut args = std::env::args().skip(1);
    let seconds: f64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1.0);
    let pos = match args.next() {
        Some(text) => Position::from_short(&text).expect("an AEI short position"),
        None => Position::standard(),
    };
    let game = Game::from_position(pos, GameOptions::default());
    let clock = SystemClock::new();
    let budget = Budget::new().with_time(&clock, Duration::from_secs_f64(seconds));
    let started = Instant::now();
    let bot = Bot::new(BotKind::Search, 1);
    let a = bot
        .analyze(&game, &budget, &|a| {
            println!("{:>7.3}s {a}", started.elapsed().as_secs_f64())
        })
        .expect("a move");
    let t = started.elapsed().as_secs_f64();
    println!(
        "best {} after {t:.3}s: {} nodes, {:.0} nodes/s",
        a.mv,
        a.nodes,
        a.nodes as f64 / t
    );
}
