//! Game records: the arimaa.com archive TSV (one game per line, 29 tab-separated fields)
//! and the per-game text format (`Name: value` headers, then one turn per line), and
//! replaying them into a [`Game`].
//!
//! Both formats share the movelist: turns labelled `1g`/`1w` (gold's setup), `1s`/`1b`,
//! `2g` …, each followed by its placements or steps and capture tokens; `<label> takeback`
//! undoes the previous turn; `<label> resign` resigns; a final label with nothing after it
//! names the side to move; a line that does not start with a digit continues the previous
//! turn. In the archive the turns of a movelist are separated by the two characters `\n`;
//! per-game files separate them by line breaks (and a line may itself hold a whole archive
//! movelist, as the `movelists/NNNNN.txt` files do).
//!
//! [`GameRecord::parse`] reads one per-game text; [`ArchiveReader`] streams an archive
//! file one game at a time from any `BufRead` (feature `std`); [`parse_records`] detects the
//! format of a whole text.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use crate::error::NotationError;
use crate::game::{Game, GameOptions, Turn};
use crate::notation::PlayError;
use crate::outcome::{Outcome, Termination};
use crate::{Capture, Color, Placement, Step};

/// The most turns a record may have (a bound against hostile input).
pub const MAX_TURNS: usize = 10_000;
/// The longest line a reader accepts, in bytes (archive lines with server logs are long).
pub const MAX_LINE_BYTES: usize = 16 << 20;

/// 2008-07-01 00:00 UTC in seconds since 1970: games before it were played under the old
/// end-of-game rules (third repetition lost, both sides out of rabbits drew, a side out of
/// rabbits did not end the game) on a server that did not enforce the end of the game.
pub const RULES_2008_START: u64 = 1_214_870_400;

/// What a turn line of a movelist does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TurnAction {
    /// Plays its text: a setup or a move.
    Play,
    /// `takeback`: undoes the previous turn.
    Takeback,
    /// `resign`: the side of the label resigns.
    Resign,
    /// Nothing after the label (the side to move at the end of the record).
    Empty,
}

/// One turn line of a movelist, with where it starts in the input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordTurn {
    /// The move number of the label.
    pub number: u32,
    /// The colour of the label (`g`/`w` gold, `s`/`b` silver).
    pub color: Color,
    /// What the line does.
    pub action: TurnAction,
    /// The tokens after the label (placements, or steps and capture tokens), joined by
    /// single spaces; empty unless `action` is [`TurnAction::Play`].
    pub text: String,
    /// The input line (1-based).
    pub line: u32,
    /// The column (1-based, bytes) of the label.
    pub column: u32,
}

impl RecordTurn {
    /// The label as written in our notation, e.g. `12g`.
    pub fn label(&self) -> String {
        alloc::format!("{}{}", self.number, self.color.char())
    }
}

/// A game record: header fields and the turns of its movelist.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameRecord {
    /// Header fields in input order: the archive columns other than `movelist`
    /// (`id`, `wusername`, `result`, `termination`, …) or the per-game `Name: value` lines.
    pub headers: Vec<(String, String)>,
    /// The turn lines, in order (takebacks and resignations included).
    pub turns: Vec<RecordTurn>,
    /// Lines of a per-game file that are neither headers nor turns (e.g. a bot's log
    /// lines), with their line numbers; ignored by replay.
    pub notes: Vec<(u32, String)>,
}

/// Why a record could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// The text does not follow the record format.
    Notation(NotationError),
    /// Reading failed.
    Io(String),
    /// The input is not UTF-8.
    InvalidUtf8,
    /// A line is longer than [`MAX_LINE_BYTES`].
    LineTooLong,
    /// A record has more than [`MAX_TURNS`] turns.
    TooManyTurns,
    /// An archive line does not have as many fields as the header line.
    FieldCount {
        /// Fields in the header line.
        expected: usize,
        /// Fields in this line.
        found: usize,
    },
    /// An archive file must start with a header line naming its fields, including `movelist`.
    MissingHeader,
    /// The text has neither a `Name: value` header nor a turn line: it is not a game record.
    NotARecord,
}

