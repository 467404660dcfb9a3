//! Hostile input never panics: binary files, garbage, a text that is no game, a record cut
//! off in the middle, a line far longer than any record's, and malformed positions all give
//! an error message naming the problem and a non-zero exit status.

mod common;

use std::io::Write;
use std::process::Stdio;

use common::{arimaa, run, stdout};

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Checks the process failed cleanly (status 1, no panic message).
fn failed_cleanly(out: &std::process::Output) {
    assert_eq!(
        out.status.code(),
        Some(1),
        "stdout: {}\nstderr: {}",
        stdout(out),
        stderr(out)
    );
    assert!(!stderr(out).contains("panicked"), "{}", stderr(out));
}

#[test]
fn binary_and_random_files_are_unreadable() {
    let dir = tempfile::tempdir().unwrap();
    let bin = dir.path().join("random.bin");
    // Bytes that are not UTF-8 (0xff never occurs in UTF-8).
    let bytes: Vec<u8> = (0..4096u32)
        .map(|i| (i.wrapping_mul(2654435761) >> 13) as u8 | 0x80)
        .collect();
    std::fs::write(&bin, bytes).unwrap();
    let path = bin.to_str().unwrap();
    for args in [
        vec!["replay", path],
        vec!["show", path],
        vec!["moves", path, "--count"],
    ] {
        let out = run(&args);
        failed_cleanly(&out);
        assert!(
            format!("{}{}", stdout(&out), stderr(&out)).contains("UTF-8"),
            "{:?}",
            args
        );
    }
}

#[test]
fn a_text_that_is_no_game_is_not_a_record() {
    let dir = tempfile::tempdir().unwrap();
    let txt = dir.path().join("notes.txt");
    std::fs::write(&txt, "hello world\nthis is not a game\n").unwrap();
    let out = run(&["replay", txt.to_str().unwrap()]);
    failed_cleanly(&out);
    assert!(
        stdout(&out).contains("not a game record"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn a_record_cut_in_the_middle_of_a_step_names_the_turn() {
    let dir = tempfile::tempdir().unwrap();
    let cut = dir.path().join("cut.txt");
    let setup_g = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2";
    let setup_s = "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7";
    std::fs::write(&cut, format!("1g {}\n1s {}\n2g Ee2n Ee3", setup_g, setup_s)).unwrap();
    let out = run(&["replay", cut.to_str().unwrap()]);
    failed_cleanly(&out);
    let text = stdout(&out);
    assert!(text.contains("2g") && text.contains("notation"), "{}", text);
}

#[test]
fn a_100_megabyte_line_is_refused_without_reading_it_all() {
    let mut child = arimaa()
        .args(["replay", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let chunk = vec![b'a'; 1 << 20];
        for _ in 0..100 {
            if stdin.write_all(&chunk).is_err() {
                break; // the reader gave up: fine
            }
        }
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    failed_cleanly(&out);
    assert!(
        stdout(&out).contains("line longer than"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn malformed_positions_name_the_column() {
    let out = run(&["moves", "g [xyz]"]);
    failed_cleanly(&out);
    assert!(stderr(&out).contains("column 5"), "{}", stderr(&out));
    let out = run(&["perft", "q [ ]", "--depth", "1"]);
    failed_cleanly(&out);
    assert!(stderr(&out).contains("side to move"), "{}", stderr(&out));
}

/// Position files are read by the core's `FromStr for Position`: a short form among blank
/// lines names its line and the column in that line; a move number above the core's
/// maximum (1000000) is refused at its column rather than wrapping later.
#[test]
fn position_files_are_read_by_the_core() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pos.txt");
    // Line 3, "  g [rrrrrrrrZ": the Z is byte 14.
    let board = "rrrrrrrrZhcemchd                                DHCMECHDRRRRRRRR";
    std::fs::write(&file, format!("\n\n  g [{board}]\n")).unwrap();
    let out = run(&["moves", file.to_str().unwrap()]);
    failed_cleanly(&out);
    assert!(
        stderr(&out).contains("line 3, column 14"),
        "{}",
        stderr(&out)
    );
    let big = "4294967295s [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]";
    let out = run(&["moves", big]);
    failed_cleanly(&out);
    assert!(
        stderr(&out).contains("column 1: expected a move number of at most 1000000"),
        "{}",
        stderr(&out)
    );
}
