//! Time controls in the arimaa.com notation, and a game clock that applies them.
//!
//! The notation is `M/R/P/L/G/T` (arimaa.com; parsed and printed as AEI's
//! `pyrimaa.util.TimeControl` does): `M` time per move, `R` starting reserve, `P` percent
//! of the unused move time added to the reserve (default 100), `L` maximum reserve (0 = no
//! maximum), `G` game time limit (0 = none) or, written `<n>t`, a limit of `n` turns, and
//! `T` maximum time of one turn (0 = none). `M` and `R` are required; trailing fields may
//! be left out. A time is a number with a unit (`30s`, `2m`, `1h`, `1d`, combined as
//! `1m30s`) or a bare number in the field's default unit (minutes; hours for `G`), and
//! `:` separates descending units (`1:30` = 1 minute 30 seconds). Example: `3s/30s/100/60s/10m`.
//!
//! A turn may last `M` plus the reserve; time left over from `M` goes `P`% to the reserve,
//! time beyond `M` comes out of it; the reserve never exceeds `L`. This is how AEI's
//! `pyrimaa.game` (used by `roundrobin`) keeps time; [`Clock`] does the same arithmetic
//! on [`Duration`]s supplied by the caller, so it is exact and testable without waiting.

use core::fmt;
use core::str::FromStr;
use std::time::Duration;

use arimaa_rules::Color;

/// Why a text is not a time control.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("time control {text:?}: {reason}")]
pub struct TimeControlError {
    /// The text given.
    pub text: String,
    /// What is wrong (which field and why).
    pub reason: String,
}

/// The game limit of field `G`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum GameLimit {
    /// No limit.
    #[default]
    None,
    /// The whole game may last this many seconds.
    Time(u32),
    /// The game may last this many turns (`<n>t`): it ends after turn `n` of silver.
    Turns(u32),
}

/// A time control (all times in whole seconds; 0 = none, as in AEI's `tc*` options).
///
/// ```
/// use arimaa_aei::TimeControl;
/// let tc: TimeControl = "3s/30s/100/60s/10m".parse().unwrap();
/// assert_eq!((tc.per_move, tc.reserve, tc.percent, tc.max_reserve), (3, 30, 100, 60));
/// assert_eq!(tc.limit, arimaa_aei::GameLimit::Time(600));
/// assert_eq!(tc.to_string(), "3s/30s/100/1m/10m");
/// // A bare number is in minutes, or hours for the game limit.
/// assert_eq!("1/2".parse::<TimeControl>().unwrap().reserve, 120);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// `M`: seconds per move.
    pub per_move: u32,
    /// `R`: starting reserve, seconds.
    pub reserve: u32,
    /// `P`: percent of unused move time added to the reserve.
    pub percent: u32,
    /// `L`: maximum reserve, seconds (0 = no maximum).
    pub max_reserve: u32,
    /// `G`: game limit.
    pub limit: GameLimit,
    /// `T`: maximum seconds for one turn (0 = none).
    pub max_turn: u32,
}

impl Default for TimeControl {
    /// No limits at all: `0/0` (AEI: 0 means unlimited).
    fn default() -> TimeControl {
        TimeControl {
            per_move: 0,
            reserve: 0,
            percent: 100,
            max_reserve: 0,
            limit: GameLimit::None,
            max_turn: 0,
        }
    }
}

impl TimeControl {
    /// A time control of `per_move` seconds per move and a starting reserve, the other
    /// fields at their defaults.
    pub fn new(per_move: u32, reserve: u32) -> TimeControl {
        TimeControl {
            per_move,
            reserve,
            ..TimeControl::default()
        }
    }

    /// Whether the time control limits nothing (per move and reserve both 0, no limits).
    pub fn is_unlimited(&self) -> bool {
        self.per_move == 0
            && self.reserve == 0
            && self.max_turn == 0
            && self.limit == GameLimit::None
    }

