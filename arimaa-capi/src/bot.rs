//! The built-in bots of `arimaa-bot` (the step-based searcher, the classic two-ply bot,
//! the greedy one-move bot) in the one shape of every binding (Python's and JavaScript's
//! `Bot`): a bot handle made with its kind and seed, its settings, and `choose`,
//! `analyze`, `setup` and `turn` for a game. The limits of a search are a time in
//! milliseconds and a node budget, each given by pointer: NULL is no limit of that kind,
//! both NULL the bot's default time (`ARIMAA_BOT_DEFAULT_MOVE_TIME_MS`), a limit of 0 is
//! refused. The limits and defaults are arimaa-bot's own (`constants.rs`).

use core::ffi::c_char;
use std::time::Duration;

use ::arimaa_bot::{Analysis, Bot, BotKind, Budget, SystemClock};
use arimaa_rules::{Game, MoveError, SetupError};

use crate::error::CapiError;
use crate::ffi::{
    Out, arg_mut, arg_ref, arg_str, boundary, boundary_value, free_box, into_c_string, into_raw,
};
use crate::game::arimaa_game;
use crate::list::arimaa_move_list;
use crate::outcome::describe;
use crate::status::arimaa_status;

/// An opaque built-in bot: its kind, seed and search settings (the transposition table's
/// size, a depth limit). Create with `arimaa_bot_new`, free with `arimaa_bot_free`.
///
/// Threads: the bot holds no state between searches: each call searches its own copy of
/// the game on the calling thread. Functions taking `const struct arimaa_bot *`
/// (`arimaa_bot_choose`, `arimaa_bot_analyze`, `arimaa_bot_setup`, `arimaa_bot_turn`) only
/// read it and may
/// run at the same time on the same bot from any number of threads (also on the same game,
/// which they only read); `arimaa_bot_set_hash_mb`, `arimaa_bot_set_max_depth` and
/// `arimaa_bot_free` change or free it and must not overlap any other call on the same
/// object. A bot may be created on one thread and used or freed on another.
#[allow(non_camel_case_types)]
pub struct arimaa_bot {
    inner: Bot,
}

/// What a search found besides its move (`arimaa_bot_analyze`).
///
/// Written by the library, never read by it.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct arimaa_analysis {
    /// The depth of the last completed iteration, in steps (4 steps are one turn); 0 for
    /// the classic and greedy bots.
    pub depth: u32,
    /// The move's score for the side to move, in centi-rabbits (the bot's one unit: 100 is
    /// the first rabbit captured from a full army, an elephant about 580); a won game is
    /// `ARIMAA_ANALYSIS_WIN` less the steps to the win, a lost one its negation; 0 for the
    /// classic and greedy bots.
    pub score: i32,
    /// The nodes searched.
    pub nodes: u64,
}

/// Whether `game` takes no more turns: it has a result (a resignation during the setup
/// phase included) and is not lenient (a lenient game goes on after its end, as the core's
/// `Game::check_can_move`).
fn over(game: &Game) -> bool {
    game.outcome().is_some() && !game.options().lenient
}

/// The core game of `game`, checked to be one the bot may move in: refused during the
/// setup phase or after the end of the game (strict rules), by the core's rule.
fn movable(game: &arimaa_game) -> Result<&Game, CapiError> {
    let game = game.game();
    match game.check_can_move() {
        Ok(()) => Ok(game),
        Err(MoveError::GameOver) => Err(CapiError::GameOver(describe(game.outcome()))),
        Err(e) => Err(CapiError::IllegalMove(e)),
    }
}

/// The limits of one search as C gives them: each NULL (no limit of that kind) or a
/// positive number; both NULL: the bot's default time.
struct Limits {
    time_ms: Option<u32>,
    nodes: Option<u64>,
}

