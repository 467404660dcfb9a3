//! Helpers of the bots' unit tests: games from boards written rank by rank, and whether a
//! move loses a piece to some reply (every reply the core generates, played and counted).

use alloc::format;
use alloc::string::String;

use arimaa_rules::{Color, Game, GameOptions, Move, Piece, PieceKind, Position};

/// A game from a board given as eight ranks (rank 8 first), `side` (`g`/`s`) to move.
pub(crate) fn game(ranks: [&str; 8], side: char) -> Game {
    let board: String = ranks.iter().map(|r| format!("{r:8}")).collect();
    let pos = Position::from_short(&format!("{side} [{board}]")).unwrap();
    Game::from_position(pos, GameOptions::default())
}

/// Whether some silver reply to `mv` leaves gold with fewer pieces of `kind`.
pub(crate) fn hangs(game: &Game, mv: &Move, kind: PieceKind) -> bool {
    let piece = Piece::new(Color::Gold, kind);
    let next = game.position().play(mv).unwrap();
    let before = next.board().count(piece);
    next.legal_moves()
        .iter()
        .any(|r| next.play(r).unwrap().board().count(piece) < before)
}
