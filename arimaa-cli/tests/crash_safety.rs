//! Nothing played is lost: a SIGKILL right after a move is announced leaves it in the log,
//! `--resume` restores every move and continues in the same log; a log that cannot be
//! written stops the program before any move.

mod common;

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use arimaa_rules::Game;

/// Starts `arimaa play ARGS` with piped stdin/stdout; stdout lines arrive on the channel.
fn start(args: &[&str]) -> (Child, ChildStdin, Receiver<String>) {
    let mut child = common::arimaa()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            // The prompt has no newline: split it from what follows.
            for part in line.split("> ") {
                if tx.send(part.to_string()).is_err() {
                    return;
                }
            }
        }
    });
    (child, stdin, rx)
}

/// The next line starting with `prefix`; the turns announced on the way are collected.
fn wait_for(rx: &Receiver<String>, prefix: &str, announced: &mut Vec<String>) -> String {
    loop {
        let line = rx
            .recv_timeout(Duration::from_secs(30))
            .unwrap_or_else(|_| panic!("no line starting with {prefix:?}"));
        // "2s silver (bot) plays: X" / "2g gold: X" / "1s silver (bot) sets up: X".
        if let Some((head, turn)) = line.split_once(": ") {
            let label = head.split_whitespace().next().unwrap_or("");
            let is_turn = head.contains(" gold") || head.contains(" silver");
            if is_turn && label.ends_with(['g', 's']) && label.len() <= 4 {
                announced.push(format!("{label} {turn}"));
            }
        }
        if line.starts_with(prefix) {
            return line;
        }
    }
}

/// The turn lines of a log (label and turn), without headers and the final empty label.
fn turn_lines(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()) && l.contains(' '))
        .map(str::to_string)
        .collect()
}

/// A legal move for the side to move of the logged game, chosen by the core.
fn some_move(log: &str) -> String {
    let game = Game::from_record(&fs::read_to_string(log).unwrap()).unwrap();
    let moves = game.legal_moves();
    moves[moves.len() / 2].to_string()
}

#[test]
fn sigkill_loses_nothing_and_resume_restores_every_move() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("g.txt");
    let log_s = log.to_str().unwrap();
    let (mut child, mut stdin, rx) = start(&["play", "--seed", "9", "--log", log_s]);
    let mut announced = Vec::new();
    wait_for(&rx, "Game log:", &mut announced);
    writeln!(stdin, "standard").unwrap();
    // (A prompt has no newline, so wait for complete lines only.)
    wait_for(&rx, "1s silver (bot) sets up:", &mut announced);
    for n in 2..6 {
        let mv = some_move(log_s);
        writeln!(stdin, "{mv}").unwrap();
        // Kill the moment the bot's reply is announced, without waiting for anything else.
        wait_for(&rx, &format!("{n}s silver (bot) plays:"), &mut announced);
    }
    child.kill().unwrap(); // SIGKILL on Unix
    child.wait().unwrap();
    let text = fs::read_to_string(&log).unwrap();
    let logged = turn_lines(&text);
    assert_eq!(
        logged, announced,
        "every announced turn is in the log, in order"
    );
    assert_eq!(logged.len(), 2 + 4 * 2);

    // Resume: the same turns, then one more move and quit; the log keeps them all.
    let (mut child, mut stdin, rx) = start(&["play", "--resume", log_s]);
    let mut more = Vec::new();
    let resumed = wait_for(&rx, "Resuming", &mut more);
    // Ten turns were played: the setups 1g and 1s, then the eight moves 2g … 5s.
    assert!(resumed.contains("at 6g (8 moves, last 5s)"), "{resumed}");
    let mv = some_move(log_s);
    writeln!(stdin, "{mv}").unwrap();
    wait_for(&rx, "6s silver (bot) plays:", &mut more);
    writeln!(stdin, "quit").unwrap();
    wait_for(&rx, "Stopped at 7g", &mut more);
    assert!(child.wait().unwrap().success());
    let after = turn_lines(&fs::read_to_string(&log).unwrap());
    assert_eq!(after[..logged.len()], logged[..]);
    assert_eq!(after[logged.len()..], more[..]);
    // The headers survive the resume.
    let text = fs::read_to_string(&log).unwrap();
    assert!(
        text.contains("Gold: human\nSilver: bot (seed 9)\n"),
        "{text}"
    );
}

#[test]
fn end_of_input_keeps_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("g.txt");
    let out = common::arimaa()
        .args(["play", "--log", log.to_str().unwrap()])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(common::stdout(&out).contains("continue with: arimaa play --resume"));
    assert_eq!(fs::read_to_string(&log).unwrap().lines().last(), Some("1g"));
}

#[test]
fn an_unwritable_log_stops_before_any_move() {
    for bad in ["/dev/full", "/nonexistent-folder/sub/g.txt"] {
        let out = common::arimaa()
            .args(["play", "--gold", "bot", "--silver", "bot", "--log", bad])
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert!(!out.status.success(), "{bad}: must fail");
        let err = common::stderr(&out);
        assert!(
            err.contains("cannot write the game log") && err.contains(bad),
            "{err}"
        );
        assert!(
            !common::stdout(&out).contains("plays:"),
            "{bad}: a move was played"
        );
    }
}

#[test]
fn resume_refuses_a_finished_game_and_an_archive_without_log() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("g.txt");
    fs::write(&log, "Result: 1-0\nResultCode: g\nReasonCode: r\n\n1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n").unwrap();
    let out = common::run(&["play", "--resume", log.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(
        common::stderr(&out).contains("the game is over"),
        "{}",
        common::stderr(&out)
    );
    // An archive file (the column header of the arimaa.com archives, e.g.
    // `games/archive/allgames2002.txt`, and one game: two setups): written here, so this
    // needs no data folder.
    let archive = dir.path().join("archive.txt");
    let header = [
        "id",
        "wusername",
        "busername",
        "result",
        "termination",
        "movelist",
    ];
    let row = [
        "1",
        "g",
        "s",
        "",
        "",
        "1w Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\\n\
         1b ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7",
    ];
    fs::write(
        &archive,
        format!("{}\n{}\n", header.join("\t"), row.join("\t")),
    )
    .unwrap();
    let out = common::run(&["play", "--resume", archive.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(
        common::stderr(&out).contains("--log"),
        "{}",
        common::stderr(&out)
    );
}
