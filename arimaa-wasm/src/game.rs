//! `RawGame`: the core's [`Game`] for the JavaScript layer's `Game` class, with a move
//! played step by step: the steps taken so far live on a copy of the game's position, and
//! `endMove` hands the whole move to [`Game::play_notated`] (game over, setup phase and the
//! third-repetition rule are the core's checks).

use arimaa_rules::notation::record::Headers;
use arimaa_rules::{Game, GameOptions, NotatedMove, Position};
use wasm_bindgen::prelude::*;

use crate::convert::{self, RawHeader, RawMoves, RawOutcome, RawStep, RawSteps, RawTurns};
use crate::error::RawError;
use crate::position::RawPosition;

/// A game from the setups (or a given position) to the result.
#[wasm_bindgen]
pub struct RawGame {
    pub(crate) game: Game,
    /// The game's position with the steps taken so far in the current move (`None` when
    /// no step is taken).
    pending: Option<Position>,
}

fn options(handicap: bool, lenient: bool) -> GameOptions {
    GameOptions {
        handicap,
        lenient,
        ..GameOptions::default()
    }
}

impl RawGame {
    /// Wraps a core game.
    pub(crate) fn wrap(game: Game) -> RawGame {
        RawGame {
            game,
            pending: None,
        }
    }

    /// The position of the move in progress, opened from the game's position when no step
    /// is taken yet: refused, like a move, during the setup phase and after the end of the
    /// game (the core's `check_can_move`, reported at step 0; the game unchanged).
    fn move_in_progress(&mut self) -> Result<&mut Position, RawError> {
        if self.pending.is_none() {
            self.game
                .check_can_move()
                .map_err(|e| RawError::from(&e).at_step(0))?;
        }
        Ok(self
            .pending
            .get_or_insert_with(|| self.game.position().clone()))
    }

    /// Closes the move in progress when its steps were all taken back (or none was taken).
    fn drop_empty_move(&mut self) {
        if self.pending.as_ref().is_some_and(|p| p.steps_taken() == 0) {
            self.pending = None;
        }
    }
}

#[wasm_bindgen]
impl RawGame {
    /// A new game in its setup phase.
    #[wasm_bindgen(constructor)]
    pub fn new(handicap: bool, lenient: bool) -> RawGame {
        RawGame::wrap(Game::with_options(options(handicap, lenient)))
    }

    /// A game that starts at `position` (past the setups).
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(position: &RawPosition, handicap: bool, lenient: bool) -> RawGame {
        RawGame::wrap(Game::from_position(
            position.pos.clone(),
            options(handicap, lenient),
        ))
    }

