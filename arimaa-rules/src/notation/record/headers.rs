//! [`Headers`]: the metadata of a game record, as ordered `name → value` pairs.

use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Deref;

use crate::error::NotationError;

/// What a header name must be, as a [`NotationError::expected`] text.
pub const HEADER_NAME: &str =
    "a header name: an ASCII letter, then ASCII letters, digits, `_` or `-`";

/// Whether `name` can be a header name: an ASCII letter, then ASCII letters, digits, `_`
/// or `-` (`Event`, `GameId`, `wusername`, `Time-Control`). Every header of the
/// arimaa.com per-game files and every column of its archive is such a word.
///
/// Only such a name can be carried by the per-game format: its header line
/// `Name: value` must neither read as a turn (`1g: x` starts with a label), nor hold a
/// second `:` or a line break in its name, nor be empty. [`Headers`] holds no other
/// name, so every record reads back ([`GameRecord::to_text`](super::GameRecord::to_text)).
///
/// ```
/// use arimaa_rules::notation::record::is_header_name;
/// assert!(is_header_name("Event") && is_header_name("wusername") && is_header_name("a-b_2"));
/// for bad in ["", "1", "1g", "2s", "a:b", "a b", "a\nb", "a\r", "a\0", "_x", "Événement"] {
///     assert!(!is_header_name(bad), "{bad:?}");
/// }
/// ```
pub fn is_header_name(name: &str) -> bool {
    let bytes = name.as_bytes();
    !bytes.is_empty()
        && bytes[0].is_ascii_alphabetic()
        && bytes
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-')
}

/// `Ok` when `name` is a header name ([`is_header_name`]).
///
/// # Errors
/// [`NotationError`] at column 1, expecting [`HEADER_NAME`], with `name` as found.
pub fn check_header_name(name: &str) -> Result<(), NotationError> {
    if is_header_name(name) {
        Ok(())
    } else {
        Err(NotationError::new(0, HEADER_NAME, name))
    }
}

/// The header fields of a game record or a [`Game`](crate::Game), in order: the archive
/// columns (`id`, `wusername`, `wrating`, `event`, `startts`, `timecontrol`, `result`,
/// `termination`, …) or the per-game `Name: value` lines (`GameId`, `Event`, `Site`,
/// `Date`, `White`, `Black`, `Result`, `Reason`, …), or any other name.
///
/// Names are compared exactly (case-sensitive: the archive's `result` column (`w`/`b`) and
/// the per-game `Result` header (`1-0`) are different fields); values are kept as written
/// (empty values too). Every name is a header name ([`is_header_name`]: one ASCII word
/// starting with a letter): the ways in refuse any other ([`Headers::set`],
/// [`Headers::push`], `TryFrom`), so that every record reads back
/// ([`GameRecord::to_text`](super::GameRecord::to_text)). [`GameRecord::header`](super::GameRecord::header) offers a
/// case-insensitive lookup that skips empty values. A name may occur more than once in a
/// record read from text ([`Headers::push`]); [`Headers::set`] and [`Headers::get`] act on
/// its first occurrence. Read access to the pairs goes through `Deref` to a slice.
///
/// ```
/// use arimaa_rules::notation::record::Headers;
/// let mut h = Headers::new();
/// h.set("Event", "Casual game")?;
/// h.set("White", "bot_Occam")?;
/// assert_eq!(h.set("Event", "World Championship")?, Some("Casual game".to_string()));
/// assert!(h.set("1g", "x").is_err()); // would read as a turn
/// assert_eq!(h.get("Event"), Some("World Championship"));
/// assert_eq!(h.get("event"), None); // names are case-sensitive
/// assert_eq!(h.names().collect::<Vec<_>>(), ["Event", "White"]); // order kept
/// assert_eq!(h.remove("White"), Some("bot_Occam".to_string()));
/// assert_eq!(h.len(), 1);
/// # Ok::<(), arimaa_rules::error::NotationError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default, Hash)]
pub struct Headers(Vec<(String, String)>);

impl Headers {
    /// No headers.
    pub const fn new() -> Headers {
        Headers(Vec::new())
    }

