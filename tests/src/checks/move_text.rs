//! Move text played against a position, by the two code paths the library has:
//! [`Position::play_text`] (parse the whole move, then play it) and [`Game::play_text`]
//! (parse and play token by token, so that an illegal step is named even as a fifth
//! step). Both must accept the same texts and reach the same position; on refusal
//! neither may change anything; an accepted move's notation must replay to the same
//! position.

use arimaa_rules::Refusal;
use arimaa_rules::{Game, GameOptions, NotatedMove, Position, Turn};

use super::invariants::{check_counts_never_grow, check_position, check_text_forms, piece_counts};

/// The check of fuzz target `move_text`. Input: an optional first line in the short form
/// (the position; the standard opening otherwise), then move text, one move per line
/// (each played on that same position).
pub fn check_move_text(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(super::bounded(data)) else {
        return;
    };
    let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
    let (pos, moves) = match Position::from_short(first) {
        Ok(p) => (p, rest),
        Err(_) => (Position::standard(), text),
    };
    for line in moves.lines().take(8) {
        check_move_on(&pos, line);
    }
}

/// Plays `text` on `pos` both ways and compares.
pub fn check_move_on(pos: &Position, text: &str) {
    let by_position = pos.play_text(text);
    let lenient = GameOptions::LENIENT;
    let mut game = Game::from_position(pos.clone(), lenient);
    let before = game.position().clone();
    let by_game = game.play_text(text);
    match (by_position, by_game) {
        (Ok(next), Ok(Turn::Move(m))) => {
            assert_eq!(
                &next,
                game.position(),
                "Position::play_text and Game::play_text reach different positions for {:?} on {:?}",
                text,
                pos
            );
            check_played(pos, &next, &m, text);
            check_position(&next);
        }
        (Ok(_), Ok(Turn::Setup(_))) => panic!("a game past setup plays {:?} as a setup", text),
        (Err(_), Err(_)) => {
            assert_eq!(
                game.position(),
                &before,
                "a refused move {:?} changed the game",
                text
            );
            assert!(
                game.history().is_empty(),
                "a refused move {:?} entered the history",
                text
            );
        }
        (Ok(next), Err(e)) => panic!(
            "Position::play_text accepts {:?} (reaching {:?}) but Game::play_text refuses it ({}: {}) on {:?}",
            text,
            next,
            e.rule(),
            e,
            pos
        ),
        (Err(e), Ok(t)) => panic!(
            "Game::play_text accepts {:?} (as {}) but Position::play_text refuses it ({}: {}) on {:?}",
            text,
            t,
            e.rule(),
            e,
            pos
        ),
    }
}

/// Panics unless the move `m` played from `pos` to `next` replays from its notation and
/// from its steps to the same position, passes the turn, captures rather than creates,
/// and `next`'s text forms round-trip (the per-position invariants are the caller's).
pub fn check_played(pos: &Position, next: &Position, m: &NotatedMove, source: &str) {
    let printed = m.to_string();
    let reparsed: NotatedMove = printed.parse().unwrap_or_else(|e| {
        panic!(
            "played move {:?} (from {:?}) does not parse back: {}",
            printed, source, e
        )
    });
    assert_eq!(
        &reparsed, m,
        "played move {:?} parses to another move",
        printed
    );
    let replayed = pos.play_text(&printed).unwrap_or_else(|e| {
        panic!(
            "played move {:?} (from {:?}) does not replay ({}: {}) on {:?}",
            printed,
            source,
            e.rule(),
            e,
            pos
        )
    });
    assert_eq!(
        &replayed, next,
        "move {:?} replays to another position",
        printed
    );
    let by_steps = pos.play(&m.mv).unwrap_or_else(|e| {
        panic!(
            "played move {} is refused as plain steps ({}: {}) on {:?}",
            m.mv,
            e.rule(),
            e,
            pos
        )
    });
    assert_eq!(
        &by_steps, next,
        "move {} as plain steps reaches another position",
        m.mv
    );
    assert_ne!(
        next.board(),
        pos.board(),
        "move {:?} left the board unchanged",
        printed
    );
    assert_eq!(
        next.side_to_move(),
        pos.side_to_move().opponent(),
        "move {:?} did not pass the turn",
        printed
    );
    check_counts_never_grow(
        &piece_counts(pos.board()),
        &piece_counts(next.board()),
        &printed,
    );
    check_position(next);
    check_text_forms(next);
}
