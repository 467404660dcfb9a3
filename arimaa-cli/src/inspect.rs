//! `arimaa moves` and `arimaa show`: read a position or a record, ask the
//! core, print the answer.

use std::io::Write;

use arimaa_rules::notation::record::{GameRecord, parse_records};
use arimaa_rules::replay::RecordRules;
use arimaa_rules::svg::{self, LastMove, SvgOptions};
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
/// `--at` (default: the end), as the long diagram, the short form or an SVG picture (with
/// the record's move that led there drawn, and `--flip`), to standard output or `--out`.
///
/// # Errors
/// The source cannot be read or replayed, `--at` names no turn of the game, or the output
/// cannot be written.
pub fn show(args: &ShowArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let (pos, last_move) = source_view(
        &args.source,
        args.at.as_deref(),
        args.game.as_deref(),
        args.lenient,
    )?;
    let text = match args.format {
        PositionFormat::Long => pos.to_diagram(),
        PositionFormat::Short => format!("{}\n", pos.to_short()),
        PositionFormat::Svg => {
            let options = SvgOptions {
                last_move,
                flipped: args.flip,
                pieces: args.pieces.0,
                ..SvgOptions::default()
            };
            format!("{}\n", svg::board_svg(&pos, &options))
        }
    };
    match &args.out {
        Some(path) => std::fs::write(path, text).map_err(|source| CliError::Write {
            path: path.clone(),
            source,
        })?,
        None => out.write_all(text.as_bytes())?,
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
    Ok(source_view(source, at, game, lenient)?.0)
}

/// As [`source_position`], with the move that led to the position when SOURCE is a game
/// record and that turn was a move (not a setup).
///
/// # Errors
/// As [`source_position`].
fn source_view(
    source: &str,
    at: Option<&str>,
    game: Option<&str>,
    lenient: bool,
) -> Result<(Position, Option<LastMove>), CliError> {
    if source::is_inline_position(source) {
        return Ok((source::parse_position(source::ARGUMENT_NAME, source)?, None));
    }
    let src = source::read(source)?;
    if source::is_position_text(&src.text) {
        return Ok((source::parse_position(&src.name, &src.text)?, None));
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
    let history = game.history();
    let index = match at {
        None => history.len().checked_sub(1),
        Some(label) => Some(turn_index(&src.name, &game, label)?),
    };
    let Some(index) = index else {
        return Ok((game.position().clone(), None));
    };
    let pos = match history.get(index + 1) {
        Some(next) => next.position_before().clone(),
        None => game.position().clone(),
    };
    Ok((pos, LastMove::from_history(&history[index])))
}

/// The one game of a record text, or the one with id `id` in an archive (also `arimaa
/// review`'s).
pub(crate) fn select_game(
    name: &str,
    text: &str,
    id: Option<&str>,
) -> Result<GameRecord, CliError> {
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

/// The index in `game`'s history of the turn labelled `label`.
fn turn_index(name: &str, game: &Game, label: &str) -> Result<usize, CliError> {
    let wanted: TurnLabel = label.trim().parse().map_err(|source| CliError::BadLabel {
        label: label.to_string(),
        source,
    })?;
    let history = game.history();
    history
        .iter()
        .position(|e| e.turn_label() == wanted)
        .ok_or_else(|| CliError::NoSuchTurn {
            name: name.to_string(),
            label: label.to_string(),
            last: history.last().map_or_else(|| "-".into(), |e| e.label()),
        })
}
