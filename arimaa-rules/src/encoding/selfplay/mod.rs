//! [`SelfPlay`]: many [`ActionGame`]s stepped together for self-play training, writing
//! observations, masks and rewards into the caller's buffers (the batched environment
//! behind `arimaa.envs.vector.SelfPlayEnv` and `arimaa_selfplay_*` in C).
//!
//! # One step
//! [`SelfPlay::step`] takes one action per game, **in the view of the side to move** (the
//! mask's and planes' view: flipped for silver, see [`super::orient`]), and for game `i`:
//!
//! 1. plays the action (it must be set in the mask the previous call returned, else the
//!    whole call fails with [`SelfPlayError::IllegalAction`] and no game changes);
//! 2. if the action ended a move that ends the game by the rules (the six end-of-move
//!    checks of [`ActionGame`]: goal, elimination, immobilization including "only third
//!    repetitions"), sets `terminated[i]`, `rewards[i] = [+1, -1]` or `[-1, +1]` (gold,
//!    silver) and `termination[i]` to the result's letter (`b'g'`, `b'e'`, `b'm'`); if it
//!    completed move number `max_moves` (moves counted per side, setups not) without an
//!    end, sets `truncated[i]` (rewards 0, `termination[i] = 0`). Otherwise rewards are 0,
//!    both flags `false` and `termination[i] = 0`;
//! 3. a finished game (terminated or truncated) writes its final planes into
//!    `final_planes[i]` (from the side to move in the final position, the opponent of the
//!    side that played the last action; its mask would be all `false`) and is **reset in
//!    the same step** (Gymnasium's "same-step" autoreset): `planes[i]`, `masks[i]` and
//!    `to_move[i]` describe the first position of the new game (gold to place its
//!    elephant). `final_planes[i]` is left untouched for games that did not finish;
//! 4. writes `planes[i]` ([`super::planes`], from the side to move), `masks[i]` (that side's
//!    view) and `to_move[i]` (0 gold, 1 silver).
//!
//! [`SelfPlay::reset`] restarts every game and writes the same observation buffers with
//! rewards, flags and letters zero. [`SelfPlay::step_random`] chooses each game's action
//! uniformly among its legal ones with the game's own seeded generator, writes the
//! choices, and steps.
//!
//! # Threads and determinism
//! With the `threads` feature (on by default) and `threads > 1`, each call splits the games into at most
//! `threads` contiguous parts of at least [`MIN_GAMES_PER_THREAD`] (256) games each,
//! stepped on scoped threads (`std::thread::scope`; fewer than 512 games stay on the
//! calling thread, where they step faster than a new thread could start). Every game has its
//! own random generator ([`SplitMix64`] seeded from the seed and the game's index), so the
//! results are identical for any thread count.
//!
//! # Memory
//! Nothing is allocated per step once each game has been as long as before: games are
//! reset in place ([`ActionGame::reset`]). With several threads, spawning them is the
//! only allocation (the standard library's thread handles).
//!
//! # Incremental planes
//! The planes are most of the output: 5,888 bytes per game and step, 6 MB per call for
//! 1,024 games, while one step changes a few squares. With
//! [`SelfPlayOptions::incremental_planes`], a call writes only the values that differ from
//! what the previous call wrote into the same row ([`planes::update`]; a whole channel
//! when it becomes all zeros or all ones), so the buffer must be the same one as in the
//! previous call and unchanged since. A buffer at a different address than the last
//! call's is written whole, and so are [`SelfPlay::reset`] and rows of games replaced by
//! [`SelfPlay::restore`]. The result is the same as without the option; only the memory
//! traffic differs. `final_planes` is always written whole.
//!
//! ```
//! use arimaa_rules::encoding::selfplay::{Buffers, SelfPlay, SelfPlayOptions};
//! let n = 4;
//! let mut env = SelfPlay::new(n, SelfPlayOptions { seed: 7, ..Default::default() });
//! let mut storage = Buffers::storage(n);
//! let mut actions = vec![0u32; n];
//! env.reset(&mut storage.buffers()).unwrap();
//! let mut finished = 0;
//! while finished < 3 {
//!     env.step_random(&mut actions, &mut storage.buffers()).unwrap();
//!     finished += storage.terminated.iter().filter(|&&t| t).count();
//! }
//! ```

mod buffers;

mod slot;
mod threads;

use alloc::vec::Vec;

