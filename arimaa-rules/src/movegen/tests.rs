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

/// The legal moves of `pos` as text, after checking that the fast and the reference
/// generator both count as many.
fn moves_counted_alike(pos: &Position) -> Vec<alloc::string::String> {
    let moves: Vec<_> = pos
        .legal_moves()
        .iter()
        .map(|m| alloc::format!("{m}"))
        .collect();
    assert_eq!(pos.count_moves(), moves.len(), "{pos:?}");
    assert_eq!(pos.count_moves_reference(), moves.len(), "{pos:?}");
    moves
}

/// Two gold dogs on a2 and b2, nothing else near (a silver rabbit on h8): 93 unique moves,
/// counted independently by a breadth-first search over the two dogs' squares (a step
/// onto an empty neighbour, a dog alone on c3 captured, boards after 1 to 4 steps other
/// than the start). The same-kind steps Da2s and Db2s commute and their two orders are
/// walked once: the board after both must be found (also as the last two steps of a
/// move, when counting from a position two steps in).
#[test]
fn two_dogs_stepping_onto_a1_and_b1() {
    let board = alloc::format!("{}{}{}", "       r", " ".repeat(40), "DD      ");
    let pos = Position::from_short(&alloc::format!("g [{board}{}]", " ".repeat(8)))
        .expect("two gold dogs and a silver rabbit");
    let moves = moves_counted_alike(&pos);
    assert_eq!(moves.len(), 93);
    assert!(moves.iter().any(|m| m == "Da2s Db2s"), "{moves:?}");
    // With a gold cat on h1 that has stepped up twice, the dogs' two steps south are the
    // last two steps of the move.
    let mut pos = Position::from_short(&alloc::format!("g [{board}       C]"))
        .expect("two gold dogs, a gold cat and a silver rabbit");
    for step in ["Ch1n", "Ch2n"] {
        pos.play_step(&step.parse().expect("a step"))
            .expect("a legal step");
    }
    let completions = moves_counted_alike(&pos);
    assert!(
        completions.iter().any(|m| m == "Da2s Db2s"),
        "{completions:?}"
    );
}

/// Silver rabbits on d5 and e5, a gold cat on d4: the rabbit on d5 may step only while
/// the one on e5 guards it, so rd5w re5e is a move but re5e rd5w is not (the cat freezes
/// d5 once e5 is empty). The walk must not skip re5e after rd5w as if the two steps
/// commuted: the cat is stronger than the rabbit.
#[test]
fn a_threatened_rabbit_keeps_its_friend() {
    let board = alloc::format!("{0}   rr      C    {0}", " ".repeat(24));
    let pos = Position::from_short(&alloc::format!("s [{board}]"))
        .expect("two silver rabbits and a gold cat");
    let moves = moves_counted_alike(&pos);
    assert!(moves.iter().any(|m| m == "rd5w re5e"), "{moves:?}");
    assert!(!moves.iter().any(|m| m == "re5e rd5w"), "{moves:?}");
}

#[cfg(feature = "std")]
/// The positions of the vendored `tests/data/positions/move_count_table.tsv` (rows of
/// metric `unique_moves` that are legal game positions), with their published counts.
/// The table is the repository's, not in the published package: there the test reads
/// `$ARIMAA_DATA_DIR/positions/move_count_table.tsv` (the data folder of a checkout).
///
/// The table's one typed reader is `arimaa_tests::data::move_counts`; this unit test
/// (which needs the private reference generator, so it cannot move to that crate) keeps
/// this small reader: a dev-dependency of `arimaa-rules` on `arimaa-tests` would be a
/// cycle, give this test binary a second `arimaa-rules` whose types are not this one's,
/// and turn on `std`, `svg`, `encoding` and `threads` in every `--no-default-features`
/// test build of this crate (`scripts/test` builds each feature alone).
fn table() -> Vec<(alloc::string::String, Position, usize)> {
    let vendored = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/data/positions/move_count_table.tsv");
    let path = match std::env::var_os("ARIMAA_DATA_DIR") {
        Some(dir) if !vendored.is_file() => {
            std::path::Path::new(&dir).join("positions/move_count_table.tsv")
        }
        _ => vendored,
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "the move-count table {}: {e} (outside the repository, set ARIMAA_DATA_DIR to \
             a folder with positions/move_count_table.tsv, e.g. a checkout's tests/data)",
            path.display()
        )
    });
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