    /// The AEI `setoption` pairs that announce this time control to an engine: `tcmove`,
    /// `tcreserve`, `tcpercent`, `tcmax`, `tctotal`, `tcturns`, `tcturntime` (seconds).
    pub fn options(&self) -> [(&'static str, u32); 7] {
        let (total, turns) = match self.limit {
            GameLimit::None => (0, 0),
            GameLimit::Time(s) => (s, 0),
            GameLimit::Turns(n) => (0, n),
        };
        [
            ("tcmove", self.per_move),
            ("tcreserve", self.reserve),
            ("tcpercent", self.percent),
            ("tcmax", self.max_reserve),
            ("tctotal", total),
            ("tcturns", turns),
            ("tcturntime", self.max_turn),
        ]
    }
}

/// Parses one time field; `unit` is the default unit of a bare number (`m` or `h`).
fn parse_time(field: &str, unit: char) -> Result<u32, String> {
    const ORDER: &str = "smhd";
    let seconds_of = |u: char| match u {
        's' => Some(1u64),
        'm' => Some(60),
        'h' => Some(3600),
        'd' => Some(86_400),
        _ => None,
    };
    // The unit below `u` for the next `:`-separated part (none below seconds).
    let below = |u: Option<char>| {
        u.and_then(|u| ORDER.find(u))
            .and_then(|i| i.checked_sub(1))
            .and_then(|i| ORDER.chars().nth(i))
    };
    let mut unit = Some(unit);
    let mut total: u64 = 0;
    let mut rest = field;
    if let Some(r) = rest.strip_prefix(':') {
        // `:30` is `0:30`.
        rest = r;
        unit = below(unit);
    }
    while !rest.is_empty() {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return Err(format!(
                "{field:?} is not a time (such as 30s, 2m, 1h30m or 1:30)"
            ));
        }
        let n: u64 = rest[..digits]
            .parse()
            .map_err(|_| format!("{field:?}: the number is too large"))?;
        let after = rest[digits..].chars().next();
        let u = match after {
            None | Some(':') => {
                let u = unit.ok_or_else(|| format!("{field:?}: too many `:` parts"))?;
                unit = below(unit);
                u
            }
            Some(c) => c,
        };
        let secs = seconds_of(u)
            .ok_or_else(|| format!("{field:?}: unknown time unit {u:?} (use s, m, h or d)"))?;
        total = n
            .checked_mul(secs)
            .and_then(|v| v.checked_add(total))
            .filter(|&v| v <= u64::from(u32::MAX))
            .ok_or_else(|| format!("{field:?}: too long"))?;
        rest = &rest[digits + after.map_or(0, char::len_utf8)..];
    }
    Ok(total as u32)
}

/// Writes seconds as AEI does: `1d2h3m4s` with zero units left out, `0` for none.
fn write_time(f: &mut fmt::Formatter<'_>, seconds: u32) -> fmt::Result {
    if seconds == 0 {
        return f.write_str("0");
    }
    let mut s = seconds;
    for (tag, len) in [('d', 86_400), ('h', 3600), ('m', 60), ('s', 1)] {
        if s >= len {
            write!(f, "{}{tag}", s / len)?;
            s %= len;
        }
    }
    Ok(())
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// Parses `M/R[/P[/L[/G[/T]]]]`.
    ///
    /// # Errors
    /// [`TimeControlError`] naming the field: a missing reserve, a bad time or percent,
    /// more than six fields.
    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let err = |reason: String| TimeControlError {
            text: text.to_string(),
            reason,
        };
        let fields: Vec<&str> = text.trim().split('/').collect();
        if fields.len() < 2 || fields[1].is_empty() {
            return Err(err(
                "the reserve (second field, as in 30s/5m) is required".into()
            ));
        }
        if fields.len() > 6 {
            return Err(err(format!(
                "{} fields; at most 6 (M/R/P/L/G/T)",
                fields.len()
            )));
        }
        let field = |i: usize| fields.get(i).copied().unwrap_or("");
        let mut tc = TimeControl {
            per_move: parse_time(field(0), 'm').map_err(|r| err(format!("time per move: {r}")))?,
            reserve: parse_time(field(1), 'm').map_err(|r| err(format!("reserve: {r}")))?,
            ..TimeControl::default()
        };
        if !field(2).is_empty() {
            tc.percent = field(2)
                .parse()
                .ok()
                .filter(|_| field(2).bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| err(format!("percent: {:?} is not a whole number", field(2))))?;
        }
        tc.max_reserve =
            parse_time(field(3), 'm').map_err(|r| err(format!("maximum reserve: {r}")))?;
        let g = field(4);
        tc.limit = if let Some(n) = g.strip_suffix('t') {
            let turns = n
                .parse()
                .ok()
                .filter(|_| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| err(format!("turn limit: {g:?} is not <number>t")))?;
            if turns == 0 {
                GameLimit::None
            } else {
                GameLimit::Turns(turns)
            }
        } else {
            match parse_time(g, 'h').map_err(|r| err(format!("game time: {r}")))? {
                0 => GameLimit::None,
                s => GameLimit::Time(s),
            }
        };
        tc.max_turn =
            parse_time(field(5), 'm').map_err(|r| err(format!("maximum turn time: {r}")))?;
        Ok(tc)
    }
}

