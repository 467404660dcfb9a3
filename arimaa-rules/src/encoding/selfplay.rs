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
//! With the `std` feature and `threads > 1`, each call splits the games into at most
//! `threads` contiguous parts of at least [`MIN_GAMES_PER_THREAD`] (256) games each,
//! stepped on scoped threads (`std::thread::scope`; fewer than 512 games stay on the
//! calling thread, where they step faster than a new thread could start). Every game has its
//! own random generator (splitmix64 seeded from the seed and the game's index), so the
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

use alloc::vec;
use alloc::vec::Vec;

use super::planes::{self, PLANE_VALUES, PLANES};
use super::{ACTIONS, ActionGame, ActionSet, END_MOVE, orient};
use crate::Bitboard;
pub use crate::error::SelfPlayError;

/// The splitmix64 generator (Steele, Lea, Flood 2014): one `u64` of state, a fixed
/// increment and a mixing function. Small, fast and deterministic on every platform.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`), by the multiply-shift method (bias below 2^-32 for
    /// `n` below 2^32).
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }
}

/// Options of a [`SelfPlay`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SelfPlayOptions {
    /// Truncate a game once this many moves have been completed (each side's move counts
    /// one, setups not); `None` = play every game to its end by the rules.
    pub max_moves: Option<usize>,
    /// Threads to step on (`0` and `1` step on the calling thread; without the `std`
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

/// The caller's output buffers for `n` games (row `i` belongs to game `i`). Lengths must be
/// exactly as documented, else [`SelfPlayError::BufferSize`].
#[derive(Debug)]
pub struct Buffers<'a> {
    /// `[n, PLANES, 8, 8]` planes of the position to act in, from the side to move.
    pub planes: &'a mut [f32],
    /// `[n, ACTIONS]` legal-action masks, in the side to move's view.
    pub masks: &'a mut [bool],
    /// `[n]` the side to move: 0 gold, 1 silver.
    pub to_move: &'a mut [u8],
    /// `[n, 2]` rewards of gold and silver for the last action.
    pub rewards: &'a mut [f32],
    /// `[n]` whether the last action ended the game by the rules.
    pub terminated: &'a mut [bool],
    /// `[n]` whether the last action reached the move limit.
    pub truncated: &'a mut [bool],
    /// `[n]` the termination letter ([`crate::Termination::letter`]) of a terminated game,
    /// else 0.
    pub termination: &'a mut [u8],
    /// `[n, PLANES, 8, 8]` the final planes of the games that finished in this step
    /// (other rows untouched).
    pub final_planes: &'a mut [f32],
}

/// Owned buffers for `n` games, for Rust callers (see [`Buffers::storage`]).
#[derive(Debug, Clone)]
pub struct BufferStorage {
    /// See [`Buffers::planes`].
    pub planes: Vec<f32>,
    /// See [`Buffers::masks`].
    pub masks: Vec<bool>,
    /// See [`Buffers::to_move`].
    pub to_move: Vec<u8>,
    /// See [`Buffers::rewards`].
    pub rewards: Vec<f32>,
    /// See [`Buffers::terminated`].
    pub terminated: Vec<bool>,
    /// See [`Buffers::truncated`].
    pub truncated: Vec<bool>,
    /// See [`Buffers::termination`].
    pub termination: Vec<u8>,
    /// See [`Buffers::final_planes`].
    pub final_planes: Vec<f32>,
}

impl BufferStorage {
    /// Borrows every buffer.
    pub fn buffers(&mut self) -> Buffers<'_> {
        Buffers {
            planes: &mut self.planes,
            masks: &mut self.masks,
            to_move: &mut self.to_move,
            rewards: &mut self.rewards,
            terminated: &mut self.terminated,
            truncated: &mut self.truncated,
            termination: &mut self.termination,
            final_planes: &mut self.final_planes,
        }
    }
}

impl<'a> Buffers<'a> {
    /// Zeroed owned buffers of the right sizes for `n` games.
    pub fn storage(n: usize) -> BufferStorage {
        BufferStorage {
            planes: vec![0.0; n * PLANE_VALUES],
            masks: vec![false; n * ACTIONS],
            to_move: vec![0; n],
            rewards: vec![0.0; n * 2],
            terminated: vec![false; n],
            truncated: vec![false; n],
            termination: vec![0; n],
            final_planes: vec![0.0; n * PLANE_VALUES],
        }
    }

