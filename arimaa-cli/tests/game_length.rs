//! One count of a game's length everywhere: `arimaa match`'s line per game, `arimaa replay`
//! and `arimaa play` all give the moves played (each side's move counts one, the two
//! setups of turn 1 do not) and the label of the last turn. The expected values are
//! counted here from the turn lines of the archive the match wrote, not by the program.
//! The match also names each game's bot by the seed it had in that game.

mod common;

use std::fs;

use arimaa_rules::notation::record::{GameRecord, TurnAction, parse_records};

/// The length of a record counted from its turn lines: the turns played (`Play` lines)
/// numbered 2 or more are moves (turn 1 is the two setups); the last label is the last
/// `Play` line's.
fn counted(rec: &GameRecord) -> (usize, String) {
    let played: Vec<_> = rec
        .turns
        .iter()
        .filter(|t| t.action == TurnAction::Play)
        .collect();
    let moves = played.iter().filter(|t| t.number >= 2).count();
    (moves, played.last().expect("turns").label())
}

#[test]
fn match_and_replay_give_the_same_length_and_each_games_seeds() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("games.txt");
    let o = common::run(&[
        "match",
        "bot:greedy",
        "bot:greedy",
        "--games",
        "2",
        "--seed",
        "12",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", common::stderr(&o));
    let stderr = common::stderr(&o);
    let text = fs::read_to_string(&out).unwrap();
    let records = parse_records(&text).unwrap();
    assert_eq!(records.len(), 2);
    // Game i (from 0) seeds its players with 12 + i (A) and 13 + i (B); A is gold in game 1
    // and silver in game 2.
    let seeds = [("12", "13"), ("14", "13")];
    for (i, rec) in records.iter().enumerate() {
        let (moves, last) = counted(rec);
        assert!(moves > 0, "game {} has moves", i + 1);
        let line = stderr
            .lines()
            .find(|l| l.starts_with(&format!("[{}/2] ", i + 1)))
            .unwrap_or_else(|| panic!("no line for game {}: {stderr}", i + 1));
        assert!(
            line.ends_with(&format!(": {moves} moves, last {last}")),
            "game {}: {line}",
            i + 1
        );
        let (gold, silver) = seeds[i];
        let gold_name = format!("bot:greedy (seed {gold})");
        let silver_name = format!("bot:greedy (seed {silver})");
        assert!(
            line.contains(&gold_name) && line.contains(&silver_name),
            "game {}: {line}",
            i + 1
        );
        assert_eq!(rec.header("wusername"), Some(gold_name.as_str()));
        assert_eq!(rec.header("busername"), Some(silver_name.as_str()));
        // `arimaa replay` of the same game: the same two numbers.
        let one = dir.path().join(format!("game{i}.txt"));
        fs::write(&one, rec.to_text()).unwrap();
        let r = common::run(&["replay", one.to_str().unwrap()]);
        assert!(r.status.success(), "{}", common::stdout(&r));
        let shown = common::stdout(&r);
        assert!(
            shown.contains(&format!("  moves {moves}  last {last}  ")),
            "{shown}"
        );
    }
    // The table names each player once, by its spec: no one seed stands for the match.
    let table = common::stdout(&o);
    assert!(
        table.contains("\nA: bot:greedy ") && table.contains("\nB: bot:greedy "),
        "{table}"
    );
    assert!(!table.contains("(seed"), "{table}");
}

/// `arimaa play` says the same at the end of a game: the moves and the last label, counted
/// from the log.
#[test]
fn play_reports_the_length_counted_from_its_log() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("g.txt");
    let o = common::run(&[
        "play",
        "--gold",
        "bot:greedy",
        "--silver",
        "bot:greedy",
        "--seed",
        "3",
        "--log",
        log.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", common::stderr(&o));
    let rec = GameRecord::parse(&fs::read_to_string(&log).unwrap()).unwrap();
    let (moves, last) = counted(&rec);
    let shown = common::stdout(&o);
    let over = shown
        .lines()
        .find(|l| l.starts_with("Game over: "))
        .expect(&shown);
    assert!(
        over.ends_with(&format!(" ({moves} moves, last {last}).")),
        "{over}"
    );
}
