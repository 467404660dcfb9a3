//! `arimaa replay`: replays every game of the given record files through the core
//! (`RecordReader` detects the format, `GameRecord::replay` applies the rules) and prints a
//! verdict per game, then totals.
//!
//! Each record is replayed with the options its date calls for
//! (`GameRecord::default_options`: the old server's leniency before 2008-07-01), or
//! leniently with `--lenient`. A game is `ok` when it replays and, if its recorded
//! termination is one the board decides (goal, elimination, immobilization), the rules'
//! outcome after the last move agrees with the recorded winner and termination. An undated
//! record that stops on one of the rules the server began enforcing on 2008-07-01 (third
//! repetition; no move after the end) but replays under the old rules is reported
//! `old-rules` and does not fail. Games flagged `corrupt` in the archive are reported like
//! any other but never fail the exit status.

use std::io::Write;

use arimaa_rules::notation::record::{GameRecord, RecordError, RecordReader, ReplayError};
use arimaa_rules::{GameOptions, Outcome, Turn};
use serde_json::json;

use crate::cli::ReplayArgs;
use crate::error::CliError;
use crate::source;

/// The rules a record may break only because it was played before 2008-07-01.
const OLD_RULES: [&str; 2] = ["third_repetition", "game_over"];

/// The verdict on one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Replays, and agrees with its recorded result where the board decides it.
    Ok,
    /// Stops under today's rules at `label` on `rule`, but replays under the old rules.
    OldRules {
        /// The turn refused by today's rules.
        label: String,
        /// The rule (`third_repetition` or `game_over`).
        rule: &'static str,
    },
    /// A turn is refused by the rules.
    Illegal {
        /// The turn's label as written in the record.
        label: String,
        /// The rule broken.
        rule: &'static str,
        /// The full message, with line and column.
        message: String,
    },
    /// The recorded result is one the board decides and the rules disagree.
    Mismatch,
    /// The record could not be read at all.
    Unreadable {
        /// Where and why.
        message: String,
    },
}

/// The report on one game.
#[derive(Debug, Clone)]
pub struct GameReport {
    /// File and game id, e.g. `allgames2002.txt:32`.
    pub name: String,
    /// Moves played (setups not counted), up to the end or the refused turn.
    pub moves: usize,
    /// The label of the last turn played, if any.
    pub last: Option<String>,
    /// The result by the rules after the last move played, if the board decides one.
    pub rules_outcome: Option<Outcome>,
    /// The result the record gives, if any.
    pub recorded: Option<Outcome>,
    /// Whether the archive flags the record as corrupt.
    pub corrupt: bool,
    /// The verdict.
    pub verdict: Verdict,
}

impl GameReport {
    /// Whether this game makes the exit status non-zero.
    pub fn fails(&self) -> bool {
        !self.corrupt
            && matches!(
                self.verdict,
                Verdict::Illegal { .. } | Verdict::Mismatch | Verdict::Unreadable { .. }
            )
    }

    /// The one-line text form.
    pub fn line(&self) -> String {
        let outcome = |o: Option<Outcome>| o.map_or_else(|| "-".to_string(), |o| o.to_string());
        let verdict = match &self.verdict {
            Verdict::Ok => "ok".to_string(),
            Verdict::OldRules { label, rule } => {
                format!("old-rules: stops at {label} {rule}; replays with --lenient")
            }
            Verdict::Illegal { message, .. } => format!("illegal {message}"),
            Verdict::Mismatch => "mismatch: the rules and the record disagree".to_string(),
            Verdict::Unreadable { message } => format!("unreadable: {message}"),
        };
        format!(
            "{}  moves {}  last {}  rules {}  recorded {}  {}{}",
            self.name,
            self.moves,
            self.last.as_deref().unwrap_or("-"),
            outcome(self.rules_outcome),
            outcome(self.recorded),
            verdict,
            if self.corrupt {
                "  [flagged corrupt]"
            } else {
                ""
            }
        )
    }

    /// The JSON form (one object).
    pub fn json(&self) -> serde_json::Value {
        let (verdict, label, rule, message) = match &self.verdict {
            Verdict::Ok => ("ok", None, None, None),
            Verdict::OldRules { label, rule } => {
                ("old-rules", Some(label.clone()), Some(*rule), None)
            }
            Verdict::Illegal {
                label,
                rule,
                message,
            } => (
                "illegal",
                Some(label.clone()),
                Some(*rule),
                Some(message.clone()),
            ),
            Verdict::Mismatch => ("mismatch", None, None, None),
            Verdict::Unreadable { message } => ("unreadable", None, None, Some(message.clone())),
        };
        json!({
            "game": self.name,
            "moves": self.moves,
            "last": self.last,
            "rules_outcome": self.rules_outcome.map(|o| o.to_string()),
            "recorded_outcome": self.recorded.map(|o| o.to_string()),
            "corrupt": self.corrupt,
            "verdict": verdict,
            "label": label,
            "rule": rule,
            "message": message,
            "fails": self.fails(),
        })
    }
}

fn moves_and_last(game: &arimaa_rules::Game) -> (usize, Option<String>) {
    let history = game.history();
    let moves = history
        .iter()
        .filter(|e| matches!(e.turn, Turn::Move(_)))
        .count();
    (moves, history.last().map(|e| e.label()))
}

