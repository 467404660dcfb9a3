//! The controller side: starts an engine process and drives it through AEI.
//!
//! [`Controller::start`] runs the command line (through `sh -c "exec ..."` on Unix, so the
//! engine is the child itself and killing it leaves nothing behind), sends `aei` and waits
//! for `protocol-version`, the `id`s and `aeiok` within [`Timeouts::handshake`].
//! [`Controller::search`] sends the game (`newgame` and the turns played since, or
//! `setposition` for a game started from a position; only the new turns when the engine
//! already has the earlier ones), the reserves, `go`, and waits for `bestmove`: it sends
//! `stop` near the limit, kills the process past it, and checks the move with
//! `arimaa-rules` before returning it. Every failure is a [`ControllerError`] naming the
//! engine and what it did; none hangs. Dropping a controller kills its process.

use arimaa_rules::Refusal;
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use arimaa_rules::{Color, Game, Position, Rule, Termination, Turn};

use crate::engine::EngineId;
use crate::message::{BestMove, ControllerMessage, EngineMessage, IdKind, MessageError};
use crate::time_control::{Clock, TimeControl};

/// How to start an engine: a command line and the folder to run it in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineCommand {
    /// The command line, as typed in a shell (`simple_engine`, `./bot --hash 64`).
    pub command_line: String,
    /// The working directory (`None`: the current one).
    pub dir: Option<PathBuf>,
}

impl EngineCommand {
    /// A command line run in the current directory.
    pub fn new(command_line: impl Into<String>) -> EngineCommand {
        EngineCommand {
            command_line: command_line.into(),
            dir: None,
        }
    }
}

/// How long the controller waits for answers that are not searches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timeouts {
    /// From start to `aeiok` (AEI: engines answer `aei` at once, initialise later).
    pub handshake: Duration,
    /// From `isready` to `readyok`.
    pub ready: Duration,
    /// A search without a clock limit (analysis with no time control).
    pub unlimited_search: Duration,
    /// After the clock's limit: how long a `bestmove` is still awaited before the engine is
    /// killed (the move is then refused anyway, as too late).
    pub grace: Duration,
    /// After `quit`: how long the process may take to exit before it is killed.
    pub quit: Duration,
}

impl Default for Timeouts {
    /// 10 s handshake and `isready`, 60 s unlimited search, 1 s grace, 2 s to quit.
    fn default() -> Timeouts {
        Timeouts {
            handshake: Duration::from_secs(10),
            ready: Duration::from_secs(10),
            unlimited_search: Duration::from_secs(60),
            grace: Duration::from_secs(1),
            quit: Duration::from_secs(2),
        }
    }
}

/// What the engine was doing when it failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// Starting and the opening phase (`aei` .. `aeiok`).
    Handshake,
    /// Answering `isready`.
    Ready,
    /// Searching (`go` .. `bestmove`).
    Search,
    /// Receiving options or the game.
    Setup,
}

impl std::fmt::Display for Phase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Phase::Handshake => "the handshake (aei .. aeiok)",
            Phase::Ready => "isready",
            Phase::Search => "its search (go .. bestmove)",
            Phase::Setup => "the game setup",
        })
    }
}

