//! How long the built-in bot takes per move (it must answer within 1 s on the project's
//! machine): the bots play games against each other for a few seeds and every move is
//! timed; then the bot moves once in the largest positions of the published move-count
//! table (up to 338,034 unique moves), if the shared data folder is there.
//!
//! Run: `cargo bench -p arimaa-cli --bench bot` (prints figures; asserts nothing).

use std::time::{Duration, Instant};

use arimaa_cli::bot::Bot;
use arimaa_rules::{Game, GameOptions, Position};

fn main() {
    let mut times: Vec<Duration> = Vec::new();
    for seed in 1..=5u64 {
        let bot = Bot::new(seed);
        let mut game = Game::new();
        while game.is_setup_phase() {
            let setup = bot.setup(&game);
            game.play_setup(&setup).expect("the bot's setups are legal");
        }
        while !game.is_over() {
            let start = Instant::now();
            let Some(mv) = bot.choose(&game) else { break };
            times.push(start.elapsed());
            game.play_move(&mv).expect("the bot's moves are legal");
        }
    }
    times.sort();
    let total: Duration = times.iter().sum();
    println!(
        "bot vs bot, seeds 1-5: {} moves, mean {:.1} ms, median {:.1} ms, max {:.1} ms",
        times.len(),
        total.as_secs_f64() * 1e3 / times.len().max(1) as f64,
        times[times.len() / 2].as_secs_f64() * 1e3,
        times.last().map_or(0.0, |t| t.as_secs_f64() * 1e3)
    );

    let dir = std::env::var_os("ARIMAA_DATA_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/data").into());
    let Ok(table) = std::fs::read_to_string(dir.join("positions/move_count_table.tsv")) else {
        println!("(set ARIMAA_DATA_DIR to time the bot in the move-count table's positions)");
        return;
    };
    let mut rows: Vec<(u64, String, String)> = table
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let n = f.get(5)?.parse().ok()?;
            (f.get(4) == Some(&"unique_moves"))
                .then(|| (n, f[1].to_string(), format!("{} [{}]", f[2], f[3])))
        })
        .collect();
    rows.sort();
    for (n, name, short) in rows.iter().rev().step_by(8).take(6) {
        let Ok(pos) = Position::from_short(short) else {
            continue;
        };
        let game = Game::from_position(pos, GameOptions::default());
        let start = Instant::now();
        let mv = Bot::new(1).choose(&game);
        println!(
            "{name}: {n} unique moves, bot answers {} in {:.0} ms",
            mv.map_or("-".to_string(), |m| m.to_string()),
            start.elapsed().as_secs_f64() * 1e3
        );
    }
}
