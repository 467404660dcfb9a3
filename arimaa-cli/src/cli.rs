//! The command line: subcommands and their options (clap derive), each with an example in
//! its `--help`.

use std::path::PathBuf;
use std::time::Duration;

use arimaa_aei::TimeControl;
use arimaa_rules::svg::PieceStyle;
use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::openings::Openings;
use crate::player::{PlayerSpec, parse_move_time};

/// `arimaa`: play Arimaa in the terminal, replay and check game records, list moves.
#[derive(Debug, Parser)]
#[command(
    name = "arimaa",
    version,
    about = "Play Arimaa in the terminal, replay and check game records, inspect positions",
    after_help = "Examples:\n  arimaa play                       a human (gold) against the built-in bot\n  arimaa web --open                 the same in a browser (a page served on 127.0.0.1)\n  arimaa replay games.txt           check every game of an archive file\n  arimaa moves 'g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]' --count\n\nRun `arimaa <COMMAND> --help` for the options and an example of each command."
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
    /// Serve the built-in bot as an AEI engine on standard input/output.
    Aei(AeiArgs),
    /// Play N games between two players (bot or AEI engines) and print the results.
    Match(MatchArgs),
    /// Have an AEI engine search a position and print its analysis and best move.
    Analyze(AnalyzeArgs),
    /// Review a game with the bot (or an AEI engine): every move scored, the mistakes
    /// labelled, the better move shown, a graph.
    Review(ReviewArgs),
    /// Serve the web page (a board to click: play the bot or a friend, replay records) on
    /// 127.0.0.1 and print its URL.
    Web(WebArgs),
}

/// Options of `arimaa play`.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  arimaa play                                  you play gold against the bot\n  arimaa play --level hard                     the bot thinks 3 s a move\n  arimaa play --gold bot --silver bot --seed 1 --log g.txt\n  arimaa play --silver aei:simple_engine --tc 30s/5m   you against any AEI engine\n  arimaa play --resume g.txt                   continue a logged game\n\nAt the prompt type a setup (16 placements such as `Ra1 Rb1 ...`, or `standard`),\nor a move of 1-4 steps such as `Ed2n Ed3n`; `help` lists the commands\n(moves, steps, undo, resign, save, quit)."
)]
pub struct PlayArgs {
    /// Who plays gold (moves first): `human`, `bot`, `bot:<kind>` or `aei:<command line>`.
    /// Default: human, or as named in the resumed log.
    #[arg(long, value_name = "PLAYER")]
    pub gold: Option<PlayerSpec>,
    /// Who plays silver (as `--gold`). Default: bot, or as named in the resumed log.
    #[arg(long, value_name = "PLAYER")]
    pub silver: Option<PlayerSpec>,
    /// The time control in the arimaa.com notation `M/R[/P/L/G/T]` (e.g. `30s/5m`,
    /// `3s/30s/100/60s/10m`); default: none. A side whose time runs out loses (`t`).
    #[arg(long, value_name = "TC")]
    pub tc: Option<TimeControl>,
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
    /// How long the bot (or engine) thinks a move: `easy` 0.3 s, `medium` 1 s (the
    /// default without a time control), `hard` 3 s; within the time control if one is
    /// given.
    #[arg(long, value_enum, conflicts_with = "move_time")]
    pub level: Option<Level>,
    /// The bot's (or engine's) time per move in seconds, fractions allowed (`0.5`, `2s`);
    /// an AEI engine gets whole seconds.
    #[arg(long, value_name = "SECONDS", value_parser = parse_move_time)]
    pub move_time: Option<Duration>,
    /// The threads the built-in bot searches with (1 to 64; Lazy SMP: the same move
    /// found deeper in the same time). An AEI engine is not told (e.g. `aei:arimaa aei
    /// --threads 2`).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = parse_threads)]
    pub threads: u32,
}

/// Reads a number of search threads: 1 to `arimaa_bot::Bot::MAX_THREADS`.
fn parse_threads(s: &str) -> Result<u32, String> {
    let max = arimaa_bot::Bot::MAX_THREADS;
    match s.trim().parse::<u32>() {
        Ok(n) if (1..=max).contains(&n) => Ok(n),
        _ => Err(format!(
            "{s:?}: expected a number of threads from 1 to {max}"
        )),
    }
}

