//! Opening files for `arimaa match --openings`: one opening a line, the gold setup and the
//! silver setup (16 placements each in the arimaa.com notation, `Ra1 Rb1 ... Dh2`)
//! separated by a TAB. Further TAB-separated columns (an id, where the opening comes from)
//! are allowed and ignored; blank lines, lines starting with `#` and a header line whose
//! first field is `gold` are skipped. Every setup is read by the core's parser and played
//! on a fresh [`Game`] (gold's, then silver's), so a file is refused, naming the line and
//! what is wrong, before any game is played.
//!
//! ```
//! use arimaa_cli::openings::Openings;
//! let text = "gold\tsilver\tsource\n\
//!     Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Ed2 Me2 Cf2 Hg2 Dh2\t\
//!     ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\tstandard\n";
//! let openings = Openings::parse("openings.tsv", text).unwrap();
//! assert_eq!(openings.len(), 1);
//! assert_eq!(openings.start(0).history().len(), 2); // both setups played
//! assert!(Openings::parse("bad.tsv", "Ra1 Rb1\tra8\n").is_err());
//! ```

use std::path::Path;

use arimaa_rules::{Game, Setup};

/// One opening: the two setups, and the line of the file it was read from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opening {
    /// Gold's setup (played first).
    pub gold: Setup,
    /// Silver's setup.
    pub silver: Setup,
    /// The line of the file (1-based) it was read from.
    pub line: usize,
}

/// The openings of a file, in the file's order (at least one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Openings {
    /// The file's name as given (for messages and the match's table).
    pub name: String,
    openings: Vec<Opening>,
}

impl Openings {
    /// Reads and checks the openings file `path`.
    ///
    /// # Errors
    /// A message naming the file, and the line and what is wrong with it: the file cannot
    /// be read, a line has fewer than two fields, a setup does not parse or is not a legal
    /// setup of its colour, or the file holds no opening.
    pub fn load(path: &Path) -> Result<Openings, String> {
        let name = path.display().to_string();
        let text =
            std::fs::read_to_string(path).map_err(|e| format!("{name}: cannot read: {e}"))?;
        Openings::parse(&name, &text)
    }