    fn check(&self, n: usize) -> Result<(), SelfPlayError> {
        let sizes = [
            ("planes", self.planes.len(), n * PLANE_VALUES),
            ("masks", self.masks.len(), n * ACTIONS),
            ("to_move", self.to_move.len(), n),
            ("rewards", self.rewards.len(), n * 2),
            ("terminated", self.terminated.len(), n),
            ("truncated", self.truncated.len(), n),
            ("termination", self.termination.len(), n),
            ("final_planes", self.final_planes.len(), n * PLANE_VALUES),
        ];
        for (buffer, got, expected) in sizes {
            if got != expected {
                return Err(SelfPlayError::BufferSize {
                    buffer,
                    expected,
                    got,
                });
            }
        }
        Ok(())
    }

    /// Reborrows the buffers (for one call).
    fn reborrow(&mut self) -> Buffers<'_> {
        Buffers {
            planes: self.planes,
            masks: self.masks,
            to_move: self.to_move,
            rewards: self.rewards,
            terminated: self.terminated,
            truncated: self.truncated,
            termination: self.termination,
            final_planes: self.final_planes,
        }
    }

    /// The first `k` games' rows and the rest.
    #[cfg(feature = "std")]
    fn split_at(self, k: usize) -> (Buffers<'a>, Buffers<'a>) {
        let (p0, p1) = self.planes.split_at_mut(k * PLANE_VALUES);
        let (m0, m1) = self.masks.split_at_mut(k * ACTIONS);
        let (t0, t1) = self.to_move.split_at_mut(k);
        let (r0, r1) = self.rewards.split_at_mut(k * 2);
        let (e0, e1) = self.terminated.split_at_mut(k);
        let (u0, u1) = self.truncated.split_at_mut(k);
        let (l0, l1) = self.termination.split_at_mut(k);
        let (f0, f1) = self.final_planes.split_at_mut(k * PLANE_VALUES);
        (
            Buffers {
                planes: p0,
                masks: m0,
                to_move: t0,
                rewards: r0,
                terminated: e0,
                truncated: u0,
                termination: l0,
                final_planes: f0,
            },
            Buffers {
                planes: p1,
                masks: m1,
                to_move: t1,
                rewards: r1,
                terminated: e1,
                truncated: u1,
                termination: l1,
                final_planes: f1,
            },
        )
    }
}

/// One game of a [`SelfPlay`], its current legal actions (side to move's view) and the
/// planes its row of the planes buffer holds.
#[derive(Debug, Clone)]
struct Slot {
    game: ActionGame,
    rng: SplitMix64,
    mask: ActionSet,
    /// The planes last written into this game's row (`None` before the first write and
    /// after [`SelfPlay::restore`]): what [`planes::update`] starts from.
    shown: Option<[Bitboard; PLANES]>,
}

impl Slot {
    fn refresh_mask(&mut self) {
        let view = self.game.side_to_move();
        self.mask = self.game.legal_actions(view);
    }

    /// Writes the game's observation into its rows: the planes (only the changed values
    /// when `incremental` and the row holds [`Slot::shown`]), the mask and the side to move.
    fn write_observation(
        &mut self,
        planes: &mut [f32],
        mask: &mut [bool],
        to_move: &mut u8,
        incremental: bool,
    ) {
        let view = self.game.side_to_move();
        let now = self.game.plane_bitboards(view);
        if let Ok(p) = <&mut [f32; PLANE_VALUES]>::try_from(planes) {
            match &self.shown {
                Some(old) if incremental => planes::update(old, &now, p),
                _ => planes::write_bitboards(&now, p),
            }
        }
        self.shown = Some(now);
        if let Ok(m) = <&mut [bool; ACTIONS]>::try_from(mask) {
            self.mask.write(m);
        }
        *to_move = view.index() as u8;
    }