fn illegal(e: &ReplayError) -> Verdict {
    Verdict::Illegal {
        label: e.label.clone(),
        rule: e.kind.rule(),
        message: e.to_string(),
    }
}

/// Replays one record (leniently if `lenient`, else with the record's default options)
/// and judges it.
pub fn check(name: String, rec: &GameRecord, lenient: bool) -> GameReport {
    let options = if lenient {
        GameOptions::LENIENT
    } else {
        rec.default_options()
    };
    let recorded = rec.recorded_outcome();
    let mut report = GameReport {
        name,
        moves: 0,
        last: None,
        rules_outcome: None,
        recorded,
        corrupt: rec.is_corrupt(),
        verdict: Verdict::Ok,
    };
    let replay = match rec.replay(options) {
        Ok(r) => Ok(r),
        Err(e) => {
            let old_rule = OLD_RULES.iter().find(|r| **r == e.kind.rule());
            let undated = rec.played_before_rules_change().is_none();
            match (old_rule, undated && !options.lenient) {
                (Some(rule), true) => match rec.replay(GameOptions::LENIENT) {
                    Ok(r) => {
                        report.verdict = Verdict::OldRules {
                            label: e.label.clone(),
                            rule,
                        };
                        Ok(r)
                    }
                    Err(_) => Err(e),
                },
                _ => Err(e),
            }
        }
    };
    match replay {
        Ok(r) => {
            (report.moves, report.last) = moves_and_last(&r.game);
            report.rules_outcome = r.rules_outcome;
            if let Some(rec_o) = recorded {
                if rec_o.termination.is_decided_by_board() && r.rules_outcome != Some(rec_o) {
                    report.verdict = Verdict::Mismatch;
                }
            }
        }
        Err(e) => {
            (report.moves, report.last) = moves_and_last(&e.game);
            report.verdict = illegal(&e);
        }
    }
    report
}

fn unreadable(name: String, message: String) -> GameReport {
    GameReport {
        name,
        moves: 0,
        last: None,
        rules_outcome: None,
        recorded: None,
        corrupt: false,
        verdict: Verdict::Unreadable { message },
    }
}

/// Replays every game of one file (`-` = standard input), calling `each` per game.
fn replay_file(file: &str, lenient: bool, each: &mut dyn FnMut(GameReport)) {
    let reader = match source::open(file) {
        Ok(r) => r,
        Err(e) => return each(unreadable(file.to_string(), e.to_string())),
    };
    let records = match RecordReader::new(reader) {
        Ok(r) => r,
        Err(e) => return each(unreadable(file.to_string(), e.to_string())),
    };
    let archive = matches!(records, RecordReader::Archive(_));
    for (index, rec) in records.enumerate() {
        let rec: Result<GameRecord, RecordError> = rec;
        let name = |id: Option<&str>| match (id, archive) {
            (Some(id), _) => format!("{file}:{id}"),
            (None, true) => format!("{file}#{}", index + 1),
            (None, false) => file.to_string(),
        };
        match rec {
            Ok(rec) => each(check(name(rec.id()), &rec, lenient)),
            Err(e) => each(unreadable(name(None), e.to_string())),
        }
    }
}

/// `arimaa replay`: prints one line (or JSON object) per game, then totals; returns whether
/// every game passed (see [`GameReport::fails`]).
///
/// # Errors
/// Only when the output cannot be written: unreadable files are reported as games.
pub fn run(args: &ReplayArgs, out: &mut dyn Write) -> Result<bool, CliError> {
    let mut totals = Totals::default();
    let mut result = Ok(());
    for file in &args.files {
        let file = file.to_string_lossy();
        replay_file(&file, args.lenient, &mut |report| {
            totals.add(&report);
            if result.is_ok() {
                result = if args.json {
                    writeln!(out, "{}", report.json())
                } else {
                    writeln!(out, "{}", report.line())
                };
            }
        });
    }
    result?;
    if args.json {
        eprintln!("{}", totals.line());
    } else {
        writeln!(out, "{}", totals.line())?;
    }
    Ok(totals.failed == 0)
}

/// Counts of verdicts.
#[derive(Debug, Default)]
struct Totals {
    games: usize,
    ok: usize,
    old_rules: usize,
    illegal: usize,
    mismatch: usize,
    unreadable: usize,
    corrupt: usize,
    failed: usize,
}

impl Totals {
    fn add(&mut self, r: &GameReport) {
        self.games += 1;
        match r.verdict {
            Verdict::Ok => self.ok += 1,
            Verdict::OldRules { .. } => self.old_rules += 1,
            Verdict::Illegal { .. } => self.illegal += 1,
            Verdict::Mismatch => self.mismatch += 1,
            Verdict::Unreadable { .. } => self.unreadable += 1,
        }
        if r.corrupt && r.verdict != Verdict::Ok {
            self.corrupt += 1;
        }
        if r.fails() {
            self.failed += 1;
        }
    }

    fn line(&self) -> String {
        format!(
            "total: {} games, {} ok, {} old-rules, {} illegal, {} mismatch, {} unreadable ({} of these flagged corrupt); {}",
            self.games,
            self.ok,
            self.old_rules,
            self.illegal,
            self.mismatch,
            self.unreadable,
            self.corrupt,
            if self.failed == 0 {
                "PASS".to_string()
            } else {
                format!("FAIL ({} games)", self.failed)
            }
        )
    }
}
