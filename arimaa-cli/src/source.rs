//! Reading the inputs of the commands: files or standard input (`-`), positions in the
//! AEI short form or long diagram, and game records. Parsing is the core's
//! (`FromStr for Position`, `RecordReader`); this module only finds the text, tells a
//! position from a record, and names the text in errors.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};

use arimaa_rules::Position;

use crate::error::CliError;

/// How a command-line position given inline is named in error messages.
pub const ARGUMENT_NAME: &str = "POSITION argument";

/// A text read from a file or standard input, with the name to show in messages.
#[derive(Debug, Clone)]
pub struct Source {
    /// The file name as given, or `-` for standard input.
    pub name: String,
    /// The whole text.
    pub text: String,
}

/// Opens `name` for buffered reading (`-` = standard input).
///
/// # Errors
/// [`CliError::Read`] when the file cannot be opened.
pub fn open(name: &str) -> Result<Box<dyn BufRead>, CliError> {
    if name == "-" {
        return Ok(Box::new(BufReader::new(io::stdin())));
    }
    let file = File::open(name).map_err(|source| CliError::Read {
        name: name.to_string(),
        source,
    })?;
    Ok(Box::new(BufReader::new(file)))
}

/// Reads the whole text of `name` (`-` = standard input).
///
/// # Errors
/// [`CliError::Read`] when it cannot be read or is not UTF-8.
pub fn read(name: &str) -> Result<Source, CliError> {
    let mut text = String::new();
    open(name)?
        .read_to_string(&mut text)
        .map_err(|source| CliError::Read {
            name: name.to_string(),
            source,
        })?;
    Ok(Source {
        name: name.to_string(),
        text,
    })
}

/// Whether a command-line argument is a position written inline (the short form has a `[`),
/// rather than a file name.
pub fn is_inline_position(arg: &str) -> bool {
    arg.contains('[')
}

/// Whether `text` holds a position rather than a game record: a single line in the short
/// form, or a long diagram (a line starting with the border `+-`).
///
/// ```
/// use arimaa_cli::source::is_position_text;
/// assert!(is_position_text("g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]\n"));
/// assert!(!is_position_text("Event: x\n1g Ra1\n"));
/// ```
pub fn is_position_text(text: &str) -> bool {
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next().unwrap_or("");
    let single = lines.next().is_none();
    (single && first.contains('[')) || text.lines().any(|l| l.trim_start().starts_with("+-"))
}

/// Parses a position held in `text` with the core's `FromStr for Position`: the short
/// form when the text (blank lines around it aside) is one line, otherwise the long
/// diagram.
///
/// # Errors
/// [`CliError::Position`] with the line (for a text with line breaks) and column of the
/// problem, counted in `text`.
pub fn parse_position(name: &str, text: &str) -> Result<Position, CliError> {
    text.parse::<Position>()
        .map_err(|source| CliError::Position {
            name: name.to_string(),
            source,
        })
}

/// Reads the POSITION argument of `moves` and `perft`: an inline short form, or a file
/// (`-` = standard input) holding a short form or a long diagram.
///
/// # Errors
/// [`CliError::Read`] or [`CliError::Position`].
pub fn position_argument(arg: &str) -> Result<Position, CliError> {
    if is_inline_position(arg) {
        return parse_position(ARGUMENT_NAME, arg);
    }
    let src = read(arg)?;
    parse_position(&src.name, &src.text)
}
