//! Game records from C: read a record (per-game text, an archive text or file, one archive
//! line), judge it with the core's verdict (`GameRecord::check`, the same as `arimaa
//! replay` and Python's `GameRecord.verify()`), or replay it into a game. Formats are
//! detected and parsed by arimaa-rules; C never looks at the text.

use core::ffi::c_char;
use std::fs::File;
use std::io::{BufRead, BufReader, Cursor};

use arimaa_rules::notation::record::{
    GameRecord, RecordReader, archive_fields, parse_archive_line, parse_records,
};
use arimaa_rules::replay::{RecordRules, Verdict, VerdictKind};

use crate::error::CapiError;
use crate::ffi::{
    Out, arg_mut, arg_ref, arg_str, boundary, boundary_value, free_box, into_c_string, into_raw,
    text_into,
};
use crate::game::arimaa_game;
use crate::rule::arimaa_rule;
use crate::status::arimaa_status;

/// The rules a record is replayed under (the core's `RecordRules`).
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum arimaa_record_rules {
    /// The rules of the record's date, as everywhere by default (today's from 2008-07-01;
    /// for older or undated records the rules before 2008-07-01 where today's refuse a turn
    /// only for the third repetition or a move after the end).
    ARIMAA_RECORD_BY_DATE = 0,
    /// Today's rules, whatever the date.
    ARIMAA_RECORD_STRICT = 1,
    /// The rules before 2008-07-01 (step legality only), whatever the date.
    ARIMAA_RECORD_LENIENT = 2,
}

/// An `arimaa_record_rules` argument as it crosses the boundary (an integer in Rust, the
/// enum in the header; see `GameOptionBits`).
pub type RecordRulesValue = u32;

/// Reads a rules value (validated: no Rust enum is read from C input).
fn rules(value: RecordRulesValue) -> Result<RecordRules, CapiError> {
    use arimaa_record_rules::*;
    match value {
        v if v == ARIMAA_RECORD_BY_DATE as u32 => Ok(RecordRules::ByDate),
        v if v == ARIMAA_RECORD_STRICT as u32 => Ok(RecordRules::Strict),
        v if v == ARIMAA_RECORD_LENIENT as u32 => Ok(RecordRules::Lenient),
        _ => Err(CapiError::InvalidArgument {
            name: "rules",
            value: value.into(),
            why: "expected ARIMAA_RECORD_BY_DATE, ARIMAA_RECORD_STRICT or ARIMAA_RECORD_LENIENT",
        }),
    }
}

/// One game record, read but not yet checked.
///
/// Threads: a `const arimaa_record *` may be used by several threads at once; freeing it
/// must not overlap any other call on it.
#[allow(non_camel_case_types)]
pub struct arimaa_record {
    inner: GameRecord,
}

type Source = Box<dyn BufRead + Send + Sync>;

/// A reader of the games of a record text or file, one at a time (an archive is streamed
/// line by line).
///
/// Threads: `arimaa_record_reader_next` and `_free` take a non-`const` handle: calls on
/// one reader must not overlap. Records it returns are independent objects.
#[allow(non_camel_case_types)]
pub struct arimaa_record_reader {
    inner: RecordReader<Source>,
}

/// Which verdict a record got (see `arimaa_verdict`).
#[repr(C)]
#[allow(non_camel_case_types, clippy::enum_variant_names)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum arimaa_verdict_kind {
    /// Every turn legal; the recorded result agrees where the board decides it.
    ARIMAA_VERDICT_OK = 0,
    /// Today's rules refuse a turn that the rules before 2008-07-01 accepted (an older or
    /// undated record); not a failure.
    ARIMAA_VERDICT_OLD_RULES = 1,
    /// A turn breaks the rules.
    ARIMAA_VERDICT_ILLEGAL = 2,
    /// The recorded result is one the board decides and the rules disagree.
    ARIMAA_VERDICT_MISMATCH = 3,
}

/// The verdict on a record, written by `arimaa_record_verify`; never read by the library.
/// Strings are NUL-terminated inside the struct (no freeing).
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Debug, Clone, Copy)]
pub struct arimaa_verdict {
    /// Which verdict.
    pub kind: arimaa_verdict_kind,
    /// Its stable name: `"ok"`, `"old-rules"`, `"illegal"` or `"mismatch"` (as `arimaa
    /// replay` prints it).
    pub name: [c_char; 16],
    /// For OLD_RULES and ILLEGAL: the turn concerned, e.g. `"15g"`; else `""`.
    pub label: [c_char; 16],
    /// For OLD_RULES and ILLEGAL: the rule's stable name, e.g. `"frozen"`,
    /// `"third_repetition"`; else `""`.
    pub rule: [c_char; 32],
    /// For OLD_RULES and ILLEGAL: the rule's code (the same as `arimaa_last_error_code`
    /// reports for it); else `ARIMAA_RULE_NONE`.
    pub code: arimaa_rule,
    /// For ILLEGAL: the input line (1-based) of the refused turn; else 0.
    pub line: u32,
    /// For ILLEGAL: the column (1-based) of its label; else 0.
    pub column: u32,
    /// Whether the record fails the check (ILLEGAL or MISMATCH).
    pub fails: bool,
}

