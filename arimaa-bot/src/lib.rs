//! # arimaa-bot
//!
//! The built-in Arimaa bots of the `arimaa` project as a library: the same code plays in
//! the terminal (`arimaa play`), as an AEI engine (`arimaa aei`) and in WebAssembly (the
//! npm package's `Bot` class). They use only the public API of [`arimaa_rules`]
//! (`Game::legal_moves`, `Position::play`, `Position::goal_move`,
//! `Position::outcome_after_move`, the board's bitboards): no rule is decided here.
//!
//! - [`BotKind::Search`] (`bot`, `bot:search`): a step-based alpha-beta search with
//!   iterative deepening, a transposition table, goal detection at every leaf, a
//!   capture quiescence and a goal-defence one where the opponent threatens a goal, over
//!   an evaluation (HarLog material, trap control, frozen and threatened pieces, rabbits
//!   kept home while the enemy army is whole, goal threats seen statically, the
//!   elephant). It uses the time it is given and can be stopped at any node.
//! - [`BotKind::Classic`] (`bot:classic`): the first built-in bot, kept for the strength
//!   ladder: it ranks its moves by a static evaluation of its own, then searches the best
//!   candidates against every opponent reply, two plies of whole moves.
//! - [`BotKind::Greedy`] (`bot:greedy`): the earlier one-move bot, kept as a
//!   sparring partner.
//! - Setups: gold's usual opening, silver's chosen knowing gold's ([`setups`]).
//!
//! ## Budgets, clocks and threads
//!
//! [`Bot::choose`] runs on the calling thread and polls a [`Budget`]: a number of nodes,
//! a deadline on a [`Clock`] the caller provides (with a soft target before it, managed
//! by the search: [`Budget::with_target`]), a stop flag. Nothing needs threads or
//! `std::time::Instant`, so it runs on `wasm32-unknown-unknown` (give it
//! `performance.now()` as its clock there, or a node budget).
//!
//! ```
//! use arimaa_bot::{Bot, BotKind, Budget};
//! use arimaa_rules::Game;
//!
//! let bot = Bot::new(BotKind::Search, 1);
//! let mut game = Game::new();
//! // The setups, then a move found within 5,000 nodes.
//! while game.is_setup_phase() {
//!     game.play_setup(&bot.setup(&game)).unwrap();
//! }
//! let budget = Budget::new().with_nodes(5_000);
//! let mv = bot.choose(&game, &budget, &|_| {}).unwrap();
//! game.play_move(&mv).unwrap();
//! ```
//!
//! **What is deterministic.** A search bot made with [`Bot::with_kept_table`]`(true)` keeps
//! its transposition table from one search to the next ([`Bot`]); by default every search
//! starts from an empty table. A new bot (or one whose table was cleared:
//! [`Bot::clear_table`]) searching with one thread within a node budget gives the same
//! move for the same game, seed and settings on every platform; the same bot given the
//! same sequence of searches since, the same moves again. A deadline, a stop flag or
//! helper threads ([`Bot::with_threads`]: the threads' timing decides what each finds in
//! the shared table) make the answer depend on the machine and its load.
//!
//! Between threads: a [`Bot`] is `Send` and `Sync`, so one bot can serve any number of
//! threads at once, each searching its own [`Game`] (clone it per thread); one search at a
//! time uses the bot's kept table, the others a new table of their own. A [`Budget`]
//! borrows its clock and stop flag and belongs to the thread that searches; the stop flag
//! is an `AtomicBool` that any other thread may set to end the search.
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//! use arimaa_bot::{Bot, BotKind, Budget};
//! use arimaa_rules::Game;
//!
//! let setup = Bot::new(BotKind::Greedy, 7);
//! let mut game = Game::new();
//! while game.is_setup_phase() {
//!     game.play_setup(&setup.setup(&game)).unwrap();
//! }
//! let stop = AtomicBool::new(false);
//! let moves: Vec<_> = std::thread::scope(|s| {
//!     let workers: Vec<_> = (0..2)
//!         .map(|_| {
//!             let (game, stop) = (game.clone(), &stop);
//!             // A new bot on each thread: the same settings, a new table.
//!             let bot = Bot::new(BotKind::Search, 7);
//!             s.spawn(move || bot.choose(&game, &Budget::new().with_nodes(20_000).with_stop(stop), &|_| {}))
//!         })
//!         .collect();
//!     workers.into_iter().map(|w| w.join().unwrap()).collect()
//! });
//! // The same game, seed and node budget, new bots: the same move on both threads.
//! assert_eq!(moves[0], moves[1]);
//! assert!(game.legal_moves().contains(&moves[0].unwrap()));
//! ```
//!
//! ## Features
//!
//! - `std` (default): [`SystemClock`] (over `std::time::Instant`) and the core's move
//!   generator kept per thread. Without it the crate is `no_std` + `alloc`.
//! - `threads` (default, implies `std`): [`Bot::choose_timed`], which searches on a worker
//!   thread and answers by a deadline even while the core generates a long move list (not
//!   interruptible), as the CLI and the AEI engine need; the helper threads of
//!   [`Bot::with_threads`] (without the feature, as in WebAssembly, a bot searches with one
//!   thread whatever its setting).

