//! The errors of the `arimaa` program. Each names the file (or argument) concerned and,
//! where the input is text, the line and column, so that the message alone locates the
//! problem. They are printed to stderr as `arimaa: <message>` with a non-zero exit status.

use std::io;
use std::path::PathBuf;

use arimaa_rules::NotationError;
use arimaa_rules::notation::record::RecordError;
use arimaa_rules::replay::ReplayError;

/// Everything that can make a command fail.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// A file (or standard input) could not be read.
    #[error("{name}: cannot read: {source}")]
    Read {
        /// The file name as given (`-` for standard input).
        name: String,
        /// The operating system's reason.
        source: io::Error,
    },
    /// The text is not a position in the short form or a long diagram.
    #[error("{name}: not a position: {source}")]
    Position {
        /// The file name, or `POSITION argument` for text given on the command line.
        name: String,
        /// Where and what (line and column).
        source: NotationError,
    },
    /// The text is not a game record.
    #[error("{name}: not a game record: {source}")]
    Record {
        /// The file name.
        name: String,
        /// Where and what (line and column).
        source: RecordError,
    },
    /// A turn of a game record was refused by the rules.
    #[error("{name}: illegal turn {source}")]
    Replay {
        /// The file name.
        name: String,
        /// The turn's label, line, column and rule.
        source: Box<ReplayError>,
    },
    /// A file holds no game, or several where one was expected.
    #[error("{name}: {message}")]
    Games {
        /// The file name.
        name: String,
        /// What was wrong with the games it holds.
        message: String,
    },
    /// `--at` named a turn that the game does not have.
    #[error("{name}: no turn {label} in this game (its turns run from 1g to {last})")]
    NoSuchTurn {
        /// The file name.
        name: String,
        /// The label asked for.
        label: String,
        /// The label of the last turn played.
        last: String,
    },
    /// `--at` is not a turn label.
    #[error("--at {label:?}: not a turn label such as 12s (a number, then g/s or w/b): {source}")]
    BadLabel {
        /// The text given.
        label: String,
        /// Where and what the core's label parser expected.
        source: NotationError,
    },
    /// The game log cannot be written; the game does not go on, so no move is lost.
    #[error("cannot write the game log {}: {source}", path.display())]
    Log {
        /// The log file.
        path: PathBuf,
        /// The operating system's reason.
        source: io::Error,
    },
    /// `arimaa play --resume` found nothing to continue.
    #[error("{name}: {message}")]
    Resume {
        /// The file name.
        name: String,
        /// Why the game cannot be continued.
        message: String,
    },
    /// A player argument cannot be used here, or a player could not be started.
    #[error("{0}")]
    Player(String),
    /// An AEI engine failed (could not start, died, stalled, broke the protocol or rules).
    #[error(transparent)]
    Engine(#[from] arimaa_aei::ControllerError),
    /// The AEI session of `arimaa aei` failed.
    #[error(transparent)]
    Session(#[from] arimaa_aei::SessionError),
    /// A long count was stopped by Ctrl-C (exit status 130).
    #[error("{0}")]
    Interrupted(arimaa_rules::perft::Interrupted),
    /// `arimaa review` was stopped by Ctrl-C (exit status 130); the moves reviewed so far
    /// were written.
    #[error("review interrupted after {done} of {total} moves (the moves reviewed were written)")]
    ReviewInterrupted {
        /// The moves reviewed.
        done: usize,
        /// The moves of the game.
        total: usize,
    },
    /// Writing to the terminal failed (e.g. a closed pipe).
    #[error("cannot write the output: {0}")]
    Output(#[from] io::Error),
    /// The file of `replay --out` cannot be created.
    #[error("cannot write {}: {source}", path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// The operating system's reason.
        source: io::Error,
    },
    /// A table cannot be written in the format asked for (e.g. Parquet on a terminal).
    #[error("{0}")]
    Table(String),
    /// `arimaa web` cannot listen on the address asked for (e.g. the port is taken).
    #[error("cannot serve on {addr}: {reason}")]
    Serve {
        /// The address, `127.0.0.1:<port>`.
        addr: String,
        /// The operating system's reason.
        reason: String,
    },
}
