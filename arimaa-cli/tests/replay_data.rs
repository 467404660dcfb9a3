//! `arimaa replay` over every game file of `games/` gives the expected verdicts, taken from
//! the data's own documentation: `archive/replay_summary.tsv` (an independent replay with
//! AEI), `per-game/movelists/EXPECTED.txt` and the data README.
//!
//! Runs under libtest-mimic (`harness = false`): the per-game files are the vendored
//! copies (`tests/data`, always present); the archive tests are ignored by name, with the
//! reason, when `games/archive` is missing, and fail under `ARIMAA_REQUIRE_DATA=1`.

mod common;

use std::collections::HashMap;
use std::fs;
use std::path::Path;

use arimaa_tests::data::{self, Ran};
use serde_json::Value;

/// Replays `files` with `--json` (and `extra` options); returns the exit status and the
/// reports keyed by game name.
fn replay(files: &[String], extra: &[&str]) -> (bool, HashMap<String, Value>) {
    let mut args: Vec<&str> = vec!["replay", "--json"];
    args.extend(extra);
    args.extend(files.iter().map(String::as_str));
    let out = common::run(&args);
    let mut reports = HashMap::new();
    for line in common::stdout(&out).lines() {
        let v: Value = serde_json::from_str(line).expect("one JSON object per line");
        reports.insert(v["game"].as_str().unwrap().to_string(), v);
    }
    (out.status.success(), reports)
}

fn path(dir: &Path, rel: &str) -> String {
    dir.join(rel).to_string_lossy().into_owned()
}

fn archive_games_agree_with_the_reference_replay() -> Ran {
    let files = ["allgames2002.txt", "allgames202602.txt"];
    let mut paths = Vec::new();
    for f in files {
        paths.push(data::path_text(&data::archive(f)?));
    }
    let (ok, reports) = replay(&paths, &[]);
    assert!(
        ok,
        "the archive files must pass (the failing games are flagged corrupt)"
    );
    let summary = data::read_archive("replay_summary.tsv")?;
    let mut lines = summary.lines().filter(|l| !l.starts_with('#'));
    let header: Vec<&str> = lines.next().unwrap().split('\t').collect();
    let col = |name: &str| header.iter().position(|h| *h == name).unwrap();
    let mut seen = 0;
    for line in lines {
        let f: Vec<&str> = line.split('\t').collect();
        let file = files
            .iter()
            .position(|x| *x == f[col("source_file")])
            .unwrap();
        let name = format!("{}:{}", paths[file], f[col("id")]);
        let r = &reports[&name];
        seen += 1;
        let turns: u64 = f[col("turns_played")].parse().unwrap();
        assert_eq!(
            r["moves"].as_u64(),
            Some(turns - 2),
            "{name}: moves (turns less the 2 setups)"
        );
        let id = f[col("id")];
        if f[col("replays_ok")] == "no" {
            // "15w: Tried to move a frozen piece" -> label 15g, rule frozen.
            let error = f[col("replay_error")];
            let label = error
                .split(':')
                .next()
                .unwrap()
                .replace('w', "g")
                .replace('b', "s");
            assert!(error.contains("frozen"), "{name}: {error}");
            assert_eq!(r["verdict"], "illegal", "{name}");
            assert_eq!(r["label"], label.as_str(), "{name}");
            assert_eq!(r["rule"], "frozen", "{name}");
            assert_eq!(
                r["corrupt"], true,
                "{name}: README: 32 and 55 are flagged corrupt"
            );
            continue;
        }
        // The rules' outcome at the end: the first win condition that holds in the
        // reference replay's final position (goal, then elimination, then immobilization).
        let wins = [
            ("goal_winner", 'g'),
            ("elim_winner", 'e'),
            ("immob_winner", 'm'),
        ];
        let expected = wins.iter().find_map(|(c, letter)| {
            let w = f[col(c)];
            (!w.is_empty()).then(|| format!("{}{letter}", if w == "w" { 'g' } else { 's' }))
        });
        if name.ends_with("allgames2002.txt:46") {
            // README: an unscored silver rabbit stands on c1 after 21b and the 2002 server
            // played on: today's rules refuse 22w (the game was over), the rules of 2002
            // accept the rest, and the rules' outcome is the goal at 21b.
            assert_eq!(r["verdict"], "old-rules", "{name}");
            assert_eq!(
                (r["label"].as_str(), r["rule"].as_str()),
                (Some("22g"), Some("game_over"))
            );
            assert_eq!(r["fails"], false);
            assert_eq!(r["rules_outcome"], "sg");
            continue;
        }
        assert_eq!(r["verdict"], "ok", "{name}: {r}");
        assert_eq!(
            r["rules_outcome"].as_str(),
            expected.as_deref(),
            "{name} (id {id})"
        );
    }
    assert_eq!(seen, reports.len(), "every game is in the summary");
    assert_eq!(
        seen,
        64 + 147,
        "README: 64 games of 2002 and 147 of Feb 2026"
    );
    Ok(())
}

