//! `arimaa replay --json` gives, on every game of `games/`, the verdict of
//! `tests/data/games/expected_verdicts.tsv` (from the data's documentation); the C reader
//! (arimaa-capi `c_programs.rs`) and Python's `GameRecord.verify()` (`test_verdicts.py`)
//! are held to the same table, so the three front ends agree game by game.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use arimaa_tests::data::{self, Ran};
use arimaa_tests::verdicts::{self, Expected};
use serde_json::Value;

/// `arimaa replay --json FILE`: the verdict of each game, keyed as the table keys it
/// (`rel[:id]`).
fn replay(rel: &str, file: &Path) -> BTreeMap<String, Expected> {
    let out = Command::new(env!("CARGO_BIN_EXE_arimaa"))
        .args(["replay", "--json"])
        .arg(file)
        .output()
        .expect("the arimaa binary runs");
    let stdout = String::from_utf8(out.stdout).expect("UTF-8 output");
    let prefix = file.to_string_lossy().into_owned();
    stdout
        .lines()
        .map(|line| {
            let v: Value = serde_json::from_str(line).expect("one JSON object per line");
            let game = v["game"].as_str().expect("a game name");
            let id = game
                .strip_prefix(&prefix)
                .expect("the game name starts with the file")
                .strip_prefix(':');
            let s = |f: &str| v[f].as_str().map(str::to_string);
            (
                verdicts::key(rel, id),
                (s("verdict").expect("a verdict"), s("label"), s("rule")),
            )
        })
        .collect()
}

fn archives() -> Ran {
    let mut found = BTreeMap::new();
    for name in verdicts::ARCHIVES {
        let path = data::archive(name)?;
        found.extend(replay(&format!("games/archive/{name}"), &path));
    }
    assert_eq!(found.len(), verdicts::ARCHIVE_GAMES);
    verdicts::check("arimaa replay", &found);
    Ok(())
}

fn per_game() {
    let mut found = BTreeMap::new();
    for (rel, path) in verdicts::per_game_files() {
        found.extend(replay(&rel, &path));
    }
    assert_eq!(found.len(), 21 + 2);
    verdicts::check("arimaa replay", &found);
    // The table's per-game entries are all games the CLI reported.
    for k in verdicts::expected().keys() {
        if k.starts_with("games/per-game/") {
            assert!(found.contains_key(k), "{k} not replayed");
        }
    }
}

fn main() {
    data::run(vec![
        data::trial("archive_verdicts_match_the_table", archives),
        data::plain("per_game_verdicts_match_the_table", per_game),
    ]);
}