    /// These `(name, value)` pairs, in this order (duplicates kept).
    ///
    /// # Errors
    /// [`NotationError`] (expecting [`HEADER_NAME`]) for the first name that is no header
    /// name ([`is_header_name`]).
    ///
    /// ```
    /// use arimaa_rules::notation::record::Headers;
    /// let h = Headers::from_pairs([("Event", "test"), ("Site", "")])?;
    /// assert_eq!(h.get("Site"), Some(""));
    /// assert_eq!(Headers::from_pairs([("Event", "x"), ("1", "y")]).unwrap_err().found, "1");
    /// # Ok::<(), arimaa_rules::error::NotationError>(())
    /// ```
    pub fn from_pairs<K, V, I>(pairs: I) -> Result<Headers, NotationError>
    where
        K: AsRef<str>,
        V: AsRef<str>,
        I: IntoIterator<Item = (K, V)>,
    {
        let mut h = Headers::new();
        for (k, v) in pairs {
            h.push(String::from(k.as_ref()), String::from(v.as_ref()))?;
        }
        Ok(h)
    }

    /// The value of the first header named exactly `name`, if any (possibly empty).
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether a header named exactly `name` is present.
    pub fn contains(&self, name: &str) -> bool {
        self.0.iter().any(|(k, _)| k == name)
    }

    /// Sets header `name` to `value`: the first header of that name keeps its place and
    /// gets the new value (its old value is returned), or the header is added at the end.
    ///
    /// # Errors
    /// [`NotationError`] (expecting [`HEADER_NAME`]) when `name` is no header name
    /// ([`is_header_name`]); the headers are then unchanged.
    pub fn set(&mut self, name: &str, value: &str) -> Result<Option<String>, NotationError> {
        check_header_name(name)?;
        Ok(self.set_known(name, value))
    }

    /// [`Headers::set`] for a name known to be a header name (the core's own constants).
    pub(crate) fn set_known(&mut self, name: &str, value: &str) -> Option<String> {
        debug_assert!(is_header_name(name), "{name:?}");
        match self.0.iter_mut().find(|(k, _)| k == name) {
            Some((_, v)) => Some(core::mem::replace(v, String::from(value))),
            None => {
                self.0.push((String::from(name), String::from(value)));
                None
            }
        }
    }

    /// Adds a header at the end, even if one of that name is already present (as a
    /// record read from text may have).
    ///
    /// # Errors
    /// [`NotationError`] (expecting [`HEADER_NAME`]) when `name` is no header name
    /// ([`is_header_name`]); the headers are then unchanged.
    pub fn push(&mut self, name: String, value: String) -> Result<(), NotationError> {
        check_header_name(&name)?;
        self.0.push((name, value));
        Ok(())
    }

    /// Every `(name, value)` pair, the values to change (names stay header names).
    pub(crate) fn pairs_mut(&mut self) -> impl Iterator<Item = (&str, &mut String)> {
        self.0.iter_mut().map(|(k, v)| (k.as_str(), v))
    }

    /// [`Headers::push`] for a name known to be a header name (read by the parser).
    pub(crate) fn push_known(&mut self, name: String, value: String) {
        debug_assert!(is_header_name(&name), "{name:?}");
        self.0.push((name, value));
    }

    /// Removes every header named exactly `name`; returns the first one's value.
    pub fn remove(&mut self, name: &str) -> Option<String> {
        let first = self.get(name).map(String::from);
        self.0.retain(|(k, _)| k != name);
        first
    }

    /// Removes every header.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// The header at `index` (0-based, in order) as `(name, value)`, if any.
    pub fn get_index(&self, index: usize) -> Option<(&str, &str)> {
        self.0.get(index).map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// The header names, in order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(k, _)| k.as_str())
    }

    /// The pairs as a vector, in order.
    pub fn into_vec(self) -> Vec<(String, String)> {
        self.0
    }
}

impl Deref for Headers {
    type Target = [(String, String)];

    /// The `(name, value)` pairs, in order.
    fn deref(&self) -> &[(String, String)] {
        &self.0
    }
}

impl TryFrom<Vec<(String, String)>> for Headers {
    type Error = NotationError;

    /// These pairs, in this order (duplicates kept).
    ///
    /// # Errors
    /// [`NotationError`] (expecting [`HEADER_NAME`]) for the first name that is no header
    /// name ([`is_header_name`]).
    fn try_from(pairs: Vec<(String, String)>) -> Result<Headers, NotationError> {
        for (name, _) in &pairs {
            check_header_name(name)?;
        }
        Ok(Headers(pairs))
    }
}

impl IntoIterator for Headers {
    type Item = (String, String);
    type IntoIter = alloc::vec::IntoIter<(String, String)>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a Headers {
    type Item = &'a (String, String);
    type IntoIter = core::slice::Iter<'a, (String, String)>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}
