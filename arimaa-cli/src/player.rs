//! Who plays a side: a person at the terminal (`human`), the built-in bot (`bot`,
//! `bot:<kind>`), or any AEI engine (`aei:<command line>`), and the machine players'
//! turns: the bot within a deadline, an engine through `arimaa-aei`'s controller (which
//! checks its move with the rules).

use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use arimaa_aei::{Clock, Controller, ControllerError, EngineCommand, TimeControl, Timeouts};
use arimaa_rules::{Game, NotatedMove, Turn};

use arimaa_bot::{Bot, BotKind, Budget, SystemClock};

/// A player as named on the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayerSpec {
    /// `human`.
    Human,
    /// `bot` or `bot:<kind>` (the text as given, checked by [`BotPlayer::new`]).
    Bot(String),
    /// `aei:<command line>`: an AEI engine started with this command line.
    Aei(String),
}

impl FromStr for PlayerSpec {
    type Err = String;

    /// Parses `human`, `bot`, `bot:<kind>` or `aei:<command line>`.
    ///
    /// # Errors
    /// A message naming the accepted forms.
    fn from_str(s: &str) -> Result<PlayerSpec, String> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("human") {
            return Ok(PlayerSpec::Human);
        }
        if s == "bot" || s.starts_with("bot:") {
            BotPlayer::check(s)?;
            return Ok(PlayerSpec::Bot(s.to_string()));
        }
        if let Some(cmd) = s.strip_prefix("aei:") {
            if cmd.trim().is_empty() {
                return Err("aei: needs a command line, e.g. aei:simple_engine".into());
            }
            return Ok(PlayerSpec::Aei(cmd.trim().to_string()));
        }
        Err(format!(
            "{s:?}: expected human, bot, bot:<kind> ({}) or aei:<command line>",
            BotPlayer::KINDS.join(", ")
        ))
    }
}

impl std::fmt::Display for PlayerSpec {
    /// Writes the form [`PlayerSpec::from_str`] reads.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayerSpec::Human => f.write_str("human"),
            PlayerSpec::Bot(s) => f.write_str(s),
            PlayerSpec::Aei(c) => write!(f, "aei:{c}"),
        }
    }
}

/// The built-in bot behind a `bot` / `bot:<kind>` player.
#[derive(Debug, Clone)]
pub struct BotPlayer {
    bot: Bot,
    spec: String,
    seed: u64,
    /// The time per move it was given (`arimaa match --move-time-a`), if any.
    move_time: Option<Duration>,
    /// The node budget per move it was given (`arimaa match --nodes-a`), if any.
    nodes: Option<u64>,
}

impl BotPlayer {
    /// The kinds `bot:<kind>` accepts.
    pub const KINDS: [&'static str; 3] = BotKind::NAMES;

    fn check(spec: &str) -> Result<BotKind, String> {
        spec.parse()
            .map_err(|e: arimaa_bot::UnknownBot| e.to_string())
    }

    /// The bot named by `spec` (`bot`, `bot:greedy`) with a seed.
    ///
    /// # Errors
    /// An unknown kind.
    pub fn new(spec: &str, seed: u64) -> Result<BotPlayer, String> {
        let kind = BotPlayer::check(spec)?;
        Ok(BotPlayer {
            bot: Bot::new(kind, seed),
            spec: spec.to_string(),
            seed,
            move_time: None,
            nodes: None,
        })
    }

    /// The bot itself (its kind, seed and settings, and the table it keeps between moves).
    pub fn bot(&self) -> &Bot {
        &self.bot
    }

    /// Replaces the bot's settings (the same kind and seed; e.g. a table size or depth
    /// limit set by AEI's `setoption`).
    pub fn set_bot(&mut self, bot: Bot) {
        self.bot = bot;
    }

    /// The bot searches with `threads` threads (1 to `Bot::MAX_THREADS`; see
    /// `Bot::with_threads`), with a new, empty table.
    pub fn set_threads(&mut self, threads: u32) {
        self.bot = self.bot.clone().with_threads(threads);
    }

    /// The node budget per move it plays with (`arimaa match --nodes-a`, `arimaa aei
    /// --nodes`), if any.
    pub fn nodes(&self) -> Option<u64> {
        self.nodes
    }

    /// Gives the bot a node budget per move (`None`: it plays by the clock).
    pub fn set_nodes(&mut self, nodes: Option<u64>) {
        self.nodes = nodes;
    }

    /// The budget of one move under the bot's node budget: that many nodes, answered
    /// sooner if `stop` is set and, when a `deadline` is given, by then at the latest (a
    /// hard cap: the clock is never passed); `None` when the bot has no node budget (it
    /// plays by the clock). The one place both `arimaa match --nodes-a` and `arimaa aei
    /// --nodes` build it.
    pub fn node_budget<'a>(
        &self,
        clock: &'a SystemClock,
        deadline: Option<Instant>,
        stop: &'a AtomicBool,
    ) -> Option<Budget<'a>> {
        let budget = Budget::new().with_nodes(self.nodes?).with_stop(stop);
        Some(match deadline {
            Some(d) => budget.with_deadline(clock, clock.at(d)),
            None => budget,
        })
    }

    /// The name used in logs and `id name`: `bot (seed 1)`, `bot:greedy (seed 1)`.
    pub fn name(&self) -> String {
        format!("{} (seed {})", self.spec, self.seed)
    }

    /// The bot's turn: its setup, or its move found by its time management aiming at
    /// `target` and never after `deadline` (the search bot: `Budget::with_target`; the
    /// other kinds answer by `target`), earlier when `stop` is set; with a node budget,
    /// when the budget is spent (and before `deadline` only if `clocked`). `None` when it
    /// has no move.
    pub fn turn(
        &self,
        game: &Game,
        target: Instant,
        deadline: Instant,
        clocked: bool,
        stop: &AtomicBool,
    ) -> Option<Turn> {
        if game.is_setup_phase() {
            return Some(Turn::Setup(self.bot.setup(game)));
        }
        let clock = SystemClock::new();
        let mv = match self.node_budget(&clock, clocked.then_some(deadline), stop) {
            Some(budget) => self.bot.choose(game, &budget, &|_| {})?,
            None if self.bot.kind() == BotKind::Search => {
                let budget = Budget::new()
                    .with_deadline(&clock, clock.at(deadline))
                    .with_target(clock.at(target))
                    .with_stop(stop);
                self.bot.choose(game, &budget, &|_| {})?
            }
            None => self.bot.choose_timed(game, target, stop)?,
        };
        Some(Turn::Move(NotatedMove {
            mv,
            ..Default::default()
        }))
    }
}

