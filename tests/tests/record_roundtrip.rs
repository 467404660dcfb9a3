//! Records keep everything: every game of both archive files and every per-game file of
//! `tests/data/games/per-game/` goes
//! 1. parse → write (per-game text, `GameRecord::to_text`) → parse: the same headers
//!    (names, values, order), turns (number, side, action, text), notes and verdict;
//! 2. parse → write as an archive line (`GameRecord::archive_line` with the file's own
//!    columns; per-game files with the standard columns) → parse: the same turns and
//!    verdict, and for archive games the same headers and the very same line;
//! 3. parse → replay (`GameRecord::replay_with`, the rules of its date, as
//!    `Game::from_record`) → `Game::to_record` → parse: every header of the record is
//!    there, in the same order, with the same value, except the result headers the game
//!    decides (`RESULT_HEADERS`), which must state the rules' result; where the recorded
//!    result is the rules' result they keep their exact text; and the text replays to the
//!    same game.
//!
//! Each trial prints its counts (records, headers compared, headers lost, result headers
//! rewritten). Without the archive folder the archive trials are `ignored` with the
//! reason (and fail under `ARIMAA_REQUIRE_DATA=1`).

use std::fs;

use arimaa_rules::notation::archive::{ARCHIVE_FIELDS, archive_header};
use arimaa_rules::notation::record::{GameRecord, RecordTurn, parse_archive_line, parse_records};
use arimaa_rules::replay::{RESULT_HEADERS, RecordOptions, Verdict};
use arimaa_rules::{Color, Game, Outcome};
use arimaa_tests::data::{self, Ran};

/// Counts over the records of one trial.
#[derive(Debug, Default)]
struct Counts {
    records: usize,
    headers_compared: usize,
    lost: usize,
    replayed: usize,
    not_replayable: usize,
    rewritten: Vec<String>,
    identical_archive_lines: usize,
}

/// A turn without its place in the input (which a rewritten text changes).
fn turn_key(t: &RecordTurn) -> (u32, Color, &'static str, String) {
    (t.number, t.color, t.action.name(), t.text.clone())
}

fn turns(rec: &GameRecord) -> Vec<(u32, Color, &'static str, String)> {
    rec.turns.iter().map(turn_key).collect()
}

/// The verdict without the line and column of a refused turn (a rewritten text moves it).
fn verdict_key(v: &Verdict) -> String {
    match v {
        Verdict::Illegal { label, kind, .. } => format!("illegal {label} {kind}"),
        other => other.to_string(),
    }
}

/// What a result header must say for `outcome` (`None`: no result), given the letters the
/// record used (`w`/`b` or `g`/`s`): the arimaa.com conventions, written out here
/// independently of the writer.
fn expected_result_header(name: &str, old: &str, outcome: Option<Outcome>) -> String {
    let Some(o) = outcome else {
        return String::new();
    };
    let archive_letters = matches!(old, "w" | "b") || name == "result";
    match name {
        "Result" => match o.winner {
            Some(Color::Gold) => "1-0",
            Some(Color::Silver) => "0-1",
            None => "1/2-1/2",
        }
        .to_string(),
        "Reason" => o.termination.name().to_string(),
        "ResultCode" | "result" => match (o.winner, archive_letters) {
            (Some(Color::Gold), true) => "w",
            (Some(Color::Silver), true) => "b",
            (Some(Color::Gold), false) => "g",
            (Some(Color::Silver), false) => "s",
            (None, _) => "d",
        }
        .to_string(),
        _ => o.termination.letter().to_string(),
    }
}

/// Path 1: parse → to_text → parse.
fn text_round_trip(rec: &GameRecord, what: &str, counts: &mut Counts) {
    let text = rec.to_text();
    let back: GameRecord = text
        .parse()
        .unwrap_or_else(|e| panic!("{what}: written text does not parse: {e}\n{text}"));
    assert_eq!(back.headers, rec.headers, "{what}: headers after to_text");
    assert_eq!(turns(&back), turns(rec), "{what}: turns after to_text");
    let notes = |r: &GameRecord| r.notes.iter().map(|(_, n)| n.clone()).collect::<Vec<_>>();
    assert_eq!(notes(&back), notes(rec), "{what}: notes after to_text");
    assert_eq!(
        verdict_key(&back.verify()),
        verdict_key(&rec.verify()),
        "{what}: verdict after to_text"
    );
    // Writing is stable: the text of the text is the text.
    assert_eq!(back.to_text(), text, "{what}: to_text is not stable");
    counts.headers_compared += rec.headers.len();
}

