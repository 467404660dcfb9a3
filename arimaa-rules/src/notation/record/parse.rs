//! Parsing records: the per-game text, an archive movelist field, an archive line, and a
//! whole text of either format.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::{
    GameRecord, MAX_LINE_BYTES, MAX_TURNS, RecordError, RecordErrorKind, RecordTurn, TurnAction,
    check_header_name, is_header_name,
};
use crate::error::NotationError;
use crate::{Capture, Color, Placement, Step};

impl GameRecord {
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
                    rec.headers.push_known(k.to_string(), v.to_string());
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
}

/// `Name: value` with a header name ([`is_header_name`]).
fn header_line(t: &str) -> Option<(&str, &str)> {
    let (k, v) = t.split_once(':')?;
    if is_header_name(k) {
        Some((k, v.trim()))
    } else {
        None
    }
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

/// Parses one archive line (already split from the file) given the header's field names
/// (as [`archive_fields`] reads them: each a header name ([`is_header_name`]) or
/// `movelist`).
///
/// # Errors
/// [`RecordErrorKind::FieldCount`] when the number of fields differs from the header's,
/// [`RecordErrorKind::Notation`] (column 0) for a field name other than `movelist` that is
/// no header name, or an error in the movelist.
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
            rec.headers
                .push(name.clone(), value.to_string())
                .map_err(|e| RecordError::notation(line_number, 0, e))?;
        }
        column += value.len() + 1;
    }
    Ok(rec)
}

/// The field names of an archive header line (`id`, `wusername`, …, `movelist`, …), for
/// [`parse_archive_line`]; `line` is the header's line number, for errors.
///
/// Every field other than `movelist` names a header of the records read, so it must be
/// a header name ([`is_header_name`]: one ASCII word starting with a letter, as every
/// arimaa.com column is): a record must read back from the per-game text it is written
/// as, where a name such as `1`, `1g`, `a:b` or an empty one would read as a turn, or not
/// at all.
///
/// # Errors
/// [`RecordErrorKind::MissingHeader`] when no field is named `movelist`;
/// [`RecordErrorKind::Notation`] (expecting [`HEADER_NAME`](super::HEADER_NAME), at the
/// field's column) for the first other field that is no header name.
pub fn archive_fields(header: &str, line: u32) -> Result<Vec<String>, RecordError> {
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
    let mut column = 1;
    for f in &fields {
        if f != "movelist" {
            check_header_name(f).map_err(|e| RecordError::notation(line, column, e))?;
        }
        column += f.len() as u32 + 1;
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