/// Reads a time per move in seconds (`0.2`, `1`, `0.2s`): positive and finite.
///
/// # Errors
/// A message naming the expected form.
pub fn parse_move_time(s: &str) -> Result<Duration, String> {
    let t = s.trim();
    let number = t.strip_suffix('s').unwrap_or(t);
    match number.parse::<f64>().map(Duration::try_from_secs_f64) {
        Ok(Ok(d)) if !d.is_zero() => Ok(d),
        _ => Err(format!(
            "{s:?}: expected a positive number of seconds, e.g. 0.2 or 1.5s"
        )),
    }
}

/// The margin left on a clock allowing `t`: a tenth, at most 1 s (the answer's travel,
/// the controller's own delays).
fn margin(t: Duration) -> Duration {
    (t / 10).min(Duration::from_secs(1))
}

/// How long the bot aims to think when the clock allows `allowed` under `tc`: the move
/// time less a tenth (at most 1 s), never more than `allowed` less the same margin; 1 s
/// without a time control. A `move_time` of its own (time odds) replaces the time
/// control's move time and is aimed at in full, still within `allowed` less the margin.
/// The search bot manages its time around it ([`bot_times`]: its target and its limit).
pub fn bot_budget(
    tc: Option<&TimeControl>,
    allowed: Duration,
    move_time: Option<Duration>,
) -> Duration {
    let per_move = match tc {
        Some(tc) if tc.per_move > 0 => Duration::from_secs(u64::from(tc.per_move)),
        _ if allowed == Duration::MAX => Duration::from_secs(1),
        _ => allowed / 20,
    };
    let aim = move_time.unwrap_or_else(|| per_move.saturating_sub(margin(per_move)));
    if allowed == Duration::MAX {
        aim
    } else {
        aim.min(allowed.saturating_sub(margin(allowed)))
    }
}

/// The search bot's time management on a turn when the clock allows `allowed` under `tc`
/// (`Duration::MAX`: no clock): the time it aims at and the time it never passes
/// (`arimaa_bot::Budget::with_target` and its deadline). The limit is `allowed` less the
/// margin of [`bot_budget`] (move time plus reserve, within the turn and game limits: the
/// clock flags a turn past `allowed`); the target is the time control's move time in full
/// when the limit leaves room for it (the margin is the limit's), else [`bot_budget`].
/// Without a clock, [`bot_budget`] is both. A `move_time` of its own (time odds, `arimaa
/// play --level`): that time less a twentieth (at most 0.1 s, for the answer to come back)
/// is both, so that a side never takes more than its own time.
pub fn bot_times(
    tc: Option<&TimeControl>,
    allowed: Duration,
    move_time: Option<Duration>,
) -> (Duration, Duration) {
    let aim = bot_budget(tc, allowed, move_time);
    if move_time.is_some() {
        let own = aim.saturating_sub((aim / 20).min(Duration::from_millis(100)));
        return (own, own);
    }
    if allowed == Duration::MAX {
        return (aim, aim);
    }
    let limit = allowed.saturating_sub(margin(allowed)).max(aim);
    let target = match tc {
        Some(tc) if tc.per_move > 0 => Duration::from_secs(u64::from(tc.per_move))
            .min(limit)
            .max(aim),
        _ => aim,
    };
    (target, limit)
}

