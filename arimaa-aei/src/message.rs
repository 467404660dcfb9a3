//! AEI messages in both directions, parsed from and printed to single lines.
//!
//! A message is one line; its type is the text up to the first space (AEI_PROTOCOL.md,
//! "General Operation"). [`ControllerMessage`] covers what a controller sends (`aei`,
//! `isready`, `newgame`, `setposition`, `setoption`, `makemove`, `go`, `stop`, `quit`),
//! [`EngineMessage`] what an engine answers (`protocol-version`, `id`, `aeiok`, `readyok`,
//! `bestmove`, `info`, `log`).
//!
//! Parsing accepts any line ending (`\n`, `\r\n`, `\r`) and refuses a line break inside the
//! line and unknown or malformed messages with a [`MessageError`] naming the message type
//! and what is wrong. Printing writes the canonical line (no line ending), and
//! `parse(print(m)) == m` for every message; a canonical line (single spaces) prints back
//! exactly as it was read. Positions and moves are parsed by `arimaa-rules` (the AEI short
//! form, arimaa.com step and placement notation).

use core::fmt;
use core::str::FromStr;

use arimaa_rules::{NotationError, Position, Turn};

/// Why a line is not an AEI message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MessageError {
    /// The line is empty (or only a line ending).
    #[error("empty line: an AEI message starts with its type")]
    Empty,
    /// A line break (`\n` or `\r`) before the end of the text: one message is one line,
    /// and a line break inside would print as two lines.
    #[error("line break inside the message {0:?}: an AEI message is one line")]
    LineBreak(String),
    /// The first word is not a message type of this direction.
    #[error("unknown message type {0:?}")]
    Unknown(String),
    /// The message type is known but the rest of the line is not what it needs.
    #[error("malformed {kind} message: expected {expected}, found {found:?}")]
    Malformed {
        /// The message type (`setposition`, `bestmove`, ...).
        kind: &'static str,
        /// What the protocol requires there.
        expected: &'static str,
        /// The text found instead.
        found: String,
    },
    /// A position or move in the message is not valid notation (column within the field).
    #[error("malformed {kind} message: {source}")]
    Notation {
        /// The message type.
        kind: &'static str,
        /// The core's notation error.
        source: NotationError,
    },
}

/// Strips one line ending (`\n`, `\r\n` or `\r`); a line break left inside is an error.
fn strip_line_end(line: &str) -> Result<&str, MessageError> {
    let stripped = line.strip_suffix('\n').unwrap_or(line);
    let stripped = stripped.strip_suffix('\r').unwrap_or(stripped);
    if stripped.contains(['\n', '\r']) {
        return Err(MessageError::LineBreak(stripped.to_string()));
    }
    Ok(stripped)
}

/// Splits `type rest`: the type up to the first space, and the rest after that space.
fn split_type(line: &str) -> (&str, Option<&str>) {
    match line.split_once(' ') {
        Some((t, rest)) => (t, Some(rest)),
        None => (line, None),
    }
}

fn malformed(kind: &'static str, expected: &'static str, found: &str) -> MessageError {
    MessageError::Malformed {
        kind,
        expected,
        found: found.to_string(),
    }
}