impl Limits {
    /// Reads the limit arguments `time_ms` and `nodes`.
    ///
    /// # Errors
    /// [`CapiError::InvalidArgument`] for a limit of 0.
    ///
    /// # Safety
    /// Each pointer is NULL or valid for reading one value.
    unsafe fn read(time_ms: *const u32, nodes: *const u64) -> Result<Limits, CapiError> {
        // SAFETY: NULL or valid for one read (caller's contract).
        let (time_ms, nodes) = unsafe { (time_ms.as_ref().copied(), nodes.as_ref().copied()) };
        if time_ms == Some(0) {
            return Err(CapiError::InvalidArgument {
                name: "time_ms",
                value: 0,
                why: "a time limit is at least 1 ms (NULL: no time limit)",
            });
        }
        if nodes == Some(0) {
            return Err(CapiError::InvalidArgument {
                name: "nodes",
                value: 0,
                why: "a node limit is at least 1 (NULL: no node limit)",
            });
        }
        Ok(Limits { time_ms, nodes })
    }

    /// Runs `bot` on `game` within these limits (`Bot::DEFAULT_MOVE_TIME` when there is
    /// none) on the calling thread.
    fn analyze(&self, bot: Bot, game: &Game) -> Result<Analysis, CapiError> {
        let time = match (self.time_ms, self.nodes) {
            (None, None) => Some(Bot::DEFAULT_MOVE_TIME),
            (ms, _) => ms.map(|ms| Duration::from_millis(u64::from(ms))),
        };
        let clock = SystemClock::new();
        let mut budget = Budget::new();
        if let Some(time) = time {
            budget = budget.with_time(&clock, time);
        }
        if let Some(nodes) = self.nodes {
            budget = budget.with_nodes(nodes);
        }
        // A game that may receive a move has one: a side without a legal move has lost by
        // the rules (immobilization), so the game would be over.
        bot.analyze(game, &budget, &|_| {})
            .ok_or_else(|| CapiError::GameOver(describe(game.outcome())))
    }
}

/// The arguments every search call shares: the bot, the game and the limits.
///
/// # Errors
/// [`CapiError::NullArgument`] for a NULL `bot` or `game`; a limit of 0 (see
/// [`Limits::read`]).
///
/// # Safety
/// `bot` and `game` are NULL or live objects of this library, unchanged for `'a`;
/// `time_ms` and `nodes` NULL or valid for reading one value.
unsafe fn search_args<'a>(
    bot: *const arimaa_bot,
    game: *const arimaa_game,
    time_ms: *const u32,
    nodes: *const u64,
) -> Result<(&'a arimaa_bot, &'a arimaa_game, Limits), CapiError> {
    // SAFETY: the caller's contract, passed on.
    unsafe {
        Ok((
            arg_ref(bot, "bot")?,
            arg_ref(game, "game")?,
            Limits::read(time_ms, nodes)?,
        ))
    }
}

/// The body of an entry point that answers one text (`arimaa_bot_choose`,
/// `arimaa_bot_turn`): its arguments checked, `answer` computed and written into `*out`.
///
/// # Safety
/// As [`search_args`]; `out` NULL or valid for writing one pointer.
unsafe fn answer_text(
    function: &'static str,
    (bot, game, time_ms, nodes): (
        *const arimaa_bot,
        *const arimaa_game,
        *const u32,
        *const u64,
    ),
    out: *mut *mut c_char,
    answer: impl FnOnce(&arimaa_bot, &arimaa_game, Limits) -> Result<String, CapiError>,
) -> arimaa_status {
    boundary(function, || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let ((bot, game, limits), out) = unsafe {
            (
                search_args(bot, game, time_ms, nodes)?,
                Out::new(out, "out")?,
            )
        };
        out.write(into_c_string(answer(bot, game, limits)?));
        Ok(())
    })
}

