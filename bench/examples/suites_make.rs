//! Makes the tactical suites `bench/suites/{goal,defence,two-turn}.tsv` from (a) every
//! position at the start of a move of the real games in the archive and (b) self-play
//! games of the built-in bots, each position classified by `arimaa_bench::suites::classify`
//! (the rules core's move lists and goal search only). Deterministic for a seed.
//!
//! ```text
//! cargo run --release --manifest-path bench/Cargo.toml --example suites_make -- \
//!     [--archive DIR] [--games N] [--seed S] [--threads T] [--out DIR] \
//!     [--max-positions N] [--two-turn-positions N] [--sample K] \
//!     [--positions-file F] [--only goal|defence|two-turn] [--two-turn-from N] \
//!     [--configs NAME,...] [--tail K] [--near-goal D] [--min-rabbit-distance D] [--candidate-distance D] [--append]
//! ```
//!
//! Options that raise the two-turn yield per CPU second (they choose which positions are
//! classified, never how: each position is decided by the same `classify_with`):
//! `--configs`: the self-play configurations, game `n` playing the `n % len`-th
//! ([`CONFIGS`] names them). `--tail K`: of each self-play game only the positions at the
//! start of its last `K` moves (where goal threats stand). `--near-goal D`: only
//! positions where the opponent of the side to move has a rabbit at most `D` ranks from
//! its goal rank (the list is filtered before classification), `--min-rabbit-distance D`
//! only those where O's nearest rabbit is at least `D` ranks away. `--candidate-distance D`:
//! overrides [`Limits::candidate_distance`] of the generation (recorded in the header).
//! `--append`: the rows of the existing file(s) are kept (and their header, with a line
//! for this command added) and the new rows whose position is not already there follow.
//!
//! `--two-turn-from N`: the two-turn search only on positions N.. (of the first
//! `--two-turn-positions`): a later piece of the list, whose rows can be appended to a file
//! made on the positions before N (each position is classified on its own).
//!
//! `--positions-file F`: the list of positions (before deduplication) is read from `F` if
//! it exists, else made (archive and self-play) and saved there, so a later run skips the
//! self-play. `--only SUITE`: only that suite's file is written (e.g. the two-turn file
//! remade with a larger `--two-turn-positions`, the goal and defence files untouched).

use std::collections::{BTreeMap, HashSet};
use std::path::PathBuf;
use std::time::Instant;

use arimaa_bench::suites::{
    Class, Limits, Suite, classify_with, opponent_rabbit_in_band, rabbit_distance,
};
use arimaa_bench::{Rng, random_setup};
use arimaa_bot::{Bot, BotKind, Budget};
use arimaa_rules::notation::record::parse_records;
use arimaa_rules::replay::RecordRules;
use arimaa_rules::{Color, Game, Position, Setup, Turn};

