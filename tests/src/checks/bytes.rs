//! A fuzz input read one byte at a time, shared by the checks that turn bytes into choices
//! (`random_game`, `selfplay`).

/// The input bytes, read one at a time (`None`, or 0 from [`Bytes::below`], once used up).
pub(crate) struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Bytes<'a> {
    /// The input `data`, cut to the checks' bound ([`super::bounded`]).
    pub(crate) fn new(data: &'a [u8]) -> Bytes<'a> {
        Bytes {
            data: super::bounded(data),
            at: 0,
        }
    }

    /// The next byte, `None` once the input is used up.
    pub(crate) fn next(&mut self) -> Option<u8> {
        let b = self.data.get(self.at).copied();
        self.at += 1;
        b
    }

    /// A number below `n` (n > 0) from the next byte; 0 once the input is used up.
    pub(crate) fn below(&mut self, n: usize) -> usize {
        self.next().map_or(0, |b| b as usize % n)
    }
}
