//! Long counts from Python: `Position.perft` and `arimaa.count_moves_many`, run by
//! [`arimaa_rules::perft`] on threads with the GIL released, and stopped by Ctrl-C.
//!
//! While the GIL is released Python runs no signal handler, so the core's progress
//! callback (called on this thread at least every 100 ms) takes the GIL back every
//! [`SIGNAL_INTERVAL`] to run them ([`Python::check_signals`]); if one raises (Ctrl-C:
//! `KeyboardInterrupt`), it sets the core's stop flag, every thread stops after the
//! position it is generating, and the call raises that exception.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use arimaa_rules::perft::{self, Interrupted, Progress};
use pyo3::exceptions::{PyKeyboardInterrupt, PyValueError};
use pyo3::prelude::*;

use crate::position::PyPosition;

/// How often a long call runs Python's signal handlers.
pub const SIGNAL_INTERVAL: Duration = Duration::from_millis(50);

/// The thread count of the core for a Python `threads` argument: `None` = every core.
///
/// # Errors
/// `ValueError` for 0.
pub fn threads_arg(threads: Option<usize>) -> PyResult<usize> {
    match threads {
        None => Ok(perft::available_threads()),
        Some(0) => Err(PyValueError::new_err("threads must be at least 1")),
        Some(n) => Ok(n),
    }
}

/// Runs `work` with the GIL released, giving it a stop flag and a progress callback that
/// runs Python's signal handlers every [`SIGNAL_INTERVAL`]. The exception a handler
/// raised (`KeyboardInterrupt` for Ctrl-C) if the work was stopped.
///
/// # Errors
/// The exception raised by a signal handler.
pub fn interruptible<T: Send>(
    py: Python<'_>,
    work: impl FnOnce(&AtomicBool, &mut dyn FnMut(Progress)) -> Result<T, Interrupted> + Send,
) -> PyResult<T> {
    let stop = AtomicBool::new(false);
    let mut raised: Option<PyErr> = None;
    let result = py.detach(|| {
        let mut last = Instant::now();
        work(&stop, &mut |_| {
            if raised.is_some() || last.elapsed() < SIGNAL_INTERVAL {
                return;
            }
            last = Instant::now();
            if let Err(e) = Python::attach(|py| py.check_signals()) {
                raised = Some(e);
                stop.store(true, Ordering::Relaxed);
            }
        })
    });
    result.map_err(|stopped| {
        raised.unwrap_or_else(|| PyKeyboardInterrupt::new_err(stopped.to_string()))
    })
}

/// perft of a position on `threads` threads (see `Position.perft`).
///
/// # Errors
/// `ValueError` for `threads=0`; the exception of a signal handler (Ctrl-C).
pub fn perft(
    py: Python<'_>,
    pos: &PyPosition,
    depth: u32,
    threads: Option<usize>,
) -> PyResult<u64> {
    let threads = threads_arg(threads)?;
    let divide = interruptible(py, |stop, progress| {
        perft::divide_threads(&pos.0, depth, threads, stop, progress)
    })?;
    Ok(divide.nodes())
}

/// The number of unique moves of each position, in order (the same numbers as
/// `[p.count_moves() for p in positions]`), counted on `threads` threads (default: every
/// core) with the GIL released. Ctrl-C raises `KeyboardInterrupt` within a fraction of a
/// second. Raises `ValueError` for `threads=0`.
#[pyfunction]
#[pyo3(signature = (positions, threads = None))]
pub fn count_moves_many(
    py: Python<'_>,
    positions: Vec<PyPosition>,
    threads: Option<usize>,
) -> PyResult<Vec<usize>> {
    let threads = threads_arg(threads)?;
    let positions: Vec<_> = positions.into_iter().map(|p| p.0).collect();
    interruptible(py, |stop, progress| {
        perft::count_moves_many(&positions, threads, stop, progress)
    })
}