/// A message from a controller to an engine.
///
/// ```
/// use arimaa_aei::ControllerMessage;
/// let m: ControllerMessage = "setoption name tcmove value 30\r\n".parse().unwrap();
/// assert_eq!(m, ControllerMessage::SetOption { name: "tcmove".into(), value: Some("30".into()) });
/// assert_eq!(m.to_string(), "setoption name tcmove value 30");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ControllerMessage {
    /// `aei`: opens the session.
    Aei,
    /// `isready`: ping; the engine answers `readyok`.
    IsReady,
    /// `newgame`: an empty board, gold to set up.
    NewGame,
    /// `setposition <side> [<64 squares>]`: the AEI short form (side `g`/`s`, squares a8..h8
    /// down to a1..h1, a space or `.` for an empty square).
    SetPosition(Box<Position>),
    /// `setoption name <id> [value <x>]`; the id is one word, the value the rest of the line.
    SetOption {
        /// The option's name (`tcmove`, `hash`, ...).
        name: String,
        /// Its value, if given.
        value: Option<String>,
    },
    /// `makemove <steps>`: a move (steps, capture tokens allowed) or a setup (placements).
    MakeMove(Turn),
    /// `go` or `go ponder`.
    Go {
        /// `true` for `go ponder`.
        ponder: bool,
    },
    /// `stop`: end the search and answer with `bestmove`.
    Stop,
    /// `quit`: end the session.
    Quit,
}

impl FromStr for ControllerMessage {
    type Err = MessageError;

    /// Parses one line (with or without its line ending).
    ///
    /// # Errors
    /// [`MessageError`]: empty line, unknown type, or the arguments of a known type.
    fn from_str(line: &str) -> Result<ControllerMessage, MessageError> {
        let line = strip_line_end(line)?;
        let (kind, rest) = split_type(line);
        let bare = |m: ControllerMessage, name: &'static str| match rest {
            None => Ok(m),
            Some(r) => Err(malformed(name, "nothing after the message type", r)),
        };
        match kind {
            "" => Err(MessageError::Empty),
            "aei" => bare(ControllerMessage::Aei, "aei"),
            "isready" => bare(ControllerMessage::IsReady, "isready"),
            "newgame" => bare(ControllerMessage::NewGame, "newgame"),
            "stop" => bare(ControllerMessage::Stop, "stop"),
            "quit" => bare(ControllerMessage::Quit, "quit"),
            "go" => match rest {
                None => Ok(ControllerMessage::Go { ponder: false }),
                Some("ponder") => Ok(ControllerMessage::Go { ponder: true }),
                Some(r) => Err(malformed("go", "nothing or `ponder`", r)),
            },
            "setposition" => {
                let r = rest.unwrap_or("");
                Position::from_short(r)
                    .map(|p| ControllerMessage::SetPosition(Box::new(p)))
                    .map_err(|source| MessageError::Notation {
                        kind: "setposition",
                        source,
                    })
            }
            "setoption" => parse_setoption(rest.unwrap_or("")),
            "makemove" => {
                let r = rest.unwrap_or("");
                r.parse::<Turn>()
                    .map(ControllerMessage::MakeMove)
                    .map_err(|source| MessageError::Notation {
                        kind: "makemove",
                        source,
                    })
            }
            other => Err(MessageError::Unknown(other.to_string())),
        }
    }
}

fn parse_setoption(rest: &str) -> Result<ControllerMessage, MessageError> {
    let Some(after) = rest.strip_prefix("name ") else {
        return Err(malformed("setoption", "`name <id>`", rest));
    };
    let (name, value) = match after.split_once(' ') {
        None => (after, None),
        Some((name, v)) => match v.strip_prefix("value ") {
            Some(value) => (name, Some(value)),
            None if v == "value" => (name, Some("")),
            None => return Err(malformed("setoption", "`value <x>` after the name", v)),
        },
    };
    if name.is_empty() {
        return Err(malformed("setoption", "an option name", after));
    }
    Ok(ControllerMessage::SetOption {
        name: name.to_string(),
        value: value.map(str::to_string),
    })
}