#![cfg_attr(not(any(feature = "std", test)), no_std)]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![warn(missing_docs)]

extern crate alloc;

use alloc::string::{String, ToString};
use core::fmt;
use core::str::FromStr;

use arimaa_rules::{Color, Game, Move, NotatedMove, Setup, Turn};

mod analysis;
mod budget;
mod classic;
pub mod evaluation;
mod greedy;
mod kept_bot;
pub mod review;
mod score;
mod search;
pub mod setups;
mod shared;
#[cfg(test)]
mod test_positions;
#[cfg(feature = "threads")]
#[cfg_attr(docsrs, doc(cfg(feature = "threads")))]
pub mod timed;

pub use analysis::Analysis;
#[cfg(feature = "std")]
pub use budget::SystemClock;
pub use budget::{Budget, Clock};

// The crates.io README's examples run as doctests (the README is in the package).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

/// Which built-in bot plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BotKind {
    /// The step-based searcher (`bot`, `bot:search`), the default.
    Search,
    /// The first built-in bot, two plies of whole moves (`bot:classic`).
    Classic,
    /// The one-move greedy bot (`bot:greedy`).
    Greedy,
}

impl BotKind {
    /// The kinds `bot:<kind>` accepts, as written.
    pub const NAMES: [&'static str; 3] = ["search", "classic", "greedy"];

    /// The player name of this kind: `bot`, `bot:classic` or `bot:greedy`.
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Search => "bot",
            BotKind::Classic => "bot:classic",
            BotKind::Greedy => "bot:greedy",
        }
    }

    /// The kind named by one of [`BotKind::NAMES`] (`search`, `greedy`), else `None`.
    ///
    /// ```
    /// use arimaa_bot::BotKind;
    /// assert_eq!(BotKind::from_kind_name("greedy"), Some(BotKind::Greedy));
    /// assert_eq!(BotKind::from_kind_name("bot:greedy"), None);
    /// ```
    pub fn from_kind_name(name: &str) -> Option<BotKind> {
        match name {
            "search" => Some(BotKind::Search),
            "classic" => Some(BotKind::Classic),
            "greedy" => Some(BotKind::Greedy),
            _ => None,
        }
    }
}

/// A player name that is not one of the built-in bots (the text as given).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownBot(pub String);

impl fmt::Display for UnknownBot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown bot {:?}: expected bot, bot:search, bot:classic or bot:greedy",
            self.0
        )
    }
}

impl core::error::Error for UnknownBot {}

impl FromStr for BotKind {
    type Err = UnknownBot;

    /// Reads `bot` or `bot:search` ([`BotKind::Search`]), `bot:classic`
    /// ([`BotKind::Classic`]) and `bot:greedy` ([`BotKind::Greedy`]).
    ///
    /// # Errors
    /// [`UnknownBot`] with the text for anything else.
    ///
    /// ```
    /// use arimaa_bot::BotKind;
    /// assert_eq!("bot".parse(), Ok(BotKind::Search));
    /// assert_eq!("bot:greedy".parse(), Ok(BotKind::Greedy));
    /// assert!("bot:nope".parse::<BotKind>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<BotKind, UnknownBot> {
        match s.trim() {
            "bot" | "bot:search" => Ok(BotKind::Search),
            "bot:classic" => Ok(BotKind::Classic),
            "bot:greedy" => Ok(BotKind::Greedy),
            other => Err(UnknownBot(other.to_string())),
        }
    }
}

