//! The one logistic from a score to a win probability, used by every review (the bot's,
//! an AEI engine's, the CLI's table and graph, Python's frames).
//!
//! `p(s) = 1 / (1 + exp(-s / WIN_SCALE))`, `s` in centi-rabbits for the side to move
//! (the unit of [`Analysis::score`](crate::Analysis::score)), `p` the probability that
//! this side wins, in `0..=1`. It is lichess's form (lila's
//! `modules/analyse/src/main/WinPercent.scala`,
//! <https://github.com/lichess-org/lila/blob/master/modules/analyse/src/main/WinPercent.scala>: `2 / (1 +
//! exp(-0.00368208 · cp)) - 1` on winning chances in `-1..=1`, the same curve as
//! `1 / (1 + exp(-0.00368208 · cp))` on `0..=1`), with its own constant: [`WIN_SCALE`]
//! centi-rabbits, fitted on real games (see there). A won game's score (near
//! [`Analysis::WIN`](crate::Analysis::WIN)) gives 1 to within 1e-100, a lost one 0.
//!
//! `exp` is computed here (range reduction by `ln 2`, then a Taylor series), not taken
//! from `std`: the crate is `no_std`, and the same score gives the same bits on every
//! platform (native, WebAssembly).

/// The scale of the logistic in centi-rabbits: a score of `WIN_SCALE` is a win
/// probability of `1 / (1 + e⁻¹)` ≈ 73.1 %, 100 (a rabbit up) about 54.5 %.
///
/// Fitted by maximum likelihood on the archive's real games: the positions at the start
/// of a move of the 209 games of `allgames2002.txt` and `allgames202602.txt` that replay
/// (under the rules of their date) and have a winner, each scored by the search bot,
/// against whether the side to move went on to win (the game's result), with the logistic
/// `1 / (1 + exp(-s / c))` in `c` alone; positions whose score is decided (a win or a loss
/// found) were left out. Every position within 20,000 nodes (11,972 positions) gave
/// `c` = 548.7; every third within 100,000 nodes (3,965 positions) gave 544.1: the scale
/// hardly moves with the depth. Rounded to 550. (lichess's constant, 0.00368208 per
/// centipawn, is a scale of 272.) The fit is `arimaa-cli/examples/review_fit.rs`.
pub const WIN_SCALE: f64 = 550.0;

/// The probability (in `0..=1`) that the side to move wins, for a score `score` in
/// centi-rabbits from its view: `1 / (1 + exp(-score / WIN_SCALE))` (see the module).
///
/// ```
/// use arimaa_bot::review::{win_probability, WIN_SCALE};
/// assert_eq!(win_probability(0), 0.5);
/// // One scale up: 1 / (1 + e^-1).
/// assert!((win_probability(WIN_SCALE as i32) - 0.731_058_578_630_004_9).abs() < 1e-15);
/// // Symmetric: the opponent's probability is the rest.
/// assert!((win_probability(-123) + win_probability(123) - 1.0).abs() < 1e-15);
/// // A won game.
/// assert!(win_probability(arimaa_bot::Analysis::WIN - 4) > 1.0 - 1e-12);
/// ```
pub fn win_probability(score: i32) -> f64 {
    1.0 / (1.0 + exp(-f64::from(score) / WIN_SCALE))
}

/// `e^x` for finite `x` (0 below -745, infinity above 709.8), to within a few units in
/// the last place: `x = n·ln 2 + r` with `|r| ≤ ln 2 / 2`, `e^r` by its Taylor series to
/// the 16th power (the rest is below 2⁻⁶⁰), then scaled by `2ⁿ` on the exponent bits.
pub(crate) fn exp(x: f64) -> f64 {
    // ln 2 in two parts (fdlibm's `ln2_hi`, `ln2_lo`): `LN2_HI · n` is exact for
    // |n| < 2^20.
    const LN2_HI: f64 = f64::from_bits(0x3FE6_2E42_FEE0_0000);
    const LN2_LO: f64 = f64::from_bits(0x3DEA_39EF_3579_3C76);
    if x.is_nan() {
        return x;
    }
    if x > 709.8 {
        return f64::INFINITY;
    }
    if x < -745.2 {
        return 0.0;
    }
    let t = x * core::f64::consts::LOG2_E;
    // Rounded to the nearest integer (`as` truncates toward zero).
    let n = if t >= 0.0 {
        (t + 0.5) as i32
    } else {
        (t - 0.5) as i32
    };
    let r = (x - f64::from(n) * LN2_HI) - f64::from(n) * LN2_LO;
    // Horner's scheme for 1 + r + r²/2! + ... + r¹⁶/16!.
    let mut sum = 1.0;
    for k in (1..=16).rev() {
        sum = 1.0 + sum * r / f64::from(k);
    }
    scale_by_power_of_two(sum, n)
}

/// `v · 2ⁿ` for `v` near 1 and `n` in the range [`exp`] reaches (-1075..=1024).
fn scale_by_power_of_two(v: f64, n: i32) -> f64 {
    // 2^k for a normal exponent k (-1022..=1023).
    let power = |k: i32| f64::from_bits(((k + 1023) as u64) << 52);
    if n > 1023 {
        v * power(1023) * power(n - 1023)
    } else if n < -1022 {
        // Two steps keep the intermediate normal; the last rounds into the subnormals.
        v * power(-1022) * power((n + 1022).max(-1022))
    } else {
        v * power(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp_agrees_with_the_standard_library() {
        // std's exp (the platform's libm) as the independent reference.
        let mut x = -740.0;
        while x < 709.0 {
            let (ours, theirs) = (exp(x), x.exp());
            let rel = ((ours - theirs) / theirs).abs();
            assert!(rel < 4e-15, "exp({x}) = {ours}, std {theirs}");
            x += 0.123_456_7;
        }
        for x in [0.0, 1.0, -1.0, 1e-9, -1e-9, 0.5, 88.7, -88.7] {
            assert!(((exp(x) - x.exp()) / x.exp()).abs() < 4e-15, "{x}");
        }
        assert_eq!(exp(0.0), 1.0);
        assert_eq!(exp(800.0), f64::INFINITY);
        assert_eq!(exp(-800.0), 0.0);
        assert!(exp(f64::NAN).is_nan());
    }

    #[test]
    fn the_logistic_at_fixed_points() {
        // 1 / (1 + e^(-s/550)) written out with std's exp, and at the points where the
        // formula gives simple numbers.
        assert_eq!(win_probability(0), 0.5);
        for s in [
            -30_000, -2_000, -550, -250, -100, -1, 1, 100, 250, 550, 580, 2_000, 30_000,
        ] {
            let expected = 1.0 / (1.0 + (-(s as f64) / 550.0).exp());
            assert!(
                (win_probability(s) - expected).abs() < 1e-15,
                "{s}: {} vs {expected}",
                win_probability(s)
            );
        }
        // s = 550 · ln 3: e^(-ln 3) = 1/3, p = 3/4 (to the rounding of s to an integer).
        let s = (550.0 * 3f64.ln()).round() as i32; // 604
        let exact = 1.0 / (1.0 + (-(s as f64) / 550.0).exp());
        assert!((exact - 0.75).abs() < 1e-3);
        assert!((win_probability(s) - exact).abs() < 1e-15);
        // Monotonic and within 0..=1 over the whole range of scores.
        let mut last = 0.0;
        for s in (-31_000..=31_000).step_by(97) {
            let p = win_probability(s);
            assert!((0.0..=1.0).contains(&p) && p >= last, "{s}: {p}");
            last = p;
        }
    }
}