/// A random position: `n` pieces of a full set on random squares off the traps (or, when
/// `crowded`, on the traps and the squares next to them), the side to move, then up to
/// three random legal steps already played, pushes first when `pushes` (so pushes may
/// be pending). `None` when the board is not a legal position.
fn random_position(
    n: usize,
    order: &[usize],
    squares: &[usize],
    side: bool,
    steps: &[usize],
    pushes: bool,
    crowded: bool,
) -> Option<Position> {
    use crate::{Board, Color, Piece, Square};
    const SET: &str = "EMHHDDCCRRRRRRRRemhhddccrrrrrrrr";
    let mut pool: Vec<char> = SET.chars().collect();
    let traps = crate::Bitboard::TRAPS;
    let near_trap = |sq: &Square| (traps.0 | traps.neighbors().0) >> sq.index() & 1 == 1;
    let free: Vec<Square> = (0..64u8)
        .filter_map(Square::new)
        .filter(|sq| {
            if crowded {
                near_trap(sq)
            } else {
                !Square::TRAPS.contains(sq)
            }
        })
        .collect();
    let mut board = Board::empty();
    let mut used = Vec::new();
    for i in 0..n {
        let piece = Piece::from_char(pool.remove(order[i] % pool.len()))?;
        let sq = free[squares[i] % free.len()];
        if used.contains(&sq) {
            continue;
        }
        used.push(sq);
        board.set(sq, Some(piece));
    }
    let side = if side { Color::Gold } else { Color::Silver };
    let mut pos = Position::new(board, side).ok()?;
    for &s in steps {
        let list = pos.legal_steps();
        if list.is_empty() {
            break;
        }
        let starts: Vec<_> = list
            .as_slice()
            .iter()
            .filter(|(_, k)| *k == crate::StepKind::PushStart)
            .collect();
        let (step, _) = if pushes && !starts.is_empty() {
            *starts[s % starts.len()]
        } else {
            list.as_slice()[s % list.len()]
        };
        pos.play_step(&step).ok()?;
    }
    Some(pos)
}

/// Random positions for the property tests (see [`random_position`]): a number of pieces
/// in `pieces`, each on a free square picked by an index below `squares` (wrapped to the
/// free squares), a random side to move, up to `max_steps` random steps played (pushes
/// first, at random, when `pushes`), pieces near the traps when `crowded`.
fn positions(
    pieces: core::ops::RangeInclusive<usize>,
    squares: usize,
    max_steps: usize,
    pushes: bool,
    crowded: bool,
) -> impl proptest::strategy::Strategy<Value = Option<Position>> {
    use proptest::collection::vec;
    use proptest::prelude::{Just, Strategy, any};
    let push_first = if pushes {
        any::<bool>().boxed()
    } else {
        Just(false).boxed()
    };
    (
        pieces,
        vec(0usize..32, 32),
        vec(0..squares, 32),
        any::<bool>(),
        vec(0usize..200, 0..=max_steps),
        push_first,
    )
        .prop_map(move |(n, order, squares, side, steps, pushes)| {
            random_position(n, &order, &squares, side, &steps, pushes, crowded)
        })
}

/// The fast generator counts and lists (same moves, same order, same keys) what the
/// reference generator does on `pos`.
fn fast_agrees_with_reference(pos: &Position) -> Result<(), proptest::test_runner::TestCaseError> {
    proptest::prop_assert_eq!(pos.count_moves(), pos.count_moves_reference());
    proptest::prop_assert_eq!(
        listed(pos.unique_moves()),
        listed(pos.unique_moves_reference())
    );
    Ok(())
}

