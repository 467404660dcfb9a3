//! Replays every seed input (`fuzz/corpus/<target>/`) and every minimized crash
//! (`fuzz/regressions/<target>/`) through the same check function the fuzz target runs,
//! on stable Rust, with no fuzzing toolchain: a past crash can never come back unnoticed.
//!
//! Each bug a fuzzer found also has a named test below that states it in words.

use arimaa_rules::Refusal;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

use arimaa_tests::checks::{KNOWN_BUGS, TARGETS, Target};

/// Targets whose check lives outside this crate (the C API, AEI and bot-weights targets run in
/// the fuzz crate, which depends on `arimaa-capi`, `arimaa-aei` and `arimaa-bot`).
const EXTERNAL_TARGETS: &[&str] = &["capi", "aei_message", "aei_session", "weights"];

fn fuzz_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fuzz")
}

/// The files of `dir` (none when it does not exist), sorted for a stable order.
fn files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out: Vec<PathBuf> = entries
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| {
            p.is_file()
                && !p
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with('.'))
        })
        .collect();
    out.sort();
    out
}

/// Runs `target`'s check on every file of `dir`; returns the failures as messages.
fn replay(target: &Target, dir: &Path) -> (usize, Vec<String>) {
    let mut failures = Vec::new();
    let inputs = files(dir);
    for path in &inputs {
        let data =
            std::fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {}", path.display(), e));
        if let Err(payload) = catch_unwind(AssertUnwindSafe(|| (target.check)(&data))) {
            let msg = payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            failures.push(format!("{}: {}", path.display(), msg));
        }
    }
    (inputs.len(), failures)
}

#[test]
fn every_target_has_seeds_and_they_pass() {
    let mut failures = Vec::new();
    for target in TARGETS {
        let dir = fuzz_dir().join("corpus").join(target.name);
        let (count, mut f) = replay(target, &dir);
        assert!(count > 0, "no seed inputs in {}", dir.display());
        failures.append(&mut f);
    }
    assert!(
        failures.is_empty(),
        "seed inputs fail:\n{}",
        failures.join("\n")
    );
}

#[test]
fn every_regression_input_passes() {
    let mut failures = Vec::new();
    for target in TARGETS {
        let dir = fuzz_dir().join("regressions").join(target.name);
        failures.append(&mut replay(target, &dir).1);
    }
    assert!(
        failures.is_empty(),
        "regression inputs fail:\n{}",
        failures.join("\n")
    );
}

#[test]
fn every_corpus_folder_belongs_to_a_target() {
    for kind in ["corpus", "regressions"] {
        let Ok(entries) = std::fs::read_dir(fuzz_dir().join(kind)) else {
            continue;
        };
        for e in entries {
            let name = e
                .expect("readable entry")
                .file_name()
                .to_string_lossy()
                .to_string();
            assert!(
                TARGETS.iter().any(|t| t.name == name) || EXTERNAL_TARGETS.contains(&name.as_str()),
                "fuzz/{}/{} names no fuzz target",
                kind,
                name
            );
        }
    }
}

// --- Bugs the fuzzers found: one named test each, stating the rule (the input is in
// --- fuzz/regressions/<target>/<name>). While a bug is listed in `checks::KNOWN_BUGS`
// --- its test expects the failure; once the core is fixed the test fails, asking to
// --- remove the name from the list (the checks then cover the bug again).

/// Runs `reproduction` for the bug `name`: it must fail while the bug is listed in
/// `KNOWN_BUGS`, and pass otherwise.
fn known_bug(name: &str, reproduction: fn()) {
    let outcome = catch_unwind(reproduction);
    if KNOWN_BUGS.contains(&name) {
        assert!(
            outcome.is_err(),
            "the core bug {} is fixed: remove it from arimaa_tests::checks::KNOWN_BUGS",
            name
        );
    } else if let Err(payload) = outcome {
        std::panic::resume_unwind(payload);
    }
}

/// `random_game/steps_after_four`: a move has at most four steps (official rules,
/// "Play"), so after four steps `Position::legal_steps()` must offer nothing; it offered
/// the steps of a fresh move, which `play_step` then refused with `too_many_steps`.
#[test]
fn legal_steps_is_empty_after_four_steps() {
    known_bug("steps_after_four", || {
        let mut pos = arimaa_rules::Position::standard();
        for step in ["Ee2n", "Ee3n", "Ee4n", "Ee5n"] {
            pos.play_step(&step.parse().expect("a step"))
                .expect("legal step");
        }
        assert_eq!(pos.steps_left(), 0);
        let offered: Vec<String> = pos.legal_steps().steps().map(|s| s.to_string()).collect();
        assert!(
            offered.is_empty(),
            "legal_steps() after four steps offers {:?}",
            offered
        );
    });
}

