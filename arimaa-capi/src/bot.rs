//! The built-in bots of `arimaa-bot` (the step-based searcher, the classic two-ply bot,
//! the greedy one-move bot): a bot handle, its settings, and the move, setup or analysis
//! it finds for a game within a time and/or node budget.

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

/// The largest transposition table `arimaa_bot_set_hash_mb` accepts, in MiB (4 GiB): the
/// table is allocated at the start of each search, and a size the machine cannot
/// allocate would abort the program.
pub const ARIMAA_BOT_MAX_HASH_MB: u32 = 4096;

/// The deepest depth limit `arimaa_bot_set_max_depth` accepts, in steps (4 steps are one
/// turn).
pub const ARIMAA_BOT_MAX_DEPTH: u32 = 1024;

/// An opaque built-in bot: its kind, seed and search settings (the transposition table's
/// size, a depth limit). Create with `arimaa_bot_new`, free with `arimaa_bot_free`.
///
/// Threads: the bot holds no state between searches: each call searches its own copy of
/// the game on the calling thread. Functions taking `const struct arimaa_bot *`
/// (`arimaa_bot_choose`, `arimaa_bot_analyze`, `arimaa_bot_setup`) only read it and may
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
    /// the first rabbit captured from a full army, an elephant about 580); a won game is `ARIMAA_BOT_WIN` less the steps to the win, a lost one its
    /// negation; 0 for the classic and greedy bots.
    pub score: i32,
    /// The nodes searched.
    pub nodes: u64,
}

/// The score of a won game reached in zero steps (`arimaa_analysis.score`); every
/// evaluation is far below it. (A literal for the header; a test keeps it equal to
/// arimaa-bot's `Analysis::WIN`.)
pub const ARIMAA_BOT_WIN: i32 = 30_000;

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

/// Runs `bot` on `game` within `time_ms` milliseconds and/or `nodes` nodes (0: no limit
/// of that kind; not both 0).
fn analyze(bot: Bot, game: &Game, time_ms: u32, nodes: u64) -> Result<Analysis, CapiError> {
    if time_ms == 0 && nodes == 0 {
        return Err(CapiError::InvalidArgument {
            name: "time_ms",
            value: 0,
            why: "time_ms and nodes are both 0: give a time limit, a node limit or both",
        });
    }
    let clock = SystemClock::new();
    let mut budget = Budget::new();
    if time_ms > 0 {
        budget = budget.with_time(&clock, Duration::from_millis(u64::from(time_ms)));
    }
    if nodes > 0 {
        budget = budget.with_nodes(nodes);
    }
    // A game that may receive a move has one: a side without a legal move has lost by
    // the rules (immobilization), so the game would be over.
    bot.analyze(game, &budget, &|_| {})
        .ok_or_else(|| CapiError::GameOver(describe(game.outcome())))
}

/// Writes a new bot of `kind` into `*out`: `"search"` (the step-based searcher, which
/// uses the time it is given; also when `kind` is NULL), `"classic"` (the first built-in
/// bot: two plies of whole moves) or `"greedy"` (one move deep). `seed` decides its random
/// tie-breaks: the same game, seed, settings and node budget give the same move on every
/// machine. The transposition table starts at 32 MiB at most and there is no depth limit.
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
        if !(1..=ARIMAA_BOT_MAX_HASH_MB).contains(&mb) {
            return Err(CapiError::InvalidArgument {
                name: "mb",
                value: u64::from(mb),
                why: "from 1 to ARIMAA_BOT_MAX_HASH_MB (4096)",
            });
        }
        bot.inner = bot.inner.clone().with_hash_mb(mb);
        Ok(())
    })
}

