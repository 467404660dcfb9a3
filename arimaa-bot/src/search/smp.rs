//! Lazy SMP (feature `threads`): helper threads search the same root as the calling
//! thread, with the same passes of iterative deepening, sharing its transposition table
//! (lockless, see `tt`) and its node count and stop flag ([`Pool`]); no other
//! communication. What a helper stores, the calling thread finds: deeper results sooner,
//! better ordered moves. The calling thread's answer is the answer.
//!
//! The helpers are diversified as Stockfish 10's Lazy SMP threads were: helper `k`
//! skips some depths by the pattern of `SKIP_SIZE` and `SKIP_PHASE` (the first helper
//! searches the even reply depths, the second the odd ones, the next ones blocks of two,
//! three...), so that they run ahead of the calling thread rather than in step with it.
//!
//! They stop when the calling thread has its answer (it sets the pool's stop flag), when
//! the pool's node count reaches the budget's node limit (all threads' nodes count), or
//! when the calling thread sees the deadline or the stop flag of its [`Budget`](crate::Budget)
//! (the helpers cannot read its clock: it need not be `Sync`) and stops them.

use alloc::vec::Vec;

use arimaa_rules::Game;

use super::node::Node;
use super::root::{self, Candidate};
use super::tt::Table;
use crate::Budget;
use crate::budget::{Meter, Pool};
use crate::evaluation::Weights;
use crate::score::is_decided;

/// Stockfish 10's skip blocks: helper `k` searches depth `d` unless
/// `(d + SKIP_PHASE[i]) / SKIP_SIZE[i]` is odd, where `i = (k - 1) % 20`.
const SKIP_SIZE: [u32; 20] = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4];
const SKIP_PHASE: [u32; 20] = [0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7];

/// Whether helper `k` (from 1) skips the pass with the reply `reply` steps deep.
fn skips(k: usize, reply: u32) -> bool {
    let i = (k - 1) % SKIP_SIZE.len();
    (reply + SKIP_PHASE[i]) / SKIP_SIZE[i] % 2 == 1
}

/// Where the helpers start: the game, the root moves in the calling thread's order, and
/// the reply depths of the passes.
pub(crate) struct Start<'s> {
    pub(crate) game: &'s Game,
    pub(crate) cands: &'s [Candidate],
    pub(crate) first: u32,
    pub(crate) deepest: u32,
    /// The evaluation's weights (the bot's).
    pub(crate) weights: Weights,
}

/// Runs `main` (the calling thread's passes) on this thread while `threads - 1` helpers
/// search from `start`; stops them when `main` returns and waits for them. A helper the
/// system cannot start is done without.
pub(crate) fn with_helpers<R>(
    threads: usize,
    pool: &Pool,
    table: &Table,
    start: &Start<'_>,
    main: impl FnOnce() -> R,
) -> R {
    std::thread::scope(|s| {
        for k in 1..threads {
            let cands = start.cands.to_vec();
            let _ = std::thread::Builder::new()
                .name(alloc::format!("arimaa-bot helper {k}"))
                .spawn_scoped(s, move || helper(k, pool, table, start, cands));
        }
        let answer = main();
        pool.stop();
        answer
    })
}

/// Helper `k`: the passes from `start` it does not skip, until the pool stops it or a
/// pass finds the game decided.
fn helper(k: usize, pool: &Pool, table: &Table, start: &Start<'_>, mut cands: Vec<Candidate>) {
    // No limit of its own: the pool's count and stop flag end it.
    let unlimited = Budget::new();
    let mut node = Node::new(
        start.game,
        Meter::pooled(&unlimited, pool),
        table,
        start.weights,
    );
    for reply in start.first..=start.deepest {
        if skips(k, reply) {
            continue;
        }
        match root::pass(&mut node, start.game, &mut cands, reply) {
            Some((a, true)) if !is_decided(a.score) => {}
            _ => break,
        }
    }
    node.meter.flush();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_helpers_split_the_depths() {
        let searched = |k| (4..12).filter(|&d| !skips(k, d)).collect::<Vec<u32>>();
        assert_eq!(searched(1), [4, 6, 8, 10]);
        assert_eq!(searched(2), [5, 7, 9, 11]);
        // Blocks of two, in four phases.
        assert_eq!(searched(3), [4, 5, 8, 9]);
        assert_eq!(searched(4), [4, 7, 8, 11]);
        // Helper 21 repeats helper 1.
        assert_eq!(searched(21), searched(1));
    }

    /// The search bot with `threads` threads within `nodes` nodes.
    fn think(g: &arimaa_rules::Game, threads: u32, nodes: u64) -> crate::Analysis {
        let bot = crate::Bot::new(crate::BotKind::Search, 1)
            .with_hash_mb(4)
            .with_threads(threads);
        let budget = Budget::new().with_nodes(nodes);
        let a = bot.analyze(g, &budget, &|_| {}).expect("a move");
        assert!(g.legal_moves().contains(&a.mv), "{a}");
        a
    }

    #[test]
    fn several_threads_answer_with_a_legal_move_within_the_nodes() {
        use arimaa_rules::{GameOptions, Position};
        let g = arimaa_rules::Game::from_position(Position::standard(), GameOptions::default());
        // One thread completes depth 8 here after about 19,500 nodes. The calling thread
        // must do that much (less with the helpers' entries) of the shared budget: with 4
        // threads on a busy machine it may get far less than its quarter of the
        // processors (seen: depth 4 within 80,000 nodes, with a test run beside a game
        // match), so the budget leaves it room: a tenth suffices.
        let nodes = 200_000;
        for threads in [2, 4] {
            let a = think(&g, threads, nodes);
            // All threads' nodes count; each may pass the limit by one poll's worth.
            let slack = u64::from(threads) * crate::budget::POLL;
            assert!(a.nodes <= nodes + slack, "{threads} threads: {a}");
            assert!(a.nodes >= nodes, "{threads} threads: {a}");
            assert!(a.depth >= 8, "{threads} threads: {a}");
        }
    }

    #[test]
    fn several_threads_take_a_goal_and_stop_one() {
        use crate::test_positions::game;
        use arimaa_rules::Color;
        // Gold rabbit on c7 with c8 empty: a goal in one step.
        let g = game(["       r", "  R", "", "", "", "", "", "R"], 'g');
        // Silver's rabbit on a2 reaches a1 next move unless gold stops it (the test of
        // the same name in `search`).
        let threat = game(["       h", "", "", "", " D  E", "", "r", "       R"], 'g');
        for threads in [2, 4] {
            let a = think(&g, threads, 20_000);
            let after = g.position().play(&a.mv).unwrap();
            assert!(after.rabbit_on_goal(Color::Gold), "{threads} threads: {a}");
            let a = think(&threat, threads, 200_000);
            let after = threat.position().play(&a.mv).unwrap();
            assert_eq!(
                after.goal_move(),
                None,
                "{threads} threads: {a} lets silver score"
            );
        }
    }
}