impl fmt::Display for ControllerMessage {
    /// Writes the canonical line, without a line ending.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ControllerMessage::Aei => f.write_str("aei"),
            ControllerMessage::IsReady => f.write_str("isready"),
            ControllerMessage::NewGame => f.write_str("newgame"),
            ControllerMessage::SetPosition(p) => write!(f, "setposition {}", p.to_short()),
            ControllerMessage::SetOption { name, value: None } => {
                write!(f, "setoption name {name}")
            }
            ControllerMessage::SetOption {
                name,
                value: Some(v),
            } => write!(f, "setoption name {name} value {v}"),
            ControllerMessage::MakeMove(t) => write!(f, "makemove {t}"),
            ControllerMessage::Go { ponder: false } => f.write_str("go"),
            ControllerMessage::Go { ponder: true } => f.write_str("go ponder"),
            ControllerMessage::Stop => f.write_str("stop"),
            ControllerMessage::Quit => f.write_str("quit"),
        }
    }
}

/// The kind of an `id` message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IdKind {
    /// `id name <engine name>`.
    Name,
    /// `id author <author>`.
    Author,
    /// `id version <version>`.
    Version,
}

impl IdKind {
    /// The protocol word: `name`, `author` or `version`.
    pub const fn as_str(self) -> &'static str {
        match self {
            IdKind::Name => "name",
            IdKind::Author => "author",
            IdKind::Version => "version",
        }
    }
}

/// What an engine answers to `go`/`stop`: a turn, `resign`, or nothing (an empty
/// `bestmove`, which AEI's `simple_engine` sends when it has no move).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BestMove {
    /// A setup or a move.
    Turn(Turn),
    /// `bestmove resign` (accepted by AEI's controllers: the engine resigns).
    Resign,
    /// `bestmove` with no steps.
    Empty,
}

impl fmt::Display for BestMove {
    /// Writes the turn, `resign`, or nothing.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BestMove::Turn(t) => t.fmt(f),
            BestMove::Resign => f.write_str("resign"),
            BestMove::Empty => Ok(()),
        }
    }
}

/// A message from an engine to a controller.
///
/// ```
/// use arimaa_aei::{EngineMessage, IdKind};
/// let m: EngineMessage = "id name OpFor\n".parse().unwrap();
/// assert_eq!(m, EngineMessage::Id { kind: IdKind::Name, value: "OpFor".into() });
/// let info: EngineMessage = "info pv Ee2n Ee3n b ed7s".parse().unwrap();
/// assert_eq!(info.to_string(), "info pv Ee2n Ee3n b ed7s");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineMessage {
    /// `protocol-version <n>` (AEI is version 1).
    ProtocolVersion(u32),
    /// `id name|author|version <value>` (the value is the rest of the line).
    Id {
        /// Which identifier.
        kind: IdKind,
        /// Its value.
        value: String,
    },
    /// `aeiok`: the end of the opening phase.
    AeiOk,
    /// `readyok`: the answer to `isready`.
    ReadyOk,
    /// `bestmove <move>`.
    BestMove(BestMove),
    /// `info <type> <value>`: `score`, `depth`, `nodes`, `pv`, `time`, `currmovenumber`,
    /// or any other type (one word); the value is the rest of the line.
    Info {
        /// The info type.
        kind: String,
        /// The value (may be empty).
        value: String,
    },
    /// `log <text>` (`Error:`, `Warning:`, `Debug:` prefixes have special meaning).
    Log(String),
}

impl FromStr for EngineMessage {
    type Err = MessageError;