/// `text` as a NUL-terminated string in `N` bytes (cut at a character boundary if longer;
/// the names written here are short ASCII).
fn fixed<const N: usize>(text: &str) -> [c_char; N] {
    let mut out = [0 as c_char; N];
    let mut end = text.len().min(N - 1);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    for (o, b) in out.iter_mut().zip(&text.as_bytes()[..end]) {
        *o = *b as c_char;
    }
    out
}

impl From<&Verdict> for arimaa_verdict {
    fn from(v: &Verdict) -> arimaa_verdict {
        let (line, column) = v.place().unwrap_or((0, 0));
        arimaa_verdict {
            kind: match v.kind() {
                VerdictKind::Ok => arimaa_verdict_kind::ARIMAA_VERDICT_OK,
                VerdictKind::OldRules => arimaa_verdict_kind::ARIMAA_VERDICT_OLD_RULES,
                VerdictKind::Illegal => arimaa_verdict_kind::ARIMAA_VERDICT_ILLEGAL,
                VerdictKind::Mismatch => arimaa_verdict_kind::ARIMAA_VERDICT_MISMATCH,
            },
            name: fixed(v.name()),
            label: fixed(v.label().unwrap_or("")),
            rule: fixed(v.rule().map_or("", |r| r.name())),
            code: arimaa_rule::from_rule(v.rule()),
            line,
            column,
            fails: v.fails(),
        }
    }
}

/// Reads a text holding exactly one game: a per-game record (`Name: value` headers, then
/// one turn per line) or an archive text (header line of field names, one game line).
///
/// Ownership: `*out` is a new record owned by the caller (`arimaa_record_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT`, `ARIMAA_STATUS_INVALID_UTF8`,
/// `ARIMAA_STATUS_INVALID_RECORD` (not a record, or not exactly one game; the message
/// gives line and column).
///
/// # Safety
/// `text` must be NULL or a NUL-terminated string; `out` must be NULL or valid for writing
/// one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_record_parse(
    text: *const c_char,
    out: *mut *mut arimaa_record,
) -> arimaa_status {
    boundary("arimaa_record_parse", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (text, out) = unsafe { (arg_str(text, "text")?, Out::new(out, "out")?) };
        let mut records = parse_records(text)?;
        if records.len() != 1 {
            return Err(CapiError::NotOneGame(records.len()));
        }
        out.write(into_raw(arimaa_record {
            inner: records.remove(0),
        }));
        Ok(())
    })
}

/// Reads one game line of an archive, given the archive's header line (the field names,
/// tab-separated, including `movelist`). Line numbers in messages count the header as 1.
///
/// Ownership: `*out` is a new record owned by the caller (`arimaa_record_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT`, `ARIMAA_STATUS_INVALID_UTF8`,
/// `ARIMAA_STATUS_INVALID_RECORD` (no `movelist` field, a field count that differs from
/// the header's, a malformed movelist).
///
/// # Safety
/// `header` and `line` must be NULL or NUL-terminated strings; `out` must be NULL or valid
/// for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_record_parse_archive_line(
    header: *const c_char,
    line: *const c_char,
    out: *mut *mut arimaa_record,
) -> arimaa_status {
    boundary("arimaa_record_parse_archive_line", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (header, line, out) = unsafe {
            (
                arg_str(header, "header")?,
                arg_str(line, "line")?,
                Out::new(out, "out")?,
            )
        };
        let fields = archive_fields(header.trim_end_matches(['\r', '\n']), 1)?;
        let rec = parse_archive_line(&fields, line.trim_end_matches(['\r', '\n']), 2)?;
        out.write(into_raw(arimaa_record { inner: rec }));
        Ok(())
    })
}

fn open_reader(source: Source, out: Out<*mut arimaa_record_reader>) -> Result<(), CapiError> {
    let inner = RecordReader::new(source)?;
    out.write(into_raw(arimaa_record_reader { inner }));
    Ok(())
}

