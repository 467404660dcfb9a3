//! The command line: subcommands and their options (clap derive), each with an example in
//! its `--help`.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

/// `arimaa`: play Arimaa in the terminal, replay and check game records, list moves.
#[derive(Debug, Parser)]
#[command(
    name = "arimaa",
    version,
    about = "Play Arimaa in the terminal, replay and check game records, inspect positions",
    after_help = "Examples:\n  arimaa play                       a human (gold) against the built-in bot\n  arimaa replay games.txt           check every game of an archive file\n  arimaa moves 'g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]' --count\n\nRun `arimaa <COMMAND> --help` for the options and an example of each command."
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play a game: human or bot on each side; every move is logged at once.
    Play(PlayArgs),
    /// Replay game records (per-game files or arimaa.com archive files) and check them.
    Replay(ReplayArgs),
    /// List the unique legal moves of a position, or count them.
    Moves(MovesArgs),
    /// Print the board of a position or of a game record after a given move.
    Show(ShowArgs),
    /// Count the move tree of a position to a depth (perft over whole moves).
    Perft(PerftArgs),
}

/// Who plays a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PlayerKind {
    /// A person typing at the terminal.
    Human,
    /// The built-in bot (deterministic for a given `--seed`).
    Bot,
}

/// Options of `arimaa play`.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  arimaa play                                  you play gold against the bot\n  arimaa play --gold bot --silver bot --seed 1 --log g.txt\n  arimaa play --resume g.txt                   continue a logged game\n\nAt the prompt type a setup (16 placements such as `Ra1 Rb1 ...`, or `standard`),\nor a move of 1-4 steps such as `Ed2n Ed3n`; `help` lists the commands\n(moves, steps, undo, resign, save, quit)."
)]
pub struct PlayArgs {
    /// Who plays gold (moves first). Default: human, or as named in the resumed log.
    #[arg(long, value_enum)]
    pub gold: Option<PlayerKind>,
    /// Who plays silver. Default: bot, or as named in the resumed log.
    #[arg(long, value_enum)]
    pub silver: Option<PlayerKind>,
    /// The log file, rewritten atomically after every turn (default:
    /// `arimaa-game-<date>-<time>.txt` in the current folder; with `--resume`, the resumed file).
    #[arg(long, value_name = "PATH")]
    pub log: Option<PathBuf>,
    /// Continue the game recorded in PATH (a log of this program or any per-game record).
    #[arg(long, value_name = "PATH")]
    pub resume: Option<PathBuf>,
    /// The bot's seed: the same seed and the same game give the same bot moves (default 1,
    /// or the seed named in the resumed log).
    #[arg(long)]
    pub seed: Option<u64>,
}

/// Options of `arimaa replay`.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  arimaa replay allgames202602.txt\n  arimaa replay --json game100.txt movelists/*.txt\n  cat game.txt | arimaa replay -\n\nThe format of each file is detected from its first line (an archive header naming the\n`movelist` column, or a per-game record). Exit status 0 only if every game not flagged\ncorrupt replays and agrees with its recorded result where the board decides it (g, e, m).\nA game that stops on a rule changed on 2008-07-01 (third repetition, playing on after\nthe end) but replays under the old rules is reported as `old-rules` and does not fail."
)]
pub struct ReplayArgs {
    /// Record files (`-` = standard input).
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Print one JSON object per game instead of text lines (totals go to stderr).
    #[arg(long)]
    pub json: bool,
    /// Apply the rules as the server did before 2008-07-01 (no third-repetition rule,
    /// play may go on after the end).
    #[arg(long)]
    pub lenient: bool,
}

/// Options of `arimaa moves`.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  arimaa moves 'g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]' --count\n  arimaa moves position.txt --limit 10\n  arimaa show game.txt | arimaa moves -\n\nPOSITION is the short form `g [<64 squares, rank 8 first>]` (space or `.` = empty), or a\nfile (or `-` for standard input) holding a short form or a long diagram."
)]
pub struct MovesArgs {
    /// The position: short form, or a file / `-` holding a short form or a long diagram.
    pub position: String,
    /// Print only the number of unique moves.
    #[arg(long)]
    pub count: bool,
    /// Print at most N moves.
    #[arg(long, value_name = "N")]
    pub limit: Option<usize>,
}

/// The text form of a printed position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PositionFormat {
    /// The AEI long diagram (move number, framed board, file letters).
    Long,
    /// The AEI short form `g [<64 squares>]`.
    Short,
}

/// Options of `arimaa show`.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  arimaa show game100.txt --at 12b\n  arimaa show allgames202602.txt --game 736121 --format short\n  arimaa show 'g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]'\n\nSOURCE is a position (as for `arimaa moves`) or a game record file (`-` = stdin)."
)]
pub struct ShowArgs {
    /// A position (short form), or a file / `-` holding a position or a game record.
    pub source: String,
    /// Show the board after the turn with this label (`12s`, `12b`, `1g`); default: the end.
    #[arg(long, value_name = "MOVE")]
    pub at: Option<String>,
    /// The game to show when SOURCE is an archive file with several games (its `id`).
    #[arg(long, value_name = "ID")]
    pub game: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = PositionFormat::Long)]
    pub format: PositionFormat,
    /// Replay the record under the rules before 2008-07-01 (see `arimaa replay --help`).
    #[arg(long)]
    pub lenient: bool,
}

/// Options of `arimaa perft`.
#[derive(Debug, Args)]
#[command(
    after_help = "Example:\n  arimaa perft 'g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]' --depth 2\n\nperft(1) is the number of unique moves; perft(n) sums perft(n-1) over the positions\nthey reach (no history; a position won by goal or elimination is a leaf)."
)]
pub struct PerftArgs {
    /// The position, as for `arimaa moves`.
    pub position: String,
    /// The depth in whole moves (0 = 1 node).
    #[arg(long)]
    pub depth: u32,
}