    /// Reads the openings in `text`, named `name` in messages (see [`Openings::load`]).
    ///
    /// # Errors
    /// As [`Openings::load`], but for the reading of the file.
    pub fn parse(name: &str, text: &str) -> Result<Openings, String> {
        let mut openings = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let at = |what: String| format!("{name}: line {line}: {what}");
            let content = raw.trim_end_matches('\r');
            if content.trim().is_empty() || content.trim_start().starts_with('#') {
                continue;
            }
            let fields: Vec<&str> = content.split('\t').collect();
            if fields[0].trim().eq_ignore_ascii_case("gold") {
                continue;
            }
            if fields.len() < 2 {
                return Err(at(
                    "expected the gold setup and the silver setup separated by a TAB, \
                     found no TAB"
                        .into(),
                ));
            }
            let read = |field: &str, colour: &str| -> Result<Setup, String> {
                field
                    .trim()
                    .parse::<Setup>()
                    .map_err(|e| at(format!("the {colour} setup {:?}: {e}", field.trim())))
            };
            let gold = read(fields[0], "gold")?;
            let silver = read(fields[1], "silver")?;
            let mut game = Game::new();
            game.play_setup(&gold)
                .map_err(|e| at(format!("not a legal gold setup: {e}")))?;
            game.play_setup(&silver)
                .map_err(|e| at(format!("not a legal silver setup: {e}")))?;
            openings.push(Opening { gold, silver, line });
        }
        if openings.is_empty() {
            return Err(format!("{name}: no opening in the file"));
        }
        Ok(Openings {
            name: name.to_string(),
            openings,
        })
    }

    /// How many openings the file holds (at least one).
    pub fn len(&self) -> usize {
        self.openings.len()
    }

    /// Always `false`: a file without an opening is refused.
    pub fn is_empty(&self) -> bool {
        self.openings.is_empty()
    }

    /// Opening number `index` (0-based), counted modulo the number of openings.
    pub fn get(&self, index: usize) -> &Opening {
        &self.openings[index % self.openings.len()]
    }

    /// The game after both setups of opening `index` (modulo the number of openings):
    /// gold to make the first move.
    pub fn start(&self, index: usize) -> Game {
        let o = self.get(index);
        let mut game = Game::new();
        // Both were played on a fresh game when the file was read.
        let _ = game.play_setup(&o.gold);
        let _ = game.play_setup(&o.silver);
        game
    }

    /// The opening played in game `game` (0-based) of a match starting at opening
    /// `first`: both games of a pair (0 and 1, 2 and 3, ...) play the same opening, the
    /// colours swapped; modulo the number of openings.
    pub fn index_of_game(&self, first: usize, game: u32) -> usize {
        first.wrapping_add(game as usize / 2) % self.openings.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOLD: &str = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Ed2 Me2 Cf2 Hg2 Dh2";
    const SILVER: &str = "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7";

    #[test]
    fn comments_blank_lines_and_the_header_are_skipped() {
        let text = format!(
            "# made by hand\n\ngold\tsilver\tsource\n{GOLD}\t{SILVER}\tx\t\ty\r\n\n{GOLD}\t{SILVER}\n"
        );
        let o = Openings::parse("f", &text).unwrap();
        assert_eq!(o.len(), 2);
        assert_eq!(o.get(0).line, 4);
        assert_eq!(o.get(1).line, 6);
        assert_eq!(o.get(3).line, 6, "modulo the number of openings");
    }

    #[test]
    fn pairs_of_games_share_an_opening() {
        let text = format!("{GOLD}\t{SILVER}\n{GOLD}\t{SILVER}\n{GOLD}\t{SILVER}\n");
        let o = Openings::parse("f", &text).unwrap();
        // Games 1..6 (0-based 0..5) from opening 2: 2, 2, 0, 0, 1, 1.
        let seen: Vec<usize> = (0..6).map(|g| o.index_of_game(2, g)).collect();
        assert_eq!(seen, [2, 2, 0, 0, 1, 1]);
    }

    #[test]
    fn bad_lines_are_named() {
        let cases = [
            (format!("{GOLD}\n"), "f: line 1: expected the gold setup"),
            (
                format!("# c\n{GOLD}\tra8 rb8 zz9\n"),
                "f: line 2: the silver setup",
            ),
            (format!("{SILVER}\t{GOLD}\n"), "f: line 1: not a legal gold"),
            (
                format!("{GOLD}\t{}\n", &SILVER[4..]),
                "f: line 1: not a legal silver",
            ),
            ("# nothing\n\n".to_string(), "f: no opening in the file"),
        ];
        for (text, start) in cases {
            let e = Openings::parse("f", &text).unwrap_err();
            assert!(e.starts_with(start), "{e}");
        }
    }

    proptest::proptest! {
        /// Any text is read or refused with a message naming the file, never a panic.
        #[test]
        fn any_text_is_read_or_refused(text in "(?s).{0,400}") {
            if let Err(e) = Openings::parse("f", &text) {
                proptest::prop_assert!(e.starts_with("f: "), "{e}");
            }
        }

        /// The usual setups with any extra columns (no TAB or line break in them) and
        /// any blank or comment lines around them read back as one opening, of those
        /// setups, at its line.
        #[test]
        fn an_opening_line_reads_back(
            extra in proptest::collection::vec("[^\t\r\n]{0,12}", 0..3),
            before in proptest::collection::vec(proptest::prop_oneof!["", "# [^\r\n]{0,20}"], 0..3),
        ) {
            let mut line = format!("{GOLD}\t{SILVER}");
            for x in &extra {
                line.push('\t');
                line.push_str(x);
            }
            let text = format!("{}{line}\n", before.iter().map(|b| format!("{b}\n")).collect::<String>());
            let o = Openings::parse("f", &text).unwrap();
            proptest::prop_assert_eq!(o.len(), 1);
            proptest::prop_assert_eq!(o.get(0).gold.to_string(), GOLD.parse::<Setup>().unwrap().to_string());
            proptest::prop_assert_eq!(o.get(0).silver.to_string(), SILVER.parse::<Setup>().unwrap().to_string());
            proptest::prop_assert_eq!(o.get(0).line, before.len() + 1);
        }
    }
}
