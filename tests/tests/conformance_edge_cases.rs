//! Rare situations from real play: the 16 moves the arimaa.com server rejected
//! (`edge-cases/server_rejected_moves.tsv`), the 8 AEI rule test games
//! (`edge-cases/aei_test_games.txt`) and the third repetition of game 669192.

use arimaa_rules::Refusal;
use arimaa_rules::notation::record::GameRecord;
use arimaa_rules::{Color, GameOptions, Outcome, Position, Termination};
use arimaa_tests::data;

fn position(board: &str, side: &str) -> Position {
    Position::from_short(&format!("{} [{}]", side, board)).expect("valid board")
}

#[test]
fn moves_the_server_rejected_are_refused_for_the_same_reason() {
    let text = data::read_table("edge-cases/server_rejected_moves.tsv");
    let mut checked = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("game_id"))
    {
        let f: Vec<&str> = line.split('\t').collect();
        let (game, turn, side, board, rejected, reason, accepted) =
            (f[0], f[1], f[2], f[3], f[4], f[5], f[7]);
        if reason.contains("3rd time") {
            continue; // needs the game's history: see the test below
        }
        let pos = position(board, side);
        let err = pos
            .play_text(rejected)
            .expect_err(&format!("{} {} {} must be refused", game, turn, rejected));
        let expected_rule = if reason == "push not completed" {
            "push_incomplete"
        } else {
            "no_piece"
        };
        assert_eq!(
            err.rule().name(),
            expected_rule,
            "{} {} {}: {}",
            game,
            turn,
            rejected,
            err
        );
        // The move the server then accepted is legal, and prints as recorded.
        let mut game_at = arimaa_rules::Game::from_position(pos, GameOptions::STRICT);
        let played = game_at
            .play_text(accepted)
            .unwrap_or_else(|e| panic!("{} {} {}: {}", game, turn, accepted, e));
        assert_eq!(played.to_string(), accepted);
        checked += 1;
    }
    assert_eq!(checked, 15);
}

#[test]
fn third_repetition_of_game_669192_is_refused() {
    // The full movelist of the game (vendored, also in the archive allgames202602.txt).
    let text = data::read_table("edge-cases/repetition_669192.txt");
    let rows = data::read_table("edge-cases/server_rejected_moves.tsv");
    let row: Vec<&str> = rows
        .lines()
        .find(|l| l.starts_with("669192\t"))
        .unwrap()
        .split('\t')
        .collect();
    // The file ends with the rejected move after a `# rejected move:` comment.
    let movelist: String = text
        .lines()
        .take_while(|l| !l.starts_with("# rejected move"))
        .filter(|l| !l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect();
    let rec = GameRecord::parse(&movelist).unwrap();
    let mut game = rec.replay(GameOptions::STRICT).unwrap().game;
    // The movelist ends before the rejected move: the game is not over.
    assert_eq!(game.outcome(), None);
    assert_eq!(game.next_label(), "31s");
    assert_eq!(
        game.position().board().to_short_string().replace(' ', "."),
        row[3]
    );
    let err = game.play_text(row[4]).unwrap_err();
    assert_eq!(err.rule().name(), "third_repetition");
    // The same move on the bare position (no history) is legal.
    assert!(game.position().play_text(row[4]).is_ok());
    // And the history-aware move list leaves it out, while the plain list has it.
    let mv: arimaa_rules::Move = row[4].parse().unwrap();
    let after = game.position().play(&mv).unwrap();
    let leads_there =
        |m: &arimaa_rules::Move| game.position().play(m).unwrap().board() == after.board();
    assert!(game.position().legal_moves().iter().any(leads_there));
    assert!(!game.legal_moves().iter().any(leads_there));
}

/// The blocks of aei_test_games.txt: (name, record text).
fn aei_games() -> Vec<(String, String)> {
    let text = data::read_table("edge-cases/aei_test_games.txt");
    let mut out: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("### ") {
            out.push((name.to_string(), String::new()));
        } else if let Some((_, body)) = out.last_mut() {
            body.push_str(line);
            body.push('\n');
        }
    }
    out
}

fn aei_game(name: &str) -> GameRecord {
    let games = aei_games();
    let (_, text) = games.iter().find(|(n, _)| n == name).unwrap();
    GameRecord::parse(text).unwrap()
}

fn win(winner: Color, termination: Termination) -> Option<Outcome> {
    Some(Outcome::win(winner, termination))
}

#[test]
fn aei_games_end_as_expected() {
    let games = aei_games();
    assert_eq!(games.len(), 8);
    let ends = [
        ("goal_moves", win(Color::Gold, Termination::Goal)),
        (
            "immo_moves",
            win(Color::Silver, Termination::Immobilization),
        ),
        ("elim_moves", win(Color::Silver, Termination::Elimination)),
        ("resign_moves", win(Color::Gold, Termination::Resignation)),
    ];
    for (name, expected) in ends {
        let replay = aei_game(name)
            .replay(GameOptions::STRICT)
            .unwrap_or_else(|e| panic!("{}: {}", name, e));
        assert_eq!(replay.game.outcome(), expected, "{}", name);
    }
}

#[test]
fn aei_games_with_an_illegal_move_stop_there() {
    // (game, label of the offending turn, rule, side that loses by it)
    let cases = [
        ("extra_step_moves", "3g", "too_many_steps", Color::Gold),
        ("repetition_moves", "4s", "third_repetition", Color::Silver),
        ("null_moves", "3g", "no_change", Color::Gold),
        ("handicap_moves", "1g", "outside_home_ranks", Color::Gold),
    ];
    for (name, label, rule, offender) in cases {
        let err = aei_game(name).replay(GameOptions::STRICT).expect_err(name);
        assert_eq!(
            (err.label.as_str(), err.kind.rule().name()),
            (label, rule),
            "{}: {}",
            name,
            err
        );
        assert_eq!(err.game.side_to_move(), offender, "{}", name);
    }
}

#[test]
fn aei_handicap_game_with_free_setup_ends_by_elimination_of_the_mover() {
    let rec = aei_game("handicap_moves");
    let options = GameOptions {
        free_setup: true,
        ..GameOptions::STRICT
    };
    let replay = rec.replay(options).unwrap();
    // 3g Rc2n Rc3x: gold's own move loses its last rabbit.
    assert_eq!(
        replay.game.outcome(),
        win(Color::Silver, Termination::Elimination)
    );
    assert_eq!(replay.game.history().last().unwrap().label(), "3g");
}