/// The command line (see the module documentation).
#[derive(clap::Parser)]
#[command(about = "Makes the tactical suites bench/suites/{goal,defence,two-turn}.tsv")]
struct Args {
    /// The folder of the archive files `allgames*.txt`.
    #[arg(long, default_value = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/data/games/archive"))]
    archive: PathBuf,
    /// Self-play games.
    #[arg(long, default_value_t = 800)]
    games: u64,
    /// The seed of the self-play games.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Where the suite files are written.
    #[arg(long, default_value = concat!(env!("CARGO_MANIFEST_DIR"), "/suites"))]
    out: PathBuf,
    /// Every K-th position only (a trial run).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    sample: u64,
    /// At most this many positions.
    #[arg(long, default_value_t = usize::MAX)]
    max_positions: usize,
    /// The two-turn search on the first N positions only.
    #[arg(long, default_value_t = usize::MAX)]
    two_turn_positions: usize,
    /// The two-turn search from position N on (of the first `--two-turn-positions`).
    #[arg(long, default_value_t = 0)]
    two_turn_from: usize,
    /// The list of positions: read from F if it exists, else made and saved there.
    #[arg(long)]
    positions_file: Option<PathBuf>,
    /// Write only this suite's file: goal, defence or two-turn.
    #[arg(long, value_parser = parse_suite)]
    only: Option<Suite>,
    /// Self-play configurations by name, comma-separated (default: the first four of
    /// `CONFIGS`); game n plays the (n mod count)-th.
    #[arg(long, value_delimiter = ',', value_parser = parse_config)]
    configs: Vec<usize>,
    /// Of each self-play game only the positions at the start of its last K moves (0: all).
    #[arg(long, default_value_t = 0)]
    tail: usize,
    /// Only positions where the opponent of the side to move has a rabbit at most D ranks
    /// from its goal rank.
    #[arg(long)]
    near_goal: Option<u8>,
    /// Only positions where the nearest rabbit of the opponent of the side to move is at
    /// least D ranks from its goal rank (those nearer cost the most per two-turn position).
    #[arg(long, default_value_t = 0)]
    min_rabbit_distance: u8,
    /// Overrides the generation's `candidate_distance` (two-turn search only when an O
    /// rabbit is at most this many ranks from its goal rank).
    #[arg(long)]
    candidate_distance: Option<u8>,
    /// Keep the existing rows of the written file(s) and append the new ones.
    #[arg(long)]
    append: bool,
    /// Writes one line per classified position to F (index, seconds, O's rabbit distance,
    /// the class, the source): the figures for measuring the options' yield.
    #[arg(long)]
    log: Option<PathBuf>,
    /// Self-play positions only (the archive's games are not read).
    #[arg(long)]
    self_only: bool,
}

/// A self-play configuration by its name, for `--configs` (its index in [`CONFIGS`]).
fn parse_config(name: &str) -> Result<usize, String> {
    CONFIGS.iter().position(|c| c.0 == name).ok_or_else(|| {
        let names: Vec<&str> = CONFIGS.iter().map(|c| c.0).collect();
        format!("{name:?}: expected one of {}", names.join(", "))
    })
}

/// A suite by its name, for `--only`.
fn parse_suite(name: &str) -> Result<Suite, String> {
    Suite::from_name(name).ok_or_else(|| format!("{name:?}: expected goal, defence or two-turn"))
}

fn args() -> Args {
    <Args as clap::Parser>::parse()
}

/// Every position at the start of a move of the games the core replays.
fn real_positions(dir: &PathBuf, out: &mut Vec<(Position, String)>) -> (usize, usize) {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the archive folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension().is_some_and(|x| x == "txt")
                && p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("allgames"))
        })
        .collect();
    files.sort();
    let (mut replayed, mut skipped) = (0, 0);
    for f in files {
        let text = std::fs::read_to_string(&f).expect("readable archive");
        let Ok(records) = parse_records(&text) else {
            eprintln!("{}: does not parse, skipped", f.display());
            continue;
        };
        for rec in records {
            let id = rec.id().unwrap_or("?").to_string();
            let Ok(replay) = rec.replay_with(RecordRules::ByDate) else {
                skipped += 1;
                continue;
            };
            replayed += 1;
            let game = replay.game;
            for e in game.history() {
                if matches!(e.turn, Turn::Move(_)) {
                    out.push((
                        e.position_before().clone(),
                        format!("game {id} {}", e.label()),
                    ));
                }
            }
            if !game.is_over() && !game.is_setup_phase() {
                out.push((
                    game.position().clone(),
                    format!("game {id} {}", game.next_label()),
                ));
            }
        }
    }
    (replayed, skipped)
}

