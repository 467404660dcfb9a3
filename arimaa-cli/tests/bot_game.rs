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

/// `arimaa play` between two bots with seed 1, logging to `log`; the run must succeed.
fn play_bots(gold: &str, silver: &str, log: &str) -> std::process::Output {
    let out = common::run(&[
        "play", "--gold", gold, "--silver", silver, "--seed", "1", "--log", log,
    ]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    out
}

/// `arimaa replay --json` accepts the log and the rules agree with the recorded result.
fn assert_replays_ok(log: &str) {
    let out = common::run(&["replay", "--json", log]);
    assert!(out.status.success(), "{}", common::stdout(&out));
    let report: serde_json::Value = serde_json::from_str(common::stdout(&out).trim()).unwrap();
    assert_eq!(report["verdict"], "ok");
    assert_eq!(report["rules_outcome"], report["recorded_outcome"]);
}

/// The search bot against the greedy one: the game finishes and replays.
#[test]
fn search_bot_against_greedy_finishes_and_replays() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("g.txt");
    let log_s = log.to_str().unwrap();
    let out = play_bots("bot", "bot:greedy", log_s);
    assert!(common::stdout(&out).contains("Game over: "));
    let text = fs::read_to_string(&log).unwrap();
    assert!(
        text.contains("\nGold: bot (seed 1)\nSilver: bot:greedy (seed 1)\n"),
        "{text}"
    );
    assert_replays_ok(log_s);
}

#[test]
fn greedy_bot_against_itself_finishes_replays_and_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("g.txt");
    let log_s = log.to_str().unwrap();
    let out = play_bots("bot:greedy", "bot:greedy", log_s);
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
    assert_replays_ok(log_s);

    // The same seed plays the same game.
    let again = dir.path().join("again.txt");
    play_bots("bot:greedy", "bot:greedy", again.to_str().unwrap());
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
