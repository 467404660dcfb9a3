//! `arimaa`: play Arimaa in the terminal, replay and check game records, list the moves of
//! a position, show boards and count move trees.
//!
//! This crate is a thin shell around `arimaa-rules`: it reads arguments and text, calls
//! the core for every rule, notation and outcome, and prints. Modules: [`cli`] (arguments),
//! [`source`] (reading positions and records), [`inspect`] (`moves`, `show`, `perft`),
//! [`replay`] (checking records), [`play`] (the game loop) with [`board_view`] (drawing the
//! board), [`log`] (the crash-safe game log), [`bot`] and [`rng`] (the built-in bot),
//! [`setups`] (default setups), [`clock`] (dates for the log).

mod board_view;
mod bot;
mod cli;
mod clock;
mod error;
mod inspect;
mod log;
mod play;
mod replay;
mod rng;
mod setups;
mod source;

use std::io::{self, ErrorKind, Write};
use std::process::ExitCode;

use clap::Parser;

use crate::cli::{Cli, Command};
use crate::error::CliError;

/// Runs the command; `Ok(false)` means it ran but found a failure (e.g. a bad game).
fn run(cli: &Cli) -> Result<bool, CliError> {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let ok = match &cli.command {
        Command::Play(args) => {
            drop(out);
            return play::run(args);
        }
        Command::Replay(args) => replay::run(args, &mut out)?,
        Command::Moves(args) => {
            inspect::moves(args, &mut out)?;
            true
        }
        Command::Show(args) => {
            inspect::show(args, &mut out)?;
            true
        }
        Command::Perft(args) => {
            inspect::perft(args, &mut out)?;
            true
        }
    };
    out.flush()?;
    Ok(ok)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(&cli) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        // A closed pipe (`arimaa moves ... | head`) is not an error of ours.
        Err(CliError::Output(e)) if e.kind() == ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("arimaa: {e}");
            ExitCode::FAILURE
        }
    }
}
