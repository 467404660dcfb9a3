//! Fits the scale of the review's logistic (`arimaa_bot::review::WIN_SCALE`) on real
//! games: every position at the start of a move of the archive files given (replayed by
//! the core under the rules of their date), scored by the search bot within `--nodes`
//! nodes, against whether the side to move won the game (the result of the replay: the
//! rules', else the record's). Positions whose score is decided (a win or a loss found)
//! and games without a winner are left out. Prints the maximum-likelihood scale `c` of
//! `p = 1 / (1 + exp(-score / c))` and the log-likelihood per position at a few scales.
//!
//! Usage: `cargo run --release -p arimaa-cli --example review_fit -- [--nodes N] [--every K]
//! FILE...` (default 20,000 nodes, every position; `--every 3` scores every third; the
//! archives are the data folder's `games/archive/allgames*.txt`).

use arimaa_bot::{Analysis, Bot, BotKind, Budget};
use arimaa_rules::Turn;
use arimaa_rules::notation::record::parse_records;
use arimaa_rules::replay::RecordRules;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut option = |name: &str, default: u64| -> Result<u64, Box<dyn std::error::Error>> {
        match args.iter().position(|a| a == name) {
            Some(i) => {
                let v = args.get(i + 1).ok_or(format!("{name} N"))?.parse()?;
                args.drain(i..=i + 1);
                Ok(v)
            }
            None => Ok(default),
        }
    };
    let nodes = option("--nodes", 20_000)?;
    let every = option("--every", 1)?.max(1);
    let mut seen = 0u64;
    let bot = Bot::new(BotKind::Search, 1);
    let mut samples: Vec<(f64, bool)> = Vec::new();
    let (mut games, mut skipped) = (0, 0);
    for path in &args {
        let text = std::fs::read_to_string(path)?;
        for record in parse_records(&text)? {
            let Ok(replay) = record.replay_with(RecordRules::ByDate) else {
                skipped += 1;
                continue;
            };
            let game = replay.game;
            let Some(winner) = game.outcome().and_then(|o| o.winner) else {
                skipped += 1;
                continue;
            };
            games += 1;
            let mut cursor = game.clone();
            while cursor.takeback().is_some() {}
            for entry in game.history() {
                if let Turn::Move(_) = entry.turn
                    && !cursor.is_over()
                    && {
                        seen += 1;
                        seen % every == 0
                    }
                    && let Some(a) = bot.analyze(&cursor, &Budget::new().with_nodes(nodes), &|_| {})
                    && a.decided().is_none()
                {
                    samples.push((f64::from(a.score), cursor.side_to_move() == winner));
                }
                let ok = match &entry.turn {
                    Turn::Setup(s) => cursor.play_setup(s).is_ok(),
                    Turn::Move(m) => cursor.play_notated(m).is_ok(),
                };
                if !ok {
                    break;
                }
            }
            eprint!("\r{games} games, {} positions", samples.len());
        }
    }
    eprintln!();
    let log_likelihood = |c: f64| {
        samples
            .iter()
            .map(|&(s, won)| {
                let p = 1.0 / (1.0 + (-s / c).exp());
                if won { p.ln() } else { (1.0 - p).ln() }
            })
            .sum::<f64>()
            / samples.len() as f64
    };
    // Golden-section search for the maximum over c in 20..5000 (the likelihood is
    // unimodal in c).
    let (mut lo, mut hi) = (20.0f64, 5_000.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    while hi - lo > 0.01 {
        let (a, b) = (hi - g * (hi - lo), lo + g * (hi - lo));
        if log_likelihood(a) < log_likelihood(b) {
            lo = a;
        } else {
            hi = b;
        }
    }
    let c = (lo + hi) / 2.0;
    println!(
        "{games} games ({skipped} skipped), {} positions (every {every}) scored within {nodes} nodes (decided scores left out)",
        samples.len()
    );
    println!("maximum-likelihood scale c = {c:.1} centi-rabbits");
    for c in [150.0, 200.0, 250.0, 272.0, 300.0, 400.0, c] {
        println!(
            "  c = {c:6.1}: log-likelihood per position {:.5}",
            log_likelihood(c)
        );
    }
    println!("(a win is {} in the same unit)", Analysis::WIN);
    Ok(())
}
