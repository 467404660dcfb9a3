//! `RawReview`, `RawReviewEntry`, `reviewGraph` and `reviewSummary`, under the package's
//! `Review` class, `Bot.review`, `reviewGraph` and `reviewSummary` (as Python's
//! `Bot.review`, `ReviewEntry` and `review_graph`): a game reviewed by a built-in bot
//! ([`arimaa_bot::review`]), one move at a time, on the calling thread (a page runs it in
//! a Web Worker, one move per message). Every score, label and reason is the core's; this
//! file converts types only. The limits of each search are those of `Bot.choose`
//! ([`RawBotOptions`]: a time from `performance.now()`, nodes, or both; 1 s when neither is
//! given).

use arimaa_bot::review::{
    GraphOptions, Label, Reason, Review, ReviewEntry, Summary, TurnBudget, graph_svg, summarize,
};
use arimaa_rules::{Color, Move, TurnLabel};
use wasm_bindgen::prelude::*;

use crate::bot::{HostClock, RawBotOptions};
use crate::error::RawError;
use crate::game::RawGame;

/// A review under way (the package's `Review`): the game (copied when made), the next move
/// to review and what is known of the position before it ([`Review`]).
#[wasm_bindgen]
#[derive(Debug, Clone)]
pub struct RawReview {
    review: Review,
}

#[wasm_bindgen]
impl RawReview {
    /// A review of `game`'s moves (setups are not reviewed) from the first; the game is
    /// copied, so later changes to it do not change the review.
    #[wasm_bindgen(constructor)]
    pub fn new(game: &RawGame) -> RawReview {
        RawReview {
            review: Review::new(&game.game),
        }
    }

    /// The number of moves to review (setups not counted).
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> u32 {
        u32::try_from(self.review.len()).unwrap_or(u32::MAX)
    }

    /// The number of the next move to review, 0-based among the moves.
    #[wasm_bindgen(getter = nextMove)]
    pub fn next_move(&self) -> u32 {
        u32::try_from(self.review.next_move()).unwrap_or(u32::MAX)
    }

    /// Whether every move has been reviewed.
    #[wasm_bindgen(js_name = isFinished)]
    pub fn is_finished(&self) -> bool {
        self.review.is_finished()
    }

    /// Goes to move `k` (0-based among the moves; past the end: finished); the next
    /// [`RawReview::next_turn`] reviews it, its position searched again
    /// ([`Review::seek`]).
    pub fn seek(&mut self, k: u32) {
        self.review.seek(k as usize);
    }

    /// Reviews the next move with `options`' bot, each search within its limits, and
    /// returns its entry; `undefined` once every move is reviewed.
    #[wasm_bindgen(js_name = nextTurn)]
    pub fn next_turn(&mut self, options: &RawBotOptions) -> Option<RawReviewEntry> {
        let clock = HostClock::new();
        let mut per_turn = TurnBudget::new();
        if let Some(n) = options.nodes {
            per_turn = per_turn.with_nodes(n);
        }
        if let Some(t) = options.time {
            per_turn = per_turn.with_time(&clock, t);
        }
        // No stop flag is given, so the review is never stopped (`Err(Stopped)`).
        self.review
            .next_turn(&options.bot, &per_turn)
            .ok()
            .flatten()
            .map(RawReviewEntry::of)
    }
}

/// One reviewed move for JavaScript (the package's `ReviewEntry`, plain data): the
/// fields of [`ReviewEntry`] with moves as text, the label and reason by name, the label's
/// symbol and the win probabilities computed by the core. Made by [`RawReview::next_turn`], or from the
/// fields again by [`RawReviewEntry::parse`] (for [`review_graph`] and
/// [`review_summary`], which take entries posted between threads as plain objects).
#[wasm_bindgen(getter_with_clone)]
#[derive(Debug, Clone, PartialEq)]
pub struct RawReviewEntry {
    /// The move's index in the game's history (setups count).
    #[wasm_bindgen(readonly)]
    pub index: u32,
    /// The turn's label (`"12g"`).
    #[wasm_bindgen(readonly)]
    pub turn: String,
    /// The move number.
    #[wasm_bindgen(readonly)]
    pub number: u32,
    /// `"gold"` or `"silver"`: the side that moved.
    #[wasm_bindgen(readonly)]
    pub color: String,
    /// The move played, as text `game.play` accepts.
    #[wasm_bindgen(readonly)]
    pub played: String,
    /// The best move shown, as text; `undefined` without an analysis.
    #[wasm_bindgen(readonly)]
    pub best: Option<String>,
    /// The line after the best move, `best` first, one text per turn.
    #[wasm_bindgen(readonly)]
    pub pv: Vec<String>,
    /// The depth of the analysis before the move, in steps.
    #[wasm_bindgen(readonly)]
    pub depth: u32,
    /// The depth of the analysis after the move, in steps.
    #[wasm_bindgen(readonly, js_name = depthPlayed)]
    pub depth_played: u32,
    /// The nodes of the analysis before the move (exact up to 2^53).
    #[wasm_bindgen(readonly)]
    pub nodes: f64,
    /// The score of the position before the move, for the mover (centi-rabbits).
    #[wasm_bindgen(readonly, js_name = scoreBefore)]
    pub score_before: i32,
    /// The score of the move played, for the mover.
    #[wasm_bindgen(readonly, js_name = scorePlayed)]
    pub score_played: i32,
    /// The mover's win probability before the move (`0..=1`).
    #[wasm_bindgen(readonly, js_name = winBefore)]
    pub win_before: f64,
    /// The mover's win probability after the move played.
    #[wasm_bindgen(readonly, js_name = winPlayed)]
    pub win_played: f64,
    /// The win probability lost by the move (`0..=1`).
    #[wasm_bindgen(readonly)]
    pub loss: f64,
    /// [`Label::name`].
    #[wasm_bindgen(readonly)]
    pub label: String,
    /// [`Reason::name`].
    #[wasm_bindgen(readonly)]
    pub reason: String,
    /// [`Label::symbol`]: `"?!"`, `"?"`, `"??"`, empty for best and good.
    #[wasm_bindgen(readonly)]
    pub symbol: String,
    /// The core's entry.
    #[wasm_bindgen(skip)]
    pub entry: ReviewEntry,
}