    /// A uniformly random legal action (side to move's view), or `None` without one: the
    /// `k`-th action of the mask in index order, `k` uniform below their number.
    fn random_action(&mut self) -> Option<u32> {
        let count = self.mask.len();
        if count == 0 {
            return None;
        }
        let k = self.rng.below(count);
        self.mask.nth(k).map(|a| a as u32)
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
    let mut mix = SplitMix64(seed ^ (index as u64).wrapping_mul(0xd1b5_4a32_d192_ed03));
    SplitMix64(mix.next_u64())
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

/// The action array of one call: read (given) or written (random).
enum Actions<'a> {
    Read(&'a [u32]),
    Write(&'a mut [u32]),
}

impl<'a> Actions<'a> {
    #[cfg(feature = "std")]
    fn split_at(self, k: usize) -> (Actions<'a>, Actions<'a>) {
        match self {
            Actions::Read(a) => {
                let (x, y) = a.split_at(k);
                (Actions::Read(x), Actions::Read(y))
            }
            Actions::Write(a) => {
                let (x, y) = a.split_at_mut(k);
                (Actions::Write(x), Actions::Write(y))
            }
        }
    }
}

/// The fewest games worth a thread of their own: spawning and joining a scoped thread
/// costs 15–50 microseconds, as much as stepping 50–150 games (about 330 ns each), so a
/// part of 256 games spends most of its time stepping.
#[cfg(feature = "std")]
pub const MIN_GAMES_PER_THREAD: usize = 256;

/// Steps the games of `slots` (rows of `out` and `actions` alike), over at most `threads`
/// threads, each with at least [`MIN_GAMES_PER_THREAD`] games.
fn run(slots: &mut [Slot], actions: Actions<'_>, out: Buffers<'_>, threads: usize, how: How) {
    #[cfg(feature = "std")]
    if threads > 1 && slots.len() >= 2 * MIN_GAMES_PER_THREAD {
        let k = slots.len() / threads.min(slots.len() / MIN_GAMES_PER_THREAD);
        if k > 0 && k < slots.len() {
            let (s0, s1) = slots.split_at_mut(k);
            let (a0, a1) = actions.split_at(k);
            let (o0, o1) = out.split_at(k);
            std::thread::scope(|scope| {
                scope.spawn(move || run(s0, a0, o0, 1, how));
                run(s1, a1, o1, threads - 1, how);
            });
            return;
        }
    }
    let _ = threads;
    let mut actions = actions;
    for (i, slot) in slots.iter_mut().enumerate() {
        let action = match (&mut actions, how.source) {
            (Actions::Write(a), Source::Random) => {
                let chosen = slot.random_action().unwrap_or(END_MOVE as u32);
                a[i] = chosen;
                chosen
            }
            (Actions::Read(a), _) => a[i],
            (Actions::Write(a), Source::Given) => a[i],
        };
        let row = Row {
            planes: &mut out.planes[i * PLANE_VALUES..(i + 1) * PLANE_VALUES],
            mask: &mut out.masks[i * ACTIONS..(i + 1) * ACTIONS],
            to_move: &mut out.to_move[i],
            rewards: &mut out.rewards[2 * i..2 * i + 2],
            terminated: &mut out.terminated[i],
            truncated: &mut out.truncated[i],
            termination: &mut out.termination[i],
            final_planes: &mut out.final_planes[i * PLANE_VALUES..(i + 1) * PLANE_VALUES],
        };
        step_one(slot, action, row, how);
    }
}

/// The rows of one game in the output buffers.
struct Row<'b> {
    planes: &'b mut [f32],
    mask: &'b mut [bool],
    to_move: &'b mut u8,
    rewards: &'b mut [f32],
    terminated: &'b mut bool,
    truncated: &'b mut bool,
    termination: &'b mut u8,
    final_planes: &'b mut [f32],
}

/// Plays `action` (side to move's view, known legal) in `slot` and writes its row.
fn step_one(slot: &mut Slot, action: u32, row: Row<'_>, how: How) {
    let view = slot.game.side_to_move();
    let absolute = orient(action as usize, view);
    let result = slot.game.play_action(absolute);
    row.rewards.fill(0.0);
    *row.terminated = false;
    *row.truncated = false;
    *row.termination = 0;
    let mut finished = false;
    if let Ok(Some(outcome)) = result {
        *row.terminated = true;
        finished = true;
        *row.termination = outcome.termination.letter() as u8;
        if let Some(winner) = outcome.winner {
            row.rewards[winner.index()] = 1.0;
            row.rewards[winner.opponent().index()] = -1.0;
        }
    } else if absolute == END_MOVE && how.max_moves.is_some_and(|m| slot.game.moves_played() >= m) {
        *row.truncated = true;
        finished = true;
    }
    if finished {
        let last = slot.game.side_to_move();
        if let Ok(p) = <&mut [f32; PLANE_VALUES]>::try_from(row.final_planes) {
            slot.game.write_planes(last, p);
        }
        slot.game.reset();
    }
    slot.refresh_mask();
    slot.write_observation(row.planes, row.mask, row.to_move, how.incremental);
}

#[cfg(test)]
mod tests;
