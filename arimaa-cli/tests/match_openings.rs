//! `arimaa match --openings FILE [--opening-start K]`: both games of a pair start from the
//! same line of the file (its gold setup, then its silver setup), colours swapped, and the
//! records written with `--out` begin with exactly those setups as turns 1w and 1b. The
//! expected setups, player names and line numbers are those written in the test's own
//! file, and the seeds by the match's rule (game i gives A seed + i - 1 and B one more).
//! A malformed file is refused before any game, as a bad argument (exit status 2),
//! naming the file and the line.

mod common;

use std::fs;

/// Gold's setup with the elephant and camel swapped; silver's with a rabbit on a7.
const GOLD_1: &str = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2";
const SILVER_1: &str = "ra7 rb8 rc8 rd8 re8 rf8 rg8 rh8 da8 hb7 cc7 ed7 me7 cf7 hg7 dh7";
/// Another pair: the dogs and horses swapped.
const GOLD_2: &str = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2";
const SILVER_2: &str = "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7";

fn play(openings: &str, extra: &[&str]) -> (std::process::Output, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("openings.tsv");
    fs::write(&file, openings).unwrap();
    let out = dir.path().join("games.txt");
    let mut args = vec![
        "match",
        "bot:greedy",
        "bot:greedy",
        "--games",
        "2",
        "--tc",
        "10s/60s/100/0/60t",
        "--openings",
        file.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let o = common::run(&args);
    let text = fs::read_to_string(&out).unwrap_or_default();
    (o, text)
}

#[test]
fn both_games_of_a_pair_start_from_the_files_setups_colours_swapped() {
    let file = format!("gold\tsilver\tsource\n{GOLD_1}\t{SILVER_1}\tby hand\n");
    let (o, text) = play(&file, &[]);
    assert!(o.status.success(), "{}", common::stderr(&o));
    let movelists = common::archive_column(&text, "movelist");
    assert_eq!(movelists.len(), 2);
    for m in &movelists {
        assert!(
            m.starts_with(&format!("1w {GOLD_1}\\n1b {SILVER_1}\\n2w ")),
            "{m}"
        );
    }
    // Game 1: A (seed 1) gold, B (seed 2) silver; game 2: B (seed 3) gold, A (seed 2).
    assert_eq!(
        common::archive_column(&text, "wusername"),
        ["bot:greedy (seed 1)", "bot:greedy (seed 3)"]
    );
    assert_eq!(
        common::archive_column(&text, "busername"),
        ["bot:greedy (seed 2)", "bot:greedy (seed 2)"]
    );
    let table = common::stdout(&o);
    assert!(
        table
            .lines()
            .next()
            .unwrap()
            .ends_with("openings.tsv from 0"),
        "{table}"
    );
    // The records replay (the setups are the games' first two turns).
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.txt");
    fs::write(&path, &text).unwrap();
    let r = common::run(&["replay", path.to_str().unwrap()]);
    assert!(r.status.success(), "{}", common::stdout(&r));
}

#[test]
fn the_first_opening_counts_modulo_the_number_of_openings() {
    // Two openings, start 3: 3 mod 2 = 1, the file's second opening (line 3).
    let file = format!("# two\n{GOLD_1}\t{SILVER_1}\n\n{GOLD_2}\t{SILVER_2}\n");
    let (o, text) = play(&file, &["--opening-start", "3"]);
    assert!(o.status.success(), "{}", common::stderr(&o));
    for m in common::archive_column(&text, "movelist") {
        assert!(
            m.starts_with(&format!("1w {GOLD_2}\\n1b {SILVER_2}\\n")),
            "{m}"
        );
    }
    assert!(common::stderr(&o).contains("[2/2] (opening 1) "));
}

#[test]
fn a_malformed_line_is_refused_before_any_game() {
    let cases = [
        // Line 3: one field (no TAB).
        (
            format!("# x\n{GOLD_1}\t{SILVER_1}\n{GOLD_1}\n"),
            "line 3: expected the gold setup and the silver setup separated by a TAB",
        ),
        // Line 1: a placement that is not one.
        (
            format!("{GOLD_1}\tra8 rb8 rz9\n"),
            "line 1: the silver setup \"ra8 rb8 rz9\"",
        ),
        // Line 2: the colours swapped.
        (
            format!("gold\tsilver\n{SILVER_1}\t{GOLD_1}\n"),
            "line 2: not a legal gold setup",
        ),
        // Line 1: 15 silver pieces (no handicap games).
        (
            format!("{GOLD_1}\t{}\n", &SILVER_1[4..]),
            "line 1: not a legal silver setup",
        ),
    ];
    for (file, said) in cases {
        let (o, text) = play(&file, &[]);
        assert_eq!(o.status.code(), Some(2), "{said}");
        let err = common::stderr(&o);
        assert!(err.contains(&format!("openings.tsv: {said}")), "{err}");
        assert!(text.is_empty(), "no game was played: {text}");
    }
    let (o, _) = play("# nothing\n", &[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(common::stderr(&o).contains("openings.tsv: no opening in the file"));
}