/// A player that is not a person: the bot or an engine process.
#[derive(Debug)]
// The bot is plain data (its evaluation weights, a few hundred bytes, by value); one per
// player: boxing it would save nothing worth the indirection.
#[allow(clippy::large_enum_variant)]
pub enum Machine {
    /// The built-in bot.
    Bot(BotPlayer),
    /// An AEI engine.
    Engine(Box<Controller>),
}

impl Machine {
    /// Starts the player named by `spec` (not `human`); an engine is told the time control.
    ///
    /// # Errors
    /// [`StartError`]: `human`, an unknown bot kind, or an engine that cannot be started,
    /// fails its handshake or does not answer `isready`.
    pub fn start(
        spec: &PlayerSpec,
        seed: u64,
        tc: Option<&TimeControl>,
    ) -> Result<Machine, StartError> {
        match spec {
            PlayerSpec::Human => Err(StartError::Human),
            PlayerSpec::Bot(s) => BotPlayer::new(s, seed)
                .map(Machine::Bot)
                .map_err(StartError::Bot),
            PlayerSpec::Aei(cmd) => {
                let mut c =
                    Controller::start(&EngineCommand::new(cmd.clone()), Timeouts::default())?;
                if let Some(tc) = tc {
                    c.set_time_control(tc)?;
                }
                c.is_ready()?;
                Ok(Machine::Engine(Box::new(c)))
            }
        }
    }

    /// Gives the player its own time per move (time odds in `arimaa match`): the bot aims
    /// at it; an engine is sent `tcmove`, rounded up to whole seconds (AEI's unit, at
    /// least 1).
    ///
    /// # Errors
    /// The engine's [`ControllerError`] when the option cannot be sent.
    pub fn set_move_time(&mut self, move_time: Duration) -> Result<(), ControllerError> {
        match self {
            Machine::Bot(b) => {
                b.move_time = Some(move_time);
                Ok(())
            }
            Machine::Engine(c) => {
                let secs = move_time.as_secs_f64().ceil().max(1.0);
                c.set_option("tcmove", &format!("{secs:.0}"))
            }
        }
    }

    /// The built-in bot searches with `threads` threads (`arimaa play/match --threads`);
    /// an AEI engine is left as it is (give its command line its own option, e.g.
    /// `aei:arimaa aei --threads 2`).
    pub fn set_threads(&mut self, threads: u32) {
        if let Machine::Bot(b) = self {
            b.set_threads(threads);
        }
    }

    /// Gives the built-in bot a node budget per move (`arimaa match --nodes-a`).
    ///
    /// # Errors
    /// An AEI engine: the protocol has no node budget.
    pub fn set_nodes(&mut self, nodes: u64) -> Result<(), StartError> {
        match self {
            Machine::Bot(b) => {
                b.set_nodes(Some(nodes));
                Ok(())
            }
            Machine::Engine(_) => Err(StartError::Bot(
                "a node budget is for the built-in bot only (AEI has no node limit)".into(),
            )),
        }
    }

    /// The player's name: the bot's, or the engine's `id name`.
    pub fn name(&self) -> String {
        match self {
            Machine::Bot(b) => b.name(),
            Machine::Engine(c) => c.name().to_string(),
        }
    }

    /// The short name shown on each turn: the bot's kind (`bot`, `bot:greedy`), or the
    /// engine's `id name`.
    pub fn label(&self) -> String {
        match self {
            Machine::Bot(b) => b.spec.clone(),
            Machine::Engine(c) => c.name().to_string(),
        }
    }

    /// The player's turn in `game` within `clock`'s allowance, and the time it took.
    /// `Ok(None)` is a resignation (or a bot with no move).
    ///
    /// # Errors
    /// The engine's [`ControllerError`] (dead, silent, late, illegal...).
    pub fn turn(
        &mut self,
        game: &Game,
        clock: Option<&Clock>,
    ) -> Result<(Option<Turn>, Duration), ControllerError> {
        match self {
            Machine::Bot(b) => {
                let start = Instant::now();
                let allowed = clock.map_or(Duration::MAX, |c| c.allowed(game.side_to_move()));
                let tc = clock.map(Clock::time_control);
                // The search bot manages its time between a target and a limit; the other
                // kinds answer by the time aimed at.
                let (target, limit) = if b.bot.kind() == BotKind::Search {
                    bot_times(tc, allowed, b.move_time)
                } else {
                    let aim = bot_budget(tc, allowed, b.move_time);
                    (aim, aim)
                };
                let stop = AtomicBool::new(false);
                let t = b.turn(game, start + target, start + limit, clock.is_some(), &stop);
                Ok((t, start.elapsed()))
            }
            Machine::Engine(c) => {
                let r = c.search(game, clock)?;
                Ok((r.turn, r.elapsed))
            }
        }
    }