    /// Replays a per-game record (or an archive text holding one game).
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        text: &str,
        lenient: Option<bool>,
        handicap: bool,
    ) -> Result<RawGame, RawError> {
        Game::from_record_with(text, crate::record::record_options(lenient, handicap))
            .map(RawGame::wrap)
            .map_err(|e| RawError::from(&e))
    }

    /// Plays one turn given as text (a setup during the setup phase, else a move); the
    /// steps taken so far are dropped first. Returns the turn as played.
    pub fn play(&mut self, text: &str) -> Result<String, RawError> {
        self.pending = None;
        self.game
            .play_text(text)
            .map(|t| t.to_string())
            .map_err(|e| RawError::from(&e))
    }

    /// Takes one step of the current move; returns it. Refused, like a move, during the
    /// setup phase and after the end of the game.
    #[wasm_bindgen(js_name = playStep)]
    pub fn play_step(&mut self, step: &str) -> Result<RawStep, RawError> {
        let s = convert::step(step)?;
        let pos = self.move_in_progress()?;
        let index = pos.steps_taken();
        let played = pos
            .play_step(&s)
            .map_err(|e| RawError::from(&e).at_step(index));
        self.drop_empty_move();
        Ok(RawStep::from(&played?))
    }

    /// Takes the steps of `text` (steps with optional capture tokens, `"Cc2n Cc3x"`) into
    /// the current move, all or none (the core's `Position::play_steps_notated`); returns
    /// them. Refused, like a move, during the setup phase and after the end of the game.
    #[wasm_bindgen(js_name = playSteps)]
    pub fn play_steps(&mut self, text: &str) -> Result<RawSteps, RawError> {
        let m: NotatedMove = text.parse().map_err(|e| RawError::from(&e))?;
        let pos = self.move_in_progress()?;
        let before = pos.steps_taken();
        let result = pos.play_steps_notated(&m).map_err(|e| RawError::from(&e));
        let out = RawSteps::of(pos.played_steps().skip(before));
        self.drop_empty_move();
        result.map(|()| out)
    }

    /// Takes back the last step of the current move; returns it (`undefined` when none).
    #[wasm_bindgen(js_name = undoStep)]
    pub fn undo_step(&mut self) -> Option<RawStep> {
        let played = self.pending.as_mut().and_then(Position::undo_step);
        self.drop_empty_move();
        played.map(|p| RawStep::from(&p))
    }

    /// Ends the move made of the steps taken (the game's rules: repetition, result).
    /// Returns the move's text with capture tokens.
    #[wasm_bindgen(js_name = endMove)]
    pub fn end_move(&mut self) -> Result<String, RawError> {
        let m = match &self.pending {
            Some(pos) => pos.current_move(),
            None => Default::default(),
        };
        let played = self.game.play_notated(&m).map_err(|e| RawError::from(&e))?;
        self.pending = None;
        Ok(played.to_string())
    }

    /// The steps taken in the current move, as text (`""` when none).
    #[wasm_bindgen(js_name = currentMove)]
    pub fn current_move(&self) -> String {
        self.pending
            .as_ref()
            .map(|p| p.current_move().to_string())
            .unwrap_or_default()
    }

    /// Takes back the steps taken, or else the last turn; returns the turn's text
    /// (`undefined` at the start).
    pub fn takeback(&mut self) -> Option<String> {
        if let Some(p) = self.pending.take() {
            return Some(p.current_move().to_string());
        }
        self.game.takeback().map(|e| e.turn.to_string())
    }

    /// The current position, with the steps taken so far.
    pub fn position(&self) -> RawPosition {
        RawPosition {
            pos: self
                .pending
                .clone()
                .unwrap_or_else(|| self.game.position().clone()),
        }
    }

    /// Every turn so far (label, text with capture tokens, setup or move).
    pub fn history(&self) -> RawTurns {
        let mut out = RawTurns::default();
        for e in self.game.history() {
            out.labels.push(e.label());
            out.texts.push(e.turn.to_string());
            out.kinds.push(
                match e.turn {
                    arimaa_rules::Turn::Setup(_) => "setup",
                    arimaa_rules::Turn::Move(_) => "move",
                }
                .to_string(),
            );
        }
        out
    }

    /// The position after the first `turns` turns of the history (0: before the first
    /// setup; the history's length: the position at the start of the move to play,
    /// without the steps taken), from the positions the core's history keeps
    /// (`Game::position_after`): no replay. `undefined` past the history's end.
    #[wasm_bindgen(js_name = positionAfter)]
    pub fn position_after(&self, turns: u32) -> Option<RawPosition> {
        self.game
            .position_after(turns as usize)
            .map(|p| RawPosition { pos: p.clone() })
    }

    /// `"gold"` or `"silver"`: whose turn it is.
    #[wasm_bindgen(js_name = sideToMove)]
    pub fn side_to_move(&self) -> String {
        self.game.side_to_move().name().to_string()
    }

    /// The label of the next turn (`"12s"`).
    #[wasm_bindgen(js_name = nextLabel)]
    pub fn next_label(&self) -> String {
        self.game.next_label()
    }

    /// Whether the game is in its setup phase.
    #[wasm_bindgen(js_name = isSetupPhase)]
    pub fn is_setup_phase(&self) -> bool {
        self.game.is_setup_phase()
    }

    /// The options the game was created with; a free-setup game counts as handicap (it
    /// implies it).
    pub fn options(&self) -> RawGameOptions {
        let o = self.game.options();
        RawGameOptions {
            handicap: o.handicap || o.free_setup,
            lenient: o.lenient,
        }
    }

    /// The result (see `convert::outcome`), empty while the game goes on.
    pub fn outcome(&self) -> Option<RawOutcome> {
        convert::outcome(self.game.outcome())
    }

    /// Whether the game has a result.
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The side to move resigns; returns the result.
    pub fn resign(&mut self) -> Result<Option<RawOutcome>, RawError> {
        self.pending = None;
        self.game
            .resign()
            .map(|o| convert::outcome(Some(o)))
            .map_err(|e| RawError::from(&e))
    }

    /// The legal moves from the start of the turn (the steps taken are not counted)
    /// without third repetitions, at most `limit`, with their steps.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self, limit: Option<u32>) -> RawMoves {
        RawMoves::new(self.game.position(), self.game.legal_moves(), limit)
    }

    /// The game's headers, in order.
    pub fn headers(&self) -> Vec<RawHeader> {
        convert::headers(self.game.headers())
    }

    /// Replaces the game's headers. A `NotationError` for a name the per-game record could
    /// not read back (the core's `is_header_name`: one ASCII word starting with a letter);
    /// the headers are then unchanged.
    #[wasm_bindgen(js_name = setHeaders)]
    pub fn set_headers(&mut self, headers: Vec<RawHeader>) -> Result<(), RawError> {
        let headers =
            Headers::from_pairs(convert::pairs(&headers)).map_err(|e| RawError::from(&e))?;
        self.game.set_headers(headers);
        Ok(())
    }

    /// The game in the per-game record format (the core's `Game::to_record`).
    #[wasm_bindgen(js_name = toRecord)]
    pub fn to_record(&self) -> String {
        self.game.to_record(&Headers::new())
    }
}