/// The bot's level in `arimaa play`: its time per move (the same names and times as the
/// web page's levels).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Level {
    /// 0.3 s a move.
    Easy,
    /// 1 s a move.
    Medium,
    /// 3 s a move.
    Hard,
}

impl Level {
    /// The time per move of this level.
    pub fn move_time(self) -> Duration {
        Duration::from_millis(match self {
            Level::Easy => 300,
            Level::Medium => 1_000,
            Level::Hard => 3_000,
        })
    }
}

/// Options of `arimaa replay`.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  arimaa replay allgames202602.txt\n  arimaa replay --json game100.txt movelists/*.txt\n  arimaa replay allgames*.txt --format parquet --out games.parquet\n  cat game.txt | arimaa replay -\n\nThe format of each file is detected from its first line (an archive header naming the\n`movelist` column, or a per-game record). Exit status 0 only if every game not flagged\ncorrupt replays and agrees with its recorded result where the board decides it (g, e, m).\nA game that stops on a rule changed on 2008-07-01 (third repetition, playing on after\nthe end) but replays under the old rules is reported as `old-rules` and does not fail."
)]
pub struct ReplayArgs {
    /// Record files (`-` = standard input).
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Print one JSON object per game instead of text lines (totals go to stderr).
    #[arg(long, conflicts_with = "format")]
    pub json: bool,
    /// Write a table, one row per game (id, players, ratings, time control, start time,
    /// plies, recorded result, result by the rules, verdict; totals go to stderr).
    #[arg(long, value_name = "FORMAT")]
    pub format: Option<crate::table::TableFormat>,
    /// The file for `--format` (default: standard output).
    #[arg(long, value_name = "PATH", requires = "format")]
    pub out: Option<PathBuf>,
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
    /// An SVG picture (the core's `arimaa_rules::svg`); for a game record the last move
    /// shown is drawn as arrows.
    Svg,
}

/// A piece style of the SVG pictures (`--pieces`): the core's [`PieceStyle`], named as
/// the core names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pieces(pub PieceStyle);

impl ValueEnum for Pieces {
    fn value_variants<'a>() -> &'a [Pieces] {
        const ALL: [Pieces; PieceStyle::ALL.len()] = {
            let mut all = [Pieces(PieceStyle::Animals); PieceStyle::ALL.len()];
            let mut i = 0;
            while i < all.len() {
                all[i] = Pieces(PieceStyle::ALL[i]);
                i += 1;
            }
            all
        };
        &ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(
            clap::builder::PossibleValue::new(self.0.name()).help(match self.0 {
                PieceStyle::Animals => {
                    "each piece its animal: elephant, camel, horse, dog, cat, rabbit"
                }
                PieceStyle::Letters => "each piece its letter: E M H D C R (lower case for silver)",
            }),
        )
    }
}

/// Options of `arimaa show`.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  arimaa show game100.txt --at 12b\n  arimaa show allgames202602.txt --game 736121 --format short\n  arimaa show game100.txt --at 9b --format svg --flip --out 9b.svg\n  arimaa show game100.txt --format svg --pieces letters\n  arimaa show 'g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]'\n\nSOURCE is a position (as for `arimaa moves`) or a game record file (`-` = stdin)."
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
    /// With `--format svg`: draw the board as silver sees it (a8 at the bottom right).
    #[arg(long)]
    pub flip: bool,
    /// With `--format svg`: how pieces are drawn, as animals or as their notation letters.
    #[arg(long, value_enum, default_value_t = Pieces(PieceStyle::default()), value_name = "STYLE")]
    pub pieces: Pieces,
    /// Write to this file instead of standard output.
    #[arg(long, value_name = "FILE")]
    pub out: Option<std::path::PathBuf>,
}