    /// Parses one line (with or without its line ending).
    ///
    /// # Errors
    /// [`MessageError`]: empty line, unknown type, or the arguments of a known type.
    fn from_str(line: &str) -> Result<EngineMessage, MessageError> {
        let line = strip_line_end(line)?;
        let (kind, rest) = split_type(line);
        match kind {
            "" => Err(MessageError::Empty),
            "aeiok" | "readyok" => match rest {
                None if kind == "aeiok" => Ok(EngineMessage::AeiOk),
                None => Ok(EngineMessage::ReadyOk),
                Some(r) => Err(malformed(
                    if kind == "aeiok" { "aeiok" } else { "readyok" },
                    "nothing after the message type",
                    r,
                )),
            },
            "protocol-version" => {
                let r = rest.unwrap_or("");
                match r.parse::<u32>() {
                    Ok(n) if !r.starts_with('+') && n.to_string() == r => {
                        Ok(EngineMessage::ProtocolVersion(n))
                    }
                    _ => Err(malformed("protocol-version", "a version number", r)),
                }
            }
            "id" => {
                let r = rest.unwrap_or("");
                let (k, value) = r.split_once(' ').unwrap_or((r, ""));
                let kind = match k {
                    "name" => IdKind::Name,
                    "author" => IdKind::Author,
                    "version" => IdKind::Version,
                    _ => return Err(malformed("id", "`name`, `author` or `version`", r)),
                };
                Ok(EngineMessage::Id {
                    kind,
                    value: value.to_string(),
                })
            }
            "bestmove" => match rest {
                None => Ok(EngineMessage::BestMove(BestMove::Empty)),
                Some("resign") => Ok(EngineMessage::BestMove(BestMove::Resign)),
                Some(r) => r
                    .parse::<Turn>()
                    .map(|t| EngineMessage::BestMove(BestMove::Turn(t)))
                    .map_err(|source| MessageError::Notation {
                        kind: "bestmove",
                        source,
                    }),
            },
            "info" => {
                let r = rest.unwrap_or("");
                let (k, value) = r.split_once(' ').unwrap_or((r, ""));
                if k.is_empty() {
                    return Err(malformed("info", "an info type", r));
                }
                Ok(EngineMessage::Info {
                    kind: k.to_string(),
                    value: value.to_string(),
                })
            }
            "log" => Ok(EngineMessage::Log(rest.unwrap_or("").to_string())),
            other => Err(MessageError::Unknown(other.to_string())),
        }
    }
}

