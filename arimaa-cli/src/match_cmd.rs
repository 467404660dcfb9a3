//! `arimaa match A B`: N games between two machine players (`bot`, `bot:<kind>`,
//! `aei:<command line>`), alternating colours (A is gold in games 1, 3, ...), each engine
//! started afresh for every game and told the time control (and, with `--move-time-a` /
//! `--move-time-b`, its own move time: time odds). Shows a line per game on stderr,
//! prints a results table (wins by goal, elimination, immobilization, time, forfeit or
//! illegal move, resignation, score; average, median and longest time per move) and the
//! Elo difference of A over B with its 95% interval ([`crate::match_stats`]), and writes
//! every game to `--out` in the arimaa.com archive TSV (written by the core: `result`,
//! `termination` and `plycount` come from the game, `wtype`/`btype` are `b` for both
//! machine players), which `arimaa replay` checks. With `--openings`, both games of a
//! pair start from the same two setups of the file ([`crate::openings`]), played by the
//! controller (recorded as the games' first two turns), the colours swapped.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use arimaa_aei::Clock;
use arimaa_rules::notation::archive::archive_header;
use arimaa_rules::notation::record::Headers;
use arimaa_rules::{Color, Game, Outcome, Termination};

use crate::cli::MatchArgs;
use crate::error::CliError;
use crate::match_stats::{EloEstimate, median};
use crate::player::{Machine, PlayerSpec, StartError};
use crate::runner::{GameReport, play_game_from};

/// The result columns of the table: (header, terminations counted).
const COLUMNS: [(&str, &[Termination]); 7] = [
    ("goal", &[Termination::Goal]),
    ("elim", &[Termination::Elimination]),
    ("immo", &[Termination::Immobilization]),
    ("time", &[Termination::Time]),
    ("forfeit", &[Termination::Forfeit, Termination::IllegalMove]),
    ("resign", &[Termination::Resignation]),
    ("score", &[Termination::Score]),
];

/// One player's totals over the match.
#[derive(Debug, Default, Clone)]
struct Tally {
    name: String,
    games: u32,
    wins: u32,
    by: [u32; COLUMNS.len()],
    other: u32,
    /// The time of every turn the player played.
    times: Vec<Duration>,
}

fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Runs `arimaa match`; `Ok(true)` when every game was played.
///
/// # Errors
/// A player that cannot be started, or `--out` that cannot be written.
pub fn run(args: &MatchArgs, out: &mut dyn Write) -> Result<bool, CliError> {
    for p in [&args.a, &args.b] {
        if *p == PlayerSpec::Human {
            return Err(CliError::Player(
                "arimaa match needs bot or aei:<command line> players, not human".into(),
            ));
        }
    }
    let tc = args.tc;
    let mut file = match &args.out {
        Some(path) => {
            let f = File::create(path).map_err(|source| CliError::Log {
                path: path.clone(),
                source,
            })?;
            let mut w = BufWriter::new(f);
            writeln!(w, "{}", archive_header())?;
            w.flush()?;
            Some(w)
        }
        None => None,
    };
    let mut tallies = [Tally::default(), Tally::default()];
    for i in 0..args.games {
        // Player A is gold in odd-numbered games (1, 3, ...).
        let a_gold = i % 2 == 0;
        let order = if a_gold { [0, 1] } else { [1, 0] };
        let specs = [&args.a, &args.b];
        let seed = args.seed.wrapping_add(u64::from(i));
        // With --openings: both games of a pair start from the same two setups.
        let opening = args
            .openings
            .as_ref()
            .map(|o| o.index_of_game(args.opening_start, i));
        let first = match (&args.openings, opening) {
            (Some(o), Some(k)) => o.start(k),
            _ => Game::new(),
        };
        let start = unix_now();
        let mut started = Vec::with_capacity(2);
        let mut failed = None;
        let move_times = [args.move_time_a, args.move_time_b];
        let nodes = [args.nodes_a, args.nodes_b];
        let options = [&args.option_a, &args.option_b];
        for (c, &k) in order.iter().enumerate() {
            let machine = Machine::start(specs[k], seed.wrapping_add(k as u64), tc.as_ref())
                .and_then(|mut m| match move_times[k] {
                    Some(t) => m.set_move_time(t).map(|()| m).map_err(StartError::from),
                    None => Ok(m),
                })
                .and_then(|mut m| match nodes[k] {
                    Some(n) => m.set_nodes(n).map(|()| m),
                    None => Ok(m),
                })
                .and_then(|mut m| {
                    m.set_threads(args.threads);
                    send_options(&mut m, options[k]).map(|()| m)
                });
            match machine {
                Ok(m) => started.push(Some(m)),
                Err(e) => {
                    // A player that cannot start forfeits the game (the first one that fails).
                    failed.get_or_insert((c, format!("player {}: {e}", ["A", "B"][k])));
                    started.push(None);
                }
            }
        }
        let names: [String; 2] = [0, 1].map(|c| match &started[c] {
            Some(m) => m.name(),
            None => specs[order[c]].to_string(),
        });
        // The table names a player once for the whole match: a bot by its spec (each game
        // gave it another seed, named in that game's line), an engine by its `id name`.
        for (c, &k) in order.iter().enumerate() {
            if tallies[k].name.is_empty() {
                tallies[k].name = match (specs[k], &started[c]) {
                    (PlayerSpec::Aei(_), Some(m)) => format!("{}: {}", ["A", "B"][k], m.name()),
                    _ => format!("{}: {}", ["A", "B"][k], specs[k]),
                };
            }
        }
        let report = match failed {
            Some((c, why)) => {
                for m in started.into_iter().flatten() {
                    m.finish();
                }
                forfeit(first, if c == 0 { Color::Gold } else { Color::Silver }, why)
            }
            None => {
                let started: Vec<Machine> = started.into_iter().flatten().collect();
                match <[Machine; 2]>::try_from(started) {
                    Ok(mut players) => {
                        let report =
                            play_game_from(&mut players, first, tc.map(Clock::new), |_| {});
                        let [gold, silver] = players;
                        gold.finish();
                        silver.finish();
                        report
                    }
                    Err(_) => forfeit(first, Color::Gold, "a player did not start".into()),
                }
            }
        };
        record(&mut tallies, &order, &report);
        let from = opening.map_or_else(String::new, |k| format!(" (opening {k})"));
        eprintln!(
            "[{}/{}]{from} {}",
            i + 1,
            args.games,
            summary(&report, &names)
        );
        if let Some(w) = file.as_mut() {
            let id = (i + 1).to_string();
            let tc_text = tc.map(|t| t.to_string()).unwrap_or_default();
            let (st, et) = (start.to_string(), unix_now().to_string());
            let events = report.reason.clone().unwrap_or_default();
            let fields = [
                ("id", id.as_str()),
                ("wusername", names[0].as_str()),
                ("busername", names[1].as_str()),
                // Both players are machines: `b` (bot) in the archive's letters.
                ("wtype", "b"),
                ("btype", "b"),
                ("event", "arimaa match"),
                ("site", "arimaa-cli"),
                ("timecontrol", tc_text.as_str()),
                ("postal", "0"),
                ("startts", st.as_str()),
                ("endts", et.as_str()),
                ("rated", "0"),
                ("corrupt", "0"),
                ("events", events.as_str()),
            ];
            // Archive column names: always header names.
            let fields = Headers::from_pairs(fields).map_err(std::io::Error::other)?;
            writeln!(w, "{}", report.game.to_archive_line(&fields))?;
            w.flush()?;
        }
    }
    print_table(out, &tallies, args)?;
    Ok(true)
}

/// A game lost by `side` before it began (its player could not start): no turns but
/// those of `game` (an opening's setups), result `f`.
fn forfeit(game: Game, side: Color, why: String) -> GameReport {
    let mut game = game;
    game.set_result(Some(Outcome::win(side.opponent(), Termination::Forfeit)));
    GameReport {
        game,
        reason: Some(why),
        turn_times: [Vec::new(), Vec::new()],
    }
}

fn record(tallies: &mut [Tally; 2], order: &[usize; 2], report: &GameReport) {
    for (c, &k) in order.iter().enumerate() {
        let t = &mut tallies[k];
        t.games += 1;
        t.times.extend_from_slice(&report.turn_times[c]);
    }
    if let Some((o, w)) = report.game.outcome().and_then(|o| Some((o, o.winner?))) {
        let t = &mut tallies[order[w.index()]];
        t.wins += 1;
        match COLUMNS
            .iter()
            .position(|(_, ts)| ts.contains(&o.termination))
        {
            Some(col) => t.by[col] += 1,
            None => t.other += 1,
        }
    }
}