/// A move's text converted by the core.
fn move_of(text: &str) -> Result<Move, RawError> {
    text.parse::<Move>().map_err(|e| RawError::from(&e))
}

/// A probability or score given back by JavaScript: finite.
fn finite(name: &str, v: f64) -> Result<f64, RawError> {
    if v.is_finite() {
        Ok(v)
    } else {
        Err(RawError::argument(format!(
            "{name} must be a finite number"
        )))
    }
}

impl RawReviewEntry {
    /// The core's entry, for JavaScript.
    pub fn of(entry: ReviewEntry) -> RawReviewEntry {
        RawReviewEntry {
            index: u32::try_from(entry.index).unwrap_or(u32::MAX),
            turn: entry.turn.to_string(),
            number: entry.turn.number,
            color: entry.color().name().to_string(),
            played: entry.played.to_string(),
            best: entry.best.map(|m| m.to_string()),
            pv: entry.pv.iter().map(ToString::to_string).collect(),
            depth: entry.depth,
            depth_played: entry.depth_played,
            // Exact up to 2^53 nodes.
            nodes: entry.nodes as f64,
            score_before: entry.score_before,
            score_played: entry.score_played,
            win_before: entry.win_before(),
            win_played: entry.win_played(),
            loss: entry.loss,
            label: entry.label.name().to_string(),
            reason: entry.reason.name().to_string(),
            symbol: entry.label.symbol().to_string(),
            entry,
        }
    }
}

#[wasm_bindgen]
impl RawReviewEntry {
    /// An entry made again from its fields (a `ReviewEntry` posted between threads): the
    /// turn label, the moves and the line read by the core's notation, the label and
    /// reason by name; the win probabilities are computed again from the scores.
    ///
    /// # Errors
    /// A `"notation"` [`RawError`] for a turn label or move the core cannot read; an
    /// `"argument"` one for an unknown label or reason or a loss that is not finite.
    #[allow(clippy::too_many_arguments)]
    pub fn parse(
        index: u32,
        turn: &str,
        played: &str,
        best: Option<String>,
        pv: Vec<String>,
        depth: u32,
        depth_played: u32,
        nodes: f64,
        score_before: i32,
        score_played: i32,
        loss: f64,
        label: &str,
        reason: &str,
    ) -> Result<RawReviewEntry, RawError> {
        let entry = ReviewEntry {
            index: index as usize,
            turn: turn
                .parse::<TurnLabel>()
                .map_err(|e| RawError::from(&e))?,
            played: move_of(played)?,
            best: best.as_deref().map(move_of).transpose()?,
            pv: pv.iter().map(|m| move_of(m)).collect::<Result<_, _>>()?,
            depth,
            depth_played,
            // A fraction or a negative count: the nearest count (saturating).
            nodes: finite("nodes", nodes)? as u64,
            score_before,
            score_played,
            loss: finite("loss", loss)?,
            label: Label::from_name(label).ok_or_else(|| {
                RawError::argument(format!(
                    "label must be \"best\", \"good\", \"inaccuracy\", \"mistake\" or \"blunder\", not {label:?}"
                ))
            })?,
            reason: Reason::from_name(reason).ok_or_else(|| {
                RawError::argument(format!(
                    "reason must be \"score\", \"bot_move\", \"wins\", \"missed_goal\", \"allows_goal\" or \"loses\", not {reason:?}"
                ))
            })?,
        };
        Ok(RawReviewEntry::of(entry))
    }
}

/// The evaluation graph of `entries` (in game order) as SVG text: the core's
/// [`graph_svg`], `width` and `height` in pixels (at least 120 and 80: smaller values are
/// raised to those).
#[wasm_bindgen(js_name = reviewGraph)]
pub fn review_graph(entries: Vec<RawReviewEntry>, width: u32, height: u32) -> String {
    let entries: Vec<ReviewEntry> = entries.into_iter().map(|e| e.entry).collect();
    graph_svg(&entries, &GraphOptions { width, height })
}

