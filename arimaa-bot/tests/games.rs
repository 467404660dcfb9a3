//! Whole games between the bots under node budgets: every turn the bots give, as text, is
//! accepted by the rules (`Game::play_text`); the same seeds and budgets play the same
//! game again (new bots, or the same bots with their kept tables cleared); and whenever the rules offer a goal in one (`Position::goal_move`, legal in
//! the game), the search and classic bots take it with a budget of a single node.

use arimaa_bot::{Bot, BotKind, Budget};
use arimaa_rules::{Color, Game};

/// The turns (as text) of a game between `bots` at `nodes` a move, at most `limit` turns.
fn play(bots: &[Bot; 2], nodes: u64, limit: usize) -> (Game, Vec<String>) {
    let budget = Budget::new().with_nodes(nodes);
    let mut game = Game::new();
    let mut turns = Vec::new();
    while !game.is_over() && turns.len() < limit {
        let bot = &bots[game.side_to_move().index()];
        let text = bot
            .turn(&game, &budget, &|_| {})
            .expect("a turn while the game is not over")
            .to_string();
        if let Err(e) = game.play_text(&text) {
            panic!("turn {} ({text}) refused: {e}", turns.len() + 1);
        }
        turns.push(text);
    }
    (game, turns)
}

#[test]
fn search_against_greedy_by_nodes_is_legal_and_repeatable() {
    let bots = || [Bot::new(BotKind::Search, 3), Bot::new(BotKind::Greedy, 4)];
    let first = bots();
    let (game, turns) = play(&first, 4_000, 120);
    assert!(turns.len() > 2, "{turns:?}");
    // New bots: the same game.
    let (_, again) = play(&bots(), 4_000, 120);
    assert_eq!(again, turns);
    // The same bots, their tables (kept through the first game) cleared: the same game.
    for bot in &first {
        bot.clear_table();
    }
    let (_, cleared) = play(&first, 4_000, 120);
    assert_eq!(cleared, turns);
    // A finished game has a result the rules give; an unfinished one none.
    assert_eq!(game.is_over(), game.outcome().is_some());
}

#[test]
fn takes_every_goal_in_one_the_rules_offer() {
    let one = Budget::new().with_nodes(1);
    let takers = [Bot::new(BotKind::Search, 1), Bot::new(BotKind::Classic, 1)];
    let mut goals = 0;
    for seed in 1..=4 {
        // Games between the two weaker bots, where goals come up.
        let bots = [
            Bot::new(BotKind::Classic, seed),
            Bot::new(BotKind::Greedy, seed),
        ];
        let (_, turns) = play(&bots, 3_000, 300);
        let mut game = Game::new();
        for text in &turns {
            if !game.is_setup_phase()
                && let Some(goal) = game.position().goal_move()
                && game.clone().play_move(&goal).is_ok()
            {
                goals += 1;
                for bot in &takers {
                    let mv = bot.choose(&game, &one, &|_| {}).unwrap();
                    let mut after = game.clone();
                    after.play_move(&mv).unwrap();
                    let me: Color = game.side_to_move();
                    let winner = after.outcome().and_then(|o| o.winner);
                    assert_eq!(winner, Some(me), "{} {mv}", bot.name());
                }
            }
            game.play_text(text).unwrap();
        }
        println!("seed {seed}: {} turns, {:?}", turns.len(), game.outcome());
    }
    println!("{goals} positions with a goal in one");
    assert!(goals > 0, "no goal in one came up: the test saw nothing");
}
