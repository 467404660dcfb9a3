//! The batched self-play environment `arimaa_rules::encoding::SelfPlay` for Python: the
//! core class behind `arimaa.envs.vector.SelfPlayEnv`. Every call takes the caller's NumPy
//! arrays, checks their dtype and contiguity, releases the GIL and lets the core write into
//! them; the semantics (actions in the side to move's view, same-step autoreset, rewards,
//! letters) are the core's, documented in `arimaa_rules::encoding::selfplay`.

use std::sync::{Mutex, PoisonError};

use arimaa_rules::encoding::selfplay::{Buffers, SelfPlay, SelfPlayError, SelfPlayOptions};
use numpy::{PyReadonlyArray1, PyReadwriteArray1, PyReadwriteArray2, PyReadwriteArray4};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::encoding::PyActionGame;

/// `ArimaaError` (a `ValueError`, with `.rule` and `.code`) from a refused call (wrong
/// buffer length, illegal action, no such game).
fn error(e: &SelfPlayError) -> PyErr {
    Python::attach(|py| crate::errors::self_play(py, e))
}

/// The output arrays of one call, borrowed for writing.
struct Arrays<'py> {
    planes: PyReadwriteArray4<'py, f32>,
    masks: PyReadwriteArray2<'py, bool>,
    to_move: PyReadwriteArray1<'py, u8>,
    rewards: PyReadwriteArray2<'py, f32>,
    terminated: PyReadwriteArray1<'py, bool>,
    truncated: PyReadwriteArray1<'py, bool>,
    termination: PyReadwriteArray1<'py, u8>,
    final_planes: PyReadwriteArray4<'py, f32>,
}

impl Arrays<'_> {
    /// The arrays as the core's buffers (C-contiguous arrays only).
    fn buffers(&mut self) -> PyResult<Buffers<'_>> {
        let contiguous =
            |name: &str| PyValueError::new_err(format!("the array {name} must be C-contiguous"));
        Ok(Buffers {
            planes: self
                .planes
                .as_slice_mut()
                .map_err(|_| contiguous("planes"))?,
            masks: self.masks.as_slice_mut().map_err(|_| contiguous("masks"))?,
            to_move: self
                .to_move
                .as_slice_mut()
                .map_err(|_| contiguous("to_move"))?,
            rewards: self
                .rewards
                .as_slice_mut()
                .map_err(|_| contiguous("rewards"))?,
            terminated: self
                .terminated
                .as_slice_mut()
                .map_err(|_| contiguous("terminated"))?,
            truncated: self
                .truncated
                .as_slice_mut()
                .map_err(|_| contiguous("truncated"))?,
            termination: self
                .termination
                .as_slice_mut()
                .map_err(|_| contiguous("termination"))?,
            final_planes: self
                .final_planes
                .as_slice_mut()
                .map_err(|_| contiguous("final_planes"))?,
        })
    }
}

/// `num_envs` games of Arimaa played together from their setups to their ends
/// (`arimaa_rules::encoding::SelfPlay`), writing into the caller's NumPy arrays:
/// `planes` `float32[N, 23, 8, 8]`, `masks` `bool[N, 257]`, `to_move` `uint8[N]` (0 gold, 1
/// silver), `rewards` `float32[N, 2]` (gold, silver), `terminated`/`truncated` `bool[N]`,
/// `termination` `uint8[N]` (the result's letter, e.g. `ord("g")`, else 0) and
/// `final_planes` `float32[N, 23, 8, 8]` (rows of games that finished in the call). Use
/// `arimaa.envs.vector.SelfPlayEnv` for the Gymnasium-style interface. Calls release the
/// GIL; concurrent calls on one object are serialised.
#[pyclass(module = "arimaa", name = "SelfPlay", frozen)]
pub struct PySelfPlay {
    inner: Mutex<SelfPlay>,
}

impl PySelfPlay {
    fn with<R: Send>(&self, py: Python<'_>, f: impl FnOnce(&mut SelfPlay) -> R + Send) -> R {
        py.detach(|| f(&mut self.inner.lock().unwrap_or_else(PoisonError::into_inner)))
    }
}

#[pymethods]
impl PySelfPlay {
    /// `num_envs` games; `threads` (default: the machine's available parallelism) to step
    /// on, `max_moves` to truncate after that many moves (setups not counted), `seed` of
    /// the random actions of `step_random` (default 0). `incremental_planes`: write only
    /// the plane values that changed since the previous call, which must then have been
    /// given the same `planes` array, unchanged since (a different array is written whole).
    #[new]
    #[pyo3(signature = (num_envs, threads = None, max_moves = None, seed = None, incremental_planes = false))]
    fn new(
        num_envs: usize,
        threads: Option<usize>,
        max_moves: Option<usize>,
        seed: Option<u64>,
        incremental_planes: bool,
    ) -> PySelfPlay {
        let threads =
            threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
        PySelfPlay {
            inner: Mutex::new(SelfPlay::new(
                num_envs,
                SelfPlayOptions {
                    max_moves,
                    threads,
                    seed: seed.unwrap_or(0),
                    incremental_planes,
                },
            )),
        }
    }

    /// The number of games.
    #[getter]
    fn num_envs(&self, py: Python<'_>) -> usize {
        self.with(py, |e| e.num_games())
    }

