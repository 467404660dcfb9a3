//! Answering in time: the search bot runs on a worker thread while the calling thread
//! waits for it until the deadline or the stop flag, then takes the best move reported so
//! far. The core's move generation cannot be interrupted, and on a loaded machine one
//! generation of a large position can take seconds of wall time; this way the answer
//! never waits for it (the worker is told to stop and finishes on its own).
//!
//! If the worker has reported nothing yet, the answer is the first one-step move the game
//! accepts (`Position::legal_steps`, checked by `Game::play_move` on a copy), so that the
//! bot still moves in time; `None` only when there is no legal move at all, or no
//! one-step move and nothing reported.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use arimaa_rules::{Game, Move};

use crate::Bot;
use crate::budget::{Budget, SystemClock};

/// How often the waiting thread looks at the caller's stop flag.
const POLL: Duration = Duration::from_millis(5);

/// What the worker shares with the waiting thread.
#[derive(Default)]
struct Shared {
    /// The best move so far, and whether the worker has finished.
    state: Mutex<(Option<Move>, bool)>,
    changed: Condvar,
    /// Set by the waiting thread when the time is up or the caller stopped.
    stop: AtomicBool,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, (Option<Move>, bool)> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// `bot`'s move ([`Bot::choose`]) for `game`, given by `deadline` (plus the time to wake
/// up) or soon after `stop` is set, whatever the worker is doing then.
pub fn choose(game: &Game, bot: &Bot, deadline: Instant, stop: &AtomicBool) -> Option<Move> {
    if game.is_setup_phase() || game.is_over() {
        return None;
    }
    let shared = Arc::new(Shared::default());
    let worker = {
        let shared = Arc::clone(&shared);
        let (game, bot) = (game.clone(), bot.clone());
        std::thread::Builder::new()
            .name("arimaa-bot".into())
            .spawn(move || {
                let report = |mv: Move| shared.lock().0 = Some(mv);
                let clock = SystemClock::new();
                let budget = Budget::new()
                    .with_deadline(&clock, clock.at(deadline))
                    .with_stop(&shared.stop);
                let mv = bot.choose(&game, &budget, &report);
                let mut state = shared.lock();
                state.0 = mv.or(state.0);
                state.1 = true;
                shared.changed.notify_all();
            })
    };
    let Ok(worker) = worker else {
        // No thread available: search here (only the move lists may run late).
        let clock = SystemClock::new();
        let budget = Budget::new()
            .with_deadline(&clock, clock.at(deadline))
            .with_stop(stop);
        return bot
            .choose(game, &budget, &|_| {})
            .or_else(|| quick_move(game));
    };
    let mut state = shared.lock();
    while !state.1 {
        let now = Instant::now();
        if now >= deadline || stop.load(Ordering::Relaxed) {
            shared.stop.store(true, Ordering::Relaxed);
            break;
        }
        let wait = POLL.min(deadline - now);
        state = match shared.changed.wait_timeout(state, wait) {
            Ok((s, _)) => s,
            Err(e) => e.into_inner().0,
        };
    }
    let (best, done) = *state;
    drop(state);
    if done {
        let _ = worker.join();
    }
    best.or_else(|| quick_move(game))
}

/// The first one-step move of the side to move that the game accepts (not a third
/// repetition, not an unchanged board), for a bot out of time with nothing better.
fn quick_move(game: &Game) -> Option<Move> {
    game.position().legal_steps().steps().find_map(|step| {
        let mv = Move::from_steps(&[step])?;
        game.clone().play_move(&mv).is_ok().then_some(mv)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use arimaa_rules::{GameOptions, Position};

    fn bot() -> Bot {
        Bot::new(crate::BotKind::Search, 1)
    }

    fn opening() -> Game {
        Game::from_position(Position::standard(), GameOptions::default())
    }

    #[test]
    fn answers_by_a_short_deadline_with_a_legal_move() {
        let g = opening();
        let legal = g.legal_moves();
        let deadline = Instant::now() + Duration::from_millis(50);
        let mv = choose(&g, &bot(), deadline, &AtomicBool::new(false)).unwrap();
        assert!(legal.contains(&mv), "{mv}");
    }

    #[test]
    fn answers_at_once_when_stopped() {
        let g = opening();
        let legal = g.legal_moves();
        let far = Instant::now() + Duration::from_secs(3600);
        let mv = choose(&g, &bot(), far, &AtomicBool::new(true)).unwrap();
        assert!(legal.contains(&mv), "{mv}");
    }

    #[test]
    fn quick_move_is_a_legal_one_step_move() {
        let g = opening();
        let mv = quick_move(&g).unwrap();
        assert_eq!(mv.len(), 1);
        assert!(g.legal_moves().contains(&mv), "{mv}");
    }

    #[test]
    fn no_move_in_the_setup_phase() {
        let deadline = Instant::now() + Duration::from_millis(50);
        assert_eq!(
            choose(&Game::new(), &bot(), deadline, &AtomicBool::new(false)),
            None
        );
    }
}
