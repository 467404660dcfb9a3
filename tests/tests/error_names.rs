//! Every error type of the core names its rule by the stable name of the rules table
//! (`docs/guide/rules-decisions.md`, the same in Python, C and JavaScript) through its own
//! `rule()`, and says in words what was refused; the wrappers (`PlayError`,
//! `ToGameError`, `FromRecordError`) print the error they wrap (and do not return it again
//! from `source()`, which would print it twice).
//! Each error here is produced by a real refusal; the expected names and messages are
//! written out from the rules table, not read from the code.

use arimaa_rules::Refusal;
use core::error::Error;

use arimaa_rules::encoding::{SelfPlay, SelfPlayOptions, ToGameError};
use arimaa_rules::error::{FromRecordError, LastMoveError, RecordErrorKind};
use arimaa_rules::notation::record::GameRecord;
use arimaa_rules::svg::LastMove;
use arimaa_rules::{Game, GameOptions, PlayError, Position, Step};

#[test]
fn a_notation_error_is_named_notation() {
    let err = "Ed2q".parse::<Step>().unwrap_err();
    assert_eq!(err.rule().name(), "notation");
}

#[test]
fn a_last_move_that_cannot_have_ended_there_is_named_last_move_mismatch() {
    // After Ee2n Ee3n the elephant is on e4; a last move "Ee2n Md2n" cannot end here (the
    // camel is still on d2).
    let after = Position::standard().play_text("Ee2n Ee3n").unwrap();
    let err: LastMoveError =
        LastMove::ending_at(&after, &"Ee2n Md2n".parse().unwrap()).unwrap_err();
    assert_eq!(err.rule().name(), "last_move_mismatch");
}

/// The error chain as a reporter prints it (`anyhow`, `eyre`): the message, then each
/// source's.
fn chain(err: &dyn Error) -> Vec<String> {
    let mut out = vec![err.to_string()];
    let mut next = err.source();
    while let Some(e) = next {
        out.push(e.to_string());
        next = e.source();
    }
    out
}

/// A `PlayError` prints the error it wraps and does not also return it from `source()`
/// (Rust API guidelines, C-GOOD-ERR), so a reporter prints the refusal once.
#[test]
fn a_play_error_prints_its_cause_once() {
    // `q` is no direction: text that is not notation (rules table: `notation`).
    let err = Position::standard().play_text("Ed2q").unwrap_err();
    let PlayError::Notation(inner) = &err else {
        panic!("{err:?}")
    };
    assert!(err.source().is_none());
    assert_eq!(chain(&err), [format!("notation: {inner}")]);
    // a1 holds a gold rabbit already: the step is refused as `occupied`.
    let err = Position::standard().play_text("Ra1n").unwrap_err();
    let PlayError::Move(inner) = &err else {
        panic!("expected a move error, got {err:?}")
    };
    assert_eq!(chain(&err), [inner.to_string()]);
    assert_eq!(chain(&err)[0].matches("occupied:").count(), 1, "{err}");
}

#[test]
fn record_errors_are_named_by_their_rule() {
    // A turn label with the side letter x (not g, s, w or b) on line 2, column 2.
    let err = "1g Ra1 Rb1\n1x Ra7".parse::<GameRecord>().unwrap_err();
    assert_eq!(err.rule().name(), "notation");
    assert_eq!(err.kind.rule().name(), "notation");
    // No turn and no header: not a record.
    let err = "hello".parse::<GameRecord>().unwrap_err();
    assert_eq!(err.kind, RecordErrorKind::NotARecord, "{err:?}");
    assert_eq!(
        (err.rule().name(), err.kind.rule().name()),
        ("not_a_record", "not_a_record")
    );
}

#[test]
fn a_replay_error_is_named_by_the_refused_turn_s_rule() {
    // 2g Ra1n: the gold rabbit on a1 cannot step onto the gold dog on a2 (occupied).
    let text = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2\n\
                1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n\
                2g Ra1n\n";
    let record: GameRecord = text.parse().unwrap();
    let err = record.replay(GameOptions::default()).unwrap_err();
    assert_eq!(err.rule().name(), "occupied");
    let err = Game::from_record(text).unwrap_err();
    assert_eq!(err.rule().name(), "occupied");
}

#[test]
fn an_archive_of_two_games_is_named_not_one_game() {
    // An archive (arimaa.com TSV: a header line naming the columns, one game a line).
    let setup = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Dh2";
    let err = Game::from_record(&format!("id\tmovelist\n1\t{setup}\n2\t{setup}\n")).unwrap_err();
    assert!(matches!(err, FromRecordError::GameCount(2)), "{err:?}");
    assert_eq!(err.rule().name(), "not_one_game");
    assert_eq!(err.to_string(), "expected one game record, found 2");
}

#[test]
fn a_self_play_index_beyond_the_games_is_named_no_such_game() {
    let env = SelfPlay::new(2, SelfPlayOptions::default());
    let err = env.game(3).unwrap_err();
    assert_eq!(err.rule().name(), "no_such_game");
    assert!(err.to_string().contains('3'), "{err}");
}

#[test]
fn a_to_game_error_is_named_and_worded_by_the_turn_it_wraps() {
    let PlayError::Move(refused) = Position::standard().play_text("Ra1n").unwrap_err() else {
        panic!("Ra1n is a refused move");
    };
    let err = ToGameError::Move(refused.clone());
    assert_eq!(err.rule().name(), "occupied");
    assert_eq!(err.to_string(), format!("move refused: {refused}"));
}
