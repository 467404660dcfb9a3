//! Conversions between JavaScript values and the core's types: square names, colours,
//! and the structured values the JavaScript layer reads: steps ([`RawStep`], lists of
//! them as [`RawSteps`]), outcomes ([`RawOutcome`]), headers ([`RawHeader`]) and turns
//! ([`RawTurns`]).

use arimaa_rules::notation::record::Headers;
use arimaa_rules::{Color, Outcome, PlayedStep, Square, Step, StepKind};

use crate::error::ErrorInfo;
use wasm_bindgen::prelude::*;

/// Parses a square name (`"d2"`) with the core's parser.
pub fn square(name: &str) -> Result<Square, ErrorInfo> {
    name.parse().map_err(|e| ErrorInfo::from(&e))
}

/// Parses step notation (`"Ed2n"`) with the core's parser.
pub fn step(text: &str) -> Result<Step, ErrorInfo> {
    text.parse().map_err(|e| ErrorInfo::from(&e))
}

/// The colour of a perspective flag (`true` = silver's view).
pub fn perspective(silver: bool) -> Color {
    if silver { Color::Silver } else { Color::Gold }
}

/// A step kind as its index in [`RawSteps::kinds`]: plain, pushStart, pushFinish, pull
/// (the package's `StepKind` names, in this order).
fn kind_index(kind: StepKind) -> u8 {
    match kind {
        StepKind::Plain => 0,
        StepKind::PushStart => 1,
        StepKind::PushFinish => 2,
        StepKind::Pull => 3,
    }
}

/// One step as the core played it: squares as indices (a1 = 0 … h8 = 63, the order of
/// `squareNames()`), letters as one-character strings, numbers only inside (a class with
/// no string field: each getter is one call, nothing allocated).
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RawStep {
    /// The square the piece leaves.
    #[wasm_bindgen(readonly)]
    pub from: u8,
    /// The square it enters.
    #[wasm_bindgen(readonly)]
    pub to: u8,
    /// The direction letter (`n`, `e`, `s`, `w`).
    #[wasm_bindgen(readonly)]
    pub direction: char,
    /// The moving piece's letter (an enemy piece for a push or a pull).
    #[wasm_bindgen(readonly)]
    pub piece: char,
    /// The step's role: 0 plain, 1 pushStart, 2 pushFinish, 3 pull (as [`RawSteps::kinds`]).
    #[wasm_bindgen(readonly)]
    pub kind: u8,
    /// The letter of the piece the step causes to be captured, `undefined` when none.
    #[wasm_bindgen(readonly)]
    pub captured: Option<char>,
    /// The trap square of the capture, `undefined` when none.
    #[wasm_bindgen(readonly)]
    pub trap: Option<u8>,
}

impl From<&PlayedStep> for RawStep {
    fn from(played: &PlayedStep) -> RawStep {
        let s = played.step;
        RawStep {
            from: s.from().index() as u8,
            to: s.to().index() as u8,
            direction: s.direction().char(),
            piece: s.piece().char(),
            kind: kind_index(played.kind),
            captured: played.capture.map(|c| c.piece.char()),
            trap: played.capture.map(|c| c.square.index() as u8),
        }
    }
}

/// Steps as the core played them (or would play them), as columns: entry `i` of every
/// field describes step `i`. Squares are indices (a1 = 0 … h8 = 63, the order of
/// `squareNames()`) and letters character codes, every field a `Uint8Array`: a list of
/// any length crosses the boundary in seven copies (a list of [`RawStep`] objects would
/// cost several calls per step, strings a `TextDecoder` call each; `legalSteps` is on the
/// hot path of a random game).
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
    /// The steps' roles: 0 plain, 1 pushStart, 2 pushFinish, 3 pull (a list of string
    /// enums cannot cross wasm-bindgen's boundary).
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
            from: Vec::with_capacity(n),
            to: Vec::with_capacity(n),
            directions: Vec::with_capacity(n),
            pieces: Vec::with_capacity(n),
            kinds: Vec::with_capacity(n),
            captured: Vec::with_capacity(n),
            traps: Vec::with_capacity(n),
        }
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
