//! The search bot's scores of won and lost games: the value of a win, the threshold
//! beyond which a score is a win or a loss at some distance, the window that bounds
//! every score, and the adjustment of a win's distance to and from the transposition
//! table. Every such score of the search goes through here; [`Analysis::WIN`] is
//! [`WIN`].
//!
//! A win found `ply` steps (plies) from the root scores `WIN - ply`, so that a nearer
//! win scores higher; a loss is its negation. Any evaluation is far below [`DECIDED`].
//!
//! [`Analysis::WIN`]: crate::Analysis::WIN

/// The score of a won game reached in zero steps; every evaluation is far below it.
pub(crate) const WIN: i32 = 30_000;

/// Scores at or beyond this (either sign) are wins or losses at some distance: no win is
/// further than 1,000 steps, and no evaluation comes near it.
pub(crate) const DECIDED: i32 = WIN - 1_000;

/// Above any score (evaluation or win): the widest window.
pub(crate) const INF: i32 = WIN + 1_000;

const _: () = assert!(0 < DECIDED && DECIDED < WIN && WIN < INF);
// A reported evaluation stays an evaluation: centi-rabbits are fewer than the units.
const _: () = assert!(RABBIT >= 100);

/// The evaluation's value of the first rabbit captured from a full army (HarLog:
/// `G · ln(128/105)`, scaled by 1,000; the search bot's material evaluation): a hundred
/// centi-rabbits, the unit of every score the bot reports ([`reported`]).
pub(crate) const RABBIT: i32 = 125;

/// A search score (`v`, in the evaluation's units) as the bot reports it: in
/// centi-rabbits (the first rabbit captured from a full army is 100, an elephant facing
/// a full army about 580), rounded toward zero; a win or a loss keeps its value
/// ([`WIN`] less the steps to it).
pub(crate) const fn reported(v: i32) -> i32 {
    if is_decided(v) {
        v
    } else {
        (v as i64 * 100 / RABBIT as i64) as i32
    }
}

/// A win for the side to move found `ply` steps from the root.
pub(crate) const fn win_in(ply: usize) -> i32 {
    WIN - ply as i32
}

/// Whether `v` is a win at some distance.
pub(crate) const fn is_won(v: i32) -> bool {
    v >= DECIDED
}

/// Whether `v` is a loss at some distance.
pub(crate) const fn is_lost(v: i32) -> bool {
    v <= -DECIDED
}

/// Whether `v` is a win or a loss at some distance (not an evaluation).
pub(crate) const fn is_decided(v: i32) -> bool {
    is_won(v) || is_lost(v)
}

/// `v`, found `ply` steps from the root, as stored in the table: a win's or a loss's
/// distance counted from the node, not the root.
pub(crate) const fn to_table(v: i32, ply: usize) -> i32 {
    if is_won(v) {
        v + ply as i32
    } else if is_lost(v) {
        v - ply as i32
    } else {
        v
    }
}

/// A score stored in the table ([`to_table`]) for a node `ply` steps from the root.
pub(crate) const fn from_table(v: i32, ply: usize) -> i32 {
    if is_won(v) {
        v - ply as i32
    } else if is_lost(v) {
        v + ply as i32
    } else {
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearer_wins_score_higher_and_round_trip_through_the_table() {
        assert!(win_in(3) > win_in(5));
        assert!(is_won(win_in(5)) && is_lost(-win_in(5)) && !is_decided(2_000));
        for ply in [0, 1, 7, 40] {
            for v in [win_in(9), -win_in(12), 0, 1_234, -5_000] {
                assert_eq!(from_table(to_table(v, ply), ply), v);
            }
        }
        // A win 9 plies from the root, stored at ply 4: 5 plies from that node.
        assert_eq!(to_table(win_in(9), 4), win_in(5));
    }

    #[test]
    fn reported_scores_are_centi_rabbits() {
        // The first rabbit captured from a full army, by HarLog's published formula
        // (G · ln(R · P) with R = 8 rabbits of P = 16 pieces, against 7 of 15), times
        // 1,000: the unit is that value.
        let g = crate::evaluation::material::G;
        let first_rabbit = g * ((8.0f64 * 16.0).ln() - (7.0f64 * 15.0).ln()) * 1_000.0;
        assert_eq!(RABBIT, first_rabbit.round() as i32);
        assert_eq!(reported(RABBIT), 100);
        assert_eq!(reported(-RABBIT), -100);
        assert_eq!(reported(730), 584);
        // Wins and losses keep their distance.
        assert_eq!(reported(win_in(6)), WIN - 6);
        assert_eq!(reported(-win_in(6)), -(WIN - 6));
    }
}