/// Options of `arimaa perft`.
#[derive(Debug, Args)]
#[command(
    after_help = "Example:\n  arimaa perft 'g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]' --depth 2 --threads 2\n\nperft(1) is the number of unique moves; perft(n) sums perft(n-1) over the positions\nthey reach (no history; a position won by goal or elimination is a leaf).\nOn a terminal a progress bar with an estimate is drawn on stderr. Ctrl-C stops the\ncount at once (exit status 130)."
)]
pub struct PerftArgs {
    /// The position, as for `arimaa moves`.
    pub position: String,
    /// The depth in whole moves (0 = 1 node).
    #[arg(long)]
    pub depth: u32,
    /// The threads sharing out the root moves (0 = as many as the machine runs at once).
    #[arg(long, default_value_t = 0, value_name = "T")]
    pub threads: usize,
    /// Also print the count below each root move (`<move>: <nodes>`), before the total.
    #[arg(long)]
    pub divide: bool,
}

/// Options of `arimaa aei`.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  arimaa aei                       then type: aei, newgame, go, quit\n  arimaa aei --nodes 20000 --seed 3   the same move for the same game on any machine\n  roundrobin --config rr.cfg        with cmdline = arimaa aei in a bot section\n\nThe bot aims for the move time it is given (tcmove, less a margin), less when one move\nstands out and more when its best move changes or its score falls, and never passes\nmove time + reserve; it answers isready while thinking and returns at once on stop.\nOptions (setoption): hash (MB), depth (steps), threads (1-64). Its table is kept from\nmove to move and cleared on newgame.\nWith --nodes it searches that many nodes a move instead, move time + reserve (if a\ntime control is given) still the limit."
)]
pub struct AeiArgs {
    /// Which bot: `bot` or `bot:<kind>`.
    #[arg(long, default_value = "bot")]
    pub bot: String,
    /// The bot's seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// A node budget per move: the bot searches N nodes (steps tried) and answers, instead
    /// of aiming for the move time, so that its games are the same on every machine and
    /// under any load; the time control's hard limit (move time + reserve), when the
    /// controller sends one, still stops it.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes: Option<u64>,
    /// The threads the bot searches with (1 to 64), until the controller sets the option
    /// `threads` (`setoption name threads value N`). With more than one, games under
    /// `--nodes` are no longer the same on every run.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = parse_threads)]
    pub threads: u32,
    /// The evaluation's weights, read from a file in the text format of
    /// `arimaa_bot::evaluation::Weights` (one `name = value` line per weight; see
    /// bench/texel/README.md); the same as `setoption name weights value PATH`. A file that
    /// cannot be read or is refused stops the program before the session (exit status 2).
    #[arg(long, value_name = "PATH", value_parser = parse_weights)]
    pub weights: Option<arimaa_bot::evaluation::Weights>,
}

/// Reads a weights file for `--weights` (refused as a bad argument, naming the line).
fn parse_weights(path: &str) -> Result<arimaa_bot::evaluation::Weights, String> {
    crate::aei_engine::read_weights(path)
}

/// An AEI option `NAME=VALUE` for `arimaa match --option-a` (the name without spaces).
fn parse_option(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((name, value)) if !name.trim().is_empty() && !name.trim().contains(' ') => {
            Ok((name.trim().to_string(), value.trim().to_string()))
        }
        _ => Err(format!("{text:?}: expected NAME=VALUE, e.g. hash=64")),
    }
}

