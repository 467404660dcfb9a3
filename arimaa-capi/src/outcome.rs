//! The result of a game as C sees it: a plain struct written by the library.

use core::ffi::{c_char, c_int};

use arimaa_rules::{Color, Immobilization, Outcome};

/// Whether a game is over, who won and how.
///
/// Written by `arimaa_game_outcome` and `arimaa_position_outcome`; never read by the
/// library, so any bit pattern a C program leaves in one is harmless.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct arimaa_outcome {
    /// `true` when the game has a result.
    pub over: bool,
    /// The winner: 0 gold, 1 silver; -1 while the game goes on, and for a draw (only
    /// `'n'`, a record of the rule before 2008).
    pub winner: c_int,
    /// How the game ended, as the arimaa.com archive letter: `'g'` goal, `'e'`
    /// elimination, `'m'` immobilization (the three the rules decide), or from records
    /// `'t'` time, `'r'` resignation, `'i'` illegal move, `'f'` forfeit, `'a'` abandoned,
    /// `'s'` score, `'p'` repetition and `'n'` no rabbits (rules before 2008); `'\0'`
    /// while the game goes on.
    pub termination: c_char,
    /// For `'m'` decided by the rules, which check: 1 the loser had no legal move (every
    /// piece frozen or blocked), 2 its only moves were third repetitions; 0 otherwise
    /// (and for a result read from a record).
    pub immobilization: c_int,
}

impl From<Option<Outcome>> for arimaa_outcome {
    fn from(outcome: Option<Outcome>) -> arimaa_outcome {
        match outcome {
            None => arimaa_outcome {
                over: false,
                winner: -1,
                termination: 0,
                immobilization: 0,
            },
            Some(o) => arimaa_outcome {
                over: true,
                winner: o.winner.map_or(-1, color_code),
                // Termination letters are ASCII, so the cast keeps them exactly.
                termination: o.termination.letter() as u8 as c_char,
                immobilization: match o.immobilization {
                    None => 0,
                    Some(Immobilization::NoLegalMove) => 1,
                    Some(Immobilization::OnlyRepetitions) => 2,
                },
            },
        }
    }
}

/// The integer C uses for a colour: 0 gold, 1 silver.
pub(crate) fn color_code(color: Color) -> c_int {
    match color {
        Color::Gold => 0,
        Color::Silver => 1,
    }
}

/// The core's description (`"silver wins by goal: a rabbit reached its goal rank"`), for
/// messages.
pub(crate) fn describe(outcome: Option<Outcome>) -> String {
    outcome.map_or_else(|| "no result".to_string(), |o| o.describe())
}

#[cfg(test)]
mod tests {
    use super::*;
    use arimaa_rules::Termination;

    #[test]
    fn a_goal_by_silver_is_winner_1_letter_g() {
        let o = arimaa_outcome::from(Some(Outcome::win(Color::Silver, Termination::Goal)));
        assert_eq!((o.over, o.winner, o.termination as u8), (true, 1, b'g'));
    }

    #[test]
    fn no_result_is_not_over_winner_minus_1() {
        let o = arimaa_outcome::from(None);
        assert_eq!((o.over, o.winner, o.termination), (false, -1, 0));
    }

    #[test]
    fn a_draw_has_no_winner_and_an_immobilization_its_kind() {
        let o = arimaa_outcome::from(Some(Outcome::draw(Termination::NoRabbitsDraw)));
        assert_eq!((o.over, o.winner, o.termination as u8), (true, -1, b'n'));
        let m = Outcome::immobilized(Color::Gold, Immobilization::OnlyRepetitions);
        let o = arimaa_outcome::from(Some(m));
        assert_eq!(
            (o.winner, o.termination as u8, o.immobilization),
            (0, b'm', 2)
        );
    }
}