/// A record that could not be read: where (line, column; 1-based) and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    /// The input line (1-based).
    pub line: u32,
    /// The column (1-based, bytes); 0 when the whole line is concerned.
    pub column: u32,
    /// What is wrong.
    pub kind: RecordErrorKind,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}", self.line)?;
        if self.column > 0 {
            write!(f, ", column {}", self.column)?;
        }
        f.write_str(": ")?;
        match &self.kind {
            RecordErrorKind::Notation(e) => {
                write!(f, "expected {}, found {:?}", e.expected, e.found)
            }
            RecordErrorKind::Io(e) => write!(f, "read error: {}", e),
            RecordErrorKind::InvalidUtf8 => f.write_str("the text is not valid UTF-8"),
            RecordErrorKind::LineTooLong => write!(f, "line longer than {} bytes", MAX_LINE_BYTES),
            RecordErrorKind::TooManyTurns => {
                write!(f, "more than {} turns in one record", MAX_TURNS)
            }
            RecordErrorKind::FieldCount { expected, found } => {
                write!(
                    f,
                    "{} tab-separated fields, the header has {}",
                    found, expected
                )
            }
            RecordErrorKind::MissingHeader => f.write_str(
                "an archive file starts with a header line of field names including movelist",
            ),
            RecordErrorKind::NotARecord => f.write_str(
                "not a game record: no `Name: value` header and no turn line such as `1g Ra1 ...`",
            ),
        }
    }
}

impl core::error::Error for RecordError {}

impl RecordError {
    fn notation(line: u32, column: u32, e: NotationError) -> RecordError {
        RecordError {
            line,
            column,
            kind: RecordErrorKind::Notation(e),
        }
    }
}

/// A record whose replay stopped at an illegal turn.
#[derive(Debug, Clone)]
pub struct ReplayError {
    /// The label of the turn in our notation (`g`/`s`), e.g. `15g` for a record's `15w`.
    pub label: String,
    /// The input line (1-based).
    pub line: u32,
    /// The column (1-based) of the turn's label.
    pub column: u32,
    /// Why the turn was refused.
    pub kind: ReplayErrorKind,
    /// The game as it stood before the refused turn.
    pub game: alloc::boxed::Box<Game>,
}

/// Why a turn of a record was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayErrorKind {
    /// The setup or move is not notation or breaks a rule.
    Play(PlayError),
    /// The label is not the turn that comes next.
    Label {
        /// The label expected next (our notation).
        expected: String,
    },
    /// A takeback with nothing to take back.
    NothingToTakeBack,
}

impl ReplayErrorKind {
    /// A short, stable rule name: that of the play error, `label` or `nothing_to_take_back`.
    pub fn rule(&self) -> &'static str {
        match self {
            ReplayErrorKind::Play(e) => e.rule(),
            ReplayErrorKind::Label { .. } => "label",
            ReplayErrorKind::NothingToTakeBack => "nothing_to_take_back",
        }
    }
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} (line {}, column {}): ",
            self.label, self.line, self.column
        )?;
        match &self.kind {
            ReplayErrorKind::Play(e) => e.fmt(f),
            ReplayErrorKind::Label { expected } => {
                write!(f, "label: expected the turn {} here", expected)
            }
            ReplayErrorKind::NothingToTakeBack => {
                f.write_str("nothing_to_take_back: no turn to take back")
            }
        }
    }
}

impl core::error::Error for ReplayError {}

/// A replayed record.
#[derive(Debug, Clone)]
pub struct Replay {
    /// The game after the last turn (its result is the rules' result, or else the
    /// recorded result).
    pub game: Game,
    /// The result by the rules after the last played move, if the board decides one.
    pub rules_outcome: Option<Outcome>,
    /// How many takebacks the record applied.
    pub takebacks: usize,
    /// The side that resigned, if the record ends with a resignation.
    pub resigned: Option<Color>,
}

