//! The batched self-play environment (`arimaa_rules::encoding::SelfPlay`) for C and C++
//! trainers: `num_games` whole games (setups included) stepped together, one action per
//! game per call, writing observations, masks and rewards into the caller's arrays. The
//! semantics are the core's (see `arimaa_selfplay_step`).

use arimaa_rules::encoding::planes::PLANE_VALUES;
use arimaa_rules::encoding::selfplay::{Buffers, SelfPlay, SelfPlayOptions};
use arimaa_rules::encoding::{ACTIONS, SelfPlayError};

use crate::error::CapiError;
use crate::ffi::{Out, arg_mut, arg_ref, boundary, free_box, into_raw};
use crate::status::arimaa_status;

/// A batched self-play environment: `num_games` games of Arimaa stepped together.
///
/// Threads: not internally synchronised; no call may overlap another call on the same
/// object (the object itself may use several threads inside `arimaa_selfplay_step`, as
/// asked by `arimaa_selfplay_new`). Distinct objects may be used by distinct threads.
#[allow(non_camel_case_types)]
pub struct arimaa_selfplay {
    inner: SelfPlay,
}

/// The caller's arrays for `n` games (row `i` belongs to game `i`; all C-contiguous).
/// Flags are bytes holding 0 or 1.
#[repr(C)]
#[allow(non_camel_case_types)]
pub struct arimaa_selfplay_buffers {
    /// `float[n][ARIMAA_PLANES][8][8]`: planes of the position to act in, from the side
    /// to move (see `arimaa_position_planes_into`; channel 22 is 1 during the setups).
    pub planes: *mut f32,
    /// `uint8_t[n][ARIMAA_ACTIONS]`: legal-action masks in the side to move's view.
    pub masks: *mut u8,
    /// `uint8_t[n]`: the side to move, 0 gold, 1 silver.
    pub to_move: *mut u8,
    /// `float[n][2]`: the rewards of gold and silver for the last action (+1/-1 when it
    /// ended the game, else 0).
    pub rewards: *mut f32,
    /// `uint8_t[n]`: 1 when the last action ended the game by the rules.
    pub terminated: *mut u8,
    /// `uint8_t[n]`: 1 when the last action completed the move limit.
    pub truncated: *mut u8,
    /// `uint8_t[n]`: the result letter of a terminated game (`'g'` goal, `'e'`
    /// elimination, `'m'` immobilization), else 0.
    pub termination: *mut u8,
    /// `float[n][ARIMAA_PLANES][8][8]`: the final planes of the games that finished in the
    /// call (from the side to move in the final position); other rows untouched.
    pub final_planes: *mut f32,
}

/// Creates an environment of `num_games` games at the start of their setups, stepped on
/// at most `threads` threads, each with at least 256 games (0 or 1: the calling thread),
/// truncating each game after `max_moves`
/// moves (each side's move counts one, setups not; 0 = no limit), with random actions of
/// `arimaa_selfplay_step_random` seeded by `seed` (results do not depend on `threads`).
///
/// Ownership: `*out` is a new environment owned by the caller (`arimaa_selfplay_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`out` NULL), `ARIMAA_STATUS_INVALID_ARGUMENT`
/// (`num_games` 0).
///
/// # Safety
/// `out` must be NULL or valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_selfplay_new(
    num_games: usize,
    threads: usize,
    max_moves: u32,
    seed: u64,
    out: *mut *mut arimaa_selfplay,
) -> arimaa_status {
    boundary("arimaa_selfplay_new", || {
        // SAFETY: `out` is NULL or valid (caller's contract).
        let out = unsafe { Out::new(out, "out")? };
        if num_games == 0 {
            return Err(CapiError::InvalidArgument {
                name: "num_games",
                value: 0,
                why: "at least one game",
            });
        }
        let options = SelfPlayOptions {
            max_moves: (max_moves > 0).then_some(max_moves as usize),
            threads,
            seed,
            incremental_planes: false,
        };
        out.write(into_raw(arimaa_selfplay {
            inner: SelfPlay::new(num_games, options),
        }));
        Ok(())
    })
}

