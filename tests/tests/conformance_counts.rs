//! Every published unique-move count of `positions/move_count_table.tsv` (metric
//! `unique_moves`, and `unique_positions_incl_start` = unique moves + 1) matches.

use arimaa_rules::Position;
use arimaa_tests::data::{self, Metric, MoveCountRow};

fn position(row: &MoveCountRow) -> Position {
    row.position().unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn unique_move_counts_match_the_published_table() {
    let rows = data::move_counts();
    let mut checked = 0;
    let mut failures = Vec::new();
    for row in &rows {
        let Some(expected) = row.unique_moves() else {
            continue;
        };
        let got = position(row).count_moves() as u64;
        if got != expected {
            failures.push(format!(
                "line {} {}: expected {}, got {}",
                row.line,
                row.label(),
                expected,
                got
            ));
        }
        checked += 1;
    }
    assert!(
        failures.is_empty(),
        "{} of {} counts differ:\n{}",
        failures.len(),
        checked,
        failures.join("\n")
    );
    // 54 rows of the table use one of the two metrics (54 = the number of such rows in the
    // file as published; fewer means the table was not read).
    assert_eq!(checked, 54);
}

#[test]
fn every_aei_recomputed_count_matches() {
    let rows = data::move_counts();
    let mut checked = 0;
    for row in rows.iter().filter(|r| r.aei_check.is_some()) {
        let got = position(row).count_moves() as u64;
        assert_eq!(
            Some(got),
            row.aei_check,
            "line {} {} ({})",
            row.line,
            row.label(),
            row.metric.word()
        );
        checked += 1;
    }
    // The rows with metric move_counter are covered here too.
    assert_eq!(checked, 57);
}

#[test]
fn legal_moves_lists_as_many_distinct_moves_as_the_count() {
    let rows = data::move_counts();
    // The smaller rows: listing, playing and comparing every move.
    for row in rows
        .iter()
        .filter(|r| r.metric == Metric::UniqueMoves && r.expected <= 5000)
    {
        let pos = position(row);
        let moves = pos.legal_moves();
        assert_eq!(
            moves.len() as u64,
            row.expected,
            "line {} {}",
            row.line,
            row.name
        );
        let mut boards = std::collections::HashSet::new();
        for mv in &moves {
            let after = pos
                .play(mv)
                .unwrap_or_else(|e| panic!("line {}: {} refused: {}", row.line, mv, e));
            assert!(
                boards.insert(after.board().to_short_string()),
                "line {}: {} repeats a board",
                row.line,
                mv
            );
        }
        assert!(
            !boards.contains(&pos.board().to_short_string()),
            "line {}: unchanged board listed",
            row.line
        );
    }
}