    /// The number of threads the games are stepped on.
    #[getter]
    fn threads(&self, py: Python<'_>) -> usize {
        self.with(py, |e| e.options().threads)
    }

    /// The move limit, or `None`.
    #[getter]
    fn max_moves(&self, py: Python<'_>) -> Option<usize> {
        self.with(py, |e| e.options().max_moves)
    }

    /// Reseeds the games' generators (game `i` gets the stream of a new object with this
    /// seed).
    fn reseed(&self, py: Python<'_>, seed: u64) {
        self.with(py, |e| e.reseed(seed));
    }

    /// Restarts every game and writes the first observations; rewards, flags and letters
    /// are zeroed. Raises `ValueError` for arrays of the wrong length.
    #[allow(clippy::too_many_arguments)]
    fn reset(
        &self,
        py: Python<'_>,
        planes: PyReadwriteArray4<'_, f32>,
        masks: PyReadwriteArray2<'_, bool>,
        to_move: PyReadwriteArray1<'_, u8>,
        rewards: PyReadwriteArray2<'_, f32>,
        terminated: PyReadwriteArray1<'_, bool>,
        truncated: PyReadwriteArray1<'_, bool>,
        termination: PyReadwriteArray1<'_, u8>,
        final_planes: PyReadwriteArray4<'_, f32>,
    ) -> PyResult<()> {
        let mut arrays = Arrays {
            planes,
            masks,
            to_move,
            rewards,
            terminated,
            truncated,
            termination,
            final_planes,
        };
        let mut out = arrays.buffers()?;
        self.with(py, |e| e.reset(&mut out)).map_err(|e| error(&e))
    }

    /// Plays `actions[i]` (int64, the side to move's view, set in the last mask) in game
    /// `i` and writes the results. Raises `ValueError` for an action outside the mask (no
    /// game changes) or arrays of the wrong length.
    #[allow(clippy::too_many_arguments)]
    fn step(
        &self,
        py: Python<'_>,
        actions: PyReadonlyArray1<'_, i64>,
        planes: PyReadwriteArray4<'_, f32>,
        masks: PyReadwriteArray2<'_, bool>,
        to_move: PyReadwriteArray1<'_, u8>,
        rewards: PyReadwriteArray2<'_, f32>,
        terminated: PyReadwriteArray1<'_, bool>,
        truncated: PyReadwriteArray1<'_, bool>,
        termination: PyReadwriteArray1<'_, u8>,
        final_planes: PyReadwriteArray4<'_, f32>,
    ) -> PyResult<()> {
        // Ids outside 0..2^32 become u32::MAX, which no mask contains.
        let ids: Vec<u32> = actions
            .as_array()
            .iter()
            .map(|&a| u32::try_from(a).unwrap_or(u32::MAX))
            .collect();
        let mut arrays = Arrays {
            planes,
            masks,
            to_move,
            rewards,
            terminated,
            truncated,
            termination,
            final_planes,
        };
        let mut out = arrays.buffers()?;
        self.with(py, |e| e.step(&ids, &mut out))
            .map_err(|e| error(&e))
    }

    /// Chooses each game's action uniformly among its legal ones (seeded, per game),
    /// writes them into `actions` (uint32[N], side to move's view) and steps as `step`.
    #[allow(clippy::too_many_arguments)]
    fn step_random(
        &self,
        py: Python<'_>,
        mut actions: PyReadwriteArray1<'_, u32>,
        planes: PyReadwriteArray4<'_, f32>,
        masks: PyReadwriteArray2<'_, bool>,
        to_move: PyReadwriteArray1<'_, u8>,
        rewards: PyReadwriteArray2<'_, f32>,
        terminated: PyReadwriteArray1<'_, bool>,
        truncated: PyReadwriteArray1<'_, bool>,
        termination: PyReadwriteArray1<'_, u8>,
        final_planes: PyReadwriteArray4<'_, f32>,
    ) -> PyResult<()> {
        let ids = actions
            .as_slice_mut()
            .map_err(|_| PyValueError::new_err("the array actions must be C-contiguous"))?;
        let mut arrays = Arrays {
            planes,
            masks,
            to_move,
            rewards,
            terminated,
            truncated,
            termination,
            final_planes,
        };
        let mut out = arrays.buffers()?;
        self.with(py, |e| e.step_random(ids, &mut out))
            .map_err(|e| error(&e))
    }

    /// A copy of game `index` (an `ActionGame`), e.g. to save it in a tree search.
    /// Raises `ValueError` beyond `num_envs`.
    fn game(&self, py: Python<'_>, index: usize) -> PyResult<PyActionGame> {
        self.with(py, |e| e.game(index).cloned())
            .map(PyActionGame::wrap)
            .map_err(|e| error(&e))
    }

    /// Replaces game `index` by a copy of `game` (restoring a saved state); the next
    /// `step` acts on it (read its mask with `game.legal_action_mask(game.side_to_move)`).
    /// Raises `ValueError` beyond `num_envs`.
    fn restore(&self, py: Python<'_>, index: usize, game: &PyActionGame) -> PyResult<()> {
        let saved = game.snapshot(py);
        self.with(py, |e| e.restore(index, &saved))
            .map_err(|e| error(&e))
    }
}
