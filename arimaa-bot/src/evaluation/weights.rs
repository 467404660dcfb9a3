//! The weights of the evaluation's terms ([`Weights`]) and their text format.
//!
//! The format is one field a line, named as in the struct: `name = value` for a single
//! weight, `name = v0 v1 ...` for a table (as many values as the table has entries),
//! whole numbers separated by spaces or tabs. `#` starts a comment that runs to the end
//! of the line; blank lines are skipped. Every field appears exactly once, in any order.
//! [`Weights::parse`] reads it, refusing an unknown, repeated or missing name, a wrong
//! count, a value that is not a whole number or lies outside [`Weights::RANGE`] (or
//! [`Weights::FLOOR_RANGE`] for `rabbit_advance_floor`); `Display` writes it, so that
//! `Weights::parse(&w.to_string()) == Ok(w)` for every valid `w`.
//!
//! ```
//! use arimaa_bot::evaluation::Weights;
//! let text = Weights::DEFAULT.to_string();
//! assert!(text.contains("rabbit_advance = 0 0 3 8 18 35 70 0\n"));
//! assert_eq!(Weights::parse(&text), Ok(Weights::DEFAULT));
//! // One value changed by hand.
//! let mut w = Weights::DEFAULT;
//! w.rabbit_home = 30;
//! let edited = text.replace("rabbit_home = 0", "rabbit_home = 30  # a wall at home");
//! assert_eq!(Weights::parse(&edited), Ok(w));
//! ```

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// The weights of the evaluation's terms, in score units (HarLog × 1,000: about 125 for
/// the eighth rabbit; see the [module documentation](super)). `Weights::DEFAULT` is what
/// the bot plays with; [`Bot::with_weights`](crate::Bot::with_weights) gives a bot others.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Weights {
    /// Per unit of a side's control of one of its own home traps (gold: c3, f3; silver:
    /// c6, f6), counted for the side that holds the trap: the difference of the two
    /// sides' strength-weighted pieces next to it (rabbit 1 … elephant 6), clamped to 8.
    pub home_trap_control: i32,
    /// Per unit of a side's control of one of the enemy's home traps, as
    /// [`Weights::home_trap_control`].
    pub enemy_trap_control: i32,
    /// A frozen piece loses this many percent of its value.
    pub frozen_percent: i32,
    /// A threatened piece of the side not to move loses this many percent of its value.
    pub threatened_percent: i32,
    /// A threatened piece of the side to move loses this many percent of its value.
    pub threatened_to_move_percent: i32,
    /// A rabbit's bonus by how many ranks it has advanced from its home rank (0–7).
    pub rabbit_advance: [i32; 8],
    /// How much of [`Weights::rabbit_advance`] stays against a full enemy army: the bonus
    /// is scaled by `(8 - officers + floor) / (8 + floor)`, `officers` the enemy's pieces
    /// other than rabbits (at most 8). Not linear: 0 to 1,000.
    pub rabbit_advance_floor: i32,
    /// Extra for a rabbit advanced three ranks or more (from its side) with no enemy piece
    /// ahead on its file or the two beside it, by ranks advanced (index 3 to 6 used).
    pub rabbit_free: [i32; 8],
    /// Per empty square next to the elephant.
    pub elephant_mobility: i32,
    /// Taken off per step between the elephant and the nearest centre square.
    pub elephant_centre: i32,
    /// The side to move's goal threat, by its goal distance (index 1 to 8; 0 unused).
    pub goal_to_move: [i32; 9],
    /// The side not to move's goal threat, by its goal distance (index 1 to 8).
    pub goal_waiting: [i32; 9],
    /// The wall at home: per rabbit on its side's two home ranks (gold 1–2, silver 7–8),
    /// scaled by the enemy's pieces other than rabbits over 8 (worth most in the opening,
    /// nothing once the enemy has no officer left).
    pub rabbit_home: i32,
    /// Home defence: per rabbit that has left its two home ranks while its side's home
    /// trap on that half of the board (files a–d: c3/c6; e–h: f3/f6) is weakly held,
    /// times the trap's shortfall (4 less the side's control there, 0 to 8) over 4, scaled
    /// by the enemy's officers over 8. Taken off (a positive weight is a cost).
    pub home_defence: i32,
    /// A bonus per piece other than a rabbit by its kind and how many ranks it has
    /// advanced from its home rank, eight entries per kind from the cat (index 0–7) to
    /// the elephant (index 32–39): a coarse piece-square table by rank.
    pub piece_rank: [i32; 40],
    /// The elephant blockaded: taken off per side of the elephant that is closed (the
    /// board's edge, or a square whose piece has no empty square next to it, so that it
    /// can neither step aside nor be pushed away), counted when three or four of its four
    /// sides are closed (elephant blockades: D. Wu, "Designing a Winning Arimaa Program",
    /// ICGA Journal 38, 2015). A positive weight is a cost.
    pub elephant_blockade: i32,
}