/// Frees an environment; NULL is a no-op.
///
/// # Safety
/// `env` must be NULL or an environment from `arimaa_selfplay_new`, not yet freed and not
/// used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_selfplay_free(env: *mut arimaa_selfplay) {
    crate::ffi::boundary_value("arimaa_selfplay_free", (), || {
        // SAFETY: `env` is NULL or from into_raw, freed once (caller's contract).
        unsafe { free_box(env) }
    })
}

/// Writes the number of games of `env` into `*out` (the `num_games` it was made with).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`env` or `out` NULL).
///
/// # Safety
/// `env` must be NULL or a live environment; `out` must be NULL or valid for writing one
/// `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_selfplay_len(
    env: *const arimaa_selfplay,
    out: *mut usize,
) -> arimaa_status {
    boundary("arimaa_selfplay_len", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (env, out) = unsafe { (arg_ref(env, "env")?, Out::new(out, "out")?) };
        out.write(env.inner.num_games());
        Ok(())
    })
}

/// Sets whether the following calls write only the plane values that changed
/// (`incremental` nonzero) or every value (0, the default). Incremental writing needs the
/// same `planes` array in every call, unchanged by the caller between calls (an array at a
/// different address than the last call's is written whole); it saves most of the memory
/// traffic, since a step changes a few squares of a game's 5,888-byte planes.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`env` NULL).
///
/// # Safety
/// `env` must be NULL or a live environment not used by another thread during the call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_selfplay_set_incremental_planes(
    env: *mut arimaa_selfplay,
    incremental: bool,
) -> arimaa_status {
    boundary("arimaa_selfplay_set_incremental_planes", || {
        // SAFETY: `env` is NULL or valid (caller's contract).
        let env = unsafe { arg_mut(env, "env")? };
        env.inner.set_incremental_planes(incremental);
        Ok(())
    })
}

/// The caller's arrays as the core's buffers for `n` games. The byte flags are zeroed
/// first, so the core writes `bool`s only over valid `bool` bytes.
///
/// # Safety
/// Every pointer of `b` is non-NULL (checked here), aligned and valid for writing the
/// lengths documented on [`arimaa_selfplay_buffers`] for `n` games, with no overlap.
unsafe fn buffers<'a>(b: &arimaa_selfplay_buffers, n: usize) -> Result<Buffers<'a>, CapiError> {
    let checks: [(bool, &'static str); 8] = [
        (b.planes.is_null(), "buffers.planes"),
        (b.masks.is_null(), "buffers.masks"),
        (b.to_move.is_null(), "buffers.to_move"),
        (b.rewards.is_null(), "buffers.rewards"),
        (b.terminated.is_null(), "buffers.terminated"),
        (b.truncated.is_null(), "buffers.truncated"),
        (b.termination.is_null(), "buffers.termination"),
        (b.final_planes.is_null(), "buffers.final_planes"),
    ];
    if let Some(&(_, name)) = checks.iter().find(|c| c.0) {
        return Err(CapiError::NullArgument(name));
    }
    let flags = |p: *mut u8, len: usize| {
        // SAFETY: `p` is valid for `len` bytes (caller's contract); after zeroing, each
        // byte is a valid `bool` (false).
        unsafe {
            core::ptr::write_bytes(p, 0, len);
            core::slice::from_raw_parts_mut(p.cast::<bool>(), len)
        }
    };
    // SAFETY: the caller's contract: each pointer is valid for its documented length.
    unsafe {
        Ok(Buffers {
            planes: core::slice::from_raw_parts_mut(b.planes, n * PLANE_VALUES),
            masks: flags(b.masks, n * ACTIONS),
            to_move: core::slice::from_raw_parts_mut(b.to_move, n),
            rewards: core::slice::from_raw_parts_mut(b.rewards, 2 * n),
            terminated: flags(b.terminated, n),
            truncated: flags(b.truncated, n),
            termination: core::slice::from_raw_parts_mut(b.termination, n),
            final_planes: core::slice::from_raw_parts_mut(b.final_planes, n * PLANE_VALUES),
        })
    }
}

/// Restarts every game (gold to place its elephant) and writes the first observations:
/// planes, masks and `to_move`; rewards, flags and letters are zeroed, `final_planes`
/// untouched.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`env`, `buffers` or one of its arrays NULL).
///
/// # Safety
/// `env` must be NULL or a live environment not used by another thread during the call;
/// `buffers` must be NULL or point to arrays of the documented lengths for
/// `arimaa_selfplay_len` games.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_selfplay_reset(
    env: *mut arimaa_selfplay,
    buffers: *const arimaa_selfplay_buffers,
) -> arimaa_status {
    boundary("arimaa_selfplay_reset", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (env, b) = unsafe { (arg_mut(env, "env")?, arg_ref(buffers, "buffers")?) };
        // SAFETY: the arrays have the documented lengths (caller's contract).
        let mut out = unsafe { self::buffers(b, env.inner.num_games())? };
        env.inner.reset(&mut out).map_err(CapiError::SelfPlay)
    })
}

