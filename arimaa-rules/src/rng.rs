//! [`SplitMix64`]: the one small deterministic pseudo-random generator of the project.
//!
//! It makes the [`zobrist`](crate::zobrist) keys (at compile time), the random actions of
//! the self-play environment (`encoding::selfplay`) and the choices of the command-line
//! bots (`arimaa-cli`). Reproducibility, not cryptographic quality, is what they need: a
//! seed gives the same stream on every platform, in every build and in every binding.

/// The SplitMix64 generator (Steele, Lea & Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014; the reference C code is Vigna's `splitmix64.c`): 64 bits of
/// state, a fixed increment and one multiply-xorshift mix per output.
///
/// ```
/// use arimaa_rules::rng::SplitMix64;
/// let (mut a, mut b) = (SplitMix64::new(7), SplitMix64::new(7));
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(10) < 10);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator whose whole output is determined by `seed` (any value, 0 included).
    #[inline]
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next 64 pseudo-random bits (`const`, so that tables such as the Zobrist keys
    /// can be generated at compile time).
    #[inline]
    pub const fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number uniform in `0..n`, without bias (`0` when `n` is 0; never panics).
    ///
    /// Lemire's method ("Fast random integer generation in an interval", ACM TOMACS 2019):
    /// the high 64 bits of `next_u64() * n`, drawing again in the rare case (probability
    /// below `n / 2^64`) where the low 64 bits fall among the `2^64 mod n` values that
    /// would make some results more likely than others. So, except for those redraws,
    /// `below` consumes one output and returns `(next_u64() * n) >> 64`.
    #[inline]
    pub fn below(&mut self, n: u64) -> u64 {
        let mut m = u128::from(self.next_u64()) * u128::from(n);
        if (m as u64) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u64) < threshold {
                m = u128::from(self.next_u64()) * u128::from(n);
            }
        }
        (m >> 64) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::SplitMix64;

    #[test]
    fn matches_the_reference_stream() {
        // First outputs of Vigna's splitmix64.c seeded with 0.
        let mut r = SplitMix64::new(0);
        assert_eq!(r.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(r.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        assert_eq!(r.next_u64(), 0x06C4_5D18_8009_454F);
    }

    #[test]
    fn below_is_the_high_half_of_the_product() {
        // Seed 0's first output 0xE220A8397B1DCDAF times 10 is 0x8_D546_923E_CF2A_08D6, whose
        // high half is 8 and low half far above the rejection threshold (2^64 mod 10 = 6).
        assert_eq!(SplitMix64::new(0).below(10), 8);
        // And 0x6E789E6AA1B965F4 (the second output) times 4: high half 1.
        let mut r = SplitMix64::new(0);
        r.next_u64();
        assert_eq!(r.below(4), 1);
    }

    #[test]
    fn below_stays_in_range_and_reaches_every_value() {
        let mut r = SplitMix64::new(1);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            let k = r.below(7);
            assert!(k < 7);
            seen[k as usize] += 1;
        }
        assert!(seen.iter().all(|&c| c > 800), "{seen:?}");
        assert_eq!(r.below(0), 0);
        assert_eq!(r.below(1), 0);
        // The largest bound: every value is possible, nothing is rejected often.
        assert!(r.below(u64::MAX) < u64::MAX);
    }
}