impl Weights {
    /// The weights the bot plays with: set by hand, with the terms added for issue 40
    /// (`rabbit_home`, `home_defence`, `piece_rank`, `elephant_blockade`) at 0 and trap
    /// control at 8 for home and enemy traps alike. Their Texel fit (`bench/texel/`, fit D:
    /// `bench/texel/fitted.weights`) was the default in 0.2.0; its SPRT against these,
    /// run again on distinct openings, accepted H0 (+2.1 ± 18.4 Elo over 663 pairs at
    /// 50,000 nodes, `bench/strength-log.md`), so these are the default again.
    pub const DEFAULT: Weights = Weights {
        home_trap_control: 8,
        enemy_trap_control: 8,
        frozen_percent: 12,
        threatened_percent: 60,
        threatened_to_move_percent: 10,
        rabbit_advance: [0, 0, 3, 8, 18, 35, 70, 0],
        rabbit_advance_floor: 2,
        rabbit_free: [0, 0, 0, 15, 40, 100, 200, 0],
        elephant_mobility: 8,
        elephant_centre: 6,
        goal_to_move: [0, 60, 60, 60, 60, 120, 70, 35, 15],
        goal_waiting: [0, 200, 180, 160, 140, 60, 35, 20, 10],
        rabbit_home: 0,
        home_defence: 0,
        piece_rank: [0; 40],
        elephant_blockade: 0,
    };

    /// The values every weight may take in the text format and through [`Weights::set`]:
    /// a bound that keeps every evaluation within `i32` and far from the scores of won
    /// games, whatever the weights.
    pub const RANGE: core::ops::RangeInclusive<i32> = -10_000..=10_000;

    /// The values of `rabbit_advance_floor` (it divides: `8 + floor` must stay positive).
    pub const FLOOR_RANGE: core::ops::RangeInclusive<i32> = 0..=1_000;

