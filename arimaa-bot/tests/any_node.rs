//! The search stops at any node and still answers with a legal move: positions reached by
//! random legal moves from the usual opening (the core's `Position::legal_moves`), node
//! budgets from 0 to a few thousand, every answer checked by the game (`Game::play_move`,
//! which also refuses a third repetition). A node budget is deterministic: the same
//! budget gives the same move twice.

use arimaa_bot::{Bot, BotKind, Budget};
use arimaa_rules::{Game, GameOptions, Position};
use proptest::prelude::*;

/// The game after `picks.len()` random legal moves (each pick indexes the move list),
/// stopping early at the end of the game.
fn game_after(picks: &[usize]) -> Game {
    let mut game = Game::from_position(Position::standard(), GameOptions::default());
    for &p in picks {
        if game.is_over() {
            break;
        }
        let moves = game.legal_moves();
        let mv = moves[p % moves.len()];
        game.play_move(&mv).expect("a legal move");
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn a_search_stopped_at_any_node_answers_legally(
        picks in proptest::collection::vec(0usize..100_000, 0..12),
        nodes in 0u64..4_000,
        hash_mb in 1u32..3,
    ) {
        let game = game_after(&picks);
        prop_assume!(!game.is_over());
        let bot = Bot::new(BotKind::Search, 7).with_hash_mb(hash_mb);
        let budget = Budget::new().with_nodes(nodes);
        let a = bot.analyze(&game, &budget, &|_| {}).expect("a move while the game goes on");
        prop_assert!(game.clone().play_move(&a.mv).is_ok(), "{} refused", a.mv);
        prop_assert_eq!(a.pv.first(), Some(&a.mv));
        prop_assert!(budget.spent() <= nodes);
        let again = bot.analyze(&game, &budget, &|_| {}).unwrap();
        prop_assert_eq!(again.mv, a.mv);
    }
}
