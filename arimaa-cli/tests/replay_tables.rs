//! `arimaa replay --format jsonl|csv|parquet`: one row per game with the columns of
//! `arimaa_rules::table`.
//!
//! - Every archive file of `games/archive/` written to Parquet and read back with the
//!   parquet crate: as many rows as the file has game lines, the same verdicts as
//!   `arimaa replay --json`, and, per `replay_summary.tsv` (an independent replay), the
//!   plies played and the recorded result.
//! - A hand-made archive line as JSON lines and CSV: values read off the text.
//!
//! Runs under libtest-mimic (the shared data locator): without the archive folder the
//! archive trial is reported `ignored` with the reason (a failure with
//! `ARIMAA_REQUIRE_DATA=1`); in a build without the `parquet` feature the Parquet trial is
//! ignored with that reason.

mod common;

use std::path::Path;

use arimaa_tests::data::{self, Ran};
use serde_json::Value;

/// The columns, in order, as documented in `arimaa_rules::table` and `docs/guide/tables.md`.
const COLUMNS: [&str; 17] = [
    "id",
    "gold",
    "silver",
    "gold_rating",
    "silver_rating",
    "time_control",
    "start_time",
    "plies",
    "recorded_winner",
    "recorded_reason",
    "rules_winner",
    "rules_reason",
    "verdict",
    "verdict_turn",
    "verdict_rule",
    "message",
    "corrupt",
];

/// One game of 2002-11-22 (the first line of `allgames2002.txt`, movelist cut short to a
/// resignation): gold `omar` (1516) against silver `illz` (1595).
const ARCHIVE: &str = "id\twusername\tbusername\twrating\tbrating\ttimecontrol\tstartts\tresult\ttermination\tcorrupt\tmovelist\n\
1\tomar\tillz\t1516\t1595\t4/4/100/4/0\t1037992826\tb\tr\t0\t\
1w Ee2 Md2 Ha2 Hh2 Db2 Dg2 Cf2 Cc1 Ra1 Rb1 Rd1 Re1 Rf1 Rg1 Rh1 Rc2\\n\
1b ee7 md7 ch8 ca8 dc7 hb7 hg7 df7 ra7 rh7 rb8 rc8 rd8 re8 rf8 rg8\\n\
2w Db2n Ha2n Ha3n Hh2n\\n2b ee7s ee6s md7s md6s\\n3w resign\n";

fn archive_file(dir: &Path) -> String {
    let path = dir.join("one.txt");
    std::fs::write(&path, ARCHIVE).unwrap();
    path.to_string_lossy().into_owned()
}