    /// Calls `f` with each field's name and values, in the order of the struct (a single
    /// weight as a one-entry slice).
    fn visit(&mut self, f: &mut dyn FnMut(&'static str, &mut [i32])) {
        f(
            "home_trap_control",
            core::slice::from_mut(&mut self.home_trap_control),
        );
        f(
            "enemy_trap_control",
            core::slice::from_mut(&mut self.enemy_trap_control),
        );
        f(
            "frozen_percent",
            core::slice::from_mut(&mut self.frozen_percent),
        );
        f(
            "threatened_percent",
            core::slice::from_mut(&mut self.threatened_percent),
        );
        f(
            "threatened_to_move_percent",
            core::slice::from_mut(&mut self.threatened_to_move_percent),
        );
        f("rabbit_advance", &mut self.rabbit_advance);
        f(
            "rabbit_advance_floor",
            core::slice::from_mut(&mut self.rabbit_advance_floor),
        );
        f("rabbit_free", &mut self.rabbit_free);
        f(
            "elephant_mobility",
            core::slice::from_mut(&mut self.elephant_mobility),
        );
        f(
            "elephant_centre",
            core::slice::from_mut(&mut self.elephant_centre),
        );
        f("goal_to_move", &mut self.goal_to_move);
        f("goal_waiting", &mut self.goal_waiting);
        f("rabbit_home", core::slice::from_mut(&mut self.rabbit_home));
        f(
            "home_defence",
            core::slice::from_mut(&mut self.home_defence),
        );
        f("piece_rank", &mut self.piece_rank);
        f(
            "elephant_blockade",
            core::slice::from_mut(&mut self.elephant_blockade),
        );
    }

    /// The fields in the order of the struct (and of the text format): each name with its
    /// number of values (1 for a single weight).
    ///
    /// ```
    /// use arimaa_bot::evaluation::Weights;
    /// let fields = Weights::fields();
    /// assert_eq!(fields[0], ("home_trap_control", 1));
    /// assert!(fields.contains(&("goal_waiting", 9)));
    /// ```
    pub fn fields() -> Vec<(&'static str, usize)> {
        let mut out = Vec::new();
        let mut w = Weights::DEFAULT;
        w.visit(&mut |name, v| out.push((name, v.len())));
        out
    }

    /// The value of entry `index` of field `name` (`index` 0 for a single weight), or
    /// `None` when there is no such field or entry.
    ///
    /// ```
    /// use arimaa_bot::evaluation::Weights;
    /// assert_eq!(Weights::DEFAULT.get("rabbit_free", 5), Some(100));
    /// assert_eq!(Weights::DEFAULT.get("rabbit_free", 8), None);
    /// ```
    pub fn get(&self, name: &str, index: usize) -> Option<i32> {
        let mut found = None;
        let mut copy = *self;
        copy.visit(&mut |n, v| {
            if n == name {
                found = v.get(index).copied();
            }
        });
        found
    }

    /// Sets entry `index` of field `name` (`index` 0 for a single weight) to `value`.
    ///
    /// # Errors
    /// [`WeightsErrorKind::UnknownName`] or [`WeightsErrorKind::Count`] (with line 0) when
    /// there is no such field or entry, [`WeightsErrorKind::OutOfRange`] when `value` is
    /// outside [`Weights::RANGE`] ([`Weights::FLOOR_RANGE`] for `rabbit_advance_floor`);
    /// the weights are then unchanged.
    pub fn set(&mut self, name: &str, index: usize, value: i32) -> Result<(), WeightsError> {
        let mut result = Err(WeightsError::new(0, name, WeightsErrorKind::UnknownName));
        self.visit(&mut |n, v| {
            if n != name {
                return;
            }
            result = if index >= v.len() {
                Err(WeightsError::new(
                    0,
                    name,
                    WeightsErrorKind::Count {
                        expected: v.len(),
                        found: index + 1,
                    },
                ))
            } else if !range_of(name).contains(&value) {
                Err(WeightsError::new(
                    0,
                    name,
                    WeightsErrorKind::OutOfRange(value),
                ))
            } else {
                v[index] = value;
                Ok(())
            };
        });
        result
    }

    /// Reads weights in the text format of the [module documentation](self).
    ///
    /// # Errors
    /// [`WeightsError`] naming the line (1-based) and the field: a line without `=`, an
    /// unknown or repeated name, a wrong number of values, a value that is not a whole
    /// number or is out of range; a missing field is named with the line after the last.
    ///
    /// ```
    /// use arimaa_bot::evaluation::{Weights, WeightsErrorKind};
    /// let bad = Weights::DEFAULT.to_string().replace("rabbit_advance = 0 0 3", "rabbit_advance = 0 3");
    /// let e = Weights::parse(&bad).unwrap_err();
    /// assert_eq!(e.name, "rabbit_advance");
    /// assert_eq!(e.kind, WeightsErrorKind::Count { expected: 8, found: 7 });
    /// assert!(e.to_string().starts_with(&format!("line {}: rabbit_advance", e.line)));
    /// ```
    pub fn parse(text: &str) -> Result<Weights, WeightsError> {
        let fields = Weights::fields();
        let mut seen = alloc::vec![false; fields.len()];
        let mut w = Weights::DEFAULT;
        let mut last = 0;
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            last = line;
            let content = raw.split('#').next().unwrap_or("").trim();
            if content.is_empty() {
                continue;
            }
            let Some((name, values)) = content.split_once('=') else {
                return Err(WeightsError::new(line, content, WeightsErrorKind::NoEquals));
            };
            let name = name.trim();
            let Some(k) = fields.iter().position(|(n, _)| *n == name) else {
                return Err(WeightsError::new(line, name, WeightsErrorKind::UnknownName));
            };
            if seen[k] {
                return Err(WeightsError::new(line, name, WeightsErrorKind::Repeated));
            }
            seen[k] = true;
            let expected = fields[k].1;
            let words: Vec<&str> = values.split_whitespace().collect();
            if words.len() != expected {
                return Err(WeightsError::new(
                    line,
                    name,
                    WeightsErrorKind::Count {
                        expected,
                        found: words.len(),
                    },
                ));
            }
            for (index, word) in words.iter().enumerate() {
                let value = word.parse::<i32>().map_err(|_| {
                    WeightsError::new(line, name, WeightsErrorKind::NotANumber((*word).into()))
                })?;
                w.set(name, index, value)
                    .map_err(|e| WeightsError { line, ..e })?;
            }
        }
        if let Some(k) = seen.iter().position(|s| !s) {
            return Err(WeightsError::new(
                last + 1,
                fields[k].0,
                WeightsErrorKind::Missing,
            ));
        }
        Ok(w)
    }
}