/// One side's moves among a review's entries, summed up (the package's `ReviewSummary`;
/// the core's [`Summary`]).
#[wasm_bindgen]
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RawReviewSummary {
    summary: Summary,
}

#[wasm_bindgen]
impl RawReviewSummary {
    /// The side: `"gold"` or `"silver"`.
    #[wasm_bindgen(getter)]
    pub fn color(&self) -> String {
        self.summary.color.name().to_string()
    }

    /// Its moves reviewed.
    #[wasm_bindgen(getter)]
    pub fn moves(&self) -> u32 {
        u32::try_from(self.summary.moves).unwrap_or(u32::MAX)
    }

    /// The mean loss of win probability of its moves (`0..=1`; 0 without moves).
    #[wasm_bindgen(getter = averageLoss)]
    pub fn average_loss(&self) -> f64 {
        self.summary.average_loss
    }

    /// Its moves with the label [`Label::name`] `label` (0 for an unknown name).
    pub fn count(&self, label: &str) -> u32 {
        Label::from_name(label).map_or(0, |l| {
            u32::try_from(self.summary.count(l)).unwrap_or(u32::MAX)
        })
    }
}

/// The summary of `color`'s moves among `entries` (the core's [`summarize`]).
///
/// # Errors
/// An `"argument"` [`RawError`] when `color` is neither `"gold"` nor `"silver"`.
#[wasm_bindgen(js_name = reviewSummary)]
pub fn review_summary(
    entries: Vec<RawReviewEntry>,
    color: &str,
) -> Result<RawReviewSummary, RawError> {
    let color = Color::ALL
        .into_iter()
        .find(|c| c.name() == color)
        .ok_or_else(|| {
            RawError::argument(format!(
                "color must be \"gold\" or \"silver\", not {color:?}"
            ))
        })?;
    let entries: Vec<ReviewEntry> = entries.into_iter().map(|e| e.entry).collect();
    Ok(RawReviewSummary {
        summary: summarize(&entries, color),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use arimaa_rules::{Game, GameOptions, Position};

    /// Gold's rabbit on c7 could goal; gold plays the elephant (the core's doctest).
    fn missed_goal() -> Game {
        let board = format!(
            "{:8}{:8}{:16}{:8}{:16}{:8}",
            "       r", "  R", "", "   E", "", "R"
        );
        let mut game = Game::from_position(
            Position::from_short(&format!("g [{board}]")).unwrap(),
            GameOptions::default(),
        );
        game.play_text("Ed4n").unwrap();
        game
    }

    #[test]
    fn an_entry_and_its_fields_back() {
        let options =
            RawBotOptions::parse(None, Some(2_000.0), None, None, Some(2.0), None).unwrap();
        let mut review = RawReview::new(&RawGame::wrap(missed_goal()));
        assert_eq!((review.length(), review.next_move()), (1, 0));
        let e = review.next_turn(&options).unwrap();
        assert!(review.is_finished());
        assert_eq!(review.next_turn(&options), None);
        assert_eq!(
            (e.label.as_str(), e.reason.as_str()),
            ("blunder", "missed_goal")
        );
        assert_eq!(e.best.as_deref(), Some("Rc7n"));
        assert_eq!(e.symbol, "??");
        assert_eq!((e.turn.as_str(), e.color.as_str()), ("2g", "gold"));
        let back = RawReviewEntry::parse(
            e.index,
            &e.turn,
            &e.played,
            e.best.clone(),
            e.pv.clone(),
            e.depth,
            e.depth_played,
            e.nodes,
            e.score_before,
            e.score_played,
            e.loss,
            &e.label,
            &e.reason,
        )
        .unwrap();
        assert_eq!(back, e);
        review.seek(0);
        assert_eq!(review.next_turn(&options).unwrap(), e);
        let s = review_summary(vec![e.clone()], "gold").unwrap();
        assert_eq!((s.moves(), s.count("blunder"), s.count("best")), (1, 1, 0));
        assert_eq!(
            review_summary(vec![e.clone()], "silver").unwrap().moves(),
            0
        );
        assert_eq!(
            review_summary(vec![], "red").unwrap_err().kind(),
            "argument"
        );
        assert!(review_graph(vec![e], 640, 220).contains(r#"data-turn="2g""#));
    }

    #[test]
    fn bad_fields_are_refused() {
        let bad = |turn: &str, played: &str, label: &str, reason: &str, loss: f64| {
            RawReviewEntry::parse(
                2,
                turn,
                played,
                None,
                vec![],
                0,
                0,
                0.0,
                0,
                0,
                loss,
                label,
                reason,
            )
            .unwrap_err()
            .kind()
        };
        assert_eq!(bad("2x", "Ed2n", "best", "score", 0.0), "notation");
        assert_eq!(bad("2g", "Ed9n", "best", "score", 0.0), "notation");
        assert_eq!(bad("2g", "Ed2n", "great", "score", 0.0), "argument");
        assert_eq!(bad("2g", "Ed2n", "best", "luck", 0.0), "argument");
        assert_eq!(bad("2g", "Ed2n", "best", "score", f64::NAN), "argument");
    }
}
