//! The log of `arimaa play` keeps who played and the time control as headers: the players'
//! names (`human`, `bot (seed N)`, an engine's `id name`), their kinds (`GoldType`,
//! `SilverType`: the archive's `h`/`b`) and `TimeControl`; written as an archive line the
//! record fills `wusername`, `wtype`, `timecontrol`, ….

mod common;

use std::fs;

use arimaa_rules::notation::archive::archive_header;
use arimaa_rules::notation::record::{GameRecord, parse_records};

#[test]
fn a_human_game_log_names_the_players_and_the_time_control() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("g.txt");
    // No input: the game stops at once (as `quit`), the log already written.
    let o = common::run(&[
        "play",
        "--gold",
        "human",
        "--silver",
        "bot:greedy",
        "--seed",
        "3",
        "--tc",
        "30s/5m",
        "--log",
        log.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", common::stderr(&o));
    let text = fs::read_to_string(&log).unwrap();
    let rec = GameRecord::parse(&text).unwrap();
    let get = |name| rec.headers.get(name);
    assert_eq!(get("Gold"), Some("human"), "{text}");
    assert_eq!(get("Silver"), Some("bot:greedy (seed 3)"), "{text}");
    assert_eq!(get("GoldType"), Some("h"), "{text}");
    assert_eq!(get("SilverType"), Some("b"), "{text}");
    assert_eq!(get("TimeControl"), Some("30s/5m"), "{text}");
    // As an archive line, the per-game names fill the archive's columns.
    let line = rec.to_archive_line();
    let archived = &parse_records(&format!("{}\n{line}\n", archive_header())).unwrap()[0];
    for (column, value) in [
        ("wusername", "human"),
        ("busername", "bot:greedy (seed 3)"),
        ("wtype", "h"),
        ("btype", "b"),
        ("timecontrol", "30s/5m"),
        ("event", "Casual game"),
        ("site", "arimaa-cli"),
    ] {
        assert_eq!(archived.header(column), Some(value), "{column}: {line}");
    }
}