/// The values field `name` may take.
fn range_of(name: &str) -> core::ops::RangeInclusive<i32> {
    if name == "rabbit_advance_floor" {
        Weights::FLOOR_RANGE
    } else {
        Weights::RANGE
    }
}

impl Default for Weights {
    fn default() -> Weights {
        Weights::DEFAULT
    }
}

impl fmt::Display for Weights {
    /// Writes the text format of the [module documentation](self): one `name = values`
    /// line per field, in the order of the struct.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut result = Ok(());
        let mut copy = *self;
        copy.visit(&mut |name, values| {
            if result.is_err() {
                return;
            }
            result = (|| {
                write!(f, "{name} =")?;
                for v in values.iter() {
                    write!(f, " {v}")?;
                }
                writeln!(f)
            })();
        });
        result
    }
}

/// Why a weights text was refused: the line (1-based; 0 for [`Weights::set`]), the field
/// or text concerned, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WeightsError {
    /// The line of the text (1-based); for a missing field, the line after the last; 0
    /// when the error comes from [`Weights::set`].
    pub line: usize,
    /// The field's name as written (or the line's text when it has no `=`).
    pub name: String,
    /// What is wrong.
    pub kind: WeightsErrorKind,
}

/// What is wrong in a [`WeightsError`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WeightsErrorKind {
    /// The line has no `=`.
    NoEquals,
    /// No field has this name.
    UnknownName,
    /// The field was already given on an earlier line.
    Repeated,
    /// The field never appears.
    Missing,
    /// The field has `expected` values, the line gives `found`.
    Count {
        /// How many values the field has.
        expected: usize,
        /// How many the line gives.
        found: usize,
    },
    /// A value is not a whole number (the word as written).
    NotANumber(String),
    /// A value lies outside [`Weights::RANGE`] (or [`Weights::FLOOR_RANGE`]).
    OutOfRange(i32),
}

