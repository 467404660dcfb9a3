//! Property tests: every message and time control prints to text that parses back to
//! the same value, and no line makes a parser panic.

use arimaa_aei::{
    BestMove, ControllerMessage, EngineMessage, GameLimit, IdKind, MessageError, TimeControl,
};
use arimaa_rules::{Position, Setup, Turn};
use proptest::prelude::*;

/// Printable ASCII with spaces: option values, info values, log text.
fn text() -> impl Strategy<Value = String> {
    "[ -~]{0,40}"
}

fn word() -> impl Strategy<Value = String> {
    "[a-z_][a-z0-9_]{0,11}"
}

/// Positions: a random subset of the full sets on random squares off the traps.
fn position() -> impl Strategy<Value = Position> {
    const PIECES: &[u8] = b"EMHHDDCCRRRRRRRRemhhddccrrrrrrrr";
    let squares: Vec<usize> = (0..64).filter(|i| ![18, 21, 42, 45].contains(i)).collect();
    (
        prop::collection::vec(any::<bool>(), PIECES.len()),
        Just(squares).prop_shuffle(),
        any::<bool>(),
    )
        .prop_filter_map("a board the core accepts", |(keep, squares, gold)| {
            let mut board = [b' '; 64];
            for (i, (&p, &sq)) in PIECES.iter().zip(&squares).enumerate() {
                if keep[i] {
                    board[sq] = p;
                }
            }
            let board = String::from_utf8(board.to_vec()).ok()?;
            Position::from_short(&format!("{} [{board}]", if gold { 'g' } else { 's' })).ok()
        })
}

/// Turns: 1-4 steps with optional capture tokens, or a setup.
fn turn() -> impl Strategy<Value = Turn> {
    let step = (
        "[RCDHMErcdhme]",
        "[a-h]",
        "[1-8]",
        "[nsew]",
        any::<bool>(),
        "[RCDHMErcdhme]",
        "[a-h]",
        "[1-8]",
    )
        .prop_map(|(p, f, r, d, cap, cp, cf, cr)| {
            if cap {
                format!("{p}{f}{r}{d} {cp}{cf}{cr}x")
            } else {
                format!("{p}{f}{r}{d}")
            }
        });
    let mv = prop::collection::vec(step, 1..=4)
        .prop_filter_map("a move the notation accepts", |steps| {
            steps.join(" ").parse::<Turn>().ok()
        });
    let setup = prop::collection::vec(("[RCDHMErcdhme]", "[a-h]", "[1-8]"), 1..=16)
        .prop_filter_map("a setup the notation accepts", |ps| {
            let text: Vec<String> = ps.iter().map(|(p, f, r)| format!("{p}{f}{r}")).collect();
            text.join(" ").parse::<Setup>().ok().map(Turn::Setup)
        });
    prop_oneof![mv, setup]
}

fn controller_message() -> impl Strategy<Value = ControllerMessage> {
    prop_oneof![
        Just(ControllerMessage::Aei),
        Just(ControllerMessage::IsReady),
        Just(ControllerMessage::NewGame),
        Just(ControllerMessage::Stop),
        Just(ControllerMessage::Quit),
        any::<bool>().prop_map(|ponder| ControllerMessage::Go { ponder }),
        position().prop_map(|p| ControllerMessage::SetPosition(Box::new(p))),
        (word(), prop::option::of(text()))
            .prop_map(|(name, value)| ControllerMessage::SetOption { name, value }),
        turn().prop_map(ControllerMessage::MakeMove),
    ]
}

fn engine_message() -> impl Strategy<Value = EngineMessage> {
    let kind = prop::sample::select(vec![IdKind::Name, IdKind::Author, IdKind::Version]);
    prop_oneof![
        Just(EngineMessage::AeiOk),
        Just(EngineMessage::ReadyOk),
        any::<u32>().prop_map(EngineMessage::ProtocolVersion),
        (kind, text()).prop_map(|(kind, value)| EngineMessage::Id { kind, value }),
        Just(EngineMessage::BestMove(BestMove::Resign)),
        Just(EngineMessage::BestMove(BestMove::Empty)),
        turn().prop_map(|t| EngineMessage::BestMove(BestMove::Turn(t))),
        (word(), text()).prop_map(|(kind, value)| EngineMessage::Info { kind, value }),
        text().prop_map(EngineMessage::Log),
    ]
}

fn time_control() -> impl Strategy<Value = TimeControl> {
    let limit = prop_oneof![
        Just(GameLimit::None),
        (1u32..1_000_000).prop_map(GameLimit::Time),
        (1u32..500).prop_map(GameLimit::Turns),
    ];
    (
        0u32..200_000,
        0u32..200_000,
        0u32..=100,
        0u32..200_000,
        limit,
        0u32..100_000,
    )
        .prop_map(
            |(per_move, reserve, percent, max_reserve, limit, max_turn)| TimeControl {
                per_move,
                reserve,
                percent,
                max_reserve,
                limit,
                max_turn,
            },
        )
}

proptest! {
    #[test]
    fn controller_messages_round_trip(m in controller_message(), end in prop::sample::select(vec!["", "\n", "\r\n", "\r"])) {
        let line = m.to_string();
        prop_assert_eq!(format!("{line}{end}").parse::<ControllerMessage>(), Ok(m.clone()));
        prop_assert_eq!(line.parse::<ControllerMessage>().unwrap().to_string(), line);
    }

    #[test]
    fn engine_messages_round_trip(m in engine_message(), end in prop::sample::select(vec!["", "\n", "\r\n", "\r"])) {
        let line = m.to_string();
        prop_assert_eq!(format!("{line}{end}").parse::<EngineMessage>(), Ok(m.clone()));
        prop_assert_eq!(line.parse::<EngineMessage>().unwrap().to_string(), line);
    }

    #[test]
    fn time_controls_round_trip(tc in time_control()) {
        let text = tc.to_string();
        prop_assert_eq!(text.parse::<TimeControl>(), Ok(tc));
    }

    /// Any line: no panic, and what parses prints to a line that parses the same.
    #[test]
    fn any_line_parses_or_errs(line in "[ -~\t]{0,80}") {
        if let Ok(m) = line.parse::<ControllerMessage>() {
            prop_assert_eq!(m.to_string().parse::<ControllerMessage>(), Ok(m));
        }
        if let Ok(m) = line.parse::<EngineMessage>() {
            prop_assert_eq!(m.to_string().parse::<EngineMessage>(), Ok(m));
        }
        let _ = line.parse::<TimeControl>();
    }
}

/// `makemove` and `bestmove` read turns with the core's `FromStr for Turn`: a setup, a move
/// with capture tokens, and the core's error with its column within the field (counted by
/// hand: `Ra1 Rb9` has the bad square at byte 6).
#[test]
fn turns_are_the_cores() {
    let setup = Setup::standard(arimaa_rules::Color::Gold);
    let m: ControllerMessage = format!("makemove {setup}").parse().unwrap();
    assert_eq!(m, ControllerMessage::MakeMove(Turn::Setup(setup)));
    let m: EngineMessage = "bestmove Md2n Cc2n Md3n Cc3x".parse().unwrap();
    assert_eq!(
        m,
        EngineMessage::BestMove(BestMove::Turn(
            "Md2n Cc2n Md3n Cc3x".parse::<Turn>().unwrap()
        ))
    );
    let Err(MessageError::Notation { kind, source }) =
        "makemove Ra1 Rb9".parse::<ControllerMessage>()
    else {
        panic!("a notation error");
    };
    assert_eq!(
        (kind, source.column, source.expected),
        ("makemove", 6, "a square a1-h8")
    );
}
