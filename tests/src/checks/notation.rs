//! Round trips of the single-line notations: square `e4`, step `Ed2n`, capture `rc3x`,
//! placement `Ra1`, move `Ed2n Ed3n`, notated move `Ed2n rc3x`, setup `Ra1 Rb1 …`,
//! result `gg`.
//!
//! For every parser: if the text parses, printing the value and parsing the print gives
//! the same value, and printing is canonical (printing the reparsed value gives the same
//! text). The single-token notations have exactly one spelling, so their print must equal
//! the input; the multi-token ones print their tokens joined by single spaces. When the
//! text does not parse, the error's column lies inside the text (or just after it).

use std::fmt::{Debug, Display};
use std::str::FromStr;

use arimaa_rules::{
    Capture, Move, NotatedMove, NotationError, Outcome, Placement, Setup, Square, Step,
};

/// Parses `text` as a `T` and checks the round trip; returns the value if it parses.
/// `exact` demands that the print equals the input.
pub fn round_trip<T>(text: &str, what: &str, exact: bool) -> Option<T>
where
    T: FromStr<Err = NotationError> + Display + PartialEq + Debug,
{
    match text.parse::<T>() {
        Ok(value) => {
            let printed = value.to_string();
            let again = printed.parse::<T>().unwrap_or_else(|e| {
                panic!(
                    "{}: {:?} parsed to {:?}, printed as {:?}, which does not parse: {}",
                    what, text, value, printed, e
                )
            });
            assert_eq!(
                again, value,
                "{}: {:?} printed as {:?} parses to another value",
                what, text, printed
            );
            assert_eq!(
                again.to_string(),
                printed,
                "{}: printing {:?} is not canonical",
                what,
                text
            );
            if exact {
                assert_eq!(
                    printed, text,
                    "{}: {:?} parses but prints differently",
                    what, text
                );
            }
            Some(value)
        }
        Err(e) => {
            check_error_column(&e, text, what);
            None
        }
    }
}

/// Panics unless the error points inside `text` (columns are 1-based bytes; one past the
/// end means "at the end") and its message names that place: `column N` (after `line L, `
/// when it has a line).
pub fn check_error_column(e: &NotationError, text: &str, what: &str) {
    assert!(
        e.column >= 1 && e.column as usize <= text.len() + 1,
        "{}: error column {} outside {:?} ({} bytes): {}",
        what,
        e.column,
        text,
        text.len(),
        e
    );
    let message = e.to_string();
    let place = match e.line {
        Some(line) => format!("line {}, column {}: expected ", line, e.column),
        None => format!("column {}: expected ", e.column),
    };
    assert!(
        message.starts_with(&place),
        "{}: the message {:?} does not start with {:?}",
        what,
        message,
        place
    );
}

/// The check of fuzz target `notation`: every single-line parser on the whole input and
/// on each of its whitespace-separated tokens, with the cross-checks between them.
pub fn check_notation(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(super::bounded(data)) else {
        return;
    };
    check_line(text);
    for token in text.split_ascii_whitespace().take(64) {
        check_token(token);
    }
    for line in text.lines().take(16) {
        check_line(line);
    }
}

/// The single-token parsers (each token has one spelling).
fn check_token(token: &str) {
    let step = round_trip::<Step>(token, "step", true);
    let capture = round_trip::<Capture>(token, "capture", true);
    let placement = round_trip::<Placement>(token, "placement", true);
    round_trip::<Square>(token, "square", true);
    round_trip::<Outcome>(token, "result", false);
    if let Some(step) = step {
        assert_eq!(
            step.from().step(step.direction()),
            Some(step.to()),
            "step {}",
            step
        );
        assert!(
            capture.is_none(),
            "{:?} is both a step and a capture",
            token
        );
    }
    if let Some(p) = placement {
        assert!(
            step.is_none() && capture.is_none(),
            "{:?} is a placement and a step or capture",
            token
        );
        assert_eq!(token.len(), 3, "placement {:?}", p);
    }
}

/// The multi-token parsers and their agreement.
fn check_line(line: &str) {
    let tokens: Vec<&str> = line.split_ascii_whitespace().collect();
    let joined = tokens.join(" ");
    let notated = round_trip::<NotatedMove>(line, "notated move", false);
    let plain = round_trip::<Move>(line, "move", false);
    let setup = round_trip::<Setup>(line, "setup", false);
    assert_eq!(
        notated.map(|m| m.mv),
        plain,
        "Move and NotatedMove disagree on {:?}",
        line
    );
    if let Some(m) = notated {
        assert_eq!(
            m.to_string(),
            joined,
            "notated move {:?} does not print its tokens",
            line
        );
        let steps: Vec<String> = tokens
            .iter()
            .filter(|t| !t.ends_with('x'))
            .map(|t| t.to_string())
            .collect();
        assert_eq!(
            plain.map(|m| m.to_string()),
            Some(steps.join(" ")),
            "move {:?} does not print its steps",
            line
        );
        assert!(
            (1..=4).contains(&m.mv.len()),
            "move {:?} has {} steps",
            line,
            m.mv.len()
        );
    }
    if let Some(s) = setup {
        assert_eq!(
            s.to_string(),
            joined,
            "setup {:?} does not print its tokens",
            line
        );
        assert_eq!(s.len(), tokens.len(), "setup {:?} lost placements", line);
        assert!(
            s.len() <= Setup::MAX_PLACEMENTS,
            "setup {:?} has {} placements",
            line,
            s.len()
        );
        for t in &tokens {
            assert!(
                t.parse::<Placement>().is_ok(),
                "setup {:?} accepts the token {:?}",
                line,
                t
            );
        }
    }
}