/// A built-in bot: its kind, its seed and the search's settings (the transposition
/// table's size, a depth limit, its threads), and the search bot's transposition table,
/// kept from one search to the next.
///
/// **The kept table** ([`Bot::with_kept_table`]`(true)`; off by default until a
/// head-to-head test shows it gains). The search bot then remembers what its searches found: the next move of
/// a game starts from the positions the last ones searched. So with a node budget a
/// search's answer depends on the game, the seed, the settings, the budget *and the
/// searches this bot made before*. A new bot, or one whose table was cleared
/// ([`Bot::clear_table`], as the AEI engine does on `newgame`), answers as every bot did
/// before tables were kept: the same move for the same game and node budget on every
/// platform (with one thread). Two bots (or clones: see below) that made the same
/// searches answer alike.
///
/// **Memory.** The search bot holds its table's memory (at most [`Bot::hash_mb`] MiB,
/// less for a search that can reach fewer nodes) from its first search until it is
/// dropped or [`Bot::clear_table`] is called, kept or not: a bot that does not keep its
/// table empties it in place before each search (the same empty table a new bot has),
/// which costs no page faults; allocating it afresh for each search cost a 0.25-second
/// search 16 ms of system time with one thread and 104 ms (a fifth of its CPU time) with
/// two (measured on one position). Each thread of a search also holds, while it searches,
/// a goal cache (512 KiB) and an evaluation cache (256 KiB) of its own.
///
/// **Threads.** A `Bot` is `Send` and `Sync`: one bot can serve any number of threads at
/// once, each searching its own [`Game`]. One search at a time uses the kept table; a
/// search that starts while another has it uses a new table of its own (neither waits,
/// neither sees the other's entries). A clone shares the table (`Clone` is cheap: an
/// `Arc`); the builders (`with_…`) give a bot with a new, empty table of its own. Equality
/// compares the settings only.
#[derive(Clone)]
pub struct Bot {
    kind: BotKind,
    seed: u64,
    hash_mb: u32,
    max_depth: Option<u32>,
    weights: evaluation::Weights,
    threads: u32,
    keep_table: bool,
    table: alloc::sync::Arc<search::kept::Kept>,
}

impl Bot {
    /// The transposition table's default largest size in MiB (also the page's: 32 MB).
    pub const DEFAULT_HASH_MB: u32 = search::DEFAULT_HASH_MB;

    /// The largest transposition table, in MiB ([`Bot::with_hash_mb`] clamps to it).
    pub const MAX_HASH_MB: u32 = 4096;

    /// The deepest search, in steps ([`Bot::with_max_depth`] clamps to it).
    pub const MAX_DEPTH: u32 = search::MAX_DEPTH;

    /// The time a bot thinks per move when its caller gives neither a time nor a node
    /// budget: one second (`arimaa play`'s medium level, Python's `Bot.choose` and
    /// JavaScript's `Bot.choose` without a limit).
    pub const DEFAULT_MOVE_TIME: core::time::Duration = core::time::Duration::from_secs(1);

    /// A bot of `kind` whose random tie-breaks are determined by `seed` and the game, with
    /// the default table size ([`Bot::DEFAULT_HASH_MB`]), no depth limit, one thread and
    /// an empty table.
    pub fn new(kind: BotKind, seed: u64) -> Bot {
        Bot {
            kind,
            seed,
            hash_mb: Bot::DEFAULT_HASH_MB,
            max_depth: None,
            weights: evaluation::Weights::DEFAULT,
            threads: 1,
            keep_table: false,
            table: Default::default(),
        }
    }

    /// The same settings with a new, empty table (what every builder returns).
    fn rebuilt(self) -> Bot {
        Bot {
            table: Default::default(),
            ..self
        }
    }

    /// The same bot evaluating with `weights` instead of
    /// [`Weights::DEFAULT`](evaluation::Weights::DEFAULT) (the search bot only), e.g.
    /// weights read by [`Weights::parse`](evaluation::Weights::parse).
    ///
    /// ```
    /// use arimaa_bot::{Bot, BotKind, evaluation::Weights};
    /// let mut w = Weights::DEFAULT;
    /// w.rabbit_home = 20;
    /// let bot = Bot::new(BotKind::Search, 1).with_weights(w);
    /// assert_eq!(bot.weights().rabbit_home, 20);
    /// ```
    pub fn with_weights(self, weights: evaluation::Weights) -> Bot {
        Bot { weights, ..self }.rebuilt()
    }

