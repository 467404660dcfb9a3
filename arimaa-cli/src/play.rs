//! `arimaa play`: the game loop. Shows the board before every turn, asks the side to move
//! (a person at the terminal, or the built-in bot) for its setup or move, lets the core
//! judge it (`Game::play_text`, `Game::play_move`), and rewrites the log after every turn
//! (see [`crate::log`]) so that no played move is ever lost. A refused move is reported
//! with its rule and the player is asked again; bad input never ends the program; end of
//! input is the same as `quit` (the game can be resumed with `--resume`).

use arimaa_rules::Refusal;
use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};

use arimaa_rules::notation::record::{GameRecord, is_archive_header, parse_records};
use arimaa_rules::{Color, Game, GameOptions, MoveError, NotatedMove, PlayError, StepKind};

use arimaa_bot::{Bot, BotKind};

use crate::board_view::{self, Style};
use crate::cli::{Level, PlayArgs};
use crate::clock::Utc;
use crate::error::CliError;
use crate::log::GameLog;
use crate::player::{Machine, PlayerSpec};
use crate::runner::{TurnEvent, machine_turn};
use crate::source;

/// The word a human types for the default setup (the bot's, `arimaa_bot::setups`).
const SHORTCUT: &str = "standard";

/// The help text of the prompt.
const HELP: &str = "\
Type a move as 1-4 steps on one line, e.g. `Ed2n Ed3n` (piece, square, direction n/s/e/w;
capture tokens such as `rc3x` are optional). During setup type 16 placements such as
`Ra1 Rb1 ... Ee2`, or `standard` for the usual setup. Commands:
  help            this text
  board           show the board again
  moves           how many legal moves there are, with a few examples
  steps [STEPS]   the legal first steps (or the legal next steps after STEPS)
  undo            take back your last move (and the bot's reply if it has moved since)
  resign          resign the game
  save [PATH]     write the log now (it is written after every move anyway), or a copy to PATH
  quit            stop; the log keeps every move, continue with `arimaa play --resume LOG`";

/// What a human's input did to the game loop.
enum Flow {
    /// A turn was played or the game changed: show the board and go on.
    Next,
    /// Stop the program (quit or end of input).
    Quit,
}

/// A game being played.
struct Session {
    game: Game,
    log: GameLog,
    players: [PlayerSpec; 2],
    /// The machine players (bot or engine), started once, by colour index.
    machines: [Option<Machine>; 2],
    clock: Option<arimaa_aei::Clock>,
    bot: Bot,
    style: Style,
    input: Box<dyn BufRead>,
}

/// Runs `arimaa play`.
///
/// # Errors
/// A resumed record that cannot be read or replayed, or a log that cannot be written
/// (reported before any move is played, or at once after the move that could not be saved).
pub fn run(args: &PlayArgs) -> Result<bool, CliError> {
    let (game, mut headers, log_path, players, seed) = prepare(args)?;
    let mut machines = [None, None];
    for color in Color::ALL {
        let spec = &players[color.index()];
        if *spec == PlayerSpec::Human {
            continue;
        }
        let mut m = Machine::start(spec, seed, args.tc.as_ref())
            .map_err(|e| CliError::Player(format!("{}: {e}", color.name())))?;
        if let Some(t) = args.move_time.or(args.level.map(Level::move_time)) {
            m.set_move_time(t)
                .map_err(|e| CliError::Player(format!("{}: {e}", color.name())))?;
        }
        m.set_threads(args.threads);
        // The log names an engine by its `id name`, and keeps its command for --resume.
        if let Machine::Engine(_) = &m {
            let key = if color == Color::Gold {
                "Gold"
            } else {
                "Silver"
            };
            let value = format!("{} ({spec})", m.name());
            match headers.iter_mut().find(|(k, _)| k == key) {
                Some(h) => h.1 = value,
                None => headers.push((key.into(), value)),
            }
        }
        machines[color.index()] = Some(m);
    }
    if let Some(tc) = &args.tc {
        headers.retain(|(k, _)| k != "TimeControl");
        headers.push(("TimeControl".into(), tc.to_string()));
    }
    let log = GameLog::new(&log_path, headers)?;
    // Write at once: a log that cannot be written must stop us before any move is played.
    log.write(&game)?;
    println!("Game log: {}", log.path().display());
    let mut session = Session {
        game,
        log,
        players,
        machines,
        clock: args.tc.map(arimaa_aei::Clock::new),
        bot: Bot::new(BotKind::Search, seed),
        style: Style::detect(),
        input: Box::new(io::BufReader::new(io::stdin())),
    };
    let result = session.run();
    for m in session.machines.iter_mut().filter_map(Option::take) {
        m.finish();
    }
    result?;
    Ok(true)
}

/// The game, the log headers, the log path, the players and the bot's seed.
type Prepared = (Game, Vec<(String, String)>, PathBuf, [PlayerSpec; 2], u64);

/// The log's name of a player before it is started (`human`, `bot (seed 1)`, the
/// command of an engine; an engine's `id name` replaces it once started).
fn player_name(spec: &PlayerSpec, seed: u64) -> String {
    match spec {
        PlayerSpec::Human => "human".to_string(),
        PlayerSpec::Bot(s) => format!("{s} (seed {seed})"),
        PlayerSpec::Aei(_) => spec.to_string(),
    }
}

/// The log's kind of a player, as the arimaa.com archive's `wtype`/`btype` letters (the
/// `GoldType`/`SilverType` headers, which fill those columns of an archive line): `h` for
/// a person, `b` for a bot or an AEI engine.
fn player_type(spec: &PlayerSpec) -> &'static str {
    match spec {
        PlayerSpec::Human => "h",
        PlayerSpec::Bot(_) | PlayerSpec::Aei(_) => "b",
    }
}

