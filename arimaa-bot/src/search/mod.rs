//! `bot` (`bot:search`): a step-based search in the manner of the strong Arimaa programs
//! (depth counted in steps, 4 to a turn; iterative deepening one step at a time; a
//! transposition table merging step orders; goal detection at every leaf; a capture
//! quiescence to the end of the move, and a goal-defence quiescence where the opponent
//! threatens a goal), over the evaluation of
//! [`evaluation`](crate::evaluation).
//!
//! - [`analyze`] first takes a goal if the side to move has one. Then, with room for more
//!   than one whole move (`max_depth` above 4 steps, the default with a budget), the root
//!   is the side to move's whole moves (`root`: generated in bounded pieces, one per first
//!   step, and ordered by their static value), each searched against the opponent's reply
//!   by the step search, 4, 5, 6, ... steps deep (one step more each pass), alpha-beta
//!   between them; otherwise iterative deepening runs over steps from the root itself.
//!   Either way it stops when the [`Budget`] runs out (nodes, a deadline, a stop flag:
//!   polled every few nodes, so the search stops at any node and answers by its deadline)
//!   with the best move of the last completed pass, or a better one found by the
//!   unfinished pass (its first move is the previous best, so anything it prefers was
//!   fully searched).
//! - The step search (alpha-beta with principal-variation windows, late-move reductions
//!   of quiet steps, early beta cut-offs mid-move) is in `node`; the order of the actions
//!   in `order`; the table in `tt` (kept by the bot between searches: `kept`); the goal
//!   cache in `goals`; the evaluation cache in `evals`; the time management of a budget
//!   with a target in `time`; the helper threads of a bot with several (Lazy SMP) in
//!   `smp`.
//! - Every rule comes from the core: legal steps (`Position::legal_steps`), whole moves
//!   (`Position::legal_moves` after a first step), the end of a move
//!   (`Position::can_end_move`, `Position::end_move`), the game's end
//!   (`Position::outcome_after_move`), goals (`Position::goal_move_within`), repetition at
//!   the root (`Game::repeats_third_time`).
//!
//! With a node budget alone, one thread and a new table (a new bot, or one whose table
//! was cleared: [`Bot::clear_table`]) the answer depends only on the game, the bot and
//! the budget: the same move on every platform. A bot made to keep its table
//! (`Bot::with_kept_table`) keeps it between searches (`kept`), so a later search also depends on the earlier ones; with helper
//! threads (`smp`) on how the threads ran.

mod evals;
mod goals;
pub(crate) mod kept;
mod node;
mod order;
mod root;
#[cfg(feature = "threads")]
mod smp;
mod time;
mod tt;

use alloc::vec;
use alloc::vec::Vec;

use arimaa_rules::{Game, GoalSearch, Move, Position, Step};

use crate::budget::{Meter, Pool};
use crate::score;
use crate::{Analysis, Bot, Budget};
use node::Node;
use order::Act;
use root::Candidate;
use time::TimeManager;
use tt::Table;

/// The transposition table's default size in MiB.
pub(crate) const DEFAULT_HASH_MB: u32 = 32;

/// The depth (in steps) searched when neither the budget (no node limit, no deadline, no
/// stop flag) nor the bot ([`Bot::with_max_depth`]) sets a limit: one whole move.
pub(crate) const UNLIMITED_DEPTH: u32 = 4;

/// The deepest iteration: far beyond what any budget reaches.
pub(crate) const MAX_DEPTH: u32 = 40;

/// The most plies (steps and passes) from the root, quiescence included.
pub(crate) const MAX_PLY: usize = 64;

/// The most steps one goal search at a node may try (`Position::goal_move_within`): a
/// node's cost stays bounded, so the search can stop at any node.
pub(crate) const GOAL_LIMIT: u64 = 120;

/// The most steps the goal search at the root may try (for the side to move's goal, and
/// for the opponent's after a move about to become the best).
pub(crate) const ROOT_GOAL_LIMIT: u64 = 20_000;

