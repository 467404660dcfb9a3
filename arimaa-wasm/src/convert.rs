//! Conversions between JavaScript values and the core's types: square names, colours,
//! steps written as numbers for the JavaScript layer, outcomes (as [`RawOutcome`]) and
//! header lists.

use arimaa_rules::notation::record::Headers;
use arimaa_rules::{Color, Outcome, PlayedStep, Square, Step, StepKind};

use crate::error::ErrorInfo;
use wasm_bindgen::prelude::*;

/// How many numbers [`push_step`] writes per step.
pub const STEP_FIELDS: usize = 7;

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

/// The JavaScript name of a step kind (the index into `STEP_KINDS` of the JS layer).
fn kind_index(kind: StepKind) -> i32 {
    match kind {
        StepKind::Plain => 0,
        StepKind::PushStart => 1,
        StepKind::PushFinish => 2,
        StepKind::Pull => 3,
    }
}

/// Appends a step as seven numbers: origin and destination square indices (a1 = 0, h8 =
/// 63), the direction letter and the piece letter as character codes, the kind index
/// (plain, pushStart, pushFinish, pull), then the captured piece's letter code and
/// square (0 and -1 when the step captures nothing).
pub fn push_step(out: &mut Vec<i32>, played: &PlayedStep) {
    let s = played.step;
    out.extend_from_slice(&[
        s.from().index() as i32,
        s.to().index() as i32,
        s.direction().char() as i32,
        s.piece().char() as i32,
        kind_index(played.kind),
    ]);
    match played.capture {
        Some(c) => out.extend_from_slice(&[c.piece.char() as i32, c.square.index() as i32]),
        None => out.extend_from_slice(&[0, -1]),
    }
}

/// How a game ended, for JavaScript (the package's `Outcome`).
#[wasm_bindgen(getter_with_clone)]
pub struct RawOutcome {
    /// `"gold"` or `"silver"`, `undefined` for a draw.
    pub winner: Option<String>,
    /// The termination letter (`"g"`, `"e"`, `"m"`, ...).
    pub termination: String,
    /// The termination's English name (`"Goal"`, ...).
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

/// Headers as a flat list `[name, value, name, value, ...]`.
pub fn headers(h: &Headers) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while let Some((k, v)) = h.get_index(i) {
        out.push(k.to_string());
        out.push(v.to_string());
        i += 1;
    }
    out
}

/// Name/value pairs from a flat list (a trailing odd element is ignored).
pub fn pairs(flat: &[String]) -> Vec<(&str, &str)> {
    flat.chunks_exact(2)
        .map(|c| (c[0].as_str(), c[1].as_str()))
        .collect()
}