impl GameRecord {
    /// The value of header `name` (case-insensitive), if present and not empty.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, v)| k.eq_ignore_ascii_case(name) && !v.is_empty())
            .map(|(_, v)| v.as_str())
    }

    /// The game id: the archive `id` column or the per-game `GameId` header.
    pub fn id(&self) -> Option<&str> {
        self.header("id").or_else(|| self.header("GameId"))
    }

    /// Whether the archive flags the record as corrupt (`corrupt` column = 1).
    pub fn is_corrupt(&self) -> bool {
        self.header("corrupt") == Some("1")
    }

    /// The recorded result: archive columns `result` (`w`/`b`) and `termination`, or the
    /// per-game headers `ResultCode` and `ReasonCode`.
    pub fn recorded_outcome(&self) -> Option<Outcome> {
        let parse = |winner: &str, reason: &str| {
            let winner = Color::from_char(winner.trim().chars().next()?)?;
            let termination =
                Termination::from_letter(reason.trim().chars().next()?.to_ascii_lowercase())?;
            Some(Outcome {
                winner,
                termination,
            })
        };
        let pair = |w, r| parse(self.header(w)?, self.header(r)?);
        pair("ResultCode", "ReasonCode").or_else(|| pair("result", "termination"))
    }

    /// When the game started, in seconds since 1970-01-01 UTC: the archive `startts`
    /// column, if present.
    pub fn start_time(&self) -> Option<u64> {
        self.header("startts")?.trim().parse().ok()
    }

    /// Whether the record says the game was played before 2008-07-01 ([`RULES_2008_START`]):
    /// from the archive `startts` column, or a per-game `Date` header (`YYYY.MM.DD`,
    /// `YYYY-MM-DD` or `YYYY/MM/DD`). `None` when the record does not say.
    pub fn played_before_rules_change(&self) -> Option<bool> {
        if let Some(t) = self.start_time() {
            return Some(t < RULES_2008_START);
        }
        let date = self.header("Date")?;
        let mut parts = date
            .split(['.', '-', '/'])
            .map(|p| p.trim().parse::<u32>().ok());
        let (y, m, d) = (parts.next()??, parts.next()??, parts.next()??);
        Some((y, m, d) < (2008, 7, 1))
    }

    /// The options the record should be replayed with by default: lenient (step legality
    /// only, as the server then did) for games played before 2008-07-01, when the
    /// end-of-game rules changed and the server began enforcing them
    /// ([`GameRecord::played_before_rules_change`]); strict for later games and for records
    /// that do not say when they were played.
    pub fn default_options(&self) -> GameOptions {
        let lenient = self.played_before_rules_change() == Some(true);
        GameOptions {
            lenient,
            ..GameOptions::default()
        }
    }

    /// Parses one per-game text: `Name: value` header lines, then turn lines (a line may
    /// also hold a whole archive movelist with `\n` separators). Lines that are neither are
    /// kept in [`GameRecord::notes`].
    ///
    /// # Errors
    /// [`RecordError`] with line and column: a malformed label, more than [`MAX_TURNS`]
    /// turns, a line longer than [`MAX_LINE_BYTES`], or a text with neither a header nor a
    /// turn line ([`RecordErrorKind::NotARecord`]).
    ///
    /// ```
    /// use arimaa_rules::notation::record::GameRecord;
    /// let rec = GameRecord::parse("Event: test\n1g Ra1 Rb1\n1s ra8\n2g Ra1n\n2s").unwrap();
    /// assert_eq!(rec.header("event"), Some("test"));
    /// assert_eq!(rec.turns.len(), 4);
    /// ```
    pub fn parse(text: &str) -> Result<GameRecord, RecordError> {
        let mut rec = GameRecord::default();
        for (i, line) in text.lines().enumerate() {
            let ln = i as u32 + 1;
            if line.len() > MAX_LINE_BYTES {
                return Err(RecordError {
                    line: ln,
                    column: 0,
                    kind: RecordErrorKind::LineTooLong,
                });
            }
            let t = line.trim();
            if t.is_empty() {
                continue;
            }
            if rec.turns.is_empty() {
                if let Some((k, v)) = header_line(t) {
                    rec.headers.push((k.to_string(), v.to_string()));
                    continue;
                }
            }
            let continues_turn = looks_like_tokens(t) && !rec.turns.is_empty();
            if !t.as_bytes()[0].is_ascii_digit() && !continues_turn {
                rec.notes.push((ln, t.to_string()));
                continue;
            }
            push_movelist(&mut rec, line, ln, 0)?;
        }
        if rec.turns.is_empty() && rec.headers.is_empty() {
            return Err(RecordError {
                line: 1,
                column: 0,
                kind: RecordErrorKind::NotARecord,
            });
        }
        Ok(rec)
    }

    /// Parses an archive `movelist` field (turns separated by the two characters `\n`)
    /// into a record with no headers; `line` and `column` say where the field starts.
    ///
    /// # Errors
    /// As [`GameRecord::parse`].
    pub fn parse_movelist(
        movelist: &str,
        line: u32,
        column: u32,
    ) -> Result<GameRecord, RecordError> {
        let mut rec = GameRecord::default();
        push_movelist(&mut rec, movelist, line, column.saturating_sub(1) as usize)?;
        Ok(rec)
    }

    /// Replays the record: checks each label, applies takebacks, plays every setup and
    /// move by the rules of `options`, and records a resignation.
    ///
    /// # Errors
    /// [`ReplayError`] at the first refused turn, naming its label, place and rule, with
    /// the game as it stood before it.
    pub fn replay(&self, options: GameOptions) -> Result<Replay, ReplayError> {
        let mut game = Game::with_options(options);
        let mut takebacks = 0;
        let mut resigned = None;
        for t in &self.turns {
            let fail = |game: &Game, kind| ReplayError {
                label: t.label(),
                line: t.line,
                column: t.column,
                kind,
                game: alloc::boxed::Box::new(game.clone()),
            };
            match t.action {
                TurnAction::Empty => {}
                TurnAction::Takeback => {
                    if game.takeback().is_none() {
                        return Err(fail(&game, ReplayErrorKind::NothingToTakeBack));
                    }
                    takebacks += 1;
                }
                TurnAction::Resign => {
                    // Only the side to move can resign: its label is checked like a move's.
                    if (t.number, t.color) != (game.move_number(), game.side_to_move()) {
                        let expected = game.next_label();
                        return Err(fail(&game, ReplayErrorKind::Label { expected }));
                    }
                    resigned = Some(t.color);
                }
                TurnAction::Play => {
                    if (t.number, t.color) != (game.move_number(), game.side_to_move()) {
                        let expected = game.next_label();
                        return Err(fail(&game, ReplayErrorKind::Label { expected }));
                    }
                    if let Err(e) = game.play_text(&t.text) {
                        return Err(fail(&game, ReplayErrorKind::Play(e)));
                    }
                }
            }
        }
        let rules_outcome = if game.is_setup_phase() {
            None
        } else {
            game.position().outcome_after_move()
        };
        let rules_outcome = game
            .outcome()
            .filter(|o| o.termination.is_decided_by_board())
            .or(rules_outcome);
        if game.outcome().is_none() {
            if let Some(side) = resigned {
                game.set_result(Some(Outcome {
                    winner: side.opponent(),
                    termination: Termination::Resignation,
                }));
            } else if let Some(o) = self
                .recorded_outcome()
                .filter(|o| !o.termination.is_decided_by_board())
            {
                game.set_result(Some(o));
            }
        }
        Ok(Replay {
            game,
            rules_outcome,
            takebacks,
            resigned,
        })
    }
}