/// One game's line: each player by the name it had in this game (a bot with this game's
/// own seed, `bot (seed 12)`), the result and the game's length as every command gives
/// it (`crate::replay::game_length`): `bot (seed 12) (gold) beat bot:greedy (seed 13) by
/// goal: 29 moves, last 16g`.
fn summary(report: &GameReport, names: &[String; 2]) -> String {
    let g = &report.game;
    let length = crate::replay::game_length(g);
    let mut s = match g.outcome() {
        Some(o) => match o.winner {
            None => format!(
                "{} (gold) and {} (silver) drew ({}): {length}",
                names[0],
                names[1],
                o.describe()
            ),
            Some(w) => format!(
                "{} ({}) beat {} by {}: {length}",
                names[w.index()],
                w.name(),
                names[w.opponent().index()],
                o.termination.name().to_lowercase(),
            ),
        },
        None => format!(
            "{} (gold) and {} (silver): unfinished, {length}",
            names[0], names[1]
        ),
    };
    if let Some(r) = &report.reason {
        s.push_str(&format!(": {r}"));
    }
    s
}

fn print_table(out: &mut dyn Write, tallies: &[Tally; 2], args: &MatchArgs) -> std::io::Result<()> {
    let tc = args
        .tc
        .map_or_else(|| "none".to_string(), |t| t.to_string());
    write!(out, "{} games, time control {tc}", args.games)?;
    for (side, t) in [("A", args.move_time_a), ("B", args.move_time_b)] {
        if let Some(t) = t {
            write!(out, ", {side} {:.3}s a move", t.as_secs_f64())?;
        }
    }
    for (side, n) in [("A", args.nodes_a), ("B", args.nodes_b)] {
        if let Some(n) = n {
            write!(out, ", {side} {n} nodes a move")?;
        }
    }
    if let Some(o) = &args.openings {
        write!(
            out,
            ", openings {} from {}",
            o.name,
            args.opening_start % o.len()
        )?;
    }
    writeln!(out)?;
    let width = tallies
        .iter()
        .map(|t| t.name.len())
        .max()
        .unwrap_or(6)
        .max(6);
    write!(
        out,
        "{:width$}  {:>5} {:>5} {:>6}",
        "player", "games", "wins", "win%"
    )?;
    for (h, _) in COLUMNS {
        write!(out, " {h:>7}")?;
    }
    writeln!(out, " {:>10} {:>10} {:>10}", "avg move", "median", "max")?;
    for t in tallies {
        let pct = if t.games > 0 {
            100.0 * f64::from(t.wins) / f64::from(t.games)
        } else {
            0.0
        };
        write!(
            out,
            "{:width$}  {:>5} {:>5} {:>5.1}%",
            t.name, t.games, t.wins, pct
        )?;
        for n in t.by {
            write!(out, " {n:>7}")?;
        }
        let secs = |d: Option<Duration>| d.map_or(0.0, |d| d.as_secs_f64());
        let total: Duration = t.times.iter().sum();
        let avg = u32::try_from(t.times.len())
            .ok()
            .filter(|&n| n > 0)
            .map(|n| total / n);
        writeln!(
            out,
            " {:>9.3}s {:>9.3}s {:>9.3}s",
            secs(avg),
            secs(median(&t.times)),
            secs(t.times.iter().max().copied()),
        )?;
    }
    // Arimaa has no draws: A's losses are B's wins (an unfinished game counts for neither).
    match EloEstimate::from_results(tallies[0].wins, tallies[1].wins) {
        Some(e) => writeln!(out, "Elo of A over B: {e}")?,
        None => writeln!(out, "Elo of A over B: no game decided")?,
    }
    Ok(())
}

/// Sends AEI options (`--option-a`, `--option-b`) to an engine, then `isready`: an answer
/// logged as `Error:` or `Warning:` meanwhile means the engine did not take an option.
///
/// # Errors
/// The built-in bot (options are for `aei:` engines), an engine that fails, or one that
/// refuses an option (its log line quoted).
fn send_options(m: &mut Machine, options: &[(String, String)]) -> Result<(), StartError> {
    if options.is_empty() {
        return Ok(());
    }
    let Machine::Engine(c) = m else {
        return Err(StartError::Bot(
            "--option-a/--option-b are AEI options, for aei:<command line> players".into(),
        ));
    };
    for (name, value) in options {
        c.set_option(name, value)?;
    }
    let logs = c.is_ready()?;
    match logs
        .iter()
        .find(|l| l.starts_with("Error") || l.starts_with("Warning"))
    {
        Some(refused) => Err(StartError::Bot(format!("an option was refused: {refused}"))),
        None => Ok(()),
    }
}
