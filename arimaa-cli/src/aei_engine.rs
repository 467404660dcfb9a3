//! `arimaa aei`: the built-in bot as an AEI engine on standard input and output, served by
//! `arimaa_aei::run_session`. The session keeps the time options; the bot aims for the
//! move time it is given (`tcmove` less a margin, see `Search::target`), never past the
//! hard limit of move time plus reserve, and returns at once on `stop`.

use std::io;
use std::time::{Duration, Instant};

use arimaa_aei::{Engine, EngineId, Search, SessionError, run_session};
use arimaa_rules::{Game, Turn};

use crate::cli::AeiArgs;
use crate::player::BotPlayer;

/// The built-in bot behind the AEI session.
struct BotEngine {
    bot: BotPlayer,
}

impl Engine for BotEngine {
    fn id(&self) -> EngineId {
        EngineId {
            name: format!("arimaa {}", self.bot.name()),
            author: "the arimaa project".into(),
            version: Some(env!("CARGO_PKG_VERSION").into()),
        }
    }

    fn choose(&mut self, game: &Game, search: &Search<'_>) -> Option<Turn> {
        // Without a time control: one second.
        let aim = search
            .target()
            .unwrap_or_else(|| Instant::now() + Duration::from_secs(1));
        let deadline = search.deadline().map_or(aim, |d| d.min(aim));
        self.bot.turn(game, deadline, search.stop_flag())
    }
}

/// Runs `arimaa aei` until `quit` or the end of input.
///
/// # Errors
/// The controller did not start with `aei`, sent an unknown message, or the streams failed.
pub fn run(args: &AeiArgs) -> Result<(), SessionError> {
    let bot =
        BotPlayer::new(&args.bot, args.seed).map_err(|e| SessionError::Io(io::Error::other(e)))?;
    let stdin = io::stdin();
    run_session(BotEngine { bot }, stdin.lock(), io::stdout())
}