/// `Name: value` with a one-word name.
fn header_line(t: &str) -> Option<(&str, &str)> {
    let (k, v) = t.split_once(':')?;
    let ok = !k.is_empty()
        && k.as_bytes()[0].is_ascii_alphabetic()
        && k.bytes()
            .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-');
    if ok { Some((k, v.trim())) } else { None }
}

/// Whether every token of `t` is a step, capture or placement.
fn looks_like_tokens(t: &str) -> bool {
    t.split_ascii_whitespace().all(|tok| {
        tok.parse::<Step>().is_ok()
            || tok.parse::<Capture>().is_ok()
            || tok.parse::<Placement>().is_ok()
    })
}

/// Splits `text` on the two characters `\n` and adds its turns to `rec`.
fn push_movelist(
    rec: &mut GameRecord,
    text: &str,
    line: u32,
    base: usize,
) -> Result<(), RecordError> {
    let mut offset = 0;
    for seg in text.split("\\n") {
        push_segment(rec, seg, line, base + offset)?;
        offset += seg.len() + 2;
    }
    Ok(())
}

fn push_segment(
    rec: &mut GameRecord,
    seg: &str,
    line: u32,
    offset: usize,
) -> Result<(), RecordError> {
    let lead = seg.len() - seg.trim_start().len();
    let t = seg.trim();
    if t.is_empty() {
        return Ok(());
    }
    let col = (offset + lead) as u32 + 1;
    if !t.as_bytes()[0].is_ascii_digit() {
        // A continuation of the previous turn.
        return match rec.turns.last_mut() {
            Some(prev) if prev.action == TurnAction::Play || prev.action == TurnAction::Empty => {
                if !prev.text.is_empty() {
                    prev.text.push(' ');
                }
                prev.text
                    .push_str(&t.split_ascii_whitespace().collect::<Vec<_>>().join(" "));
                prev.action = TurnAction::Play;
                Ok(())
            }
            _ => Err(RecordError::notation(
                line,
                col,
                NotationError::new(0, "a turn label such as 2g", t),
            )),
        };
    }
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    let number: u32 = t[..digits].parse().map_err(|_| {
        RecordError::notation(
            line,
            col,
            NotationError::new(0, "a move number", &t[..digits]),
        )
    })?;
    let color = t[digits..]
        .chars()
        .next()
        .and_then(Color::from_char)
        .ok_or_else(|| {
            RecordError::notation(
                line,
                col + digits as u32,
                NotationError::new(0, "a side letter g, s, w or b", &t[digits..]),
            )
        })?;
    let rest = &t[digits + 1..];
    if !rest.is_empty() && !rest.starts_with(|c: char| c.is_ascii_whitespace()) {
        return Err(RecordError::notation(
            line,
            col + digits as u32 + 1,
            NotationError::new(0, "a space after the turn label", rest),
        ));
    }
    let body: Vec<&str> = rest.split_ascii_whitespace().collect();
    let action = match body.as_slice() {
        [] => TurnAction::Empty,
        ["takeback"] => TurnAction::Takeback,
        ["resign"] => TurnAction::Resign,
        _ => TurnAction::Play,
    };
    if rec.turns.len() >= MAX_TURNS {
        return Err(RecordError {
            line,
            column: col,
            kind: RecordErrorKind::TooManyTurns,
        });
    }
    rec.turns.push(RecordTurn {
        number,
        color,
        action,
        text: if action == TurnAction::Play {
            body.join(" ")
        } else {
            String::new()
        },
        line,
        column: col,
    });
    Ok(())
}

