//! `arimaa review --engine aei:CMD`: an AEI engine as the review's analyst. Its search of
//! each position (`go`, through `arimaa-aei`'s controller, which checks the best move by
//! the rules) becomes an [`Analysis`]: the best move, and from its last `info` lines the
//! score (`info score`, centi-rabbits from the side to move's view, as the protocol
//! asks), the depth (`info depth`, a trailing `+` dropped), the nodes (`info nodes`) and
//! the line (`info pv`, turns after the first prefixed by the colour to move).

use std::time::Duration;

use arimaa_aei::{Clock, Controller, ControllerError, EngineCommand, TimeControl, Timeouts};
use arimaa_bot::Analysis;
use arimaa_rules::{Game, Move, Turn};

/// An AEI engine analysing positions, each within the same time.
pub struct AeiAnalyst {
    engine: Controller,
    tc: TimeControl,
}

impl AeiAnalyst {
    /// Starts the engine `command_line` and tells it the time of each search: `tcmove`
    /// of `per_search` rounded up to whole seconds (AEI's unit, at least 1), no reserve.
    ///
    /// # Errors
    /// The engine cannot be started, fails its handshake or refuses the options.
    pub fn start(command_line: &str, per_search: Duration) -> Result<AeiAnalyst, ControllerError> {
        let secs = per_search
            .as_secs_f64()
            .ceil()
            .clamp(1.0, f64::from(u32::MAX)) as u32;
        let tc = TimeControl::new(secs, 0);
        let mut engine = Controller::start(&EngineCommand::new(command_line), Timeouts::default())?;
        engine.set_time_control(&tc)?;
        engine.is_ready()?;
        Ok(AeiAnalyst { engine, tc })
    }

    /// The engine's name (`id name`).
    pub fn name(&self) -> &str {
        self.engine.name()
    }

    /// The engine's analysis of the side to move in `game` (`None` when it resigns).
    ///
    /// # Errors
    /// The engine died, stayed silent, answered late or chose an illegal move.
    pub fn analyze(&mut self, game: &Game) -> Result<Option<Analysis>, ControllerError> {
        let clock = Clock::new(self.tc);
        let result = self.engine.search(game, Some(&clock))?;
        let Some(Turn::Move(best)) = result.turn else {
            return Ok(None);
        };
        Ok(Some(analysis(best.mv, &result.info)))
    }

    /// Sends `quit` and waits for the engine to exit.
    pub fn quit(self) {
        self.engine.quit();
    }
}

/// The analysis of an engine's search: its best move and its last `info` values (score 0,
/// depth 0, nodes 0 and the line `[best]` where it sent none or sent something else than
/// a number or a line of moves).
///
/// ```
/// use arimaa_cli::review_aei::analysis;
/// let info = [("score", "65"), ("depth", "6+"), ("pv", "Ee2n Ee3n b ed7s ed6s w Md2n")];
/// let info: Vec<(String, String)> = info.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
/// let a = analysis("Ee2n Ee3n".parse().unwrap(), &info);
/// assert_eq!((a.score, a.depth), (65, 6));
/// assert_eq!(a.pv.len(), 3);
/// assert_eq!(a.pv[1].to_string(), "ed7s ed6s");
/// ```
pub fn analysis(best: Move, info: &[(String, String)]) -> Analysis {
    let last = |kind: &str| {
        info.iter()
            .rev()
            .find(|(k, _)| k == kind)
            .map(|(_, v)| v.trim())
    };
    let number = |kind: &str| last(kind).and_then(|v| v.trim_end_matches('+').parse::<i64>().ok());
    let pv = last("pv")
        .and_then(parse_pv)
        .filter(|pv| pv.first() == Some(&best))
        .unwrap_or_else(|| vec![best]);
    Analysis {
        mv: best,
        depth: number("depth")
            .and_then(|d| u32::try_from(d).ok())
            .unwrap_or(0),
        score: number("score")
            .map(|s| s.clamp(i64::from(-Analysis::WIN), i64::from(Analysis::WIN)) as i32)
            .unwrap_or(0),
        nodes: number("nodes")
            .and_then(|n| u64::try_from(n).ok())
            .unwrap_or(0),
        pv,
    }
}

/// A line as `info pv` writes it: the turns' steps, a colour letter (`w`, `b`, `g`, `s`)
/// before each turn after the first. `None` if a turn does not read as a move.
fn parse_pv(text: &str) -> Option<Vec<Move>> {
    let mut turns = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    for token in text.split_whitespace() {
        if matches!(token, "w" | "b" | "g" | "s") {
            if !current.is_empty() {
                turns.push(current.join(" ").parse().ok()?);
                current.clear();
            }
        } else {
            current.push(token);
        }
    }
    if !current.is_empty() {
        turns.push(current.join(" ").parse().ok()?);
    }
    Some(turns)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn the_last_values_count_and_bad_ones_are_left_out() {
        let best: Move = "Ee2n".parse().unwrap();
        let a = analysis(
            best,
            &info(&[
                ("score", "12"),
                ("score", "-40"),
                ("nodes", "x"),
                ("pv", "Zz9q"),
            ]),
        );
        assert_eq!((a.score, a.nodes, a.depth), (-40, 0, 0));
        assert_eq!(a.pv, vec![best]);
        // A line that does not start with the best move is not the best move's line.
        let a = analysis(best, &info(&[("pv", "Md2n b ed7s")]));
        assert_eq!(a.pv, vec![best]);
        // Scores beyond a win are a win.
        let a = analysis(best, &info(&[("score", "99999999")]));
        assert_eq!(a.score, Analysis::WIN);
    }
}
