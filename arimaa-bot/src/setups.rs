//! Default setups: the usual opening arrangement (`Setup::standard`, from the core) and
//! silver's default chosen knowing gold's setup. Which squares are legal is the core's
//! business (`Game::play_setup`); this module only picks an arrangement.

use alloc::vec::Vec;

use arimaa_rules::{Color, Piece, PieceKind, Placement, Setup, Square};

/// The default setup for `color`: for gold, the usual opening (rabbits on rank 1,
/// `D H C M E C H D` on rank 2); for silver, the usual opening adjusted to gold's setup
/// (see [`silver_against`]), or the usual one when gold's is unknown.
pub fn default_setup(color: Color, gold: Option<&Setup>) -> Setup {
    match (color, gold) {
        (Color::Silver, Some(g)) => silver_against(g),
        _ => Setup::standard(color),
    }
}

/// Silver's usual setup, with the camel kept on the wing away from gold's elephant (a
/// camel in front of the enemy elephant is easily pinned or pulled onto a trap): when gold's
/// elephant stands on files e–h, silver's elephant and camel swap places (`md7 ee7`).
///
/// ```
/// use arimaa_bot::setups::silver_against;
/// use arimaa_rules::{Color, Setup};
/// // Gold's usual setup has its elephant on e2: silver's camel goes to d7.
/// let silver = silver_against(&Setup::standard(Color::Gold));
/// assert!(silver.to_string().contains("ee7 md7"));
/// ```
pub fn silver_against(gold: &Setup) -> Setup {
    let usual = Setup::standard(Color::Silver);
    let gold_elephant = Piece::new(Color::Gold, PieceKind::Elephant);
    let east = gold
        .placements()
        .find(|p| p.piece == gold_elephant)
        .is_some_and(|p| p.square.file() >= 4);
    if !east {
        return usual;
    }
    let swapped: Vec<Placement> = usual
        .placements()
        .map(|p| match p.piece.kind {
            PieceKind::Elephant | PieceKind::Camel => Placement {
                piece: p.piece,
                square: mirror_center(p.square),
            },
            _ => p,
        })
        .collect();
    Setup::new(&swapped).unwrap_or(usual)
}

/// d7 ↔ e7 (the two centre squares of silver's front rank); other squares unchanged.
fn mirror_center(sq: Square) -> Square {
    match sq.file() {
        3 => Square::from_coords(4, sq.rank()).unwrap_or(sq),
        4 => Square::from_coords(3, sq.rank()).unwrap_or(sq),
        _ => sq,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arimaa_rules::Game;

    #[test]
    fn silver_camel_avoids_gold_elephant() {
        // Gold's usual setup has its elephant on e2 (Setup::standard docs): silver's camel
        // goes to d7, its elephant to e7, and the setup is legal.
        let gold = Setup::standard(Color::Gold);
        let silver = silver_against(&gold);
        let text = silver.to_string();
        assert!(text.contains("md7") && text.contains("ee7"), "{text}");
        let mut game = Game::new();
        game.play_setup(&gold).unwrap();
        game.play_setup(&silver).unwrap();
        assert!(!game.is_setup_phase());
    }

    #[test]
    fn west_elephant_keeps_the_usual_setup() {
        let gold: Setup = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Ed2 Me2 Cf2 Hg2 Dh2"
            .parse()
            .unwrap();
        assert_eq!(silver_against(&gold), Setup::standard(Color::Silver));
    }
}
