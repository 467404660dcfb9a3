//! Reading records from any `BufRead` (feature `std`): an archive streamed line by line,
//! or either format detected from the first line.

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
#[cfg_attr(docsrs, doc(cfg(feature = "std")))]
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

    pub(super) fn with_header(reader: R, header: &str) -> Result<ArchiveReader<R>, RecordError> {
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
#[cfg_attr(docsrs, doc(cfg(feature = "std")))]
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