/// Writes a new bot of `kind` into `*out`: `"search"` (the step-based searcher, which
/// uses the time it is given; also when `kind` is NULL), `"classic"` (the first built-in
/// bot: two plies of whole moves) or `"greedy"` (one move deep). `seed` decides its random
/// tie-breaks: the same game, seed, settings and node budget give the same move on every
/// machine. The transposition table starts at `ARIMAA_BOT_DEFAULT_HASH_MB` at most and
/// there is no depth limit.
///
/// Ownership: `*out` is a new bot owned by the caller (`arimaa_bot_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`out` NULL), `ARIMAA_STATUS_INVALID_UTF8`,
/// `ARIMAA_STATUS_INVALID_ARGUMENT` (an unknown kind; no rule).
///
/// # Safety
/// `kind` must be NULL or a NUL-terminated string; `out` must be NULL or valid for
/// writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_bot_new(
    kind: *const c_char,
    seed: u64,
    out: *mut *mut arimaa_bot,
) -> arimaa_status {
    boundary("arimaa_bot_new", || {
        // SAFETY: `out` is NULL or valid (caller's contract).
        let out = unsafe { Out::new(out, "out")? };
        let kind = if kind.is_null() {
            BotKind::Search
        } else {
            // SAFETY: `kind` is non-NULL and NUL-terminated (caller's contract).
            let name = unsafe { arg_str(kind, "kind")? };
            BotKind::from_kind_name(name).ok_or_else(|| CapiError::UnknownBotKind(name.into()))?
        };
        out.write(into_raw(arimaa_bot {
            inner: Bot::new(kind, seed),
        }));
        Ok(())
    })
}

/// Sets the largest size of the search's transposition table to `mb` MiB (1 to
/// `ARIMAA_BOT_MAX_HASH_MB`; the search bot only; a search takes no more than the nodes its
/// budget allows fill). A node budget gives the same move on every machine for the same
/// size.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`bot` NULL), `ARIMAA_STATUS_INVALID_ARGUMENT`
/// (`mb` out of range; the bot is unchanged).
///
/// # Safety
/// `bot` must be NULL or a live bot not used by another thread during the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_bot_set_hash_mb(bot: *mut arimaa_bot, mb: u32) -> arimaa_status {
    boundary("arimaa_bot_set_hash_mb", || {
        // SAFETY: `bot` is NULL or valid (caller's contract).
        let bot = unsafe { arg_mut(bot, "bot")? };
        if !(1..=Bot::MAX_HASH_MB).contains(&mb) {
            return Err(CapiError::InvalidArgument {
                name: "mb",
                value: u64::from(mb),
                why: "from 1 to ARIMAA_BOT_MAX_HASH_MB",
            });
        }
        bot.inner = bot.inner.clone().with_hash_mb(mb);
        Ok(())
    })
}

/// Limits the search to `steps` steps deep (4 steps are one turn; 1 to
/// `ARIMAA_BOT_MAX_DEPTH`; the search bot only). A new bot has no depth limit.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`bot` NULL), `ARIMAA_STATUS_INVALID_ARGUMENT`
/// (`steps` 0 or above `ARIMAA_BOT_MAX_DEPTH`; the bot is unchanged).
///
/// # Safety
/// `bot` must be NULL or a live bot not used by another thread during the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_bot_set_max_depth(
    bot: *mut arimaa_bot,
    steps: u32,
) -> arimaa_status {
    boundary("arimaa_bot_set_max_depth", || {
        // SAFETY: `bot` is NULL or valid (caller's contract).
        let bot = unsafe { arg_mut(bot, "bot")? };
        if !(1..=Bot::MAX_DEPTH).contains(&steps) {
            return Err(CapiError::InvalidArgument {
                name: "steps",
                value: u64::from(steps),
                why: "from 1 to ARIMAA_BOT_MAX_DEPTH",
            });
        }
        bot.inner = bot.inner.clone().with_max_depth(Some(steps));
        Ok(())
    })
}

/// Makes the search use `threads` threads (1 to `ARIMAA_BOT_MAX_THREADS`; the search bot
/// only; `arimaa_bot::Bot::with_threads`): with more than one, helper threads search the
/// same moves and share the transposition table (Lazy SMP), so a search goes deeper in the
/// same time, and its answer within a node budget is no longer the same on every run. A
/// new bot uses one thread.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`bot` NULL), `ARIMAA_STATUS_INVALID_ARGUMENT`
/// (`threads` 0 or above `ARIMAA_BOT_MAX_THREADS`; the bot is unchanged).
///
/// # Safety
/// `bot` must be NULL or a live bot not used by another thread during the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_bot_set_threads(
    bot: *mut arimaa_bot,
    threads: u32,
) -> arimaa_status {
    boundary("arimaa_bot_set_threads", || {
        // SAFETY: `bot` is NULL or valid (caller's contract).
        let bot = unsafe { arg_mut(bot, "bot")? };
        if !(1..=Bot::MAX_THREADS).contains(&threads) {
            return Err(CapiError::InvalidArgument {
                name: "threads",
                value: u64::from(threads),
                why: "from 1 to ARIMAA_BOT_MAX_THREADS",
            });
        }
        bot.inner = bot.inner.clone().with_threads(threads);
        Ok(())
    })
}