use super::planes::{self, PLANE_VALUES};
use super::{ACTIONS, ActionGame, ActionSet};
pub use crate::error::SelfPlayError;
use crate::rng::SplitMix64;
pub use buffers::{BufferStorage, Buffers};
use slot::Slot;
#[cfg(feature = "threads")]
pub use threads::MIN_GAMES_PER_THREAD;
use threads::{Actions, run};

/// Options of a [`SelfPlay`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SelfPlayOptions {
    /// Truncate a game once this many moves have been completed (each side's move counts
    /// one, setups not); `None` = play every game to its end by the rules.
    pub max_moves: Option<usize>,
    /// Threads to step on (`0` and `1` step on the calling thread; without the `threads`
    /// feature always the calling thread).
    pub threads: usize,
    /// Seed of the games' random generators (used by [`SelfPlay::step_random`]).
    pub seed: u64,
    /// Write only the plane values that changed (see the [module docs](self#incremental-planes)):
    /// the caller promises to pass the same planes buffer to every call and not to change
    /// it in between. `false`: every call writes every value.
    pub incremental_planes: bool,
}

impl Default for SelfPlayOptions {
    /// No move limit, one thread, seed 0, every plane value written.
    fn default() -> SelfPlayOptions {
        SelfPlayOptions {
            max_moves: None,
            threads: 1,
            seed: 0,
            incremental_planes: false,
        }
    }
}

/// How a step gets its actions.
#[derive(Clone, Copy)]
enum Source {
    Given,
    Random,
}

/// What one call does to every game: the move limit, where the actions come from, and
/// whether the planes rows hold the games' last planes (then only changes are written).
#[derive(Clone, Copy)]
struct How {
    max_moves: Option<usize>,
    source: Source,
    incremental: bool,
}

/// `n` games stepped together from their setups to their ends (see the
/// [module docs](self)).
#[derive(Debug, Clone)]
pub struct SelfPlay {
    slots: Vec<Slot>,
    options: SelfPlayOptions,
    /// The address of the planes buffer the last call wrote (0 before the first), to
    /// detect a different buffer in incremental mode.
    planes_at: usize,
}

/// The seed of game `index`'s generator.
fn game_seed(seed: u64, index: usize) -> SplitMix64 {
    let mut mix = SplitMix64::new(seed ^ (index as u64).wrapping_mul(0xd1b5_4a32_d192_ed03));
    SplitMix64::new(mix.next_u64())
}

impl SelfPlay {
    /// `n` new games at the start of their setups.
    pub fn new(n: usize, options: SelfPlayOptions) -> SelfPlay {
        let mut slots: Vec<Slot> = (0..n)
            .map(|i| Slot {
                game: ActionGame::new(),
                rng: game_seed(options.seed, i),
                mask: ActionSet::EMPTY,
                shown: None,
            })
            .collect();
        for s in &mut slots {
            s.refresh_mask();
        }
        SelfPlay {
            slots,
            options,
            planes_at: 0,
        }
    }

    /// The number of games.
    pub fn num_games(&self) -> usize {
        self.slots.len()
    }

    /// The options given to [`SelfPlay::new`] (with the latest seed).
    pub fn options(&self) -> SelfPlayOptions {
        self.options
    }

    /// Sets the number of threads for the following calls (results do not depend on it).
    pub fn set_threads(&mut self, threads: usize) {
        self.options.threads = threads;
    }

    /// Sets [`SelfPlayOptions::incremental_planes`] for the following calls (the next call
    /// writes only changed values if it gets the planes buffer the previous call wrote).
    pub fn set_incremental_planes(&mut self, incremental: bool) {
        self.options.incremental_planes = incremental;
    }

    /// Restarts every game and reseeds the generators from `seed` (game `i` gets the same
    /// stream as in `SelfPlay::new` with this seed).
    pub fn reseed(&mut self, seed: u64) {
        self.options.seed = seed;
        for (i, s) in self.slots.iter_mut().enumerate() {
            s.rng = game_seed(seed, i);
        }
    }

    /// Game `index` (to save it: `saved.clone_from(env.game(i))`).
    ///
    /// # Errors
    /// [`SelfPlayError::NoSuchGame`] beyond [`SelfPlay::num_games`].
    pub fn game(&self, index: usize) -> Result<&ActionGame, SelfPlayError> {
        self.slots
            .get(index)
            .map(|s| &s.game)
            .ok_or(SelfPlayError::NoSuchGame { game: index })
    }

