//! The end of `arimaa match`'s summary: each side's own move time (`--move-time-a/-b`),
//! the average, median and longest time per move, and the Elo line of A over B. The
//! expected Elo line is taken from the games' results in the archive the match wrote (A is
//! gold in odd-numbered games) and a table of values worked out by hand for two games:
//! 1-1 is an even score with both ends open; 2-0 is the Wilson bound 2 / (2 + 1.96²) =
//! 0.342372, whose 1/s - 1 = 1.920826 is -400 · log10 = -113.4 Elo.

mod common;

use std::fs;

use arimaa_rules::notation::record::parse_records;

#[test]
fn summary_names_move_times_and_ends_with_the_elo_of_a_over_b() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("games.txt");
    let o = common::run(&[
        "match",
        "bot:greedy",
        "bot:greedy",
        "--games",
        "2",
        "--move-time-a",
        "0.05",
        "--move-time-b",
        "0.1s",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", common::stderr(&o));
    let table = common::stdout(&o);
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(
        lines[0], "2 games, time control none, A 0.050s a move, B 0.100s a move",
        "{table}"
    );
    assert!(
        lines[1].ends_with("  avg move     median        max"),
        "{table}"
    );
    for (row, who) in lines[2..4].iter().zip(["A: bot:greedy", "B: bot:greedy"]) {
        assert!(row.starts_with(who), "{table}");
        // Three times in seconds, the median at most the longest.
        let times: Vec<f64> = row
            .split_whitespace()
            .rev()
            .take(3)
            .map(|t| t.strip_suffix('s').unwrap().parse().unwrap())
            .collect();
        assert!(times[1] <= times[0], "median <= max: {row}");
    }
    let records = parse_records(&fs::read_to_string(&out).unwrap()).unwrap();
    let a_wins = records
        .iter()
        .enumerate()
        .filter(|(i, r)| r.header("result") == Some(if i % 2 == 0 { "w" } else { "b" }))
        .count();
    let expected = match a_wins {
        0 => "Elo of A over B: < +113.4 (every game lost; 95% bound, Wilson score interval)",
        1 => "Elo of A over B: +0.0 (95% interval -inf to +inf)",
        _ => "Elo of A over B: > -113.4 (every game won; 95% bound, Wilson score interval)",
    };
    assert_eq!(lines[4], expected, "{table}");
    assert_eq!(lines.len(), 5, "{table}");
}

#[test]
fn a_move_time_must_be_a_positive_number_of_seconds() {
    for bad in ["0", "-1", "1m", "fast"] {
        let arg = format!("--move-time-a={bad}");
        let o = common::run(&["match", "bot", "bot", &arg]);
        assert_eq!(o.status.code(), Some(2), "{bad}");
        assert!(
            common::stderr(&o).contains("expected a positive number of seconds"),
            "{bad}: {}",
            common::stderr(&o)
        );
    }
}

/// The movelists of the games `arimaa match` wrote to `out`.
fn movelists(out: &std::path::Path) -> Vec<String> {
    parse_records(&fs::read_to_string(out).unwrap())
        .unwrap()
        .iter()
        .map(|r| format!("{:?}", r.turns))
        .collect()
}

#[test]
fn a_node_budget_plays_the_same_games_whatever_the_machine_does() {
    // The search bot with a node budget against the greedy bot (deterministic for a seed):
    // two runs of the same match, one of them beside a busy second match, write the same
    // moves; the summary names the budget.
    let dir = tempfile::tempdir().unwrap();
    let play = |name: &str| {
        let out = dir.path().join(name);
        let o = common::run(&[
            "match",
            "bot",
            "bot:greedy",
            "--games",
            "2",
            "--nodes-a",
            "3000",
            "--out",
            out.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{}", common::stderr(&o));
        (out, common::stdout(&o))
    };
    let busy = std::thread::spawn(move || common::run(&["perft", "3"]));
    let (first, table) = play("first.txt");
    let _ = busy.join();
    let (second, _) = play("second.txt");
    assert!(table.contains("A 3000 nodes a move"), "{table}");
    let (a, b) = (movelists(&first), movelists(&second));
    assert_eq!(a.len(), 2);
    assert!(a.iter().all(|m| m.len() > 100), "{a:?}");
    assert_eq!(a, b);
}

#[test]
fn a_node_budget_is_for_the_built_in_bot_and_positive() {
    let o = common::run(&["match", "bot", "bot", "--nodes-a", "0"]);
    assert_eq!(o.status.code(), Some(2), "{}", common::stderr(&o));
    let o = common::run(&[
        "match",
        "bot:greedy",
        "aei:arimaa-no-such-engine",
        "--games",
        "1",
        "--nodes-b",
        "10",
    ]);
    let text = common::stdout(&o) + &common::stderr(&o);
    assert!(text.contains("player B"), "{text}");
}

#[test]
fn threads_are_for_the_built_in_bots_from_1_to_64() {
    for bad in ["0", "65", "two"] {
        let arg = format!("--threads={bad}");
        let o = common::run(&["match", "bot", "bot", &arg]);
        assert_eq!(o.status.code(), Some(2), "{bad}");
        assert!(
            common::stderr(&o).contains("expected a number of threads from 1 to 64"),
            "{bad}: {}",
            common::stderr(&o)
        );
    }
    // Two threads under a node budget: a finished game the rules accept.
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("games.txt");
    let o = common::run(&[
        "match",
        "bot",
        "bot:greedy",
        "--games",
        "1",
        "--nodes-a",
        "3000",
        "--threads",
        "2",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", common::stderr(&o));
    assert_eq!(movelists(&out).len(), 1);
    let o = common::run(&["replay", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", common::stdout(&o));
}
