//! perft figures of `positions/perft_table.tsv`, computed independently with AEI pyrimaa
//! (`tests/data/scripts/perft_pyrimaa.py`), among them perft(2) of the standard opening,
//! 11,214,629 (also agreed by sharp and arimaa_engine_step, issue 13). Each is checked
//! through `Position::perft`, and through `perft::divide_threads` on two threads (whose
//! root moves must also be the unique moves of the position).

use core::sync::atomic::AtomicBool;

use arimaa_rules::{Position, perft};
use arimaa_tests::data;

struct Row {
    name: String,
    position: Position,
    depth: u32,
    nodes: u64,
}

fn rows() -> Vec<Row> {
    let text = data::read_table("positions/perft_table.tsv");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("name\t") && !l.trim().is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            let short = format!("{} [{}]", f[1], f[2].replace('.', " "));
            Row {
                name: f[0].to_string(),
                position: Position::from_short(&short)
                    .unwrap_or_else(|e| panic!("{}: {short}: {e}", f[0])),
                depth: f[3].parse().unwrap(),
                nodes: f[4].parse().unwrap(),
            }
        })
        .collect()
}

#[test]
fn perft_of_the_standard_opening_at_depth_2() {
    let rows = rows();
    let row = rows
        .iter()
        .find(|r| r.position.to_short() == Position::standard().to_short() && r.depth == 2)
        .expect("the table has perft(2) of the standard opening");
    assert_eq!(row.nodes, 11_214_629, "the table row itself");
    assert_eq!(row.position.perft(2), 11_214_629);
}

#[test]
fn every_figure_agrees_with_pyrimaa() {
    let rows = rows();
    assert!(rows.len() >= 4, "only {} figures", rows.len());
    for row in rows
        .iter()
        .filter(|r| r.position.to_short() != Position::standard().to_short())
    {
        assert_eq!(row.position.perft(row.depth), row.nodes, "{}", row.name);
    }
}

#[test]
fn every_figure_agrees_on_two_threads_divided_by_root_move() {
    let stop = AtomicBool::new(false);
    for row in rows() {
        let divide = perft::divide_threads(&row.position, row.depth, 2, &stop, |_| {})
            .unwrap_or_else(|e| panic!("{}: {e}", row.name));
        assert_eq!(divide.nodes(), row.nodes, "{}", row.name);
        let roots: Vec<_> = divide.moves.iter().map(|(m, _)| *m).collect();
        assert_eq!(roots, row.position.legal_moves(), "{}", row.name);
    }
}
