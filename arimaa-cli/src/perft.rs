//! `arimaa perft`: perft of a position on threads ([`arimaa_rules::perft`]), with a
//! progress bar and an estimate on a terminal, and a clean stop on Ctrl-C.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use arimaa_rules::perft::{self, Progress};
use indicatif::{HumanDuration, ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::cli::PerftArgs;
use crate::error::CliError;
use crate::source;

/// Set by the Ctrl-C (SIGINT) handler; polled by every perft thread.
static STOP: AtomicBool = AtomicBool::new(false);

/// `arimaa perft`: counts `perft(depth)` of the position on `--threads` threads and prints
/// the count, the time and the nodes per second (with `--divide`, first the count below
/// each root move). On a terminal, stderr shows a progress bar over the root moves with
/// the nodes so far and an estimate of the time left; on a pipe nothing is drawn.
///
/// # Errors
/// The position cannot be read, the output cannot be written, or Ctrl-C stopped the count
/// ([`CliError::Interrupted`], exit status 130).
pub fn run(args: &PerftArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let pos = source::position_argument(&args.position)?;
    // A second handler cannot be installed (only one command runs per process): then
    // Ctrl-C keeps its default action, which also ends the program with status 130.
    let _ = ctrlc::set_handler(|| STOP.store(true, Ordering::Relaxed));
    let bar = progress_bar();
    let start = Instant::now();
    let result = perft::divide_threads(&pos, args.depth, args.threads, &STOP, |p| {
        show(&bar, p, start.elapsed());
    });
    let secs = start.elapsed().as_secs_f64();
    bar.finish_and_clear();
    let divide = result.map_err(CliError::Interrupted)?;
    if args.divide {
        for (mv, nodes) in &divide.moves {
            writeln!(out, "{mv}: {nodes}")?;
        }
    }
    let nodes = divide.nodes();
    writeln!(out, "perft({}) = {}", args.depth, nodes)?;
    let rate = if secs > 0.0 { nodes as f64 / secs } else { 0.0 };
    writeln!(out, "time: {secs:.3} s ({rate:.0} nodes/s)")?;
    Ok(())
}

/// A bar on stderr when stderr is a terminal; a hidden one otherwise.
fn progress_bar() -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
    let style = ProgressStyle::with_template("{bar:16} {pos}/{len} root moves, {msg}")
        .expect("a valid template");
    bar.set_style(style);
    bar
}

/// Updates the bar: root moves done, nodes so far and their rate, and an estimate of the
/// time left from the rate of root moves done (`?` before the first).
fn show(bar: &ProgressBar, p: Progress, elapsed: Duration) {
    bar.set_length(p.total as u64);
    bar.set_position(p.done as u64);
    let secs = elapsed.as_secs_f64();
    let rate = if secs > 0.0 {
        p.nodes as f64 / secs
    } else {
        0.0
    };
    // One line of at most 80 columns: the estimate comes from the root moves done.
    let left = if p.done == 0 {
        "?".to_string()
    } else {
        let left = secs * (p.total - p.done) as f64 / p.done as f64;
        HumanDuration(Duration::from_secs_f64(left)).to_string()
    };
    bar.set_message(format!(
        "{:.1}M nodes, {:.2}M/s, ~{left} left",
        p.nodes as f64 / 1e6,
        rate / 1e6,
    ));
}