/// The options a game was created with (`RawGame::options`).
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RawGameOptions {
    /// Handicap games allowed (free setups imply it).
    #[wasm_bindgen(readonly)]
    pub handicap: bool,
    /// Lenient (old) rules.
    #[wasm_bindgen(readonly)]
    pub lenient: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use arimaa_rules::Rule;

    const GOLD: &str = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2";
    const SILVER: &str = "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7";

    #[test]
    fn a_move_in_progress_opens_after_the_setups_only() {
        let mut g = RawGame::new(false, false);
        // Refused before any step, with the core's rule at step 0; no move opened.
        for e in [
            g.play_step("Ee2n").unwrap_err(),
            g.play_steps("Ee2n Ee3n").unwrap_err(),
        ] {
            assert_eq!(
                (e.rule(), e.step()),
                (Rule::SetupExpected.name().into(), Some(0))
            );
        }
        assert!(g.pending.is_none());
        g.play(GOLD).unwrap();
        g.play(SILVER).unwrap();
        let s = g.play_step("Ee2n").unwrap();
        let id = |t: &str| convert::step_id(t.parse().unwrap());
        assert_eq!((s.id, s.kind, s.captured, s.trap), (id("Ee2n"), 0, 0, 0));
        let two = g.play_steps("Ee3n Ee4n").unwrap();
        assert_eq!(two.ids, [id("Ee3n"), id("Ee4n")]);
        assert_eq!(g.current_move(), "Ee2n Ee3n Ee4n");
        // A refused step keeps the steps taken.
        let e = g.play_step("Ed2n").unwrap_err();
        assert_eq!(e.step(), Some(3));
        assert_eq!(g.current_move(), "Ee2n Ee3n Ee4n");
        // Taking every step back closes the move; nothing more to take back.
        for step in ["Ee4n", "Ee3n", "Ee2n"] {
            assert_eq!(g.undo_step().map(|s| s.id), Some(id(step)));
        }
        assert!(g.pending.is_none());
        assert_eq!(g.undo_step(), None);
    }

    #[test]
    fn history_headers_and_options_are_structured() {
        let mut g = RawGame::new(true, false);
        g.play(GOLD).unwrap();
        g.play(SILVER).unwrap();
        g.play("Ee2n").unwrap();
        let h = g.history();
        assert_eq!(h.kinds, ["setup", "setup", "move"]);
        assert_eq!((h.labels[2].as_str(), h.texts[2].as_str()), ("2g", "Ee2n"));
        let o = g.options();
        assert_eq!((o.handicap, o.lenient), (true, false));
        let headers = vec![
            RawHeader::new("Event".into(), "Test".into()),
            RawHeader::new("White".into(), "a b".into()),
        ];
        g.set_headers(headers.clone()).unwrap();
        assert_eq!(g.headers(), headers);
        let bad = g
            .set_headers(vec![RawHeader::new("two words".into(), "x".into())])
            .unwrap_err();
        assert_eq!(bad.kind(), "notation");
        assert_eq!(g.headers(), headers);
    }
}
