//! `arimaa review RECORD`: a game reviewed move by move by the built-in bot (the review of
//! `arimaa-bot`, [`arimaa_bot::review`]) or by an AEI engine ([`crate::review_aei`]), with
//! a progress bar on a terminal, the table of moves ([`crate::review_table`]), each side's
//! summary and the evaluation graph (`--graph`, the core's
//! [`arimaa_bot::review::graph_svg`]).
//!
//! Ctrl-C stops the search under way; the moves reviewed so far are kept (the text, JSON
//! lines and CSV rows are written as each move is reviewed, Parquet and the graph are
//! written with the moves so far) and the program exits with status 130.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use arimaa_bot::review::{
    GraphOptions, Review, ReviewEntry, Stopped, Summary, TurnBudget, graph_svg, summarize,
};
use arimaa_bot::{Bot, SystemClock};
use arimaa_rules::replay::{RecordOptions, RecordRules};
use arimaa_rules::table::GameSummary;
use arimaa_rules::{Color, Game};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::cli::ReviewArgs;
use crate::error::CliError;
use crate::inspect::select_game;
use crate::player::{BotPlayer, PlayerSpec};
use crate::review_aei::AeiAnalyst;
use crate::review_table::{self, ReviewFormat, summary_line};
use crate::source;

/// Set by the Ctrl-C (SIGINT) handler; the bot's searches poll it.
static STOP: AtomicBool = AtomicBool::new(false);

/// Why a move could not be reviewed.
enum Failure {
    /// Ctrl-C.
    Stopped,
    /// The AEI engine failed.
    Engine(arimaa_aei::ControllerError),
}

impl From<Stopped> for Failure {
    fn from(_: Stopped) -> Failure {
        Failure::Stopped
    }
}

/// The game of a record file to review, with its players' names (empty when not
/// recorded).
///
/// # Errors
/// The file cannot be read, holds no game or several without `--game`, does not replay,
/// or its game has no move.
pub fn load(
    record: &str,
    id: Option<&str>,
    lenient: bool,
) -> Result<(Game, [String; 2]), CliError> {
    let src = source::read(record)?;
    let record = select_game(&src.name, &src.text, id)?;
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
    if game.moves_played() == 0 {
        return Err(CliError::Games {
            name: src.name,
            message: format!(
                "{} has no move to review",
                record
                    .id()
                    .map_or("the game".to_string(), |id| format!("game {id}"))
            ),
        });
    }
    let summary = GameSummary::new(&record, RecordOptions::default());
    Ok((
        game,
        [
            summary.gold.unwrap_or_default(),
            summary.silver.unwrap_or_default(),
        ],
    ))
}

/// Runs `arimaa review`: the table to standard output (or `--out`), the summaries after
/// a text table (on stderr for the other formats), the graph to `--graph`.
///
/// # Errors
/// The record cannot be read or replayed or has no move ([`load`]), the analyst cannot be
/// started or fails ([`CliError::Player`], [`CliError::Engine`]), an output cannot be
/// written, or Ctrl-C stopped the review ([`CliError::ReviewInterrupted`], exit status
/// 130, after the moves reviewed were written).
pub fn run(args: &ReviewArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let (game, players) = load(&args.record, args.game.as_deref(), args.lenient)?;
    let per_search = args.move_time.unwrap_or(Bot::DEFAULT_MOVE_TIME);
    let mut engine = match &args.engine {
        PlayerSpec::Human => {
            return Err(CliError::Player(
                "--engine takes bot, bot:<kind> or aei:<command line>".into(),
            ));
        }
        PlayerSpec::Aei(_) if args.nodes.is_some() => {
            return Err(CliError::Player(
                "--nodes needs the built-in bot; give an AEI engine --move-time".into(),
            ));
        }
        PlayerSpec::Aei(cmd) => Some(AeiAnalyst::start(cmd, per_search)?),
        PlayerSpec::Bot(_) => None,
    };
    let bot = match &args.engine {
        PlayerSpec::Bot(spec) => BotPlayer::new(spec, args.seed)
            .map_err(CliError::Player)?
            .bot()
            .clone(),
        _ => Bot::new(arimaa_bot::BotKind::Search, args.seed),
    };
    let analyst_name = match &engine {
        Some(e) => e.name().to_string(),
        None => format!("{} (seed {})", bot.name(), args.seed),
    };
    let budget_text = match args.nodes {
        Some(n) => format!("{n} nodes"),
        None => format!("{} s", per_search.as_secs_f64()),
    };
    // A second handler cannot be installed (one command per process): then Ctrl-C keeps
    // its default action.
    let _ = ctrlc::set_handler(|| STOP.store(true, Ordering::Relaxed));
    let clock = SystemClock::new();
    let mut per_turn = TurnBudget::new().with_stop(&STOP);
    per_turn = match args.nodes {
        Some(n) => per_turn.with_nodes(n),
        None => per_turn.with_time(&clock, per_search),
    };

    let mut review = Review::new(&game);
    let total = review.len();
    let title = format!(
        "{} moves of {} (gold) against {} (silver), reviewed by {analyst_name}, {budget_text} a position",
        total,
        name_or(&players[0], "gold"),
        name_or(&players[1], "silver"),
    );
    // The title heads a text table; the machine formats hold rows only (it goes to stderr).
    if args.format != ReviewFormat::Text {
        eprintln!("{title}");
    }
    let mut sink = review_table::sink(args.format, args.out.as_deref(), out, &title)?;
    let bar = progress_bar(total);
    let mut entries: Vec<ReviewEntry> = Vec::with_capacity(total);
    let interrupted = loop {
        let step = match engine.as_mut() {
            None => review.next_turn(&bot, &per_turn).map_err(Failure::from),
            Some(e) => review.next_turn_with(|g| {
                if STOP.load(Ordering::Relaxed) {
                    return Err(Failure::Stopped);
                }
                e.analyze(g).map_err(|err| {
                    // Ctrl-C reaches the engine too: its death is the interruption.
                    if STOP.load(Ordering::Relaxed) {
                        Failure::Stopped
                    } else {
                        Failure::Engine(err)
                    }
                })
            }),
        };
        match step {
            Ok(Some(entry)) => {
                sink.row(&entry)?;
                bar.inc(1);
                bar.set_message(format!("{} {}", entry.turn, entry.label));
                entries.push(entry);
            }
            Ok(None) => break false,
            Err(Failure::Stopped) => break true,
            Err(Failure::Engine(e)) => {
                bar.finish_and_clear();
                finish(sink, &entries, &players, args)?;
                return Err(CliError::Engine(e));
            }
        }
    };
    bar.finish_and_clear();
    if let Some(e) = engine.take() {
        e.quit();
    }
    finish(sink, &entries, &players, args)?;
    if let Some(warning) = shallow_warning(&entries) {
        eprintln!("arimaa: {warning}");
    }
    if interrupted {
        return Err(CliError::ReviewInterrupted {
            done: entries.len(),
            total,
        });
    }
    Ok(())
}