/// `game_record/free_setup_trap`: a piece may never stand unguarded on a trap (official
/// rules, "Capturing"; `Position::new` refuses such a board), yet a free setup
/// (`GameOptions::free_setup`) placed a lone gold cat on f3 and left it there; the game's
/// position then has a short form that `Position::from_short` refuses.
#[test]
fn free_setup_never_leaves_a_piece_unguarded_on_a_trap() {
    known_bug("free_setup_trap", || {
        let options = arimaa_rules::GameOptions {
            free_setup: true,
            ..arimaa_rules::GameOptions::LENIENT
        };
        let mut game = arimaa_rules::Game::with_options(options);
        let played = game.play_text("Cf3");
        let trap = arimaa_rules::Square::F3;
        assert!(
            played.is_err() || game.position().piece_at(trap).is_none(),
            "the free setup Cf3 leaves {:?} on f3 (short form {:?})",
            game.position().piece_at(trap),
            game.position().to_short()
        );
    });
}

/// `game_record/resign_out_of_turn` (and `archive/resign_out_of_turn`): `3s resign` in a
/// record whose next turn is gold's setup was taken as silver resigning, and the record the
/// game wrote back (`1g resign`: the side to move resigns) gave the other winner. A
/// resignation is a turn of the side to move: its label is checked like a move's.
#[test]
fn a_resignation_out_of_turn_is_refused() {
    let rec =
        arimaa_rules::notation::record::GameRecord::parse("Event: x\n3s resign\n").expect("parses");
    let err = rec
        .replay(arimaa_rules::GameOptions::STRICT)
        .expect_err("not silver's turn");
    assert_eq!(
        (err.label.as_str(), err.kind.rule().name()),
        ("3s", "label_out_of_order")
    );
    // In turn, it is a resignation, and it survives a round trip through the record.
    let mut game = arimaa_rules::Game::new();
    game.resign().expect("gold, to set up, may resign");
    let text = game.to_record(&arimaa_rules::notation::record::Headers::new());
    assert!(text.ends_with("1g resign\n"), "{}", text);
    let again = arimaa_rules::Game::from_record(&text).expect("replays");
    assert_eq!(again.outcome(), game.outcome());
}

/// `archive/header_name_reads_as_turn` and `game_record/header_name_reads_as_turn`: an
/// archive header row naming columns `1`, `b`, … (or `1g\r\0\0\0id`) gave records whose
/// header `1` was written back as the per-game line `1: 1`, which reads as a turn ("line
/// 1, column 2: expected a side letter"). A header name must be one ASCII word starting
/// with a letter (`is_header_name`), as every arimaa.com header and column is: the archive
/// reader refuses the header row at the first other name, with its line and column.
#[test]
fn an_archive_column_name_that_is_no_header_name_is_refused() {
    use arimaa_rules::notation::record::{RecordErrorKind, parse_records};
    let input =
        std::fs::read_to_string(fuzz_dir().join("regressions/archive/header_name_reads_as_turn"))
            .expect("the regression input");
    let err = parse_records(&input).expect_err("column `1` is no header name");
    assert_eq!((err.line, err.column), (1, 1));
    let RecordErrorKind::Notation(n) = &err.kind else {
        panic!("a notation error, not {:?}", err.kind)
    };
    assert_eq!(n.found, "1");
    // `1g\r\0\0\0id`: the first column, with a line break and control characters.
    let input = std::fs::read_to_string(
        fuzz_dir().join("regressions/game_record/header_name_reads_as_turn"),
    )
    .expect("the regression input");
    let err = parse_records(&input).expect_err("column `1g\\r...` is no header name");
    assert_eq!((err.line, err.column), (1, 1));
    let RecordErrorKind::Notation(n) = &err.kind else {
        panic!("a notation error, not {:?}", err.kind)
    };
    assert_eq!(n.found, "1g\r\0\0\0id");
    // The third column `termi8\0nation` (column 14: after `1g\r\0\0\0id\t` and `result\t`)
    // is refused too once the first is a word.
    let fixed = input.replacen("1g\r\0\0\0id", "id", 1);
    let err = parse_records(&fixed).expect_err("column `termi8\\0nation`");
    assert_eq!(err.column, 11);
    // With word names, the same games read, and their text reads back with its headers.
    let fixed = fixed.replacen("termi8\0nation", "termination", 1);
    let records = parse_records(&fixed).expect("word names");
    let text = records[0].to_text();
    let back = arimaa_rules::notation::record::GameRecord::parse(&text).expect("reads back");
    assert_eq!(back.headers, records[0].headers, "{}", text);
}