/// The nodes a search can spend a second on a fast machine (this bot ran 1.3 to 1.8
/// million a second natively on the machine it was tuned on): how many a deadline allows,
/// for the table's size.
const FAST_NODES_PER_SECOND: u64 = 2_000_000;

/// The most nodes a search within `budget` can reach: its node limit, or its time at
/// [`FAST_NODES_PER_SECOND`], whichever is fewer; `None` when neither bounds it (a stop
/// flag alone). Sizes the table only: the search itself stops by the budget.
fn reachable_nodes(budget: &Budget<'_>) -> Option<u64> {
    let by_time = budget.time_left().map(|t| {
        let micros = u64::try_from(t.as_micros()).unwrap_or(u64::MAX);
        micros.saturating_mul(FAST_NODES_PER_SECOND / 1_000_000)
    });
    match (budget.nodes(), by_time) {
        (Some(n), Some(t)) => Some(n.min(t)),
        (n, t) => n.or(t),
    }
}

/// The search bot's analysis of `game` within `budget`, or `None` when the side to move
/// has no move (setup phase, game over). Every completed iteration that changes the move
/// or deepens is passed to `report`.
pub(crate) fn analyze(
    game: &Game,
    bot: &Bot,
    budget: &Budget<'_>,
    report: &dyn Fn(&Analysis),
) -> Option<Analysis> {
    if game.is_setup_phase() || game.is_over() {
        return None;
    }
    let unlimited = budget.nodes().is_none() && budget.time_left().is_none() && !budget.has_stop();
    let max_depth = bot
        .max_depth()
        .unwrap_or(if unlimited {
            UNLIMITED_DEPTH
        } else {
            MAX_DEPTH
        })
        .clamp(1, MAX_DEPTH);
    // The bot's kept table (emptied in place first unless the bot keeps it, so that its
    // memory is reused), or one of this search's own while another search has it.
    let mut taken = bot.kept_table().take();
    let mut own = None;
    let reachable = reachable_nodes(budget);
    let table: &Table = match taken.as_mut() {
        Some(t) if bot.keeps_table() => t.table(bot.hash_mb(), reachable),
        Some(t) => t.empty_table(bot.hash_mb(), reachable),
        None => own.insert(Table::new(bot.hash_mb(), reachable)),
    };
    let threads = bot.search_threads();
    let pool = Pool::new(budget.nodes());
    let meter = if threads > 1 {
        Meter::pooled(budget, &pool)
    } else {
        Meter::new(budget)
    };
    let mut node = Node::new(game, meter, table, *bot.weights());
    node.time = TimeManager::new(budget);
    if let Some(t) = &node.time {
        node.meter.set_cutoff(t.cutoff());
    }
    // A goal now ends the game: the core's goal search, taken when the game allows it.
    if node.meter.spend()
        && let GoalSearch::Goal(goal) = game.position().goal_move_within(ROOT_GOAL_LIMIT)
        && legal(game, &goal)
    {
        let a = Analysis {
            mv: goal,
            depth: goal.len() as u32,
            score: score::win_in(goal.len()),
            nodes: budget.spent(),
            pv: vec![goal],
        };
        report(&a);
        return Some(a);
    }
    let helpers = Helpers {
        threads,
        pool: &pool,
        table,
    };
    let mut best = if max_depth <= 4 {
        steps_only(&mut node, game, budget, max_depth, report)
    } else {
        whole_moves(&mut node, game, max_depth, report, &helpers)
    };
    if threads > 1 {
        // Every thread has added its nodes (the helpers have ended).
        node.meter.flush();
        node.meter.set_spent(pool.nodes());
    }
    if let Some(b) = best.as_mut() {
        b.nodes = budget.spent();
    }
    best.or_else(|| {
        let mv = quick_move(game)?;
        let a = Analysis::of_move(mv, budget.spent());
        report(&a);
        Some(a)
    })
}