/// A self-play configuration: its name, the two players' bots and node budgets (gold,
/// silver; 0 nodes: the bot's default budget), and the chance (in percent) that a move
/// is a random legal move instead.
type Config = (&'static str, [(BotKind, u64); 2], usize);

/// The self-play configurations. The first four are the default cycle (game `n` plays
/// the `n % 4`-th); the others are for `--configs`: play with more random moves, which
/// leaves rabbits free to advance and defences weak, so threats near goal are many.
const CONFIGS: [Config; 7] = [
    ("search2k", [(BotKind::Search, 2_000); 2], 0),
    (
        "search10k-greedy",
        [(BotKind::Search, 10_000), (BotKind::Greedy, 0)],
        0,
    ),
    ("greedy-r15", [(BotKind::Greedy, 0); 2], 15),
    ("search5k-r10", [(BotKind::Search, 5_000); 2], 10),
    ("greedy-r40", [(BotKind::Greedy, 0); 2], 40),
    ("search2k-r30", [(BotKind::Search, 2_000); 2], 30),
    (
        "search2k-greedy-r20",
        [(BotKind::Search, 2_000), (BotKind::Greedy, 0)],
        20,
    ),
];

/// The configuration of game `game_no` among `configs` (indices in [`CONFIGS`]; empty:
/// the first four).
fn config(game_no: u64, configs: &[usize]) -> Config {
    if configs.is_empty() {
        CONFIGS[(game_no % 4) as usize]
    } else {
        CONFIGS[configs[(game_no % configs.len() as u64) as usize]]
    }
}

/// A self-play game's number, its positions (with their sources) and its time (seconds).
type GamePositions = (u64, Vec<(Position, String)>, f64);

/// One self-play game from random setups; every position at the start of a move.
fn self_play(seed: u64, game_no: u64, cap: u32, configs: &[usize]) -> Vec<(Position, String)> {
    let mut rng = Rng::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (game_no + 1));
    let (name, players, random_pct) = config(game_no, configs);
    let mut game = Game::new();
    for color in Color::ALL {
        let setup: Setup = random_setup(&mut rng, color).parse().expect("a setup");
        game.play_setup(&setup).expect("a legal setup");
    }
    let mut out = Vec::new();
    while !game.is_over() && game.move_number() <= cap {
        let label = game.next_label();
        out.push((
            game.position().clone(),
            format!("self seed {seed} game {game_no} {name} {label}"),
        ));
        let side = game.side_to_move().index();
        let mv = if rng.below(100) < random_pct {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            moves[rng.below(moves.len())]
        } else {
            let (kind, nodes) = players[side];
            let bot = Bot::new(kind, seed ^ game_no).with_hash_mb(4);
            let budget = if nodes > 0 {
                Budget::new().with_nodes(nodes)
            } else {
                Budget::new()
            };
            match bot.choose(&game, &budget, &|_| {}) {
                Some(m) => m,
                None => break,
            }
        };
        if game.play_move(&mv).is_err() {
            break;
        }
    }
    out
}

/// Writes the positions before deduplication (short form, source), with the replay
/// counts in the first line: a later run with the same file skips the self-play.
fn save_positions(f: &PathBuf, all: &[(Position, String)], replayed: usize, skipped: usize) {
    let mut text = format!("{replayed}\t{skipped}\n");
    for (p, src) in all {
        text += &format!("{}\t{src}\n", p.to_short());
    }
    std::fs::write(f, text).expect("a writable positions file");
}

/// Reads a file of [`save_positions`].
fn load_positions(text: &str) -> (Vec<(Position, String)>, usize, usize) {
    let mut lines = text.lines();
    let head: Vec<usize> = lines
        .next()
        .expect("a header line")
        .split('\t')
        .map(|n| n.parse().expect("counts"))
        .collect();
    let all = lines
        .map(|l| {
            let (p, src) = l.split_once('\t').expect("position\tsource");
            (
                Position::from_short(p).expect("a position"),
                src.to_string(),
            )
        })
        .collect();
    (all, head[0], head[1])
}

