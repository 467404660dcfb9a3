//! `arimaa aei`: the built-in bot as an AEI engine on standard input and output, served by
//! `arimaa_aei::run_session`. The session keeps the time options; the search bot aims for
//! the move time it is given (`tcmove` less a margin, see `Search::target`) with its time
//! management (`arimaa_bot::Budget::with_target`: less when one move stands out, more
//! when the best move changes or the score falls), never past the hard limit of move time
//! plus reserve (`Search::deadline`), and returns at once on `stop`. With `--nodes N` it
//! searches N nodes a move instead (the same game for the same seed and opponent, on any
//! machine and under any load, with one thread), the hard limit still a cap when a time
//! control is given, and says so in its `id name` (`arimaa bot (seed 1), 2000 nodes a
//! move`). With the option `keep_table` the bot keeps its transposition table from move
//! to move and clears it on `newgame` and `setposition`, so each game starts as a new
//! bot's.
//!
//! Options (AEI protocol, "setoption"): `hash` (the transposition table in MB, 1 to
//! 4096), `depth` (a fixed depth in steps; 0 or less: none), `weights` (a file of
//! evaluation weights in the text format of `arimaa_bot::evaluation::Weights::parse`,
//! also `arimaa aei --weights PATH`; a file that cannot be read or is refused is answered
//! `log Error: option weights: PATH: ...` naming the line and the field, and the bot
//! keeps its weights), `threads` (the threads the
//! search uses, 1 to `arimaa_bot::Bot::MAX_THREADS`; also `--threads`), `keep_table`
//! (`1`/`true`: the transposition table kept from move to move, cleared on `newgame`
//! and `setposition`; `0`/`false`, the default: every search starts empty),
//! `move_time_ms` (the time aimed at per move in milliseconds, 1 to 3,600,000, in place
//! of `tcmove` less its margin, still within the time control's hard limit; 0, the
//! default: the time control's aim. For tests at fractions of a second, which AEI's
//! whole-second `tcmove` cannot ask for). While the search
//! bot thinks,
//! each completed iteration is sent as `info depth`, `info score` (centi-rabbits: the
//! first rabbit captured is 100), `info nodes`, `info time` and `info pv` (turns after the
//! first prefixed by `w`/`b`, as the protocol asks).

use std::io;
use std::time::{Duration, Instant};

use arimaa_aei::{Engine, EngineId, Search, SessionError, run_session};
use arimaa_bot::evaluation::Weights;
use arimaa_bot::{Analysis, Bot, Budget, SystemClock};
use arimaa_rules::{Game, NotatedMove, Turn};

use crate::cli::AeiArgs;
use crate::player::BotPlayer;

/// The built-in bot behind the AEI session.
struct BotEngine {
    bot: BotPlayer,
    /// The option `move_time_ms`: the time aimed at per move (`None`: the time control's).
    move_time: Option<Duration>,
}

/// The largest `move_time_ms` accepted: an hour.
const MAX_MOVE_TIME_MS: i64 = 3_600_000;

/// The largest `hash` accepted, in MB.
const MAX_HASH_MB: u32 = 4096;

impl Engine for BotEngine {
    fn id(&self) -> EngineId {
        EngineId {
            name: match self.bot.nodes() {
                Some(n) => format!("arimaa {}, {n} nodes a move", self.bot.name()),
                None => format!("arimaa {}", self.bot.name()),
            },
            author: "the arimaa project".into(),
            version: Some(env!("CARGO_PKG_VERSION").into()),
        }
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) -> Result<(), String> {
        let number = || {
            value.unwrap_or("").trim().parse::<i64>().map_err(|_| {
                format!(
                    "option {name}: {:?} is not a whole number",
                    value.unwrap_or("")
                )
            })
        };
        let bot = self.bot.bot().clone();
        match name {
            "hash" => {
                let mb = number()?;
                if !(1..=i64::from(MAX_HASH_MB)).contains(&mb) {
                    return Err(format!(
                        "option hash: {mb} MB is outside 1 to {MAX_HASH_MB}"
                    ));
                }
                self.bot.set_bot(bot.with_hash_mb(mb as u32));
            }
            "depth" => {
                let steps = number()?;
                let depth = (steps > 0).then(|| steps.min(i64::from(u32::MAX)) as u32);
                self.bot.set_bot(bot.with_max_depth(depth));
            }
            "weights" => {
                let weights = read_weights(value.unwrap_or("").trim())
                    .map_err(|e| format!("Error: option weights: {e}"))?;
                self.bot.set_bot(bot.with_weights(weights));
            }
            "keep_table" => {
                let keep = match value.unwrap_or("").trim() {
                    "1" | "true" => true,
                    "0" | "false" => false,
                    v => {
                        return Err(format!(
                            "option keep_table: {v:?} is not 0, 1, true or false"
                        ));
                    }
                };
                self.bot.set_bot(bot.with_kept_table(keep));
            }
            "threads" => {
                let n = number()?;
                let max = Bot::MAX_THREADS;
                if !(1..=i64::from(max)).contains(&n) {
                    return Err(format!("option threads: {n} is outside 1 to {max}"));
                }
                self.bot.set_threads(n as u32);
            }
            "move_time_ms" => {
                let ms = number()?;
                if !(0..=MAX_MOVE_TIME_MS).contains(&ms) {
                    return Err(format!(
                        "option move_time_ms: {ms} is outside 0 to {MAX_MOVE_TIME_MS}"
                    ));
                }
                self.move_time = (ms > 0).then(|| Duration::from_millis(ms as u64));
            }
            _ => return Err(format!("unrecognized option {name}")),
        }
        Ok(())
    }