/// A dead, silent, confused or cheating engine. Every variant names the engine (its `id
/// name`, or its command line before it gave one).
#[derive(Debug, thiserror::Error)]
pub enum ControllerError {
    /// The process could not be started.
    #[error("engine `{engine}`: cannot start: {source}")]
    Spawn {
        /// The engine.
        engine: String,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// The process ended (or closed its output) during `phase`.
    #[error("engine `{engine}` died during {phase} ({status}){}", stderr_tail(.stderr))]
    Died {
        /// The engine.
        engine: String,
        /// What it was doing.
        phase: Phase,
        /// Its exit status, as text (`exit status: 1`, `signal: 9`, `still running`).
        status: String,
        /// Its last lines on stderr.
        stderr: Vec<String>,
    },
    /// The engine did not answer in time during `phase` (it was killed).
    #[error(
        "engine `{engine}` did not answer {expected} within {waited:.1?} during {phase}; it was stopped"
    )]
    Silent {
        /// The engine.
        engine: String,
        /// What it was doing.
        phase: Phase,
        /// The answer awaited (`aeiok`, `readyok`, `bestmove`).
        expected: &'static str,
        /// How long the controller waited.
        waited: Duration,
    },
    /// The engine sent a line that is not an AEI message, or one out of place.
    #[error("engine `{engine}` sent {line:?} during {phase}: {reason}")]
    Protocol {
        /// The engine.
        engine: String,
        /// What it was doing.
        phase: Phase,
        /// The line received.
        line: String,
        /// Why it is refused.
        reason: String,
    },
    /// The engine's `bestmove` is not a legal turn in the game.
    #[error("engine `{engine}` played an illegal turn at {label}: `{text}` ({rule}: {reason})")]
    IllegalMove {
        /// The engine.
        engine: String,
        /// The turn's label (`12s`).
        label: String,
        /// The `bestmove` text.
        text: String,
        /// The rule broken (the `arimaa-rules` error's `Refusal::rule`; shown by its name).
        rule: Rule,
        /// The core's message.
        reason: String,
    },
    /// The engine answered after its time was up.
    #[error("engine `{engine}` answered after {used:.2?}; it had {allowed:.2?}")]
    OutOfTime {
        /// The engine.
        engine: String,
        /// How long it took.
        used: Duration,
        /// How long it could take.
        allowed: Duration,
    },
    /// Writing to the engine failed (its input is closed).
    #[error("engine `{engine}`: cannot send {message:?}: {source}")]
    Send {
        /// The engine.
        engine: String,
        /// The message.
        message: String,
        /// The operating system's reason.
        source: std::io::Error,
    },
}

fn stderr_tail(lines: &[String]) -> String {
    if lines.is_empty() {
        String::new()
    } else {
        format!("; its stderr ended with: {}", lines.join(" | "))
    }
}

impl ControllerError {
    /// The arimaa.com result letter for the engine's side losing this way: `t` for time
    /// ([`ControllerError::OutOfTime`], [`ControllerError::Silent`] during a search), `i`
    /// for an illegal move, `f` (forfeit) for an engine that dies or breaks the protocol.
    pub fn termination(&self) -> Termination {
        match self {
            ControllerError::OutOfTime { .. } => Termination::Time,
            ControllerError::Silent {
                phase: Phase::Search,
                ..
            } => Termination::Time,
            ControllerError::IllegalMove { .. } => Termination::IllegalMove,
            _ => Termination::Forfeit,
        }
    }

    /// The engine concerned.
    pub fn engine(&self) -> &str {
        match self {
            ControllerError::Spawn { engine, .. }
            | ControllerError::Died { engine, .. }
            | ControllerError::Silent { engine, .. }
            | ControllerError::Protocol { engine, .. }
            | ControllerError::IllegalMove { engine, .. }
            | ControllerError::OutOfTime { engine, .. }
            | ControllerError::Send { engine, .. } => engine,
        }
    }
}

/// What an engine's search produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchResult {
    /// The turn, checked by the rules and written as the core plays it (capture tokens
    /// included); `None` when the engine resigned (`bestmove resign`).
    pub turn: Option<Turn>,
    /// The `info` lines in order (type, value).
    pub info: Vec<(String, String)>,
    /// The `log` lines in order.
    pub log: Vec<String>,
    /// From `go` to `bestmove`.
    pub elapsed: Duration,
}

/// Where the game the engine knows starts.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Start {
    NewGame,
    Position(Box<Position>),
}

/// What the reader thread sees on the engine's standard output.
#[derive(Debug)]
enum Event {
    Line(String),
    Eof,
}

