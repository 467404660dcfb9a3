//! Conversions between JavaScript values and the core's types: square names, colours,
//! and the structured values the JavaScript layer reads: steps ([`RawStep`], lists of
//! them as [`RawSteps`], both by their id in the table of every step's notation written
//! by the core, [`step_table`]), whole moves ([`RawMoves`]), outcomes ([`RawOutcome`]),
//! headers ([`RawHeader`]) and turns ([`RawTurns`]). The package's `convert.js` reads
//! them.

use core::fmt::Write as _;

use arimaa_rules::notation::record::Headers;
use arimaa_rules::{
    Color, Direction, Move, Outcome, Piece, PlayedStep, Position, Square, Step, StepKind,
};

use crate::error::RawError;
use wasm_bindgen::prelude::*;

/// Parses a square name (`"d2"`) with the core's parser.
pub fn square(name: &str) -> Result<Square, RawError> {
    name.parse().map_err(|e| RawError::from(&e))
}

/// Parses step notation (`"Ed2n"`) with the core's parser.
pub fn step(text: &str) -> Result<Step, RawError> {
    text.parse().map_err(|e| RawError::from(&e))
}

/// The colour of a perspective flag (`true` = silver's view).
pub fn perspective(silver: bool) -> Color {
    if silver { Color::Silver } else { Color::Gold }
}

/// The names of the step kinds (the package's `StepKind`: the core's [`StepKind`]
/// variants in camelCase), at the index [`RawStep::kind`] gives each kind.
pub const STEP_KIND_NAMES: [&str; 4] = ["plain", "pushStart", "pushFinish", "pull"];

/// A step kind as its index in [`STEP_KIND_NAMES`].
fn kind_index(kind: StepKind) -> u8 {
    match kind {
        StepKind::Plain => 0,
        StepKind::PushStart => 1,
        StepKind::PushFinish => 2,
        StepKind::Pull => 3,
    }
}

/// The names of the step kinds by their index in [`RawStep::kind`]
/// ([`STEP_KIND_NAMES`]), read once by the JavaScript layer.
#[wasm_bindgen(js_name = stepKindNames)]
pub fn step_kind_names() -> Vec<String> {
    STEP_KIND_NAMES.iter().map(|n| n.to_string()).collect()
}

/// How many step ids there are: a piece (12), a square (64) and a direction (4).
pub const STEP_IDS: usize = 12 * 64 * 4;

/// The id of a step (its piece, square and direction; not its kind or capture, which the
/// position decides): `piece.index() * 256 + from.index() * 4 + direction` (directions
/// n, e, s, w), its index in [`step_table`].
pub fn step_id(step: Step) -> u16 {
    (step.piece().index() * 256 + step.from().index() * 4 + step.direction() as usize) as u16
}

/// The step of an id ([`step_id`]), `None` for an id of no step (off the board, or past
/// [`STEP_IDS`]).
fn step_of_id(id: usize) -> Option<Step> {
    let piece = Piece::from_index(id / 256)?;
    let from = Square::new(((id % 256) / 4) as u8)?;
    Step::new(piece, from, Direction::ALL[id % 4])
}

/// Every step by its id ([`step_id`]), as columns (entry `i` of each field describes the
/// step of id `i`): read once by the JavaScript layer, which makes every `Step` object's
/// squares, letters and text from it, so no step notation is written in JavaScript.
#[wasm_bindgen(getter_with_clone)]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RawStepTable {
    /// The square the piece leaves (a1 = 0 … h8 = 63, the order of `squareNames()`).
    #[wasm_bindgen(readonly)]
    pub from: Vec<u8>,
    /// The square it enters; 64 for an id of no step (a step off the board).
    #[wasm_bindgen(readonly)]
    pub to: Vec<u8>,
    /// The direction letter (`n`, `e`, `s`, `w`) as a character code.
    #[wasm_bindgen(readonly)]
    pub directions: Vec<u8>,
    /// The piece letter as a character code.
    #[wasm_bindgen(readonly)]
    pub pieces: Vec<u8>,
    /// The steps in notation as the core writes a [`Step`] (`"Ed2n"`, no capture token),
    /// in the order of their ids, each followed by one space (nothing for an id of no
    /// step): one text, decoded once (a list of 3,072 strings costs a decoding each).
    #[wasm_bindgen(readonly)]
    pub text: String,
}