/// Opens the file `path` for reading its games one at a time: an archive file (detected
/// by its header line) is streamed game by game, any other file is one per-game record.
///
/// Ownership: `*out` is a new reader owned by the caller (`arimaa_record_reader_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT`, `ARIMAA_STATUS_INVALID_UTF8` (`path`),
/// `ARIMAA_STATUS_INVALID_RECORD` (the file cannot be opened or its first line read; the
/// message says why).
///
/// # Safety
/// `path` must be NULL or a NUL-terminated string; `out` must be NULL or valid for writing
/// one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_record_reader_open(
    path: *const c_char,
    out: *mut *mut arimaa_record_reader,
) -> arimaa_status {
    boundary("arimaa_record_reader_open", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (path, out) = unsafe { (arg_str(path, "path")?, Out::new(out, "out")?) };
        let file = File::open(path).map_err(|e| CapiError::OpenFailed {
            path: path.to_string(),
            reason: e.to_string(),
        })?;
        open_reader(Box::new(BufReader::new(file)), out)
    })
}

/// As `arimaa_record_reader_open` over a text in memory (copied; the caller keeps `text`).
///
/// Ownership: `*out` is a new reader owned by the caller (`arimaa_record_reader_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT`, `ARIMAA_STATUS_INVALID_UTF8`,
/// `ARIMAA_STATUS_INVALID_RECORD` (an over-long first line).
///
/// # Safety
/// `text` must be NULL or a NUL-terminated string; `out` must be NULL or valid for writing
/// one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_record_reader_from_text(
    text: *const c_char,
    out: *mut *mut arimaa_record_reader,
) -> arimaa_status {
    boundary("arimaa_record_reader_from_text", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (text, out) = unsafe { (arg_str(text, "text")?, Out::new(out, "out")?) };
        open_reader(Box::new(Cursor::new(text.as_bytes().to_vec())), out)
    })
}

/// Reads the next game into `*out`, or writes NULL to `*out` when there are no more.
/// After an error the reader of an archive goes on with the next line.
///
/// Ownership: a non-NULL `*out` is a new record owned by the caller (`arimaa_record_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT`, `ARIMAA_STATUS_INVALID_RECORD` (this game cannot
/// be read; the message gives line and column).
///
/// # Safety
/// `reader` must be NULL or a live reader not used by another call during this one; `out`
/// must be NULL or valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_record_reader_next(
    reader: *mut arimaa_record_reader,
    out: *mut *mut arimaa_record,
) -> arimaa_status {
    boundary("arimaa_record_reader_next", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (reader, out) = unsafe { (arg_mut(reader, "reader")?, Out::new(out, "out")?) };
        match reader.inner.next() {
            None => out.write(core::ptr::null_mut()),
            Some(Ok(inner)) => out.write(into_raw(arimaa_record { inner })),
            Some(Err(e)) => return Err(CapiError::Record(e)),
        }
        Ok(())
    })
}

/// Frees a reader; NULL is a no-op.
///
/// # Safety
/// `reader` must be NULL or a reader from this library, not yet freed nor used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_record_reader_free(reader: *mut arimaa_record_reader) {
    // SAFETY: the caller's contract.
    boundary_value("arimaa_record_reader_free", (), || unsafe {
        free_box(reader)
    })
}

/// Writes `record` in the per-game text format into `*out` (the core's
/// `GameRecord::to_text`): every header as a `Name: value` line in order, a blank line,
/// then one line per turn (`1g Ra1 …`, `2s takeback`, `30g resign`, a bare final label),
/// lines ending with `\n`; `arimaa_record_parse` reads it back to the same headers and
/// turns.
///
/// Ownership: `*out` is a new string owned by the caller (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`record` or `out` NULL).
///
/// # Safety
/// `record` must be NULL or a live record; `out` must be NULL or valid for writing one
/// pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_record_to_text(
    record: *const arimaa_record,
    out: *mut *mut c_char,
) -> arimaa_status {
    boundary("arimaa_record_to_text", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (record, out) = unsafe { (arg_ref(record, "record")?, Out::new(out, "out")?) };
        out.write(into_c_string(record.inner.to_text()));
        Ok(())
    })
}

/// As `arimaa_record_to_text`, into the caller's buffer `buf` of `len` bytes: the text and
/// a terminating NUL, and its length, NUL excluded, into `*written`.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`record`, `buf` or `written` NULL),
/// `ARIMAA_STATUS_BUFFER_TOO_SMALL` (`len` is less than the text's length + 1; nothing is
/// written, and the message gives the bytes needed).
///
/// # Safety
/// `record` must be NULL or a live record; `buf` must be NULL or valid for writing `len`
/// bytes; `written` must be NULL or valid for writing one `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_record_to_text_into(
    record: *const arimaa_record,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> arimaa_status {
    boundary("arimaa_record_to_text_into", || {
        // SAFETY: `record` is NULL or live (caller's contract).
        let record = unsafe { arg_ref(record, "record")? };
        // SAFETY: the caller's contract, passed on.
        unsafe { text_into(&record.inner.to_text(), buf, len, written) }
    })
}