/// A running engine process and its AEI session.
#[derive(Debug)]
pub struct Controller {
    label: String,
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Event>,
    stderr: Arc<Mutex<VecDeque<String>>>,
    id: EngineId,
    timeouts: Timeouts,
    sent: Option<(Start, Vec<Turn>)>,
}

/// The lines of stderr kept for [`ControllerError::Died`].
const STDERR_LINES: usize = 8;

fn shell(command_line: &str) -> Command {
    if cfg!(unix) {
        let mut c = Command::new("sh");
        c.arg("-c").arg(format!("exec {command_line}"));
        c
    } else {
        let mut words = command_line.split_whitespace();
        let mut c = Command::new(words.next().unwrap_or(""));
        c.args(words);
        c
    }
}

impl Controller {
    /// Starts the engine and completes the opening phase (`aei` .. `aeiok`).
    ///
    /// # Errors
    /// [`ControllerError::Spawn`], or the engine dying, staying silent past
    /// [`Timeouts::handshake`], or sending something that is not AEI.
    pub fn start(
        command: &EngineCommand,
        timeouts: Timeouts,
    ) -> Result<Controller, ControllerError> {
        let label = command.command_line.clone();
        let mut cmd = shell(&command.command_line);
        cmd.stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(dir) = &command.dir {
            cmd.current_dir(dir);
        }
        let mut child = cmd.spawn().map_err(|source| ControllerError::Spawn {
            engine: label.clone(),
            source,
        })?;
        let stdin = child.stdin.take();
        let (tx, rx) = mpsc::channel();
        if let Some(out) = child.stdout.take() {
            thread::spawn(move || {
                let mut r = BufReader::new(out);
                let mut buf = Vec::new();
                loop {
                    buf.clear();
                    match r.read_until(b'\n', &mut buf) {
                        Ok(0) | Err(_) => {
                            let _ = tx.send(Event::Eof);
                            return;
                        }
                        Ok(_) => {
                            let line = String::from_utf8_lossy(&buf).into_owned();
                            if tx.send(Event::Line(line)).is_err() {
                                return;
                            }
                        }
                    }
                }
            });
        }
        let stderr = Arc::new(Mutex::new(VecDeque::new()));
        if let Some(err) = child.stderr.take() {
            let keep = Arc::clone(&stderr);
            thread::spawn(move || {
                for line in BufReader::new(err).lines().map_while(Result::ok) {
                    let mut k = keep.lock().unwrap_or_else(|e| e.into_inner());
                    if k.len() == STDERR_LINES {
                        k.pop_front();
                    }
                    k.push_back(line);
                }
            });
        }
        let mut c = Controller {
            label,
            child,
            stdin,
            lines: rx,
            stderr,
            id: EngineId::default(),
            timeouts,
            sent: None,
        };
        c.handshake()?;
        Ok(c)
    }

    fn handshake(&mut self) -> Result<(), ControllerError> {
        self.send(&ControllerMessage::Aei, Phase::Handshake)?;
        let until = Instant::now() + self.timeouts.handshake;
        loop {
            match self.next(until, Phase::Handshake, "aeiok")? {
                EngineMessage::ProtocolVersion(_)
                | EngineMessage::Log(_)
                | EngineMessage::Info { .. } => {}
                EngineMessage::Id { kind, value } => match kind {
                    IdKind::Name => self.id.name = value,
                    IdKind::Author => self.id.author = value,
                    IdKind::Version => self.id.version = Some(value),
                },
                EngineMessage::AeiOk => return Ok(()),
                m => {
                    return Err(self.protocol(
                        Phase::Handshake,
                        &m.to_string(),
                        "not expected before aeiok",
                    ));
                }
            }
        }
    }

    /// The engine's identification (`id name`, `id author`, `id version`).
    pub fn id(&self) -> &EngineId {
        &self.id
    }

    /// The engine's name: its `id name`, or its command line if it gave none.
    pub fn name(&self) -> &str {
        if self.id.name.is_empty() {
            &self.label
        } else {
            &self.id.name
        }
    }

