//! The fast generator against the reference generator.

use alloc::vec::Vec;

use crate::Position;

fn listed(found: Vec<super::Found>) -> Vec<(alloc::string::String, u64)> {
    found
        .into_iter()
        .map(|f| (alloc::format!("{}", f.mv), f.key))
        .collect()
}

#[test]
fn fast_equals_reference_on_the_opening() {
    let pos = Position::standard();
    assert_eq!(pos.count_moves(), 3353);
    assert_eq!(pos.count_moves_reference(), 3353);
    assert_eq!(
        listed(pos.unique_moves()),
        listed(pos.unique_moves_reference())
    );
}

#[cfg(feature = "std")]
/// The positions of the vendored `tests/data/positions/move_count_table.tsv` (rows of
/// metric `unique_moves` that are legal game positions), with their published counts.
fn table() -> Vec<(alloc::string::String, Position, usize)> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/data/positions/move_count_table.tsv"
    );
    let text = std::fs::read_to_string(path).expect("the vendored move-count table");
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')).skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 6 || f[4] != "unique_moves" {
            continue;
        }
        let (Ok(pos), Ok(n)) = (
            Position::from_short(&alloc::format!("{} [{}]", f[2], f[3])),
            f[5].parse(),
        ) else {
            continue;
        };
        out.push((alloc::format!("{} {}", f[1], f[2]), pos, n));
    }
    assert!(out.len() >= 40, "only {} table rows read", out.len());
    out
}

#[cfg(feature = "std")]
#[test]
fn fast_equals_reference_on_the_move_count_table() {
    for (name, pos, published) in table() {
        assert_eq!(pos.count_moves(), published, "{name}");
        assert_eq!(pos.count_moves_reference(), published, "{name}");
        if published < 100_000 {
            assert_eq!(
                listed(pos.unique_moves()),
                listed(pos.unique_moves_reference()),
                "{name}"
            );
        }
    }
}