impl WeightsError {
    fn new(line: usize, name: &str, kind: WeightsErrorKind) -> WeightsError {
        WeightsError {
            line,
            name: name.into(),
            kind,
        }
    }
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = &self.name;
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            WeightsErrorKind::NoEquals => write!(f, "{name:?}: expected `name = value`"),
            WeightsErrorKind::UnknownName => write!(f, "{name}: no such weight"),
            WeightsErrorKind::Repeated => write!(f, "{name}: given twice"),
            WeightsErrorKind::Missing => write!(f, "{name}: missing"),
            WeightsErrorKind::Count { expected, found } => write!(
                f,
                "{name}: expected {expected} value{}, found {found}",
                if *expected == 1 { "" } else { "s" }
            ),
            WeightsErrorKind::NotANumber(w) => write!(f, "{name}: {w:?} is not a whole number"),
            WeightsErrorKind::OutOfRange(w) => {
                let r = range_of(name);
                write!(f, "{name}: {w} is outside {} to {}", r.start(), r.end())
            }
        }
    }
}

impl core::error::Error for WeightsError {}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::ToString;
    use proptest::prelude::*;

    /// Any weights within the ranges: every field drawn from `values` by position.
    fn weights_from(values: &[i32]) -> Weights {
        let mut w = Weights::DEFAULT;
        let mut k = 0;
        w.visit(&mut |name, v| {
            for x in v.iter_mut() {
                let r = range_of(name);
                let span = i64::from(*r.end()) - i64::from(*r.start()) + 1;
                *x = (i64::from(*r.start()) + i64::from(values[k]).rem_euclid(span)) as i32;
                k += 1;
            }
        });
        w
    }

    fn total_values() -> usize {
        Weights::fields().iter().map(|(_, n)| n).sum()
    }

    #[test]
    fn every_field_is_listed_once_with_its_size() {
        // The struct's sizes: 5 single weights, tables of 8, a floor, 8, 2 singles, two
        // tables of 9, 2 singles, 40, 1.
        let fields = Weights::fields();
        assert_eq!(fields.len(), 16);
        assert_eq!(total_values(), 5 + 8 + 1 + 8 + 2 + 9 + 9 + 2 + 40 + 1);
        for (i, (a, _)) in fields.iter().enumerate() {
            assert!(fields[i + 1..].iter().all(|(b, _)| a != b), "{a} twice");
        }
        assert_eq!(core::mem::size_of::<Weights>(), 4 * total_values());
    }

    #[test]
    fn the_default_text_by_hand() {
        let text = Weights::DEFAULT.to_string();
        assert!(text.starts_with("home_trap_control = 8\nenemy_trap_control = 8\n"));
        assert!(text.contains("\ngoal_waiting = 0 200 180 160 140 60 35 20 10\n"));
        assert_eq!(text.lines().count(), 16);
    }

    fn error_of(text: &str) -> WeightsError {
        Weights::parse(text).unwrap_err()
    }

    #[test]
    fn refusals_name_the_line_and_the_field() {
        let good = Weights::DEFAULT.to_string();
        // Line 3 is frozen_percent.
        let lines: Vec<&str> = good.lines().collect();
        let with = |k: usize, line: &str| {
            let mut v = lines.clone();
            v[k] = line;
            v.join("\n")
        };
        let e = error_of(&with(2, "frozen_percnt = 12"));
        assert_eq!((e.line, e.name.as_str()), (3, "frozen_percnt"));
        assert_eq!(e.kind, WeightsErrorKind::UnknownName);
        assert_eq!(e.to_string(), "line 3: frozen_percnt: no such weight");
        let e = error_of(&with(2, "frozen_percent = 12 13"));
        assert_eq!(
            e.kind,
            WeightsErrorKind::Count {
                expected: 1,
                found: 2
            }
        );
        assert_eq!(
            e.to_string(),
            "line 3: frozen_percent: expected 1 value, found 2"
        );
        let e = error_of(&with(2, "frozen_percent = twelve"));
        assert_eq!(e.kind, WeightsErrorKind::NotANumber("twelve".into()));
        let e = error_of(&with(2, "frozen_percent = 1.5"));
        assert_eq!(e.kind, WeightsErrorKind::NotANumber("1.5".into()));
        let e = error_of(&with(2, "frozen_percent = 10001"));
        assert_eq!(e.kind, WeightsErrorKind::OutOfRange(10_001));
        assert_eq!(
            e.to_string(),
            "line 3: frozen_percent: 10001 is outside -10000 to 10000"
        );
        let e = error_of(&with(2, "frozen_percent 12"));
        assert_eq!((e.line, e.kind), (3, WeightsErrorKind::NoEquals));
        let e = error_of(&with(2, "home_trap_control = 8"));
        assert_eq!((e.line, e.kind), (3, WeightsErrorKind::Repeated));
        // The floor divides: a negative one is refused.
        let floor = lines
            .iter()
            .position(|l| l.starts_with("rabbit_advance_floor"))
            .unwrap();
        let e = error_of(&with(floor, "rabbit_advance_floor = -8"));
        assert_eq!(
            (e.line, e.kind),
            (floor + 1, WeightsErrorKind::OutOfRange(-8))
        );
        // A line left out: named as missing after the last line.
        let e = error_of(&with(2, "# frozen_percent = 12"));
        assert_eq!((e.line, e.name.as_str()), (17, "frozen_percent"));
        assert_eq!(e.kind, WeightsErrorKind::Missing);
        assert_eq!(error_of("").kind, WeightsErrorKind::Missing);
    }

    #[test]
    fn comments_blank_lines_and_spacing_are_free() {
        let mut text = String::from("# weights\n\n");
        for line in Weights::DEFAULT.to_string().lines().rev() {
            let (name, values) = line.split_once(" = ").unwrap();
            text += &format!("  {name}\t=  {}   # {name}\n\n", values.replace(' ', "\t "));
        }
        assert_eq!(Weights::parse(&text), Ok(Weights::DEFAULT));
        assert_eq!(
            Weights::parse(&text.replace('\n', "\r\n")),
            Ok(Weights::DEFAULT)
        );
    }

    #[test]
    fn get_and_set_by_name() {
        let mut w = Weights::DEFAULT;
        assert_eq!(w.set("piece_rank", 39, -7), Ok(()));
        assert_eq!(w.piece_rank[39], -7);
        assert_eq!(w.get("piece_rank", 39), Some(-7));
        assert_eq!(
            w.set("nope", 0, 1).unwrap_err().kind,
            WeightsErrorKind::UnknownName
        );
        assert!(w.set("piece_rank", 40, 1).is_err());
        assert!(w.set("elephant_centre", 0, 10_001).is_err());
        assert_eq!(w.piece_rank[39], -7);
    }

    proptest! {
        #[test]
        fn display_then_parse_gives_the_same_weights(
            values in proptest::collection::vec(any::<i32>(), 85)
        ) {
            prop_assert_eq!(total_values(), 85);
            let w = weights_from(&values);
            prop_assert_eq!(Weights::parse(&w.to_string()), Ok(w));
        }

        #[test]
        fn any_text_is_read_or_refused_without_panic(text in "[a-z_ =0-9#\\n-]{0,200}") {
            if let Ok(w) = Weights::parse(&text) {
                prop_assert_eq!(Weights::parse(&w.to_string()), Ok(w));
            }
        }

        #[test]
        fn a_changed_line_is_refused_or_read_back(
            k in 0usize..16, junk in "[ -~]{0,30}"
        ) {
            let text = Weights::DEFAULT.to_string();
            let mut lines: Vec<String> = text.lines().map(String::from).collect();
            lines[k] = junk;
            match Weights::parse(&lines.join("\n")) {
                Ok(w) => prop_assert_eq!(Weights::parse(&w.to_string()), Ok(w)),
                Err(e) => prop_assert!(e.line == k + 1 || e.line == 17, "{}", e),
            }
        }
    }
}