    /// Replaces game `index` by a copy of `game` (reusing its memory), e.g. to restore a
    /// saved state in a tree search. A finished game is restarted by the next step.
    ///
    /// # Errors
    /// [`SelfPlayError::NoSuchGame`] beyond [`SelfPlay::num_games`].
    pub fn restore(&mut self, index: usize, game: &ActionGame) -> Result<(), SelfPlayError> {
        let slot = self
            .slots
            .get_mut(index)
            .ok_or(SelfPlayError::NoSuchGame { game: index })?;
        slot.game.clone_from(game);
        slot.shown = None;
        slot.refresh_mask();
        Ok(())
    }

    /// The current legal actions of game `index` (side to move's view): the set of the
    /// `true` entries of its row of `masks`.
    ///
    /// # Errors
    /// [`SelfPlayError::NoSuchGame`] beyond [`SelfPlay::num_games`].
    pub fn mask(&self, index: usize) -> Result<ActionSet, SelfPlayError> {
        self.slots
            .get(index)
            .map(|s| s.mask)
            .ok_or(SelfPlayError::NoSuchGame { game: index })
    }

    /// Restarts every game and writes the first observations (see the
    /// [module docs](self)); rewards, flags and letters are zeroed, `final_planes`
    /// untouched. The generators continue (see [`SelfPlay::reseed`]).
    ///
    /// # Errors
    /// [`SelfPlayError::BufferSize`] for a buffer of the wrong length.
    pub fn reset(&mut self, out: &mut Buffers<'_>) -> Result<(), SelfPlayError> {
        out.check(self.slots.len())?;
        for (i, s) in self.slots.iter_mut().enumerate() {
            s.game.reset();
            s.refresh_mask();
            s.write_observation(
                &mut out.planes[i * PLANE_VALUES..(i + 1) * PLANE_VALUES],
                &mut out.masks[i * ACTIONS..(i + 1) * ACTIONS],
                &mut out.to_move[i],
                false,
            );
        }
        self.planes_at = out.planes.as_ptr() as usize;
        out.rewards.fill(0.0);
        out.terminated.fill(false);
        out.truncated.fill(false);
        out.termination.fill(0);
        Ok(())
    }

    /// Checks the buffers and the `actions` length (`actions_len`) against the number of
    /// games: [`SelfPlayError::BufferSize`] names the first one of the wrong length.
    fn check_lengths(&self, actions_len: usize, out: &Buffers<'_>) -> Result<(), SelfPlayError> {
        let n = self.slots.len();
        out.check(n)?;
        if actions_len != n {
            return Err(SelfPlayError::BufferSize {
                buffer: "actions",
                expected: n,
                got: actions_len,
            });
        }
        Ok(())
    }

    /// Steps every game (lengths and actions already checked) and remembers which planes
    /// buffer was written.
    fn play(&mut self, actions: Actions<'_>, out: &mut Buffers<'_>, source: Source) {
        let at = out.planes.as_ptr() as usize;
        let how = How {
            max_moves: self.options.max_moves,
            source,
            incremental: self.options.incremental_planes && at == self.planes_at,
        };
        run(
            &mut self.slots,
            actions,
            out.reborrow(),
            self.options.threads,
            how,
        );
        self.planes_at = at;
    }

    /// Plays `actions[i]` (side to move's view, set in the last mask) in game `i` and
    /// writes the results (see the [module docs](self)).
    ///
    /// # Errors
    /// [`SelfPlayError::BufferSize`] for a buffer or `actions` of the wrong length,
    /// [`SelfPlayError::IllegalAction`] for the first game whose action is not in its mask.
    /// Nothing changes on error.
    pub fn step(&mut self, actions: &[u32], out: &mut Buffers<'_>) -> Result<(), SelfPlayError> {
        self.check_lengths(actions.len(), out)?;
        for (game, (s, &action)) in self.slots.iter().zip(actions).enumerate() {
            if !s.mask.contains(action as usize) {
                return Err(SelfPlayError::IllegalAction { game, action });
            }
        }
        self.play(Actions::Read(actions), out, Source::Given);
        Ok(())
    }

    /// Chooses each game's action uniformly among its legal actions (the game's own
    /// generator), writes the choices into `actions` (side to move's view), and steps as
    /// [`SelfPlay::step`].
    ///
    /// # Errors
    /// [`SelfPlayError::BufferSize`] for a buffer or `actions` of the wrong length.
    pub fn step_random(
        &mut self,
        actions: &mut [u32],
        out: &mut Buffers<'_>,
    ) -> Result<(), SelfPlayError> {
        self.check_lengths(actions.len(), out)?;
        self.play(Actions::Write(actions), out, Source::Random);
        Ok(())
    }
}

#[cfg(test)]
mod tests;