/// A player and seed read back from a log header: `human`, `bot (seed 7)`,
/// `bot:greedy (seed 7)`, or an engine's `Name (aei:command line)`.
fn parse_player(value: &str) -> (Option<PlayerSpec>, Option<u64>) {
    let v = value.trim();
    if v.eq_ignore_ascii_case("human") {
        return (Some(PlayerSpec::Human), None);
    }
    if let Some(i) = v
        .find("(aei:")
        .or_else(|| v.starts_with("aei:").then_some(0))
    {
        let inner = v[i..].trim_start_matches('(');
        let inner = inner.strip_suffix(')').unwrap_or(inner);
        return (inner.parse().ok(), None);
    }
    if v.starts_with("bot") {
        let (spec, rest) = v.split_once(' ').unwrap_or((v, ""));
        let seed = rest
            .trim()
            .strip_prefix("(seed ")
            .and_then(|r| r.strip_suffix(')'))
            .and_then(|n| n.trim().parse().ok());
        return (spec.parse().ok(), seed);
    }
    (None, None)
}

fn prepare(args: &PlayArgs) -> Result<Prepared, CliError> {
    let Some(resume) = &args.resume else {
        let gold = args.gold.clone().unwrap_or(PlayerSpec::Human);
        let silver = args
            .silver
            .clone()
            .unwrap_or_else(|| PlayerSpec::Bot("bot".into()));
        let seed = args.seed.unwrap_or(1);
        let now = Utc::now();
        let headers = vec![
            ("Event".to_string(), "Casual game".to_string()),
            ("Site".to_string(), "arimaa-cli".to_string()),
            ("Date".to_string(), now.record_date()),
            ("Gold".to_string(), player_name(&gold, seed)),
            ("Silver".to_string(), player_name(&silver, seed)),
            ("GoldType".to_string(), player_type(&gold).to_string()),
            ("SilverType".to_string(), player_type(&silver).to_string()),
        ];
        let path = match &args.log {
            Some(p) => p.clone(),
            None => default_log_path(&now),
        };
        return Ok((Game::new(), headers, path, [gold, silver], seed));
    };
    let name = resume.to_string_lossy().to_string();
    let src = source::read(&name)?;
    let resume_error = |message: String| CliError::Resume {
        name: name.clone(),
        message,
    };
    let archive = is_archive_header(src.text.lines().next().unwrap_or(""));
    let log_path = match (&args.log, archive) {
        (Some(p), _) => p.clone(),
        (None, false) => resume.clone(),
        (None, true) => {
            return Err(resume_error(
                "is an archive file; give --log PATH for the continued game".into(),
            ));
        }
    };
    let mut records = parse_records(&src.text).map_err(|source| CliError::Record {
        name: name.clone(),
        source,
    })?;
    if records.len() != 1 {
        return Err(resume_error(format!(
            "holds {} games; --resume needs exactly one",
            records.len()
        )));
    }
    let record: GameRecord = records.remove(0);
    let replay = record
        .replay(GameOptions::default())
        .map_err(|e| CliError::Replay {
            name: name.clone(),
            source: Box::new(e),
        })?;
    if let Some(o) = replay.game.outcome() {
        return Err(resume_error(format!("the game is over: {}", o.describe())));
    }
    let header_player = |names: &[&str]| {
        names
            .iter()
            .find_map(|n| record.header(n))
            .map_or((None, None), parse_player)
    };
    let (gold_h, gold_seed) = header_player(&["Gold", "White", "wusername"]);
    let (silver_h, silver_seed) = header_player(&["Silver", "Black", "busername"]);
    let gold = args.gold.clone().or(gold_h).unwrap_or(PlayerSpec::Human);
    let silver = args
        .silver
        .clone()
        .or(silver_h)
        .unwrap_or_else(|| PlayerSpec::Bot("bot".into()));
    let seed = args.seed.or(gold_seed).or(silver_seed).unwrap_or(1);
    let mut headers = record.headers.clone().into_vec();
    let has = |headers: &[(String, String)], names: &[&str]| {
        names
            .iter()
            .any(|n| headers.iter().any(|(k, _)| k.eq_ignore_ascii_case(n)))
    };
    if !has(&headers, &["Gold", "White", "wusername"]) {
        headers.push(("Gold".into(), player_name(&gold, seed)));
    }
    if !has(&headers, &["Silver", "Black", "busername"]) {
        headers.push(("Silver".into(), player_name(&silver, seed)));
    }
    if !has(&headers, &["GoldType", "WhiteType", "wtype"]) {
        headers.push(("GoldType".into(), player_type(&gold).into()));
    }
    if !has(&headers, &["SilverType", "BlackType", "btype"]) {
        headers.push(("SilverType".into(), player_type(&silver).into()));
    }
    println!(
        "Resuming {} at {} ({})",
        name,
        replay.game.next_label(),
        crate::replay::game_length(&replay.game)
    );
    Ok((replay.game, headers, log_path, [gold, silver], seed))
}

