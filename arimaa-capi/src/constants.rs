//! The constants of the header that belong to the crates it wraps: the bot's limits and
//! defaults (`arimaa_bot::Bot`, `arimaa_bot::Analysis`), the sizes of the
//! machine-learning encoding (`arimaa_rules::encoding`) and the version (the crate's, the
//! workspace's `Cargo.toml`). They are not declared again here:
//! [`header_constants`] writes each one into `include/arimaa.h` from the value of the
//! Rust constant it names (`tests/header.rs` passes the text to cbindgen), so a change in
//! those crates changes the header, and the header test fails until it is regenerated.

use arimaa_bot::{Analysis, Bot};
use arimaa_rules::encoding::planes::PLANE_VALUES;
use arimaa_rules::encoding::{ACTIONS, END_MOVE, PLANES};

/// One `#define` of the header: its name, its value (from the Rust constant) and its doc
/// comment, one line a text.
struct HeaderConstant {
    name: &'static str,
    value: i64,
    doc: &'static [&'static str],
}

/// The constants, in the header's order.
fn constants() -> [HeaderConstant; 13] {
    [
        HeaderConstant {
            name: "ARIMAA_ACTIONS",
            value: ACTIONS as i64,
            doc: &[
                "The number of action ids: 256 steps (square × direction) and the end of the",
                "move (`arimaa_rules::encoding::ACTIONS`).",
            ],
        },
        HeaderConstant {
            name: "ARIMAA_END_MOVE",
            value: END_MOVE as i64,
            doc: &["The action that ends the current move (`arimaa_rules::encoding::END_MOVE`)."],
        },
        HeaderConstant {
            name: "ARIMAA_PLANES",
            value: PLANES as i64,
            doc: &[
                "The number of input planes, channels of 8×8 values",
                "(`arimaa_rules::encoding::PLANES`).",
            ],
        },
        HeaderConstant {
            name: "ARIMAA_PLANE_VALUES",
            value: PLANE_VALUES as i64,
            doc: &[
                "The number of `float` values of one position's planes, `ARIMAA_PLANES * 64`",
                "(`arimaa_rules::encoding::planes::PLANE_VALUES`).",
            ],
        },
        HeaderConstant {
            name: "ARIMAA_BOT_DEFAULT_MOVE_TIME_MS",
            value: i64::try_from(Bot::DEFAULT_MOVE_TIME.as_millis()).unwrap_or(i64::MAX),
            doc: &[
                "The time in milliseconds a bot thinks when neither `time_ms` nor `nodes` is",
                "given (`arimaa_bot_choose`, …): `arimaa_bot::Bot::DEFAULT_MOVE_TIME`, as",
                "Python's and JavaScript's `Bot.choose` without a limit.",
            ],
        },
        HeaderConstant {
            name: "ARIMAA_BOT_DEFAULT_HASH_MB",
            value: i64::from(Bot::DEFAULT_HASH_MB),
            doc: &[
                "The transposition table's largest size in MiB of a new bot",
                "(`arimaa_bot::Bot::DEFAULT_HASH_MB`).",
            ],
        },
        HeaderConstant {
            name: "ARIMAA_BOT_MAX_THREADS",
            value: i64::from(Bot::MAX_THREADS),
            doc: &[
                "The most threads `arimaa_bot_set_threads` accepts",
                "(`arimaa_bot::Bot::MAX_THREADS`).",
            ],
        },
        HeaderConstant {
            name: "ARIMAA_BOT_MAX_HASH_MB",
            value: i64::from(Bot::MAX_HASH_MB),
            doc: &[
                "The largest transposition table `arimaa_bot_set_hash_mb` accepts, in MiB",
                "(`arimaa_bot::Bot::MAX_HASH_MB`).",
            ],
        },
        HeaderConstant {
            name: "ARIMAA_BOT_MAX_DEPTH",
            value: i64::from(Bot::MAX_DEPTH),
            doc: &[
                "The deepest depth limit `arimaa_bot_set_max_depth` accepts, in steps (4 steps",
                "are one turn; `arimaa_bot::Bot::MAX_DEPTH`).",
            ],
        },
        HeaderConstant {
            name: "ARIMAA_ANALYSIS_WIN",
            value: i64::from(Analysis::WIN),
            doc: &[
                "The score of a won game reached in zero steps (`arimaa_analysis.score`; Rust's",
                "and Python's `Analysis.WIN`); every evaluation is far below it.",
            ],
        },
        HeaderConstant {
            name: "ARIMAA_VERSION_MAJOR",
            value: i64::from(crate::version::ARIMAA_VERSION_MAJOR),
            doc: &[
                "The major version of the header (semantic versioning: 0 while the API may still",
                "change between minor versions). Equals the first number of `arimaa_version()` of a",
                "library built from the same sources (the workspace's version, `Cargo.toml`).",
            ],
        },
        HeaderConstant {
            name: "ARIMAA_VERSION_MINOR",
            value: i64::from(crate::version::ARIMAA_VERSION_MINOR),
            doc: &["The minor version of the header (semantic versioning)."],
        },
        HeaderConstant {
            name: "ARIMAA_VERSION_PATCH",
            value: i64::from(crate::version::ARIMAA_VERSION_PATCH),
            doc: &["The patch version of the header (semantic versioning)."],
        },
    ]
}

/// The header's text of the constants: each a doc comment in cbindgen's style and a
/// `#define`, a blank line before each (cbindgen ends the text with a line end).
#[doc(hidden)]
pub fn header_constants() -> String {
    let defines: Vec<String> = constants()
        .iter()
        .map(|c| {
            let doc: String = c.doc.iter().map(|line| format!(" * {line}\n")).collect();
            format!("/**\n{doc} */\n#define {} {}", c.name, c.value)
        })
        .collect();
    format!("\n{}", defines.join("\n\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_constant_is_written_with_its_value() {
        let text = header_constants();
        let lines: Vec<&str> = text.lines().collect();
        assert!(
            lines.contains(&"#define ARIMAA_BOT_MAX_HASH_MB 4096"),
            "{text}"
        );
        assert!(lines.contains(&"#define ARIMAA_BOT_DEFAULT_MOVE_TIME_MS 1000"));
        assert!(lines.contains(&"#define ARIMAA_ACTIONS 257"));
        assert_eq!(text.matches("#define ").count(), constants().len());
    }
}