/// Parses one archive line (already split from the file) given the header's field names.
///
/// # Errors
/// [`RecordErrorKind::FieldCount`] when the number of fields differs from the header's, or
/// an error in the movelist.
pub fn parse_archive_line(
    fields: &[String],
    line: &str,
    line_number: u32,
) -> Result<GameRecord, RecordError> {
    let values: Vec<&str> = line.split('\t').collect();
    if values.len() != fields.len() {
        return Err(RecordError {
            line: line_number,
            column: 0,
            kind: RecordErrorKind::FieldCount {
                expected: fields.len(),
                found: values.len(),
            },
        });
    }
    let mut rec = GameRecord::default();
    let mut column = 1usize;
    for (name, value) in fields.iter().zip(&values) {
        if name == "movelist" {
            push_movelist(&mut rec, value, line_number, column - 1)?;
        } else {
            rec.headers.push((name.clone(), value.to_string()));
        }
        column += value.len() + 1;
    }
    Ok(rec)
}

fn archive_fields(header: &str, line: u32) -> Result<Vec<String>, RecordError> {
    let fields: Vec<String> = header
        .trim_end_matches(['\r', '\n'])
        .split('\t')
        .map(str::to_string)
        .collect();
    if !fields.iter().any(|f| f == "movelist") {
        return Err(RecordError {
            line,
            column: 0,
            kind: RecordErrorKind::MissingHeader,
        });
    }
    Ok(fields)
}

/// Whether `first_line` is the header line of an archive TSV file.
pub fn is_archive_header(first_line: &str) -> bool {
    first_line.contains('\t') && first_line.split('\t').any(|f| f.trim_end() == "movelist")
}

/// Parses a whole text holding either an archive TSV file (detected by its header line)
/// or one per-game record.
///
/// # Errors
/// The first [`RecordError`].
pub fn parse_records(text: &str) -> Result<Vec<GameRecord>, RecordError> {
    let first = text.lines().next().unwrap_or("");
    if !is_archive_header(first) {
        return Ok(alloc::vec![GameRecord::parse(text)?]);
    }
    let fields = archive_fields(first, 1)?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate().skip(1) {
        if line.trim().is_empty() {
            continue;
        }
        out.push(parse_archive_line(
            &fields,
            line.trim_end_matches('\r'),
            i as u32 + 1,
        )?);
    }
    Ok(out)
}

#[cfg(feature = "std")]
pub use reader::{ArchiveReader, RecordReader};

#[cfg(feature = "std")]
mod reader {
    use super::*;
    use std::io::{BufRead, Read};