/// `arimaa-game-<date>-<time>.txt` in the current folder, with `-2`, `-3`... if taken.
fn default_log_path(now: &Utc) -> PathBuf {
    let base = format!("arimaa-game-{}", now.compact());
    let mut path = PathBuf::from(format!("{base}.txt"));
    let mut n = 2;
    while path.exists() {
        path = PathBuf::from(format!("{base}-{n}.txt"));
        n += 1;
    }
    path
}

/// How a refused turn is shown: the core's message, which for a refused step names the
/// step (`step 2 (Rb1n): occupied: …`), led by the rule when the message does not start
/// with it.
fn refusal(e: &PlayError) -> String {
    if let PlayError::Move(MoveError::Step { .. }) = e {
        return format!("Refused: {e}");
    }
    let message = e.to_string();
    if message.starts_with(e.rule().name()) {
        format!("Refused: {message}")
    } else {
        format!("Refused: {}: {message}", e.rule())
    }
}

impl Session {
    fn run(&mut self) -> Result<(), CliError> {
        loop {
            if let Some(o) = self.game.outcome() {
                print!("{}", board_view::render(&self.game, self.style));
                println!(
                    "Game over: {} ({}).",
                    o.describe(),
                    crate::replay::game_length(&self.game)
                );
                println!("Game log: {}", self.log.path().display());
                return Ok(());
            }
            print!("{}", board_view::render(&self.game, self.style));
            let flow = match self.players[self.game.side_to_move().index()] {
                PlayerSpec::Human => self.human_turn()?,
                _ => self.machine_turn()?,
            };
            if let Flow::Quit = flow {
                println!(
                    "Stopped at {}. Every move is in {}; continue with: arimaa play --resume {}",
                    self.game.next_label(),
                    self.log.path().display(),
                    self.log.path().display()
                );
                return Ok(());
            }
        }
    }

