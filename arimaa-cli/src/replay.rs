//! `arimaa replay`: replays every game of the given record files through the core
//! (`RecordReader` detects the format, `GameRecord::check` replays and judges) and prints
//! the core's verdict per game, then totals.
//!
//! The rules are the record's date's (`RecordRules::ByDate`: the 2008 policy lives in
//! `arimaa_rules::replay::policy`), or the old rules with `--lenient`. Games flagged
//! `corrupt` in the archive are reported like any other but never fail the exit status;
//! a record that cannot be read at all is reported `unreadable`. With `--format`, each
//! game is written as the core's table row ([`crate::table`]) instead of a line.

use std::io::Write;

use arimaa_rules::Outcome;
use arimaa_rules::notation::record::{GameRecord, RecordError, RecordReader};
use arimaa_rules::replay::{RecordRules, Verdict};
use arimaa_rules::table::GameSummary;
use serde_json::json;

use crate::cli::ReplayArgs;
use crate::error::CliError;
use crate::source;
use crate::table;

/// What became of one game: the core's verdict, or unreadable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Judgement {
    /// The record was read and checked.
    Checked(Verdict),
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
    /// Moves played (setups not counted: the core's `Game::moves_played`), up to the end
    /// or the refused turn.
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
    pub verdict: Judgement,
    /// The game as a table row (`--format`).
    pub row: GameSummary,
}

impl GameReport {
    /// Whether this game makes the exit status non-zero.
    pub fn fails(&self) -> bool {
        !self.corrupt
            && match &self.verdict {
                Judgement::Checked(v) => v.fails(),
                Judgement::Unreadable { .. } => true,
            }
    }

    /// The one-line text form.
    pub fn line(&self) -> String {
        let outcome = |o: Option<Outcome>| o.map_or_else(|| "-".to_string(), |o| o.to_string());
        let verdict = match &self.verdict {
            Judgement::Checked(v) => v.to_string(),
            Judgement::Unreadable { message } => format!("unreadable: {message}"),
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
            Judgement::Checked(v) => (
                v.name(),
                v.label(),
                v.rule().map(arimaa_rules::Rule::name),
                v.fails().then(|| v.to_string()),
            ),
            Judgement::Unreadable { message } => ("unreadable", None, None, Some(message.clone())),
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

/// A game's length as every command prints it: the core's count of moves (setups not
/// counted, `Game::moves_played`) and the label of the last turn played, e.g.
/// `29 moves, last 16g` for a game whose last turn is gold's 16th (setups 1g and 1s, then
/// 2g … 15s, 16g); `no turn played` before the first setup.
pub fn game_length(game: &arimaa_rules::Game) -> String {
    match game.last_label() {
        None => "no turn played".to_string(),
        Some(last) => {
            let n = game.moves_played();
            format!("{n} move{}, last {last}", if n == 1 { "" } else { "s" })
        }
    }
}

/// Replays one record (under the old rules if `lenient`, else by its date) and judges it.
pub fn check(name: String, rec: &GameRecord, lenient: bool) -> GameReport {
    let rules = if lenient {
        RecordRules::Lenient
    } else {
        RecordRules::ByDate
    };
    let checked = rec.check(rules);
    let (moves, last) = (checked.game.moves_played(), checked.game.last_label());
    GameReport {
        row: GameSummary::from_check(rec, &checked),
        name,
        moves,
        last,
        rules_outcome: checked.rules_outcome,
        recorded: checked.recorded,
        corrupt: rec.is_corrupt(),
        verdict: Judgement::Checked(checked.verdict),
    }
}

fn unreadable(name: String, message: String) -> GameReport {
    GameReport {
        row: GameSummary::unreadable(message.clone()),
        name,
        moves: 0,
        last: None,
        rules_outcome: None,
        recorded: None,
        corrupt: false,
        verdict: Judgement::Unreadable { message },
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
    if let Some(format) = args.format {
        let mut sink = table::sink(format, args.out.as_deref(), out)?;
        let totals = replay_all(args, &mut |report| sink.row(&report.row))?;
        sink.finish()?;
        eprintln!("{}", totals.line());
        return Ok(totals.failed == 0);
    }
    let totals = replay_all(args, &mut |report| {
        if args.json {
            writeln!(out, "{}", report.json())?;
        } else {
            writeln!(out, "{}", report.line())?;
        }
        Ok(())
    })?;
    if args.json {
        eprintln!("{}", totals.line());
    } else {
        writeln!(out, "{}", totals.line())?;
    }
    Ok(totals.failed == 0)
}

/// Replays every file of `args`, counting every game and passing it to `each` until
/// `each` fails (the first error is returned).
fn replay_all(
    args: &ReplayArgs,
    each: &mut dyn FnMut(&GameReport) -> Result<(), CliError>,
) -> Result<Totals, CliError> {
    let mut totals = Totals::default();
    let mut result = Ok(());
    for file in &args.files {
        let file = file.to_string_lossy();
        replay_file(&file, args.lenient, &mut |report| {
            totals.add(&report);
            if result.is_ok() {
                result = each(&report);
            }
        });
    }
    result.map(|()| totals)
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
        match &r.verdict {
            Judgement::Checked(Verdict::Ok) => self.ok += 1,
            Judgement::Checked(Verdict::OldRules { .. }) => self.old_rules += 1,
            Judgement::Checked(Verdict::Illegal { .. }) => self.illegal += 1,
            Judgement::Checked(Verdict::Mismatch { .. }) => self.mismatch += 1,
            Judgement::Unreadable { .. } => self.unreadable += 1,
        }
        if r.corrupt && r.verdict != Judgement::Checked(Verdict::Ok) {
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