/// Options of `arimaa match`.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  arimaa match bot aei:simple_engine --games 10 --tc 1s/30s --out games.txt\n  arimaa match bot bot:greedy --games 40 --tc 1s/0\n  arimaa match bot bot:classic --games 20 --move-time-a 0.1 --move-time-b 1   time odds\n  arimaa match bot bot:greedy --games 4 --openings openings.tsv --opening-start 10\n  arimaa replay games.txt             check every game written\n\nA plays gold in games 1, 3, 5...; each engine is started afresh for every game.\nWith --openings, games 2k-1 and 2k play the same opening (both setups, made by the\ncontroller and recorded as 1g/1s), colours swapped. A player\nthat dies, stalls, answers late or plays an illegal move loses that game (t, i or f).\nThe summary ends with the Elo difference of A over B and its 95% interval."
)]
pub struct MatchArgs {
    /// Player A: `bot`, `bot:<kind>` or `aei:<command line>`.
    pub a: PlayerSpec,
    /// Player B: as A.
    pub b: PlayerSpec,
    /// How many games.
    #[arg(long, default_value_t = 2)]
    pub games: u32,
    /// The time control (`M/R[/P/L/G/T]`, e.g. `1s/30s`); default: none.
    #[arg(long, value_name = "TC")]
    pub tc: Option<TimeControl>,
    /// Write every game to FILE in the arimaa.com archive TSV.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// The seed of the first game's bots (game i uses seed + i).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Player A's time per move in seconds, fractions allowed (`0.2`, `0.2s`), for time
    /// odds: the built-in bot searches this long (within the clock of `--tc`, if any); an
    /// AEI engine is sent it as `tcmove`, rounded up to whole seconds (AEI's unit).
    /// Default: the time control's move time less a tenth (0.9 s without `--tc`).
    #[arg(long, value_name = "SECONDS", value_parser = parse_move_time)]
    pub move_time_a: Option<Duration>,
    /// Player B's time per move (as `--move-time-a`).
    #[arg(long, value_name = "SECONDS", value_parser = parse_move_time)]
    pub move_time_b: Option<Duration>,
    /// Player A's node budget per move (the built-in bot only): it searches N nodes
    /// (steps tried) and answers, however long that takes (within the clock of `--tc`, if
    /// any), so that its games are the same on every machine and under any load.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes_a: Option<u64>,
    /// Player B's node budget per move (as `--nodes-a`).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes_b: Option<u64>,
    /// The threads the built-in bots search with (1 to 64, both players; Lazy SMP). An AEI
    /// engine is not told (give its command line the option, e.g. `aei:arimaa aei
    /// --threads 2`). With more than one, games under a node budget are no longer the
    /// same on every run.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = parse_threads)]
    pub threads: u32,
    /// Play the games from the openings of FILE: one a line, the gold setup and the silver
    /// setup (`Ra1 Rb1 ... Dh2`) separated by a TAB (further TAB-separated columns, blank
    /// lines, `#` lines and a header line starting `gold` are ignored). Games 1 and 2 play
    /// the first opening, A gold then B gold, games 3 and 4 the next, and so on (modulo the
    /// number of openings); the players are not asked for a setup. The file is checked
    /// before any game.
    #[arg(long, value_name = "FILE", value_parser = parse_openings)]
    pub openings: Option<Openings>,
    /// The opening (0-based, modulo the number of openings) of games 1 and 2 with
    /// `--openings`; game i plays opening K + (i-1)/2.
    #[arg(long, value_name = "K", default_value_t = 0, requires = "openings")]
    pub opening_start: usize,
    /// An AEI option for player A (an `aei:` engine), `NAME=VALUE` (repeatable): sent as
    /// `setoption name NAME value VALUE` after the engine's first `isready`, before the
    /// game, then `isready` again; a `log Error` or `log Warning` in answer means the
    /// engine did not take it, and it forfeits the game (`f`).
    #[arg(long, value_name = "NAME=VALUE", value_parser = parse_option)]
    pub option_a: Vec<(String, String)>,
    /// An AEI option for player B (as `--option-a`).
    #[arg(long, value_name = "NAME=VALUE", value_parser = parse_option)]
    pub option_b: Vec<(String, String)>,
}

/// Reads and checks an openings file for `--openings` (refused as a bad argument).
fn parse_openings(path: &str) -> Result<Openings, String> {
    Openings::load(std::path::Path::new(path))
}