/// Writes the bot's move for the side to move of `game` as notation (e.g.
/// `"Ed2n Ed3n"`, as `arimaa_game_play` takes it) into `*out`, found on the calling thread
/// within `*time_ms` milliseconds and/or `*nodes` nodes, whichever ends first: a NULL
/// limit is no limit of that kind, and with both NULL the bot thinks
/// `ARIMAA_BOT_DEFAULT_MOVE_TIME_MS`. A node budget alone gives the same move on every
/// machine. The game is only read: play the move with `arimaa_game_play`.
///
/// Ownership: `*out` is a new string owned by the caller (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`bot`, `game` or `out` NULL),
/// `ARIMAA_STATUS_INVALID_ARGUMENT` (a limit of 0), `ARIMAA_STATUS_ILLEGAL_MOVE` (rule
/// `setup_expected`: the game is in its setup phase, see `arimaa_bot_setup` and
/// `arimaa_bot_turn`), `ARIMAA_STATUS_GAME_OVER` (rule `game_over`: the game has a
/// result).
///
/// # Safety
/// `bot` and `game` must be NULL or live objects of this library; `time_ms` and `nodes`
/// must be NULL or valid for reading one value; `out` must be NULL or valid for writing
/// one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_bot_choose(
    bot: *const arimaa_bot,
    game: *const arimaa_game,
    time_ms: *const u32,
    nodes: *const u64,
    out: *mut *mut c_char,
) -> arimaa_status {
    let args = (bot, game, time_ms, nodes);
    // SAFETY: the caller's contract, passed on.
    unsafe {
        answer_text("arimaa_bot_choose", args, out, |bot, game, limits| {
            Ok(limits
                .analyze(bot.inner.clone(), movable(game)?)?
                .mv
                .to_string())
        })
    }
}

/// As `arimaa_bot_choose`, with what the search found: the move into `*mv`, the depth,
/// score and nodes into `*info`, and the principal variation (the move, then the expected
/// replies, one move per turn; the last may be a partial turn) into `*pv`.
///
/// Ownership: `*mv` is a new string (`arimaa_string_free`), `*pv` a new list
/// (`arimaa_move_list_free`), both owned by the caller.
///
/// Errors: as `arimaa_bot_choose` (`mv`, `info` or `pv` NULL: `ARIMAA_STATUS_NULL_ARGUMENT`).
///
/// # Safety
/// As `arimaa_bot_choose`; `mv` and `pv` must be NULL or valid for writing one pointer,
/// `info` NULL or valid for writing one `arimaa_analysis`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_bot_analyze(
    bot: *const arimaa_bot,
    game: *const arimaa_game,
    time_ms: *const u32,
    nodes: *const u64,
    mv: *mut *mut c_char,
    info: *mut arimaa_analysis,
    pv: *mut *mut arimaa_move_list,
) -> arimaa_status {
    boundary("arimaa_bot_analyze", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let ((bot, game, limits), mv, info, pv) = unsafe {
            (
                search_args(bot, game, time_ms, nodes)?,
                Out::new(mv, "mv")?,
                Out::new(info, "info")?,
                Out::new(pv, "pv")?,
            )
        };
        let a = limits.analyze(bot.inner.clone(), movable(game)?)?;
        mv.write(into_c_string(a.mv.to_string()));
        info.write(arimaa_analysis {
            depth: a.depth,
            score: a.score,
            nodes: a.nodes,
        });
        pv.write(into_raw(arimaa_move_list { moves: a.pv }));
        Ok(())
    })
}

