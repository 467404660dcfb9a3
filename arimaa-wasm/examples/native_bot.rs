//! The native side of the bot benchmark (`arimaa-wasm/scripts/bench-bot.sh`): the search
//! bot (`arimaa-bot`, seed 1) under node budgets alone on the opening and on move-count
//! table positions, as `bench/bot.mjs` runs `Bot.choose` through WebAssembly with the same
//! budgets. A node budget alone is deterministic, so both sides must answer the same move
//! after the same nodes: the script compares them.
//!
//! Usage: `cargo run --release -p arimaa-wasm --example native_bot -- [RUNS]`
//! prints `label<TAB>short form<TAB>node budget<TAB>nodes spent<TAB>best ns<TAB>move`.

use std::time::Instant;

use arimaa_bot::{Bot, BotKind, Budget};
use arimaa_rules::{Game, GameOptions, Position};
use arimaa_tests::data;

/// The node budgets tried on every position.
const BUDGETS: [u64; 3] = [5_000, 50_000, 500_000];

fn main() {
    let runs: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(3);
    // The opening, then the table's unique_moves rows (with at least one move) with the
    // fewest, the median and the most moves (the table read by arimaa_tests::data).
    let mut rows: Vec<(u64, String, String)> = data::move_counts()
        .into_iter()
        .filter(|r| r.metric == data::Metric::UniqueMoves && r.expected > 0)
        .map(|r| {
            let n = r.expected;
            (n, format!("{} ({n} moves)", r.name), r.short())
        })
        .collect();
    rows.sort();
    let mut cases = vec![(
        "opening (3353 moves)".to_string(),
        Position::standard().to_short(),
    )];
    for k in [0, rows.len() / 2, rows.len().saturating_sub(1)] {
        if let Some((_, label, short)) = rows.get(k) {
            cases.push((label.clone(), short.clone()));
        }
    }
    let bot = Bot::new(BotKind::Search, 1);
    for (label, short) in cases {
        let Ok(pos) = Position::from_short(&short) else {
            continue;
        };
        let game = Game::from_position(pos, GameOptions::default());
        for nodes in BUDGETS {
            let budget = Budget::new().with_nodes(nodes);
            let mut best = u128::MAX;
            let mut answer = String::new();
            for _ in 0..runs.max(1) {
                let t = Instant::now();
                let mv = bot.choose(&game, &budget, &|_| {});
                best = best.min(t.elapsed().as_nanos());
                answer = mv.map_or("-".to_string(), |m| m.to_string());
            }
            println!(
                "{label}\t{short}\t{nodes}\t{}\t{best}\t{answer}",
                budget.spent()
            );
        }
    }
}