/// Writes `record` as one line of the arimaa.com archive into `*out` (the core's
/// `GameRecord::to_archive_line`: the 29 standard columns of the archive header, tab
/// separated, no line ending; each column from the header of its name or its per-game
/// name, `White` for `wusername`, `GameId` for `id`, …; headers that are no column are
/// not written).
///
/// Ownership: `*out` is a new string owned by the caller (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT` (`record` or `out` NULL).
///
/// # Safety
/// As `arimaa_record_to_text`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_record_to_archive_line(
    record: *const arimaa_record,
    out: *mut *mut c_char,
) -> arimaa_status {
    boundary("arimaa_record_to_archive_line", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (record, out) = unsafe { (arg_ref(record, "record")?, Out::new(out, "out")?) };
        out.write(into_c_string(record.inner.to_archive_line()));
        Ok(())
    })
}

/// As `arimaa_record_to_archive_line`, into the caller's buffer (as
/// `arimaa_record_to_text_into`, with its errors).
///
/// # Safety
/// As `arimaa_record_to_text_into`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_record_to_archive_line_into(
    record: *const arimaa_record,
    buf: *mut c_char,
    len: usize,
    written: *mut usize,
) -> arimaa_status {
    boundary("arimaa_record_to_archive_line_into", || {
        // SAFETY: `record` is NULL or live (caller's contract).
        let record = unsafe { arg_ref(record, "record")? };
        // SAFETY: the caller's contract, passed on.
        unsafe { text_into(&record.inner.to_archive_line(), buf, len, written) }
    })
}

/// Writes the record's game id (archive `id` column or per-game `GameId` header) into
/// `*out`, or NULL when it has none.
///
/// Ownership: a non-NULL `*out` is a string owned by the caller (`arimaa_string_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT`.
///
/// # Safety
/// `record` must be NULL or a live record; `out` must be NULL or valid for writing one
/// pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_record_id(
    record: *const arimaa_record,
    out: *mut *mut c_char,
) -> arimaa_status {
    boundary("arimaa_record_id", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (record, out) = unsafe { (arg_ref(record, "record")?, Out::new(out, "out")?) };
        out.write(
            record
                .inner
                .id()
                .map_or(core::ptr::null_mut(), |id| into_c_string(id.to_string())),
        );
        Ok(())
    })
}

/// Replays the record and writes the core's verdict into `*out`: `rules` is
/// `ARIMAA_RECORD_BY_DATE` (the default everywhere), `ARIMAA_RECORD_STRICT` or
/// `ARIMAA_RECORD_LENIENT`. An illegal turn is a verdict, not an error.
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT`, `ARIMAA_STATUS_INVALID_ARGUMENT` (`rules`).
///
/// # Safety
/// `record` must be NULL or a live record; `out` must be NULL or valid for writing one
/// `arimaa_verdict`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_record_verify(
    record: *const arimaa_record,
    rules: RecordRulesValue,
    out: *mut arimaa_verdict,
) -> arimaa_status {
    boundary("arimaa_record_verify", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (record, out) = unsafe { (arg_ref(record, "record")?, Out::new(out, "out")?) };
        let rules = self::rules(rules)?;
        out.write(arimaa_verdict::from(&record.inner.check(rules).verdict));
        Ok(())
    })
}

/// Replays the record into a game at its end, under `rules` (as `arimaa_record_verify`).
///
/// Ownership: `*out` is a new game owned by the caller (`arimaa_game_free`).
///
/// Errors: `ARIMAA_STATUS_NULL_ARGUMENT`, `ARIMAA_STATUS_INVALID_ARGUMENT` (`rules`), and
/// for a refused turn the statuses of `arimaa_game_from_record`.
///
/// # Safety
/// `record` must be NULL or a live record; `out` must be NULL or valid for writing one
/// pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_record_replay(
    record: *const arimaa_record,
    rules: RecordRulesValue,
    out: *mut *mut arimaa_game,
) -> arimaa_status {
    boundary("arimaa_record_replay", || {
        // SAFETY: pointers are NULL or valid (caller's contract).
        let (record, out) = unsafe { (arg_ref(record, "record")?, Out::new(out, "out")?) };
        let rules = self::rules(rules)?;
        let game = record
            .inner
            .replay_with(rules)
            .map_err(|e| arimaa_rules::replay::FromRecordError::Replay(Box::new(e)))?
            .game;
        out.write(into_raw(arimaa_game::wrap(game)));
        Ok(())
    })
}

/// Frees a record; NULL is a no-op.
///
/// # Safety
/// `record` must be NULL or a record from this library, not yet freed nor used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn arimaa_record_free(record: *mut arimaa_record) {
    // SAFETY: the caller's contract.
    boundary_value("arimaa_record_free", (), || unsafe { free_box(record) })
}
