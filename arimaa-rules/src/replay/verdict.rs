//! [`GameRecord::verify`]: the verdict on one record, the same for the CLI's `replay`,
//! Python's `GameRecord.verify()` and C's `arimaa_record_verify`.

use crate::Refusal;
use alloc::string::String;
use core::fmt;

use super::policy::RecordOptions;
use crate::error::ReplayErrorKind;
use crate::notation::record::GameRecord;
use crate::{Game, Outcome, Rule};

/// The verdict on a game record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Every turn is legal under the rules it was replayed with, and where the recorded
    /// termination is one the board decides (goal, elimination, immobilization, and the
    /// old third-repetition and no-rabbits results) the rules give the same result.
    Ok,
    /// Today's rules refuse the turn `label` for `rule` (`third_repetition` or
    /// `game_over`), and the record, played before 2008-07-01 or undated, replays to its
    /// end under the rules of its time (see [`super::policy`]).
    OldRules {
        /// The turn today's rules refuse (our notation, e.g. `36g`).
        label: String,
        /// The rule refused today.
        rule: Rule,
    },
    /// A turn is refused by the rules (under the old rules too, where they apply).
    Illegal {
        /// The refused turn (our notation, e.g. `15g` for a record's `15w`).
        label: String,
        /// The input line (1-based) of the turn.
        line: u32,
        /// The column (1-based) of its label.
        column: u32,
        /// Why it was refused; `kind.rule()` names the rule.
        kind: ReplayErrorKind,
    },
    /// The record replays, but its recorded result is one the board decides and the rules
    /// disagree.
    Mismatch {
        /// The recorded result.
        recorded: Outcome,
        /// The result by the rules after the last move, if the board decides one.
        rules: Option<Outcome>,
    },
}

/// Which [`Verdict`] it is, without its details (for bindings and tallies).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VerdictKind {
    /// [`Verdict::Ok`].
    Ok,
    /// [`Verdict::OldRules`].
    OldRules,
    /// [`Verdict::Illegal`].
    Illegal,
    /// [`Verdict::Mismatch`].
    Mismatch,
}

impl VerdictKind {
    /// The stable name: `ok`, `old-rules`, `illegal` or `mismatch`.
    pub fn name(self) -> &'static str {
        match self {
            VerdictKind::Ok => "ok",
            VerdictKind::OldRules => "old-rules",
            VerdictKind::Illegal => "illegal",
            VerdictKind::Mismatch => "mismatch",
        }
    }
}

impl Verdict {
    /// Which verdict it is.
    pub fn kind(&self) -> VerdictKind {
        match self {
            Verdict::Ok => VerdictKind::Ok,
            Verdict::OldRules { .. } => VerdictKind::OldRules,
            Verdict::Illegal { .. } => VerdictKind::Illegal,
            Verdict::Mismatch { .. } => VerdictKind::Mismatch,
        }
    }

    /// The stable name of its kind: `ok`, `old-rules`, `illegal` or `mismatch`.
    pub fn name(&self) -> &'static str {
        self.kind().name()
    }

    /// The line and column (1-based) of the refused turn's label: `Some` for
    /// [`Verdict::Illegal`].
    pub fn place(&self) -> Option<(u32, u32)> {
        match self {
            Verdict::Illegal { line, column, .. } => Some((*line, *column)),
            _ => None,
        }
    }

    /// The turn concerned (refused today, or refused): `Some` for
    /// [`Verdict::OldRules`] and [`Verdict::Illegal`].
    pub fn label(&self) -> Option<&str> {
        match self {
            Verdict::OldRules { label, .. } | Verdict::Illegal { label, .. } => Some(label),
            _ => None,
        }
    }

    /// The rule concerned: `Some` for [`Verdict::OldRules`] and [`Verdict::Illegal`].
    pub fn rule(&self) -> Option<Rule> {
        match self {
            Verdict::OldRules { rule, .. } => Some(*rule),
            Verdict::Illegal { kind, .. } => Some(kind.rule()),
            _ => None,
        }
    }

    /// Whether the record fails the check: [`Verdict::Illegal`] or [`Verdict::Mismatch`]
    /// (a record that needs the old rules does not fail).
    pub fn fails(&self) -> bool {
        matches!(self, Verdict::Illegal { .. } | Verdict::Mismatch { .. })
    }
}