/// Limits the search to `steps` steps deep (4 steps are one turn; 1 to
/// `ARIMAA_BOT_MAX_DEPTH`), or removes the limit (`steps` 0). The search bot only.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`bot` NULL), `ARIMAA_STATUS_INVALID_ARGUMENT`
/// (`steps` above `ARIMAA_BOT_MAX_DEPTH`; the bot is unchanged).
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
        if steps > ARIMAA_BOT_MAX_DEPTH {
            return Err(CapiError::InvalidArgument {
                name: "steps",
                value: u64::from(steps),
                why: "0 (no limit) or from 1 to ARIMAA_BOT_MAX_DEPTH (1024)",
            });
        }
        bot.inner = bot
            .inner
            .clone()
            .with_max_depth((steps > 0).then_some(steps));
        Ok(())
    })
}

/// Writes the bot's move for the side to move of `game` as notation (e.g.
/// `"Ed2n Ed3n"`, as `arimaa_game_play` takes it) into `*out`, found on the calling thread
/// within `time_ms` milliseconds and/or `nodes` nodes, whichever ends first (0: no limit
/// of that kind; not both 0). The game is only read: play the move with
/// `arimaa_game_play`.
///
/// Ownership: `*out` is a new string owned by the caller (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`bot`, `game` or `out` NULL),
/// `ARIMAA_STATUS_INVALID_ARGUMENT` (`time_ms` and `nodes` both 0),
/// `ARIMAA_STATUS_ILLEGAL_MOVE` (rule `setup_expected`: the game is in its setup phase,
/// see `arimaa_bot_setup`), `ARIMAA_STATUS_GAME_OVER` (rule `game_over`: the game has a
/// result).
///
/// # Safety
/// `bot` and `game` must be NULL or live objects of this library; `out` must be NULL or
/// valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_bot_choose(
    bot: *const arimaa_bot,
    game: *const arimaa_game,
    time_ms: u32,
    nodes: u64,
    out: *mut *mut c_char,
) -> arimaa_status {
    boundary("arimaa_bot_choose", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (bot, game, out) = unsafe {
            (
                arg_ref(bot, "bot")?,
                arg_ref(game, "game")?,
                Out::new(out, "out")?,
            )
        };
        let a = analyze(bot.inner.clone(), movable(game)?, time_ms, nodes)?;
        out.write(into_c_string(a.mv.to_string()));
        Ok(())
    })
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
/// `bot` and `game` must be NULL or live objects of this library; `mv` and `pv` must be
/// NULL or valid for writing one pointer, `info` NULL or valid for writing one
/// `arimaa_analysis`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_bot_analyze(
    bot: *const arimaa_bot,
    game: *const arimaa_game,
    time_ms: u32,
    nodes: u64,
    mv: *mut *mut c_char,
    info: *mut arimaa_analysis,
    pv: *mut *mut arimaa_move_list,
) -> arimaa_status {
    boundary("arimaa_bot_analyze", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (bot, game, mv, info, pv) = unsafe {
            (
                arg_ref(bot, "bot")?,
                arg_ref(game, "game")?,
                Out::new(mv, "mv")?,
                Out::new(info, "info")?,
                Out::new(pv, "pv")?,
            )
        };
        let a = analyze(bot.inner.clone(), movable(game)?, time_ms, nodes)?;
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

    #[test]
    fn the_win_score_is_the_bots() {
        assert_eq!(ARIMAA_BOT_WIN, Analysis::WIN);
    }

    /// The header's constant is a literal (cbindgen writes it as it is): the bot's own
    /// limit must be the same number.
    #[test]
    fn the_largest_table_is_the_bots() {
        assert_eq!(ARIMAA_BOT_MAX_HASH_MB, ::arimaa_bot::Bot::MAX_HASH_MB);
    }

    #[test]
    fn both_limits_zero_is_an_invalid_argument() {
        let game = Game::from_position(
            arimaa_rules::Position::standard(),
            arimaa_rules::GameOptions::default(),
        );
        let e = analyze(Bot::new(BotKind::Greedy, 1), &game, 0, 0).unwrap_err();
        assert_eq!(e.status(), arimaa_status::ARIMAA_STATUS_INVALID_ARGUMENT);
        assert_eq!(e.rule(), None);
    }
}
