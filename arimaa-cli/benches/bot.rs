//! How long the built-in bots take per move, and how they fare: `bot` (the search, given
//! 1 s per move as in `--tc 1s/0`) plays `bot:greedy` for a few seeds, colours
//! alternating, and every move of both is timed; then the search answers once with a 1 s
//! deadline in the largest positions of the published move-count table (up to 338,034
//! unique moves; the vendored table, read by `arimaa_tests::data`).
//!
//! Run: `cargo bench -p arimaa-cli --bench bot` (prints figures; asserts nothing).

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use arimaa_bot::{Bot, BotKind};
use arimaa_rules::{Game, GameOptions, Position};
use arimaa_tests::data;

const MOVE_TIME: Duration = Duration::from_millis(900);

fn main() {
    let stop = AtomicBool::new(false);
    let mut times: [Vec<Duration>; 2] = [Vec::new(), Vec::new()];
    let mut wins = [0u32; 2];
    for seed in 1..=4u64 {
        // Search is gold in odd games, silver in even ones.
        let bots = if seed % 2 == 1 {
            [
                Bot::new(BotKind::Search, seed),
                Bot::new(BotKind::Greedy, seed),
            ]
        } else {
            [
                Bot::new(BotKind::Greedy, seed),
                Bot::new(BotKind::Search, seed),
            ]
        };
        let mut game = Game::new();
        while game.is_setup_phase() {
            let setup = bots[game.side_to_move().index()].setup(&game);
            game.play_setup(&setup).expect("the bots' setups are legal");
        }
        while !game.is_over() && game.history().len() < 400 {
            let bot = &bots[game.side_to_move().index()];
            let start = Instant::now();
            let Some(mv) = bot.choose_timed(&game, start + MOVE_TIME, &stop) else {
                break;
            };
            let k = usize::from(bot.kind() == BotKind::Greedy);
            times[k].push(start.elapsed());
            game.play_move(&mv).expect("the bots' moves are legal");
        }
        let winner = game
            .outcome()
            .and_then(|o| o.winner)
            .map(|w| bots[w.index()].name());
        if let Some(w) = winner {
            wins[usize::from(w == "bot:greedy")] += 1;
        }
        println!(
            "game {seed}: {} after {} turns",
            winner.map_or("unfinished".to_string(), |w| format!("{w} wins")),
            game.history().len()
        );
    }
    for (k, name) in ["bot", "bot:greedy"].iter().enumerate() {
        let t = &mut times[k];
        t.sort();
        let total: Duration = t.iter().sum();
        println!(
            "{name}: {} wins, {} moves, mean {:.1} ms, median {:.1} ms, max {:.1} ms",
            wins[k],
            t.len(),
            total.as_secs_f64() * 1e3 / t.len().max(1) as f64,
            t.get(t.len() / 2).map_or(0.0, |d| d.as_secs_f64() * 1e3),
            t.last().map_or(0.0, |d| d.as_secs_f64() * 1e3)
        );
    }

    let mut rows: Vec<(u64, String, String)> = data::move_counts()
        .into_iter()
        .filter(|r| r.metric == data::Metric::UniqueMoves)
        .map(|r| (r.expected, r.name.clone(), r.short()))
        .collect();
    rows.sort();
    for (n, name, short) in rows.iter().rev().step_by(8).take(6) {
        let Ok(pos) = Position::from_short(short) else {
            continue;
        };
        let game = Game::from_position(pos, GameOptions::default());
        let start = Instant::now();
        let mv = Bot::new(BotKind::Search, 1).choose_timed(&game, start + MOVE_TIME, &stop);
        println!(
            "{name}: {n} unique moves, bot answers {} in {:.0} ms (deadline {} ms)",
            mv.map_or("-".to_string(), |m| m.to_string()),
            start.elapsed().as_secs_f64() * 1e3,
            MOVE_TIME.as_millis()
        );
    }
}