/// The table of every step ([`RawStepTable`], [`STEP_IDS`] entries).
#[wasm_bindgen(js_name = stepTable)]
pub fn step_table() -> RawStepTable {
    let mut t = RawStepTable {
        text: String::with_capacity(STEP_IDS * 5),
        ..RawStepTable::default()
    };
    for id in 0..STEP_IDS {
        let piece = Piece::from_index(id / 256).map_or(0, |p| p.char() as u8);
        t.from.push(((id % 256) / 4) as u8);
        t.directions.push(Direction::ALL[id % 4].char() as u8);
        t.pieces.push(piece);
        match step_of_id(id) {
            Some(s) => {
                t.to.push(s.to().index() as u8);
                // Writing into a String cannot fail.
                let _ = write!(t.text, "{s}");
            }
            None => t.to.push(64),
        }
        t.text.push(' ');
    }
    t
}

/// One step as the core played it (or would play it): which step ([`step_id`]), its role
/// and the capture it causes. Numbers only (each getter one call, nothing allocated); the
/// JavaScript layer reads the rest from [`step_table`].
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RawStep {
    /// The step's id ([`step_id`]).
    #[wasm_bindgen(readonly)]
    pub id: u16,
    /// Its role, an index into [`STEP_KIND_NAMES`] (`stepKindNames()`): 0 plain, 1
    /// pushStart, 2 pushFinish, 3 pull.
    #[wasm_bindgen(readonly)]
    pub kind: u8,
    /// The letter of the piece it causes to be captured as a character code, 0 when none.
    #[wasm_bindgen(readonly)]
    pub captured: u8,
    /// The trap square of the capture (0 when it captures nothing).
    #[wasm_bindgen(readonly)]
    pub trap: u8,
}

impl From<&PlayedStep> for RawStep {
    fn from(played: &PlayedStep) -> RawStep {
        let (captured, trap) = played
            .capture
            .map_or((0, 0), |c| (c.piece.char() as u8, c.square.index() as u8));
        RawStep {
            id: step_id(played.step),
            kind: kind_index(played.kind),
            captured,
            trap,
        }
    }
}

/// Steps as the core played them (or would play them), as columns: entry `i` of every
/// field describes step `i`, as a [`RawStep`] does one. A list of any length crosses the
/// boundary in four copies (a list of objects would cost several calls per step;
/// `legalSteps` is on the hot path of a random game).
#[wasm_bindgen(getter_with_clone)]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RawSteps {
    /// The steps' ids ([`step_id`]).
    #[wasm_bindgen(readonly)]
    pub ids: Vec<u16>,
    /// Their roles, indices into [`STEP_KIND_NAMES`] (a list of string enums cannot cross
    /// wasm-bindgen's boundary).
    #[wasm_bindgen(readonly)]
    pub kinds: Vec<u8>,
    /// The letter of the piece each step causes to be captured as a character code, 0
    /// when none.
    #[wasm_bindgen(readonly)]
    pub captured: Vec<u8>,
    /// The trap square of each capture (0 when the step captures nothing).
    #[wasm_bindgen(readonly)]
    pub traps: Vec<u8>,
}

impl RawSteps {
    /// Room for `n` steps.
    pub fn with_capacity(n: usize) -> RawSteps {
        RawSteps {
            ids: Vec::with_capacity(n),
            kinds: Vec::with_capacity(n),
            captured: Vec::with_capacity(n),
            traps: Vec::with_capacity(n),
        }
    }

    /// The steps of `played`, in order.
    pub fn of(played: impl IntoIterator<Item = PlayedStep>) -> RawSteps {
        let mut out = RawSteps::default();
        for p in played {
            out.push(&p);
        }
        out
    }

    /// Appends a step.
    pub fn push(&mut self, played: &PlayedStep) {
        let s = RawStep::from(played);
        self.ids.push(s.id);
        self.kinds.push(s.kind);
        self.captured.push(s.captured);
        self.traps.push(s.trap);
    }

    /// How many steps.
    pub fn len(&self) -> usize {
        self.ids.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }
}

/// Whole moves with their steps: `texts[i]` is move `i` in notation (without capture
/// tokens, as the bots write it; the steps carry the captures), `counts[i]` its number of
/// steps, and `steps` every move's steps one move after the other (as the core plays them
/// from the position the moves start at: kind and capture).
#[wasm_bindgen(getter_with_clone)]
pub struct RawMoves {
    /// The moves' notation.
    #[wasm_bindgen(readonly)]
    pub texts: Vec<String>,
    /// The number of steps of each move.
    #[wasm_bindgen(readonly)]
    pub counts: Vec<u8>,
    /// The steps of all the moves, in order.
    #[wasm_bindgen(readonly)]
    pub steps: RawSteps,
}