fn jsonl_row() {
    let dir = tempfile::tempdir().unwrap();
    let file = archive_file(dir.path());
    let out = common::run(&["replay", "--format", "jsonl", &file]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    let text = common::stdout(&out);
    assert_eq!(text.lines().count(), 1, "one row per game: {text}");
    let row: Value = serde_json::from_str(text.trim()).unwrap();
    // The keys in the order of the columns.
    let mut at = 0;
    for column in COLUMNS {
        let key = format!("\"{column}\":");
        at += text[at..]
            .find(&key)
            .unwrap_or_else(|| panic!("{key} after byte {at}: {text}"));
    }
    assert_eq!(row.as_object().unwrap().len(), COLUMNS.len());
    assert_eq!(row["id"], "1");
    assert_eq!(row["gold"], "omar");
    assert_eq!(row["silver"], "illz");
    assert_eq!(row["gold_rating"], 1516);
    assert_eq!(row["silver_rating"], 1595);
    assert_eq!(row["time_control"], "4/4/100/4/0");
    // 1037992826 s after the epoch: 2002-11-22 19:20:26 UTC.
    assert_eq!(row["start_time"], "2002-11-22T19:20:26Z");
    // Two setups and two moves; gold resigns at 3w: silver wins by resignation.
    assert_eq!(row["plies"], 4);
    assert_eq!(row["recorded_winner"], "s");
    assert_eq!(row["recorded_reason"], "r");
    assert_eq!(row["rules_winner"], Value::Null);
    assert_eq!(row["rules_reason"], Value::Null);
    assert_eq!(row["verdict"], "ok");
    assert_eq!(row["verdict_turn"], Value::Null);
    assert_eq!(row["message"], Value::Null);
    assert_eq!(row["corrupt"], false);
    assert!(
        common::stderr(&out).contains("total: 1 games"),
        "totals go to stderr"
    );
}

fn csv_rows() {
    let dir = tempfile::tempdir().unwrap();
    let file = archive_file(dir.path());
    let path = dir.path().join("games.csv");
    let out = common::run(&[
        "replay",
        "--format",
        "csv",
        "--out",
        &path.to_string_lossy(),
        &file,
    ]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert_eq!(common::stdout(&out), "", "the table goes to --out");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut lines = text.lines();
    assert_eq!(lines.next().unwrap(), COLUMNS.join(","));
    assert_eq!(
        lines.next().unwrap(),
        "1,omar,illz,1516,1595,4/4/100/4/0,2002-11-22T19:20:26Z,4,s,r,,,ok,,,,false"
    );
    assert_eq!(lines.next(), None);
}

fn json_and_format_conflict() {
    let out = common::run(&["replay", "--json", "--format", "csv", "x.txt"]);
    assert!(!out.status.success());
    assert!(common::stderr(&out).contains("cannot be used with"));
}

#[cfg(feature = "parquet")]
mod parquet_check {
    use super::*;
    use arimaa_tests::data::Skip;
    use arrow_array::cast::AsArray;
    use arrow_array::types::UInt32Type;
    use arrow_array::{Array, RecordBatch};
    use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
    use std::collections::HashMap;

    /// The rows of a Parquet file: column name to the cells as text (`None` = null).
    fn read_parquet(path: &Path) -> (Vec<String>, Vec<HashMap<String, Option<String>>>) {
        let file = std::fs::File::open(path).unwrap();
        let reader = ParquetRecordBatchReaderBuilder::try_new(file)
            .unwrap()
            .build()
            .unwrap();
        let mut names = Vec::new();
        let mut rows = Vec::new();
        for batch in reader {
            let batch: RecordBatch = batch.unwrap();
            names = batch
                .schema()
                .fields()
                .iter()
                .map(|f| f.name().clone())
                .collect();
            for i in 0..batch.num_rows() {
                let mut row = HashMap::new();
                for name in [
                    "id",
                    "verdict",
                    "verdict_turn",
                    "verdict_rule",
                    "recorded_winner",
                    "recorded_reason",
                ] {
                    let col = batch.column_by_name(name).unwrap().as_string::<i32>();
                    let v = (!col.is_null(i)).then(|| col.value(i).to_string());
                    row.insert(name.to_string(), v);
                }
                let plies = batch
                    .column_by_name("plies")
                    .unwrap()
                    .as_primitive::<UInt32Type>();
                row.insert("plies".to_string(), Some(plies.value(i).to_string()));
                let corrupt = batch.column_by_name("corrupt").unwrap().as_boolean();
                row.insert("corrupt".to_string(), Some(corrupt.value(i).to_string()));
                rows.push(row);
            }
        }
        (names, rows)
    }

    /// A row of `replay_summary.tsv`: column name to value.
    type SummaryRow = HashMap<String, String>;

    /// `replay_summary.tsv` rows keyed by (file, id).
    fn summary() -> Result<HashMap<(String, String), SummaryRow>, Skip> {
        let text = data::read_archive("replay_summary.tsv")?;
        let mut lines = text.lines().filter(|l| !l.starts_with('#'));
        let header: Vec<&str> = lines.next().unwrap().split('\t').collect();
        Ok(lines
            .map(|l| {
                let row: SummaryRow = header
                    .iter()
                    .zip(l.split('\t'))
                    .map(|(k, v)| (k.to_string(), v.to_string()))
                    .collect();
                ((row["source_file"].clone(), row["id"].clone()), row)
            })
            .collect())
    }

    pub fn archive_to_parquet() -> Ran {
        let summary = summary()?;
        for name in ["allgames2002.txt", "allgames202602.txt"] {
            let path = data::archive(name)?;
            let file = data::path_text(&path);
            let text = std::fs::read_to_string(&path).unwrap();
            // An independent count: the game lines after the header line.
            let games = text
                .lines()
                .skip(1)
                .filter(|l| !l.trim().is_empty())
                .count();

            let json = common::run(&["replay", "--json", &file]);
            let verdicts: HashMap<String, Value> = common::stdout(&json)
                .lines()
                .map(|l| {
                    let v: Value = serde_json::from_str(l).unwrap();
                    (v["game"].as_str().unwrap().to_string(), v)
                })
                .collect();
            assert_eq!(verdicts.len(), games, "{name}: --json rows");

            let dir = tempfile::tempdir().unwrap();
            let out_path = dir.path().join("games.parquet");
            let out = common::run(&[
                "replay",
                &file,
                "--format",
                "parquet",
                "--out",
                &out_path.to_string_lossy(),
            ]);
            assert_eq!(
                out.status.success(),
                json.status.success(),
                "{name}: exit status as --json"
            );
            let (names, rows) = read_parquet(&out_path);
            assert_eq!(names, COLUMNS, "{name}: columns");
            assert_eq!(rows.len(), games, "{name}: one row per game");
            for row in &rows {
                let id = row["id"].clone().expect("every game has an id");
                let json = &verdicts[&format!("{file}:{id}")];
                assert_eq!(
                    row["verdict"].as_deref(),
                    json["verdict"].as_str(),
                    "{name}:{id}"
                );
                assert_eq!(
                    row["verdict_turn"].as_deref(),
                    json["label"].as_str(),
                    "{name}:{id}"
                );
                assert_eq!(
                    row["verdict_rule"].as_deref(),
                    json["rule"].as_str(),
                    "{name}:{id}"
                );
                let s = &summary[&(name.to_string(), id.clone())];
                assert_eq!(
                    row["corrupt"].as_deref(),
                    Some(if s["corrupt"] == "1" { "true" } else { "false" })
                );
                let winner = match s["result"].as_str() {
                    "w" => "g",
                    "b" => "s",
                    other => other,
                };
                assert_eq!(
                    row["recorded_winner"].as_deref(),
                    Some(winner),
                    "{name}:{id}"
                );
                assert_eq!(
                    row["recorded_reason"].as_deref(),
                    Some(s["termination"].as_str()),
                    "{name}:{id}"
                );
                if (name, id.as_str()) == ("allgames2002.txt", "46") {
                    // The data README: "an unscored silver rabbit stands on c1 after 21b",
                    // so today's rules end the game there; play went on (old rules).
                    assert_eq!(row["verdict"].as_deref(), Some("old-rules"));
                    assert_eq!(row["verdict_turn"].as_deref(), Some("22g"));
                    assert_eq!(row["verdict_rule"].as_deref(), Some("game_over"));
                } else if s["replays_ok"] == "yes" {
                    assert_eq!(row["verdict"].as_deref(), Some("ok"), "{name}:{id}");
                }
                if s["replays_ok"] == "yes" {
                    assert_eq!(
                        row["plies"].as_deref(),
                        Some(s["turns_played"].as_str()),
                        "{name}:{id}: plies"
                    );
                }
            }
        }
        Ok(())
    }
}

#[cfg(feature = "parquet")]
fn archive_to_parquet() -> Ran {
    parquet_check::archive_to_parquet()
}

#[cfg(not(feature = "parquet"))]
fn archive_to_parquet() -> Ran {
    Err(data::Skip::tool(
        "arimaa-cli built without the `parquet` feature",
    ))
}

fn main() {
    data::run(vec![
        data::plain("jsonl_row_has_every_column", jsonl_row),
        data::plain("csv_rows_with_header", csv_rows),
        data::plain("json_and_format_conflict", json_and_format_conflict),
        data::trial(
            "archive_to_parquet_matches_replay_verdicts",
            archive_to_parquet,
        ),
    ]);
}
