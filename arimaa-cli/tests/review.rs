//! `arimaa review`: a real game (game 100 of the archive, `tests/data/games/per-game/
//! game100.txt`, and a game of `allgames202602.txt`) reviewed by the bot and by the bot as
//! an AEI engine, in every format; the graph; bad input; Ctrl-C on a terminal.
//!
//! Expected values come from the record itself (its turns, read as text here) and from an
//! independent path (the same bot through the AEI protocol gives the same scores), never
//! from the review's own output. Runs under libtest-mimic (the shared data locator): the
//! archive trial is reported `ignored` without the data folder.

mod common;

use std::path::Path;

use arimaa_tests::data::{self, Ran};
use serde_json::Value;

/// The columns of the review table, in order, as documented in `arimaa_bot::review` and
/// `docs/guide/cli.md`.
const COLUMNS: [&str; 16] = [
    "index",
    "turn",
    "side",
    "played",
    "best",
    "pv",
    "score_before",
    "score_played",
    "win_before",
    "win_played",
    "loss",
    "label",
    "reason",
    "depth",
    "depth_played",
    "nodes",
];

const LABELS: [&str; 5] = ["best", "good", "inaccuracy", "mistake", "blunder"];

fn game100() -> String {
    data::path_text(&data::table("games/per-game/game100.txt"))
}

/// The moves of a per-game record read as text: (label `12g`, steps without capture
/// tokens), setups left out.
fn record_moves(path: &str) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter_map(|l| {
            let (label, rest) = l.split_once(' ')?;
            let (number, side) = label.split_at(label.len().checked_sub(1)?);
            let number: u32 = number.parse().ok()?;
            let side = match side {
                "w" | "g" => "g",
                "b" | "s" => "s",
                _ => return None,
            };
            let steps: Vec<&str> = rest
                .split_whitespace()
                .filter(|s| s.len() == 4 && !s.ends_with('x'))
                .collect();
            (number > 1 && !steps.is_empty()).then(|| (format!("{number}{side}"), steps.join(" ")))
        })
        .collect()
}

/// The JSON rows of `arimaa review ARGS --format json`.
fn json_rows(args: &[&str]) -> Vec<Value> {
    let mut all = vec!["review"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--format", "json"]);
    let out = common::run(&all);
    assert!(out.status.success(), "{}", common::stderr(&out));
    common::stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn json_rows_cover_every_move_of_the_record() {
    let file = game100();
    let moves = record_moves(&file);
    assert_eq!(moves.len(), 53, "game 100: 2g to 28g");
    let out = common::run(&["review", &file, "--nodes", "3000", "--format", "json"]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    let text = common::stdout(&out);
    // The keys in the order of the columns, on every line.
    for line in text.lines() {
        let mut at = 0;
        for column in COLUMNS {
            let key = format!("\"{column}\":");
            at += line[at..]
                .find(&key)
                .unwrap_or_else(|| panic!("{key} after {at}: {line}"));
        }
    }
    let rows: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), moves.len());
    for (row, (label, steps)) in rows.iter().zip(&moves) {
        assert_eq!(row.as_object().unwrap().len(), COLUMNS.len());
        assert_eq!(row["turn"], label.as_str());
        assert_eq!(row["played"], steps.as_str());
        assert_eq!(row["side"], &label[label.len() - 1..]);
        assert!(LABELS.contains(&row["label"].as_str().unwrap()), "{row}");
        let loss = row["loss"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&loss), "{row}");
        // The logistic of the documented formula, 1 / (1 + exp(-s / 550)).
        for (score, win) in [
            ("score_before", "win_before"),
            ("score_played", "win_played"),
        ] {
            let s = row[score].as_f64().unwrap();
            let p = 1.0 / (1.0 + (-s / 550.0).exp());
            assert!((row[win].as_f64().unwrap() - p).abs() < 1e-12, "{row}");
        }
        if row["label"] != "best" {
            let drop = row["win_before"].as_f64().unwrap() - row["win_played"].as_f64().unwrap();
            assert!((loss - drop.max(0.0)).abs() < 1e-12, "{row}");
        }
    }
    // 28g `Da2e Db2e rh2s Dh3s` pushes silver's rabbit from h2 onto h1, silver's goal: the
    // record's result, 0-1 by goal. A loss at once, by the rules, where other moves exist.
    let last = rows.last().unwrap();
    assert_eq!(last["turn"], "28g");
    assert_eq!(
        (&last["label"], &last["reason"]),
        (&Value::from("blunder"), &Value::from("loses")),
        "{last}"
    );
}