    /// Writes the log; on failure also prints the record to stderr so nothing is lost.
    fn save(&self) -> Result<(), CliError> {
        self.log.write(&self.game).inspect_err(|_| {
            eprintln!(
                "The game so far (not saved):\n{}",
                self.log.text(&self.game)
            );
        })
    }

    /// Plays the turn of the bot or engine to move (under the clock, if any), saves the
    /// log, then announces the turn (so that an announced turn is always in the log). A
    /// player that fails (an engine that dies, stalls, answers late or plays an illegal
    /// turn) loses the game with the letter of its fault, which the log records.
    fn machine_turn(&mut self) -> Result<Flow, CliError> {
        let label = self.game.next_label();
        let side = self.game.side_to_move();
        let Some(player) = self.machines[side.index()].as_mut() else {
            return Ok(Flow::Quit);
        };
        let name = player.label();
        let event = machine_turn(player, &mut self.game, &mut self.clock);
        self.save()?;
        match event {
            TurnEvent::Played(turn, used) => {
                let verb = if matches!(turn, arimaa_rules::Turn::Setup(_)) {
                    "sets up"
                } else {
                    "plays"
                };
                let time = if self.clock.is_some() {
                    format!(" ({:.1} s)", used.as_secs_f64())
                } else {
                    String::new()
                };
                println!("{label} {} ({name}) {verb}: {turn}{time}", side.name());
            }
            TurnEvent::Ended(why) => println!("{label} {} ({name}): {why}", side.name()),
        }
        Ok(Flow::Next)
    }

    fn read_line(&mut self) -> Result<Option<String>, CliError> {
        let mut line = String::new();
        match self.input.read_line(&mut line) {
            Ok(0) => Ok(None),
            Ok(_) => Ok(Some(line.trim().to_string())),
            // Input that is not UTF-8: ask again rather than stop.
            Err(e) if e.kind() == io::ErrorKind::InvalidData => Ok(Some(String::new())),
            Err(e) => Err(CliError::Output(e)),
        }
    }

