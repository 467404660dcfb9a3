//! `arimaa show --at` prints the positions listed in `per-game/movelists/EXPECTED.txt`
//! (transcribed from agt-the-walker/arimaa-utils' tests), and `show` reads positions too.

mod common;

use std::fs;

use arimaa_tests::data;

/// A FEN-like board (`rank8/.../rank1`, digits = empty squares) as 64 characters, `.` empty.
fn fen_board(fen: &str) -> String {
    let mut out = String::new();
    for c in fen.chars() {
        match c {
            '/' => {}
            d if d.is_ascii_digit() => out.push_str(&".".repeat(d.to_digit(10).unwrap() as usize)),
            p => out.push(p),
        }
    }
    assert_eq!(out.len(), 64, "{fen}");
    out
}

/// The label of the turn before the one named: `39g` -> `38s`, `1s` -> `1g`.
fn previous(label: &str) -> String {
    let (n, side) = label.split_at(label.len() - 1);
    let n: u32 = n.parse().unwrap();
    if side == "s" {
        format!("{n}g")
    } else {
        format!("{}s", n - 1)
    }
}

#[test]
fn positions_after_a_turn_match_the_expected_boards() {
    // The vendored per-game files (tests/data): present in every checkout.
    let dir = data::tables_dir();
    let text = data::read_table("games/per-game/movelists/EXPECTED.txt");
    let mut cases = Vec::new();
    let mut section = "";
    for line in text.lines() {
        if line.starts_with('[') {
            section = line.split(']').next().unwrap();
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        if line.starts_with('#') || f.len() < 2 || f[0] == "game_id" {
            continue;
        }
        match section {
            "[fen_setup" => {
                cases.push((f[0].to_string(), f[1].to_string()));
                cases.push((f[0].to_string(), f[2].to_string()));
            }
            "[fen_position" => cases.push((f[0].to_string(), f[1].to_string())),
            _ => {}
        }
    }
    assert!(cases.len() >= 20, "{} cases", cases.len());
    for (id, entry) in cases {
        // "<label> <fen>": the position when the side of <label> is to play it.
        let (label, fen) = entry.split_once(' ').unwrap();
        let file = dir.join(format!("games/per-game/movelists/{id}.txt"));
        let at = previous(label);
        let out = common::run(&[
            "show",
            file.to_str().unwrap(),
            "--lenient",
            "--at",
            &at,
            "--format",
            "short",
        ]);
        assert!(
            out.status.success(),
            "{id} --at {at}: {}",
            common::stderr(&out)
        );
        let short = common::stdout(&out);
        let side = &label[label.len() - 1..];
        let (got_side, board) = short.trim_end().split_once(" [").unwrap();
        let got: String = board.trim_end_matches(']').replace(' ', ".");
        assert_eq!(
            (got_side, got.as_str()),
            (side, fen_board(fen).as_str()),
            "{id} after {at}"
        );
    }
}

#[test]
fn show_reads_positions_and_names_bad_labels() {
    let pos = "g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]";
    let out = common::run(&["show", pos]);
    let diagram = common::stdout(&out);
    // The AEI long diagram of the usual opening (AEI BASIC_SETUP), traps as x.
    assert!(
        diagram.contains("8| r r r r r r r r |\n7| d h c e m c h d |\n6| . . x . . x . . |\n"),
        "{diagram}"
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pos.txt");
    fs::write(&file, &diagram).unwrap();
    let out = common::run(&["show", file.to_str().unwrap(), "--format", "short"]);
    assert_eq!(common::stdout(&out).trim_end(), pos);
    let game = data::table("games/per-game/game100.txt");
    let out = common::run(&["show", game.to_str().unwrap(), "--at", "40w"]);
    assert!(!out.status.success());
    assert!(
        common::stderr(&out).contains("no turn 40w"),
        "{}",
        common::stderr(&out)
    );
}

#[test]
fn show_format_svg_draws_the_records_last_move_and_flips() {
    // game100.txt 9b: `ee7s mc4w Rb3e Rc3x mb4s` (the gold rabbit pushed onto c3 and
    // captured there).
    let game = data::table("games/per-game/game100.txt");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("9b.svg");
    let out = common::run(&[
        "show",
        game.to_str().unwrap(),
        "--at",
        "9b",
        "--format",
        "svg",
        "--flip",
        "--out",
        file.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", common::stderr(&out));
    assert_eq!(common::stdout(&out), "");
    let svg = fs::read_to_string(&file).unwrap();
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    for arrow in [
        r#"class="arrow step" data-step="ee7s" data-from="e7" data-to="e6""#,
        r#"class="arrow step" data-step="mc4w" data-from="c4" data-to="b4""#,
        r#"class="arrow push" data-step="Rb3e" data-from="b3" data-to="c3""#,
        r#"class="arrow step" data-step="mb4s" data-from="b4" data-to="b3""#,
    ] {
        assert!(svg.contains(arrow), "{arrow}");
    }
    assert!(svg.contains(r#"class="capture" data-square="c3" data-piece="R""#));
    // Flipped: a8 is the bottom-right square (squares of 50 from a 20 margin).
    assert!(svg.contains(r#"data-square="a8" x="370" y="370""#));
    // A position has no last move; standard output by default.
    let pos = "g [rrrrrrrrdhcemchd                                DHCMECHDRRRRRRRR]";
    let out = common::run(&["show", pos, "--format", "svg"]);
    let svg = common::stdout(&out);
    assert_eq!(svg.matches(r#"<g class="piece "#).count(), 32);
    assert!(!svg.contains("arrow"));
    assert!(svg.contains(r#"data-square="a8" x="20" y="20""#));
    // Animals by default, letters on request; anything else is refused with the names.
    assert_eq!(svg.matches(r##"<use href="#arimaa-rabbit""##).count(), 16);
    assert!(!svg.contains("</text></g>"));
    let out = common::run(&["show", pos, "--format", "svg", "--pieces", "letters"]);
    let letters = common::stdout(&out);
    assert_eq!(letters.matches(r#"font-size="22""#).count(), 32);
    assert!(letters.contains(r#"<g class="piece gold elephant" data-square="e2">"#));
    assert!(letters.contains(">E</text></g>") && letters.contains(">e</text></g>"));
    assert!(!letters.contains("<use"));
    let out = common::run(&["show", pos, "--format", "svg", "--pieces", "emoji"]);
    assert!(!out.status.success());
    assert!(
        common::stderr(&out).contains("[possible values: animals, letters]"),
        "{}",
        common::stderr(&out)
    );
}