#[cfg(feature = "std")]
proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(96))]

    /// On random positions (few or many pieces, steps already taken, pushes pending):
    /// the count equals the length of the list; the fast generator lists the same moves
    /// in the same order as the reference; every listed move replays step by step from
    /// the position and ends on a board no other listed move reaches, never the board
    /// the move started from.
    #[test]
    fn count_list_and_replay_agree(pos in positions(1..=32, 60, 3, true, false)) {
        let Some(pos) = pos else {
            return Ok(());
        };
        fast_agrees_with_reference(&pos)?;
        let moves = pos.legal_moves();
        proptest::prop_assert_eq!(pos.count_moves(), moves.len());
        let mut boards = std::collections::HashSet::new();
        for mv in &moves {
            let mut p = pos.clone();
            for step in mv.steps() {
                proptest::prop_assert!(p.play_step(&step).is_ok(), "{} in {:?}", mv, pos);
            }
            proptest::prop_assert!(p.end_move().is_ok(), "{} in {:?}", mv, pos);
            proptest::prop_assert!(boards.insert(p.board().to_short_string()), "{} twice", mv);
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(256))]

    /// Pieces crowded on and next to the traps, where the order of two steps can decide a
    /// capture (a guard leaving before or after another arrives): the fast generator
    /// counts and lists what the reference generator does.
    #[test]
    fn crowded_traps_agree(pos in positions(4..=20, 20, 2, false, true)) {
        if let Some(pos) = pos {
            fast_agrees_with_reference(&pos)?;
        }
    }
}

/// One kept generator over positions of very different sizes, counting and listing in
/// turn, more than 255 calls (so the tables' 8-bit generation wraps and their start size
/// follows large and small positions): every answer equals the reference generator's.
#[test]
fn a_kept_generator_gives_the_reference_answers() {
    use super::MoveGenerator;
    let lone = Position::from_short(&alloc::format!("g [{}R       ]", " ".repeat(56)))
        .expect("a lone gold rabbit on a1");
    let mut positions = alloc::vec![Position::standard(), lone];
    for seed in 0..40usize {
        let order: Vec<usize> = (0..32).map(|i| (i * 7 + seed * 13) % 32).collect();
        let squares: Vec<usize> = (0..32).map(|i| (i * 11 + seed * 17) % 60).collect();
        let steps = [seed % 5, seed % 3];
        if let Some(pos) = random_position(
            8 + seed % 25,
            &order,
            &squares,
            seed % 2 == 0,
            &steps[..seed % 3],
            seed % 4 == 0,
            false,
        ) {
            positions.push(pos);
        }
    }
    assert!(positions.len() > 30, "only {} positions", positions.len());
    let expected: Vec<_> = positions
        .iter()
        .map(|p| {
            (
                p.count_moves_reference(),
                listed(p.unique_moves_reference()),
            )
        })
        .collect();
    let mut generator = MoveGenerator::new();
    let mut out = Vec::new();
    for round in 0..8 {
        for (pos, (count, moves)) in positions.iter().zip(&expected) {
            assert_eq!(generator.count_moves(pos), *count, "round {round}: {pos:?}");
            if round % 2 == 0 {
                let got: Vec<_> = generator
                    .legal_moves(pos)
                    .iter()
                    .map(|m| alloc::format!("{m}"))
                    .collect();
                let want: Vec<_> = moves.iter().map(|(m, _)| m.clone()).collect();
                assert_eq!(got, want, "round {round}: {pos:?}");
            } else {
                out.clear();
                out.push(crate::Move::new());
                generator.legal_moves_into(pos, &mut out);
                assert_eq!(out.len(), count + 1, "appended after the existing entry");
                assert_eq!(listed(generator.unique_moves(pos)), *moves);
            }
        }
    }
}
