//! Invariant checks shared by the fuzz targets (`fuzz/fuzz_targets/*.rs`), the proptest
//! properties (`tests/properties.rs`) and the corpus replay (`tests/corpus_replay.rs`).
//!
//! Each check takes arbitrary bytes (or a structured input), exercises one part of
//! `arimaa-rules`, and **panics with a message naming the broken invariant** when the
//! library disagrees with itself. A check never panics on input the library merely
//! refuses: refusing bad input with an error is the expected behaviour. The invariants are
//! the ones of issue 6:
//!
//! - parse → print → parse gives the same value, and printing is canonical
//!   ([`notation`], [`positions`]);
//! - two code paths that compute the same thing agree (generator vs checker, incremental
//!   vs from-scratch hash, streaming vs whole-text record reader, text vs typed moves);
//! - record parsing and replay never panic, and any replayed game is self-consistent
//!   ([`records`]);
//! - a random legal game driven by the input bytes keeps every invariant of the rules
//!   after every step ([`random_game`]);
//! - the SVG renderer, with any position, options and last-move text, writes one
//!   well-formed `<svg>` element, the same every time ([`svg`]);
//! - arbitrary action sequences through the batched self-play environment reach the
//!   positions and results that [`Game`](arimaa_rules::Game) gives for the same turns
//!   ([`selfplay`]).
//!
//! Every check bounds its own work (input length, moves per game, move-list expansions),
//! so one fuzz iteration stays in the millisecond range.
//!
//! [`TARGETS`] lists the fuzz targets with the check each one runs, so the corpus replay
//! test and the fuzz crate cannot drift apart.

mod bytes;
pub mod invariants;
pub mod move_text;
pub mod notation;
pub mod positions;
pub mod random_game;
pub mod records;
pub mod selfplay;
pub mod svg;

/// The longest input (bytes) a check looks at; the rest is ignored, so that a fuzz
/// iteration or a replayed corpus file stays fast whatever its size.
pub const MAX_INPUT: usize = 64 * 1024;

/// A fuzz target of `fuzz/`: its name (the folder under `fuzz/corpus/` and
/// `fuzz/regressions/`) and the check it runs on each input.
pub struct Target {
    /// The cargo-fuzz target name, e.g. `"notation"`.
    pub name: &'static str,
    /// The check run on each input; panics when an invariant breaks.
    pub check: fn(&[u8]),
}

/// The fuzz targets whose check lives in this crate (the C API target `capi` lives in the
/// fuzz crate, because this crate does not depend on `arimaa-capi`).
pub const TARGETS: &[Target] = &[
    Target {
        name: "notation",
        check: notation::check_notation,
    },
    Target {
        name: "short_form",
        check: positions::check_short_form,
    },
    Target {
        name: "diagram",
        check: positions::check_diagram,
    },
    Target {
        name: "move_text",
        check: move_text::check_move_text,
    },
    Target {
        name: "game_record",
        check: records::check_game_record,
    },
    Target {
        name: "archive",
        check: records::check_archive,
    },
    Target {
        name: "random_game",
        check: random_game::check_random_game,
    },
    Target {
        name: "svg",
        check: svg::check_svg,
    },
    Target {
        name: "selfplay",
        check: selfplay::check_selfplay,
    },
];

/// Core bugs the fuzzers found that are reported but not fixed yet, by short name (the
/// name of the regression input under `fuzz/regressions/`). The checks step over them ([`tolerated`]) so that
/// fuzzing can go on finding *other* bugs, and each has a named test in
/// `tests/corpus_replay.rs` that fails as soon as the bug is fixed, as a reminder to
/// remove it from this list (and then its regression input is checked in full again).
pub const KNOWN_BUGS: &[&str] = &[];

/// Whether the known core bug `name` is to be stepped over rather than reported: it is in
/// [`KNOWN_BUGS`], or in the comma-separated environment variable
/// `ARIMAA_CHECKS_TOLERATE` (read once per process), unless the environment variable
/// `ARIMAA_CHECKS_STRICT` is set (then every bug is reported).
pub fn tolerated(name: &str) -> bool {
    static LIST: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    let list = LIST.get_or_init(|| {
        if std::env::var_os("ARIMAA_CHECKS_STRICT").is_some() {
            return Vec::new();
        }
        let extra = std::env::var("ARIMAA_CHECKS_TOLERATE").unwrap_or_default();
        KNOWN_BUGS
            .iter()
            .map(|s| s.to_string())
            .chain(extra.split(',').map(|s| s.trim().to_string()))
            .filter(|s| !s.is_empty())
            .collect()
    });
    list.iter().any(|n| n == name)
}

/// The input cut to [`MAX_INPUT`] bytes.
pub fn bounded(data: &[u8]) -> &[u8] {
    &data[..data.len().min(MAX_INPUT)]
}
