//! Every game of the arimaa.com archive files replays as `replay_summary.tsv` (computed
//! independently with AEI pyrimaa) says: each move legal, takebacks applied, the final
//! board, side to move and win condition equal, and the notation printed for every move
//! equal to the recorded tokens. Games 32 and 55 of 2002 (flagged corrupt) are refused at
//! the exact move, with the rule named.

use arimaa_rules::Refusal;
use std::collections::HashMap;

use arimaa_rules::notation::record::{GameRecord, TurnAction, parse_records};
use arimaa_rules::{Color, Game, GameOptions, Outcome, Termination, Turn};
use arimaa_tests::data::{self, Ran, Skip};

/// One row of replay_summary.tsv, by column name.
struct Summary(HashMap<String, String>);

impl Summary {
    fn get(&self, k: &str) -> &str {
        self.0
            .get(k)
            .map(String::as_str)
            .unwrap_or_else(|| panic!("no column {}", k))
    }
}

fn summaries() -> Result<HashMap<(String, String), Summary>, Skip> {
    let text = data::read_archive("replay_summary.tsv")?;
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    let header: Vec<&str> = lines.next().expect("header").split('\t').collect();
    let mut out = HashMap::new();
    for line in lines {
        let row: HashMap<String, String> = header
            .iter()
            .zip(line.split('\t'))
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        out.insert(
            (row["source_file"].clone(), row["id"].clone()),
            Summary(row),
        );
    }
    Ok(out)
}

fn color_letter(c: Color) -> &'static str {
    match c {
        Color::Gold => "w",
        Color::Silver => "b",
    }
}

fn board_dots(game: &Game) -> String {
    game.position().board().to_short_string().replace(' ', ".")
}

/// Replays turn by turn (a second path beside `GameRecord::replay`), checking that every
/// move prints back exactly as recorded. Returns the game, or the label and rule of the
/// first refused turn.
fn replay_checking_notation(rec: &GameRecord) -> Result<(Game, usize), (String, String)> {
    let mut game = Game::with_options(rec.default_options());
    let mut takebacks = 0;
    for t in &rec.turns {
        match t.action {
            TurnAction::Play => {
                let label = format!("{}{}", t.number, t.color.old_char());
                let played = game
                    .play_text(&t.text)
                    .map_err(|e| (label.clone(), e.rule().to_string()))?;
                if let Turn::Move(m) = played {
                    assert_eq!(
                        m.to_string(),
                        t.text,
                        "{}: printed notation differs from the record",
                        label
                    );
                }
            }
            TurnAction::Takeback => {
                game.takeback().expect("a turn to take back");
                takebacks += 1;
            }
            TurnAction::Resign | TurnAction::Empty => {}
        }
    }
    Ok((game, takebacks))
}

fn check_file(file: &str, expected_games: usize) -> Ran {
    let text = data::read_archive(file)?;
    let summaries = summaries()?;
    let records = parse_records(&text).expect("archive parses");
    assert_eq!(records.len(), expected_games);
    for rec in &records {
        let id = rec.id().expect("id").to_string();
        let s = summaries
            .get(&(file.to_string(), id.clone()))
            .unwrap_or_else(|| panic!("{} not summarised", id));
        let outcome = replay_checking_notation(rec);
        let library = rec.replay(rec.default_options());
        if s.get("replays_ok") == "no" {
            // e.g. "22w: Tried to move a frozen piece"
            let (label, _) = s
                .get("replay_error")
                .split_once(':')
                .expect("label: reason");
            let (got_label, rule) = outcome.expect_err(&format!("game {} must be refused", id));
            assert_eq!(
                (got_label.as_str(), rule.as_str()),
                (label, "frozen"),
                "game {}",
                id
            );
            let err = library.expect_err("GameRecord::replay refuses it too");
            assert_eq!(err.kind.rule().name(), "frozen", "game {}", id);
            assert_eq!(
                format!("{}{}", err.label.trim_end_matches(['g', 's']), 'w'),
                label,
                "game {}",
                id
            );
            assert!(rec.is_corrupt(), "game {} is flagged corrupt", id);
            continue;
        }
        let (game, takebacks) =
            outcome.unwrap_or_else(|(l, r)| panic!("game {}: {} refused: {}", id, l, r));
        let replay = library.unwrap_or_else(|e| panic!("game {}: {}", id, e));
        assert_eq!(
            board_dots(&replay.game),
            board_dots(&game),
            "game {}: the two replay paths differ",
            id
        );
        assert_eq!(
            game.history().len().to_string(),
            s.get("turns_played"),
            "game {} turns",
            id
        );
        assert_eq!(
            takebacks.to_string(),
            s.get("takebacks"),
            "game {} takebacks",
            id
        );
        assert_eq!(
            board_dots(&game),
            s.get("final_board"),
            "game {} final board",
            id
        );
        assert_eq!(
            color_letter(game.side_to_move()),
            s.get("side_to_move"),
            "game {} side to move",
            id
        );
        // The first win condition that holds, in the official order.
        let expected = [
            ("goal_winner", Termination::Goal),
            ("elim_winner", Termination::Elimination),
            ("immob_winner", Termination::Immobilization),
        ]
        .iter()
        .find(|(col, _)| !s.get(col).is_empty())
        .map(|(col, t)| {
            Outcome::win(
                if s.get(col) == "w" {
                    Color::Gold
                } else {
                    Color::Silver
                },
                *t,
            )
        });
        assert_eq!(replay.rules_outcome, expected, "game {} outcome", id);
        assert_eq!(game.outcome(), expected, "game {} Game::outcome", id);
        // Where the board decides the recorded result, it agrees.
        let recorded = rec
            .recorded_outcome()
            .filter(|o| o.termination.is_decided_by_board());
        if let (Some(recorded), false) = (recorded, rec.is_corrupt()) {
            assert_eq!(expected, Some(recorded), "game {}: recorded result", id);
        }
    }
    Ok(())
}

fn archive_2002_replays_as_summarised() -> Ran {
    check_file("allgames2002.txt", 64)
}

fn archive_2002_game_46_goes_on_after_an_unscored_goal() -> Ran {
    // 46 (corrupt=1): a silver rabbit reaches c1 at 21b and the 2002 server played on.
    let text = data::read_archive("allgames2002.txt")?;
    let records = parse_records(&text).unwrap();
    let rec = records.iter().find(|r| r.id() == Some("46")).unwrap();
    assert!(
        rec.default_options().lenient,
        "a 2002 game is replayed leniently by default"
    );
    let err = rec
        .replay(GameOptions::default())
        .expect_err("strict rules stop after the goal");
    assert_eq!(
        (err.label.as_str(), err.kind.rule().name()),
        ("22g", "game_over")
    );
    assert_eq!(
        err.game.outcome(),
        Some(Outcome::win(Color::Silver, Termination::Goal))
    );
    Ok(())
}

fn archive_2026_02_replays_as_summarised() -> Ran {
    check_file("allgames202602.txt", 147)
}

/// Runs under libtest-mimic (`harness = false`): without the archive folder every test
/// here is reported `ignored, data folder not found: …`, and fails under
/// `ARIMAA_REQUIRE_DATA=1`.
fn main() {
    data::run(vec![
        data::trial(
            "archive_2002_replays_as_summarised",
            archive_2002_replays_as_summarised,
        ),
        data::trial(
            "archive_2002_game_46_goes_on_after_an_unscored_goal",
            archive_2002_game_46_goes_on_after_an_unscored_goal,
        ),
        data::trial(
            "archive_2026_02_replays_as_summarised",
            archive_2026_02_replays_as_summarised,
        ),
    ]);
}