fn text_table_summaries_and_graph() {
    let dir = tempfile::tempdir().unwrap();
    let svg_path = dir.path().join("g.svg");
    let svg_text = data::path_text(&svg_path);
    let out = common::run(&[
        "review",
        &game100(),
        "--nodes",
        "3000",
        "--graph",
        &svg_text,
    ]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    // 3,000 nodes do not reach the opponent's reply: the program says the losses are
    // overstated.
    let err = common::stderr(&out);
    assert!(
        err.contains("searches stopped before the opponent's reply"),
        "{err}"
    );
    let text = common::stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with("53 moves of bot_Occam (Don Dailey) (gold) against bot_ShallowBlue (Omar Syed) (silver), reviewed by bot (seed 1), 3000 nodes"),
        "{}",
        lines[0]
    );
    assert!(lines[1].starts_with("turn  label"), "{}", lines[1]);
    let rows: Vec<&str> = lines[2..]
        .iter()
        .take_while(|l| !l.is_empty())
        .copied()
        .collect();
    assert_eq!(rows.len(), 53);
    assert!(rows[0].starts_with("2g    "), "{}", rows[0]);
    assert!(rows[0].contains("Hg2n Md2n Rh2n"), "{}", rows[0]);
    let gold = lines
        .iter()
        .find(|l| l.starts_with("gold (bot_Occam"))
        .expect("gold's summary");
    let silver = lines
        .iter()
        .find(|l| l.starts_with("silver (bot_Shallow"))
        .expect("silver's");
    assert!(gold.contains(": 27 moves, average loss "), "{gold}");
    assert!(silver.contains(": 26 moves, average loss "), "{silver}");
    // The counts of the summary are the rows' labels.
    let blunders = rows
        .iter()
        .filter(|r| {
            r.starts_with(|c: char| c.is_ascii_digit())
                && r.contains("blunder ??")
                && r[..5].trim_end().ends_with('g')
        })
        .count();
    assert!(
        gold.contains(&format!(" {blunders} blunder")),
        "{gold}: {blunders}"
    );
    // The graph: a point per move, a mark per inaccuracy, mistake and blunder.
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert_eq!(svg.matches(r#"<circle class="point""#).count(), 53);
    let marked = rows
        .iter()
        .filter(|r| {
            r.contains("inaccuracy ?!") || r.contains("mistake ?") || r.contains("blunder ??")
        })
        .count();
    assert_eq!(svg.matches(r#"class="mark "#).count(), marked);
    assert!(svg.contains(r#"data-turn="28g""#));
}

fn csv_and_parquet_hold_the_same_rows() {
    let dir = tempfile::tempdir().unwrap();
    let csv_path = dir.path().join("r.csv");
    let out = common::run(&[
        "review",
        &game100(),
        "--nodes",
        "2000",
        "--format",
        "csv",
        "--out",
        &data::path_text(&csv_path),
    ]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    // The summaries go to stderr with the table in a file.
    let err = common::stderr(&out);
    assert!(
        err.contains("gold (bot_Occam (Don Dailey)): 27 moves"),
        "{err}"
    );
    let csv = std::fs::read_to_string(&csv_path).unwrap();
    let mut lines = csv.lines();
    assert_eq!(lines.next().unwrap(), COLUMNS.join(","));
    assert_eq!(lines.count(), 53);
    parquet_rows(dir.path());
}

#[cfg(feature = "parquet")]
fn parquet_rows(dir: &Path) {
    use parquet::file::reader::{FileReader, SerializedFileReader};
    let path = dir.join("r.parquet");
    let out = common::run(&[
        "review",
        &game100(),
        "--nodes",
        "2000",
        "--format",
        "parquet",
        "--out",
        &data::path_text(&path),
    ]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    let reader = SerializedFileReader::new(std::fs::File::open(&path).unwrap()).unwrap();
    let meta = reader.metadata();
    assert_eq!(meta.file_metadata().num_rows(), 53);
    let names: Vec<String> = meta
        .file_metadata()
        .schema_descr()
        .columns()
        .iter()
        .map(|c| c.name().to_string())
        .collect();
    assert_eq!(names, COLUMNS);
}

#[cfg(not(feature = "parquet"))]
fn parquet_rows(_: &Path) {}

fn an_aei_engine_gives_the_bots_scores() {
    // The built-in bot as an AEI engine with the same node budget and seed: its `info
    // score` lines carry the scores the built-in review computes directly.
    let file = game100();
    let engine = format!(
        "aei:{} aei --nodes 1500 --seed 1",
        env!("CARGO_BIN_EXE_arimaa")
    );
    let by_aei = json_rows(&[&file, "--engine", &engine, "--move-time", "5"]);
    let direct = json_rows(&[&file, "--nodes", "1500"]);
    assert_eq!(by_aei.len(), direct.len());
    for (a, d) in by_aei.iter().zip(&direct) {
        for key in [
            "turn",
            "played",
            "best",
            "score_before",
            "score_played",
            "label",
            "reason",
            "depth",
        ] {
            assert_eq!(a[key], d[key], "{key}: {a} / {d}");
        }
    }
}

fn bad_input_gets_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| {
        let p = dir.path().join(name);
        std::fs::write(&p, text).unwrap();
        data::path_text(&p)
    };
    let setups = "1w Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n\
                  1b ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n";
    let cases = [
        (
            write("corrupt.txt", "\u{0}\u{1}garbage\n"),
            "not a game record",
        ),
        (write("notation.txt", "1w Ra1 Zz9\n"), "illegal turn 1g"),
        (write("setups.txt", setups), "has no move to review"),
        (
            write(
                "illegal.txt",
                &format!("{setups}2w Ee2n Ee3n Ee4n Ee5n Ee6n\n"),
            ),
            "illegal turn",
        ),
        ("missing-file.txt".to_string(), "cannot read"),
    ];
    for (file, expected) in &cases {
        let out = common::run(&["review", file, "--nodes", "100"]);
        assert_eq!(out.status.code(), Some(1), "{file}");
        let err = common::stderr(&out);
        assert!(
            err.starts_with("arimaa: ") && err.contains(expected),
            "{file}: {err}"
        );
        assert_eq!(common::stdout(&out), "", "{file}");
    }
    let out = common::run(&["review", &game100(), "--nodes", "100", "--engine", "aei:x"]);
    assert!(common::stderr(&out).contains("--nodes needs the built-in bot"));
    let out = common::run(&["review", &game100(), "--nodes", "100", "--move-time", "1"]);
    assert_eq!(out.status.code(), Some(2), "clap refuses both");
    // The help gives the logistic's scale of the core.
    let help = common::stdout(&common::run(&["review", "--help"]));
    let scale = format!("exp(-score / {})", arimaa_bot::review::WIN_SCALE);
    assert!(help.contains(&scale), "{scale} not in: {help}");
    let out = common::run(&["review", &game100(), "--engine", "human"]);
    assert!(common::stderr(&out).contains("--engine takes bot"));
}

fn an_archive_game_by_id() -> Ran {
    let archive = data::path_text(&data::archive("allgames202602.txt")?);
    let out = common::run(&["review", &archive, "--nodes", "100"]);
    assert!(common::stderr(&out).contains("choose one with --game ID"));
    let text = std::fs::read_to_string(&archive).unwrap();
    let id = common::archive_column(&text, "id")[0].clone();
    let rows = json_rows(&[&archive, "--game", &id, "--nodes", "1000"]);
    assert!(!rows.is_empty());
    assert_eq!(rows[0]["turn"], "2g");
    Ok(())
}

#[cfg(unix)]
fn ctrl_c_keeps_the_moves_reviewed() {
    use expectrl::{ControlCode, Regex, Session, WaitStatus};
    use std::time::Duration;
    let mut cmd = common::arimaa();
    cmd.args(["review", &game100(), "--move-time", "0.5"]);
    let mut s = Session::spawn(cmd).expect("spawn arimaa review in a pty");
    s.set_expect_timeout(Some(Duration::from_secs(60)));
    // A row, then the bar with the moves done.
    s.expect(Regex(r"2g +\w+")).expect("the first row");
    s.expect(Regex(r"\d+/53 moves")).expect("a progress bar");
    s.send(ControlCode::EndOfText).unwrap();
    s.expect("review interrupted after")
        .expect("the interruption said");
    let status = s.get_process().wait().unwrap();
    let pid = s.get_process().pid();
    assert_eq!(status, WaitStatus::Exited(pid, 130));
}

#[cfg(not(unix))]
fn ctrl_c_keeps_the_moves_reviewed() {}

fn main() {
    data::run(vec![
        data::plain(
            "json_rows_cover_every_move_of_the_record",
            json_rows_cover_every_move_of_the_record,
        ),
        data::plain(
            "text_table_summaries_and_graph",
            text_table_summaries_and_graph,
        ),
        data::plain(
            "csv_and_parquet_hold_the_same_rows",
            csv_and_parquet_hold_the_same_rows,
        ),
        data::plain(
            "an_aei_engine_gives_the_bots_scores",
            an_aei_engine_gives_the_bots_scores,
        ),
        data::plain("bad_input_gets_a_clear_error", bad_input_gets_a_clear_error),
        data::trial("an_archive_game_by_id", an_archive_game_by_id),
        data::plain(
            "ctrl_c_keeps_the_moves_reviewed",
            ctrl_c_keeps_the_moves_reviewed,
        ),
    ]);
}