    /// Reads one line of at most [`MAX_LINE_BYTES`]; `Ok(None)` at the end of input.
    fn read_bounded_line<R: BufRead>(r: &mut R, line: u32) -> Result<Option<String>, RecordError> {
        let mut buf = Vec::new();
        let n = r
            .by_ref()
            .take(MAX_LINE_BYTES as u64 + 1)
            .read_until(b'\n', &mut buf)
            .map_err(|e| RecordError {
                line,
                column: 0,
                kind: RecordErrorKind::Io(e.to_string()),
            })?;
        if n == 0 {
            return Ok(None);
        }
        if buf.len() > MAX_LINE_BYTES {
            // Skip the rest of the line so the caller could go on.
            let mut sink = Vec::new();
            loop {
                sink.clear();
                let m = r
                    .by_ref()
                    .take(1 << 16)
                    .read_until(b'\n', &mut sink)
                    .unwrap_or(0);
                if m == 0 || sink.last() == Some(&b'\n') {
                    break;
                }
            }
            return Err(RecordError {
                line,
                column: 0,
                kind: RecordErrorKind::LineTooLong,
            });
        }
        while matches!(buf.last(), Some(b'\n' | b'\r')) {
            buf.pop();
        }
        String::from_utf8(buf).map(Some).map_err(|_| RecordError {
            line,
            column: 0,
            kind: RecordErrorKind::InvalidUtf8,
        })
    }

    /// Streams the games of an arimaa.com archive TSV file, one [`GameRecord`] per line,
    /// holding one line in memory at a time.
    ///
    /// ```
    /// use arimaa_rules::notation::record::ArchiveReader;
    /// let text = "id\tresult\ttermination\tmovelist\n7\tw\tr\t1w Ra1\\n1b ra8\\n2w resign\n";
    /// let games: Vec<_> = ArchiveReader::new(text.as_bytes()).unwrap().collect::<Result<_, _>>().unwrap();
    /// assert_eq!(games[0].id(), Some("7"));
    /// assert_eq!(games[0].turns.len(), 3);
    /// ```
    pub struct ArchiveReader<R> {
        reader: R,
        fields: Vec<String>,
        line: u32,
    }

    impl<R: BufRead> ArchiveReader<R> {
        /// Reads the header line.
        ///
        /// # Errors
        /// [`RecordErrorKind::MissingHeader`] if the first line does not name the fields, or a
        /// read error.
        pub fn new(mut reader: R) -> Result<ArchiveReader<R>, RecordError> {
            let header = read_bounded_line(&mut reader, 1)?.ok_or(RecordError {
                line: 1,
                column: 0,
                kind: RecordErrorKind::MissingHeader,
            })?;
            let fields = archive_fields(&header, 1)?;
            Ok(ArchiveReader {
                reader,
                fields,
                line: 1,
            })
        }

        /// The field names of the header line.
        pub fn fields(&self) -> &[String] {
            &self.fields
        }

        pub(super) fn with_header(
            reader: R,
            header: &str,
        ) -> Result<ArchiveReader<R>, RecordError> {
            Ok(ArchiveReader {
                reader,
                fields: archive_fields(header, 1)?,
                line: 1,
            })
        }
    }

    impl<R: BufRead> Iterator for ArchiveReader<R> {
        type Item = Result<GameRecord, RecordError>;

        fn next(&mut self) -> Option<Self::Item> {
            loop {
                self.line += 1;
                let line = match read_bounded_line(&mut self.reader, self.line) {
                    Ok(Some(l)) => l,
                    Ok(None) => return None,
                    Err(e) => return Some(Err(e)),
                };
                if line.trim().is_empty() {
                    continue;
                }
                return Some(parse_archive_line(&self.fields, &line, self.line));
            }
        }
    }

    /// Reads records of either format from a `BufRead`, detecting it from the first line:
    /// an archive file is streamed game by game; anything else is read whole (at most
    /// 64 MiB) as one per-game record.
    pub enum RecordReader<R> {
        /// An archive TSV file.
        Archive(ArchiveReader<R>),
        /// One per-game record, not yet returned (or already returned: `None`).
        Single(Option<Result<GameRecord, RecordError>>),
    }

