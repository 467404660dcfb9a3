//! The game log: the arimaa.com per-game text format (`Name: value` headers, a blank line,
//! one line per turn), written by the core's `Game::to_record`.
//!
//! Crash safety: after every turn the whole log is rewritten atomically — written to a
//! temporary file in the same folder, fsynced, renamed over the log, and the folder fsynced
//! — so that whenever the process dies (SIGKILL, power loss) the file on disk is either the
//! previous complete log or the new one, never a torn mix. The first write happens before
//! any move is played, so a log that cannot be written stops the program at once.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use arimaa_rules::Game;
use arimaa_rules::notation::record::Headers;

use crate::error::CliError;

/// Headers this program manages (rewritten from the game's state at every write); any other
/// header of a resumed record is kept as it was.
const MANAGED: [&str; 4] = ["Result", "Reason", "ResultCode", "ReasonCode"];

/// A game log file and its fixed headers.
#[derive(Debug, Clone)]
pub struct GameLog {
    path: PathBuf,
    headers: Headers,
}

impl GameLog {
    /// A log at `path` with the given fixed headers (event, date, players...), in order.
    ///
    /// # Errors
    /// [`CliError::Log`] when `path` exists and is not a regular file (e.g. `/dev/full`):
    /// replacing it would not keep a log; or when a header name is no header name of the
    /// per-game format (the core's `is_header_name`), which the log could not read back.
    pub fn new(path: &Path, headers: Vec<(String, String)>) -> Result<GameLog, CliError> {
        let path = match fs::metadata(path) {
            Ok(m) if !m.is_file() => {
                return Err(CliError::Log {
                    path: path.to_path_buf(),
                    source: io::Error::other("not a regular file"),
                });
            }
            // Follow a symbolic link so that the file it points to is the one rewritten.
            Ok(_) => fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf()),
            Err(_) => path.to_path_buf(),
        };
        let headers: Vec<(String, String)> = headers
            .into_iter()
            .filter(|(k, _)| !MANAGED.iter().any(|m| m.eq_ignore_ascii_case(k)))
            .collect();
        let headers = Headers::try_from(headers).map_err(|e| CliError::Log {
            path: path.clone(),
            source: io::Error::other(format!("header name: {e}")),
        })?;
        Ok(GameLog { path, headers })
    }

    /// The log file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The text of the log for `game`: the fixed headers, then the core's per-game record
    /// (result headers when the game is over, the turns, a resignation as `<label> resign`).
    pub fn text(&self, game: &Game) -> String {
        game.to_record(&self.headers)
    }

    /// Rewrites the log atomically with the current state of `game`.
    ///
    /// # Errors
    /// [`CliError::Log`] when any step fails; the previous log is then left as it was.
    pub fn write(&self, game: &Game) -> Result<(), CliError> {
        write_atomically(&self.path, self.text(game).as_bytes()).map_err(|source| CliError::Log {
            path: self.path.clone(),
            source,
        })
    }
}

/// Writes `bytes` to `path` through a temporary file in the same folder: write, fsync,
/// rename over `path`, fsync the folder.
///
/// # Errors
/// The first I/O error; the temporary file is removed.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::other("the log path names no file"))?;
    let tmp = dir.join(format!(
        ".{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id()
    ));
    let result = (|| {
        let mut f = File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        fs::rename(&tmp, path)?;
        File::open(&dir)?.sync_all()
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rewrites_and_reads_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.txt");
        let log = GameLog::new(&path, vec![("Event".into(), "test".into())]).unwrap();
        let mut game = Game::new();
        log.write(&game).unwrap();
        game.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2")
            .unwrap();
        log.write(&game).unwrap();
        let text = fs::read_to_string(&path).unwrap();
        assert_eq!(
            text,
            "Event: test\n\n1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n1s\n"
        );
        // No temporary file is left behind.
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn refuses_a_device() {
        let err = GameLog::new(Path::new("/dev/null"), vec![]).unwrap_err();
        assert!(err.to_string().contains("not a regular file"), "{err}");
    }

    #[test]
    fn resignation_is_written_as_a_turn_and_headers() {
        let log = GameLog::new(Path::new("unused.txt"), vec![]).unwrap();
        let mut game = Game::new();
        game.play_text("Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2")
            .unwrap();
        game.play_text("ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7")
            .unwrap();
        game.resign().unwrap();
        let text = log.text(&game);
        assert!(
            text.starts_with("Result: 0-1\nReason: Resignation\nResultCode: s\nReasonCode: r\n\n"),
            "{text}"
        );
        assert!(text.ends_with("\n2g resign\n"), "{text}");
    }
}