/// Writes the bot's setup for the side to set up in `game` as notation (16 placements,
/// as `arimaa_game_play` takes it) into `*out`: gold's usual setup, or silver's chosen
/// knowing gold's.
///
/// Ownership: `*out` is a new string owned by the caller (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`bot`, `game` or `out` NULL),
/// `ARIMAA_STATUS_ILLEGAL_SETUP` (rule `not_setup_phase`: the setup phase is over).
///
/// # Safety
/// `bot` and `game` must be NULL or live objects of this library; `out` must be NULL or
/// valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_bot_setup(
    bot: *const arimaa_bot,
    game: *const arimaa_game,
    out: *mut *mut c_char,
) -> arimaa_status {
    boundary("arimaa_bot_setup", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (bot, game, out) = unsafe {
            (
                arg_ref(bot, "bot")?,
                arg_ref(game, "game")?,
                Out::new(out, "out")?,
            )
        };
        let game = game.game();
        if !game.is_setup_phase() {
            return Err(CapiError::IllegalSetup(SetupError::NotSetupPhase));
        }
        out.write(into_c_string(bot.inner.setup(game).to_string()));
        Ok(())
    })
}

/// Writes the bot's next turn in `game` as notation into `*out`, as `arimaa_game_play`
/// takes it: its setup during the setup phase (as `arimaa_bot_setup`; the limits are
/// checked but not used), else its move within the limits (as `arimaa_bot_choose`).
///
/// Ownership: `*out` is a new string owned by the caller (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`bot`, `game` or `out` NULL),
/// `ARIMAA_STATUS_INVALID_ARGUMENT` (a limit of 0), `ARIMAA_STATUS_GAME_OVER` (rule
/// `game_over`: the game has a result).
///
/// # Safety
/// As `arimaa_bot_choose`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_bot_turn(
    bot: *const arimaa_bot,
    game: *const arimaa_game,
    time_ms: *const u32,
    nodes: *const u64,
    out: *mut *mut c_char,
) -> arimaa_status {
    let args = (bot, game, time_ms, nodes);
    // SAFETY: the caller's contract, passed on.
    unsafe {
        answer_text("arimaa_bot_turn", args, out, |bot, game, limits| {
            let core = game.game();
            if over(core) {
                return Err(CapiError::GameOver(describe(core.outcome())));
            }
            if core.is_setup_phase() {
                return Ok(bot.inner.setup(core).to_string());
            }
            Ok(limits
                .analyze(bot.inner.clone(), movable(game)?)?
                .mv
                .to_string())
        })
    }
}

/// Frees a bot. NULL is a no-op.
///
/// # Safety
/// `bot` must be NULL or a bot from this library not yet freed; it must not be used
/// afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_bot_free(bot: *mut arimaa_bot) {
    // SAFETY: `bot` is NULL or an unfreed bot (caller's contract).
    boundary_value("arimaa_bot_free", (), || unsafe { free_box(bot) })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standard_game() -> Game {
        Game::from_position(
            arimaa_rules::Position::standard(),
            arimaa_rules::GameOptions::default(),
        )
    }

    #[test]
    fn a_limit_of_zero_is_an_invalid_argument_with_no_rule() {
        for (time_ms, nodes) in [(Some(0u32), None), (None, Some(0u64)), (Some(0), Some(0))] {
            let t = time_ms
                .as_ref()
                .map_or(core::ptr::null(), |t| t as *const u32);
            let n = nodes
                .as_ref()
                .map_or(core::ptr::null(), |n| n as *const u64);
            // SAFETY: NULL or pointers to locals.
            let Err(e) = (unsafe { Limits::read(t, n) }) else {
                panic!("{time_ms:?} {nodes:?} accepted");
            };
            assert_eq!(e.status(), arimaa_status::ARIMAA_STATUS_INVALID_ARGUMENT);
            assert_eq!(e.rule(), None);
        }
    }

    #[test]
    fn a_node_limit_alone_bounds_the_search() {
        let limits = Limits {
            time_ms: None,
            nodes: Some(500),
        };
        let a = limits
            .analyze(Bot::new(BotKind::Greedy, 1), &standard_game())
            .unwrap();
        assert!(a.nodes <= 500, "{a:?}");
    }
}