impl fmt::Display for Verdict {
    /// `ok`; `old-rules: 36g third_repetition (accepted before 2008-07-01)`;
    /// `illegal 15g (line 1, column 300): frozen: …`; `mismatch: recorded gg, rules -`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Ok => f.write_str("ok"),
            Verdict::OldRules { label, rule } => {
                write!(f, "old-rules: {label} {rule} (accepted before 2008-07-01)")
            }
            Verdict::Illegal {
                label,
                line,
                column,
                kind,
            } => write!(f, "illegal {label} (line {line}, column {column}): {kind}"),
            Verdict::Mismatch { recorded, rules } => {
                write!(f, "mismatch: recorded {recorded}, rules ")?;
                match rules {
                    Some(o) => write!(f, "{o}"),
                    None => f.write_str("-"),
                }
            }
        }
    }
}

/// A record checked: the verdict and what the replay reached.
#[derive(Debug, Clone)]
pub struct Verification {
    /// The verdict.
    pub verdict: Verdict,
    /// The game after the last turn, or, for [`Verdict::Illegal`], before the refused one.
    pub game: Game,
    /// The result by the rules after the last move played, if the board decides one.
    pub rules_outcome: Option<Outcome>,
    /// The recorded result, if any ([`GameRecord::recorded_outcome`]).
    pub recorded: Option<Outcome>,
}

impl GameRecord {
    /// The verdict on the record under the rules of its date ([`RecordRules::ByDate`]):
    /// [`GameRecord::check`] with the default options.
    ///
    /// [`RecordRules::ByDate`]: super::RecordRules::ByDate
    ///
    /// ```
    /// use arimaa_rules::notation::record::GameRecord;
    /// use arimaa_rules::Rule;
    /// use arimaa_rules::replay::Verdict;
    /// // Gold's first move steps a rabbit onto its own dog's square.
    /// let rec = GameRecord::parse(
    ///     "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n\
    ///      1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n\
    ///      2g Ra1n\n",
    /// )
    /// .unwrap();
    /// let verdict = rec.verify();
    /// assert_eq!((verdict.name(), verdict.label(), verdict.rule()), ("illegal", Some("2g"), Some(Rule::Occupied)));
    /// assert!(matches!(verdict, Verdict::Illegal { line: 3, column: 1, .. }));
    /// ```
    pub fn verify(&self) -> Verdict {
        self.check(RecordOptions::default()).verdict
    }

    /// Replays the record with [`GameRecord::replay_with`] and judges it: [`Verdict::Illegal`]
    /// at the first refused turn; else [`Verdict::Mismatch`] when the recorded termination
    /// is decided by the board ([`Termination::is_decided_by_board`]) and the rules'
    /// result after the last move differs; else [`Verdict::OldRules`] when the old rules
    /// were needed; else [`Verdict::Ok`].
    ///
    /// [`Termination::is_decided_by_board`]: crate::Termination::is_decided_by_board
    pub fn check(&self, options: impl Into<RecordOptions>) -> Verification {
        let recorded = self.recorded_outcome();
        match self.replay_with(options) {
            Err(e) => Verification {
                verdict: Verdict::Illegal {
                    label: e.label,
                    line: e.line,
                    column: e.column,
                    kind: e.kind,
                },
                game: *e.game,
                rules_outcome: None,
                recorded,
            },
            Ok(r) => {
                let verdict = match (recorded, r.old_rules) {
                    (Some(o), _)
                        if o.termination.is_decided_by_board() && r.rules_outcome != Some(o) =>
                    {
                        Verdict::Mismatch {
                            recorded: o,
                            rules: r.rules_outcome,
                        }
                    }
                    (_, Some(t)) => Verdict::OldRules {
                        label: t.label,
                        rule: t.rule,
                    },
                    _ => Verdict::Ok,
                };
                Verification {
                    verdict,
                    game: r.game,
                    rules_outcome: r.rules_outcome,
                    recorded,
                }
            }
        }
    }
}
