//! `arimaa play` between bots plays a whole game unattended and writes a log that
//! `arimaa replay` accepts; `bot:greedy` is deterministic for a seed, also across
//! `--resume` (the search bot `bot` is not: how far it searches depends on the clock).

mod common;

use std::fs;

fn turn_lines(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()))
        .collect()
}

/// The search bot against the greedy one: the game finishes and replays.
#[test]
fn search_bot_against_greedy_finishes_and_replays() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("g.txt");
    let log_s = log.to_str().unwrap();
    let args = [
        "play",
        "--gold",
        "bot",
        "--silver",
        "bot:greedy",
        "--seed",
        "1",
        "--log",
        log_s,
    ];
    let out = common::run(&args);
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert!(common::stdout(&out).contains("Game over: "));
    let text = fs::read_to_string(&log).unwrap();
    assert!(
        text.contains("\nGold: bot (seed 1)\nSilver: bot:greedy (seed 1)\n"),
        "{text}"
    );
    let out = common::run(&["replay", "--json", log_s]);
    assert!(out.status.success(), "{}", common::stdout(&out));
    let report: serde_json::Value = serde_json::from_str(common::stdout(&out).trim()).unwrap();
    assert_eq!(report["verdict"], "ok");
    assert_eq!(report["rules_outcome"], report["recorded_outcome"]);
}

#[test]
fn greedy_bot_against_itself_finishes_replays_and_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("g.txt");
    let log_s = log.to_str().unwrap();
    let args = [
        "play",
        "--gold",
        "bot:greedy",
        "--silver",
        "bot:greedy",
        "--seed",
        "1",
        "--log",
        log_s,
    ];
    let out = common::run(&args);
    assert!(out.status.success(), "{}", common::stderr(&out));
    let shown = common::stdout(&out);
    assert!(shown.contains("Game over: "), "{shown}");
    let text = fs::read_to_string(&log).unwrap();
    assert!(
        text.contains("\nGold: bot:greedy (seed 1)\nSilver: bot:greedy (seed 1)\n"),
        "{text}"
    );
    assert!(
        text.contains("\nResult: ") && text.contains("\nReasonCode: "),
        "{text}"
    );
    // Plain ASCII: stdout is a pipe here.
    assert!(shown.contains("+-----------------+") && !shown.contains('\u{1b}'));

    // replay accepts it, and the rules agree with the recorded result.
    let out = common::run(&["replay", "--json", log_s]);
    assert!(out.status.success(), "{}", common::stdout(&out));
    let report: serde_json::Value = serde_json::from_str(common::stdout(&out).trim()).unwrap();
    assert_eq!(report["verdict"], "ok");
    assert_eq!(report["rules_outcome"], report["recorded_outcome"]);

    // The same seed plays the same game.
    let again = dir.path().join("again.txt");
    let mut args2 = args;
    args2[8] = again.to_str().unwrap();
    assert!(common::run(&args2).status.success());
    let again_text = fs::read_to_string(&again).unwrap();
    assert_eq!(turn_lines(&again_text), turn_lines(&text));

    // Cut the log after 2g/2s and resume: the bots play the same moves as before.
    let turns = turn_lines(&text);
    let cut = dir.path().join("cut.txt");
    let head = "Event: Casual game\nGold: bot:greedy (seed 1)\nSilver: bot:greedy (seed 1)\n\n";
    fs::write(&cut, format!("{head}{}\n", turns[..4].join("\n"))).unwrap();
    let out = common::run(&["play", "--resume", cut.to_str().unwrap()]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    let resumed = fs::read_to_string(&cut).unwrap();
    assert_eq!(turn_lines(&resumed), turns);
}
