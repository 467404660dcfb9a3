//! The positions of the side-by-side benchmark (`benches/compare.rs`): the standard
//! opening, the rows of `move_count_table.tsv`, and a seeded set of random mid-game
//! positions reached by random legal steps from random setups.

pub mod suites;

use arimaa_rules::{Color, Position, Setup};

/// A named position, with the published count when it has one.
pub struct Case {
    /// Where the position comes from.
    pub name: String,
    /// The position (side to move included).
    pub pos: Position,
    /// The count published with the position, if any.
    pub expected: Option<u64>,
}

/// The `unique_moves` rows of the table (the repository's `tests/data` copy, read by
/// `arimaa_tests::data`, the table's one reader), named `row NN name side` (NN: the row's
/// number in the table, from 01).
pub fn table_cases() -> Vec<Case> {
    arimaa_tests::data::move_counts()
        .into_iter()
        .enumerate()
        .filter(|(_, row)| row.metric == arimaa_tests::data::Metric::UniqueMoves)
        .map(|(i, row)| Case {
            name: format!("row {:02} {}", i + 1, row.label()),
            pos: row.position().unwrap_or_else(|e| panic!("{e}")),
            expected: Some(row.expected),
        })
        .collect()
}

/// A tiny seeded generator (xorshift64*), so the random set is the same on every run.
pub struct Rng(u64);

impl Rng {
    /// A generator from a non-zero seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

/// A random legal setup for `color` (its 16 pieces shuffled over its two home ranks).
pub fn random_setup(rng: &mut Rng, color: Color) -> String {
    let mut letters: Vec<char> = "EMHHDDCCRRRRRRRR".chars().collect();
    for i in (1..letters.len()).rev() {
        letters.swap(i, rng.below(i + 1));
    }
    let (back, front) = match color {
        Color::Gold => ('1', '2'),
        Color::Silver => ('8', '7'),
    };
    let mut parts = Vec::new();
    for (i, c) in letters.iter().enumerate() {
        let file = (b'a' + (i % 8) as u8) as char;
        let rank = if i < 8 { back } else { front };
        let c = match color {
            Color::Gold => *c,
            Color::Silver => c.to_ascii_lowercase(),
        };
        parts.push(format!("{c}{file}{rank}"));
    }
    parts.join(" ")
}

/// One random mid-game position: random setups, then `turns` moves of random legal steps
/// (a move ends at a random point once it may). `None` when the game ended on the way.
fn random_position(rng: &mut Rng, turns: usize) -> Option<Position> {
    let mut board = arimaa_rules::Board::empty();
    for color in Color::ALL {
        let setup: Setup = random_setup(rng, color).parse().ok()?;
        for p in setup.placements() {
            board.set(p.square, Some(p.piece));
        }
    }
    let mut pos = Position::new(board, Color::Gold).ok()?;
    for _ in 0..turns {
        loop {
            let steps = pos.legal_steps();
            let can_end = pos.can_end_move().is_ok();
            if steps.is_empty() || (can_end && rng.below(4) == 0) {
                break;
            }
            let (step, _) = steps.as_slice()[rng.below(steps.len())];
            pos.play_step(&step).ok()?;
        }
        pos.end_move().ok()?;
        if pos.outcome_after_move().is_some() {
            return None;
        }
    }
    Some(pos)
}

/// `n` random mid-game positions (10 to 40 moves played) from `seed`.
pub fn random_cases(seed: u64, n: usize) -> Vec<Case> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < n {
        let turns = 10 + rng.below(31);
        if let Some(pos) = random_position(&mut rng, turns) {
            out.push(Case {
                name: format!("random {} ({} moves in)", out.len() + 1, turns),
                pos,
                expected: None,
            });
        }
    }
    out
}
