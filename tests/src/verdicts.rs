//! The expected verdict on every game of `games/` (`tests/data/games/expected_verdicts.tsv`,
//! written from the data's own documentation), and the list of game files, shared by the
//! tests that hold `arimaa replay` (arimaa-cli) and the C reader (arimaa-capi) to it; the
//! Python test reads the same table.

use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::data;

/// A verdict as every front end prints it: name (`ok`, `old-rules`, `illegal`,
/// `mismatch`), label and rule (`None` when the verdict has none).
pub type Expected = (String, Option<String>, Option<String>);

/// The archive files of `games/archive/` (read from the data folder).
pub const ARCHIVES: [&str; 2] = ["allgames2002.txt", "allgames202602.txt"];
/// Games in the archives (data README: 64 of 2002 and 147 of Feb 2026).
pub const ARCHIVE_GAMES: usize = 64 + 147;

/// The table, keyed by `path[:game]` (`games/archive/allgames2002.txt:32`,
/// `games/per-game/movelists/40260.txt`); games not listed are `ok`.
pub fn expected() -> BTreeMap<String, Expected> {
    let text = data::read_table("games/expected_verdicts.tsv");
    let mut rows = text
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'));
    let header: Vec<&str> = rows.next().expect("a header line").split('\t').collect();
    assert_eq!(header[..5], ["path", "game", "verdict", "label", "rule"]);
    let opt = |s: &str| (!s.is_empty()).then(|| s.to_string());
    rows.map(|l| {
        let f: Vec<&str> = l.split('\t').collect();
        (
            key(f[0], (f[1] != "-").then_some(f[1])),
            (f[2].to_string(), opt(f[3]), opt(f[4])),
        )
    })
    .collect()
}

/// The key of a game: its file relative to the data folder, then `:id` if it has one.
pub fn key(path: &str, id: Option<&str>) -> String {
    match id {
        Some(id) => format!("{path}:{id}"),
        None => path.to_string(),
    }
}

/// The expected verdict of `key` (`ok` unless the table lists it).
pub fn expected_for(table: &BTreeMap<String, Expected>, key: &str) -> Expected {
    table
        .get(key)
        .cloned()
        .unwrap_or_else(|| ("ok".to_string(), None, None))
}

/// The per-game record files vendored in `tests/data/games/per-game/` (every file but
/// `EXPECTED.txt`), as (path relative to `tests/data`, full path), sorted.
pub fn per_game_files() -> Vec<(String, PathBuf)> {
    let root = data::tables_dir();
    let mut out = Vec::new();
    let mut dirs = vec![root.join("games/per-game")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("the vendored per-game folder") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.file_name().is_some_and(|n| n != "EXPECTED.txt") {
                let rel = path.strip_prefix(&root).expect("under tests/data");
                out.push((rel.to_string_lossy().into_owned(), path));
            }
        }
    }
    out.sort();
    assert_eq!(
        out.len(),
        21 + 2,
        "data README: 21 movelists, game100.txt, 9624.gameLog"
    );
    out
}

/// Compares the verdicts `found` (keyed as [`key`]) with the table; `what` names the front
/// end in messages.
pub fn check(what: &str, found: &BTreeMap<String, Expected>) {
    let table = expected();
    for (k, v) in found {
        assert_eq!(v, &expected_for(&table, k), "{what}: {k}");
    }
}
