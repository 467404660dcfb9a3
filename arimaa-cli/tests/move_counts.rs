//! `arimaa moves --count` agrees with every row of `positions/move_count_table.tsv` that
//! gives a number of unique moves (published counts, recomputed with AEI).

mod common;

use arimaa_tests::data;

#[test]
fn counts_agree_with_the_published_table() {
    // The vendored copy (tests/data): present in every checkout, so this never skips.
    let mut checked = 0;
    for row in data::move_counts() {
        let Some(expected) = row.unique_moves() else {
            continue;
        };
        let position = row.short();
        let out = common::run(&["moves", &position, "--count"]);
        assert!(
            out.status.success(),
            "line {}: {}",
            row.line,
            common::stderr(&out)
        );
        let got: u64 = common::stdout(&out).trim().parse().unwrap();
        assert_eq!(
            got,
            expected,
            "line {}: {} {position}",
            row.line,
            row.label()
        );
        checked += 1;
    }
    // 54 rows give a number of unique moves (52 unique_moves, 2 unique_positions_incl_start).
    assert_eq!(checked, 54);
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
