//! Small helpers shared by the bots: a square's advance and centre distance (read by the
//! search bot's evaluation and the classic bot's), and the ranking of scored moves (the
//! classic and greedy bots).

use arimaa_rules::{Color, Square};

/// Sorts `(score, index)` pairs best score first, equal scores by index (generation
/// order): the order of a stable sort by score, with one small unstable sort shared by
/// both bots (a smaller `.wasm` than two stable sorts).
pub(crate) fn best_first(ranked: &mut [(i64, usize)]) {
    ranked.sort_unstable_by_key(|&(score, i)| (core::cmp::Reverse(score), i));
}

/// How many ranks a piece of `color` on `sq` has advanced from its home rank.
pub(crate) fn advance(sq: Square, color: Color) -> u8 {
    match color {
        Color::Gold => sq.rank(),
        Color::Silver => 7 - sq.rank(),
    }
}

/// Steps from `sq` to the nearest of the four centre squares (d4, e4, d5, e5).
pub(crate) fn centre_distance(sq: Square) -> u8 {
    let d = |x: u8| if x < 3 { 3 - x } else { x.saturating_sub(4) };
    d(sq.file()) + d(sq.rank())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centre_distance_by_hand() {
        assert_eq!(centre_distance(Square::from_coords(3, 3).unwrap()), 0); // d4
        assert_eq!(centre_distance(Square::from_coords(0, 0).unwrap()), 6); // a1
        assert_eq!(centre_distance(Square::from_coords(7, 4).unwrap()), 3); // h5
    }

    #[test]
    fn advance_counts_from_the_home_rank() {
        let a2 = Square::from_coords(0, 1).unwrap();
        assert_eq!(advance(a2, Color::Gold), 1);
        assert_eq!(advance(a2, Color::Silver), 6);
    }

    #[test]
    fn best_first_keeps_generation_order_among_equals() {
        let mut r = [(5, 0), (7, 1), (5, 2), (7, 3)];
        best_first(&mut r);
        assert_eq!(r, [(7, 1), (7, 3), (5, 0), (5, 2)]);
    }
}
