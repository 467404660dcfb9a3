//! `arimaa play` driven through a pseudo-terminal (expectrl), as a person would: a setup
//! refused then accepted, an illegal move refused with its rule, legal moves, `undo`,
//! `moves`, `steps`, `quit`; then the log is checked line by line.

mod common;

use std::fs;
use std::time::Duration;

use expectrl::{Eof, Regex, Session};

/// Waits for `pattern` (a regex) and returns the first capture group (or the match).
fn expect(s: &mut Session, pattern: &str) -> String {
    let found = s
        .expect(Regex(pattern))
        .unwrap_or_else(|e| panic!("waiting for {pattern:?}: {e}"));
    let m = found.get(1).or_else(|| found.get(0)).unwrap();
    String::from_utf8_lossy(m).trim_end().to_string()
}

#[test]
fn a_human_game_in_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("game.txt");
    let mut cmd = common::arimaa();
    cmd.args(["play", "--seed", "5", "--log", log.to_str().unwrap()]);
    let mut s = Session::spawn(cmd).expect("spawn arimaa play in a pty");
    s.set_expect_timeout(Some(Duration::from_secs(30)));

    expect(&mut s, "Game log: ");
    // A terminal without NO_COLOR gets the Unicode board.
    expect(&mut s, "┌─");
    expect(&mut s, "1g gold setup> ");
    s.send_line("Ra1 Rb1").unwrap();
    // A setup of two pieces is refused (the full set is needed), and asked again.
    expect(&mut s, "Refused: missing: ");
    expect(&mut s, "1g gold setup> ");
    let gold_setup = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2";
    s.send_line(gold_setup).unwrap();
    let silver_setup = expect(&mut s, r"1s silver \(bot\) sets up: ([a-z0-9 ]+)\r?\n");
    expect(&mut s, "2g gold move> ");

    // d2 holds the camel, not the elephant: refused with the rule and the step.
    s.send_line("Ed2n").unwrap();
    expect(&mut s, r"Refused: step 1 \(Ed2n\): wrong_piece: ");
    expect(&mut s, "2g gold move> ");
    // b2 holds the dog: the second step is refused.
    s.send_line("Ee2n Rb1n").unwrap();
    expect(&mut s, r"Refused: step 2 \(Rb1n\): occupied: ");
    expect(&mut s, "2g gold move> ");
    s.send_line("no such thing").unwrap();
    expect(&mut s, "Refused: notation: ");

    s.send_line("Ee2n Ee3n").unwrap();
    expect(&mut s, "2g gold: Ee2n Ee3n");
    let reply2 = expect(&mut s, r"2s silver \(bot\) plays: ([A-Za-z0-9 ]+)\r?\n");
    expect(&mut s, "3g gold move> ");
    s.send_line("Md2n").unwrap();
    expect(&mut s, "3g gold: Md2n");
    let reply3 = expect(&mut s, r"3s silver \(bot\) plays: ([A-Za-z0-9 ]+)\r?\n");
    expect(&mut s, "4g gold move> ");

    // undo takes back the bot's reply and our move.
    s.send_line("undo").unwrap();
    let undone = expect(&mut s, r"Taken back: ([^\r\n]+)\r?\n");
    assert_eq!(undone, format!("3s {reply3}; 3g Md2n"));
    expect(&mut s, "3g gold move> ");

    s.send_line("moves").unwrap();
    expect(&mut s, r"\d+ legal moves");
    s.send_line("steps").unwrap();
    expect(&mut s, r"\d+ legal steps: ");
    s.send_line("Ha2n Ha3n").unwrap();
    expect(&mut s, "3g gold: Ha2n Ha3n");
    let reply3b = expect(&mut s, r"3s silver \(bot\) plays: ([A-Za-z0-9 ]+)\r?\n");
    expect(&mut s, "4g gold move> ");
    s.send_line("quit").unwrap();
    expect(&mut s, "Stopped at 4g");
    s.expect(Eof).unwrap();

    let text = fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Event: Casual game");
    assert_eq!(lines[1], "Site: arimaa-cli");
    assert!(lines[2].starts_with("Date: 20") && lines[2].len() == "Date: 2026.01.01".len());
    assert_eq!(lines[3], "Gold: human");
    assert_eq!(lines[4], "Silver: bot (seed 5)");
    // The players' kinds as arimaa.com records them: h(uman), b(ot).
    assert_eq!(lines[5], "GoldType: h");
    assert_eq!(lines[6], "SilverType: b");
    assert_eq!(lines[7], "");
    assert_eq!(lines[8], format!("1g {gold_setup}"));
    assert_eq!(lines[9], format!("1s {silver_setup}"));
    assert_eq!(lines[10], "2g Ee2n Ee3n");
    assert_eq!(lines[11], format!("2s {reply2}"));
    assert_eq!(lines[12], "3g Ha2n Ha3n");
    assert_eq!(lines[13], format!("3s {reply3b}"));
    assert_eq!(lines[14], "4g");
    assert_eq!(lines.len(), 15, "{text}");

    // The log is a record the replay accepts.
    let out = common::run(&["replay", log.to_str().unwrap()]);
    assert!(out.status.success(), "{}", common::stdout(&out));
}

#[test]
fn plain_ascii_with_no_color_and_end_of_input_keeps_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("game.txt");
    let mut cmd = common::arimaa();
    cmd.env("NO_COLOR", "1");
    cmd.args(["play", "--log", log.to_str().unwrap()]);
    let mut s = Session::spawn(cmd).expect("spawn arimaa play in a pty");
    s.set_expect_timeout(Some(Duration::from_secs(30)));
    expect(&mut s, r"\+-----------------\+");
    expect(&mut s, "1g gold setup> ");
    s.send_line("standard").unwrap();
    expect(&mut s, "2g gold move> ");
    s.send_line("resign").unwrap();
    expect(&mut s, "Game over: silver wins by resignation");
    s.expect(Eof).unwrap();
    let text = fs::read_to_string(&log).unwrap();
    assert!(
        text.contains("\nResult: 0-1\nReason: Resignation\n"),
        "{text}"
    );
    assert!(text.ends_with("\n2g resign\n"), "{text}");
    assert!(!text.contains('\u{1b}'), "no colour codes in the log");
}
