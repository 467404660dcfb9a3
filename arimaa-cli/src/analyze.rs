//! `arimaa analyze SOURCE --engine aei:CMD`: has an AEI engine search a position (or a
//! game record's position after `--at`) and prints the `info` and `log` lines it sent and
//! its best move, checked by the rules.

use std::io::Write;

use arimaa_aei::{Clock, Controller, EngineCommand, Timeouts};
use arimaa_rules::{Game, GameOptions};

use crate::cli::AnalyzeArgs;
use crate::error::CliError;
use crate::inspect::source_position;
use crate::player::PlayerSpec;

/// Runs `arimaa analyze`.
///
/// # Errors
/// The source cannot be read, the engine is not `aei:...`, or the engine fails (dies,
/// stays silent, plays an illegal move: [`CliError::Engine`]).
pub fn run(args: &AnalyzeArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let PlayerSpec::Aei(cmd) = &args.engine else {
        return Err(CliError::Player("--engine takes aei:<command line>".into()));
    };
    let position = source_position(
        &args.source,
        args.at.as_deref(),
        args.game.as_deref(),
        args.lenient,
    )?;
    let game = Game::from_position(position, GameOptions::default());
    if game.outcome().is_some() || game.legal_moves().is_empty() {
        return Err(CliError::Player(
            "the game is over in this position: nothing to analyse".into(),
        ));
    }
    let mut engine = Controller::start(&EngineCommand::new(cmd.clone()), Timeouts::default())?;
    if let Some(tc) = &args.tc {
        engine.set_time_control(tc)?;
    }
    engine.is_ready()?;
    let clock = args.tc.map(Clock::new);
    writeln!(out, "engine: {}", engine.name())?;
    write!(out, "{}", game.position().to_diagram())?;
    out.flush()?;
    let result = engine.search(&game, clock.as_ref())?;
    engine.quit();
    for line in &result.log {
        writeln!(out, "log {line}")?;
    }
    for (kind, value) in &result.info {
        writeln!(out, "info {kind} {value}")?;
    }
    match result.turn {
        Some(t) => writeln!(out, "bestmove {t}")?,
        None => writeln!(out, "bestmove resign")?,
    }
    writeln!(out, "time: {:.3} s", result.elapsed.as_secs_f64())?;
    Ok(())
}