    fn new_game(&mut self) {
        // Each game starts as a new bot's: with `--nodes`, the same games for the same
        // seeds whatever was played before.
        self.bot.bot().clear_table();
    }

    fn choose(&mut self, game: &Game, search: &Search<'_>) -> Option<Turn> {
        // The option `move_time_ms`, else the time control's aim; without either, one
        // second (or the fixed depth alone when one is set).
        let bot = self.bot.bot();
        let aim = self.move_time.map(|d| Instant::now() + d);
        let aim = aim.or_else(|| search.target()).or_else(|| {
            bot.max_depth()
                .is_none()
                .then(|| Instant::now() + Duration::from_secs(1))
        });
        // The hard limit: move time plus reserve, or without a time control the aim.
        let hard = search.deadline().or(aim);
        // The target: the aim, within the hard limit.
        let soft = match (hard, aim) {
            (Some(d), Some(a)) => Some(d.min(a)),
            (d, a) => d.or(a),
        };
        if game.is_setup_phase() {
            return Some(Turn::Setup(bot.setup(game)));
        }
        let clock = SystemClock::new();
        // With a node budget (`--nodes`): that many nodes, the hard limit of the time
        // control (if any) as a cap; otherwise the time aimed at.
        let nodes = self
            .bot
            .node_budget(&clock, search.deadline(), search.stop_flag());
        let by_nodes = nodes.is_some();
        let budget = nodes.unwrap_or_else(|| {
            let budget = Budget::new().with_stop(search.stop_flag());
            match (hard, soft) {
                // The search bot's time management aims at the target, never past the
                // hard limit.
                (Some(h), Some(d)) => budget
                    .with_deadline(&clock, clock.at(h))
                    .with_target(clock.at(d)),
                _ => budget,
            }
        });
        let started = Instant::now();
        let side = game.side_to_move();
        let report = |a: &Analysis| {
            search.info("depth", &a.depth.to_string());
            search.info("score", &a.score.to_string());
            search.info("nodes", &a.nodes.to_string());
            search.info("time", &format!("{:.2}", started.elapsed().as_secs_f64()));
            search.info("pv", &a.pv_text(side));
        };
        let a = match bot.kind() {
            _ if by_nodes => bot.analyze(game, &budget, &report)?,
            arimaa_bot::BotKind::Search => bot.analyze(game, &budget, &report)?,
            _ => {
                // The other kinds answer in time through the bot's own worker thread.
                let d = soft.unwrap_or_else(|| Instant::now() + Duration::from_secs(1));
                Analysis::from_move(bot.choose_timed(game, d, search.stop_flag())?)
            }
        };
        Some(Turn::Move(NotatedMove {
            mv: a.mv,
            ..Default::default()
        }))
    }
}

/// The weights of the file at `path` (`Weights::parse`).
///
/// # Errors
/// `PATH: <why>`: the file cannot be read, or its text is refused (the line and the
/// field named).
pub fn read_weights(path: &str) -> Result<Weights, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    Weights::parse(&text).map_err(|e| format!("{path}: {e}"))
}

/// Runs `arimaa aei` until `quit` or the end of input.
///
/// # Errors
/// The controller did not start with `aei`, sent an unknown message, or the streams failed.
pub fn run(args: &AeiArgs) -> Result<(), SessionError> {
    let mut bot =
        BotPlayer::new(&args.bot, args.seed).map_err(|e| SessionError::Io(io::Error::other(e)))?;
    bot.set_nodes(args.nodes);
    if let Some(weights) = args.weights {
        bot.set_bot(bot.bot().clone().with_weights(weights));
    }
    bot.set_threads(args.threads);
    let stdin = io::stdin();
    run_session(
        BotEngine {
            bot,
            move_time: None,
        },
        stdin.lock(),
        io::stdout(),
    )
}