/// Path 2: parse → archive line with `fields` → parse. Returns the line.
fn archive_round_trip(rec: &GameRecord, fields: &[String], what: &str) -> (String, GameRecord) {
    let line = rec.archive_line(fields);
    let back = parse_archive_line(fields, &line, 2)
        .unwrap_or_else(|e| panic!("{what}: written archive line does not parse: {e}\n{line}"));
    assert_eq!(turns(&back), turns(rec), "{what}: turns after archive_line");
    assert_eq!(
        verdict_key(&back.verify()),
        verdict_key(&rec.verify()),
        "{what}: verdict after archive_line"
    );
    (line, back)
}

/// Path 3: parse → replay → to_record → parse.
fn game_round_trip(rec: &GameRecord, what: &str, counts: &mut Counts) {
    let replay = match rec.replay_with(RecordOptions::default()) {
        Ok(r) => r,
        Err(_) => {
            // Only the archive's corrupt games are refused (checked in conformance_archive).
            assert!(rec.is_corrupt(), "{what}: does not replay");
            counts.not_replayable += 1;
            return;
        }
    };
    counts.replayed += 1;
    let game = &replay.game;
    assert_eq!(
        game.headers(),
        &rec.headers,
        "{what}: Game::headers after replay"
    );
    let text = game.to_record(&arimaa_rules::notation::record::Headers::new());
    let back = GameRecord::parse(&text)
        .unwrap_or_else(|e| panic!("{what}: to_record text does not parse: {e}\n{text}"));
    // Every header is there, in the same order (the game may add result headers after).
    let names: Vec<&str> = back.headers.names().collect();
    let mut at = 0;
    for (name, old) in rec.headers.iter() {
        counts.headers_compared += 1;
        let Some(found) = names[at..].iter().position(|n| n == name) else {
            counts.lost += 1;
            panic!("{what}: header {name} lost or out of order after replay + to_record");
        };
        at += found + 1;
        let new = back.headers.get(name).expect("found");
        if !RESULT_HEADERS.contains(&name.as_str()) {
            assert_eq!(new, old, "{what}: header {name} changed");
            continue;
        }
        let expected = if name.eq_ignore_ascii_case("plycount") {
            game.plycount().to_string()
        } else {
            expected_result_header(name, old, game.outcome())
        };
        assert_eq!(
            new, expected,
            "{what}: header {name} is not the game's result"
        );
        if rec.recorded_outcome() == game.outcome() && !name.eq_ignore_ascii_case("plycount") {
            assert_eq!(
                new, old,
                "{what}: {name} agrees with the rules but was rewritten"
            );
        }
        if new != old {
            counts
                .rewritten
                .push(format!("{what} {name}: {old:?} -> {new:?}"));
        }
    }
    // The text replays to the same game, headers included.
    let again = Game::from_record(&text)
        .unwrap_or_else(|e| panic!("{what}: to_record text does not replay: {e}\n{text}"));
    assert_eq!(again.outcome(), game.outcome(), "{what}: outcome");
    assert_eq!(again.history(), game.history(), "{what}: history");
    assert_eq!(
        again.headers(),
        &back.headers,
        "{what}: headers of the replayed text"
    );
    assert!(
        !back.verify().fails(),
        "{what}: the written record fails: {}",
        back.verify()
    );
}

/// Checks every game of archive `name` (`games` of them); `rewritten` lists the result
/// headers the game must rewrite, as `id header old new`.
fn archive_file(name: &str, games: usize, rewritten: &[(&str, &str, &str, &str)]) -> Ran {
    let text = data::read_archive(name)?;
    let header = text.lines().next().expect("header line");
    let fields: Vec<String> = header.split('\t').map(str::to_string).collect();
    assert_eq!(fields, ARCHIVE_FIELDS, "{name} has the standard columns");
    let records = parse_records(&text).expect("the archive parses");
    assert_eq!(records.len(), games, "{name}: games");
    let mut counts = Counts::default();
    for (rec, line) in records.iter().zip(text.lines().skip(1)) {
        let what = format!("{name} game {}", rec.id().unwrap_or("?"));
        counts.records += 1;
        text_round_trip(rec, &what, &mut counts);
        let (written, back) = archive_round_trip(rec, &fields, &what);
        assert_eq!(
            back.headers, rec.headers,
            "{what}: headers after archive_line"
        );
        assert_eq!(rec.to_archive_line(), written, "{what}: standard columns");
        if written == line {
            counts.identical_archive_lines += 1;
        }
        game_round_trip(rec, &what, &mut counts);
    }
    report(name, &counts);
    // No header is ever lost (a loss panics above; the count says it in the output).
    assert_eq!(counts.lost, 0);
    let expected: Vec<String> = rewritten
        .iter()
        .map(|(id, h, old, new)| format!("{name} game {id} {h}: {old:?} -> {new:?}"))
        .collect();
    assert_eq!(
        counts.rewritten, expected,
        "{name}: result headers rewritten"
    );
    Ok(())
}