/// A suite file split for `--append`: its comment lines (without the `# Columns` line and
/// the column header), its rows (each ending in a newline) and the set of their positions
/// (short form).
fn split_suite_file(text: &str) -> (String, String, HashSet<String>) {
    let (mut head, mut body, mut known) = (String::new(), String::new(), HashSet::new());
    for l in text.lines() {
        if l.starts_with("# Columns:") {
            continue;
        } else if l.starts_with('#') {
            head += l;
            head.push('\n');
        } else if !l.starts_with("position\t") && !l.trim().is_empty() {
            body += l;
            body.push('\n');
            known.insert(l.split('\t').next().unwrap_or("").to_string());
        }
    }
    (head, body, known)
}

/// The end of a suite file's header: the columns explained, then the column header.
const COLUMNS: &str = "# Columns: position (short form, side to move first), witness move, source\nposition\twitness\tsource\n";

fn main() {
    let a = args();
    let t0 = Instant::now();
    let mut limits = Limits::SUITES;
    if let Some(d) = a.candidate_distance {
        limits.candidate_distance = d;
    }
    let cached = a
        .positions_file
        .as_ref()
        .and_then(|f| std::fs::read_to_string(f).ok());
    let (mut all, replayed, skipped) = if let Some(text) = cached {
        load_positions(&text)
    } else {
        let mut all: Vec<(Position, String)> = Vec::new();
        let (replayed, skipped) = if a.self_only {
            (0, 0)
        } else {
            real_positions(&a.archive, &mut all)
        };
        let real = all.len();
        eprintln!(
            "real games: {replayed} replayed, {skipped} skipped, {real} positions ({:.1}s)",
            t0.elapsed().as_secs_f64()
        );
        let games: Vec<u64> = (0..a.games).collect();
        let chunks: Vec<Vec<(Position, String)>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..a.threads)
                .map(|t| {
                    let games = &games;
                    let seed = a.seed;
                    let (configs, tail) = (&a.configs, a.tail);
                    s.spawn(move || {
                        games
                            .iter()
                            .filter(|g| **g as usize % a.threads == t)
                            .map(|g| {
                                let t = Instant::now();
                                let mut v = self_play(seed, *g, 120, configs);
                                if tail > 0 {
                                    v.drain(..v.len().saturating_sub(tail));
                                }
                                (*g, v, t.elapsed().as_secs_f64())
                            })
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            let mut by_game: Vec<GamePositions> = handles
                .into_iter()
                .flat_map(|h| h.join().unwrap())
                .collect();
            by_game.sort_by_key(|(g, _, _)| *g);
            // The self-play time by configuration (CPU seconds of the games).
            let mut by_config: BTreeMap<&str, (usize, usize, f64)> = BTreeMap::new();
            for (g, v, t) in &by_game {
                let e = by_config.entry(config(*g, &a.configs).0).or_default();
                *e = (e.0 + 1, e.1 + v.len(), e.2 + t);
            }
            for (name, (games, n, t)) in &by_config {
                eprintln!("self-play {name}: {games} games, {n} positions, {t:.1}s");
            }
            by_game.into_iter().map(|(_, v, _)| v).collect()
        });
        for c in chunks {
            all.extend(c);
        }
        eprintln!(
            "self-play: {} games, {} positions ({:.1}s)",
            a.games,
            all.len() - real,
            t0.elapsed().as_secs_f64()
        );
        if let Some(f) = &a.positions_file {
            save_positions(f, &all, replayed, skipped);
        }
        (all, replayed, skipped)
    };
    let mut seen = HashSet::new();
    all.retain(|(p, _)| seen.insert(p.to_short()));
    if a.near_goal.is_some() || a.min_rabbit_distance > 0 {
        let (lo, hi) = (a.min_rabbit_distance, a.near_goal.unwrap_or(u8::MAX));
        all.retain(|(p, _)| opponent_rabbit_in_band(p, lo, hi));
        eprintln!(
            "O's nearest rabbit {lo}..={hi} ranks from goal: {}",
            all.len()
        );
    }
    eprintln!("distinct positions: {}", all.len());
    // Balance the sources: real and self-play positions alternate, then the cap.
    let (real_pos, self_pos): (Vec<_>, Vec<_>) = all
        .into_iter()
        .partition(|(_, src)| src.starts_with("game"));
    let mut mixed = Vec::new();
    let (mut r, mut s) = (real_pos.into_iter(), self_pos.into_iter());
    loop {
        let (x, y) = (r.next(), s.next());
        if x.is_none() && y.is_none() {
            break;
        }
        mixed.extend(x);
        mixed.extend(y);
    }
    all = mixed;
    if a.sample > 1 {
        all = all.into_iter().step_by(a.sample as usize).collect();
    }
    all.truncate(a.max_positions);
    eprintln!("positions classified: {}", all.len());

    let t1 = Instant::now();
    // Work shared through a counter: each thread takes the next position (the results are
    // put back in order, so the output does not depend on the threads).
    let next = std::sync::atomic::AtomicUsize::new(0);
    let classes: Vec<Class> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..a.threads)
            .map(|_| {
                let all = &all;
                let next = &next;
                s.spawn(move || {
                    let mut out = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some((p, _)) = all.get(i) else { break };
                        let t = Instant::now();
                        let c = classify_with(
                            p,
                            limits,
                            (a.two_turn_from..a.two_turn_positions).contains(&i),
                        );
                        let dt = t.elapsed().as_secs_f64();
                        if i.is_multiple_of(2000) {
                            eprintln!(
                                "classifying {i} of {} ({:.0}s)",
                                all.len(),
                                t0.elapsed().as_secs_f64()
                            );
                        }
                        if dt > 5.0 {
                            eprintln!("slow {dt:.2}s {c:?} {}", p.to_short());
                        }
                        out.push((i, c, dt));
                    }
                    out
                })
            })
            .collect();
        let mut v: Vec<(usize, Class, f64)> = handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect();
        v.sort_by_key(|(i, _, _)| *i);
        if let Some(f) = &a.log {
            let mut text = String::from("index\tseconds\to_rabbit_distance\tclass\tsource\n");
            for (i, c, dt) in &v {
                let (p, src) = &all[*i];
                let d = rabbit_distance(p, p.side_to_move().opponent());
                let kind = match c {
                    Class::Goal(_) => "goal",
                    Class::Defence(_) => "defence",
                    Class::TwoTurn(_) => "two-turn",
                    Class::None => "none",
                    Class::Dropped(why) => why,
                };
                text += &format!("{i}\t{dt:.4}\t{d}\t{kind}\t{src}\n");
            }
            std::fs::write(f, text).expect("a writable log file");
        }
        v.into_iter().map(|(_, c, _)| c).collect()
    });
    let secs = t1.elapsed().as_secs_f64();
    eprintln!("classified in {secs:.1}s");

    let mut rows: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let mut dropped: BTreeMap<&str, usize> = BTreeMap::new();
    for ((p, src), c) in all.iter().zip(&classes) {
        let (suite, w) = match c {
            Class::Goal(w) => (Suite::Goal, w),
            Class::Defence(w) => (Suite::Defence, w),
            Class::TwoTurn(w) => (Suite::TwoTurn, w),
            Class::Dropped(why) => {
                *dropped.entry(why).or_default() += 1;
                continue;
            }
            Class::None => continue,
        };
        let kind = if src.starts_with("game") {
            "real"
        } else {
            src.split(' ').nth(5).unwrap_or("self")
        };
        *counts
            .entry(format!("{} {kind}", suite.name()))
            .or_default() += 1;
        rows.entry(suite.name())
            .or_default()
            .push(format!("{}\t{w}\t{src}", p.to_short()));
    }
    std::fs::create_dir_all(&a.out).expect("the output folder");
    let mut command = format!(
        "cargo run --release --manifest-path bench/Cargo.toml --example suites_make -- --games {} --seed {} --threads {}",
        a.games, a.seed, a.threads
    );
    if a.two_turn_positions != usize::MAX {
        command += &format!(" --two-turn-positions {}", a.two_turn_positions);
    }
    if a.max_positions != usize::MAX {
        command += &format!(" --max-positions {}", a.max_positions);
    }
    if a.two_turn_from > 0 {
        command += &format!(" --two-turn-from {}", a.two_turn_from);
    }
    if let Some(o) = a.only {
        command += &format!(" --only {}", o.name());
    }
    if !a.configs.is_empty() {
        let names: Vec<&str> = a.configs.iter().map(|i| CONFIGS[*i].0).collect();
        command += &format!(" --configs {}", names.join(","));
    }
    if a.tail > 0 {
        command += &format!(" --tail {}", a.tail);
    }
    if let Some(d) = a.near_goal {
        command += &format!(" --near-goal {d}");
    }
    if a.min_rabbit_distance > 0 {
        command += &format!(" --min-rabbit-distance {}", a.min_rabbit_distance);
    }
    if let Some(d) = a.candidate_distance {
        command += &format!(" --candidate-distance {d}");
    }
    if a.self_only {
        command += " --self-only";
    }
    if a.append {
        command += " --append";
    }
    for suite in Suite::ALL {
        if a.only.is_some_and(|o| o != suite) {
            continue;
        }
        let mut lines = rows.get(suite.name()).cloned().unwrap_or_default();
        let path = a.out.join(format!("{}.tsv", suite.name()));
        let old = if a.append {
            std::fs::read_to_string(&path).ok()
        } else {
            None
        };
        let what = match suite {
            Suite::Goal => {
                "S (side to move) can goal this turn (Position::goal_move is Some); witness: a goal move"
            }
            Suite::Defence => {
                "S cannot goal; O could goal were it O's turn on this board; witness: a move of S after which O has no goal (complete goal_move on the position after it)"
            }
            Suite::TwoTurn => {
                "S cannot goal; O has no immediate goal but a forcing move M (a threat no reply of S stops) were it O's turn; witness: a move of S after which O has neither a goal nor a forcing move (bounded search)"
            }
        };
        let mut text = format!(
            "# arimaa tactical suite: {}\n# {what}\n# Positions: every position at the start of a move of the real games in the archive ({replayed} games replayed by the core, {skipped} skipped) and of {} self-play games (seed {}), deduplicated by short form, real and self-play alternating, the first {} classified by arimaa_bench::suites::classify_with (the two-turn search on the first {} only).\n# Bounds (two-turn decision, witness searches): {}\n# Made by: {command}\n{COLUMNS}",
            suite.name(),
            a.games,
            a.seed,
            all.len(),
            a.two_turn_positions.min(all.len()),
            limits.describe()
        );
        if let Some(old) = old {
            let (head, body, known) = split_suite_file(&old);
            lines.retain(|l| !known.contains(l.split('\t').next().unwrap_or("")));
            text = format!(
                "{head}# Appended ({} rows) by: {command} (bounds: {}; positions: {} classified, the two-turn search on the first {})\n{COLUMNS}{body}",
                lines.len(),
                limits.describe(),
                all.len(),
                a.two_turn_positions.min(all.len()),
            );
        }
        for l in &lines {
            text.push_str(l);
            text.push('\n');
        }
        std::fs::write(&path, text).expect("writable");
        println!("{}: {} positions (new)", suite.name(), lines.len());
    }
    for (k, v) in &counts {
        println!("  {k}: {v}");
    }
    for (k, v) in &dropped {
        println!("dropped ({k}): {v}");
    }
    println!(
        "total time {:.1}s (classification {secs:.1}s on {} threads)",
        t0.elapsed().as_secs_f64(),
        a.threads
    );
}
