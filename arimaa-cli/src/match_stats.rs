//! The numbers of `arimaa match`'s summary that are more than counts: the Elo difference
//! of player A over player B with its 95% confidence interval, and the median of a
//! player's times per move.
//!
//! The Elo model is the standard logistic one (the expected score of a player rated D
//! points above its opponent is 1 / (1 + 10^(-D/400)), as the FIDE and arimaa.com ratings
//! use it), inverted: a score s (wins / games) is worth D = -400 · log10(1/s - 1). Arimaa
//! has no draws, so the score counts wins and losses only.

use std::fmt;
use std::time::Duration;

/// The two-sided 95% quantile of the standard normal distribution.
pub const Z95: f64 = 1.96;

/// The Elo difference D whose expected score is `score` (0 ≤ score ≤ 1) in the logistic
/// model: -400 · log10(1/score - 1); `+inf` at 1 and `-inf` at 0.
pub fn elo_of_score(score: f64) -> f64 {
    if score >= 1.0 {
        f64::INFINITY
    } else if score <= 0.0 {
        f64::NEG_INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// The Elo difference of one player over another from its wins and losses, with a 95%
/// confidence interval; a bound that cannot be told from the games is infinite (open).
///
/// - Some wins and some losses: the interval of the score is the normal approximation
///   (Wald) s ± 1.96 · sqrt(s(1 - s)/n), each end mapped through [`elo_of_score`]; an end
///   at or beyond 0 or 1 is open (too few games to bound that side).
/// - Every game won (or every game lost): the score's estimate is 1 (0), the Elo
///   difference is unbounded above (below), and the other side is the finite end of the
///   Wilson score interval at z = 1.96 (E. B. Wilson, "Probable inference, the law of
///   succession, and statistical inference", JASA 22 (1927) 209-212), which for a score
///   of 1 is n / (n + z²): Elo > +407.0 after 40 wins in 40 games. (The rule of three,
///   a loss rate below 3/n, gives no bound at all for n ≤ 3 games; Wilson's does.)
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EloEstimate {
    /// The games won by the player.
    pub wins: u32,
    /// The games lost by the player.
    pub losses: u32,
    /// The estimate: [`elo_of_score`] of wins / (wins + losses); infinite when every game
    /// went one way.
    pub elo: f64,
    /// The lower end of the 95% interval (`-inf` when open).
    pub low: f64,
    /// The upper end of the 95% interval (`+inf` when open).
    pub high: f64,
}

impl EloEstimate {
    /// The estimate from `wins` and `losses`; `None` when no game was decided.
    pub fn from_results(wins: u32, losses: u32) -> Option<EloEstimate> {
        let n = f64::from(wins) + f64::from(losses);
        if n == 0.0 {
            return None;
        }
        let s = f64::from(wins) / n;
        let (low, high) = if wins == 0 || losses == 0 {
            let (lo, hi) = wilson(s, n);
            (elo_of_score(lo), elo_of_score(hi))
        } else {
            let half = Z95 * (s * (1.0 - s) / n).sqrt();
            (elo_of_score(s - half), elo_of_score(s + half))
        };
        Some(EloEstimate {
            wins,
            losses,
            elo: elo_of_score(s),
            low,
            high,
        })
    }
}

/// The Wilson score interval of a score `s` after `n` games, at z = [`Z95`].
fn wilson(s: f64, n: f64) -> (f64, f64) {
    let z2 = Z95 * Z95;
    let centre = s + z2 / (2.0 * n);
    let half = Z95 * (s * (1.0 - s) / n + z2 / (4.0 * n * n)).sqrt();
    let scale = 1.0 + z2 / n;
    ((centre - half) / scale, (centre + half) / scale)
}

/// An Elo value with its sign and one decimal (`+190.8`, `-81.9`, `+0.0`), `+inf`/`-inf`.
fn signed(x: f64) -> String {
    if x.is_infinite() {
        if x > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else {
        // -0.0 (an even score) is shown as +0.0.
        format!("{:+.1}", x + 0.0)
    }
}

impl fmt::Display for EloEstimate {
    /// `+190.8 (95% interval +82.0 to +353.1)`; after one-sided results
    /// `> +407.0 (every game won; 95% bound, Wilson score interval)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.losses == 0 {
            write!(
                f,
                "> {} (every game won; 95% bound, Wilson score interval)",
                signed(self.low)
            )
        } else if self.wins == 0 {
            write!(
                f,
                "< {} (every game lost; 95% bound, Wilson score interval)",
                signed(self.high)
            )
        } else {
            write!(
                f,
                "{} (95% interval {} to {})",
                signed(self.elo),
                signed(self.low),
                signed(self.high)
            )
        }
    }
}

/// The median of `times` (the mean of the two middle ones for an even count); `None` when
/// there is none.
pub fn median(times: &[Duration]) -> Option<Duration> {
    let mut sorted = times.to_vec();
    sorted.sort_unstable();
    let n = sorted.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(sorted[n / 2]),
        _ => Some((sorted[n / 2 - 1] + sorted[n / 2]) / 2),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The expected values were computed outside this code, from the formulas of the
    /// module's documentation (Python's `math`, six digits), e.g. 30 of 40: s = 0.75, D = 400 · log10(3) = 190.849; the score's half-width is
    /// 1.96 · sqrt(0.75 · 0.25 / 40) = 0.134192, so s runs from 0.615808 (1/s - 1 =
    /// 0.623878, D = +81.959) to 0.884192 (1/s - 1 = 0.130976, D = +353.123).
    fn close(x: f64, expected: f64) {
        assert!((x - expected).abs() < 0.01, "{x} != {expected}");
    }

    #[test]
    fn logistic_elo_of_a_score() {
        close(elo_of_score(0.75), 190.849);
        close(elo_of_score(0.25), -190.849);
        close(elo_of_score(0.5), 0.0);
        // 10^(-D/400) = 1/s - 1: s = 1/11 is D = -400.
        close(elo_of_score(1.0 / 11.0), -400.0);
        assert_eq!(elo_of_score(1.0), f64::INFINITY);
        assert_eq!(elo_of_score(0.0), f64::NEG_INFINITY);
    }

    #[test]
    fn three_wins_in_four_of_forty_games() {
        let e = EloEstimate::from_results(30, 10).unwrap();
        close(e.elo, 190.849);
        close(e.low, 81.959);
        close(e.high, 353.123);
        assert_eq!(e.to_string(), "+190.8 (95% interval +82.0 to +353.1)");
        // The mirror: B's view of the same match.
        let e = EloEstimate::from_results(10, 30).unwrap();
        close(e.elo, -190.849);
        close(e.low, -353.123);
        close(e.high, -81.959);
    }

    #[test]
    fn an_even_match_is_symmetric() {
        // s = 0.5, n = 40: half-width 1.96 · sqrt(0.25/40) = 0.154952, s = 0.654952 is
        // 1/s - 1 = 0.526829, D = 111.332.
        let e = EloEstimate::from_results(20, 20).unwrap();
        assert_eq!(e.to_string(), "+0.0 (95% interval -111.3 to +111.3)");
    }

    #[test]
    fn a_bound_past_the_whole_score_is_open() {
        // 19 of 20: s = 0.95, half-width 1.96 · sqrt(0.0475/20) = 0.095519: the upper end
        // 1.0455 is past 1; the lower 0.854481 is 1/s - 1 = 0.170300, D = +307.514.
        let e = EloEstimate::from_results(19, 1).unwrap();
        close(e.elo, 511.501); // 400 · log10(19)
        close(e.low, 307.514);
        assert_eq!(e.high, f64::INFINITY);
        assert_eq!(e.to_string(), "+511.5 (95% interval +307.5 to +inf)");
        // 1 of 2: both ends open.
        let e = EloEstimate::from_results(1, 1).unwrap();
        assert_eq!(e.to_string(), "+0.0 (95% interval -inf to +inf)");
    }

    #[test]
    fn one_sided_results_take_the_wilson_bound() {
        // 40 of 40: n / (n + 1.96²) = 40 / 43.8416 = 0.912375, 1/s - 1 = 0.096041,
        // D = +407.019.
        let e = EloEstimate::from_results(40, 0).unwrap();
        assert_eq!(e.elo, f64::INFINITY);
        close(e.low, 407.019);
        assert_eq!(e.high, f64::INFINITY);
        assert_eq!(
            e.to_string(),
            "> +407.0 (every game won; 95% bound, Wilson score interval)"
        );
        let e = EloEstimate::from_results(0, 40).unwrap();
        close(e.high, -407.019);
        assert_eq!(e.low, f64::NEG_INFINITY);
        assert_eq!(
            e.to_string(),
            "< -407.0 (every game lost; 95% bound, Wilson score interval)"
        );
        // 4 of 4: 4 / 7.8416 = 0.510100, D = +7.019 (the rule of three gives nothing).
        close(EloEstimate::from_results(4, 0).unwrap().low, 7.019);
        // 1 of 1: 1 / 4.8416 = 0.206543, D = -233.805.
        close(EloEstimate::from_results(1, 0).unwrap().low, -233.805);
    }

    #[test]
    fn no_decided_game_gives_no_estimate() {
        assert_eq!(EloEstimate::from_results(0, 0), None);
    }

    #[test]
    fn median_of_times() {
        let ms = Duration::from_millis;
        assert_eq!(median(&[]), None);
        assert_eq!(median(&[ms(5)]), Some(ms(5)));
        assert_eq!(median(&[ms(9), ms(1), ms(5)]), Some(ms(5)));
        assert_eq!(
            median(&[ms(9), ms(1), ms(5), ms(2)]),
            Some(ms(3) + ms(1) / 2)
        );
    }
}
