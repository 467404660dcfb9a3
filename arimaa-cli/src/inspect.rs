//! `arimaa moves` and `arimaa show`: read a position or a record, ask the
//! core, print the answer.

use std::io::Write;

use arimaa_rules::notation::record::{GameRecord, parse_records};
use arimaa_rules::replay::RecordRules;
use arimaa_rules::{Game, Position, TurnLabel};

use crate::cli::{MovesArgs, PositionFormat, ShowArgs};
use crate::error::CliError;
use crate::source;

/// `arimaa moves`: prints the unique moves of the position (one per line, in notation,
/// at most `--limit`), or only their number with `--count`.
///
/// # Errors
/// The position cannot be read, or the output cannot be written.
pub fn moves(args: &MovesArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let pos = source::position_argument(&args.position)?;
    if args.count {
        writeln!(out, "{}", pos.count_moves())?;
        return Ok(());
    }
    let limit = args.limit.unwrap_or(usize::MAX);
    for mv in pos.legal_moves().iter().take(limit) {
        writeln!(out, "{mv}")?;
    }
    Ok(())
}

/// `arimaa show`: prints a position, or the board of a game record after the turn named by
/// `--at` (default: the end), as the long diagram or the short form.
///
/// # Errors
/// The source cannot be read or replayed, `--at` names no turn of the game, or the output
/// cannot be written.
pub fn show(args: &ShowArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let pos = source_position(
        &args.source,
        args.at.as_deref(),
        args.game.as_deref(),
        args.lenient,
    )?;
    match args.format {
        PositionFormat::Long => write!(out, "{}", pos.to_diagram())?,
        PositionFormat::Short => writeln!(out, "{}", pos.to_short())?,
    }
    Ok(())
}

/// The position named by a SOURCE argument (as `show` and `analyze` take it): an inline
/// short form, a file holding a position, or a game record (the game `game` of an
/// archive) after the turn labelled `at` (default: the end), replayed under the old rules
/// when `lenient`.
///
/// # Errors
/// The source cannot be read or replayed, or `at` names no turn of the game.
pub fn source_position(
    source: &str,
    at: Option<&str>,
    game: Option<&str>,
    lenient: bool,
) -> Result<Position, CliError> {
    if source::is_inline_position(source) {
        return source::parse_position(source::ARGUMENT_NAME, source);
    }
    let src = source::read(source)?;
    if source::is_position_text(&src.text) {
        return source::parse_position(&src.name, &src.text);
    }
    let record = select_game(&src.name, &src.text, game)?;
    let rules = if lenient {
        RecordRules::Lenient
    } else {
        RecordRules::ByDate
    };
    let game = record
        .replay_with(rules)
        .map_err(|e| CliError::Replay {
            name: src.name.clone(),
            source: Box::new(e),
        })?
        .game;
    match at {
        None => Ok(game.position().clone()),
        Some(label) => position_after(&src.name, &game, label),
    }
}

/// The one game of a record text, or the one with id `id` in an archive.
fn select_game(name: &str, text: &str, id: Option<&str>) -> Result<GameRecord, CliError> {
    let records = parse_records(text).map_err(|source| CliError::Record {
        name: name.to_string(),
        source,
    })?;
    let count = records.len();
    let games = |message: String| CliError::Games {
        name: name.to_string(),
        message,
    };
    match id {
        Some(id) => records
            .into_iter()
            .find(|r| r.id() == Some(id))
            .ok_or_else(|| games(format!("no game with id {id}"))),
        None if count == 1 => Ok(records.into_iter().next().expect("one record")),
        None => Err(games(format!(
            "holds {count} games; choose one with --game ID"
        ))),
    }
}

/// The position right after the turn labelled `label` in `game`'s history.
fn position_after(name: &str, game: &Game, label: &str) -> Result<Position, CliError> {
    let wanted: TurnLabel = label.trim().parse().map_err(|source| CliError::BadLabel {
        label: label.to_string(),
        source,
    })?;
    let history = game.history();
    let index = history
        .iter()
        .position(|e| e.turn_label() == wanted)
        .ok_or_else(|| CliError::NoSuchTurn {
            name: name.to_string(),
            label: label.to_string(),
            last: history.last().map_or_else(|| "-".into(), |e| e.label()),
        })?;
    Ok(match history.get(index + 1) {
        Some(next) => next.position_before().clone(),
        None => game.position().clone(),
    })
}