fn report(name: &str, c: &Counts) {
    println!(
        "{name}: {} records, {} replayed ({} not replayable), {} headers compared, {} lost, \
         {} result headers rewritten by the game, {} archive lines written byte for byte",
        c.records,
        c.replayed,
        c.not_replayable,
        c.headers_compared,
        c.lost,
        c.rewritten.len(),
        c.identical_archive_lines
    );
    for r in &c.rewritten {
        println!("  rewritten: {r}");
    }
}

/// In 2002 the server's `plycount` after a goal by silver was sometimes the next move
/// number (17 games), and game 10 records `20w resign` under the result `w`: the movelist
/// says gold resigned, so the game says silver won.
fn archive_2002_round_trips() -> Ran {
    let plycount = |id, old, new| (id, "plycount", old, new);
    archive_file(
        "allgames2002.txt",
        64,
        &[
            plycount("8", "13", "12"),
            ("10", "result", "w", "b"),
            plycount("11", "9", "8"),
            plycount("16", "21", "20"),
            plycount("17", "16", "15"),
            plycount("18", "19", "18"),
            plycount("19", "20", "19"),
            plycount("23", "28", "27"),
            plycount("22", "26", "25"),
            plycount("24", "43", "42"),
            plycount("27", "12", "11"),
            plycount("33", "15", "14"),
            plycount("36", "32", "31"),
            plycount("46", "30", "29"),
            plycount("47", "17", "16"),
            plycount("49", "17", "16"),
            plycount("51", "19", "18"),
            plycount("59", "18", "17"),
        ],
    )
}

/// Today's server: every result, termination and plycount of the archive is the game's.
fn archive_2026_02_round_trips() -> Ran {
    archive_file("allgames202602.txt", 147, &[])
}

/// Every file of `games/per-game/` (the 21 movelists, game100.txt, 9624.gameLog).
fn per_game_files_round_trip() {
    let dir = data::tables_dir().join("games/per-game");
    let mut files: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .chain(fs::read_dir(dir.join("movelists")).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file() && !p.ends_with("EXPECTED.txt"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 23, "21 movelists, game100.txt, 9624.gameLog");
    let mut counts = Counts::default();
    let standard: Vec<String> = ARCHIVE_FIELDS.iter().map(|s| s.to_string()).collect();
    for path in &files {
        let what = path.file_name().unwrap().to_string_lossy().to_string();
        let text = fs::read_to_string(path).unwrap();
        let rec = GameRecord::parse(&text).unwrap();
        counts.records += 1;
        text_round_trip(&rec, &what, &mut counts);
        let (line, back) = archive_round_trip(&rec, &standard, &what);
        // The per-game names fill their archive columns.
        for (column, per_game) in [
            ("id", "GameId"),
            ("wusername", "White"),
            ("busername", "Black"),
            ("event", "Event"),
            ("site", "Site"),
            ("result", "ResultCode"),
            ("termination", "ReasonCode"),
            ("plycount", "PlyCount"),
        ] {
            assert_eq!(
                back.headers.get(column).unwrap_or(""),
                rec.headers.get(per_game).unwrap_or(""),
                "{what}: column {column}"
            );
        }
        // And the line is a valid archive file with the standard header.
        let file = format!("{}\n{line}\n", archive_header());
        assert_eq!(parse_records(&file).unwrap().len(), 1);
        game_round_trip(&rec, &what, &mut counts);
    }
    report("per-game files", &counts);
    assert_eq!(counts.lost, 0);
}

/// game100.txt, read → replay → write: the very text, headers first.
fn game100_keeps_its_headers() {
    let text = data::read_table("games/per-game/game100.txt");
    let game = Game::from_record(&text).unwrap();
    let written = game.to_record(&arimaa_rules::notation::record::Headers::new());
    assert!(
        written.starts_with(
            "GameId: 100\nEvent: Casual game\nSite: Over the Net\nDate: 2003.01.26\n\
             White: bot_Occam (Don Dailey)\nBlack: bot_ShallowBlue (Omar Syed)\n\
             Result: 0-1\nReason: Goal\nResultCode: b\nReasonCode: g\nPlyCount: 28\n\n\
             1g Ee2 Md2 Da1 Hb2 Dh1 Hg2 Cf1 Cc1 Rb1 Rd1 Re1 Rg1 Ra2 Rc2 Rf2 Rh2\n"
        ),
        "{written}"
    );
    // Gold's 28th move ends the game (silver's goal): no label of a side to move follows.
    assert!(
        written.ends_with("\n28g Da2e Db2e rh2s Dh3s\n"),
        "{written}"
    );
}

fn main() {
    data::run(vec![
        data::plain("per_game_files_round_trip", per_game_files_round_trip),
        data::plain("game100_keeps_its_headers", game100_keeps_its_headers),
        data::trial("archive_2002_round_trips", archive_2002_round_trips),
        data::trial("archive_2026_02_round_trips", archive_2026_02_round_trips),
    ]);
}
