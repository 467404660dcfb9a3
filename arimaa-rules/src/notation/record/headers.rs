//! [`Headers`]: the metadata of a game record, as ordered `name → value` pairs.

use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Deref;

/// The header fields of a game record or a [`Game`](crate::Game), in order: the archive
/// columns (`id`, `wusername`, `wrating`, `event`, `startts`, `timecontrol`, `result`,
/// `termination`, …) or the per-game `Name: value` lines (`GameId`, `Event`, `Site`,
/// `Date`, `White`, `Black`, `Result`, `Reason`, …), or any other name.
///
/// Names are compared exactly (case-sensitive: the archive's `result` column (`w`/`b`) and
/// the per-game `Result` header (`1-0`) are different fields); values are kept as written
/// (empty values too). [`GameRecord::header`](super::GameRecord::header) offers a
/// case-insensitive lookup that skips empty values. A name may occur more than once in a
/// record read from text ([`Headers::push`]); [`Headers::set`] and [`Headers::get`] act on
/// its first occurrence. Read access to the pairs goes through `Deref` to a slice.
///
/// ```
/// use arimaa_rules::notation::record::Headers;
/// let mut h = Headers::new();
/// h.set("Event", "Casual game");
/// h.set("White", "bot_Occam");
/// assert_eq!(h.set("Event", "World Championship"), Some("Casual game".to_string()));
/// assert_eq!(h.get("Event"), Some("World Championship"));
/// assert_eq!(h.get("event"), None); // names are case-sensitive
/// assert_eq!(h.names().collect::<Vec<_>>(), ["Event", "White"]); // order kept
/// assert_eq!(h.remove("White"), Some("bot_Occam".to_string()));
/// assert_eq!(h.len(), 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default, Hash)]
pub struct Headers(Vec<(String, String)>);

impl Headers {
    /// No headers.
    pub const fn new() -> Headers {
        Headers(Vec::new())
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
    pub fn set(&mut self, name: &str, value: &str) -> Option<String> {
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
    pub fn push(&mut self, name: String, value: String) {
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

impl From<Vec<(String, String)>> for Headers {
    /// These pairs, in this order (duplicates kept).
    fn from(pairs: Vec<(String, String)>) -> Headers {
        Headers(pairs)
    }
}

impl<K: Into<String>, V: Into<String>> FromIterator<(K, V)> for Headers {
    /// The pairs in iteration order (duplicates kept).
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Headers {
        Headers(
            iter.into_iter()
                .map(|(k, v)| (k.into(), v.into()))
                .collect(),
        )
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