/// Iterative deepening over steps from the root, one step at a time up to `max_depth`
/// (at most one whole move: 4 steps).
fn steps_only(
    node: &mut Node<'_, '_, '_>,
    game: &Game,
    budget: &Budget<'_>,
    max_depth: u32,
    report: &dyn Fn(&Analysis),
) -> Option<Analysis> {
    let mut best: Option<Analysis> = None;
    for depth in 1..=max_depth {
        let mut pos = game.position().clone();
        let score = node.search(&mut pos, depth as i32, -score::INF, score::INF, 0, true);
        let found = principal_variation(game.position(), &node.pv[0][..node.pv_len[0]]);
        if node.stopped {
            // The unfinished iteration's move counts only if it was fully searched and
            // beat the previous best (searched first): the root's pv is set only then.
            if let (Some(b), Some((mv, pv))) = (best.as_mut(), found)
                && mv != b.mv
                && node.pv_len[0] > 0
                && legal(game, &mv)
            {
                b.mv = mv;
                b.pv = pv;
            }
            break;
        }
        let Some((mv, pv)) = found.filter(|(mv, _)| legal(game, mv)) else {
            break;
        };
        let a = Analysis {
            mv,
            depth,
            score: score::reported(score),
            nodes: budget.spent(),
            pv,
        };
        report(&a);
        let decided = score::is_decided(a.score);
        best = Some(a);
        if decided {
            break;
        }
    }
    best
}

/// The helper threads of a search (Lazy SMP, see `smp`): how many threads in all, what
/// they share.
#[cfg_attr(not(feature = "threads"), allow(dead_code))]
struct Helpers<'p> {
    /// The threads of the search, the calling one included (1: no helper).
    threads: usize,
    /// The nodes and the stop flag of all threads.
    pool: &'p Pool,
    /// The table of all threads.
    table: &'p Table,
}

/// The root's whole moves ([`root`]) by static value, then each against the opponent's
/// reply searched 4, 5, ... steps deep, up to `max_depth` steps in all; with helper
/// threads, they search the same passes meanwhile (`smp`), and this thread's answer is
/// the answer.
fn whole_moves(
    node: &mut Node<'_, '_, '_>,
    game: &Game,
    max_depth: u32,
    report: &dyn Fn(&Analysis),
    helpers: &Helpers<'_>,
) -> Option<Analysis> {
    let mut cands = root::candidates(node, game)?;
    let first = cands.first()?;
    let best = Analysis {
        mv: first.mv,
        depth: 4,
        score: score::reported(first.score),
        nodes: node.meter.total(),
        pv: vec![first.mv],
    };
    report(&best);
    if best.decided() == Some(true) {
        return Some(best);
    }
    // The opponent's reply 4 steps deep first (one whole move), or less when the depth
    // limit leaves less.
    let deepest = max_depth.saturating_sub(4);
    #[cfg(feature = "threads")]
    if helpers.threads > 1 {
        // The helpers start from the moves in this order (each its own copy).
        let order = cands.clone();
        let start = smp::Start {
            game,
            cands: &order,
            first: deepest.min(4),
            deepest,
            weights: node.weights,
        };
        return Some(smp::with_helpers(
            helpers.threads,
            helpers.pool,
            helpers.table,
            &start,
            || passes(node, game, &mut cands, deepest, best, report),
        ));
    }
    #[cfg(not(feature = "threads"))]
    let _ = helpers;
    Some(passes(node, game, &mut cands, deepest, best, report))
}

