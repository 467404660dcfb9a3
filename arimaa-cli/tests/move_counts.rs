//! `arimaa moves --count` agrees with every `unique_moves` row of
//! `positions/move_count_table.tsv` (published counts, recomputed with AEI).

mod common;

use arimaa_tests::data;

#[test]
fn counts_agree_with_the_published_table() {
    // The vendored copy (tests/data): present in every checkout, so this never skips.
    let table = data::read_table("positions/move_count_table.tsv");
    let mut checked = 0;
    for line in table.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 6 || f[4] != "unique_moves" {
            continue;
        }
        let (name, side, board) = (f[1], f[2], f[3]);
        let expected: u64 = f[5].parse().unwrap();
        let position = format!("{side} [{board}]");
        let out = common::run(&["moves", &position, "--count"]);
        assert!(out.status.success(), "{name}: {}", common::stderr(&out));
        let got: u64 = common::stdout(&out).trim().parse().unwrap();
        assert_eq!(got, expected, "{name} {position}");
        checked += 1;
    }
    assert!(checked >= 40, "only {checked} rows checked");
}

#[test]
fn listed_moves_match_the_count_and_the_limit() {
    // The usual opening has 3353 unique moves (AEI test_board.py, table row "AEI BASIC_SETUP").
    let pos = "g [rrrrrrrrdhcemchd................................DHCMECHDRRRRRRRR]";
    let out = common::run(&["moves", pos]);
    let text = common::stdout(&out);
    assert_eq!(text.lines().count(), 3353);
    let distinct: std::collections::HashSet<&str> = text.lines().collect();
    assert_eq!(distinct.len(), 3353);
    let out = common::run(&["moves", pos, "--limit", "5"]);
    assert_eq!(common::stdout(&out).lines().count(), 5);
    // perft(1) is the number of unique moves (DESIGN.md).
    let out = common::run(&["perft", pos, "--depth", "1"]);
    assert!(common::stdout(&out).starts_with("perft(1) = 3353\n"));
}
