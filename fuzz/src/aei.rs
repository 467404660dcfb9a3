//! Checks of the AEI fuzz targets (`arimaa-aei`): the message parsers (`aei_message`) and
//! the engine session loop (`aei_session`). Each panics with a message naming the broken
//! invariant; refusing bad input with an error is the expected behaviour.

use std::time::{Duration, Instant};

use arimaa_aei::{ControllerMessage, Engine, EngineId, EngineMessage, Search, run_session};
use arimaa_rules::{Game, NotatedMove, Setup, Turn};

/// The longest input (bytes) a check looks at.
pub const MAX_INPUT: usize = 16 * 1024;

/// Parse → print → parse gives the same message, and printing is canonical (a printed
/// message prints back to the same line).
fn check_line<M>(line: &str, what: &str)
where
    M: std::str::FromStr + std::fmt::Display + PartialEq + std::fmt::Debug,
{
    let Ok(m) = line.parse::<M>() else { return };
    let printed = m.to_string();
    assert!(
        !printed.contains(['\n', '\r']),
        "{what} {m:?} printed on more than one line: {printed:?}"
    );
    let again: M = printed.parse().unwrap_or_else(|_| {
        panic!("{what} {m:?} (from {line:?}) prints as {printed:?}, which does not parse")
    });
    assert_eq!(
        again, m,
        "{what}: {line:?} -> {printed:?} parses to another message"
    );
    assert_eq!(
        again.to_string(),
        printed,
        "{what}: printing is not canonical"
    );
}

/// Every line of the input (any line ending), parsed as a controller message and as an
/// engine message: no panic, and every accepted message round-trips exactly.
pub fn check_aei_message(data: &[u8]) {
    let data = &data[..data.len().min(MAX_INPUT)];
    let text = String::from_utf8_lossy(data);
    for line in text.split_inclusive('\n') {
        check_line::<ControllerMessage>(line, "controller message");
        check_line::<EngineMessage>(line, "engine message");
    }
}

/// An engine that answers at once: the standard setup, or the first legal move. It
/// checks that the session hands it a game that is not over and a deadline not before
/// the target.
struct FirstMove;

impl Engine for FirstMove {
    fn id(&self) -> EngineId {
        EngineId {
            name: "fuzz".into(),
            author: "arimaa-fuzz".into(),
            version: None,
        }
    }

    fn set_option(&mut self, name: &str, _value: Option<&str>) -> Result<(), String> {
        if name == "known" {
            Ok(())
        } else {
            Err(format!("unrecognized option {name}"))
        }
    }

    fn choose(&mut self, game: &Game, search: &Search<'_>) -> Option<Turn> {
        if let (Some(t), Some(d)) = (search.target(), search.deadline()) {
            assert!(
                t <= d,
                "the search target {t:?} is after its deadline {d:?}"
            );
        }
        if game.is_setup_phase() {
            return Some(Turn::Setup(Setup::standard(game.side_to_move())));
        }
        let mv = *game.legal_moves().first()?;
        Some(Turn::Move(NotatedMove {
            mv,
            ..NotatedMove::default()
        }))
    }
}

/// Runs one engine session on the input as the controller's lines: it ends (at `quit` or
/// the end of input) without a panic, quickly, and every line it writes is an AEI engine
/// message; it opens with `protocol-version 1` .. `aeiok` when the input starts with `aei`;
/// it answers at most one `bestmove` per `go`, and a `readyok` per `isready`.
pub fn check_aei_session(data: &[u8]) {
    let data = &data[..data.len().min(MAX_INPUT)];
    let start = Instant::now();
    let mut out = Vec::new();
    let result = run_session(FirstMove, data, &mut out);
    assert!(
        start.elapsed() < Duration::from_secs(20),
        "the session took {:?}",
        start.elapsed()
    );
    let text = String::from_utf8(out).expect("the session writes UTF-8");
    let lines: Vec<&str> = text.lines().collect();
    for line in &lines {
        let m: EngineMessage = line
            .parse()
            .unwrap_or_else(|e| panic!("the session wrote {line:?}, not AEI: {e}"));
        assert_eq!(
            m.to_string(),
            *line,
            "the session wrote a non-canonical line"
        );
    }
    // The controller's lines as the session reads them: up to the first that is not UTF-8.
    let inputs: Vec<Result<ControllerMessage, _>> = data
        .split_inclusive(|b| *b == b'\n')
        .map_while(|l| std::str::from_utf8(l).ok())
        .filter(|l| !l.trim().is_empty())
        .map(str::parse::<ControllerMessage>)
        .collect();
    if inputs.first() == Some(&Ok(ControllerMessage::Aei)) {
        assert_eq!(lines.first(), Some(&"protocol-version 1"), "{text}");
        assert!(lines.contains(&"aeiok"), "no aeiok: {text}");
    } else {
        assert!(
            !lines.contains(&"aeiok"),
            "aeiok without aei: {text} ({result:?})"
        );
    }
    let sent = |m: &ControllerMessage| inputs.iter().filter(|i| i.as_ref() == Ok(m)).count();
    let wrote = |p: &str| lines.iter().filter(|l| l.starts_with(p)).count();
    let gos = sent(&ControllerMessage::Go { ponder: false });
    let bestmoves = wrote("bestmove");
    assert!(
        bestmoves <= gos,
        "{bestmoves} bestmoves for {gos} go: {text}"
    );
    let readyoks = wrote("readyok");
    let readies = sent(&ControllerMessage::IsReady);
    assert!(
        readyoks <= readies,
        "{readyoks} readyok for {readies} isready"
    );
}