/// Options of `arimaa analyze`.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  arimaa analyze game.txt --at 12s --engine aei:simple_engine\n  arimaa analyze 'g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]' --engine 'aei:arimaa aei' --tc 2s/0\n\nSOURCE is a position or a game record, as for `arimaa show`."
)]
pub struct AnalyzeArgs {
    /// A position (short form), or a file / `-` holding a position or a game record.
    pub source: String,
    /// The engine: `aei:<command line>`.
    #[arg(long, value_name = "aei:CMD")]
    pub engine: PlayerSpec,
    /// Analyse the position after the turn with this label (`12s`); default: the end.
    #[arg(long, value_name = "MOVE")]
    pub at: Option<String>,
    /// The game to use when SOURCE is an archive file with several games (its `id`).
    #[arg(long, value_name = "ID")]
    pub game: Option<String>,
    /// The time control for the search (`M/R...`); default: the engine decides (the
    /// controller waits at most 60 s).
    #[arg(long, value_name = "TC")]
    pub tc: Option<TimeControl>,
    /// Replay the record under the rules before 2008-07-01.
    #[arg(long)]
    pub lenient: bool,
}

/// Options of `arimaa review`.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  arimaa review game100.txt --move-time 0.2 --graph game100.svg\n  arimaa review allgames202602.txt --game 736121 --nodes 200000 --format csv --out 736121.csv\n  arimaa review game.txt --engine 'aei:arimaa aei' --move-time 1\n\nEach position of the game is searched once within the budget (a game of n moves takes\nn + 1 searches): the search before a move gives its best move and the score before it,\nthe search after it (negated) the played move's score. The loss is the drop of win\nprobability 1 / (1 + exp(-score / 550)), scores in centi-rabbits; labels as lichess:\nan inaccuracy from 5%, a mistake from 10%, a blunder from 15%. A goal missed, or a goal\nleft to the opponent when a move stopped it, is a blunder by the rules core's goal\nsearch. On a terminal a progress bar is drawn on stderr; Ctrl-C stops the review, keeps\nthe moves reviewed (rows are written as they come) and exits with status 130."
)]
pub struct ReviewArgs {
    /// A game record file (per-game or an archive; `-` = standard input).
    pub record: String,
    /// The game to review when RECORD is an archive file with several games (its `id`).
    #[arg(long, value_name = "ID")]
    pub game: Option<String>,
    /// The time of each search in seconds, fractions allowed (`0.2`, `1.5s`); default 1.
    /// An AEI engine gets whole seconds (`tcmove`, rounded up).
    #[arg(long, value_name = "SECONDS", value_parser = parse_move_time, conflicts_with = "nodes")]
    pub move_time: Option<Duration>,
    /// The nodes of each search (the built-in bot only): the same review on every machine.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes: Option<u64>,
    /// The table's format: `text` (a table for people and each side's summary), `json`
    /// (one object per move per line), `csv` or `parquet`.
    #[arg(long, value_enum, default_value_t = crate::review_table::ReviewFormat::Text)]
    pub format: crate::review_table::ReviewFormat,
    /// Write the table to this file instead of standard output.
    #[arg(long, value_name = "PATH")]
    pub out: Option<PathBuf>,
    /// Write the evaluation graph (SVG: gold's win probability after each move, the
    /// mistakes marked) to this file.
    #[arg(long, value_name = "FILE.svg")]
    pub graph: Option<PathBuf>,
    /// The analyst: `bot`, `bot:<kind>` or `aei:<command line>` (scores from its `info
    /// score`, centi-rabbits as AEI asks).
    #[arg(long, value_name = "ENGINE", default_value = "bot")]
    pub engine: PlayerSpec,
    /// The built-in bot's seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Replay the record under the rules before 2008-07-01 (see `arimaa replay --help`).
    #[arg(long)]
    pub lenient: bool,
}

/// Options of `arimaa web`.
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  arimaa web --open                serve the page and open it in the default browser\n  arimaa web --port 8080           serve it at http://127.0.0.1:8080/\n\nThe page (HTML, JavaScript, the rules as WebAssembly) is built into this program and\nserved on 127.0.0.1 only; it makes no request elsewhere. Play the built-in bot (it\nthinks in a Web Worker) or a friend on the same screen, load a record and step through\nit, save the game as a record that `arimaa replay` checks. Ctrl-C stops the server."
)]
pub struct WebArgs {
    /// The port on 127.0.0.1 (default: a free port chosen by the system).
    #[arg(long, default_value_t = 0, value_name = "N")]
    pub port: u16,
    /// Open the page in the default browser once the server is listening.
    #[arg(long)]
    pub open: bool,
}