    fn human_turn(&mut self) -> Result<Flow, CliError> {
        loop {
            let color = self.game.side_to_move().name();
            let what = if self.game.is_setup_phase() {
                "setup"
            } else {
                "move"
            };
            print!("{} {color} {what}> ", self.game.next_label());
            io::stdout().flush()?;
            let Some(line) = self.read_line()? else {
                println!();
                return Ok(Flow::Quit);
            };
            let (word, rest) = line
                .split_once(char::is_whitespace)
                .map_or((line.as_str(), ""), |(w, r)| (w, r.trim()));
            match word.to_ascii_lowercase().as_str() {
                "" => {}
                "help" | "?" => println!("{HELP}"),
                "board" => print!("{}", board_view::render(&self.game, self.style)),
                "moves" => self.show_moves(),
                "steps" => self.show_steps(rest),
                "undo" => {
                    if self.undo()? {
                        return Ok(Flow::Next);
                    }
                }
                "resign" => match self.game.resign() {
                    Ok(_) => {
                        self.save()?;
                        return Ok(Flow::Next);
                    }
                    Err(e) => println!("Refused: {e}"),
                },
                "save" => self.save_command(rest)?,
                "quit" | "exit" => return Ok(Flow::Quit),
                _ => {
                    let text = if self.game.is_setup_phase() && line.eq_ignore_ascii_case(SHORTCUT)
                    {
                        let setup = self.bot.setup(&self.game);
                        println!("Setup: {setup}");
                        setup.to_string()
                    } else {
                        line.clone()
                    };
                    match self.game.play_text(&text) {
                        Ok(turn) => {
                            self.save()?;
                            let label = self.game.history().last().map(|e| e.label());
                            println!("{} {color}: {turn}", label.unwrap_or_default());
                            return Ok(Flow::Next);
                        }
                        Err(e) => println!("{}", refusal(&e)),
                    }
                }
            }
        }
    }

    fn show_moves(&self) {
        if self.game.is_setup_phase() {
            println!("Setup phase: type 16 placements, or `{}`.", SHORTCUT);
            return;
        }
        let moves = self.game.legal_moves();
        println!(
            "{} legal moves (distinct results), for example:",
            moves.len()
        );
        let shown = moves.len().min(8);
        for k in 0..shown {
            println!("  {}", moves[k * moves.len() / shown]);
        }
    }

    fn show_steps(&self, prefix: &str) {
        if self.game.is_setup_phase() {
            println!("Setup phase: type 16 placements, or `{}`.", SHORTCUT);
            return;
        }
        let mut pos = self.game.position().clone();
        if !prefix.is_empty() {
            let partial = match prefix.parse::<NotatedMove>() {
                Ok(m) => m,
                Err(e) => return println!("Not steps: {e}"),
            };
            for (i, step) in partial.mv.steps().enumerate() {
                if let Err(e) = pos.play_step(&step) {
                    return println!("Refused, rule {}: step {} ({step}): {e}", e.rule(), i + 1);
                }
            }
        }
        let steps = pos.legal_steps();
        if steps.is_empty() {
            println!("No legal step: end the move here (or it cannot end: see `moves`).");
            return;
        }
        let list: Vec<String> = steps
            .as_slice()
            .iter()
            .map(|(s, kind)| match kind {
                StepKind::PushStart => format!("{s}(push)"),
                StepKind::Pull => format!("{s}(pull)"),
                _ => s.to_string(),
            })
            .collect();
        println!("{} legal steps: {}", list.len(), list.join(" "));
    }

    /// Takes back turns until a human's turn has been taken back.
    fn undo(&mut self) -> Result<bool, CliError> {
        let is_human = |c: Color| self.players[c.index()] == PlayerSpec::Human;
        if !self.game.history().iter().any(|e| is_human(e.color)) {
            println!("Nothing of yours to undo.");
            return Ok(false);
        }
        let mut undone = Vec::new();
        while let Some(entry) = self.game.takeback() {
            let human = is_human(entry.color);
            undone.push(format!("{} {}", entry.label(), entry.turn));
            if human {
                break;
            }
        }
        self.save()?;
        println!("Taken back: {}", undone.join("; "));
        Ok(true)
    }

    fn save_command(&self, path: &str) -> Result<(), CliError> {
        self.save()?;
        if path.is_empty() {
            println!("Saved in {}.", self.log.path().display());
            return Ok(());
        }
        let copy = Path::new(path);
        match crate::log::write_atomically(copy, self.log.text(&self.game).as_bytes()) {
            Ok(()) => println!("Saved in {} and {}.", self.log.path().display(), path),
            Err(e) => println!("Cannot write {path}: {e} (the log is saved)."),
        }
        Ok(())
    }
}
