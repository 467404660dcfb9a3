//! Material by HarLog, the material evaluator published on the Arimaa forum by "harlog"
//! (2009; described on the Arimaa wiki's "Material evaluators" page, with FAME and DAPE):
//! for one side,
//!
//! ```text
//! H(side) = Σ over its non-rabbit pieces p of 1 / (Q + S(p))  +  G · ln(R · P)
//! ```
//!
//! where `S(p)` is the number of enemy pieces stronger than `p`, `R` the side's rabbits,
//! `P` all its pieces, `Q` = 1.447530126 and `G` = 0.6314442034; the material balance is
//! `H(gold) − H(silver)`. Rabbits are valued through the logarithm, so that the last ones
//! are worth the most (a side with none has lost: official rules, elimination). Here it
//! is scaled by 1,000 and rounded to integers: an elephant facing a full army is worth
//! about 730, the eighth rabbit about 125.

use arimaa_rules::{Board, Color, Piece, PieceKind};

/// HarLog's `Q`.
pub const Q: f64 = 1.447_530_126;
/// HarLog's `G`.
pub const G: f64 = 0.631_444_203_4;
/// The scale of every score: HarLog's units times this.
pub const SCALE: f64 = 1_000.0;

/// `PIECE[s]`: a non-rabbit piece with `s` stronger enemy pieces, `SCALE / (Q + s)`.
const PIECE: [i32; 16] = {
    let mut t = [0; 16];
    let mut s = 0;
    while s < 16 {
        t[s] = (SCALE / (Q + s as f64) + 0.5) as i32;
        s += 1;
    }
    t
};

/// `RABBITS[r][p]`: `SCALE · G · ln(r · p)` for `r` rabbits among `p` pieces (a large
/// negative value for `r = 0`: elimination).
const RABBITS: [[i32; 17]; 9] = {
    let mut t = [[0; 17]; 9];
    let mut r = 0;
    while r < 9 {
        let mut p = 0;
        while p < 17 {
            t[r][p] = if r == 0 || p == 0 {
                -5_000
            } else {
                let v = SCALE * G * ln((r * p) as f64);
                (if v < 0.0 { v - 0.5 } else { v + 0.5 }) as i32
            };
            p += 1;
        }
        r += 1;
    }
    t
};

/// The natural logarithm of `x > 0`, at compile time: `x = m · 2^k` with `m` in [1, 2),
/// then `ln m = 2 · atanh((m − 1)/(m + 1))` by its series (|y| ≤ 1/3: 40 terms are far
/// more than double precision needs).
const fn ln(x: f64) -> f64 {
    let mut m = x;
    let mut k = 0.0;
    while m >= 2.0 {
        m /= 2.0;
        k += 1.0;
    }
    while m < 1.0 {
        m *= 2.0;
        k -= 1.0;
    }
    let y = (m - 1.0) / (m + 1.0);
    let y2 = y * y;
    let mut term = y;
    let mut sum = 0.0;
    let mut n = 0;
    while n < 40 {
        sum += term / (2 * n + 1) as f64;
        term *= y2;
        n += 1;
    }
    k * core::f64::consts::LN_2 + 2.0 * sum
}

/// How many pieces of `color` are of each kind (indexed by `PieceKind::index`).
pub(crate) fn counts(board: &Board, color: Color) -> [u32; 6] {
    PieceKind::ALL.map(|k| board.count(Piece::new(color, k)))
}

/// HarLog of one side, scaled: `mine` and `theirs` are the two sides' counts by kind.
pub(crate) fn side(mine: &[u32; 6], theirs: &[u32; 6]) -> i32 {
    let mut score = 0;
    // Enemy pieces stronger than kind k: the sum of their counts above k.
    let mut stronger = 0usize;
    for k in (1..6).rev() {
        score += PIECE[stronger.min(15)] * mine[k] as i32;
        stronger += theirs[k] as usize;
    }
    let rabbits = mine[0] as usize;
    let pieces = mine.iter().sum::<u32>() as usize;
    score + RABBITS[rabbits.min(8)][pieces.min(16)]
}

/// The value of one non-rabbit piece of `kind` facing `theirs`, or of one rabbit (the
/// marginal value of the side's last-but-none rabbit, at least 100): the unit in which
/// the positional terms weigh a piece.
pub(crate) fn piece_value(kind: PieceKind, mine: &[u32; 6], theirs: &[u32; 6]) -> i32 {
    if kind == PieceKind::Rabbit {
        let (r, p) = (mine[0] as usize, mine.iter().sum::<u32>() as usize);
        if r == 0 || p == 0 {
            return 100;
        }
        return (RABBITS[r.min(8)][p.min(16)] - RABBITS[r.min(8) - 1][(p - 1).min(16)]).max(100);
    }
    let stronger: u32 = theirs[kind.index() + 1..].iter().sum();
    PIECE[(stronger as usize).min(15)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_logarithm_matches_known_values() {
        // ln 2, ln 10 and ln 128 = 7 ln 2, against the standard library's constants.
        use core::f64::consts::{LN_2, LN_10};
        assert!((ln(2.0) - LN_2).abs() < 1e-12);
        assert!((ln(10.0) - LN_10).abs() < 1e-12);
        assert!((ln(128.0) - 7.0 * LN_2).abs() < 1e-12);
        assert!((ln(0.5) + LN_2).abs() < 1e-12);
    }

    #[test]
    fn harlog_values_by_hand() {
        // A full army: E faces 0 stronger, M 1, H 2 (E, M), D 4, C 6.
        // 1/1.4475 + 1/2.4475 + 2/3.4475 + 2/5.4475 + 2/7.4475 + 0.63144·ln(128)
        // = 0.69083 + 0.40858 + 0.58013 + 0.36714 + 0.26854 + 3.06377 = 5.37899.
        let full = [8, 2, 2, 2, 1, 1];
        assert!(
            (side(&full, &full) - 5_379).abs() <= 3,
            "{}",
            side(&full, &full)
        );
        // One rabbit less: G·ln(7·15) = 2.93867 instead of 3.06377: 125 less.
        let less = [7, 2, 2, 2, 1, 1];
        assert!((side(&full, &full) - side(&less, &full) - 125).abs() <= 1);
        assert_eq!(PIECE[0], 691);
    }

    #[test]
    fn a_lone_elephant_without_rabbits_is_lost() {
        let none = [0, 0, 0, 0, 0, 1];
        let full = [8, 2, 2, 2, 1, 1];
        assert!(side(&none, &full) < side(&full, &full) - 4_000);
    }
}
