//! A tiny deterministic pseudo-random generator (SplitMix64, Steele, Lea & Flood 2014):
//! the bot needs reproducible choices for a given `--seed`, not cryptographic quality.

/// SplitMix64: 64 bits of state, one multiply-xorshift mix per output.
#[derive(Debug, Clone)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator whose whole output is determined by `seed`.
    ///
    /// ```
    /// use arimaa_cli::rng::SplitMix64;
    /// let (mut a, mut b) = (SplitMix64::new(7), SplitMix64::new(7));
    /// assert_eq!(a.next_u64(), b.next_u64());
    /// assert!(a.below(10) < 10);
    /// ```
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next 64 pseudo-random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..bound` (`bound` > 0; the tiny modulo bias is irrelevant here).
    pub fn below(&mut self, bound: u64) -> u64 {
        self.next_u64() % bound.max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::SplitMix64;

    #[test]
    fn matches_the_reference_sequence() {
        // First outputs of the reference C implementation (splitmix64.c) for seed 0.
        let mut r = SplitMix64::new(0);
        assert_eq!(r.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(r.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    }
}
