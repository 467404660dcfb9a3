//! Check of the fuzz target `weights`: the text format of the search bot's evaluation
//! weights (`arimaa_bot::evaluation::Weights::parse` and its `Display`). Panics with a
//! message naming the broken invariant; refusing bad text with an error is expected.

use arimaa_bot::evaluation::{Weights, WeightsErrorKind};

/// The longest input (bytes) the check looks at.
pub const MAX_INPUT: usize = 16 * 1024;

/// Any text is read or refused without a panic; weights read print as text that reads
/// back to the same weights and prints the same again (printing is canonical); a refusal
/// names a line of the text (or the one after the last, for a missing field) and prints
/// as `line N: ...`.
pub fn check_weights(data: &[u8]) {
    let text = String::from_utf8_lossy(&data[..data.len().min(MAX_INPUT)]);
    match Weights::parse(&text) {
        Ok(w) => {
            let printed = w.to_string();
            let again = Weights::parse(&printed)
                .unwrap_or_else(|e| panic!("weights from {text:?} print as {printed:?}: {e}"));
            assert_eq!(again, w, "{text:?} -> {printed:?} reads back otherwise");
            assert_eq!(again.to_string(), printed, "printing is not canonical");
        }
        Err(e) => {
            let lines = text.lines().count();
            match e.kind {
                WeightsErrorKind::Missing => assert_eq!(e.line, lines + 1, "{e}"),
                _ => assert!(1 <= e.line && e.line <= lines, "{e} in {lines} lines"),
            }
            assert!(
                e.to_string().starts_with(&format!("line {}: ", e.line)),
                "{e}"
            );
        }
    }
}