/// Ends the table with the summaries (after a text table; on stderr otherwise) and writes
/// the graph.
fn finish(
    sink: Box<dyn review_table::ReviewSink + '_>,
    entries: &[ReviewEntry],
    players: &[String; 2],
    args: &ReviewArgs,
) -> Result<(), CliError> {
    let summaries: Vec<(Summary, String)> = [Color::Gold, Color::Silver]
        .into_iter()
        .map(|c| (summarize(entries, c), players[c.index()].clone()))
        .collect();
    if args.format == ReviewFormat::Text {
        sink.finish(&summaries)?;
    } else {
        sink.finish(&[])?;
        for (s, player) in &summaries {
            eprintln!("{}", summary_line(s, player));
        }
    }
    if let Some(path) = &args.graph {
        let svg = graph_svg(entries, &GraphOptions::default());
        std::fs::write(path, format!("{svg}\n")).map_err(|source| CliError::Write {
            path: path.clone(),
            source,
        })?;
    }
    Ok(())
}

/// The depth (in steps) below which a search has not looked at the opponent's reply: its
/// score is the position after the best move, unanswered, which flatters the mover and
/// makes every other move look worse.
const REPLY_DEPTH: u32 = 8;

/// A warning when most searches (of those that report a depth) stopped before seeing the
/// reply (`REPLY_DEPTH`): the losses are then overstated. `None` otherwise.
///
/// ```
/// use arimaa_cli::review::shallow_warning;
/// assert_eq!(shallow_warning(&[]), None);
/// ```
pub fn shallow_warning(entries: &[ReviewEntry]) -> Option<String> {
    let searched: Vec<u32> = entries.iter().map(|e| e.depth).filter(|&d| d > 0).collect();
    let shallow = searched.iter().filter(|&&d| d < REPLY_DEPTH).count();
    (shallow * 2 > searched.len()).then(|| {
        format!(
            "{shallow} of {} searches stopped before the opponent's reply (depth < {REPLY_DEPTH} steps): \
             the losses are overstated; give more time or nodes (about 300000 nodes a position)",
            searched.len()
        )
    })
}

fn name_or<'a>(name: &'a str, side: &'a str) -> &'a str {
    if name.is_empty() { side } else { name }
}

/// A bar on stderr when stderr is a terminal; a hidden one otherwise.
fn progress_bar(total: usize) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::stderr());
    let style = ProgressStyle::with_template(
        "{bar:20} {pos}/{len} moves, {elapsed} elapsed, ~{eta} left, last {msg}",
    )
    .expect("a valid template");
    bar.set_style(style);
    bar.enable_steady_tick(Duration::from_millis(500));
    bar
}