impl fmt::Display for EngineMessage {
    /// Writes the canonical line, without a line ending.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineMessage::ProtocolVersion(n) => write!(f, "protocol-version {n}"),
            EngineMessage::Id { kind, value } if value.is_empty() => {
                write!(f, "id {}", kind.as_str())
            }
            EngineMessage::Id { kind, value } => write!(f, "id {} {value}", kind.as_str()),
            EngineMessage::AeiOk => f.write_str("aeiok"),
            EngineMessage::ReadyOk => f.write_str("readyok"),
            EngineMessage::BestMove(BestMove::Empty) => f.write_str("bestmove"),
            EngineMessage::BestMove(m) => write!(f, "bestmove {m}"),
            EngineMessage::Info { kind, value } if value.is_empty() => write!(f, "info {kind}"),
            EngineMessage::Info { kind, value } => write!(f, "info {kind} {value}"),
            EngineMessage::Log(text) if text.is_empty() => f.write_str("log"),
            EngineMessage::Log(text) => write!(f, "log {text}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line of the two example sessions of AEI_PROTOCOL.md that this module covers
    /// (controller lines and engine lines), which must print back exactly.
    #[test]
    fn protocol_examples_round_trip() {
        let ctl = [
            "aei",
            "isready",
            "setoption name depth value 6",
            "newgame",
            "setposition g [rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR]",
            "go",
            "quit",
            "setoption name opponent value bot_Clueless2009Blitz",
            "makemove Rh1 Rg1 Rf1 Rc1 Rb1 Ra1 Rh2 Ra2 Ce1 Cf2 Dd1 Dc2 Hg2 Hb2 Md2 Ee2",
            "go ponder",
            "makemove hb7s hg7s ed7s dd8s",
        ];
        for line in ctl {
            let m: ControllerMessage = line.parse().unwrap();
            assert_eq!(m.to_string(), line);
        }
        let eng = [
            "protocol-version 1",
            "id name OpFor",
            "id author Janzert",
            "aeiok",
            "readyok",
            "log Set transposition table size to 10MB (187245 entries)",
            "info depth 10+",
            "info pv Ee2n Ee3n Ee4n Ee5n b ed7s me7w",
            "info score 65",
            "bestmove Ee2n Ee3n Ee4n Ee5n",
            "bestmove Rh1 Rg1 Rf1 Rc1 Rb1 Ra1 Rh2 Ra2 Ce1 Cf2 Dd1 Dc2 Hg2 Hb2 Md2 Ee2",
            "log Searched 0 nodes, -nan nps, 0 tthits.",
        ];
        for line in eng {
            let m: EngineMessage = line.parse().unwrap();
            assert_eq!(m.to_string(), line);
        }
    }

    #[test]
    fn line_endings() {
        for end in ["", "\n", "\r\n", "\r"] {
            assert_eq!(
                format!("go ponder{end}").parse::<ControllerMessage>(),
                Ok(ControllerMessage::Go { ponder: true })
            );
            assert_eq!(
                format!("readyok{end}").parse::<EngineMessage>(),
                Ok(EngineMessage::ReadyOk)
            );
        }
    }

    #[test]
    fn a_line_break_inside_is_refused() {
        // Found by the fuzz target `aei_message`: `id name a\rb` printed as two lines.
        assert_eq!(
            "id name sha\rrp\n".parse::<EngineMessage>(),
            Err(MessageError::LineBreak("id name sha\rrp".into()))
        );
        assert_eq!(
            "isready\ngo".parse::<ControllerMessage>(),
            Err(MessageError::LineBreak("isready\ngo".into()))
        );
    }

    #[test]
    fn errors_name_the_message() {
        assert_eq!("".parse::<ControllerMessage>(), Err(MessageError::Empty));
        assert_eq!(
            "hello there".parse::<ControllerMessage>(),
            Err(MessageError::Unknown("hello".into()))
        );
        // `bestmove` is an engine message, not a controller one.
        assert_eq!(
            "bestmove Ee2n".parse::<ControllerMessage>(),
            Err(MessageError::Unknown("bestmove".into()))
        );
        let e = "go fast".parse::<ControllerMessage>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "malformed go message: expected nothing or `ponder`, found \"fast\""
        );
        let e = "protocol-version one".parse::<EngineMessage>().unwrap_err();
        assert!(
            matches!(
                e,
                MessageError::Malformed {
                    kind: "protocol-version",
                    ..
                }
            ),
            "{e}"
        );
        let e = "bestmove Ed2x".parse::<EngineMessage>().unwrap_err();
        assert!(
            matches!(
                e,
                MessageError::Notation {
                    kind: "bestmove",
                    ..
                }
            ),
            "{e}"
        );
        let e = "setposition g [rrr]"
            .parse::<ControllerMessage>()
            .unwrap_err();
        assert!(
            matches!(
                e,
                MessageError::Notation {
                    kind: "setposition",
                    ..
                }
            ),
            "{e}"
        );
        let e = "setoption tcmove 3"
            .parse::<ControllerMessage>()
            .unwrap_err();
        assert!(
            matches!(
                e,
                MessageError::Malformed {
                    kind: "setoption",
                    ..
                }
            ),
            "{e}"
        );
        let e = "id nick x".parse::<EngineMessage>().unwrap_err();
        assert!(
            matches!(e, MessageError::Malformed { kind: "id", .. }),
            "{e}"
        );
    }

    #[test]
    fn bestmove_forms() {
        assert_eq!(
            "bestmove".parse::<EngineMessage>(),
            Ok(EngineMessage::BestMove(BestMove::Empty))
        );
        assert_eq!(
            "bestmove resign".parse::<EngineMessage>(),
            Ok(EngineMessage::BestMove(BestMove::Resign))
        );
        let m: EngineMessage = "bestmove Md2n Cc2n Md3n Cc3x".parse().unwrap();
        let EngineMessage::BestMove(BestMove::Turn(Turn::Move(mv))) = m else {
            panic!("{m:?}")
        };
        assert_eq!(mv.mv.len(), 3);
    }
}
