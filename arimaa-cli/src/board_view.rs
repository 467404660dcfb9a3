//! Drawing the board for a person: coordinates, trap squares, whose move and the move
//! number, the last move, captured pieces. Plain ASCII when stdout is not a terminal or
//! `NO_COLOR` is set (so the output can be scripted and compared); Unicode box drawing and
//! ANSI colours otherwise. Piece letters are the notation's (`E M H D C R`, upper case gold).

use std::io::IsTerminal;

use arimaa_rules::{Color, Game, Piece, Square};

/// How to draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Style {
    /// Use Unicode box drawing and ANSI colours.
    pub fancy: bool,
}

impl Style {
    /// Plain ASCII, no colour.
    pub const PLAIN: Style = Style { fancy: false };

    /// Fancy only when stdout is a terminal and `NO_COLOR` is unset or empty
    /// (<https://no-color.org>).
    pub fn detect() -> Style {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        if std::io::stdout().is_terminal() && !no_color {
            Style { fancy: true }
        } else {
            Style::PLAIN
        }
    }

    fn paint(&self, code: &str, text: &str) -> String {
        if self.fancy {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
}

/// The board of `game` with its surroundings, as lines ending in `\n`.
pub fn render(game: &Game, style: Style) -> String {
    let pos = game.position();
    let (top, bottom, side, trap) = if style.fancy {
        ("   ┌─────────────────┐", "   └─────────────────┘", "│", "×")
    } else {
        ("   +-----------------+", "   +-----------------+", "|", "x")
    };
    let mut s = String::new();
    s.push_str(top);
    s.push('\n');
    for rank in (0..8u8).rev() {
        s.push_str(&format!(" {} {}", rank + 1, side));
        for file in 0..8u8 {
            s.push(' ');
            let Some(sq) = Square::from_coords(file, rank) else {
                continue;
            };
            s.push_str(&match pos.piece_at(sq) {
                Some(p) => piece(style, p, pos.is_frozen(sq)),
                None if sq.is_trap() => style.paint("31", trap),
                None => ".".to_string(),
            });
        }
        s.push_str(&format!(" {side}\n"));
    }
    s.push_str(bottom);
    s.push_str("\n     a b c d e f g h\n");
    if let Some(last) = game.history().last() {
        s.push_str(&format!(" Last: {} {}\n", last.label(), last.turn));
    }
    if !game.is_setup_phase() {
        s.push_str(&format!(
            " Captured: gold {}; silver {}\n",
            captured(game, Color::Gold),
            captured(game, Color::Silver)
        ));
    }
    let color = game.side_to_move();
    let what = if game.is_setup_phase() {
        "to set up"
    } else {
        "to move"
    };
    let name = style.paint(color_code(color), color.name());
    s.push_str(&format!(
        " Move {} ({}): {} {}\n",
        game.move_number(),
        game.next_label(),
        name,
        what
    ));
    s
}

fn color_code(color: Color) -> &'static str {
    match color {
        Color::Gold => "1;33",
        Color::Silver => "1;36",
    }
}

fn piece(style: Style, p: Piece, frozen: bool) -> String {
    let letter = p.char().to_string();
    if !style.fancy {
        return letter;
    }
    // Frozen pieces are underlined.
    let code = if frozen {
        format!("{};4", color_code(p.color))
    } else {
        color_code(p.color).to_string()
    };
    style.paint(&code, &letter)
}

fn captured(game: &Game, color: Color) -> String {
    let lost = game.captured(color);
    if lost.is_empty() {
        "-".to_string()
    } else {
        lost.iter().map(|p| p.char()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_board_after_the_setups() {
        let mut game = Game::new();
        game.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2")
            .unwrap();
        game.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7")
            .unwrap();
        let text = render(&game, Style::PLAIN);
        let expected = "   +-----------------+
 8 | r r r r r r r r |
 7 | d h c e m c h d |
 6 | . . x . . x . . |
 5 | . . . . . . . . |
 4 | . . . . . . . . |
 3 | . . x . . x . . |
 2 | D H C M E C H D |
 1 | R R R R R R R R |
   +-----------------+
     a b c d e f g h
 Last: 1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7
 Captured: gold -; silver -
 Move 2 (2g): gold to move
";
        assert_eq!(text, expected);
    }
}
