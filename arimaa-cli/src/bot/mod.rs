//! The built-in bots, which use only the core's public API (`Game::legal_moves`,
//! `Position::play`, `Position::goal_move`, `Position::outcome_after_move`, the board's
//! bitboards): no rule is decided here.
//!
//! - [`BotKind::Search`] (`bot`, `bot:search`): ranks its moves by a static evaluation
//!   ([`eval`]), then searches the best candidates against every opponent reply, two plies
//!   of whole moves ([`search`]), on a worker thread so that it answers by the deadline
//!   ([`timed`]).
//! - [`BotKind::Greedy`] (`bot:greedy`): the earlier one-move bot ([`greedy`]), kept as a
//!   sparring partner.

use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use arimaa_rules::{Color, Game, Move, Setup, Turn};

use crate::setups;

pub mod eval;
pub mod greedy;
pub mod search;
pub mod timed;

/// Which built-in bot plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BotKind {
    /// The two-ply searcher (`bot`, `bot:search`).
    Search,
    /// The one-move greedy bot (`bot:greedy`).
    Greedy,
}

impl BotKind {
    /// The kinds `bot:<kind>` accepts, as written.
    pub const NAMES: [&'static str; 2] = ["search", "greedy"];

    /// The player name of this kind: `bot` or `bot:greedy`.
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Search => "bot",
            BotKind::Greedy => "bot:greedy",
        }
    }
}

/// A player name that is not one of the built-in bots.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown bot {0:?}: expected bot, bot:search or bot:greedy")]
pub struct UnknownBot(pub String);

impl FromStr for BotKind {
    type Err = UnknownBot;

    /// Reads `bot` or `bot:search` ([`BotKind::Search`]) and `bot:greedy`
    /// ([`BotKind::Greedy`]).
    ///
    /// # Errors
    /// [`UnknownBot`] with the text for anything else.
    ///
    /// ```
    /// use arimaa_cli::bot::BotKind;
    /// assert_eq!("bot".parse(), Ok(BotKind::Search));
    /// assert_eq!("bot:greedy".parse(), Ok(BotKind::Greedy));
    /// assert!("bot:nope".parse::<BotKind>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<BotKind, UnknownBot> {
        match s.trim() {
            "bot" | "bot:search" => Ok(BotKind::Search),
            "bot:greedy" => Ok(BotKind::Greedy),
            other => Err(UnknownBot(other.to_string())),
        }
    }
}

/// A built-in bot: its kind and seed.
#[derive(Debug, Clone, Copy)]
pub struct Bot {
    kind: BotKind,
    seed: u64,
}

impl Bot {
    /// A bot of `kind` whose random tie-breaks are determined by `seed` and the game.
    pub fn new(kind: BotKind, seed: u64) -> Bot {
        Bot { kind, seed }
    }

    /// The bot's kind.
    pub fn kind(&self) -> BotKind {
        self.kind
    }

    /// The bot's player name (`bot`, `bot:greedy`).
    pub fn name(&self) -> &'static str {
        self.kind.name()
    }

    /// The setup for the side to set up: gold's usual setup, or silver's default chosen
    /// knowing gold's ([`setups::default_setup`]).
    pub fn setup(&self, game: &Game) -> Setup {
        setups::default_setup(game.side_to_move(), gold_setup(game).as_ref())
    }

    /// The move for the side to move, or `None` when it has none (setup phase or game
    /// over). The search bot returns by `deadline` (its best move so far), or soon after
    /// `stop` is set; the greedy bot answers in one pass and ignores both.
    pub fn choose(&self, game: &Game, deadline: Instant, stop: &AtomicBool) -> Option<Move> {
        match self.kind {
            BotKind::Search => timed::choose(game, self.seed, deadline, stop),
            BotKind::Greedy => greedy::choose(game, self.seed),
        }
    }
}

/// Gold's setup, if gold has set up.
fn gold_setup(game: &Game) -> Option<Setup> {
    game.history()
        .iter()
        .find_map(|e| match (e.color, &e.turn) {
            (Color::Gold, Turn::Setup(s)) => Some(*s),
            _ => None,
        })
}