impl fmt::Display for TimeControl {
    /// Writes `M/R` followed by the fields up to the last one that is not at its default
    /// (times as `1m30s`, `0` for none), as AEI's `TimeControl.__str__`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_time(f, self.per_move)?;
        f.write_str("/")?;
        write_time(f, self.reserve)?;
        let last = if self.max_turn != 0 {
            6
        } else if self.limit != GameLimit::None {
            5
        } else if self.max_reserve != 0 {
            4
        } else if self.percent != 100 {
            3
        } else {
            2
        };
        if last >= 3 {
            write!(f, "/{}", self.percent)?;
        }
        if last >= 4 {
            f.write_str("/")?;
            write_time(f, self.max_reserve)?;
        }
        if last >= 5 {
            f.write_str("/")?;
            match self.limit {
                GameLimit::None => f.write_str("0")?,
                GameLimit::Time(s) => write_time(f, s)?,
                GameLimit::Turns(n) => write!(f, "{n}t")?,
            }
        }
        if last >= 6 {
            f.write_str("/")?;
            write_time(f, self.max_turn)?;
        }
        Ok(())
    }
}

/// Why a side's clock ran out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Flag {
    /// The turn took longer than the move time plus the reserve (or the turn limit `T`).
    #[error("{side} used {used:.2?} for a turn; it had {allowed:.2?}")]
    OutOfTime {
        /// The side that ran out.
        side: Color,
        /// How long the turn took.
        used: Duration,
        /// How long it could have taken.
        allowed: Duration,
    },
    /// The game time limit `G` was reached.
    #[error("the game time limit of {limit:?} was reached")]
    GameTime {
        /// The limit.
        limit: Duration,
    },
}

/// A game clock applying a [`TimeControl`] to both sides, fed with the time each turn took.
///
/// ```
/// use std::time::Duration;
/// use arimaa_aei::{Clock, TimeControl};
/// use arimaa_rules::Color;
/// let mut clock = Clock::new("10s/30s/50/40s".parse().unwrap());
/// assert_eq!(clock.allowed(Color::Gold), Duration::from_secs(40));
/// // 4 s used of 10: half of the 6 s left over goes to the reserve (30 + 3).
/// clock.charge(Color::Gold, Duration::from_secs(4), false).unwrap();
/// assert_eq!(clock.reserve(Color::Gold), Duration::from_secs(33));
/// // 25 s used: 15 s come out of the reserve.
/// clock.charge(Color::Gold, Duration::from_secs(25), false).unwrap();
/// assert_eq!(clock.reserve(Color::Gold), Duration::from_secs(18));
/// assert!(clock.charge(Color::Gold, Duration::from_secs(29), false).is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    tc: TimeControl,
    reserve: [Duration; 2],
    elapsed: Duration,
    last_used: [Option<Duration>; 2],
}

impl Clock {
    /// A clock at the start of a game: both reserves at `R`.
    pub fn new(tc: TimeControl) -> Clock {
        let r = Duration::from_secs(u64::from(tc.reserve));
        Clock {
            tc,
            reserve: [r, r],
            elapsed: Duration::ZERO,
            last_used: [None, None],
        }
    }

