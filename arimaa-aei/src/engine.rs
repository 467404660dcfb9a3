//! The engine side: a session loop that serves AEI over any reader and writer, driving a
//! user type that implements [`Engine`].
//!
//! [`run_session`] reads controller lines, answers the opening phase (`protocol-version 1`,
//! the `id`s, `aeiok`), tracks the game from `newgame`, `setposition` and `makemove`
//! (legality by `arimaa-rules`; an illegal `makemove` is answered with
//! `log Error: ...` naming the rule broken, and the game is left unchanged), keeps the
//! time-control options (`tcmove`, `tcreserve`, `tcturntime`, `greserve`, `sreserve`,
//! `moveused`, ...), and on `go` runs [`Engine::choose`] on a second thread so that
//! `isready` is answered and `stop` honoured while it thinks. Other options are passed to
//! [`Engine::set_option`] (after the search if one is running). The session ends on `quit`
//! or at the end of input. `go ponder` is accepted and ignored (pondering is optional in
//! AEI): no search, no `bestmove`.

use arimaa_rules::Refusal;
use std::io::{BufRead, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use arimaa_rules::{Color, Game, GameOptions, Turn};

use crate::message::{BestMove, ControllerMessage, EngineMessage, IdKind, MessageError};

/// An engine's identification, sent as `id name`, `id author` and `id version`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EngineId {
    /// `id name`.
    pub name: String,
    /// `id author`.
    pub author: String,
    /// `id version`, if any.
    pub version: Option<String>,
}

/// What a search may use: the time it should aim for, the time it must never pass, the
/// stop flag, and a way to send `info` and `log` lines while it runs.
pub struct Search<'a> {
    target: Option<Instant>,
    deadline: Option<Instant>,
    stop: &'a AtomicBool,
    send: &'a (dyn Fn(&EngineMessage) + Sync),
}

impl Search<'_> {
    /// When the engine should have answered: the move time `tcmove` (less the time already
    /// used on this turn and a safety margin); `None` when the time control sets no limit.
    pub fn target(&self) -> Option<Instant> {
        self.target
    }

    /// The last moment the engine may answer: move time plus reserve (at most `tcturntime`),
    /// less a safety margin; `None` without a limit. Never before [`Search::target`].
    pub fn deadline(&self) -> Option<Instant> {
        self.deadline
    }

    /// The stop flag: set by `stop`, by a `makemove`/`newgame`/`setposition` that ends the
    /// search, and at `quit`. Poll it and return the best move so far when it is set.
    pub fn stop_flag(&self) -> &AtomicBool {
        self.stop
    }

    /// Whether the search must end now: the stop flag is set or the deadline has passed.
    pub fn should_stop(&self) -> bool {
        self.stop.load(Ordering::Relaxed) || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// Sends `info <kind> <value>` at once.
    pub fn info(&self, kind: &str, value: &str) {
        (self.send)(&EngineMessage::Info {
            kind: kind.to_string(),
            value: value.to_string(),
        });
    }

    /// Sends `log <text>` at once.
    pub fn log(&self, text: &str) {
        (self.send)(&EngineMessage::Log(text.to_string()));
    }
}

/// An Arimaa engine: what [`run_session`] needs from the user's type.
pub trait Engine: Send {
    /// The identification sent in the opening phase.
    fn id(&self) -> EngineId;

    /// An option that is not one of the game-state options the session keeps itself.
    ///
    /// # Errors
    /// A reason (sent as `log Warning: ...`) when the option is not recognised or its value
    /// is not valid; a reason that starts with `Error:` is sent as it is (`log Error: ...`),
    /// for an option the engine cannot do without (a file it cannot read). The default
    /// recognises none.
    fn set_option(&mut self, name: &str, value: Option<&str>) -> Result<(), String> {
        let _ = value;
        Err(format!("unrecognized option {name}"))
    }

    /// A new game starts (`newgame` or `setposition`). Default: nothing.
    fn new_game(&mut self) {}