/// Plays `actions[i]` in game `i` (an id in the side to move's view, set in the mask of
/// the last call) and writes the results: `terminated[i]`, rewards and the letter when the
/// action ended the game by the rules (the six end-of-move checks, third repetitions
/// never in a mask), `truncated[i]` when it completed move `max_moves`. A finished game
/// writes its final planes into `final_planes[i]` and is restarted in the same call:
/// `planes[i]`, `masks[i]` and `to_move[i]` then describe the new game's first position.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`env`, `actions`, `buffers` or one of its
/// arrays NULL), `ARIMAA_STATUS_ILLEGAL_MOVE` (an action outside its mask; the message
/// names the game; no game changes).
///
/// # Safety
/// As `arimaa_selfplay_reset`; `actions` must be NULL or valid for reading `num_games`
/// `uint32_t`s.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_selfplay_step(
    env: *mut arimaa_selfplay,
    actions: *const u32,
    buffers: *const arimaa_selfplay_buffers,
) -> arimaa_status {
    boundary("arimaa_selfplay_step", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (env, b) = unsafe { (arg_mut(env, "env")?, arg_ref(buffers, "buffers")?) };
        if actions.is_null() {
            return Err(CapiError::NullArgument("actions"));
        }
        let n = env.inner.num_games();
        // SAFETY: `actions` is valid for `n` reads (caller's contract).
        let actions = unsafe { core::slice::from_raw_parts(actions, n) };
        // Validate before touching the buffers, so that a refused call writes nothing.
        for (game, &action) in actions.iter().enumerate() {
            let legal = env
                .inner
                .mask(game)
                .map_err(CapiError::SelfPlay)?
                .contains(action as usize);
            if !legal {
                return Err(CapiError::SelfPlay(SelfPlayError::IllegalAction {
                    game,
                    action,
                }));
            }
        }
        // SAFETY: the arrays have the documented lengths (caller's contract).
        let mut out = unsafe { self::buffers(b, n)? };
        env.inner
            .step(actions, &mut out)
            .map_err(CapiError::SelfPlay)
    })
}

/// Chooses each game's action uniformly among its legal actions (each game's own seeded
/// generator), writes the choices into `actions[i]` (side to move's view) and steps as
/// `arimaa_selfplay_step`.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`env`, `actions`, `buffers` or one of its
/// arrays NULL).
///
/// # Safety
/// As `arimaa_selfplay_reset`; `actions` must be NULL or valid for writing `num_games`
/// `uint32_t`s.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_selfplay_step_random(
    env: *mut arimaa_selfplay,
    actions: *mut u32,
    buffers: *const arimaa_selfplay_buffers,
) -> arimaa_status {
    boundary("arimaa_selfplay_step_random", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (env, b) = unsafe { (arg_mut(env, "env")?, arg_ref(buffers, "buffers")?) };
        if actions.is_null() {
            return Err(CapiError::NullArgument("actions"));
        }
        let n = env.inner.num_games();
        // SAFETY: `actions` is valid for `n` writes (caller's contract).
        let actions = unsafe { core::slice::from_raw_parts_mut(actions, n) };
        // SAFETY: the arrays have the documented lengths (caller's contract).
        let mut out = unsafe { self::buffers(b, n)? };
        env.inner
            .step_random(actions, &mut out)
            .map_err(CapiError::SelfPlay)
    })
}