    /// The engine process's id (for checks that it is gone).
    pub fn process_id(&self) -> u32 {
        self.child.id()
    }

    /// The command line it was started with.
    pub fn command_line(&self) -> &str {
        &self.label
    }

    fn stderr_lines(&self) -> Vec<String> {
        // Give the stderr thread a moment to read the last lines of a dying process.
        thread::sleep(Duration::from_millis(20));
        self.stderr
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .cloned()
            .collect()
    }

    fn died(&mut self, phase: Phase) -> ControllerError {
        let status = wait_briefly(&mut self.child)
            .map_or_else(|| "still running".to_string(), |s| s.to_string());
        let _ = self.child.kill();
        let _ = self.child.wait();
        ControllerError::Died {
            engine: self.name().to_string(),
            phase,
            status,
            stderr: self.stderr_lines(),
        }
    }

    fn protocol(&mut self, phase: Phase, line: &str, reason: &str) -> ControllerError {
        self.kill();
        ControllerError::Protocol {
            engine: self.name().to_string(),
            phase,
            line: line.trim_end().to_string(),
            reason: reason.to_string(),
        }
    }

    fn send(&mut self, m: &ControllerMessage, phase: Phase) -> Result<(), ControllerError> {
        let text = m.to_string();
        let result = match self.stdin.as_mut() {
            Some(w) => writeln!(w, "{text}").and_then(|()| w.flush()),
            None => Err(std::io::Error::other("input closed")),
        };
        result.map_err(|source| {
            if source.kind() == std::io::ErrorKind::BrokenPipe {
                return self.died(phase);
            }
            ControllerError::Send {
                engine: self.name().to_string(),
                message: text,
                source,
            }
        })
    }

    /// The next message before `until`; a line that is not AEI is an error.
    fn next(
        &mut self,
        until: Instant,
        phase: Phase,
        expected: &'static str,
    ) -> Result<EngineMessage, ControllerError> {
        let wait = until.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(wait) {
            Ok(Event::Line(line)) => {
                if line.trim().is_empty() {
                    return self.next(until, phase, expected);
                }
                line.parse::<EngineMessage>().map_err(|e: MessageError| {
                    let reason = e.to_string();
                    self.protocol(phase, &line, &reason)
                })
            }
            Ok(Event::Eof) | Err(RecvTimeoutError::Disconnected) => Err(self.died(phase)),
            Err(RecvTimeoutError::Timeout) => {
                self.kill();
                Err(ControllerError::Silent {
                    engine: self.name().to_string(),
                    phase,
                    expected,
                    waited: wait,
                })
            }
        }
    }

