//! Conversions between JavaScript values and the core's types: square names, colours,
//! and the structured values the JavaScript layer reads: steps ([`RawSteps`], one shape
//! for one step or many, with their notation written by the core), whole moves
//! ([`RawMoves`]), outcomes ([`RawOutcome`]), headers ([`RawHeader`]) and turns
//! ([`RawTurns`]). The package's `convert.js` reads them.

use core::fmt::Write as _;

use arimaa_rules::notation::record::Headers;
use arimaa_rules::{Color, Move, Outcome, PlayedStep, Position, Square, Step, StepKind};

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
/// variants in camelCase), at the index [`RawSteps::kinds`] gives each kind.
pub const STEP_KIND_NAMES: [&str; 4] = ["plain", "pushStart", "pushFinish", "pull"];

/// A step kind as its index in [`RawSteps::kinds`] and [`STEP_KIND_NAMES`].
fn kind_index(kind: StepKind) -> u8 {
    match kind {
        StepKind::Plain => 0,
        StepKind::PushStart => 1,
        StepKind::PushFinish => 2,
        StepKind::Pull => 3,
    }
}

/// The names of the step kinds by their index in [`RawSteps::kinds`]
/// ([`STEP_KIND_NAMES`]), read once by the JavaScript layer.
#[wasm_bindgen(js_name = stepKindNames)]
pub fn step_kind_names() -> Vec<String> {
    STEP_KIND_NAMES.iter().map(|n| n.to_string()).collect()
}

/// Steps as the core played them (or would play them), as columns: entry `i` of every
/// field describes step `i`. Squares are indices (a1 = 0 … h8 = 63, the order of
/// `squareNames()`) and letters character codes, every field a `Uint8Array`, and the
/// steps' notation one string (`text`, written by the core): a list of any length
/// crosses the boundary in eight copies (a list of objects would cost several calls per
/// step, a string per step a `TextDecoder` call each; `legalSteps` is on the hot path of
/// a random game). The one shape of a step across the boundary: a single step
/// (`playStep`, `undoStep`) is a list of one.
#[wasm_bindgen(getter_with_clone)]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RawSteps {
    /// The squares the pieces leave.
    #[wasm_bindgen(readonly)]
    pub from: Vec<u8>,
    /// The squares they enter.
    #[wasm_bindgen(readonly)]
    pub to: Vec<u8>,
    /// The direction letters (`n`, `e`, `s`, `w`) as character codes.
    #[wasm_bindgen(readonly)]
    pub directions: Vec<u8>,
    /// The moving pieces' letters (an enemy piece for a push or a pull) as character codes.
    #[wasm_bindgen(readonly)]
    pub pieces: Vec<u8>,
    /// The steps' roles as indices into [`STEP_KIND_NAMES`] (`stepKindNames()`): 0
    /// plain, 1 pushStart, 2 pushFinish, 3 pull (a list of string enums cannot cross
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
    /// The steps in notation as the core writes a [`Step`] (`"Ed2n"`, no capture token),
    /// separated by single spaces (`""` for no step).
    #[wasm_bindgen(readonly)]
    pub text: String,
}

impl RawSteps {
    /// Room for `n` steps.
    pub fn with_capacity(n: usize) -> RawSteps {
        RawSteps {
            from: Vec::with_capacity(n),
            to: Vec::with_capacity(n),
            directions: Vec::with_capacity(n),
            pieces: Vec::with_capacity(n),
            kinds: Vec::with_capacity(n),
            captured: Vec::with_capacity(n),
            traps: Vec::with_capacity(n),
            text: String::with_capacity(5 * n),
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
        let s = played.step;
        self.from.push(s.from().index() as u8);
        self.to.push(s.to().index() as u8);
        self.directions.push(s.direction().char() as u8);
        self.pieces.push(s.piece().char() as u8);
        self.kinds.push(kind_index(played.kind));
        match played.capture {
            Some(c) => {
                self.captured.push(c.piece.char() as u8);
                self.traps.push(c.square.index() as u8);
            }
            None => {
                self.captured.push(0);
                self.traps.push(0);
            }
        }
        if !self.text.is_empty() {
            self.text.push(' ');
        }
        // Writing into a String cannot fail.
        let _ = write!(self.text, "{s}");
    }

    /// How many steps.
    pub fn len(&self) -> usize {
        self.from.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.from.is_empty()
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