    impl<R: BufRead> RecordReader<R> {
        /// Detects the format and prepares to read.
        ///
        /// # Errors
        /// A read error or an over-long first line.
        pub fn new(mut reader: R) -> Result<RecordReader<R>, RecordError> {
            let first = read_bounded_line(&mut reader, 1)?.unwrap_or_default();
            if is_archive_header(&first) {
                return Ok(RecordReader::Archive(ArchiveReader::with_header(
                    reader, &first,
                )?));
            }
            let mut text = first;
            text.push('\n');
            let mut line = 1;
            while let Some(l) = read_bounded_line(&mut reader, line + 1)? {
                line += 1;
                if text.len() + l.len() > 4 * MAX_LINE_BYTES {
                    return Err(RecordError {
                        line,
                        column: 0,
                        kind: RecordErrorKind::LineTooLong,
                    });
                }
                text.push_str(&l);
                text.push('\n');
            }
            Ok(RecordReader::Single(Some(GameRecord::parse(&text))))
        }
    }

    impl<R: BufRead> Iterator for RecordReader<R> {
        type Item = Result<GameRecord, RecordError>;

        fn next(&mut self) -> Option<Self::Item> {
            match self {
                RecordReader::Archive(a) => a.next(),
                RecordReader::Single(s) => s.take(),
            }
        }
    }
}

impl Game {
    /// Parses a record (per-game text, or an archive text holding exactly one game) and
    /// replays it with the default strict options.
    ///
    /// # Errors
    /// A [`RecordError`] or [`ReplayError`], as text via [`FromRecordError`].
    pub fn from_record(text: &str) -> Result<Game, FromRecordError> {
        Game::from_record_with(text, GameOptions::default())
    }

    /// As [`Game::from_record`] with the given options.
    ///
    /// # Errors
    /// As [`Game::from_record`].
    pub fn from_record_with(text: &str, options: GameOptions) -> Result<Game, FromRecordError> {
        let mut records = parse_records(text).map_err(FromRecordError::Record)?;
        if records.len() != 1 {
            return Err(FromRecordError::GameCount(records.len()));
        }
        let rec = records.remove(0);
        Ok(rec
            .replay(options)
            .map_err(|e| FromRecordError::Replay(alloc::boxed::Box::new(e)))?
            .game)
    }

    /// Writes the game in the per-game text format (as `game100.txt` of the arimaa.com
    /// archive): `headers` as `Name: value` lines in the order given, then, when the game is
    /// over, `Result` (`1-0`/`0-1`), `Reason`, `ResultCode` (`g`/`s`) and `ReasonCode`; a
    /// blank line; then one line per turn (`1g Ra1 …`, `2g Ed2n …`, capture tokens
    /// included), ending with `<label> resign` after a resignation, or with the empty label
    /// of the side to move while the game goes on. [`GameRecord::parse`] reads it back, and
    /// [`GameRecord::replay`] restores the game and its result.
    pub fn to_record(&self, headers: &[(&str, &str)]) -> String {
        let mut s = String::new();
        for (k, v) in headers {
            s.push_str(&alloc::format!("{}: {}\n", k, v));
        }
        if let Some(o) = self.outcome() {
            let score = if o.winner == Color::Gold {
                "1-0"
            } else {
                "0-1"
            };
            s.push_str(&alloc::format!(
                "Result: {}\nReason: {}\nResultCode: {}\nReasonCode: {}\n",
                score,
                o.termination.name(),
                o.winner.char(),
                o.termination.letter()
            ));
        }
        if !s.is_empty() {
            s.push('\n');
        }
        for e in self.history() {
            s.push_str(&e.label());
            s.push(' ');
            match &e.turn {
                Turn::Setup(x) => s.push_str(&x.to_string()),
                Turn::Move(m) => s.push_str(&m.to_string()),
            }
            s.push('\n');
        }
        match self.outcome() {
            // The side to move resigned (a result set otherwise is in the headers only).
            Some(o)
                if o.termination == Termination::Resignation && o.winner != self.side_to_move() =>
            {
                s.push_str(&alloc::format!("{} resign\n", self.next_label()));
            }
            Some(_) => {}
            None => {
                s.push_str(&self.next_label());
                s.push('\n');
            }
        }
        s
    }
}

/// Why [`Game::from_record`] failed.
#[derive(Debug, Clone)]
pub enum FromRecordError {
    /// The text is not a record.
    Record(RecordError),
    /// The text holds this many games instead of one.
    GameCount(usize),
    /// A turn of the record was refused.
    Replay(alloc::boxed::Box<ReplayError>),
}

impl fmt::Display for FromRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FromRecordError::Record(e) => e.fmt(f),
            FromRecordError::GameCount(n) => write!(f, "expected one game record, found {}", n),
            FromRecordError::Replay(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for FromRecordError {}