    /// Sends `setoption name <name> value <value>`.
    ///
    /// # Errors
    /// [`ControllerError::Send`] or [`ControllerError::Died`] when the engine is gone.
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), ControllerError> {
        self.send(
            &ControllerMessage::SetOption {
                name: name.to_string(),
                value: Some(value.to_string()),
            },
            Phase::Setup,
        )
    }

    /// Announces a time control (`tcmove`, `tcreserve`, ... in seconds).
    ///
    /// # Errors
    /// As [`Controller::set_option`].
    pub fn set_time_control(&mut self, tc: &TimeControl) -> Result<(), ControllerError> {
        for (name, value) in tc.options() {
            self.set_option(name, &value.to_string())?;
        }
        Ok(())
    }

    /// Sends `isready` and waits for `readyok`; returns the `log` lines received meanwhile.
    ///
    /// # Errors
    /// The engine dying, staying silent past [`Timeouts::ready`], or sending non-AEI lines.
    pub fn is_ready(&mut self) -> Result<Vec<String>, ControllerError> {
        self.send(&ControllerMessage::IsReady, Phase::Ready)?;
        let until = Instant::now() + self.timeouts.ready;
        let mut logs = Vec::new();
        loop {
            match self.next(until, Phase::Ready, "readyok")? {
                EngineMessage::ReadyOk => return Ok(logs),
                EngineMessage::Log(l) => logs.push(l),
                _ => {}
            }
        }
    }

    /// Brings the engine's game up to `game`: only the new turns if it has the earlier
    /// ones, otherwise `newgame` (or `setposition` for a game that started from a position)
    /// and every turn.
    fn sync(&mut self, game: &Game) -> Result<(), ControllerError> {
        let history = game.history();
        let start = match history.first() {
            None if game.is_setup_phase() => Start::NewGame,
            None => Start::Position(Box::new(game.position().clone())),
            Some(e) if matches!(e.turn, Turn::Setup(_)) => Start::NewGame,
            Some(e) => Start::Position(Box::new(e.position_before().clone())),
        };
        let turns: Vec<Turn> = history.iter().map(|e| e.turn).collect();
        let known = match &self.sent {
            Some((s, t)) if *s == start && turns.starts_with(t) => t.len(),
            _ => {
                self.send(&ControllerMessage::NewGame, Phase::Setup)?;
                if let Start::Position(p) = &start {
                    self.send(&ControllerMessage::SetPosition(p.clone()), Phase::Setup)?;
                }
                0
            }
        };
        for t in &turns[known..] {
            self.send(&ControllerMessage::MakeMove(*t), Phase::Setup)?;
        }
        self.sent = Some((start, turns));
        Ok(())
    }

    /// Has the engine choose the turn of the side to move in `game`, within `clock`'s
    /// allowance for that side (sending `greserve`, `sreserve` and `moveused` first), or
    /// within [`Timeouts::unlimited_search`] without a clock. `stop` is sent when a tenth of
    /// the allowance (at most 1 s) is left; past the allowance plus [`Timeouts::grace`]
    /// the engine is killed. The clock is not charged: the caller does that with
    /// [`SearchResult::elapsed`].
    ///
    /// # Errors
    /// [`ControllerError::OutOfTime`] for a `bestmove` after the allowance,
    /// [`ControllerError::Silent`] for none at all, [`ControllerError::IllegalMove`] for a
    /// turn the rules refuse, [`ControllerError::Died`] / [`ControllerError::Protocol`].
    pub fn search(
        &mut self,
        game: &Game,
        clock: Option<&Clock>,
    ) -> Result<SearchResult, ControllerError> {
        self.sync(game)?;
        let side = game.side_to_move();
        let allowed = match clock {
            Some(c) if c.allowed(side) != Duration::MAX => {
                for (name, color) in [("greserve", Color::Gold), ("sreserve", Color::Silver)] {
                    self.set_option(name, &c.reserve(color).as_secs().to_string())?;
                }
                self.set_option("moveused", "0")?;
                Some(c.allowed(side))
            }
            _ => None,
        };
        self.send(&ControllerMessage::Go { ponder: false }, Phase::Search)?;
        let start = Instant::now();
        let limit = allowed.unwrap_or(self.timeouts.unlimited_search);
        let stop_at = start + limit.saturating_sub((limit / 10).min(Duration::from_secs(1)));
        let kill_at = start + limit + self.timeouts.grace;
        let mut stop_sent = false;
        let mut info = Vec::new();
        let mut log = Vec::new();
        let best = loop {
            let until = if stop_sent { kill_at } else { stop_at };
            let m = match self.next_or_timeout(until, Phase::Search)? {
                Some(m) => m,
                None if !stop_sent => {
                    stop_sent = true;
                    self.send(&ControllerMessage::Stop, Phase::Search)?;
                    continue;
                }
                None => {
                    self.kill();
                    return Err(ControllerError::Silent {
                        engine: self.name().to_string(),
                        phase: Phase::Search,
                        expected: "bestmove",
                        waited: kill_at - start,
                    });
                }
            };
            match m {
                EngineMessage::BestMove(b) => break b,
                EngineMessage::Info { kind, value } => info.push((kind, value)),
                EngineMessage::Log(l) => log.push(l),
                EngineMessage::ReadyOk => {}
                other => {
                    return Err(self.protocol(
                        Phase::Search,
                        &other.to_string(),
                        "not expected during a search",
                    ));
                }
            }
        };
        let elapsed = start.elapsed();
        if let Some(allowed) = allowed.filter(|a| elapsed > *a) {
            return Err(ControllerError::OutOfTime {
                engine: self.name().to_string(),
                used: elapsed,
                allowed,
            });
        }
        let turn = match best {
            BestMove::Resign => None,
            BestMove::Empty => {
                // An empty turn: a setup with no placement, or a move with no step.
                let rule = if game.is_setup_phase() {
                    Rule::EmptySetup
                } else {
                    Rule::EmptyMove
                };
                return Err(self.illegal(game, "", rule, "the bestmove holds no turn"));
            }
            BestMove::Turn(t) => Some(self.check(game, &t)?),
        };
        Ok(SearchResult {
            turn,
            info,
            log,
            elapsed,
        })
    }

    /// Like `next`, but a timeout is `None` (the caller decides).
    fn next_or_timeout(
        &mut self,
        until: Instant,
        phase: Phase,
    ) -> Result<Option<EngineMessage>, ControllerError> {
        let wait = until.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(wait) {
            Ok(Event::Line(line)) => {
                if line.trim().is_empty() {
                    return self.next_or_timeout(until, phase);
                }
                match line.parse::<EngineMessage>() {
                    Ok(m) => Ok(Some(m)),
                    Err(e) => Err(self.protocol(phase, &line, &e.to_string())),
                }
            }
            Ok(Event::Eof) | Err(RecvTimeoutError::Disconnected) => Err(self.died(phase)),
            Err(RecvTimeoutError::Timeout) => Ok(None),
        }
    }

    fn illegal(&self, game: &Game, text: &str, rule: Rule, reason: &str) -> ControllerError {
        ControllerError::IllegalMove {
            engine: self.name().to_string(),
            label: game.next_label(),
            text: text.to_string(),
            rule,
            reason: reason.to_string(),
        }
    }

    /// Plays `turn` on a copy of `game`; the turn as the core records it.
    fn check(&self, game: &Game, turn: &Turn) -> Result<Turn, ControllerError> {
        let mut g = game.clone();
        let text = turn.to_string();
        match turn {
            Turn::Setup(s) => match g.play_setup(s) {
                Ok(()) => Ok(Turn::Setup(*s)),
                Err(e) => Err(self.illegal(game, &text, e.rule(), &e.to_string())),
            },
            Turn::Move(m) => match g.play_notated(m) {
                Ok(played) => Ok(Turn::Move(played)),
                Err(e) => Err(self.illegal(game, &text, e.rule(), &e.to_string())),
            },
        }
    }

    /// Kills the process (if it still runs) and waits for it.
    pub fn kill(&mut self) {
        self.stdin = None;
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Sends `quit`, waits up to [`Timeouts::quit`] for the process to exit, then kills it.
    /// Returns the exit status if it exited by itself.
    pub fn quit(mut self) -> Option<ExitStatus> {
        let _ = self.send(&ControllerMessage::Quit, Phase::Setup);
        self.stdin = None;
        let until = Instant::now() + self.timeouts.quit;
        while Instant::now() < until {
            if let Ok(Some(s)) = self.child.try_wait() {
                return Some(s);
            }
            thread::sleep(Duration::from_millis(10));
        }
        self.kill();
        None
    }
}

/// The exit status if the process ends within 100 ms.
fn wait_briefly(child: &mut Child) -> Option<ExitStatus> {
    for _ in 0..10 {
        if let Ok(Some(s)) = child.try_wait() {
            return Some(s);
        }
        thread::sleep(Duration::from_millis(10));
    }
    None
}

impl Drop for Controller {
    /// Kills the process if it still runs: a controller never leaves one behind.
    fn drop(&mut self) {
        self.kill();
    }
}