    /// The evaluation's weights the search bot plays with.
    pub fn weights(&self) -> &evaluation::Weights {
        &self.weights
    }

    /// The same bot with a transposition table of at most `mb` MiB (1 to
    /// [`Bot::MAX_HASH_MB`], clamped; the search bot only), new and empty. The table is
    /// allocated at the bot's first search and kept ([`Bot`]), never allocated per node; a
    /// search with a node limit or a deadline takes no more 16-byte slots than the power
    /// of two at or above the nodes it can reach (a deadline counted at 2 million nodes a
    /// second), since a table larger than the search fills only costs time; a later
    /// search that can reach more grows it (its entries kept). A node budget gives a new
    /// bot the same move on every platform for the same `mb`.
    pub fn with_hash_mb(self, mb: u32) -> Bot {
        Bot {
            hash_mb: mb.clamp(1, Bot::MAX_HASH_MB),
            ..self
        }
        .rebuilt()
    }

    /// The same bot searching at most `steps` steps deep (4 steps are one whole turn; 1 to
    /// [`Bot::MAX_DEPTH`], clamped; the search bot only; `None`: no limit but the budget),
    /// with a new, empty table.
    pub fn with_max_depth(self, steps: Option<u32>) -> Bot {
        Bot {
            max_depth: steps.map(|s| s.clamp(1, Bot::MAX_DEPTH)),
            ..self
        }
        .rebuilt()
    }

    /// The bot's kind.
    pub fn kind(&self) -> BotKind {
        self.kind
    }

    /// The bot's seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The transposition table's largest size in MiB.
    pub fn hash_mb(&self) -> u32 {
        self.hash_mb
    }

    /// The depth limit in steps, if any.
    pub fn max_depth(&self) -> Option<u32> {
        self.max_depth
    }