    /// The turn to play in `game` (a setup during the setup phase, a move otherwise): answer
    /// by [`Search::deadline`] at the latest, and as soon as the stop flag is set. `None`
    /// resigns (`bestmove resign`).
    fn choose(&mut self, game: &Game, search: &Search<'_>) -> Option<Turn>;
}

/// Why a session ended with an error.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// Reading from the controller or writing to it failed.
    #[error("AEI session: input/output error: {0}")]
    Io(#[from] std::io::Error),
    /// The controller did not open the session with `aei`.
    #[error("AEI session: expected `aei` first, received {0:?}")]
    NoAei(String),
    /// The controller sent a message of an unknown type (AEI: the engine logs an error and
    /// exits).
    #[error("AEI session: {0}")]
    Unknown(MessageError),
}

/// The time-control options the session keeps (seconds, AEI `setoption` names).
#[derive(Debug, Clone, Copy, Default)]
struct TimeState {
    tcmove: f64,
    tcreserve: f64,
    tcturntime: f64,
    reserve: [Option<f64>; 2],
    moveused: f64,
}

impl TimeState {
    /// Records a standard game-state option; `false` if `name` is not one.
    fn set(&mut self, name: &str, value: Option<&str>) -> Result<bool, String> {
        const OTHERS: [&str; 12] = [
            "tcpercent",
            "tcmax",
            "tctotal",
            "tcturns",
            "gused",
            "sused",
            "lastmoveused",
            "opponent",
            "opponent_rating",
            "rating",
            "rated",
            "event",
        ];
        let number = || {
            value
                .unwrap_or("")
                .trim()
                .parse::<f64>()
                .ok()
                .filter(|v| v.is_finite() && *v >= 0.0)
                .ok_or_else(|| {
                    format!(
                        "option {name}: {:?} is not a number of seconds",
                        value.unwrap_or("")
                    )
                })
        };
        match name {
            "tcmove" => self.tcmove = number()?,
            "tcreserve" => self.tcreserve = number()?,
            "tcturntime" => self.tcturntime = number()?,
            "greserve" => self.reserve[Color::Gold.index()] = Some(number()?),
            "sreserve" => self.reserve[Color::Silver.index()] = Some(number()?),
            "moveused" => self.moveused = number()?,
            n if OTHERS.contains(&n) => {}
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The target and deadline of a search starting at `start` for `side`.
    fn limits(&self, side: Color, start: Instant) -> (Option<Instant>, Option<Instant>) {
        let reserve = self.reserve[side.index()].unwrap_or(self.tcreserve);
        if self.tcmove <= 0.0 && reserve <= 0.0 && self.tcturntime <= 0.0 {
            return (None, None);
        }
        let mut hard = if self.tcmove > 0.0 || reserve > 0.0 {
            self.tcmove + reserve
        } else {
            f64::MAX
        };
        if self.tcturntime > 0.0 {
            hard = hard.min(self.tcturntime);
        }
        hard -= self.moveused;
        // Leave room for the answer to travel: a tenth of the time, 50 ms to 1 s.
        let margin = |t: f64| (t * 0.1).clamp(0.05, 1.0);
        let hard = (hard - margin(hard)).max(0.0);
        let soft = if self.tcmove > 0.0 {
            let t = self.tcmove - self.moveused;
            (t - margin(t)).max(0.0)
        } else {
            hard / 20.0
        };
        let at = |s: f64| start + Duration::from_secs_f64(s.min(1e9));
        (Some(at(soft.min(hard))), Some(at(hard)))
    }
}

/// Writes one message line and flushes; errors are kept for the loop to report.
fn send_line<W: Write>(out: &Mutex<W>, m: &EngineMessage) -> std::io::Result<()> {
    let mut w = out.lock().unwrap_or_else(|e| e.into_inner());
    writeln!(w, "{m}")?;
    w.flush()
}

/// `rule: message`, without repeating the rule when the message names it.
fn with_rule(rule: &str, message: String) -> String {
    if message.contains(rule) {
        message
    } else {
        format!("{rule}: {message}")
    }
}

/// Plays a turn the controller sent; the error names the rule broken.
fn apply_turn(game: &mut Game, turn: &Turn) -> Result<(), String> {
    match turn {
        Turn::Setup(s) => game
            .play_setup(s)
            .map_err(|e| with_rule(e.rule().name(), e.to_string())),
        Turn::Move(m) => game
            .play_notated(m)
            .map(|_| ())
            .map_err(|e| with_rule(e.rule().name(), e.to_string())),
    }
}

/// Serves one AEI session: reads controller messages from `input` until `quit` or the end
/// of input, writes the engine's messages to `output` (one line each, flushed).
///
/// ```
/// use arimaa_aei::{Engine, EngineId, Search, run_session};
/// use arimaa_rules::{Game, NotatedMove, Turn};
/// struct First;
/// impl Engine for First {
///     fn id(&self) -> EngineId { EngineId { name: "first".into(), author: "me".into(), version: None } }
///     fn choose(&mut self, game: &Game, _: &Search<'_>) -> Option<Turn> {
///         let mv = *game.legal_moves().first()?;
///         Some(Turn::Move(NotatedMove { mv, ..Default::default() }))
///     }
/// }
/// let input = "aei\nsetposition g [rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR]\ngo\nquit\n";
/// let mut out = Vec::new();
/// run_session(First, input.as_bytes(), &mut out).unwrap();
/// let text = String::from_utf8(out).unwrap();
/// assert!(text.starts_with("protocol-version 1\nid name first\nid author me\naeiok\n"));
/// assert!(text.contains("\nbestmove "));
/// ```
///
/// # Errors
/// [`SessionError::NoAei`] when the first line is not `aei`; [`SessionError::Unknown`] for
/// a message of unknown type (after `log Error: ...`); [`SessionError::Io`].
pub fn run_session<E, R, W>(engine: E, mut input: R, output: W) -> Result<(), SessionError>
where
    E: Engine,
    R: BufRead,
    W: Write + Send,
{
    let out = Mutex::new(output);
    let send = |m: &EngineMessage| {
        // A controller that stopped reading ends the session at the next read anyway.
        let _ = send_line(&out, m);
    };
    let mut line = String::new();
    // Opening phase.
    loop {
        line.clear();
        if input.read_line(&mut line)? == 0 {
            return Ok(());
        }
        if line.trim().is_empty() {
            continue;
        }
        match line.parse::<ControllerMessage>() {
            Ok(ControllerMessage::Aei) => break,
            _ => {
                let got = line.trim_end().to_string();
                send(&EngineMessage::Log(format!(
                    "Error: expected aei, received {got:?}"
                )));
                return Err(SessionError::NoAei(got));
            }
        }
    }
    let id = engine.id();
    send_line(&out, &EngineMessage::ProtocolVersion(1))?;
    for (kind, value) in [
        (IdKind::Name, Some(id.name)),
        (IdKind::Author, Some(id.author)),
        (IdKind::Version, id.version),
    ] {
        if let Some(value) = value {
            send_line(&out, &EngineMessage::Id { kind, value })?;
        }
    }
    send_line(&out, &EngineMessage::AeiOk)?;

    let engine = Mutex::new(engine);
    let stop = AtomicBool::new(false);
    let mut game = Game::new();
    let mut time = TimeState::default();
    let mut pending: Vec<(String, Option<String>)> = Vec::new();

    thread::scope(|scope| -> Result<(), SessionError> {
        let mut search: Option<thread::ScopedJoinHandle<'_, ()>> = None;
        // Ends a running search (the engine answers `bestmove` unless `silence`).
        let finish = |search: &mut Option<thread::ScopedJoinHandle<'_, ()>>| {
            if let Some(h) = search.take() {
                stop.store(true, Ordering::Relaxed);
                let _ = h.join();
            }
        };
        let apply_pending = |pending: &mut Vec<(String, Option<String>)>| {
            let mut e = engine.lock().unwrap_or_else(|p| p.into_inner());
            for (name, value) in pending.drain(..) {
                if let Err(why) = e.set_option(&name, value.as_deref()) {
                    let text = if why.starts_with("Error:") {
                        why
                    } else {
                        format!("Warning: {why}")
                    };
                    send(&EngineMessage::Log(text));
                }
            }
        };
        loop {
            if search.as_ref().is_some_and(|h| h.is_finished()) {
                finish(&mut search);
            }
            line.clear();
            if input.read_line(&mut line)? == 0 {
                finish(&mut search);
                return Ok(());
            }
            if line.trim().is_empty() {
                continue;
            }
            let msg = match line.parse::<ControllerMessage>() {
                Ok(m) => m,
                Err(e @ MessageError::Unknown(_)) => {
                    send(&EngineMessage::Log(format!("Error: {e}")));
                    finish(&mut search);
                    return Err(SessionError::Unknown(e));
                }
                Err(e) => {
                    send(&EngineMessage::Log(format!("Error: {e}")));
                    continue;
                }
            };
            match msg {
                ControllerMessage::Aei => {
                    send(&EngineMessage::Log(
                        "Error: aei received after the opening phase".into(),
                    ));
                }
                ControllerMessage::IsReady => {
                    if search.is_none() {
                        apply_pending(&mut pending);
                    }
                    send(&EngineMessage::ReadyOk);
                }
                ControllerMessage::NewGame | ControllerMessage::SetPosition(_) => {
                    finish(&mut search);
                    apply_pending(&mut pending);
                    game = match msg {
                        ControllerMessage::SetPosition(p) => {
                            Game::from_position(*p, GameOptions::default())
                        }
                        _ => Game::new(),
                    };
                    time.reserve = [None, None];
                    engine.lock().unwrap_or_else(|p| p.into_inner()).new_game();
                }
                ControllerMessage::SetOption { name, value } => {
                    match time.set(&name, value.as_deref()) {
                        Ok(true) => {}
                        Ok(false) => {
                            pending.push((name, value));
                            if search.is_none() {
                                apply_pending(&mut pending);
                            }
                        }
                        Err(why) => send(&EngineMessage::Log(format!("Warning: {why}"))),
                    }
                }
                ControllerMessage::MakeMove(turn) => {
                    finish(&mut search);
                    if let Err(why) = apply_turn(&mut game, &turn) {
                        send(&EngineMessage::Log(format!(
                            "Error: illegal makemove {turn} at {}: {why}",
                            game.next_label()
                        )));
                    }
                }
                ControllerMessage::Go { ponder: true } => {}
                ControllerMessage::Go { ponder: false } => {
                    if search.is_some() {
                        send(&EngineMessage::Log(
                            "Error: go received while searching".into(),
                        ));
                        continue;
                    }
                    apply_pending(&mut pending);
                    stop.store(false, Ordering::Relaxed);
                    let (target, deadline) = time.limits(game.side_to_move(), Instant::now());
                    let position = game.clone();
                    let engine = &engine;
                    let stop = &stop;
                    let send = &send;
                    search = Some(scope.spawn(move || {
                        let s = Search {
                            target,
                            deadline,
                            stop,
                            send,
                        };
                        let mut e = engine.lock().unwrap_or_else(|p| p.into_inner());
                        let best = match e.choose(&position, &s) {
                            Some(t) => BestMove::Turn(t),
                            None => BestMove::Resign,
                        };
                        send(&EngineMessage::BestMove(best));
                    }));
                }
                ControllerMessage::Stop => finish(&mut search),
                ControllerMessage::Quit => {
                    finish(&mut search);
                    return Ok(());
                }
            }
        }
    })
}