/// The passes over the root moves `cands` with the opponent's reply 4 (or `deepest` if
/// less), 5, ... `deepest` steps deep, until the budget or the time management stops
/// them or the game is decided; `best`: the answer so far.
fn passes(
    node: &mut Node<'_, '_, '_>,
    game: &Game,
    cands: &mut [Candidate],
    deepest: u32,
    mut best: Analysis,
    report: &dyn Fn(&Analysis),
) -> Analysis {
    for reply in deepest.min(4)..=deepest {
        let Some((a, complete)) = root::pass(node, game, cands, reply) else {
            break;
        };
        if !complete {
            // Stopped during the pass: its best move was searched to its end and is at
            // least as good as the previous best (searched first).
            if a.mv != best.mv {
                best.mv = a.mv;
                best.pv = a.pv;
            }
            break;
        }
        report(&a);
        let decided = score::is_decided(a.score);
        best = a;
        if decided {
            break;
        }
        if let Some(t) = node.time.as_mut() {
            let now = node.meter.budget().clock_now().unwrap_or_default();
            let go_on = t.completed(best.mv, best.score, now);
            node.meter.set_cutoff(t.cutoff());
            if !go_on {
                break;
            }
        }
    }
    best
}

/// The root move and the principal variation as moves (one per turn) from the search's
/// actions, or `None` when they do not begin with a step.
pub(crate) fn principal_variation(root: &Position, acts: &[Act]) -> Option<(Move, Vec<Move>)> {
    let mut turns: Vec<Move> = Vec::new();
    let mut current = Move::new();
    let mut pos = root.clone();
    for act in acts {
        match act {
            Act::Step(s) => {
                pos.play_step(s).ok()?;
                current.push(*s).ok()?;
            }
            Act::Pass => {
                pos.end_move().ok()?;
                turns.push(current);
                current = Move::new();
            }
        }
    }
    if !current.is_empty() {
        turns.push(current);
    }
    let first = *turns.first()?;
    Some((first, turns))
}

/// Whether the game accepts `mv` now (the core decides: steps, end of move, repetition).
fn legal(game: &Game, mv: &Move) -> bool {
    !mv.is_empty() && game.clone().play_move(mv).is_ok()
}