    /// The time control.
    pub fn time_control(&self) -> &TimeControl {
        &self.tc
    }

    /// The reserve of `side` now.
    pub fn reserve(&self, side: Color) -> Duration {
        self.reserve[side.index()]
    }

    /// How long `side`'s last turn took (`None` before its first).
    pub fn last_used(&self, side: Color) -> Option<Duration> {
        self.last_used[side.index()]
    }

    /// The game time used so far (both sides' turns added up).
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }

    /// The game time left under a limit `G` (`None` without one).
    pub fn game_time_left(&self) -> Option<Duration> {
        match self.tc.limit {
            GameLimit::Time(s) => {
                Some(Duration::from_secs(u64::from(s)).saturating_sub(self.elapsed))
            }
            _ => None,
        }
    }

    /// The longest `side`'s next turn may take: `M` plus its reserve, at most `T` and at
    /// most the game time left. `Duration::MAX` when the time control limits nothing.
    pub fn allowed(&self, side: Color) -> Duration {
        if self.tc.is_unlimited() {
            return Duration::MAX;
        }
        let mut allowed = Duration::from_secs(u64::from(self.tc.per_move)) + self.reserve(side);
        if self.tc.per_move == 0 && self.tc.reserve == 0 {
            allowed = Duration::MAX;
        }
        if self.tc.max_turn > 0 {
            allowed = allowed.min(Duration::from_secs(u64::from(self.tc.max_turn)));
        }
        if let Some(left) = self.game_time_left() {
            allowed = allowed.min(left);
        }
        allowed
    }

    /// Charges `side` for a turn that took `used`. A setup turn (`setup = true`) must fit
    /// the allowance too but leaves the reserve as it is (as AEI's `pyrimaa.game`).
    ///
    /// # Errors
    /// [`Flag::GameTime`] when the game limit is reached (checked first), otherwise
    /// [`Flag::OutOfTime`] when `used` exceeds [`Clock::allowed`]. The clock is charged
    /// either way.
    pub fn charge(&mut self, side: Color, used: Duration, setup: bool) -> Result<(), Flag> {
        let allowed = self.allowed(side);
        self.elapsed += used;
        self.last_used[side.index()] = Some(used);
        let m = Duration::from_secs(u64::from(self.tc.per_move));
        let r = &mut self.reserve[side.index()];
        if !setup && !self.tc.is_unlimited() {
            if used <= m {
                let gain = (m - used).as_secs_f64() * f64::from(self.tc.percent) / 100.0;
                *r += Duration::from_secs_f64(gain);
            } else {
                *r = r.saturating_sub(used - m);
            }
            if self.tc.max_reserve > 0 {
                *r = (*r).min(Duration::from_secs(u64::from(self.tc.max_reserve)));
            }
        }
        if let GameLimit::Time(s) = self.tc.limit {
            let limit = Duration::from_secs(u64::from(s));
            if self.elapsed >= limit {
                return Err(Flag::GameTime { limit });
            }
        }
        if used > allowed {
            return Err(Flag::OutOfTime {
                side,
                used,
                allowed,
            });
        }
        Ok(())
    }

    /// Whether a turn limit `<n>t` ends the game before the turn with move number
    /// `move_number` (the game's move number, `arimaa_rules::Game::move_number`, 1 for the
    /// setups).
    pub fn turn_limit_reached(&self, move_number: u32) -> bool {
        matches!(self.tc.limit, GameLimit::Turns(n) if move_number > n)
    }
}