impl RawMoves {
    /// At most `limit` of `moves`, each played step by step from `start`.
    pub(crate) fn new(start: &Position, moves: Vec<Move>, limit: Option<u32>) -> RawMoves {
        let n = limit.map_or(usize::MAX, |l| l as usize);
        let mut texts = Vec::new();
        let mut counts = Vec::new();
        let mut steps = RawSteps::default();
        for mv in moves.iter().take(n) {
            texts.push(mv.to_string());
            let before = steps.len();
            let mut pos = start.clone();
            for step in mv.steps() {
                // A listed move is legal, so each of its steps plays.
                if let Ok(played) = pos.play_step(&step) {
                    steps.push(&played);
                }
            }
            counts.push((steps.len() - before) as u8);
        }
        RawMoves {
            texts,
            counts,
            steps,
        }
    }
}

/// How a game ended, for JavaScript (the package's `Outcome`).
#[wasm_bindgen(getter_with_clone)]
pub struct RawOutcome {
    /// `"gold"` or `"silver"`, `undefined` for a draw.
    #[wasm_bindgen(readonly)]
    pub winner: Option<String>,
    /// The termination letter (`"g"`, `"e"`, `"m"`, ...).
    #[wasm_bindgen(readonly)]
    pub termination: String,
    /// The termination's English name (`"Goal"`, ...).
    #[wasm_bindgen(readonly)]
    pub reason: String,
}

/// An outcome as a [`RawOutcome`]; `undefined` when there is none.
pub fn outcome(o: Option<Outcome>) -> Option<RawOutcome> {
    o.map(|o| RawOutcome {
        winner: o.winner.map(|c| c.name().to_string()),
        termination: o.termination.letter().to_string(),
        reason: o.termination.name().to_string(),
    })
}

/// One header of a game or record: a name and its value.
#[wasm_bindgen(getter_with_clone)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawHeader {
    /// The header's name (`Event`, `White`, ...).
    #[wasm_bindgen(readonly)]
    pub name: String,
    /// Its value.
    #[wasm_bindgen(readonly)]
    pub value: String,
}

#[wasm_bindgen]
impl RawHeader {
    /// A header, for `RawGame.setHeaders`.
    #[wasm_bindgen(constructor)]
    pub fn new(name: String, value: String) -> RawHeader {
        RawHeader { name, value }
    }
}

/// The headers in their order.
pub fn headers(h: &Headers) -> Vec<RawHeader> {
    let mut out = Vec::new();
    let mut i = 0;
    while let Some((k, v)) = h.get_index(i) {
        out.push(RawHeader::new(k.to_string(), v.to_string()));
        i += 1;
    }
    out
}

/// Name/value pairs of headers.
pub fn pairs(headers: &[RawHeader]) -> Vec<(&str, &str)> {
    headers
        .iter()
        .map(|h| (h.name.as_str(), h.value.as_str()))
        .collect()
}

/// Turns as columns (entry `i` of each field describes turn `i`): a game's history or a
/// record's turns, which can be hundreds long (a class per turn would cost a few calls and
/// a `FinalizationRegistry` entry each).
#[wasm_bindgen(getter_with_clone)]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RawTurns {
    /// The turns' labels (`"12s"`).
    #[wasm_bindgen(readonly)]
    pub labels: Vec<String>,
    /// The setups or moves as text (a record's turn may also be `takeback`, `resign` or
    /// empty).
    #[wasm_bindgen(readonly)]
    pub texts: Vec<String>,
    /// `"setup"` or `"move"` for each turn of a game's history; empty for a record.
    #[wasm_bindgen(readonly)]
    pub kinds: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_step_table_is_every_step_by_its_id() {
        let t = step_table();
        let texts: Vec<&str> = t.text.split(' ').collect();
        // One text a step id, each followed by a space (the last piece is empty).
        assert_eq!((texts.len(), texts[STEP_IDS]), (STEP_IDS + 1, ""));
        // Every step the rules can write (a piece, a square, a direction on the board) has
        // its id, its text the core's, read back by the core's parser.
        let mut steps = 0;
        for (id, &text) in texts.iter().enumerate().take(STEP_IDS) {
            if text.is_empty() {
                assert_eq!(t.to[id], 64);
                continue;
            }
            let s: Step = text.parse().unwrap();
            assert_eq!(usize::from(step_id(s)), id, "{text}");
            assert_eq!(
                (t.from[id], t.to[id]),
                (s.from().index() as u8, s.to().index() as u8)
            );
            assert_eq!(
                (t.pieces[id], t.directions[id]),
                (text.as_bytes()[0], text.as_bytes()[3])
            );
            steps += 1;
        }
        // 12 pieces, each with 4 * 8 * 7 = 224 steps that stay on an 8 x 8 board.
        assert_eq!(steps, 12 * 224);
    }
}