/// The first one-step move the game accepts, for a search stopped before its first
/// iteration ended.
fn quick_move(game: &Game) -> Option<Move> {
    game.position()
        .legal_steps()
        .steps()
        .find_map(|step: Step| {
            let mv = Move::from_steps(&[step])?;
            legal(game, &mv).then_some(mv)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::BotKind;
    use crate::test_positions::{game, hangs};
    use arimaa_rules::{Color, GameOptions, PieceKind};

    #[test]
    fn the_reachable_nodes_are_the_fewer_of_the_limit_and_the_time() {
        use core::time::Duration;
        let clock = crate::budget::tests::Manual(core::cell::Cell::new(Duration::from_secs(7)));
        assert_eq!(reachable_nodes(&Budget::new()), None);
        assert_eq!(
            reachable_nodes(&Budget::new().with_nodes(150_000)),
            Some(150_000)
        );
        // 0.25 s at 2 million nodes a second.
        let quarter = Budget::new().with_time(&clock, Duration::from_millis(250));
        assert_eq!(reachable_nodes(&quarter), Some(500_000));
        assert_eq!(
            reachable_nodes(&quarter.clone().with_nodes(150_000)),
            Some(150_000)
        );
        assert_eq!(reachable_nodes(&quarter.with_nodes(900_000)), Some(500_000));
    }

    /// The search bot's analysis within `nodes`.
    fn think(game: &Game, nodes: u64) -> Analysis {
        let bot = Bot::new(BotKind::Search, 1).with_hash_mb(4);
        analyze(game, &bot, &Budget::new().with_nodes(nodes), &|_| {}).expect("a move")
    }

    #[test]
    fn takes_a_goal() {
        // Gold rabbit on c7 with c8 empty: a goal in one step.
        let g = game(["       r", "  R", "", "", "", "", "", "R"], 'g');
        let a = think(&g, 10);
        assert!(
            g.position()
                .play(&a.mv)
                .unwrap()
                .rabbit_on_goal(Color::Gold),
            "{a}"
        );
        assert_eq!(a.decided(), Some(true));
    }

    #[test]
    fn does_not_hang_the_camel_on_a_trap() {
        // The silver elephant on d4 freezes the gold camel on c4 and can push it onto the
        // unguarded trap c3 (`Mc4s Ed4w`); gold must guard c3, unfreeze the camel or block.
        // (Silver's rabbits on f8-h8 keep gold's rabbits g2 and h2 from a winning race.)
        // Two turns deep (the threat and gold's answer): deeper, the elephant hunts the
        // camel down whatever gold does (about -1,550 at 15 and 16 steps for every move),
        // and the choice among lost lines is not this test's question.
        let g = game(["rrr  rrr", "", "", "", "  Me", "D", "      RR", ""], 'g');
        assert!(hangs(&g, &"Rg2n".parse().unwrap(), PieceKind::Camel));
        let bot = Bot::new(BotKind::Search, 1)
            .with_hash_mb(4)
            .with_max_depth(Some(8));
        let a = analyze(&g, &bot, &Budget::new().with_nodes(300_000), &|_| {}).unwrap();
        assert!(!hangs(&g, &a.mv, PieceKind::Camel), "{a} hangs the camel");
    }

    #[test]
    fn blocks_a_one_move_goal_threat() {
        // Silver's rabbit on a2 reaches a1 next move unless gold stops it; gold's elephant
        // e4 and dog b4 can. Silver's horse h8 keeps silver mobile.
        let g = game(["       h", "", "", "", " D  E", "", "r", "       R"], 'g');
        let a = think(&g, 300_000);
        let after = g.position().play(&a.mv).unwrap();
        assert_eq!(after.goal_move(), None, "{a} lets silver score");
    }

    #[test]
    fn leaves_no_goal_the_bounded_search_misses() {
        // Silver to move, from games the search lost to bot:classic: in each, the
        // opponent's goal after the move it chose then (`36s Cc4s ec5s ec4n`, `29s rh5s rh4s
        // rh3s ee7s`, `14s re8s hg4n Rg3n hg5w`) took the core's goal search more than the
        // search's GOAL_LIMIT steps to find (960, 1920 and 240). The moves the root keeps
        // are checked to the end, so the move chosen leaves no goal by the core's complete
        // search (`Position::goal_move`).
        for short in [
            "s [  r       Ed       R      eH  HdrRC    RD     CD  RM R   R     R]",
            "s [  rr     H Rer   E   RDr   C hHr   d     R D  R dM   C  R    R R]",
            "s [r r rr rdrm  c   h Rd r   R E   r    eh  H RH R D C  CRDRR     R]",
        ] {
            let g =
                Game::from_position(Position::from_short(short).unwrap(), GameOptions::default());
            let a = think(&g, 150_000);
            let after = g.position().play(&a.mv).unwrap();
            assert_eq!(after.goal_move(), None, "{short}: {a} leaves a goal");
        }
    }

    #[test]
    fn a_depth_limit_is_kept_and_reported() {
        let g = Game::from_position(Position::standard(), GameOptions::default());
        for depth in [1, 3, 4, 6] {
            let bot = Bot::new(BotKind::Search, 1)
                .with_max_depth(Some(depth))
                .with_hash_mb(2);
            let a = analyze(&g, &bot, &Budget::new(), &|_| {}).unwrap();
            assert_eq!(a.depth, depth, "{a}");
            assert!(g.clone().play_move(&a.mv).is_ok(), "{a}");
        }
    }

    #[test]
    #[cfg(feature = "std")]
    fn uses_its_time_and_answers_by_the_deadline() {
        use crate::SystemClock;
        let g = Game::from_position(Position::standard(), GameOptions::default());
        let clock = SystemClock::new();
        let limit = core::time::Duration::from_millis(200);
        let budget = Budget::new().with_time(&clock, limit);
        let started = std::time::Instant::now();
        let a = Bot::new(BotKind::Search, 1)
            .analyze(&g, &budget, &|_| {})
            .unwrap();
        let took = started.elapsed();
        assert!(
            took >= limit * 8 / 10,
            "answered after {took:?} of {limit:?}: {a}"
        );
        assert!(
            took < limit + core::time::Duration::from_millis(500),
            "{took:?}"
        );
        assert!(g.clone().play_move(&a.mv).is_ok(), "{a}");
    }
}