fn per_game_files_replay_and_old_rules_games_are_reported() {
    let dir = data::tables_dir();
    let expected_txt = data::read_table("games/per-game/movelists/EXPECTED.txt");
    // [plies] section: turns after resolving takebacks, setups included.
    let plies: HashMap<String, u64> = expected_txt
        .lines()
        .skip_while(|l| *l != "[plies]")
        .skip(2)
        .take_while(|l| !l.is_empty())
        .map(|l| {
            let (id, n) = l.split_once('\t').unwrap();
            (id.to_string(), n.parse().unwrap())
        })
        .collect();
    assert_eq!(plies.len(), 21, "README: 21 movelist files");
    let mut files: Vec<String> = plies
        .keys()
        .map(|id| path(&dir, &format!("games/per-game/movelists/{id}.txt")))
        .collect();
    files.sort();
    files.push(path(&dir, "games/per-game/game100.txt"));
    files.push(path(&dir, "games/per-game/9624.gameLog"));
    let (ok, reports) = replay(&files, &[]);
    assert!(ok, "old-rules games do not fail the exit status");
    // README: 40260 repeats a position a third time and goes on (EXPECTED.txt lists the
    // duplicates: the position before 36s is the third occurrence, made by 36g); 07371,
    // 47721, 75005 go on after a side has no rabbits. All four are pre-2008 games.
    let old: HashMap<&str, &str> = [
        ("40260", "third_repetition"),
        ("07371", "game_over"),
        ("47721", "game_over"),
        ("75005", "game_over"),
    ]
    .into();
    for (id, n) in &plies {
        let name = path(&dir, &format!("games/per-game/movelists/{id}.txt"));
        let r = &reports[&name];
        assert_eq!(r["moves"].as_u64(), Some(n - 2), "{name}: {r}");
        match old.get(id.as_str()) {
            None => assert_eq!(r["verdict"], "ok", "{name}: {r}"),
            Some(rule) => {
                assert_eq!(r["verdict"], "old-rules", "{name}: {r}");
                assert_eq!(r["rule"], *rule, "{name}");
                assert_eq!(r["fails"], false, "{name}");
            }
        }
    }
    assert_eq!(
        reports[&path(&dir, "games/per-game/movelists/40260.txt")]["label"],
        "36g"
    );
    // game100.txt: gold's last move leaves a silver rabbit on rank 1, silver wins by goal.
    let g100 = &reports[&format!("{}:100", path(&dir, "games/per-game/game100.txt"))];
    assert_eq!(
        (g100["verdict"].as_str(), g100["rules_outcome"].as_str()),
        (Some("ok"), Some("sg"))
    );
    assert_eq!(g100["recorded_outcome"], "sg");
    // 9624.gameLog: gold wins by goal.
    let log = &reports[&path(&dir, "games/per-game/9624.gameLog")];
    assert_eq!(
        (log["verdict"].as_str(), log["rules_outcome"].as_str()),
        (Some("ok"), Some("gg"))
    );

    // With --lenient the old games replay as they were played.
    let (ok, reports) = replay(&files, &["--lenient"]);
    assert!(ok);
    assert!(
        reports.values().all(|r| r["verdict"] == "ok"),
        "{reports:?}"
    );
}

fn old_rules_games_stop_where_a_side_has_no_rabbits() {
    let dir = data::tables_dir();
    // The turn before the refused one leaves a side without rabbits (README: the games go
    // on after a side has no rabbits): checked on the board printed by `show --lenient`.
    for id in ["07371", "47721", "75005"] {
        let file = path(&dir, &format!("games/per-game/movelists/{id}.txt"));
        let (_, reports) = replay(std::slice::from_ref(&file), &[]);
        let label = reports[&file]["label"].as_str().unwrap().to_string();
        let (n, side) = label.split_at(label.len() - 1);
        let n: u32 = n.parse().unwrap();
        let before = if side == "g" {
            format!("{}s", n - 1)
        } else {
            format!("{n}g")
        };
        let out = common::run(&[
            "show",
            &file,
            "--lenient",
            "--at",
            &before,
            "--format",
            "short",
        ]);
        let short = common::stdout(&out);
        assert!(
            !short.contains('R') || !short.contains('r'),
            "{id}: after {before} both sides still have rabbits: {short}"
        );
    }
}

fn text_output_and_exit_status() -> Ran {
    let file = data::path_text(&data::archive("allgames2002.txt")?);
    let out = common::run(&["replay", &file]);
    assert!(out.status.success());
    let text = common::stdout(&out);
    let line32 = text
        .lines()
        .find(|l| l.starts_with(&format!("{file}:32 ")))
        .unwrap();
    assert!(
        line32.contains("illegal 15g") && line32.contains("frozen"),
        "{line32}"
    );
    assert!(line32.contains("[flagged corrupt]"), "{line32}");
    assert!(
        text.lines().last().unwrap().starts_with("total: 64 games"),
        "{text}"
    );
    // A game that is not flagged corrupt and does not replay fails the exit status: gold's
    // first move steps a rabbit onto the square of its own dog.
    let rec = "1w Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n\
               1b ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n\
               2w Ra1n\n";
    let tmp = tempfile::tempdir().unwrap();
    let bad = tmp.path().join("bad.txt");
    fs::write(&bad, rec).unwrap();
    let out = common::run(&["replay", bad.to_str().unwrap()]);
    assert!(!out.status.success(), "Ra1n is blocked by the dog on a2");
    assert!(
        common::stdout(&out).contains("occupied"),
        "{}",
        common::stdout(&out)
    );
    Ok(())
}

fn main() {
    data::run(vec![
        data::trial(
            "archive_games_agree_with_the_reference_replay",
            archive_games_agree_with_the_reference_replay,
        ),
        data::plain(
            "per_game_files_replay_and_old_rules_games_are_reported",
            per_game_files_replay_and_old_rules_games_are_reported,
        ),
        data::plain(
            "old_rules_games_stop_where_a_side_has_no_rabbits",
            old_rules_games_stop_where_a_side_has_no_rabbits,
        ),
        data::trial("text_output_and_exit_status", text_output_and_exit_status),
    ]);
}