    /// The bot's player name (`bot`, `bot:classic`, `bot:greedy`).
    pub fn name(&self) -> &'static str {
        self.kind.name()
    }

    /// The setup for the side to set up: gold's usual setup, or silver's default chosen
    /// knowing gold's ([`setups::default_setup`]). Only meaningful in the setup phase.
    pub fn setup(&self, game: &Game) -> Setup {
        setups::default_setup(game.side_to_move(), gold_setup(game).as_ref())
    }

    /// The move for the side to move, found on the calling thread within `budget`, or
    /// `None` when there is none (setup phase or game over). Every time the best move so
    /// far changes it is passed to `report`. With a node budget alone and one thread the
    /// answer depends only on the game, the seed, the bot's settings, the budget and the
    /// bot's earlier searches since it was made or its table cleared (none: the same move
    /// as any new bot's; see [`Bot`]).
    ///
    /// ```
    /// use arimaa_bot::{Bot, BotKind, Budget};
    /// use arimaa_rules::{Game, GameOptions, Position};
    /// // A gold rabbit on c7 with c8 empty: the bot takes the goal.
    /// let board = format!("{:8}{:8}{:40}{:8}", "       r", "  R", "", "R");
    /// let pos = Position::from_short(&format!("g [{board}]")).unwrap();
    /// let game = Game::from_position(pos.clone(), GameOptions::default());
    /// let budget = Budget::new().with_nodes(20_000);
    /// let mv = Bot::new(BotKind::Search, 1).choose(&game, &budget, &|_| {}).unwrap();
    /// assert!(pos.play(&mv).unwrap().rabbit_on_goal(arimaa_rules::Color::Gold));
    /// ```
    pub fn choose(&self, game: &Game, budget: &Budget<'_>, report: &dyn Fn(Move)) -> Option<Move> {
        self.analyze(game, budget, &|a: &Analysis| report(a.mv))
            .map(|a| a.mv)
    }

    /// Like [`Bot::choose`], with what the search found: the move, the depth completed (in
    /// steps), the score, the nodes and the principal variation ([`Analysis`]). `report`
    /// gets the analysis every time the best move or the depth changes (the search bot:
    /// after each completed iteration; the other kinds report their answer).
    ///
    /// ```
    /// use arimaa_bot::{Bot, BotKind, Budget};
    /// use arimaa_rules::{Game, GameOptions, Position};
    /// let game = Game::from_position(Position::standard(), GameOptions::default());
    /// let budget = Budget::new().with_nodes(30_000);
    /// let a = Bot::new(BotKind::Search, 1).analyze(&game, &budget, &|_| {}).unwrap();
    /// assert!(a.depth >= 4, "at least one whole turn: {a:?}");
    /// assert_eq!(a.pv[0], a.mv);
    /// assert!(game.legal_moves().contains(&a.mv));
    /// ```
    pub fn analyze(
        &self,
        game: &Game,
        budget: &Budget<'_>,
        report: &dyn Fn(&Analysis),
    ) -> Option<Analysis> {
        match self.kind {
            BotKind::Search => search::analyze(game, self, budget, report),
            BotKind::Classic => {
                let mv = classic::choose(game, self.seed, budget, &|mv| {
                    report(&Analysis::of_move(mv, budget.spent()))
                })?;
                Some(Analysis::of_move(mv, budget.spent()))
            }
            BotKind::Greedy => {
                let a = Analysis::of_move(greedy::choose(game, self.seed, budget)?, budget.spent());
                report(&a);
                Some(a)
            }
        }
    }

    /// The bot's turn for the side to move: its setup in the setup phase ([`Bot::setup`]),
    /// else its move within `budget` ([`Bot::choose`]); `None` when the game is over.
    pub fn turn(&self, game: &Game, budget: &Budget<'_>, report: &dyn Fn(Move)) -> Option<Turn> {
        if game.is_setup_phase() {
            return Some(Turn::Setup(self.setup(game)));
        }
        let mv = self.choose(game, budget, report)?;
        Some(Turn::Move(NotatedMove {
            mv,
            ..Default::default()
        }))
    }

    /// The move for the side to move by `deadline` (its best move so far), or soon after
    /// `stop` is set, or `None` when there is none (setup phase or game over). The search
    /// bot searches on this thread and stops at any node; the classic bot runs on a worker
    /// thread while this one waits ([`timed`]), so the answer comes in time while the core
    /// generates a long move list; the greedy bot answers in one pass on this thread,
    /// ignores the deadline (so that it stays deterministic for a seed) and stops early
    /// only when `stop` is set.
    #[cfg(feature = "threads")]
    #[cfg_attr(docsrs, doc(cfg(feature = "threads")))]
    pub fn choose_timed(
        &self,
        game: &Game,
        deadline: std::time::Instant,
        stop: &core::sync::atomic::AtomicBool,
    ) -> Option<Move> {
        match self.kind {
            BotKind::Search => self.analyze_timed(game, deadline, stop).map(|a| a.mv),
            BotKind::Classic => timed::choose(game, self, deadline, stop),
            BotKind::Greedy => greedy::choose(game, self.seed, &Budget::new().with_stop(stop)),
        }
    }

    /// The analysis ([`Bot::analyze`]) for the side to move by `deadline`, or soon after
    /// `stop` is set, on the calling thread (the search bot stops at any node; the other
    /// kinds as in [`Bot::choose_timed`], reporting their move only).
    #[cfg(feature = "threads")]
    #[cfg_attr(docsrs, doc(cfg(feature = "threads")))]
    pub fn analyze_timed(
        &self,
        game: &Game,
        deadline: std::time::Instant,
        stop: &core::sync::atomic::AtomicBool,
    ) -> Option<Analysis> {
        match self.kind {
            BotKind::Search => {
                let clock = SystemClock::new();
                let budget = Budget::new()
                    .with_deadline(&clock, clock.at(deadline))
                    .with_stop(stop);
                self.analyze(game, &budget, &|_| {})
            }
            _ => self
                .choose_timed(game, deadline, stop)
                .map(|mv| Analysis::of_move(mv, 0)),
        }
    }
}

/// Gold's setup, if gold has set up.
fn gold_setup(game: &Game) -> Option<Setup> {
    game.history()
        .iter()
        .find_map(|e| match (e.color, &e.turn) {
            (Color::Gold, Turn::Setup(s)) => Some(*s),
            _ => None,
        })
}