    /// Ends the player: an engine is sent `quit` (and killed if it lingers).
    pub fn finish(self) {
        if let Machine::Engine(c) = self {
            c.quit();
        }
    }
}

/// Why a player could not be started.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// A person cannot be started as a machine player.
    #[error("a human cannot play here (use bot or aei:<command line>)")]
    Human,
    /// An unknown bot kind.
    #[error("{0}")]
    Bot(String),
    /// The engine failed to start.
    #[error(transparent)]
    Engine(#[from] ControllerError),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_specs() {
        assert_eq!("human".parse(), Ok(PlayerSpec::Human));
        assert_eq!("bot".parse(), Ok(PlayerSpec::Bot("bot".into())));
        assert_eq!(
            "bot:greedy".parse(),
            Ok(PlayerSpec::Bot("bot:greedy".into()))
        );
        assert_eq!(
            "aei:simple_engine --x".parse(),
            Ok(PlayerSpec::Aei("simple_engine --x".into()))
        );
        assert!("bot:nope".parse::<PlayerSpec>().is_err());
        assert!("aei:".parse::<PlayerSpec>().is_err());
        assert!("robot".parse::<PlayerSpec>().is_err());
        assert_eq!(PlayerSpec::Aei("x y".into()).to_string(), "aei:x y");
    }

    #[test]
    fn bot_budget_stays_within_the_move_time() {
        let tc: TimeControl = "1s/30s".parse().unwrap();
        // 1 s per move: 0.9 s, whatever the reserve.
        assert_eq!(
            bot_budget(Some(&tc), Duration::from_secs(31), None),
            Duration::from_millis(900)
        );
        // Less allowed than the move time (a turn limit): stay inside it.
        assert_eq!(
            bot_budget(Some(&tc), Duration::from_millis(500), None),
            Duration::from_millis(450)
        );
        assert_eq!(
            bot_budget(None, Duration::MAX, None),
            Duration::from_millis(900)
        );
    }

    #[test]
    fn a_move_time_of_its_own_is_aimed_at_in_full_within_the_clock() {
        let ms = Duration::from_millis;
        assert_eq!(bot_budget(None, Duration::MAX, Some(ms(200))), ms(200));
        let tc: TimeControl = "1s/30s".parse().unwrap();
        // 3 s wanted under 1s/30s with 31 s allowed: 3 s (the reserve pays).
        assert_eq!(
            bot_budget(Some(&tc), Duration::from_secs(31), Some(ms(3000))),
            ms(3000)
        );
        // Only 500 ms allowed: 450 ms, as without a move time of its own.
        assert_eq!(bot_budget(Some(&tc), ms(500), Some(ms(3000))), ms(450));
    }

    #[test]
    fn the_search_bot_aims_at_the_move_time_within_the_clock_less_its_margin() {
        let ms = Duration::from_millis;
        let tc: TimeControl = "1s/30s".parse().unwrap();
        // 1s/30s, 31 s allowed: the move time in full, at most 30 s (1 s of margin).
        assert_eq!(
            bot_times(Some(&tc), ms(31_000), None),
            (ms(1_000), ms(30_000))
        );
        // Without a reserve (1 s allowed): 0.9 s, both.
        assert_eq!(bot_times(Some(&tc), ms(1_000), None), (ms(900), ms(900)));
        // A turn limit of 0.5 s: 0.45 s, both.
        assert_eq!(bot_times(Some(&tc), ms(500), None), (ms(450), ms(450)));
        // No clock: 0.9 s (bot_budget's aim), both.
        assert_eq!(bot_times(None, Duration::MAX, None), (ms(900), ms(900)));
        // A time of its own: never more, whatever the clock allows (less a twentieth, at
        // most 0.1 s).
        assert_eq!(
            bot_times(Some(&tc), ms(31_000), Some(ms(1_000))),
            (ms(950), ms(950))
        );
        assert_eq!(
            bot_times(None, Duration::MAX, Some(ms(5_000))),
            (ms(4_900), ms(4_900))
        );
    }

    #[test]
    fn move_times_in_seconds() {
        let ms = Duration::from_millis;
        assert_eq!(parse_move_time("0.2"), Ok(ms(200)));
        assert_eq!(parse_move_time("1.5s"), Ok(ms(1500)));
        assert_eq!(parse_move_time(" 2 "), Ok(ms(2000)));
        for bad in ["0", "-1", "abc", "1m", "inf", "NaN", ""] {
            assert!(parse_move_time(bad).is_err(), "{bad}");
        }
    }
}
