//! `arimaa`: the command-line program. Everything is in the library crate
//! ([`arimaa_cli`]); this file parses the arguments, runs the command and sets the exit
//! status (0 success, 1 failure: an error, or `replay` found a game that fails; 130 when
//! Ctrl-C stopped `perft`).

use std::io::{self, ErrorKind, Write};
use std::process::ExitCode;

use clap::Parser;

use arimaa_cli::cli::{Cli, Command};
use arimaa_cli::error::CliError;
use arimaa_cli::{aei_engine, analyze, inspect, match_cmd, perft, play, replay, review, web};

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
            perft::run(args, &mut out)?;
            true
        }
        Command::Aei(args) => {
            drop(out);
            aei_engine::run(args)?;
            return Ok(true);
        }
        Command::Match(args) => match_cmd::run(args, &mut out)?,
        Command::Analyze(args) => {
            analyze::run(args, &mut out)?;
            true
        }
        Command::Review(args) => {
            review::run(args, &mut out)?;
            true
        }
        Command::Web(args) => {
            drop(out);
            web::run(args)?;
            return Ok(true);
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
        // Ctrl-C: the status of a program ended by SIGINT (128 + 2), as shells report it.
        Err(e @ (CliError::Interrupted(_) | CliError::ReviewInterrupted { .. })) => {
            eprintln!("arimaa: {e}");
            ExitCode::from(130)
        }
        Err(e) => {
            eprintln!("arimaa: {e}");
            ExitCode::FAILURE
        }
    }
}