/// The same rule where a name is set on a game or a record: `Headers` refuses it, so
/// `Game::to_record` always reads back.
#[test]
fn a_header_name_that_could_not_be_read_back_is_refused_when_set() {
    use arimaa_rules::notation::record::Headers;
    let mut game = arimaa_rules::Game::new();
    for bad in [
        "1", "1g", "12s", "", "a:b", "a b", "a\nb", "a\r", "a\0", "-x",
    ] {
        assert!(game.headers_mut().set(bad, "1").is_err(), "{:?}", bad);
        assert!(Headers::from_pairs([(bad, "1")]).is_err(), "{:?}", bad);
    }
    assert!(game.headers().is_empty());
    game.headers_mut()
        .set("Event", " a\tb\nc ")
        .expect("a word");
    let text = game.to_record(&Headers::new());
    let again = arimaa_rules::Game::from_record(&text).expect("replays");
    assert_eq!(again.headers().get("Event"), Some("a b c"), "{}", text);
}

/// `game_record/duplicate_result_headers`: a record with two `ResultCode`/`ReasonCode`
/// pairs (`b`/`g` twice, then `b`/`rg`) whose recorded goal the board does not show
/// replays to a game without result; `to_record` emptied only the first of each pair, and
/// the record read back took the stale second pair (`b`, `rg`: silver wins by
/// resignation) as its result. The game decides every occurrence of a result header, and
/// of a name differing from one only in case (`GameRecord::header` ignores case).
#[test]
fn every_result_header_is_the_games() {
    use arimaa_rules::notation::record::Headers;
    // The first pair (silver by goal) is the record's result; the board shows no goal.
    let text = "ResultCode: b\nReasonCode: g\nResultCode: b\nReasonCode: r\n\
                resultcode: w\nREASONCODE: r\n\n1g\n";
    let game = arimaa_rules::Game::from_record(text).expect("replays");
    assert_eq!(
        game.outcome(),
        None,
        "no turn: nothing decided by the board"
    );
    let written = game.to_record(&Headers::new());
    assert!(
        written.starts_with(
            "ResultCode:\nReasonCode:\nResultCode:\nReasonCode:\nresultcode:\nREASONCODE:\n"
        ),
        "{written}"
    );
    let again = arimaa_rules::Game::from_record(&written).expect("replays");
    assert_eq!(again.outcome(), None, "{written}");
}

/// `archive/result_written_as_score` and `game_record/result_written_as_score`: a record
/// whose winner header is named `Result` or `resulT` (header names are read in any case,
/// so either is read as the archive's `result`: `b…` silver, `w` gold) had its recorded
/// result (silver by `p`, gold by `r`) written back under that name as the per-game score
/// (`0-1`, `1-0`), which the reader did not take as a winner: the record read back had no
/// result. The reader takes the scores `1-0`, `0-1`, `1/2-1/2` as winners too, so every
/// result it reads is one the writer carries.
#[test]
fn a_result_written_as_a_score_reads_back() {
    use arimaa_rules::notation::record::{Headers, parse_records};
    use arimaa_rules::{Color, GameOptions, Outcome, Termination};
    let cases = [
        (
            "archive",
            "Result",
            "0-1",
            Outcome::win(Color::Silver, Termination::Repetition),
        ),
        (
            "game_record",
            "resulT",
            "1-0",
            Outcome::win(Color::Gold, Termination::Resignation),
        ),
    ];
    // The archive's gold setup is unfinished and places a horse on b3: a free setup.
    let options = GameOptions {
        free_setup: true,
        ..GameOptions::LENIENT
    };
    for (target, name, score, expected) in cases {
        let input = std::fs::read_to_string(
            fuzz_dir().join(format!("regressions/{target}/result_written_as_score")),
        )
        .expect("the regression input");
        let records = parse_records(&input).expect("reads");
        let game = records[0]
            .replay(options)
            .expect("replays with a free setup")
            .game;
        let outcome = game.outcome().expect("the recorded result");
        assert_eq!(
            (outcome.winner, outcome.termination),
            (expected.winner, expected.termination),
            "{target}"
        );
        let text = game.to_record(&Headers::new());
        assert!(text.contains(&format!("{name}: {score}\n")), "{text}");
        let again = arimaa_rules::Game::from_record_with(&text, options)
            .expect("the written record replays");
        let back = again.outcome().expect("the result reads back");
        assert_eq!(
            (back.winner, back.termination),
            (expected.winner, expected.termination),
            "{text}"
        );
    }
}
