//! The single-letter notations and turn labels, parsed by the core (`FromStr`): every
//! letter of the arimaa.com notation (`arimaa-rules/RULES.md`, "Notation") and every
//! termination letter of the archive (`../shared/data/README.md`, `termination`), with
//! the old `w`/`b` side letters of pre-2008 records.

use arimaa_rules::{Color, Piece, PieceKind, Termination, TurnLabel};

#[test]
fn piece_letters_are_the_notations() {
    // "Pieces: E M H D C R gold, e m h d c r silver (elephant, camel, horse, dog, cat,
    // rabbit)".
    let kinds = [
        PieceKind::Elephant,
        PieceKind::Camel,
        PieceKind::Horse,
        PieceKind::Dog,
        PieceKind::Cat,
        PieceKind::Rabbit,
    ];
    for (letter, kind) in "EMHDCR".chars().zip(kinds) {
        let gold: Piece = letter.to_string().parse().unwrap();
        assert_eq!(gold, Piece::new(Color::Gold, kind));
        let silver: Piece = letter.to_ascii_lowercase().to_string().parse().unwrap();
        assert_eq!(silver, Piece::new(Color::Silver, kind));
        assert_eq!(letter.to_string().parse::<PieceKind>(), Ok(kind));
    }
    for bad in ["", "x", "Q", "EE", "é", "E E", "\u{a0}E"] {
        assert!(bad.parse::<Piece>().is_err(), "{bad:?} parsed as a piece");
    }
    // The notation's white-space rule: ASCII white space around a text is ignored.
    assert_eq!(" E\n".parse::<Piece>(), "E".parse::<Piece>());
    // "  Q": the bad letter is byte 3 of the caller's text.
    assert_eq!("  Q".parse::<Piece>().unwrap_err().column, 3);
    let err = "Rb".parse::<Piece>().unwrap_err();
    assert_eq!((err.column, err.found.as_str()), (2, "b"));
}

#[test]
fn side_letters_old_and_new() {
    // "move number and side (g/s; old records use w/b)".
    for (letter, color) in [
        ("g", Color::Gold),
        ("s", Color::Silver),
        ("w", Color::Gold),
        ("b", Color::Silver),
    ] {
        assert_eq!(letter.parse::<Color>(), Ok(color), "{letter}");
    }
    for bad in ["", "x", "gs", "gold"] {
        assert!(bad.parse::<Color>().is_err(), "{bad:?} parsed as a side");
    }
}

#[test]
fn termination_letters_of_the_archive() {
    // data README: g goal, m immobilization, e elimination, t time, r resign, i illegal
    // move, f forfeit, a abandoned, s score, p third repetition, n no rabbits.
    let expected = [
        ('g', Termination::Goal),
        ('m', Termination::Immobilization),
        ('e', Termination::Elimination),
        ('t', Termination::Time),
        ('r', Termination::Resignation),
        ('i', Termination::IllegalMove),
        ('f', Termination::Forfeit),
        ('a', Termination::Abandoned),
        ('s', Termination::Score),
        ('p', Termination::Repetition),
        ('n', Termination::NoRabbitsDraw),
    ];
    for (letter, t) in expected {
        assert_eq!(letter.to_string().parse::<Termination>(), Ok(t));
        assert_eq!(
            letter
                .to_ascii_uppercase()
                .to_string()
                .parse::<Termination>(),
            Ok(t)
        );
    }
    for bad in ["", "x", "gg", "Goal"] {
        assert!(bad.parse::<Termination>().is_err(), "{bad:?} parsed");
    }
}

#[test]
fn turn_labels() {
    // `1w`/`1b` are the setups, then `2w ...` (data README, movelist).
    let l = |number, color| TurnLabel { number, color };
    for (text, label) in [
        ("1g", l(1, Color::Gold)),
        ("1b", l(1, Color::Silver)),
        ("12s", l(12, Color::Silver)),
        ("2w", l(2, Color::Gold)),
        ("120b", l(120, Color::Silver)),
    ] {
        assert_eq!(text.parse::<TurnLabel>(), Ok(label), "{text}");
    }
    assert_eq!(l(15, Color::Gold).to_string(), "15g");
    assert_eq!("15w".parse::<TurnLabel>().unwrap().to_string(), "15g");
    // Turn order: 2g, 2s, 3g.
    assert!(l(2, Color::Gold) < l(2, Color::Silver));
    assert!(l(2, Color::Silver) < l(3, Color::Gold));
    // Where each malformed label goes wrong (1-based columns).
    for (bad, column) in [
        ("g", 1),
        ("12", 3),
        ("12x", 3),
        ("12gs", 4),
        ("", 1),
        (" 1x", 3),
        (" g", 2),
    ] {
        let err = bad.parse::<TurnLabel>().unwrap_err();
        assert_eq!(err.column, column, "{bad:?}");
    }
    assert!("99999999999g".parse::<TurnLabel>().is_err());
    // White space around the label is ignored (the notation's white-space rule).
    assert_eq!(" 1g ".parse::<TurnLabel>(), Ok(l(1, Color::Gold)));
}