/// The winner when a game stops at its game-time or turn limit (result letter `s`), as
/// AEI's `pyrimaa.game` decides it: the side with more pieces on the board; silver when
/// both have as many (the server's default winner at a limit, `limit_winner = 1`).
///
/// ```
/// use arimaa_aei::limit_winner;
/// use arimaa_rules::{Color, Position};
/// assert_eq!(limit_winner(&Position::standard()), Color::Silver);
/// let p = Position::from_short("g [r                                                       R  R    ]").unwrap();
/// assert_eq!(limit_winner(&p), Color::Gold);
/// ```
pub fn limit_winner(position: &arimaa_rules::Position) -> Color {
    let count = |c: Color| -> u32 {
        arimaa_rules::PieceKind::ALL
            .iter()
            .map(|&k| position.board().count(arimaa_rules::Piece::new(c, k)))
            .sum()
    };
    if count(Color::Gold) > count(Color::Silver) {
        Color::Gold
    } else {
        Color::Silver
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values from AEI's `pyrimaa/tests/test_util.py`-style reading of the notation
    /// (pyrimaa.util.TimeControl) worked by hand.
    #[test]
    fn notation_by_hand() {
        let tc: TimeControl = "30s/5/100/10/8".parse().unwrap();
        assert_eq!(tc.per_move, 30);
        assert_eq!(tc.reserve, 300);
        assert_eq!(tc.max_reserve, 600);
        assert_eq!(tc.limit, GameLimit::Time(8 * 3600));
        let tc: TimeControl = "1:30/2:00/75/0/60t/5m".parse().unwrap();
        assert_eq!((tc.per_move, tc.reserve, tc.percent), (90, 120, 75));
        assert_eq!(tc.limit, GameLimit::Turns(60));
        assert_eq!(tc.max_turn, 300);
        assert_eq!(tc.to_string(), "1m30s/2m/75/0/60t/5m");
        assert_eq!("2m/4m".parse::<TimeControl>().unwrap().to_string(), "2m/4m");
        assert_eq!(
            "0/0".parse::<TimeControl>().unwrap(),
            TimeControl::default()
        );
        assert_eq!("1d/:30".parse::<TimeControl>().unwrap().reserve, 30);
    }

    #[test]
    fn notation_errors() {
        for bad in [
            "",
            "30s",
            "30s/",
            "30x/1m",
            "3s/30s/ab",
            "3s/30s/100/60s/1t2/1/1",
            "3s/30s/1/1/xt",
            "1:2:3/1m",
        ] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
        }
        let e = "3s/30q".parse::<TimeControl>().unwrap_err();
        assert!(e.reason.starts_with("reserve:"), "{e}");
    }

    #[test]
    fn clock_limits() {
        // Turn limit T caps the allowance; game limit G ends the game.
        let mut c = Clock::new("1m/10m/100/0/2m/20s".parse().unwrap());
        assert_eq!(c.allowed(Color::Silver), Duration::from_secs(20));
        c.charge(Color::Gold, Duration::from_secs(19), false)
            .unwrap();
        assert!(matches!(
            c.charge(Color::Silver, Duration::from_secs(21), false),
            Err(Flag::OutOfTime {
                side: Color::Silver,
                ..
            })
        ));
        assert_eq!(c.game_time_left(), Some(Duration::from_secs(80)));
        assert!(matches!(
            c.charge(Color::Gold, Duration::from_secs(80), false),
            Err(Flag::GameTime { .. })
        ));
        let c = Clock::new("1m/10m/100/0/3t".parse().unwrap());
        assert!(!c.turn_limit_reached(3));
        assert!(c.turn_limit_reached(4));
        // Unlimited: no allowance, no flag.
        let mut c = Clock::new(TimeControl::default());
        assert_eq!(c.allowed(Color::Gold), Duration::MAX);
        c.charge(Color::Gold, Duration::from_secs(3600), false)
            .unwrap();
    }

    #[test]
    fn max_reserve_and_setup() {
        let mut c = Clock::new("30s/1m/100/70s".parse().unwrap());
        c.charge(Color::Gold, Duration::from_secs(100), true)
            .unwrap_err();
        assert_eq!(
            c.reserve(Color::Gold),
            Duration::from_secs(60),
            "setup leaves the reserve"
        );
        c.charge(Color::Silver, Duration::ZERO, false).unwrap();
        assert_eq!(
            c.reserve(Color::Silver),
            Duration::from_secs(70),
            "capped at L"
        );
    }
}
