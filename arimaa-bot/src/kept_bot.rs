//! What a [`Bot`] holds besides its settings: the threads its searches use and the
//! transposition table it keeps from one search to the next (see [`Bot`]); its equality
//! (the settings only) and its `Debug` form.

use core::fmt;

use crate::{Bot, BotKind, search};

impl PartialEq for Bot {
    /// The same kind, seed, settings and evaluation weights (the tables aside).
    fn eq(&self, other: &Bot) -> bool {
        self.settings() == other.settings() && self.weights == other.weights
    }
}

impl Eq for Bot {}

impl fmt::Debug for Bot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Bot")
            .field("kind", &self.kind)
            .field("seed", &self.seed)
            .field("hash_mb", &self.hash_mb)
            .field("max_depth", &self.max_depth)
            .field("threads", &self.threads)
            .field("keep_table", &self.keep_table)
            .finish_non_exhaustive()
    }
}

impl Bot {
    /// The most threads one search may use ([`Bot::with_threads`] clamps to it).
    pub const MAX_THREADS: u32 = 64;

    /// The same bot searching with `threads` threads (1 to [`Bot::MAX_THREADS`], clamped;
    /// the search bot only), with a new, empty table. With more than one (feature
    /// `threads`), the calling thread searches as with one while `threads - 1` helper
    /// threads run the same iterative deepening on the same moves, sharing the table
    /// (Lazy SMP): the search goes deeper in the same time; the calling thread's move is
    /// the answer; a node budget counts the nodes of all threads, and a deadline or the
    /// stop flag stops them all. Not deterministic: with a node budget the answer depends
    /// on how the threads ran. Without the `threads` feature (WebAssembly) the bot
    /// searches with one thread whatever this says. Only searches of more than one whole
    /// move (the default; a depth limit above 4 steps) use helpers.
    ///
    /// ```
    /// use arimaa_bot::{Bot, BotKind, Budget};
    /// use arimaa_rules::{Game, GameOptions, Position};
    /// let game = Game::from_position(Position::standard(), GameOptions::default());
    /// let bot = Bot::new(BotKind::Search, 1).with_threads(2);
    /// assert_eq!(bot.threads(), 2);
    /// let a = bot.analyze(&game, &Budget::new().with_nodes(50_000), &|_| {}).unwrap();
    /// assert!(game.legal_moves().contains(&a.mv));
    /// assert_eq!(Bot::new(BotKind::Search, 1).with_threads(0).threads(), 1);
    /// ```
    pub fn with_threads(self, threads: u32) -> Bot {
        Bot {
            threads: threads.clamp(1, Bot::MAX_THREADS),
            ..self
        }
        .rebuilt()
    }

    /// Forgets what the bot's searches found (its kept table): the next search starts
    /// from an empty table, as a new bot's would, and with one thread and a node budget
    /// gives the same move as a new bot. Call it between games (the AEI engine does on
    /// `newgame`). The table's memory is given back. Clones share the table, so they
    /// forget too; while another thread searches with the table, it is cleared when the
    /// next search takes it.
    ///
    /// ```
    /// use arimaa_bot::{Bot, BotKind, Budget};
    /// use arimaa_rules::{Game, GameOptions, Position};
    /// let game = Game::from_position(Position::standard(), GameOptions::default());
    /// let budget = Budget::new().with_nodes(20_000);
    /// let bot = Bot::new(BotKind::Search, 1);
    /// let fresh = bot.analyze(&game, &budget, &|_| {}).unwrap();
    /// bot.clear_table();
    /// assert_eq!(bot.analyze(&game, &budget, &|_| {}), Some(fresh));
    /// ```
    pub fn clear_table(&self) {
        self.table.clear();
    }

    /// The same bot keeping its transposition table from one search to the next (`true`)
    /// or starting every search from an empty table (`false`, the default), with a new,
    /// empty table. Kept, the next move of a game starts from what the last searches
    /// found, and a search's answer depends on the bot's earlier searches (clear it
    /// between games: [`Bot::clear_table`]). Off by default until a head-to-head test
    /// (`bench/strength-log.md`) shows it gains.
    ///
    /// ```
    /// use arimaa_bot::{Bot, BotKind};
    /// let bot = Bot::new(BotKind::Search, 1);
    /// assert!(!bot.keeps_table());
    /// assert!(bot.with_kept_table(true).keeps_table());
    /// ```
    pub fn with_kept_table(self, keep: bool) -> Bot {
        Bot {
            keep_table: keep,
            ..self
        }
        .rebuilt()
    }

    /// Whether the bot keeps its table between searches ([`Bot::with_kept_table`]).
    pub fn keeps_table(&self) -> bool {
        self.keep_table
    }

    /// The threads a search may use (1 to [`Bot::MAX_THREADS`]; see
    /// [`Bot::with_threads`]: without the `threads` feature the search uses one).
    pub fn threads(&self) -> u32 {
        self.threads
    }

    /// The threads a search of this bot uses: [`Bot::threads`], or 1 without the
    /// `threads` feature.
    pub(crate) fn search_threads(&self) -> usize {
        if cfg!(feature = "threads") {
            self.threads as usize
        } else {
            1
        }
    }

    /// The bot's kept table.
    pub(crate) fn kept_table(&self) -> &search::kept::Kept {
        &self.table
    }

    /// Everything but the table: what equality compares.
    fn settings(&self) -> (BotKind, u64, u32, Option<u32>, u32, bool) {
        (
            self.kind,
            self.seed,
            self.hash_mb,
            self.max_depth,
            self.threads,
            self.keep_table,
        )
    }
}
